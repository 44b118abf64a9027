"""Choices, forms and types: "choose 1" texts, Form Change-like switches from the deck, and
searches for cards "of different types" (issues 10 and 14).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
table.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

The wordings read here:

* "choose 1: • X. • Y." (Scarlet & Violet), "choose 1: X; or Y." (an Ability), and the EX era's
  "X. or, Y.": ``CHOOSE_ONE`` over the two options' rows, each option read on its own as the
  rest of the card is (the first ends with the ``SKIP`` over the second).  An option's
  requirement rows are dropped: the card can be played when either option can be done, and an
  option that can't is one greedy values at nothing.
* "search your deck for another <this Pokémon> and switch it with <this Pokémon>. (any cards
  attached …, damage counters, special conditions, and effects on it are now on the new
  pokémon.) if you do, put <this Pokémon> on top of your deck. shuffle your deck afterward."
  (Form Change, Shuffle, Duplicate): ``FORM_SWAP``; the card goes on top and the deck is then
  shuffled, so it is shuffled into the deck.  The "you can't use more than 1 … Poké-Power each
  turn" tail is the power reader's (``PW_ONE_PER_NAME``).
* "search your deck for up to N different types of basic energy cards" / "up to N basic
  energy cards of different types" / "any number of basic energy cards of different types" /
  "up to N pokémon of different types", put into the hand: ``SEARCH_DECK`` with
  ``SD_DIFF_TYPES`` (any number: as many as there are types).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_NAME_HOLON
from ..kernel.layout import NT
from . import recognize as R

END, ME = R.END, R.ME
_T = ("trainer",)
_A = ("attack",)
_P = ("power",)
_TP = ("trainer", "power")

#: a sentence that is not the start of the second option
_SENTS = r"(?:(?!or, )[^.•;]+\.\s*)+?"


def _option_rows(text: str, c: R.Ctx) -> list | None:
    """One option's rows (its requirements dropped), or None when it is not read entire."""
    segs = R._parse(text.strip(), c)
    if segs is None:
        return None
    if any(role in ("pre", "flip", "req") for role, _ in segs):
        return None  # (a requirement sentence is the card's, before its options: not an option's)
    rows = [list(r) for role, rs in segs if role not in ("req", "none") for r in rs
            if fx.OPCODE_BY_NAME[r[0]].role != "requirement"]
    if not rows:
        return None
    for r in rows:
        if fx.OPCODE_BY_NAME[r[0]].role == "header" or r[0] in ("CHOOSE_ONE", "DAMAGE"):
            return None
    return rows


def _choose(x: str, y: str, c: R.Ctx) -> list | None:
    rx = _option_rows(x, c)
    ry = _option_rows(y, c)
    if rx is None or ry is None:
        return None
    return [["CHOOSE_ONE", len(rx) + 1, len(ry)]] + rx + [["SKIP", len(ry)]] + ry


# "choose 1: • X. • Y." (each option one or more sentences)
@R.rec(r"choose 1:\s*•\s*([^•]+?\.)\s*•\s*([^•]+?\.)\s*(?=you may play only 1 supporter card|you may play any number of item cards|$)",
       "post", _TP)
def _choose_bullets(m, c):
    return _choose(m.group(1), m.group(2), c)


# "choose 1: X; or Y." (an Ability's two options in one sentence)
@R.rec(r"choose 1: ([^;.]+); or ([^;]+?\.)\s*$", "post", _TP)
def _choose_semicolon(m, c):
    y = m.group(2)
    # "…, reveal it, put it into your hand, and then shuffle your deck." is the searches' usual
    # "…, reveal it, and put it into your hand. then, shuffle your deck."
    y = re.sub(r", reveal it, put it into your hand, and then shuffle your deck\.$",
               ", reveal it, and put it into your hand. then, shuffle your deck.", y)
    return _choose(m.group(1) + ".", y, c)


# the EX era's "X. or, Y." (X may be two sentences: a search, then "shuffle your deck afterward.")
@R.rec(r"(" + _SENTS + r")or, ((?:[^.]+\.\s*)+?)$", "post", _T)
def _choose_or(m, c):
    return _choose(m.group(1), m.group(2), c)


# --- Form Change-like: another card of this name from the deck in its place --------------------------
R.const(r"search your deck for another " + ME + r" and switch it with " + ME + END
        + r"\(any cards attached to " + ME + r", damage counters, special conditions, and effects on it are now on the new pokémon\.\)\s*"
        + r"if you do, put " + ME + r" on top of your deck" + END + r"shuffle your deck afterward" + END,
        "post", [["FORM_SWAP"]], _P)


# --- searches for cards of different types --------------------------------------------------------------
_SHOW = r"(?:, show them to your opponent,|, reveal them,) and put them into your hand" + END
_SHUFFLE = r"(?:shuffle your deck afterward|then, shuffle your deck)" + END
_ANY_NUMBER = NT  #: "any number … of different types": at most one per type


@R.rec(r"search your deck for (?:up to (\d+) different types of basic energy cards|up to (\d+) basic energy cards of different types"
       r"|(any number of) basic energy cards of different types)" + _SHOW + _SHUFFLE, "post", ("attack", "trainer"))
def _energy_of_different_types(m, c):
    n = int(m.group(1) or m.group(2) or 0) or _ANY_NUMBER
    return [["SEARCH_DECK", n, fx.KIND_BASIC_ENERGY, fx.TO_HAND + fx.SD_DIFF_TYPES]]


@R.rec(r"search your deck for up to (\d+) pokémon of different types" + _SHOW + _SHUFFLE, "post", ("attack", "trainer"))
def _pokemon_of_different_types(m, c):
    return [["SEARCH_DECK", int(m.group(1)), fx.KIND_POKEMON, fx.TO_HAND + fx.SD_DIFF_TYPES]]


# --- the EX era's option sentences (read anywhere, as one option of an "or," text is) ----------------
_EX_SHOW = r", show (?:it|them) to your opponent, and put (?:it|them) into your hand" + END
_HOLON_SUPPORTER = fx.kind_flag(fx.KIND_SUPPORTER, CF_NAME_HOLON)

# "search your discard pile for up to N basic energy cards, show them to your opponent, and put
# them into your hand."
@R.rec(r"search your discard pile for up to (\d+) basic energy cards" + _EX_SHOW, "post", _T)
def _recover_basic_energy_shown(m, c):
    return [["RECOVER", int(m.group(1)), fx.KIND_BASIC_ENERGY, fx.TO_HAND]]


# "search your deck / discard pile for a supporter card that has holon in its name, show it to your
# opponent, and put it into your hand. [shuffle your deck afterward.]"
R.const(r"search your deck for a supporter card that has holon in its name" + _EX_SHOW + r"shuffle your deck afterward" + END,
        "post", [["SEARCH_DECK", 1, _HOLON_SUPPORTER, fx.TO_HAND]], _T)
R.const(r"search your discard pile for a supporter card that has holon in its name" + _EX_SHOW,
        "post", [["RECOVER", 1, _HOLON_SUPPORTER, fx.TO_HAND]], _T)

# a Trainer's "move 1 energy card attached to the defending pokémon to another of your opponent's
# pokémon." (the opponent's Active; with no other Pokémon of theirs in play none moves)
R.const(r"move 1 energy card attached to the defending pokémon to another of your opponent's pokémon" + END,
        "post", [["MOVE_ENERGY", 0, fx.OPP, fx.ANY]], _T)
# a Trainer's "switch 1 of your opponent's benched pokémon with 1 of the defending pokémon. your
# opponent chooses the defending pokémon to switch." (1-on-1: the player picks the Benched one)
R.const(r"switch 1 of " + R.OPP_BENCH + r" with 1 of the defending pokémon" + END
        + r"your opponent chooses the defending pokémon to switch" + END,
        "post", [["REQ_OPP_BENCH"], ["GUST", fx.SELF]], _T)

# "you may use this card only if you have more prize cards left than your opponent." (the prize lead,
# own prizes left less the opponent's, is at least 1)
R.const(r"you may use this card only if you have more prize cards left than your opponent" + END,
        "req", [["REQ_COUNT", fx.CNT_PRIZE_LEAD, 1]], _T)

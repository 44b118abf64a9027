"""Coverage slice 27svt: Scarlet & Violet / Mega Evolution Trainers, Tools, Stadiums and Special Energy (issue 10), more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into
its table (and the Special Energy reader's of :mod:`ptcgsim.cards.recognize_energy`).  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).

The wordings read here:

* Trainers: "your opponent reveals their hand, and you draw N cards for each <kind> you find
  there" (``COUNT_TO_H`` of ``CNT_OPP_HAND_KIND``, ``DRAW`` b=7: N per card counted); "count the
  cards in your hand, shuffle those cards into your deck, then draw that many cards plus N"
  (``COUNT_TO_H`` of the hand left once the card is played, ``SHUFFLE_HAND_DRAW`` N, ``DRAW`` b=7
  once per card counted); "you can use this card only if you have <name>, <name>, … and <name>
  in play" (one ``REQ_NAMED_IN_PLAY`` per name); "during this turn, if your opponent's Active
  Pokémon is Knocked Out by damage from an attack used by your <owner>'s Pokémon, take N more
  Prize cards" (``TURN_EXTRA_PRIZE`` with the owner's cflags tag, as the Tera wording); a one-card
  deck search with one more search for each copy of a
  named card in the discard pile (``SEARCH_DECK`` under ``SKIP_UNLESS_COUNT`` of a named
  ``CNT_OWN_DISCARD_KIND``: at most 3 copies can be there); every Pokémon Tool and Special Energy
  off the opponent's Pokémon and the Stadium in play (``DISCARD_TOOL`` of every slot,
  ``DISCARD_ENERGY`` ``EACH_OPP``, ``DISCARD_STADIUM``);
* Special Energy: "prevent all effects of attacks used by your opponent's Pokémon done to the
  <type> Pokémon this card is attached to" (``EN_NO_ATTACK_EFFECTS`` with a ``TC_TYPE`` condition);
* a Technical Machine's attack: "you can use this attack only when/if your opponent has exactly
  N Prize cards remaining" (two ``REQ_COUNT`` rows of ``CNT_OPP_PRIZES_LEFT``, as the Trainers'
  wording).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_MARNIES, CF_NS, CF_TEAM_ROCKET
from ..kernel.layout import NSLOT
from . import recognize as R
from . import recognize_energy as RE_

END, TYPES = R.END, R.TYPES
_T = ("trainer",)
_A = ("attack",)


def _bit(cf: int) -> int:
    """The cflags bit number of a card-table tag (CF_*)."""
    return cf.bit_length() - 1


# --- draws counted on the board ---------------------------------------------------------------------
#: a kind of card "you find there" in the opponent's revealed hand
_HAND_KINDS = {
    "supporter card": fx.KIND_SUPPORTER,
    "item card": fx.KIND_ITEM,
    "trainer card": fx.KIND_TRAINER,
    "energy card": fx.KIND_ENERGY,
    "basic energy card": fx.KIND_BASIC_ENERGY,
    "pokémon": fx.KIND_POKEMON,
}


# "your opponent reveals their hand, and you draw N cards for each <kind> you find there": the
# count of that kind in the opponent's hand (H), then N per card counted (none: no draw)
@R.rec(r"your opponent reveals their hand, and you draw (\d+) cards? for each (" + "|".join(_HAND_KINDS)
       + r") you find there" + END, "post", _T)
def _draw_per_revealed(m, c):
    kind = _HAND_KINDS[m.group(2)]
    return [["COUNT_TO_H", fx.count_code(fx.CNT_OPP_HAND_KIND, kind)], ["DRAW", int(m.group(1)), 7]]


# "count the cards in your hand, shuffle those cards into your deck, then draw that many cards
# plus N": the card played has left the hand when its program runs (the count is the rest)
@R.rec(r"count the cards in your hand, shuffle those cards into your deck, then draw that many cards plus (\d+)" + END,
       "post", _T)
def _shuffle_count_draw(m, c):
    return [["COUNT_TO_H", fx.CNT_OWN_HAND], ["SHUFFLE_HAND_DRAW", int(m.group(1))], ["DRAW", 1, 7]]


# --- requirements: named Pokémon in play --------------------------------------------------------------
#: one Pokémon's name in a list ("n's darmanitan", "n's zoroark ex"): not a kind of Pokémon
_NAME = r"(?!(?:a|an|any|your|their|this|basic|evolved|stage|pokémon|energy|card|cards|\d+)\b)[a-z][\w'.-]*(?: [a-z][\w'.-]*){0,3}"
_NAME_LIST = r"(" + _NAME + r"(?:, " + _NAME + r")*(?:,? and " + _NAME + r")?)"
_KIND_WORDS = re.compile(r"\b(?:pokémon|energy|card|cards|any|or|of|in|with|that|who)\b")


@R.rec(r"you can use this card only if you have " + _NAME_LIST + r" in play" + END, "req", _T)
def _req_names_in_play(m, c):
    names = [x.strip() for x in re.split(r",? and |, ", m.group(1))]
    if not names or any(not x or _KIND_WORDS.search(x) for x in names) or len(set(names)) != len(names):
        return None
    return [["REQ_NAMED_IN_PLAY", x] for x in names]


# --- extra prizes for an owner's Pokémon -------------------------------------------------------------
_OWNERS = {"n's": CF_NS, "marnie's": CF_MARNIES, "team rocket's": CF_TEAM_ROCKET}


@R.rec(r"during this turn, if your opponent's active pokémon is knocked out by damage from an attack used by your ("
       + "|".join(_OWNERS) + r") pokémon, take (\d+|an?) more prize cards?" + END, "post", _T)
def _turn_extra_prize_owner(m, c):
    return [["TURN_EXTRA_PRIZE", R._n(m.group(2)), _bit(_OWNERS[m.group(1)])]]


# --- a search with one more per copy of a named card in the discard pile -----------------------------
#: most copies of one (non-ACE SPEC) name a deck holds; the one played is not in the discard pile
#: while its program runs, so at most this many less one are there
_MAX_COPIES = 4
_RULE_BOX_NOTE = r"(?:\(pokémon ex, pokémon v, etc\. have rule boxes\.\)\s*)?"


@R.rec(r"(search your deck for an? ([^,.]+?), reveal it, and put it into your hand" + END + r")"
       r"for each ([a-z][\w'.-]*(?: [a-z][\w'.-]*){0,3}) card \(not including this card\) in your discard pile, you may search"
       r" for an additional pokémon in this way" + END + R.OPT_SHUFFLE + _RULE_BOX_NOTE, "post", _T)
def _search_more_per_copy(m, c):
    if "pokémon" not in m.group(2) or _KIND_WORDS.search(m.group(3)):
        return None
    segs = R._parse(m.group(1), c)
    rows = [r for _role, rs in segs for r in rs] if segs else None
    if not rows or len(rows) != 1 or rows[0][0] != "SEARCH_DECK" or rows[0][1] != 1 or rows[0][3] != fx.TO_HAND:
        return None
    row = rows[0]
    count = fx.named_count(fx.CNT_OWN_DISCARD_KIND, m.group(3))
    out = [list(row)]
    for n in range(1, _MAX_COPIES):
        out += [["SKIP_UNLESS_COUNT", count, n, 1], list(row)]
    return out


# --- every Tool and Special Energy off the opponent's Pokémon, and the Stadium ------------------------
# (DISCARD_TOOL with a count of every slot and no "up to": the Tools of all of them)
R.const(r"discard all pokémon tools and special energy from all of your opponent's pokémon, and discard a stadium in play" + END,
        "post", [["DISCARD_TOOL", NSLOT, fx.OPP], ["DISCARD_ENERGY", 0, fx.EACH_OPP, fx.ENERGY_SPECIAL],
                 ["DISCARD_STADIUM", 0]], _T)


# --- Special Energy: no effects of attacks on a typed holder -----------------------------------------
@RE_._rec(r"prevent all effects of attacks used by your opponent's pokémon done to the (" + TYPES
          + r") pokémon " + RE_._ATT + RE_._DOT + r"\(existing effects are not removed\. damage is not an effect\.\)\s*")
def _no_attack_effects_typed(m, st):
    return [RE_._row(fx.EN_NO_ATTACK_EFFECTS, 1, fx.TC_TYPE + R._type(m.group(1)))]


# --- a Technical Machine's attack: only at exactly N prizes left for the opponent -------------------
@R.rec(r"you can use this attack only (?:if|when) your opponent has exactly (\d+) prize cards? remaining" + END, "req", _A)
def _req_opp_prizes_exactly(m, c):
    n = int(m.group(1))
    return [["REQ_COUNT", fx.CNT_OPP_PRIZES_LEFT, n], ["REQ_COUNT", fx.CNT_OPP_PRIZES_LEFT, -(n + 1)]]

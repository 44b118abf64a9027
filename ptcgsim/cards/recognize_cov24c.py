"""Coverage slice 24, part three: more EX-era wordings for opcodes the kernel already has (issue 14).

Imported at the end of :mod:`ptcgsim.cards.recognize`, after :mod:`recognize_cov24b`; the rules
register themselves into the power readers of :mod:`ptcgsim.cards.recognize_power`.  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).

* powers: damage to this Pokémon from attacks of two named types reduced after Weakness and
  Resistance (``PASSIVE_MODS``: one ``TOOL_REDUCE`` row per type, as the "<type> or <type>"
  clause; no printed Pokémon has both of the two types such a card names).
* attacks: "during your next turn, <attack> does N damage plus M more damage" for one of this
  card's attacks printed "N+" (``NEXT_TURN_BASE_DAMAGE`` with N + M); a named card (or
  either of two) from the deck onto the Bench, or as many of a name or a typed Basic Pokémon as
  the Bench takes (``SEARCH_DECK`` ``TO_BENCH``: only a Basic Pokémon goes there, so the names
  an attack's sentence gives are Basic Pokémon; a power's may name a Stage 1 and stays out); two
  cards of two kinds or names from the deck to the hand (one ``SEARCH_DECK`` row each);
  Energy cards searched out of the deck or the discard pile and attached to this Pokémon, to 1 of
  your (δ) Pokémon, or to your (non-ex) Pokémon in any way you like (``ATTACH_ENERGY`` /
  ``ATTACH_ENERGY_ANY``, ``TO_FILTER``); typed Energy cards from the discard pile to the hand;
* board conditions: the Defending Pokémon has any Poké-Powers or Poké-Bodies (``CNT_DEF_FLAG``
  with cardtable.CF_HAS_POWER: it prints a power, implemented or not).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_HAS_POWER
from . import recognize as R
from . import recognize_cov24b as RB
from . import recognize_power as RP

_T = RP._T

# "any damage done to ME by attacks from <type> pokémon and <type> pokémon is reduced by N"
RP._MOD_CLAUSES.append(
    (re.compile(r"any damage done to " + R.ME + r" by attacks from " + _T + r" pokémon and " + _T
                + r" pokémon is reduced by (\d+)" + R.AWR),
     lambda m: [(RP._RED, int(m.group(3)), fx.MS_SELF, [fx.TC_OTHER_TYPE + R._type(m.group(i))]) for i in (1, 2)]))


# --- attacks --------------------------------------------------------------------------------
# "during your next turn, <attack> does N damage plus M more damage": that attack's base damage
# is N + M during the next turn (only an attack of this card printed "N" or "N+")
@R.rec(r"during your next turn, ([^.,]+?) does (\d+) damage plus (\d+) more damage" + R.END, "post")
def _next_turn_plus(m, c):
    if m.group(1) not in c.attack_names:
        return None
    j = c.attack_names.index(m.group(1))
    printed = c.attack_damages[j] if j < len(c.attack_damages) else ""
    if not re.fullmatch(m.group(2) + r"\+?", printed):
        return None
    return [["NEXT_TURN_BASE_DAMAGE", j, int(m.group(2)) + int(m.group(3))]]


# a card's name in a search (cov24b's name words, an optional gender sign; not a card kind), or
# this card's own ("this pokémon": its name, Ctx.card)
_WORD = r"(?!(?:and|or|an?|of|with|from|evolution|stage|baby|dark|holon|rocket's|team)\b)" + RB._WORD
_NAME = _WORD + r"(?: " + _WORD + r"){0,3}(?: ?[♀♂])?"
_NAMED = r"(" + R.ME + r"|" + _NAME + r")"


def _names(c, *names):
    if c.kind != "attack":
        return None  # a power's may name an Evolution card it puts onto the Bench (not SEARCH_DECK's)
    if any(n == R.ME for n in names) and not c.card:
        return None
    return "|".join(c.card if n == R.ME else n for n in names)


@R.rec(r"search your deck for (?:an? )?" + _NAMED + r"(?: or (?:an? )?" + _NAMED + r")?(?: cards?)? and put it onto your bench" + R.END
       + R.OPT_SHUFFLE, "post")
def _named_to_bench(m, c):
    k = _names(c, *[g for g in m.groups() if g])
    return [["SEARCH_DECK", 1, k, fx.TO_BENCH]] if k else None


_BENCH_ROOM = 5  #: "as many as you like onto your bench": the Bench stops the search


@R.rec(r"search your deck for (?:(" + R.TYPES + r") basic pokémon|" + _NAMED + r") and put as many of them as you like onto your"
       r" bench" + R.END + R.OPT_SHUFFLE, "post")
def _many_to_bench(m, c):
    k = fx.KIND_BASIC_OF_TYPE + R._type(m.group(1)) if m.group(1) else _names(c, m.group(2))
    return [["SEARCH_DECK", _BENCH_ROOM, k, fx.TO_BENCH]] if k else None


# "search your deck|discard pile for <N> [basic] [<type>] energy card(s) and attach it|them to <who>"
_ATTACH_TO = {"1 of your pokémon": 0, "1 of your pokémon that has δ on its card": fx.TC_DELTA,
              "any of your pokémon in any way you like": 0,
              "any of your pokémon (excluding pokémon-ex) in any way you like": fx.TC_NOT_EX}
_SRC = {"deck": fx.FROM_DECK, "discard pile": fx.FROM_DISCARD}


@R.rec(r"search your (deck|discard pile) for (?:up to (\d+)|an?) (basic )?(?:(" + R.TYPES + r") )?energy cards? and attach "
       r"(?:it|them) to (" + R.ME + r"|" + "|".join(re.escape(k) for k in _ATTACH_TO) + r")" + R.END + R.OPT_SHUFFLE, "post")
def _search_attach_any(m, c):
    n = int(m.group(2) or 1)
    t = R._type(m.group(4)) if m.group(4) else (fx.ANY if m.group(3) else fx.ENERGY_ANY_CARD)
    if m.group(5) == R.ME:
        return [["ATTACH_ENERGY", n, _SRC[m.group(1)], t]]
    if n > 1 and "any way" not in m.group(5):
        return None  # all of them to 1 Pokémon: ATTACH_ENERGY_ANY picks a target per card
    tc = _ATTACH_TO[m.group(5)]
    return [["ATTACH_ENERGY_ANY", n, _SRC[m.group(1)] + fx.TO_FILTER * tc, t]]


# "search your discard pile for up to N <type> energy cards, show them to your opponent, and put them
# into your hand" ("a Water Energy card" names the basic card)
@R.rec(r"search your discard pile for (?:up to (\d+)|an?) (?:basic )?(" + R.TYPES + r") energy cards?(?:, show (?:it|them) to your "
       r"opponent,)? and put (?:it|them) into your hand" + R.END, "post")
def _typed_energy_back(m, c):
    return [["RECOVER", int(m.group(1) or 1), fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(m.group(2)), fx.TO_HAND]]


# --- board conditions -------------------------------------------------------------------------
_CF_HAS_POWER_BIT = CF_HAS_POWER.bit_length() - 1  #: the card prints a Poké-Power or Poké-Body (the card table's tag)
R._BOARD_CONDS_RE += [
    (re.compile(R.DEF + r" has any poké-powers or poké-bodies"),
     lambda m: [(fx.count_code(fx.CNT_DEF_FLAG, _CF_HAS_POWER_BIT), 1)]),
]


# "search your deck for a <kind or name> and a <kind or name>, show them to your opponent, and put
# them into your hand": one card of each (a SEARCH_DECK row each; the second shuffle changes nothing)
def _kind_or_name(s: str):
    k = R._kind(s)
    if k is not None and k != fx.KIND_ANY:
        return k
    m = re.fullmatch(r"(" + _NAME + r")(?: card)?", s)
    return m.group(1) if m and k is None else None


@R.rec(r"search your deck for an? ([^,.]+?) and (?:an? )?([^,.]+?)(?:, show them to your opponent,)? and put them into your hand"
       + R.END + R.OPT_SHUFFLE, "post")
def _two_to_hand(m, c):
    ks = [_kind_or_name(m.group(i)) for i in (1, 2)]
    if None in ks or ks[0] == ks[1]:
        return None
    return [["SEARCH_DECK", 1, k, fx.TO_HAND] for k in ks]

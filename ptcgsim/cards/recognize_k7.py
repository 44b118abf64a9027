"""Slice s30 k7: SV attacks.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

* "if this Pokémon evolved [from X] during this turn" (``CNT_SELF_EVOLVED_TURN``, arg: the card
  right under its top, by name): a board condition for "N more damage", "this attack does
  nothing", and "your opponent discards N more cards";
* "if this Pokémon was healed during this turn" (``CNT_SELF_HEALED_TURN``: layout.S_HEALED_TURN,
  which heal_nb writes);
* "N damage for each damage counter on all of your [Benched] <X>" / "... on all of your
  opponent's Pokémon" (``CNT_OWN_COUNTERS_KIND``, ``CNT_OWN_BENCH_COUNTERS_KIND``,
  ``CNT_OPP_COUNTERS_KIND``; X: a name, a type, or a name tag "Cynthia's Pokémon").
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..cardtags import tag_kind
from ..kernel.cardtable import CF_ANCIENT, CF_FUTURE, CF_ROCKET, CF_TYPES
from . import recognize as R

END = R.END
ME = R.ME
TYPES = R.TYPES
_NAME = r"[a-z][\w'.é-]*(?: [a-z][\w'.é-]*)?"


# --- board conditions ------------------------------------------------------------------------
def _evolved(m: re.Match) -> list:
    if m.group(1):
        return [(fx.named_count(fx.CNT_SELF_EVOLVED_TURN, m.group(1)), 1)]
    return [(fx.CNT_SELF_EVOLVED_TURN, 1)]


_CONDS = [
    (ME + r" evolved(?: from (" + _NAME + r"))? during this turn", _evolved),
    (ME + r" was healed during this turn", lambda m: [(fx.CNT_SELF_HEALED_TURN, 1)]),
]
for _p, _b in _CONDS:
    R._BOARD_CONDS_RE.append((re.compile(_p), _b))


# "if this Pokémon didn't evolve from X during this turn, this attack does nothing"
@R.rec(r"if " + ME + r" didn't evolve(?: from (" + _NAME + r"))? during this turn, this attack does nothing" + END, "pre")
def _unless_evolved(m, c):
    code = fx.named_count(fx.CNT_SELF_EVOLVED_TURN, m.group(1)) if m.group(1) else fx.CNT_SELF_EVOLVED_TURN
    return [["SKIP_UNLESS_COUNT", code, 0, 1], ["STOP"]]


# "your opponent discards a card from their hand. if <condition>, your opponent discards N more cards"
@R.rec(r"your opponent discards (a card|\d+ cards) from (?:their|his or her) hand" + END
       + r"if ([^,.]+), your opponent discards (\d+) more cards?" + END, "post")
def _opp_discards_more(m, c):
    tests = R._board_cond(m.group(2))
    if tests is None:
        return None
    n = 1 if m.group(1) == "a card" else int(m.group(1).split()[0])
    return [["DISCARD_HAND", n, fx.KIND_ANY, fx.OPP]] + R._wrap_board(tests, [["DISCARD_HAND", int(m.group(3)), fx.KIND_ANY, fx.OPP]])


# --- "for each damage counter on ..." ---------------------------------------------------------
def _whose(bench: str | None, what: str):
    """(count, kind) for "[benched] <what>" of the acting player's Pokémon."""
    code = fx.CNT_OWN_BENCH_COUNTERS_KIND if bench else fx.CNT_OWN_COUNTERS_KIND
    if what == "pokémon":
        return code, fx.ANY
    m = re.fullmatch(r"(" + TYPES + r") pokémon", what)
    if m:
        return code, fx.KIND_POKEMON_OF_TYPE + R._type(m.group(1))
    m = re.fullmatch(r"([a-z][\w.é-]*'s) pokémon", what)  # "Cynthia's Pokémon": the name tag
    if m:
        return code, tag_kind(fx.KIND_POKEMON, "name:" + m.group(1))
    if "pokémon" in what:
        return None
    return code, what  # a name (plural as printed, "Rattata"; the card table's name id)


_ON_ALL = r"damage counters? on all of your "


def _per_own(m: re.Match):
    got = _whose(m.group(1), m.group(2))
    return got if got is not None else (fx.CNT_OWN_COUNTERS_KIND, fx.KIND_NAMED + 999)  # (never: the pattern)


R._PER_COUNTS_RE.append((re.compile(_ON_ALL + r"opponent's pokémon"), lambda m: (fx.CNT_OPP_COUNTERS_KIND, fx.ANY)))
R._PER_COUNTS_RE.append((re.compile(_ON_ALL + r"(benched )?((?:" + TYPES + r"|[a-z][\w.é-]*'s) pokémon|pokémon|(?!opponent)[a-z][\w.é-]*)"),
                         _per_own))


# "... for each damage counter on all of your <this card's name>" (normalised to "this pokémon"): the
# Pokémon of its name, this one included
@R.rec(r"this attack does (\d+) damage for each damage counter on all of your " + ME + END, "pre")
def _per_own_named_counters(m, c):
    if not c.card:
        return None
    return [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", int(m.group(1)), fx.CNT_OWN_COUNTERS_KIND, c.card.lower()]]


# --- counters without damage: "until its remaining HP is N", "move all damage counters" -----------
_ALSO = r"this attack also does "
_TO_HP_WHERE = {"your opponent's active pokémon": fx.BENCH_DEF, "1 of your opponent's pokémon": fx.BENCH_OPP_ANY_ONE,
                "each of your opponent's benched pokémon": fx.BENCH_OPP_ALL}


@R.rec(r"put damage counters on (your opponent's active pokémon|1 of your opponent's pokémon|each of your opponent's "
       r"benched pokémon) until its remaining hp is (\d+)" + END
       + r"(?:if you placed any damage counters in this way, " + _ALSO + r"(\d+) damage to " + ME + END + r")?", "post")
def _counters_to_hp(m, c):
    rows = [["COUNTERS_TO_HP", int(m.group(2)), _TO_HP_WHERE[m.group(1)]]]
    if m.group(3):
        if m.group(1) != "your opponent's active pokémon":
            return None
        rows += [["SKIP_UNLESS_N", 1, 1], ["SELF_DAMAGE", int(m.group(3))]]
    return rows


#: "1 of your Benched [<kind>] Pokémon" -> MOVE_ALL_COUNTERS's condition
_MOVE_FROM = {"": 0, "team rocket's ": fx.TC_TEAM_ROCKET, "ancient ": fx.TC_ANCIENT}


@R.rec(r"move all damage counters from 1 of your benched (|team rocket's |ancient )pokémon to "
       r"(your opponent's active pokémon|1 of your opponent's pokémon)" + END, "post")
def _move_all_counters(m, c):
    return [["MOVE_ALL_COUNTERS", 0, 0 if m.group(2).endswith("active pokémon") else 1, _MOVE_FROM[m.group(1)]]]


# --- "if you played <a Supporter> from your hand during this turn" ---------------------------------
def _played(m: re.Match) -> list:
    what = m.group(1)
    for pat, flag in ((r"an ancient supporter card", CF_ANCIENT), (r"a future supporter card", CF_FUTURE),
                      (r"a supporter card that has \"team rocket\" in its name", CF_ROCKET)):
        if re.fullmatch(pat, what):
            return [(fx.count_code(fx.CNT_OWN_SUPPORTER_PLAYED, fx.kind_flag(fx.KIND_SUPPORTER, flag)), 1)]
    if re.match(r"an? ", what) or "supporter" in what or "card" in what:
        return None
    return [(fx.named_count(fx.CNT_OWN_SUPPORTER_PLAYED, what), 1)]  # a card's name


_PLAYED = r"you played ([^,.]+?) from your hand during this turn"


R._BOARD_CONDS_RE.append((re.compile(_PLAYED), _played))  # (None: not a Supporter this count reads)


# "discard the top card of your opponent's deck. if <condition>, discard N more cards in this way"
@R.rec(r"discard the top card of your opponent's deck" + END + r"if ([^,.]+), discard (\d+) more cards in this way" + END,
       "post")
def _mill_more(m, c):
    tests = R._board_cond(m.group(1))
    if tests is None:
        return None
    return [["MILL_OPP", 1]] + R._wrap_board(tests, [["MILL_OPP", int(m.group(2))]])


# --- "this attack does N damage to 3 of your opponent's Pokémon [that have any damage counters on them]"
@R.rec(r"this attack does (\d+) damage to 3 of your opponent's pokémon( that have any damage counters on them)?" + END,
       "post")
def _damage_any_three(m, c):
    if c.damaging:
        return None
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ANY_THREE_DAMAGED if m.group(2) else fx.BENCH_OPP_ANY_THREE]]


# --- damage per card "discarded in this way" from the top of the decks (the SV wordings): the discard
# pile's count of such cards before the discard (-M each) and after it (+M each), recognize_cov29exa's
from .recognize_cov29exa import _per_milled  # noqa: E402


def _milled_kind(what: str):
    m = re.fullmatch(r"basic (" + TYPES + r") energy card", what)
    if m:
        return fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(m.group(1))
    m = re.fullmatch(r"([a-z][\w.é-]*'s) pokémon", what)
    if m:
        return tag_kind(fx.KIND_POKEMON, "name:" + m.group(1))
    return {"energy card": fx.KIND_ENERGY, "pokémon": fx.KIND_POKEMON}.get(what)


@R.rec(r"discard the top (\d+) cards of your deck(?:, and |" + END + r")this attack does (\d+) damage for each ([^.]+?) (?:that )?you "
       r"discarded in this way" + END, "pre")
def _mill_own_per_kind(m, c):
    kind = _milled_kind(m.group(3))
    k = int(m.group(1))
    if kind is None or not 1 <= k <= 60:
        return None
    return [["DMG_SET", 0]] + _per_milled(int(m.group(2)), [(fx.CNT_OWN_DISCARD_KIND, kind)], [["MILL_OPP", k, 1]])


@R.rec(r"discard the top card of each player's deck" + END + r"this attack does (\d+) more damage for each energy card "
       r"discarded in this way" + END, "pre")
def _mill_each_per_energy(m, c):
    counts = [(fx.CNT_OWN_DISCARD_KIND, fx.KIND_ENERGY), (fx.CNT_OPP_DISCARD_KIND, fx.KIND_ENERGY)]
    return _per_milled(int(m.group(1)), counts, [["MILL_OPP", 1, 1], ["MILL_OPP", 1]])


# --- more board conditions and counts -----------------------------------------------------------
_CF_TYPES_BIT = CF_TYPES.bit_length() - 1  # CF_TYPES << t: t is one of the card's printed types
for _p, _b in (
    (r"your opponent's active pokémon has (" + TYPES + r") resistance",
     lambda m: [(fx.count_code(fx.CNT_DEF_RESIST_TYPE, R._type(m.group(1))), 1)]),
    (r"you attached a pokémon tool card from your hand to " + ME + r" during this turn", lambda m: [(fx.CNT_SELF_TOOL_TURN, 1)]),
    (r"your opponent has any (" + TYPES + r") pokémon in play",
     lambda m: [(fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, _CF_TYPES_BIT + R._type(m.group(1))), 1)]),
    (r"any of your benched ([a-z][\w.é-]*) have any damage counters on them",
     lambda m: [(fx.named_count(fx.CNT_OWN_BENCH_COUNTERS_KIND, m.group(1)), 1)] if m.group(1) != "pokémon" else None),
):
    R._BOARD_CONDS_RE.append((re.compile(_p), _b))
R._PER_COUNTS_RE.append((re.compile(r"stage (1|2) pokémon on your bench"), lambda m: (fx.CNT_OWN_BENCH_STAGE, int(m.group(1)))))


# "if this Pokémon was damaged by an attack during the opponent's last turn, that much more damage"
_LAST = r"during your opponent's last turn, "
R.const(r"if " + ME + r" was damaged by an attack " + _LAST + r"this attack does that much more damage" + END,
        "pre", [["DMG_ADD_PER_COUNT", 10, fx.CNT_SELF_HIT_LAST_TURN, fx.ANY]])
R._PER_COUNTS_RE.append((re.compile(r"of your benched pokémon that has any (" + TYPES + r") energy attached"),
                         lambda m: (fx.CNT_OWN_BENCH_ENERGY_TYPE, R._type(m.group(1)))))


# "choose 1 of your opponent's Pokémon N times (the same again allowed); for each time you chose a
# Pokémon, do M damage to it [; not affected by Weakness or Resistance]"
@R.rec(r"choose 1 of your opponent's pokémon (\d+) times" + END + r"\(you can choose the same pokémon more than once\.\)\s*"
       r"for each time you chose a pokémon, do (\d+) damage to it" + END
       + r"(this damage isn't affected by weakness or resistance" + END + r")?", "post")
def _split_picks(m, c):
    times = int(m.group(1))
    if c.damaging or not 1 <= times <= 15:
        return None
    rows = [["NO_WEAKNESS_RESISTANCE", 0]] if m.group(3) else []
    return rows + [["BENCH_DAMAGE", int(m.group(2)), fx.BENCH_OPP_ANY_SPLIT, times]]


# "switch this Pokémon with 1 of your Benched <type> Pokémon" (SWITCH_SELF a=3: a TC_* filter)
@R.rec(r"switch " + ME + r" with 1 of your benched (" + TYPES + r") pokémon" + END, "post")
def _switch_self_typed(m, c):
    return [["SWITCH_SELF", 3, 0, fx.TC_TYPE + R._type(m.group(1))]]


# "you may put this Pokémon into your hand. (discard all attached cards.)": its Pokémon cards to the
# hand, the rest discarded (RETURN_TO_HAND b=2), or nothing (CHOOSE_ONE: nothing first, as cov29sva's)
@R.rec(r"you may put " + ME + r" into your hand" + END + r"\(discard all (?:attached cards|cards attached to " + ME + r")\.\)\s*", "post")
def _may_to_hand_discard_attached(m, c):
    from .recognize_cov29sva import _may
    return _may([["RETURN_TO_HAND", 0, 2]], False)

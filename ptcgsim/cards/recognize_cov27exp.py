"""Coverage slice 27exp: EX-era Poké-Powers and Poké-Bodies (issue 14), more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into
its table (and the power readers of :mod:`ptcgsim.cards.recognize_power`).  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).

Every rule is a power-only one (``Ctx.kind == "power"``) or a whole-text power reader, in the
EX era's phrasing ("the Defending Pokémon", "his or her", Poké-Powers, Poké-Bodies):

* Poké-Power bodies: a Special Condition on "1 of the Defending Pokémon" (after a coin, or after
  the power's Pokémon Knocks itself Out: ``COND`` rows, then ``KO_SELF_AS_ENERGY`` 0; Poison of
  2 counters: ``COND`` c=20), "the Defending Pokémon (choose 1 if there are 2)" (``COND``), a
  switch of the opponent's Benched Pokémon the player picks (``GUST`` SELF), a Pokémon with
  "Dark" or "Rocket's" in its name from the deck (``SEARCH_DECK``), the hand's card shuffled
  into the deck and a draw (``HAND_TO_DECK``, ``DRAW``), a heal of this Pokémon that puts it to
  sleep (``HEAL``, ``COND`` SELF), Pokémon Tool cards from the discard pile (``RECOVER``), any
  card of the hand discarded for basic Energy cards from the discard pile, not that card
  (``DISCARD_HAND``, ``RECOVER`` ``RC_NOT_DISCARDED``; its header condition: ``REQ_DISCARD``),
  Energy cards from the discard pile to your Pokémon, then the turn ends (``ATTACH_ENERGY_ANY``,
  ``END_TURN``), a counter from your Pokémon to this one (``MOVE_DAMAGE`` MD_TO_SELF_NO_KO),
  the evolving reminder "(this counts as evolving this Pokémon.)" as a sentence of its own; a
  Special Condition on each Active Pokémon, both players' (``COND`` OPP and SELF: SELF is the
  player's Active wherever the power's Pokémon is), or on "one of your Active Pokémon" (``COND``
  SELF), Special Conditions and counters off each Active (``CURE`` both, ``HEAL`` HEAL_EVERY
  ELIG_ACTIVE_DAMAGED), Special Conditions "and imprison / shock-wave markers" off your Pokémon
  (``CURE`` SELF: the kernel has no markers), the switch of a Benched Pokémon put into play with
  your Active and then basic Energy cards of a type to it (``SWITCH_WITH_ACTIVE``, ``MOVE_ENERGY``
  ME_BENCH_TO_ACTIVE, up to ME_MAY_STOP_MAX moves); counters on the card's own name misprinted
  with two neighbouring letters swapped (``SELF_DAMAGE``, only for the card the Ctx names);
* whole-text readers (the body names "your Active Pokémon", which the attack table reads as
  the acting Pokémon): a Water Energy card from the hand to your Active (``ATTACH_ENERGY_ANY``
  ``TO_FILTER`` TC_ACTIVE), 1 counter off each of your Active Pokémon (``HEAL`` EACH_OWN
  ELIG_ACTIVE_DAMAGED); a look at the opponent's hand (information only: ``PASSIVE_NO_EFFECT``);
  played to evolve, "count the number of your opponent's Benched Pokémon" typed Energy cards from
  the deck to 1 of your Pokémon of that type (``COUNT_TO_H``, ``ATTACH_ENERGY_ONE`` a=0, TO_FILTER);
* Poké-Bodies (``PASSIVE_MODS``): "as long as you have more prize cards left than your
  opponent" (source TC_PRIZES_BEHIND) with more damage to the Active and less from it; "attacks
  by each player's Active Pokémon do N more damage to any Active Pokémon" (both scopes); the
  Retreat Cost of, or more damage by, Pokémon the body names (the names in the header's c,
  TC_POWER_NAMED; not where the list names the card itself).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_NAME_DARK, CF_NAME_ROCKETS
from . import recognize as R
from . import recognize_power as RP

ME, DEF, END, TYPES, NUM = R.ME, R.DEF, R.END, R.TYPES, R.NUM
_P = ("power",)
_ONE_DEF = r"1 of (?:your opponent's |the )?defending pokémon"
_COND1 = r"(" + R.COND_RE + r")"


def _cond_rows(conds: str, poison: int = 10) -> list:
    rows = R._conds(conds, fx.OPP)
    return [r + [poison] if r[1] == fx.POISONED and poison != 10 else r for r in rows]


# --- Poké-Power bodies (the attack table reads the rest of a body) ---------------------------
# "flip a coin. if heads, choose 1 of the Defending Pokémon. that Pokémon is now <conditions>."
# (two sentences under the coin: one rule, the heads wrapper reads one sentence)
@R.rec(r"(flip a coin" + END + r"if heads, )?choose " + _ONE_DEF + END + r"that pokémon is now " + R._COND_LIST + END, "post", _P)
def _choose_def_cond(m, c):
    rows = _cond_rows(m.group(2))
    return ([["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, len(rows)]] if m.group(1) else []) + rows


# Final Sting-like: the power's Pokémon Knocks itself Out, then Special Conditions on the Defending
# Pokémon (KO_SELF_AS_ENERGY a=0 ends the program: the conditions come first, the same board)
@R.rec(r"knock out " + ME + END + r"if you do, choose " + _ONE_DEF + END + r"that pokémon is now " + R._COND_LIST + END
       + r"(put 2 damage counters instead of 1 on that pokémon between turns" + END + r")?", "post", _P)
def _ko_self_then_cond(m, c):
    if m.group(2) and "poisoned" not in m.group(1):
        return None
    return _cond_rows(m.group(1), 20 if m.group(2) else 10) + [["KO_SELF_AS_ENERGY", 0]]


# "the Defending Pokémon (choose 1 if there are 2) is now <condition>" (1-on-1: the Defending Pokémon)
@R.rec(r"the defending pokémon \(choose 1 if there are 2\) is now " + _COND1 + END, "post", _P)
def _def_choose_cond(m, c):
    return _cond_rows(m.group(1))


# "[flip a coin. if heads,] switch 1 of your opponent's Benched Pokémon with 1 of the Defending Pokémon.
# your opponent chooses the Defending Pokémon to switch." (1-on-1: the player picks the Benched one)
@R.rec(r"(flip a coin" + END + r"if heads, )?switch 1 of " + R.OPP_BENCH + r" with 1 of the defending pokémon" + END
       + r"your opponent chooses the defending pokémon to switch" + END, "post", _P)
def _gust_pick(m, c):
    return [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["GUST", fx.SELF]] if m.group(1) else [["REQ_OPP_BENCH"], ["GUST", fx.SELF]]


# a Pokémon with "Dark" or "Rocket's" in its name from the deck to the hand
_DARK_OR_ROCKETS = fx.kind_either(fx.kind_flag(fx.KIND_POKEMON, CF_NAME_DARK), fx.kind_flag(fx.KIND_POKEMON, CF_NAME_ROCKETS))
R.const(r"search your deck for a pokémon with dark or rocket's in its name" + END + r"show it to your opponent and put it into your hand"
        + END + R.OPT_SHUFFLE, "post", [["REQ_DECK"], ["SEARCH_DECK", 1, _DARK_OR_ROCKETS, fx.TO_HAND]], _P)

# a card of the hand into the deck (the one the player wants least), then a draw
R.const(r"shuffle 1 card from your hand into your deck" + END + r"then, draw a card" + END, "post",
        [["REQ_HAND_KIND", 1, fx.KIND_ANY], ["HAND_TO_DECK", 1, 0], ["DRAW", 1]], _P)


# "remove N damage counters from this Pokémon and this Pokémon is now Asleep"
@R.rec(r"remove " + NUM + r" damage counters? from " + ME + r" and " + ME + r" is now asleep" + END, "post", _P)
def _heal_and_sleep(m, c):
    return [["HEAL", 10 * R._n(m.group(1)), fx.SELF], ["COND", fx.ASLEEP, fx.SELF]]


# Pokémon Tool cards from the discard pile to the hand
@R.rec(r"search your discard pile for up to (\d+) pokémon tool cards, show them to your opponent, and put them into your hand" + END,
       "post", _P)
def _tools_to_hand(m, c):
    return [["REQ_DISCARD", 1, fx.KIND_TOOL], ["RECOVER", int(m.group(1)), fx.KIND_TOOL, fx.TO_HAND]]


# any card of the hand discarded, then basic Energy cards from the discard pile, not that card
@R.rec(r"discard any 1 card from your hand" + END + r"then search for up to (\d+) basic energy cards from your discard pile,"
       r" show them to your opponent, and put them into your hand" + END
       + r"you can't return the card you first discarded to your hand in this way" + END, "post", _P)
def _discard_for_basics(m, c):
    return [["REQ_HAND_KIND", 1, fx.KIND_ANY], ["DISCARD_HAND", 1, fx.KIND_ANY],
            ["RECOVER", int(m.group(1)), fx.KIND_BASIC_ENERGY, fx.TO_HAND + fx.RC_NOT_DISCARDED]]


def _discard_basic_energy_cond(text: str):
    """The header condition "if you have basic Energy cards in your discard pile"."""
    if re.fullmatch(r"you have basic energy cards in your discard pile", text):
        return [["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY]]
    return None


RP.HEADER_CONDS.append(_discard_basic_energy_cond)


# "search your discard pile for N Energy cards and attach them to your Pokémon in any way you like.
# if you do, your turn ends." (any Energy card; at least 1 is there, so the turn always ends)
@R.rec(r"search your discard pile for (\d+) energy cards and attach them to your pokémon in any way you like" + END
       + r"if you do, your turn ends" + END, "post", _P)
def _recycle_then_end(m, c):
    return [["REQ_DISCARD", 1, fx.KIND_ENERGY], ["ATTACH_ENERGY_ANY", int(m.group(1)), fx.FROM_DISCARD, fx.ENERGY_ANY_CARD],
            ["END_TURN"]]


# Strange Behavior-like: a counter from 1 of your Pokémon to this one, never its Knock Out
R.const(r"move 1 damage counter from 1 of your pokémon to " + ME + r" as long as you don't knock out " + ME + END, "post",
        [["REQ_MOVE_DAMAGE", 0, fx.SELF, fx.MD_TO_SELF_NO_KO], ["MOVE_DAMAGE", 1, fx.SELF, fx.MD_TO_SELF_NO_KO]], _P)

# the evolving reminder as a sentence of its own (after a coin's "if heads, search ... onto this pokémon.")
R.const(r"\(this counts as evolving " + ME + r"\.\)\s*", "none", [], _P)


# "each Active Pokémon (both yours and your opponent's) is now <condition>" (COND SELF: the player's
# Active, wherever the power's Pokémon is)
@R.rec(r"each active pokémon \(both yours and your opponent's\) is now " + _COND1 + END, "post", _P)
def _cond_each_active(m, c):
    return _cond_rows(m.group(1)) + [["COND", R.CONDS[m.group(1)], fx.SELF]]


# "remove all Special Conditions and N damage counters from each Active Pokémon (both yours and your opponent's)"
@R.rec(r"remove all special conditions and " + NUM + r" damage counters? from each active pokémon \(both yours and your opponent's\)"
       + END, "post", _P)
def _cure_heal_each_active(m, c):
    return [["CURE", fx.SELF], ["CURE", fx.OPP], ["HEAL", 10 * R._n(m.group(1)), fx.HEAL_EVERY, fx.ELIG_ACTIVE_DAMAGED]]


# "remove all Special Conditions, imprison markers, and shock-wave markers from your Pokémon": the kernel
# has no such markers (no card places one), so the Special Conditions of your Active are what goes
R.const(r"remove all special conditions, imprison markers, and shock-wave markers from your pokémon" + END, "post",
        [["CURE", fx.SELF]], _P)

# "one of your Active Pokémon is now <condition>" (1-on-1: your Active; COND SELF is the player's Active)
_ONE_OF_ACTIVE = r"one of your active pokémon is now "


@R.rec(_ONE_OF_ACTIVE + _COND1 + END, "post", _P)
def _cond_own_active(m, c):
    return [["COND", R.CONDS[m.group(1)], fx.SELF]]


# played onto the Bench: the switch with your Active, then basic Energy cards of a type from your
# other Pokémon (all Benched once it is Active) to it, each move one the player may decline
_SWITCH_ACTIVE = r"switch 1 of your active pokémon with " + ME
RP._SAFE_OWN_ACTIVE = re.compile(RP._SAFE_OWN_ACTIVE.pattern + "|" + _SWITCH_ACTIVE + "|" + _ONE_OF_ACTIVE)


@R.rec(_SWITCH_ACTIVE + END + r"if you do, you may also move any number of basic (" + TYPES + r") energy cards attached to your pokémon"
       r" to " + ME + END, "post", _P)
def _switch_in_take_typed(m, c):
    return [["SWITCH_WITH_ACTIVE"], ["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, 0, R._type(m.group(1)) + fx.ME_BENCH_TO_ACTIVE]]


# "put N damage counters on <the card's own name, two letters swapped>": a misprint of the card's name
# (normalisation writes the exact name "this pokémon"); only a swap of two neighbouring letters
def _swapped(a: str, b: str) -> bool:
    if len(a) != len(b) or a == b:
        return False
    d = [i for i in range(len(a)) if a[i] != b[i]]
    return len(d) == 2 and d[1] == d[0] + 1 and a[d[0]] == b[d[1]] and a[d[1]] == b[d[0]]


@R.rec(r"put (\d+|a) damage counters? on ([\w' .-]+?)" + END, "post", _P)
def _counters_on_misprinted_self(m, c):
    if not c.card or not _swapped(m.group(2), c.card.lower().replace("\u2019", "'")):
        return None
    return [["SELF_DAMAGE", 10 * R._n(m.group(1))]]


# --- whole-text readers of activated powers (their bodies name "your Active Pokémon") ---------
_HEAD = r"once during your turn \(before your attack\), (if " + ME + r" is (?:your active pokémon|on your bench), )?you may "
_TAIL = r"(this power can't be used if " + ME + r" is affected by a special condition" + END + r")?$"
_WHERE = {"active": fx.PW_ACTIVE_ONLY, "bench": fx.PW_BENCH_ONLY}


def _header(m: re.Match) -> list:
    where = m.group(1) or ""
    flags = _WHERE["active"] if "active" in where else (_WHERE["bench"] if "bench" in where else 0)
    return ["POWER_ACTIVATED", 1, 1 if m.group(m.re.groups) else 0, flags]


_WHOLE: list[tuple[re.Pattern, list]] = [
    # a Water Energy card (no Special Energy card is one) from the hand to your Active Pokémon
    (re.compile(_HEAD + r"attach a water energy card from your hand to your active pokémon" + END + _TAIL),
     [["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + R._type("water")],
      ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND + fx.TO_FILTER * fx.TC_ACTIVE, R._type("water")]]),
    # 1-on-1: "each of your Active Pokémon" is the Active
    (re.compile(_HEAD + r"remove 1 damage counter from each of your active pokémon" + END + _TAIL),
     [["HEAL", 10, fx.EACH_OWN, fx.ELIG_ACTIVE_DAMAGED]]),
]
# played to evolve (the EX wording without the comma): typed Energy cards from the deck, as many as the
# opponent has Benched Pokémon, all to 1 of your Pokémon of that type ("up to": every one found, as the
# attack table reads "up to N")
_EVOLVE_COUNT = re.compile(r"once during your turn,? when you play " + ME + r" from your hand to evolve 1 of your pokémon, count the number"
                           r" of your opponent's benched pokémon" + END + r"you may search your deck for up to that number of (fire)"
                           r" energy cards and attach them to 1 of your (fire) pokémon" + END + R.OPT_SHUFFLE + r"$")


def _evolve_count(text: str):
    m = _EVOLVE_COUNT.match(text)
    if not m or m.group(1) != m.group(2):
        return None
    t = R._type(m.group(1))
    return [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["COUNT_TO_H", fx.count_code(fx.CNT_OPP_BENCH)],
            ["ATTACH_ENERGY_ONE", 0, fx.FROM_DECK + fx.TO_FILTER * (fx.TC_TYPE + t), t]]


# a look at the opponent's hand only: information (no effect on the simulator's players)
_LOOK_ONLY = re.compile(_HEAD + r"look at your opponent's hand" + END + _TAIL)


def _whole_text(text: str):
    for pat, rows in _WHOLE:
        m = pat.match(text)
        if m:
            return [_header(m)] + [list(r) for r in rows]
    rows = _evolve_count(text)
    if rows is not None:
        return rows
    m = _LOOK_ONLY.match(text)
    if m:
        return [["POWER_PASSIVE", fx.PASSIVE_NO_EFFECT, 1 if m.group(2) else 0, 0]]
    return None


RP._LATER_PASSIVES.append(_whole_text)


# --- Poké-Bodies: modifier rows (PASSIVE_MODS) -------------------------------------------------
RP._MOD_SRC.append((re.compile(r"as long as you have more prize cards left than your opponent, "), lambda m: fx.TC_PRIZES_BEHIND))
RP._MOD_CLAUSES += [
    # (the opponent's Active is the only Active Pokémon it can hit, and the only one that attacks it)
    (re.compile(r"each of " + ME + r"'s attacks does (\d+) more damage to the active pokémon" + R.BWR),
     lambda m: [(fx.TOOL_DMG_PLUS, int(m.group(1)), fx.MS_SELF, [])]),
    (re.compile(r"damage done by the active pokémon to " + ME + r" is reduced by (\d+)" + R.AWR),
     lambda m: [(fx.TOOL_REDUCE, int(m.group(1)), fx.MS_SELF, [])]),
    (re.compile(r"attacks by each player's active pokémon(?: \(both if there are 2\))? do (\d+) more damage to any active pokémon"
                + R.BWR),
     lambda m: [(fx.TOOL_DMG_PLUS, int(m.group(1)), fx.MS_OWN, [fx.TC_ACTIVE]),
                (fx.TOOL_DMG_PLUS, int(m.group(1)), fx.MS_OPP, [fx.TC_ACTIVE])]),
]
# (not read: "as long as this Pokémon is an evolved Pokémon, you pay C less to retreat your <type> and <type>
# Pokémon": the card is a Basic Pokémon, evolved only on its Baby Pokémon, and the kernel's TC_EVOLVED reads
# the printed stage, never true for it)


# --- Poké-Bodies: Pokémon the body names (TC_POWER_NAMED: the names in the header's c) ------------
def _names(s: str) -> list[str] | None:
    names = [n.strip() for n in re.split(r",\s*(?:and\s+)?|\s+and\s+", s) if n.strip()]
    if not names or any(ME in n or "pokémon" in n for n in names):
        return None  # the card itself (its name is not known here) or a kind, not a name
    return names


_NAMED_BODIES = [
    # "the retreat cost for each <name> you have in play is 0"
    (re.compile(r"the retreat cost for each ([\w' -]+?) you have in play is 0" + END + r"$"),
     lambda m: (fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT)),
    # "as long as this pokémon is in play, your attacks by A, B, ... and E do N more damage to the Defending Pokémon"
    (re.compile(r"as long as " + ME + r" is in play, your attacks by ([^.]+?) do (\d+) more damage to " + DEF + R.BWR + END + r"$"),
     lambda m: (fx.TOOL_DMG_PLUS, int(m.group(2)))),
]


def _named_body(text: str):
    for pat, build in _NAMED_BODIES:
        m = pat.match(text)
        if m:
            names = _names(m.group(1))
            if names is None:
                return None
            code, amount = build(m)
            return [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "|".join(names)],
                    ["TOOL", code, amount, fx.TC_POWER_NAMED + fx.MOD_SCOPE * fx.MS_OWN]]
    return None


RP._LATER_PASSIVES.append(_named_body)

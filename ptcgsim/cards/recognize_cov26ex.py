"""Coverage slice 26-ex: more wordings for opcodes the kernel already has (issue 14).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into
its table (and the power readers of :mod:`ptcgsim.cards.recognize_power`).  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).

The attack rules read EX-era cards only (``Ctx.ex_era``); the power and Trainer wordings are
EX-era phrasings ("his or her", "Defending Pokémon", Poké-Bodies).

* attacks: "for each X ... you can't add more than N damage in this way" (one ``DMG_ADD`` per
  step, each under a ``SKIP_UNLESS_COUNT`` of the count), "this attack does N damage instead"
  (``DMG_SET``, read under a board condition), the own deck's top cards rearranged
  (``TOP_REARRANGE``), any card from the discard pile on top of the deck (``RECOVER``
  ``TO_DECK_TOP``), a Special Condition and a switch of the attacker, a basic Energy card moved
  from the Defending Pokémon (``MOVE_ENERGY`` b=OPP), an Energy card from each Defending
  Pokémon, typed Energy cards from the discard pile to the attacker, the opponent's hand
  looked at and 1 card discarded (``DISCARD_HAND`` ``OPP_SEEN``), a protection of "each of your
  Active Pokémon" (the attacker), a chosen Special Condition on each Defending Pokémon, "if you
  get N or more heads", Pokémon Tool / Rocket's Secret Machine cards to the hand or into the
  deck (``RECOVER`` ``TO_HAND_OR_DECK``), an Energy card swapped for one from the discard pile,
  a typed Energy card the attacker may move to the Bench (``MOVE_ENERGY`` from the Active).
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R
from .recognize_attack_ex import _TOOL_OR_RSM

ME, DEF, END, TYPES, NUM = R.ME, R.DEF, R.END, R.TYPES, R.NUM
_A = ("attack",)
_EACH_DEF = r"(?:each defending pokémon|" + DEF + r")"  # EX era: in a 1-on-1 game, the Defending Pokémon
#: "<type> Energy card" in the EX era: a basic one, save Darkness and Metal (Special Energy cards of those
#: types were printed too)
_SPECIAL_TOO = ("darkness", "metal")


def _ex(c) -> bool:
    return c.ex_era


# --- damage ------------------------------------------------------------------------------------
# "does N damage plus M more damage for each X. you can't add more than K damage in this way":
# one M step per count reached, K / M steps at most
@R.rec(r"(?:this attack )?does (\d+) damage plus (\d+) more damage for each ([^.]*?)" + END
       + r"you can't add more than (\d+) damage in this way" + END, "pre", _A)
def _capped_per(m, c):
    base, per, cap = int(m.group(1)), int(m.group(2)), int(m.group(4))
    if not _ex(c) or base != c.base or per <= 0 or cap % per or not 0 < cap // per <= 12:
        return None
    rows = _ex_count(m.group(3), per, c)  # (defined below)
    if not rows or len(rows) != 1 or rows[0][0] != "DMG_ADD_PER_COUNT" or not isinstance(rows[0][3], int):
        return None
    code = fx.count_code(rows[0][2], rows[0][3])
    out = []
    for k in range(1, cap // per + 1):
        out += [["SKIP_UNLESS_COUNT", code, k, 1], ["DMG_ADD", per]]
    return out


# "this attack does N damage instead" (after a board condition: the wrapper tests it)
@R.rec(r"this attack does (\d+) damage instead" + END, "pre", _A)
def _damage_instead(m, c):
    return [["DMG_SET", int(m.group(1))]] if _ex(c) and c.damaging else None


# --- cards ----------------------------------------------------------------------------------------
@R.rec(r"look at the top (\d+) cards of your deck, and put them back on top of your deck in any order" + END, "post", _A)
def _own_top_any_order(m, c):
    return [["TOP_REARRANGE", int(m.group(1)), fx.SELF]] if _ex(c) else None


@R.rec(r"search your discard pile for a card, show it to your opponent, and put it on top of your deck" + END, "post", _A)
def _any_card_to_top(m, c):
    return [["RECOVER", 1, fx.KIND_ANY, fx.TO_DECK_TOP]] if _ex(c) else None


# the opponent's hand, seen: the attacker picks the card they discard
@R.rec(r"look at your opponent's hand and choose 1 card" + END + r"your opponent discards the card you chose" + END, "post", _A)
def _seen_discard(m, c):
    return [["DISCARD_HAND", 1, fx.KIND_ANY, fx.OPP_SEEN]] if _ex(c) else None


# Pokémon Tool and Rocket's Secret Machine cards: 1 to the hand, or N of them into the deck
@R.rec(r"search your discard pile for pokémon tool cards and rocket's secret machine cards" + END
       + r"you may show either 1 pokémon tool card or rocket's secret machine card to your opponent and put it into your hand,"
       r" or show a combination of (\d+) pokémon tool cards or rocket's secret machine cards to your opponent and shuffle them"
       r" into your deck" + END, "post", _A)
def _tools_hand_or_deck(m, c):
    return [["RECOVER", int(m.group(1)), _TOOL_OR_RSM, fx.TO_HAND_OR_DECK]] if _ex(c) else None


# --- the Defending Pokémon ---------------------------------------------------------------------
@R.rec(DEF + r" is now " + R._COND_LIST + r" and switch " + ME + r" with 1 of your benched pokémon" + END, "post", _A)
def _cond_and_switch(m, c):
    return R._conds(m.group(1), fx.OPP) + [["SWITCH_SELF"]] if _ex(c) else None


# (with no other Pokémon of the opponent's in play there is no other: MOVE_ENERGY moves none)
@R.rec(r"move a basic energy card from " + DEF + r" to another of your opponent's pokémon" + END
       + r"(?:\(ignore this effect if your opponent has only 1 pokémon\.\)\s*)?", "post", _A)
def _move_def_basic(m, c):
    return [["MOVE_ENERGY", 0, fx.OPP, fx.ENERGY_BASIC]] if _ex(c) else None


@R.rec(r"discard an energy card from " + _EACH_DEF + END, "post", _A)
def _discard_each_def(m, c):
    return [["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]] if _ex(c) else None


# a coin, then a Special Condition the attacker chooses for each Defending Pokémon
@R.rec(r"flip a coin" + END + r"if heads, choose 1 special condition" + END + _EACH_DEF
       + r" is now affected by that special condition" + END, "post", _A)
def _chosen_condition_each(m, c):
    return [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COND", fx.COND_CHOSEN, fx.OPP]] if _ex(c) else None


# after a flip of several coins: "if you get N or more heads, the Defending Pokémon is now X"
@R.rec(r"if you get (\d+) or more heads, " + DEF + r" is now " + R._COND_LIST + END, "post", _A)
def _heads_at_least_cond(m, c):
    rows = R._conds(m.group(2), fx.OPP)
    return [["SKIP_UNLESS_HEADS", int(m.group(1)), len(rows)]] + rows if _ex(c) else None


# --- the attacker's Energy and protection ------------------------------------------------------------
# typed Energy cards from the discard pile to the attacker ("(1 if there is only 1)": up to N)
@R.rec(r"search your discard pile for (\d+) (" + TYPES + r") energy cards and attach them to " + ME
       + r" \((\d+) if there is only \3\)" + END, "post", _A)
def _discard_typed_to_self(m, c):
    if not _ex(c) or m.group(2) in _SPECIAL_TOO or m.group(3) != "1":
        return None
    return [["ATTACH_ENERGY", int(m.group(1)), fx.FROM_DISCARD, R._type(m.group(2))]]


# "you may discard an Energy card attached to this Pokémon. if you do, search your discard pile for
# an Energy card (excluding the one you discarded) and attach it to this Pokémon": taking the same
# card back would change nothing, as not discarding does
@R.rec(r"you may discard an energy card attached to " + ME + END + r"if you do, search your discard pile for an energy card"
       r" \(excluding the one you discarded\) and attach it to " + ME + END, "post", _A)
def _swap_energy(m, c):
    if not _ex(c):
        return None
    return [["DISCARD_CHOSEN", 1, fx.DS_SELF, fx.ANY], ["SKIP_UNLESS_N", 1, 1],
            ["ATTACH_ENERGY", 1, fx.FROM_DISCARD, fx.ENERGY_ANY_CARD]]


# "you may move a <type> Energy card attached to this Pokémon to 1 of your Benched Pokémon": the
# attacker is the Active (MOVE_ENERGY from a Pokémon for which TC_ACTIVE holds; up to 1 move)
@R.rec(r"you may move an? (" + TYPES + r") energy card attached to " + ME + r" to 1 of your benched pokémon" + END, "post", _A)
def _may_move_to_bench(m, c):
    if not _ex(c) or m.group(1) in _SPECIAL_TOO:
        return None
    return [["MOVE_ENERGY", 1, 0, fx.MOVE_FROM * fx.TC_ACTIVE + R._type(m.group(1)) + 1]]


# "each of your Active Pokémon" (EX era, 1-on-1): the attacker
R.RECS.append(R.Rec(re.compile(r"prevent all effects of an attack, including damage, done to each of your active pokémon "
                               + R.NEXT + END), "post",
                    lambda m, c: [["PREVENT_DAMAGE_NEXT", 0, 1]] if _ex(c) else None, _A))


# --- more damage counts (EX wordings; the attack table's own counts are read first) ----------------
_ACTIVES = r"(?:" + ME + r"|all of your active pokémon)"  # EX era, 1-on-1: the attacker
_EX_COUNTS = [
    (r"basic energy card attached to " + _ACTIVES, lambda m: (fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY)),
    (r"special energy card in your opponent's discard pile", lambda m: (fx.CNT_OPP_DISCARD_KIND, fx.KIND_SPECIAL_ENERGY)),
    (r"pokémon tool card in your discard pile", lambda m: (fx.CNT_OWN_DISCARD_KIND, fx.KIND_TOOL)),
]
_EX_COUNTS_RE = [(re.compile(p), b) for p, b in _EX_COUNTS]


def _ex_count(what: str, per: int, c) -> list | None:
    """"for each <what>": the attack table's rows, else an EX-era count of this module."""
    if re.fullmatch(r"damage counter on all of your active pokémon", what):
        return [["DMG_ADD_PER_DAMAGE", per, fx.SELF]]
    rows = R._per_rows(what, per, c)
    if rows is not None:
        return rows
    for pat, build in _EX_COUNTS_RE:
        mm = pat.fullmatch(what)
        if mm:
            code, arg = build(mm)
            return [["DMG_ADD_PER_COUNT", per, code, arg]]
    return None


@R.rec(r"(?:this attack )?does (\d+) damage plus (\d+) (?:more )?damage for each ([^.]*?)" + END, "pre", _A)
def _plus_per_ex(m, c):
    if not _ex(c) or int(m.group(1)) != c.base:
        return None
    return _ex_count(m.group(3), int(m.group(2)), c)


@R.rec(r"(?:this attack )?does (\d+) damage for each ([^.]*?)" + END, "pre", _A)
def _per_ex(m, c):
    rows = _ex_count(m.group(2), int(m.group(1)), c) if _ex(c) else None
    return None if rows is None else [["DMG_SET", 0]] + rows


@R.rec(r"(?:this attack )?does (\d+) damage minus (\d+) damage for each energy attached to " + DEF + END, "pre", _A)
def _minus_per_def_energy(m, c):
    if not _ex(c) or int(m.group(1)) != c.base:
        return None
    return [["DMG_ADD_PER_ENERGY", -int(m.group(2)), fx.OPP, fx.ANY]]


# "for each <name> you have in play" (one name, the card's own included)
@R.rec(r"(?:this attack )?does (\d+) damage plus (\d+) more damage for each ([\w' -]+?) you have in play" + END, "pre", _A)
def _plus_per_named(m, c):
    name = m.group(3).strip()
    if not _ex(c) or int(m.group(1)) != c.base or re.search(r"\b(?:pokémon|energy|card|and|or|of)\b", name):
        return None
    return [["DMG_ADD_PER_NAMED", int(m.group(2)), fx.SELF, name]]


# "this Pokémon does N damage to the Defending Pokémon" where the text deals it (a coin's heads)
@R.rec(ME + r" does (\d+) damage to " + DEF + END, "pre", _A)
def _self_does_damage(m, c):
    return R._damage_to_def(int(m.group(1)), c) if _ex(c) else None


# damage not affected by Weakness, Resistance, Poké-Powers, Poké-Bodies or anything else on the Defending Pokémon
R.RECS.append(R.Rec(re.compile(r"this attack's damage isn't affected by weakness, resistance, poké-powers?, poké-bodies,? (?:and|or)"
                               r" any other effects on " + DEF + END), "pre",
                    lambda m, c: [["NO_WEAKNESS_RESISTANCE", fx.IGNORE_WEAKNESS | fx.IGNORE_RESISTANCE | fx.IGNORE_DEF_EFFECTS]]
                    if _ex(c) else None, _A))


# "discard N [type] Energy attached to this Pokémon and [then] choose 1 of your opponent's Pokémon. this
# attack does M damage to that Pokémon." (no printed damage: the text is all of it)
@R.rec(r"discard (\d+) (?:(" + TYPES + r") )?energy(?: cards?)? attached to " + ME + r" and (?:then )?choose 1 of your opponent's"
       r" pokémon" + END + r"this attack does (\d+) damage to that pokémon" + END, "post", _A)
def _discard_n_then_any(m, c):
    if not _ex(c) or c.damaging:
        return None
    return [["DISCARD_ENERGY", int(m.group(1)), fx.SELF, R._type(m.group(2))], ["BENCH_DAMAGE", int(m.group(3)), fx.BENCH_OPP_ANY_ONE]]


# "choose 1 of your opponent's Pokémon ... if you choose <a kind>, this attack does M damage instead"


def _bit(flag: int) -> int:
    return flag.bit_length() - 1


@R.rec(r"choose 1 of your opponent's pokémon" + END + r"this attack does (\d+) damage to (?:that|the) pokémon" + END
       + r"if you choose (pokémon-ex|(?:a )?pokémon that has (?:any poké-powers or poké-bodies|a poké-power or poké-body)),"
       r" this attack does (\d+) damage instead" + END, "post", _A)
def _any_one_if_chosen(m, c):
    from ..kernel.cardtable import CF_EX, CF_HAS_POWER
    if not _ex(c) or c.damaging or not 0 < int(m.group(3)) < 1000:
        return None
    flag = CF_EX if m.group(2) == "pokémon-ex" else CF_HAS_POWER
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ANY_ONE, (fx.ALT_FLAG + _bit(flag)) * 1000 + int(m.group(3))]]


# --- requirements and conditions -------------------------------------------------------------------
@R.rec(r"discard (\d+) basic energy cards attached to " + ME + r" or this attack does nothing" + END, "pre", _A)
def _discard_basics_or_nothing(m, c):
    if not _ex(c):
        return None
    n = int(m.group(1))
    return [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY), n], ["DISCARD_ENERGY", n, fx.SELF, fx.ENERGY_BASIC]]


@R.rec(r"if your opponent has no pokémon-ex in play, this attack does nothing" + END, "pre", _A)
def _nothing_without_ex(m, c):
    from ..kernel.cardtable import CF_EX
    if not _ex(c):
        return None
    return [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, _bit(CF_EX)), -1, 1], ["STOP"]]


# "if the Defending Pokémon is a <type> Pokémon, this attack's base damage is N [instead of M]": any
# of its printed types (CNT_DEF_FLAG with the card table's CF_TYPES bits)
@R.rec(r"if " + DEF + r" is (?:an? )?(" + TYPES + r") pokémon, this attack's base damage is (\d+)(?: instead of (\d+))?" + END, "pre", _A)
def _base_if_def_type(m, c):
    from ..kernel.cardtable import CF_TYPES
    if not _ex(c) or not c.damaging or (m.group(3) and int(m.group(3)) != c.base) or m.group(1) == "colorless":
        return None
    return [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_FLAG, _bit(CF_TYPES) + R._type(m.group(1))), 1, 1],
            ["DMG_SET", int(m.group(2))]]


# a Stadium named in play (EX-era Stadium names; "<name>'s stadium" is read by recognize_attack_ex)
_STADIUMS = r"(low pressure system|high pressure system|full flame|magnetic storm)"
R._BOARD_CONDS_RE.append((re.compile(_STADIUMS + r" is in play"),
                          lambda m: [(fx.named_count(fx.CNT_STADIUM_KIND, m.group(1).title()), 1)]))


# --- cards -------------------------------------------------------------------------------------------
@R.rec(r"choose a card from your opponent's hand without looking and discard it" + END, "post", _A)
def _random_discard(m, c):
    return [["OPP_DISCARD_HAND_RANDOM", 1]] if _ex(c) else None


# "count the number of prize cards your opponent has taken. search your discard pile for up to that
# many <type> Energy cards and attach them to this Pokémon"
@R.rec(r"count the number of prize cards your opponent has taken" + END + r"search your discard pile for up to that many ("
       + TYPES + r") energy cards and attach them to " + ME + END, "post", _A)
def _attach_per_prize(m, c):
    if not _ex(c) or m.group(1) in _SPECIAL_TOO:
        return None
    return [["COUNT_TO_H", fx.count_code(fx.CNT_OPP_PRIZES_TAKEN)], ["ATTACH_ENERGY", 0, fx.FROM_DISCARD, R._type(m.group(1))]]


# --- damage counters on the Defending Pokémon by a count -------------------------------------------------
# your Pokémon with damage counters: the Benched ones, and the attacker if it has any
@R.rec(r"count the number of your pokémon that have any damage counters on them" + END + r"put that many damage counters on "
       + DEF + END, "post", _A)
def _counters_per_damaged(m, c):
    if not _ex(c):
        return None
    return [["PUT_COUNTERS", 10, fx.BENCH_DEF, fx.count_code(fx.CNT_OWN_BENCH_DAMAGED) + 1],
            ["SKIP_UNLESS_COUNT", fx.CNT_SELF_DAMAGE, 1, 1], ["PUT_COUNTERS", 10, fx.BENCH_DEF]]


# "count the number of <X>. put that many damage counters on the Defending Pokémon. you can't put more
# than N damage counters [on it] in this way": 1 counter per count reached, N at most
_COUNTED = {"cards in your hand": (fx.CNT_OWN_HAND, fx.ANY),
            "basic pokémon or evolution cards in your discard pile": (fx.CNT_OWN_DISCARD_KIND, fx.KIND_POKEMON)}


@R.rec(r"count the number of (" + "|".join(_COUNTED) + r")" + END + r"put that many damage counters on " + DEF + END
       + r"you can't put more than (\d+) damage counters (?:on " + DEF + r" )?in this way" + END, "post", _A)
def _capped_counters(m, c):
    cap = int(m.group(2))
    if not _ex(c) or not 0 < cap <= 12:
        return None
    code = fx.count_code(*_COUNTED[m.group(1)])
    out = []
    for k in range(1, cap + 1):
        out += [["SKIP_UNLESS_COUNT", code, k, 1], ["PUT_COUNTERS", 10, fx.BENCH_DEF]]
    return out


# --- powers ------------------------------------------------------------------------------------------
from . import recognize_power as RP  # noqa: E402

#: "your Stage 2 Pokémon-ex": Stage 2 and a Pokémon-ex with a printed HP of 100 or more (every Stage 2
#: Pokémon-ex prints 140 HP or more: the HP test is only the card table's way of saying "ex")
_STAGE2_EX = [fx.TC_STAGE2, fx.TC_EX_HP100]
RP._MOD_CLAUSES += [
    # "each of this Pokémon's attacks do N more damage to the Defending Pokémon" (EX: before W/R)
    (re.compile(r"each of " + ME + r"'s attacks do (\d+) more damage to " + DEF + R.BWR),
     lambda m: [(fx.TOOL_DMG_PLUS, int(m.group(1)), fx.MS_SELF, [])]),
    (re.compile(r"each of your stage 2 pokémon-ex does (\d+) more damage to " + DEF + R.BWR),
     lambda m: [(fx.TOOL_DMG_PLUS, int(m.group(1)), fx.MS_OWN, list(_STAGE2_EX))]),
    (re.compile(r"the retreat cost for each of your stage 2 pokémon-ex is 0"),
     lambda m: [(fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.MS_OWN, list(_STAGE2_EX))]),
]
# "as long as your opponent's Active Pokémon is a Pokémon-ex": "the other" of the power's own condition
RP._MOD_SRC.append((re.compile(r"as long as your opponent has any pokémon-ex as his or her active pokémon, "),
                    lambda m: fx.TC_OTHER_EX))

#: "any basic <type> Energy cards attached": a card that provides that type (printed): for Fire and
#: Lightning only basic Energy cards do (no Special Energy card of the card data prints either)
_ONLY_BASIC_PROVIDE = ("fire", "lightning")


def _cov26ex_passive(text: str):
    m = re.fullmatch(r"as long as " + ME + r" has any basic (" + TYPES + r") energy cards and any basic (" + TYPES + r") energy cards"
                     r" attached to it, prevent all effects, except damage, by an opponent's attack done to " + ME + END, text)
    if m and m.group(1) in _ONLY_BASIC_PROVIDE and m.group(2) in _ONLY_BASIC_PROVIDE and m.group(1) != m.group(2):
        c = (fx.TC_ENERGY_OF + R._type(m.group(1)) + fx.TC_SHIFT * (fx.TC_ENERGY_OF + R._type(m.group(2)))
             + fx.SH_DAMAGE * fx.SH_PREVENT_EFFECTS)
        return [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, c]]
    # "when you put this Pokémon onto your Bench from your hand" (the trigger's other word order)
    m = re.match(r"once during your turn, when you put " + ME + r" onto your bench from your hand, ", text)
    if m:
        return RP.activated_program("once during your turn, when you put " + ME + " from your hand onto your bench, " + text[m.end():])
    return None


RP._LATER_PASSIVES.append(_cov26ex_passive)


# --- more attacks ------------------------------------------------------------------------------------
# a Special Condition the attacker chooses (no coin)
@R.rec(r"choose 1 special condition" + END + DEF + r" is now affected by that special condition" + END, "post", _A)
def _chosen_condition_plain(m, c):
    return [["COND", fx.COND_CHOSEN, fx.OPP]] if _ex(c) else None


# "if you have more prize cards left than your opponent, this attack does N damage plus M more damage for
# each prize card more than your opponent": M per prize of the lead (only a lead counts)
@R.rec(r"if you have more prize cards left than your opponent, this attack does (\d+) damage plus (\d+) more damage for each prize"
       r" card more than your opponent" + END, "pre", _A)
def _per_prize_lead(m, c):
    if not _ex(c) or int(m.group(1)) != c.base:
        return None
    return [["SKIP_UNLESS_COUNT", fx.CNT_PRIZE_LEAD, 1, 1], ["DMG_ADD_PER_COUNT", int(m.group(2)), fx.CNT_PRIZE_LEAD, fx.ANY]]


# the same amount (units) of Energy on the attacker and the Defending Pokémon: CNT_ENERGY_DIFF is 0
R._BOARD_CONDS_RE.append((re.compile(ME + r" and " + DEF + r" have the same amount of energy attached to them"),
                          lambda m: [(fx.CNT_ENERGY_DIFF, -1)]))


@R.rec(r"discard all energy cards attached to " + ME + r" and discard the top (\d+) cards from your opponent's deck" + END, "post", _A)
def _discard_all_and_mill(m, c):
    return [["DISCARD_ENERGY", 0, fx.SELF, fx.ANY], ["MILL_OPP", int(m.group(1))]] if _ex(c) else None


# --- Technical Machines: onto a Pokémon with a team name (recognize_tool's table) -----------------------
from . import recognize_tool as _rt  # noqa: E402


@_rt._rec(r"attach this card to 1 of your pokémon that has team (aqua|magma) in its name" + _rt._DOT
          + r"that pokémon may use this card's attack instead of its own" + _rt._DOT + r"at the end of your turn, discard this card"
          + _rt._DOT)
def _team_tm(m):
    team = fx.TC_AQUA if m.group(1) == "aqua" else fx.TC_MAGMA
    return [_rt._row(fx.TOOL_ATTACH_ONLY, 0, team), _rt._row(fx.TOOL_DISCARD, fx.TD_END_TURN)]


@R.rec(r"pick any 1 card from your deck and put it into your hand" + END + R.OPT_SHUFFLE, "post", _A)
def _pick_any_card(m, c):
    return [["SEARCH_DECK", 1, fx.KIND_ANY, fx.TO_HAND]] if _ex(c) else None

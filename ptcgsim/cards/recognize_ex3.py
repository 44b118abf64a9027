"""EX-era wordings of the competitive EX decks (counts over both boards, chosen Special
Conditions, reveal-until searches, triggers of evolving Pokémon, Power Saver-like locks).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into
its tables (attacks, board conditions, "for each" counts, search kinds) and into the power
readers of :mod:`ptcgsim.cards.recognize_power`.  Only regular-expression fragments live
here, never card sentences (DESIGN.md, card data policy).
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R
from . import recognize_power as RP
from .schema import TYPE_INDEX

ME, DEF, END, TYPES = R.ME, R.DEF, R.END, R.TYPES
_NEXT = r"during your opponent's next turn"
_THEIR = r"(?:his or her|their)"
#: cardtable.CF_* bit numbers of the name marks ("with Team Magma in its name")
_TEAM_BIT = {"magma": 15, "aqua": 14}
_IN_PLAY_BOTH = r"(?:pokémon in play \(both yours and your opponent's\)|pokémon in play)"

# --- "for each <thing>" over both boards -------------------------------------------------
# Energy in play counts both players' Pokémon; a Trainer card an opponent has in play is a
# Pokémon Tool on one of their Pokémon or their Stadium (the count adds the Stadium in play
# and takes one back when it is the acting player's).
R._PER_MULTI_RE += [
    (re.compile(r"(?:(" + TYPES + r") )?energy in play"),
     lambda m: [(fx.CNT_OWN_ENERGY_ALL, R._type(m.group(1)), 1), (fx.CNT_OPP_ENERGY_ALL, R._type(m.group(1)), 1)]),
    (re.compile(r"trainer cards? your opponent has in play"),
     lambda m: [(fx.CNT_OPP_TOOLS, fx.ANY, 1), (fx.CNT_STADIUM, fx.ANY, 1), (fx.CNT_OWN_STADIUM, fx.ANY, -1)]),
]
R._PER_COUNTS_RE += [
    (re.compile(r"(?:of your )?evolved pokémon(?: you have)? in play"), lambda m: (fx.CNT_OWN_EVOLVED_IN_PLAY, fx.ANY)),
    (re.compile(r"(?:the )?pokémon in play with team (magma|aqua) in (?:its|their) names?"),
     lambda m: (fx.CNT_ALL_FLAG_IN_PLAY, _TEAM_BIT[m.group(1)])),
]

# --- board conditions ----------------------------------------------------------------------
R._BOARD_CONDS_RE += [
    (re.compile(DEF + r" has any poké-bodies"), lambda m: [(fx.CNT_DEF_BODY, 1)]),
    (re.compile(DEF + r" has any special energy cards? attached(?: to it)?"), lambda m: [(fx.CNT_DEF_SPECIAL_ENERGY, 1)]),
]

# --- searches for a Basic of a type or a Basic with a team name ("... or ... with team x in its name") ---


@R.rec(r"search your deck for an? (" + TYPES + r") basic pokémon(?: card)? or basic pokémon with team (magma|aqua) in its name"
       r" and put it onto your bench" + END + R.OPT_SHUFFLE, "post", R.BOTH)
def _search_typed_or_team(m, c):
    team = fx.KIND_FLAG + fx.KIND_BASIC_POKEMON + 100 * _TEAM_BIT[m.group(2)]
    kind = fx.kind_either(fx.KIND_BASIC_OF_TYPE + TYPE_INDEX[m.group(1).capitalize()], team)
    return [["SEARCH_DECK", 1, kind, fx.TO_BENCH]]


# --- attacks --------------------------------------------------------------------------------
# "flip a coin for each <type> Energy attached to this Pokémon": the heads count the units of that type
@R.rec(r"flip a coin for each (" + TYPES + r") energy attached to " + ME + END, "flip")
def _flip_per_typed(m, c):
    return [["FLIP_PER_ENERGY", fx.SELF, 0, R._type(m.group(1)) + 1]]


# a coin, then on heads a Special Condition the attacker chooses for the Defending Pokémon
@R.rec(r"flip a coin" + END + r"if heads, choose 1 special condition" + END
       + DEF + r" is now affected by that special condition" + END, "post")
def _chosen_condition(m, c):
    return [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COND", fx.COND_CHOSEN, fx.OPP]]


# "discard up to N Energy cards from your hand. then, draw M cards for each Energy card you discarded."
@R.rec(r"discard up to (\d+) energy cards? from your hand" + END + r"then, draw (\d+) cards? for each energy card you discarded"
       + END, "post")
def _dump_and_draw(m, c):
    return [["DISCARD_CHOSEN", int(m.group(1)), fx.DS_HAND, fx.ANY], ["DRAW", int(m.group(2)), 4]]


# "count the number of <things>. draw up to that many cards." (the count: a "for each" count)
@R.rec(r"count the number of ([^.]+?)" + END + r"draw (?:up to )?that many cards" + END, "post")
def _draw_counted(m, c):
    what = m.group(1)
    for pat, build in R._PER_COUNTS_RE:
        mm = pat.fullmatch(what)
        if mm:
            code, arg = build(mm)
            return [["COUNT_TO_H", fx.count_code(code, arg)], ["DRAW", 0, 3]]
    return None


# "search your deck for a <kind> for each Energy attached to this Pokémon, ..., and put them into your hand"
@R.rec(r"search your deck for an? ([^,.]+?) for each energy attached to " + ME
       + r"(?:, show them to your opponent)?,? and put them into your hand" + END + R.OPT_SHUFFLE, "post")
def _search_per_energy(m, c):
    k = R._kind(re.sub(r"^basic pokémon card or evolution card$", "pokémon", m.group(1)))
    if k is None or isinstance(k, str):
        return None
    return [["COUNT_TO_H", fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY)], ["SEARCH_DECK", 0, k, fx.TO_HAND]]


# reveal cards from the top until one of a kind comes: it goes to the hand, the others back (a shuffle)
@R.rec(r"reveal cards from your deck until you reveal an? (basic pokémon|basic energy card|pokémon|trainer card)" + END
       + r"show that card to your opponent and put it into your hand" + END
       + r"shuffle the other revealed cards into your deck" + END
       + r"(?:\(if you don't reveal an? [^.]+?, shuffle all the revealed cards back into your deck\.\)\s*)?", "post")
def _reveal_until(m, c):
    k = R._kind(m.group(1))
    if k is None or isinstance(k, str):
        return None
    return [["SEARCH_DECK", -1, k, fx.TO_HAND]]




@R.rec(r"look at the top (\d+) cards (?:on|of) either player's deck"
       r" and put them back on top of that player's deck" r" in any order you like" + END, "post")
def _either_top(m, c):
    return [["TOP_REARRANGE", int(m.group(1)), fx.BOTH_PLAYERS]]


R.const(DEF + r" can't retreat or use any poké-powers " + _NEXT + END, "post",
        [["DEF_CANT_RETREAT_NEXT"], ["DEF_NO_POWERS_NEXT"]])


# "discard all <type> Energy attached to this Pokémon and then choose 1 of your opponent's Pokémon.
# this attack does N damage to that Pokémon." (no printed damage: the text is all of it)
@R.rec(r"discard all (?:(" + TYPES + r") )?energy(?: cards?)? attached to " + ME + r" and then choose 1 of your opponent's pokémon"
       + END + r"this attack does (\d+) damage to that pokémon" + END, "post")
def _discard_then_any(m, c):
    if c.damaging:
        return None
    return [["DISCARD_ENERGY", 0, fx.SELF, R._type(m.group(1))], ["BENCH_DAMAGE", int(m.group(2)), fx.BENCH_OPP_ANY_ONE]]


# "search your deck for an Energy card and attach it to this Pokémon. ... then, you may switch it with 1 of your Benched"
@R.rec(r"then, you may switch " + ME + r" with 1 of your benched pokémon" + END, "post")
def _may_switch_self(m, c):
    return [["SWITCH_SELF", 1]]


# --- powers: trigger bodies (played from the hand to evolve) and Wishing Star-like bodies -------------
_P = ("power",)


@R.rec(r"have your opponent shuffle " + _THEIR + r" hand into " + _THEIR + r" deck" + END
       + r"then, your opponent draws (?:up to )?(\d+) cards" + END, "post", _P)
def _opp_shuffle_draw(m, c):
    # "up to": the opponent draws them all (drawing fewer is never better for the simulator's players)
    return [["OPP_SHUFFLE_HAND_DRAW", int(m.group(1))]]


R.const(r"choose 1 evolved pokémon on your opponent's bench, " r"remove the highest stage evolution card"
        r" from that pokémon, and put it" r" back into " + _THEIR + r" hand" + END, "post", [["REQ_COUNT", fx.CNT_OPP_BENCH, 1], ["DEVOLVE", 1, 2]], _P)
R.const(r"remove all damage counters from all of your pokémon" r" and your opponent's pokémon \(excluding pokémon-ex\)" + END,
        "post", [["HEAL", 0, fx.HEAL_EVERY, fx.ELIG_NOT_EX]], _P)
@R.rec(r"look at the top (\d+) cards of your deck, choose (\d+) of them, and put (?:it|them) into your hand" + END, "post",
       ("attack", "trainer", "power"))
def _look_choose(m, c):
    how = int(m.group(2)) + fx.LT_DEST * fx.TO_HAND + fx.LT_REST * fx.LT_SHUFFLE
    return [["LOOK_TOP", int(m.group(1)), fx.KIND_ANY, how]]


R.const(ME + r" and your other active pokémon, if any, are now asleep" + END, "post", [["COND", fx.ASLEEP, fx.SELF]], _P)
R.const(r"search your deck for a card" + END + r"shuffle your deck, then put that card on top of your deck" + END, "post",
        [["REQ_DECK"], ["SEARCH_DECK", 1, fx.KIND_ANY, fx.TO_DECK_TOP]], _P)


# Magma Switch-like: any Energy card from 1 of your Pokémon with a team name to another of yours
@R.rec(r"move an energy card attached to your pokémon with team (magma|aqua) in its name"
       r" to another of your pokémon" + END, "post", _P)
def _move_team_energy(m, c):
    t = fx.MOVE_FROM * (fx.TC_MAGMA if m.group(1) == "magma" else fx.TC_AQUA) + fx.ANY + 1
    return [["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", 0, 0, t]]


# --- powers: passive (Poké-Bodies) -----------------------------------------------------------------
def _passive_ex3(text: str):
    m = re.fullmatch(r"as long as the number of " + _IN_PLAY_BOTH + r" that (?:has|have) team (magma|aqua) in (?:its|their) names?"
                     r" is (\d+) or less, " + ME + r" can't attack" + END, text)
    if m:
        c = fx.count_code(fx.CNT_ALL_FLAG_IN_PLAY, _TEAM_BIT[m.group(1)]) + fx.CANT_ATTACK_NEED * (int(m.group(2)) + 1)
        return [["POWER_PASSIVE", fx.PASSIVE_CANT_ATTACK_UNLESS, 0, c]]
    if re.fullmatch(r"each player's active basic pokémon \(excluding pokémon-ex\) can't use any poké-powers" + END, text):
        return [["POWER_PASSIVE", fx.PASSIVE_NO_BASIC_POWERS, 0, 0]]
    # "as long as this Pokémon is in play, the Retreat Cost for A, B, C and D is 0": the names go in the
    # header's c (tables.py marks the deck's cards of those names, TC_POWER_NAMED reads the mark)
    m = re.fullmatch(r"as long as " + ME + r" is in play, the retreat cost for ([^.]+?) is 0" + END, text)
    if m:
        names = [n.strip() for n in re.split(r",\s*|\s+and\s+", m.group(1)) if n.strip()]
        if not names or any(n == ME for n in names):
            return None
        return [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "|".join(names)],
                ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.TC_POWER_NAMED + fx.MOD_SCOPE * fx.MS_OWN]]
    return None


RP._LATER_PASSIVES.append(_passive_ex3)


# Energy Evolution-like: on attaching an Energy card from the hand, a search for a card that evolves
# from it of that Energy's type goes onto it (not when an attack's effect attaches the card)
_ENERGY_EVOLUTION = re.compile(
    r"whenever you attach an energy card from your hand to " + ME + r", you may search your deck for a card that evolves from "
    + ME + r" that is the same type as the energy card you attached to " + ME + END + r"put that card onto " + ME + END
    + r"\(this counts as evolving " + ME + r"\.\)\s*(?:shuffle your deck afterward" + END + r")?"
    r"(?:this power can't be used when you attach an energy card to " + ME + r" as part of an attack's effect" + END + r")?$")


def _attach_evolve(text: str):
    if _ENERGY_EVOLUTION.fullmatch(text):
        # the search may find nothing (the "you may"); the kernel's PW_ON_ATTACH runs on the A_ATTACH action only
        return [["POWER_ACTIVATED", 0, 0, fx.PW_ON_ATTACH], ["EVOLVE_FROM_DECK", 0, 1]]
    return None


RP._LATER_PASSIVES.append(_attach_evolve)  # read after the activated and attach headers

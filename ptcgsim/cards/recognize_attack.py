"""Attack wordings of the EX and Scarlet & Violet eras (registered into ``recognize.RECS``).

Imported at the end of :mod:`ptcgsim.cards.recognize`.  Only regular-expression fragments
live here, never card sentences (DESIGN.md, card data policy).  In an attack's rows SELF
is the attacking Pokémon and OPP the Defending Pokémon's side.
"""

from __future__ import annotations

from .. import effects as fx  # noqa: F401
import re

from .recognize import END, ME, const, rec
from . import recognize as R
from ..kernel.cardtable import CF_EX
from .recognize import (
    _COND_LIST,
    AWR,
    DEF,
    NUM,
    OPP_BENCH,
    ONE_OWN_BENCH,
    TYPES,
    WR,
    _conds,
    _n,
    _type,
)

_OPP_ANY = r"your opponent's pokémon"
_OPP_ACTIVE = r"your opponent's active pokémon"
_THEIR = r"(?:his or her|their)"
_IF_YOU_DO = r"if you do, "
_NO_WR_ALL = r"\(don't apply " + WR + r"\.\)\s*"  # every target, the Active included
_OPP_NEXT = r"during your opponent's next turn"


def _unless(code: int, at_least: int, rows: list) -> list:
    """rows only when board count ``code`` is at least ``at_least`` (b<=0: less than -b)."""
    return [["SKIP_UNLESS_COUNT", code, at_least, len(rows)]] + rows


def _heads(rows: list, side: str = "heads", need: int = 1) -> list:
    op = "SKIP_UNLESS_HEADS" if side == "heads" else "SKIP_UNLESS_TAILS"
    return [[op, need, len(rows)]] + rows


def _clause(text: str, c) -> list | None:
    """Rows of an after-damage clause recognised on its own (None unless every piece is an effect)."""
    segs = R._parse(text, c)
    if segs is None or any(role != "post" for role, _ in segs):
        return None
    rows = [r for _, rs in segs for r in rs]
    return rows if rows and not any(r[0] in fx.REQUIREMENTS or r[0] == "DAMAGE" for r in rows) else None


# --- reminders and connectives ------------------------------------------------------------
# after "remove from this Pokémon as many counters as the damage done" (HEAL_DAMAGE_DONE never
# heals more than there is): a reminder
const(r"if " + ME + r" has fewer damage counters than that, remove all of them" + END, "none", [])
const(r"then, (?=search your deck for a card that evolves from)", "none", [])

# --- damage to the Defending Pokémon and the opponent's other Pokémon ----------------------


def _each_opp(n: int) -> list:
    return [["NO_WEAKNESS_RESISTANCE"], ["DMG_SET", n], ["DAMAGE"], ["BENCH_DAMAGE", n, fx.BENCH_OPP_ALL]]


# "N damage to each of your opponent's Pokémon. (Don't apply Weakness and Resistance.)": none
# of the targets, the Active included (Benched Pokémon never take them)
@rec(r"(?:(flip a coin" + END + r"if heads, ))?(?:this attack )?does (\d+) damage to each of " + _OPP_ANY + END + _NO_WR_ALL, "post")
def _each_opp_no_wr(m, c):
    if c.damaging:
        return None
    rows = _each_opp(int(m.group(2)))
    return [["FLIP", 1]] + _heads(rows) if m.group(1) else rows


# "flip a coin. if heads, choose 1 of your opponent's Pokémon. this attack does N damage to that
# Pokémon.": the heads clause spans two sentences
@rec(r"flip a coin" + END + r"if heads, choose 1 of " + _OPP_ANY + END + r"this attack does (\d+) damage to that pokémon" + END
     + r"(this attack's damage isn't affected by " + WR + END + r")?", "post")
def _flip_any_one(m, c):
    if c.damaging:
        return None
    rows = ([["NO_WEAKNESS_RESISTANCE"]] if m.group(2) else []) + [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ANY_ONE]]
    return [["FLIP", 1]] + _heads(rows)


@rec(r"(?:choose 2 of " + _OPP_ANY + END + r"this attack does? (\d+) damage to each of them"
     r"|this attack does (\d+) damage to each of 2 of " + _OPP_ANY + r")" + END, "post")
def _any_two(m, c):
    return None if c.damaging else [["BENCH_DAMAGE", int(m.group(1) or m.group(2)), fx.BENCH_OPP_ANY_TWO]]


# both Active Pokémon: the Defending Pokémon as the attack's damage, the attacker as damage to itself
@rec(r"(?:this attack )?does (\d+) damage to each active pokémon \(both yours and your opponent's\)" + END, "post")
def _both_active(m, c):
    n = int(m.group(1))
    return None if c.damaging else [["DMG_SET", n], ["DAMAGE"], ["SELF_DAMAGE", n]]


@rec(r"put (\d+|an?) damage counters? on each defending pokémon" + END, "post")
def _counters_each_def(m, c):
    return [["PUT_COUNTERS", 10 * _n(m.group(1)), fx.BENCH_DEF]]


@rec(r"put (\d+|an?) damage counters? on " + DEF + END + r"if " + DEF + r" is (?:a )?pokémon(?:-ex| ex), put (\d+) damage counters instead" + END,
     "post")
def _counters_more_vs_ex(m, c):
    return [["SKIP_UNLESS_COUNT", fx.CNT_DEF_PRIZE, 2, 2], ["PUT_COUNTERS", 10 * int(m.group(2)), fx.BENCH_DEF],
            ["SKIP", 1], ["PUT_COUNTERS", 10 * _n(m.group(1)), fx.BENCH_DEF]]


# "this attack does N damage plus M more damage and the Defending Pokémon is now ...": the first half
@rec(r"this attack does (\d+) damage plus (\d+) more damage and (?=" + DEF + r" is now)", "pre")
def _plus_and_cond(m, c):
    return [["DMG_ADD", int(m.group(2))]] if int(m.group(1)) == c.base else None


# "N more for each <this card's name> (excluding this one) you have in play"
@rec(r"this attack does (\d+) damage plus (\d+) more damage for each " + ME + r" \(excluding this one\) you have in play" + END, "pre")
def _per_other_named(m, c):
    if int(m.group(1)) != c.base or not c.card:
        return None
    k = int(m.group(2))
    return [["DMG_ADD", -k], ["DMG_ADD_PER_NAMED", k, fx.SELF, c.card]]


# the EX era's "all of your Active Pokémon" is the attacker in a 1-on-1 game
const(r"flip a coin for each energy attached to all of your active pokémon" + END, "flip", [["FLIP_PER_ENERGY", fx.SELF]])

# --- Special Conditions --------------------------------------------------------------------


@rec(DEF + r" is now " + _COND_LIST + r", and can't retreat (?:during|until the end of) your opponent's next turn" + END, "post")
def _cond_and_no_retreat(m, c):
    return _conds(m.group(1), fx.OPP) + [["DEF_CANT_RETREAT_NEXT"]]


_TOXIC_TAIL = (r"(?:put (\d+) damage counters instead of 1 on (?:" + DEF + r"|that pokémon) between turns"
               r"|during pokémon checkup, put (\d+) damage counters on that pokémon instead of 1)" + END)


@rec(r"(flip a coin" + END + r"if heads, )?" + DEF + r" is now " + _COND_LIST + END + _TOXIC_TAIL, "post")
def _toxic_more(m, c):
    if "poisoned" not in m.group(2):
        return None
    dmg = 10 * int(m.group(3) or m.group(4))
    rows = [["COND", r[1], r[2], dmg] if r[1] == fx.POISONED else r for r in _conds(m.group(2), fx.OPP)]
    return [["FLIP", 1]] + _heads(rows) if m.group(1) else rows


@rec(DEF + r" is now " + _COND_LIST + r", and discard an energy from that pokémon" + END, "post")
def _cond_and_discard(m, c):
    return _conds(m.group(1), fx.OPP) + [["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]]


# --- protection -----------------------------------------------------------------------------


@rec(r"damage done to " + ME + r" by an opponent's attack is reduced by (\d+)" + AWR + " " + _OPP_NEXT + END, "post")
def _reduce_after(m, c):
    return [["REDUCE_DAMAGE_NEXT", int(m.group(1))]]


# --- Energy ---------------------------------------------------------------------------------
_E = r"(" + TYPES + r") energy(?: card)?"


@rec(r"discard an? " + _E + r" and an? " + _E + r" attached to " + ME + END, "post")
def _discard_two_types(m, c):
    return [["DISCARD_ENERGY", 1, fx.SELF, _type(m.group(1))], ["DISCARD_ENERGY", 1, fx.SELF, _type(m.group(2))]]


@rec(r"discard an? (?:(" + TYPES + r") )?energy(?: card)? attached to " + ME + r" and (?:then )?(?=discard |remove |your opponent switches )", "post")
def _discard_and_then(m, c):
    return [["DISCARD_ENERGY", 1, fx.SELF, _type(m.group(1))]]


# "search your discard pile for a [type] Energy card and attach it to this Pokémon. if you do, X":
# X only when there was one to attach
@rec(r"search your discard pile for an? (?:basic )?(" + TYPES + r") energy card and attach it to " + ME + END + _IF_YOU_DO
     + r"([^.]*" + END + r")", "post")
def _attach_if_you_do(m, c):
    rows = _clause(m.group(2), c)
    if rows is None:
        return None
    t = _type(m.group(1))
    return _unless(fx.count_code(fx.CNT_OWN_DISCARD_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + t), 1,
                   [["ATTACH_ENERGY", 1, fx.FROM_DISCARD, t]] + rows)


@rec(r"discard an energy from " + ME + END + _IF_YOU_DO + r"switch it with " + ONE_OWN_BENCH + END, "post")
def _discard_then_switch(m, c):
    return _unless(fx.CNT_SELF_ENERGY, 1, [["DISCARD_ENERGY", 1, fx.SELF, fx.ANY], ["SWITCH_SELF"]])


const(r"discard an energy from your opponent's active pokémon ex" + END, "post",
      [["SKIP_UNLESS_COUNT", fx.CNT_DEF_PRIZE, 2, 1], ["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]])

# --- healing ----------------------------------------------------------------------------------


@rec(r"remove (\d+|an?) damage counters? (and all special conditions )?fro(?:m)? (?:each of your active pokémon|" + ME + r")" + END, "post")
def _heal_each_active(m, c):
    return [["HEAL", 10 * _n(m.group(1)), fx.SELF]] + ([["CURE", fx.SELF]] if m.group(2) else [])


const(r"heal all damage from 1 of your benched pokémon" + END, "post", [["HEAL_ANY_OWN", 0, 1]])

# --- switching, the Stadium, the Pokémon itself --------------------------------------------
const(r"choose 1 of " + OPP_BENCH + r" and switch it with (?:1 of )?the defending pokémon" + END
      + r"(?:your opponent chooses the defending pokémon to switch" + END + r")?", "post", [["GUST", fx.SELF]])
const(r"before doing damage, choose 1 of " + OPP_BENCH + r" and switch it with (?:1 of )?the defending pokémon" + END
      + r"(?:your opponent chooses the defending pokémon to switch" + END + r")?", "pre", [["GUST", fx.SELF]])
const(r"switch " + ME + r" with " + ONE_OWN_BENCH + END + _IF_YOU_DO + r"switch out " + DEF + r" to the bench" + END,
      "post", [["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, 1, 2], ["SWITCH_SELF"], ["GUST", fx.OPP]])
# after "switch out the opponent's Active": the damage to the new Active already waits for a switch
const(_IF_YOU_DO + r"(?=this attack does \d+ damage to the new active pokémon)", "none", [])
# "that Stadium": the one a board condition just named (nothing when there is none)
const(r"(?:then, )?discard that stadium(?: card)?" + END, "post", [["DISCARD_STADIUM", 0]])
const(r"discard a stadium in play" + END + r"if you can't, this attack does nothing" + END, "pre",
      [["SKIP_UNLESS_COUNT", fx.CNT_STADIUM, 1, 2], ["DISCARD_STADIUM", 0], ["SKIP", 1], ["STOP"]])
const(r"put " + ME + r" and all attached cards into your hand" + END, "post", [["RETURN_TO_HAND"]])
const(r"shuffle 1 of your benched pokémon and all attached cards into your deck" + END, "post", [["BENCHED_TO_DECK"]])

# --- cards --------------------------------------------------------------------------------
const(r"discard a card from your hand" + END + r"if you can't, this attack does nothing" + END, "pre",
      [["SKIP_UNLESS_COUNT", fx.CNT_OWN_HAND, 1, 2], ["DISCARD_HAND", 1, fx.KIND_ANY], ["SKIP", 1], ["STOP"]])


@rec(r"discard a card from your hand" + END + _IF_YOU_DO + r"([^.]*" + END + r")", "post")
def _discard_if_you_do(m, c):
    rows = _clause(m.group(1), c)
    return None if rows is None else _unless(fx.CNT_OWN_HAND, 1, [["DISCARD_HAND", 1, fx.KIND_ANY]] + rows)


@rec(r"your opponent shuffles " + _THEIR + r" hand into " + _THEIR + r" deck and draws " + NUM + r" cards?" + END, "post")
def _opp_shuffle_draw(m, c):
    return [["OPP_SHUFFLE_HAND_DRAW", _n(m.group(1))]]


@rec(r"look at the top (\d+) cards of (your|your opponent's) deck and put them back in any order" + END, "post")
def _top_any_order(m, c):
    return [["TOP_REARRANGE", int(m.group(1)), fx.SELF if m.group(2) == "your" else fx.OPP]]


@rec(r"put (?:up to (\d+)|an?) basic (" + TYPES + r") energy cards? from your discard pile into your hand" + END, "post")
def _recover_typed_energy(m, c):
    return [["RECOVER", int(m.group(1) or 1), fx.KIND_BASIC_ENERGY_OF_TYPE + _type(m.group(2)), fx.TO_HAND]]


const(r"put a pokémon from your discard pile into your hand" + END, "post", [["RECOVER", 1, fx.KIND_POKEMON, fx.TO_HAND]])


# the modern wordings of typed searches ("a Basic [type] Pokémon", "[type] Pokémon"); no SV or ME
# Pokémon has two types (EX-era cards keep recognize.py's reading)
@rec(r"search your deck for (?:up to (\d+)|an?) (basic )?(" + TYPES + r") pokémon(?:, reveal (?:it|them),)? and put (?:it|them) "
     r"(onto your bench|into your hand)" + END + R.OPT_SHUFFLE, "post")
def _search_typed(m, c):
    if c.ex_era:
        return None
    t = _type(m.group(3))
    kind = (fx.KIND_BASIC_OF_TYPE if m.group(2) else fx.KIND_POKEMON_OF_TYPE) + t
    return [["SEARCH_DECK", int(m.group(1) or 1), kind, fx.TO_BENCH if "bench" in m.group(4) else fx.TO_HAND]]


# --- "flip N coins. for each heads, X.": X once per heads, unrolled (N fixed) ------------------


@rec(r"flip " + NUM + r" coins" + END + r"for each (heads|tails), ([^.]*" + END + r")", "post")
def _for_each_heads(m, c):
    n = _n(m.group(1))
    rows = _clause(m.group(3), c)
    if rows is None or n < 2:
        return None
    out = [["FLIP", n]]
    for k in range(1, n + 1):
        out += _heads(rows, m.group(2), k)
    return out


# --- counts for "for each <thing>" ----------------------------------------------------------
R._PER_COUNTS_RE.append((re.compile(r"special energy cards? attached to " + ME), lambda m: (fx.CNT_SELF_SPECIAL_ENERGY, fx.ANY)))


@rec(r"this attack does (\d+) damage for each of your pokémon that has any damage counters on it" + END, "pre")
def _per_own_damaged(m, c):
    n = int(m.group(1))
    return [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", n, fx.CNT_OWN_BENCH_DAMAGED, fx.ANY],
            ["SKIP_UNLESS_COUNT", fx.CNT_SELF_DAMAGE, 1, 1], ["DMG_ADD", n]]


# --- batch 2 ------------------------------------------------------------------------------------
# "this attack does N damage plus M more damage [to the Defending Pokémon] and <an effect>" /
# "this attack does N damage and <an effect>": the damage half (the effect is its own sentence)
@rec(r"this attack does (\d+) damage plus (\d+) more damage(?: to " + DEF + r")? and (?=discard )", "pre")
def _plus_and_discard(m, c):
    return [["DMG_ADD", int(m.group(2))]] if int(m.group(1)) == c.base else None


@rec(r"this attack does (\d+) damage and (?=" + DEF + r" is now)", "pre")
def _base_and_cond(m, c):
    return [] if int(m.group(1)) == c.base else None


@rec(r"(?:this attack )?does (\d+) damage plus (\d+) more (?:damage )?for each of your benched pokémon" + END, "pre")
def _plus_per_own_bench(m, c):
    return [["DMG_ADD_PER_BENCH", int(m.group(2)), fx.SELF]] if int(m.group(1)) == c.base else None


@rec(r"choose (\d+) of " + OPP_BENCH + END + r"this attack does (\d+) damage to each of those pokémon" + END, "post")
def _bench_up_to_those(m, c):
    # as recognize.py's "choose N of ... each of them" (BENCH_DAMAGE_UP_TO)
    return [["BENCH_DAMAGE_UP_TO", int(m.group(2)), int(m.group(1))]] if int(m.group(1)) > 1 else None


@rec(r"(?:before doing damage, )remove (\d+) damage counters? from " + DEF + r" \(all if there are less than \d+\)" + END, "pre")
def _heal_def_first(m, c):
    return [["HEAL", 10 * int(m.group(1)), fx.OPP]]


const(r"after doing damage, (?=remove |flip a coin)", "none", [])


@rec(r"remove (\d+) damage counters from " + ME + r"\. \(all if there are less than \d+\.\)\s*", "post")
def _heal_capped_outside(m, c):
    return [["HEAL", 10 * int(m.group(1)), fx.SELF]]


@rec(r"remove (\d+|an?) damage counters? from 1 of your pokémon(?: \(remove 1 if there is only 1\))?" + END, "post")
def _heal_one_own(m, c):
    return [["HEAL_ANY_OWN", 10 * _n(m.group(1))]]


@rec(r"this attack does (\d+) damage to the new defending pokémon" + END, "post")
def _damage_new_def(m, c):
    if c.damaging:
        return None
    rows = [["DMG_SET", int(m.group(1))], ["DAMAGE"]]
    return [["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, 1, len(rows)]] + rows


# "draw up to N": drawing is never a loss here (RULES.md §2), so the player draws N
@rec(r"shuffle your hand into your deck" + END + r"draw up to " + NUM + r" cards" + END, "post")
def _shuffle_draw_up_to(m, c):
    return [["SHUFFLE_HAND_DRAW", _n(m.group(1))]]


const(r"search your discard pile for a stadium card, show it to your opponent, and put it into your hand" + END,
      "post", [["RECOVER", 1, fx.KIND_STADIUM, fx.TO_HAND]])
const(r"search your deck for a basic pokémon and a basic energy card, show them to your opponent, and put them into your hand"
      + END + R.OPT_SHUFFLE, "post",
      [["SEARCH_DECK", 1, fx.KIND_BASIC_POKEMON, fx.TO_HAND], ["SEARCH_DECK", 1, fx.KIND_BASIC_ENERGY, fx.TO_HAND]])


# "a Lightning Energy card" names the basic card (no Special Energy is called that)
@rec(r"attach an? (?:basic )?(" + TYPES + r") energy card from your hand to any of your pokémon" + END, "post")
def _attach_hand_any(m, c):
    return [["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, _type(m.group(1))]]


@rec(r"discard an? (" + TYPES + r") energy, (" + TYPES + r") energy, and (" + TYPES + r") energy attached to " + ME + END, "post")
def _discard_three_types(m, c):
    return [["DISCARD_ENERGY", 1, fx.SELF, _type(g)] for g in m.groups()]


# "that Pokémon": the Defending Pokémon a board condition just named
const(r"that pokémon can't attack " + _OPP_NEXT + END, "post", [["DEF_CANT_ATTACK_NEXT"]])
const(r"your opponent can't play (?:any )?trainer cards from " + _THEIR + r" hand (?:during " + _THEIR + r" next turn"
      r"|until the end of your opponent's next turn)" + END, "post", [["OPP_NO_TRAINERS_NEXT", 0]])
const(r"your opponent can't play a trainer card from " + _THEIR + r" hand until the end of your opponent's next turn" + END,
      "post", [["OPP_NO_TRAINERS_NEXT", 0]])
const(r"discard " + ME + r" and all attached cards" + END, "post", [["DISCARD_FROM_PLAY"]])


@rec(r"discard an? (" + TYPES + r") energy from " + _OPP_ACTIVE + END, "post")
def _discard_opp_typed(m, c):
    return [["DISCARD_ENERGY", 1, fx.OPP, _type(m.group(1))]]


# --- board conditions (recognize.py reads them through _BOARD_CONDS_RE) ---------------------
def _cond(pattern: str, build) -> None:
    R._BOARD_CONDS_RE.append((re.compile(pattern), build))


_cond(r"you have (?:less|fewer) than (\d+) cards in your hand", lambda m: [(fx.CNT_OWN_HAND, -int(m.group(1)))])
_cond(r"you have (?:at least (\d+)|(\d+) or more) (?:(" + TYPES + r") )?energy in play",
      lambda m: [(fx.count_code(fx.CNT_OWN_ENERGY_ALL, _type(m.group(3))), int(m.group(1) or m.group(2)))])


const(r"choose 1 of " + _OPP_ACTIVE + r"'s attacks" + END + _OPP_NEXT + r", that pokémon can't use that attack" + END,
      "post", [["DEF_ATTACK_DISABLED_NEXT"]])


# "discard <Energy> attached to this Pokémon and this attack does ...": the discard first, as written
@rec(r"discard (all|an?|\d+) (?:(" + TYPES + r") )?energy(?: cards?)? attached to " + ME + r" and (?=this attack does)", "pre")
def _discard_and_damage(m, c):
    return [["DISCARD_ENERGY", 0 if m.group(1) == "all" else _n(m.group(1)), fx.SELF, _type(m.group(2))]]


# --- discards that add damage: the player picks how many (DISCARD_CHOSEN, DMG_ADD_PER_N) -------
_DS_FROM = {"this pokémon": fx.DS_SELF, "your pokémon": fx.DS_OWN, "among your pokémon": fx.DS_OWN,
            "your benched pokémon": fx.DS_BENCH, "your hand": fx.DS_HAND, "your pokémon in play": fx.DS_OWN}
_THIS_DOES = r"this attack does "
_IF_DO_DOES = _IF_YOU_DO + _THIS_DOES
_IN_THIS_WAY = r" in this way"
_EACH_DISCARDED = r"for each (?:energy )?card you discarded" + _IN_THIS_WAY
_AS_YOU_LIKE = r" as you like"
_YOUR_HAND = r"your hand"
_ATT = r" attached to "
_IN_PLAY = r" in play"


def _ds_type(basic: str | None, typ: str | None) -> int:
    if typ:
        return _type(typ)
    return fx.ENERGY_BASIC if basic else fx.ANY


def _per_discarded(discard: list, per: int, more: bool) -> list:
    """The discard, then D += per for each card discarded; without "more" the printed N× damage
    is the count's alone, and D is 0 first (the player sizes the discard knowing D)."""
    return discard + [["DMG_ADD_PER_N", per]] if more else [["DMG_SET", 0]] + discard + [["DMG_ADD_PER_N", per]]


# "[you may] discard up to N / any amount of / any number of / all [basic] [type] energy [cards] from
# <source>", then "... N [more] damage for each card discarded"
@rec(r"(?:you may )?discard (up to (\d+)|any (?:amount|number) of|all) (basic )?(?:(" + TYPES + r") )?energy(?: cards)?"
     r" from (this pokémon|your pokémon|among your pokémon|your benched pokémon|" + _YOUR_HAND + r")(?:" + END + r"|, and )"
     + _THIS_DOES + r"(\d+) (more )?damage " + _EACH_DISCARDED + END, "pre")
def _discard_for_damage(m, c):
    src = _DS_FROM[m.group(5)]
    t = _ds_type(m.group(3), m.group(4))
    if m.group(1) == "all":
        if src != fx.DS_SELF or m.group(3):
            return None
        rows = [["DISCARD_ENERGY", 0, fx.SELF, t]]
    else:
        rows = [["DISCARD_CHOSEN", int(m.group(2) or 0), src, t]]
    return _per_discarded(rows, int(m.group(6)), bool(m.group(7)))


# EX era: "you may discard <Energy> ...", then "if you do, N damage plus M more damage [for each ...]"
@rec(r"you may discard (?:(an?|any number of) (basic )?(?:(" + TYPES + r") )?energy(?: cards?)?" + _ATT + r"(this pokémon|your pokémon"
     + _IN_PLAY + r")(?: when you use this attack)?|from " + _YOUR_HAND + r" as many (energy) cards" + _AS_YOU_LIKE
     + r"|as many (energy)(?: cards)?" + _AS_YOU_LIKE + _ATT + r"your pokémon" + _IN_PLAY + r")" + END
     + _IF_DO_DOES + r"(\d+) damage plus (\d+) more damage"
     r"( for each (?:basic )?energy(?: card)? you discarded)?" + END, "pre")
def _may_discard_plus(m, c):
    if int(m.group(7)) != c.base:
        return None
    if m.group(1):
        one = m.group(1) in ("a", "an")
        if one == bool(m.group(9)):
            return None  # one card and "for each", or any number without it
        src = _DS_FROM[m.group(4)]
        t = _ds_type(m.group(2), m.group(3))
        cap = 1 if one else 0
    else:
        src = fx.DS_HAND if m.group(5) else fx.DS_OWN
        t = fx.ANY
        cap = 0
        if not m.group(9):
            return None
    return [["DISCARD_CHOSEN", cap, src, t], ["DMG_ADD_PER_N", int(m.group(8))]]


# one (typed) Energy from this Pokémon, if you do, N more damage
@rec(r"you may discard an? (?:(" + TYPES + r") )?energy(?: card)? from " + ME + END + _IF_DO_DOES + r"(\d+) more damage" + END, "pre")
def _may_discard_one_more(m, c):
    return [["DISCARD_CHOSEN", 1, fx.DS_SELF, _type(m.group(1))], ["DMG_ADD_PER_N", int(m.group(2))]]


# a Stadium in play, if you do, N more damage
@rec(r"you may discard a stadium" + _IN_PLAY + END + _IF_DO_DOES + r"(\d+) more damage" + END, "pre")
def _stadium_for_damage(m, c):
    return [["DISCARD_STADIUM", 1], ["DMG_ADD_PER_N", int(m.group(1))]]


# --- the Defending Pokémon's Tools ------------------------------------------------------------
_BEFORE = r"before doing damage, "
_TOOLS = r"pokémon tools"
const(_BEFORE + r"discard all (?:" + _TOOLS + r" from " + _OPP_ACTIVE + r"|trainer cards" + _ATT + DEF + r")" + END,
      "pre", [["DISCARD_TOOL", 1, fx.DEF_ACTIVE]])
const(_BEFORE + r"discard all " + _TOOLS + r" and special energy from " + _OPP_ACTIVE + END,
      "pre", [["DISCARD_TOOL", 1, fx.DEF_ACTIVE], ["DISCARD_ENERGY", 0, fx.OPP, fx.ENERGY_SPECIAL]])


@rec(r"discard up to (\d+) " + _TOOLS + r" from " + _OPP_ANY + END, "post")
def _discard_opp_tools(m, c):
    return [["DISCARD_TOOL", int(m.group(1)), fx.OPP, 1]]


_A_TOOL = r"a pokémon tool(?: card)? attached(?: to it)?"
_cond(ME + r" has " + _A_TOOL, lambda m: [(fx.CNT_SELF_TOOL, 1)])
_cond(DEF + r" has " + _A_TOOL, lambda m: [(fx.CNT_DEF_TOOL, 1)])
R._PER_COUNTS_RE.append((re.compile(r"pokémon tools?" + _ATT + r"all of your pokémon"), lambda m: (fx.CNT_OWN_TOOLS, fx.ANY)))
R._PER_COUNTS_RE.append((re.compile(r"pokémon tools?" + _ATT + r"all pokémon"), lambda m: (fx.CNT_ANY_TOOLS, fx.ANY)))

# --- counts of tagged Pokémon in play (the card table's cflags bits) --------------------------
_CF_BIT = {"δ": 12, "team rocket's": 11}  # cardtable.CF_DELTA, CF_TEAM_ROCKET (bit numbers)
R._PER_COUNTS_RE.append((re.compile(r"pokémon you have" + _IN_PLAY + r" that has δ on its card"),
                         lambda m: (fx.CNT_OWN_FLAG_IN_PLAY, _CF_BIT["δ"])))
R._PER_COUNTS_RE.append((re.compile(r"of your team rocket's pokémon" + _IN_PLAY),
                         lambda m: (fx.CNT_OWN_FLAG_IN_PLAY, _CF_BIT["team rocket's"])))

# --- Energy amounts -----------------------------------------------------------------------------
_cond(ME + r" and " + DEF + r" have a different amount of energy" + _ATT + r"them",
      lambda m: [(fx.CNT_ENERGY_DIFF, 1)])


@rec(r"this attack's base damage is (\d+)(?: instead of (\d+))?" + END, "pre")
def _base_instead(m, c):
    return [["DMG_SET", int(m.group(1))]] if m.group(2) is None or int(m.group(2)) == c.base else None


@rec(r"if " + ME + r" has at least (\d+) extra energy attached \(in addition to this attack's cost\), "
     + _THIS_DOES + r"(\d+) more damage" + END, "pre")
def _extra_at_least(m, c):
    return [["DMG_ADD_PER_EXTRA_ENERGY", int(m.group(2)), fx.ANY, -int(m.group(1))]]


# --- prizes, delayed effects, copies ----------------------------------------------------------
_KNOCKED_OUT = r"is knocked out"


@rec(r"if your opponent's pokémon " + _KNOCKED_OUT + r" by damage from this attack, take (\d+|an?) more prize cards?" + END, "post")
def _extra_prize(m, c):
    return [["EXTRA_PRIZE_IF_KO", _n(m.group(1))]] if c.damaging else None


_AT_END_OPP = r"at the end of your opponent's next turn"
_COUNTERS_ON_DEF = r"damage counters on " + DEF


@rec(r"(?:" + _AT_END_OPP + r", (?:put (\d+) " + _COUNTERS_ON_DEF + r"|" + DEF + r" is now (" + R.COND_RE + r")"
     r"|" + DEF + r" will be knocked out)|put (\d+) " + _COUNTERS_ON_DEF + r" " + _AT_END_OPP + r")" + END, "post")
def _delayed(m, c):
    if m.group(2):
        return [["DELAYED_NEXT", 0, R.CONDS[m.group(2)]]]
    n = m.group(1) or m.group(3)
    return [["DELAYED_NEXT", 10 * int(n) if n else -1, 0]]


const(r"choose 1 of " + _OPP_ACTIVE + r"'s attacks and use it as this attack" + END, "post", [["COPY_DEF_ATTACK", 1]])

# --- basic Energy: several to 1 Pokémon (ATTACH_ENERGY_ONE), 1 to each Benched Pokémon
# (ATTACH_ENERGY_EACH), any type (the player picks the card), "up to the number of heads" (a=0)
_BASIC_E = r"basic (?:(" + TYPES + r") )?energy"
_FROM_DISCARD = r"from your discard pile"
_HEADS = r"up to the number of heads"
_ANY_WAY = r"in any way you like"
_SEARCH_DECK = r"search your deck for "
_ATTACH_IT = r"attach it to "
_BASIC_NONE = r"basic energy"
_ATTACH_THEM = r"attach them to "


@rec(r"attach up to (\d+) " + _BASIC_E + r" cards? from your (discard pile|hand|deck) to 1 of your (benched )?pokémon"
     + END + R.OPT_SHUFFLE, "post")
def _attach_one(m, c):
    n = int(m.group(1))
    if n < 2:
        return None  # one card: ATTACH_ENERGY_ANY's wordings
    return [["ATTACH_ENERGY_ONE", n, R._ENERGY_SOURCES[m.group(3)] + (fx.TO_BENCH_ONLY if m.group(4) else 0), _type(m.group(2))]]


const(r"put a number of cards " + _HEADS + r" " + _FROM_DISCARD + r" into your hand" + END,
      "post", [["RECOVER", 0, fx.KIND_ANY, fx.TO_HAND]])
const(_SEARCH_DECK + r"a number of cards " + _HEADS + r" and put them into your hand" + END + R.OPT_SHUFFLE,
      "post", [["SEARCH_DECK", 0, fx.KIND_ANY, fx.TO_HAND]])


@rec(r"attach (?:a number of " + _BASIC_E + r" cards|an amount of basic energy) " + _HEADS + r" " + _FROM_DISCARD
     + r" to " + R.OWN_BENCH + r" " + _ANY_WAY + END, "post")
def _attach_heads_bench(m, c):
    return [["ATTACH_ENERGY_ANY", 0, fx.FROM_DISCARD + fx.TO_BENCH_ONLY, _type(m.group(1))]]


const(_SEARCH_DECK + r"an amount of basic energy " + _HEADS + r" and attach it to " + ME + END + R.OPT_SHUFFLE,
      "post", [["ATTACH_ENERGY", 0, fx.FROM_DECK, fx.ANY]])


@rec(r"(?:for each of " + R.OWN_BENCH + r"|choose up to (\d+) of " + R.OWN_BENCH + END + r"for each of those pokémon), "
     + _SEARCH_DECK + r"a basic (" + TYPES + r") energy card and " + _ATTACH_IT + r"that pokémon" + END + R.OPT_SHUFFLE, "post")
def _attach_each(m, c):
    return [["ATTACH_ENERGY_EACH", int(m.group(1) or 0), fx.FROM_DECK, _type(m.group(2))]]


@rec(_SEARCH_DECK + r"up to (\d+) basic energy cards and " + _ATTACH_THEM + r"your (benched )?pokémon " + _ANY_WAY + END + R.OPT_SHUFFLE, "post")
def _search_attach_untyped(m, c):
    return [["ATTACH_ENERGY_ANY", int(m.group(1)), fx.FROM_DECK + (fx.TO_BENCH_ONLY if m.group(2) else 0), fx.ANY]]


const(r"search your discard pile for a " + _BASIC_NONE + r" card and " + _ATTACH_IT + ME + END, "post",
      [["ATTACH_ENERGY", 1, fx.FROM_DISCARD, fx.ANY]])

# --- Knock Outs as an effect (KO_DEF) ---------------------------------------------------------
const(r"(?:that pokémon|it|" + DEF + r") " + _KNOCKED_OUT + END, "post", [["KO_DEF"]])


@rec(r"knock out " + _OPP_ACTIVE + END + r"if " + _OPP_ACTIVE + r" " + _KNOCKED_OUT + _IN_THIS_WAY + r", " + ME
     + r" does (\d+) damage to itself" + END, "post")
def _ko_then_self(m, c):
    return [["KO_DEF"], ["SELF_DAMAGE", int(m.group(1)), 2]]


_cond(DEF + r" has exactly (\d+) damage counters on it",
      lambda m: [(fx.CNT_DEF_DAMAGE, int(m.group(1))), (fx.CNT_DEF_DAMAGE, -(int(m.group(1)) + 1))])


# --- "you may do N more damage", if you do, damage to itself (CHOOSE_MORE) ---------------------
@rec(r"you may do (?:(\d+) damage plus )?(\d+) more damage" + END + _IF_YOU_DO + ME + r" (?:also )?does (\d+) damage to itself" + END,
     "pre")
def _may_more(m, c):
    if m.group(1) and int(m.group(1)) != c.base:
        return None
    return [["CHOOSE_MORE", int(m.group(2)), int(m.group(3))]]


# --- the opponent's hand, revealed (CNT_OPP_HAND_KIND) -----------------------------------------
_TRAINER_IN = r"trainer card (?:you find there|in your opponent's hand)"


@rec(r"your opponent reveals " + _THEIR + r" hand(?:" + END + r"|, and )" + _THIS_DOES + r"(\d+) damage for each (?:"
     + _TRAINER_IN + r"|(energy) card you find there)" + END, "pre")
def _per_trainer_revealed(m, c):
    kind = fx.KIND_ENERGY if m.group(2) else fx.KIND_TRAINER
    return [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", int(m.group(1)), fx.CNT_OPP_HAND_KIND, kind]]


const(r"look at your opponent's hand" + END + r"(?=" + _THIS_DOES + r"\d+ damage plus \d+ more damage for each " + _TRAINER_IN + r")",
      "none", [])
R._PER_COUNTS_RE.append((re.compile(_TRAINER_IN), lambda m: (fx.CNT_OPP_HAND_KIND, fx.KIND_TRAINER)))


# --- more board wordings -----------------------------------------------------------------------
R._KINDS.append((r"pokémon tool cards?", fx.KIND_TOOL))
_cond(r"you have (\d+) or more basic (" + TYPES + r") energy cards in your discard pile",
      lambda m: [(R._cnt_arg(fx.CNT_OWN_DISCARD_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + _type(m.group(2))), int(m.group(1)))])


@rec(_SEARCH_DECK + r"an? " + _BASIC_NONE + r" card and " + _ATTACH_IT + ME + END + R.OPT_SHUFFLE, "post")
def _search_attach_me_untyped(m, c):
    return [["ATTACH_ENERGY", 1, fx.FROM_DECK, fx.ANY]]


@rec(r"attach up to (\d+) " + _BASIC_NONE + r" cards " + _FROM_DISCARD + r" to your pokémon " + _ANY_WAY + END, "post")
def _attach_discard_untyped(m, c):
    return [["ATTACH_ENERGY_ANY", int(m.group(1)), fx.FROM_DISCARD, fx.ANY]]


@rec(_SEARCH_DECK + r"up to (\d+) " + _BASIC_E + r" cards and " + _ATTACH_THEM + r"1 of your (benched )?pokémon" + END + R.OPT_SHUFFLE, "post")
def _search_attach_one(m, c):
    return [["ATTACH_ENERGY_ONE", int(m.group(1)), fx.FROM_DECK + (fx.TO_BENCH_ONLY if m.group(3) else 0), _type(m.group(2))]]


# a coin for each of the opponent's Pokémon: heads, N damage to it (the Active's as the attack's)
@rec(r"for each of " + _OPP_ANY + r", flip a coin" + END + r"if heads, " + _THIS_DOES + r"(\d+) damage to that pokémon" + END, "pre")
def _flip_each_opp(m, c):
    if c.damaging:
        return None
    n = int(m.group(1))
    return [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 2], ["DMG_SET", n], ["DAMAGE"], ["BENCH_FLIP_EACH", n]]


# the top N cards: any number of (Basic) Pokémon onto the Bench, the rest shuffled back (an attack:
# no requirement rows, a full Bench or an empty deck only makes it do less)
_FIND_THERE = r" you find there"
_OTHERS_BACK = r"shuffle the other cards back"


@rec(r"look at the top (\d+) cards of your deck" + END + r"you may put any number of pokémon" + _FIND_THERE + r" onto your bench"
     + END + _OTHERS_BACK + r" into your deck" + END, "post")
def _look_bench(m, c):
    how = fx.LT_DEST * fx.TO_BENCH + fx.LT_REST * fx.LT_SHUFFLE + fx.LT_MAY
    return [["LOOK_TOP", int(m.group(1)), fx.KIND_BASIC_POKEMON, how]]


# --- wordings batch: EX-era leftovers on existing opcodes --------------------------------------
# "N damage times the number of Pokémon in play (both players'), excluding this Pokémon": the
# attacker is the acting player's Active, so the others are both Benches and the opponent's Active
@rec(r"(?:this attack )?does (\d+) damage times the number of pokémon in play \(both yours and your opponent's\),"
     r" excluding " + ME + END, "pre")
def _per_others_in_play(m, c):
    n = int(m.group(1))
    return [["DMG_SET", 0], ["DMG_ADD_PER_BENCH", n, fx.SELF], ["DMG_ADD_PER_BENCH", n, fx.OPP], ["DMG_ADD", n]]


# after "flip a coin until you get tails": one basic Energy card (any type) per heads
const(r"for each heads, search your discard pile for a basic energy card and attach it to " + ME + END, "post",
      [["ATTACH_ENERGY", 0, fx.FROM_DISCARD, fx.ANY]])

# the opponent's Active to its owner's hand; with no Benched Pokémon to replace it the attack
# does nothing (the reminder that follows says so: the guard is read with it)
@rec(r"(flip a coin" + END + r"if heads, )?your opponent returns " + DEF + r" and all cards attached to it to " + _THEIR + r" hand"
     + END + r"\(if your opponent doesn't have any benched pokémon or other active pokémon, this attack does nothing\.\)\s*", "post")
def _return_def_guarded(m, c):
    rows = [["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, 1, 1], ["RETURN_DEF_TO_HAND"]]
    return [["FLIP", 1]] + _heads(rows) if m.group(1) else rows


# "heal N damage from each of your Basic Pokémon": HEAL's ELIG filter (a Basic: no Evolution card)
@rec(r"heal (\d+) damage from each of your basic pokémon" + END, "post")
def _heal_each_basic(m, c):
    return [["HEAL", int(m.group(1)), fx.EACH_OWN, fx.ELIG_BASIC]]


# "if this Pokémon is <A> or <B>, this attack does N more damage": either Special Condition
@rec(r"if " + ME + r" is (" + R.COND_RE + r") or (" + R.COND_RE + r"), this attack does (\d+) more damage" + END, "pre")
def _more_if_either_cond(m, c):
    n = int(m.group(3))
    a, b = (fx.CNT_SELF_COND + R.CONDS[m.group(i)] for i in (1, 2))
    return [["SKIP_UNLESS_COUNT", a, 1, 2], ["DMG_ADD", n], ["SKIP", 2], ["SKIP_UNLESS_COUNT", b, 1, 1], ["DMG_ADD", n]]


# "if your opponent doesn't have exactly N or N+1 Prize cards remaining, this attack does nothing"
@rec(r"if your opponent doesn't have exactly (\d+) or (\d+) prize cards remaining, this attack does nothing" + END, "pre")
def _nothing_unless_prizes(m, c):
    lo, hi = int(m.group(1)), int(m.group(2))
    if hi != lo + 1:
        return None
    return [["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_LEFT, lo, 2], ["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_LEFT, -(hi + 1), 1],
            ["SKIP", 1], ["STOP"]]


# "if the Defending Pokémon is <board condition>, that Pokémon is now <conditions>"
@rec(r"if (" + DEF + r" is [^,.]+), that pokémon is now " + _COND_LIST + END, "post")
def _if_def_that_cond(m, c):
    tests = R._board_cond(m.group(1))
    if not tests or " or " in m.group(2):
        return None
    return R._wrap_board(tests, _conds(m.group(2), fx.OPP))


const(r"remove all special conditions and all damage counters from " + ME + END, "post", [["CURE", fx.SELF], ["HEAL", 0, fx.SELF]])


# basic Energy cards (the word "basic" printed: no Special Energy) from the discard pile to the hand
@rec(r"search your discard pile for (?:up to (\d+)|an?) basic (?:(" + TYPES + r") )?energy cards?, show (?:it|them) to your opponent,"
     r" and put (?:it|them) into your hand" + END, "post")
def _recover_basic_shown(m, c):
    t = m.group(2)
    kind = fx.KIND_BASIC_ENERGY_OF_TYPE + _type(t) if t else fx.KIND_BASIC_ENERGY
    return [["RECOVER", int(m.group(1) or 1), kind, fx.TO_HAND]]


@rec(r"look at the top (\d+) cards of your opponent's deck,? and put them back on top of your opponent's deck in any order" + END,
     "post")
def _opp_top_any_order(m, c):
    return [["TOP_REARRANGE", int(m.group(1)), fx.OPP]]


# EX era: a Pokémon-ex (the card table's CF_EX tag)
@rec(r"search your deck for a pokémon-ex, show it to your opponent, and put it into your hand" + END + R.OPT_SHUFFLE, "post")
def _search_pokemon_ex(m, c):
    return [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, CF_EX), fx.TO_HAND]]


# EX era (a 1-on-1 game: "1 of the Defending Pokémon" is the Defending Pokémon)
@rec(r"choose 1 of the defending pokémon" + END + r"that pokémon is now " + _COND_LIST + END, "post")
def _one_of_def_cond(m, c):
    return None if " or " in m.group(1) else _conds(m.group(1), fx.OPP)


const(r"switch 1 of " + OPP_BENCH + r" with 1 of the defending pokémon" + END
      + r"your opponent chooses the defending pokémon to switch" + END, "post", [["GUST", fx.SELF]])
const(r"switch 1 of the defending pokémon with 1 of " + OPP_BENCH + END
      + r"your opponent picks the benched pokémon to switch" + END, "post", [["GUST", fx.OPP]])


# "up to N in any combination of Basic Pokémon or Evolution cards" (EX era: every Pokémon card)
@rec(r"search your deck for up to (\d+) in any combination of basic pokémon or evolution cards" + END
     + r"show them to your opponent and put them into your hand" + END + R.OPT_SHUFFLE, "post")
def _search_any_pokemon(m, c):
    return [["SEARCH_DECK", int(m.group(1)), fx.KIND_POKEMON, fx.TO_HAND]]


# "discard a [type] Energy card attached to this Pokémon. if you do, X": X only when there was one
@rec(r"discard an? (?:(" + TYPES + r") )?energy card attached to " + ME + END + _IF_YOU_DO + r"([^.]*" + END + r")"
     + r"(?:\(don't apply " + WR + r" for benched pokémon\.\)\s*)?", "post")
def _discard_if_you_do_clause(m, c):
    rows = _clause(m.group(2), c)
    if rows is None:
        return None
    t = _type(m.group(1))
    return _unless(R._cnt_arg(fx.CNT_SELF_ENERGY, t) if m.group(1) else fx.CNT_SELF_ENERGY, 1,
                   [["DISCARD_ENERGY", 1, fx.SELF, t]] + rows)


# --- Technical Machines' attacks and other SV/ME wordings (helper H2) ----------------------
# "choose up to N of your Benched Pokémon; for each, a card from the deck that evolves from it":
# one EVOLVE_FROM_DECK row (a=2: a Benched Pokémon that may evolve this turn) per Pokémon
@rec(r"choose up to (\d+) of " + R.OWN_BENCH + END + r"for each of those pokémon, " + _SEARCH_DECK
     + r"a card that evolves from that pokémon and put it onto that pokémon to evolve it" + END + R.OPT_SHUFFLE, "post")
def _evolve_bench_from_deck(m, c):
    return [["EVOLVE_FROM_DECK", 2]] * int(m.group(1))


# the top Evolution card of each of the opponent's evolved Pokémon to their hand
const(r"(?:devolve each of your opponent's evolved pokémon by putting the highest stage evolution card on it into your "
      r"opponent's hand|if your opponent has any evolved pokémon in play, remove the highest stage evolution card from each "
      r"of them and put those cards back into " + _THEIR + r" hand)" + END, "post", [["DEVOLVE", 1, 1]])


# "put up to N <this card's name> from your discard pile onto your Bench"
@rec(r"put up to (\d+) " + ME + r" from your discard pile onto your bench" + END, "post")
def _revive_own_name(m, c):
    return [["RECOVER", int(m.group(1)), c.card, fx.TO_BENCH]] if c.card else None


# "choose 1 of your Benched N's Pokémon's attacks and use it as this attack"
@rec(r"choose 1 of your benched (n's|marnie's) pokémon's attacks and use it as this attack" + END, "post")
def _copy_bench_owner(m, c):
    from ..kernel.cardtable import CF_MARNIES, CF_NS
    cf = CF_NS if m.group(1) == "n's" else CF_MARNIES
    return [["COPY_DEF_ATTACK", 1, cf.bit_length()]]  # b = bit + 1

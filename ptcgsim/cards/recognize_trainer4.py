"""Trainer and attack wordings of the Scarlet & Violet and Mega Evolution sets (helper H2):
an owner's Pokémon in searches ("N's", "Marnie's"), disruption of the opponent's hand, a
Briar-like extra prize, a heal that reads the Active's Energy, and attacks that place damage
counters per card in hand or need a named Pokémon on the Bench.

Imported at the end of :mod:`ptcgsim.cards.recognize` (after recognize_trainer3).  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_MARNIES, CF_NS, CF_TERA
from . import recognize_trainer as rt
from . import recognize as R
from .recognize import END, ME, NUM, T, TYPES, _n, _type, const, rec

_THEIR = r"(?:his or her|their)"
_OWNERS = {"n's": CF_NS, "marnie's": CF_MARNIES}


def _owner_kind(s: str) -> int | None:
    """"an N's Pokémon", "a Marnie's Pokémon": a Pokémon card with that owner's tag."""
    m = re.fullmatch(r"(n's|marnie's) pokémon", s)
    return fx.kind_flag(fx.KIND_POKEMON, _OWNERS[m.group(1)]) if m else None


rt.KIND_HOOKS.append(_owner_kind)

# --- the opponent's hand ---------------------------------------------------------------------
# "your opponent reveals their hand, and you discard (up to N) <kind> you find there"
_REVEALS = r"your opponent reveals " + _THEIR + r" hand(?:,)? and you discard "


@rec(_REVEALS + r"(?:up to (\d+) (item cards|cards)|an? (card|item card)) you find there" + END, "post", ("attack", "trainer"))
def _discard_revealed(m, c):
    n = int(m.group(1)) if m.group(1) else 1
    kind = m.group(2) or m.group(3)
    return [["DISCARD_HAND", n, fx.KIND_ITEM if kind.startswith("item") else fx.KIND_ANY, fx.OPP_REVEALED]]


@rec(r"your opponent discards cards from " + _THEIR + r" hand until they have (\d+) cards in " + _THEIR + r" hand" + END,
     "post", ("attack", "trainer"))
def _discard_down_to(m, c):
    return [["DISCARD_HAND", -int(m.group(1)), fx.KIND_ANY, fx.OPP]]


# --- Briar-like: an extra prize for a Knock Out by a Tera Pokémon's attack this turn ----------
@rec(r"you can use this card only if your opponent has exactly (\d+) prize cards remaining" + END, "req", T)
def _req_opp_prizes_exactly(m, c):
    n = int(m.group(1))
    return [["REQ_COUNT", fx.CNT_OPP_PRIZES_LEFT, n], ["REQ_COUNT", fx.CNT_OPP_PRIZES_LEFT, -(n + 1)]]


@rec(r"during this turn, if your opponent's active pokémon is knocked out by damage from an attack used by your tera pokémon, "
     r"take (\d+|an?) more prize cards?" + END, "post", T)
def _turn_extra_prize(m, c):
    return [["TURN_EXTRA_PRIZE", _n(m.group(1)), CF_TERA.bit_length() - 1]]


# --- "heal N damage from your Active Pokémon that has K or more Energy attached" -------------
# (a requirement: with fewer, the card would do nothing; greedy never plays it then)
@rec(r"heal (\d+) damage from your active pokémon that has (\d+) or more energy attached" + END, "post", T)
def _heal_active_energy(m, c):
    return [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY), int(m.group(2))], ["HEAL", int(m.group(1)), fx.SELF]]


# --- attacks ------------------------------------------------------------------------------------
@rec(r"place (\d+|an?) damage counters? on your opponent's active pokémon for each card in your hand" + END, "post")
def _counters_per_hand(m, c):
    return [["PUT_COUNTERS", 10 * _n(m.group(1)), fx.BENCH_DEF, 1 + fx.CNT_OWN_HAND]]


# "if you don't have <name> on your Bench, this attack does nothing"
@rec(r"if you don't have ([a-z][\w' -]*?) on your bench, this attack does nothing" + END, "pre")
def _unless_named_on_bench(m, c):
    if m.group(1).endswith("pokémon"):
        return None
    return [["SKIP_UNLESS_NAMED", fx.SELF, 1, m.group(1)], ["SKIP", 1], ["STOP"]]


# "discard all Energy from this Pokémon and place N damage counters on 1 of your opponent's Pokémon"
@rec(r"discard all energy from " + ME + r" and place (\d+) damage counters on 1 of your opponent's pokémon" + END, "post")
def _discard_all_then_counters(m, c):
    return [["DISCARD_ENERGY", 0, fx.SELF, fx.ANY], ["PUT_COUNTERS", 10 * int(m.group(1)), fx.BENCH_OPP_ANY_ONE]]


_ = (NUM, const)


# "this attack does N damage to 1 of your opponent's Pokémon for each <count>": the modifier rows
# make D, BENCH_DAMAGE a=0 deals D to the one the attacker picks (the Active as attack damage)
@rec(r"this attack does (\d+) damage to 1 of your opponent's pokémon for each ([^.]*?)" + END, "post")
def _per_to_any_one(m, c):
    if c.damaging:
        return None
    what = re.sub(r"^damage counters", "damage counter", m.group(2))
    rows = R._per_rows(what, int(m.group(1)), c)
    if rows is None or any(r[0] not in fx.PRE_DAMAGE for r in rows):
        return None
    return [["DMG_SET", 0]] + rows + [["BENCH_DAMAGE", 0, fx.BENCH_OPP_ANY_ONE]]


# --- Energy onto an owner's or a typed Benched Pokémon (TO_FILTER: the receiver's TC_* condition) --
def _receiver(kind: str) -> int | None:
    if kind == "n's":
        return fx.TC_NS
    return fx.TC_TYPE + _type(kind) if re.fullmatch(TYPES, kind) else None


@rec(r"attach an? basic (?:(" + TYPES + r") )?energy card from your discard pile to 1 of your benched (n's|" + TYPES + r") pokémon"
     + END, "post", T)
def _attach_discard_to_kind(m, c):
    tc = _receiver(m.group(2))
    if tc is None:
        return None
    src = fx.FROM_DISCARD + fx.TO_BENCH_ONLY + fx.TO_FILTER * tc
    return [["ATTACH_ENERGY_ONE", 1, src, _type(m.group(1)) if m.group(1) else fx.ANY]]


@rec(r"choose up to (\d+) of your benched (" + TYPES + r") pokémon and attach a basic energy card from your discard pile to "
     r"each of them" + END, "post", T)
def _attach_each_discard_to_type(m, c):
    src = fx.FROM_DISCARD + fx.TO_FILTER * (fx.TC_TYPE + _type(m.group(2)))
    return [["ATTACH_ENERGY_EACH", int(m.group(1)), src, fx.ANY]]


# "you can use this card only if you have any Tera Pokémon in play"
const(r"you can use this card only if you have any tera pokémon in play" + END, "req",
      [["REQ_COUNT", fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, CF_TERA.bit_length() - 1), 1]], T)


# "heal N damage from each Pokémon (both yours and your opponent's)"
@rec(r"heal (\d+) damage from each pokémon \(both yours and your opponent's\)" + END, "post", T)
def _heal_every(m, c):
    return [["HEAL", int(m.group(1)), fx.HEAL_EVERY]]

"""Coverage slice 29sva: Scarlet & Violet / Mega Evolution attacks, more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

The attack wordings read here (all of them guarded off the EX era):

* "you may <one effect>": ``CHOOSE_ONE`` between the effect's rows and a ``NOP`` (the player's
  choice; greedy values each option as a Trainer's rows and takes the first on a tie): an Energy
  from the opponent's Active to 1 of their Benched Pokémon (``MOVE_ENERGY`` b=OPP), their Active
  switched out (``GUST`` OPP, they pick), this Pokémon and all attached cards to the hand or
  shuffled into the deck (``RETURN_TO_HAND``), damage to itself and a Special Condition
  (``SELF_DAMAGE``, ``COND``), the top card of the deck looked at and discarded (``MILL_OPP`` b=1);
* "choose a player", that player's hand shuffled into the deck and N cards drawn:
  ``CHOOSE_ONE`` between ``SHUFFLE_HAND_DRAW`` and ``OPP_SHUFFLE_HAND_DRAW``;
* repeats unrolled to a bound no game reaches (a deck's 60 cards; 60 damage counters): the top card
  of the opponent's deck per unit of a type attached (``SKIP_UNLESS_COUNT`` ``CNT_SELF_ENERGY``,
  ``MILL_OPP``), a random card of the opponent's hand while they hold more than N
  (``CNT_OPP_HAND``, ``OPP_DISCARD_HAND_RANDOM``), N damage to itself per damage counter on it
  (``CNT_SELF_DAMAGE`` tested from the most counters down, ``SELF_DAMAGE``), every Energy from the
  attacking (Active) Pokémon to the Bench one card a row (``MOVE_ENERGY`` ``MOVE_FROM`` ``TC_ACTIVE``);
* one test per type: N more per type among the Benched Pokémon (``CNT_OWN_BENCH_TYPE``), N more
  when both players have a Pokémon of one type in play (``CNT_OWN_TYPE_IN_PLAY`` and
  ``CNT_OPP_FLAG_IN_PLAY`` of the printed type's cflags bit, the first type found skipping the rest).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_TYPES
from . import recognize as R

ME, END, TYPES = R.ME, R.END, R.TYPES
_A = ("attack",)
_OPP_ACTIVE = r"your opponent's active pokémon"
_CF_TYPES_BIT = CF_TYPES.bit_length() - 1  #: the cflags bit of type 0 (a card's printed types: bit + type)
_DECK_MAX = 60  #: no zone holds more than a deck's cards: the per-card repeats below never run more often
_COUNTERS_MAX = 60  #: damage counters on a Pokémon in play (fewer than its HP / 10; no Pokémon has 600 HP)


def _sv(c) -> bool:
    return c.kind == "attack" and not c.ex_era


def _may(rows: list, do_first: bool) -> list:
    """ "you may <rows>": ``CHOOSE_ONE`` between the rows and doing nothing (a ``NOP``).  The option
    greedy takes on a tie comes first: the effect where it is one the player wants on its own
    (moving the opponent's Energy away), nothing where greedy must see a gain first (leaving play,
    damage to itself)."""
    rows = [list(r) for r in rows]
    if do_first:
        return [["CHOOSE_ONE", len(rows) + 1, 1]] + rows + [["SKIP", 1], ["NOP"]]
    return [["CHOOSE_ONE", 2, len(rows)], ["NOP"], ["SKIP", len(rows)]] + rows


# --- "you may <one effect>" (CHOOSE_ONE with nothing as the other option) -------------------------------
# an Energy card (Special too) from the opponent's Active to 1 of their Benched Pokémon, the attacker's
# picks of both (MOVE_ENERGY b=OPP; nothing without a Benched Pokémon or an Energy)
@R.rec(r"you may move an energy from " + _OPP_ACTIVE + r" to 1 of their benched pokémon" + END, "post", _A)
def _may_move_opp_energy(m, c):
    return _may([["MOVE_ENERGY", 0, fx.OPP, fx.ANY]], True) if _sv(c) else None


# the opponent's Active to the Bench, the opponent picking the new Active ("(your opponent chooses the
# new active pokémon.)" is recognize.py's reminder, no rows)
@R.rec(r"you may switch out " + _OPP_ACTIVE + r" to the bench" + END, "post", _A)
def _may_switch_out_opp(m, c):
    return _may([["GUST", fx.OPP]], False) if _sv(c) else None


# this Pokémon and every card attached to the hand (RETURN_TO_HAND), or shuffled into the deck (a=2)
@R.rec(r"you may (put|shuffle) " + ME + r" and all attached cards into your (hand|deck)" + END, "post", _A)
def _may_leave(m, c):
    if not _sv(c) or (m.group(1) == "put") != (m.group(2) == "hand"):
        return None
    return _may([["RETURN_TO_HAND"]] if m.group(1) == "put" else [["RETURN_TO_HAND", 2, 0]], False)


# "you may have this pokémon also do N damage to itself and make your opponent's active pokémon <cond>"
@R.rec(r"you may have " + ME + r" also do (\d+) damage to itself and make " + _OPP_ACTIVE + r" (" + R.COND_RE + r")" + END,
       "post", _A)
def _may_recoil_cond(m, c):
    if not _sv(c) or not c.damaging:
        return None
    return _may([["SELF_DAMAGE", int(m.group(1))], ["COND", R.CONDS[m.group(2)], fx.OPP]], False)


# --- "choose a player", then that player's hand shuffled into the deck and N cards drawn ----------------
_THAT_PLAYER = r"that player shuffles their hand"
@R.rec(r"choose a player" + END + _THAT_PLAYER + r" into their deck and draws (\d+) cards?" + END, "post", _A)
def _choose_player_shuffle_draw(m, c):
    if not _sv(c):
        return None
    n = int(m.group(1))
    return [["CHOOSE_ONE", 2, 1], ["SHUFFLE_HAND_DRAW", n], ["SKIP", 1], ["OPP_SHUFFLE_HAND_DRAW", n]]


# --- one card per unit / until a count: unrolled -----------------------------------------------------------
# "for each <type> energy attached to this pokémon, discard the top card of your opponent's deck": one
# card per unit of the type (CNT_SELF_ENERGY), at most a deck's cards
@R.rec(r"for each (?:(" + TYPES + r") )?energy attached to " + ME + r", discard the top card of your opponent's deck" + END,
       "post", _A)
def _mill_per_energy(m, c):
    if not _sv(c):
        return None
    code = fx.count_code(fx.CNT_SELF_ENERGY, R._type(m.group(1)))
    out = []
    for k in range(1, _DECK_MAX + 1):
        out += [["SKIP_UNLESS_COUNT", code, k, 1], ["MILL_OPP", 1]]
    return out


# random cards of the opponent's hand discarded "until they have N cards in their hand": one random
# card while they hold more than N (a hand holds at most a deck's cards)
_RANDOM_FROM_OPP_HAND = r"discard random cards from your opponent's hand"
@R.rec(_RANDOM_FROM_OPP_HAND + r" until they have (\d+) cards in their hand" + END, "post", _A)
def _random_discard_down_to(m, c):
    if not _sv(c):
        return None
    n = int(m.group(1))
    out = []
    for _ in range(_DECK_MAX - n):
        out += [["SKIP_UNLESS_COUNT", fx.CNT_OPP_HAND, n + 1, 1], ["OPP_DISCARD_HAND_RANDOM", 1]]
    return out


# "this pokémon also does N damage to itself for each damage counter on it": N per counter counted
# before any of it is placed: the tests run from the most counters down (a placement only adds
# counters, and every lower test holds already), each placing N (SELF_DAMAGE: no Weakness,
# Resistance or modifier, so N at a time is the sum)
@R.rec(ME + r" also does (\d+) damage to itself for each damage counter on it" + END, "post", _A)
def _recoil_per_counter(m, c):
    if not _sv(c) or not c.damaging:
        return None
    n = int(m.group(1))
    out = []
    for k in range(_COUNTERS_MAX, 0, -1):
        out += [["SKIP_UNLESS_COUNT", fx.CNT_SELF_DAMAGE, k, 1], ["SELF_DAMAGE", n]]
    return out


# "move all [<type>] energy from this pokémon to your benched pokémon in any way you like": one card
# at a time (MOVE_ENERGY a=0: a move the player must make while one can be made) from the Active,
# which is the Pokémon attacking (MOVE_FROM TC_ACTIVE), to a Benched Pokémon of the player's pick,
# once per card a Pokémon can hold at most (a deck's cards)
@R.rec(r"move all (?:(" + TYPES + r") )?energy from " + ME + r" to your benched pokémon in any way you like" + END, "post", _A)
def _move_all_to_bench(m, c):
    if not _sv(c):
        return None
    t = fx.MOVE_FROM * fx.TC_ACTIVE + R._type(m.group(1)) + 1
    return [["MOVE_ENERGY", 0, 0, t] for _ in range(_DECK_MAX)]


# --- types on the board, one test per type --------------------------------------------------------------
_N_TYPES = len(R.TYPES.split("|"))  #: the 11 types (TYPE_INDEX 0 .. 10, Colorless included)


# "this attack does N more damage for each different type of pokémon on your bench": N per type some
# Benched Pokémon has (CNT_OWN_BENCH_TYPE, the Pokémon's type)
@R.rec(r"this attack does (\d+) more damage for each different type of pokémon on your bench" + END, "pre", _A)
def _more_per_bench_type(m, c):
    if not _sv(c) or not c.damaging:
        return None
    n = int(m.group(1))
    out = []
    for t in range(_N_TYPES):
        out += [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_BENCH_TYPE, t), 1, 1], ["DMG_ADD", n]]
    return out


# a type shared by "any of your pokémon in play" and "any of your opponent's pokémon in play", for N
# more damage: per type, one of yours (CNT_OWN_TYPE_IN_PLAY) and one of theirs
# (CNT_OPP_FLAG_IN_PLAY, its printed type) of it; the first type both have adds N and skips the rest
_ANY_OF_YOURS = r"if any of your pokémon in play are the same type as "
@R.rec(_ANY_OF_YOURS + r"any of your opponent's pokémon in play, this attack does (\d+) more damage" + END, "pre", _A)
def _shared_type_more(m, c):
    if not _sv(c) or not c.damaging:
        return None
    n = int(m.group(1))
    out = []
    for t in range(_N_TYPES):
        rest = 4 * (_N_TYPES - 2 - t) + 3 if t < _N_TYPES - 1 else 0  # the later blocks (the last has no SKIP)
        tail = [["SKIP", rest]] if rest else []
        out += [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_TYPE_IN_PLAY, t), 1, 2 + len(tail)],
                ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, _CF_TYPES_BIT + t), 1, 1 + len(tail)],
                ["DMG_ADD", n]] + tail
    return out


# the top card of the deck looked at, then "you may discard that card": the choice made knowing it
# (CHOOSE_ONE: keep it, or discard the top card of the player's own deck, MILL_OPP b=1)
_LOOK_TOP_OWN = r"look at the top card of your deck"
@R.rec(_LOOK_TOP_OWN + END + r"you may discard that card" + END, "post", _A)
def _look_top_may_discard(m, c):
    return _may([["MILL_OPP", 1, 1]], False) if _sv(c) else None

"""Kernel slice 29 k4: targeted attachments, heals, switches and Energy removals (mostly Scarlet &
Violet / Mega Evolution Trainers and Abilities) read into the mechanics this slice added.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

The wordings read here:

* Abilities: "attach a basic <type> energy card from your hand|discard pile to 1 of your pokémon.
  if you attached energy to a pokémon in this way, heal N damage from that pokémon", and "search
  your deck for a basic <type> energy card and attach it to 1 of your [benched] [<type>] pokémon.
  then, shuffle your deck. if you attached energy to a pokémon in this way, place N damage counters
  on that pokémon": ``ATTACH_THEN`` (a > 0 heal, a < 0 counters);
* Abilities: "attach up to N basic <type> energy cards from your discard pile to your basic <type>
  pokémon in any way you like": ``ATTACH_ENERGY_ANY`` with a two-condition ``TO_FILTER``;
* Trainers: "choose up to N of your <ancient|future|type> pokémon and attach a basic energy card
  from your discard pile to each of them. if you attached any energy in this way, draw N cards";
  "choose up to N of your <type> pokémon. for each of those pokémon, search your deck for a basic
  <type> energy card and attach it to that pokémon. then, shuffle your deck. if you attached energy
  to your active pokémon in this way, it is now poisoned"; "attach a basic energy card from your
  discard pile to each of your future|ancient pokémon": ``ATTACH_ENERGY_EACH`` with
  ``TO_ACTIVE_TOO`` (the Active may get one), its N read by ``SKIP_UNLESS_N``;
* Trainers and Abilities: "switch in 1 of your opponent's benched basic pokémon [that has N hp or
  less remaining] to the active spot" (``GUST`` with a ``TC_*`` filter; a Trainer's requirement
  ``REQ_OPP_BENCH`` with the same filter), "if you do, the new active pokémon is now <condition>";
* Trainers and Abilities: "put an energy attached to your opponent's active pokémon" "into their
  hand | on top of their deck" (``OPP_ENERGY_TO``), "if you do, attach an energy card from your
  hand to your active pokémon" (a Trainer: ``ATTACH_ENERGY`` to SELF, the Active);
* Abilities: "heal all damage from your active <type> pokémon | each of your evolution pokémon.
  if you healed any damage in this way, discard all energy from that pokémon | those pokémon"
  (``HEAL_ALL_DISCARD_ENERGY`` with a ``TC_*`` filter);
* Trainers: "during this turn, your pokémon can't attack" (an attack's "during your next turn"):
  ``NO_ATTACK_TURN``; "search your deck for up to N basic energy cards and attach them to 1 of your
  pokémon" (``ATTACH_ENERGY_ONE``); "move up to N energy from 1 of your pokémon to another of your
  pokémon" (``MOVE_ENERGY`` b = ``ME_SAME_PAIR``); "choose up to N of your pokémon and heal N damage
  from each of them" (``HEAL_ANY_OWN`` b = ``HEAL_UP_TO`` + N); the Team Rocket's switch of your
  Active, then a gust (``SWITCH_SELF`` a=3); a card of the opponent's revealed hand to the bottom of
  their deck (``DISCARD_HAND`` ``OPP_REVEALED + DH_BOTTOM``), then "your opponent may draw"
  (``DRAW`` b=8);
* attacks: a typed card from the hand to 1 of your [Benched] Pokémon, "if you do, heal all damage
  from that pokémon" (``ATTACH_THEN`` ``ATTACH_HEAL_ALL``).
"""

from __future__ import annotations

from .. import effects as fx
from ..kernel.cardtable import CF_TEAM_ROCKET
from . import recognize as R

END, TYPES = R.END, R.TYPES
_T = ("trainer",)
_P = ("power",)
_PT = ("power", "trainer")
_SRC = {"hand": fx.FROM_HAND, "discard pile": fx.FROM_DISCARD}
_TAG = {"ancient": fx.TC_ANCIENT, "future": fx.TC_FUTURE}


def _two(c1: int, c2: int) -> int:
    return c1 + fx.TC_SHIFT * c2 if c1 else c2


# --- attach 1 card to 1 of your Pokémon, then heal it / counters on it -----------------------------
@R.rec(r"attach a basic (" + TYPES + r") energy card from your (hand|discard pile) to 1 of your pokémon" + END
       + r"if you attached energy to a pokémon in this way, heal (\d+) damage from that pokémon" + END, "post", _P)
def _attach_then_heal(m, c):
    return [["ATTACH_THEN", int(m.group(3)), _SRC[m.group(2)], R._type(m.group(1))]]


@R.rec(r"search your deck for a basic (" + TYPES + r") energy card and attach it to 1 of your (benched )?(?:(" + TYPES
       + r") )?pokémon" + END + r"then, shuffle your deck" + END
       + r"if you attached energy to a pokémon in this way, (?:place|put) (\d+) damage counters? on that pokémon" + END,
       "post", _P)
def _search_attach_then_counters(m, c):
    src = fx.FROM_DECK + (fx.TO_BENCH_ONLY if m.group(2) else 0)
    if m.group(3):
        src += fx.TO_FILTER * (fx.TC_TYPE + R._type(m.group(3)))
    return [["REQ_DECK"], ["ATTACH_THEN", -10 * int(m.group(4)), src, R._type(m.group(1))]]


# --- up to N typed cards from the discard pile to your Basic <type> Pokémon ------------------------
@R.rec(r"attach up to (\d+) basic (" + TYPES + r") energy cards from your discard pile to your (basic|evolution) (" + TYPES
       + r") pokémon in any way you like" + END, "post", _P)
def _discard_to_stage_typed(m, c):
    t = R._type(m.group(2))
    stage = fx.TC_BASIC if m.group(3) == "basic" else fx.TC_EVOLVED
    to = fx.FROM_DISCARD + fx.TO_FILTER * _two(stage, fx.TC_TYPE + R._type(m.group(4)))
    return [["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + t], ["ATTACH_ENERGY_ANY", int(m.group(1)), to, t]]


# --- 1 card to each of up to N of your Pokémon, the Active included ----------------------------------
def _who(s: str) -> int:
    return _TAG[s] if s in _TAG else fx.TC_TYPE + R._type(s)


_WHO = r"(ancient|future|" + TYPES + r")"


@R.rec(r"choose up to (\d+) of your " + _WHO + r" pokémon and attach a basic energy card from your discard pile" r" to each of"
       r" them" + END + r"if you attached any energy in this way, draw (\d+) cards" + END, "post", _T)
def _each_then_draw(m, c):
    src = fx.FROM_DISCARD + fx.TO_ACTIVE_TOO + fx.TO_FILTER * _who(m.group(2))
    return [["ATTACH_ENERGY_EACH", int(m.group(1)), src, fx.ANY], ["SKIP_UNLESS_N", 1, 1], ["DRAW", int(m.group(3))]]


@R.rec(r"choose up to (\d+) of your (" + TYPES + r") pokémon" + END + r"for each of those pokémon, search your deck for a basic ("
       + TYPES + r") energy card and attach it to that pokémon" + END + r"then, shuffle your deck" + END
       + r"if you attached energy to your active pokémon in this way, it is now (" + R.COND_RE + r")" + END, "post", _T)
def _each_search_then_cond(m, c):
    src = fx.FROM_DECK + fx.TO_ACTIVE_TOO + fx.TO_FILTER * (fx.TC_TYPE + R._type(m.group(2)))
    cond = R.CONDS[m.group(4)]
    return [["ATTACH_ENERGY_EACH", int(m.group(1)), src, R._type(m.group(3))],
            ["SKIP_UNLESS_N", fx.ATTACHED_ACTIVE, 1], ["COND", cond, fx.SELF]]


@R.rec(r"attach a basic energy card from your discard pile" r" to each of your (ancient|future) pokémon" + END, "post", _T)
def _each_tagged(m, c):
    return [["ATTACH_ENERGY_EACH", 0, fx.FROM_DISCARD + fx.TO_ACTIVE_TOO + fx.TO_FILTER * _TAG[m.group(1)], fx.ANY]]


# --- a filtered switch of the opponent's Benched Pokémon -------------------------------------------
_GUST_F = (r"switch in 1 of your opponent's benched (basic )?pokémon(?: that has (\d+) hp or less remaining)? to the active"
           r" spot" + END)


def _gust_filter(m) -> int | None:
    hp = {90: fx.TC_HP_90, 30: fx.TC_HP_30}.get(int(m.group(2))) if m.group(2) else 0
    if hp is None:
        return None
    return _two(fx.TC_BASIC if m.group(1) else 0, hp)


@R.rec(_GUST_F + r"(?:if you do, the new active pokémon is now (" + R.COND_RE + r")" + END + r")?", "post", _PT)
def _gust_filtered(m, c):
    f = _gust_filter(m)
    if not f:
        return None  # no filter: the older rules' plain GUST
    rows = [["GUST", fx.SELF, 0, f]]
    if m.group(3):
        rows += [["SKIP_UNLESS_N", 1, 1], ["COND", R.CONDS[m.group(3)], fx.OPP]]
    if c.kind == "trainer":
        rows = [["REQ_OPP_BENCH", f]] + rows
    return rows


# --- an Energy of the opponent's Active into their hand / on top of their deck ----------------------
_OPP_EN = r"put an energy attached to your opponent's active pokémon (into their hand|on top of their deck)" + END


@R.rec(_OPP_EN + r"(if you do, attach an energy card from your hand to your active pokémon" + END + r")?", "post", _PT)
def _opp_energy_to(m, c):
    rows = [["OPP_ENERGY_TO", 0, 0 if m.group(1) == "into their hand" else 1]]
    if m.group(2):
        if c.kind != "trainer":
            return None  # a power's "your active pokémon" is not its acting slot
        rows += [["SKIP_UNLESS_N", 1, 1], ["ATTACH_ENERGY", 1, fx.FROM_HAND, fx.ENERGY_ANY_CARD]]
    if c.kind == "trainer":
        rows = [["REQ_OPP_ENERGY"]] + rows
    return rows


# --- heal all damage from filtered Pokémon, then their Energy discarded ----------------------------
@R.rec(r"heal all damage from (your active (" + TYPES + r") pokémon|each of your evolution pokémon)" + END
       + r"if you healed any damage in this way, discard all energy from (that|those) pokémon" + END, "post", _P)
def _heal_all_filtered(m, c):
    if m.group(2):
        if m.group(3) != "that":
            return None
        return [["HEAL_ALL_DISCARD_ENERGY", 0, 0, _two(fx.TC_ACTIVE, fx.TC_TYPE + R._type(m.group(2)))]]
    if m.group(3) != "those":
        return None
    return [["HEAL_ALL_DISCARD_ENERGY", 0, 0, fx.TC_EVOLVED]]


# --- "during this turn | your next turn, your pokémon can't attack" ----------------------------------
@R.rec(r"during (this|your next) turn, your pokémon can't attack" + END
       + r"\(this includes (?:new )?pokémon that come into play(?: this turn)?\.\)\s*", "post", ("attack", "trainer"))
def _no_attack_turn(m, c):
    nxt = m.group(1) == "your next"
    if nxt != (c.kind == "attack"):
        return None  # a Trainer's "this turn", an attack's "your next turn"
    return [["NO_ATTACK_TURN", 1 if nxt else 0]]


# up to N basic Energy cards of any type from the deck, all to 1 of your Pokémon
@R.rec(r"search your deck for up to (\d+) basic energy cards and attach them to 1 of your pokémon" + END + R.OPT_SHUFFLE,
       "post", _T)
def _search_basic_to_one(m, c):
    return [["REQ_DECK"], ["ATTACH_ENERGY_ONE", int(m.group(1)), fx.FROM_DECK, fx.ANY]]


# --- up to N Energy (Special too) moved from 1 of your Pokémon to another ---------------------------
@R.rec(r"move up to (\d+) energy from 1 of your pokémon to another of your pokémon" + END, "post", _T)
def _move_pair(m, c):
    t = fx.MOVE_FROM * fx.TC_ANY_ENERGY  # any Energy card, any type, from a Pokémon that has one
    return [["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", int(m.group(1)), fx.ME_SAME_PAIR, t]]


# --- heal N from each of up to K of your Pokémon --------------------------------------------------
@R.rec(r"choose up to (\d+) of your pokémon and heal (\d+) damage from each of them" + END, "post", _T)
def _heal_up_to(m, c):
    return [["REQ_OWN_DAMAGED", 1], ["HEAL_ANY_OWN", int(m.group(2)), fx.HEAL_UP_TO + int(m.group(1))]]


# --- switch your Active <owner>'s Pokémon with 1 of your Benched ones; if you do, a gust -------------
_TR_BIT = CF_TEAM_ROCKET.bit_length() - 1  #: a Team Rocket's Pokémon (the card table's tag)


@R.rec(r"switch your active team rocket's pokémon" r" with 1 of your benched team rocket's pokémon" + END
       + r"if you do, switch in 1 of your opponent's benched pokémon" r" to the active spot" + END, "post", _T)
def _owner_switch_then_gust(m, c):
    return [["REQ_COUNT", fx.count_code(fx.CNT_OWN_ACTIVE_FLAG, _TR_BIT), 1],
            ["REQ_COUNT", fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _TR_BIT), 2],
            ["SWITCH_SELF", 3, 0, fx.TC_TEAM_ROCKET], ["SKIP_UNLESS_N", 1, 1], ["GUST", fx.SELF]]


# --- a card of the opponent's revealed hand onto the bottom of their deck ------------------------
_HAND_KIND = {"a pokémon": fx.KIND_POKEMON, "an energy card": fx.KIND_ENERGY, "a card": fx.KIND_ANY}


@R.rec(r"your opponent reveals their hand, and you (?:choose (a card|an energy card) you find there and put it"
       r"|put (a pokémon) you find there) on the bottom of their deck" + END, "post", _T)
def _opp_hand_to_bottom(m, c):
    return [["DISCARD_HAND", 1, _HAND_KIND[m.group(1) or m.group(2)], fx.OPP_REVEALED + fx.DH_BOTTOM]]


# --- EX: a typed Energy card from the hand to 1 of your Pokémon; if you do, counters removed from it --
@R.rec(r"attach an? (" + TYPES + r") energy card from your hand to 1 of your pokémon" + END
       + r"if you do, remove (\d+) damage counters? from that pokémon" + END, "post", _P)
def _attach_then_remove(m, c):
    return [["ATTACH_THEN", 10 * int(m.group(2)), fx.FROM_HAND, R._type(m.group(1))]]


@R.rec(r"your opponent reveals their hand, and you choose" r" a card you find there and put it on the bottom of their deck" + END
       + r"if you put a card on the bottom of your opponent's deck in this way, your opponent may draw (a|\d+) cards?" + END,
       "post", _T)
def _opp_hand_to_bottom_may_draw(m, c):
    n = 1 if m.group(1) == "a" else int(m.group(1))
    return [["DISCARD_HAND", 1, fx.KIND_ANY, fx.OPP_REVEALED + fx.DH_BOTTOM], ["SKIP_UNLESS_N", 1, 1], ["DRAW", n, 8]]


# --- an attack: a typed card from the hand to 1 of your (Benched) Pokémon; if you do, all its damage healed --
@R.rec(r"attach a basic (" + TYPES + r") energy card from your hand to 1 of your (benched )?pokémon" + END
       + r"if you do, heal all damage from that pokémon" + END, "post", ("attack",))
def _attach_then_heal_all(m, c):
    src = fx.FROM_HAND + (fx.TO_BENCH_ONLY if m.group(2) else 0)
    return [["ATTACH_THEN", fx.ATTACH_HEAL_ALL, src, R._type(m.group(1))]]


# --- attacks: Energy of the Defending Pokémon into their hand / deck (OPP_ENERGY_TO with a count, "you may") --
@R.rec(r"(you may )?put (an|\d+) energy attached to your opponent's active (stage 2 )?pokémon (into their hand|on top of"
       r" their deck)" + END, "post", ("attack",))
def _opp_energy_attack(m, c):
    n = 1 if m.group(2) == "an" else int(m.group(2))
    rows = [["OPP_ENERGY_TO", n, 0 if m.group(4) == "into their hand" else 1, 1 if m.group(1) else 0]]
    if m.group(3):
        rows = [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_STAGE), 2, 1]] + rows
    return rows


@R.rec(r"for each heads, shuffle an energy attached to your opponent's active pokémon into their deck" + END, "post", ("attack",))
def _opp_energy_per_heads(m, c):
    return [["OPP_ENERGY_TO", -1, 2, 0]]


@R.rec(r"put an energy attached to 1 of your opponent's pokémon into their hand" + END, "post", _T)
def _opp_any_energy_to_hand(m, c):
    return [["REQ_OPP_ENERGY", 1, fx.ANY], ["OPP_ENERGY_TO", 0, 0, 2]]

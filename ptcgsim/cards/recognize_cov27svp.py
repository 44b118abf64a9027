"""Coverage slice 27svp: Scarlet & Violet / Mega Evolution Abilities (issue 10), more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into
its table (and the power readers of :mod:`ptcgsim.cards.recognize_power`).  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).

Wordings read here (all of them powers):

* activated bodies: a basic Energy card of one type, of another or 1 of each from the hand to
  your Pokémon in any way (two ``ATTACH_ENERGY_ANY`` rows, one card each); on the move up to
  the Active Spot, any amount of <type> Energy from your other (Benched) Pokémon to it
  (``MOVE_ENERGY`` ``ME_MAY_STOP_MAX`` in its ``MOVE_FROM`` form); on evolving, an Energy card
  from the opponent's Active to 1 of their Benched Pokémon (``MOVE_ENERGY`` ``OPP``); counters
  on 1 of the opponent's Pokémon, then this Pokémon and its cards to the discard pile
  (``PUT_COUNTERS`` then ``DISCARD_FROM_PLAY``); the switch either way (from the Bench with the
  Active, ``SWITCH_WITH_ACTIVE``, or from the Active with a Benched Pokémon, ``SWITCH_SELF``,
  under ``SKIP_UNLESS_COUNT`` ``CNT_SELF_ACTIVE``); your Active's Special Conditions off
  (``CURE`` ``SELF``: a player's conditions are its Active's); a forced trigger that discards
  the top cards of your own deck (``MILL_OPP`` b=1);
* costs and header conditions: a card from the hand on the bottom of the deck before the
  header (``REQ_HAND_KIND`` + ``HAND_TO_DECK`` b=1, read after the body as recognize_power
  reads the "you must discard" costs); "if this Pokémon has any Energy attached" (``REQ_COUNT``
  ``CNT_SELF_ENERGY_KIND`` of ``KIND_ENERGY``); after the Bench condition, "and if you have any
  Mega Evolution Pokémon ex in play" (``REQ_COUNT`` ``CNT_OWN_FLAG_IN_PLAY`` ``CF_MEGA``), then
  "switch this Pokémon with your Active Pokémon" (``SWITCH_WITH_ACTIVE``);
* passive: "can't attack" unless the opponent has a Pokémon ex in play (no bundled card is a
  Pokémon V: ``PASSIVE_CANT_ATTACK_UNLESS`` on ``CNT_OPP_FLAG_IN_PLAY`` ``CF_EX``); while this
  Pokémon is on the Bench (in the Active Spot, in play), attacks of your Pokémon of one name do
  more damage (``PASSIVE_MODS`` ``TOOL_DMG_PLUS`` on ``TC_POWER_NAMED``, the name in the header).

It widens three of recognize_power's header regexes, each by one anchored alternative (as the
earlier slices widen ``_SAFE_OWN_ACTIVE``): ``_SAFE_OWN_ACTIVE`` (the Active cure, the Benched
switch-in), ``_LEAD_COST`` (the bottom-of-deck cost) and ``_MAY`` (a zero-width match after the
Bench condition, before the Mega one).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_EX, CF_MEGA
from . import recognize as R
from . import recognize_power as RP

_P = ("power",)
ME, END, TYPES = R.ME, R.END, R.TYPES


# --- activated bodies ----------------------------------------------------------------------------
# "a basic <A> energy card, a basic <B> energy card, or 1 of each from your hand to your pokémon in
# any way you like": at most 1 card of each type, each to a Pokémon of the player's pick
@R.rec(r"attach a basic (" + TYPES + r") energy card, a basic (" + TYPES + r") energy card, or 1 of each from your hand"
       r" to your pokémon in any way you like" + END, "post", _P)
def _one_of_each_from_hand(m, c):
    t1, t2 = R._type(m.group(1)), R._type(m.group(2))
    if t1 == t2:
        return None
    return [["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, t1], ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, t2]]


# on the move up (PW_ON_MOVE_UP: this Pokémon is the Active now), "any amount of <type> energy from
# your other pokémon to it": Energy cards that provide the type (Special ones too) from the Benched
# Pokémon to the Active, each move one the player may decline
@R.rec(r"move any amount of (" + TYPES + r") energy from your other pokémon to it" + END, "post", _P)
def _move_up_take_typed(m, c):
    t = fx.MOVE_FROM * fx.TC_BENCHED + R._type(m.group(1)) + 1
    return [["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, 0, t]]


# an Energy card (Special too) from the opponent's Active to 1 of their Benched Pokémon (the
# player's pick of both)
R.const(r"move an energy from your opponent's active pokémon to 1 of their benched pokémon" + END, "post",
        [["REQ_OPP_BENCH"], ["REQ_OPP_ENERGY"], ["MOVE_ENERGY", 0, fx.OPP, fx.ANY]], _P)


# counters on 1 of the opponent's Pokémon (there is always their Active), "if you placed any",
# this Pokémon and every card attached to the discard pile
@R.rec(r"put (\d+|an?) damage counters? on 1 of your opponent's pokémon" + END
       + r"if you placed any damage counters in this way, discard " + ME + r" and all attached cards" + END, "post", _P)
def _counters_then_away(m, c):
    return [["PUT_COUNTERS", 10 * R._n(m.group(1)), fx.BENCH_OPP_ANY_ONE], ["DISCARD_FROM_PLAY"]]


# the switch either way: from the Bench, with the Active; from the Active, with 1 of the Benched
_EITHER_WAY = (r"if " + ME + r" is on the bench, switch it with your active pokémon" + END
               + r"or, if " + ME + r" is in the active spot, switch it with 1 of your benched pokémon" + END)
R.const(_EITHER_WAY, "post",
        [["REQ_OWN_BENCH"], ["SKIP_UNLESS_COUNT", fx.CNT_SELF_ACTIVE, 1, 2], ["SWITCH_SELF"], ["SKIP", 1],
         ["SWITCH_WITH_ACTIVE"]], _P)

# your Active's Special Conditions off (a player's conditions are those of its Active Pokémon)
_ACTIVE_CURED = r"your active pokémon recovers from all special conditions"
R.const(_ACTIVE_CURED + END, "post", [["CURE", fx.SELF]], _P)

# "your Active Pokémon" in a power is read only through known wordings (recognize_power)
RP._SAFE_OWN_ACTIVE = re.compile(RP._SAFE_OWN_ACTIVE.pattern + "|" + _ACTIVE_CURED)


# a trigger with no "you may" (it happens): the top cards of your own deck to the discard pile
@R.rec(r"you must discard the top (\d+) cards of your deck" + END, "post", _P)
def _must_mill_own(m, c):
    return [["MILL_OPP", int(m.group(1)), 1]]


# --- costs and header conditions -----------------------------------------------------------------
# a cost printed before the header, "you must put a card from your hand on the bottom of your deck
# in order to use this ability": read after the body, as the "you must discard" costs
_BOTTOM = r"put a card from your hand on the bottom of your deck"
RP._LEAD_COST = re.compile(r"(you must (?:discard [^.]+?|" + _BOTTOM + r") in order to use this ability\.)\s*(?=once during your turn)")


@R.rec(r"(?:you must )?" + _BOTTOM + r" in order to use this ability" + END, "pre", _P)
def _bottom_cost(m, c):
    return [["REQ_HAND_KIND", 1, fx.KIND_ANY], ["HAND_TO_DECK", 1, 1]]


# "once during your turn, if this pokémon has any energy attached, you may ...": an Energy card on it
def _self_has_energy(text: str) -> list | None:
    if re.fullmatch(ME + r" has any energy(?: cards?)? attached(?: to it)?", text):
        return [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_ENERGY), 1]]
    return None


RP.HEADER_CONDS.append(_self_has_energy)


# a second header condition after the Bench one ("if this pokémon is on your bench, and if you have any
# mega evolution pokémon ex in play, you may use this ability"): the header reader takes the Bench
# condition (PW_BENCH_ONLY) and stops at the "and"; the body reads the rest as a requirement (every
# Mega Evolution Pokémon of the bundled sets is a Pokémon ex; a typed one is not this count), then
# the Benched Pokémon's switch with the Active
_AND_MEGA = r"and if you have any mega evolution pokémon ex in play, you may use this ability"
_SWITCH_ME_IN = r"switch " + ME + r" with your active pokémon"
RP._MAY = re.compile(RP._MAY.pattern + r"|(?<=if " + ME + r" is on your bench, )(?=" + _AND_MEGA + r"\.)")
R.const(_AND_MEGA + END + _SWITCH_ME_IN + END, "post",
        [["REQ_COUNT", fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, CF_MEGA.bit_length() - 1), 1], ["SWITCH_WITH_ACTIVE"]], _P)
RP._SAFE_OWN_ACTIVE = re.compile(RP._SAFE_OWN_ACTIVE.pattern + "|" + _SWITCH_ME_IN)


# --- passive powers ------------------------------------------------------------------------------
_NAME = r"((?!(?:a|an|any|your|this|basic|evolved|evolution|stage|pokémon)\b)[a-z][\w'.-]*(?: [a-z][\w'.-]*){0,2})"
_WHILE = {"on your bench": fx.TC_BENCHED, "in the active spot": fx.TC_ACTIVE, "in play": 0}


def _svp_passive(text: str) -> list | None:
    # "if your opponent has no pokémon ex or pokémon v in play, this pokémon can't attack" (no
    # bundled card is a Pokémon V: the test is the opponent's Pokémon ex in play)
    if re.fullmatch(r"if your opponent has no pokémon ex or pokémon v in play, " + ME + r" can't attack" + END, text):
        c = fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, CF_EX.bit_length() - 1) + fx.CANT_ATTACK_NEED * 1
        return [["POWER_PASSIVE", fx.PASSIVE_CANT_ATTACK_UNLESS, 0, c]]
    # "as long as this pokémon is on your bench, attacks used by your <name> do N more damage to your
    # opponent's active pokémon (before ...)": the name in the header's c (tables.py marks the deck's
    # cards of that name, TC_POWER_NAMED reads the mark)
    m = re.fullmatch(r"as long as " + ME + r" is (on your bench|in the active spot|in play), attacks used by your " + _NAME
                     + r" do (\d+) more damage to your opponent's active pokémon" + R.BWR + END, text)
    if m:
        name = m.group(2)
        if "pokémon" in name or name.endswith("'s") or " or " in name or " and " in name:
            return None
        c = fx.TC_POWER_NAMED + fx.MOD_SCOPE * fx.MS_OWN + fx.MOD_SRC * _WHILE[m.group(1)]
        return [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, name], ["TOOL", fx.TOOL_DMG_PLUS, int(m.group(3)), c]]
    return None


RP._LATER_PASSIVES.append(_svp_passive)

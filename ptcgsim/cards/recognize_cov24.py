"""Coverage slice 24: more wordings for opcodes the kernel already has (issues 10 and 14).

Imported at the end of :mod:`ptcgsim.cards.recognize` (after the power readers); the rules
register themselves into its table and into the power readers of
:mod:`ptcgsim.cards.recognize_power`.  Only regular-expression fragments live here, never
card sentences (DESIGN.md, card data policy).

* attacks: either player's top cards rearranged (``TOP_REARRANGE`` ``BOTH_PLAYERS``), a chosen
  Special Condition after a coin, each player draws (``DRAW`` and ``DRAW`` b=6), counters per
  card in the opponent's hand (``PUT_COUNTERS`` ``BENCH_DEF`` per count), a new hand as big as
  the opponent's (``SHUFFLE_HAND_DRAW`` 0 then ``DRAW`` b=2), a basic Energy card from the
  discard pile to a Benched Pokémon, typed Pokémon from the discard pile onto the Bench
  (``RECOVER`` ``TO_BENCH``), a pre-damage switch whose damage goes to the new Defending
  Pokémon (``GUST`` "you may"), an all-damage heal of 1 of your Pokémon (``HEAL_ANY_OWN`` 0);
* powers: the opponent's or both hands redrawn, a Team Rocket's count a Pokémon needs to attack
  (``PASSIVE_CANT_ATTACK_UNLESS``), a coin that prevents attack damage (``PASSIVE_FLIP_REDUCE``
  with a reduction no damage reaches), Energy moves from the Bench to the Active as often as
  you like, attachments from the discard pile to typed Pokémon, a heal of your Active
  (``HEAL_ANY_OWN`` with ``ELIG_ACTIVE_DAMAGED``), named cards from the discard pile.
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_TEAM_ROCKET
from . import recognize as R
from . import recognize_power as RP

ME, DEF, END, TYPES, NUM = R.ME, R.DEF, R.END, R.TYPES, R.NUM
_A = ("attack",)
_P = ("power",)
_AP = ("attack", "power")
_THEIR = r"(?:his or her|their)"
_CF_TEAM_ROCKET_BIT = CF_TEAM_ROCKET.bit_length() - 1  #: a Team Rocket's Pokémon (the card table's tag)
_NO_DAMAGE_LEFT = 9999  #: a PASSIVE_FLIP_REDUCE reduction larger than any attack's damage: "prevent that damage"

# --- attacks --------------------------------------------------------------------------------
# either player's top N cards, back on top in any order (the player picks the deck)
@R.rec(r"look at the top (\d+) cards of either player's deck and put them back (?:on top of that player's deck )?in any order"
       + END, "post", _A)
def _either_top_any_order(m, c):
    return [["TOP_REARRANGE", int(m.group(1)), fx.BOTH_PLAYERS]]


# a coin, then a Special Condition the attacker chooses ("choose a special condition")
@R.rec(r"flip a coin" + END + r"if heads, choose a special condition" + END + DEF
       + r" is now affected by that special condition" + END, "post", _A)
def _chosen_condition_a(m, c):
    return [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COND", fx.COND_CHOSEN, fx.OPP]]


# each player draws N cards (the acting player first)
@R.rec(r"(?:have )?each player draws? " + NUM + r" cards?" + END, "post", _AP)
def _each_draws(m, c):
    n = R._n(m.group(1))
    return [["DRAW", n], ["DRAW", n, 6]]


# "count the number of cards in your opponent's hand. put that many damage counters on DEF."
R.const(r"count the number of cards in your opponent's hand" + END + r"put that many damage counters on " + DEF + END,
        "post", [["PUT_COUNTERS", 10, fx.BENCH_DEF, fx.count_code(fx.CNT_OPP_HAND) + 1]], _A)

# "shuffle your hand into your deck. then, draw a card for each card in your opponent's hand"
# (or "a number of cards equal to the number of cards in ..."): the new hand is as big as theirs
R.const(r"shuffle your hand into your deck" + END + r"then, draw (?:a card for each card|a number of cards equal to the number"
        r" of cards) in your opponent's hand" + END, "post", [["SHUFFLE_HAND_DRAW", 0], ["DRAW", 0, 2]], _AP)


# a basic Energy card (of a type) from the discard pile to 1 of your Benched Pokémon (an attack:
# no requirement, the attack may do nothing)
@R.rec(r"attach a basic (?:(" + TYPES + r") )?energy card from your discard pile to 1 of your benched pokémon" + END, "post", _A)
def _discard_to_bench(m, c):
    return [["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD + fx.TO_BENCH_ONLY, R._type(m.group(1))]]


# "put up to N <type> pokémon from your discard pile onto your bench": only Basic Pokémon go
# onto the Bench (RECOVER TO_BENCH puts Basic Pokémon there while it has room)
@R.rec(r"put up to (\d+) (" + TYPES + r") pokémon from your discard pile onto your bench" + END, "post", _A)
def _typed_to_bench(m, c):
    return [["RECOVER", int(m.group(1)), fx.KIND_BASIC_OF_TYPE + R._type(m.group(2)), fx.TO_BENCH]]


# before doing damage, a switch the player may make; the attack's damage then goes to the new
# Defending Pokémon (its printed damage: the same amount either way)
_SWITCH_IN = (r"(?:switch 1 of your opponent's benched pokémon with (?:1 of )?the defending pokémon"
              r"|choose 1 of your opponent's benched pokémon and switch it with 1 of the defending pokémon)")
_OPP_PICKS = r"(?:your opponent chooses the defending pokémon to switch" + END + r")?"


@R.rec(r"before doing damage, you may " + _SWITCH_IN + END + _OPP_PICKS
       + r"if you do, this attack does (\d+) damage to the new defending pokémon" + END + _OPP_PICKS, "pre", _A)
def _switch_then_damage(m, c):
    if not c.damaging or int(m.group(1)) != c.base:
        return None
    return [["GUST", fx.SELF, 1]]


# all damage from 1 of your Pokémon (the most damaged, as the other HEAL_ANY_OWN wordings)
R.const(r"heal all damage from 1 of your pokémon" + END, "post", [["HEAL_ANY_OWN", 0]], _AP)

# --- powers: activated bodies -----------------------------------------------------------------
# the opponent's hand into their deck, then they draw
@R.rec(r"have your opponent shuffle their hand into their deck and draw (\d+) cards" + END, "post", _P)
def _opp_redraw(m, c):
    return [["OPP_SHUFFLE_HAND_DRAW", int(m.group(1))]]


@R.rec(r"your opponent shuffles their hand and puts it on the bottom of their deck" + END
       + r"if they put any cards on the bottom of their deck in this way, they draw (\d+) cards" + END, "post", _P)
def _opp_bottom_draw(m, c):
    return [["HAND_BOTTOM_DRAW", int(m.group(1)), fx.OPP]]


# each player's hand into the deck, then each draws N (whether or not a card went there)
@R.rec(r"each player shuffles " + _THEIR + r" hand into " + _THEIR + r" deck" + END + r"then, each player draws (\d+) cards"
       + END, "post", _P)
def _both_redraw(m, c):
    return [["HAND_BOTTOM_DRAW", int(m.group(1)), fx.BOTH_PLAYERS, -1]]


# the top N cards of your own deck, back on top in any order
@R.rec(r"look at the top (\d+) cards from your deck and put them back on top of your deck in any order" + END, "post", _P)
def _own_top(m, c):
    return [["REQ_DECK"], ["TOP_REARRANGE", int(m.group(1)), fx.SELF]]


# an EX-era "<type> Energy card" (a basic one) from the discard pile to 1 of your Benched Pokémon
@R.rec(r"attach an? (" + TYPES + r") energy card from your discard pile to 1 of your benched pokémon" + END, "post", _P)
def _ex_discard_to_bench(m, c):
    if m.group(1) in ("darkness", "metal"):
        return None  # the EX era's Darkness and Metal Energy cards were Special Energy cards too
    t = R._type(m.group(1))
    return [["REQ_OWN_BENCH"], ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + t],
            ["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD + fx.TO_BENCH_ONLY, t]]


# "move a <type> energy from 1 of your benched pokémon to your active pokémon" (a card that
# provides only that type, as the EX-era reading of the same move)
@R.rec(r"move an? (" + TYPES + r") energy from 1 of your benched pokémon to your active pokémon" + END, "post", _P)
def _bench_to_active(m, c):
    t = R._type(m.group(1)) + fx.ME_SPECIAL_TOO + fx.ME_BENCH_TO_ACTIVE
    return [["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", 0, 0, t]]


# up to N basic Energy cards (of a type) from the discard pile to your Pokémon of a type
@R.rec(r"attach up to (\d+) basic (?:(" + TYPES + r") )?energy cards from your discard pile to your (" + TYPES
       + r") pokémon in any way you like" + END, "post", _P)
def _discard_to_typed(m, c):
    t = R._type(m.group(2))
    kind = fx.KIND_BASIC_ENERGY if t == fx.ANY else fx.KIND_BASIC_ENERGY_OF_TYPE + t
    to = fx.FROM_DISCARD + fx.TO_FILTER * (fx.TC_TYPE + R._type(m.group(3)))
    return [["REQ_DISCARD", 1, kind], ["ATTACH_ENERGY_ANY", int(m.group(1)), to, t]]


R.const(r"if you use this ability, your turn ends" + END, "post", [["END_TURN"]], _P)
# the search always happens when the power is used (the deck must hold a card)
R.const(r"if you searched your deck in this way, " + ME + r" is knocked out" + END, "post",
        [["REQ_DECK"], ["KO_SELF_AS_ENERGY", 0]], _P)


# your Active Pokémon: a power's SELF is the Pokémon with the power, so the Active is the one
# HEAL_ANY_OWN's ELIG_ACTIVE_DAMAGED filter admits
@R.rec(r"heal (\d+) damage from your active pokémon" + END, "post", _P)
def _heal_own_active(m, c):
    return [["HEAL_ANY_OWN", int(m.group(1)), 0, fx.ELIG_ACTIVE_DAMAGED]]


RP._SAFE_OWN_ACTIVE = re.compile(RP._SAFE_OWN_ACTIVE.pattern + r"|heal \d+ damage from your active pokémon\.")


# "attach a basic <type> energy card from your hand to 1 of your <type> pokémon" (not the turn's attachment)
@R.rec(r"attach a basic (" + TYPES + r") energy card from your hand to 1 of your (" + TYPES + r") pokémon" + END, "post", _P)
def _hand_to_typed(m, c):
    e, t = R._type(m.group(1)), R._type(m.group(2))
    return [["REQ_HAND_ENERGY_FOR_TYPE", e, t], ["ATTACH_HAND_TO_TYPE", e, t]]


# "put up to N <name> cards from your discard pile into your hand": cards of that name
_NOT_A_NAME = re.compile(r"(?:^|\b)(?:basic|energy|pokémon|trainer|item|supporter|stadium|tool|any|combination|other|different)\b")


@R.rec(r"put up to (\d+) ([\w' .-]+?) cards from your discard pile into your hand" + END, "post", ("attack", "power", "trainer"))
def _named_to_hand(m, c):
    name = m.group(2).strip()
    if _NOT_A_NAME.search(name) or name == ME:
        return None
    return [["RECOVER", int(m.group(1)), name, fx.TO_HAND]]


# a Basic Pokémon with at most N HP from the discard pile onto the Bench
@R.rec(r"put a basic pokémon with (\d+) hp or less from your discard pile onto your bench" + END, "post", _P)
def _small_basic_to_bench(m, c):
    kind = fx.kind_hp_max(fx.KIND_BASIC_POKEMON, int(m.group(1)))
    return [["REQ_BENCH_SPACE", fx.SELF], ["REQ_DISCARD", 1, kind], ["RECOVER", 1, kind, fx.TO_BENCH]]


# --- powers: passive ----------------------------------------------------------------------------
def _cov24_passive(text: str):
    m = re.fullmatch(ME + r" can't attack unless you have (\d+) or more team rocket's pokémon in play" + END, text)
    if m:
        c = fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _CF_TEAM_ROCKET_BIT) + fx.CANT_ATTACK_NEED * int(m.group(1))
        return [["POWER_PASSIVE", fx.PASSIVE_CANT_ATTACK_UNLESS, 0, c]]
    if re.fullmatch(r"if any damage is done to " + ME + r" by attacks, flip a coin" + END + r"if heads, prevent that damage" + END,
                    text):
        return [["POWER_PASSIVE", fx.PASSIVE_FLIP_REDUCE, 0, _NO_DAMAGE_LEFT]]
    return None


RP._LATER_PASSIVES.append(_cov24_passive)


# --- more attacks and powers ---------------------------------------------------------------------
# the top N cards: any number of (basic, of a type) Energy cards found there attached to your
# Pokémon in any way you like; the others shuffled back, discarded, or shuffled onto the bottom
_LOOK_REST = {"shuffle the other cards back into your deck": fx.LT_SHUFFLE, "discard the other cards": fx.LT_DISCARD,
              "shuffle the other cards and put them on the bottom of your deck": fx.LT_BOTTOM_SHUFFLED}


@R.rec(r"look at the top (\d+) cards of your deck and attach any number of (basic )?(?:(" + TYPES + r") )?energy cards you find"
       r" there to your pokémon in any way you like" + END + r"(" + "|".join(_LOOK_REST) + r")" + END, "post", _AP)
def _look_attach_many(m, c):
    t = R._type(m.group(3))
    if m.group(3) and not m.group(2):
        return None  # "a <type> Energy card": a Special Energy card of that type too
    kind = fx.KIND_ENERGY if not m.group(2) else (fx.KIND_BASIC_ENERGY if t == fx.ANY else fx.KIND_BASIC_ENERGY_OF_TYPE + t)
    how = 0 + fx.LT_DEST * fx.LT_TO_ANY_OWN + fx.LT_REST * _LOOK_REST[m.group(4)] + fx.LT_MAY
    return [["LOOK_TOP", int(m.group(1)), kind, how]]


# up to N basic Energy cards of a type from the deck, all to 1 of your Basic Pokémon
@R.rec(r"search your deck for up to (\d+) basic (" + TYPES + r") energy cards and attach them to 1 of your basic pokémon" + END
       + R.OPT_SHUFFLE, "post", _A)
def _search_to_one_basic(m, c):
    return [["ATTACH_ENERGY_ONE", int(m.group(1)), fx.FROM_DECK + fx.TO_FILTER * fx.TC_BASIC, R._type(m.group(2))]]


# "put up to N damage counters on this pokémon. this attack does M damage for each damage
# counter you placed in this way": the player picks how many (CHOOSE_MORE up to N times, each
# M more damage and 10 on itself, the counters read as damage to itself as elsewhere)
@R.rec(r"put up to (\d+) damage counters on " + ME + END + r"this attack does (\d+) damage for each damage counter you placed"
       r" in this way" + END, "pre", _A)
def _counters_for_damage(m, c):
    if c.base not in (0, int(m.group(2))):
        return None
    return [["DMG_SET", 0], ["CHOOSE_MORE", int(m.group(2)), 10, int(m.group(1))]]


# the opponent (or each player) discards down to N cards in hand (a player with N or fewer
# discards nothing; "if they have N + 1 or more" says the same)
@R.rec(r"if your opponent has (\d+) o[rf] more cards in " + _THEIR + r" hand, your opponent discards a number of cards until"
       r" your opponent has (\d+) cards left in " + _THEIR + r" hand" + END, "post", _A)
def _opp_discard_down(m, c):
    if int(m.group(1)) > int(m.group(2)) + 1:
        return None
    return [["DISCARD_HAND", -int(m.group(2)), fx.KIND_ANY, fx.OPP]]


@R.rec(r"each player discards cards until that player has (\d+) cards in " + _THEIR + r" hand" + END
       + r"\(you discard first\.\)\s*", "post", _P)
def _each_discard_down(m, c):
    n = -int(m.group(1))
    return [["DISCARD_HAND", n, fx.KIND_ANY, fx.SELF], ["DISCARD_HAND", n, fx.KIND_ANY, fx.OPP]]


@R.rec(r"each player discards cards from their hand until they have (\d+) cards in their hand" + END
       + r"your opponent discards first" + END + r"\(if a player has (\d+) or fewer cards in their hand, they do not discard\.\)\s*",
       "post", R.T)
def _each_discard_down_opp_first(m, c):
    if m.group(1) != m.group(2):
        return None
    n = -int(m.group(1))
    return [["DISCARD_HAND", n, fx.KIND_ANY, fx.OPP], ["DISCARD_HAND", n, fx.KIND_ANY, fx.SELF]]


# --- board conditions ("if <condition>, <clause>") ------------------------------------------------
_OPP_TAG_BITS = {"tera": 6, "ancient": 9, "future": 10}  #: cardtable.CF_TERA, CF_ANCIENT, CF_FUTURE bit numbers
R._BOARD_CONDS_RE += [
    (re.compile(r"you have any (" + TYPES + r") pokémon on your bench"),
     lambda m: [(fx.count_code(fx.CNT_OWN_BENCH_TYPE, R._type(m.group(1))), 1)]),
    (re.compile(r"your opponent has any (tera|ancient|future) pokémon in play"),
     lambda m: [(fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, _OPP_TAG_BITS[m.group(1)]), 1)]),
    (re.compile(ME + r" has any team rocket's energy attached"),
     lambda m: [(fx.named_count(fx.CNT_SELF_ENERGY_KIND, "team rocket's energy"), 1)]),
    # more Energy (units) than the Defending Pokémon: the Defending Pokémon's less this one's is below 0
    (re.compile(ME + r" has more energy attached than " + DEF),
     lambda m: [(fx.count_code(fx.CNT_ENERGY_TRAIL), 0)]),
]

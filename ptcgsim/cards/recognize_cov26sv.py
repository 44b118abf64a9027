"""Coverage slice 26-sv: more wordings for opcodes the kernel already has (issue 10).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into
its table (and the power readers of :mod:`ptcgsim.cards.recognize_power`).  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).

The Scarlet & Violet and Mega Evolution wordings read here:

* attacks: "for each" counts of the opponent's Pokémon ex, of the opponent's Pokémon that have
  an Ability, of your Ancient / Future Pokémon in play (``DMG_ADD_PER_COUNT`` with a cflags
  count); coins per typed Pokémon in play (``FLIP_PER_COUNT``); "during your next turn, attacks
  used by this Pokémon do N more damage" (``NEXT_TURN_BASE_DAMAGE`` for each of the card's
  attacks that prints plain or "+" damage); a basic Energy card from the discard pile to each
  Benched Pokémon (``ATTACH_ENERGY_EACH``); Energy searches to Ancient / Future Pokémon
  (``ATTACH_ENERGY_ANY`` with a ``TO_FILTER`` receiver); two typed searches in one sentence;
  every Special Energy off the opponent's Pokémon; a heal of 1 Benched Pokémon of a type;
  more attacks: "place" damage counters (the "put" wording's targets), one typed or basic Energy
  to a Benched Pokémon (``MOVE_OWN_ENERGY``), "any amount" of a type moved between your Pokémon
  (``MOVE_ENERGY`` ``ME_MAY_STOP_MAX``), discard-pile Energy to each of up to N Benched Pokémon,
  any Energy card to a typed Benched Pokémon, hand discards without which the attack does
  nothing (a requirement, as the "or this attack does nothing" wording), a new hand per Benched
  Pokémon, a named Benched Pokémon's bonus (``SKIP_UNLESS_NAMED``) and per-name counts
  (``DMG_ADD_PER_NAMED``, the attacker of another name);
* board conditions: "you have exactly 6 prize cards remaining" (no prize taken yet);
* powers: a Benched gust-out that discards the Pokémon with the power, a switch of your own
  then a gust-out, counters on itself then a draw, hand-discard costs in the body (or "2 cards"
  before the header), a turn's damage boost (``TURN_BOOST``), the Benched switch with the Active
  alone, "shuffle it and all attached cards into your deck", a named card from the deck;
* Trainers: up to N Energy moves from the Bench to the Active (``MOVE_ENERGY``'s ``MOVE_FROM``
  form), discard-pile Energy to 1 Stage 2 Pokémon, a draw per Ancient / Future Pokémon in play
  (``DRAW`` b=5), coin-gated Energy attachments (their requirements outside the coin).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_ANCIENT, CF_EX, CF_FUTURE, CF_HAS_POWER
from . import recognize as R

ME, DEF, END, TYPES, NUM = R.ME, R.DEF, R.END, R.TYPES, R.NUM
_A = ("attack",)
_P = ("power",)
_T = ("trainer",)
_AP = ("attack", "power")
_TA = ("trainer", "attack")


def _bit(cf: int) -> int:
    """The cflags bit number of a card-table tag (CF_*)."""
    return cf.bit_length() - 1


_TAGS = {"ancient": (_bit(CF_ANCIENT), fx.TC_ANCIENT), "future": (_bit(CF_FUTURE), fx.TC_FUTURE)}

# --- "for each" counts ----------------------------------------------------------------------------
# (the modern wordings: an EX-era "Pokémon-ex" is hyphenated, its powers are Poké-Powers/Bodies)
R._PER_COUNTS_RE += [
    (re.compile(r"of your opponent's pokémon ex in play"), lambda m: (fx.CNT_OPP_FLAG_IN_PLAY, _bit(CF_EX))),
    (re.compile(r"of your opponent's pokémon in play that has an ability"),
     lambda m: (fx.CNT_OPP_FLAG_IN_PLAY, _bit(CF_HAS_POWER))),
    (re.compile(r"of your (ancient|future) pokémon in play"),
     lambda m: (fx.CNT_OWN_FLAG_IN_PLAY, _TAGS[m.group(1)][0])),
]


# coins per Pokémon of a type in play (the attacker included); the kernel reads a Pokémon's
# first printed type: not for the EX era, whose δ Pokémon may print two
@R.rec(r"flip a coin for each (" + TYPES + r") pokémon you have in play" + END, "flip", _A)
def _flip_per_typed_in_play(m, c):
    if c.ex_era:
        return None
    return [["FLIP_PER_COUNT", fx.count_code(fx.CNT_OWN_TYPE_IN_PLAY, R._type(m.group(1)))]]


# --- next turn: every attack of this Pokémon does N more damage -----------------------------------
# NEXT_TURN_BASE_DAMAGE raises an attack's base damage during the next turn (two attacks at
# most); only attacks that print plain or "+" damage (a "x" attack sets its damage in its rows),
# none for an attack that prints no damage (it does none to boost)
@R.rec(r"during your next turn, attacks used by " + ME + r" do (\d+) more damage to your opponent's active pokémon"
       r" \(before applying weakness and resistance\)" + END, "post", _A)
def _next_turn_all_more(m, c):
    rows = []
    for j, printed in enumerate(c.attack_damages):
        if not printed:
            continue
        dm = re.fullmatch(r"(\d+)\+?", printed)
        if not dm:
            return None
        rows.append(["NEXT_TURN_BASE_DAMAGE", j, int(dm.group(1)) + int(m.group(1))] + ([1] if rows else []))
    if not rows or len(rows) > 2 or len(c.attack_damages) != len(c.attack_names):
        return None
    return rows


# --- Energy ---------------------------------------------------------------------------------------
# a basic Energy card (of a type) from the discard pile to each of your Benched Pokémon (an
# attack: it may do nothing)
@R.rec(r"attach a basic (" + TYPES + r") energy card from your discard pile to each of your benched pokémon" + END,
       "post", _A)
def _discard_to_each_benched(m, c):
    return [["ATTACH_ENERGY_EACH", 0, fx.FROM_DISCARD, R._type(m.group(1))]]


# up to N basic Energy cards (of a type) from the deck to your Ancient / Future Pokémon in any way
@R.rec(r"search your deck for up to (\d+) basic (?:(" + TYPES + r") )?energy cards and attach them to your (ancient|future)"
       r" pokémon in any way you like" + END + R.OPT_SHUFFLE, "post", _TA)
def _search_attach_tagged(m, c):
    rows = [["ATTACH_ENERGY_ANY", int(m.group(1)), fx.FROM_DECK + fx.TO_FILTER * _TAGS[m.group(3)][1], R._type(m.group(2))]]
    return ([["REQ_DECK"]] if c.kind == "trainer" else []) + rows


# "up to N basic X energy cards and up to M basic Y energy cards ... to your pokémon in any way"
@R.rec(r"search your deck for up to (\d+) basic (" + TYPES + r") energy cards and up to (\d+) basic (" + TYPES
       + r") energy cards and attach them to your pokémon in any way you like" + END + R.OPT_SHUFFLE, "post", _TA)
def _search_attach_two_types(m, c):
    if m.group(2) == m.group(4):
        return None
    rows = [["ATTACH_ENERGY_ANY", int(m.group(1)), fx.FROM_DECK, R._type(m.group(2))],
            ["ATTACH_ENERGY_ANY", int(m.group(3)), fx.FROM_DECK, R._type(m.group(4))]]
    return ([["REQ_DECK"]] if c.kind == "trainer" else []) + rows


# every Special Energy card attached to any of the opponent's Pokémon (an attack)
R.const(r"discard all special energy from all of your opponent's pokémon" + END, "post",
        [["DISCARD_ENERGY", 0, fx.EACH_OPP, fx.ENERGY_SPECIAL]], _A)


# --- heals ----------------------------------------------------------------------------------------
# 1 of your Benched Pokémon of a type (a damaged one; an attack: it may heal nothing)
@R.rec(r"heal (\d+) damage from 1 of your benched (" + TYPES + r") pokémon" + END, "post", _A)
def _heal_one_benched_typed(m, c):
    if c.ex_era:
        return None
    w = fx.ELIG_BENCHED_DAMAGED + fx.ELIG_TYPE * (R._type(m.group(2)) + 1)
    return [["HEAL_ANY_OWN", int(m.group(1)), 1, w]]


# --- board conditions -------------------------------------------------------------------------------
# a game starts with 6 prize cards each: "exactly 6 remaining" is none taken yet
R._BOARD_CONDS_RE += [
    (re.compile(r"you have exactly 6 prize cards remaining"), lambda m: [(fx.CNT_OWN_PRIZES_TAKEN, -1)]),
]


# --- powers -----------------------------------------------------------------------------------------
_GUST_OUT = (r"switch out your opponent's active pokémon to the bench" + END
             + r"(?:\(your opponent chooses the new active pokémon\.\)\s*)?")


# a Benched power: the opponent's Active to their Bench (their pick), "if you do", this Pokémon
# and every card attached to the discard pile (the switch needs a Benched Pokémon of theirs)
R.const(_GUST_OUT + r"if you do, discard " + ME + r" and all attached cards" + END, "post",
        [["REQ_OPP_BENCH"], ["GUST", fx.OPP], ["DISCARD_FROM_PLAY"]], _P)

# your Active with 1 of your Benched Pokémon, "if you do", the opponent's Active to their Bench
R.const(r"switch your active pokémon with 1 of your benched pokémon" + END + r"if you do, " + _GUST_OUT, "post",
        [["REQ_OWN_BENCH"], ["SWITCH_SELF"], ["GUST", fx.OPP]], _P)

# --- Trainers ---------------------------------------------------------------------------------------
# any Energy cards (Special too) from Benched Pokémon to the Active, up to 2 moves (MOVE_ENERGY's
# MOVE_FROM form moves from a Pokémon the TC_* condition admits to the Active Pokémon)
@R.rec(r"move up to (\d+) energy from your benched pokémon to your active pokémon" + END, "post", _T)
def _bench_energy_to_active(m, c):
    t = fx.MOVE_FROM * fx.TC_BENCHED + fx.ANY + 1
    return [["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", int(m.group(1)), 0, t]]


# up to N basic Energy cards from the discard pile, all to 1 of your Stage 2 Pokémon
@R.rec(r"attach up to (\d+) basic energy cards from your discard pile to 1 of your stage 2 pokémon" + END, "post", _T)
def _discard_to_one_stage2(m, c):
    return [["REQ_COUNT", fx.count_code(fx.CNT_OWN_STAGE_IN_PLAY, 2), 1], ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY],
            ["ATTACH_ENERGY_ONE", int(m.group(1)), fx.FROM_DISCARD + fx.TO_FILTER * fx.TC_STAGE2, fx.ANY]]


# a card for each of your Ancient / Future Pokémon in play (none in play: nothing to do)
@R.rec(r"draw a card for each of your (ancient|future) pokémon in play" + END, "post", _T)
def _draw_per_tagged(m, c):
    code = fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _TAGS[m.group(1)][0])
    return [["REQ_COUNT", code, 1], ["REQ_DECK"], ["DRAW", 0, 5, code]]


# coins first, then an Energy attachment on heads (the requirements come out of the coin's
# wrapper: a Trainer whose effect can't be done can't be played)
R.const(r"flip a coin" + END + r"if heads, attach a basic energy card from your discard pile to 1 of your benched pokémon" + END,
        "post", [["REQ_OWN_BENCH"], ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
                 ["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD + fx.TO_BENCH_ONLY, fx.ANY]], _T)
R.const(r"flip 2 coins" + END + r"if both of them are heads, search your deck for a basic energy card and attach it to 1 of your"
        r" pokémon" + END + R.OPT_SHUFFLE,
        "post", [["REQ_DECK"], ["FLIP", 2], ["SKIP_UNLESS_HEADS", 2, 1], ["ATTACH_ENERGY_ANY", 1, fx.FROM_DECK, fx.ANY]], _T)


# --- more attacks -------------------------------------------------------------------------------------
# "place N damage counters on <target>" reads as the "put" wording of the same target
_PLACE_ON = r"(1 of your opponent's pokémon|1 of your opponent's benched pokémon|your opponent's active pokémon)"


@R.rec(r"place (\d+|an?) damage counters? on " + _PLACE_ON + END, "post", _A)
def _place_counters(m, c):
    n = R._n(m.group(1))
    segs = R._parse(f"put {n} damage counter{'s' if n > 1 else ''} on {m.group(2)}.", c)
    rows = [r for _role, rs in segs for r in rs] if segs else None
    return rows if rows and all(r[0] == "PUT_COUNTERS" for r in rows) else None


# "move a <type> / basic energy from this pokémon to 1 of your benched pokémon" (the "an energy"
# wording's twins; "basic": a basic Energy card only)
@R.rec(r"move a (basic|" + TYPES + r") energy from " + ME + r" to 1 of your benched pokémon" + END, "post", _A)
def _move_one_to_bench(m, c):
    t = fx.ENERGY_BASIC if m.group(1) == "basic" else R._type(m.group(1))
    return [["MOVE_OWN_ENERGY", 1, 0, t]]


# "you may move any amount of <type> energy from your pokémon to your other pokémon in any way
# you like": any number of moves, each one the player may decline (a card providing only that
# type, a Special one too)
@R.rec(r"you may move any amount of (" + TYPES + r") energy from your pokémon to your other pokémon in any way you like" + END,
       "post", _A)
def _move_any_amount(m, c):
    if c.ex_era:
        return None
    return [["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, 0, R._type(m.group(1)) + fx.ME_SPECIAL_TOO]]


# up to N of your Benched Pokémon, a basic Energy card (of a type) from the discard pile to each
@R.rec(r"choose up to (\d+) of your benched pokémon and attach a basic (?:(" + TYPES + r") )?energy card from your discard pile"
       r" to each of them" + END, "post", _A)
def _discard_to_each_chosen(m, c):
    return [["ATTACH_ENERGY_EACH", int(m.group(1)), fx.FROM_DISCARD, R._type(m.group(2))]]


# any Energy card (Special too) from the deck to 1 of your Benched Pokémon of a type
@R.rec(r"search your deck for an energy card and attach it to 1 of your benched (" + TYPES + r") pokémon" + END + R.OPT_SHUFFLE,
       "post", _A)
def _search_any_to_benched_typed(m, c):
    if c.ex_era:
        return None
    src = fx.FROM_DECK + fx.TO_BENCH_ONLY + fx.TO_FILTER * (fx.TC_TYPE + R._type(m.group(1)))
    return [["ATTACH_ENERGY_ANY", 1, src, fx.ENERGY_ANY_CARD]]


# "discard N basic <type> energy cards from your hand. if you can't discard N cards in this way,
# this attack does nothing": without them the attack does nothing, which is not attacking (a
# requirement, as the "or this attack does nothing" wording), with them a cost
@R.rec(r"discard (\d+) basic (" + TYPES + r") energy cards from your hand" + END + r"if you can't discard (\d+) cards in this way,"
       r" this attack does nothing" + END, "pre", _A)
def _discard_from_hand_or_nothing(m, c):
    if m.group(1) != m.group(3):
        return None
    kind = fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(m.group(2))
    return [["REQ_HAND_KIND", int(m.group(1)), kind], ["DISCARD_HAND", int(m.group(1)), kind]]


# a new hand: a card for each Benched Pokémon, both players'
R.const(r"shuffle your hand into your deck" + END + r"then, draw a card for each benched pokémon \(both yours and your opponent's\)"
        + END, "post", [["SHUFFLE_HAND_DRAW", 0], ["DRAW", 0, 5, fx.CNT_OWN_BENCH], ["DRAW", 0, 5, fx.CNT_OPP_BENCH]], _A)

#: a Pokémon's name in "if <name> is on your bench" / "for each of your benched <name>"
_NAMED = r"((?!(?:a|an|any|your|this|basic|evolved|stage|pokémon)\b)[a-z][\w'.-]*(?: [a-z][\w'.-]*){0,2})"


# "if <name> is on your bench, this attack does N more damage"
@R.rec(r"if " + _NAMED + r" is on your bench, this attack does (\d+) more damage" + END, "pre", _A)
def _more_if_named_benched(m, c):
    if "pokémon" in m.group(1) or (c.card and m.group(1) == c.card.lower()):
        return None
    return [["SKIP_UNLESS_NAMED", fx.SELF, 1, m.group(1)], ["DMG_ADD", int(m.group(2))]]


# "for each of your benched <name>": those in play, when the attacker has another name
@R.rec(r"this attack does (\d+) more damage for each of your benched " + _NAMED + END, "pre", _A)
def _more_per_named_benched(m, c):
    name = m.group(2)
    if "pokémon" in name or not c.card or name in (c.card.lower(), ME):
        return None
    return [["DMG_ADD_PER_NAMED", int(m.group(1)), fx.SELF, name]]


# --- more powers ----------------------------------------------------------------------------------------
# "put N damage counters on this pokémon. if you do, draw N cards" (the counters always go on)
@R.rec(r"put " + NUM + r" damage counters? on " + ME + END + r"if you do, draw " + NUM + r" cards?" + END, "post", _P)
def _counters_then_draw(m, c):
    return [["SELF_DAMAGE", 10 * R._n(m.group(1))], ["DRAW", R._n(m.group(2))]]


# a hand-discard cost written in the body ("you may discard ... in order to use this ability")
# or before the header ("you must discard N cards ..."), as the power table's _discard_to_use
@R.rec(r"(?:you must )?discard (an? (?:basic (" + TYPES + r") )?energy card|(\d+) cards) from your hand in order to use this ability"
       + END, "pre", _P)
def _discard_cost(m, c):
    if m.group(3):
        n, kind = int(m.group(3)), fx.KIND_ANY
    else:
        n = 1
        kind = fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(m.group(2)) if m.group(2) else fx.KIND_ENERGY
        if "basic" in m.group(1) and not m.group(2):
            return None  # "a basic energy card": the table's own wording reads it
    return [["REQ_HAND_KIND", n, kind], ["DISCARD_HAND", n, kind]]


# a power's "during this turn, your (type) Pokémon's attacks do N more damage" (TURN_BOOST, as the
# Trainers' wording: the boost belongs to no Pokémon)
@R.rec(r"during this turn, attacks used by your (?:(" + TYPES + r") )?pokémon do (\d+) more damage to your opponent's active"
       r" pokémon \(before applying weakness and resistance\)" + END, "post", _P)
def _power_turn_boost(m, c):
    return [["TURN_BOOST", int(m.group(2)), fx.TC_TYPE + R._type(m.group(1)) if m.group(1) else 0]]


# the Benched power's switch with the Active ("switch it with your active pokémon", cov26's
# wording, alone)
R.const(r"switch it with your active pokémon" + END, "post", [["SWITCH_WITH_ACTIVE"]], _P)

# "shuffle it and all attached cards into your deck": the Pokémon with the power leaves play
R.const(r"shuffle it and all attached cards into your deck" + END, "post", [["RETURN_TO_HAND", 2, 0]], _P)

#: a Trainer card's name in a search ("an <name> card"): not a kind of card
_CARD_NAME = (r"((?!(?:basic|energy|trainer|item|supporter|stadium|pokémon|tool|ace|special|evolution|ancient|future|any"
              r"|other)\b)[a-z][\w'.-]*(?: (?!card\b)[\w'.-]+){0,3})")


# a card of one name from the deck to the hand (an attack may find none)
@R.rec(r"search your deck for an? " + _CARD_NAME + r" card, reveal it, and put it into your hand" + END + R.OPT_SHUFFLE, "post",
       ("attack", "power", "trainer"))
def _search_named_card(m, c):
    name = m.group(1)
    if re.search(r"\b(?:pokémon|energy|card|cards|or|and)\b", name):
        return None
    return ([] if c.kind == "attack" else [["REQ_DECK"]]) + [["SEARCH_DECK", 1, name, fx.TO_HAND]]

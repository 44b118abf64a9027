"""Kernel slice 31k17: EX-era Poké-Powers (activated once or as often as you like during the turn).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
table (power bodies, ``kinds=("power",)``) and the header readers of
:mod:`ptcgsim.cards.recognize_power`.  The power header ("once during your turn (before your
attack), you may", the Special Condition tail, "only 1 <name> power each turn") is
recognize_power's.  Only regular-expression fragments live here, never card sentences
(DESIGN.md, card data policy).

* the Pokémon's type becomes a printed type until the end of the turn, or the Defending Pokémon's
  type (``SHIFT_TYPE`` a = type + 1 / b = 1); "if <name> is in play" as a header condition
  (``REQ_COUNT`` on ``CNT_ALL_FLAG_IN_PLAY`` with a name tag: either player's Pokémon);
* search the deck for one of several other named forms and switch it with this Pokémon, the old
  card shuffled into the deck (``FORM_SWAP`` a = the card tag of those names);
* attach a <type> Energy card from the hand to 1 of your Pokémon and put counters on it, as often as
  you like (``ATTACH_THEN`` a < 0, the hand card as the requirement that runs out);
* look at the top card of the deck and keep it there or discard it (``TOP_DISCARD_ANY`` 1);
* flip: heads, 1 Energy card of the Defending Pokémon to the opponent's hand (``OPP_ENERGY_TO``);
* 1 Special Condition off your Active Pokémon (``CURE_ONE``).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..cardtags import tag_bit, tagged_count
from ..kernel.cardtable import CF_DELTA, CF_NAME_HOLON
from . import recognize as R
from . import recognize_power as RP

END, TYPES, ME = R.END, R.TYPES, R.ME
_P = ("power",)


# --- the type until the end of the turn (SHIFT_TYPE a = type + 1; b = 1 the Defending Pokémon's) ----------
@R.rec(r"(?:" + ME + r"'s type is (" + TYPES + r") until the end of your turn"
       r"|until the end of your turn, " + ME + r"'s type is (" + TYPES + r"))" + END, "post", _P)
def _type_shift(m, c):
    return [["SHIFT_TYPE", R._type(m.group(1) or m.group(2)) + 1, 0]]


R.const(r"choose 1 of the defending pokémon" + END + ME + r" is the same type as that pokémon"
        r" \(all if that pokémon is more than 1 type\) until the end of your turn" + END,
        "post", [["SHIFT_TYPE", 0, 1]], _P)


# "if <name> is in play": a Pokémon of that name in play, either player's (a name tag)
_NAME_IN_PLAY = re.compile(r"([a-z][\w' .-]*?) is in play")


def _name_in_play(text: str) -> list | None:
    m = _NAME_IN_PLAY.fullmatch(text)
    if not m or m.group(1).startswith(("any ", "a ", "an ", "this ", "your ", "no ")) or " or " in m.group(1) \
            or " and " in m.group(1) or "pokémon" in m.group(1) or "stadium" in m.group(1):
        return None
    return [["REQ_COUNT", tagged_count(fx.CNT_ALL_FLAG_IN_PLAY, tag_bit("name:" + m.group(1))), 1]]


RP.HEADER_CONDS.append(_name_in_play)


# --- search the deck for another form (several names) and switch it with this Pokémon --------------------
_NAMES = r"([\w' -]+(?:, [\w' -]+)*,? or [\w' -]+)"


@R.rec(r"search your deck for " + _NAMES + r" and switch it with " + ME + END
       + r"\(any cards attached to " + ME + r", damage counters, special conditions, and effects on it are now on the new pokémon\.\)\s*"
       + r"shuffle " + ME + r" back into your deck" + END, "post", _P)
def _form_swap_named(m, c):
    own = (c.card or "").lower()
    if not own:
        return None
    names = [n.strip().replace(ME, own) for n in re.split(r",? or |, ", m.group(1))]
    if len(names) < 2 or any(not n or n == own for n in names):
        return None
    # the forms of one family share a word ("castform"): one tag for all of them (a matchup has 8 tags), the
    # kernel leaves out the acting Pokémon's own name
    last = {n.split()[-1] for n in names}
    if len(last) == 1 and own.split()[-1] in last:
        return [["FORM_SWAP", tag_bit("name:" + last.pop())]]
    return [["FORM_SWAP", tag_bit("name:" + "|".join(names))]]


# --- as often as you like: a <type> Energy card from the hand to 1 of your Pokémon, counters on it --------
@R.rec(r"attach an? (" + TYPES + r") energy card from your hand to 1 of your pokémon" + END
       + r"(?:put|place) (\d+) damage counters? on that pokémon" + END, "post", _P)
def _hand_attach_counters(m, c):
    t = R._type(m.group(1))
    return [["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + t], ["ATTACH_THEN", -10 * int(m.group(2)), fx.FROM_HAND, t]]


# --- the top card of the deck: back on top, or discarded -------------------------------------------------
R.const(r"look at the top card of your deck" + END + r"put that card back on top of your deck, or discard that card" + END,
        "post", [["REQ_DECK"], ["TOP_DISCARD_ANY", 1]], _P)


# --- 1 Energy card attached to the Defending Pokémon to the opponent's hand (under a flip) -----------------
R.const(r"return 1 energy card attached to the defending pokémon to your opponent's hand" + END,
        "post", [["OPP_ENERGY_TO", 1, 0]], _P)


# --- 1 Special Condition off your Active Pokémon (the worst first: CURE_ONE) ---------------------------------
R.const(r"choose 1 of your active pokémon and remove 1 special condition from it" + END, "post", [["CURE_ONE"]], _P)


# CURE_ONE's wording names the player's own Active: not the acting slot (the power reader's guard)
RP._SAFE_OWN_ACTIVE = re.compile(RP._SAFE_OWN_ACTIVE.pattern + r"|choose 1 of your active pokémon and remove 1 special condition")


# --- basic Energy moves: from the Bench to the Active (any type), from a Team Aqua / Magma Pokémon ---------
_ANY_BASIC_TO_ACTIVE = fx.ME_ANY_BASIC + fx.ME_BENCH_TO_ACTIVE


R.const(r"move a basic energy card attached to 1 of your benched pokémon to your active pokémon" + END, "post",
        [["REQ_MOVE_ENERGY", 0, 0, _ANY_BASIC_TO_ACTIVE], ["MOVE_ENERGY", 0, 0, _ANY_BASIC_TO_ACTIVE]], _P)


@R.rec(r"move any number of basic energy cards attached to 1 of your pokémon with team (aqua|magma) in its name"
       r" to another of your pokémon" + END, "post", _P)
def _team_energy_shift(m, c):
    t = fx.MOVE_FROM * (fx.TC_AQUA if m.group(1) == "aqua" else fx.TC_MAGMA) + fx.ME_ANY_BASIC + 1
    return [["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, fx.ME_SAME_PAIR, t]]


# --- 1 counter off each of your δ Pokémon (HEAL EACH_OWN with the ELIG_DELTA filter) ----------------------
@R.rec(r"remove (\d+|1) damage counters? from each of your pokémon that has δ on its card" + END, "post", _P)
def _delta_heal(m, c):
    return [["HEAL", 10 * int(m.group(1)), fx.EACH_OWN, fx.ELIG_DELTA]]


# --- a basic Energy card from the hand to 1 of your Stage 2 Pokémon-ex (TO_FILTER TC_STAGE2 + TC_EX) ---------
R.const(r"attach a basic energy card from your hand to 1 of your stage 2 pokémon-ex" + END, "post",
        [["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY],
         ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND + fx.TO_FILTER * (fx.TC_STAGE2 + fx.TC_SHIFT * fx.TC_EX), fx.ANY]], _P)


# "if this pokémon has no energy attached to it": no Energy card on it (REQ_COUNT less than 1)
def _self_no_energy(text: str) -> list | None:
    if re.fullmatch(ME + r" has no energy(?: cards?)? attached(?: to it)?", text):
        return [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_ENERGY), -1]]
    return None


RP.HEADER_CONDS.append(_self_no_energy)


# --- reveal the top card: a basic Energy card is attached to 1 of your Pokémon, any other card stays on top ------
R.const(r"reveal the top card of your deck" + END + r"if that card is a basic energy card, attach it to 1 of your pokémon" + END
        + r"if not, put the card back on (?:top of )?your deck" + END, "post",
        [["REQ_DECK"], ["LOOK_TOP", 1, fx.KIND_BASIC_ENERGY, 1 + fx.LT_DEST * fx.LT_TO_ANY_OWN + fx.LT_REST * fx.LT_BACK_ON_TOP]], _P)


# --- a Darkness (basic or Special) or Dark Metal Energy card from the deck onto this Pokémon ----------------------
# (Dark Metal Energy provides Darkness in the card data: EM_SPECIAL_TOO with the Darkness mask admits it)
R.const(r"search your deck for a darkness or dark metal energy(?: card)? and attach it to " + ME + END + R.OPT_SHUFFLE, "post",
        [["REQ_DECK"], ["ATTACH_ENERGY", 1, fx.FROM_DECK, fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + (1 << R._type("darkness"))]], _P)


# --- 1 of the opponent's Benched Stage 2 Evolved Pokémon switched in (GUST with a TC_STAGE2 filter); the
# opponent's pick of "1 of the Defending Pokémon" is no choice in a game of one Active each ------------------
R.const(r"switch 1 of your opponent's benched stage 2 evolved pokémon with 1 of the defending pokémon" + END
        + r"your opponent chooses the defending pokémon to switch" + END, "post",
        [["REQ_OPP_BENCH", fx.TC_STAGE2], ["GUST", fx.SELF, 0, fx.TC_STAGE2]], _P)


# --- Baby Evolution-like with several names ("put A, B, or C from your hand onto this pokémon"): EVOLVE_FROM_HAND
# takes up to 3 names "A|B|C" (recognize_power reads one) -------------------------------------------------------
@R.rec(r"put ([\w' .-]+?(?:, [\w' .-]+?)*,? or [\w' .-]+?) from your hand onto " + ME + r" \(this counts as evolving " + ME
       + r"\),? and remove all damage counters from " + ME + END, "post", _P)
def _baby_evolution_names(m, c):
    names = [n.strip() for n in re.split(r",? or |, ", m.group(1))]
    if not 2 <= len(names) <= 3 or any(not n or ME in n for n in names):
        return None
    return [["EVOLVE_FROM_HAND", "|".join(names), 1]]


# --- Energy moves onto this Pokémon, or between your other Pokémon (MOVE_ENERGY_SELF b = 0 / 1) -------------------
_ANY_CARD = fx.MOVE_FROM * fx.TC_ANY_ENERGY + fx.ANY + 1  # any Energy card (Special too), from any Pokémon


R.const(r"move an energy card attached to 1 of your pokémon to " + ME + END, "post",
        [["REQ_MOVE_ENERGY_SELF", 0, 0, _ANY_CARD], ["MOVE_ENERGY_SELF", 0, 0, _ANY_CARD]], _P)
R.const(r"move any number of basic energy cards attached to your pokémon to " + ME + END, "post",
        [["REQ_MOVE_ENERGY_SELF", 0, 0, fx.ME_ANY_BASIC], ["MOVE_ENERGY_SELF", fx.ME_MAY_STOP_MAX, 0, fx.ME_ANY_BASIC]], _P)
R.const(r"move any number of basic energy cards attached to your pokémon to your other pokémon \(excluding " + ME
        + r"\) in any way you like" + END, "post",
        [["REQ_MOVE_ENERGY_SELF", 0, 1, fx.ME_ANY_BASIC], ["MOVE_ENERGY_SELF", fx.ME_MAY_STOP_MAX, 1, fx.ME_ANY_BASIC]], _P)


# "if this pokémon is an evolved pokémon": a board count of the acting Pokémon (CNT_SELF_EVOLVED)
def _self_evolved(text: str) -> list | None:
    if re.fullmatch(ME + r" is an evolved pokémon", text):
        return [["REQ_COUNT", fx.count_code(fx.CNT_SELF_EVOLVED), 1]]
    return None


RP.HEADER_CONDS.append(_self_evolved)

# --- the bottom card of the deck into the hand (LOOK_TOP's LT_BOTTOM: 1 card of any kind, no choice) ------------
R.const(r"draw a card from the bottom of your deck" + END, "post",
        [["REQ_DECK"], ["LOOK_TOP", 1, fx.KIND_ANY, 1 + fx.LT_DEST * fx.TO_HAND + fx.LT_BOTTOM]], _P)


# "... or if your other active pokémon is not this pokémon": a rule of games with two Active Pokémon each; a game
# of one Active each has no other Active Pokémon, so the clause never blocks (the Special Condition part does)
RP._BLOCKED_TAIL = re.compile(r"\s*this power can't be used if " + ME + r" is affected by a special condition"
                              r"(?: or if your other active pokémon is not " + ME + r")?" + END + r"$")


# --- 1 counter off 1 of your Pokémon other than this one (HEAL_ANY_OWN's HEAL_UP_TO form, ELIG_NOT_ACTING) ---------
@R.rec(r"remove (\d+|1) damage counters? from 1 of your pokémon \(excluding " + ME + r"\)" + END, "post", _P)
def _heal_other(m, c):
    w = fx.ELIG_DAMAGED + fx.ELIG_NOT_ACTING
    return [["REQ_OWN_POKEMON", w], ["HEAL_ANY_OWN", 10 * int(m.group(1)), fx.HEAL_UP_TO + 1, w]]


# --- a Basic Pokémon (not ex, not this one) from the discard pile in this Pokémon's place (FORM_SWAP b = 1) ---------
R.const(r"search your discard pile for a basic pokémon \(excluding pokémon-ex and " + ME + r"\) and switch it with " + ME + END
        + r"\(any cards attached to " + ME + r", damage counters, special conditions, and effects on it are now on the new pokémon\.\)\s*"
        + r"place " + ME + r" in the discard pile" + END, "post", [["FORM_SWAP", 0, 1]], _P)


# --- counters on each Active Pokémon, both players' (PUT_COUNTERS BENCH_BOTH_ACTIVES) --------------------------------
@R.rec(r"put (\d+|1) damage counters? on each active pokémon \(both yours and your opponent's\)" + END, "post", _P)
def _both_actives(m, c):
    return [["PUT_COUNTERS", 10 * int(m.group(1)), fx.BENCH_BOTH_ACTIVES]]


# --- N counters at once from 1 of the opponent's Pokémon to another of theirs (MOVE_DAMAGE MD_PAIR_KO_OK) ------------
@R.rec(r"move (\d+) damage counters from 1 of your opponent's pokémon to another of (?:his or her|their) pokémon" + END, "post", _P)
def _opp_counters_pair(m, c):
    n = int(m.group(1))
    return [["REQ_MOVE_DAMAGE", n, fx.OPP, fx.MD_PAIR_KO_OK], ["MOVE_DAMAGE", n, fx.OPP, fx.MD_PAIR_KO_OK]]


# --- a look at the opponent's top card, then a shuffle of their deck if the player likes (OPP_TOP_MAY_SHUFFLE) -------
R.const(r"look at the top card of your opponent's deck" + END + r"then, you may shuffle (?:his or her|their) deck" + END, "post",
        [["OPP_TOP_MAY_SHUFFLE"]], _P)


# --- "a basic Energy card or a δ Rainbow Energy card" (the only Energy cards with δ in their name: CF_DELTA) ---------
_BASIC_OR_DELTA_RAINBOW = fx.kind_either(fx.KIND_BASIC_ENERGY, fx.kind_flag(fx.KIND_SPECIAL_ENERGY, CF_DELTA))
_OR_RAINBOW = r"a basic energy card or a δ rainbow energy card"


R.const(r"attach " + _OR_RAINBOW + r" from your hand to 1 of your pokémon that has δ on its card" + END, "post",
        [["REQ_HAND_KIND", 1, _BASIC_OR_DELTA_RAINBOW],
         ["ATTACH_ENERGY_ONE", 1, fx.FROM_HAND + fx.TO_FILTER * fx.TC_DELTA, fx.ENERGY_KIND + _BASIC_OR_DELTA_RAINBOW]], _P)
R.const(r"search your discard pile for " + _OR_RAINBOW + r", show it to your opponent, and put it into your hand" + END, "post",
        [["REQ_DISCARD", 1, _BASIC_OR_DELTA_RAINBOW], ["RECOVER", 1, _BASIC_OR_DELTA_RAINBOW, fx.TO_HAND]], _P)


# "if you have a supporter card with holon in its name in play": a Holon Supporter played this turn
def _holon_supporter(text: str) -> list | None:
    if text == "you have a supporter card with holon in its name in play":
        kind = fx.kind_flag(fx.KIND_SUPPORTER, CF_NAME_HOLON)
        return [["REQ_COUNT", fx.count_code(fx.CNT_OWN_SUPPORTER_PLAYED, kind), 1]]
    return None


RP.HEADER_CONDS.append(_holon_supporter)


# --- 1 of the opponent's Benched Pokémon and its cards back to their hand (OPP_BENCHED_TO_HAND) ----------------------
R.const(r"choose 1 of them and return that pokémon and all cards attached to it to (?:his or her|their) hand" + END, "post",
        [["REQ_OPP_BENCH"], ["OPP_BENCHED_TO_HAND"]], _P)


# --- any number of your Pokémon: all their Energy discarded, all their damage removed (HEAL_ALL_DISCARD_ENERGY a = 1) --
R.const(r"discard all energy cards attached to any number of your pokémon and remove all damage counters from those pokémon" + END,
        "post", [["REQ_OWN_DAMAGED", 1], ["HEAL_ALL_DISCARD_ENERGY", 1, 0, 0]], _P)


# --- 1 of your Evolved Pokémon (not one of this Pokémon's name) and its cards to your hand (RETURN_OWN_BASIC a = 1) ----
R.const(r"choose 1 of your evolved pokémon in play \(excluding any " + ME + r"\)" + END
        + r"return that pokémon and all cards attached to it to your hand" + END, "post",
        [["RETURN_OWN_BASIC", 1, fx.ELIG_EVOLVED + fx.ELIG_NOT_ACTING_NAME]], _P)


# --- a basic Energy card on a non-ex Pokémon swapped for another from the discard pile (ENERGY_SWAP_DISCARD) --------
R.const(r"discard a basic energy card attached to 1 of your pokémon \(excluding pokémon-ex\)" + END
        + r"if you do, search your discard pile for a basic energy card \(excluding the one you discarded\) and attach it to that pokémon"
        + END, "post", [["ENERGY_SWAP_DISCARD"]], _P)


# --- about to be Knocked Out by an attack's damage: up to N Energy cards off it onto your other Pokémon ----------------
# (PASSIVE_ON_DAMAGED with OD_KO: the answer runs after the attack, before the Knock Out is handled; MOVE_ENERGY_SELF b = 2)
_KO_MOVE = re.compile(r"if " + ME + r" would be knocked out by damage from an opponent's attack, you may move up to (\d+) energy"
                      r"(?: cards)? attached to " + ME + r" to your pokémon in any way you like" + END + r"$")


def _ko_move_energy(text: str) -> list | None:
    m = _KO_MOVE.match(text)
    if not m:
        return None
    return [["POWER_PASSIVE", fx.PASSIVE_ON_DAMAGED, 0, fx.OD_KO], ["MOVE_ENERGY_SELF", int(m.group(1)), 2, _ANY_CARD]]


RP._LATER_PASSIVES.append(_ko_move_energy)


# --- React Energy cards by name (MOVE_ENERGY's / MOVE_ENERGY_SELF's type c a card name: ENERGY_KIND + KIND_NAMED) -------
R.const(r"move a react energy card attached to 1 of your pokémon to another of your pokémon" + END, "post",
        [["REQ_MOVE_ENERGY", 0, 0, "React Energy"], ["MOVE_ENERGY", 0, 0, "React Energy"]], _P)
_KO_MOVE_REACT = re.compile(r"if " + ME + r" would be knocked out by damage from an opponent's attack, you may move any number of"
                            r" react energy cards from " + ME + r" to your pokémon in any way you like" + END + r"$")


def _ko_move_react(text: str) -> list | None:
    if not _KO_MOVE_REACT.match(text):
        return None
    return [["POWER_PASSIVE", fx.PASSIVE_ON_DAMAGED, 0, fx.OD_KO], ["MOVE_ENERGY_SELF", fx.ME_MAY_STOP_MAX, 2, "React Energy"]]


RP._LATER_PASSIVES.append(_ko_move_react)


# --- as often as you like (no "you may" in the text), a Pokémon Tool card of yours back to your hand ------------------
RP._MAY = re.compile(RP._MAY.pattern + r"|(?=return a pokémon tool card attached to 1 of your pokémon to your hand)")
R.const(r"return a pokémon tool card attached to 1 of your pokémon to your hand" + END, "post",
        [["REQ_COUNT", fx.count_code(fx.CNT_OWN_TOOLS), 1], ["DISCARD_TOOL", 1, fx.DT_OWN_TO_HAND]], _P)


# --- the top N cards: any number of Energy cards attached to 1 of your Pokémon, the rest discarded -------------------
@R.rec(r"look at the top (\d+) cards of your deck, choose as many energy cards as you like, and attach them to 1 of your pokémon" + END
       + r"discard the other cards" + END, "post", _P)
def _look_energy_to_one(m, c):
    how = fx.LT_DEST * fx.LT_TO_ANY_OWN + fx.LT_REST * fx.LT_DISCARD + fx.LT_ONE_TARGET
    return [["REQ_DECK"], ["LOOK_TOP", int(m.group(1)), fx.KIND_ENERGY, how]]


# --- counters off this Pokémon, its top card discarded, another card of its names from the deck onto the Basic -----
# (the names "<this Pokémon> or <this Pokémon> ex" are the cards that evolve from that Basic: EVOLVE_FROM_DECK a = 0)
@R.rec(r"remove (\d+) damage counters from " + ME + r" and discard " + ME + r" from ([\w' .-]+?)" + END
       + r"if you do, search your deck for " + ME + r" or " + ME + r" ex and put it onto \2 \(this counts as evolving \2\)" + END
       + r"shuffle your deck afterward" + END, "post", _P)
def _volunteer(m, c):
    return [["REQ_COUNT", fx.count_code(fx.CNT_SELF_EVOLVED), 1], ["HEAL", 10 * int(m.group(1)), fx.SELF],
            ["DEVOLVE", 1, 4], ["EVOLVE_FROM_DECK", 0]]


# --- whenever a <type> Energy card is attached from the hand to this Pokémon, "you may": the Defending Pokémon
# switched with 1 of the opponent's Benched Pokémon, their pick (PW_ON_ATTACH; CHOOSE_ONE between the switch and nothing)
_ATTACH_MAY = re.compile(r"whenever you attach an? (" + TYPES + r") energy card from your hand to " + ME + r", you may choose 1 of the"
                         r" defending pokémon and switch it with 1 of your opponent's benched pokémon" + END
                         + r"your opponent chooses the benched pokémon to switch" + END
                         + r"this power can't be used if " + ME + r" is affected by a special condition" + END + r"$")


def _attach_may_gust(text: str) -> list | None:
    m = _ATTACH_MAY.match(text)
    if not m:
        return None
    flags = fx.PW_ON_ATTACH + fx.PW_ATTACH_TYPE * (R._type(m.group(1)) + 1)
    return [["POWER_ACTIVATED", 0, 1, flags], ["CHOOSE_ONE", 2, 1], ["GUST", fx.OPP], ["SKIP", 1], ["NOP"]]


RP._LATER_PASSIVES.append(_attach_may_gust)


# --- about to be Knocked Out: a flip; heads, it leaves play instead, under the deck, its cards discarded -------------
_KO_TIME_TRAVEL = re.compile(r"if " + ME + r" would be knocked out by damage from an opponent's attack, you may flip a coin" + END
                             + r"if heads, " + ME + r" is not knocked out, discard all cards attached to " + ME
                             + r", and put " + ME + r" on the bottom of your deck" + END + r"$")


def _ko_time_travel(text: str) -> list | None:
    if not _KO_TIME_TRAVEL.match(text):
        return None
    # the flip is never worse than the Knock Out: the player always flips
    return [["POWER_PASSIVE", fx.PASSIVE_ON_DAMAGED, 0, fx.OD_KO], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["RETURN_TO_HAND", 3]]


RP._LATER_PASSIVES.append(_ko_time_travel)

"""Kernel slice 31 k18: EX-era attack wordings (part A of the missing attacks).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card
data policy).

* counters on the Defending Pokémon until it is N HP away from a Knock Out (``COUNTERS_TO_HP``);
* "if you have at least N <this card's name> in play" (a ``CNT_OWN_KIND_IN_PLAY`` board count);
* a count of your Benched Stage 1 / Stage 2 Evolved Pokémon (``CNT_OWN_BENCH_STAGE``);
* "the Defending Pokémon has <type> Resistance" / "has any Resistance" (``CNT_DEF_RESIST_TYPE``,
  arg ANY: any printed Resistance);
* a misprinted "is reduced" ("in reduced") of the damage reduction next turn;
* "choose 3 of your opponent's Pokémon; N damage to each of those" (``BENCH_OPP_ANY_THREE``);
* "count the prizes your opponent has taken; up to that many <type> Energy cards from your discard
  pile attached to this Pokémon" (``COUNT_TO_H`` then ``ATTACH_ENERGY`` a=0);
* "discard all Energy cards attached to all of your Pokémon" (``DISCARD_ENERGY`` who ``EACH_OWN``);
* N damage to each Pokémon in play of a kind, without Weakness and Resistance (``DAMAGE_EACH``,
  s31-k18): any with a Poké-Power or Poké-Body (both players'), the opponent's Benched Pokémon-ex,
  the opponent's Benched Pokémon of the Defending Pokémon's name.
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..cardtags import tag_kind, tagged_count
from ..kernel.cardtable import CF_DELTA, CF_TYPES
from . import recognize as R

END, TYPES, ME, DEF = R.END, R.TYPES, R.ME, R.DEF


# --- counters until the Defending Pokémon is N HP away from being Knocked Out -------------------------
@R.rec(r"put damage counters on " + DEF + r" until it is (\d+) hp away from being knocked out" + END, "post")
def _counters_to_hp_away(m, c):
    return [["COUNTERS_TO_HP", int(m.group(1)), fx.BENCH_DEF]]


# --- "if you have at least N <this card's name> in play, this attack does B damage plus M more damage" -----
@R.rec(r"if you have at least (\d+) " + ME + r" in play, this attack does (\d+) damage plus (\d+) more damage" + END, "pre")
def _at_least_own_named(m, c):
    if not c.card or int(m.group(2)) != c.base:
        return None
    name = re.sub(r"\s*[δ★]", "", c.card).strip()
    return [["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, name), int(m.group(1)), 1],
            ["DMG_ADD", int(m.group(3))]]


# --- counts and board conditions ---------------------------------------------------------------------
R._PER_COUNTS_RE.append((re.compile(r"of your benched stage (1|2) evolved pokémon"),
                         lambda m: (fx.CNT_OWN_BENCH_STAGE, int(m.group(1)))))
R._BOARD_CONDS_RE.append((re.compile(DEF + r" has (" + TYPES + r") resistance"),
                          lambda m: [(fx.count_code(fx.CNT_DEF_RESIST_TYPE, R._type(m.group(1))), 1)]))
R._BOARD_CONDS_RE.append((re.compile(DEF + r" has any resistance"),
                          lambda m: [(fx.count_code(fx.CNT_DEF_RESIST_TYPE, fx.ANY), 1)]))


# --- "any damage done to this Pokémon by attacks in reduced by N" (a misprint of "is") -------------------
@R.rec(R.NEXT + r", any damage done to " + ME + r" by attacks in reduced by (\d+)" + R.BWR + END, "post")
def _reduce_misprint(m, c):
    return [["REDUCE_DAMAGE_NEXT", int(m.group(1))]]


# --- "choose 3 of your opponent's Pokémon. this attack does N damage to each of those Pokémon." ------------
@R.rec(r"choose 3 of your opponent's pokémon" + END + r"this attack does (\d+) damage to each of those pokémon" + END, "post")
def _choose_three(m, c):
    if c.damaging:
        return None
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ANY_THREE]]


# --- prizes taken by the opponent -> that many <type> Energy cards from the discard pile onto this Pokémon ----
@R.rec(r"count the number of prize cards your opponent has taken" + END + r"search your discard pile for up to that many ("
       r"darkness|metal) energy cards and attach them to " + ME + END, "post")
def _energy_per_prize_taken(m, c):
    # (the other types: recognize_cov26ex; an EX-era "Metal Energy card" may be a Special one)
    if not c.ex_era:
        return None
    typ = fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + (1 << R._type(m.group(1)))
    return [["COUNT_TO_H", fx.CNT_OPP_PRIZES_TAKEN], ["ATTACH_ENERGY", 0, fx.FROM_DISCARD, typ]]


# --- "discard all energy cards attached to all of your pokémon" -------------------------------------------
R.const(r"discard all energy cards attached to all of your pokémon" + END, "post", [["DISCARD_ENERGY", 0, fx.EACH_OWN, fx.ANY]])


# --- N damage to each Pokémon in play of a kind, without Weakness and Resistance (DAMAGE_EACH) --------------
_EACH_POWER = (r"(?:this attack )?does (\d+) damage to each pokémon that has any poké-powers or poké-bodies"
               r" \(both yours and your opponent's\)" + END + r"don't apply " + R.WR + END)


@R.rec(_EACH_POWER, "post")
def _each_with_power(m, c):
    if c.damaging:
        return None
    return [["DAMAGE_EACH", int(m.group(1)), fx.DE_ALL, fx.DE_POWER]]


@R.rec(r"(?:this attack )?does (\d+) damage to each of your opponent's benched (pokémon-ex|pokémon that has the same name as "
       + DEF + r")" + END, "post")
def _each_opp_bench_kind(m, c):
    return [["DAMAGE_EACH", int(m.group(1)), fx.DE_OPP_BENCH, fx.DE_EX if m.group(2) == "pokémon-ex" else fx.DE_DEF_NAME]]


# --- counters on 1 Pokémon: of yours, of the opponent's picked by the opponent, by an Energy count (COUNTERS_ONE) --
@R.rec(r"put (\d+) damage counters? on 1 of your pokémon" + END, "post")
def _counters_own_one(m, c):
    return [["COUNTERS_ONE", 10 * int(m.group(1)), fx.CO_OWN, fx.CO_FIXED]]


@R.rec(r"your opponent chooses 1 of his or her pokémon" + END + r"put (\d+) damage counters? on that pokémon" + END, "post")
def _counters_opp_picks(m, c):
    return [["COUNTERS_ONE", 10 * int(m.group(1)), fx.CO_OPP_PICKS, fx.CO_FIXED]]


@R.rec(r"count the amount of energy attached to " + ME + END + r"put that many damage counters on 1 of your opponent's pokémon"
       + END, "post")
def _counters_per_own_energy(m, c):
    return [["COUNTERS_ONE", 10, fx.CO_OPP, fx.CO_PER_SELF_ENERGY]]


@R.rec(r"choose 1 of your opponent's pokémon" + END + r"count the amount of energy attached to that pokémon" + END
       + r"put that many damage counters on (?:the|that) pokémon" + END, "post")
def _counters_per_energy_there(m, c):
    return [["COUNTERS_ONE", 10, fx.CO_OPP, fx.CO_PER_ENERGY_THERE]]


# --- copy an attack of the Defending Pokémon / of any of the opponent's Pokémon in play [with δ], the Energy cost
# paid or not (COPY_DEF_ATTACK a=1 with c = CP_* bits) ----------------------------------------------------------
_CF_DELTA_BIT = CF_DELTA.bit_length() - 1  # COPY_DEF_ATTACK's b = the bit + 1
_NEEDS_ENERGY = (r"this attack does nothing if " + ME + r" doesn't have the energy necessary to use that attack" + END)
_STILL = r"\(you must still do anything else required for that attack\.\)\s*" + ME + r" performs that attack" + END


@R.rec(r"(?:choose 1 of " + DEF + r"'s attacks|choose an attack on 1 of your opponent's pokémon in play( that has δ on its"
       r" card)?)" + END + r"([\w' -]+) copies that attack( except for its energy cost)?" + END + r"(" + _NEEDS_ENERGY + r")?"
       + _STILL, "post")
def _copy_attack(m, c):
    if m.group(2) != c.name or bool(m.group(3)) == bool(m.group(4)):
        return None  # the energy: either paid ("does nothing if ...") or not ("except for its energy cost")
    opp_all = m.group(0).startswith("choose an attack")
    if m.group(1) and not opp_all:
        return None
    mode = (fx.CP_OPP_ALL if opp_all else 0) + (fx.CP_NEED_ENERGY if m.group(4) else 0)
    return [["COPY_DEF_ATTACK", 1, _CF_DELTA_BIT + 1 if m.group(1) else 0, mode]]


# --- "you may discard any number of <name> Energy cards attached to this Pokémon; if you do, N more for each"
# (DISCARD_ENERGY_CHOSEN with an Energy card's name, DMG_ADD_PER_N) -------------------------------------------
@R.rec(r"you may discard any number of (react) energy cards attached to " + ME + END + r"if you do, this attack does (\d+) damage"
       r" plus (\d+) more damage for each energy card you discarded" + END, "pre")
def _discard_named_energy_for_damage(m, c):
    if int(m.group(2)) != c.base:
        return None
    return [["DISCARD_ENERGY_CHOSEN", 0, 0, m.group(1).capitalize() + " Energy"], ["DMG_ADD_PER_N", int(m.group(3))]]


# --- the opponent's Bench: a Basic Pokémon from their hand, then switched with the Defending Pokémon ---------------
R.const(r"if your opponent's bench isn't full, look at his or her hand" + END + r"choose 1 basic pokémon you find there and put"
        r" it onto your opponent's bench" + END + r"then, switch it with " + DEF + END + r"your opponent chooses " + DEF
        + r" to switch" + END, "post", [["OPP_HAND_BASIC_TO_ACTIVE"]])


# --- "N more for each <name>, <name>, ... and <name> in your discard pile; you can't add more than M" (a name tag
# count, capped: past the cap, the count's damage is taken back and the cap added) -------------------------------------------------
@R.rec(r"does (\d+) damage plus (\d+) more damage for each ([a-z ,'é-]+?),? and ([a-z 'é-]+?) in your discard pile" + END
       + r"you can't add more than (\d+) damage in this way" + END, "pre")
def _per_named_in_discard_capped(m, c):
    if int(m.group(1)) != c.base or not c.card:
        return None
    own = re.sub(r"\s*[δ★]", "", c.card).strip().lower()
    names = [own if x.strip() == ME else x.strip() for x in m.group(3).split(",") + [m.group(4)]]
    # a name tag matches a part of a name: drop the names another one listed is part of ("kabutops" has "kabuto")
    parts = sorted({n for n in names if not any(o != n and o in n for o in names)})
    per, cap = int(m.group(2)), int(m.group(5))
    if not parts or cap % per:
        return None
    kind = tag_kind(fx.KIND_POKEMON, "name:" + "|".join(parts))
    # (no SKIP row: greedy's estimate reads the same rows the same way)
    return [["DMG_ADD_PER_COUNT", per, fx.CNT_OWN_DISCARD_KIND, kind],
            ["SKIP_UNLESS_COUNT", tagged_count(fx.CNT_OWN_DISCARD_KIND, kind), cap // per + 1, 2],
            ["DMG_ADD_PER_COUNT", -per, fx.CNT_OWN_DISCARD_KIND, kind], ["DMG_ADD", cap]]


# --- switch the damage counters of this Pokémon and the Defending Pokémon (SWAP_COUNTERS) --------------------------
# (the reminder that a prevented effect makes the attack do nothing: SWAP_COUNTERS does nothing then)
R.const(r"switch all damage counters on " + ME + r" with those on " + DEF + END, "post", [["SWAP_COUNTERS"]])
R.const(r"\(if an effect of this attack is prevented, this attack does nothing\.\)\s*", "none", [])

# --- return this Pokémon and the Energy cards attached to your hand (RETURN_TO_HAND b=3: the rest discarded) --------
R.const(r"return " + ME + r" and all energy cards attached to it to your hand" + END, "post", [["RETURN_TO_HAND", 0, 3]])


# --- the highest Stage card of evolved Pokémon the attacker picks, to the owner's deck or hand (DEVOLVE_PICKS) -------
_HIGHEST = r"remove the highest stage evolution card from "


@R.rec(r"you may discard (\d+) energy attached to " + ME + END + r"if you do, you may " + _HIGHEST + DEF
       + r" and shuffle that card into your opponent's deck" + END, "post")
def _devolve_defending(m, c):
    # ("you may" remove it: always, as removing an opponent's Stage card is never worse for the attacker)
    n = int(m.group(1))
    return [["DISCARD_CHOSEN", n, fx.DS_SELF, fx.ANY], ["SKIP_UNLESS_N", n, 1], ["DEVOLVE_PICKS", 1, fx.DP_DEF, fx.DP_TO_DECK]]


@R.rec(r"count the number of (react) energy cards attached to " + ME + r" and choose up to that number of your opponent's evolved"
       r" pokémon" + END + _HIGHEST + r"each of those pokémon, then have your opponent shuffle those cards into his or her deck"
       + END, "post")
def _devolve_per_named_energy(m, c):
    return [["COUNT_TO_H", fx.named_count(fx.CNT_SELF_ENERGY_KIND, m.group(1).capitalize() + " Energy")],
            ["DEVOLVE_PICKS", 0, fx.DP_OPP, fx.DP_TO_DECK]]


R.const(r"choose 1 of either player's evolved pokémon, " + _HIGHEST + r"that pokémon, and put it into that player's hand" + END,
        "post", [["DEVOLVE_PICKS", 1, fx.DP_EITHER, fx.DP_TO_HAND]])


# --- "choose a number of your opponent's Pokémon up to the amount of Energy attached to this Pokémon; N damage to each"
# (COUNT_TO_H, BENCH_DAMAGE BENCH_OPP_ANY_THREE with c=-1: H different picks) ------------------------------------------
@R.rec(r"choose a number of your opponent's pokémon up to the amount of energy attached to " + ME + END
       + r"this attack does (\d+) damage to each of them" + END, "post")
def _damage_per_own_energy_picks(m, c):
    if c.damaging:
        return None
    return [["COUNT_TO_H", fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY)], ["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ANY_THREE, -1]]


# --- "you may return an Energy card attached to this Pokémon to your hand; if you do, an Energy card attached to the
# Defending Pokémon to your opponent's hand" (DISCARD_CHOSEN to the hand, OPP_ENERGY_TO) ------------------------------
R.const(r"you may return an energy card attached to " + ME + r" to your hand" + END + r"if you do, choose an energy card attached"
        r" to " + DEF + r" and return it to your opponent's hand" + END, "post",
        [["DISCARD_CHOSEN", 1, fx.DS_SELF + fx.DS_TO_HAND, fx.ANY], ["SKIP_UNLESS_N", 1, 1], ["OPP_ENERGY_TO", 1, 0, 0]])


# --- "N damage times the number of <type> Pokémon and <type> Pokémon you have in play": each Pokémon once, of either
# printed type (a δ Pokémon may print both: CNT_OWN_KIND_IN_PLAY with an either-kind of two CF_TYPES tags) -------------
@R.rec(r"does (\d+) damage times the number of (" + TYPES + r") pokémon and (" + TYPES + r") pokémon you have in play" + END, "pre")
def _per_own_two_types(m, c):
    t1, t2 = R._type(m.group(2)), R._type(m.group(3))
    kind = fx.kind_either(fx.kind_flag(fx.KIND_POKEMON, CF_TYPES << t1), fx.kind_flag(fx.KIND_POKEMON, CF_TYPES << t2))
    return [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", int(m.group(1)), fx.CNT_OWN_KIND_IN_PLAY, kind]]


# --- "discard 2 <type> Energy or 1 <name> Energy card attached to this Pokémon": the player's choice while a card of
# that name is attached (CHOOSE_ONE), else the typed ones (DISCARD_ENERGY of a card name: ENERGY_KIND) ---------------
@R.rec(r"discard (\d+) (" + TYPES + r") energy or 1 (react) energy card attached to " + ME + END, "post")
def _discard_typed_or_named(m, c):
    n, t, name = int(m.group(1)), R._type(m.group(2)), m.group(3).capitalize() + " Energy"
    typed = ["DISCARD_ENERGY", n, fx.SELF, t]
    return [["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_SELF_ENERGY_KIND, name), 1, 5],
            ["CHOOSE_ONE", 2, 1], list(typed), ["SKIP", 1], ["DISCARD_ENERGY", 1, fx.SELF, name], ["SKIP", 1], list(typed)]


# --- Pokémon Tool cards from the deck onto your Pokémon (SEARCH_TOOLS_ATTACH) -------------------------------------------
R.const(r"search your deck for up to (?:2) pokémon tool cards and attach them to any of your pokémon \(excluding pokémon that"
        r" already have a pokémon tool attached to them\)" + END + R.OPT_SHUFFLE, "post", [["SEARCH_TOOLS_ATTACH", 2, 0]])
# (a Trainer card to the hand; a Pokémon Tool card found may go onto 1 of your Pokémon instead: the kernel attaches it
# whenever one may take it)
R.const(r"search your deck for a trainer card, show it to your opponent, and put it into your hand" + END + r"if that card is a"
        r" pokémon tool card, you may attach it to 1 of your pokémon instead" + END + R.OPT_SHUFFLE, "post",
        [["SEARCH_TOOLS_ATTACH", 1, 1]])


# --- N counters on the Defending Pokémon, those past a Knock Out onto the opponent's Benched Pokémon (COUNTERS_SPILL) ---
@R.rec(r"put (\d+) damage counters on " + DEF + END + r"if that pokémon would be knocked out by this attack, put any damage counters"
       r" not necessary to knock out " + DEF + r" on your opponent's benched pokémon in any way you like" + END, "post")
def _counters_spill(m, c):
    return [["COUNTERS_SPILL", 10 * int(m.group(1))]]


# --- "a Trainer card (excluding Supporter cards)": a search kind (KIND_TRAINER_NOT_SUPPORTER) ----------------------------
R._KINDS.append((r"trainer cards? \(excluding supporter cards\)", fx.KIND_TRAINER_NOT_SUPPORTER))


# --- "choose 1 basic Energy card attached to this Pokémon; N damage to each of your opponent's Pokémon of its type"
# (DAMAGE_EACH DE_CHOSEN_TYPE; the Active takes it as the attack's damage, Weakness and Resistance applied) -------------
@R.rec(r"choose 1 basic energy card attached to " + ME + END + r"this attack does (\d+) damage to each of your opponent's pokémon"
       r" that is the same type as the basic energy card that you chose" + END, "post")
def _each_of_chosen_type(m, c):
    if c.damaging:
        return None
    return [["DAMAGE_EACH", int(m.group(1)), fx.DE_OPP_BENCH + fx.DE_OPP_ACTIVE_ATTACK, fx.DE_CHOSEN_TYPE]]


# --- a card of the opponent's hand at random: of a kind, N more damage and discarded; else back (RANDOM_HAND_CARD_IF) ----
@R.rec(r"choose 1 card from your opponent's hand without looking" + END + r"look at the card you chose" + END + r"if that card is a"
       r" trainer card, this attack does (\d+) damage plus (\d+) more damage, and discard that card" + END + r"if that card is not a"
       r" trainer card, return it to your opponent's hand" + END, "pre")
def _random_hand_card(m, c):
    if int(m.group(1)) != c.base:
        return None
    return [["RANDOM_HAND_CARD_IF", 0, fx.KIND_TRAINER], ["DMG_ADD_PER_N", int(m.group(2))]]


# --- "search your deck for A and B, or C and D cards; 1 card or both cards of a pair into your hand": the player picks
# the pair (CHOOSE_ONE), then up to 1 card of each of its two names (SEARCH_DECK by name) ------------------------------
_NAME = r"([a-z][a-z'.-]*(?: [a-z][a-z'.-]*)?)"


@R.rec(r"search your deck for " + _NAME + r" and " + _NAME + r", or " + _NAME + r" and " + _NAME + r" cards" + END
       + r"show 1 card or both cards of a pair to your opponent and put them into your hand" + END + R.OPT_SHUFFLE, "post")
def _search_a_pair(m, c):
    a, b, x, y = (n.title() for n in m.groups())
    return [["CHOOSE_ONE", 3, 2], ["SEARCH_DECK", 1, a, fx.TO_HAND], ["SEARCH_DECK", 1, b, fx.TO_HAND], ["SKIP", 2],
            ["SEARCH_DECK", 1, x, fx.TO_HAND], ["SEARCH_DECK", 1, y, fx.TO_HAND]]


# --- a basic Energy card of the hand shown, then a Pokémon card of its type from the deck (SEARCH_BY_HAND_ENERGY) --------
R.const(r"choose a basic energy card in your hand and show it to your opponent" + END + r"then, search your deck for a basic"
        r" pokémon or evolution card of that energy type, show it to your opponent, and put it into your hand" + END
        + R.OPT_SHUFFLE, "post", [["SEARCH_BY_HAND_ENERGY"]])


# --- "if that Pokémon is Knocked Out by this attack, this Pokémon does damage to itself equal to the attack's damage minus
# the remaining HP of the Defending Pokémon" (DEF_OVERFLOW_TO_N, SELF_DAMAGE b=2); the damage unaffected by anything on the
# Defending Pokémon (the printed "isn't by" is a misprint of "isn't affected by") --------------------------------------------
R.const(r"before doing damage, count the remaining hp of " + DEF + END + r"if that pokémon is knocked out by this attack, " + ME
        + r" does damage to itself equal to the attack's damage minus the remaining hp of " + DEF + END, "post",
        [["DEF_OVERFLOW_TO_N"], ["SELF_DAMAGE", 10, 2]])
R.const(r"this attack's damage isn't (?:affected )?by weakness, resistance, poké-powers, poké-bodies, or any other effects on that"
        r" pokémon" + END, "pre", [["NO_WEAKNESS_RESISTANCE", fx.IGNORE_WEAKNESS | fx.IGNORE_RESISTANCE | fx.IGNORE_DEF_EFFECTS]])


# --- a Pokémon card of the hand discarded, one of its attacks copied, the Energy needed (COPY_DEF_ATTACK c=CP_HAND) -------
@R.rec(r"discard a basic pokémon or evolution card from your hand" + END + r"choose 1 of that card's attacks" + END
       + r"([\w' -]+) copies this attack" + END + _NEEDS_ENERGY + _STILL, "post")
def _copy_from_hand(m, c):
    if m.group(1) != c.name:
        return None
    return [["COPY_DEF_ATTACK", 1, 0, fx.CP_HAND + fx.CP_NEED_ENERGY]]

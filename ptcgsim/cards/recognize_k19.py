"""Kernel slice 31 k19: EX-era attack wordings, part B.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

* damage to each Pokémon of a scope that some property selects: the Defending Pokémon's name or
  type, Energy attached, a Poké-Body, a Poké-Power, a Pokémon-ex (``BENCH_DAMAGE_IF``);
* the opponent discards Energy attached to the Defending Pokémon, their picks
  (``DEF_ENERGY_OPP_DISCARDS``), after "you may discard an Energy card attached to this Pokémon";
* damage per Colorless in a Retreat Cost after effects: 1 of the opponent's Pokémon
  (``HIT_ONE_PER_RETREAT``) or the Defending Pokémon (``CNT_DEF_RETREAT_NOW``);
* on existing opcodes: damage to 1 of the opponent's Pokémon, then a flip to discard Energy from it;
  more damage to 1 that has a Poké-Power (``ALT_FLAG`` + ``CF_HAS_PPOWER``); 3 of the opponent's
  Pokémon; a Basic or Evolution card from the revealed hand to the bottom of the deck; 1 Energy card
  of the Defending Pokémon to the hand; counters until N HP is left; moving any number of a type's
  Energy from this Pokémon; shuffling the opponent's deck; "if <Pokémon> is in play" (either
  player's: a ``name:`` card tag), "if the Defending Pokémon is <name>", "if the Defending Pokémon
  has <type> Resistance" (board conditions).
"""

from __future__ import annotations

import re
from string import capwords

from .. import effects as fx
from ..cardtags import tag_bit, tag_kind, tagged_count
from ..kernel.cardtable import CF_EX, CF_HAS_BODY, CF_HAS_PPOWER
from . import recognize as R
from .recognize_attack_ex import _TOOL_OR_RSM

END, TYPES, ME, WR = R.END, R.TYPES, R.ME, R.WR
_BENCH_NOTE = r"\(don't apply " + WR + r" for benched pokémon\.\)\s*"
_ANY_OPP = r"choose 1 of your opponent's pokémon" + END
_AFTER_EFFECTS = r" \(after applying effects to the retreat cost\)"


def _bit(flag: int) -> int:
    return flag.bit_length() - 1


def _n(word: str) -> int:
    return 1 if word in ("a", "an", "1") else int(word)


# --- damage to each Pokémon of a scope that a property selects (BENCH_DAMAGE_IF) ----------------------
_SELECT = {
    "that has the same name as the defending pokémon": fx.K19_SAME_NAME,
    "of the same type as the defending pokémon": fx.K19_SAME_TYPE,
    "that has energy cards attached to it": fx.TC_ANY_ENERGY,
    "that has any poké-bodies": fx.K19_FLAG + _bit(CF_HAS_BODY),
    "that has any poké-powers": fx.K19_FLAG + _bit(CF_HAS_PPOWER),
}
_SCOPES = {
    "each of your opponent's benched pokémon": fx.K19_SCOPE_OPP_BENCH,
    "each benched pokémon (both yours and your opponent's)": fx.K19_SCOPE_BOTH_BENCHES,
    "each of your opponent's pokémon": fx.K19_SCOPE_OPP_ALL,
}
_SEL_RE = "|".join(re.escape(k) for k in _SELECT)
_SCOPE_RE = "|".join(re.escape(k) for k in _SCOPES)


@R.rec(r"(?:this attack )?does (\d+) damage to (" + _SCOPE_RE + r") (" + _SEL_RE + r")" + END
       + r"(?:" + _BENCH_NOTE + r"|(don't apply " + WR + END + r"))", "post")
def _bench_damage_if(m, c):
    scope = _SCOPES[m.group(2)]
    if (scope == fx.K19_SCOPE_OPP_ALL) != bool(m.group(4)):
        return None  # "don't apply Weakness and Resistance" (to all) goes with the Active included
    rows = [["NO_WEAKNESS_RESISTANCE"]] if m.group(4) else []
    return rows + [["BENCH_DAMAGE_IF", int(m.group(1)), scope, _SELECT[m.group(3)]]]


@R.rec(r"this attack does (\d+) damage to each of your opponent's pokémon-ex" + END + _BENCH_NOTE, "post")
def _each_ex(m, c):
    return [["BENCH_DAMAGE_IF", int(m.group(1)), fx.K19_SCOPE_OPP_ALL, fx.K19_FLAG + _bit(CF_EX)]]


# --- the opponent discards Energy attached to the Defending Pokémon (their picks) ----------------------
@R.rec(r"your opponent discards (an|1|\d+) energy cards? attached to the defending pokémon" + END, "post")
def _opp_discards_def_energy(m, c):
    return [["DEF_ENERGY_OPP_DISCARDS", _n(m.group(1)), 0, fx.ANY]]


@R.rec(r"you may discard (an|1) (?:(" + TYPES + r") )?energy card attached to " + ME + END
       + r"if you do, your opponent discards (an|1) energy card attached to the defending pokémon" + END, "post")
def _may_discard_then_opp(m, c):
    t = R._type(m.group(2)) if m.group(2) else fx.ANY
    return [["DISCARD_CHOSEN", 1, fx.DS_SELF, t], ["SKIP_UNLESS_N", 1, 1], ["DEF_ENERGY_OPP_DISCARDS", 1, 0, fx.ANY]]


# --- damage per Colorless in a Retreat Cost, after effects -------------------------------------------
@R.rec(_ANY_OPP + r"this attack does (\d+) damage for each colorless energy in that pokémon's retreat cost(?: to that"
       r" pokémon)?" + _AFTER_EFFECTS + END + _BENCH_NOTE, "post")
def _hit_per_retreat(m, c):
    if c.damaging:
        return None
    return [["HIT_ONE_PER_RETREAT", int(m.group(1))]]


_DEF_RETREAT = r"colorless energy in the defending pokémon's retreat cost" + _AFTER_EFFECTS + END


@R.rec(r"does (\d+) damage plus (\d+) more damage for each " + _DEF_RETREAT, "pre")
def _plus_per_retreat(m, c):
    if int(m.group(1)) != c.base:
        return None
    return [["DMG_ADD_PER_COUNT", int(m.group(2)), fx.CNT_DEF_RETREAT_NOW, fx.ANY]]


@R.rec(r"does (\d+) damage times the number of " + _DEF_RETREAT, "pre")
def _times_retreat(m, c):
    return [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", int(m.group(1)), fx.CNT_DEF_RETREAT_NOW, fx.ANY]]


# --- 1 of the opponent's Pokémon: damage, then a flip to discard Energy from it; more to a Poké-Power -------
@R.rec(_ANY_OPP + r"this attack does (\d+) damage to that pokémon" + END + r"after doing damage, flip a coin" + END
       + r"if heads, your opponent discards (an|1) energy card, if any, attached to that pokémon" + END + _BENCH_NOTE, "post")
def _any_one_flip_discard(m, c):
    if c.damaging:
        return None
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ANY_ONE], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
            ["DISCARD_ENERGY", 1, fx.PICKED_OPP, fx.ANY]]


@R.rec(_ANY_OPP + r"this attack does (\d+) damage to that pokémon" + END + _BENCH_NOTE
       + r"if that pokémon has poké-powers, this attack does (\d+) damage plus (\d+) more damage" + END, "post")
def _any_one_more_to_power(m, c):
    if c.damaging or m.group(1) != m.group(2):
        return None
    alt = 1000 * (fx.ALT_FLAG + _bit(CF_HAS_PPOWER)) + int(m.group(2)) + int(m.group(3))
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ANY_ONE, alt]]


@R.rec(r"choose 3 of your opponent's pokémon" + END + r"this attack does (\d+) damage to each of those pokémon" + END
       + _BENCH_NOTE, "post")
def _three_any(m, c):
    if c.damaging:
        return None
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ANY_THREE]]


# --- the opponent's hand, Energy, deck --------------------------------------------------------------------
@R.rec(r"look at your opponent's hand and choose 1 basic pokémon or evolution card you find there" + END
       + r"your opponent puts it at the bottom of (?:his or her|their) deck" + END, "post")
def _hand_pokemon_to_bottom(m, c):
    return [["DISCARD_HAND", 1, fx.KIND_POKEMON, fx.OPP_REVEALED + fx.DH_BOTTOM]]


@R.rec(r"choose 1 energy (?:card )?attached to the defending pokémon" + END
       + r"your opponent returns that card to (?:his or her|their) hand" + END, "post")
def _def_energy_to_hand(m, c):
    return [["OPP_ENERGY_TO", 1, 0, 0]]


@R.rec(r"flip a coin" + END + r"if heads, choose 1 energy (?:card )?attached to the defending pokémon" + END
       + r"your opponent returns that card to (?:his or her|their) hand" + END, "post")
def _flip_def_energy_to_hand(m, c):
    return [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["OPP_ENERGY_TO", 1, 0, 0]]


@R.rec(r"flip a coin until you get tails" + END + r"for each heads, your opponent discards an energy card attached to the"
       r" defending pokémon" + END, "post")
def _opp_discards_per_heads(m, c):
    return [["FLIP", 0], ["DEF_ENERGY_OPP_DISCARDS", -1, 0, fx.ANY]]


R.const(r"shuffle your opponent's deck" + END, "post", [["SHUFFLE_DECK", 1]])


# --- counters until N HP is left; this Pokémon's Energy of a type moved, any number --------------------------
@R.rec(r"put damage counters on the defending pokémon until it is (\d+) hp away from being knocked out" + END, "post")
def _counters_until(m, c):
    return [["COUNTERS_TO_HP", int(m.group(1)), fx.BENCH_DEF]]


@R.rec(r"you may move any number of (" + TYPES + r") energy cards attached to " + ME + r" to another of your pokémon" + END,
       "post")
def _move_any_number(m, c):
    # the acting Pokémon is the Active: "from a Pokémon for which TC_ACTIVE holds"; each move may be declined
    return [["MOVE_ENERGY", 60, fx.ME_SAME_PAIR, fx.MOVE_FROM * fx.TC_ACTIVE + R._type(m.group(1)) + 1]]


# --- board conditions: a Pokémon in play (either player's), the Defending Pokémon's name / Resistance ---------
_NOT_NAMES = {"asleep", "burned", "confused", "paralyzed", "poisoned", "now", "not", "a", "an", "the", "evolved",
              "basic", "still", "knocked", "affected", "damaged"}


def _named_def(m):
    if m.group(1) in _NOT_NAMES:
        return None  # not a name: no test
    return [(tagged_count(fx.CNT_DEF_FLAG, tag_bit("name:" + capwords(m.group(1)))), 1)]


def _ex_in_play(m):
    name = capwords(m.group(1))[:-3] + " ex"
    return [(tagged_count(fx.CNT_ALL_FLAG_IN_PLAY, tag_bit("name:" + name)), 1)]


R._BOARD_CONDS_RE.extend([
    (re.compile(r"([a-z][a-z'.-]* ex) is in play"), _ex_in_play),
    (re.compile(r"the defending pokémon is ([a-z][a-z'-]+)"), _named_def),
    (re.compile(r"the defending pokémon has (" + TYPES + r") resistance"),
     lambda m: [(fx.count_code(fx.CNT_DEF_RESIST_TYPE, R._type(m.group(1))), 1)]),
])


# "if <Pokémon-ex> is in play, flip a coin. if heads, <sentence>": the flip inside the condition
@R.rec(r"if ([a-z][a-z'.-]* ex) is in play, flip a coin" + END + r"if heads, ([^.]*" + END + r")", "post")
def _in_play_flip(m, c):
    inner = R._parse(m.group(2), c)
    if inner is None or any(role != "post" for role, _ in inner):
        return None
    rows = [r for _role, rs in inner for r in rs]
    return R._wrap_board(_ex_in_play(m), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, len(rows)]] + rows)


# --- heal each of your Pokémon with Energy of a type attached (HEAL_EACH_IF) ----------------------------------
@R.rec(r"remove (\d+) damage counters from each of your pokémon that has (" + TYPES + r") energy attached" + END
       + r"if that pokémon has less than \1 damage counters, remove all of them" + END, "post")
def _heal_each_with_type(m, c):
    return [["HEAL_EACH_IF", 10 * int(m.group(1)), 0, fx.TC_ENERGY_OF + R._type(m.group(2))]]


# --- up to N cards that evolve from this Pokémon, from the deck to the hand (an "evolves:" card tag) -------------
@R.rec(r"search your deck for up to (\d+) cards that evolve from " + ME + r", show them to your opponent, and put them"
       r" into your hand" + END + R.OPT_SHUFFLE, "post")
def _search_evolutions(m, c):
    if not c.card:
        return None
    name = re.sub(r"\s*[δ★]", "", c.card.replace("\u2019", "'")).strip()  # a δ card's name: the Pokémon's
    return [["SEARCH_DECK", int(m.group(1)), tag_kind(fx.KIND_POKEMON, "evolves:" + name), fx.TO_HAND]]


# --- before the damage, you may switch in 1 of the opponent's Benched Pokémon with a name tag (GUST b=1 with a filter)
_TEAM = {"team magma": fx.TC_MAGMA, "team aqua": fx.TC_AQUA}


@R.rec(r"before doing damage, you may choose 1 of your opponent's benched pokémon that has (team magma|team aqua) in its"
       r" name and switch it with (?:1 of )?the defending pokémon" + END
       + r"(?:your opponent chooses the defending pokémon to switch" + END + r")?", "pre")
def _may_gust_team(m, c):
    # one Defending Pokémon in a 1-on-1 game: the opponent's choice among Defending Pokémon has one answer
    return [["GUST", fx.SELF, 1, _TEAM[m.group(1)]]]


# --- 1 of the opponent's Benched Pokémon: damage, then you may move an Energy card from it to another of theirs --
@R.rec(r"choose 1 of your opponent's benched pokémon" + END + r"this attack does (\d+) damage to that pokémon" + END
       + r"(?:" + _BENCH_NOTE + r")?you may move an energy (?:card )?attached to that pokémon to another of your opponent's"
       r" pokémon" + END + r"(?:" + _BENCH_NOTE + r")?", "post")
def _hit_bench_may_move(m, c):
    if c.damaging:
        return None
    return [["HIT_BENCH_MAY_MOVE", int(m.group(1))]]


# --- the top card of your deck discarded, attached to this Pokémon if a basic Energy card; more damage while your
# Pokémon have less Energy than the opponent's ---------------------------------------------------------------------
@R.rec(r"discard the top card (?:from|of) your deck" + END + r"if that card is a basic energy card, attach it to " + ME + END,
       "post")
def _mill_attach(m, c):
    return [["MILL_SELF_ATTACH_BASIC"]]


@R.rec(r"count the amount of energy attached to all of your pokémon and all of your opponent's pokémon" + END
       + r"if your pokémon have less energy than your opponent's, this attack does (\d+) damage plus (\d+) more damage"
       + END, "pre")
def _less_energy_more(m, c):
    if int(m.group(1)) != c.base:
        return None
    return [["SKIP_UNLESS_COUNT", fx.CNT_ENERGY_ALL_TRAIL, 1, 1], ["DMG_ADD", int(m.group(2))]]


# --- Tools (a Technical Machine is a Tool card in the kernel) and Rocket's Secret Machines discarded from the hand
# for damage (DISCARD_CHOSEN DS_HAND_KIND) ----------------------------------------------------------------------
@R.rec(r"you may discard from your hand as many technical machine and pokémon tool cards as you like" + END
       + r"this attack does (\d+) damage times the number of cards you discarded" + END, "pre")
def _discard_tools_times(m, c):
    return [["DMG_SET", 0], ["DISCARD_CHOSEN", 0, fx.DS_HAND_KIND, fx.KIND_TOOL], ["DMG_ADD_PER_N", int(m.group(1))]]


@R.rec(r"you may discard a combination of up to (\d+) pokémon tool cards and rocket's secret machine cards from your"
       r" hand" + END + r"if you do, this attack does (\d+) damage plus (\d+) more damage for each card you discarded" + END,
       "pre")
def _discard_tool_rsm_more(m, c):
    if int(m.group(2)) != c.base:
        return None
    return [["DISCARD_CHOSEN", int(m.group(1)), fx.DS_HAND_KIND, _TOOL_OR_RSM], ["DMG_ADD_PER_N", int(m.group(3))]]


# --- a Stadium from the deck put into play; Pokémon Tools from the deck attached (SEARCH_PLAY_STADIUM / _ATTACH_TOOLS)
R.const(r"search your deck for a stadium card and play it" + END + R.OPT_SHUFFLE, "post", [["SEARCH_PLAY_STADIUM"]])


@R.rec(r"search your deck for up to (\d+) pokémon tool cards and attach them to any of your pokémon \(excluding pokémon"
       r" that already have a pokémon tool attached to them\)" + END + R.OPT_SHUFFLE, "post")
def _search_attach_tools(m, c):
    return [["SEARCH_ATTACH_TOOLS", int(m.group(1))]]


# --- attacks copied from elsewhere (COPY_DEF_ATTACK b < 0): the opponent's Benched Pokémon, a Pokémon card in the
# opponent's hand, the cards under this Pokémon; the copy runs for this Pokémon (its type unchanged) --------------
_COPIES = (r"[a-z' -]+ copies that attack except for its energy cost" + END
           + r"\(you must still do anything else required for that attack\.\)\s*"
           + r"\(no matter what type that pokémon is, " + ME + r"'s type is still (?:" + TYPES + r")\.\)\s*"
           + ME + r" performs that attack" + END)


@R.rec(r"choose 1 of your opponent's benched pokémon's attacks" + END + _COPIES, "post")
def _copy_opp_bench(m, c):
    return [["COPY_DEF_ATTACK", 1, fx.K19_COPY_OPP_BENCH]]


@R.rec(r"look at your opponent's hand and choose a basic pokémon or evolution card you find there" + END
       + r"choose 1 of that pokémon's attacks" + END + _COPIES, "post")
def _copy_opp_hand(m, c):
    return [["COPY_DEF_ATTACK", 1, fx.K19_COPY_OPP_HAND]]


@R.rec(r"use any attack from " + ME + r"'s basic pokémon card or stage 1 evolution card" + END
       + r"\(" + ME + r" doesn't have to pay for that attack's energy cost\.\)\s*", "post")
def _copy_stack(m, c):
    return [["COPY_DEF_ATTACK", 1, fx.K19_COPY_STACK]]


# --- damage counters switched with the Defending Pokémon's; 1 Energy card moved, then that Pokémon healed; basic Energy
# from the discard pile, then counters per card ------------------------------------------------------------------
@R.rec(r"discard (an|1) energy card attached to " + ME + r", and then switch all damage counters on " + ME
       + r" with those on the defending pokémon" + END + r"\(if an effect of this attack is prevented, this attack does"
       r" nothing\.\)\s*", "post")
def _swap_damage(m, c):
    return [["SWAP_DAMAGE_DEF", 1]]


@R.rec(r"move 1 energy card attached to " + ME + r" to another of your pokémon and remove (\d+) damage counters from that"
       r" pokémon \(all if there are less than \1\)" + END, "post")
def _move_one_heal(m, c):
    return [["MOVE_ONE_HEAL", 10 * int(m.group(1))]]


@R.rec(r"search your discard pile for up to (\d+) basic energy cards and attach them to 1 of your pokémon" + END
       + r"put (\d+) damage counters? on that pokémon for each energy card attached in this way" + END, "post")
def _attach_then_counters(m, c):
    return [["ATTACH_THEN_COUNTERS", int(m.group(1)), 10 * int(m.group(2))]]


# --- the opponent's hand cut down to N cards, the attacker's picks shuffled into their deck (DISCARD_HAND a < 0 onto
# the bottom, then the opponent's deck shuffled) -------------------------------------------------------------------
@R.rec(r"if the number of cards in your opponent's hand is at least (\d+), look at (?:his or her|their) hand" + END
       + r"choose a number of cards there until your opponent has (\d+) cards left in (?:his or her|their) hand and have"
       r" your opponent shuffle the cards you chose into (?:his or her|their) deck" + END, "post")
def _hand_down_to(m, c):
    if int(m.group(1)) != int(m.group(2)) + 1:
        return None
    return [["DISCARD_HAND", -int(m.group(2)), fx.KIND_ANY, fx.OPP_REVEALED + fx.DH_BOTTOM], ["SKIP_UNLESS_N", 1, 1],
            ["SHUFFLE_DECK", 1]]


# --- a Supporter card's effect as this attack's (USE_SUPPORTER): yours in play, one in the opponent's discard pile
# or hand (the card stays where it is) ---------------------------------------------------------------------------
R.const(r"if you have a supporter card in play, use the effect on that card as the effect of this attack" + END, "post",
        [["USE_SUPPORTER", fx.K19_SUP_IN_PLAY]])
R.const(r"search your opponent's discard pile for a supporter card and use the effect of that card as the effect of"
        r" this attack" + END + r"\(the supporter card remains in your opponent's discard pile\.\)\s*", "post",
        [["USE_SUPPORTER", fx.K19_SUP_OPP_DISCARD]])
R.const(r"look at your opponent's hand" + END + r"you may use the effect of a supporter card you find there as the effect"
        r" of this attack" + END + r"\(the supporter card remains in your opponent's hand\.\)\s*", "post",
        [["USE_SUPPORTER", fx.K19_SUP_OPP_HAND]])


# --- a Supporter from the opponent's revealed hand into their deck, then they draw; a Prize card switched with the
# top card of your deck -------------------------------------------------------------------------------------------
R.const(r"look at your opponent's hand" + END + r"you may have your opponent shuffle a supporter card you find there into"
        r" (?:his or her|their) deck" + END + r"if you do, your opponent draws a card" + END, "post", [["OPP_SUPPORTER_TO_DECK"]])
R.const(r"look at your prize cards without showing your opponent" + END + r"choose 1 of the prize cards and switch it with"
        r" the top card of your deck without looking at the top card of your deck" + END
        + r"if you have no cards in your deck, this attack does nothing" + END, "post", [["PRIZE_SWAP_TOP"]])


# --- you may switch this Pokémon with 1 of your Benched Pokémon; if you do, you may move its <type> Energy to the new
# Active (SWITCH_THEN_MOVE) ----------------------------------------------------------------------------------------
@R.rec(r"you may switch " + ME + r" with 1 of your benched pokémon" + END + r"if you do, you may move any number of ("
       + TYPES + r") energy cards attached to " + ME + r" to the new active pokémon" + END, "post")
def _switch_then_move(m, c):
    return [["SWITCH_THEN_MOVE", 0, 0, R._type(m.group(1))]]


# --- an attack this Pokémon may use while Asleep (ASLEEP_OK, a permission read with the legal actions) -------------
R.const(r"\(this attack can be used even if " + ME + r" is asleep\.\)\s*", "req", [["ASLEEP_OK"]])


# --- more damage from attacks: to this Pokémon during the opponent's next turn (before Weakness and Resistance); to
# the Defending Pokémon during your next turn (after them) (VULNERABLE_NEXT) -----------------------------------------
@R.rec(R.NEXT + r", any damage done to " + ME + r" by attacks is increased by (\d+) \(before applying " + WR + r"\)" + END,
       "post")
def _vulnerable_self(m, c):
    return [["VULNERABLE_NEXT", int(m.group(1)), fx.SELF, 0]]


@R.rec(r"during your next turn, if an attack does damage to the defending pokémon \(after applying " + WR + r"\), that"
       r" attack does (\d+) more damage" + END, "post")
def _vulnerable_def(m, c):
    return [["VULNERABLE_NEXT", int(m.group(1)), fx.OPP, 1]]

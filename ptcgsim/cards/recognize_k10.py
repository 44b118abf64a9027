"""Slice s30-k10: SV Items and Supporters.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
table.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

* heal 1 of your Pokémon "..., and it recovers from" its conditions: ``HEAL_ANY_OWN`` b=2
  (Life Herb-like: any of your Pokémon, its conditions too);
* heal the Active, more "if that pokémon is an <owner>'s pokémon": ``SKIP_UNLESS_COUNT`` on
  ``CNT_OWN_ACTIVE_FLAG`` (the owner's cardtable bit: Arven's, ``CF_ARVENS``);
* 2 basic Energy cards of different types from the deck, 1 into the hand, "attach the other":
  ``SEARCH_ENERGY_SPLIT``;
* "at the end of this turn", a hand of N or more cards is discarded: ``END_TURN_DISCARD_HAND``;
* heal 1 of your Pokémon, then "if you healed any damage", an Energy off it:
  ``HEAL_THEN_DISCARD_ENERGY``;
* a Tool and a Special Energy off the same Pokémon of the opponent's: ``DISCARD_TOOL_AND_SPECIAL``;
* heal the Active and "remove a special condition" (one): ``HEAL`` and ``CURE_ONE``;
* heal a Mega Evolution Pokémon ex, its Energy into the hand: ``HEAL_THEN_DISCARD_ENERGY`` c = 1 + 2 * (bit + 1).
"""

from __future__ import annotations

from .. import effects as fx
from ..kernel.cardtable import CF_ARVENS, CF_MEGA, CF_TYPES
from . import recognize as R
from . import recognize_stadium as RS
from . import recognize_tool as RT

END = R.END
T = ("trainer",)
_OWNERS = {"arven's": CF_ARVENS}


def _bit(flag: int) -> int:
    return flag.bit_length() - 1


@R.rec(r"heal (\d+) damage from 1 of your pokémon, " r"and it recovers from all special conditions" + END, "post", T)
def _heal_cure_one_own(m, c):
    return [["HEAL_ANY_OWN", int(m.group(1)), 2]]


@R.rec(r"heal (\d+) damage from your active pokémon" + END + r"if that pokémon is an? (arven's) pokémon, heal (\d+) damage"
       r" from it instead" + END, "post", T)
def _heal_owner_more(m, c):
    flag = _OWNERS[m.group(2)]
    cnt = fx.CNT_OWN_ACTIVE_FLAG + fx.CNT_ARG * (_bit(flag) + 1)
    return [["REQ_OWN_DAMAGED", 0], ["SKIP_UNLESS_COUNT", cnt, 1, 2], ["HEAL", int(m.group(3)), fx.SELF],
            ["SKIP", 1], ["HEAL", int(m.group(1)), fx.SELF]]


@R.rec(r"search your deck for up to 2 basic energy cards " r"of different types, reveal them, " r"and put 1 of them into your hand"
       + END + r"attach the other to 1 of your pokémon" + END + R.OPT_SHUFFLE, "post", T)
def _energy_split(m, c):
    return [["SEARCH_ENERGY_SPLIT"]]


@R.rec(r"at the end of this turn, " r"if you have (\d+) or more cards in your hand, discard your hand" + END, "post", T)
def _hand_limit_end(m, c):
    n = int(m.group(1))
    return [["END_TURN_DISCARD_HAND", n]] if 0 < n < 16 else None


@R.rec(r"heal (\d+) damage from 1 of your pokémon" + END + r"if you healed any damage in this way, " r"discard an energy from"
       r" that pokémon" + END, "post", T)
def _heal_then_discard(m, c):
    return [["REQ_OWN_DAMAGED", 1], ["HEAL_THEN_DISCARD_ENERGY", int(m.group(1)), 1]]


@R.rec(r"discard a pokémon tool and a special energy " r"from 1 of your opponent's pokémon" + END, "post", T)
def _tool_and_special(m, c):
    return [["DISCARD_TOOL_AND_SPECIAL"]]


@R.rec(r"heal (\d+) damage and remove a special condition " r"from your active pokémon" + END, "post", T)
def _heal_cure_one(m, c):
    return [["HEAL", int(m.group(1)), fx.SELF], ["CURE_ONE"]]


# all damage off 1 Mega Evolution Pokémon ex, then its Energy into the hand (Wally's Compassion-like)
@R.rec(r"heal all damage from 1 of your " r"mega evolution pokémon ex" + END + r"if you healed any damage in this way, "
       r"put all energy attached to that pokémon " r"into your hand" + END, "post", T)
def _heal_mega_energy_to_hand(m, c):
    return [["HEAL_THEN_DISCARD_ENERGY", 0, 0, 1 + 2 * (_bit(CF_MEGA) + 1)]]


# "you can use this card only if your opponent has N or fewer prize cards remaining." (a requirement)
@R.rec(r"you can use this card only if your opponent has (\d+) or fewer prize cards remaining" + END, "req", T)
def _req_opp_prizes(m, c):
    return [["REQ_COUNT", fx.CNT_OPP_PRIZES_LEFT, -(int(m.group(1)) + 1)]]


# choose 1 of your Pokémon: through the opponent's next turn, no damage nor effects of
# attacks done to it by the opponent's Pokémon ex (Acerola's Mischief-like): PREVENT_OWN_NEXT
@R.rec(r"choose 1 of your pokémon in play" + END + r"during your opponent's next turn, " r"prevent all damage from "
       r"and effects of attacks done to that pokémon " r"by your opponent's pokémon ex" + END, "post", T)
def _prevent_own_from_ex(m, c):
    return [["PREVENT_OWN_NEXT", 0, 1, 3]]


# --- Tools: at the end of their owner's turn, while the holder is Active (TOOL_END_HEAL, TOOL_END_ATTACH)
_EOT = r"at the end of your turn(?: \(after your attack\))?, if " + RT._H + r" is in the active spot, "


@RT._rec(_EOT + r"heal (\d+) damage from it" + RT._DOT)
def _tool_end_heal(m) -> list:
    return [RT._row(fx.TOOL_END_HEAL, int(m.group(2)), RT._holder_cond(m.group(1)), fx.TC_ACTIVE)]


@RT._rec(_EOT + r"you may attach a basic energy card " r"from your discard pile to it" + RT._DOT)
def _tool_end_attach(m) -> list:
    return [RT._row(fx.TOOL_END_ATTACH, 1, RT._holder_cond(m.group(1)), fx.TC_ACTIVE)]


# "the <kind> pokémon this card is attached to gets +N hp, recovers from all special conditions, and
# can't be affected by any special conditions" (TOOL_HP and TOOL_NO_CONDITIONS)
@RT._rec(RT._H + r" gets \+(\d+) hp, recovers from all special conditions, " r"and can't be affected by any special"
         r" conditions" + RT._DOT)
def _tool_hp_no_conditions(m) -> list:
    k = RT._holder_cond(m.group(1))
    return [RT._row(fx.TOOL_HP, int(m.group(2)), k), RT._row(fx.TOOL_NO_CONDITIONS, 1, k)]


# --- a Stadium's action (recognize_stadium's body table, second person): "switch your active
# <type> pokémon with 1 of your benched <type> pokémon" (Surfing Beach-like)
@RS._body(r"switch your active (" + R.TYPES + r") pokémon with 1 of your benched (" + R.TYPES + r") pokémon" + RT._DOT)
def _b_switch_typed(m) -> list | None:
    if m.group(1) != m.group(2):
        return None
    t = R._type(m.group(1))
    active_of_type = fx.CNT_OWN_ACTIVE_FLAG + fx.CNT_ARG * (_bit(CF_TYPES << t) + 1)
    return [["REQ_COUNT", active_of_type, 1], ["REQ_COUNT", fx.CNT_OWN_BENCH_TYPE + fx.CNT_ARG * (t + 1), 1],
            ["SWITCH_SELF", 3, 0, fx.TC_TYPE + t]]


# "draw N cards. if you drew any cards in this way and if <stadium> is in play, shuffle this <card>
# into your deck instead of discarding it" (Caretaker-like): the deck's cards first (drew any)
@R.rec(r"draw (\d+) cards" + END + r"if you drew any cards in this way and if ([a-z][a-z' -]+?) is in play, "
       r"shuffle this [a-z' -]+? into your deck " r"instead of discarding it" + END, "post", T)
def _draw_then_to_deck(m, c):
    return [["SKIP_UNLESS_COUNT", fx.CNT_OWN_DECK, 1, 3], ["DRAW", int(m.group(1))],
            ["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_STADIUM_KIND, m.group(2).title()), 1, 1], ["TRAINER_TO_DECK"]]


# a card with no Abilities that evolves from 1 of your Pokémon, from the deck onto it, even one put into
# play this turn (Salvatore-like): EVOLVE_FROM_DECK a=3; never during the player's first turn
@R.rec(r"search your deck for a card " r"that has no abilities and evolves from 1 of your pokémon, " r"and put it onto that"
       r" pokémon to evolve it" + END + R.OPT_SHUFFLE + r"you can use this card on a pokémon " r"you put down when you were "
       r"setting up to play " r"or on a pokémon that was put into play this turn" + END, "post", T)
def _evolve_no_ability(m, c):
    return [["REQ_NOT_TURN", 1], ["REQ_NOT_TURN", 2], ["EVOLVE_FROM_DECK", 3]]


# the opponent reveals their hand; a Basic Pokémon found there onto their Bench, then switched in
# (Erika's Invitation-like): OPP_HAND_BASIC_TO_ACTIVE
@R.rec(r"your opponent reveals their hand, " r"and you put a basic pokémon you find there " r"onto your opponent's bench"
       + END + r"if you put a pokémon onto their bench in this way, " r"switch in that pokémon to the active spot" + END,
       "post", T)
def _opp_hand_basic_to_active(m, c):
    return [["OPP_HAND_BASIC_TO_ACTIVE"]]


# up to N Pokémon from the hand into the deck; "if you do", as many Pokémon from the deck into the
# hand (Perrin-like): TRADE_POKEMON_UP_TO
@R.rec(r"reveal up to (\d+) pokémon in your hand " r"and put them into your deck" + END + r"if you do, search your deck "
       r"for up to that many pokémon, " r"reveal them, and put them into your hand" + END + R.OPT_SHUFFLE, "post", T)
def _trade_up_to(m, c):
    return [["TRADE_POKEMON_UP_TO", int(m.group(1))]]


# a Tool: while its holder is Active, "the retreat cost of both active pokémon is <C> more"
@RT._rec(r"as long as " + RT._H + r" is in the active spot, " r"the retreat cost of both active pokémon is ((?:colorless)+) more"
         + RT._DOT)
def _tool_actives_retreat_more(m) -> list:
    return [RT._row(fx.TOOL_ACTIVES_RETREAT_MORE, m.group(2).count("colorless"), RT._holder_cond(m.group(1)), fx.TC_ACTIVE)]


# the top N cards: any number discarded, "the other cards back in any order" (Raifort-like): TOP_DISCARD_ANY
@R.rec(r"look at the top (\d+) cards of your deck " r"and discard any number of them" + END
       + r"put the other cards back " r"in any order" + END, "post", T)
def _top_discard_any(m, c):
    return [["REQ_DECK"], ["TOP_DISCARD_ANY", int(m.group(1))]]


# a Stadium: no damage counters on Benched Pokémon (both players') by effects of the opponent's attacks
# and Abilities (Battle Cage-like): ST_BENCH_CAGE
@RS._rec(r"prevent all damage counters " r"from being placed on benched pokémon" + RS._BOTH + r" by effects of attacks "
         r"and abilities from the opponent's pokémon" + RT._DOT + r"\(damage from attacks is still taken\.\)\s*")
def _st_bench_cage(m) -> list:
    return [["STADIUM", fx.ST_BENCH_CAGE, 1, 0]]

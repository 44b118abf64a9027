"""EX-era Stadium wordings of the bundled EX decks (registered into recognize_stadium's table):
counters between turns on big Pokémon-ex, the Team Aqua / Team Magma Hideouts, a basic Energy card
back from the discard pile unless a Special Energy card is there.

Imported at the end of :mod:`ptcgsim.cards.recognize_stadium`.  Only regular-expression fragments
live here, never card sentences (DESIGN.md, card data policy).
"""

from __future__ import annotations

from .. import effects as fx

# --- EX-era Stadiums (recognize_stadium's table) ----------------------------------------------------
from . import recognize_stadium as _rs

_HIS_S = r"(?:his or her|their)"


@_rs._rec(r"at any time between turns, each player puts (\d+) damage counters? on " + _HIS_S + r" pokémon-ex with maximum hp"
          r" of at least 100" + _rs._DOT)
def _st_ruins(m) -> list:
    return [["STADIUM", fx.ST_BETWEEN_COUNTERS, 10 * int(m.group(1)), fx.TC_EX_HP100]]


_NOT_TEAM = {"team aqua": fx.TC_NOT_AQUA, "team magma": fx.TC_NOT_MAGMA}


@_rs._rec(r"each pokémon that (?:does not|doesn't) have (team aqua|team magma) in its name pays ((?:colorless)+) more to"
          r" retreat" + _rs._DOT)
def _st_hideout_retreat(m) -> list:
    return [["STADIUM", fx.TOOL_RETREAT_LESS, -m.group(2).count("colorless"), _NOT_TEAM[m.group(1)]]]


@_rs._rec(r"whenever any player plays a basic pokémon that (?:does not|doesn't) have (team aqua|team magma) in its name from "
          + _HIS_S + r" hand, that player puts (\d+) damage counters? on that pokémon" + _rs._DOT)
def _st_hideout_counters(m) -> list:
    return [["STADIUM", fx.ST_BENCH_COUNTERS, 10 * int(m.group(2)), _NOT_TEAM[m.group(1)]]]


# a basic Energy card back from the discard pile, once during each player's turn, unless a Special
# Energy card is there (an action: the player takes it when it helps)
@_rs._rec(r"once during each player's turn, if the player has no special energy cards in " + _HIS_S + r" discard pile, that"
          r" player searches " + _HIS_S + r" discard pile for a basic energy card, show it to the opponent, and put it into "
          + _HIS_S + r" hand" + _rs._DOT)
def _st_power_tree(m) -> list:
    body = [["REQ_COUNT", fx.count_code(fx.CNT_OWN_DISCARD_KIND, fx.KIND_SPECIAL_ENERGY), -1],
            ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["RECOVER", 1, fx.KIND_BASIC_ENERGY, fx.TO_HAND]]
    return [["STADIUM", fx.ST_ACTION, len(body), 0]] + body


# no Weakness for every Pokémon in play but Pokémon-ex and Pokémon with an owner in their name
@_rs._rec(r"don't apply weakness for all pokémon in play \(excluding pokémon-ex and pokémon that has an owner in its name\)"
          + _rs._DOT)
def _st_no_weakness_but_ex_owner(m) -> list:
    return [["STADIUM", fx.TOOL_NO_WEAKNESS, 1, fx.TC_NOT_EX + fx.TC_SHIFT * fx.TC_NO_OWNER]]


# a δ Pokémon in play lets its player draw a card once during each turn, then discard one (an action)
@_rs._rec(r"each player that has any pokémon in play that has δ on its card may draw a card once during " + _HIS_S
          + r" turn" + _rs._DOT + r"if the player does, (?:he or she|they) discards? a card from " + _HIS_S + r" hand" + _rs._DOT)
def _st_delta_draw(m) -> list:
    from ..kernel.cardtable import CF_DELTA
    body = [["REQ_COUNT", fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, CF_DELTA.bit_length() - 1), 1], ["REQ_DECK"],
            ["DRAW", 1], ["DISCARD_HAND", 1, 0]]
    return [["STADIUM", fx.ST_ACTION, len(body), 0]] + body

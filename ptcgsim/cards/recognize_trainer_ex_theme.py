"""EX-era Trainer wordings of the bundled EX decks (competitive and theme): draws sized by the
board (one per opposing Pokémon, one per prize card left), a discard then a draw that grows with
the card discarded, a choice between 1 card to the hand and several into the deck, Life Herb-like
heals with a cure, and the opponent's optional draw.

Imported at the end of :mod:`ptcgsim.cards.recognize` (after recognize_trainer3), so where an
older recogniser reads the same text it wins unless it declines.  Only regular-expression
fragments live here, never card sentences (DESIGN.md, card data policy).
"""

from __future__ import annotations

from .. import effects as fx
from ..kernel.cardtable import CF_DELTA, CF_MAGMA, CF_AQUA, CF_NAME_DARK, CF_NAME_ROCKETS
from .recognize import _BOARD_CONDS, _BOARD_CONDS_RE, END, NUM, OPT_SHUFFLE, T, _n, _type, _wrap_board, const, rec
from .recognize_trainer import _cond

import re

_HIS = r"(?:his or her|their)"
_OPP_IN_PLAY = r"the number of your opponent's pokémon in play"

# --- board conditions ---------------------------------------------------------------------------
_MORE_CONDS = [
    (r"you don't have any stage 2 evolved pokémon in play",
     lambda m: [(fx.count_code(fx.CNT_OWN_STAGE_IN_PLAY, 2), -1)]),
]
_BOARD_CONDS.extend(_MORE_CONDS)
_BOARD_CONDS_RE.extend((re.compile(p), b) for p, b in _MORE_CONDS)


# --- draws sized by the board -------------------------------------------------------------------
# one card per opposing Pokémon (the Active and each Benched one); "up to": the player draws them all
@rec(r"draw a number of cards up to " + _OPP_IN_PLAY + END
     + r"if you have (more than (\d+)|(\d+) or more) cards \(including this one\) in your hand, you can't play this card" + END,
     "post", T)
def _t_draw_per_opp_pokemon(m, c):
    # the card being played is still in the hand when the requirement is read: fewer than the bar
    bar = int(m.group(2)) + 1 if m.group(2) else int(m.group(3))
    return [["REQ_COUNT", fx.CNT_OWN_HAND, -bar], ["DRAW", 1, 5, fx.CNT_OPP_BENCH]]


# each hand shuffled into its deck, then a draw of that player's prize cards left
const(r"each player shuffles " + _HIS + r" hand into " + _HIS + r" deck" + END
      + r"then, each player counts " + _HIS + r" prize cards left and draws up to that many cards" + END
      + r"\(you draw your cards first\.\)\s*", "post", [["HAND_BOTTOM_DRAW", 0, fx.BOTH_PLAYERS, -1]], T)

# the opponent's optional draw: greedy and random players alike always take the card
const(r"your opponent may also draw a card" + END, "post", [["DRAW", 1, 6]], T)


@rec(r"if ([^,.]+), draw " + NUM + r" more cards?" + END, "post", T)
def _t_if_draw_more(m, c):
    tests = _cond(m.group(1))
    return _wrap_board(tests, [["DRAW", _n(m.group(2))]]) if tests else None


# --- a discard from the hand, then a draw that grows with the card discarded --------------------
_DISC_KINDS = {
    "team magma": fx.kind_flag(fx.KIND_POKEMON, CF_MAGMA),
    "team aqua": fx.kind_flag(fx.KIND_POKEMON, CF_AQUA),
    "dark or rocket's": fx.kind_either(fx.kind_flag(fx.KIND_POKEMON, CF_NAME_DARK),
                                       fx.kind_flag(fx.KIND_POKEMON, CF_NAME_ROCKETS)),
    "δ": fx.kind_flag(fx.KIND_POKEMON, CF_DELTA),
}
_DISCARDED = (r"if you discarded a pokémon (?:with|that has) (team magma|team aqua|dark or rocket's|δ) "
              r"(?:in its name|on its card), draw (\d+) cards instead" + END)


def _draw_more_if(n: int, more: int, what: str) -> list:
    """Draw n; then the rest of ``more`` when the card discarded was of the named kind."""
    if more <= n:
        return None
    code = fx.count_code(fx.CNT_LAST_DISCARD_KIND, _DISC_KINDS[what])
    return [["DRAW", n], ["SKIP_UNLESS_COUNT", code, 1, 1], ["DRAW", more - n]]


@rec(r"discard (a card|any 1 pokémon) from your hand" + END + r"then,? draw (\d+) cards" + END + _DISCARDED, "post", T)
def _t_discard_draw_more(m, c):
    rows = _draw_more_if(int(m.group(2)), int(m.group(4)), m.group(3))
    if rows is None:
        return None
    if m.group(1) == "a card":
        return [["DISCARD_HAND", 1, fx.KIND_ANY]] + rows
    # a Pokémon must be discarded: none in the hand, the card can't be played
    return [["REQ_HAND_KIND", 1, fx.KIND_POKEMON], ["DISCARD_HAND", 1, fx.KIND_POKEMON]] + rows


# (the Holon Supporters: the discard is the cost sentence recognize_trainer reads first)
@rec(r"draw (\d+) cards" + END + _DISCARDED, "post", T)
def _t_draw_more_if_discarded(m, c):
    return _draw_more_if(int(m.group(1)), int(m.group(3)), m.group(2))


# --- from the discard pile: 1 card to the hand, or several shuffled into the deck ---------------
_PILE_KINDS = {"basic pokémon and evolution cards": fx.KIND_POKEMON, "basic energy cards": fx.KIND_BASIC_ENERGY}
_ONE = {"basic pokémon and evolution cards": r"basic pokémon or evolution card", "basic energy cards": r"basic energy card"}


@rec(r"search your discard pile for (basic pokémon and evolution cards|basic energy cards)" + END
     + r"you may either show 1 (basic pokémon or evolution card|basic energy card) to your opponent and put it into your hand,"
     + r" or show (?:a combination of )?(\d+) (basic pokémon or evolution cards|basic energy cards) to your opponent and"
     + r" shuffle them into your deck" + END, "post", T)
def _t_pile_hand_or_deck(m, c):
    kind = _PILE_KINDS[m.group(1)]
    if _ONE[m.group(1)] != m.group(2) or m.group(4) != _ONE[m.group(1)] + "s":
        return None
    return [["REQ_DISCARD", 1, kind], ["RECOVER", int(m.group(3)), kind, fx.TO_HAND_OR_DECK]]


# --- Life Herb-like: 1 of your Pokémon (not a Pokémon-ex), its Special Conditions and damage -----
# (the coin is part of the wording: the heads wrapper takes one sentence, and this is two)
@rec(r"(flip a coin" + END + r"if heads, )?choose 1 of your pokémon \(excluding pokémon-ex\)(?:\. |, and )remove all special"
     r" conditions and (\d+) damage counters from that pokémon \(all if there are less than \d+\)" + END, "post", T)
def _t_herb(m, c):
    rows = [["HEAL_ANY_OWN", 10 * int(m.group(2)), 2, fx.ELIG_NOT_EX]]
    return ([["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1]] if m.group(1) else []) + rows


# --- a δ search: a basic Energy card of a type or a δ Pokémon card --------------------------------
@rec(r"search your deck for a (\w+) energy card or a basic pokémon \(or evolution card\) that has δ on its card, show it to"
     r" your opponent, and put it into your hand" + END + OPT_SHUFFLE, "post", T)
def _t_energy_or_delta(m, c):

    try:
        t = _type(m.group(1))
    except (KeyError, ValueError):
        return None
    if t is None or t < 0:
        return None
    kind = fx.kind_either(fx.KIND_BASIC_ENERGY_OF_TYPE + t, fx.kind_flag(fx.KIND_POKEMON, CF_DELTA))
    return [["SEARCH_DECK", 1, kind, fx.TO_HAND]]


# Wally's Training-like: the Active evolves from the deck (the turn rules of evolving apply)
@rec(r"search your deck for a card that evolves from your active pokémon \(choose 1 if there are 2\) and put it on your"
     r" active pokémon" + END + r"\(this counts as evolving that pokémon\.\)\s*" + OPT_SHUFFLE, "post", T)
def _t_evolve_active_from_deck(m, c):
    return [["REQ_COUNT", fx.CNT_SELF_MAY_EVOLVE, 1], ["EVOLVE_FROM_DECK", 0]]

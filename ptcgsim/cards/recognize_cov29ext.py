"""Coverage slice 29ext: EX-era Trainers, Tools, Stadiums and Special Energy, more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).
"""

from __future__ import annotations

from .. import effects as fx
from . import recognize as R

END = R.END
_T = ("trainer",)

_SHOW = r", show them to your opponent, and put them into your hand" + END
_SHUFFLE = r"shuffle your deck afterward" + END

#: "basic cards": Basic Pokémon cards and basic Energy cards (EX-era wording)
_BASIC_CARDS = fx.kind_either(fx.KIND_BASIC_POKEMON, fx.KIND_BASIC_ENERGY)


# --- "search your deck for up to N different types of basic pokémon cards [(excluding baby pokémon)],
# show them ..., and put them into your hand. shuffle your deck afterward.": one Basic Pokémon card
# per type (SD_DIFF_TYPES).  No Baby Pokémon is in the card database (no neo set): the exclusion
# changes nothing.
@R.rec(r"search your deck for up to (\d+) different types of basic pokémon cards(?: \(excluding baby pokémon\))?" + _SHOW
       + _SHUFFLE, "post", _T)
def _t_basic_pokemon_of_different_types(m, c):
    return [["SEARCH_DECK", int(m.group(1)), fx.KIND_BASIC_POKEMON, fx.TO_HAND + fx.SD_DIFF_TYPES]]


# --- "search your deck / discard pile for up to N basic cards, show them ..., and put them into your
# hand. [shuffle your deck afterward.]": Basic Pokémon and basic Energy cards (each one an option of
# the EX era's "X. or, Y." text, recognize_choice)
@R.rec(r"search your deck for up to (\d+) basic cards" + _SHOW + _SHUFFLE, "post", _T)
def _t_search_basic_cards(m, c):
    return [["SEARCH_DECK", int(m.group(1)), _BASIC_CARDS, fx.TO_HAND]]


@R.rec(r"search your discard pile for up to (\d+) basic cards" + _SHOW, "post", _T)
def _t_recover_basic_cards(m, c):
    return [["RECOVER", int(m.group(1)), _BASIC_CARDS, fx.TO_HAND]]


# --- "choose up to N in any combination of pokémon tool cards and stadium cards in play (both yours and
# your opponent's) and discard them.": the Tools first, up to N of them, the player's picks one at a
# time (DISCARD_TOOL BOTH_PLAYERS "up to"); with fewer than N gone, the Stadium in play too (one at
# most is in play), as "you may discard a Stadium" reads (DISCARD_STADIUM 1: the player keeps its own)
@R.rec(r"choose up to (\d+) in any combination of pokémon tool cards and stadium cards in play \(both yours and your"
       r" opponent's\) and discard them" + END, "post", _T)
def _t_tools_and_stadium(m, c):
    n = int(m.group(1))
    if n < 1:
        return None
    return [["DISCARD_TOOL", n, fx.BOTH_PLAYERS, 1], ["SKIP_UNLESS_N", n, 1], ["SKIP", 1], ["DISCARD_STADIUM", 1]]

"""(s30-k9) Devolving one of your Pokémon into the deck, then evolving it from the deck
(DEVOLVE_THEN_EVOLVE)."""

from __future__ import annotations

from .effects import devolve_nb, evolve_from_deck_nb
from .jit import kernel_inline_nb
from .layout import S_CARD
from .player.questions import OWN_DEVOLVE
from .predicates import ELIGIBLE_EVOLVED
from .targets import choose_own_pokemon_nb
from .zones import DEST_DECK


@kernel_inline_nb
def devolve_then_evolve_nb(st, ct, p):
    """p picks one of its Evolved Pokémon; its top card is shuffled into the deck, then a deck
    card that evolves from what is left goes onto it (p's pick, or none).  1 if it evolved."""
    t = choose_own_pokemon_nb(st, ct, p, ELIGIBLE_EVOLVED, OWN_DEVOLVE)
    if t < 0:
        return 0
    devolve_nb(st, ct, p, t, 1, DEST_DECK)
    if st.slot[p, t, S_CARD] < 0:
        return 0
    return evolve_from_deck_nb(st, ct, p, t, 0, -1)

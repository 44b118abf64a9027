"""(s30-k7) A Pokémon leaving play with its cards split: its Pokémon cards (the evolution stack)
to the hand, every attached card to the discard pile (RETURN_TO_HAND b=2: "put this Pokémon into
your hand. (discard all attached cards.)")."""

from __future__ import annotations

from .cardtable import SUPER_ENERGY  # s31-k18
from .effects import clear_conditions_nb
from .jit import kernel_inline_nb
from .layout import S_NSTACK, clear_slot_nb
from .zones import DEST_DISCARD, DEST_HAND, card_to_zone_nb, slot_card_count_nb, slot_card_nb


@kernel_inline_nb  # one call site
def pokemon_to_hand_nb(st, ct, p, s, energy_too):
    """Slot s's Pokémon cards to p's hand, everything attached to the discard pile (energy_too, s31-k18:
    the Energy cards attached to the hand too); the slot is cleared."""
    ns = st.slot[p, s, S_NSTACK]
    for i in range(slot_card_count_nb(st, p, s)):
        k = slot_card_nb(st, ct, p, s, i)
        card_to_zone_nb(st, p, k, DEST_HAND if i < ns or (energy_too and ct.sup[p, k] == SUPER_ENERGY) else DEST_DISCARD)
    clear_slot_nb(st, p, s)
    if s == 0:
        clear_conditions_nb(st, p)

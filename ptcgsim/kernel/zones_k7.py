"""(s30-k7) A Pokémon leaving play with its cards split: its Pokémon cards (the evolution stack)
to the hand, every attached card to the discard pile (RETURN_TO_HAND b=2: "put this Pokémon into
your hand. (discard all attached cards.)")."""

from __future__ import annotations

from .effects import clear_conditions_nb
from .jit import kernel_inline_nb
from .layout import S_NSTACK, clear_slot_nb
from .zones import DEST_DISCARD, DEST_HAND, card_to_zone_nb, slot_card_count_nb, slot_card_nb


@kernel_inline_nb  # one call site
def pokemon_to_hand_nb(st, ct, p, s):
    """Slot s's Pokémon cards to p's hand, everything attached to the discard pile; the slot is cleared."""
    ns = st.slot[p, s, S_NSTACK]
    for i in range(slot_card_count_nb(st, p, s)):
        card_to_zone_nb(st, p, slot_card_nb(st, ct, p, s, i), DEST_HAND if i < ns else DEST_DISCARD)
    clear_slot_nb(st, p, s)
    if s == 0:
        clear_conditions_nb(st, p)

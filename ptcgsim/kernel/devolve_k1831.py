"""(s31-k18) DEVOLVE_PICKS: the highest Stage card of evolved Pokémon the attacker picks (the
Defending Pokémon; up to a count of the opponent's; 1 of either player's) to its owner's deck
(shuffled) or hand.  Options: x = the slot (an opponent's) or -1 - the slot (one of the attacker's
own, which greedy's Q_OPP_BENCH value never prefers)."""

from __future__ import annotations

from ..effects import DP_DEF, DP_EITHER, DP_TO_HAND
from .damage import bench_effects_prevented_nb
from .effects import devolve_nb, effects_prevented_nb
from .jit import kernel_inline_nb
from .layout import NSLOT, S_CARD, S_NSTACK
from .player.seat import OWN_DEVOLVE, Q_OPP_BENCH, decide_nb, set_option_nb
from .targets import ELIGIBLE_EVOLVED, choose_opp_evolved_nb, choose_own_pokemon_nb
from .zones import DEST_DECK, DEST_DISCARD, DEST_HAND


@kernel_inline_nb  # one call site (board_ops)
def devolve_picks_nb(st, ct, p, times, which, dest):
    o = 1 - p
    done = 0  # the picks so far (bit side * NSLOT + slot)
    got = 0
    for _ in range(times):
        n = 0
        for w2 in range(2 if which == DP_EITHER else 1):
            w = o if w2 == 0 else p
            for q in range(1 if which == DP_DEF else NSLOT):
                if st.slot[w, q, S_CARD] < 0 or st.slot[w, q, S_NSTACK] < 2 or (done >> (w2 * NSLOT + q)) & 1 == 1:
                    continue
                if w == o and ((q == 0 and effects_prevented_nb(st, o)) or (q > 0 and bench_effects_prevented_nb(st, ct, o, q))):
                    continue  # protected from the effects of attacks
                n = set_option_nb(st, n, q if w2 == 0 else -1 - q, 0, 0)
        if n == 0:
            break
        x = st.opt[decide_nb(st, ct, p, Q_OPP_BENCH, n), 0]
        w = o if x >= 0 else p
        q = x if x >= 0 else -1 - x
        done |= 1 << ((0 if x >= 0 else 1) * NSLOT + q)
        devolve_nb(st, ct, w, q, 1, DEST_HAND if dest == DP_TO_HAND else DEST_DECK)
        got += 1
    return got


@kernel_inline_nb  # one call site (board_ops: DEVOLVE)
def devolve_arm_nb(st, ct, p, s, a, b):
    """DEVOLVE: b=1 each of the opponent's evolved Pokémon, 2 one on their Bench, 3 the attacker's pick of theirs,
    4 the acting Pokémon, else one of the player's own (its pick)."""
    o = 1 - p
    if b == 1:  # each of the opponent's evolved Pokémon: its top cards to their hand
        for q in range(NSLOT):
            if st.slot[o, q, S_CARD] >= 0 and st.slot[o, q, S_NSTACK] > 1:
                devolve_nb(st, ct, o, q, a, DEST_HAND)
    elif b == 2:  # 1 evolved Pokémon on the opponent's Bench (the player's pick): its top cards to its owner's hand
        n = 0
        for q in range(1, NSLOT):
            if st.slot[o, q, S_CARD] >= 0 and st.slot[o, q, S_NSTACK] >= 2:
                n = set_option_nb(st, n, q, 0, 0)
        t = st.opt[decide_nb(st, ct, p, Q_OPP_BENCH, n), 0] if n > 0 else -1
        if t > 0:
            devolve_nb(st, ct, o, t, a, DEST_HAND)
    elif b == 3:  # the opponent's evolved Pokémon, the attacker's pick: its cards into its owner's deck
        t = choose_opp_evolved_nb(st, ct, p)
        if t >= 0:
            devolve_nb(st, ct, o, t, a, DEST_DECK)
    elif b == 4 and st.slot[p, s, S_NSTACK] >= 2:  # s31-k17: the acting Pokémon, no choice
        devolve_nb(st, ct, p, s, a, DEST_DISCARD)
    elif b != 4:
        t = choose_own_pokemon_nb(st, ct, p, ELIGIBLE_EVOLVED, OWN_DEVOLVE)
        if t >= 0:
            devolve_nb(st, ct, p, t, a, DEST_DISCARD)

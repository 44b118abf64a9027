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
from .player.seat import Q_OPP_BENCH, decide_nb, set_option_nb
from .zones import DEST_DECK, DEST_HAND


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

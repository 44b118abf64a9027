"""(s30-k9) A Giant Stump-like Stadium: a cap on each player's Bench (ST_BENCH_MAX, the player
field PL_BENCH_CAP), and the discards down to it when the Stadium comes into play."""

from __future__ import annotations

from ..effects import OP_STADIUM, ST_BENCH_MAX
from .jit import kernel_nb
from .layout import G_STADIUM_K, G_STADIUM_P, PL_BENCH_CAP
from .player.questions import OWN_TO_DECK
from .predicates import ELIGIBLE_BENCHED
from .targets import choose_own_pokemon_nb
from .zones import bench_count_nb, discard_slot_nb


@kernel_nb
def stadium_bench_cap_nb(st, ct, p):
    """The Stadium in play changed (p played the new one, or it left): each player's Bench cap is
    its ST_BENCH_MAX amount (0: none); a player over it discards Benched Pokémon with their cards
    (their picks), p first."""
    cap = 0
    sk = st.g[G_STADIUM_K]
    if sk >= 0:
        sp = st.g[G_STADIUM_P]
        for r in range(ct.tr_prog[sp, sk, 0], ct.tr_prog[sp, sk, 1]):
            if ct.prog[r, 0] == OP_STADIUM and ct.prog[r, 1] == ST_BENCH_MAX:
                cap = ct.prog[r, 2]
    for i in range(2):
        q = p if i == 0 else 1 - p
        st.pl[q, PL_BENCH_CAP] = cap
        while cap > 0 and bench_count_nb(st, q) > cap:
            t = choose_own_pokemon_nb(st, ct, q, ELIGIBLE_BENCHED, OWN_TO_DECK)
            if t <= 0:
                break
            discard_slot_nb(st, ct, q, t)

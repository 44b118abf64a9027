"""Fabricated per-game frames for tests, charts and demos (no kernel needed).

The rows obey the :mod:`ptcgsim.records` contract (turn numbering, ``-1`` =
never, per-own-turn energy facts) but the games are invented: they are not
Pokémon, only plausible shapes for the analysis code to chew on.
"""

from __future__ import annotations

import numpy as np

from ..records import MAX_PRIZES, N_TRACKED_TURNS, WIN_DECK_OUT, WIN_PRIZES, empty_records, to_frame


def fake_records(n: int, seed: int = 0, p_win_a: float = 0.55, first_edge: float = 0.05,
                 p_mulligan: float = 0.2, first_game: int = 0) -> np.ndarray:
    """``n`` invented ``game_dt`` rows; deck A wins with probability about ``p_win_a``."""
    rng = np.random.default_rng([seed, first_game])
    rec = empty_records(n)
    rec["game"] = np.arange(first_game, first_game + n)
    fp = rng.integers(0, 2, n)
    rec["first_player"] = fp
    p = np.clip(p_win_a + np.where(fp == 0, first_edge, -first_edge), 0, 1)
    winner = np.where(rng.random(n) < p, 0, 1)
    draw = rng.random(n) < 0.01
    turns = rng.integers(7, 31, n)
    rec["turns"] = turns
    rec["mulligans"] = rng.geometric(1 - p_mulligan, (n, 2)) - 1
    for i in range(n):
        w = int(winner[i])
        T = int(turns[i])
        if draw[i]:
            rec["winner"][i] = -1
            rec["win_reason"][i] = 3
            counts = (rng.integers(0, 6), rng.integers(0, 6))
        else:
            rec["winner"][i] = w
            rec["win_reason"][i] = WIN_PRIZES if rng.random() < 0.9 else WIN_DECK_OUT
            counts = [0, 0]
            counts[w] = MAX_PRIZES if rec["win_reason"][i] == WIN_PRIZES else rng.integers(0, 6)
            counts[1 - w] = rng.integers(0, MAX_PRIZES)
        for pl in (0, 1):
            c = int(counts[pl])
            # own-turn parity: player pl's game turns
            mine = np.arange(1 if fp[i] == pl else 2, T + 1, 2)
            if c and len(mine):
                pts = np.sort(rng.choice(mine, size=c, replace=True))
                if not draw[i] and pl == w and rec["win_reason"][i] == WIN_PRIZES:
                    pts[-1] = mine[-1] if mine[-1] == T else pts[-1]
                rec["prize_turn"][i, pl, :c] = pts
                rec["prizes_taken"][i, pl] = c
                rec["first_ko_turn"][i, pl] = pts[0]
                rec["first_attack_turn"][i, pl] = max(1, pts[0] - 2 * int(rng.integers(0, 2)))
            if rng.random() < 0.4 and len(mine):
                rec["first_stage2_turn"][i, pl] = mine[min(len(mine) - 1, int(rng.integers(2, 6)))]
            n_own = len(mine)
            had = (rng.random(N_TRACKED_TURNS) < 0.8).astype(np.int8)
            inplay = np.cumsum(had)
            k = min(n_own, N_TRACKED_TURNS)
            rec["had_energy"][i, pl, :k] = had[:k]
            rec["energy_in_play"][i, pl, :k] = inplay[:k]
    return rec


def fake_frame(n: int, seed: int = 0, **kw):
    """:func:`fake_records` as the per-game DataFrame."""
    return to_frame(fake_records(n, seed, **kw))

"""The per-game record: the one contract between the kernel and the analysis.

The kernel writes one ``game_dt`` row per game into an array the caller
allocated; :func:`to_frame` turns a block of rows into the tidy per-game
DataFrame that every metric reads.  Analysis never reads anything else.

Turn numbering
--------------
* ``turns`` and every ``*_turn`` field count *game* turns: 1 is the first
  player's first turn, 2 the second player's first turn, and so on.
  ``-1`` means "never happened in this game".
* ``had_energy`` / ``energy_in_play`` are indexed by the player's *own* turn
  (column suffix 1..N_TRACKED_TURNS).  ``had_energy`` = the player had an
  Energy card in hand during that turn (after the draw), i.e. could make the
  energy attachment; ``energy_in_play`` = Energy units attached to that
  player's Pokémon at the end of that turn.  ``-1`` when the game ended before
  that turn.
"""

from __future__ import annotations

import numpy as np

N_TRACKED_TURNS = 10  #: per-player turns with energy facts
MAX_PRIZES = 6

#: win_reason codes (kernel ints) and their names in the DataFrame.
WIN_PRIZES = 0  #: took the last prize
WIN_NO_POKEMON = 1  #: opponent had no Pokémon in play
WIN_DECK_OUT = 2  #: opponent could not draw at the start of their turn
DRAW_TURN_LIMIT = 3  #: turn cap reached; a draw, never silent
WIN_SUDDEN_DEATH = 4  #: simultaneous win resolved by sudden death (base/ex)
DRAW_SIMULTANEOUS = 5  #: simultaneous win that the modern table calls a draw
WIN_REASONS = ("prizes", "no_pokemon", "deck_out", "turn_limit", "sudden_death", "draw")

game_dt = np.dtype(
    [
        ("game", np.int64),
        ("first_player", np.int8),
        ("winner", np.int8),  # 0, 1, or -1 for a draw
        ("win_reason", np.int8),  # WIN_* code
        ("turns", np.int16),
        ("mulligans", np.int16, (2,)),
        ("extra_cards", np.int16, (2,)),
        ("prizes_taken", np.int8, (2,)),
        ("prize_turn", np.int16, (2, MAX_PRIZES)),  # game turn of each player's k-th prize
        ("first_attack_turn", np.int16, (2,)),
        ("first_ko_turn", np.int16, (2,)),  # turn of the player's first Knock Out of an opposing Pokémon
        ("first_stage2_turn", np.int16, (2,)),  # first game turn with a Stage 2 in play
        ("had_energy", np.int8, (2, N_TRACKED_TURNS)),
        ("energy_in_play", np.int8, (2, N_TRACKED_TURNS)),
    ],
    align=True,
)


def empty_records(n: int) -> np.ndarray:
    """Preallocated rows with every 'never' field set to -1."""
    rec = np.zeros(n, dtype=game_dt)
    rec["winner"] = -1
    for name in ("prize_turn", "first_attack_turn", "first_ko_turn", "first_stage2_turn", "had_energy", "energy_in_play"):
        rec[name] = -1
    from numba import config

    if config.DISABLE_JIT:  # plain Python (NUMBA_DISABLE_JIT=1): the kernel reads row fields as attributes
        rec = rec.view(np.recarray)
    return rec


def frame_columns() -> list[str]:
    """The DataFrame's column names, in order."""
    cols = ["game", "first_player", "winner", "win_reason", "turns"]
    for base in ("mulligans", "extra_cards", "prizes_taken"):
        cols += [f"{base}_0", f"{base}_1"]
    cols += [f"prize_turn_{p}_{k}" for p in (0, 1) for k in range(1, MAX_PRIZES + 1)]
    for base in ("first_attack_turn", "first_ko_turn", "first_stage2_turn"):
        cols += [f"{base}_0", f"{base}_1"]
    for base in ("had_energy", "energy_in_play"):
        cols += [f"{base}_{p}_{t}" for p in (0, 1) for t in range(1, N_TRACKED_TURNS + 1)]
    return cols


def to_frame(rec: np.ndarray):
    """Flatten ``game_dt`` rows into the per-game DataFrame (one row per game).

    Player 0 is deck A, player 1 is deck B.  ``win_reason`` becomes a
    categorical of :data:`WIN_REASONS`.
    """
    import pandas as pd

    data: dict[str, np.ndarray] = {
        "game": rec["game"],
        "first_player": rec["first_player"],
        "winner": rec["winner"],
        "win_reason": pd.Categorical.from_codes(rec["win_reason"].astype(np.int64), categories=list(WIN_REASONS)),
        "turns": rec["turns"],
    }
    for base in ("mulligans", "extra_cards", "prizes_taken"):
        for p in (0, 1):
            data[f"{base}_{p}"] = rec[base][:, p]
    for p in (0, 1):
        for k in range(MAX_PRIZES):
            data[f"prize_turn_{p}_{k + 1}"] = rec["prize_turn"][:, p, k]
    for base in ("first_attack_turn", "first_ko_turn", "first_stage2_turn"):
        for p in (0, 1):
            data[f"{base}_{p}"] = rec[base][:, p]
    for base in ("had_energy", "energy_in_play"):
        for p in (0, 1):
            for t in range(N_TRACKED_TURNS):
                data[f"{base}_{p}_{t + 1}"] = rec[base][:, p, t]
    return pd.DataFrame(data, columns=frame_columns())

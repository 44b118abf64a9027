"""Per-seat evaluator weights must not change the kernel's argument types.

A (2, NW) weights array went through ``np.broadcast_to`` as a read-only view, which Numba
types apart from a writable array: every run with per-seat weights (compare_weights,
tune-player, a greedy-vs-greedy weight check) compiled the whole kernel a second time
(about half an hour, measured at stop 31)."""

from __future__ import annotations

from pathlib import Path

import numba
import numpy as np

from ptcgsim.decks import load_deck
from ptcgsim.players import player_weights
from ptcgsim.tables import build_tables

DECK = Path(__file__).resolve().parents[1] / "decklists" / "theme_base1_brushfire.txt"


def test_per_seat_weights_type_like_the_default():
    deck = load_deck(DECK)
    one = build_tables(deck, deck).ct
    w = player_weights()
    w2 = w.copy()
    w2[0] += 1.0
    two = build_tables(deck, deck, np.stack([w2, w])).ct
    assert two.w.flags.writeable and two.w.flags.c_contiguous
    assert numba.typeof(two) == numba.typeof(one)
    assert two.w[0, 0] == w2[0] and two.w[1, 0] == w[0]

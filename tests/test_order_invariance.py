"""A result never depends on the order of lines in a decklist (issue 11 item 1; the
brief's "numbers people trust"): decks are laid out in a canonical card order before the
first shuffle, so every tie a player breaks "by the first card" is broken by a fixed
card key, never by list position."""

from __future__ import annotations

import random
from pathlib import Path

import pandas as pd

from ptcgsim.sim import simulate
from ptcgsim.tables import _entries

DECKS = Path(__file__).resolve().parents[1] / "decklists"


def _lines(path):
    """The card lines of a decklist, and the rest (headers, section lines, comments)."""
    cards, rest = [], []
    for line in path.read_text().splitlines():
        (cards if line[:1].isdigit() else rest).append(line)
    return cards, rest


def _permuted(path, tmp_path, seed):
    cards, rest = _lines(path)
    random.Random(seed).shuffle(cards)
    # split one line in two (the same card on two lines) to vary the shape too
    n, name = cards[0].split(" ", 1)
    if int(n) > 1:
        cards[0:1] = [f"1 {name}", f"{int(n) - 1} {name}"]
    out = tmp_path / f"{path.stem}_{seed}.txt"
    out.write_text("\n".join([line for line in rest if line.startswith("#")] + cards) + "\n")
    return out


def test_deck_layout_is_canonical(tmp_path):
    from ptcgsim.decks import load_deck

    a = load_deck(DECKS / "base_haymaker.txt", rules="base")
    b = load_deck(_permuted(DECKS / "base_haymaker.txt", tmp_path, 1), rules="base")
    assert [(c.id, n) for c, n in _entries(a)] == [(c.id, n) for c, n in _entries(b)]


def test_permuting_decklist_lines_gives_identical_games(tmp_path):
    hay, wig = DECKS / "base_haymaker.txt", DECKS / "base_wigglytuff.txt"
    ref = simulate(hay, wig, 300, seed=7, rules="base", threads=1)
    for s in (1, 2):
        got = simulate(_permuted(hay, tmp_path, s), _permuted(wig, tmp_path, 10 + s), 300, seed=7, rules="base",
                       threads=1)
        pd.testing.assert_frame_equal(ref.reset_index(drop=True), got.reset_index(drop=True), check_like=False)


def test_lookahead_games_do_not_depend_on_line_order(tmp_path):
    """The lookahead breaks ties by the legal-action list, which follows the canonical card
    order; its resampling pools are put in card order before they are shuffled."""
    hay, rd = DECKS / "base_haymaker.txt", DECKS / "base_rain_dance.txt"
    players = ("lookahead", "greedy")
    ref = simulate(hay, rd, 40, seed=3, rules="base", players=players, threads=1)
    got = simulate(_permuted(hay, tmp_path, 5), _permuted(rd, tmp_path, 6), 40, seed=3, rules="base",
                   players=players, threads=1)
    pd.testing.assert_frame_equal(ref.reset_index(drop=True), got.reset_index(drop=True), check_like=False)

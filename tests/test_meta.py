"""The metagame view: the equilibrium solver on known games, expected win rates (no kernel)."""

from __future__ import annotations

import numpy as np
import pytest

from ptcgsim.analysis.meta import (expected_win_rates, meta_summary, meta_text, nash_symmetric, normalize_shares,
                                   payoff_matrix)
from ptcgsim.errors import UserError

RPS = [[0, -1, 1], [1, 0, -1], [-1, 1, 0]]


def _matrix(W, games=1000, names=None):
    k = len(W)
    return {"decks": names or [f"D{i}" for i in range(k)], "win_rate": W,
            "ci95": [[[max(0, w - 0.03), min(1, w + 0.03)] for w in row] for row in W],
            "games": games, "games_per_cell": [[games] * k for _ in range(k)], "partial": False}


def test_rock_paper_scissors_gives_equal_shares():
    x, v = nash_symmetric(RPS)
    assert np.allclose(x, 1 / 3, atol=1e-9)
    assert v == pytest.approx(0.0, abs=1e-9)  # a symmetric zero-sum game has value 0


def test_weighted_rock_paper_scissors():
    # antisymmetric [[0, a, -b], [-a, 0, c], [b, -c, 0]] has the equilibrium (c, b, a) / (a + b + c)
    a, b, c = 1.0, 2.0, 3.0
    x, v = nash_symmetric([[0, a, -b], [-a, 0, c], [b, -c, 0]])
    assert np.allclose(x, np.array([c, b, a]) / (a + b + c), atol=1e-9)
    assert v == pytest.approx(0.0, abs=1e-9)


def test_a_dominated_deck_gets_share_zero():
    # RPS plus a fourth deck that does worse than Rock against everything
    W = np.array([[0.5, 0.3, 0.7, 0.8],
                  [0.7, 0.5, 0.3, 0.9],
                  [0.3, 0.7, 0.5, 0.8],
                  [0.2, 0.1, 0.2, 0.5]])
    x, _ = nash_symmetric(payoff_matrix(W))
    assert x[3] == 0.0
    assert np.allclose(x[:3], 1 / 3, atol=1e-9)


def test_a_deck_that_beats_everything_is_the_whole_equilibrium():
    W = [[0.5, 0.6, 0.7], [0.4, 0.5, 0.55], [0.3, 0.45, 0.5]]
    x, _ = nash_symmetric(payoff_matrix(W))
    assert np.allclose(x, [1, 0, 0])


def test_expected_win_rate_and_its_interval():
    W = np.array([[0.5, 0.6, 0.2], [0.4, 0.5, 0.9], [0.8, 0.1, 0.5]])
    n = np.full((3, 3), 400)
    s = normalize_shares([2, 1, 1], 3)
    e, se = expected_win_rates(W, n, s)
    assert e[0] == pytest.approx(0.5 * 0.5 + 0.25 * 0.6 + 0.25 * 0.2)
    want = np.sqrt(0.25 * 0.25 / 400 + 0.0625 * 0.24 / 400 + 0.0625 * 0.16 / 400)
    assert se[0] == pytest.approx(want)


def test_meta_summary_on_rock_paper_scissors_decks():
    W = [[0.5, 0.2, 0.8], [0.8, 0.5, 0.2], [0.2, 0.8, 0.5]]
    s = meta_summary(_matrix(W, 2000, ["Rock", "Paper", "Scissors"]), bootstrap=50, seed=1)
    rows = {r["deck"]: r for r in s["decks"]}
    for r in rows.values():
        assert r["equilibrium_share"] == pytest.approx(1 / 3, abs=1e-9)
        lo, hi = r["equilibrium_share_range95"]
        assert lo <= 1 / 3 <= hi
        assert r["expected_win_rate"] == pytest.approx(0.5)  # equal shares of a cyclic field
        assert r["payoff_vs_equilibrium"] == pytest.approx(0.0, abs=1e-9)
    assert rows["Rock"]["worst_matchup"]["deck"] == "Paper"
    text = meta_text(s)
    assert "Equilibrium field" in text and "Rock 33%" in text


def test_meta_summary_with_shares_and_no_deck_beats_the_equilibrium():
    rng = np.random.default_rng(4)
    k = 5
    U = rng.uniform(0.1, 0.9, (k, k))
    W = np.triu(U, 1) + np.tril(1 - U.T, -1) + np.eye(k) * 0.5  # no draws: W + W^T = 1
    s = meta_summary(_matrix(W.tolist()), shares=[3, 1, 1, 1, 0], bootstrap=0)
    for r in s["decks"]:
        assert r["payoff_vs_equilibrium"] <= 1e-9
    best = max(s["decks"], key=lambda r: r["expected_win_rate"])
    assert s["best_against_field"] == best["deck"]
    assert sum(r["share"] for r in s["decks"]) == pytest.approx(1.0)


def test_bad_shares_are_user_errors():
    with pytest.raises(UserError, match="one share per deck"):
        normalize_shares([1, 1], 3)
    with pytest.raises(UserError, match="non-negative"):
        normalize_shares([1, -1, 1], 3)
    with pytest.raises(UserError, match="at least two"):
        meta_summary(_matrix([[0.5]]))

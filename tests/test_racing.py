"""Racing on synthetic matchups with known win rates (no kernel).

Tolerances: each replication is an independent Bernoulli trial, so a count
over N replications is checked against its binomial mean minus 3 standard
deviations (a false alarm about once in 700 runs of the suite if the
claimed rate were exactly met; it is met with room to spare).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from ptcgsim.analysis.racing import SyntheticField, allocation, normalize_weights, paired_delta, race, uniform
from ptcgsim.errors import UserError

W = [0.5, 0.3, 0.2]


def _problem(k: int = 12, gap: float = 0.03, seed: int = 0) -> dict:
    """Base at 50 % against each opponent, k variants between 44 and 51 %, variant 5 best by `gap`."""
    rng = np.random.default_rng(seed)
    p = {"base": [0.5, 0.5, 0.5]}
    for j in range(k):
        p[j] = list(0.5 + rng.uniform(-0.06, 0.01, 3))
    p[5] = [0.51 + gap, 0.51 + gap, 0.51 + gap]
    return p


def _floor(n: int, rate: float) -> float:
    return n * rate - 3 * math.sqrt(n * rate * (1 - rate))


def test_race_finds_the_best_with_the_stated_confidence():
    # alpha = 0.05: the best arm must win in at least 95 % of races (budget ample: no forced halving)
    p = _problem()
    arms = ["base", *range(12)]
    n, hits, separated = 60, 0, 0
    for s in range(n):
        r = race(arms, SyntheticField(p, coupling=0.7, seed=s), W, 200_000, base="base", alpha=0.05)
        hits += r.winner == 5
        separated += r.separated
    assert hits >= _floor(n, 0.95)
    assert separated >= _floor(n, 0.95)


def test_race_spends_fewer_games_than_testing_every_variant_equally():
    p = _problem(k=20)
    arms = ["base", *range(20)]
    race_games, uniform_games = [], []
    for s in range(20):
        r = race(arms, SyntheticField(p, coupling=0.7, seed=s), W, 400_000, base="base")
        u = uniform(arms, SyntheticField(p, coupling=0.7, seed=s), W, 400_000, base="base")
        assert r.winner == 5 and u.winner == 5
        race_games.append(r.games)
        uniform_games.append(u.games)
    # same decision rule, same confidence: racing needs clearly fewer games (measured: about half)
    assert np.median(race_games) < 0.7 * np.median(uniform_games)


def test_equal_arms_are_not_declared_separated():
    # every arm at 50 %: a separation would be a false discovery (rate <= alpha = 0.05)
    p = {k: [0.5, 0.5, 0.5] for k in ["base", *range(6)]}
    n, false = 60, 0
    for s in range(n):
        r = race(list(p), SyntheticField(p, coupling=0.7, seed=100 + s), W, 30_000, base="base")
        false += r.separated
        assert r.games <= 30_000
    assert false <= n - _floor(n, 0.95)


def test_halving_keeps_the_race_inside_a_tight_budget():
    p = _problem(k=12, gap=0.08)
    arms = ["base", *range(12)]
    hits = 0
    for s in range(40):
        r = race(arms, SyntheticField(p, coupling=0.7, seed=s), W, 6_000, base="base")
        assert r.games <= 6_000
        hits += r.winner == 5
        statuses = {a["status"] for a in r.arms}
        assert statuses <= {"winner", "finalist", "eliminated", "halved"}
    assert hits >= 30  # an 8-point gap is found most of the time even with ~460 games per arm


def test_common_random_numbers_shrink_the_paired_error():
    p = {"a": [0.55, 0.55, 0.55], "b": [0.5, 0.5, 0.5]}
    se = {}
    for c in (0.0, 0.9):
        f = SyntheticField(p, coupling=c, seed=3)
        a = [f("a", j, 0, 4000) for j in range(3)]
        b = [f("b", j, 0, 4000) for j in range(3)]
        d, se[c], pairs = paired_delta(a, b, np.array(W))
        assert pairs == 12_000
        assert abs(d - 0.05) < 4 * se[c]  # unbiased either way
    assert se[0.9] < 0.5 * se[0.0]


def test_synthetic_games_are_reproducible_and_chunking_free():
    p = {"a": [0.4, 0.6]}
    f = SyntheticField(p, coupling=0.5, seed=9)
    whole = f("a", 1, 0, 1000)
    parts = np.concatenate([f("a", 1, 0, 300), f("a", 1, 300, 700)])
    assert np.array_equal(whole, parts)
    assert abs(whole.mean() - 0.6) < 0.05  # 1,000 Bernoulli(0.6): sd 0.016, 3 sd


def test_race_result_rows_and_deltas():
    p = _problem()
    r = race(["base", *range(12)], SyntheticField(p, seed=1), W, 100_000, base="base")
    top = r.arms[0]
    assert top["key"] == r.winner and top["status"] == "winner"
    lo, hi = top["ci95"]
    assert lo <= top["delta"] <= hi
    assert sum(a["games"] for a in r.arms) == r.games
    base = next(a for a in r.arms if a["key"] == "base")
    assert base["delta"] == 0.0


def test_allocation_and_weights():
    w = normalize_weights([2, 1, 1], 3)
    assert np.allclose(w, [0.5, 0.25, 0.25])
    assert list(allocation(10, w)) == [5, 3, 3]
    prev = allocation(1, w)
    for n in range(2, 200):
        cur = allocation(n, w)
        assert np.all(cur >= prev)
        prev = cur
    assert np.allclose(normalize_weights(None, 4), 0.25)
    with pytest.raises(UserError, match="one weight per opponent"):
        normalize_weights([1, 2], 3)
    with pytest.raises(UserError, match="non-negative"):
        normalize_weights([1, -2, 1], 3)


def test_budget_too_small_is_a_user_error():
    p = _problem()
    with pytest.raises(UserError, match="too small"):
        race(["base", *range(12)], SyntheticField(p), W, 100, base="base")

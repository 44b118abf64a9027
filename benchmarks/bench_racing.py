"""Games racing spends against testing every variant equally (synthetic matchups, no kernel).

K variants against a 3-deck field on common random numbers (coupling 0.7):
the base at 50 %, the others drawn between 44 % and 51 %, one best by
``--gap`` points over 51 %.  Both strategies use the same separation test
(alpha 0.05); the uniform one gives every variant the same games until the
leader is separated.  Reports, over ``--reps`` seeds: the median games
spent, how often each found the best, and the wall time of the race logic.
Prints one JSON line.

    python benchmarks/bench_racing.py [--variants 20] [--gap 0.03] [--reps 30]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import numpy as np

from ptcgsim.analysis.racing import SyntheticField, race, uniform

W = [0.5, 0.3, 0.2]


def problem(k: int, gap: float) -> dict:
    rng = np.random.default_rng(0)
    p = {"base": [0.5, 0.5, 0.5]}
    for j in range(k):
        p[j] = list(0.5 + rng.uniform(-0.06, 0.01, 3))
    p[k // 2] = [0.51 + gap] * 3
    return p


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variants", type=int, default=20)
    ap.add_argument("--gap", type=float, default=0.03)
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--budget", type=int, default=1_000_000)
    a = ap.parse_args()
    p = problem(a.variants, a.gap)
    arms = ["base", *range(a.variants)]
    best = a.variants // 2
    out = {}
    for name, fn in (("race", race), ("uniform", uniform)):
        fn(arms, SyntheticField(p, coupling=0.7, seed=999), W, a.budget, base="base")  # warm-up
        games, hits, secs = [], 0, []
        for s in range(a.reps):
            t0 = time.perf_counter()
            r = fn(arms, SyntheticField(p, coupling=0.7, seed=s), W, a.budget, base="base")
            secs.append(time.perf_counter() - t0)
            games.append(r.games)
            hits += r.winner == best
        out[name] = {"median_games": statistics.median(games), "found_best": hits / a.reps,
                     "median_seconds": statistics.median(secs)}
    out["games_ratio_race_over_uniform"] = out["race"]["median_games"] / out["uniform"]["median_games"]
    print(json.dumps({"benchmark": "racing", "variants": a.variants, "gap": a.gap, "reps": a.reps, **out}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

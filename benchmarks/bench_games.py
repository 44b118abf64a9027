"""Kernel throughput and start-up benchmark (a benchmark, not a timed test).

Prints one JSON line:
  games_per_s_1_thread / games_per_s_all_threads  greedy vs greedy, Base Set theme decks
  cold_compile_s   a fresh process with an empty Numba cache: import + first game
  warm_start_s     a fresh process with the cache filled: import + first game
Throughput is measured after a warm-up, as the median of repeats; the repeats
must produce identical records (the kernel is deterministic) before any time
counts.

    python benchmarks/bench_games.py [--games 100000] [--repeats 3] [--skip-cold]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DECK_A = ROOT / "decklists" / "theme_base1_brushfire.txt"
DECK_B = ROOT / "decklists" / "theme_base1_overgrowth.txt"

_START = f"""
import time
t = time.perf_counter()
from ptcgsim.sim import Prepared
p = Prepared({str(DECK_A)!r}, {str(DECK_B)!r}, "base", ("greedy", "greedy"), "standard", True, 200)
p.run(1, 0, 1)
print(time.perf_counter() - t)
"""


def _start_time(cache_dir: str) -> float:
    env = dict(os.environ, NUMBA_CACHE_DIR=cache_dir)
    out = subprocess.run([sys.executable, "-c", _START], env=env, check=True, capture_output=True, text=True)
    return float(out.stdout.strip().splitlines()[-1])


def throughput(n_games: int, repeats: int, threads: int) -> float:
    import numba
    import numpy as np

    from ptcgsim.sim import Prepared

    numba.set_num_threads(threads)
    prep = Prepared(DECK_A, DECK_B, "base", ("greedy", "greedy"), "standard", True, 200)
    prep.run(7, 0, min(n_games, 2000))  # warm-up: compilation and caches out of the timing
    reference = None
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        rec = prep.run(7, 0, n_games)
        times.append(time.perf_counter() - t)
        if reference is None:
            reference = rec
        elif not np.array_equal(reference, rec):
            raise SystemExit("repeats disagree: the kernel is not deterministic")
    return n_games / statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--skip-cold", action="store_true", help="skip the cold-compile measurement (slow)")
    args = ap.parse_args()
    import numba

    result = {
        "benchmark": "bench_games",
        "matchup": f"{DECK_A.stem} vs {DECK_B.stem}",
        "players": "greedy,greedy",
        "rules": "base",
        "games": args.games,
        "repeats": args.repeats,
        "threads_all": numba.config.NUMBA_NUM_THREADS,
    }
    if not args.skip_cold:
        with tempfile.TemporaryDirectory() as cold:
            result["cold_compile_s"] = round(_start_time(cold), 2)
            result["warm_start_s"] = round(statistics.median(_start_time(cold) for _ in range(3)), 3)
    result["games_per_s_1_thread"] = round(throughput(args.games, args.repeats, 1))
    result["games_per_s_all_threads"] = round(throughput(args.games, args.repeats, numba.config.NUMBA_NUM_THREADS))
    print(json.dumps(result))


if __name__ == "__main__":
    main()

"""Games/s in-process vs on dask.distributed local clusters, and the cost of one chunk.

Prints one JSON object:
  in_process        games/s of ``Prepared.run`` in this process (all cores, numba threads)
  local_1, local_2  games/s on a ``LocalCluster`` of 1 or 2 worker processes (cores split
                    between them), default chunking; plus the cluster's start-up seconds
                    (start the processes, load the kernel from the on-disk cache, warm up)
  chunk_overhead_ms the extra wall time per chunk on local:1: the same games as one chunk
                    and as many small chunks, (t_many - t_one) / (chunks - 1)
Every mode warms up first (compilation and first-call costs out of the timing), runs
``--repeats`` times and reports the median; every run must give records identical to
the in-process run before any time counts.

    PYTHONPATH=$PWD python benchmarks/bench_cluster.py [--games 20000] [--repeats 3] [--small-chunk 100]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
DECK_A = ROOT / "decklists" / "theme_base1_brushfire.txt"
DECK_B = ROOT / "decklists" / "theme_base1_overgrowth.txt"
SEED = 7


def _timed(fn, repeats: int, reference: np.ndarray | None):
    times, out = [], None
    for _ in range(repeats):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
        if reference is not None and not np.array_equal(out, reference):
            raise SystemExit("a cluster run disagrees with the in-process run")
    return statistics.median(times), times, out


def _on_cluster(session, prep, n: int, chunk: int | None) -> np.ndarray:
    return np.concatenate(list(session.play(prep, SEED, 0, n, chunk_size=chunk)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--small-chunk", type=int, default=100, help="chunk size of the many-chunks run (overhead)")
    args = ap.parse_args()

    from ptcgsim import cluster
    from ptcgsim.sim import Prepared

    n = args.games
    prep = Prepared(DECK_A, DECK_B, "base", ("greedy", "greedy"), "standard", True, 200)
    prep.run(SEED, 0, min(n, 2000))  # warm-up: the compile stays out of the timing
    med, times, reference = _timed(lambda: prep.run(SEED, 0, n), args.repeats, None)
    result = {
        "benchmark": "bench_cluster",
        "matchup": f"{DECK_A.stem} vs {DECK_B.stem}",
        "players": "greedy,greedy",
        "games": n,
        "repeats": args.repeats,
        "cpu_count": os.cpu_count(),
        "in_process": {"games_per_s": round(n / med), "median_s": round(med, 3)},
    }
    for workers in (1, 2):
        t = time.perf_counter()
        with cluster.connect(f"local:{workers}") as session:
            start_s = time.perf_counter() - t
            chunk = cluster.default_chunk(n, session.worker_threads())
            _on_cluster(session, prep, min(n, 2000), None)  # warm-up: the matchup reaches every worker
            med, times, _ = _timed(lambda: _on_cluster(session, prep, n, None), args.repeats, reference)
            entry = {"games_per_s": round(n / med), "median_s": round(med, 3), "chunk": chunk,
                     "chunks": -(-n // chunk), "start_s": round(start_s, 2),
                     "worker_warm_s": sorted(round(w["warm_s"] or 0, 2) for w in session.warm_info.values())}
            if workers == 1:
                one, _, _ = _timed(lambda: _on_cluster(session, prep, n, n), args.repeats, reference)
                many, _, _ = _timed(lambda: _on_cluster(session, prep, n, args.small_chunk), args.repeats, reference)
                k = -(-n // args.small_chunk)
                result["chunk_overhead_ms"] = round(1000 * (many - one) / (k - 1), 2)
                entry["one_chunk_s"], entry[f"chunks_of_{args.small_chunk}_s"] = round(one, 3), round(many, 3)
            result[f"local_{workers}"] = entry
    print(json.dumps(result))


if __name__ == "__main__":
    main()

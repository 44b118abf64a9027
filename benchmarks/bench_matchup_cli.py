"""End-to-end CLI latency: ``ptcgsim matchup`` of two bundled theme decks.

Times the whole command (process start, deck loading, kernel, metrics, JSON)
as a subprocess.  One short warm-up run first (fills Numba's on-disk cache so
compilation is left out; ``--warmup-games``), then ``--repeats`` timed runs
at full size; their outputs must agree (same seed → same games) before the
median is reported.  Prints one JSON line.

    python benchmarks/bench_matchup_cli.py [--games 1000000] [--repeats 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DECK_A = ROOT / "decklists" / "theme_base1_zap.txt"
DECK_B = ROOT / "decklists" / "theme_base1_blackout.txt"


def run_once(args: list[str]) -> tuple[float, dict]:
    t0 = time.perf_counter()
    proc = subprocess.run(args, capture_output=True, text=True, cwd=ROOT)
    elapsed = time.perf_counter() - t0
    if proc.returncode != 0:
        raise RuntimeError(f"exit {proc.returncode}: {proc.stderr.strip()[-2000:]}")
    return elapsed, json.loads(proc.stdout)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1_000_000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--warmup-games", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="base")
    ap.add_argument("--strict-effects", action="store_true",
                    help="do not pass --allow-missing-effects (fails if a card effect is not implemented)")
    opts = ap.parse_args()
    args = [sys.executable, "-m", "ptcgsim", "matchup", str(DECK_A), str(DECK_B), "-n", str(opts.games),
            "--seed", str(opts.seed), "--rules", opts.rules, "--json", "--quiet"]
    if not opts.strict_effects:
        args.append("--allow-missing-effects")
    result = {"benchmark": "matchup_cli", "games": opts.games, "repeats": opts.repeats, "rules": opts.rules,
              "decks": [DECK_A.name, DECK_B.name]}
    try:
        warm = list(args)
        warm[warm.index("-n") + 1] = str(min(opts.warmup_games, opts.games))
        warm_s, _ = run_once(warm)  # warm-up: compile / load the cache, not timed
        times, ref, ref_key = [], None, None
        for _ in range(opts.repeats):
            t, out = run_once(args)
            key = (out["games"], out["wins_a"], out["wins_b"], out["draws"])
            if ref is not None and key != ref_key:
                raise RuntimeError("runs with the same seed disagree: results are not reproducible")
            if ref is None:
                ref, ref_key = out, key
            times.append(t)
        if ref["games"] != opts.games or ref["partial"]:
            raise RuntimeError(f"expected {opts.games} games, got {ref['games']} (partial={ref['partial']})")
    except (RuntimeError, json.JSONDecodeError, KeyError) as exc:
        result["error"] = str(exc)
        print(json.dumps(result))
        return 1
    med = statistics.median(times)
    result.update({"median_s": round(med, 3), "runs_s": [round(t, 3) for t in times], "warmup_s": round(warm_s, 3),
                   "games_per_s": round(opts.games / med), "win_rate_a": ref["win_rate_a"],
                   "partial": ref["partial"]})
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())

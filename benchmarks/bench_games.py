"""Kernel throughput and start-up benchmark (a benchmark, not a timed test).

Prints one JSON line:
  floor_ns_per_turn        the minimal array game of bench_floor.py, same process
  matchups[]               per matchup (greedy vs greedy, one thread; two classic decks under base
                           rules, then a current modern one under modern rules):
                           us_per_turn, x_floor (multiple of the floor), games_per_s,
                           and games_per_s_all_threads
  passive_us_per_turn      greedy vs passive: the cost of a turn in which one side does nothing
  lookahead                lookahead (player 0) vs greedy on the second matchup: games_per_s,
                           us_per_turn (both sides' turns), us_per_decision (the lookahead's
                           turn-level decisions, counted from replays), next to greedy's
  lookahead_modern         the same on the modern matchup, with the modern weights (which also
                           try Trainers and Abilities)
  cold_compile_s           a fresh process with an empty Numba cache: import + first game
  cold_compile             where that compile goes: self seconds per kernel module, the ten
                           costliest functions, and opcode_family_s: each interpreter family's
                           (kernel/ops/) self seconds, the cost of one more family
  warm_start_s             a fresh process with the cache filled: import + first game
Throughput is measured after a warm-up, as the median of repeats; the repeats
must produce identical records (the kernel is deterministic) before any time
counts.

    python benchmarks/bench_games.py [--games 20000] [--repeats 3] [--skip-cold]
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
sys.path.insert(0, str(ROOT / "benchmarks"))
DECKS = ROOT / "decklists"
MATCHUPS = [
    ("theme_base1_brushfire", "theme_base1_overgrowth", "base"),
    ("base_haymaker", "base_wigglytuff", "base"),
    ("sv_gardevoir_2026", "sv_dragapult_dusknoir_2026", "modern"),  # issue 10: a modern matchup next to the classic ones
]

_START = f"""
import json, time
t = time.perf_counter()
from numba.core import event
from ptcgsim.sim import Prepared
with event.install_recorder("numba:compile") as rec:
    p = Prepared({str(DECKS / "theme_base1_brushfire.txt")!r}, {str(DECKS / "theme_base1_overgrowth.txt")!r}, "base", ("greedy", "greedy"), "standard", True, 200)
    p.run(1, 0, 1)
total = time.perf_counter() - t
# Numba's compile events nest (a caller's compile includes its callees' first compile):
# self time = an event's span minus its children's spans
stack, self_s = [], {{}}
for ts, e in rec.buffer:
    f = e.data["dispatcher"].py_func
    name = f.__module__.replace("ptcgsim.kernel.", "") + "." + f.__qualname__
    if e.status == event.EventStatus.START:
        stack.append([name, ts, 0.0])
    else:
        name, t0, child = stack.pop()
        span = ts - t0
        self_s[name] = self_s.get(name, 0.0) + span - child
        if stack:
            stack[-1][2] += span
# The cost of one more opcode family: each family module of the interpreter (kernel/ops/)
# is compiled on its own (stop 33), so its self seconds above are that cost
from ptcgsim.effects import FAMILIES
family_s = {{}}
for fam, module in FAMILIES.items():
    if module.startswith("ops/"):
        key = module[:-3].replace("/", ".") + "." + module[4:-3] + "_nb"
        if key in self_s:  # (a warm start compiles nothing)
            family_s[fam] = round(self_s[key], 2)
print(json.dumps({{"seconds": total, "self_s": self_s, "family_s": family_s}}))
"""


def _start(cache_dir: str) -> dict:
    env = dict(os.environ, NUMBA_CACHE_DIR=cache_dir)
    out = subprocess.run([sys.executable, "-c", _START], env=env, check=True, capture_output=True, text=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def _start_time(cache_dir: str) -> float:
    return _start(cache_dir)["seconds"]


def compile_breakdown(self_s: dict) -> dict:
    """Where a cold compile goes: self seconds per kernel module (the interpreter's opcode
    families are in ``ops.*`` and ``interpreter``), and the ten costliest functions."""
    by_module: dict[str, float] = {}
    for name, sec in self_s.items():
        module = name.rsplit(".", 1)[0]
        by_module[module] = by_module.get(module, 0.0) + sec
    top = sorted(self_s.items(), key=lambda kv: -kv[1])[:10]
    return {
        "functions_compiled": len(self_s),
        "by_module_s": {m: round(v, 1) for m, v in sorted(by_module.items(), key=lambda kv: -kv[1])},
        "top_functions_s": {n: round(v, 1) for n, v in top},
    }


def timed(a: str, b: str, players: tuple[str, str], n_games: int, repeats: int, threads: int, rules: str = "base") -> dict:
    """Median seconds for n_games (after a warm-up) and the turns they took."""
    import numba
    import numpy as np

    from ptcgsim.sim import Prepared

    numba.set_num_threads(threads)
    prep = Prepared(DECKS / f"{a}.txt", DECKS / f"{b}.txt", rules, players, "standard", False, 200)
    prep.run(7, 0, min(n_games, 500))  # warm-up: compilation and caches out of the timing
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
    sec = statistics.median(times)
    turns = int(reference["turns"].sum())
    return {"seconds": sec, "turns": turns, "games": n_games}


#: events that mark one turn-level decision taken (the attack or the end of the turn adds one per turn)
_DECISION_EVENTS = ("EV_BENCH", "EV_EVOLVE", "EV_ATTACH", "EV_TRAINER", "EV_RETREAT", "EV_POWER")


def decisions_per_game(a: str, b: str, players: tuple[str, str], n: int = 30, rules: str = "base") -> float:
    """Player 0's turn-level decisions per game (from the replays of n games)."""
    from ptcgsim.kernel import events as E
    from ptcgsim.sim import Prepared

    prep = Prepared(DECKS / f"{a}.txt", DECKS / f"{b}.txt", rules, players, "standard", False, 200)
    kinds = {getattr(E, k) for k in _DECISION_EVENTS}
    total = 0
    for g in range(n):
        ev, _rec = prep.replay(7, g)
        mine = ev[ev[:, 1] == 0]
        total += int(sum(1 for k in mine[:, 2] if k in kinds)) + int((mine[:, 2] == E.EV_TURN).sum())
    return total / n


def lookahead_cost(a: str, b: str, rules: str, n: int, repeats: int) -> dict:
    """Lookahead (player 0) against greedy next to greedy against greedy on the same games: games/s,
    µs a turn, and the lookahead's extra µs per turn-level decision (decisions counted from replays)."""
    look = timed(a, b, ("lookahead", "greedy"), n, repeats, 1, rules)
    base = timed(a, b, ("greedy", "greedy"), n, repeats, 1, rules)
    per_game = decisions_per_game(a, b, ("lookahead", "greedy"), rules=rules)
    extra = (look["seconds"] - base["seconds"] * look["turns"] / base["turns"]) / look["games"]
    return {
        "matchup": f"{a} (lookahead) vs {b} (greedy)",
        "games": n,
        "games_per_s": round(look["games"] / look["seconds"], 1),
        "greedy_games_per_s": round(base["games"] / base["seconds"], 1),
        "us_per_turn": round(look["seconds"] / look["turns"] * 1e6, 3),
        "greedy_us_per_turn": round(base["seconds"] / base["turns"] * 1e6, 3),
        "decisions_per_game": round(per_game, 1),
        "us_per_decision": round(extra / per_game * 1e6, 2),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--skip-cold", action="store_true", help="skip the cold-compile measurement (slow)")
    args = ap.parse_args()
    import numba

    import ptcgsim.kernel.jit  # noqa: F401  (first: the kernel's LLVM level, jit.KERNEL_OPT, is set per process)
    from bench_floor import floor_ns_per_turn

    floor = floor_ns_per_turn()
    result = {
        "benchmark": "bench_games",
        "players": "greedy,greedy",
        "rules": "each matchup's",
        "games": args.games,
        "repeats": args.repeats,
        "threads_all": numba.config.NUMBA_NUM_THREADS,
        "floor_ns_per_turn": floor["ns_per_turn"],
        "matchups": [],
    }
    if not args.skip_cold:
        with tempfile.TemporaryDirectory() as cold:
            first = _start(cold)
            result["cold_compile_s"] = round(first["seconds"], 2)
            result["cold_compile"] = compile_breakdown(first["self_s"])
            result["cold_compile"]["opcode_family_s"] = first["family_s"]
            result["warm_start_s"] = round(statistics.median(_start_time(cold) for _ in range(3)), 3)
    for a, b, rules in MATCHUPS:
        one = timed(a, b, ("greedy", "greedy"), args.games, args.repeats, 1, rules)
        us = one["seconds"] / one["turns"] * 1e6
        allt = timed(a, b, ("greedy", "greedy"), args.games, args.repeats, numba.config.NUMBA_NUM_THREADS, rules)
        result["matchups"].append({
            "matchup": f"{a} vs {b}",
            "rules": rules,
            "us_per_turn": round(us, 3),
            "x_floor": round(us * 1000 / floor["ns_per_turn"], 1),
            "turns_per_game": round(one["turns"] / one["games"], 1),
            "games_per_s": round(one["games"] / one["seconds"]),
            "games_per_s_all_threads": round(allt["games"] / allt["seconds"]),
        })
    a, b, _rules = MATCHUPS[0]
    pas = timed(a, b, ("greedy", "passive"), args.games, args.repeats, 1)
    result["greedy_vs_passive_us_per_turn"] = round(pas["seconds"] / pas["turns"] * 1e6, 3)
    a, b, rules = MATCHUPS[1]
    result["lookahead"] = lookahead_cost(a, b, rules, max(200, args.games // 50), args.repeats)
    # the modern lookahead (its own weights try Trainers and Abilities too: several times the cost)
    a, b, rules = MATCHUPS[2]
    result["lookahead_modern"] = lookahead_cost(a, b, rules, max(100, args.games // 200), args.repeats)
    print(json.dumps(result))


if __name__ == "__main__":
    main()

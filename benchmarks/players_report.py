"""How well the players play: the measurements issue 11 asks for.

For a set of competitive decks (the four classic ones under base rules by default):

* ``mirrors``     lookahead vs greedy in each deck's mirror (both seats, half the games
                  each): lookahead's win rate;
* ``non_mirrors`` lookahead on both sides, every pairing of the decks: the first deck's win
                  rate and the share of games that end by deck-out (also greedy on both
                  sides, for comparison);
* ``field``       each deck against the others (lookahead both sides): the average win
                  rate, to rank them;
* ``themes``      lookahead on both sides, each deck against every bundled theme deck of
                  its era: the competitive deck's win rate (``--theme-games 0``: skipped).

Win rates count a draw as half; each carries its 95% interval.  The pairings run as
separate tasks in ``--workers`` processes (one Numba thread each), every task seeded
from ``--seed`` alone, so the numbers do not depend on the number of workers.  With
``--jsonl`` each finished task is appended to that file as it ends, and a rerun with the
same file skips the tasks already there (a long run can be stopped and resumed).  Prints
one JSON object (also written with ``--out``).

    python benchmarks/players_report.py [--mirror-games 20000] [--games 20000] [--theme-games 2000]
        [--seed 1] [--workers 2] [--weights FILE] [--jsonl FILE] [--out FILE]
    python benchmarks/players_report.py --rules modern --decks sv_gardevoir_2026,sv_dragapult_dusknoir_2026 ...
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import time
from multiprocessing import get_context
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DECKS = ROOT / "decklists"
FOUR = ("base_haymaker", "base_rain_dance", "base_wigglytuff", "base_damage_swap")
#: the bundled theme decks each era's competitive decks are checked against
THEME_GLOB = {"base": "theme_base*.txt", "ex": "theme_ex*.txt", "modern": None}


def themes(rules: str = "base") -> list[str]:
    pattern = THEME_GLOB.get(rules)
    return sorted(p.stem for p in DECKS.glob(pattern)) if pattern else []


def task_key(task: dict) -> str:
    return json.dumps([task[k] for k in ("a", "b", "players", "seat", "games", "seed", "rules", "weights")])


def play_task(task: dict) -> dict:
    """One seat of one pairing: deck a in seat ``seat`` with player players[0]."""
    os.environ.setdefault("NUMBA_NUM_THREADS", "1")
    from ptcgsim.players import load_weights
    from ptcgsim.records import WIN_DECK_OUT
    from ptcgsim.sim import Prepared

    a, b, seat = task["a"], task["b"], task["seat"]
    decks = (a, b) if seat == 0 else (b, a)
    seats = tuple(task["players"]) if seat == 0 else tuple(task["players"])[::-1]
    w = load_weights(Path(task["weights"])) if task["weights"] else None
    t0 = time.perf_counter()
    prep = Prepared(DECKS / f"{decks[0]}.txt", DECKS / f"{decks[1]}.txt", task["rules"], seats, "standard", False,
                    200, w)
    rec = prep.run(task["seed"], 0, task["games"])
    won = float((rec["winner"] == seat).sum()) + 0.5 * float((rec["winner"] == -1).sum())
    return dict(task, won=won, n=len(rec), deck_out=int((rec["win_reason"] == WIN_DECK_OUT).sum()),
                turns=int(rec["turns"].sum()), seconds=round(time.perf_counter() - t0, 1))


def summary(rows: list[dict]) -> dict:
    """Both seats of one pairing: a's win rate with its 95% interval, the deck-out share."""
    n = sum(r["n"] for r in rows)
    p = sum(r["won"] for r in rows) / n
    return {"games": n, "win": round(p, 4), "ci95": round(1.96 * float(np.sqrt(p * (1 - p) / n)), 4),
            "deck_out": round(sum(r["deck_out"] for r in rows) / n, 4)}


def plan(decks, rules, mirror_games, games, theme_games, seed, weights) -> list[dict]:
    """Every task, the most important first (the mirrors, then the pairings, then themes)."""
    tasks = []

    def add(a, b, players, n, group):
        for seat in (0, 1):
            tasks.append({"group": group, "a": a, "b": b, "players": list(players), "seat": seat, "games": n // 2,
                          "seed": seed, "rules": rules, "weights": weights})

    for d in decks if mirror_games else ():
        add(d, d, ("lookahead", "greedy"), mirror_games, "mirror")
    for a, b in itertools.combinations(decks, 2) if games else ():
        add(a, b, ("lookahead", "lookahead"), games, "lookahead")
        add(a, b, ("greedy", "greedy"), games, "greedy")
    if theme_games:
        for d in decks:
            for t in themes(rules):
                add(d, t, ("lookahead", "lookahead"), theme_games, "theme")
    return tasks


def report(decks, rules, results: list[dict]) -> dict:
    by = {}
    for r in results:
        by.setdefault((r["group"], r["a"], r["b"]), []).append(r)
    out: dict = {"mirrors": {}, "non_mirrors": {}, "field": {}, "themes": {}}
    for d in decks:
        if ("mirror", d, d) in by:
            out["mirrors"][d] = summary(by[("mirror", d, d)])
    field = {d: [] for d in decks}
    for a, b in itertools.combinations(decks, 2):
        pair = {g: summary(by[(g, a, b)]) for g in ("lookahead", "greedy") if (g, a, b) in by}
        if pair:
            out["non_mirrors"][f"{a} vs {b}"] = pair
        if "lookahead" in pair:
            field[a].append(pair["lookahead"]["win"])
            field[b].append(1 - pair["lookahead"]["win"])
    for g in ("lookahead", "greedy"):
        shares = [v[g]["deck_out"] for v in out["non_mirrors"].values() if g in v]
        if shares:
            out.setdefault("non_mirror_deck_out", {})[g] = round(float(np.mean(shares)), 4)
    out["field"] = {d: round(float(np.mean(w)), 4) for d, w in field.items() if w}
    for d in decks:
        got = {t: summary(by[("theme", d, t)])["win"] for t in themes(rules) if ("theme", d, t) in by}
        if got:
            out["themes"][d] = got
    out["themes_min"] = {d: min(v.values()) for d, v in out["themes"].items()}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--decks", default=",".join(FOUR), help="comma-separated decklist stems (decklists/)")
    ap.add_argument("--rules", default="base", choices=("base", "ex", "modern"))
    ap.add_argument("--mirror-games", type=int, default=20_000, help="games per mirror (lookahead vs greedy; 0: none)")
    ap.add_argument("--games", type=int, default=20_000, help="games per pairing of two decks, each player pair (0: none)")
    ap.add_argument("--theme-games", type=int, default=2_000, help="games per deck against each theme deck (0: none)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--weights", help="a weights JSON (ptcgsim/data/player_weights.json's form); default: the bundled")
    ap.add_argument("--jsonl", help="append each finished task here; tasks already in it are not run again")
    ap.add_argument("--out")
    args = ap.parse_args(argv)
    decks = [d.strip() for d in args.decks.split(",") if d.strip()]
    for d in decks:
        if not (DECKS / f"{d}.txt").is_file():
            raise SystemExit(f"no decklist {d!r} under {DECKS}")
    weights = str(Path(args.weights).resolve()) if args.weights else None
    tasks = plan(decks, args.rules, args.mirror_games, args.games, args.theme_games, args.seed, weights)
    done: dict[str, dict] = {}
    if args.jsonl and Path(args.jsonl).is_file():
        for line in Path(args.jsonl).read_text().splitlines():
            r = json.loads(line)
            done[task_key(r)] = r
    todo = [t for t in tasks if task_key(t) not in done]
    t0 = time.perf_counter()
    sink = open(args.jsonl, "a") if args.jsonl else None
    try:
        with get_context("spawn").Pool(max(1, args.workers)) as pool:
            for r in pool.imap_unordered(play_task, todo):
                done[task_key(r)] = r
                if sink:
                    sink.write(json.dumps(r) + "\n")
                    sink.flush()
                print(f"{len(done)}/{len(tasks)} {r['group']} {r['a']} vs {r['b']} seat {r['seat']}: "
                      f"{r['won'] / r['n']:.3f} ({r['seconds']} s)", file=sys.stderr, flush=True)
    finally:
        if sink:
            sink.close()
    out = {"rules": args.rules, "seed": args.seed, "decks": decks, "mirror_games": args.mirror_games,
           "games": args.games, "theme_games": args.theme_games, "weights": weights or "bundled"}
    out.update(report(decks, args.rules, [done[task_key(t)] for t in tasks]))
    out["seconds"] = round(time.perf_counter() - t0, 1)
    if args.out:
        Path(args.out).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

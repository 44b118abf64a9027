"""How well the players play: the measurements issue 11 asks for (base rules).

* ``mirrors``     lookahead vs greedy in each mirror of the four classic competitive
                  decks (both seats, half the games each): lookahead's win rate;
* ``non_mirrors`` lookahead on both sides, the six pairings of the four: each side's
                  win rate and the share of games that end by deck-out (also greedy on
                  both sides, for comparison);
* ``themes``      lookahead on both sides, each of the four against every bundled theme
                  deck: the competitive deck's win rate;
* ``field``       each of the four against the other three (lookahead both sides):
                  the average win rate, to rank them.

Win rates count a draw as half.  Prints one JSON object (also written with --out).

    python benchmarks/players_report.py [--games 20000] [--theme-games 2000] [--seed 1]
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DECKS = ROOT / "decklists"
FOUR = ("base_haymaker", "base_rain_dance", "base_wigglytuff", "base_damage_swap")


def themes() -> list[str]:
    return sorted(p.stem for p in DECKS.glob("theme_base*.txt"))


def play(a: str, b: str, players: tuple[str, str], games: int, seed: int) -> dict:
    """games split over both seats (a first as player 0, then as player 1): a's results."""
    from ptcgsim.records import WIN_DECK_OUT
    from ptcgsim.sim import Prepared

    half = games // 2
    won = 0.0
    deck_out = 0
    for seat in (0, 1):
        decks = (a, b) if seat == 0 else (b, a)
        seats = players if seat == 0 else players[::-1]
        prep = Prepared(DECKS / f"{decks[0]}.txt", DECKS / f"{decks[1]}.txt", "base", seats, "standard", False, 200)
        rec = prep.run(seed, 0, half)
        won += float((rec["winner"] == seat).sum()) + 0.5 * float((rec["winner"] == -1).sum())
        deck_out += int((rec["win_reason"] == WIN_DECK_OUT).sum())
    n = 2 * half
    p = won / n
    return {"games": n, "win": round(p, 4), "ci95": round(1.96 * np.sqrt(p * (1 - p) / n), 4),
            "deck_out": round(deck_out / n, 4)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--theme-games", type=int, default=2_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    out: dict = {"rules": "base", "seed": args.seed, "games": args.games, "theme_games": args.theme_games}
    out["mirrors"] = {d: play(d, d, ("lookahead", "greedy"), args.games, args.seed) for d in FOUR}
    out["non_mirrors"] = {}
    for a, b in itertools.combinations(FOUR, 2):
        look = play(a, b, ("lookahead", "lookahead"), args.games, args.seed)
        greedy = play(a, b, ("greedy", "greedy"), args.games, args.seed)
        out["non_mirrors"][f"{a} vs {b}"] = {"lookahead": look, "greedy": greedy}
    look_do = [v["lookahead"]["deck_out"] for v in out["non_mirrors"].values()]
    greedy_do = [v["greedy"]["deck_out"] for v in out["non_mirrors"].values()]
    out["non_mirror_deck_out"] = {"lookahead": round(float(np.mean(look_do)), 4),
                                  "greedy": round(float(np.mean(greedy_do)), 4)}
    field = {d: [] for d in FOUR}
    for key, v in out["non_mirrors"].items():
        a, b = key.split(" vs ")
        field[a].append(v["lookahead"]["win"])
        field[b].append(1 - v["lookahead"]["win"])
    out["field"] = {d: round(float(np.mean(w)), 4) for d, w in field.items()}
    out["themes"] = {d: {t: play(d, t, ("lookahead", "lookahead"), args.theme_games, args.seed)["win"]
                         for t in themes()} for d in FOUR}
    out["themes_min"] = {d: min(v.values()) for d, v in out["themes"].items()}
    out["seconds"] = round(time.perf_counter() - t0, 1)
    text = json.dumps(out)
    if args.out:
        Path(args.out).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

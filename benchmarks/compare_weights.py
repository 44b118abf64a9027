"""Weights against weights: a change to the players' knobs, measured as issue 11 asks.

For each CONFIG (``name=value,name=value``, names from ``ptcgsim.kernel.player.weights``),
over the four classic competitive decks (base rules, the chosen players on both sides):

* ``head_to_head``  the config in one seat, the bundled weights in the other (both seats,
                    and both decks of a non-mirror pairing): the config's win rate per
                    pairing and its mean (a draw counts half);
* ``deck_out``      the config on both sides: the share of non-mirror games that end by
                    deck-out, per pairing and on average.

Seeded and paired: every config plays the same games.  Prints one JSON line per config.

    python benchmarks/compare_weights.py [--games 500] [--players lookahead] CONFIG [CONFIG ...]
    python benchmarks/compare_weights.py --games 500 deck_race_slack=0,deck_race_below=35
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


def _run(a: str, b: str, player: str, w: np.ndarray, seed: int, games: int):
    from ptcgsim.sim import Prepared

    prep = Prepared(DECKS / f"{a}.txt", DECKS / f"{b}.txt", "base", (player, player), "standard", False, 200, w)
    return prep.run(seed, 0, games)


def parse_config(text: str) -> dict[str, float]:
    from ptcgsim.kernel.player.weights import W

    cfg = {}
    for item in filter(None, text.split(",")):
        name, _, value = item.partition("=")
        if name not in W or not value:
            raise SystemExit(f"bad config item {item!r}: expected name=value, names: {', '.join(W)}")
        cfg[name] = float(value)
    return cfg


def measure(cfg: dict[str, float], player: str, games: int, seed: int) -> dict:
    from ptcgsim.kernel.player.weights import W
    from ptcgsim.players import player_weights
    from ptcgsim.records import WIN_DECK_OUT

    h2h = {}
    for a, b in [(d, d) for d in FOUR] + list(itertools.combinations(FOUR, 2)):
        won = 0.0
        n = 0
        for seat in (0, 1):  # the config's seat
            w = np.stack([player_weights(), player_weights()])
            for name, value in cfg.items():
                w[seat, W[name]] = value
            for mine, theirs in ((a, b), (b, a)) if a != b else ((a, b),):
                decks = (mine, theirs) if seat == 0 else (theirs, mine)
                rec = _run(decks[0], decks[1], player, w, seed, games)
                won += float((rec["winner"] == seat).sum()) + 0.5 * float((rec["winner"] == -1).sum())
                n += len(rec)
        h2h[f"{a} vs {b}"] = round(won / n, 4)
    w = player_weights()
    for name, value in cfg.items():
        w[W[name]] = value
    deck_out = {}
    for a, b in itertools.combinations(FOUR, 2):
        rec = _run(a, b, player, w, seed, 2 * games)
        deck_out[f"{a} vs {b}"] = round(float((rec["win_reason"] == WIN_DECK_OUT).mean()), 4)
    return {"config": cfg, "players": player, "games": games, "seed": seed,
            "head_to_head": h2h, "head_to_head_mean": round(float(np.mean(list(h2h.values()))), 4),
            "deck_out": deck_out, "deck_out_mean": round(float(np.mean(list(deck_out.values()))), 4)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("configs", nargs="+", metavar="CONFIG")
    ap.add_argument("--games", type=int, default=500, help="games per seat and deck order")
    ap.add_argument("--players", default="lookahead", choices=("greedy", "lookahead"))
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args(argv)
    configs = [parse_config(c) for c in args.configs]
    for cfg in configs:
        t0 = time.perf_counter()
        out = measure(cfg, args.players, args.games, args.seed)
        out["seconds"] = round(time.perf_counter() - t0, 1)
        print(json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

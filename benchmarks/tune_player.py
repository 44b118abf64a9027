"""Fit the state evaluator's weights by self-play (issue 11: "tuned, not guessed").

The candidate weights play ``lookahead`` against ``lookahead`` with the starting
weights (the bundled ones, or the hand-set defaults with ``--from-defaults``) — or,
with ``--opponent greedy``, against the greedy player — in both seats, on the
training matchups.  Every evaluation plays the same seeded games
(common random numbers: only the weights differ between two evaluations), so the
objective is a deterministic function of the weights and a derivative-free
optimizer (scipy's Powell) can follow it.  ``prize_lead`` stays at 1: it sets the
scale.  The fitted weights are then checked on held-out matchups against the
reference, and written, with this command line and both results, to
``ptcgsim/data/player_weights.json`` (``--out``).

    python benchmarks/tune_player.py [--games 200] [--evals 60] [--from-defaults] [--out PATH]

Prints one JSON line with the training and held-out win rates.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DECKS = ROOT / "decklists"

TRAIN = [
    ("base_haymaker", "base_haymaker"),
    ("base_rain_dance", "base_damage_swap"),
    ("base_wigglytuff", "base_haymaker"),
    ("base_damage_swap", "theme_base2_water_blast"),
]
#: the weights fitted by default: the race, the board's Energy, the hand and deck, the margins
TUNED = ("ko_next", "pressure", "threat_ko", "threat", "energy", "opp_energy", "ready", "hand", "deck",
         "margin_attack", "margin_attach")
HOLDOUT = [
    ("base_rain_dance", "base_rain_dance"),
    ("base_haymaker", "base_rain_dance"),
    ("base_wigglytuff", "base_damage_swap"),
    ("base_damage_swap", "theme_base3_bodyguard"),
]


def _matchups(text: str) -> list[tuple[str, str]]:
    """'a:b,c:d' -> [(a, b), (c, d)]: decklist stems under decklists/, each file checked."""
    out = []
    for item in filter(None, (t.strip() for t in text.split(","))):
        a, sep, b = item.partition(":")
        if not sep or not a or not b:
            raise SystemExit(f"bad matchup {item!r}: expected DECK:DECK (decklist stems)")
        for stem in (a, b):
            if not (DECKS / f"{stem}.txt").is_file():
                raise SystemExit(f"no decklist {stem!r} under {DECKS}")
        out.append((a, b))
    if not out:
        raise SystemExit("no matchups given")
    return out


def _preps(matchups, rules: str, opponent: str):
    """Two prepared runs per matchup: the candidate seated first, then second."""
    from ptcgsim.sim import Prepared

    other = "greedy" if opponent == "greedy" else "lookahead"
    return [(seat, Prepared(DECKS / f"{a}.txt", DECKS / f"{b}.txt", rules,
                            ("lookahead", other) if seat == 0 else (other, "lookahead"), "standard", False, 200))
            for a, b in matchups for seat in (0, 1)]


def win_rate(preps, w, ref, games: int, seed: int) -> float:
    """Share of games the candidate w wins (draws count half), over both seats."""
    won = 0.0
    total = 0
    for seat, prep in preps:
        ct = prep.tables.ct
        rows = np.stack([w, ref]) if seat == 0 else np.stack([ref, w])
        prep.tables.ct = ct._replace(w=np.ascontiguousarray(rows))
        try:
            rec = prep.run(seed, 0, games)
        finally:
            prep.tables.ct = ct
        won += float((rec["winner"] == seat).sum()) + 0.5 * float((rec["winner"] == -1).sum())
        total += games
    return won / total


def main(argv: list[str] | None = None) -> int:
    from scipy.optimize import minimize

    from ptcgsim.players import load_weights, own_weights_path, player_weights, term_names, weights_from

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games per matchup and seat in one evaluation")
    ap.add_argument("--evals", type=int, default=60, help="objective evaluations the optimizer may spend")
    ap.add_argument("--holdout-games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--xtol", type=float, default=0.05,
                    help="how finely a line search locates its best weight (the win rate is a step function of "
                         "the weights: a finer search spends evaluations on one term; 1e-3 spent 18 on one)")
    ap.add_argument("--rules", default="base")
    ap.add_argument("--from-defaults", action="store_true", help="start from the hand-set weights (players.py)")
    ap.add_argument("--start", help="start from this weights JSON (default: the rule set's bundled weights)")
    ap.add_argument("--opponent", choices=("self", "greedy"), default="self",
                    help="self: lookahead with the starting weights (self-play); greedy: the greedy player")
    ap.add_argument("--out", help="where the fitted weights go (default: the bundled file, "
                    "data/player_weights.json for base, data/player_weights_<rules>.json otherwise)")
    ap.add_argument("--train", help="the training matchups, 'a:b,a:b' (decklist stems); default: the built-in set")
    ap.add_argument("--holdout", help="the held-out matchups, same form; default: the built-in set")
    ap.add_argument("--terms", default=",".join(TUNED),
                    help="the weights to fit (comma-separated names); the others keep their start value")
    args = ap.parse_args(argv)

    names = term_names()
    if args.from_defaults and args.start:
        raise SystemExit("--from-defaults and --start: give one")
    ref = weights_from() if args.from_defaults else (load_weights(Path(args.start)) if args.start
                                                     else player_weights(args.rules))
    if args.out is None:
        args.out = str(own_weights_path(args.rules))
    wanted = [t.strip() for t in args.terms.split(",") if t.strip()]
    unknown = sorted(set(wanted) - set(names))
    if unknown or "prize_lead" in wanted:
        raise SystemExit(f"--terms: unknown or fixed weight(s) {unknown or ['prize_lead']}; the terms are {list(names)}")
    free = [names.index(t) for t in wanted]
    train_set = _matchups(args.train) if args.train else TRAIN
    holdout_set = _matchups(args.holdout) if args.holdout else HOLDOUT
    train = _preps(train_set, args.rules, args.opponent)
    seen: dict[tuple, float] = {}
    points: dict[tuple, np.ndarray] = {}
    t0 = time.perf_counter()

    def full(x):
        w = ref.copy()
        w[free] = x
        return w

    def loss(x):
        key = tuple(np.round(x, 6))
        if key not in seen:
            seen[key] = -win_rate(train, full(x), ref, args.games, args.seed)
            points[key] = np.array(x, dtype=np.float64)
            shown = " ".join(f"{wanted[i]}={v:.4g}" for i, v in enumerate(x))
            print(f"eval {len(seen):3d}  win {-seen[key]:.4f}  {time.perf_counter() - t0:7.1f}s  {shown}",
                  file=sys.stderr, flush=True)
        return seen[key]

    x0 = ref[free].copy()
    bounds = [(0.0, 5.0) if names[i].startswith("margin") else (-3.0, 3.0) for i in free]
    minimize(loss, x0, method="Powell", bounds=bounds, options={"maxfev": args.evals, "xtol": args.xtol, "ftol": 1e-4})
    # the best point evaluated, not Powell's last iterate: with a small --evals budget the
    # optimizer stops inside a line search and hands back its start (seen: a modern run
    # that found +1.3 points returned the starting weights)
    best_key = min(seen, key=seen.get)
    best = full(points[best_key])
    hold = _preps(holdout_set, args.rules, args.opponent)
    result = {
        "train_win_rate": round(-float(seen[best_key]), 4),
        "start_win_rate": round(-float(seen[tuple(np.round(x0, 6))]), 4),
        "train_games_per_eval": args.games * 2 * len(train_set),
        "evals": len(seen),
        "tuned": wanted,
        "holdout_win_rate": round(win_rate(hold, best, ref, args.holdout_games, args.seed + 1), 4),
        # the same held-out games with the starting weights: what the fit gained there
        "holdout_start_win_rate": round(win_rate(hold, ref, ref, args.holdout_games, args.seed + 1), 4),
        "holdout_games": args.holdout_games * 2 * len(holdout_set),
        "seconds": round(time.perf_counter() - t0, 1),
    }
    out = {
        "command": "python benchmarks/tune_player.py " + " ".join(shlex.quote(a) for a in (argv or sys.argv[1:])),
        "start": "defaults" if args.from_defaults else (Path(args.start).name if args.start else "bundled"),
        "rules": args.rules,
        "opponent": args.opponent,
        "train": [f"{a} vs {b}" for a, b in train_set],
        "holdout": [f"{a} vs {b}" for a, b in holdout_set],
        "result": result,
        "weights": {n: round(float(v), 4) for n, v in zip(names, best)},
    }
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

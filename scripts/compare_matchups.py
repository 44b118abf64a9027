#!/usr/bin/env python
"""Judge a `ptcgsim matrix` round robin against published matchup win rates.

Usage: python scripts/compare_matchups.py MATRIX_DIR [--published CSV] [--decks CSV] [--json]

MATRIX_DIR is the output folder of ``ptcgsim matrix ... -o MATRIX_DIR`` (its matrix.csv).
The published table (default: scripts/data/trainerhill_matchups_2026-02-19.csv, Trainer Hill's
matchups of 50+ player events, 2026-01-29 to 2026-02-19, ties counted as 1/3 of a win, as
scraped in github.com/Arthur742Ramos/PokemonLean data/trainerhill_matchups_2026-02-19.md) has
rows ``archetype,opponent,win_rate_pct,games``; the decks table maps each archetype to the
bundled decklist that stands for it.  Prints each pairing (the simulated and published win rate
of the first archetype, the difference, whether it lies within the published rate's binomial
95% interval), then the agreement: mean and median |difference|, Pearson r (plain and weighted
by published games), Spearman rank correlation, same favourite, and each archetype's average
against the others.  Bad input: one message, exit code 2.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from pathlib import Path

import numpy as np
import pandas as pd

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from ptcgsim.decks import load_deck  # noqa: E402
from ptcgsim.errors import UserError  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"


def _read_csv(path: Path, columns: list[str]) -> list[dict]:
    try:
        with open(path, newline="", encoding="utf-8") as f:
            rows = list(csv.DictReader(f))
    except OSError as exc:
        raise UserError(f"{path}: cannot read ({exc.strerror})") from None
    if not rows or any(c not in rows[0] for c in columns):
        raise UserError(f"{path}: expected a CSV with columns {', '.join(columns)}")
    return rows


def compare(matrix_dir: Path, published: Path, decks: Path) -> dict:
    mpath = matrix_dir / "matrix.csv"
    if not mpath.is_file():
        raise UserError(f"{mpath}: no matrix.csv (run `ptcgsim matrix ... -o {matrix_dir}` first)")
    m = pd.read_csv(mpath, index_col=0)
    name = {}
    for row in _read_csv(decks, ["archetype", "decklist"]):
        deck = load_deck(str(REPO / row["decklist"]), rules="modern")
        if deck.name not in m.index:
            raise UserError(f"{mpath}: no row for {row['decklist']} ({deck.name!r}); was it in the round robin?")
        name[row["archetype"]] = deck.name
    pub: dict[tuple[str, str], tuple[float, int]] = {}
    for row in _read_csv(published, ["archetype", "opponent", "win_rate_pct", "games"]):
        try:
            pub[row["archetype"], row["opponent"]] = (float(row["win_rate_pct"]), int(row["games"]))
        except ValueError:
            raise UserError(f"{published}: bad number in row {row}") from None
    arch = list(name)
    pairs = []
    for i, a in enumerate(arch):
        for b in arch[i + 1:]:
            if (a, b) not in pub:
                continue
            th, games = pub[a, b]
            sim = 100 * float(m.loc[name[a], name[b]])
            se = 100 * np.sqrt(th / 100 * (1 - th / 100) / games) if games > 0 else np.inf
            pairs.append({"archetype": a, "opponent": b, "sim": round(sim, 1), "published": th, "games": games,
                          "diff": round(sim - th, 1), "within_95": bool(abs(sim - th) <= 1.96 * se),
                          "same_favourite": bool((sim - 50) * (th - 50) > 0 or (abs(sim - 50) < 3 and abs(th - 50) < 3))})
    if len(pairs) < 3:
        raise UserError("fewer than 3 pairings in common between the matrix and the published table")
    df = pd.DataFrame(pairs)
    w = df.games.to_numpy(dtype=float)
    cov = np.cov(df.sim, df.published, aweights=w)
    flat = cov[0, 0] <= 0 or cov[1, 1] <= 0  # a constant column: no correlation to speak of
    averages = {a: {"sim": round(float(np.mean([100 * float(m.loc[name[a], name[b]]) for b in arch if b != a])), 1),
                    "published": round(float(np.mean([pub[a, b][0] for b in arch if b != a and (a, b) in pub])), 1)}
                for a in arch}
    return {
        "pairs": pairs,
        "n": len(pairs),
        "mean_abs_diff": round(float(df["diff"].abs().mean()), 1),
        "median_abs_diff": round(float(df["diff"].abs().median()), 1),
        "pearson_r": None if flat else round(float(np.corrcoef(df.sim, df.published)[0, 1]), 2),
        "pearson_r_weighted": None if flat else round(float(cov[0, 1] / np.sqrt(cov[0, 0] * cov[1, 1])), 2),
        "spearman": None if flat else round(float(df.sim.rank().corr(df.published.rank())), 2),
        "same_favourite": int(df.same_favourite.sum()),
        "within_published_95": int(df.within_95.sum()),
        "averages": averages,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("matrix_dir", type=Path)
    ap.add_argument("--published", type=Path, default=DATA / "trainerhill_matchups_2026-02-19.csv")
    ap.add_argument("--decks", type=Path, default=DATA / "trainerhill_decks.csv")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    try:
        out = compare(args.matrix_dir, args.published, args.decks)
    except UserError as err:
        for line in err.lines:
            print(f"error: {line}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(out))
        return 0
    print(pd.DataFrame(out["pairs"]).to_string(index=False))
    print(f"\n{out['n']} pairings: mean |diff| {out['mean_abs_diff']}, median {out['median_abs_diff']}; "
          f"Pearson r {out['pearson_r']} (weighted by games {out['pearson_r_weighted']}), Spearman {out['spearman']}; "
          f"same favourite {out['same_favourite']}/{out['n']}; within the published 95% interval "
          f"{out['within_published_95']}/{out['n']}")
    avg = pd.DataFrame(out["averages"]).T.sort_values("published", ascending=False)
    print("\neach archetype against the others (%):\n" + avg.to_string())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

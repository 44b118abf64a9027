#!/usr/bin/env python
"""Regenerate the bundled card database ptcgsim/cards/data/cards.json.gz.

Usage: python scripts/build_carddb.py [CARDDATA_DIR] [--out PATH]

CARDDATA_DIR defaults to ../shared/carddata relative to the repository root
(pokemontcg.io layout: cards/en/<setid>.json and sets/en.json).  The sets in
ptcgsim.cards.db.BUNDLED_SETS are imported.  The output holds facts only (no card text) and is
deterministic: sorted, compact JSON, gzip with mtime 0.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from ptcgsim.cards.db import BUNDLED_PATH, BUNDLED_SETS, write_db_file  # noqa: E402
from ptcgsim.cards.importer import import_dir  # noqa: E402
from ptcgsim.errors import UserError  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("carddata", nargs="?", default=str(REPO.parent / "shared" / "carddata"))
    ap.add_argument("--out", default=str(BUNDLED_PATH))
    args = ap.parse_args(argv)
    try:
        sets, cards = import_dir(Path(args.carddata), only=BUNDLED_SETS)
    except UserError as err:
        for line in err.lines:
            print(f"error: {line}", file=sys.stderr)
        return 2
    out = Path(args.out)
    write_db_file(out, sets, cards)
    print(f"{out}: {len(sets)} sets, {len(cards)} cards, {out.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

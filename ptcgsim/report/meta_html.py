"""The report's metagame section (three or more decks): field win rates and the equilibrium field."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..analysis.meta import meta_summary


def meta_section(matrix: dict[str, Any], out: Path, seed: int) -> tuple[list[str], list[str], dict[str, Any] | None]:
    """(HTML parts, files written, meta summary) for the report; nothing when the round robin is incomplete."""
    from .html import _ci, _figure, _pct, _table
    from .tune_figures import meta_figure

    if matrix.get("partial"):
        return ["<h2>Metagame</h2><p>Not computed: the round robin was cut short.</p>"], [], None
    s = meta_summary(matrix, seed=seed)
    meta_figure(s, out / "meta.png")
    rows = [[r["deck"], _pct(r["expected_win_rate"]), _ci(r["ci95"]), _pct(r["equilibrium_share"]),
             _ci(r["equilibrium_share_range95"]), f"{r['payoff_vs_equilibrium']:+.3f}",
             f"{_pct(r['worst_matchup']['win_rate'])} vs {r['worst_matchup']['deck']}"]
            for r in sorted(s["decks"], key=lambda r: -r["expected_win_rate"])]
    parts = ["<h2>Metagame</h2>",
             "<p>Each deck's expected win rate against a field of equal shares of these decks, and the mixed field "
             "that no deck beats on average (the equilibrium of the zero-sum game P(win) &minus; P(loss), by linear "
             "programming; the range is a parametric bootstrap over the pairings).</p>",
             _table(["deck", "win rate vs the field", "95% CI", "equilibrium share", "bootstrap 95% range",
                     "P(win)-P(loss) vs equilibrium", "worst matchup"], rows),
             _figure("meta.png", "Expected win rate against an equal-share field (left) beside each deck's share in the "
                                 "equilibrium field (right).")]
    return parts, ["meta.png"], s

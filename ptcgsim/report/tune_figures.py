"""Charts for ``tune`` (the race, the climb) and ``meta`` (field win rates, equilibrium shares).

Chart functions take an ``ax``; the ``*_figure`` functions lay them out and
write one PNG.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

import numpy as np

from . import charts

STATUS_COLORS = {"winner": "#2ca02c", "finalist": "#1f77b4", "eliminated": "#7f7f7f", "halved": "#bdbdbd"}
TOP_ROWS = 15  #: variants shown per race panel (the rest are in the JSON)


def race_forest(ax, step: dict[str, Any], top: int = TOP_ROWS):
    """One row per variant (best first): delta against the step's deck with its 95 % interval, coloured by race status."""
    rows = step["variants"][:top]
    y = np.arange(len(rows))[::-1]
    for yi, v in zip(y, rows):
        lo, hi = v["ci95"]
        c = STATUS_COLORS.get(v["status"], "#555555")
        ax.errorbar(100 * v["delta"], yi, xerr=[[100 * (v["delta"] - lo)], [100 * (hi - v["delta"])]], fmt="o",
                    color=c, capsize=3, ms=5)
        ax.annotate(f"{100 * v['delta']:+.1f}  ({v['games']:,} games)", (100 * hi, yi), xytext=(5, 0),
                    textcoords="offset points", va="center", fontsize=7.5, color=c)
    c = step.get("confirmation")
    if c and rows and rows[0]["status"] == "winner":
        lo, hi = c["ci95"]
        yc = y[0] - 0.4
        ax.errorbar(100 * c["delta"], yc, xerr=[[100 * (c["delta"] - lo)], [100 * (hi - c["delta"])]], fmt="D",
                    color="black", capsize=3, ms=4)
        ax.annotate(f"confirmation {100 * c['delta']:+.1f} [{100 * lo:+.1f}, {100 * hi:+.1f}]  "
                    f"({c['games_per_deck']:,} fresh games)", (100 * hi, yc), xytext=(5, 0),
                    textcoords="offset points", va="center", fontsize=7.5)
    ax.axvline(0, color="grey", lw=0.8, ls="--")
    ax.set_yticks(y, [charts.short_name(v["variant"], 44, 1) for v in rows], fontsize=8)
    if rows:
        ends = [100 * max(abs(v["ci95"][0]), abs(v["ci95"][1])) for v in rows]
        if c:
            ends.append(100 * max(abs(c["ci95"][0]), abs(c["ci95"][1])))
        lim = max(1.0, *ends)
        ax.set_xlim(-lim * 1.1, lim * 2.6)  # room on the right for the labels
    ax.set_ylim(-0.7, len(rows) - 0.3)
    if c:
        handles_extra = [ax.scatter([], [], color="black", marker="D", label="confirmation")]
    else:
        handles_extra = []
    more = len(step["variants"]) - len(rows)
    ax.set_xlabel("change in win rate against the field (percentage points, 95% CI, paired)")
    ax.set_title(f"Step {step['step']}: {step['candidates']} one-card changes, {step['race_games']:,} race games"
                 + (f" (top {len(rows)} shown)" if more > 0 else ""), fontsize=10)
    handles = [ax.scatter([], [], color=c, label=s) for s, c in STATUS_COLORS.items()
               if any(v["status"] == s for v in rows)] + handles_extra
    if handles:
        ax.legend(handles=handles, fontsize=7.5, loc="lower right", title="race", title_fontsize=7.5)
    ax.grid(axis="x", alpha=0.3)
    return ax


def climb_path(ax, path: Sequence[dict[str, Any]]):
    """Win rate against the field after each accepted change (confirmation games, 95 % CI)."""
    x = np.arange(len(path))
    rates = np.array([100 * p["win_rate"] for p in path])
    err = np.array([[100 * (p["win_rate"] - p["win_rate_ci95"][0]), 100 * (p["win_rate_ci95"][1] - p["win_rate"])]
                    if p.get("win_rate_ci95") else [0.0, 0.0] for p in path]).T
    ax.errorbar(x, rates, yerr=err, fmt="-o", color="#1f77b4", capsize=4)
    labels = ["start"] + [charts.short_name(p.get("label") or "", 22, 3) for p in path[1:]]
    ax.set_xticks(x, labels, fontsize=7.5)
    ax.set_xlim(-0.5, len(path) - 0.5)
    for xi, r in zip(x, rates):
        ax.annotate(f"{r:.1f}%", (xi, r), xytext=(6, 4), textcoords="offset points", fontsize=8)
    ax.set_ylabel("win rate against the field (%)")
    ax.set_title("The climb: win rate after each accepted change (confirmation games)", fontsize=10)
    ax.grid(axis="y", alpha=0.3)
    return ax


def tune_figure(summary: dict[str, Any], path: str | Path) -> Path:
    steps = [s for s in summary["steps"] if s.get("variants")]
    heights = [0.32 * min(TOP_ROWS, len(s["variants"])) + 1.2 for s in steps]
    show_path = len(summary["path"]) > 1
    if show_path:
        heights.append(3.2)
    plt = charts._mpl()
    fig, axes = plt.subplots(len(heights), 1, figsize=(10, sum(heights) + 0.4), dpi=110,
                             gridspec_kw={"height_ratios": heights}, squeeze=False)
    for ax, st in zip(axes[:, 0], steps):
        race_forest(ax, st)
    if show_path:
        climb_path(axes[-1, 0], summary["path"])
    return charts.save(fig, path)


def meta_bars(ax_rate, ax_share, summary: dict[str, Any]):
    """Expected win rate against the field (with 95 % CI) beside each deck's equilibrium share."""
    rows = sorted(summary["decks"], key=lambda r: -r["expected_win_rate"])
    y = np.arange(len(rows))[::-1]
    names = [charts.short_name(r["deck"], 24, 2) for r in rows]
    rate = np.array([100 * r["expected_win_rate"] for r in rows])
    err = np.array([[100 * (r["expected_win_rate"] - r["ci95"][0]), 100 * (r["ci95"][1] - r["expected_win_rate"])]
                    for r in rows]).T
    ax_rate.barh(y, rate, xerr=err, color="#1f77b4", capsize=3, alpha=0.85)
    ax_rate.axvline(50, color="grey", lw=0.8, ls="--")
    for yi, v, e_hi in zip(y, rate, err[1]):
        ax_rate.annotate(f"{v:.1f}%", (v + e_hi, yi), xytext=(4, 0), textcoords="offset points", va="center", fontsize=8)
    ax_rate.set_yticks(y, names, fontsize=8)
    ax_rate.set_xlim(0, 100)
    field = "the given shares" if summary["shares_given"] else "equal shares"
    ax_rate.set_xlabel("win rate against the field (%, 95% CI)")
    ax_rate.set_title(f"Expected win rate, field of {field}", fontsize=10)
    share = np.array([100 * r["equilibrium_share"] for r in rows])
    rng = [r.get("equilibrium_share_range95") for r in rows]
    ax_share.barh(y, share, color="#ff7f0e", alpha=0.85)
    if all(r is not None for r in rng):
        lo = np.array([100 * r[0] for r in rng])
        hi = np.array([100 * r[1] for r in rng])
        ax_share.errorbar(share, y, xerr=[np.maximum(share - lo, 0), np.maximum(hi - share, 0)], fmt="none",
                          ecolor="#555555", capsize=3)
    tops = [100 * r[1] if r is not None else v for r, v in zip(rng, share)]
    for yi, v, top in zip(y, share, tops):
        ax_share.annotate(f"{v:.0f}%", (max(v, top), yi), xytext=(4, 0), textcoords="offset points", va="center", fontsize=8)
    ax_share.tick_params(labelleft=False)
    ax_share.set_xlim(0, 105)
    ax_share.set_xlabel("share in the equilibrium field (%, bootstrap 95% range)")
    ax_share.set_title("The field no deck beats on average", fontsize=10)
    for ax in (ax_rate, ax_share):
        ax.grid(axis="x", alpha=0.3)
        ax.set_ylim(-0.6, len(rows) - 0.4)


def meta_figure(summary: dict[str, Any], path: str | Path) -> Path:
    plt = charts._mpl()
    k = len(summary["decks"])
    fig, axes = plt.subplots(1, 2, figsize=(11, max(3.0, 0.55 * k + 1.6)), dpi=110, sharey=True)
    meta_bars(axes[0], axes[1], summary)
    return charts.save(fig, path)

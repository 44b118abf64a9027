"""Chart functions: each draws onto a matplotlib ``ax`` the caller made.

matplotlib is imported lazily and always with the Agg backend; nothing here
calls ``show()``.  :func:`figure` and :func:`save` are the only helpers that
touch figures, for callers that just want a PNG.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any, Sequence

import numpy as np

FIRST_COLOR = "#1f77b4"
SECOND_COLOR = "#ff7f0e"
DECK_COLORS = ("#1f77b4", "#d62728")


def _mpl():
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt


def figure(width: float = 7.0, height: float = 4.5):
    """A new (figure, ax) pair on the Agg backend."""
    plt = _mpl()
    fig, ax = plt.subplots(figsize=(width, height), dpi=110)
    return fig, ax


def save(fig, path: str | Path, *, dpi: float | None = None, tight_bbox: bool = False) -> Path:
    """Lay out, write the chart (SVG or PDF by the file's suffix, else PNG) and free the figure.

    A path that cannot be written is a :class:`~ptcgsim.errors.UserError`, never a traceback.
    """
    from ..errors import UserError

    plt = _mpl()
    path = Path(path)
    fmt = path.suffix.lower().lstrip(".")
    try:
        fig.tight_layout()
        fig.savefig(path, format=fmt if fmt in ("svg", "pdf") else "png", dpi=dpi or "figure",
                    bbox_inches="tight" if tight_bbox else None)
    except OSError as exc:
        raise UserError(f"{path}: cannot write the chart ({exc.strerror or exc}) — check the folder and its permissions") from None
    finally:
        plt.close(fig)
    return path


def short_name(name: str, width: int = 18, lines: int = 2) -> str:
    """Wrap a deck name onto at most ``lines`` lines of ``width`` characters (… when cut)."""
    name = str(name)
    parts = textwrap.wrap(name, width) or [""]
    if len(parts) > lines:
        parts = parts[:lines]
        parts[-1] = parts[-1][: width - 1] + "…"
    return "\n".join(parts)


def _pct_axis(ax, axis: str = "y") -> None:
    from matplotlib.ticker import PercentFormatter

    # decimals=None: as many as the tick spacing needs (a 0-3 % axis must not read "2%, 2%, 2%")
    (ax.yaxis if axis == "y" else ax.xaxis).set_major_formatter(PercentFormatter(1.0, decimals=None))


def matchup_heatmap(ax, names: Sequence[str], win_rate: Sequence[Sequence[float | None]],
                    ci95: Sequence[Sequence[Sequence[float | None]]] | None = None, title: str | None = None):
    """Row deck's win rate against each column deck, annotated with its 95 % interval."""
    k = len(names)
    data = np.array([[np.nan if v is None else v for v in row] for row in win_rate], dtype=float)
    im = ax.imshow(data, cmap="RdBu", vmin=0.0, vmax=1.0)
    labels = [short_name(n, 16) for n in names]
    ax.set_xticks(range(k), labels, rotation=30 if k > 3 else 0, ha="right" if k > 3 else "center")
    ax.set_yticks(range(k), labels)
    ax.set_xlabel("opponent (column deck)")
    ax.set_ylabel("deck (row)")
    fs = 10 if k <= 4 else (8 if k <= 7 else 6)
    for i in range(k):
        for j in range(k):
            v = data[i, j]
            if np.isnan(v):
                ax.text(j, i, "—", ha="center", va="center", fontsize=fs)
                continue
            txt = f"{100 * v:.1f}%"
            if ci95 is not None and ci95[i][j][0] is not None:
                lo, hi = ci95[i][j]
                txt += f"\n[{100 * lo:.1f}, {100 * hi:.1f}]"
            ax.text(j, i, txt, ha="center", va="center", fontsize=fs,
                    color="white" if abs(v - 0.5) > 0.3 else "black")
    cb = ax.figure.colorbar(im, ax=ax, fraction=0.046, pad=0.04)
    cb.set_label("row deck win rate")
    cb.ax.yaxis.set_major_formatter(__import__("matplotlib.ticker", fromlist=["PercentFormatter"]).PercentFormatter(1.0))
    ax.set_title(title or "Win rate of row deck vs column deck (95% CI)")
    return ax


def order_bars(ax, names: Sequence[str], first: Sequence[dict[str, Any]], second: Sequence[dict[str, Any]],
               title: str | None = None):
    """Win rate going first vs going second per deck, bars with 95 % CI whiskers.

    ``first[i]`` / ``second[i]`` are :func:`ptcgsim.analysis.metrics.win_rate` dicts.
    """
    x = np.arange(len(names))
    w = 0.38
    for off, rows, label, color in ((-w / 2, first, "going first", FIRST_COLOR), (w / 2, second, "going second", SECOND_COLOR)):
        vals = np.array([np.nan if r["win_rate"] is None else r["win_rate"] for r in rows], dtype=float)
        lo = np.array([np.nan if r["ci95"][0] is None else r["ci95"][0] for r in rows], dtype=float)
        hi = np.array([np.nan if r["ci95"][1] is None else r["ci95"][1] for r in rows], dtype=float)
        yerr = np.vstack([np.nan_to_num(vals - lo), np.nan_to_num(hi - vals)])
        bars = ax.bar(x + off, np.nan_to_num(vals), w, yerr=yerr, capsize=4, label=label, color=color)
        for b, v in zip(bars, vals):
            if not np.isnan(v):
                ax.text(b.get_x() + b.get_width() / 2, 0.02, f"{100 * v:.1f}%", ha="center", va="bottom",
                        fontsize=9, color="white")
    ax.axhline(0.5, color="grey", lw=0.8, ls="--")
    ax.set_xticks(x, [short_name(n) for n in names])
    ax.set_ylim(0, 1)
    _pct_axis(ax)
    ax.set_ylabel("win rate (95% CI)")
    ax.set_title(title or "Win rate going first vs going second")
    ax.legend(loc="upper right", fontsize=9)
    return ax


def game_length_hist(ax, turns: np.ndarray, title: str | None = None):
    """Histogram of game length in game turns, as a share of games."""
    turns = np.asarray(turns, dtype=np.int64)
    if len(turns):
        bins = np.arange(max(turns.min(), 1) - 0.5, turns.max() + 1.5, 1.0)
        ax.hist(turns, bins=bins, weights=np.full(len(turns), 1 / len(turns)), color="#4c72b0", edgecolor="white")
        mean = turns.mean()
        ax.axvline(mean, color="black", ls="--", lw=1, label=f"mean {mean:.1f} game turns")
        ax.legend(fontsize=9)
    _pct_axis(ax)
    ax.set_xlabel("game length (game turns)")
    ax.set_ylabel("share of games")
    ax.set_title(title or "Game length")
    return ax


def prize_turn_cdfs(ax, df, player: int = 0, name: str = "", max_turn: int | None = None, title: str | None = None):
    """P(k-th prize taken by game turn t) for k = 1..6, one curve per k."""
    from ..analysis.metrics import kth_prize_cdf
    from ..records import MAX_PRIZES

    if max_turn is None:
        max_turn = int(np.percentile(df["turns"], 99)) if len(df) else 10
    t = np.arange(1, max_turn + 1)
    cmap = _mpl().get_cmap("viridis")
    for k in range(1, MAX_PRIZES + 1):
        cdf = kth_prize_cdf(df, player, k, max_turn)
        if cdf[-1] > 0 or k == 1:
            ax.step(t, cdf, where="post", color=cmap((k - 1) / (MAX_PRIZES - 1)), label=f"prize {k}")
    ax.set_ylim(0, 1)
    _pct_axis(ax)
    ax.set_xlabel("game turn")
    ax.set_ylabel("share of games with k-th prize taken")
    ax.set_title(title or f"Prize race: {short_name(name, 40, 1)}")
    ax.legend(fontsize=8, ncol=2, loc="lower right")
    ax.grid(alpha=0.3)
    return ax


def prize_lead(ax, lead, name_a: str, name_b: str, title: str | None = None):
    """Mean prize lead of deck A by game turn (games still running), with their count on a twin axis."""
    ax.axhline(0, color="grey", lw=0.8)
    ax.plot(lead["turn"], lead["mean_lead"], marker="o", ms=3, color=DECK_COLORS[0],
            label=f"mean lead of {short_name(name_a, 30, 1)} (> 0 = ahead)")
    ax.set_xlabel("game turn")
    ax.set_ylabel("mean prize lead (prizes)")
    ax2 = ax.twinx()
    ax2.fill_between(lead["turn"], lead["games"] / max(lead["games"].max(), 1), step="mid", alpha=0.12,
                     color="grey", label="games still running")
    ax2.set_ylim(0, 1.05)
    _pct_axis(ax2)
    ax2.set_ylabel("games still running", color="grey")
    ax.set_zorder(ax2.get_zorder() + 1)  # the lead line above the shading
    ax.patch.set_visible(False)
    h1, l1 = ax.get_legend_handles_labels()
    h2, l2 = ax2.get_legend_handles_labels()
    ax.legend(h1 + h2, l1 + l2, fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=2, frameon=False)
    ax.set_title(title or f"Mean prize lead by game turn\n{short_name(name_a, 32, 1)} minus {short_name(name_b, 32, 1)}",
                 fontsize=11)
    ax.grid(alpha=0.3)
    return ax


def mulligan_bars(ax, names: Sequence[str], simulated: Sequence[float], ci95: Sequence[Sequence[float]],
                  exact: Sequence[float | None], title: str | None = None):
    """Simulated mulligan rate per opening hand (with 95 % CI) beside the exact value."""
    x = np.arange(len(names))
    w = 0.38
    sim = np.array(simulated, dtype=float)
    err = np.array([[s - c[0], c[1] - s] for s, c in zip(sim, ci95)], dtype=float).T
    ax.bar(x - w / 2, sim, w, yerr=err, capsize=4, color="#4c72b0", label="simulated (per hand)")
    ex = np.array([np.nan if e is None else e for e in exact], dtype=float)
    ax.bar(x + w / 2, np.nan_to_num(ex), w, color="#55a868", label="exact (hypergeometric)")
    for i, e in enumerate(ex):
        if np.isnan(e):
            ax.text(x[i] + w / 2, 0.005, "n/a", ha="center", va="bottom", fontsize=9)
        else:
            ax.text(x[i] + w / 2, e + 0.005, f"{100 * e:.1f}%", ha="center", fontsize=8)
    for i, s in enumerate(sim):
        ax.text(x[i] - w / 2, s + (err[1, i] if err.size else 0) + 0.005, f"{100 * s:.1f}%", ha="center", fontsize=8)
    ax.set_xticks(x, [short_name(n) for n in names])
    top = np.nanmax(np.concatenate([sim + (err[1] if err.size else 0), np.nan_to_num(ex)])) if len(sim) else 0.1
    ax.set_ylim(0, max(0.05, top * 1.25))
    _pct_axis(ax)
    ax.set_ylabel("P(mulligan) per opening hand")
    ax.set_title(title or "Mulligan rate: simulated vs exact")
    ax.legend(fontsize=9)
    return ax


def energy_bars(ax, first, second, name: str = "", title: str | None = None, game_turns: bool = False):
    """P(had an Energy to attach) by own turn, going first vs second (energy_table frames).

    ``game_turns``: place own turn t at game turn 2t-1 (going first) and 2t (going second).
    """
    t = np.asarray(first["turn"])
    if game_turns:
        ax.bar(2 * t - 1, first["p_had_energy"].fillna(0), 0.8, color=FIRST_COLOR, label="going first (odd turns)")
        ax.bar(2 * t, second["p_had_energy"].fillna(0), 0.8, color=SECOND_COLOR, label="going second (even turns)")
        ax.set_xticks(np.arange(1, 2 * len(t) + 1, 2 if len(t) > 6 else 1))
    else:
        w = 0.38
        ax.bar(t - w / 2, first["p_had_energy"].fillna(0), w, color=FIRST_COLOR, label="going first")
        ax.bar(t + w / 2, second["p_had_energy"].fillna(0), w, color=SECOND_COLOR, label="going second")
        ax.set_xticks(t)
    ax.set_ylim(0, 1.2)  # headroom for the legend above the 100 % bars
    ax.set_yticks(np.linspace(0, 1, 6))
    _pct_axis(ax)
    ax.set_xlabel("game turn" if game_turns else "own turn")
    ax.set_ylabel("P(Energy in hand to attach)")
    ax.set_title(title or f"Energy draws: {short_name(name, 40, 1)}")
    ax.legend(fontsize=9, loc="upper right", ncol=2)
    ax.grid(axis="y", alpha=0.3)
    return ax


def energy_in_play_bars(ax, table, name: str = "", order: str = "going first", title: str | None = None,
                        game_turns: bool = False):
    """Stacked shares of games by Energy attached at the end of each own turn (0, 1, … 6+).

    ``game_turns``: label own turn t as game turn 2t-1 (going first) or 2t (going second).
    """
    t = np.asarray(table["turn"])
    if game_turns:
        t = 2 * t - 1 if order == "going first" else 2 * t
    cols = [c for c in table.columns if c.startswith("p_in_play_")]
    cmap = _mpl().get_cmap("YlGn")
    bottom = np.zeros(len(t))
    for i, c in enumerate(cols):
        vals = table[c].fillna(0).to_numpy()
        k = c.rsplit("_", 1)[1]
        label = f"{k}+" if i == len(cols) - 1 else k
        ax.bar(t, vals, 0.75, bottom=bottom, color=cmap(0.15 + 0.85 * i / max(len(cols) - 1, 1)), label=label,
               edgecolor="white", lw=0.5)
        bottom += vals
    ax.set_xticks(t)
    ax.set_ylim(0, 1)
    _pct_axis(ax)
    ax.set_xlabel("game turn" if game_turns else "own turn")
    ax.set_ylabel("share of games still running")
    ax.set_title(title or f"Energy in play: {short_name(name, 30, 1)}, {order}")
    ax.legend(title="Energy", fontsize=8, title_fontsize=8, loc="center left", bbox_to_anchor=(1.0, 0.5))
    return ax


def forest(ax, variants: Sequence[dict[str, Any]], base_name: str = "base", title: str | None = None):
    """Forest plot: each variant's win-rate change against the base with its 95 % interval."""
    names = [short_name(v["name"], 26, 1) for v in variants]
    y = np.arange(len(variants))[::-1]
    colors = {"better": "#2ca02c", "worse": "#d62728"}
    for yi, v in zip(y, variants):
        lo, hi = v["ci95"]
        c = colors.get(v["verdict"], "#555555")
        ax.errorbar(100 * v["delta"], yi, xerr=[[100 * (v["delta"] - lo)], [100 * (hi - v["delta"])]], fmt="o",
                    color=c, capsize=4)
        ax.annotate(f"{100 * v['delta']:+.1f} [{100 * lo:+.1f}, {100 * hi:+.1f}]  {v['verdict']}",
                    (100 * hi, yi), xytext=(6, 0), textcoords="offset points", va="center", fontsize=8, color=c)
    ax.axvline(0, color="grey", lw=0.8, ls="--")
    ax.set_yticks(y, names)
    ax.set_ylabel("variant")
    if len(variants):
        lim = max(1.0, *(100 * max(abs(v["ci95"][0]), abs(v["ci95"][1])) for v in variants))
        ax.set_xlim(-lim * 1.15, lim * 2.4)  # room on the right for the labels
    ax.set_ylim(-0.7, len(variants) - 0.3)
    ax.set_xlabel(f"change in win rate vs {short_name(base_name, 30, 1)} (percentage points, 95% CI)")
    ax.set_title(title or "Variants against the field (paired, same seeds)")
    ax.grid(axis="x", alpha=0.3)
    return ax


def goldfish_curves(ax, summary: dict[str, Any], title: str | None = None):
    """P(first attack / Stage 2 / win by own turn t), going first (solid) and second (dashed)."""
    styles = {"going_first": "-", "going_second": "--"}
    colors = {"first_attack": "#1f77b4", "stage2_in_play": "#9467bd", "won": "#2ca02c"}
    labels = {"first_attack": "first attack", "stage2_in_play": "Stage 2 in play", "won": "won"}
    from matplotlib.lines import Line2D

    for order, ls in styles.items():
        for key, color in colors.items():
            tab = summary[order][key]
            ax.plot(tab["turn"], tab["p"], ls=ls, marker="o", ms=3, color=color)
    # Two keys: colour = event, line style = turn order (dashes vanish in short legend handles).
    handles = [Line2D([], [], color=c, marker="o", ms=3, label=labels[k]) for k, c in colors.items()]
    handles += [Line2D([], [], color="black", ls=ls, lw=1.2, label=o.replace("_", " ")) for o, ls in styles.items()]
    ax.set_ylim(0, 1.02)
    ax.set_xticks(np.arange(1, len(summary["going_first"]["won"]) + 1))
    _pct_axis(ax)
    ax.set_xlabel("own turn")
    ax.set_ylabel("P(by own turn t)")
    ax.set_title(title or f"Goldfish speed: {short_name(summary.get('deck') or '', 40, 1)}")
    ax.legend(handles=handles, fontsize=8, loc="center left", bbox_to_anchor=(1.01, 0.5), handlelength=3)
    ax.grid(alpha=0.3)
    return ax

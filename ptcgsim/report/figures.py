"""Standard chart sets written as PNG files (built from :mod:`.charts`).

Each function writes into ``out_dir`` and returns ``[(file name, caption), …]``
in reading order; ``prefix`` keeps several matchups apart in one folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from . import charts


def _two_panels(width: float = 11.0, height: float = 4.2):
    plt = charts._mpl()
    fig, axes = plt.subplots(1, 2, figsize=(width, height), dpi=110)
    return fig, axes


def matchup_figures(df: pd.DataFrame, summary: dict[str, Any], out_dir: str | Path, prefix: str = "") -> list[tuple[str, str]]:
    """Win rate by turn order, game length, prize race, mulligans and energy for one matchup."""
    out = Path(out_dir)
    a, b = summary["deck_a"] or "deck A", summary["deck_b"] or "deck B"
    files: list[tuple[str, str]] = []

    def put(fig, name: str, caption: str) -> None:
        charts.save(fig, out / f"{prefix}{name}")
        files.append((f"{prefix}{name}", caption))

    fig, ax = charts.figure(7, 4.2)
    charts.order_bars(ax, [a, b], [summary["going_first"]["a"], summary["going_first"]["b"]],
                      [summary["going_second"]["a"], summary["going_second"]["b"]],
                      title=f"Win rate by turn order ({summary['games']:,} games)")
    put(fig, "win_rate_by_order.png", "Win rate of each deck going first and going second, with 95% Wilson intervals.")

    fig, ax = charts.figure(7, 4.2)
    charts.game_length_hist(ax, df["turns"].to_numpy())
    put(fig, "game_length.png", "Game length in game turns (1 = the first player's first turn).")

    fig, axes = _two_panels()
    charts.prize_turn_cdfs(axes[0], df, 0, a)
    charts.prize_turn_cdfs(axes[1], df, 1, b)
    put(fig, "prize_race.png", "Share of games in which each deck had taken its k-th prize by game turn t.")

    fig, ax = charts.figure(7, 4.6)
    charts.prize_lead(ax, summary["prize_race"]["mean_lead_a"], a, b)
    put(fig, "prize_lead.png", f"Mean prize lead of {a} by game turn, over the games still running (shaded).")

    mu = summary["mulligans"]
    fig, ax = charts.figure(6, 4.2)
    charts.mulligan_bars(ax, [a, b], [mu["a"]["rate"], mu["b"]["rate"]], [mu["a"]["ci95"], mu["b"]["ci95"]],
                         [mu["a"]["exact"], mu["b"]["exact"]])
    put(fig, "mulligans.png", "Mulligan rate per opening hand: simulated (total mulligans / hands drawn) beside the exact value.")

    # Every chart of a matchup counts game turns (1 = the first player's first turn): a deck's
    # own turn t is game turn 2t-1 when it goes first and 2t when it goes second.
    en = summary["energy"]
    fig, axes = _two_panels()
    charts.energy_bars(axes[0], en["a"]["going_first"], en["a"]["going_second"], a, game_turns=True)
    charts.energy_bars(axes[1], en["b"]["going_first"], en["b"]["going_second"], b, game_turns=True)
    put(fig, "energy_draws.png", "P(an Energy card in hand to attach) by game turn: going first plays the odd turns, "
                                 "going second the even ones; games already over are left out.")

    plt = charts._mpl()
    fig, axes = plt.subplots(2, 2, figsize=(12, 8.4), dpi=110)
    for row, (side, name) in enumerate((("a", a), ("b", b))):
        charts.energy_in_play_bars(axes[row][0], en[side]["going_first"], name, "going first", game_turns=True)
        charts.energy_in_play_bars(axes[row][1], en[side]["going_second"], name, "going second", game_turns=True)
    put(fig, "energy_in_play.png", "Energy attached to each deck's Pokémon at the end of its turns, by game turn "
                                   "(games still running).")
    return files


def matrix_figure(summary: dict[str, Any], path: str | Path) -> Path:
    k = len(summary["decks"])
    size = max(5.5, 1.5 * k + 2.5)
    fig, ax = charts.figure(size + 1, size)
    charts.matchup_heatmap(ax, summary["decks"], summary["win_rate"], summary["ci95"],
                           title=f"Win rate of row deck vs column deck\n({summary['games']:,} games per pairing, 95% CI)")
    return charts.save(fig, path)


def forest_figure(summary: dict[str, Any], path: str | Path) -> Path:
    n = len(summary["variants"])
    fig, ax = charts.figure(9, max(2.5, 0.6 * n + 1.6))
    charts.forest(ax, summary["variants"], summary["base"]["name"])
    return charts.save(fig, path)


def goldfish_figures(summary: dict[str, Any], out_dir: str | Path, prefix: str = "") -> list[tuple[str, str]]:
    out = Path(out_dir)
    fig, ax = charts.figure(9, 4.6)
    charts.goldfish_curves(ax, summary)
    charts.save(fig, out / f"{prefix}goldfish_speed.png")
    fig, ax = charts.figure(7, 4.2)
    charts.energy_bars(ax, summary["going_first"]["energy"], summary["going_second"]["energy"], summary.get("deck") or "")
    charts.save(fig, out / f"{prefix}goldfish_energy.png")
    return [(f"{prefix}goldfish_speed.png", "P(first attack / Stage 2 in play / win by own turn t) against a passive copy."),
            (f"{prefix}goldfish_energy.png", "P(an Energy card in hand to attach) by own turn.")]

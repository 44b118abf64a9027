"""Each chart function draws on a given ax, labels its axes and writes a PNG."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest

from ptcgsim.analysis import metrics as m
from ptcgsim.analysis import summary
from ptcgsim.analysis.synthetic import fake_frame
from ptcgsim.report import charts, figures


@pytest.fixture(scope="module")
def frame():
    df = fake_frame(800, 4)
    df.attrs.update(deck_a="Gardevoir ex / Kirlia Psychic Embrace Control", deck_b="Haymaker", seed=4,
                    rules="base", players=["greedy", "greedy"])
    return df


@pytest.fixture(scope="module")
def s(frame):
    return summary.matchup_summary(frame, exact_mulligan=(0.2, None))


def _check(fig, ax, tmp_path, name):
    assert ax.get_title()
    assert ax.get_xlabel() or ax.get_xticklabels()
    assert ax.get_ylabel()
    path = charts.save(fig, tmp_path / name)
    assert path.stat().st_size > 5000
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_short_name():
    assert charts.short_name("Haymaker") == "Haymaker"
    s = charts.short_name("Gardevoir ex / Kirlia Psychic Embrace Control", 18, 2)
    lines = s.split("\n")
    assert len(lines) == 2 and all(len(x) <= 18 for x in lines) and lines[-1].endswith("…")


def test_each_chart(frame, s, tmp_path):
    a, b = s["deck_a"], s["deck_b"]
    fig, ax = charts.figure()
    charts.order_bars(ax, [a, b], [s["going_first"]["a"], s["going_first"]["b"]],
                      [s["going_second"]["a"], s["going_second"]["b"]])
    assert ax.get_legend() is not None
    _check(fig, ax, tmp_path, "order.png")

    fig, ax = charts.figure()
    charts.game_length_hist(ax, frame["turns"].to_numpy())
    assert "turns" in ax.get_xlabel()
    _check(fig, ax, tmp_path, "len.png")

    fig, ax = charts.figure()
    charts.prize_turn_cdfs(ax, frame, 0, a)
    assert len(ax.get_legend().get_texts()) >= 1
    _check(fig, ax, tmp_path, "cdf.png")

    fig, ax = charts.figure()
    charts.prize_lead(ax, m.mean_prize_lead(frame), a, b)
    _check(fig, ax, tmp_path, "lead.png")

    fig, ax = charts.figure()
    mu = s["mulligans"]
    charts.mulligan_bars(ax, [a, b], [mu["a"]["rate"], mu["b"]["rate"]], [mu["a"]["ci95"], mu["b"]["ci95"]], [0.2, None])
    _check(fig, ax, tmp_path, "mull.png")

    fig, ax = charts.figure()
    charts.energy_bars(ax, s["energy"]["a"]["going_first"], s["energy"]["a"]["going_second"], a)
    assert ax.get_xlabel() == "own turn"
    _check(fig, ax, tmp_path, "energy.png")

    fig, ax = charts.figure()
    charts.energy_in_play_bars(ax, s["energy"]["a"]["going_first"], a)
    _check(fig, ax, tmp_path, "inplay.png")


def test_heatmap_forest_goldfish(frame, tmp_path):
    names = ["A deck with a very long name indeed", "B", "C"]
    res = {(i, j): fake_frame(200, 10 * i + j) for i in range(3) for j in range(i, 3)}
    ms = summary.matrix_summary(names, res, 200)
    fig, ax = charts.figure(6, 6)
    charts.matchup_heatmap(ax, ms["decks"], ms["win_rate"], ms["ci95"])
    texts = [t.get_text() for t in ax.texts]
    assert len(texts) == 9 and all("[" in t for t in texts)  # every cell carries its interval
    _check(fig, ax, tmp_path, "heat.png")

    cs = summary.compare_summary("base", ["v1", "v2"], ["f"], [fake_frame(300, 1, p_win_a=0.5)],
                                 [[fake_frame(300, 1, p_win_a=0.7)], [fake_frame(300, 1, p_win_a=0.5)]])
    fig, ax = charts.figure()
    charts.forest(ax, cs["variants"], "base")
    assert "percentage points" in ax.get_xlabel()
    _check(fig, ax, tmp_path, "forest.png")

    g = summary.goldfish_summary(frame)
    files = figures.goldfish_figures(g, tmp_path)
    assert [f for f, _ in files] == ["goldfish_speed.png", "goldfish_energy.png"]


def test_matchup_figure_set(frame, s, tmp_path):
    files = figures.matchup_figures(frame, s, tmp_path, prefix="x_")
    names = [f for f, _ in files]
    assert names == ["x_win_rate_by_order.png", "x_game_length.png", "x_prize_race.png", "x_prize_lead.png",
                     "x_mulligans.png", "x_energy_draws.png", "x_energy_in_play.png"]
    assert all((tmp_path / n).exists() for n in names)


def test_no_show_called(monkeypatch, frame, tmp_path):
    import matplotlib.pyplot as plt

    def boom(*a, **k):
        raise AssertionError("show() must never be called")

    monkeypatch.setattr(plt, "show", boom)
    figures.matchup_figures(frame, summary.matchup_summary(frame), tmp_path)

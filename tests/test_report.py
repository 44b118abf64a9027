"""The HTML report folder: files exist, index.html references each chart, no silent overwrite."""

from __future__ import annotations

import re

import pytest

from ptcgsim import __version__
from ptcgsim.analysis import summary
from ptcgsim.analysis.synthetic import fake_frame
from ptcgsim.errors import UserError
from ptcgsim.report import html as report


def _matchup(seed, a, b):
    df = fake_frame(300, seed)
    df.attrs.update(deck_a=a, deck_b=b, seed=9, rules="ex", players=["greedy", "random"], n_games=300)
    return df, summary.matchup_summary(df, exact_mulligan=(0.12, None))


def test_prepare_out_dir(tmp_path):
    out = report.prepare_out_dir(tmp_path / "a" / "b")
    assert out.is_dir()
    (out / "notes.txt").write_text("mine")
    with pytest.raises(UserError, match="not empty"):
        report.prepare_out_dir(out)
    assert report.prepare_out_dir(out, force=True) == out
    assert (out / "notes.txt").read_text() == "mine"  # --force replaces same-named files only
    (tmp_path / "f").write_text("x")
    with pytest.raises(UserError, match="not a folder"):
        report.prepare_out_dir(tmp_path / "f", force=True)


def test_write_report(tmp_path):
    out = report.prepare_out_dir(tmp_path / "r")
    m1 = _matchup(1, "Zap", "Blackout")
    m2 = _matchup(2, "Zap", "Brushfire & Friends")
    names = ["Zap", "Blackout", "Brushfire & Friends"]
    res = {(i, j): fake_frame(100, i * 3 + j) for i in range(3) for j in range(i, 3)}
    matrix = summary.matrix_summary(names, res, 100)
    cmd = "ptcgsim report a.txt b.txt c.txt -n 300 --seed 9 --rules ex -o reports/r"
    files = report.write_report(out, decks=names, frames=[m1[0], m2[0]], summaries=[m1[1], m2[1]], matrix=matrix,
                                command=cmd, seed=9, rules="ex", players=["greedy", "random"], n_games=300)
    for f in files:
        assert (out / f).exists(), f
    page = (out / "index.html").read_text(encoding="utf-8")
    pngs = sorted(p.name for p in out.glob("*.png"))
    assert len(pngs) == 16  # 7 per matchup, the heatmap and the metagame chart
    assert "<h2>Metagame</h2>" in page and "equilibrium share" in page
    for png in pngs:
        assert f'src="{png}"' in page
    assert set(re.findall(r'src="([^"]+)"', page)) == set(pngs)  # only relative, existing images
    assert cmd in page and __version__ in page and "UTC" in page
    assert "Brushfire &amp; Friends" in page
    for csv in ("summary.csv", "win_reasons.csv", "prize_turns.csv", "energy.csv", "mulligans.csv", "matrix.csv",
                "blackout_games.csv", "brushfire_friends_games.csv"):
        assert (out / csv).exists(), csv
    if report.have_parquet():
        import pandas as pd

        back = pd.read_parquet(out / "blackout_games.parquet")
        assert len(back) == 300 and list(back.columns) == list(m1[0].columns)


def test_partial_report_is_labelled(tmp_path):
    out = report.prepare_out_dir(tmp_path / "p")
    df, s = _matchup(3, "A", "B")
    s["partial"] = True
    report.write_report(out, decks=["A", "B"], frames=[df], summaries=[s], matrix=None, command="ptcgsim report",
                        seed=1, rules="base", players=["greedy", "greedy"], n_games=1000)
    page = (out / "index.html").read_text(encoding="utf-8")
    assert "PARTIAL" in page
    assert (out / "games.csv").exists() and not (out / "matrix_heatmap.png").exists()

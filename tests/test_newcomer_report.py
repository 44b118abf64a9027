"""Issue 13: the report is self-contained and readable (decklists, one turn unit, both decks,
mirror seats, a deck-out flag, Parquet or a plain reason why not)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ptcgsim.analysis import summary
from ptcgsim.analysis.synthetic import fake_frame
from ptcgsim.cli import app
from ptcgsim.decks import load_deck
from ptcgsim.report import html as report
from tests.test_analysis_cli import ZAP, fake_sim  # noqa: F401 (fixture)

runner = CliRunner()


def _matchup(a: str, b: str, deck_out_share: float = 0.0, n: int = 400):
    df = fake_frame(n, 5)
    k = int(round(deck_out_share * n))
    if k:
        df.loc[: k - 1, "win_reason"] = "deck_out"
    df.attrs.update(deck_a=a, deck_b=b, seed=1, rules="base", players=["greedy", "greedy"], n_games=n)
    return df, summary.matchup_summary(df)


def _write(tmp_path, a="Zap", b="Zap", deck_out_share=0.0, decklists=()):
    out = report.prepare_out_dir(tmp_path / "r")
    df, s = _matchup(a, b, deck_out_share)
    report.write_report(out, decks=[a, b], frames=[df], summaries=[s], matrix=None, command="ptcgsim report",
                        seed=1, rules="base", players=["greedy", "greedy"], n_games=len(df), decklists=decklists)
    return out, (out / "index.html").read_text(encoding="utf-8")


def _text(page: str) -> str:
    return re.sub(r"<[^>]+>", " ", page)


def test_mirror_seats_are_told_apart(tmp_path):
    _, page = _write(tmp_path, "Zap", "Zap")
    text = _text(page)
    assert "Zap (A) vs Zap (B)" in " ".join(text.split())
    assert "won by Zap (A)" in text and "won by Zap (B)" in text


def test_energy_for_both_decks_in_game_turns(tmp_path):
    _, page = _write(tmp_path, "Zap", "Blackout")
    assert "<h4>Zap</h4>" in page and "<h4>Blackout</h4>" in page
    assert "Every turn in this report is a game turn" in page
    assert "own turn</" not in page and "Energy by own turn" not in page


def test_columns_named_for_people(tmp_path):
    _, page = _write(tmp_path, "Zap", "Blackout")
    text = _text(page)
    for raw in ("p_had_energy", "p10_turn", "p90_turn", "mean_in_play", "games_taken", "no_pokemon", "deck_out"):
        assert raw not in text, raw
    assert "10% took it by game turn" in text and "Energy in hand" in text


def test_deck_out_flag_with_its_share(tmp_path):
    _, page = _write(tmp_path, "Zap", "Blackout", deck_out_share=0.30)
    df, s = _matchup("Zap", "Blackout", 0.30)
    share = report.stall_share(s)[0]
    assert share > 0.20
    assert f"{100 * share:.1f}% of Zap vs Blackout games ended by deck-out" in page
    _, quiet = _write(tmp_path / "q", "Zap", "Blackout", deck_out_share=0.0)
    if report.stall_share(_matchup("Zap", "Blackout")[1])[0] <= 0.20:
        assert "ended by deck-out (" not in quiet


def test_decklists_embedded(tmp_path):
    deck = load_deck(ZAP, rules="base")
    _, page = _write(tmp_path, deck.name, "Blackout", decklists=[(deck.name, deck)])
    assert "<h2>Decklists</h2>" in page
    for e in deck.entries:
        assert f"<td>{e.card.name}</td>" in page


def test_parquet_default_or_reason(tmp_path, monkeypatch):
    out, page = _write(tmp_path)
    assert report.have_parquet(), "pyarrow is a dependency (pyproject.toml) and should import"
    assert (out / "games.parquet").is_file() and "No Parquet" not in page
    monkeypatch.setattr(report, "have_parquet", lambda: False)
    out2, page2 = _write(tmp_path / "np")
    assert not (out2 / "games.parquet").exists()
    assert "No Parquet files were written: pyarrow is not installed" in page2


def test_pyarrow_is_a_plain_dependency():
    text = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text(encoding="utf-8")
    deps = text[text.index("dependencies = ["):text.index("]", text.index("dependencies = ["))]
    assert '"pyarrow' in deps


def test_report_command_embeds_both_decklists(fake_sim, tmp_path):
    from tests.test_analysis_cli import BLACKOUT

    out = tmp_path / "rep"
    r = runner.invoke(app, ["report", ZAP, BLACKOUT, "-n", "200", "-o", str(out), "--quiet"])
    assert r.exit_code == 0, r.output
    page = (out / "index.html").read_text(encoding="utf-8")
    for path in (ZAP, BLACKOUT):
        deck = load_deck(path, rules="base")
        assert f"{deck.name} (60 cards)" in page


@pytest.mark.parametrize("share, flagged", [(0.0, False), (0.2, False), (0.25, True)])
def test_stall_threshold(share, flagged):
    s = {"games": 1000, "deck_a": "A", "deck_b": "B",
         "win_reasons": {"deck_out": int(share * 1000), "turn_limit": 0}}
    assert (report.stall_warning(s) is not None) is flagged


def test_matchup_text_flags_deck_out_too():
    _, s = _matchup("Haymaker", "Wigglytuff", 0.5)
    text = summary.matchup_text(s)
    assert "note: " in text and "ended by deck-out" in text
    _, calm = _matchup("Haymaker", "Wigglytuff", 0.0)
    assert ("note: " in summary.matchup_text(calm)) is (report.stall_share(calm)[0] > 0.20)

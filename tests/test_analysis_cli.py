"""CLI tests for matchup / matrix / compare / goldfish / report.

Most tests swap :func:`ptcgsim.sim.iter_simulate` for a fabricated one (the
frames of :mod:`ptcgsim.analysis.synthetic`), so they test the commands, not
the kernel; the last test runs the real kernel when it is importable.
"""

from __future__ import annotations

import importlib
import json
import sys
import types
import zlib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ptcgsim.analysis.synthetic import fake_frame
from ptcgsim.cli import app

ROOT = Path(__file__).resolve().parents[1]
DECKS = ROOT / "decklists"
ZAP = str(DECKS / "theme_base1_zap.txt")
BLACKOUT = str(DECKS / "theme_base1_blackout.txt")
BRUSHFIRE = str(DECKS / "theme_base1_brushfire.txt")
OVERGROWTH = str(DECKS / "theme_base1_overgrowth.txt")

ZAP_NAME, BLACKOUT_NAME, BRUSHFIRE_NAME = ("Zap! (Base Set theme deck)", "Blackout (Base Set theme deck)",
                                           "Brushfire (Base Set theme deck)")

#: deck A's win probability in the fabricated games, by file stem.
P_WIN = {"theme_base1_zap": 0.5, "theme_base1_blackout": 0.7, "theme_base1_brushfire": 0.3}

runner = CliRunner()


def _fake_iter(calls, interrupt_after=None):
    """A fabricated iter_simulate; with ``interrupt_after=k`` the (k+1)-th call raises KeyboardInterrupt."""
    def iter_simulate(deck_a, deck_b, n_games, seed, rules="base", players=("greedy", "greedy"), *,
                      format="standard", threads=None, chunk_size=None, first_game=0, allow_missing_effects=False):
        calls.append((Path(deck_a).stem, Path(deck_b).stem, n_games, seed, rules, tuple(players)))
        a, b = Path(deck_a).stem, Path(deck_b).stem
        chunk = chunk_size or 250
        if interrupt_after is not None and len(calls) > interrupt_after:
            raise KeyboardInterrupt
        # Same seed and opponent -> same uniforms: common random numbers, as the real kernel.
        s = seed + zlib.crc32(b.encode()) % 1000
        for start in range(0, n_games, chunk):
            df = fake_frame(min(chunk, n_games - start), s, p_win_a=P_WIN.get(a, 0.5), first_game=first_game + start)
            # No deck names in attrs: the runner labels frames with the decklists' own names.
            df.attrs = {"seed": seed, "rules": rules, "players": list(players),
                        "n_games": n_games, "partial": False, "missing_effects": []}
            yield df

    return iter_simulate


@pytest.fixture
def fake_sim(monkeypatch):
    """Install a fabricated ``ptcgsim.sim`` (or patch the real one); returns the call log."""
    try:
        mod = importlib.import_module("ptcgsim.sim")
    except ImportError:
        mod = types.ModuleType("ptcgsim.sim")
        monkeypatch.setitem(sys.modules, "ptcgsim.sim", mod)
    calls: list = []
    monkeypatch.setattr(mod, "iter_simulate", _fake_iter(calls), raising=False)
    mod._calls = calls
    return mod


def _json(result):
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_matchup_json(fake_sim):
    r = runner.invoke(app, ["matchup", ZAP, BLACKOUT, "-n", "1000", "--seed", "7", "--rules", "base", "--json", "--quiet"])
    d = _json(r)
    assert d["games"] == 1000
    assert d["wins_a"] + d["wins_b"] + d["draws"] == 1000
    assert d["win_rate_a"] == pytest.approx(d["wins_a"] / 1000)
    lo, hi = d["ci95_a"]
    assert lo < d["win_rate_a"] < hi
    assert set(d["win_reasons"]) == {"prizes", "no_pokemon", "deck_out", "turn_limit", "sudden_death", "draw"}
    assert sum(d["win_reasons"].values()) == 1000
    assert d["partial"] is False
    assert d["seed"] == 7 and d["rules"] == "base"
    for key in ("first_player_win_rate", "mean_turns", "going_first", "going_second", "prize_race", "mulligans", "energy"):
        assert key in d
    assert d["mulligans"]["a"]["exact"] == pytest.approx(0.0698545950, abs=1e-6) or d["mulligans"]["a"]["exact"] is None
    assert len(d["energy"]["a"]["going_first"]) == 10
    assert fake_sim._calls == [("theme_base1_zap", "theme_base1_blackout", 1000, 7, "base", ("greedy", "greedy"))]


def test_matchup_text_and_out(fake_sim, tmp_path):
    out = tmp_path / "m"
    r = runner.invoke(app, ["matchup", ZAP, BLACKOUT, "-n", "300", "--out", str(out), "--quiet"])
    assert r.exit_code == 0, r.output
    assert f"{ZAP_NAME} vs {BLACKOUT_NAME}" in r.stdout
    assert (out / "games.csv").exists() and (out / "win_rate_by_order.png").exists()
    # A second run into the same non-empty folder is refused without --force.
    r = runner.invoke(app, ["matchup", ZAP, BLACKOUT, "-n", "300", "--out", str(out), "--quiet"])
    assert r.exit_code == 2 and "--force" in r.stderr


@pytest.mark.parametrize("args, needle", [
    (["-n", "0"], "at least 1"),
    (["--rules", "modernish"], "base|ex|modern"),
    (["--players", "greedy,smart"], "greedy|random|passive"),
    (["--format", "huge"], "standard|mini"),
    (["--seed", "-1"], "0 or more"),
])
def test_matchup_bad_options(fake_sim, args, needle):
    r = runner.invoke(app, ["matchup", ZAP, BLACKOUT, "--json", *args])
    assert r.exit_code == 2
    assert r.stdout == ""
    assert needle in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_matchup_missing_deck(fake_sim, tmp_path):
    r = runner.invoke(app, ["matchup", ZAP, str(tmp_path / "nope.txt"), "--json"])
    assert r.exit_code == 2 and "not found" in r.stderr


def test_matchup_user_error_from_simulate(monkeypatch, fake_sim):
    from ptcgsim.errors import UserError

    def bad(*a, **k):
        raise UserError("deck.txt: 3 card effects are not implemented — pass --allow-missing-effects")
        yield  # pragma: no cover

    monkeypatch.setattr(fake_sim, "iter_simulate", bad)
    r = runner.invoke(app, ["matchup", ZAP, BLACKOUT, "--json", "--quiet"])
    assert r.exit_code == 2 and "allow-missing-effects" in r.stderr and r.stdout == ""


def test_matchup_interrupted_is_partial(monkeypatch, fake_sim):
    monkeypatch.setattr(fake_sim, "iter_simulate", _fake_iter([], interrupt_after=1))
    r = runner.invoke(app, ["matchup", ZAP, BLACKOUT, "-n", "100000", "--json", "--quiet"])
    assert r.exit_code == 130
    d = json.loads(r.stdout)
    assert d["partial"] is True and d["games_requested"] == 100000
    assert d["games"] == 1024  # the first kernel call finished, the second was interrupted
    assert "interrupted" not in r.stdout


def test_matrix_json(fake_sim, tmp_path):
    png = tmp_path / "heat.png"
    r = runner.invoke(app, ["matrix", ZAP, BLACKOUT, BRUSHFIRE, "-n", "400", "--seed", "3", "--json", "--quiet",
                            "--chart", str(png)])
    d = _json(r)
    assert d["decks"] == [ZAP_NAME, BLACKOUT_NAME, BRUSHFIRE_NAME]
    assert d["games"] == 400
    assert len(d["win_rate"]) == 3 and all(len(row) == 3 for row in d["win_rate"])
    assert len(d["ci95"][0][1]) == 2
    # Only i <= j is played (6 runs); [j][i] is the same games from the other side.
    assert len(fake_sim._calls) == 6
    for i in range(3):
        for j in range(i + 1, 3):
            assert d["win_rate"][i][j] + d["win_rate"][j][i] <= 1.0 + 1e-12
    assert png.exists()


def test_compare_paired(fake_sim, tmp_path):
    # blackout (0.7) beats the base zap (0.5) on the same games; brushfire (0.3) loses; zap itself is identical.
    r = runner.invoke(app, ["compare", ZAP, BLACKOUT, BRUSHFIRE, ZAP, "--field", OVERGROWTH, "--field", BLACKOUT,
                            "-n", "2000", "--seed", "11", "--json", "--quiet", "--chart", str(tmp_path / "f.png")])
    d = _json(r)
    assert d["base"]["name"] == ZAP_NAME
    names = [v["name"] for v in d["variants"]]
    assert names == [BLACKOUT_NAME, BRUSHFIRE_NAME, ZAP_NAME]
    better, worse, same = d["variants"]
    assert better["verdict"] == "better" and better["delta"] > 0
    assert worse["verdict"] == "worse" and worse["delta"] < 0
    assert same["delta"] == 0 and same["ci95"] == [0, 0] and same["verdict"] == "no detectable difference"
    assert better["delta"] == pytest.approx(better["win_rate"] - d["base"]["win_rate"])
    # every run used the same seed (common random numbers)
    assert {c[3] for c in fake_sim._calls} == {11}
    assert (tmp_path / "f.png").exists()


def test_compare_needs_field(fake_sim):
    r = runner.invoke(app, ["compare", ZAP, BLACKOUT, "--json"])
    assert r.exit_code == 2 and "--field" in r.stderr


def test_goldfish_json(fake_sim):
    r = runner.invoke(app, ["goldfish", ZAP, "-n", "600", "--seed", "5", "--json", "--quiet"])
    d = _json(r)
    assert fake_sim._calls[0][5] == ("greedy", "passive")
    assert fake_sim._calls[0][:2] == ("theme_base1_zap", "theme_base1_zap")
    for order in ("going_first", "going_second"):
        ps = [row["p"] for row in d[order]["first_attack"]]
        assert len(ps) == 10 and all(0 <= p <= 1 for p in ps)
        assert len(d[order]["stage2_in_play"]) == 10 and len(d[order]["energy"]) == 10
    assert d["going_first"]["games"] + d["going_second"]["games"] == 600


def test_report_cli(fake_sim, tmp_path):
    out = tmp_path / "reports" / "zap"
    r = runner.invoke(app, ["report", ZAP, BLACKOUT, BRUSHFIRE, "-n", "300", "--seed", "2", "-o", str(out), "--json", "--quiet"])
    d = _json(r)
    html = (out / "index.html").read_text(encoding="utf-8")
    pngs = sorted(p.name for p in out.glob("*.png"))
    assert "matrix_heatmap.png" in pngs and "meta.png" in pngs and len(pngs) == 2 + 2 * 7
    assert "<h2>Metagame</h2>" in html  # three or more decks: the metagame section
    for name in pngs:
        assert f'src="{name}"' in html
    assert "--seed 2" in html and "ptcgsim report" in html
    assert [m["opponent"] for m in d["matchups"]] == [BLACKOUT_NAME, BRUSHFIRE_NAME]
    assert d["decks"][0] == ZAP_NAME
    # never overwrite silently
    r = runner.invoke(app, ["report", ZAP, BLACKOUT, "-n", "100", "-o", str(out), "--quiet"])
    assert r.exit_code == 2 and "not empty" in r.stderr
    r = runner.invoke(app, ["report", ZAP, BLACKOUT, "-n", "100", "-o", str(out), "--quiet", "--force"])
    assert r.exit_code == 0, r.output


def _real_kernel() -> bool:
    try:
        mod = importlib.import_module("ptcgsim.sim")
    except ImportError:
        return False
    return hasattr(mod, "iter_simulate") and hasattr(mod, "simulate")


@pytest.mark.skipif(not _real_kernel(), reason="the game kernel (ptcgsim.sim) is not there yet")
def test_matchup_real_kernel_end_to_end():
    r = runner.invoke(app, ["matchup", ZAP, BLACKOUT, "-n", "200", "--seed", "1", "--json", "--quiet",
                            "--allow-missing-effects"])
    d = _json(r)
    assert d["games"] == 200 and d["partial"] is False
    assert d["wins_a"] + d["wins_b"] + d["draws"] == 200
    assert sum(d["win_reasons"].values()) == 200
    r2 = runner.invoke(app, ["matchup", ZAP, BLACKOUT, "-n", "200", "--seed", "1", "--json", "--quiet",
                             "--allow-missing-effects"])
    assert _json(r2)["wins_a"] == d["wins_a"]  # same seed, same games


def test_progress_bar_silent_then_informative():
    import io

    from ptcgsim.progress import Progress

    now = [0.0]
    buf = io.StringIO()
    p = Progress(1000, stream=buf, delay=1.0, interval=0.0, clock=lambda: now[0])
    now[0] = 0.5
    p.update(100)
    assert buf.getvalue() == ""  # runs shorter than the delay print nothing
    now[0] = 2.0
    p.update(300)
    line = buf.getvalue()
    assert "400/1,000 games" in line and "200 games/s" in line and "0:03 left" in line
    p.close()
    quiet = io.StringIO()
    q = Progress(10, stream=quiet, enabled=False, delay=0.0, interval=0.0, clock=lambda: now[0])
    now[0] = 5.0
    q.update(10)
    q.close("note")
    assert quiet.getvalue() == ""


def test_bad_decklist_fails_before_simulating(fake_sim, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Pikachu BS 58\n", encoding="utf-8")
    out = tmp_path / "rep"
    r = runner.invoke(app, ["report", ZAP, str(bad), "-n", "10", "-o", str(out), "--json", "--quiet"])
    assert r.exit_code == 2 and r.stdout == "" and "bad.txt" in r.stderr
    assert fake_sim._calls == [] and not out.exists()


@pytest.mark.skipif(not _real_kernel(), reason="the game kernel (ptcgsim.sim) is not there yet")
def test_goldfish_and_report_real_kernel(tmp_path):
    r = runner.invoke(app, ["goldfish", ZAP, "-n", "200", "--seed", "2", "--json", "--quiet", "--allow-missing-effects"])
    d = _json(r)
    assert d["games"] == 200 and d["deck"] == ZAP_NAME
    assert d["going_first"]["games"] + d["going_second"]["games"] == 200
    att = [row["p"] for row in d["going_first"]["first_attack"]]
    assert att == sorted(att)  # a "by turn t" share never falls
    out = tmp_path / "rep"
    r = runner.invoke(app, ["report", ZAP, BLACKOUT, "-n", "200", "--seed", "3", "-o", str(out), "--json", "--quiet",
                            "--allow-missing-effects"])
    d = _json(r)
    page = (out / "index.html").read_text(encoding="utf-8")
    for png in out.glob("*.png"):
        assert f'src="{png.name}"' in page
    assert d["matchups"][0]["games"] == 200 and (out / "games.csv").exists()

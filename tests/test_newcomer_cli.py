"""Issue 13: every option mistake a new user made gives one clear line and exit 2, or works.

The simulation is the fabricated one of ``test_analysis_cli`` (these test the
commands, not the kernel).
"""

from __future__ import annotations

import io
import re
import json

import pytest
from typer.testing import CliRunner

from ptcgsim.cli import app
from tests.test_analysis_cli import BLACKOUT, BRUSHFIRE, DECKS, ZAP, fake_sim  # noqa: F401 (fixture)

runner = CliRunner()


def _one_line_error(r, needle: str) -> str:
    assert r.exit_code == 2, r.output
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert needle in lines[0], lines[0]
    assert "Traceback" not in r.output
    return lines[0]


# --- charts -------------------------------------------------------------------------------
@pytest.mark.parametrize("cmd", [
    ["odds", ZAP],
    ["matrix", ZAP, BLACKOUT, "-n", "50", "--quiet"],
    ["compare", ZAP, BLACKOUT, "--field", BRUSHFIRE, "-n", "50", "--quiet"],
])
def test_chart_paths(fake_sim, tmp_path, cmd):
    _one_line_error(runner.invoke(app, [*cmd, "--chart", str(tmp_path / "x.xyz")]), "unknown chart type '.xyz'")
    _one_line_error(runner.invoke(app, [*cmd, "--chart", "/nonexistent/dir/m.png"]), "the folder /nonexistent/dir does not exist")
    _one_line_error(runner.invoke(app, [*cmd, "--chart", str(tmp_path)]), "is a folder")
    assert list(tmp_path.iterdir()) == []  # nothing half-written, no 'dir.png'
    svg = tmp_path / "c.svg"
    r = runner.invoke(app, [*cmd, "--chart", str(svg)])
    assert r.exit_code == 0, r.output
    assert svg.read_bytes().lstrip().startswith((b"<?xml", b"<svg"))  # an SVG, not PNG bytes


# --- numbers ------------------------------------------------------------------------------
def test_seed_beyond_64_bits(fake_sim):
    msg = _one_line_error(runner.invoke(app, ["matchup", ZAP, BLACKOUT, "-n", "10", "--seed", str(1 << 64)]),
                          "--seed 18446744073709551616")
    assert "at most 2^64-1" in msg
    r = runner.invoke(app, ["matchup", ZAP, BLACKOUT, "-n", "10", "--seed", str((1 << 64) - 1), "--json", "--quiet"])
    assert r.exit_code == 0, r.output
    _one_line_error(runner.invoke(app, ["replay", ZAP, BLACKOUT, "--seed", str(1 << 64)]), "at most 2^64-1")


def test_absurd_game_count(fake_sim):
    msg = _one_line_error(runner.invoke(app, ["matchup", ZAP, BLACKOUT, "-n", "1000000000000"]), "-n 1,000,000,000,000")
    assert "at most 100,000,000 games" in msg
    assert fake_sim._calls == []


def test_threads_zero_names_the_option(fake_sim):
    _one_line_error(runner.invoke(app, ["goldfish", ZAP, "-n", "10", "--threads", "0"]), "--threads 0: give at least 1")


def test_empty_group(fake_sim):
    _one_line_error(runner.invoke(app, ["odds", ZAP, "--group", ","]), "--group ',': no card names in it")


# --- conventions --------------------------------------------------------------------------
def test_version():
    from ptcgsim import __version__

    r = runner.invoke(app, ["--version"])
    assert r.exit_code == 0 and r.stdout.strip() == f"ptcgsim {__version__}"


@pytest.mark.parametrize("cmd", ["validate", "odds", "matchup", "matrix", "compare", "goldfish", "report", "replay"])
def test_rules_is_one_choice_list_with_one_default(cmd):
    r = runner.invoke(app, [cmd, "--help"], terminal_width=200)
    assert r.exit_code == 0
    text = " ".join(r.stdout.replace("│", " ").split())  # rich draws a box and wraps at 80 columns
    assert "[base|ex|modern]" in text and "Unless given, the decks' set codes decide" in text
    assert "plain card names only: base (1999)" in text


@pytest.mark.parametrize("cmd", [
    ["validate", ZAP], ["odds", ZAP], ["matchup", ZAP, BLACKOUT, "-n", "10"], ["goldfish", ZAP, "-n", "10"],
    ["replay", ZAP, BLACKOUT],
])
def test_bad_rules_one_line(fake_sim, cmd):
    _one_line_error(runner.invoke(app, [*cmd, "--rules", "standard"]), "--rules 'standard': choose one of base|ex|modern")


def test_odds_default_rules_is_base(fake_sim):
    r = runner.invoke(app, ["odds", ZAP, "--json"])
    assert r.exit_code == 0 and json.loads(r.stdout)["rules"] == "base"


@pytest.mark.parametrize("cmd, expect", [
    (["matchup", ZAP, BLACKOUT, "-n", "20", "--quiet"], "games.csv"),
    (["matrix", ZAP, BLACKOUT, "-n", "20", "--quiet"], "matrix.csv"),
    (["compare", ZAP, BLACKOUT, "--field", BRUSHFIRE, "-n", "20", "--quiet"], "compare.csv"),
    (["goldfish", ZAP, "-n", "20", "--quiet"], "games.csv"),
    (["report", ZAP, BLACKOUT, "-n", "20", "--quiet"], "index.html"),
    (["odds", ZAP], "odds.json"),
])
def test_short_o_on_every_command_that_writes(fake_sim, tmp_path, cmd, expect):
    out = tmp_path / "o"
    r = runner.invoke(app, [*cmd, "-o", str(out)])
    assert r.exit_code == 0, r.output
    assert (out / expect).is_file()


def test_validate_names_the_format():
    r = runner.invoke(app, ["validate", ZAP])
    assert r.exit_code == 0 and "valid 1999 Base-Fossil deck" in r.stdout
    r = runner.invoke(app, ["validate", ZAP, "--json"])
    assert json.loads(r.stdout)["format"] == "1999 Base-Fossil"
    r = runner.invoke(app, ["validate", str(DECKS / "sv_gardevoir.txt"), "--rules", "modern", "--json"])
    d = json.loads(r.stdout)
    assert d["format"] == "modern Standard" and d["not_of_the_era"] == []
    # a 1999 list checked under modern rules is valid to simulate, but not called a modern Standard deck
    r = runner.invoke(app, ["validate", ZAP, "--rules", "modern", "--json"])
    d = json.loads(r.stdout)
    assert d["format"] == "modern Standard" and d["valid"] and "Pikachu (BS 58)" in d["not_of_the_era"]
    r = runner.invoke(app, ["validate", ZAP, "--rules", "modern"])
    assert "valid standard deck for modern rules (not a modern Standard list)" in r.stdout


def test_stdin_deck_for_a_simulation(fake_sim, monkeypatch):
    import ptcgsim.decks as decks

    monkeypatch.setattr(decks, "_STDIN_CACHE", {})
    with open(BLACKOUT, encoding="utf-8") as fh:
        text = fh.read()
    r = runner.invoke(app, ["matchup", ZAP, "-", "-n", "50", "--json", "--quiet"], input=text)
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["games"] == 50


def test_compare_prints_per_opponent_table(fake_sim):
    r = runner.invoke(app, ["compare", ZAP, BLACKOUT, "--field", BRUSHFIRE, "--field", ZAP, "-n", "200", "--quiet"])
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert "against each opponent:" in out
    table = out[out.index("against each opponent:"):].splitlines()
    assert table[1].split()[:5] == ["opponent", "games", "base", "variant", "delta"]
    assert sum(1 for line in table if "pts [" in line) == 2  # one row per opponent


def test_matrix_needs_two_decks(fake_sim):
    _one_line_error(runner.invoke(app, ["matrix", ZAP, "-n", "10"]), "matrix: give at least 2 decklists (got 1)")
    assert fake_sim._calls == []


def test_goldfish_columns_do_not_run_together(fake_sim):
    r = runner.invoke(app, ["goldfish", ZAP, "-n", "300", "--quiet"])
    assert r.exit_code == 0
    for line in r.stdout.splitlines():
        assert "%1" not in line and "%0" not in line and "%n/a" not in line, line


# --- the progress bar after a compile -----------------------------------------------------
def test_first_progress_line_after_compile_has_no_rate_across_it(monkeypatch, tmp_path):
    """A newcomer saw '2 games/s 2:31:56 left' right after the compile (Engine v2 issue)."""
    import ptcgsim.sim as sim_mod
    from ptcgsim.analysis import runs
    from ptcgsim.analysis.synthetic import fake_frame
    from ptcgsim.progress import Progress

    now = [0.0]
    buf = io.StringIO()
    monkeypatch.setattr(runs, "_kernel_warm", lambda: False)
    monkeypatch.setattr(runs, "Progress", lambda total, enabled=True: Progress(
        total, stream=buf, enabled=enabled, delay=0.0, interval=0.0, clock=lambda: now[0]))
    calls = []

    def iter_simulate(deck_a, deck_b, n_games, seed, rules="base", players=("greedy", "greedy"), *, format="standard",
                      threads=None, chunk_size=None, first_game=0, allow_missing_effects=False):
        calls.append(n_games)
        now[0] += 300.0 if len(calls) == 1 else 1.0  # the first call compiles for 5 minutes, then 1 s a chunk
        df = fake_frame(n_games, seed, first_game=first_game)
        df.attrs = {"missing_effects": []}
        yield df

    monkeypatch.setattr(sim_mod, "iter_simulate", iter_simulate)
    with runs.Runner(10 * runs.MIN_CHUNK, seed=1, chunk_size=runs.MIN_CHUNK) as runner_:
        runner_.run(ZAP, BLACKOUT, 10 * runs.MIN_CHUNK)
    lines = buf.getvalue().splitlines()
    assert lines[0].startswith("compiling the game kernel")
    bars = [line for line in lines if line.startswith("[")]
    assert "games/s" not in bars[0] and "left" not in bars[0] and "compiling..." in bars[0]
    assert f"{runs.MIN_CHUNK:,} games/s" in bars[1]  # measured from the end of the compile: 1,024 games a second
    assert "0:08 left" in bars[1]


# --- missing effects -----------------------------------------------------------------------
def test_missing_effects_listed_once_each_and_all_of_them():
    from ptcgsim.errors import UserError
    from ptcgsim.sim import Prepared

    fixture = DECKS.parent / "tests" / "data" / "sv_unimplemented.txt"  # every bundled list is complete since stop 30
    for a, b in ((fixture, fixture), (DECKS / "sv_charizard_noctowl.txt", fixture)):
        with pytest.raises(UserError) as exc:
            Prepared(str(a), str(b), "modern", ("greedy", "greedy"), "standard", False, 200)
        lines = exc.value.lines
        listed = [x for x in lines if x.startswith("  ")]
        n = int(re.match(r"cannot simulate: (\d+) card effect", lines[0]).group(1))
        assert n == len(listed) == len(set(listed))  # a mirror lists each effect once
        assert not any("more" in x for x in lines)  # never cut short
    assert n >= 2  # a list (the fixture misses Area Zero Underdepths and Boomerang Energy)


def test_replay_says_it_compiles_first(monkeypatch):
    import ptcgsim.sim as sim_mod
    from ptcgsim.cli import sim_cmd
    from ptcgsim.errors import UserError

    class FakePrepared:
        def __init__(self, *a, **k):
            pass

        def replay(self, *a, **k):
            raise UserError("stop here")

    monkeypatch.setattr(sim_mod, "Prepared", FakePrepared)
    monkeypatch.setattr(sim_cmd, "_replay_warm", lambda: False)
    r = runner.invoke(app, ["replay", ZAP, BLACKOUT])
    lines = r.stderr.strip().splitlines()
    assert lines[0].startswith("compiling the game kernel's replay code") and lines[-1] == "error: stop here"
    monkeypatch.setattr(sim_cmd, "_replay_warm", lambda: True)
    r = runner.invoke(app, ["replay", ZAP, BLACKOUT])
    assert "compiling" not in r.stderr


def test_progress_line_of_a_run_that_ended_in_its_compile_chunk():
    from ptcgsim.progress import Progress

    now = [0.0]
    buf = io.StringIO()
    p = Progress(200, stream=buf, delay=0.0, interval=0.0, clock=lambda: now[0])
    p.hold()
    now[0] = 95.0
    p.update(200)
    p.rebase()
    p.close()
    lines = buf.getvalue().splitlines()
    assert all("games/s" not in x for x in lines)
    assert lines[-1].endswith("200/200 games 100%  compiling...") or lines[-1].endswith("done in 1:35")
    assert "done in 1:35" in p.line()


def test_compile_note_even_with_quiet(fake_sim, monkeypatch):
    from ptcgsim.analysis import runs

    monkeypatch.setattr(runs, "_kernel_warm", lambda: False)
    r = runner.invoke(app, ["matchup", ZAP, BLACKOUT, "-n", "50", "--quiet", "--json"])
    assert r.exit_code == 0
    assert r.stderr.startswith("compiling the game kernel")
    assert json.loads(r.stdout)["games"] == 50  # stdout stays one JSON object
    monkeypatch.setattr(runs, "_kernel_warm", lambda: True)
    r = runner.invoke(app, ["matchup", ZAP, BLACKOUT, "-n", "50", "--quiet", "--json"])
    assert "compiling" not in r.stderr


def test_a_process_that_runs_the_kernel_never_says_it_compiles(monkeypatch):
    # a matrix's later pairings: the kernel runs in this process, even when its on-disk cache
    # was cleared meanwhile (sources edited during a long run): no "compiling" message then
    from ptcgsim import kernel
    from ptcgsim.analysis import runs
    from ptcgsim.sim import simulate

    simulate(BRUSHFIRE, BLACKOUT, 2, seed=1)
    monkeypatch.setattr(kernel, "cache_is_warm", lambda: False)
    assert runs._kernel_warm()

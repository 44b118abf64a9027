"""Scale-out on dask.distributed (:mod:`ptcgsim.cluster`).

The contract: a run on a cluster gives a per-game frame *identical* to the
in-process run (same seed), for any number of workers and any chunk size;
a worker killed mid-run loses no game and counts none twice; Ctrl-C keeps the
chunks that finished.  The cluster tests share one ``local:2`` cluster (two
worker processes), warm the kernel in this process first (the workers then
load it from the on-disk cache), stay at a few thousand games, and always
close the cluster.  A SIGALRM guard fails a hung test instead of hanging CI.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from typer.testing import CliRunner

from ptcgsim import cluster as pc
from ptcgsim.cli import app
from ptcgsim.errors import UserError

ROOT = Path(__file__).resolve().parents[1]
DECK_A = str(ROOT / "decklists" / "theme_base1_brushfire.txt")
DECK_B = str(ROOT / "decklists" / "theme_base1_overgrowth.txt")
GUARD_S = 900  #: a cluster test that takes longer than this has hung

cli = CliRunner()


# --- no dask needed --------------------------------------------------------------------------------


@pytest.mark.parametrize("text, workers, address", [
    ("local", None, None),
    ("local:3", 3, None),
    (" local:1 ", 1, None),
    ("tcp://10.0.0.5:8786", None, "tcp://10.0.0.5:8786"),
    ("tls://sched.example.org:8786/", None, "tls://sched.example.org:8786"),
])
def test_parse_cluster(text, workers, address):
    spec = pc.parse_cluster(text)
    assert (spec.workers, spec.address, spec.local) == (workers, address, address is None)


@pytest.mark.parametrize("text", ["", "local:0", "local:-1", "local:x", "locale", "10.0.0.5:8786", "tcp://host",
                                  "http://host:8786"])
def test_parse_cluster_rejects(text):
    with pytest.raises(UserError, match="--cluster"):
        pc.parse_cluster(text)


def test_default_chunk():
    assert pc.default_chunk(10, 2) == pc.MIN_CHUNK
    assert pc.default_chunk(20_000, 2) == 2_500  # 4 chunks per worker thread
    assert pc.default_chunk(10**9, 4) == pc.MAX_CHUNK


def test_bad_cluster_option_is_one_line(tmp_path):
    r = cli.invoke(app, ["matchup", DECK_A, DECK_B, "-n", "10", "--cluster", "somewhere", "--json"])
    assert r.exit_code == 2
    assert r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "--cluster 'somewhere'" in lines[0] and "tcp://HOST:PORT" in lines[0]


@pytest.mark.parametrize("command", [["matchup", DECK_A, DECK_B], ["matrix", DECK_A, DECK_B],
                                     ["compare", DECK_A, DECK_B, "--field", DECK_A], ["goldfish", DECK_A]])
def test_cluster_without_dask_says_how_to_install(monkeypatch, command):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed -> ImportError
    r = cli.invoke(app, [*command, "-n", "10", "--cluster", "local:2", "--quiet"])
    assert r.exit_code == 2, r.output
    assert r.stderr.strip().splitlines() == [f"error: {pc.INSTALL_HINT}"]


def test_report_cluster_without_dask(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "distributed", None)
    r = cli.invoke(app, ["report", DECK_A, DECK_B, "-o", str(tmp_path / "r"), "-n", "10", "--cluster", "local"])
    assert r.exit_code == 2 and "pip install 'ptcgsim[cluster]'" in r.stderr


# --- with the kernel ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def sim():
    """The real kernel, warmed in this process (workers on this machine then load it from disk)."""
    mod = pytest.importorskip("ptcgsim.sim")
    mod.simulate(DECK_A, DECK_B, 2, seed=0)
    return mod


def test_worker_refuses_different_code(sim):
    prep = sim.Prepared(DECK_A, DECK_B, "base", ("greedy", "greedy"), "standard", False, 200)
    with pytest.raises(UserError, match="different ptcgsim code"):
        pc._play_chunk(prep, 1, 0, 2, 1, "0" * 16)
    rec = pc._play_chunk(prep, 1, 5, 3, 1, pc.code_fingerprint())
    assert list(rec["game"]) == [5, 6, 7]


# --- on a local:2 cluster -------------------------------------------------------------------------


@pytest.fixture
def guard():
    """Fail (not hang) a cluster test that runs past GUARD_S seconds."""
    def _raise(*_):
        raise TimeoutError(f"cluster test exceeded {GUARD_S} s")

    old = signal.signal(signal.SIGALRM, _raise)
    signal.alarm(GUARD_S)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


@pytest.fixture(scope="module")
def session(sim):
    pytest.importorskip("distributed")
    with pc.connect("local:2") as s:
        assert len(s.client.scheduler_info()["workers"]) == 2
        yield s


def _assert_same_games(got: pd.DataFrame, want: pd.DataFrame) -> None:
    pd.testing.assert_frame_equal(got.reset_index(drop=True), want.reset_index(drop=True), check_exact=True)


def test_workers_are_warm_and_same_code(session):
    info = session.warm_info
    assert len(info) == 2
    for worker in info.values():
        assert worker["version"][1] == pc.code_fingerprint()
        assert worker["warm_s"] is not None  # the plugin played its warm-up games before any chunk


@pytest.mark.parametrize("chunk_size", [1, 97, 500, None])
def test_cluster_frame_identical_to_in_process(sim, session, guard, chunk_size):
    n = 60 if chunk_size == 1 else 1500  # chunk_size=1: one task per game
    want = sim.simulate(DECK_A, DECK_B, n, seed=11)
    got = sim.simulate(DECK_A, DECK_B, n, seed=11, cluster=session.client, chunk_size=chunk_size)
    _assert_same_games(got, want)
    assert got.attrs == want.attrs


def test_cluster_first_game_and_players(sim, session, guard):
    kw = dict(rules="modern", players="greedy,random", first_game=1000)
    want = sim.simulate(DECK_A, DECK_B, 700, seed=3, **kw)
    got = sim.simulate(DECK_A, DECK_B, 700, seed=3, cluster=session, chunk_size=128, **kw)
    _assert_same_games(got, want)
    assert got["game"].iat[0] == 1000


def test_iter_simulate_unordered_covers_every_game_once(sim, session, guard):
    frames = list(sim.iter_simulate(DECK_A, DECK_B, 900, 4, cluster=session, chunk_size=100, ordered=False))
    assert [len(f) for f in frames] == [100] * 9
    got = pd.concat(sorted(frames, key=lambda f: f["game"].iat[0]), ignore_index=True)
    _assert_same_games(got, sim.simulate(DECK_A, DECK_B, 900, seed=4))


def test_killed_worker_loses_no_game(sim, session, guard):
    """SIGKILL a busy worker process mid-run: its chunks run elsewhere, the frame is unchanged."""
    n, chunk = 4000, 200  # 20 chunks: both workers stay busy long after the first chunk is in
    want = sim.simulate(DECK_A, DECK_B, n, seed=21)
    client = session.client
    killed: list[tuple[int, int, list]] = []

    def kill_one_busy_worker(done: int, total: int) -> None:
        if killed:
            return
        processing = client.processing()
        busy = [w for w, keys in processing.items() if keys]
        if not busy:
            return  # try again after the next chunk
        pid = client.run(os.getpid, workers=[busy[0]])[busy[0]]
        os.kill(pid, signal.SIGKILL)
        killed.append((pid, done, list(processing[busy[0]])))

    got = sim.simulate(DECK_A, DECK_B, n, seed=21, cluster=client, chunk_size=chunk, progress=kill_one_busy_worker)
    assert killed, "no worker was busy to kill"
    pid, done_at_kill, in_flight = killed[0]
    assert done_at_kill < n  # the kill came mid-run
    # The scheduler's own record: a chunk that was on the dead worker went back (processing ->
    # released) and was computed again elsewhere.
    def went_back(key) -> bool:  # story rows: (source, key, start, finish, ...)
        return any(len(t) > 3 and t[0] == "scheduler" and t[1] == key and (t[2], t[3]) == ("processing", "released")
                   for t in client.story(key))

    rerun = [k for k in in_flight if str(k).startswith("ptcgsim-chunk-") and went_back(k)]
    assert rerun, f"no chunk of the killed worker was re-run: {in_flight}"
    assert got["game"].is_unique and len(got) == n
    _assert_same_games(got, want)
    # The nanny restarted the worker; the cluster still has two, and they still give the same games.
    client.wait_for_workers(2, timeout=120)
    assert pid not in client.run(os.getpid).values()
    # The replacement worker runs the warm-up plugin as it joins (poll: it may still be at it).
    for _ in range(240):
        if all(w["warm_s"] is not None for w in client.run(pc._warm_info).values()):
            break
        time.sleep(0.5)
    else:
        pytest.fail("the replacement worker never warmed its kernel")
    again = sim.simulate(DECK_A, DECK_B, 300, seed=21, cluster=client, chunk_size=50)
    _assert_same_games(again, want.iloc[:300])


def test_ctrl_c_keeps_finished_chunks(sim, session, guard):
    from ptcgsim.analysis.runs import Runner

    want = sim.simulate(DECK_A, DECK_B, 2000, seed=8).set_index("game")
    with Runner(2000, seed=8, quiet=True, chunk_size=100, cluster=session) as runner:
        update = runner.progress.update
        calls = []

        def interrupt_on_third(n: int) -> None:
            update(n)
            calls.append(n)
            if len(calls) == 3:
                raise KeyboardInterrupt

        runner.progress.update = interrupt_on_third
        df = runner.run(DECK_A, DECK_B, 2000)
        assert runner.run(DECK_A, DECK_B, 10) is None  # every later run is skipped
    assert runner.interrupted and df.attrs["partial"]
    assert len(df) == 300 and df["game"].is_monotonic_increasing and df["game"].is_unique
    got = df.set_index("game")
    pd.testing.assert_frame_equal(got, want.loc[got.index], check_exact=True)
    # The cancelled chunks left the cluster usable.
    again = sim.simulate(DECK_A, DECK_B, 200, seed=8, cluster=session, chunk_size=100)
    _assert_same_games(again, want.reset_index().iloc[:200])


def test_unreachable_scheduler_is_one_line(monkeypatch, sim, guard):
    pytest.importorskip("distributed")
    monkeypatch.setattr(pc, "CONNECT_TIMEOUT_S", 2)
    r = cli.invoke(app, ["matchup", DECK_A, DECK_B, "-n", "10", "--cluster", "tcp://127.0.0.1:9", "--quiet"])
    assert r.exit_code == 2, r.output
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "cannot reach a dask scheduler" in lines[0]


def test_cli_matchup_on_local_cluster_same_json(sim, guard):
    """The command line end to end on its own local:1 cluster (another worker count than above)."""
    pytest.importorskip("distributed")
    args = ["matchup", DECK_A, DECK_B, "-n", "800", "--seed", "5", "--json", "--quiet"]
    plain = cli.invoke(app, args)
    assert plain.exit_code == 0, plain.output
    on_cluster = cli.invoke(app, [*args, "--cluster", "local:1"])
    assert on_cluster.exit_code == 0, on_cluster.output
    assert json.loads(on_cluster.stdout) == json.loads(plain.stdout)
    assert np.isfinite(json.loads(plain.stdout)["win_rate_a"])


def test_simulate_with_a_spec_string(sim, guard):
    """``cluster="local:1"`` opens its own cluster for the call and closes it afterwards."""
    pytest.importorskip("distributed")
    import multiprocessing

    before = {p.pid for p in multiprocessing.active_children()}  # e.g. the shared session's workers
    want = sim.simulate(DECK_A, DECK_B, 300, seed=9)
    got = sim.simulate(DECK_A, DECK_B, 300, seed=9, cluster="local:1", chunk_size=100)
    _assert_same_games(got, want)
    for _ in range(60):  # its worker process is gone once the call returns (give it a moment)
        if {p.pid for p in multiprocessing.active_children()} <= before:
            break
        time.sleep(0.5)
    assert {p.pid for p in multiprocessing.active_children()} <= before


def test_the_fingerprint_covers_the_players_weights(tmp_path, monkeypatch):
    """Workers with other bundled weights play other games: the code check must see them."""
    import shutil

    import ptcgsim
    from ptcgsim import cluster as pc

    pkg = tmp_path / "ptcgsim"
    for sub in ("data", "cards/data"):
        (pkg / sub).mkdir(parents=True)
    (pkg / "cluster.py").write_text("# a stand-in module\n")
    src = Path(ptcgsim.__file__).parent / "data" / "player_weights.json"
    shutil.copy(src, pkg / "data" / "player_weights.json")
    monkeypatch.setattr(pc, "__file__", str(pkg / "cluster.py"))
    pc.code_fingerprint.cache_clear()
    try:
        before = pc.code_fingerprint()
        pc.code_fingerprint.cache_clear()
        (pkg / "data" / "player_weights.json").write_text(src.read_text().replace('"hp": 0.12', '"hp": 0.13'))
        assert pc.code_fingerprint() != before
    finally:
        pc.code_fingerprint.cache_clear()

"""Scale-out on dask.distributed: the same seeded games on many processes and machines.

Game *i* of seed *s* depends on nothing but (decks, rules, players, s, i), so a
run can be cut into chunks of game indices and played anywhere.  This module
does that with `dask.distributed <https://distributed.dask.org>`_ (a real
scheduler with workers, retries and a dashboard):

* :func:`parse_cluster` reads ``--cluster``: ``local`` / ``local:N`` (a
  ``LocalCluster`` of N worker processes here) or ``tcp://HOST:PORT`` (an
  existing ``dask scheduler``).
* :func:`connect` opens a :class:`Session` (start or reach the cluster, warm
  every worker's kernel, check that every worker runs the same ptcgsim code).
* :meth:`Session.play` submits one task per chunk; each task plays its games
  in the kernel (:meth:`ptcgsim.sim.Prepared.run`) and returns the compact
  ``game_dt`` records.  Chunks come back as they finish (or in game order)
  and are checked against the game indices they were asked for, so a run on
  a cluster gives a per-game frame identical to the in-process run, for any
  number of workers and any chunk size.

Faults: a worker that dies mid-run takes its running chunks with it; the
scheduler re-runs them on another worker (``distributed.scheduler.allowed-failures``)
and the parent keys every result by its first game, so no game is lost or
counted twice.  Closing the iterator (Ctrl-C) cancels what did not finish.

The compile: the kernel is Numba code cached on disk next to the sources (or
under ``NUMBA_CACHE_DIR``).  Workers on one file system share that cache;
``local`` clusters compile once in the parent before starting the workers,
and every worker runs a few warm-up games (:class:`WarmKernel`) before it
takes chunks, so progress measures games, not compiles.  Remote workers need
the same ptcgsim (checked: :func:`code_fingerprint`) and warm their cache on
first use; ``dask worker ... --preload ptcgsim.cluster`` does it before the
worker joins (:func:`dask_setup`).

dask is an optional dependency: ``pip install 'ptcgsim[cluster]'``.
"""

from __future__ import annotations

import contextlib
import hashlib
import math
import os
import pickle
import re
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from .errors import UserError

INSTALL_HINT = "--cluster needs dask.distributed, which is not installed: pip install 'ptcgsim[cluster]'"
SPEC_HINT = "give local, local:N (N worker processes on this machine) or tcp://HOST:PORT (a running dask scheduler)"
CONNECT_TIMEOUT_S = 20  #: seconds to reach a scheduler before giving up
MIN_CHUNK = 256  #: smallest default chunk (games); smaller chunks pay the per-task overhead
MAX_CHUNK = 4096  #: largest default chunk: progress and Ctrl-C every few seconds, little work lost to a dead worker
CHUNKS_PER_THREAD = 4  #: default chunking: about this many chunks per worker thread (load balance)
IN_FLIGHT_PER_THREAD = 4  #: chunks submitted ahead per worker thread
MIN_IN_FLIGHT = 32  #: ... and at least this many
TASK_RETRIES = 2  #: retries of a chunk whose task raised (a worker's death is counted by the scheduler)
_PLUGIN_NAME = "ptcgsim-warm-kernel"
_ADDRESS = re.compile(r"^(tcp|tls|ucx|ws|wss)://[^\s/]+:\d+/?$")

#: The warm-up matchup: two small lists of Base Set cards (bundled card data).
_WARM_DECKS = (
    "Pokémon: 8\n4 Hitmonchan BS 7\n4 Electabuzz BS 20\nTrainer: 8\n4 Bill BS 91\n4 PlusPower BS 84\n"
    "Energy: 44\n24 Fighting Energy BS 97\n20 Lightning Energy BS 100\n",
    "Pokémon: 8\n4 Electabuzz BS 20\n4 Hitmonchan BS 7\nTrainer: 8\n4 Professor Oak BS 88\n4 Switch BS 95\n"
    "Energy: 44\n20 Lightning Energy BS 100\n24 Fighting Energy BS 97\n",
)


# --- the --cluster value ------------------------------------------------------------------------


@dataclass(frozen=True)
class ClusterSpec:
    """A parsed ``--cluster``: ``local`` with ``workers`` processes, or a scheduler ``address``."""

    text: str
    workers: int | None = None  #: local: worker processes (None: one per core)
    address: str | None = None  #: remote: the scheduler's address

    @property
    def local(self) -> bool:
        return self.address is None


def parse_cluster(text: str) -> ClusterSpec:
    """``local`` | ``local:N`` | ``tcp://HOST:PORT`` → :class:`ClusterSpec`; anything else is a :class:`UserError`."""
    t = str(text).strip()
    if t == "local":
        return ClusterSpec(t)
    if t.startswith("local:"):
        n = t[len("local:"):]
        if not n.isdigit() or int(n) < 1:
            raise UserError(f"--cluster {text!r}: local:N needs a number of worker processes of at least 1, e.g. local:2")
        return ClusterSpec(t, workers=int(n))
    if _ADDRESS.match(t):
        return ClusterSpec(t, address=t.rstrip("/"))
    raise UserError(f"--cluster {text!r}: {SPEC_HINT}")


def require_distributed():
    """The ``distributed`` module, or a :class:`UserError` saying how to install it."""
    try:
        import distributed
    except ImportError:
        raise UserError(INSTALL_HINT) from None
    return distributed


# --- what runs on a worker ----------------------------------------------------------------------


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """A hash of this ptcgsim's code, bundled card data and the players' bundled weights (they
    decide every lookahead and greedy choice): equal fingerprints play equal games."""
    root = Path(__file__).resolve().parent
    h = hashlib.sha256()
    files = [p for p in root.rglob("*.py") if "__pycache__" not in p.parts]
    files += list((root / "cards" / "data").glob("*.json.gz"))
    files += list((root / "data").glob("*.json"))
    for p in sorted(files):
        h.update(p.relative_to(root).as_posix().encode())
        h.update(p.read_bytes())
    return h.hexdigest()[:16]


def _worker_fingerprint() -> tuple[str, str]:
    from . import __version__

    return __version__, code_fingerprint()


_warm_seconds: float | None = None


def warm_kernel(prep: Any = None) -> float:
    """Load (or compile) the game kernel in this process by playing two games; returns the seconds it took.

    Without ``prep`` the warm-up plays a small built-in matchup of bundled cards.
    """
    global _warm_seconds
    t = time.perf_counter()
    (prep or _warm_matchup()).run(0, 0, 2)
    _warm_seconds = time.perf_counter() - t
    return _warm_seconds


@lru_cache(maxsize=1)
def _warm_matchup():
    from .decks import parse_decklist
    from .sim import Prepared

    a, _ = parse_decklist(_WARM_DECKS[0], source="<warm-up deck A>")
    b, _ = parse_decklist(_WARM_DECKS[1], source="<warm-up deck B>")
    return Prepared(a, b, "base", ("greedy", "greedy"), "standard", True, 200)


def _warm_info() -> dict[str, Any]:
    return {"pid": os.getpid(), "warm_s": _warm_seconds, "version": _worker_fingerprint()}


try:  # this module stays importable without dask (parse_cluster, the install hint)
    from distributed.diagnostics.plugin import WorkerPlugin as _WorkerPlugin
except ImportError:
    _WorkerPlugin = object


class WarmKernel(_WorkerPlugin):
    """A dask worker plugin: warm the kernel before the worker takes chunks.

    Registered by :func:`connect`; dask runs it on every current worker (the
    client waits for them) and on every worker that joins later, before that
    worker handles its first task.  The warm-up runs in a thread so the worker
    keeps answering the scheduler meanwhile.
    """

    idempotent = False
    name = _PLUGIN_NAME

    def __init__(self, ignore_sigint: bool = False):
        self.ignore_sigint = ignore_sigint

    async def setup(self, worker) -> None:
        import asyncio
        import signal
        import threading

        if self.ignore_sigint and threading.current_thread() is threading.main_thread():
            # A local cluster's workers share the terminal: Ctrl-C is for the parent, which
            # keeps the finished chunks and closes the cluster itself.
            signal.signal(signal.SIGINT, signal.SIG_IGN)
        await asyncio.get_running_loop().run_in_executor(None, warm_kernel)

    def teardown(self, worker) -> None:
        pass


def _has_warm_plugin(dask_scheduler=None) -> bool:
    return _PLUGIN_NAME in getattr(dask_scheduler, "worker_plugins", {})


def dask_setup(worker) -> None:
    """``dask worker ADDRESS --preload ptcgsim.cluster``: warm the kernel before the worker joins.

    A cold compile can take minutes; done here, before the worker registers,
    it never holds up the scheduler's heartbeat checks or a running job.
    """
    warm_kernel()


def _load_prepared(payload: bytes):
    return pickle.loads(payload)


def _play_chunk(prep, seed: int, first_game: int, n: int, threads: int | None, fingerprint: str) -> np.ndarray:
    """One task: play games [first_game, first_game + n) of seed ``seed``; return their records."""
    from .sim import _threads

    mine = code_fingerprint()
    if mine != fingerprint:
        raise UserError(f"a dask worker runs different ptcgsim code (fingerprint {mine}, this machine {fingerprint}); "
                        "install the same ptcgsim version on every worker")
    if threads is None:
        import numba

        try:
            from distributed import get_worker

            per = get_worker().state.nthreads
        except (ImportError, ValueError, AttributeError):
            per = 1
        threads = max(1, numba.config.NUMBA_NUM_THREADS // max(1, per))
    with _threads(threads):
        return prep.run(seed, first_game, n)


# --- the parent's side --------------------------------------------------------------------------


def default_chunk(n_games: int, worker_threads: int) -> int:
    """Games per task: about CHUNKS_PER_THREAD chunks per worker thread, within [MIN_CHUNK, MAX_CHUNK]."""
    per = math.ceil(n_games / max(1, CHUNKS_PER_THREAD * worker_threads))
    return int(min(MAX_CHUNK, max(MIN_CHUNK, per)))


class Session:
    """A connection to a dask cluster that plays chunks of games; use as a context manager.

    ``owned`` sessions (opened from a spec) close their client and any local
    cluster on exit; a session around the caller's ``Client`` leaves it open.
    """

    def __init__(self, client, *, cluster=None, owned: bool = False, threads: int | None = None,
                 spec: ClusterSpec | None = None):
        self.client = client
        self.cluster = cluster
        self.owned = owned
        self.threads = threads  #: numba threads per task (None: the worker's cores / its dask threads)
        self.spec = spec
        self.fingerprint = code_fingerprint()
        self.warm_info: dict[str, Any] = {}

    # -- lifecycle
    def __enter__(self) -> "Session":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        if not self.owned:
            return
        self.owned = False
        try:
            self.client.close(timeout=10)
        finally:
            if self.cluster is not None:
                self.cluster.close(timeout=10)

    @property
    def dashboard_link(self) -> str | None:
        try:
            import bokeh  # noqa: F401  (the dashboard is served only with bokeh installed)
        except ImportError:
            return None
        return getattr(self.client, "dashboard_link", None)

    def worker_threads(self) -> int:
        """Total dask threads over the cluster's workers (at least 1)."""
        info = self.client.scheduler_info()
        return max(1, sum(w.get("nthreads", 1) for w in info.get("workers", {}).values()))

    def prepare_workers(self) -> None:
        """Warm every worker's kernel (and every later one's) and check they run this ptcgsim."""
        try:
            if not self.client.run_on_scheduler(_has_warm_plugin):
                local = self.cluster is not None
                self.client.register_plugin(WarmKernel(ignore_sigint=local), name=_PLUGIN_NAME)
            self.warm_info = self.client.run(_warm_info)
        except UserError:
            raise
        except Exception as err:  # noqa: BLE001 - dask relays a worker's failure as a bare Exception
            raise UserError(f"could not start ptcgsim on the dask workers ({type(err).__name__}: {err}); "
                            "install the same ptcgsim version on every worker") from None
        bad = {addr: info["version"] for addr, info in self.warm_info.items() if info["version"][1] != self.fingerprint}
        if bad:
            shown = "; ".join(f"{addr} runs ptcgsim {v[0]} (code {v[1]})" for addr, v in list(bad.items())[:3])
            raise UserError(f"dask workers run different ptcgsim code than this machine (code {self.fingerprint}): "
                            f"{shown}; install the same ptcgsim version on every worker")

    # -- running
    def play(self, prep, seed: int, first_game: int, n_games: int, *, chunk_size: int | None = None,
             threads: int | None = None, ordered: bool = True) -> Iterator[np.ndarray]:
        """Play games [first_game, first_game + n_games) of ``seed`` on the cluster, one task per chunk.

        Yields each chunk's ``game_dt`` records in game order (``ordered``) or
        as they finish.  Closing the iterator early cancels the unfinished chunks.
        """
        distributed = require_distributed()
        chunk = int(chunk_size or default_chunk(n_games, self.worker_threads()))
        if chunk < 1:
            raise UserError(f"chunk size must be at least 1, got {chunk}")
        threads = threads if threads is not None else self.threads
        client = self.client
        token = uuid.uuid4().hex[:12]
        # The matchup's arrays travel once, as a task of their own that a later
        # worker can recompute (a scattered object would die with its worker).
        prep_future = client.submit(_load_prepared, pickle.dumps(prep, protocol=5), key=f"ptcgsim-matchup-{token}", pure=False)
        end = first_game + n_games
        starts = iter(range(first_game, end, chunk))
        pending: dict[Any, tuple[int, int]] = {}

        def submit_next() -> Any:
            start = next(starts, None)
            if start is None:
                return None
            n = min(chunk, end - start)
            fut = client.submit(_play_chunk, prep_future, seed, start, n, threads, self.fingerprint,
                                key=f"ptcgsim-chunk-{token}-{start}", pure=False, retries=TASK_RETRIES)
            pending[fut] = (start, n)
            return fut

        # A window of chunks in flight, topped up as they finish: a billion games stay a
        # bounded number of tasks on the scheduler.
        window = max(MIN_IN_FLIGHT, IN_FLIGHT_PER_THREAD * self.worker_threads())
        held: dict[int, np.ndarray] = {}
        next_start = first_game
        try:
            stream = distributed.as_completed([f for f in (submit_next() for _ in range(window)) if f is not None])
            for fut in stream:
                more = submit_next()
                if more is not None:
                    stream.add(more)
                start, n = pending.pop(fut)
                try:
                    rec = fut.result()
                except distributed.client.FutureCancelledError:
                    raise UserError(f"the dask cluster cancelled games {start}..{start + n - 1} "
                                    "(was the scheduler restarted?)") from None
                except UserError:
                    raise
                except Exception as err:  # noqa: BLE001 - a worker-side failure, shown in one line
                    name = type(err).__name__
                    if name == "KilledWorker":
                        raise UserError(f"games {start}..{start + n - 1} killed every dask worker that tried them "
                                        f"({err}); see the workers' logs") from None
                    raise
                fut.release()
                if len(rec) != n or (n and (int(rec["game"][0]) != start or int(rec["game"][-1]) != start + n - 1)):
                    raise RuntimeError(f"a chunk for games {start}..{start + n - 1} came back with the wrong games")
                if not ordered:
                    yield rec
                    continue
                held[start] = rec
                while next_start in held:
                    out = held.pop(next_start)
                    next_start += len(out)
                    yield out
        finally:
            try:
                if pending:
                    client.cancel(list(pending))
                prep_future.release()
            except Exception:  # noqa: BLE001 - the client may already be gone (Ctrl-C, lost scheduler)
                pass


def connect(cluster: Any, *, note: Callable[[str], None] | None = None) -> Session:
    """Open a :class:`Session` on ``cluster``.

    ``cluster`` is a ``--cluster`` string (``local``, ``local:N``,
    ``tcp://HOST:PORT``), a :class:`ClusterSpec`, a ``distributed.Client``, an
    object with a ``scheduler_address`` (e.g. a ``LocalCluster``), or a Session
    (returned as is, not owned).  ``note`` receives one-line status messages.
    """
    if isinstance(cluster, Session):
        return Session(cluster.client, owned=False, threads=cluster.threads, spec=cluster.spec)
    say = note or (lambda _msg: None)
    if isinstance(cluster, str):
        cluster = parse_cluster(cluster)
    distributed = require_distributed()
    if isinstance(cluster, distributed.Client):
        session = Session(cluster, owned=False)
        session.prepare_workers()
        return session
    if not isinstance(cluster, ClusterSpec):
        address = getattr(cluster, "scheduler_address", None)
        if not isinstance(address, str):
            raise UserError(f"cluster must be local, local:N, tcp://HOST:PORT or a dask Client; got {cluster!r}")
        cluster = ClusterSpec(address, address=address)
    if cluster.local:
        return _start_local(cluster, say)
    say(f"connecting to the dask scheduler at {cluster.address}...")
    try:
        client = distributed.Client(cluster.address, timeout=CONNECT_TIMEOUT_S)
    except (OSError, TimeoutError) as err:
        raise UserError(f"--cluster {cluster.text}: cannot reach a dask scheduler there ({err}); "
                        "start one with `dask scheduler` and workers with `dask worker ADDRESS`") from None
    session = Session(client, owned=True, spec=cluster)
    try:
        if not client.scheduler_info().get("workers"):
            say("waiting for a dask worker to join...")
            client.wait_for_workers(1, timeout=CONNECT_TIMEOUT_S * 3)
        session.prepare_workers()
    except BaseException as err:
        session.close()
        if isinstance(err, TimeoutError):
            raise UserError(f"--cluster {cluster.text}: the scheduler has no workers; "
                            "start some with `dask worker ADDRESS`") from None
        raise
    _say_dashboard(session, say)
    return session


def _start_local(spec: ClusterSpec, say: Callable[[str], None]) -> Session:
    import logging

    distributed = require_distributed()
    from .kernel import cache_is_warm

    cores = os.cpu_count() or 1
    workers = spec.workers or cores
    if not cache_is_warm():
        # Compile once here, with every core free, instead of once per worker at the same time.
        say("compiling the game kernel (first run after an install or upgrade; a few minutes on a small machine)...")
        warm_kernel()
    say(f"starting a local dask cluster of {workers} worker process{'es' if workers > 1 else ''}...")
    cluster = distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                       dashboard_address=":0", silence_logs=logging.ERROR)
    try:
        client = distributed.Client(cluster)
    except BaseException:
        cluster.close()
        raise
    session = Session(client, cluster=cluster, owned=True, threads=max(1, cores // workers), spec=spec)
    try:
        session.prepare_workers()
    except BaseException:
        session.close()
        raise
    _say_dashboard(session, say)
    return session


def _say_dashboard(session: Session, say: Callable[[str], None]) -> None:
    link = session.dashboard_link
    if link:
        say(f"dask dashboard: {link}")


@contextlib.contextmanager
def session_for(cluster: Any, *, note: Callable[[str], None] | None = None) -> Iterator[Session]:
    """A session for one call: opened (and closed afterwards) from a spec, borrowed from a Session or Client."""
    session = connect(cluster, note=note)
    try:
        yield session
    finally:
        session.close()

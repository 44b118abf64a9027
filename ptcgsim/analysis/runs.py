"""Running matchups for the analysis commands: validation, progress, Ctrl-C.

A :class:`Runner` plays one or more matchups through
:func:`ptcgsim.sim.iter_simulate` under one shared progress bar.  On
``KeyboardInterrupt`` it keeps the chunks that arrived, labels the frame
``partial`` and skips every later run, so a command can still report what
finished (and exit 130 afterwards).
"""

from __future__ import annotations

import importlib
import sys
import time
from pathlib import Path
from typing import Any, Sequence

import pandas as pd

from ..errors import UserError
from ..players import PLAYERS
from ..progress import Progress
from ..records import empty_records, to_frame

RULES = ("base", "ex", "modern")
FORMATS = ("standard", "mini")

MIN_CHUNK = 1024  #: games in the first kernel call of a run
MAX_CHUNK = 1 << 18  #: cap on games per kernel call (bounded memory per chunk)
CHUNK_SECONDS = 0.5  #: aim for kernel calls this long (Ctrl-C and progress latency)


def _sim():
    # Imported late: loading the kernel compiles Numba code, and tests swap it.
    try:
        return importlib.import_module("ptcgsim.sim")
    except ModuleNotFoundError as exc:
        if exc.name != "ptcgsim.sim":
            raise
        raise UserError("the game kernel (ptcgsim.sim) is missing from this installation; reinstall ptcgsim") from None


def _cluster():
    from .. import cluster

    return cluster


def _kernel_warm() -> bool:
    """No compile pause ahead: this process already runs the kernel (a matrix's later pairings,
    even if its sources changed on disk meanwhile), or the on-disk cache holds it."""
    from ..kernel import cache_is_warm
    from ..kernel.batch import run_block_nb

    return bool(run_block_nb.signatures) or cache_is_warm()


def parse_players(text: str) -> tuple[str, str]:
    """``"greedy,random"`` → ``("greedy", "random")``; one name means both players."""
    parts = [p.strip().lower() for p in text.split(",") if p.strip()]
    if len(parts) == 1:
        parts = parts * 2
    if len(parts) != 2 or any(p not in PLAYERS for p in parts):
        raise UserError(f"--players {text!r}: give two of {'|'.join(PLAYERS)} separated by a comma, e.g. greedy,random")
    return parts[0], parts[1]


def validate(n_games: int, rules: str, fmt: str = "standard", decks: Sequence[Any] = ()) -> None:
    """Raise :class:`UserError` for options the simulation would refuse."""
    from ..cli.options import check_games, check_rules

    check_games(n_games)
    if rules not in RULES:
        check_rules(rules)  # one line naming the choices
        raise UserError(f"--rules {rules!r}: write it in lower case ({'|'.join(RULES)})")
    if fmt not in FORMATS:
        raise UserError(f"--format {fmt!r}: choose one of {'|'.join(FORMATS)}")
    for d in decks:
        if isinstance(d, (str, Path)) and str(d) != "-":  # "-": the decklist on standard input
            p = Path(d)
            if not p.exists():
                raise UserError(f"{p}: deck file not found (give the path to a decklist .txt file)")
            if p.is_dir():
                raise UserError(f"{p}: is a folder, not a decklist file")


def check_decks(decks: Sequence[Any], fmt: str = "standard", rules: str | None = None) -> dict[str, str]:
    """Load each decklist once up front (a bad one fails before any game is played).

    Returns display names by ``str(path)``; raises :class:`~ptcgsim.errors.DeckError`.
    """
    try:
        from ..decks import load_deck
    except ImportError:  # decklist reader not installed: simulate will check
        return {}
    names = {}
    for d in dict.fromkeys(str(x) for x in decks):
        deck = load_deck(d, format=fmt, rules=rules)
        names[d] = getattr(deck, "name", None) or deck_label(d)
    return names


def deck_label(deck: Any) -> str:
    """A short display name: a Deck's name, else the file name without extension."""
    name = getattr(deck, "name", None)
    if isinstance(name, str) and name and not isinstance(deck, (str, Path)):
        return name
    return Path(str(deck)).stem


def empty_frame() -> pd.DataFrame:
    return to_frame(empty_records(0))


class Runner:
    """Plays matchups under one progress bar; stops cleanly on Ctrl-C.

    ``total_games`` sizes the bar (the sum over all planned runs).
    """

    def __init__(self, total_games: int, *, seed: int, rules: str = "base", fmt: str = "standard",
                 allow_missing_effects: bool = False, quiet: bool = False, chunk_size: int | None = None,
                 threads: int | None = None, cluster: Any = None):
        self.seed = seed
        self.rules = rules
        self.fmt = fmt
        self.allow_missing_effects = allow_missing_effects
        self.chunk_size = chunk_size
        self.threads = threads
        self.interrupted = False
        self.missing_effects: set[str] = set()
        self.names: dict[str, str] = {}  # display name by str(deck), first seen wins
        self.progress = Progress(total_games, enabled=not quiet)
        # --cluster: a spec (checked now, opened at the first run) or a dask Client / Session
        self.cluster = _cluster().parse_cluster(cluster) if isinstance(cluster, str) else cluster
        if self.cluster is not None:
            _cluster().require_distributed()  # without dask: one line on how to install it
        self._session = None

    def run(self, deck_a: Any, deck_b: Any, n_games: int, players: tuple[str, str] = ("greedy", "greedy")) -> pd.DataFrame | None:
        """One matchup's per-game frame (``attrs['partial']`` set when cut short); None once interrupted."""
        if self.interrupted:
            return None
        chunks: list[pd.DataFrame] = []
        attrs: dict[str, Any] = {}
        sim = _sim()
        if self.cluster is not None:
            chunks = self._run_on_cluster(sim, deck_a, deck_b, n_games, players)
            return self._frame(chunks, {}, deck_a, deck_b, n_games, players)
        done = 0
        size = self.chunk_size or MIN_CHUNK
        compiling = not _kernel_warm()
        if compiling:
            # shown even with --quiet: minutes of silence look like a hang
            self.progress.note("compiling the game kernel (first run after an install or upgrade; a few minutes on a small machine)...",
                               always=True)
            self.progress.hold()  # the first chunk's time is mostly compiling: no rate or ETA from it
        try:
            # Drive the kernel in chunks we size ourselves (game i is the same game whatever
            # the chunking): each call returns to Python often enough for the progress bar
            # and for Ctrl-C, which Python only sees between kernel calls.
            while done < n_games:
                m = min(size, n_games - done)
                t0 = time.perf_counter()
                for chunk in sim.iter_simulate(
                    deck_a, deck_b, m, self.seed, self.rules, tuple(players), format=self.fmt,
                    threads=self.threads, chunk_size=m, first_game=done,
                    allow_missing_effects=self.allow_missing_effects,
                ):
                    if not attrs:
                        attrs = dict(chunk.attrs)
                    self.missing_effects.update(chunk.attrs.get("missing_effects", []) or [])
                    chunks.append(chunk)
                    self.progress.update(len(chunk))
                done += m
                if compiling:  # the first chunk paid for compilation: rate and ETA count from here
                    compiling = False
                    self.progress.rebase()
                    t0 = time.perf_counter()
                    continue
                if self.chunk_size is None:
                    rate = m / max(time.perf_counter() - t0, 1e-6)
                    size = int(min(MAX_CHUNK, max(MIN_CHUNK, rate * CHUNK_SECONDS)))
        except KeyboardInterrupt:
            self.interrupted = True
        return self._frame(chunks, attrs, deck_a, deck_b, n_games, players)

    def _run_on_cluster(self, sim, deck_a: Any, deck_b: Any, n_games: int, players: tuple[str, str]) -> list[pd.DataFrame]:
        """The matchup's chunks from a dask cluster, in game order; on Ctrl-C every chunk that finished."""
        chunks: list[pd.DataFrame] = []
        stream = None
        try:
            if self._session is None:
                self._session = _cluster().connect(self.cluster, note=self.progress.note)
                self.progress.rebase()  # workers are warm: the rate counts games, not start-up
            stream = sim.iter_simulate(
                deck_a, deck_b, n_games, self.seed, self.rules, tuple(players), format=self.fmt,
                threads=self.threads, chunk_size=self.chunk_size, allow_missing_effects=self.allow_missing_effects,
                cluster=self._session, ordered=False,
            )
            for chunk in stream:  # as chunks finish, on any worker
                self.missing_effects.update(chunk.attrs.get("missing_effects", []) or [])
                chunks.append(chunk)
                self.progress.update(len(chunk))
        except KeyboardInterrupt:
            self.interrupted = True
        finally:
            if stream is not None:
                stream.close()  # cancels the chunks that did not finish
        chunks.sort(key=lambda c: int(c["game"].iat[0]) if len(c) else -1)
        return chunks

    def _frame(self, chunks: list[pd.DataFrame], attrs: dict[str, Any], deck_a: Any, deck_b: Any, n_games: int,
               players: tuple[str, str]) -> pd.DataFrame:
        if not attrs and chunks:
            attrs = dict(chunks[0].attrs)
        df = pd.concat(chunks, ignore_index=True) if chunks else empty_frame()
        attrs.setdefault("seed", self.seed)
        attrs.setdefault("rules", self.rules)
        attrs.setdefault("players", list(players))
        attrs["deck_a"] = attrs.get("deck_a") or self.names.get(str(deck_a)) or deck_label(deck_a)
        attrs["deck_b"] = attrs.get("deck_b") or self.names.get(str(deck_b)) or deck_label(deck_b)
        self.names.setdefault(str(deck_a), attrs["deck_a"])
        self.names.setdefault(str(deck_b), attrs["deck_b"])
        attrs["n_games"] = n_games
        attrs["partial"] = bool(attrs.get("partial", False) or self.interrupted or len(df) < n_games)
        attrs["missing_effects"] = sorted(self.missing_effects)
        df.attrs = attrs
        return df

    def close(self) -> None:
        self.progress.close()
        if self._session is not None:
            session, self._session = self._session, None
            session.close()
        if self.interrupted:  # shown even with --quiet
            print(f"interrupted: reporting the {self.progress.done:,} games that finished (partial)", file=sys.stderr)
        if self.missing_effects:  # shown even with --quiet: the numbers depend on it
            shown = sorted(self.missing_effects)
            more = f" and {len(shown) - 5} more" if len(shown) > 5 else ""
            print(f"warning: {len(shown)} card effect(s) not simulated (played as printed damage only): "
                  f"{'; '.join(shown[:5])}{more}", file=sys.stderr)

    def __enter__(self) -> "Runner":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def exact_mulligan(deck: Any, rules: str, fmt: str = "standard") -> float | None:
    """The exact per-hand P(mulligan) from :mod:`ptcgsim.odds`, or None when unavailable."""
    try:
        odds = importlib.import_module("ptcgsim.odds")
        if isinstance(deck, (str, Path)):
            from ..decks import load_deck

            deck = load_deck(deck, format=fmt, rules=rules)
        res = odds.deck_odds(deck, rules, group=None, prizes=3 if fmt == "mini" else 6)
        value = res.get("mulligan_probability") if isinstance(res, dict) else None
        return float(value) if value is not None else None
    except (ImportError, AttributeError, TypeError, UserError):
        return None

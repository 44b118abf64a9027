"""The Python API over the kernel: validate, build arrays, run in chunks, return frames.

``simulate(deck_a, deck_b, n_games, seed)`` → one DataFrame row per game
(:mod:`ptcgsim.records`).  Game *i* of seed *s* is a pure function of (decks,
rules, players, s, i): the same on any thread count, chunk size or machine.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import numpy as np

from .errors import UserError
from .players import PLAYER_CODES, PLAYERS
from .records import empty_records, to_frame

DEFAULT_CHUNK = 1 << 17


def resolve_players(players: Sequence[str] | str) -> tuple[str, str]:
    if isinstance(players, str):
        players = [x.strip() for x in players.split(",")]
    players = tuple(players)
    if len(players) == 1:
        players = players * 2
    if len(players) != 2 or any(p not in PLAYERS for p in players):
        raise UserError(f"players must be two of {', '.join(PLAYERS)} (e.g. greedy,random); got {','.join(players)!r}")
    return players  # type: ignore[return-value]


def _load(deck, fmt: str, rules: str | None = None):
    from .decks import Deck, load_deck

    if isinstance(deck, Deck):
        return deck
    if isinstance(deck, (str, Path)):
        return load_deck(deck, format=fmt, rules=rules)  # rules: the era of a plain card name
    raise UserError(f"not a deck: {deck!r}")


@contextlib.contextmanager
def _threads(n: int | None):
    import numba

    if n is None:
        yield
        return
    if n < 1:
        raise UserError(f"threads must be at least 1, got {n}")
    old = numba.get_num_threads()
    numba.set_num_threads(min(n, numba.config.NUMBA_NUM_THREADS))
    try:
        yield
    finally:
        numba.set_num_threads(old)


class Prepared:
    """Everything the kernel needs for one matchup, built once."""

    def __init__(self, deck_a, deck_b, rules: str, players, fmt: str, allow_missing_effects: bool, turn_cap: int,
                 weights=None):
        from .rules import rules_array
        from .tables import build_tables

        self.deck_a = _load(deck_a, fmt, rules)
        self.deck_b = _load(deck_b, fmt, rules)
        self.players = resolve_players(players)
        self.rules_name = rules
        self.R = rules_array(rules, mini=(fmt == "mini"), turn_cap=turn_cap)
        if weights is None:
            from .players import player_weights

            weights = player_weights(rules)  # a rule set's own bundled weights, if it has them
        self.tables = build_tables(self.deck_a, self.deck_b, weights)
        missing = self.tables.missing
        if missing and not allow_missing_effects:
            # one line per effect (a mirror lists each once), every one of them: the user needs the whole list
            shown = list(dict.fromkeys(f"{m.deck}: {m}" for m in missing))
            lines = [f"cannot simulate: {len(shown)} card effect(s) are not implemented yet:"]
            lines += [f"  {x}" for x in shown]
            lines.append("run with --allow-missing-effects to play them as printed damage only (Trainers stay in hand)")
            raise UserError(*lines)
        self.kinds = np.array([PLAYER_CODES[p] for p in self.players], dtype=np.int64)

    def _blocks(self, seed: int, first_game: int, rec: np.ndarray, bad: np.ndarray, mode: int) -> None:
        """Play rec's games in contiguous blocks on numba.get_num_threads() threads.

        The kernel releases the GIL, so plain Python threads run the blocks in
        parallel; game i depends only on (tables, seed, i), never on the split."""
        import numba

        from .kernel.batch import run_block_nb

        t = self.tables
        args = (t.ct, self.R, t.decks, t.deck_n, self.kinds, np.uint64(seed % (1 << 64)))
        n = len(rec)
        threads = max(1, min(n, numba.get_num_threads()))
        if threads == 1:
            run_block_nb(*args, first_game, rec, bad, mode, 0)
            return
        from concurrent.futures import ThreadPoolExecutor

        n_blocks = min(n, threads * 4)
        cuts = [b * n // n_blocks for b in range(n_blocks + 1)]
        with ThreadPoolExecutor(threads) as pool:
            futures = [
                pool.submit(run_block_nb, *args, first_game + lo, rec[lo:hi], bad[lo:hi], mode, 0)
                for lo, hi in zip(cuts[:-1], cuts[1:])
                if hi > lo
            ]
            for f in futures:
                f.result()

    def run(self, seed: int, first_game: int, n: int, out: np.ndarray | None = None) -> np.ndarray:
        rec = empty_records(n) if out is None else out
        self._blocks(seed, first_game, rec, np.zeros(len(rec), np.int64), 0)
        return rec

    def run_checked(self, seed: int, first_game: int, n: int) -> tuple[np.ndarray, np.ndarray]:
        """Play games with every invariant checked after every action (tests).

        Returns (records, violations): violations[i] is the first
        ``kernel.invariants.V_*`` code game i broke, 0 if none.
        """
        from .kernel.batch import MODE_CHECK

        rec = empty_records(n)
        bad = np.zeros(n, np.int64)
        self._blocks(seed, first_game, rec, bad, MODE_CHECK)
        return rec, bad

    def run_audited(self, seed: int, first_game: int, n: int) -> tuple[np.ndarray, np.ndarray]:
        """Play games deciding every turn-level decision twice, the second time with what
        the deciding player cannot see resampled (tests); violations as run_checked."""
        from .kernel.batch import MODE_AUDIT, MODE_CHECK

        rec = empty_records(n)
        bad = np.zeros(n, np.int64)
        self._blocks(seed, first_game, rec, bad, MODE_CHECK | MODE_AUDIT)
        return rec, bad

    def replay(self, seed: int, game: int, capacity: int = 20000) -> tuple[np.ndarray, np.ndarray]:
        """Replay exactly game `game` of seed `seed` with the event log on.

        Returns (events, record): events is an int32 array of rows
        (turn, player, kind, a, b, c) — kinds in ``ptcgsim.kernel.events`` — and
        record a one-row game_dt array identical to that game's row in a batch run.
        """
        from .kernel.batch import MODE_LOG, run_block_nb

        rec = empty_records(1)
        t = self.tables
        ev, n = run_block_nb(
            t.ct, self.R, t.decks, t.deck_n, self.kinds, np.uint64(seed % (1 << 64)), game, rec,
            np.zeros(1, np.int64), MODE_LOG, capacity,
        )
        return ev[:n].copy(), rec

    def attrs(self, seed: int, n_games: int) -> dict:
        return {
            "seed": seed,
            "rules": self.rules_name,
            "players": list(self.players),
            "deck_a": self.deck_a.name,
            "deck_b": self.deck_b.name,
            "n_games": n_games,
            "partial": False,
            "missing_effects": [str(m) for m in self.tables.missing],
        }


def _check(n_games: int, seed: int) -> None:
    if not isinstance(n_games, (int, np.integer)) or n_games < 1:
        raise UserError(f"the number of games must be a positive integer, got {n_games!r}")
    if not isinstance(seed, (int, np.integer)) or seed < 0:
        raise UserError(f"the seed must be a non-negative integer, got {seed!r}")


def iter_simulate(
    deck_a,
    deck_b,
    n_games: int,
    seed: int,
    rules: str = "base",
    players: Sequence[str] | str = ("greedy", "greedy"),
    *,
    format: str = "standard",
    threads: int | None = None,
    chunk_size: int | None = None,
    first_game: int = 0,
    allow_missing_effects: bool = False,
    turn_cap: int = 200,
    cluster=None,
    ordered: bool = True,
) -> Iterator:
    """Yield per-game DataFrames chunk by chunk, in game order (bounded memory).

    ``cluster`` plays the chunks on dask.distributed (:mod:`ptcgsim.cluster`):
    ``"local"``, ``"local:N"``, ``"tcp://HOST:PORT"``, a ``distributed.Client``
    or a :class:`ptcgsim.cluster.Session`; the frames are the same as
    in-process.  There, ``ordered=False`` yields chunks as they finish (each
    frame's ``game`` column says which games it holds); ``chunk_size=None``
    picks a few chunks per worker thread.
    """
    _check(n_games, seed)
    if isinstance(cluster, str):  # a bad --cluster fails before any work
        from .cluster import parse_cluster

        parse_cluster(cluster)
    prep = Prepared(deck_a, deck_b, rules, players, format, allow_missing_effects, turn_cap)
    if chunk_size is not None and int(chunk_size) < 1:
        raise UserError(f"chunk size must be at least 1, got {chunk_size}")
    attrs = prep.attrs(seed, n_games)
    if cluster is not None:
        from .cluster import session_for

        with session_for(cluster) as session:
            for rec in session.play(prep, seed, first_game, n_games, chunk_size=chunk_size, threads=threads,
                                    ordered=ordered):
                df = to_frame(rec)
                df.attrs.update(attrs)
                yield df
        return
    chunk = int(chunk_size or DEFAULT_CHUNK)
    with _threads(threads):
        done = 0
        while done < n_games:
            n = min(chunk, n_games - done)
            df = to_frame(prep.run(seed, first_game + done, n))
            df.attrs.update(attrs)
            done += n
            yield df


def simulate(
    deck_a,
    deck_b,
    n_games: int,
    seed: int,
    rules: str = "base",
    players: Sequence[str] | str = ("greedy", "greedy"),
    *,
    format: str = "standard",
    threads: int | None = None,
    chunk_size: int | None = None,
    first_game: int = 0,
    allow_missing_effects: bool = False,
    turn_cap: int = 200,
    progress: Callable[[int, int], None] | None = None,
    cluster=None,
):
    """Play n_games seeded games of deck_a (player 0) against deck_b (player 1).

    Returns one row per game (``ptcgsim.records``); ``df.attrs`` holds the
    seed, rules, players, deck names and any missing card effects.
    ``cluster`` (``"local:N"``, ``"tcp://HOST:PORT"``, a ``distributed.Client``)
    plays the games on dask.distributed with the identical result; see
    :mod:`ptcgsim.cluster`.
    """
    import pandas as pd

    frames = []
    done = 0
    for df in iter_simulate(
        deck_a, deck_b, n_games, seed, rules, players, format=format, threads=threads,
        chunk_size=chunk_size, first_game=first_game, allow_missing_effects=allow_missing_effects,
        turn_cap=turn_cap, cluster=cluster,
    ):
        frames.append(df)
        done += len(df)
        if progress is not None:
            progress(done, n_games)
    out = pd.concat(frames, ignore_index=True) if len(frames) > 1 else frames[0]
    out.attrs.update(frames[0].attrs)
    return out


def default_threads() -> int:
    return int(os.environ.get("NUMBA_NUM_THREADS", os.cpu_count() or 1))

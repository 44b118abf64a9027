"""Scripted boards for rule tests of the jitted kernel.

A :class:`Board` builds a two-player matchup from card ids, a fresh kernel
``State`` with the event log on, and helpers to place cards, force coin
results and call kernel functions directly (they are Numba functions that
are callable from Python).

Kernel functions that write a record row take a ``game_dt`` row; a row
passed from Python would be a copy, so the few of them are called through
small ``njit`` wrappers that index the record array inside compiled code.
"""

from __future__ import annotations

import os

from collections import Counter
from functools import lru_cache

import numpy as np
from numba import njit

from ptcgsim.cards import load_db
from ptcgsim.decks import Deck, DeckEntry
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import apply_action_nb, evolve_nb, legal_actions_nb, retreat_nb
from ptcgsim.kernel.attack import attack_nb
from ptcgsim.kernel.checkup import checkup_nb
from ptcgsim.kernel.effects import give_condition_nb
from ptcgsim.kernel.game import play_game_nb, play_turn_nb
from ptcgsim.kernel.knockout import check_winner_nb, resolve_knockouts_nb
from ptcgsim.kernel.layout import new_state_nb, reset_state_nb
from ptcgsim.kernel.rng import N_STREAMS, coin_nb, seed_streams_nb
from ptcgsim.kernel.setup import setup_nb
from ptcgsim.records import empty_records
from ptcgsim.rules import rules_array
from ptcgsim.tables import build_tables

# re-exported for the tests
from ptcgsim.kernel.actions import A_ATTACH, A_ATTACK, A_BENCH, A_END, A_EVOLVE, A_RETREAT, A_TRAINER  # noqa: F401
from ptcgsim.kernel.events import *  # noqa: F401,F403
from ptcgsim.effects import ASLEEP, BURNED, CONFUSED, PARALYZED, POISONED  # noqa: F401

PRESETS = ("base", "ex", "modern")


# --- record-writing kernel calls, wrapped so the row is written in place -------------
# One wrapper for the three: each jitted function compiles its whole call tree again
# (docs/design.md), and the game's tree holds the turn's and the Knock Out check's.

HARNESS_GAME, HARNESS_TURN, HARNESS_KOS = 0, 1, 2


@njit(cache=True)
def _harness(what, st, ct, R, decks, deck_n, kinds, seed, game, recs, units, turn):
    sc = (new_state_nb(0), new_state_nb(0))  # the scratch states (kernel/batch.py)
    if what == HARNESS_GAME:
        play_game_nb(st, ct, R, decks, deck_n, kinds, seed, game, recs[0], units, sc, recs[1:2])
        return 0
    if what == HARNESS_TURN:
        return play_turn_nb(st, ct, R, recs[0], units, sc, recs[1:2])
    return resolve_knockouts_nb(st, ct, R, recs[0], turn, units)


_NO_KINDS = np.zeros(2, np.int64)


def _records():
    """Two record rows; as plain Python (NUMBA_DISABLE_JIT) a recarray, whose rows read
    their fields as attributes the way the kernel does."""
    recs = empty_records(2)
    return recs.view(np.recarray) if os.environ.get("NUMBA_DISABLE_JIT") == "1" else recs


# --- coins ---------------------------------------------------------------------------


def _pattern(pattern) -> tuple[int, ...]:
    if isinstance(pattern, str):
        return tuple(1 if c in "Hh1" else 0 for c in pattern if c in "HhTt10")
    return tuple(int(x) for x in pattern)


@lru_cache(maxsize=None)
def _seed_for(pattern: tuple[int, ...]) -> int:
    rng = np.zeros(N_STREAMS, np.uint64)
    for seed in range(1, 1 << 20):
        seed_streams_nb(rng, seed, 0)
        if all(coin_nb(rng) == want for want in pattern):
            return seed
    raise AssertionError(f"no seed found for coin pattern {pattern}")


def seed_for_coins(pattern) -> int:
    """A seed whose coin stream (fresh ``seed_streams_nb(rng, seed, 0)``) starts with ``pattern``.

    ``pattern``: a string of H/T (or 1/0) or a sequence of ints, 1 = heads.
    """
    return _seed_for(_pattern(pattern))


def coins_of_seed(seed: int, n: int) -> list[int]:
    rng = np.zeros(N_STREAMS, np.uint64)
    seed_streams_nb(rng, seed, 0)
    return [int(coin_nb(rng)) for _ in range(n)]


# --- decks ---------------------------------------------------------------------------


def make_deck(name: str, ids: list[str], fmt: str = "standard") -> Deck:
    db = load_db()
    counts = Counter(ids)
    entries = [DeckEntry(db.get(i), n, line + 1, db.get(i).name) for line, (i, n) in enumerate(counts.items())]
    return Deck(name, entries, format=fmt)


class Board:
    """A scripted two-player board (player 0 = deck A, player 1 = deck B).

    Defaults: game turn 3, player 0 to move and went first, both players past their
    first turn (PL_OWN_TURNS = 2 for player 0, 1 for player 1 — player 0 is about
    to be in its 2nd turn), 6 prizes each, empty decks and hands, the event log on,
    coins from seed 0 (use :meth:`coins` to force results).
    """

    def __init__(self, cards_a, cards_b, rules: str = "base", *, mini: bool = False, turn_cap: int = 200,
                 prizes: int | None = 6):
        self.rules = rules
        self.tables = build_tables(make_deck("A", list(cards_a)), make_deck("B", list(cards_b)))
        self.ct = self.tables.ct
        self.R = rules_array(rules, mini=mini, turn_cap=turn_cap)
        self.st = new_state_nb(2000)
        reset_state_nb(self.st)
        self.units = np.zeros(L.NT, np.int64)
        self.recs = _records()  # row 1: the lookahead scratch row
        self.st.g[L.G_LOG] = 1
        seed_streams_nb(self.st.rng, 0, 0)
        self.turn(3, cur=0, first=0)
        self.st.pl[0, L.PL_OWN_TURNS] = 2
        self.st.pl[1, L.PL_OWN_TURNS] = 2
        if prizes:
            for p in range(2):
                self.set_prizes(p, prizes)

    # --- card indices ---
    def k(self, p: int, card_id: str) -> int:
        for i, c in enumerate(self.tables.cards[p]):
            if c.id == card_id:
                return i
        raise KeyError(f"{card_id} not in player {p}'s deck")

    # --- scalars ---
    def turn(self, turn: int, cur: int | None = None, first: int | None = None):
        self.st.g[L.G_TURN] = turn
        if cur is not None:
            self.st.g[L.G_CUR] = cur
        if first is not None:
            self.st.g[L.G_FIRST] = first

    def own_turns(self, p: int, n: int):
        self.st.pl[p, L.PL_OWN_TURNS] = n

    # --- zones ---
    def put(self, p: int, s: int, card_id: str, *, below: tuple[str, ...] = (), played_turn: int = 0,
            damage: int = 0):
        """Put a card in slot s (0 = Active); ``below``: its evolution stack under it (Basic first)."""
        st = self.st
        L.clear_slot_nb(st, p, s)
        stack = [self.k(p, c) for c in below] + [self.k(p, card_id)]
        st.slot[p, s, L.S_CARD] = stack[-1]
        st.slot[p, s, L.S_NSTACK] = len(stack)
        for i, kk in enumerate(stack):
            st.slot[p, s, L.S_STACK0 + i] = kk
        st.slot[p, s, L.S_PLAYED_TURN] = played_turn
        st.slot[p, s, L.S_DMG] = damage
        st.slot[p, s, L.S_NEN] = 0
        return s

    def active(self, p: int, card_id: str, **kw):
        return self.put(p, 0, card_id, **kw)

    def bench(self, p: int, s: int, card_id: str, **kw):
        assert 1 <= s <= 5
        return self.put(p, s, card_id, **kw)

    def attach(self, p: int, s: int, *energy_ids: str):
        for e in energy_ids:
            n = self.st.slot[p, s, L.S_NEN]
            self.st.en[p, s, n] = self.k(p, e)
            self.st.slot[p, s, L.S_NEN] = n + 1

    def damage(self, p: int, s: int, amount: int):
        self.st.slot[p, s, L.S_DMG] = amount

    def dmg(self, p: int, s: int = 0) -> int:
        return int(self.st.slot[p, s, L.S_DMG])

    def card(self, p: int, s: int = 0) -> str | None:
        kk = int(self.st.slot[p, s, L.S_CARD])
        return None if kk < 0 else self.tables.cards[p][kk].id

    def n_energy(self, p: int, s: int = 0) -> int:
        return int(self.st.slot[p, s, L.S_NEN])

    def energy_ids(self, p: int, s: int = 0) -> list[str]:
        return sorted(self.tables.cards[p][int(self.st.en[p, s, i])].id for i in range(self.n_energy(p, s)))

    def hand(self, p: int, *ids: str):
        for c in ids:
            self.st.hand[p, self.k(p, c)] += 1
            self.st.pl[p, L.PL_HAND_N] += 1

    def in_hand(self, p: int, card_id: str) -> int:
        return int(self.st.hand[p, self.k(p, card_id)])

    def in_discard(self, p: int, card_id: str) -> int:
        return int(self.st.disc[p, self.k(p, card_id)])

    def deck(self, p: int, *ids: str):
        """Append cards to the deck; the last one given is the top card."""
        for c in ids:
            n = self.st.pl[p, L.PL_DECK_N]
            self.st.deck[p, n] = self.k(p, c)
            self.st.pl[p, L.PL_DECK_N] = n + 1

    def set_prizes(self, p: int, n: int, card_id: str | None = None):
        kk = 0 if card_id is None else self.k(p, card_id)
        self.st.prize[p, :] = 0
        self.st.prize[p, :n] = kk
        self.st.pl[p, L.PL_PRIZES_LEFT] = n

    def pl(self, p: int, field: int) -> int:
        return int(self.st.pl[p, field])

    # --- seats ---
    def script(self, p: int, *answers: int):
        """Seat p as a scripted player that answers the next questions with ``answers``
        (option indices, in the order the rules ask); afterwards it answers like greedy."""
        from ptcgsim.kernel.player.seat import PLAYER_SCRIPTED

        self.st.pl[p, L.PL_KIND] = PLAYER_SCRIPTED
        self.st.pl[p, L.PL_SCRIPT_POS] = 0
        self.st.script[p, 0] = len(answers)
        self.st.script[p, 1 : 1 + len(answers)] = answers

    def answers_used(self, p: int) -> int:
        return int(self.st.pl[p, L.PL_SCRIPT_POS])

    def options(self, n: int) -> list[tuple[int, int, int]]:
        """The option rows of the last question asked (st.opt)."""
        return [tuple(int(x) for x in self.st.opt[i]) for i in range(n)]

    # --- coins ---
    def coins(self, pattern):
        """The next coin flips of this board give ``pattern`` (H/T string)."""
        seed_streams_nb(self.st.rng, seed_for_coins(pattern), 0)

    # --- events ---
    def events(self, kind: int | None = None) -> list[tuple[int, ...]]:
        """(turn, player, kind, a, b, c) rows written so far, optionally of one kind."""
        rows = [tuple(int(x) for x in r) for r in self.st.ev[: self.st.g[L.G_EVN]]]
        return [r for r in rows if kind is None or r[2] == kind]

    def kinds(self) -> list[int]:
        return [r[2] for r in self.events()]

    def clear_events(self):
        self.st.g[L.G_EVN] = 0

    # --- kernel calls ---
    def legal(self, p: int) -> list[tuple[int, int, int]]:
        n = legal_actions_nb(self.st, self.ct, self.R, p, self.units)
        return [tuple(int(x) for x in self.st.acts[i]) for i in range(n)]

    def legal_kinds(self, p: int, kind: int) -> list[tuple[int, int, int]]:
        return [a for a in self.legal(p) if a[0] == kind]

    def apply(self, p: int, kind: int, x: int = 0, y: int = 0):
        apply_action_nb(self.st, self.ct, self.R, p, kind, x, y)

    def attack(self, p: int, j: int):
        attack_nb(self.st, self.ct, self.R, p, j)

    def retreat(self, p: int, s: int):
        retreat_nb(self.st, self.ct, self.R, p, s)

    def evolve(self, p: int, card_id: str, s: int):
        evolve_nb(self.st, self.ct, p, self.k(p, card_id), s)

    def cond(self, p: int, cond: int, amount: int = 0):
        give_condition_nb(self.st, p, cond, amount)

    def checkup(self):
        checkup_nb(self.st, self.ct, self.R)

    def resolve_kos(self, turn: int | None = None) -> int:
        t = int(self.st.g[L.G_TURN]) if turn is None else turn
        return int(_harness(HARNESS_KOS, self.st, self.ct, self.R, self.tables.decks, self.tables.deck_n, _NO_KINDS,
                            0, 0, self.recs, self.units, t))

    def check_winner(self, replace: bool = True) -> int:
        return int(check_winner_nb(self.st, self.ct, self.R, self.units, replace))

    def setup(self, prizes: int | None = None, kinds=(0, 0)):
        """Load both decks (as built) and run setup_nb; G_PRIZES from the rules unless given."""
        st = self.st
        log = st.g[L.G_LOG]
        reset_state_nb(st)
        st.g[L.G_LOG] = log
        for p in range(2):
            st.pl[p, L.PL_KIND] = kinds[p]
            for i in range(self.tables.deck_n[p]):
                st.deck[p, i] = self.tables.decks[p, i]
        from ptcgsim.rules import R_PRIZES

        st.g[L.G_PRIZES] = self.R[R_PRIZES] if prizes is None else prizes
        setup_nb(st, self.ct, self.R, self.tables.deck_n)

    def play_turn(self) -> int:
        return int(_harness(HARNESS_TURN, self.st, self.ct, self.R, self.tables.decks, self.tables.deck_n, _NO_KINDS,
                            0, 0, self.recs, self.units, 0))

    def play_game(self, seed: int = 0, game: int = 0, kinds=(0, 0)):
        """A whole game of the two decks as built; returns the record row (a copy)."""
        self.recs = _records()  # row 1: the lookahead scratch row
        _harness(HARNESS_GAME, self.st, self.ct, self.R, self.tables.decks, self.tables.deck_n,
                 np.array(kinds, np.int64), seed, game, self.recs, self.units, 0)
        return self.recs[0].copy()

    @property
    def over(self) -> bool:
        return bool(self.st.g[L.G_OVER])

    @property
    def winner(self) -> int:
        return int(self.st.g[L.G_WINNER])

    @property
    def reason(self) -> int:
        return int(self.st.g[L.G_REASON])


# --- Trainers from the hand (the Trainer test modules share these) ---------------------------


def trainer_playable(b: "Board", p: int, card: str) -> bool:
    """Put card in p's hand (when not there) and say whether an A_TRAINER action plays it."""
    if b.in_hand(p, card) == 0:
        b.hand(p, card)
    return any(a[1] == b.k(p, card) for a in b.legal_kinds(p, A_TRAINER))


def play_trainer(b: "Board", p: int, card: str):
    assert trainer_playable(b, p, card), "not playable"
    b.apply(p, A_TRAINER, b.k(p, card), 0)


def trainer_score(b: "Board", p: int, card: str) -> float:
    """Greedy's value of playing card from p's hand now (the card is put in and taken out again)."""
    from ptcgsim.kernel.trainer_value import trainer_score_nb
    b.hand(p, card)
    v = float(trainer_score_nb(b.st, b.ct, b.R, p, b.k(p, card), b.units))
    b.st.hand[p, b.k(p, card)] -= 1
    b.st.pl[p, L.PL_HAND_N] -= 1
    return v

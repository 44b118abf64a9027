"""The floor: a minimal array game, to read ptcgsim's cost per turn against.

A game with no card effects, written as plainly as array code gets: shuffle,
seven cards, one Basic Active and a Bench, draw, bench Basics, one Energy
attachment, one attack (Weakness ×2), Knock Out, prize, promote, deck-out.
It does the work every Pokémon TCG engine must do in a turn and nothing
more, so ``ptcgsim µs/turn ÷ floor µs/turn`` says how much the rules, the
card effects and the players cost on top of it (the Engine v2 issue's
yardstick).  ``bench_games.py`` runs it in the same process and reports that
multiple next to every matchup.

    python benchmarks/bench_floor.py [--games 200000] [--repeats 5]

prints one JSON line: ns_per_turn, turns_per_game, games.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import numpy as np
from numba import njit

# card kinds: 0 = Basic Pokémon, 1 = Energy
HP = 60
DAMAGE = 20
COST = 2
WEAK_TYPE = 1
N_POKEMON = 16


@njit(cache=True, inline="always")
def _next(state):
    """SplitMix64 step (state is a uint64[1] array)."""
    state[0] += np.uint64(0x9E3779B97F4A7C15)
    z = state[0]
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


@njit(cache=True)
def _shuffle(deck, n, rng):
    for i in range(n - 1, 0, -1):
        j = np.int64(_next(rng) % np.uint64(i + 1))
        deck[i], deck[j] = deck[j], deck[i]


@njit(cache=True)
def _play_game(decks, ptype, rng, deck, hand, slot_card, slot_dmg, slot_en, deck_n, prizes, bench_n):
    """One game; returns (winner, turns).  slot_*[p, 0] is the Active."""
    for p in range(2):
        for i in range(60):
            deck[p, i] = decks[p, i]
        _shuffle(deck[p], 60, rng)
        deck_n[p] = 60
        hand[p, 0] = 0
        hand[p, 1] = 0
        # mulligan until a Basic is in the opening 7
        while True:
            basics = 0
            for i in range(7):
                basics += 1 - deck[p, 59 - i]
            if basics > 0:
                break
            _shuffle(deck[p], 60, rng)
        for i in range(7):
            hand[p, deck[p, 59 - i]] += 1
        deck_n[p] = 53
        hand[p, 0] -= 1
        slot_card[p, 0] = 1
        slot_dmg[p, 0] = 0
        slot_en[p, 0] = 0
        bench_n[p] = 0
        prizes[p] = 6
        deck_n[p] -= 6
    cur = np.int64(_next(rng) & np.uint64(1))
    for turn in range(1, 201):
        p = cur
        o = 1 - p
        if deck_n[p] == 0:
            return o, turn
        deck_n[p] -= 1
        hand[p, deck[p, deck_n[p]]] += 1
        while hand[p, 0] > 0 and bench_n[p] < 5:  # bench every Basic
            hand[p, 0] -= 1
            bench_n[p] += 1
            slot_card[p, bench_n[p]] = 1
            slot_dmg[p, bench_n[p]] = 0
            slot_en[p, bench_n[p]] = 0
        if hand[p, 1] > 0:  # one Energy to the Active
            hand[p, 1] -= 1
            slot_en[p, 0] += 1
        if turn > 1 and slot_en[p, 0] >= COST:  # attack
            d = DAMAGE * 2 if ptype[p] == WEAK_TYPE and ptype[o] != WEAK_TYPE else DAMAGE
            slot_dmg[o, 0] += d
            if slot_dmg[o, 0] >= HP:  # Knock Out: prize, then promote
                prizes[p] -= 1
                if prizes[p] == 0:
                    return p, turn
                if bench_n[o] == 0:
                    return p, turn
                slot_dmg[o, 0] = slot_dmg[o, bench_n[o]]
                slot_en[o, 0] = slot_en[o, bench_n[o]]
                bench_n[o] -= 1
        cur = o
    return -1, 200


@njit(cache=True)
def run_floor_nb(n_games, seed):
    """Play n_games; returns total turns (the checksum and the denominator)."""
    decks = np.ones((2, 60), np.int64)
    decks[:, :N_POKEMON] = 0
    ptype = np.array([0, 1], np.int64)
    deck = np.zeros((2, 60), np.int64)
    hand = np.zeros((2, 2), np.int64)
    slot_card = np.zeros((2, 6), np.int64)
    slot_dmg = np.zeros((2, 6), np.int64)
    slot_en = np.zeros((2, 6), np.int64)
    deck_n = np.zeros(2, np.int64)
    prizes = np.zeros(2, np.int64)
    bench_n = np.zeros(2, np.int64)
    rng = np.zeros(1, np.uint64)
    rng[0] = np.uint64(seed)
    turns = 0
    for _ in range(n_games):
        _w, t = _play_game(decks, ptype, rng, deck, hand, slot_card, slot_dmg, slot_en, deck_n, prizes, bench_n)
        turns += t
    return turns


def floor_ns_per_turn(n_games: int = 200_000, repeats: int = 5) -> dict:
    """Median ns per turn of the floor game (after a warm-up), with its turns per game."""
    run_floor_nb(100, 1)  # warm-up: compile out of the timing
    times = []
    turns = None
    for _ in range(repeats):
        t = time.perf_counter()
        got = run_floor_nb(n_games, 1)
        times.append(time.perf_counter() - t)
        if turns is not None and got != turns:
            raise SystemExit("floor repeats disagree: not deterministic")
        turns = got
    return {
        "ns_per_turn": round(statistics.median(times) / turns * 1e9, 2),
        "turns_per_game": round(turns / n_games, 2),
        "games": n_games,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200_000)
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    print(json.dumps({"benchmark": "bench_floor", **floor_ns_per_turn(args.games, args.repeats)}))


if __name__ == "__main__":
    main()

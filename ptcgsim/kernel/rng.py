"""Counter-based randomness: every game owns independent SplitMix64 streams.

Game ``i`` of a run with seed ``s`` seeds its streams from ``(s, i, stream)``
only, so a game is the same whatever the thread count, chunking or machine.
Separate streams for each player's deck, for coins and for each player's
random choices give common random numbers: two runs with the same seed and a
different deck A still shuffle deck B identically.  Chance lives only here
(shuffle, draw index, coin flip).
"""

from __future__ import annotations

from .jit import kernel_nb

import numpy as np

STREAM_DECK0 = 0  #: player 0's shuffles
STREAM_DECK1 = 1  #: player 1's shuffles
STREAM_COIN = 2  #: coin flips (and who goes first)
STREAM_CHOICE0 = 3  #: player 0's random choices (random player, random discards)
STREAM_CHOICE1 = 4  #: player 1's random choices
N_STREAMS = 5

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_M1 = np.uint64(0xBF58476D1CE4E5B9)
_M2 = np.uint64(0x94D049BB133111EB)


@kernel_nb
def _mix64(z):
    z = (z ^ (z >> np.uint64(30))) * _M1
    z = (z ^ (z >> np.uint64(27))) * _M2
    return z ^ (z >> np.uint64(31))


@kernel_nb
def seed_streams_nb(rng, seed, game):
    """Fill ``rng[0:N_STREAMS]`` from (seed, game index, stream id)."""
    base = _mix64(np.uint64(seed) ^ _mix64(np.uint64(game) + _GOLDEN))
    for k in range(N_STREAMS):
        rng[k] = _mix64(base + np.uint64(k + 1) * _GOLDEN)


@kernel_nb
def next_u64_nb(rng, stream):
    rng[stream] += _GOLDEN
    return _mix64(rng[stream])


@kernel_nb
def randint_nb(rng, stream, n):
    """Uniform integer in [0, n) (n >= 1); Lemire's multiply-shift, bias < 2**-32 for small n."""
    x = next_u64_nb(rng, stream) >> np.uint64(32)
    return np.int64((x * np.uint64(n)) >> np.uint64(32))


@kernel_nb
def coin_nb(rng):
    """One coin flip on the coin stream: 1 = heads."""
    return np.int64(next_u64_nb(rng, STREAM_COIN) >> np.uint64(63))


@kernel_nb
def shuffle_nb(rng, stream, arr, n):
    """Fisher–Yates shuffle of ``arr[:n]`` in place."""
    for i in range(n - 1, 0, -1):
        j = randint_nb(rng, stream, i + 1)
        t = arr[i]
        arr[i] = arr[j]
        arr[j] = t

"""Racing deck variants on common random numbers: spend games where they decide something.

The problem: K candidate decks (one of them may be the unchanged base deck),
a field of opponents with expected shares ``weights``, and a game budget.
Which candidate has the highest win rate against the field?

``play(arm, opponent, first_game, n)`` plays games ``first_game ..
first_game+n-1`` of ``arm`` against ``opponent`` and returns 1.0 for a win,
0.0 otherwise.  Game *i* against opponent *f* uses the same seeds for every
arm (common random numbers), so two arms are compared game by game and
their per-game differences have a small variance.

:func:`race` works in rounds with doubling sample sizes (successive halving
with confidence-bound elimination; Even-Dar, Mannor & Mansour 2006, *JMLR*
7:1079, and Karnin, Koren & Somekh 2013, *ICML*):

1. Every live arm is brought to ``n`` games (split over the opponents by
   weight); the base deck is brought along too, since every delta is paired
   against it.
2. Each live arm is compared, paired, with the current leader.  An arm whose
   one-sided upper bound on (arm − leader) is below zero is eliminated.
3. When the next round (``2n`` games each) costs more than the rest of the
   budget spread over the halvings still to come (``left / ceil(log2 m)``
   for m live arms), the live arms are halved by estimated win rate until
   it fits (successive halving; these arms are marked ``halved``, not
   ``eliminated``).  With an ample budget this never happens and only the
   tests decide; with a tight one the last arms standing get the most games.
4. The race ends when one arm is left (``separated``), or the budget is spent.

Stated confidence: each elimination test runs at level
``alpha / (R * (K - 1))`` where R bounds the number of rounds.  The true best
arm is tested once per round against a leader that can be any of the K − 1
others, so by the union bound the best arm is wrongly eliminated with
probability at most ``alpha`` (up to the normal approximation of the
per-game differences).  Halving, when the budget forces it, carries no such
guarantee; ``separated`` then stays False unless every other arm was
eliminated by a test.

The per-game difference variance is estimated with one pseudo-observation of
squared deviation 1 (``(SS + 1) / n``), so that a stratum whose first games
all agree does not claim a zero variance.

:func:`uniform` is the baseline the tests measure racing against: every arm
gets the same games each round, nobody is dropped, and it stops when the
leader is separated from every other arm by the same test.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Sequence

import numpy as np
from scipy.stats import norm

from ..errors import UserError
from .metrics import Z95

PlayFn = Callable[[Hashable, int, int, int], np.ndarray]

MIN_FIRST = 16  #: fewest games per arm (all opponents together) in the first round
MAX_FIRST = 128  #: most games per arm in the first round: clear losers go after few games, then sizes double


@dataclass
class ArmState:
    """What the race knows about one arm."""

    key: Hashable
    outcomes: list[np.ndarray]  #: per opponent, wins (1.0) of games 0..n_f-1 (relative to first_game)
    status: str = "alive"  #: alive | eliminated | halved | winner
    round_out: int | None = None  #: the round after which it left the race

    @property
    def games(self) -> int:
        return int(sum(len(o) for o in self.outcomes))


@dataclass
class RaceResult:
    arms: list[dict[str, Any]]  #: ranked, best first (see :func:`race`)
    winner: Hashable
    separated: bool
    games: int  #: every game played, the base deck's included
    rounds: list[dict[str, Any]] = field(default_factory=list)
    alpha: float = 0.05
    z_eliminate: float = 0.0
    partial: bool = False


def shares_of(values: Sequence[float] | None, k: int, what: str, noun: str, per: str) -> np.ndarray:
    """k shares summing to 1 (equal when None or empty); UserError naming ``what`` (the
    option) and ``per`` (what each value belongs to) when they cannot be."""
    if values is None or len(values) == 0:
        return np.full(k, 1.0 / k)
    w = np.asarray([float(x) for x in values], dtype=np.float64)
    if len(w) != k:
        raise UserError(f"{what}: {len(w)} {noun}(s) for {k} {per}(s); give one {noun} per {per}, in order")
    if not np.all(np.isfinite(w)) or np.any(w < 0) or w.sum() <= 0:
        raise UserError(f"{what} must be non-negative numbers with a positive sum, got {', '.join(map(str, values))}")
    return w / w.sum()


def normalize_weights(weights: Sequence[float] | None, n_opponents: int) -> np.ndarray:
    """Shares of the field summing to 1 (equal when None); UserError when they cannot be."""
    if n_opponents < 1:
        raise UserError("give at least one opponent deck in the field")
    return shares_of(weights, n_opponents, "weights", "weight", "opponent deck")


def allocation(n: int, w: np.ndarray) -> np.ndarray:
    """Games per opponent for n games in all: ceil(n * w_f), monotone in n (0 where w_f = 0)."""
    return np.where(w > 0, np.ceil(n * w - 1e-9), 0).astype(np.int64)


def _stratum(d: np.ndarray, pseudo: float) -> tuple[float, float]:
    """Mean and variance of the mean of per-game differences (pseudo: see the module doc)."""
    n = len(d)
    if n == 0:
        return 0.0, math.inf
    mean = float(d.mean())
    if pseudo > 0:
        var = (float(((d - mean) ** 2).sum()) + pseudo) / n
    elif n >= 2:
        var = float(d.var(ddof=1))
    else:
        return mean, math.inf
    return mean, var / n


def paired_delta(a: Sequence[np.ndarray], b: Sequence[np.ndarray], w: np.ndarray, pseudo: float = 0.0) -> tuple[float, float, int]:
    """Weighted mean of (a − b) over the games both played, its standard error and the pairs used.

    Stratified by opponent: delta = Σ w_f mean_f(a − b), se² = Σ w_f² var_f / n_f.
    """
    delta, var, pairs = 0.0, 0.0, 0
    for wf, af, bf in zip(w, a, b):
        if wf <= 0:
            continue
        k = min(len(af), len(bf))
        mean, v = _stratum(af[:k] - bf[:k], pseudo)
        delta += wf * mean
        var += wf * wf * v
        pairs += k
    return delta, math.sqrt(var) if var < math.inf else math.inf, pairs


def weighted_rate(o: Sequence[np.ndarray], w: np.ndarray) -> float:
    """Field win rate: Σ w_f · (wins_f / games_f) over the opponents with games."""
    tot, ws = 0.0, 0.0
    for wf, of in zip(w, o):
        if wf > 0 and len(of):
            tot += wf * float(of.mean())
            ws += wf
    return float(tot / ws) if ws else math.nan


def _max_rounds(budget: int, n0: int, k: int) -> int:
    # The cheapest possible round from r on costs 2 arms * n0 * 2^r games; the budget bounds r.
    return max(1, int(math.floor(math.log2(max(budget / max(2 * n0, 1), 1.0)))) + 1)


class _Race:
    def __init__(self, arms: Sequence[Hashable], play: PlayFn, w: np.ndarray, base: Hashable | None,
                 first_game: int, progress: Callable[[int], None] | None):
        if len(arms) < 1:
            raise UserError("nothing to race: no candidate variants")
        if len(set(arms)) != len(arms):
            raise ValueError("arm keys must be distinct")
        self.play = play
        self.w = w
        self.first_game = first_game
        self.progress = progress
        self.state = {a: ArmState(a, [np.zeros(0) for _ in w]) for a in arms}
        self.base = base
        if base is not None and base not in self.state:
            self.base_state = ArmState(base, [np.zeros(0) for _ in w], status="reference")
        else:
            self.base_state = self.state.get(base) if base is not None else None
        self.games = 0

    def _extend(self, s: ArmState, target: np.ndarray) -> None:
        for f, want in enumerate(target):
            have = len(s.outcomes[f])
            if want > have:
                new = np.asarray(self.play(s.key, f, self.first_game + have, int(want - have)), dtype=np.float64)
                if len(new) != want - have:
                    raise ValueError(f"play returned {len(new)} outcomes for {want - have} games")
                s.outcomes[f] = np.concatenate([s.outcomes[f], new])
                self.games += len(new)
                if self.progress is not None:
                    self.progress(len(new))

    def cost(self, alive: Sequence[Hashable], n: int) -> int:
        target = allocation(n, self.w)
        sts = [self.state[a] for a in alive]
        if self.base_state is not None and self.base_state.key not in alive:
            sts.append(self.base_state)
        return int(sum(max(0, int(t) - len(o)) for s in sts for t, o in zip(target, s.outcomes)))

    def bring(self, alive: Sequence[Hashable], n: int) -> None:
        target = allocation(n, self.w)
        for a in alive:
            self._extend(self.state[a], target)
        if self.base_state is not None:
            self._extend(self.base_state, target)

    def mean(self, a: Hashable) -> float:
        return weighted_rate(self.state[a].outcomes, self.w)

    def leader(self, alive: Sequence[Hashable]) -> Hashable:
        # Highest estimate; ties broken by the arms' given order (a fixed key, not chance).
        order = {a: i for i, a in enumerate(self.state)}
        return max(alive, key=lambda a: (self.mean(a), -order[a]))

    def vs(self, a: Hashable, b: Hashable, pseudo: float = 1.0) -> tuple[float, float, int]:
        return paired_delta(self.state[a].outcomes, self.state[b].outcomes, self.w, pseudo)


def _first_n(budget: int, k_paid: int, n_opp: int, min_first: int | None) -> int:
    rounds = math.ceil(math.log2(max(k_paid, 2))) + 1
    n0 = max(min_first or MIN_FIRST, n_opp, min(MAX_FIRST, budget // (k_paid * rounds)))
    if n0 * k_paid > budget:
        need = (min_first or MIN_FIRST) * k_paid
        raise UserError(f"--budget {budget:,} is too small for {k_paid - 1} candidate variant(s): "
                        f"the first round alone needs about {need:,} games; raise --budget or narrow --pool")
    return int(n0)


def race(arms: Sequence[Hashable], play: PlayFn, weights: Sequence[float] | None = None, budget: int = 10_000, *,
         n_opponents: int | None = None, base: Hashable | None = None, alpha: float = 0.05,
         min_first: int | None = None, first_game: int = 0, strategy: str = "race",
         progress: Callable[[int], None] | None = None) -> RaceResult:
    """Find the arm with the highest weighted win rate against the field within ``budget`` games.

    ``base`` is the reference deck every delta is paired against (it may be
    one of ``arms``: then "keep the deck" competes too).  ``strategy`` is
    ``"race"`` (eliminate and halve, see the module doc) or ``"uniform"``
    (every arm equally, no elimination; the baseline).

    Returns a :class:`RaceResult` whose ``arms`` are ranked best first, each
    a dict: key, status, games, win_rate, delta/se/ci95 against the base
    (95 %, paired, stratified by opponent), and the round it left.
    """
    if strategy not in ("race", "uniform"):
        raise ValueError(f"strategy must be race or uniform, got {strategy!r}")
    if not 0 < alpha < 1:
        raise UserError(f"alpha must be between 0 and 1, got {alpha}")
    if budget < 1:
        raise UserError(f"--budget {budget}: give a positive number of games")
    n_opp = n_opponents if n_opponents is not None else len(weights or ())
    w = normalize_weights(weights, n_opp)
    R = _Race(arms, play, w, base, first_game, progress)
    k = len(arms)
    k_paid = k + (1 if base is not None and base not in R.state else 0)
    n = _first_n(budget, k_paid, int(np.count_nonzero(w)), min_first)
    rmax = _max_rounds(budget, n, k)
    z = float(norm.isf(alpha / (rmax * max(k - 1, 1))))
    alive = list(arms)
    rounds: list[dict[str, Any]] = []
    separated = k == 1
    partial = False
    r = 0
    try:
        while len(alive) > 1:
            def allowance(m: int) -> float:
                # what this round may spend: the first round everything (n0 was sized to fit), later rounds
                # the rest of the budget spread over the halvings still to come (successive halving)
                left = budget - R.games
                return left if r == 0 or strategy == "uniform" else left / max(1, math.ceil(math.log2(m)))

            if R.cost(alive, n) > allowance(len(alive)):
                if strategy == "uniform":
                    break
                # successive halving: keep the better half until the round fits
                while len(alive) > 1 and R.cost(alive, n) > allowance(len(alive)):
                    ranked = sorted(alive, key=lambda a: (-R.mean(a), list(R.state).index(a)))
                    keep = ranked[: max(1, (len(ranked) + 1) // 2)] if len(ranked) > 2 else ranked[:1]
                    for a in ranked[len(keep):]:
                        R.state[a].status, R.state[a].round_out = "halved", r
                    alive = keep
                if len(alive) <= 1 or R.cost(alive, n) > budget - R.games:
                    break
            R.bring(alive, n)
            lead = R.leader(alive)
            out = []
            for a in alive:
                if a == lead:
                    continue
                d, se, _ = R.vs(lead, a)
                if d - z * se > 0:
                    out.append(a)
            rounds.append({"round": r, "games_per_arm": n, "alive": len(alive), "leader": lead,
                           "separated_from_leader": len(out), "games_so_far": R.games})
            if len(out) == len(alive) - 1:
                separated = True
            if strategy == "race":
                for a in out:
                    R.state[a].status, R.state[a].round_out = "eliminated", r
                alive = [a for a in alive if a not in out]
            if separated:
                alive = [lead]
                break
            n *= 2
            r += 1
    except KeyboardInterrupt:
        partial = True
    lead = R.leader(alive)
    R.state[lead].status = "winner"
    for a in arms:
        if a != lead and R.state[a].status == "alive":
            # uniform never drops an arm: the ones the final test separated count as eliminated
            R.state[a].status = "finalist" if a in alive else "eliminated"
            if a not in alive:
                R.state[a].round_out = r
    status_rank = {"winner": 0, "finalist": 1, "halved": 2, "eliminated": 2}
    order = {a: i for i, a in enumerate(arms)}

    def row(a: Hashable) -> dict[str, Any]:
        s = R.state[a]
        out: dict[str, Any] = {"key": a, "status": s.status, "games": s.games, "win_rate": float(R.mean(a)),
                               "round_out": s.round_out}
        if R.base_state is not None:
            if a == R.base_state.key:
                out.update(delta=0.0, se=0.0, ci95=[0.0, 0.0])
            else:
                d, se, _ = paired_delta(s.outcomes, R.base_state.outcomes, w)
                out.update(delta=float(d), se=float(se), ci95=[float(d - Z95 * se), float(d + Z95 * se)])
        return out

    ranked = sorted(arms, key=lambda a: (status_rank[R.state[a].status], -(R.state[a].round_out or 0),
                                         -R.mean(a), order[a]))
    return RaceResult(arms=[row(a) for a in ranked], winner=lead, separated=separated, games=R.games,
                      rounds=rounds, alpha=alpha, z_eliminate=z, partial=partial)


def uniform(arms: Sequence[Hashable], play: PlayFn, weights: Sequence[float] | None = None, budget: int = 10_000,
            **kw) -> RaceResult:
    """The baseline: every arm gets equal games until the leader is separated (or the budget ends)."""
    return race(arms, play, weights, budget, strategy="uniform", **kw)


# --------------------------------------------------------------------------
# Synthetic matchups with known win rates (tests, demos; no kernel)
# --------------------------------------------------------------------------

_M1, _M2 = np.uint64(0xBF58476D1CE4E5B9), np.uint64(0x94D049BB133111EB)


def _mix(x: np.ndarray) -> np.ndarray:
    """SplitMix64's finaliser, vectorised (uint64 arithmetic wraps)."""
    x = x ^ (x >> np.uint64(30))
    x = x * _M1
    x = x ^ (x >> np.uint64(27))
    x = x * _M2
    return x ^ (x >> np.uint64(31))


def _uniforms(seed: int, stream: int, opponent: int, games: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore"):
        h = _mix(np.uint64(seed) * np.uint64(0x9E3779B97F4A7C15) + np.uint64(stream + 1) * np.uint64(0xD1B54A32D192ED03)
                 + np.uint64(opponent + 1) * np.uint64(0x8CB92BA72F3D8DD7) + _mix(games.astype(np.uint64) + np.uint64(1)))
    return (h >> np.uint64(11)).astype(np.float64) / float(1 << 53)


class SyntheticField:
    """Arms with known win probabilities against each opponent, played on common random numbers.

    ``p[arm][f]`` is the true win probability of ``arm`` against opponent f.
    Game i against f draws one shared uniform u and, with probability
    ``coupling`` (per game, shared by all arms), every arm wins iff u < p;
    otherwise each arm draws its own uniform.  coupling = 1 is perfectly
    coupled CRN, 0 independent games.  Deterministic in (seed, arm, f, i).
    """

    def __init__(self, p: dict[Hashable, Sequence[float]], coupling: float = 0.7, seed: int = 0):
        self.p = {k: np.asarray(v, dtype=np.float64) for k, v in p.items()}
        self.ids = {k: i for i, k in enumerate(self.p)}
        self.coupling = coupling
        self.seed = seed
        self.calls = 0

    def __call__(self, arm: Hashable, opponent: int, first_game: int, n: int) -> np.ndarray:
        self.calls += n
        g = np.arange(first_game, first_game + n, dtype=np.int64)
        shared = _uniforms(self.seed, 0, opponent, g)
        coupled = _uniforms(self.seed, 1, opponent, g) < self.coupling
        own = _uniforms(self.seed, 2 + self.ids[arm], opponent, g)
        u = np.where(coupled, shared, own)
        return (u < self.p[arm][opponent]).astype(np.float64)

    def true_rate(self, arm: Hashable, w: np.ndarray) -> float:
        return float(np.dot(self.p[arm], w))

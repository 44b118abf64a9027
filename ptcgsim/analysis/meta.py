"""The metagame: which deck to bring, given a round-robin matrix.

Two views of one matrix ``W`` (``W[i][j]`` = deck i's win rate against deck
j, draws are non-wins; :func:`ptcgsim.analysis.summary.matrix_summary`):

* **Expected win rate against a field** with shares ``s``:
  ``E_i = Σ_j s_j W[i][j]``.  Each cell is its own run of games, so
  ``var(E_i) = Σ_j s_j² W_ij (1 − W_ij) / n_ij`` (normal 95 % interval).
* **The equilibrium field.** Deck i against deck j is a symmetric zero-sum
  game with payoff ``A[i][j] = W[i][j] − W[j][i]`` (P(win) − P(loss); the two
  cells come from the same games, so A is exactly antisymmetric).  A mixed
  strategy x with ``xᵀA ≥ 0`` in every column is one no deck beats on
  average (the game's value is 0; von Neumann 1928).  It is found as the
  linear program max v s.t. ``Σ_i x_i A[i][j] ≥ v``, ``Σ x = 1``, ``x ≥ 0``
  (``scipy.optimize.linprog``, HiGHS).  A strictly dominated deck gets
  share 0 in every equilibrium; rock–paper–scissors gives 1/3 each.
  The spread of the shares under sampling noise is shown by a parametric
  bootstrap: every pairing's (wins, losses, draws) is redrawn from a
  multinomial at its observed rates and the program solved again.
"""

from __future__ import annotations

import math
from typing import Any, Sequence

import numpy as np

from ..errors import UserError
from .metrics import Z95

SHARE_EPS = 1e-9  #: shares below this are reported as 0 (solver round-off)


def payoff_matrix(win_rate: Sequence[Sequence[float]]) -> np.ndarray:
    """``A = W − Wᵀ``: P(row wins) − P(row loses), antisymmetric, 0 on the diagonal."""
    W = np.asarray(win_rate, dtype=np.float64)
    if W.ndim != 2 or W.shape[0] != W.shape[1]:
        raise ValueError(f"the win-rate matrix must be square, got shape {W.shape}")
    return W - W.T


def nash_symmetric(payoff: Sequence[Sequence[float]]) -> tuple[np.ndarray, float]:
    """A maximin mixed strategy of the zero-sum game whose row player gets ``payoff[i][j]``.

    Returns ``(shares, value)``: shares sum to 1, and every column j gets at
    least ``value`` against them.  For an antisymmetric payoff the value is 0.
    """
    from scipy.optimize import linprog

    A = np.asarray(payoff, dtype=np.float64)
    k = A.shape[0]
    if k == 0 or A.shape != (k, k) or not np.all(np.isfinite(A)):
        raise ValueError("the payoff matrix must be square and finite")
    # variables: x_0..x_{k-1}, v ; minimise -v
    c = np.zeros(k + 1)
    c[-1] = -1.0
    A_ub = np.hstack([-A.T, np.ones((k, 1))])  # v - Σ_i x_i A[i][j] <= 0 for every column j
    b_ub = np.zeros(k)
    A_eq = np.hstack([np.ones((1, k)), np.zeros((1, 1))])
    bounds = [(0, None)] * k + [(None, None)]
    res = linprog(c, A_ub=A_ub, b_ub=b_ub, A_eq=A_eq, b_eq=[1.0], bounds=bounds, method="highs")
    if res.status != 0:  # a finite zero-sum game always has a solution
        raise RuntimeError(f"linprog failed on the equilibrium program: {res.message}")
    x = np.where(res.x[:k] < SHARE_EPS, 0.0, res.x[:k])
    return x / x.sum(), float(res.x[-1])


def normalize_shares(shares: Sequence[float] | None, k: int) -> np.ndarray:
    """The field's shares summing to 1 (equal when None); UserError when they cannot be."""
    from .racing import shares_of

    return shares_of(shares, k, "--shares", "share", "deck")


def expected_win_rates(win_rate: Sequence[Sequence[float]], games: Sequence[Sequence[int]],
                       shares: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each deck's win rate against the field (``Σ_j s_j W_ij``) and its standard error."""
    W = np.asarray(win_rate, dtype=np.float64)
    n = np.asarray(games, dtype=np.float64)
    e = W @ shares
    with np.errstate(divide="ignore", invalid="ignore"):
        var = np.where(n > 0, W * (1 - W) / n, np.inf)
    var = np.where(shares[None, :] > 0, var, 0.0)
    se = np.sqrt((var * shares[None, :] ** 2).sum(axis=1))
    return e, se


def bootstrap_shares(win_rate: np.ndarray, games: np.ndarray, reps: int, seed: int) -> np.ndarray:
    """Equilibrium shares of ``reps`` matrices redrawn from the observed pairings (rows: reps)."""
    W = np.asarray(win_rate, dtype=np.float64)
    n = np.asarray(games, dtype=np.int64)
    k = W.shape[0]
    rng = np.random.default_rng([seed, 0x4D455441])  # "META": apart from any game seed stream
    out = np.zeros((reps, k))
    for r in range(reps):
        A = np.zeros((k, k))
        for i in range(k):
            for j in range(i + 1, k):
                m = int(n[i, j])
                if m <= 0:
                    continue
                pw, pl = W[i, j], W[j, i]
                pd = max(0.0, 1.0 - pw - pl)
                w, lo, _ = rng.multinomial(m, np.array([pw, pl, pd]) / (pw + pl + pd))
                A[i, j] = (w - lo) / m
                A[j, i] = -A[i, j]
        out[r], _ = nash_symmetric(A)
    return out


def meta_summary(matrix: dict[str, Any], shares: Sequence[float] | None = None, *, bootstrap: int = 200,
                 seed: int = 0) -> dict[str, Any]:
    """The metagame view of a :func:`~ptcgsim.analysis.summary.matrix_summary`.

    Per deck: the share it was given, its expected win rate against that
    field with a 95 % interval, its share in the equilibrium field (with a
    bootstrap 95 % range), its payoff against the equilibrium field, and its
    worst matchup.
    """
    names = list(matrix["decks"])
    k = len(names)
    W = np.array([[math.nan if v is None else float(v) for v in row] for row in matrix["win_rate"]])
    if k < 2:
        raise UserError("meta: give at least two decks")
    if not np.all(np.isfinite(W)):
        raise UserError("meta: some pairings have no finished games (the round robin was cut short)")
    n = np.asarray(matrix.get("games_per_cell") or [[matrix["games"]] * k] * k, dtype=np.int64)
    s = normalize_shares(shares, k)
    e, se = expected_win_rates(W, n, s)
    A = payoff_matrix(W)
    x, value = nash_symmetric(A)
    vs_eq = A @ x  # each deck's P(win) - P(loss) against the equilibrium field (<= 0, = 0 on its support)
    e_eq, se_eq = expected_win_rates(W, n, x)
    boot = bootstrap_shares(W, n, bootstrap, seed) if bootstrap > 0 else None
    decks = []
    for i, name in enumerate(names):
        others = [j for j in range(k) if j != i]
        worst = min(others, key=lambda j: (W[i, j], j))
        row = {"deck": name, "share": float(s[i]), "expected_win_rate": float(e[i]),
               "ci95": [float(max(0.0, e[i] - Z95 * se[i])), float(min(1.0, e[i] + Z95 * se[i]))],
               "equilibrium_share": float(x[i]),
               "equilibrium_share_range95": ([float(np.percentile(boot[:, i], 2.5)), float(np.percentile(boot[:, i], 97.5))]
                                             if boot is not None else None),
               "in_equilibrium_support_share_of_bootstraps": float(np.mean(boot[:, i] > 1e-6)) if boot is not None else None,
               "payoff_vs_equilibrium": float(vs_eq[i]),
               "win_rate_vs_equilibrium": float(e_eq[i]),
               "worst_matchup": {"deck": names[worst], "win_rate": float(W[i, worst]),
                                 "ci95": [float(c) for c in matrix["ci95"][i][worst]]}}
        decks.append(row)
    best = max(range(k), key=lambda i: (e[i], -i))
    return {"decks": decks, "shares_given": shares is not None and len(shares) > 0,
            "best_against_field": names[best], "game_value": value, "games_per_pairing": matrix["games"],
            "bootstrap": bootstrap, "seed": matrix.get("seed", seed), "partial": bool(matrix.get("partial", False)),
            "matrix": {"decks": names, "win_rate": matrix["win_rate"], "ci95": matrix["ci95"]},
            "note": "expected_win_rate = sum_j share_j * win_rate[i][j] (95% normal interval from the binomial "
                    "variance of each pairing); equilibrium = the mixed field no deck beats on average in the "
                    "zero-sum game payoff[i][j] = P(i wins) - P(i loses) (linear program, scipy linprog); "
                    "equilibrium_share_range95 = parametric bootstrap over the pairings' results"}


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def meta_text(s: dict[str, Any]) -> str:
    rows = s["decks"]
    w = max(len(r["deck"]) for r in rows)
    field = "the given shares" if s["shares_given"] else "equal shares"
    lines = [f"Against a field of {field} ({s['games_per_pairing']:,} games per pairing"
             + (", PARTIAL" if s["partial"] else "") + "):",
             f"  {'deck':<{w}}  share  win rate  [95% CI]         equilibrium  [range]        worst matchup"]
    for r in sorted(rows, key=lambda r: -r["expected_win_rate"]):
        lo, hi = r["ci95"]
        rng = r["equilibrium_share_range95"]
        rtxt = f"[{100 * rng[0]:.0f}-{100 * rng[1]:.0f}%]" if rng else ""
        wm = r["worst_matchup"]
        lines.append(f"  {r['deck']:<{w}}  {100 * r['share']:4.0f}%  {_pct(r['expected_win_rate'])}  "
                     f"[{100 * lo:.1f}, {100 * hi:.1f}]   {_pct(r['equilibrium_share'])}  {rtxt:<13}  "
                     f"{_pct(wm['win_rate'])} vs {wm['deck']}")
    lines.append(f"Best against this field: {s['best_against_field']}.  Equilibrium field (no deck beats it on "
                 "average): " + ", ".join(f"{r['deck']} {100 * r['equilibrium_share']:.0f}%"
                                          for r in rows if r["equilibrium_share"] > 0))
    return "\n".join(lines)


def play_round_robin(runner, decks: Sequence[Any], n: int, players: tuple[str, str]) -> dict[tuple[int, int], Any]:
    """Every pairing i <= j (mirrors included) through a :class:`~ptcgsim.analysis.runs.Runner`, as ``matrix`` plays it."""
    k = len(decks)
    results = {}
    for i in range(k):
        for j in range(i, k):
            df = runner.run(decks[i], decks[j], n, players)
            if df is None:
                return results
            results[(i, j)] = df
    return results


def run_meta(decks: Sequence[Any], n_games: int, seed: int, *, shares: Sequence[float] | None = None, rules: str = "base",
             players: Sequence[str] | str = ("greedy", "greedy"), fmt: str = "standard", bootstrap: int = 200,
             allow_missing_effects: bool = False) -> dict[str, Any]:
    """The Python API of ``ptcgsim meta``: the round robin through :func:`ptcgsim.sim.simulate`, then :func:`meta_summary`."""
    from ..decks import Deck, load_deck
    from ..sim import resolve_players, simulate
    from .summary import matrix_summary

    loaded = [d if isinstance(d, Deck) else load_deck(d, format=fmt) for d in decks]
    pl = resolve_players(players)
    k = len(loaded)
    results = {(i, j): simulate(loaded[i], loaded[j], n_games, seed, rules, pl, format=fmt,
                                allow_missing_effects=allow_missing_effects)
               for i in range(k) for j in range(i, k)}
    matrix = matrix_summary([d.name for d in loaded], results, n_games)
    matrix["seed"] = seed
    s = meta_summary(matrix, shares, bootstrap=bootstrap, seed=seed)
    s.update(rules=rules, players=list(pl))
    return s

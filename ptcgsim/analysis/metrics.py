"""Metrics over the per-game DataFrame (see :mod:`ptcgsim.records`).

Every function reads the one tidy per-game frame and returns plain numbers,
dicts or small DataFrames.  The deck of interest is player 0 (deck A) unless a
``player`` argument says otherwise.

Conventions used throughout
---------------------------
* A *win* is ``winner == player``; draws (``winner == -1``) are non-wins and
  are reported separately.
* Intervals are 95 %: Wilson score intervals for proportions
  (Wilson 1927, *JASA* 22:209), a normal approximation on the per-game paired
  difference for comparisons.
* Game turns vs own turns: ``*_turn`` columns count game turns (1 = the first
  player's first turn).  Own turn *t* of player *p* is game turn ``2t-1`` when
  *p* went first, else ``2t``.
* Per-own-turn energy columns hold ``-1`` once the game is over; those games
  are left out of that turn's denominator (the ``games`` field says how many
  remained).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pandas as pd

from ..records import MAX_PRIZES, N_TRACKED_TURNS, WIN_REASONS

Z95 = 1.959963984540054  #: two-sided 95 % standard-normal quantile


# --------------------------------------------------------------------------
# Proportions and win rates
# --------------------------------------------------------------------------


def wilson_interval(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion; ``(nan, nan)`` when n = 0."""
    if n <= 0:
        return (math.nan, math.nan)
    p = successes / n
    z2 = z * z
    denom = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _rate(successes: int, n: int) -> dict[str, Any]:
    lo, hi = wilson_interval(successes, n)
    return {"games": int(n), "wins": int(successes), "win_rate": successes / n if n else math.nan, "ci95": [lo, hi]}


def win_rate(df: pd.DataFrame, player: int = 0) -> dict[str, Any]:
    """Win rate of ``player`` with a Wilson 95 % interval; draws counted apart.

    Returns ``games, wins, losses, draws, win_rate, ci95, draw_rate``.
    """
    winner = df["winner"].to_numpy()
    n = len(winner)
    wins = int(np.count_nonzero(winner == player))
    draws = int(np.count_nonzero(winner == -1))
    out = _rate(wins, n)
    out["losses"] = n - wins - draws
    out["draws"] = draws
    out["draw_rate"] = draws / n if n else math.nan
    return out


def win_rate_by_order(df: pd.DataFrame, player: int = 0) -> dict[str, dict[str, Any]]:
    """:func:`win_rate` of ``player`` split by going first and going second."""
    first = df["first_player"].to_numpy() == player
    return {"going_first": win_rate(df[first], player), "going_second": win_rate(df[~first], player)}


def first_player_win_rate(df: pd.DataFrame) -> dict[str, Any]:
    """How often whoever went first won (either deck), with a Wilson interval."""
    won = df["winner"].to_numpy() == df["first_player"].to_numpy()
    return _rate(int(np.count_nonzero(won)), len(won))


def win_reason_counts(df: pd.DataFrame, player: int | None = None) -> dict[str, int]:
    """Games ended by each of :data:`WIN_REASONS` (zeros included).

    With ``player`` set, only the games that ``player`` won (draw reasons then
    read 0).
    """
    reasons = df["win_reason"]
    if player is not None:
        reasons = reasons[df["winner"].to_numpy() == player]
    counts = pd.Categorical(reasons, categories=list(WIN_REASONS)).value_counts()
    return {r: int(counts.get(r, 0)) for r in WIN_REASONS}


# --------------------------------------------------------------------------
# Game length and prize race
# --------------------------------------------------------------------------


def _summary(values: np.ndarray) -> dict[str, Any]:
    if len(values) == 0:
        return {"n": 0, "mean": math.nan, "median": math.nan, "p10": math.nan, "p90": math.nan, "min": None, "max": None}
    q = np.percentile(values, [10, 50, 90])
    return {
        "n": int(len(values)),
        "mean": float(np.mean(values)),
        "median": float(q[1]),
        "p10": float(q[0]),
        "p90": float(q[2]),
        "min": int(np.min(values)),
        "max": int(np.max(values)),
    }


def game_length(df: pd.DataFrame) -> dict[str, Any]:
    """Game length in game turns: summary statistics and counts by length."""
    turns = df["turns"].to_numpy().astype(np.int64)
    out = _summary(turns)
    values, counts = np.unique(turns, return_counts=True)
    out["counts"] = {int(v): int(c) for v, c in zip(values, counts)}
    return out


def prize_turns(df: pd.DataFrame, player: int = 0, k: int = 1) -> np.ndarray:
    """Game turn of ``player``'s k-th prize per game (``-1`` = never)."""
    return df[f"prize_turn_{player}_{k}"].to_numpy().astype(np.int64)


def kth_prize_table(df: pd.DataFrame, player: int = 0) -> pd.DataFrame:
    """Distribution of the game turn ``player`` takes its k-th prize, k = 1..6.

    ``share`` = games in which the k-th prize was taken / all games; the turn
    statistics are over those games only.
    """
    rows = []
    n = len(df)
    for k in range(1, MAX_PRIZES + 1):
        t = prize_turns(df, player, k)
        taken = t[t >= 0]
        s = _summary(taken)
        rows.append({"k": k, "games_taken": s["n"], "share": s["n"] / n if n else math.nan,
                     "mean_turn": s["mean"], "median_turn": s["median"], "p10_turn": s["p10"], "p90_turn": s["p90"]})
    return pd.DataFrame(rows)


def kth_prize_cdf(df: pd.DataFrame, player: int, k: int, max_turn: int) -> np.ndarray:
    """P(``player`` has taken its k-th prize by the end of game turn t), t = 1..max_turn (all games)."""
    t = prize_turns(df, player, k)
    t = t[t >= 0]
    counts = np.bincount(t, minlength=max_turn + 1)[: max_turn + 1]
    return np.cumsum(counts)[1:] / max(len(df), 1)


def _prizes_alive_sum(df: pd.DataFrame, player: int, max_turn: int) -> np.ndarray:
    """Sum over games still running at game turn t of the prizes ``player`` had by t, t = 1..max_turn.

    Built from a (prize turn, game length) histogram so memory stays O(games).
    """
    turns = np.minimum(df["turns"].to_numpy().astype(np.int64), max_turn + 1)
    size = max_turn + 2
    hist = np.zeros((size, size), dtype=np.int64)  # [prize turn, game length]
    for k in range(1, MAX_PRIZES + 1):
        pt = prize_turns(df, player, k)
        ok = (pt >= 0) & (pt <= max_turn)
        hist += np.bincount(pt[ok] * size + turns[ok], minlength=size * size).reshape(size, size)
    # S(t) = sum_{pt <= t, length >= t} hist
    cum_pt = np.cumsum(hist, axis=0)
    tail_len = np.cumsum(cum_pt[:, ::-1], axis=1)[:, ::-1]
    t = np.arange(1, max_turn + 1)
    return tail_len[t, t]


def mean_prize_lead(df: pd.DataFrame, player: int = 0, max_turn: int | None = None) -> pd.DataFrame:
    """Mean prize lead of ``player`` (its prizes − opponent's) at the end of each game turn.

    Averaged over the games still in progress at that turn (``turns >= t``);
    ``games`` gives that count.  ``max_turn`` defaults to the 95th percentile
    of game length.
    """
    turns = df["turns"].to_numpy().astype(np.int64)
    if max_turn is None:
        max_turn = int(np.percentile(turns, 95)) if len(turns) else 1
    max_turn = max(1, max_turn)
    lengths = np.bincount(np.minimum(turns, max_turn + 1), minlength=max_turn + 2)
    games = np.cumsum(lengths[::-1])[::-1][1 : max_turn + 1]  # games with turns >= t
    lead_sum = _prizes_alive_sum(df, player, max_turn) - _prizes_alive_sum(df, 1 - player, max_turn)
    mean = np.where(games > 0, lead_sum / np.maximum(games, 1), np.nan)
    return pd.DataFrame({"turn": np.arange(1, max_turn + 1), "games": games, "mean_lead": mean})


def first_ko(df: pd.DataFrame) -> dict[str, Any]:
    """Game turn of the first Knock Out of the game (either player), and per player.

    Statistics are over the games that had one; ``share`` says how many did.
    """
    a = df["first_ko_turn_0"].to_numpy().astype(np.int64)
    b = df["first_ko_turn_1"].to_numpy().astype(np.int64)
    big = np.iinfo(np.int64).max
    first = np.minimum(np.where(a >= 0, a, big), np.where(b >= 0, b, big))
    n = max(len(df), 1)
    out = {"any": _summary(first[first != big]), "a": _summary(a[a >= 0]), "b": _summary(b[b >= 0])}
    for key, arr in (("any", first[first != big]), ("a", a[a >= 0]), ("b", b[b >= 0])):
        out[key]["share"] = len(arr) / n
    return out


# --------------------------------------------------------------------------
# Mulligans and energy
# --------------------------------------------------------------------------


def mulligan_rate(df: pd.DataFrame, player: int = 0) -> dict[str, Any]:
    """Simulated mulligan rate per opening hand.

    rate = total mulligans / total opening hands drawn, where a game with *m*
    mulligans drew *m + 1* opening hands.  Each hand is an independent draw,
    so this estimates the exact per-hand P(no Basic Pokémon) (it is the
    maximum-likelihood estimate for the geometric count of mulligans).
    ``games_with_mulligan`` is the share of games with at least one.
    """
    m = df[f"mulligans_{player}"].to_numpy().astype(np.int64)
    hands = int(m.sum() + len(m))
    total = int(m.sum())
    lo, hi = wilson_interval(total, hands)
    return {
        "hands": hands,
        "mulligans": total,
        "rate": total / hands if hands else math.nan,
        "ci95": [lo, hi],
        "games_with_mulligan": float(np.mean(m > 0)) if len(m) else math.nan,
    }


def _order_mask(df: pd.DataFrame, player: int, going_first: bool) -> np.ndarray:
    fp = df["first_player"].to_numpy()
    return fp == player if going_first else fp != player


def energy_table(df: pd.DataFrame, player: int = 0, going_first: bool = True) -> pd.DataFrame:
    """Energy-draw odds by own turn 1..10 for ``player`` going first or second.

    Columns: ``turn`` (own turn), ``games`` (games still running at that turn:
    rows holding ``-1`` = game already over are excluded), ``p_had_energy``
    (had an Energy card in hand to attach), ``mean_in_play`` and
    ``p_in_play_0 .. p_in_play_K`` (share of games with that many Energy
    attached at the end of the turn; the last column means K or more, K = 6).
    """
    sub = df[_order_mask(df, player, going_first)]
    rows = []
    kmax = 6
    for t in range(1, N_TRACKED_TURNS + 1):
        had = sub[f"had_energy_{player}_{t}"].to_numpy()
        inplay = sub[f"energy_in_play_{player}_{t}"].to_numpy().astype(np.int64)
        ok = had >= 0
        okp = inplay >= 0
        n = int(ok.sum())
        row = {"turn": t, "games": n, "p_had_energy": float(np.mean(had[ok] > 0)) if n else math.nan}
        vals = np.minimum(inplay[okp], kmax)
        row["mean_in_play"] = float(np.mean(inplay[okp])) if okp.any() else math.nan
        dist = np.bincount(vals, minlength=kmax + 1) / max(int(okp.sum()), 1)
        for k in range(kmax + 1):
            row[f"p_in_play_{k}"] = float(dist[k]) if okp.any() else math.nan
        rows.append(row)
    return pd.DataFrame(rows)


def own_turn(game_turn: np.ndarray, went_first: np.ndarray) -> np.ndarray:
    """Convert game turns to the player's own turn number (``-1`` stays ``-1``).

    Own turn t is game turn 2t-1 going first, 2t going second.
    """
    g = np.asarray(game_turn).astype(np.int64)
    t = np.where(went_first, (g + 1) // 2, g // 2)
    return np.where(g >= 0, t, -1)


def p_by_own_turn(df: pd.DataFrame, column: str, player: int = 0, max_turn: int = N_TRACKED_TURNS,
                  going_first: bool | None = None) -> pd.DataFrame:
    """P(the event in ``{column}_{player}`` happened by ``player``'s own turn t).

    ``column`` holds a game turn (``-1`` = never).  Denominator at turn t: the
    games that were still running at own turn t plus those where the event had
    already happened (a game that ended earlier without the event is left out
    rather than counted as a failure); ``games`` gives it.  ``going_first``
    restricts to games where ``player`` went first (True) or second (False).
    """
    if going_first is not None:
        df = df[_order_mask(df, player, going_first)]
    went_first = df["first_player"].to_numpy() == player
    ev = own_turn(df[f"{column}_{player}"].to_numpy(), went_first)
    turns = df["turns"].to_numpy().astype(np.int64)
    rows = []
    for t in range(1, max_turn + 1):
        gt = np.where(went_first, 2 * t - 1, 2 * t)  # game turn of own turn t
        done = (ev >= 1) & (ev <= t)
        running = turns >= gt
        denom = int(np.count_nonzero(done | running))
        k = int(np.count_nonzero(done))
        rows.append({"turn": t, "games": denom, "p": k / denom if denom else math.nan})
    return pd.DataFrame(rows)


# --------------------------------------------------------------------------
# Paired comparison (common random numbers)
# --------------------------------------------------------------------------


def outcome_vector(df: pd.DataFrame, player: int = 0) -> np.ndarray:
    """1.0 where ``player`` won the game, else 0.0 (draws are non-wins), in game order."""
    return (df.sort_values("game")["winner"].to_numpy() == player).astype(np.float64)


def paired_comparison(base: np.ndarray, variant: np.ndarray, z: float = Z95) -> dict[str, Any]:
    """Variant minus base win rate over paired games (same seeds, same opponents).

    ``delta`` = mean(variant win) − mean(base win).  The 95 % interval is a
    normal approximation on the per-game differences d_i = v_i − b_i:
    delta ± z · sd(d) / sqrt(n).  Verdict: ``better`` if the whole interval
    is above 0, ``worse`` if below, else ``no detectable difference``.  With
    fewer than 2 pairs the interval is the trivial [-1, 1].
    """
    b = np.asarray(base, dtype=np.float64)
    v = np.asarray(variant, dtype=np.float64)
    if b.shape != v.shape:
        raise ValueError(f"paired vectors differ in length: {b.shape} vs {v.shape}")
    n = len(b)
    d = v - b
    delta = float(d.mean()) if n else 0.0
    if n >= 2:
        se = float(d.std(ddof=1)) / math.sqrt(n)
        lo, hi = delta - z * se, delta + z * se
    else:
        se, lo, hi = math.nan, -1.0, 1.0
    if lo > 0:
        verdict = "better"
    elif hi < 0:
        verdict = "worse"
    else:
        verdict = "no detectable difference"
    return {"n": n, "base_win_rate": float(b.mean()) if n else math.nan,
            "variant_win_rate": float(v.mean()) if n else math.nan,
            "delta": delta, "se": se, "ci95": [lo, hi], "verdict": verdict}

"""Summaries the analysis commands print: JSON-ready dicts and short text.

Each ``*_summary`` function takes per-game frames (and a few labels) and
returns a plain dict of numbers, lists and strings; :func:`jsonable` makes it
safe for ``json.dumps`` (NaN → null, numpy scalars → Python).
"""

from __future__ import annotations

import math
from typing import Any, Sequence

import numpy as np
import pandas as pd

from . import metrics as m

DEFINITIONS = {
    "win_rate": "wins / games; draws are non-wins and counted apart; ci95 = Wilson score interval",
    "mulligan_rate": "total mulligans / total opening hands drawn (a game with m mulligans drew m+1 hands); "
                     "estimates the exact per-hand P(mulligan)",
    "energy": "per own turn; games already over at that turn (-1) are excluded from the denominator ('games')",
    "prize_lead": "mean (deck A prizes - deck B prizes) at the end of each game turn, over games still running",
    "turns": "game turns: 1 = first player's first turn; own turn t = game turn 2t-1 going first, 2t going second",
}


def jsonable(obj: Any) -> Any:
    """Recursively convert numpy / pandas values; NaN and inf become None."""
    if isinstance(obj, dict):
        return {str(k): jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [jsonable(v) for v in obj]
    if isinstance(obj, pd.DataFrame):
        return [jsonable(r) for r in obj.to_dict(orient="records")]
    if isinstance(obj, np.ndarray):
        return [jsonable(v) for v in obj.tolist()]
    if isinstance(obj, (np.bool_,)):
        return bool(obj)
    if isinstance(obj, np.integer):
        return int(obj)
    if isinstance(obj, (float, np.floating)):
        f = float(obj)
        return f if math.isfinite(f) else None
    return obj


def _energy(df: pd.DataFrame, player: int) -> dict[str, Any]:
    return {"going_first": m.energy_table(df, player, True), "going_second": m.energy_table(df, player, False)}


def matchup_summary(df: pd.DataFrame, *, exact_mulligan: Sequence[float | None] = (None, None)) -> dict[str, Any]:
    """The full metric set for one matchup frame (deck A = player 0)."""
    a = m.win_rate(df, 0)
    b = m.win_rate(df, 1)
    fp = m.first_player_win_rate(df)
    order_a = m.win_rate_by_order(df, 0)
    order_b = m.win_rate_by_order(df, 1)
    length = m.game_length(df)
    attrs = df.attrs
    mull = {}
    for key, p in (("a", 0), ("b", 1)):
        r = m.mulligan_rate(df, p)
        r["exact"] = exact_mulligan[p]
        mull[key] = r
    return {
        "deck_a": attrs.get("deck_a"),
        "deck_b": attrs.get("deck_b"),
        "seed": attrs.get("seed"),
        "rules": attrs.get("rules"),
        "players": list(attrs.get("players", [])),
        "games": a["games"],
        "games_requested": attrs.get("n_games", a["games"]),
        "wins_a": a["wins"],
        "wins_b": b["wins"],
        "draws": a["draws"],
        "win_rate_a": a["win_rate"],
        "ci95_a": a["ci95"],
        "win_rate_b": b["win_rate"],
        "ci95_b": b["ci95"],
        "draw_rate": a["draw_rate"],
        "first_player_win_rate": fp["win_rate"],
        "first_player_ci95": fp["ci95"],
        "mean_turns": length["mean"],
        "win_reasons": m.win_reason_counts(df),
        "win_reasons_a": m.win_reason_counts(df, 0),
        "win_reasons_b": m.win_reason_counts(df, 1),
        "partial": bool(attrs.get("partial", False)),
        "missing_effects": list(attrs.get("missing_effects", [])),
        "going_first": {"a": order_a["going_first"], "b": order_b["going_first"]},
        "going_second": {"a": order_a["going_second"], "b": order_b["going_second"]},
        "game_length": length,
        "prize_race": {
            "kth_prize_turn_a": m.kth_prize_table(df, 0),
            "kth_prize_turn_b": m.kth_prize_table(df, 1),
            "mean_lead_a": m.mean_prize_lead(df, 0),
            "first_ko_turn": m.first_ko(df),
        },
        "mulligans": mull,
        "energy": {"a": _energy(df, 0), "b": _energy(df, 1)},
        "definitions": DEFINITIONS,
    }


def _pct(x: float | None) -> str:
    return "  n/a" if x is None or x != x else f"{100 * x:5.1f}%"


def _ci(ci: Sequence[float]) -> str:
    lo, hi = ci
    return "[n/a]" if lo is None or lo != lo else f"[{100 * lo:.1f}, {100 * hi:.1f}]"


#: Share of games ended by deck-out or the turn limit above which a matchup is flagged.
STALL_SHARE = 0.20


def stall_share(s: dict[str, Any]) -> tuple[float, float, float]:
    """(share ended by deck-out or turn limit, deck-out share, turn-limit share) of a matchup's games."""
    n = s["games"] or 0
    if not n:
        return 0.0, 0.0, 0.0
    d, t = s["win_reasons"].get("deck_out", 0) / n, s["win_reasons"].get("turn_limit", 0) / n
    return d + t, d, t


def stall_note(s: dict[str, Any], a: str | None = None, b: str | None = None) -> str | None:
    """A sentence when more than 20% of a matchup's games end by deck-out or the turn limit, else None."""
    share, d, t = stall_share(s)
    if share <= STALL_SHARE:
        return None
    a, b = a or s["deck_a"], b or s["deck_b"]
    how = " or ".join(f"{what} ({100 * x:.1f}%)" for what, x in (("deck-out", d), ("the turn limit", t)) if x)
    return (f"{100 * share:.1f}% of {a} vs {b} games ended by {how}, not by prizes or a lost board: more than "
            f"{100 * STALL_SHARE:.0f}%. The win rate here largely measures who runs out of cards first; read it "
            f"with the heuristic players' known weaknesses in mind.")


def matchup_text(s: dict[str, Any]) -> str:
    """A compact human summary of :func:`matchup_summary`."""
    a, b = s["deck_a"], s["deck_b"]
    w = max(len(str(a)), len(str(b)), 5)
    lines = [
        f"{a} vs {b}  ({s['games']:,} games{' of ' + format(s['games_requested'], ',') + ', PARTIAL' if s['partial'] else ''}; "
        f"rules {s['rules']}, seed {s['seed']}, players {','.join(s['players'])})",
        f"  {a:<{w}}  wins {s['wins_a']:>9,}  {_pct(s['win_rate_a'])}  95% CI {_ci(s['ci95_a'])}",
        f"  {b:<{w}}  wins {s['wins_b']:>9,}  {_pct(s['win_rate_b'])}  95% CI {_ci(s['ci95_b'])}",
        f"  {'draws':<{w}}       {s['draws']:>9,}  {_pct(s['draw_rate'])}",
        f"  {a} going first {_pct(s['going_first']['a']['win_rate'])} {_ci(s['going_first']['a']['ci95'])}, "
        f"going second {_pct(s['going_second']['a']['win_rate'])} {_ci(s['going_second']['a']['ci95'])}",
        f"  first player wins {_pct(s['first_player_win_rate'])}; mean length {s['mean_turns']:.1f} game turns"
        if s["games"] else "  no games finished",
        "  win reasons: " + ", ".join(f"{k} {v:,}" for k, v in s["win_reasons"].items()),
    ]
    for key, name in (("a", a), ("b", b)):
        mu = s["mulligans"][key]
        exact = mu["exact"]
        lines.append(f"  mulligan per hand {name}: simulated {_pct(mu['rate'])} {_ci(mu['ci95'])}, exact "
                     + (_pct(exact) if exact is not None else "n/a"))
    ko = s["prize_race"]["first_ko_turn"]["any"]
    if ko["n"]:
        lines.append(f"  first Knock Out: game turn {ko['mean']:.1f} on average ({_pct(ko['share'])} of games had one)")
    ea = s["energy"]["a"]
    for order in ("going_first", "going_second"):
        t = ea[order]
        vals = " ".join(_pct(x).strip() for x in t["p_had_energy"].head(4))
        lines.append(f"  {a} P(energy to attach) own turns 1-4 {order.replace('_', ' ')}: {vals}")
    note = stall_note(s)
    if note:
        lines.append(f"  note: {note}")
    return "\n".join(lines)


def matrix_summary(names: list[str], results: dict[tuple[int, int], pd.DataFrame], n_games: int) -> dict[str, Any]:
    """Round robin table from frames for i <= j; cell [j][i] is read from the same games as [i][j]."""
    k = len(names)
    wr = [[None] * k for _ in range(k)]
    ci = [[[None, None] for _ in range(k)] for _ in range(k)]
    games = [[0] * k for _ in range(k)]
    partial = False
    for (i, j), df in results.items():
        # A mirror (i == j) reports player 0, deck A's seat.
        for (r, c, p) in ((i, j, 0), (j, i, 1)) if i != j else ((i, j, 0),):
            w = m.win_rate(df, p)
            wr[r][c] = w["win_rate"]
            ci[r][c] = w["ci95"]
            games[r][c] = w["games"]
        partial |= bool(df.attrs.get("partial", False))
    missing = sorted({e for df in results.values() for e in df.attrs.get("missing_effects", [])})
    return {"decks": names, "win_rate": wr, "ci95": ci, "games": n_games, "games_per_cell": games,
            "partial": partial or len(results) < k * (k + 1) // 2, "missing_effects": missing,
            "note": "win_rate[i][j] = row deck i's win rate against column deck j (draws are non-wins); "
                    "[j][i] comes from the same games seen from the other side"}


def matrix_text(s: dict[str, Any]) -> str:
    """Decks numbered once, then a table with numbered columns (long names stay readable)."""
    names = s["decks"]
    k = len(names)
    lines = [f"Win rate of the row deck against the column deck ({s['games']:,} games per pairing"
             + (", PARTIAL" if s["partial"] else "") + "; 95% Wilson interval below)"]
    lines += [f"  #{i + 1} {n}" for i, n in enumerate(names)]
    lines.append("      " + "".join(f"{'#' + str(j + 1):>15}" for j in range(k)))
    for i in range(k):
        cells, cis = [], []
        for j in range(k):
            v = s["win_rate"][i][j]
            lo, hi = s["ci95"][i][j]
            cells.append(f"{'--' if v is None or v != v else f'{100 * v:.1f}%':>15}")
            cis.append(f"{'' if lo is None or lo != lo else f'[{100 * lo:.1f},{100 * hi:.1f}]':>15}")
        lines.append(f"  #{i + 1:<3}" + "".join(cells))
        lines.append("      " + "".join(cis))
    return "\n".join(lines)


def _outcomes(df: pd.DataFrame) -> pd.Series:
    return pd.Series((df["winner"].to_numpy() == 0).astype(np.float64), index=df["game"].to_numpy())


def compare_summary(base_name: str, variant_names: list[str], field_names: list[str],
                    base_runs: list[pd.DataFrame | None], variant_runs: list[list[pd.DataFrame | None]]) -> dict[str, Any]:
    """Paired comparison of each variant against the base over the same field and seeds.

    ``base_runs[f]`` is base vs field deck f; ``variant_runs[v][f]`` is variant v
    vs field deck f.  Games are paired by (field deck, game index); when a run
    was cut short only the games both sides finished are paired.
    """
    base_wins = [(_outcomes(df) if df is not None else pd.Series(dtype=float)) for df in base_runs]
    pooled_base = pd.concat(base_wins) if base_wins else pd.Series(dtype=float)
    n_b = len(pooled_base)
    wb = m._rate(int(pooled_base.sum()), n_b)
    base = {"name": base_name, "games": n_b, "win_rate": wb["win_rate"], "ci95": wb["ci95"],
            "by_field": [{"field": f, **{k: m._rate(int(s.sum()), len(s))[k] for k in ("games", "win_rate", "ci95")}}
                         for f, s in zip(field_names, base_wins)]}
    variants = []
    partial = any(df is None or df.attrs.get("partial") for df in base_runs)
    for name, runs in zip(variant_names, variant_runs):
        bs, vs, by_field = [], [], []
        for f, bser, df in zip(field_names, base_wins, runs):
            partial |= df is None or bool(df.attrs.get("partial"))
            vser = _outcomes(df) if df is not None else pd.Series(dtype=float)
            common = bser.index.intersection(vser.index)
            b_arr, v_arr = bser.loc[common].to_numpy(), vser.loc[common].to_numpy()
            bs.append(b_arr)
            vs.append(v_arr)
            pc = m.paired_comparison(b_arr, v_arr)
            by_field.append({"field": f, "games": pc["n"], "win_rate": pc["variant_win_rate"], "delta": pc["delta"],
                             "ci95": pc["ci95"], "verdict": pc["verdict"]})
        pc = m.paired_comparison(np.concatenate(bs) if bs else np.zeros(0), np.concatenate(vs) if vs else np.zeros(0))
        variants.append({"name": name, "games": pc["n"], "win_rate": pc["variant_win_rate"],
                         "base_win_rate": pc["base_win_rate"], "delta": pc["delta"], "ci95": pc["ci95"],
                         "verdict": pc["verdict"], "by_field": by_field})
    return {"base": base, "variants": variants, "field": field_names, "partial": partial,
            "note": "delta = variant win rate - base win rate over the same seeded games (common random numbers); "
                    "ci95 = delta +/- 1.96 * sd(per-game difference) / sqrt(n) (normal approximation)"}


def compare_frame(s: dict[str, Any]) -> pd.DataFrame:
    """One row per (variant, opponent) and one per variant over the whole field ("all")."""
    rows = []
    for v in s["variants"]:
        for r in [*v["by_field"], {**v, "field": "all"}]:
            rows.append({"variant": v["name"], "opponent": r["field"], "games": r["games"],
                         "win_rate": r["win_rate"], "delta": r["delta"], "ci95_low": r["ci95"][0],
                         "ci95_high": r["ci95"][1], "verdict": r["verdict"]})
    return pd.DataFrame(rows, columns=["variant", "opponent", "games", "win_rate", "delta", "ci95_low", "ci95_high", "verdict"])


def _delta(d: float, ci: Sequence[float]) -> str:
    lo, hi = ci
    if d is None or d != d or lo is None or lo != lo:
        return "n/a"
    return f"{100 * d:+.2f} pts [{100 * lo:+.2f}, {100 * hi:+.2f}]"


def compare_text(s: dict[str, Any]) -> str:
    b = s["base"]
    w = max([len(b["name"])] + [len(v["name"]) for v in s["variants"]])
    lines = [f"Against the field ({', '.join(s['field'])}){' PARTIAL' if s['partial'] else ''}:",
             f"  base     {b['name']:<{w}}  {_pct(b['win_rate'])} {_ci(b['ci95'])}  ({b['games']:,} games)"]
    for v in s["variants"]:
        lines.append(f"  variant  {v['name']:<{w}}  {_pct(v['win_rate'])}  delta {_delta(v['delta'], v['ci95'])}  {v['verdict']}")
    # the same per opponent: a variant can help against one deck and hurt against another
    fw = max([len("opponent")] + [len(f) for f in s["field"]])
    by_base = {r["field"]: r for r in b.get("by_field", [])}
    for v in s["variants"]:
        lines.append("")
        lines.append(f"  {v['name']} against each opponent:")
        lines.append(f"    {'opponent':<{fw}}  {'games':>8}  {'base':>7}  {'variant':>7}  delta (95% CI)")
        for r in v["by_field"]:
            base_rate = by_base.get(r["field"], {}).get("win_rate")
            lines.append(f"    {r['field']:<{fw}}  {r['games']:>8,}  {_pct(base_rate).strip():>7}  {_pct(r['win_rate']).strip():>7}  "
                         f"{_delta(r['delta'], r['ci95'])}  {r['verdict']}")
    return "\n".join(lines)


def goldfish_summary(df: pd.DataFrame, *, exact_mulligan: float | None = None, max_turn: int = 10) -> dict[str, Any]:
    """Speed of a deck against a passive copy of itself (the deck is player 0)."""
    out: dict[str, Any] = {"deck": df.attrs.get("deck_a"), "seed": df.attrs.get("seed"), "rules": df.attrs.get("rules"),
                           "players": list(df.attrs.get("players", [])), "games": len(df),
                           "games_requested": df.attrs.get("n_games", len(df)),
                           "partial": bool(df.attrs.get("partial", False)),
                           "missing_effects": list(df.attrs.get("missing_effects", []))}
    # The game turn the deck won on, for P(won by own turn t).
    won = df.assign(win_turn_0=np.where(df["winner"].to_numpy() == 0, df["turns"].to_numpy(), -1))
    for order, gf in (("going_first", True), ("going_second", False)):
        out[order] = {
            "games": int(np.count_nonzero((df["first_player"].to_numpy() == 0) == gf)),
            "first_attack": m.p_by_own_turn(df, "first_attack_turn", 0, max_turn, gf),
            "stage2_in_play": m.p_by_own_turn(df, "first_stage2_turn", 0, max_turn, gf),
            "won": m.p_by_own_turn(won, "win_turn", 0, max_turn, gf),
            "energy": m.energy_table(df, 0, gf),
        }
    mu = m.mulligan_rate(df, 0)
    mu["exact"] = exact_mulligan
    out["mulligans"] = mu
    out["win_reasons"] = m.win_reason_counts(df, 0)
    out["mean_turns"] = m.game_length(df)["mean"]
    out["definitions"] = {
        "p_by_turn": "P(event by own turn t); denominator = games still running at own turn t plus games where the "
                     "event had already happened (games that ended earlier without it are left out)",
        **{k: DEFINITIONS[k] for k in ("mulligan_rate", "energy", "turns")},
    }
    return out


def goldfish_text(s: dict[str, Any]) -> str:
    lines = [f"Goldfish: {s['deck']} vs a passive copy ({s['games']:,} games{', PARTIAL' if s['partial'] else ''}; "
             f"rules {s['rules']}, seed {s['seed']})",
             f"  {'own turn':<26}" + "".join(f"{t:>7}" for t in range(1, 11))]
    for order in ("going_first", "going_second"):
        o = s[order]
        lines.append(f" {order.replace('_', ' ')} ({o['games']:,} games)")
        for key, label in (("first_attack", "P(attacked by t)"), ("stage2_in_play", "P(Stage 2 by t)"),
                           ("won", "P(won by t)")):
            lines.append(f"  {label:<26}" + "".join(f"{_pct(p).strip():>7}" for p in o[key]["p"]))
        lines.append(f"  {'P(energy to attach)':<26}" + "".join(f"{_pct(p).strip():>7}" for p in o["energy"]["p_had_energy"]))
    mu = s["mulligans"]
    lines.append(f"  mulligan per hand: simulated {_pct(mu['rate'])}, exact "
                 + (_pct(mu["exact"]) if mu["exact"] is not None else "n/a"))
    return "\n".join(lines)

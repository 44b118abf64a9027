"""The matchup report: one folder with index.html, PNG charts, CSV (and Parquet).

``index.html`` is self-contained apart from the PNGs it references by relative
path, so the folder can be zipped, moved or served as is.  The folder is never
written over silently: :func:`prepare_out_dir` refuses a non-empty folder
unless ``force`` is given (and even then only files of the same names are
replaced).
"""

from __future__ import annotations

import datetime as _dt
import html
import json
import re
from pathlib import Path
from typing import Any, Sequence

import pandas as pd

from .. import __version__
from ..analysis.summary import DEFINITIONS, STALL_SHARE, jsonable, stall_note, stall_share  # noqa: F401
from ..errors import UserError
from . import figures


def prepare_out_dir(path: str | Path, force: bool = False) -> Path:
    """Create ``path``; refuse an existing non-empty folder (or a file) unless ``force``."""
    p = Path(path)
    if p.exists() and not p.is_dir():
        raise UserError(f"{p}: exists and is not a folder; choose another output folder")
    if p.is_dir() and any(p.iterdir()) and not force:
        raise UserError(f"{p}: folder exists and is not empty; choose a new folder or pass --force to overwrite its files")
    try:
        p.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserError(f"{p}: cannot create the output folder ({exc.strerror})") from None
    return p


def slug(text: str) -> str:
    s = re.sub(r"[^A-Za-z0-9]+", "_", str(text)).strip("_").lower()
    return s[:40] or "deck"


def have_parquet() -> bool:
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        return False
    return True


def write_games(df: pd.DataFrame, out: Path, stem: str) -> list[str]:
    """The per-game frame as CSV, and as Parquet when pyarrow imports."""
    files = [f"{stem}.csv"]
    df.to_csv(out / f"{stem}.csv", index=False)
    if have_parquet():
        plain = df.copy()
        plain.attrs = {}  # attrs are not all Parquet metadata-safe
        plain.to_parquet(out / f"{stem}.parquet", index=False)
        files.append(f"{stem}.parquet")
    return files


def write_matchup_outputs(df: pd.DataFrame, summary: dict[str, Any], out: Path) -> list[str]:
    """`matchup --out`: per-game CSV (+ Parquet), summary.json and the chart set."""
    files = write_games(df, out, "games")
    (out / "summary.json").write_text(json.dumps(jsonable(summary), indent=1) + "\n", encoding="utf-8")
    files.append("summary.json")
    files += [f for f, _ in figures.matchup_figures(df, summary, out)]
    return files


# --------------------------------------------------------------------------
# HTML
# --------------------------------------------------------------------------

_CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}
h1{font-size:1.6em}h2{margin-top:2em;border-bottom:1px solid #ccc}h3{margin-top:1.5em}
table{border-collapse:collapse;margin:.5em 0 1em;font-size:.9em}th,td{border:1px solid #ccc;padding:.25em .6em;text-align:right}
th{background:#f3f3f3}td:first-child,th:first-child{text-align:left}
figure{margin:1em 0}figure img{max-width:100%;border:1px solid #eee}figcaption{font-size:.85em;color:#555}
code,pre{background:#f6f6f6;padding:.1em .3em}pre{padding:.6em;overflow-x:auto;white-space:pre-wrap}
.warn{background:#fff3cd;border:1px solid #e0c060;padding:.5em}.meta td{text-align:left;white-space:normal}
.cols{display:flex;flex-wrap:wrap;gap:0 2em;align-items:flex-start}td{white-space:nowrap}
.deck td:nth-child(2),.deck th:nth-child(2){text-align:left}.note{font-size:.85em;color:#555;margin:.2em 0}
"""


def _pct(x: Any) -> str:
    return "n/a" if x is None or x != x else f"{100 * x:.1f}%"


def _ci(ci: Sequence[Any]) -> str:
    lo, hi = ci
    return "n/a" if lo is None or lo != lo else f"[{100 * lo:.1f}, {100 * hi:.1f}]"


def _table(head: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    h = "".join(f"<th>{html.escape(str(c))}</th>" for c in head)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>" for r in rows)
    return f"<table><thead><tr>{h}</tr></thead><tbody>{body}</tbody></table>"


def _whole(col: pd.Series) -> bool:
    """A numeric column whose values are all whole numbers (counts, turns, k)."""
    if not pd.api.types.is_numeric_dtype(col):
        return False
    vals = col.dropna()
    return bool(len(vals)) and bool((vals == vals.round()).all())


def _frame_table(df: pd.DataFrame, pct_cols: Sequence[str] = (), digits: int = 2) -> str:
    # format column by column: iterrows would upcast a row of ints and floats to floats ("1.0")
    whole = {c: c not in pct_cols and _whole(df[c]) for c in df.columns}
    rows = []
    for values in df.itertuples(index=False, name=None):
        row = []
        for c, v in zip(df.columns, values):
            if c in pct_cols:
                row.append(_pct(v))
            elif isinstance(v, (int, float)) and v == v and whole[c]:
                row.append(f"{int(v):,}")
            elif isinstance(v, float):
                row.append("n/a" if v != v else f"{v:.{digits}f}")
            else:
                row.append(v)
        rows.append(row)
    return _table(list(df.columns), rows)


def _figure(file: str, caption: str) -> str:
    return (f'<figure><img src="{html.escape(file)}" alt="{html.escape(caption)}">'
            f"<figcaption>{html.escape(caption)}</figcaption></figure>")


#: The report's one turn unit, stated at its top.
TURN_UNIT = ("Every turn in this report is a game turn: turn 1 is the first player's first turn, the player "
             "going first plays the odd turns and the player going second the even ones (a deck's own turn t "
             "is game turn 2t-1 going first, 2t going second).")

#: Column names for people, by the frames' field names.
PRIZE_COLUMNS = {"k": "prize", "games_taken": "games taken", "share": "share of games", "mean_turn": "mean game turn",
                 "median_turn": "median game turn", "p10_turn": "10% took it by game turn",
                 "p90_turn": "90% took it by game turn"}
ENERGY_COLUMNS = {"game_turn": "game turn", "order": "turn order", "games": "games",
                  "p_had_energy": "Energy in hand", "mean_in_play": "in play (mean)"}
#: Win reasons as people say them.
REASON_NAMES = {"prizes": "took every prize", "no_pokemon": "no Pokémon left in play", "deck_out": "deck-out (could not draw)",
                "turn_limit": "turn limit reached", "sudden_death": "sudden death", "draw": "draw"}


def seat_names(s: dict[str, Any]) -> tuple[str, str]:
    """The two decks' names, told apart in a mirror: "Haymaker (A)" / "Haymaker (B)"."""
    a, b = s["deck_a"] or "deck A", s["deck_b"] or "deck B"
    return (f"{a} (A)", f"{b} (B)") if a == b else (a, b)


def stall_warning(s: dict[str, Any]) -> str | None:
    """The deck-out / turn-limit flag of a matchup (more than 20% of its games), with seat names."""
    return stall_note(s, *seat_names(s))


def energy_rows(s: dict[str, Any], side: str) -> pd.DataFrame:
    """One deck's Energy table by game turn (going first: odd turns, going second: even turns)."""
    parts = []
    for order, label, offset in (("going_first", "going first", 1), ("going_second", "going second", 0)):
        t = s["energy"][side][order][["turn", "games", "p_had_energy", "mean_in_play"]].copy()
        t.insert(0, "game_turn", 2 * t["turn"] - offset)
        t.insert(1, "order", label)
        parts.append(t.drop(columns="turn"))
    out = pd.concat(parts, ignore_index=True).sort_values("game_turn", kind="stable")
    return out.reset_index(drop=True)


def decklist_lines(deck: Any) -> list[tuple[int, str, str]]:
    """(copies, name, set code and number) for each line of a :class:`~ptcgsim.decks.Deck`."""
    return [(e.count, e.card.name, f"{e.card.set_code} {e.card.number}".strip()) for e in deck.entries]


def summary_rows(matchups: Sequence[dict[str, Any]]) -> pd.DataFrame:
    rows = []
    for s in matchups:
        rows.append({
            "deck": s["deck_a"], "opponent": s["deck_b"], "games": s["games"], "wins": s["wins_a"],
            "losses": s["wins_b"], "draws": s["draws"], "win_rate": s["win_rate_a"],
            "ci95_low": s["ci95_a"][0], "ci95_high": s["ci95_a"][1],
            "win_rate_going_first": s["going_first"]["a"]["win_rate"],
            "win_rate_going_second": s["going_second"]["a"]["win_rate"],
            "first_player_win_rate": s["first_player_win_rate"], "mean_turns": s["mean_turns"],
            "share_deck_out_or_turn_limit": stall_share(s)[0], "partial": s["partial"],
        })
    return pd.DataFrame(rows)


def _tidy_tables(matchups: Sequence[dict[str, Any]]) -> dict[str, pd.DataFrame]:
    """Long-format summary tables, one row per (matchup, …), for CSV."""
    reasons, prizes, energy, mull = [], [], [], []
    for s in matchups:
        key = {"deck": s["deck_a"], "opponent": s["deck_b"]}
        for reason, count in s["win_reasons"].items():
            reasons.append({**key, "reason": reason, "games": count, "won_by_deck": s["win_reasons_a"][reason],
                            "won_by_opponent": s["win_reasons_b"][reason]})
        for side, tag in (("a", "deck"), ("b", "opponent")):
            t = s["prize_race"][f"kth_prize_turn_{side}"]
            for r in t.to_dict(orient="records"):
                prizes.append({**key, "player": tag, **r})
            mu = s["mulligans"][side]
            mull.append({**key, "player": tag, "hands": mu["hands"], "mulligans": mu["mulligans"],
                         "simulated_rate": mu["rate"], "ci95_low": mu["ci95"][0], "ci95_high": mu["ci95"][1],
                         "exact_rate": mu["exact"], "games_with_mulligan": mu["games_with_mulligan"]})
            for order in ("going_first", "going_second"):
                for r in s["energy"][side][order].to_dict(orient="records"):
                    energy.append({**key, "player": tag, "order": order, **r})
    return {"win_reasons": pd.DataFrame(reasons), "prize_turns": pd.DataFrame(prizes),
            "energy": pd.DataFrame(energy), "mulligans": pd.DataFrame(mull)}


def write_report(out: Path, *, decks: Sequence[str], frames: Sequence[pd.DataFrame],
                 summaries: Sequence[dict[str, Any]], matrix: dict[str, Any] | None, command: str,
                 seed: int, rules: str, players: Sequence[str], n_games: int,
                 decklists: Sequence[tuple[str, Any]] = ()) -> list[str]:
    """Write index.html, charts, CSV and Parquet for deck A against each other deck.

    ``frames[i]`` / ``summaries[i]`` are deck A vs ``decks[i + 1]``; ``matrix``
    (round robin of all decks) is drawn when given; ``decklists`` are
    ``(name, Deck)`` pairs printed in the report.  Returns the files written.
    """
    files: list[str] = []
    # a mirror's two seats get told apart everywhere ("Haymaker (A)" / "Haymaker (B)")
    summaries = [{**s, "deck_a": seat_names(s)[0], "deck_b": seat_names(s)[1]} for s in summaries]
    meta_summary = None
    now = _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    many = len(summaries) > 1
    parts: list[str] = []
    partial = any(s["partial"] for s in summaries) or bool(matrix and matrix.get("partial"))
    missing = sorted({e for s in summaries for e in s["missing_effects"]})

    opponents = [s["deck_b"] for s in summaries] or list(decks[1:])
    first = summaries[0]["deck_a"] if summaries else decks[0]
    parts.append(f"<h1>ptcgsim report: {html.escape(first)} vs {html.escape(', '.join(opponents))}</h1>")
    meta = [("command", command), ("seed", seed), ("rules", rules), ("players", ",".join(players)),
            ("games per matchup", f"{n_games:,}"), ("ptcgsim version", __version__), ("generated", now)]
    parts.append('<table class="meta">' + "".join(
        f"<tr><th>{html.escape(k)}</th><td>{'<code>' + html.escape(str(v)) + '</code>' if k == 'command' else html.escape(str(v))}</td></tr>"
        for k, v in meta) + "</table>")
    parts.append(f"<p>Reproduce: <code>{html.escape(command)}</code></p>")
    if partial:
        parts.append('<p class="warn">PARTIAL: the run was interrupted; the numbers cover only the games that finished.</p>')
    if missing:
        parts.append(f'<p class="warn">{len(missing)} card effects were not simulated: {html.escape(", ".join(missing))}</p>')
    for s in summaries:
        warn = stall_warning(s)
        if warn:
            parts.append(f'<p class="warn">{html.escape(warn)}</p>')
    if not have_parquet():
        parts.append('<p class="warn">No Parquet files were written: pyarrow is not installed (<code>pip install pyarrow</code>). '
                     'The CSV files hold the same per-game data.</p>')
    parts.append(f"<p><b>Turns.</b> {html.escape(TURN_UNIT)}</p>")

    table = summary_rows(summaries)
    table.to_csv(out / "summary.csv", index=False)
    files.append("summary.csv")
    parts.append(f"<h2>Summary: {html.escape(first)} against each opponent</h2>")
    parts.append(_table(["opponent", "games", "wins", "losses", "draws", "win rate", "95% CI", "win rate going first",
                         "win rate going second", "first player wins", "mean game turns", "ended by deck-out or turn limit"],
                        [[s["deck_b"], f"{s['games']:,}", f"{s['wins_a']:,}", f"{s['wins_b']:,}", f"{s['draws']:,}",
                          _pct(s["win_rate_a"]), _ci(s["ci95_a"]), _pct(s["going_first"]["a"]["win_rate"]),
                          _pct(s["going_second"]["a"]["win_rate"]), _pct(s["first_player_win_rate"]),
                          "n/a" if s["mean_turns"] != s["mean_turns"] else f"{s['mean_turns']:.1f}",
                          _pct(stall_share(s)[0]) + (" ⚠" if stall_warning(s) else "")]
                         for s in summaries]))

    if decklists:
        parts.append("<h2>Decklists</h2><div class=\"cols\">")
        seats = len(decks) > len(decklists)  # the same deck in two seats (a mirror)
        for name, deck in decklists:
            rows = decklist_lines(deck)
            both = " — both seats, A and B" if seats and list(decks).count(name) > 1 else ""
            parts.append(f"<div><h3>{html.escape(name)} ({sum(r[0] for r in rows)} cards{both})</h3>"
                         + _table(["copies", "card", "set and number"], rows).replace("<table>", "<table class=\"deck\">", 1) + "</div>")
        parts.append("</div>")

    if matrix is not None:
        figures.matrix_figure(matrix, out / "matrix_heatmap.png")
        files.append("matrix_heatmap.png")
        pd.DataFrame(matrix["win_rate"], index=matrix["decks"], columns=matrix["decks"]).to_csv(out / "matrix.csv")
        files.append("matrix.csv")
        parts.append("<h2>Round robin</h2>")
        parts.append(_figure("matrix_heatmap.png", "Win rate of the row deck against the column deck, 95% Wilson intervals (mirrors included)."))
        from .meta_html import meta_section

        meta_parts, meta_files, meta_summary = meta_section(matrix, out, seed)
        parts += meta_parts
        files += meta_files

    for df, s in zip(frames, summaries):
        prefix = f"{slug(s['deck_b'])}_" if many else ""
        parts.append(f"<h2>{html.escape(s['deck_a'])} vs {html.escape(s['deck_b'])}</h2>")
        game_files = write_games(df, out, f"{prefix}games")
        files += game_files
        chart_files = figures.matchup_figures(df, s, out, prefix)
        files += [f for f, _ in chart_files]
        warn = stall_warning(s)
        if warn:
            parts.append(f'<p class="warn">{html.escape(warn)}</p>')
        parts.append("<h3>Win reasons</h3>")
        parts.append(_table(["reason", "games", f"won by {s['deck_a']}", f"won by {s['deck_b']}"],
                            [[REASON_NAMES.get(r, r), f"{c:,}", f"{s['win_reasons_a'][r]:,}", f"{s['win_reasons_b'][r]:,}"]
                             for r, c in s["win_reasons"].items()]))
        parts.append("<h3>Mulligans (per opening hand)</h3>")
        parts.append(_table(["deck", "hands drawn", "mulligans", "simulated", "95% CI", "exact"],
                            [[name, f"{mu['hands']:,}", f"{mu['mulligans']:,}", _pct(mu["rate"]), _ci(mu["ci95"]),
                              _pct(mu["exact"])] for name, mu in ((s["deck_a"], s["mulligans"]["a"]),
                                                                  (s["deck_b"], s["mulligans"]["b"]))]))
        for side, name in (("a", s["deck_a"]), ("b", s["deck_b"])):
            parts.append(f"<h3>Prize race: the game turn {html.escape(name)} takes its k-th prize</h3>")
            t = s["prize_race"][f"kth_prize_turn_{side}"].rename(columns=PRIZE_COLUMNS)
            parts.append(_frame_table(t, pct_cols=(PRIZE_COLUMNS["share"],), digits=1))
        ko = s["prize_race"]["first_ko_turn"]["any"]
        parts.append(f"<p>First Knock Out of the game: game turn {ko['mean']:.1f} on average, median {ko['median']:.0f} "
                     f"({_pct(ko['share'])} of games had one).</p>" if ko["n"] else "<p>No Knock Outs.</p>")
        parts.append("<h3>Energy by game turn</h3><p class=\"note\">Odd turns: the deck went first; even turns: it went "
                     "second. games: games still running; Energy in hand: had one to attach; in play: Energy attached "
                     "at the end of the turn.</p>")
        parts.append('<div class="cols">')
        for side, name in (("a", s["deck_a"]), ("b", s["deck_b"])):
            t = energy_rows(s, side).drop(columns="order").rename(columns=ENERGY_COLUMNS)
            parts.append(f"<div><h4>{html.escape(name)}</h4>")
            parts.append(_frame_table(t, pct_cols=(ENERGY_COLUMNS["p_had_energy"],)) + "</div>")
        parts.append("</div>")
        parts.append("<h3>Charts</h3>")
        parts += [_figure(f, c) for f, c in chart_files]
        parts.append("<p>Per-game data: " + ", ".join(f'<a href="{html.escape(f)}">{html.escape(f)}</a>' for f in game_files) + "</p>")

    for name, t in _tidy_tables(summaries).items():
        t.to_csv(out / f"{name}.csv", index=False)
        files.append(f"{name}.csv")
    (out / "summary.json").write_text(json.dumps(jsonable({"decks": list(decks), "matchups": list(summaries),
                                                             "matrix": matrix, "meta": meta_summary}), indent=1) + "\n", encoding="utf-8")
    files.append("summary.json")

    parts.append("<h2>Definitions</h2><ul>" + "".join(
        f"<li><b>{html.escape(k)}</b>: {html.escape(v)}</li>" for k, v in {
            **DEFINITIONS, "energy": "by game turn in this report (own turn t = game turn 2t-1 going first, 2t going "
                                     "second); games already over at that turn are left out ('games running')"}.items())
        + "</ul>")
    parts.append("<h2>Files</h2><ul>" + "".join(
        f'<li><a href="{html.escape(f)}">{html.escape(f)}</a></li>' for f in files) + "</ul>")
    doc = (f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>ptcgsim report: "
           f"{html.escape(' vs '.join(decks))}</title><style>{_CSS}</style></head><body>\n"
           + "\n".join(parts) + "\n</body></html>\n")
    (out / "index.html").write_text(doc, encoding="utf-8")
    files.insert(0, "index.html")
    return files

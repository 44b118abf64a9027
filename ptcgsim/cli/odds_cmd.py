"""``ptcgsim odds``: exact opening, draw and prize odds for a decklist (no simulation)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from ..errors import UserError
from ..odds import deck_odds, parse_group
from . import app, fail
from .options import Out, Rules, check_chart, check_rules, choose_rules, mark_rules

#: Prize cards per format (RULES.md §1, §3: mini format 30 cards / 3 prizes).
FORMAT_PRIZES = {"standard": 6, "mini": 3}


def _pct(p: float) -> str:
    return f"{100 * p:.1f}"


def _print_table(result: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    p = result["mulligan_probability"]
    console.print(
        f"[bold]{result['deck'] or 'deck'}[/bold]: {result['deck_size']} cards, {result['basics']} Basic Pokémon, "
        f"{result['rules']} rules, {result['prizes']} prizes"
    )
    console.print(
        f"mulligan {100 * p:.2f}% per hand; expected mulligans {result['expected_mulligans']:.3f}; "
        f"expected extra cards for the opponent {result['expected_extra_cards_for_opponent']:.3f}"
    )
    rows_all = result["groups"] + result["cards"]
    same = all(r["p_by_turn"]["first"] == r["p_by_turn"]["second"] for r in rows_all)
    n_turns = len(rows_all[0]["p_by_turn"]["first"])
    shown = [t for t in (1, 3, n_turns) if t <= n_turns]
    shown = sorted(set(shown)) if same else sorted(set(shown[:2]))
    turn_cols = [(f"T{t}", "first", t) for t in shown] if same else [
        (f"T{t}{lab}", side, t) for t in shown for lab, side in (("a", "first"), ("b", "second"))]
    for title, rows in (("Groups", result["groups"]), ("Cards", result["cards"])):
        t = Table(title=f"{title}: % chance of at least one", box=None, title_justify="left", header_style="bold underline",
                  pad_edge=False, padding=(0, 1))
        t.add_column("name", min_width=13, overflow="fold")
        t.add_column("n", justify="right", no_wrap=True)
        t.add_column("open", justify="right", no_wrap=True)
        t.add_column("kept", justify="right", no_wrap=True)
        for label, _, _ in turn_cols:
            t.add_column(label, justify="right", no_wrap=True)
        t.add_column("prized", justify="right", no_wrap=True)
        t.add_column("E prz", justify="right", no_wrap=True)
        for r in rows:
            bt = r["p_by_turn"]
            t.add_row(r["name"], str(r["copies"]), _pct(r["p_open"]), _pct(r["p_open_keep"]),
                      *[_pct(bt[side][turn - 1]) for _, side, turn in turn_cols],
                      _pct(r["p_prized_any"]), f"{r['expected_prized']:.2f}")
        console.print()
        console.print(t)
    who = "either player" if same else "a = going first, b = going second"
    console.print()
    console.print(
        "open: in the opening 7; kept: in a hand with a Basic; Tn: seen by the start of your turn n "
        f"({who}); prized: at least one copy prized; E prz: expected copies prized. --json gives every figure.",
        style="dim",
    )


@app.command("odds")
def odds_cmd(
    deck: Annotated[Path, typer.Argument(help="decklist file")],
    rules: Rules = None,
    as_json: Annotated[bool, typer.Option("--json", help="print exactly one JSON object on stdout")] = False,
    group: Annotated[str | None, typer.Option("--group", help='comma-separated card names counted as one target, e.g. "Bill,Professor Oak"')] = None,
    chart: Annotated[Path | None, typer.Option("--chart", help="write the by-turn curves here (.png, .svg or .pdf)")] = None,
    out: Out = None,
    force: Annotated[bool, typer.Option("--force", help="write into an existing non-empty output folder")] = False,
    format: Annotated[str, typer.Option("--format", help="deck format: standard (60 cards, 6 prizes) or mini (30, 3)")] = "standard",
) -> None:
    """Exact hypergeometric odds: mulligans, opening hand, draws by turn, prizes.

    DECK may be '-' to read the decklist from standard input.  --out writes odds.json and odds_by_turn.png.
    """
    written: list[str] = []
    try:
        if rules is not None:
            rules = check_rules(rules)
        if format not in FORMAT_PRIZES:
            raise UserError(f"--format {format!r}: choose one of {'|'.join(FORMAT_PRIZES)}")
        if group is not None and not parse_group(group):
            raise UserError(f"--group {group!r}: no card names in it — give names separated by commas, e.g. \"Bill,Professor Oak\"")
        check_chart(chart)
        if out is not None:
            from ..report.html import prepare_out_dir

            prepare_out_dir(out, force)
        from ..decks import load_deck

        choice = choose_rules(rules, [deck])
        rules = choice.rules
        d = load_deck(deck, format=format, rules=rules)
        result = deck_odds(d, rules, group=group, prizes=FORMAT_PRIZES[format])
        mark_rules(result, choice)
        choice.announce()
        targets = ([chart] if chart is not None else []) + ([out / "odds_by_turn.png"] if out is not None else [])
        for path in targets:
            from ..odds import by_turn_chart
            from ..report.charts import save

            fig = by_turn_chart(result)
            written.append(str(save(fig, path, dpi=120, tight_bbox=True)))
        if out is not None:
            (out / "odds.json").write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
            written.append(str(out / "odds.json"))
    except UserError as err:
        fail(err)
    if as_json:
        typer.echo(json.dumps(result, ensure_ascii=False))
    else:
        _print_table(result)
    for f in written:
        typer.echo(f"wrote {f}", err=True)

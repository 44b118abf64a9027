"""``ptcgsim validate``: read a decklist, check it, print a summary or every problem."""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from ..decks import check_deck, format_name
from ..errors import EXIT_USER_ERROR, DeckError, UserError
from . import app, fail
from .options import Rules, check_rules, choose_rules


class DeckFormat(str, Enum):
    standard = "standard"
    mini = "mini"


@app.command("validate")
def validate(
    deck: Annotated[Path, typer.Argument(help="Decklist file (PTCGL, Limitless, PTCGO or plain 'COUNT NAME [SET NUMBER]' lines); '-' reads standard input.")],
    format: Annotated[str, typer.Option("--format", metavar="[standard|mini]", help="Deck size rules: standard (60 cards) or mini (30).")] = "standard",
    rules: Rules = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object on stdout instead of a summary.")] = False,
) -> None:
    """Check a decklist: card names, set codes, counts and deck-construction rules.

    The answer names the format checked: --rules base checks a 1999 Base-Fossil deck, modern a modern Standard deck (a plain card name means that era's printing).
    """
    try:
        if rules is not None:
            rules = check_rules(rules)
        if format not in DeckFormat.__members__:
            raise UserError(f"--format {format!r}: choose one of {'|'.join(DeckFormat.__members__)}")
        inferred = False
        if rules is None:  # cards of another era than --rules (or of several) are reported by the era check below
            choice = choose_rules(None, [deck], mixed_ok=True)
            rules, inferred = choice.rules, choice.inferred
            choice.announce()
        report = check_deck(deck, format=format, rules=rules)
    except UserError as err:  # e.g. the card database cannot be read
        fail(err)
        return
    summary = report.deck.summary() if report.deck is not None else {}
    checked = format_name(rules, format)
    # honest: a list of 2023 cards is not "a valid 1999 deck"
    verdict = f"{format} deck for {rules} rules (not a {format_name(rules)} list)" if report.off_era else f"{checked} deck"
    if as_json:
        obj = {
            "deck": report.deck.name if report.deck is not None else Path(deck).stem,
            "valid": report.valid,
            "format": checked,
            "rules": rules,
            "rules_inferred": inferred,
            "not_of_the_era": report.off_era,
            "cards": summary.get("cards", 0),
            "pokemon": summary.get("pokemon", 0),
            "trainers": summary.get("trainers", 0),
            "energy": summary.get("energy", 0),
            "basics": summary.get("basics", 0),
            "warnings": report.warnings,
            "errors": report.errors,
        }
        typer.echo(json.dumps(obj, ensure_ascii=False))
        if not report.valid:
            for line in report.errors:
                typer.echo(f"error: {line}", err=True)
            raise typer.Exit(EXIT_USER_ERROR)
        return
    for w in report.warnings:
        typer.echo(f"warning: {w}", err=True)
    if not report.valid:
        fail(DeckError(*report.errors))
    typer.echo(
        f"{report.deck.name}: valid {verdict}, {summary['cards']} cards — "
        f"{summary['pokemon']} Pokémon, {summary['trainers']} Trainers, {summary['energy']} Energy; "
        f"{summary['basics']} Basic Pokémon"
    )

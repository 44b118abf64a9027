"""Option definitions and checks shared by every command (one place, so they cannot drift).

Each check raises :class:`~ptcgsim.errors.UserError` with one line that names
the option, so a bad value gives one clear message and exit code 2 (typer's
own choice errors print a multi-line box, hence plain ``str`` options with
the choices in the metavar).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Sequence

import typer

from ..errors import UserError

RULES = ("base", "ex", "modern")
#: The rules preset of a command whose decks name no set (plain card names only); with set
#: codes or card ids the decks' era decides (:func:`choose_rules`).
DEFAULT_RULES = "base"
#: Era order: a card of a later era than the chosen rules is warned about.
_ERA_ORDER = {r: i for i, r in enumerate(RULES)}
#: Seeds are 64-bit: larger values would wrap around silently (2**64 would equal seed 0).
MAX_SEED = (1 << 64) - 1
#: Games per pairing: more would run for days; split a larger run over several seeds.
MAX_GAMES = 100_000_000
#: Chart files the commands can write (matplotlib picks the encoder from the suffix).
CHART_SUFFIXES = (".png", ".svg", ".pdf")

Rules = Annotated[str | None, typer.Option(
    "--rules", metavar="[base|ex|modern]", show_default=False,
    help="rules preset, and the era whose printing a plain card name means.  Unless given, the decks' set codes "
         "decide (Scarlet & Violet and Mega Evolution sets: modern; EX sets RS … PK: ex; Base Set, Jungle, Fossil, "
         "Base Set 2: base) and a line on stderr says so; decks of plain card names only: base (1999); decks of "
         "different eras: give --rules")]
Out = Annotated[Path | None, typer.Option("-o", "--out", help="folder to write the files into (created; refused if not empty without --force)")]


def check_rules(rules: str) -> str:
    """``"Modern "`` → ``"modern"``; anything else is one clear error."""
    r = str(rules).strip().lower()
    if r not in RULES:
        raise UserError(f"--rules {rules!r}: choose one of {'|'.join(RULES)}")
    return r


@dataclass
class RulesChoice:
    """The rules preset a command plays under, and whether the decks decided it."""

    rules: str
    inferred: bool = False
    #: lines for stderr (the inferred preset, or a warning), printed by :meth:`announce`
    notes: list[str] = field(default_factory=list)

    def announce(self) -> None:
        """Print the notes on stderr, once (never on stdout: ``--json`` output stays one object)."""
        for line in self.notes:
            typer.echo(line, err=True)
        self.notes = []


def mark_rules(obj: dict[str, Any], choice: RulesChoice) -> dict[str, Any]:
    """Set ``obj["rules"]`` and, right after it, ``"rules_inferred"`` (whether the decks' set codes
    chose the rules); in place, other keys kept in their order.  Returns ``obj``."""
    items = [(k, v) for k, v in obj.items() if k != "rules_inferred"]
    if "rules" not in obj:
        items.append(("rules", None))
    obj.clear()
    for k, v in items:
        obj[k] = choice.rules if k == "rules" else v
        if k == "rules":
            obj["rules_inferred"] = choice.inferred
    return obj


def _deck_name(deck: Any) -> str:
    return "<stdin>" if str(deck) == "-" else Path(str(deck)).name


def _evidence(deck: Any, era: str, lines: list[tuple[int, str]]) -> str:
    n, written = lines[0]
    return f"{_deck_name(deck)} is {era} (line {n}: {written})"


def choose_rules(rules: str | None, decks: Sequence[Any], *, mixed_ok: bool = False) -> RulesChoice:
    """The rules for ``decks``: ``--rules`` when given, else the era their set codes name.

    Only lines with a set code or card id count (plain names and basic Energy say nothing).
    Decks that name no set leave the default (base).  Decks that name different eras, or one
    deck that mixes eras, are one error asking for ``--rules``; with ``mixed_ok`` (``validate``,
    whose era check lists the cards of another era) a deck that mixes eras names none.  An explicit
    preset earlier than the decks' cards gets a one-line warning (the run proceeds).
    """
    from ..decks import stated_eras

    evidence = {str(d): stated_eras(d) for d in dict.fromkeys(str(x) for x in decks)}
    if rules is not None:
        r = check_rules(rules)
        later = [(d, era, lines) for d, eras in evidence.items() for era, lines in eras.items()
                 if _ERA_ORDER[era] > _ERA_ORDER[r]]
        if not later:
            return RulesChoice(r)
        latest = max((era for _, era, _ in later), key=_ERA_ORDER.get)
        shown = ", ".join(f"{_deck_name(d)} has {era}-era cards (line {lines[0][0]}: {lines[0][1]})"
                          for d, era, lines in later[:3])
        more = f" and {len(later) - 3} more" if len(later) > 3 else ""
        return RulesChoice(r, False, [
            f"warning: --rules {r}, but {shown}{more} — they play under {r} rules as asked; "
            f"leave --rules out (or pass --rules {latest}) to play them under their own era's rules"])
    for d, eras in list(evidence.items()):
        if len(eras) > 1 and mixed_ok:
            evidence[d] = {}
        elif len(eras) > 1:
            parts = ", ".join(f"{era} (line {lines[0][0]}: {lines[0][1]})" for era, lines in
                              sorted(eras.items(), key=lambda kv: _ERA_ORDER[kv[0]]))
            raise UserError(f"{_deck_name(d)} mixes cards of different eras — {parts}; "
                            f"choose the rules with --rules {'|'.join(RULES)}")
    found = [(d, era, lines) for d, eras in evidence.items() for era, lines in eras.items()]
    eras = {era for _, era, _ in found}
    if len(eras) > 1:
        shown = ", ".join(_evidence(d, era, lines) for d, era, lines in found[:4])
        shown += f" and {len(found) - 4} more" if len(found) > 4 else ""
        raise UserError(f"the decks are of different eras — {shown}; choose the rules with --rules {'|'.join(RULES)}")
    if not eras:
        return RulesChoice(DEFAULT_RULES)
    era = eras.pop()
    whose = "deck's" if len(evidence) == 1 else "decks'"
    notes = [] if era == DEFAULT_RULES else [f"rules: {era} (inferred from the {whose} set codes; --rules to override)"]
    return RulesChoice(era, True, notes)


def check_seed(seed: int) -> int:
    if seed < 0:
        raise UserError(f"--seed {seed}: the seed must be 0 or more")
    if seed > MAX_SEED:
        raise UserError(f"--seed {seed}: the seed must be at most 2^64-1 ({MAX_SEED}); larger values would repeat smaller seeds")
    return seed


def check_games(n: int) -> int:
    if n < 1:
        raise UserError(f"-n {n}: the number of games must be at least 1")
    if n > MAX_GAMES:
        raise UserError(f"-n {n:,}: at most {MAX_GAMES:,} games per pairing — run several seeds and pool them")
    return n


def check_threads(threads: int | None) -> int | None:
    if threads is not None and threads < 1:
        raise UserError(f"--threads {threads}: give at least 1 worker thread (or leave --threads out to use every core)")
    return threads


def check_chart(path: Path | None, option: str = "--chart") -> Path | None:
    """A chart file we can write: a known suffix, not a folder, in a folder that exists."""
    if path is None:
        return None
    p = Path(path)
    if p.is_dir():
        raise UserError(f"{option} {p}: is a folder — give a file name such as {p / 'chart.png'}")
    if p.suffix.lower() not in CHART_SUFFIXES:
        raise UserError(f"{option} {p}: unknown chart type {p.suffix or '(no suffix)'!r} — end the file name with "
                        f"{', '.join(CHART_SUFFIXES)}")
    parent = p.parent if str(p.parent) else Path(".")
    if not parent.is_dir():
        raise UserError(f"{option} {p}: the folder {parent} does not exist — create it first or choose another path")
    return p


def check_decks_given(decks: list[Path], command: str, at_least: int) -> None:
    if len(decks) < at_least:
        raise UserError(f"{command}: give at least {at_least} decklists (got {len(decks)})")

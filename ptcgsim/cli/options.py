"""Option definitions and checks shared by every command (one place, so they cannot drift).

Each check raises :class:`~ptcgsim.errors.UserError` with one line that names
the option, so a bad value gives one clear message and exit code 2 (typer's
own choice errors print a multi-line box, hence plain ``str`` options with
the choices in the metavar).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..errors import UserError

RULES = ("base", "ex", "modern")
#: The one default rules preset of every command (the modern-pool inference has not landed).
DEFAULT_RULES = "base"
#: Seeds are 64-bit: larger values would wrap around silently (2**64 would equal seed 0).
MAX_SEED = (1 << 64) - 1
#: Games per pairing: more would run for days; split a larger run over several seeds.
MAX_GAMES = 100_000_000
#: Chart files the commands can write (matplotlib picks the encoder from the suffix).
CHART_SUFFIXES = (".png", ".svg", ".pdf")

Rules = Annotated[str, typer.Option(
    "--rules", metavar="[base|ex|modern]",
    help="rules preset, and the era whose printing a plain card name means; base (1999) unless given, in every command")]
Out = Annotated[Path | None, typer.Option("-o", "--out", help="folder to write the files into (created; refused if not empty without --force)")]


def check_rules(rules: str) -> str:
    """``"Modern "`` → ``"modern"``; anything else is one clear error."""
    r = str(rules).strip().lower()
    if r not in RULES:
        raise UserError(f"--rules {rules!r}: choose one of {'|'.join(RULES)}")
    return r


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

"""The ``ptcgsim`` command line: a thin typer app over the library.

Each command group lives in its own module and registers itself on ``app``;
``main`` turns every :class:`~ptcgsim.errors.UserError` into one clear message
on stderr and exit code 2 (never a traceback).
"""

from __future__ import annotations

import sys

import typer

from ..errors import EXIT_USER_ERROR, UserError

app = typer.Typer(
    name="ptcgsim",
    help="Monte Carlo deck analysis for the Pokémon Trading Card Game.\n\n"
         "--rules, unless given, follows the decks' set codes (Scarlet & Violet / Mega Evolution sets: modern; EX sets: "
         "ex; Base Set, Jungle, Fossil, Base Set 2: base) and says so on stderr; decks of plain card names play under base (1999).  "
         "Commands that play games "
         "compile the game kernel on their first run after an install (a few minutes) and say so first.  "
         "A decklist argument may be '-' to read standard input.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        from .. import __version__

        typer.echo(f"ptcgsim {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="print the version and exit"),
) -> None:
    pass


def fail(err: UserError) -> None:
    """Print a user error (one line per problem) and exit 2."""
    for line in err.lines:
        typer.echo(f"error: {line}" if not line.startswith(("error:", "warning:")) else line, err=True)
    raise typer.Exit(EXIT_USER_ERROR)


def _register() -> None:
    # Imported for their side effect of adding commands to `app`.  Each module
    # is owned by one part of the product; a missing one is simply not there yet.
    import importlib

    for mod in ("cards_cmd", "decks_cmd", "odds_cmd", "sim_cmd", "analysis_cmd", "tune_cmd"):
        try:
            importlib.import_module(f"{__name__}.{mod}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{mod}":
                raise


_register()


def main() -> None:
    """Console-script entry point."""
    try:
        app()
    except UserError as err:  # raised outside a command body (e.g. a callback)
        for line in err.lines:
            print(f"error: {line}", file=sys.stderr)
        sys.exit(EXIT_USER_ERROR)

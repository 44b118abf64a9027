"""``ptcgsim tune | meta``: which one-card change helps most, and which deck to bring.

Thin commands over :mod:`ptcgsim.analysis.tune` (racing one-card changes on
common random numbers) and :mod:`ptcgsim.analysis.meta` (the round robin's
field win rates and equilibrium field).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from ..analysis import runs, summary
from ..errors import UserError
from . import app, fail
from .analysis_cmd import (AllowMissing, Format, Games, Json, PlayersOpt, Quiet, Rules, Seed, Threads, _emit,
                           _finish, _setup)
from .options import mark_rules


def _split(values: list[str] | None) -> list[str]:
    return [p.strip() for v in values or [] for p in str(v).split(",") if p.strip()]


def _numbers(values: list[str] | None, flag: str) -> list[float] | None:
    parts = _split(values)
    if not parts:
        return None
    try:
        return [float(p) for p in parts]
    except ValueError:
        raise UserError(f"{flag} {' '.join(parts)}: give numbers, e.g. {flag} 0.4 {flag} 0.6 (or {flag} 0.4,0.6)") from None


def _threads(threads: int | None):
    from ..sim import _threads as threads_ctx

    if threads is not None and threads < 1:
        raise UserError(f"--threads {threads}: give at least 1")
    return threads_ctx(threads)


@app.command("tune")
def tune_cmd(
    deck: Annotated[Path, typer.Argument(help="the decklist to tune")],
    field: Annotated[list[Path], typer.Option("--field", help="an opponent deck; repeat --field for each (commas also separate)")] = [],  # noqa: B006
    weights: Annotated[list[str], typer.Option("--weights", help="expected share of each --field deck, in order (repeat, or commas); default equal")] = [],  # noqa: B006
    pool: Annotated[Path | None, typer.Option("--pool", help="decklist-style file of the cards that may come in (counts ignored)")] = None,
    auto: Annotated[bool, typer.Option("--auto", help="cards that may come in: the deck's own and the field decks' cards of the same era")] = False,
    budget: Annotated[int, typer.Option("--budget", help="games the race may spend per step (all variants and opponents together)")] = 20_000,
    steps: Annotated[int, typer.Option("--steps", help="climb: race again from each confirmed winner, up to this many changes")] = 1,
    confirm: Annotated[int | None, typer.Option("--confirm", help="games per deck in each confirmation run on fresh seeds (default: budget/4)")] = None,
    alpha: Annotated[float, typer.Option("--alpha", help="chance the race wrongly eliminates the best variant (racing's confidence)")] = 0.05,
    accept: Annotated[str, typer.Option("--accept", help="keep a step's winner when its confirmation is: confirmed (95% CI above 0) or positive (delta above 0)")] = "confirmed",
    seed: Seed = 0,
    rules: Rules = None,
    players: PlayersOpt = "greedy,greedy",
    format: Format = "standard",
    allow_missing_effects: AllowMissing = False,
    out_deck: Annotated[Path | None, typer.Option("--out-deck", help="write the best deck found as a decklist here")] = None,
    chart: Annotated[Path | None, typer.Option("--chart", help="write the chart PNG (delta per variant with 95% CI; the climb) here")] = None,
    as_json: Json = False,
    quiet: Quiet = False,
    threads: Threads = None,
) -> None:
    """Race every one-card change of DECK against the field (paired games, same seeds); confirm the winner on fresh games."""
    from ..analysis import tune as T
    from ..progress import Progress

    interrupted = False
    try:
        field_decks = [Path(p) for p in _split([str(f) for f in field])]
        if not field_decks:
            raise UserError("tune: give at least one opponent with --field DECK (repeat --field for more)")
        if pool is not None and auto:
            raise UserError("tune: give either --pool FILE or --auto, not both")
        if pool is None and not auto:
            raise UserError("tune: say which cards may come in: --pool FILE (a decklist-style list) or --auto")
        if budget < 1:
            raise UserError(f"--budget {budget}: give a positive number of games")
        if confirm is not None and confirm < 2:
            raise UserError(f"--confirm {confirm}: give at least 2 games")
        if not 0 < alpha < 1:
            raise UserError(f"--alpha {alpha}: give a number between 0 and 1, e.g. 0.05")
        pl, _names, choice = _setup(1, rules, format, players, [deck, *field_decks], seed)
        rules = choice.rules
        choice.announce()
        w = _numbers(weights, "--weights")
        if w is not None:
            from ..analysis.racing import normalize_weights

            normalize_weights(w, len(field_decks))
        if not runs._kernel_warm() and not quiet:
            print("compiling the game kernel (first run after an install or upgrade; a few minutes on a small machine)...",
                  file=sys.stderr)
        confirm_games = confirm if confirm is not None else max(200, budget // 4)
        bar = Progress(steps * (budget + 2 * confirm_games), enabled=not quiet, label="games")
        with bar, _threads(threads):
            s = T.run_tune(deck, field_decks, pool=pool if pool is not None else "auto", weights=w, budget=budget,
                           steps=steps, confirm_games=confirm_games, alpha=alpha, accept=accept, seed=seed, rules=rules, players=pl,
                           fmt=format, allow_missing_effects=allow_missing_effects, progress=bar.update)
        interrupted = s["partial"]
        s["pool"] = str(pool) if pool else "auto"
        mark_rules(s, choice)
        s["field_files"] = [str(f) for f in field_decks]
        files = []
        if out_deck is not None:
            try:
                out_deck.write_text(s["best_deck"], encoding="utf-8")
            except OSError as exc:
                raise UserError(f"{out_deck}: cannot write the decklist ({exc.strerror})") from None
            files.append(str(out_deck))
        if chart is not None:
            from ..report.tune_figures import tune_figure

            files.append(str(tune_figure(s, chart)))
        s["files"] = files
    except UserError as err:
        fail(err)
    text = T.tune_text(s)
    if out_deck is None:
        text += "\n\nBest deck:\n" + s["best_deck"]
    text += "".join(f"\n  wrote {f}" for f in s["files"])
    _emit(s, as_json, text)
    _finish(interrupted)


@app.command("meta")
def meta_cmd(
    decks: Annotated[list[Path], typer.Argument(help="two or more decklists: the decks of the metagame")],
    shares: Annotated[list[str], typer.Option("--shares", help="expected share of each deck in the field, in order (repeat, or commas); default equal")] = [],  # noqa: B006
    n: Games = 10_000,
    seed: Seed = 0,
    rules: Rules = None,
    players: PlayersOpt = "greedy,greedy",
    format: Format = "standard",
    allow_missing_effects: AllowMissing = False,
    bootstrap: Annotated[int, typer.Option("--bootstrap", help="bootstrap redraws for the equilibrium shares' range (0: none)")] = 200,
    chart: Annotated[Path | None, typer.Option("--chart", help="write the chart PNG (field win rates beside equilibrium shares) here")] = None,
    as_json: Json = False,
    quiet: Quiet = False,
    threads: Threads = None,
) -> None:
    """Round robin of the decks, then each deck's win rate against the field and the field no deck beats on average."""
    from ..analysis import meta as M

    try:
        if len(decks) < 2:
            raise UserError("meta: give at least two decklists")
        if bootstrap < 0:
            raise UserError(f"--bootstrap {bootstrap}: give 0 or more")
        sh = _numbers(shares, "--shares")
        if sh is not None:
            M.normalize_shares(sh, len(decks))
        pl, names0, choice = _setup(n, rules, format, players, decks, seed)
        rules = choice.rules
        choice.announce()
        k = len(decks)
        with runs.Runner(n * k * (k + 1) // 2, seed=seed, rules=rules, fmt=format,
                         allow_missing_effects=allow_missing_effects, quiet=quiet, threads=threads) as runner:
            runner.names.update(names0)
            results = M.play_round_robin(runner, decks, n, pl)
        names = [runner.names.get(str(d), runs.deck_label(d)) for d in decks]
        matrix = summary.matrix_summary(names, results, n)
        matrix["seed"] = seed
        s = M.meta_summary(matrix, sh, bootstrap=bootstrap, seed=seed)
        s.update(rules=rules, players=list(pl))
        mark_rules(s, choice)
        files = []
        if chart is not None:
            from ..report.tune_figures import meta_figure

            files.append(str(meta_figure(s, chart)))
        s["files"] = files
    except UserError as err:
        fail(err)
    _emit(s, as_json, M.meta_text(s) + "".join(f"\n  wrote {f}" for f in files))
    _finish(runner.interrupted)

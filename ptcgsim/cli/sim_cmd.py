"""``ptcgsim replay``: the play-by-play of one game of a matchup run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from ..errors import UserError
from . import app, fail
from .options import DEFAULT_RULES, Rules, check_rules, check_seed, choose_rules, mark_rules

#: event-log rows to allow; a game that hits the turn cap stays far below this
LOG_CAPACITY = 200_000


def _replay_warm() -> bool:
    """Whether the logged-game entry point is in the compile cache (the batch kernel's cache does not cover it)."""
    try:
        from ..kernel import _cache_root, _kernel_cache_files

        root, custom = _cache_root()
        return any(f.name.startswith("batch.run_logged_game_nb") and f.suffix == ".nbi"
                   for f in _kernel_cache_files(root, custom))
    except Exception:  # noqa: BLE001 - only decides whether to print a note; never fail the command on it
        return True


@app.command("replay")
def replay_cmd(
    deck_a: Annotated[Path, typer.Argument(help="decklist of deck A (player 0)")],
    deck_b: Annotated[Path, typer.Argument(help="decklist of deck B (player 1)")],
    seed: Annotated[int, typer.Option("--seed", help="seed of the matchup run")] = 0,
    game: Annotated[int, typer.Option("--game", help="which game of the run, counted from 0")] = 0,
    rules: Rules = None,
    players: Annotated[str, typer.Option("--players", help="players for deck A,deck B: greedy, lookahead, random or passive")] = "greedy,greedy",
    format: Annotated[str, typer.Option("--format", help="deck format: standard (60 cards, 6 prizes) or mini (30, 3)")] = "standard",
    allow_missing_effects: Annotated[bool, typer.Option("--allow-missing-effects", help="play cards whose effects are not implemented as printed damage only")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="print exactly one JSON object on stdout")] = False,
) -> None:
    """Show the play-by-play of game GAME of `ptcgsim matchup A B --seed SEED`.

    Same decks and options as the matchup run give the same game: setup
    (opening hands, mulligans, Active and Bench, prizes, who goes first), every
    action, coin flip, damage, Special Condition, Knock Out, prize and Checkup,
    and the result.  Player A is deck A, player B deck B.
    """
    try:
        from ..analysis import runs

        check_seed(seed)
        if rules is not None:
            rules = check_rules(rules)
        if game < 0:
            raise UserError(f"--game {game}: games are numbered from 0")
        runs.validate(1, rules if rules is not None else DEFAULT_RULES, format, (deck_a, deck_b))
        pl = runs.parse_players(players)
        choice = choose_rules(rules, (deck_a, deck_b))
        rules = choice.rules

        from ..replay import narrate, replay_json, replay_lines
        from ..sim import Prepared

        choice.announce()
        prep = Prepared(deck_a, deck_b, rules, pl, format, allow_missing_effects, turn_cap=200)
        if not _replay_warm():
            typer.echo("compiling the game kernel's replay code (first replay after an install or upgrade; "
                       "about a minute on a small machine)...", err=True)
        events, rec = prep.replay(seed, game, capacity=LOG_CAPACITY)
    except UserError as err:
        fail(err)
        return
    names = (prep.deck_a.name, prep.deck_b.name)
    winner, reason, turns = int(rec["winner"][0]), int(rec["win_reason"][0]), int(rec["turns"][0])
    truncated = len(events) >= LOG_CAPACITY
    items = narrate(events, prep.tables.cards, names)
    if as_json:
        obj = replay_json(items, names, seed=seed, game=game, rules=rules, players=pl,
                          winner=winner, reason=reason, turns=turns, truncated=truncated)
        mark_rules(obj, choice)
        typer.echo(json.dumps(obj, ensure_ascii=False))
    else:
        typer.echo("\n".join(replay_lines(items, names, winner, reason, turns, truncated=truncated)))

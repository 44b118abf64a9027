"""``ptcgsim replay``: the play-by-play of one game of a matchup run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from ..errors import UserError
from . import app, fail

#: event-log rows to allow; a game that hits the turn cap stays far below this
LOG_CAPACITY = 200_000


@app.command("replay")
def replay_cmd(
    deck_a: Annotated[Path, typer.Argument(help="decklist of deck A (player 0)")],
    deck_b: Annotated[Path, typer.Argument(help="decklist of deck B (player 1)")],
    seed: Annotated[int, typer.Option("--seed", help="seed of the matchup run")] = 0,
    game: Annotated[int, typer.Option("--game", help="which game of the run, counted from 0")] = 0,
    rules: Annotated[str, typer.Option("--rules", help="rules preset: base, ex or modern")] = "base",
    players: Annotated[str, typer.Option("--players", help="heuristics for deck A,deck B: greedy, random or passive")] = "greedy,greedy",
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

        if seed < 0:
            raise UserError(f"--seed {seed}: the seed must be 0 or more")
        if game < 0:
            raise UserError(f"--game {game}: games are numbered from 0")
        runs.validate(1, rules, format, (deck_a, deck_b))
        pl = runs.parse_players(players)

        from ..replay import narrate, replay_json, replay_lines
        from ..sim import Prepared

        prep = Prepared(deck_a, deck_b, rules, pl, format, allow_missing_effects, turn_cap=200)
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
        typer.echo(json.dumps(obj, ensure_ascii=False))
    else:
        typer.echo("\n".join(replay_lines(items, names, winner, reason, turns, truncated=truncated)))

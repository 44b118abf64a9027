"""``ptcgsim matchup | matrix | compare | goldfish | report``: simulate and summarise.

Thin commands: validate options, run games through
:class:`ptcgsim.analysis.runs.Runner` (progress bar on stderr, Ctrl-C keeps
what finished), summarise with :mod:`ptcgsim.analysis.summary`, print text or
exactly one JSON object.  An interrupted run prints its partial result and
exits 130.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Annotated, Any, Sequence

import typer

from ..analysis import runs, summary
from ..errors import UserError
from . import app, fail
from .options import DEFAULT_RULES, Out, RulesChoice, Rules, check_chart, check_decks_given, check_rules, check_seed, check_threads, choose_rules, mark_rules

EXIT_INTERRUPTED = 130

Games = Annotated[int, typer.Option("-n", "--games", help="games per pairing (1 to 100,000,000)")]
Seed = Annotated[int, typer.Option("--seed", help="random seed; game i of seed s is always the same game")]
PlayersOpt = Annotated[str, typer.Option("--players", help="players for deck A,deck B: greedy, lookahead, random or passive (e.g. lookahead,greedy)")]
Format = Annotated[str, typer.Option("--format", help="deck format: standard (60 cards, 6 prizes) or mini (30, 3)")]
AllowMissing = Annotated[bool, typer.Option("--allow-missing-effects", help="simulate even if some card effects are not implemented (they are listed)")]
Json = Annotated[bool, typer.Option("--json", help="print exactly one JSON object on stdout")]
Quiet = Annotated[bool, typer.Option("--quiet", "-q", help="hide the progress bar")]
Force = Annotated[bool, typer.Option("--force", help="write into an existing non-empty output folder (same-named files are replaced)")]
Threads = Annotated[int | None, typer.Option("--threads", help="worker threads (default: all cores); results do not depend on it")]
ClusterOpt = Annotated[str | None, typer.Option("--cluster", help="play on dask.distributed: local, local:N (N worker processes) or tcp://HOST:PORT (a running scheduler); same results")]


def _emit(obj: dict[str, Any], as_json: bool, text: str) -> None:
    if as_json:
        typer.echo(json.dumps(summary.jsonable(obj), allow_nan=False))
    else:
        typer.echo(text)


def _finish(interrupted: bool) -> None:
    if interrupted:
        raise typer.Exit(EXIT_INTERRUPTED)


def _setup(n: int, rules: str | None, fmt: str, players: str, decks: Sequence[Path], seed: int = 0,
           threads: int | None = None, chart: Path | None = None) -> tuple[tuple[str, str], dict[str, str], RulesChoice]:
    """Validate options and decklists; return the players, the decks' display names and the rules
    (``--rules``, else the decks' era: :func:`~ptcgsim.cli.options.choose_rules`)."""
    check_seed(seed)
    if rules is not None:
        check_rules(rules)
    check_threads(threads)
    check_chart(chart)
    runs.validate(n, rules if rules is not None else DEFAULT_RULES, fmt, decks)
    pl = runs.parse_players(players)
    choice = choose_rules(rules, decks)
    return pl, runs.check_decks(decks, fmt, choice.rules), choice


def _cmdline(name: str, args: Sequence[Any], opts: Sequence[tuple[str, Any]]) -> str:
    """The canonical command that reproduces a run (options written out in full)."""
    parts = ["ptcgsim", name, *[str(a) for a in args]]
    for flag, value in opts:
        if value is True:
            parts.append(flag)
        elif value is not None and value is not False:
            parts += [flag, str(value)]
    return shlex.join(parts)


@app.command("matchup")
def matchup_cmd(
    deck_a: Annotated[Path, typer.Argument(help="decklist of deck A (player 0)")],
    deck_b: Annotated[Path, typer.Argument(help="decklist of deck B (player 1)")],
    n: Games = 10_000,
    seed: Seed = 0,
    rules: Rules = None,
    players: PlayersOpt = "greedy,greedy",
    format: Format = "standard",
    allow_missing_effects: AllowMissing = False,
    out: Annotated[Path | None, typer.Option("-o", "--out", help="folder for the per-game CSV, summary.json and PNG charts")] = None,
    force: Force = False,
    as_json: Json = False,
    quiet: Quiet = False,
    threads: Threads = None,
    cluster: ClusterOpt = None,
) -> None:
    """Play deck A against deck B: win rates with 95% intervals, turn order, prize race, mulligans, energy."""
    try:
        pl, names0, choice = _setup(n, rules, format, players, [deck_a, deck_b], seed, threads)
        rules = choice.rules
        if out is not None:
            from ..report.html import prepare_out_dir

            prepare_out_dir(out, force)
        choice.announce()
        with runs.Runner(n, seed=seed, rules=rules, fmt=format, allow_missing_effects=allow_missing_effects,
                         quiet=quiet, threads=threads, cluster=cluster) as runner:
            runner.names.update(names0)
            df = runner.run(deck_a, deck_b, n, pl)
        exact = (runs.exact_mulligan(deck_a, rules, format), runs.exact_mulligan(deck_b, rules, format))
        s = summary.matchup_summary(df, exact_mulligan=exact)
        s["format"] = format
        mark_rules(s, choice)
        if out is not None:
            from ..report.html import write_matchup_outputs

            s["files"] = [str(out / f) for f in write_matchup_outputs(df, s, out)]
    except UserError as err:
        fail(err)
    text = summary.matchup_text(s) + (f"\n  wrote {len(s['files'])} files to {out}" if out is not None else "")
    _emit(s, as_json, text)
    _finish(runner.interrupted)


@app.command("matrix")
def matrix_cmd(
    decks: Annotated[list[Path], typer.Argument(help="two or more decklists (round robin, mirrors included)")],
    n: Games = 10_000,
    seed: Seed = 0,
    rules: Rules = None,
    players: PlayersOpt = "greedy,greedy",
    format: Format = "standard",
    allow_missing_effects: AllowMissing = False,
    chart: Annotated[Path | None, typer.Option("--chart", help="write the heatmap here (.png, .svg or .pdf)")] = None,
    out: Annotated[Path | None, typer.Option("-o", "--out", help="folder for matrix.csv, summary.json and the heatmap")] = None,
    force: Force = False,
    as_json: Json = False,
    quiet: Quiet = False,
    threads: Threads = None,
    cluster: ClusterOpt = None,
) -> None:
    """Round robin of every deck against every deck (mirrors included): win-rate table and heatmap."""
    try:
        check_decks_given(decks, "matrix", 2)
        pl, names0, choice = _setup(n, rules, format, players, decks, seed, threads, chart)
        rules = choice.rules
        if out is not None:
            from ..report.html import prepare_out_dir

            prepare_out_dir(out, force)
        k = len(decks)
        pairs = [(i, j) for i in range(k) for j in range(i, k)]
        results = {}
        choice.announce()
        with runs.Runner(n * len(pairs), seed=seed, rules=rules, fmt=format,
                         allow_missing_effects=allow_missing_effects, quiet=quiet, threads=threads, cluster=cluster) as runner:
            runner.names.update(names0)
            for i, j in pairs:
                df = runner.run(decks[i], decks[j], n, pl)
                if df is None:
                    break
                results[(i, j)] = df
        names = [runner.names.get(str(d), runs.deck_label(d)) for d in decks]
        s = summary.matrix_summary(names, results, n)
        s["seed"], s["rules"], s["players"] = seed, rules, list(pl)
        mark_rules(s, choice)
        from ..report import figures

        written = []
        if chart is not None:
            written.append(str(figures.matrix_figure(s, chart)))
        if out is not None:
            import pandas as pd

            written.append(str(figures.matrix_figure(s, out / "matrix_heatmap.png")))
            pd.DataFrame(s["win_rate"], index=names, columns=names).to_csv(out / "matrix.csv")
            written.append(str(out / "matrix.csv"))
            (out / "summary.json").write_text(json.dumps(summary.jsonable(s), indent=1) + "\n", encoding="utf-8")
            written.append(str(out / "summary.json"))
        s["files"] = written
    except UserError as err:
        fail(err)
    _emit(s, as_json, summary.matrix_text(s) + "".join(f"\n  wrote {f}" for f in written))
    _finish(runner.interrupted)


@app.command("compare")
def compare_cmd(
    base: Annotated[Path, typer.Argument(help="the current decklist")],
    variants: Annotated[list[Path], typer.Argument(help="one or more variant decklists")],
    field: Annotated[list[Path], typer.Option("--field", help="an opponent deck; repeat --field for each (commas also separate)")] = [],  # noqa: B006
    n: Games = 10_000,
    seed: Seed = 0,
    rules: Rules = None,
    players: PlayersOpt = "greedy,greedy",
    format: Format = "standard",
    allow_missing_effects: AllowMissing = False,
    chart: Annotated[Path | None, typer.Option("--chart", help="write the forest plot here (.png, .svg or .pdf)")] = None,
    out: Out = None,
    force: Force = False,
    as_json: Json = False,
    quiet: Quiet = False,
    threads: Threads = None,
    cluster: ClusterOpt = None,
) -> None:
    """Each variant against the base over the same field and seeds: paired win-rate change, 95% CI, verdict."""
    try:
        field_decks = [Path(p) for f in field for p in str(f).split(",") if p.strip()]
        if not field_decks:
            raise UserError("compare: give at least one opponent with --field DECK (repeat --field for more)")
        pl, names0, choice = _setup(n, rules, format, players, [base, *variants, *field_decks], seed, threads, chart)
        rules = choice.rules
        if out is not None:
            from ..report.html import prepare_out_dir

            prepare_out_dir(out, force)
        total = n * len(field_decks) * (1 + len(variants))
        choice.announce()
        with runs.Runner(total, seed=seed, rules=rules, fmt=format, allow_missing_effects=allow_missing_effects,
                         quiet=quiet, threads=threads, cluster=cluster) as runner:
            runner.names.update(names0)
            base_runs = [runner.run(base, f, n, pl) for f in field_decks]
            var_runs = [[runner.run(v, f, n, pl) for f in field_decks] for v in variants]
        label = lambda d: runner.names.get(str(d), runs.deck_label(d))  # noqa: E731
        s = summary.compare_summary(label(base), [label(v) for v in variants], [label(f) for f in field_decks],
                                    base_runs, var_runs)
        s["games_per_pairing"], s["seed"], s["rules"], s["players"] = n, seed, rules, list(pl)
        mark_rules(s, choice)
        from ..report import figures

        written = []
        if chart is not None:
            written.append(str(figures.forest_figure(s, chart)))
        if out is not None:
            written.append(str(figures.forest_figure(s, out / "compare_forest.png")))
            summary.compare_frame(s).to_csv(out / "compare.csv", index=False)
            written.append(str(out / "compare.csv"))
            (out / "summary.json").write_text(json.dumps(summary.jsonable(s), indent=1) + "\n", encoding="utf-8")
            written.append(str(out / "summary.json"))
        s["files"] = written
    except UserError as err:
        fail(err)
    _emit(s, as_json, summary.compare_text(s) + "".join(f"\n  wrote {f}" for f in written))
    _finish(runner.interrupted)


@app.command("goldfish")
def goldfish_cmd(
    deck: Annotated[Path, typer.Argument(help="decklist to test for speed")],
    n: Games = 10_000,
    seed: Seed = 0,
    rules: Rules = None,
    player: Annotated[str, typer.Option("--player", help="heuristic for the deck: greedy or random")] = "greedy",
    format: Format = "standard",
    allow_missing_effects: AllowMissing = False,
    out: Annotated[Path | None, typer.Option("-o", "--out", help="folder for the per-game CSV and PNG charts")] = None,
    force: Force = False,
    as_json: Json = False,
    quiet: Quiet = False,
    threads: Threads = None,
    cluster: ClusterOpt = None,
) -> None:
    """Play the deck against a passive copy of itself: P(first attack, Stage 2, win by own turn t), energy odds."""
    try:
        if player not in ("greedy", "random"):
            raise UserError(f"--player {player!r}: choose greedy or random (the opponent is always passive)")
        pl, names0, choice = _setup(n, rules, format, f"{player},passive", [deck], seed, threads)
        rules = choice.rules
        if out is not None:
            from ..report.html import prepare_out_dir

            prepare_out_dir(out, force)
        choice.announce()
        with runs.Runner(n, seed=seed, rules=rules, fmt=format, allow_missing_effects=allow_missing_effects,
                         quiet=quiet, threads=threads, cluster=cluster) as runner:
            runner.names.update(names0)
            df = runner.run(deck, deck, n, pl)
        s = summary.goldfish_summary(df, exact_mulligan=runs.exact_mulligan(deck, rules, format))
        mark_rules(s, choice)
        if out is not None:
            from ..report import figures
            from ..report.html import write_games

            files = write_games(df, out, "games") + [f for f, _ in figures.goldfish_figures(s, out)]
            s["files"] = [str(out / f) for f in files]
    except UserError as err:
        fail(err)
    _emit(s, as_json, summary.goldfish_text(s) + (f"\n  wrote {len(s['files'])} files to {out}" if out is not None else ""))
    _finish(runner.interrupted)


@app.command("report")
def report_cmd(
    decks: Annotated[list[Path], typer.Argument(help="deck A, then one or more opponents")],
    out: Annotated[Path, typer.Option("-o", "--out", help="new report folder, e.g. reports/NAME/")],
    n: Games = 10_000,
    seed: Seed = 0,
    rules: Rules = None,
    players: PlayersOpt = "greedy,greedy",
    format: Format = "standard",
    allow_missing_effects: AllowMissing = False,
    force: Force = False,
    as_json: Json = False,
    quiet: Quiet = False,
    threads: Threads = None,
    cluster: ClusterOpt = None,
) -> None:
    """Write an HTML report (index.html, PNG charts, CSV, Parquet) of deck A against each opponent.

    With three or more decks the report adds a round-robin heatmap of all of them.
    """
    from ..report.html import prepare_out_dir, write_report

    try:
        if len(decks) < 2:
            raise UserError("report: give deck A and at least one opponent decklist")
        pl, names0, choice = _setup(n, rules, format, players, decks, seed, threads)
        rules = choice.rules
        prepare_out_dir(out, force)
        k = len(decks)
        pairs = [(0, j) for j in range(1, k)]
        if k >= 3:
            pairs += [(0, 0)] + [(i, j) for i in range(1, k) for j in range(i, k)]
        results: dict[tuple[int, int], Any] = {}
        choice.announce()
        with runs.Runner(n * len(pairs), seed=seed, rules=rules, fmt=format,
                         allow_missing_effects=allow_missing_effects, quiet=quiet, threads=threads, cluster=cluster) as runner:
            runner.names.update(names0)
            for i, j in pairs:
                df = runner.run(decks[i], decks[j], n, pl)
                if df is None:
                    break
                results[(i, j)] = df
        names = [runner.names.get(str(d), runs.deck_label(d)) for d in decks]
        exact = {str(d): runs.exact_mulligan(d, rules, format) for d in dict.fromkeys(decks)}
        frames, sums = [], []
        for j in range(1, k):
            df = results.get((0, j))
            if df is None:
                continue
            frames.append(df)
            sums.append(summary.matchup_summary(df, exact_mulligan=(exact[str(decks[0])], exact[str(decks[j])])))
        matrix = None
        if k >= 3:
            matrix = summary.matrix_summary(names, results, n)
            # drop the full frames that only the matrix needed
        command = _cmdline("report", decks, [("-n", n), ("--seed", seed), ("--rules", rules), ("--players", ",".join(pl)),
                                             ("--format", format), ("--allow-missing-effects", allow_missing_effects),
                                             ("-o", out)])
        from ..decks import load_deck

        decklists = [(runner.names.get(d, runs.deck_label(d)), load_deck(d, format=format, rules=rules))
                     for d in dict.fromkeys(str(x) for x in decks)]
        files = write_report(out, decks=names, frames=frames, summaries=sums, matrix=matrix, command=command,
                             seed=seed, rules=rules, players=pl, n_games=n, decklists=decklists)
    except UserError as err:
        fail(err)
    result = {"out": str(out), "index": str(out / "index.html"), "files": files, "command": command,
              "seed": seed, "rules": rules, "rules_inferred": choice.inferred, "games": n, "decks": names, "partial": runner.interrupted or any(s["partial"] for s in sums),
              "matchups": [{"opponent": s["deck_b"], "games": s["games"], "win_rate_a": s["win_rate_a"],
                            "ci95_a": s["ci95_a"]} for s in sums]}
    lines = [f"report written: {out / 'index.html'} ({len(files)} files)"]
    lines += [f"  {names[0]} vs {r['opponent']}: {100 * r['win_rate_a']:.1f}% over {r['games']:,} games"
              for r in result["matchups"] if r["games"]]
    _emit(result, as_json, "\n".join(lines))
    _finish(runner.interrupted)

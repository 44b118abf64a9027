"""``ptcgsim cards``: import card sets, show a card's facts, list unimplemented effects."""

from __future__ import annotations

import difflib
import json
from pathlib import Path
from typing import Annotated, Any

import typer

from ..cards.db import load_db, save_user_set, user_sets_dir
from ..cards.importer import import_dir
from ..cards.names import normalize_name
from ..cards.schema import Card
from ..errors import CardError, UserError
from . import app, fail

cards_app = typer.Typer(help="Card database: import sets, show cards, effect coverage.", no_args_is_help=True)
app.add_typer(cards_app, name="cards")


@cards_app.command("import")
def import_cmd(
    directory: Annotated[Path, typer.Argument(help="pokemontcg.io data: DIR/cards/en/<setid>.json (or DIR/<setid>.json), DIR/sets/en.json")],
) -> None:
    """Import every set file under DIRECTORY into the user card store ($PTCGSIM_HOME)."""
    try:
        sets, cards = import_dir(directory)
        by_set: dict[str, list[Card]] = {}
        for c in cards:
            by_set.setdefault(c.set_id, []).append(c)
        for entry in sets:
            path = save_user_set(entry, by_set.get(entry["id"], []))
            typer.echo(f"{entry['id']} ({entry['code']}): {len(by_set.get(entry['id'], []))} cards -> {path}")
    except UserError as err:
        fail(err)
    except OSError as exc:
        fail(CardError(f"cannot write to {user_sets_dir()}: {exc}"))
    typer.echo(f"imported {len(sets)} set(s), {len(cards)} card(s)")


def _cost(cost: dict[str, int]) -> str:
    return " ".join(f"{t}×{n}" if n > 1 else t for t, n in cost.items()) or "free"


def card_lines(c: Card) -> list[str]:
    """A card's facts, readable, one item per line."""
    status = "" if c.implemented else "  [effect not implemented]"
    out = [f"{c.name}  [{c.id}]  {c.set_code} {c.number}  ({c.supertype}{status})"]
    if c.subtypes:
        out.append(f"  subtypes: {', '.join(c.subtypes)}")
    if c.is_pokemon:
        evo = f", evolves from {c.evolves_from}" if c.evolves_from else ""
        out.append(f"  {c.stage}{evo}; HP {c.hp}; type {'/'.join(c.types) or '-'}; prizes {c.prize_value}")
        wk = ", ".join(f"{w.type} {'×' if w.mode == 'x' else '+'}{w.value}" for w in c.weaknesses) or "none"
        rs = ", ".join(f"{r.type} -{r.value}" for r in c.resistances) or "none"
        out.append(f"  weakness {wk}; resistance {rs}; retreat {c.retreat}")
        for p in c.powers:
            out.append(f"  {p.kind}: {p.name}" + ("" if p.implemented else "  [not implemented]"))
        for a in c.attacks:
            dmg = f"{a.damage}{'×' if a.damage_mod == 'x' else a.damage_mod}" if a.damage or a.damage_mod else "-"
            note = "" if a.implemented else "  [effect not implemented]"
            out.append(f"  attack: {a.name}  cost {_cost(a.cost)}  damage {dmg}{note}")
    elif c.supertype == "trainer":
        out.append(f"  trainer kind: {c.trainer_kind}" + ("; ACE SPEC" if c.ace_spec else ""))
    else:
        prov = _cost(c.provides) if c.provides else "(see effect)"
        out.append(f"  {c.energy_kind} energy; provides {prov}" + ("; ACE SPEC" if c.ace_spec else ""))
    if c.regulation_mark:
        out.append(f"  regulation mark {c.regulation_mark}")
    return out


def _lookup(db, query: str) -> list[Card]:
    q = query.strip()
    c = db.find(q)
    if c is not None:
        return [c]
    parts = q.rsplit(" ", 1)
    if len(parts) == 2 and parts[1] and any(ch.isdigit() for ch in parts[1]):
        # "OBF 125" / "Charizard ex OBF 125"
        head = parts[0].rsplit(" ", 1)
        c = db.by_set_number(head[-1], parts[1])
        if c is not None and (len(head) == 1 or normalize_name(head[0]) == normalize_name(c.name)):
            return [c]
    return db.by_name(q)


@cards_app.command("show")
def show_cmd(
    query: Annotated[str, typer.Argument(help="card name, card id (base1-4) or set code and number (OBF 125)")],
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
) -> None:
    """Show a card's facts; a name with several printings shows each distinct one."""
    try:
        db = load_db()
        found = _lookup(db, query)
        if not found:
            names = {normalize_name(n): n for n in db.names()}
            close = difflib.get_close_matches(normalize_name(query), list(names), n=5, cutoff=0.6)
            hint = f" — did you mean: {', '.join(names[k] for k in close)}?" if close else ""
            raise CardError(f"unknown card {query!r}{hint}")
    except UserError as err:
        fail(err)
    if as_json:
        typer.echo(json.dumps({"query": query, "cards": [c.to_dict() for c in found]}, ensure_ascii=False))
        return
    # Reprints identical for play are shown once, with every printing listed.
    groups: dict[Any, list[Card]] = {}
    for c in found:
        groups.setdefault(c.play_key(), []).append(c)
    if len(found) > 1:
        typer.echo(f"{len(found)} printings of {found[0].name!r}, {len(groups)} distinct for play:\n")
    for printings in groups.values():
        for line in card_lines(printings[0]):
            typer.echo(line)
        if len(printings) > 1:
            typer.echo("  printings: " + ", ".join(f"{c.id} ({c.set_code} {c.number})" for c in printings))
        typer.echo("")


def coverage(cards, set_filter: list[str] | None = None, db=None) -> dict[str, Any]:
    """Every attack, power, trainer and special energy and whether its effect is implemented."""
    wanted = None
    if set_filter:
        wanted = set()
        for s in set_filter:
            sid = db.set_id_for_code(s) if db is not None else s
            if sid is None:
                raise CardError(f"unknown set {s!r}")
            wanted.add(sid)
    total = 0
    missing = []
    for c in cards:
        if wanted is not None and c.set_id not in wanted:
            continue
        items: list[tuple[str, str, bool]] = []
        if c.is_pokemon:
            items += [("attack", a.name, a.implemented) for a in c.attacks if a.has_text or a.effects]
            items += [("power", p.name, p.implemented) for p in c.powers]
        elif c.supertype == "trainer":
            items.append(("trainer", c.name, c.implemented))
        elif c.energy_kind == "special":
            items.append(("energy", c.name, c.implemented))
        for kind, effect, ok in items:
            total += 1
            if not ok:
                missing.append({"card": c.id, "name": c.name, "kind": kind, "effect": effect})
    return {"total": total, "implemented": total - len(missing), "missing": missing}


@cards_app.command("coverage")
def coverage_cmd(
    sets: Annotated[list[str] | None, typer.Option("--set", help="limit to a set (code or id); repeatable")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
) -> None:
    """List every attack, power, trainer and special energy whose effect is not implemented."""
    try:
        db = load_db()
        report = coverage(db.cards, sets, db)
    except UserError as err:
        fail(err)
    if as_json:
        typer.echo(json.dumps(report, ensure_ascii=False))
        return
    for m in report["missing"]:
        typer.echo(f"{m['card']:<14} {m['kind']:<8} {m['name']}: {m['effect']}")
    pct = 100 * report["implemented"] / report["total"] if report["total"] else 100.0
    typer.echo(f"implemented {report['implemented']} of {report['total']} effects ({pct:.1f}%); "
               f"{len(report['missing'])} missing")

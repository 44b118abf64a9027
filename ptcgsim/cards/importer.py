"""Import pokemontcg.io-format JSON into :class:`~ptcgsim.cards.schema.Card` facts.

Input layout (the public dataset's)::

    DIR/cards/en/<setid>.json   one JSON array of cards per set
    DIR/sets/en.json            every set: id, name, ptcgoCode, releaseDate, ...

A card carries no set field: its set id is the file name (and the ``id`` prefix).

Card-data policy (DESIGN.md): only *facts* leave this module.  Rules text is
read to derive facts (the prize count of a multi-prize Pokémon) and then
dropped; attack and ability text only sets ``has_text``.  Effects are filled by
the recognizer hook :func:`ptcgsim.cards.recognize.recognize_card` when that
module exists.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Iterable

from ..errors import CardError
from .schema import ENERGY_TYPES, Attack, Card, Power, Resistance, Weakness

_SUPERTYPES = {"pokémon": "pokemon", "pokemon": "pokemon", "trainer": "trainer", "energy": "energy"}
#: upstream stage subtype -> schema.STAGES
_STAGE_SUBTYPES = {
    "basic": "basic",
    "stage 1": "stage1",
    "stage 2": "stage2",
    "restored": "restored",
    "break": "break",
    "vmax": "vmax",
    "vstar": "vstar",
    "legend": "legend",
    "level-up": "level-up",
    "level up": "level-up",
}
#: upstream trainer subtype -> schema.TRAINER_KINDS
_TRAINER_SUBTYPES = {
    "item": "item",
    "supporter": "supporter",
    "stadium": "stadium",
    "pokémon tool": "tool",
    "pokemon tool": "tool",
    "technical machine": "technical-machine",
}
_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4}
_PRIZE_RULE = re.compile(r"\btakes? (\d|one|two|three|four) Prize cards?", re.IGNORECASE)
_DAMAGE = re.compile(r"^\s*(\d*)\s*([×x+\-−?]?)\s*$")


class _Missing:
    """Sentinel: the recognizer module is not there (yet)."""


def _read_attacks(raw: dict, card: Card) -> None:
    for a in raw.get("attacks") or ():
        dmg, mod = parse_damage(a.get("damage"))
        has_text = bool((a.get("text") or "").strip())
        card.attacks.append(
            Attack(name=a["name"], cost=_cost(a.get("cost")), damage=dmg, damage_mod=mod,
                   has_text=has_text, implemented=not has_text)
        )


def _load_recognizer():
    import importlib

    try:
        recognize = importlib.import_module("ptcgsim.cards.recognize")  # optional, another part's
    except ModuleNotFoundError as exc:
        if exc.name != "ptcgsim.cards.recognize":
            raise
        return None
    return getattr(recognize, "recognize_card", None)


def fallback_set_code(set_id: str) -> str:
    """Set code for a set without ``ptcgoCode``: its id upper-cased ("sv3pt5" -> "SV3PT5").

    Unambiguous (ids are unique) and still typeable in a decklist.
    """
    return set_id.upper()


def _int(s: Any, default: int = 0) -> int:
    if s is None:
        return default
    m = re.match(r"\s*(\d+)", str(s))
    return int(m.group(1)) if m else default


def parse_damage(s: str | None) -> tuple[int, str]:
    """"30" -> (30, ""), "20×" -> (20, "x"), "10+" -> (10, "+"), "30-" -> (30, "-"), "" -> (0, "")."""
    if not s:
        return 0, ""
    m = _DAMAGE.match(s)
    if not m:
        return _int(s), ""
    value = int(m.group(1)) if m.group(1) else 0
    mod = {"×": "x", "x": "x", "+": "+", "-": "-", "−": "-"}.get(m.group(2), "")
    return value, mod


def parse_weakness(w: dict) -> Weakness:
    """{"type": "Fire", "value": "×2"} -> Weakness("Fire", "x", 2); "+20" -> ("+", 20)."""
    v = str(w.get("value", "×2")).strip()
    if v.startswith("+"):
        return Weakness(w["type"], "+", _int(v[1:], 10))
    return Weakness(w["type"], "x", _int(v.lstrip("×x"), 2))


def parse_resistance(r: dict) -> Resistance:
    """{"type": "Psychic", "value": "-30"} -> Resistance("Psychic", 30)."""
    return Resistance(r["type"], _int(str(r.get("value", "-30")).lstrip("-−"), 30))


def _cost(symbols: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for s in symbols or ():
        if s == "Free":
            continue
        out[s] = out.get(s, 0) + 1
    return out


def _energy_type_from_name(name: str) -> str | None:
    for t in ENERGY_TYPES:
        if re.search(rf"\b{t}\b", name):
            return t
    return None


def _prize_value(raw: dict, supertype: str, subtypes: list[str]) -> int:
    """Prizes the opponent takes for a Knock Out, read from the rule box (never stored)."""
    if supertype != "pokemon":
        return 1
    found = [
        int(n) if n.isdigit() else _WORD_NUMBERS[n.lower()]
        for rule in raw.get("rules") or ()
        for n in _PRIZE_RULE.findall(rule)
    ]
    if found:
        return max(found)
    low = {s.lower() for s in subtypes}
    if "vmax" in low:
        return 3
    if low & {"ex", "v", "vstar", "gx", "v-union"}:
        return 2
    return 1


def card_from_json(raw: dict, set_id: str, set_code: str, recognize=_Missing) -> Card:
    """One upstream card dict -> Card (facts only, plus effects from the recognizer)."""
    try:
        supertype = _SUPERTYPES[raw["supertype"].lower()]
        name = raw["name"]
        card_id = raw["id"]
    except KeyError as exc:
        raise CardError(f"card {raw.get('id', '?')} in set {set_id}: missing or unknown field {exc}") from None
    subtypes = list(raw.get("subtypes") or [])
    low = [s.lower() for s in subtypes]
    card = Card(
        id=card_id,
        name=name,
        set_id=set_id,
        set_code=set_code,
        number=str(raw.get("number", card_id.rsplit("-", 1)[-1])),
        supertype=supertype,
        subtypes=subtypes,
        regulation_mark=raw.get("regulationMark"),
        ace_spec="ace spec" in low,
        has_rules_text=bool(raw.get("rules")),
    )
    if supertype == "pokemon":
        card.stage = next((_STAGE_SUBTYPES[s] for s in low if s in _STAGE_SUBTYPES), "basic")
        card.evolves_from = raw.get("evolvesFrom")
        card.hp = _int(raw.get("hp"))
        card.types = list(raw.get("types") or [])
        card.weaknesses = [parse_weakness(w) for w in raw.get("weaknesses") or ()]
        card.resistances = [parse_resistance(r) for r in raw.get("resistances") or ()]
        if raw.get("convertedRetreatCost") is not None:
            card.retreat = int(raw["convertedRetreatCost"])
        else:
            card.retreat = len(raw.get("retreatCost") or ())
        _read_attacks(raw, card)
        for p in raw.get("abilities") or ():
            card.powers.append(Power(name=p["name"], kind=p.get("type") or "Ability", implemented=False))
        card.prize_value = _prize_value(raw, supertype, subtypes)
    elif supertype == "trainer":
        # Base-era Trainers have no subtypes: they are plain "trainer".
        card.trainer_kind = next((_TRAINER_SUBTYPES[s] for s in low if s in _TRAINER_SUBTYPES), "trainer")
        card.implemented = False
        _read_attacks(raw, card)  # a Technical Machine prints the attack its holder may use
        # a Trainer played as a Pokémon may print a Poké-Body it has in play (EX Claw / Root Fossil)
        for p in raw.get("abilities") or ():
            card.powers.append(Power(name=p["name"], kind=p.get("type") or "Ability", implemented=False))
    else:
        if "special" in low:
            card.energy_kind = "special"
            if name == "Double Colorless Energy":
                # Its whole effect is what it provides; the fact encodes it fully.
                card.provides = {"Colorless": 2}
            else:
                card.implemented = False
        else:
            card.energy_kind = "basic"
            card.energy_type = _energy_type_from_name(name)
            if card.energy_type is None:
                raise CardError(f"card {card_id}: cannot tell the type of basic energy {name!r}")
            card.provides = {card.energy_type: 1}
    if recognize is _Missing:
        recognize = _load_recognizer()
    if recognize is not None:
        recognize(raw, card)
    return card


def load_set_table(path: Path) -> dict[str, dict]:
    """sets/en.json -> {set_id: {"id", "code", "name", "release_date"}}."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CardError(f"{path}: cannot read the set table: {exc}") from None
    if not isinstance(data, list):
        raise CardError(f"{path}: expected a JSON array of sets")
    out = {}
    for s in data:
        if isinstance(s, dict) and "id" in s:
            out[s["id"]] = {
                "id": s["id"],
                "code": s.get("ptcgoCode") or fallback_set_code(s["id"]),
                "name": s.get("name", s["id"]),
                "release_date": s.get("releaseDate"),
            }
    return out


def import_set_file(path: Path, set_table: dict[str, dict] | None = None, recognize=_Missing) -> tuple[dict, list[Card]]:
    """Read one ``<setid>.json`` file -> (set entry, cards).  Raises CardError on bad input."""
    path = Path(path)
    set_id = path.name[: -len(".json")] if path.name.endswith(".json") else path.stem
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise CardError(f"{path}: cannot read: {exc}") from None
    except json.JSONDecodeError as exc:
        raise CardError(f"{path}: bad JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    if not isinstance(data, list) or not all(isinstance(c, dict) for c in data):
        raise CardError(f"{path}: expected a JSON array of card objects (pokemontcg.io format)")
    entry = dict((set_table or {}).get(set_id) or {})
    if not entry:
        entry = {"id": set_id, "code": fallback_set_code(set_id), "name": set_id, "release_date": None}
    if recognize is _Missing:
        recognize = _load_recognizer()
    cards = []
    for raw in data:
        cid = str(raw.get("id", ""))
        if cid and not cid.startswith(set_id + "-"):
            raise CardError(f"{path}: card {cid} does not belong to set {set_id} (file name = set id)")
        cards.append(card_from_json(raw, set_id, entry["code"], recognize=recognize))
    return entry, cards


def find_set_files(root: Path) -> tuple[list[Path], Path | None]:
    """Set files under ROOT/cards/en (or ROOT itself) and ROOT/sets/en.json if present.

    ROOT may also be one set file (``DATA/cards/en/base1.json``); its set table is then
    looked for at ``DATA/sets/en.json``.
    """
    root = Path(root)
    if root.is_file():
        if root.suffix.lower() != ".json":
            raise CardError(f"{root}: not a pokemontcg.io set file (<setid>.json) — give such a file or the folder that holds them")
        sets_json = next((p / "sets" / "en.json" for p in root.resolve().parents[:3] if (p / "sets" / "en.json").is_file()), None)
        return [root], sets_json
    if not root.exists():
        raise CardError(f"{root}: no such file or folder — give a folder of pokemontcg.io set files (or one <setid>.json)")
    if not root.is_dir():
        raise CardError(f"{root}: not a folder or a .json set file — give a folder of pokemontcg.io set files")
    card_dir = root / "cards" / "en"
    if not card_dir.is_dir():
        card_dir = root
    files = sorted(p for p in card_dir.glob("*.json") if p.is_file())
    if not files:
        raise CardError(f"{root}: no <setid>.json card files found here or under cards/en")
    sets_json = root / "sets" / "en.json"
    return files, sets_json if sets_json.is_file() else None


def import_dir(root: Path, recognize=_Missing, only=None) -> tuple[list[dict], list[Card]]:
    """Import every set file under ROOT (or those whose set id is in ``only``) ->
    (set entries, cards), sorted by set id and card id."""
    files, sets_json = find_set_files(root)
    if only is not None:
        files = [f for f in files if f.stem in set(only)]
    table = load_set_table(sets_json) if sets_json else {}
    if recognize is _Missing:
        recognize = _load_recognizer()
    sets, cards = [], []
    for f in files:
        entry, cs = import_set_file(f, table, recognize=recognize)
        sets.append(entry)
        cards.extend(cs)
    return sets, cards

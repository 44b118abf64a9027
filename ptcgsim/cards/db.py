"""The card database: the bundled facts file plus sets the user imported.

File format (``cards.json.gz`` and each user file): gzip'd JSON
``{"format": 1, "sets": [{"id", "code", "name", "release_date"}], "cards": [Card dicts]}``
where each Card dict omits fields equal to their defaults (to keep the file small).

User-imported sets live in ``$PTCGSIM_HOME/sets/<setid>.json.gz``
(``PTCGSIM_HOME`` defaults to ``~/.local/share/ptcgsim``); a user card with
the id of a bundled one replaces it.
"""

from __future__ import annotations

import dataclasses
import gzip
import io
import json
import os
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from ..errors import CardError
from .names import normalize_name
from .schema import Attack, Card, Power

FORMAT_VERSION = 1
BUNDLED_PATH = Path(__file__).with_name("data") / "cards.json.gz"
#: the sets the bundled database is built from (scripts/build_carddb.py).  The card data
#: beside the project holds more (Team Rocket to Neo); a set joins this list
#: when its cards are imported on purpose (its effects recognized, its decks checked).
BUNDLED_SETS = (
    "base1", "base2", "base3", "base4",
    # the EX era (RS ... PK; issue 14): their ptcgoCodes are the codes EX decklists print
    "ex1", "ex2", "ex3", "ex4", "ex5", "ex6", "ex7", "ex8", "ex9", "ex10", "ex11", "ex12", "ex13", "ex14",
    "ex15", "ex16",
    "sv1", "sv2", "sv3", "sv3pt5", "sv4", "sv4pt5", "sv5", "sv6", "sv6pt5", "sv7", "sv8", "sv8pt5", "sv9", "sv10",
    "sve", "svp", "zsv10pt5", "rsv10pt5",
    "me1", "me2", "me2pt5", "me3",
)

#: Set codes people type that are not a set's ptcgoCode (upper-case -> set id).
SET_ALIASES = {
    "SVP": "svp",
    "PR-SV": "svp",
    "PRSV": "svp",
    "SVPR": "svp",
    "SVE": "sve",
    "ENERGY": "sve",
    "ENE": "sve",
    "BASE": "base1",
    "BS1": "base1",
    "BS2": "base4",
    "BASE2": "base4",
    "JUN": "base2",
    "FOS": "base3",
    "151": "sv3pt5",
}

#: Canonical basic-energy set for each type (the first era that printed it).
_CANONICAL_ENERGY_SETS = ("base1", "sve")
_ENERGY_LETTERS = {
    "G": "Grass", "R": "Fire", "W": "Water", "L": "Lightning", "P": "Psychic",
    "F": "Fighting", "D": "Darkness", "M": "Metal", "Y": "Fairy", "N": "Dragon", "C": "Colorless",
}


def home_dir() -> Path:
    """Where user data lives: $PTCGSIM_HOME or ~/.local/share/ptcgsim."""
    env = os.environ.get("PTCGSIM_HOME")
    return Path(env).expanduser() if env else Path.home() / ".local" / "share" / "ptcgsim"


def user_sets_dir(home: Path | None = None) -> Path:
    return (home or home_dir()) / "sets"


def normalize_number(number: str) -> str:
    """"002" -> "2", "SVP 001" -> "SVP1", "tg05" -> "TG5": compare numbers ignoring leading zeros."""
    s = re.sub(r"\s+", "", str(number)).upper()
    return re.sub(r"(?<!\d)0+(?=\d)", "", s)


# --- (de)serialisation ---------------------------------------------------------
_CARD_DEFAULTS = {f.name: (f.default if f.default is not dataclasses.MISSING else f.default_factory())
                  for f in dataclasses.fields(Card) if f.default is not dataclasses.MISSING
                  or f.default_factory is not dataclasses.MISSING}
_ATTACK_DEFAULTS = {f.name: (f.default if f.default is not dataclasses.MISSING else f.default_factory())
                    for f in dataclasses.fields(Attack) if f.default is not dataclasses.MISSING
                    or f.default_factory is not dataclasses.MISSING}
_POWER_DEFAULTS = {f.name: (f.default if f.default is not dataclasses.MISSING else f.default_factory())
                   for f in dataclasses.fields(Power) if f.default is not dataclasses.MISSING
                   or f.default_factory is not dataclasses.MISSING}


def _strip(d: dict, defaults: dict) -> dict:
    return {k: v for k, v in d.items() if k not in defaults or defaults[k] != v}


def card_to_record(card: Card) -> dict:
    """Card -> compact dict (defaults omitted)."""
    d = _strip(card.to_dict(), _CARD_DEFAULTS)
    if "attacks" in d:
        d["attacks"] = [_strip(a, _ATTACK_DEFAULTS) for a in d["attacks"]]
    if "powers" in d:
        d["powers"] = [_strip(p, _POWER_DEFAULTS) for p in d["powers"]]
    return d


def write_db_file(path: Path, sets: Iterable[dict], cards: Iterable[Card]) -> None:
    """Write a deterministic gzip'd JSON card file (sorted, gzip mtime 0)."""
    sets = sorted(sets, key=lambda s: s["id"])
    cards = sorted(cards, key=lambda c: (c.set_id, _number_sort_key(c.number), c.id))
    payload = {"format": FORMAT_VERSION, "sets": sets, "cards": [card_to_record(c) for c in cards]}
    text = json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        gz.write(text.encode("utf-8"))
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buf.getvalue())


def read_db_file(path: Path) -> tuple[list[dict], list[Card]]:
    try:
        with gzip.open(path, "rt", encoding="utf-8") as f:
            payload = json.load(f)
        return list(payload.get("sets", [])), [Card.from_dict(d) for d in payload["cards"]]
    except (OSError, EOFError, json.JSONDecodeError, KeyError, TypeError) as exc:
        raise CardError(f"{path}: not a ptcgsim card file ({exc}); delete it or import the set again") from None


def _number_sort_key(number: str) -> tuple:
    m = re.match(r"(\D*)(\d*)(.*)", str(number))
    return (m.group(1), int(m.group(2)) if m.group(2) else -1, m.group(3))


# --- the database ---------------------------------------------------------------
class CardDB:
    """All known cards, indexed by id, (set, number) and normalised name."""

    def __init__(self, cards: Iterable[Card], sets: Iterable[dict] = ()):
        self._by_id: dict[str, Card] = {}
        for c in cards:
            self._by_id[c.id] = c  # later (user) files replace earlier ones
        self.sets: dict[str, dict] = {}
        for s in sets:
            self.sets[s["id"]] = dict(s)
        for c in self._by_id.values():
            self.sets.setdefault(c.set_id, {"id": c.set_id, "code": c.set_code, "name": c.set_id,
                                            "release_date": None})
        self._codes: dict[str, str] = {}
        for sid, s in self.sets.items():
            self._codes[sid.upper()] = sid
        for alias, sid in SET_ALIASES.items():
            if sid in self.sets:
                self._codes.setdefault(alias, sid)
        for sid, s in self.sets.items():
            self._codes[str(s.get("code") or sid).upper()] = sid  # a real code beats an alias
        self._by_number: dict[tuple[str, str], Card] = {}
        self._by_name: dict[str, list[Card]] = {}
        for c in self._by_id.values():
            self._by_number.setdefault((c.set_id, normalize_number(c.number)), c)
            self._by_name.setdefault(normalize_name(c.name), []).append(c)

    # -- lookups
    @property
    def cards(self) -> list[Card]:
        """Every card (iterable), in id order of insertion."""
        return list(self._by_id.values())

    def __iter__(self) -> Iterator[Card]:
        return iter(self._by_id.values())

    def __len__(self) -> int:
        return len(self._by_id)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._by_id

    def find(self, card_id: str) -> Card | None:
        """The card with this id ("base1-4"), or None.  Case-insensitive on the set part."""
        c = self._by_id.get(card_id)
        if c is None and isinstance(card_id, str) and "-" in card_id:
            sid, _, num = card_id.strip().rpartition("-")
            real = self._codes.get(sid.upper())
            if real:
                c = self._by_id.get(f"{real}-{num}") or self.by_set_number(real, num)
        return c

    def get(self, card_id: str) -> Card:
        """The card with this id; CardError if unknown."""
        c = self.find(card_id)
        if c is None:
            raise CardError(f"unknown card id {card_id!r}")
        return c

    def set_id_for_code(self, code: str) -> str | None:
        """Set id for a set code, set id or alias (case-insensitive): "OBF" -> "sv3", "PR-SV" -> "svp"."""
        if not code:
            return None
        key = re.sub(r"\s+", "", str(code)).upper()
        return self._codes.get(key) or self._codes.get(key.replace("_", "-"))

    def by_set_number(self, set_code_or_set_id: str, number: str) -> Card | None:
        """The card printed as NUMBER in a set (code, id or alias); leading zeros ignored."""
        sid = self.set_id_for_code(set_code_or_set_id)
        if sid is None:
            return None
        n = normalize_number(number)
        c = self._by_number.get((sid, n))
        if c is None:
            # Promo numbers are sometimes written with the set prefix ("SVP 001").
            prefix = normalize_number(self.sets.get(sid, {}).get("code", "")).replace("-", "")
            for p in {prefix, sid.upper()}:
                if p and n.replace("-", "").startswith(p):
                    c = self._by_number.get((sid, normalize_number(n.replace("-", "")[len(p):])))
                    if c:
                        break
        return c

    def by_name(self, name: str) -> list[Card]:
        """All printings whose normalised name matches, oldest set first.

        A basic Energy asked for by either spelling ("Fire Energy" or
        "Basic Fire Energy") finds the printings of both spellings.
        """
        key = normalize_name(name)
        hits = list(self._by_name.get(key, ()))
        m = re.fullmatch(r"(?:basic )?(\w+) energy", key)
        if m:
            other = m.group(1) + " energy" if key.startswith("basic ") else "basic " + key
            hits += [c for c in self._by_name.get(other, ()) if c.is_basic_energy]
        return sorted(hits, key=self._release_key)

    def names(self) -> list[str]:
        """Every distinct card name (as printed, first spelling seen)."""
        return [cs[0].name for cs in self._by_name.values()]

    def basic_energy(self, type_name: str) -> Card:
        """A canonical basic Energy card of a type ("Fire", "fire", "Fire Energy", "R").

        base1's printing for the six classic types, sve's for Darkness and Metal
        (and any other type: the oldest printing known).
        """
        t = str(type_name).strip()
        t = re.sub(r"(?i)^basic\s+|\s+energy$", "", t).strip()
        t = _ENERGY_LETTERS.get(t.upper(), t) if len(t) == 1 else t
        t = t.capitalize()
        found = [c for c in self._by_id.values() if c.is_basic_energy and c.energy_type == t]
        if not found:
            raise CardError(f"no basic {type_name} Energy card in the card database")
        for sid in _CANONICAL_ENERGY_SETS:
            pick = [c for c in found if c.set_id == sid]
            if pick:
                return min(pick, key=lambda c: _number_sort_key(c.number))
        return min(found, key=lambda c: (self._release_key(c), _number_sort_key(c.number)))

    def _release_key(self, c: Card) -> tuple:
        return (self.sets.get(c.set_id, {}).get("release_date") or "9999", c.set_id, _number_sort_key(c.number))


_CACHE: dict[str, CardDB] = {}


def load_db(refresh: bool = False) -> CardDB:
    """The card database: bundled cards plus the user's imported sets (cached per PTCGSIM_HOME)."""
    home = home_dir()
    key = str(home)
    if refresh or key not in _CACHE:
        sets, cards = read_db_file(BUNDLED_PATH) if BUNDLED_PATH.exists() else ([], [])
        udir = user_sets_dir(home)
        if udir.is_dir():
            for f in sorted(udir.glob("*.json.gz")):
                s, c = read_db_file(f)
                sets += s
                cards += c
        _CACHE[key] = CardDB(cards, sets)
    return _CACHE[key]


def clear_cache() -> None:
    """Forget loaded databases (after an import)."""
    _CACHE.clear()


def save_user_set(entry: dict, cards: list[Card], home: Path | None = None) -> Path:
    """Store one imported set under $PTCGSIM_HOME/sets/<setid>.json.gz (replacing it)."""
    path = user_sets_dir(home) / f"{entry['id']}.json.gz"
    write_db_file(path, [entry], cards)
    clear_cache()
    return path

"""Decklists: read the common text formats, resolve each line to a card, check the deck.

Formats (detected line by line, so mixed files read too):

- Pokémon TCG Live / Limitless exports: ``Pokémon: 13`` / ``Trainer: 35`` /
  ``Energy: 12`` section headers, card lines ``4 Charizard ex OBF 125`` (an
  optional variant suffix such as ``PH`` after the number), ``Total Cards: 60``.
- Legacy PTCGO exports: ``****** Pokémon Trading Card Game Deck List ******``,
  ``##Pokémon - 13``, ``* 1 Oranguru SUM 113``, ``Total Cards - 60``.
- Plain lines: ``4 Pikachu`` or ``4 Pikachu base1-58`` (a card id).

Header counts are hints only: the deck is what the card lines add up to.
Comments start with ``#`` (``##Pokémon - 13`` is a PTCGO header, not a
comment); ``# name: ...`` names the deck.

Every problem is collected and reported at once as a :class:`DeckError`, one
line each: ``FILE:LINE: what is wrong — how to fix it`` (RULES.md §1 for the
construction rules).
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .cards.names import game_name
from .cards.schema import Card
from .errors import DeckError, UserError

#: Deck size per format (RULES.md §1: 60 cards; mini format 30).
DECK_SIZES = {"standard": 60, "mini": 30}
#: Copies allowed of one name, basic Energy exempt (RULES.md §1).
MAX_COPIES = 4
#: A single line asking for more copies than this is a typo, whatever the format.
MAX_LINE_COUNT = 60
#: ACE SPEC cards allowed per deck.
MAX_ACE_SPEC = 1
#: Pokémon ★ (Pokémon Star, EX Team Rocket Returns … Power Keepers) allowed per deck, as each prints.
MAX_STAR = 1
#: Stop offering "did you mean" after this many unknown names (difflib is slow on junk).
_MAX_SUGGESTION_LOOKUPS = 40
#: Names longer than this are not worth a fuzzy search.
_MAX_SUGGEST_NAME_LEN = 80

#: Energy symbol letters used by PTCGL exports ("Basic {R} Energy").
ENERGY_LETTERS = {
    "G": "Grass",
    "R": "Fire",
    "W": "Water",
    "L": "Lightning",
    "P": "Psychic",
    "F": "Fighting",
    "D": "Darkness",
    "M": "Metal",
    "Y": "Fairy",
}
_BASIC_TYPES = {t.casefold(): t for t in ENERGY_LETTERS.values()}
_BASIC_TYPES.update({"dark": "Darkness", "steel": "Metal", "electric": "Lightning"})

# --- line grammar -------------------------------------------------------------
#: Section headers of the clients' exports in English, Portuguese, Spanish, German, French and Italian.
_SECTION_WORDS = (
    r"pok[eé]mon|trainers?|trainer cards|energy|energies"
    r"|treinador(?:es)?|energia|energias"  # pt
    r"|entrenador(?:es)?|energ[ií]as?"  # es
    r"|energie|energien"  # de (Trainer, Pokémon as in English)
    r"|dresseurs?|[ée]nergies?"  # fr
    r"|allenatori|allenatore|energie"  # it
)
_HEADER_RE = re.compile(
    rf"^#*\s*(?:{_SECTION_WORDS})\s*"
    r"(?:[:\-–]\s*\d*|\(\s*\d*\s*\))?\s*$",
    re.IGNORECASE,
)
_TOTAL_RE = re.compile(
    r"^#*\s*(?:total|gesamt|insgesamt)(?:\s+(?:cards|de\s+cartas|cartas|karten|de\s+cartes|cartes|carte))?\s*[:\-–]?\s*\S*\s*$",
    re.IGNORECASE,
)
_BANNER_RE = re.compile(r"^\*{3,}.*\*{3,}$|^\*+$")
_NAME_RE = re.compile(r"^#\s*name\s*:\s*(.*?)\s*$", re.IGNORECASE)
_CARD_RE = re.compile(r"^(?:\*\s*)?(?P<count>\S+)\s+(?P<rest>\S.*?)\s*$")
_ID_RE = re.compile(r"^[a-z][a-z0-9]*-[a-z0-9]+$")
_SET_CODE_RE = re.compile(r"^(?=[A-Z0-9-]*[A-Z])[A-Z][A-Z0-9-]{1,7}$")
_NUMBER_RE = re.compile(r"^[A-Za-z]{0,5}\d{1,4}[a-z]?$")
_VARIANT_RE = re.compile(r"^[A-Z]{1,4}$")
_COUNT_RE = re.compile(r"^[xX×]?(\d+)[xX×]?$")  # "4", "4x" and "x4"
_INLINE_COMMENT_RE = re.compile(r"\s+#.*$")
_PAREN_RE = re.compile(r"\s*\([^)]*\)")
_ENERGY_NAME_RE = re.compile(r"^(?:basic\s+)?(?:\{(\w)\}|(\w+))\s+energy$")


@dataclass
class DeckEntry:
    """One card line: the resolved card, its copies, where it was, the name as written."""

    card: Card
    count: int
    line: int
    name: str


@dataclass
class Deck:
    name: str
    entries: list[DeckEntry] = field(default_factory=list)
    source: str | None = None
    format: str = "standard"

    @property
    def size(self) -> int:
        return sum(e.count for e in self.entries)

    def counts_by_name(self) -> dict[str, int]:
        """Copies per card name (printings of one name added together)."""
        out: dict[str, int] = {}
        for e in self.entries:
            out[e.card.name] = out.get(e.card.name, 0) + e.count
        return out

    def cards(self) -> list[Card]:
        """Every card of the deck, one list item per copy, in list order."""
        return [e.card for e in self.entries for _ in range(e.count)]

    def summary(self) -> dict[str, Any]:
        """Counts by supertype and of Basic Pokémon."""
        by = Counter()
        for e in self.entries:
            by[e.card.supertype] += e.count
        return {
            "cards": self.size,
            "pokemon": by["pokemon"],
            "trainers": by["trainer"],
            "energy": by["energy"],
            "basics": sum(e.count for e in self.entries if e.card.is_basic_pokemon),
        }


@dataclass
class DeckReport:
    """The result of reading and checking one decklist (what ``validate`` prints)."""

    source: str
    deck: Deck | None
    warnings: list[str]
    errors: list[str]
    #: cards with no printing in the era of the rules checked (basic Energy excepted)
    off_era: list[str] = field(default_factory=list)

    @property
    def valid(self) -> bool:
        return not self.errors


# --- eras: which printing a plain card name means ----------------------------------------
#: Release-date spans (inclusive, "YYYY/MM/DD") of the card pool each rules preset plays with.
#: A plain name ("4 Pikachu") with printings in several eras resolves to the one in the era
#: of ``--rules`` (a 1999 list means the Base Set card, not the 2023 one).
ERAS = {"base": ("1999/01/01", "2002/12/31"), "ex": ("2003/01/01", "2007/12/31"), "modern": ("2023/01/01", "9999/12/31")}
#: The format each rules preset checks a deck against, as players call it.
FORMAT_NAMES = {"base": "1999 Base-Fossil", "ex": "EX-era", "modern": "modern Standard"}


def format_name(rules: str | None, fmt: str = "standard") -> str:
    """``"1999 Base-Fossil"``, ``"modern Standard"``, ``"1999 Base-Fossil mini (30 cards)"``."""
    name = FORMAT_NAMES.get(rules or "base", str(rules))
    return name if fmt == "standard" else f"{name} {fmt} ({DECK_SIZES.get(fmt, '?')} cards)"


# --- the card database (loaded once) ---------------------------------------------------
def _default_db():
    from .cards import load_db

    return load_db()  # cached by the cards package (per PTCGSIM_HOME)


def _normalize(s: str) -> str:
    from .cards import normalize_name

    return normalize_name(s)


def _loose(s: str) -> str:
    """A looser key: no parenthetical subtitle, letters and digits only."""
    return re.sub(r"[\W_]+", "", _PAREN_RE.sub("", _normalize(s)))


def rule_name(card: Card) -> str:
    """The name the 4-copy rule counts by: "Professor's Research (Professor Sada)"
    and "Professor's Research" are the same name in play."""
    return game_name(card.name)


def _names_match(written: str, card_name: str) -> bool:
    a, b = _normalize(written), _normalize(card_name)
    if a == b:
        return True
    if _PAREN_RE.sub("", a).strip() == _PAREN_RE.sub("", b).strip():
        return True
    return _loose(written) == _loose(card_name) != ""


def basic_energy_type(name: str) -> str | None:
    """``"Basic {R} Energy"``, ``"Fire Energy"``, ``"Basic Fire Energy"`` → ``"Fire"``."""
    m = _ENERGY_NAME_RE.match(_normalize(name))
    if not m:
        return None
    if m.group(1):
        return ENERGY_LETTERS.get(m.group(1).upper())
    return _BASIC_TYPES.get(m.group(2))


def _all_cards(db) -> list[Card]:
    for attr in ("cards", "all_cards", "all"):
        obj = getattr(db, attr, None)
        if obj is None:
            continue
        if callable(obj):
            obj = obj()
        if isinstance(obj, dict):
            obj = obj.values()
        try:
            return list(obj)
        except TypeError:
            continue
    try:
        return list(iter(db))
    except TypeError:
        return []


_NAME_INDEX: list = [None, {}]  # [db, {normalised name: printed name}]


def _name_index(db) -> dict[str, str]:
    """normalised name → printed name, for suggestions (rebuilt when the db changes)."""
    if _NAME_INDEX[0] is not db:
        _NAME_INDEX[:] = [db, {_normalize(c.name): c.name for c in _all_cards(db)}]
    return _NAME_INDEX[1]


# --- reading a file -----------------------------------------------------------------------
#: A decklist is a few kilobytes; anything over this is not one (and would only waste memory).
MAX_DECK_BYTES = 1 << 20
#: The path that means "read the decklist from standard input".
STDIN = "-"
_STDIN_CACHE: dict[str, str] = {}


def _utf16_guess(data: bytes) -> str | None:
    """'utf-16-le' / 'utf-16-be' for BOM-less UTF-16 text (NULs in every other byte), else None."""
    if len(data) < 4 or len(data) % 2:
        return None
    even, odd = data[0::2], data[1::2]
    if odd.count(0) >= 0.9 * len(odd) and even.count(0) < 0.1 * len(even):
        return "utf-16-le"
    if even.count(0) >= 0.9 * len(even) and odd.count(0) < 0.1 * len(odd):
        return "utf-16-be"
    return None


def decode_deck_bytes(data: bytes, source: str) -> str:
    """Decode a decklist file: UTF-16 (a Windows "Unicode" save), UTF-8 with or without BOM,
    then cp1252; other NUL bytes mean a binary file."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff") or _utf16_guess(data):
        enc = "utf-16" if data[:2] in (b"\xff\xfe", b"\xfe\xff") else _utf16_guess(data)
        try:
            return data.decode(enc).lstrip("\ufeff")
        except UnicodeDecodeError:
            raise DeckError(f"{source}: cannot decode the file as UTF-16 text — save it as UTF-8") from None
    if b"\x00" in data:
        raise DeckError(f"{source}: this is a binary file, not a decklist — export the deck as text (one 'COUNT NAME SET NUMBER' per line)")
    for enc in ("utf-8", "utf-8-sig", "cp1252"):
        try:
            return data.decode(enc).lstrip("\ufeff")
        except UnicodeDecodeError:
            continue
    raise DeckError(f"{source}: cannot decode the file as UTF-8 or Windows-1252 text — save it as UTF-8")


def _too_big(src: str) -> DeckError:
    return DeckError(f"{src}: more than {MAX_DECK_BYTES // 1024} KiB, too big for a decklist — give a decklist text file")


def read_stdin_text() -> str:
    """The decklist on standard input (``-``), read once per process (a second ``-`` sees the same text)."""
    if STDIN not in _STDIN_CACHE:
        import sys

        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:  # a text stream (tests)
            text = sys.stdin.read(MAX_DECK_BYTES + 1) if sys.stdin is not None else ""
            if len(text) > MAX_DECK_BYTES:
                raise _too_big("<stdin>")
            _STDIN_CACHE[STDIN] = text
        else:
            data = stream.read(MAX_DECK_BYTES + 1)
            if len(data) > MAX_DECK_BYTES:
                raise _too_big("<stdin>")
            _STDIN_CACHE[STDIN] = decode_deck_bytes(data, "<stdin>")
    return _STDIN_CACHE[STDIN]


def _read_text(path: Path) -> str:
    import os
    import stat

    src = str(path)
    if src == STDIN:
        return read_stdin_text()
    try:
        st = os.stat(path)  # stat never blocks, unlike opening a FIFO
    except FileNotFoundError:
        raise DeckError(f"{src}: no such file — check the path") from None
    except OSError as exc:
        raise DeckError(f"{src}: cannot read the file ({exc.strerror or exc}) — check the path and its permissions") from None
    if stat.S_ISDIR(st.st_mode):
        raise DeckError(f"{src}: is a directory — give the path of a decklist file")
    if not stat.S_ISREG(st.st_mode):
        raise DeckError(f"{src}: not a regular file (a device, pipe or socket) — give the path of a decklist file, or '-' to read standard input")
    if st.st_size > MAX_DECK_BYTES:
        raise _too_big(src)
    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_DECK_BYTES + 1)
    except IsADirectoryError:
        raise DeckError(f"{src}: is a directory — give the path of a decklist file") from None
    except OSError as exc:
        raise DeckError(f"{src}: cannot read the file ({exc.strerror or exc}) — check the path and its permissions") from None
    if len(data) > MAX_DECK_BYTES:
        raise _too_big(src)
    return decode_deck_bytes(data, src)


# --- parsing -----------------------------------------------------------------------------
@dataclass
class _Parsed:
    deck: Deck
    warnings: list[str]
    errors: list[str]
    unresolved_copies: int = 0  # copies on lines whose card could not be resolved
    card_lines: int = 0
    #: (line, card, printing as written) of lines that name their printing (set code or card id), basic Energy excepted
    stated: list[tuple[int, Card, str]] = field(default_factory=list)


def _split_card_text(rest: str) -> tuple[str, str | None, str | None, str | None]:
    """``"Charizard ex OBF 125 PH"`` → (name, set_code, number, card_id)."""
    toks = rest.split()
    if len(toks) >= 1 and _ID_RE.match(toks[-1]):
        return " ".join(toks[:-1]), None, None, toks[-1]
    if len(toks) >= 4 and _VARIANT_RE.match(toks[-1]) and _NUMBER_RE.match(toks[-2]) and _SET_CODE_RE.match(toks[-3]):
        toks = toks[:-1]
    if len(toks) >= 3 and _NUMBER_RE.match(toks[-1]):
        code = toks[-2]
        if _SET_CODE_RE.match(code):
            return " ".join(toks[:-2]), code, toks[-1], None
        # legacy PTCGO basic energy: "Basic {G} Energy Energy 1" (set code "Energy")
        if code == "Energy" and toks[-3].casefold() == "energy":
            return " ".join(toks[:-2]), code, toks[-1], None
    if len(toks) >= 2 and toks[-1].isdigit():
        return " ".join(toks[:-1]), None, toks[-1], None
    return rest.strip(), None, None, None


def _strip_zeros(n: str) -> str:
    return n.lstrip("0") or "0"


class _Resolver:
    def __init__(self, db, source: str, rules: str | None = None):
        self.db = db
        self.source = source
        self.rules = rules
        self.suggestions_left = _MAX_SUGGESTION_LOOKUPS

    def in_era(self, card: Card) -> bool:
        """Whether the card's set was released in the era of ``rules`` (True when no rules given)."""
        span = ERAS.get(self.rules or "")
        return True if span is None else self._in_span(card, span)

    def _in_span(self, card: Card, span: tuple[str, str]) -> bool:
        date = str(self.db.sets.get(card.set_id, {}).get("release_date") or "")
        return bool(date) and span[0] <= date <= span[1]

    def close_names(self, name: str, n: int = 3) -> list[str]:
        if self.suggestions_left <= 0 or len(name) > _MAX_SUGGEST_NAME_LEN:
            return []
        self.suggestions_left -= 1
        index = _name_index(self.db)
        hits = difflib.get_close_matches(_normalize(name), list(index), n=n, cutoff=0.6)
        return [index[h] for h in hits]

    def _set_id(self, code: str) -> str | None:
        sid = self.db.set_id_for_code(code)
        if sid:
            return sid
        # a set id typed in place of a code ("svp 12")
        if self.db.set_id_for_code(code.upper()):
            return self.db.set_id_for_code(code.upper())
        return None

    def resolve(self, name: str, code: str | None, number: str | None, card_id: str | None, where: str):
        """Return (card, error)."""
        db = self.db
        etype = basic_energy_type(name) if name else None
        if etype is None and name and " " in name and card_id is None:
            # "Fire Energy mee 2": a basic Energy with a set code the grammar did not split off
            head, _, _tail = name.rpartition(" ")
            etype = basic_energy_type(head)
        if etype is not None and code is not None and number is not None and card_id is None:
            # "Darkness Energy RS 93": the EX era printed Darkness and Metal Energy as Special
            # Energy under the basic name; the printing written decides
            sid = self._set_id(code)
            printed = None if sid is None else (db.by_set_number(sid, number) or db.by_set_number(sid, _strip_zeros(number)))
            if printed is not None and not printed.is_basic_energy and _names_match(name, printed.name):
                return printed, None
        if etype is not None:
            # A basic Energy is the same card in every set: any set code and number will do
            # ("Fire Energy MEE 2", "Basic {R} Energy Energy 2"), known to the database or not.
            try:
                return db.basic_energy(etype), None
            except UserError:
                return None, f"{where}: no basic {etype} Energy card in the card database — use another Energy type"
        if card_id is not None:
            card = db.find(card_id)
            if card is None:
                return None, f"{where}: unknown card id '{card_id}' — use an id like base1-58, or write the set code and number (e.g. 'BS 58')"
            if name and not _names_match(name, card.name):
                return None, f"{where}: '{name}' does not match card {card_id} ({card.name}) — fix the name or the card id"
            return card, None
        if code is not None:
            sid = self._set_id(code)
            if sid is None:
                return None, self._unknown_code(where, code)
            card = db.by_set_number(sid, number)
            if card is None:
                card = db.by_set_number(sid, _strip_zeros(number))
            if card is None:
                hint = self._in_set_hint(name, sid)
                return None, f"{where}: set {code} has no card number {number} — {hint}"
            if name and not _names_match(name, card.name):
                return None, (
                    f"{where}: '{name}' does not match {code} {number}, which is {card.name} — "
                    f"fix the name or the set code and number"
                )
            return card, None
        # name only (perhaps with a bare number)
        cards = list(db.by_name(name)) if name else []
        if not cards and number is not None and " " in name:
            # a set code typed in lower case ("charizard ex obf 125")
            head, _, maybe_code = name.rpartition(" ")
            if self._set_id(maybe_code) is not None:
                return self.resolve(head, maybe_code, number, None, where)
        if not cards:
            stripped = _PAREN_RE.sub("", name).strip()
            if stripped and stripped != name:
                cards = list(db.by_name(stripped))
        if not cards:
            close = self.close_names(name)
            hint = f"did you mean {', '.join(repr(c) for c in close)}?" if close else "check the spelling, or add the set code and number"
            return None, f"{where}: unknown card '{name}' — {hint}"
        if number is not None:
            same_number = [c for c in cards if _strip_zeros(c.number) == _strip_zeros(number)]
            if same_number:
                cards = same_number
        era_cards = [c for c in cards if self.in_era(c)]
        if era_cards:  # printings of the era of --rules first (a 1999 list means the 1999 card)
            cards = era_cards
        if self.rules != "ex":
            # EX-era printings answer a plain name only under --rules ex or when no other era
            # printed it: a base or modern list keeps the meaning it had before they were bundled
            outside = [c for c in cards if not self._in_span(c, ERAS["ex"])]
            if outside:
                cards = outside
        groups: dict[tuple, Card] = {}
        for c in cards:
            groups.setdefault(c.play_key(), c)
        if len(groups) == 1:
            return cards[0], None
        ids = [c.id for c in groups.values()]
        shown = ", ".join(ids[:8]) + (f", … ({len(ids)} in all)" if len(ids) > 8 else "")
        eras = {r for r in ERAS for c in cards if _Resolver(self.db, self.source, r).in_era(c)}
        era_hint = ", or choose the era with --rules base|ex|modern" if self.rules is None and len(eras) > 1 else ""
        return None, (
            f"{where}: '{name}' matches different cards ({shown}) — add the set code and number, "
            f"e.g. '{cards[0].set_code} {cards[0].number}'{era_hint}"
        )

    def _unknown_code(self, where: str, code: str) -> str:
        # Not "did you mean": a real set the database lacks is far more common than a typo.
        return (f"{where}: set {code} is not in the card database — import it with "
                f"'ptcgsim cards import DIR' (a folder of pokemontcg.io set files), "
                f"or leave the set code and number out")

    def _in_set_hint(self, name: str, set_id: str) -> str:
        cands = [c for c in (self.db.by_name(name) if name else []) if c.set_id == set_id]
        if not cands and name:
            in_set = [c for c in _all_cards(self.db) if c.set_id == set_id]
            by_norm = {_normalize(c.name): c for c in in_set}
            if self.suggestions_left > 0 and len(name) <= _MAX_SUGGEST_NAME_LEN:
                self.suggestions_left -= 1
                hits = difflib.get_close_matches(_normalize(name), list(by_norm), n=3, cutoff=0.6)
                cands = [by_norm[h] for h in hits]
        if cands:
            return "did you mean " + ", ".join(f"{c.name} {c.set_code} {c.number}" for c in cands[:3]) + "?"
        return "check the number, or leave the set code and number out"


def _looks_like_card(text: str, resolver: _Resolver) -> bool:
    """Whether a line without a count names a card (a forgotten count, not a deck title)."""
    name, code, number, card_id = _split_card_text(text)
    if card_id is not None or code is not None or basic_energy_type(name):
        return True
    return bool(name) and bool(resolver.db.by_name(name) or resolver.db.by_name(_PAREN_RE.sub("", name).strip()))


def _parse(text: str, source: str, db, rules: str | None = None) -> _Parsed:
    if db is None:
        db = _default_db()
    name = Path(source).stem if source and not source.startswith("<") else "deck"
    deck = Deck(name=name or "deck", entries=[], source=source, format="standard")
    out = _Parsed(deck, [], [])
    resolver = _Resolver(db, source, rules)
    first_content = True
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.replace("\ufeff", "").replace("\u00a0", " ").strip()
        if not line:
            continue
        if not line.startswith("#"):
            line = _INLINE_COMMENT_RE.sub("", line)  # "4 Pikachu BS 58  # tech"
        where = f"{source}:{lineno}"
        m = _NAME_RE.match(line)
        if m:
            if m.group(1):
                deck.name = m.group(1)
            continue
        if _HEADER_RE.match(line) or _TOTAL_RE.match(line) or _BANNER_RE.match(line):
            first_content = False
            continue
        if line.startswith("#"):
            continue
        was_first, first_content = first_content, False
        head = _CARD_RE.match(line)
        head_count = _COUNT_RE.match(head.group("count")) if head else None
        if was_first and (not head_count or int(head_count.group(1)) > MAX_LINE_COUNT) and not _looks_like_card(
                line if not head_count else head.group("rest"), resolver):
            # A title line before the cards is the deck's name: "Charizard ex — Regionals", or
            # "2024 Worlds — Charizard ex" (a number that is no card count, then no card).
            deck.name = _clip(line, 80)
            continue
        m = _CARD_RE.match(line)
        if not m:
            out.errors.append(f"{where}: cannot read '{_clip(line)}' — write a card line as 'COUNT NAME [SET NUMBER]', e.g. '4 Pikachu BS 58'")
            continue
        out.card_lines += 1
        count_text, rest = m.group("count"), m.group("rest")
        cm = _COUNT_RE.match(count_text)
        count = int(cm.group(1)) if cm else None
        if count is None or count <= 0:
            out.errors.append(
                f"{where}: '{_clip(count_text)}' is not a card count — start the line with a whole number of copies from 1 to {MAX_LINE_COUNT}"
            )
            continue
        if count > MAX_LINE_COUNT:
            out.errors.append(
                f"{where}: {count} copies on one line is too many — at most {MAX_LINE_COUNT} copies per line (and {MAX_COPIES} of a name except basic Energy)"
            )
            continue
        if rest[:2] in ("x ", "X ", "× "):  # "4 x Pikachu"
            rest = rest[2:].lstrip()
        cname, code, number, card_id = _split_card_text(rest)
        card, err = resolver.resolve(cname, code, number, card_id, where)
        if err:
            out.errors.append(err)
            out.unresolved_copies += count
            continue
        deck.entries.append(DeckEntry(card=card, count=count, line=lineno, name=cname or card.name))
        if (code is not None or card_id is not None) and not card.is_basic_energy:
            out.stated.append((lineno, card, card_id or f"{code} {number}"))
    return out


def _clip(s: str, n: int = 40) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def parse_decklist(text: str, *, source: str = "<text>", db=None, rules: str | None = None) -> tuple[Deck, list[str]]:
    """Read decklist text into a :class:`Deck` (no deck-level checks).

    ``rules`` (base, ex, modern) picks the era's printing of a plain card name.
    Returns ``(deck, warnings)``; raises :class:`DeckError` listing every line
    that cannot be read or resolved to a card.
    """
    p = _parse(text, source, db, rules)
    if p.errors:
        raise DeckError(*p.errors)
    return p.deck, p.warnings


# --- checking ------------------------------------------------------------------------------
def _deck_problems(deck: Deck, fmt: str, extra_copies: int = 0) -> tuple[list[str], list[str]]:
    """Deck-level (errors, warnings) — RULES.md §1."""
    src = deck.source or "<deck>"
    errors: list[str] = []
    warnings: list[str] = []
    if fmt not in DECK_SIZES:
        return [f"{src}: unknown format '{fmt}' — use one of {', '.join(DECK_SIZES)}"], []
    by_name: dict[str, list[DeckEntry]] = {}
    for e in deck.entries:
        if not e.card.is_basic_energy:
            by_name.setdefault(rule_name(e.card), []).append(e)
    for entries in by_name.values():
        n = sum(e.count for e in entries)
        if n > MAX_COPIES:
            lines = ", ".join(str(e.line) for e in entries)
            errors.append(
                f"{src}:{entries[0].line}: {n} copies of {entries[0].card.name} (line{'s' if len(entries) > 1 else ''} {lines}) — "
                f"at most {MAX_COPIES} cards with the same name (basic Energy excepted); remove {n - MAX_COPIES}"
            )
    aces = [e for e in deck.entries if e.card.ace_spec]
    n_ace = sum(e.count for e in aces)
    if n_ace > MAX_ACE_SPEC:
        errors.append(
            f"{src}:{aces[0].line}: {n_ace} ACE SPEC cards ({', '.join(sorted({e.card.name for e in aces}))}) — "
            f"a deck may hold only {MAX_ACE_SPEC}; keep one"
        )
    stars = [e for e in deck.entries if "Star" in e.card.subtypes]
    n_star = sum(e.count for e in stars)
    if n_star > MAX_STAR:
        errors.append(
            f"{src}:{stars[0].line}: {n_star} Pokémon ★ cards ({', '.join(sorted({e.card.name for e in stars}))}) — "
            f"a deck may hold only {MAX_STAR}; keep one"
        )
    want = DECK_SIZES[fmt]
    total = deck.size + extra_copies
    if total != want:
        diff = total - want
        fix = f"remove {diff}" if diff > 0 else f"add {-diff}"
        errors.append(f"{src}: the deck has {total} cards — a {fmt} deck has exactly {want}; {fix} card{'s' if abs(diff) != 1 else ''}")
    if extra_copies:
        # Lines that did not resolve may hold the Basic Pokémon, the Energy or a pre-evolution:
        # checks that depend on them would only report follow-on errors (#13).
        return errors, warnings
    if deck.entries and not any(e.card.is_basic_pokemon for e in deck.entries):
        errors.append(f"{src}: the deck has no Basic Pokémon — add at least one, or no game can start")
    # warnings
    names_in_deck = {_normalize(e.card.name) for e in deck.entries} | {rule_name(e.card) for e in deck.entries}
    seen_missing: set[tuple[str, str]] = set()
    for e in deck.entries:
        pre = e.card.evolves_from
        if e.card.is_pokemon and pre and game_name(pre) not in names_in_deck and (e.card.name, pre) not in seen_missing:
            seen_missing.add((e.card.name, pre))
            warnings.append(
                f"{src}:{e.line}: {e.card.name} evolves from {pre}, which is not in the deck — "
                f"add {pre} unless the deck can skip it (e.g. with Rare Candy)"
            )
    if deck.entries and not any(e.card.supertype == "energy" for e in deck.entries):
        warnings.append(f"{src}: the deck has no Energy cards — most attacks need Energy; add some unless the deck needs none")
    return errors, warnings


def validate_deck(deck: Deck, format: str = "standard") -> list[str]:
    """Check deck-construction rules; return warnings, raise :class:`DeckError` on problems."""
    errors, warnings = _deck_problems(deck, format)
    if errors:
        raise DeckError(*errors)
    return warnings


def check_deck_text(text: str, *, source: str = "<text>", format: str = "standard", db=None,
                    rules: str | None = None) -> DeckReport:
    """Parse and check decklist text, collecting every problem (never raises DeckError)."""
    if not text.strip():
        return DeckReport(source, None, [], [f"{source}: the file is empty — put one card per line as 'COUNT NAME [SET NUMBER]'"])
    p = _parse(text, source, db, rules)
    p.deck.format = format
    if p.card_lines == 0:
        msg = f"{source}: no card lines found — write one card per line as 'COUNT NAME [SET NUMBER]'"
        return DeckReport(source, p.deck, p.warnings, p.errors + [msg])
    errors, warnings = _deck_problems(p.deck, format, p.unresolved_copies)
    off_era, era_warning = _era_check(p.deck, rules, db if db is not None else _default_db())
    return DeckReport(source, p.deck, p.warnings + warnings + era_warning, p.errors + errors, off_era)


def _era_check(deck: Deck, rules: str | None, db) -> tuple[list[str], list[str]]:
    """Cards with no printing (of the same card for play) in the era of ``rules``, and a warning
    that names the rules whose era holds most of the deck."""
    if rules not in ERAS or not deck.entries:
        return [], []
    resolvers = {r: _Resolver(db, deck.source or "", r) for r in ERAS}

    def fits(card: Card, r: str) -> bool:
        if card.is_basic_energy:
            return True
        return any(resolvers[r].in_era(c) and c.play_key() == card.play_key() for c in db.by_name(card.name)) or \
            resolvers[r].in_era(card)

    off = [e for e in deck.entries if not fits(e.card, rules)]
    if not off:
        return [], []
    names = list(dict.fromkeys(f"{e.card.name} ({e.card.set_code} {e.card.number})" for e in off))
    copies = sum(e.count for e in off)
    best = max(ERAS, key=lambda r: sum(e.count for e in deck.entries if fits(e.card, r)))
    fix = (f"pass --rules {best} to check it as a {FORMAT_NAMES[best]} deck" if best != rules
           else "these cards are simulated as printed, under the chosen rules")
    shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    return names, [f"{deck.source or '<deck>'}: {copies} card{'s' if copies != 1 else ''} not from the "
                   f"{FORMAT_NAMES[rules]} era ({shown}) — {fix}"]


def card_era(card: Card, db) -> str | None:
    """The rules preset whose era (:data:`ERAS`) the card's set was released in, or None."""
    date = str(db.sets.get(card.set_id, {}).get("release_date") or "")
    return next((r for r, (lo, hi) in ERAS.items() if date and lo <= date <= hi), None)


def stated_eras(path: str | Path, *, db=None) -> dict[str, list[tuple[int, str]]]:
    """The eras a decklist names without ambiguity: for each rules preset, the lines
    ``(line number, "SVI 84")`` whose set code or card id is a printing of its era.

    Plain card names and basic Energy say nothing about the era; a deck of them gives ``{}``,
    and so does a file that cannot be read (loading it reports that).
    """
    src = "<stdin>" if str(path) == STDIN else str(path)
    try:
        text = _read_text(Path(path) if str(path) != STDIN else STDIN)
    except (DeckError, UserError):
        return {}
    if db is None:
        db = _default_db()
    out: dict[str, list[tuple[int, str]]] = {}
    for lineno, card, written in _parse(text, src, db, None).stated:
        era = card_era(card, db)
        if era is not None:
            out.setdefault(era, []).append((lineno, written))
    return out


def check_deck(path: str | Path, *, format: str = "standard", db=None, rules: str | None = None) -> DeckReport:
    """Read, parse and check a decklist file (``-``: standard input), collecting every problem
    (never raises DeckError)."""
    src = "<stdin>" if str(path) == STDIN else str(path)
    try:
        text = _read_text(Path(path) if str(path) != STDIN else STDIN)
    except DeckError as err:
        return DeckReport(src, None, [], list(err.lines))
    report = check_deck_text(text, source=src, format=format, db=db, rules=rules)
    if src == "<stdin>" and report.deck is not None and report.deck.name == "deck":
        report.deck.name = "stdin"
    return report


def load_deck(path: str | Path, *, format: str = "standard", db=None, rules: str | None = None) -> Deck:
    """Read, parse and validate a decklist file (``-``: standard input); raise :class:`DeckError`
    listing all problems.  ``rules`` picks the era's printing of a plain card name."""
    report = check_deck(path, format=format, db=db, rules=rules)
    if report.errors:
        raise DeckError(*report.errors)
    return report.deck

"""Fuzzing: any text or bytes gives a Deck or a DeckError, never another exception."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ptcgsim.cards import load_db
from ptcgsim.decks import Deck, check_deck_text, load_deck, parse_decklist
from ptcgsim.errors import DeckError

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Pieces of real decklist lines, so the fuzzer reaches the resolver, not only the tokenizer.
_counts = st.sampled_from(["1", "4", "0", "-1", "x", "4.5", "60", "61", "4x", "*", "* 4", "99999999999999999999"])
_names = st.sampled_from(
    ["Pikachu", "Charizard ex", "Basic {R} Energy", "Fire Energy", "Basic {Y} Energy", "Professor's Research",
     "Bill", "Nidoran ♂", "Pokémon Catcher", "Energy", "", "Ω", "Basic {Q} Energy", "Double Colorless Energy"]
)
_codes = st.sampled_from(["", "OBF", "SVE", "BS", "XYZ", "Energy", "PR-SV", "base1-58", "sv3-999", "svp"])
_numbers = st.sampled_from(["", "1", "125", "0125", "999", "SVP001", "TG05", "PH"])
_headers = st.sampled_from(["Pokémon: 12", "##Trainer Cards - 10", "Total Cards: 60", "# name: x", "# c", "******", ""])
_line = st.one_of(
    st.builds(lambda c, n, s, k: " ".join(x for x in (c, n, s, k) if x), _counts, _names, _codes, _numbers),
    _headers,
    st.text(max_size=40),
)
_decktext = st.lists(_line, max_size=25).map("\n".join)


def _check_text(text: str) -> None:
    try:
        deck, warnings = parse_decklist(text, source="fuzz.txt")
    except DeckError as err:
        assert err.lines and all(isinstance(x, str) and x for x in err.lines)
    else:
        assert isinstance(deck, Deck) and isinstance(warnings, list)
        assert deck.size == sum(e.count for e in deck.entries) and all(e.count > 0 for e in deck.entries)
    report = check_deck_text(text, source="fuzz.txt")
    assert isinstance(report.errors, list) and isinstance(report.warnings, list)


def setup_module():
    load_db()  # warm the cached card database outside the timed examples


@SETTINGS
@given(st.text(max_size=400))
def test_arbitrary_text(text):
    _check_text(text)


@SETTINGS
@given(_decktext)
def test_decklike_text(text):
    _check_text(text)


@SETTINGS
@given(st.binary(max_size=400))
def test_arbitrary_bytes_load(data):
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "deck.txt"
        p.write_bytes(data)
        try:
            deck = load_deck(p)
        except DeckError as err:
            assert err.lines
        else:
            assert isinstance(deck, Deck) and deck.size == 60


@SETTINGS
@given(_decktext, st.sampled_from(["utf-8", "utf-8-sig", "cp1252", "utf-16", "utf-16-le", "utf-16-be"]))
def test_decklike_bytes_load(text, encoding):
    data = text.encode(encoding, errors="replace")
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "deck.txt"
        p.write_bytes(data)
        for fmt in ("standard", "mini"):
            try:
                load_deck(p, format=fmt)
            except DeckError as err:
                assert err.lines


@SETTINGS
@given(st.sampled_from([b"\xff\xfe", b"\xfe\xff", b"\xef\xbb\xbf", b""]), st.binary(max_size=400))
def test_bom_prefixed_bytes_load(bom, data):
    """A UTF-16 or UTF-8 byte-order mark before arbitrary bytes: a DeckError or a deck, never a traceback (#13)."""
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "deck.txt"
        p.write_bytes(bom + data)
        try:
            deck = load_deck(p, rules="base")
        except DeckError as err:
            assert err.lines
        else:
            assert isinstance(deck, Deck) and deck.size == 60

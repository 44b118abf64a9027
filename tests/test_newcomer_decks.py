"""Issue 13: the decklist shapes real exports take, read as the user meant (made-up lists).

One test per form the issue lists; each list is invented, in the shape of an
export from a tournament site, a forum post or the PTCGL / PTCGO clients.
"""

from __future__ import annotations

import os

import pytest
from typer.testing import CliRunner

from ptcgsim.cli import app
from ptcgsim.decks import MAX_DECK_BYTES, check_deck, check_deck_text, decode_deck_bytes, load_deck, parse_decklist

runner = CliRunner()

#: A made-up 1999 list written with plain names, as forum posts of the time did.
PLAIN_1999 = """\
4 Hitmonchan
4 Machop
4 Machoke
4 Electabuzz
4 Bill
4 Professor Oak
18 Fighting Energy
18 Lightning Energy
"""


def _ok(text: str, rules: str | None = "base", fmt: str = "standard"):
    rep = check_deck_text(text, source="t.txt", rules=rules, format=fmt)
    assert rep.errors == [], rep.errors
    return rep.deck


def test_count_after_an_x():
    deck = _ok(PLAIN_1999.replace("4 ", "x4 ").replace("18 ", "x18 "))
    assert deck.size == 60
    deck = _ok(PLAIN_1999.replace("4 ", "4 x "))
    assert deck.size == 60


@pytest.mark.parametrize("line", [
    "18 Fighting Energy MEE 6",  # a set code the database does not know (Limitless' Mega Evolution Energy)
    "18 Fighting Energy Energy 6",  # PTCGO's "Energy" pseudo set code
    "18 Basic {F} Energy Energy 6",
    "18 Fighting Energy mee 6",  # the same, lower case
    "18 Fighting Energy SVE 6",  # a known code
])
def test_basic_energy_with_any_set_code(line):
    deck = _ok(PLAIN_1999.replace("18 Fighting Energy", line, 1))
    assert sum(e.count for e in deck.entries if e.card.is_basic_energy and e.card.energy_type == "Fighting") == 18


@pytest.mark.parametrize("headers", [
    ("Pokémon: 16", "Treinador: 8", "Energia: 36"),  # pt
    ("Pokémon: 16", "Entrenador: 8", "Energía: 36"),  # es
    ("Pokémon: 16", "Trainer: 8", "Energie: 36"),  # de
    ("Pokémon : 16", "Dresseur : 8", "Énergie : 36"),  # fr
    ("Pokémon: 16", "Allenatore: 8", "Energia: 36"),  # it
    ("Pokémon - 16", "Treinadores - 8", "Energias - 36"),
])
def test_localized_section_headers(headers):
    p, t, e = headers
    lines = PLAIN_1999.splitlines()
    text = "\n".join([p, *lines[:4], "", t, *lines[4:6], "", e, *lines[6:], "", "Total de cartas: 60"])
    assert _ok(text).size == 60


def test_deck_name_first_line():
    deck = _ok("Fighting Fury — City Championship 2000 (made up)\n\n" + PLAIN_1999)
    assert deck.name == "Fighting Fury — City Championship 2000 (made up)"
    assert deck.size == 60


def test_deck_name_first_line_starting_with_a_year():
    deck = _ok("2000 Regionals — Fighting Fury\n" + PLAIN_1999)
    assert deck.name == "2000 Regionals — Fighting Fury" and deck.size == 60
    rep = check_deck_text("100 Fighting Energy\n" + PLAIN_1999, source="t.txt", rules="base")
    assert any("t.txt:1: 100 copies on one line is too many" in e for e in rep.errors)


def test_first_line_that_is_a_card_without_count_is_still_an_error():
    rep = check_deck_text("Hitmonchan BS 7\n" + PLAIN_1999, source="t.txt", rules="base")
    assert rep.errors and rep.errors[0].startswith("t.txt:1:")


def test_plain_names_resolve_to_the_era_of_rules():
    base = _ok(PLAIN_1999, rules="base")
    assert {e.card.name: e.card.set_id for e in base.entries}["Hitmonchan"] == "base1"
    assert {e.card.name: e.card.set_id for e in base.entries}["Machoke"] == "base1"
    # Without an era the name is truly ambiguous: one line, the candidates, and how to choose
    rep = check_deck_text(PLAIN_1999, source="t.txt", rules=None)
    hm = [e for e in rep.errors if "'Hitmonchan'" in e]
    assert len(hm) == 1 and "base1-7" in hm[0] and "sv3pt5-107" in hm[0] and "--rules" in hm[0]
    # modern: the SV printing
    deck, _ = parse_decklist("4 Hitmonchan", rules="modern")
    assert deck.entries[0].card.id == "sv3pt5-107"


def test_plain_name_era_through_the_cli(tmp_path):
    p = tmp_path / "fury.txt"
    p.write_text(PLAIN_1999, encoding="utf-8")
    r = runner.invoke(app, ["validate", str(p)])  # base is the default
    assert r.exit_code == 0, r.output
    assert "valid 1999 Base-Fossil deck" in r.stdout
    r = runner.invoke(app, ["validate", str(p), "--rules", "modern"])
    assert r.exit_code == 2 and "'Electabuzz' matches different cards" in r.stderr


@pytest.mark.parametrize("encoding, bom", [("utf-16", b""), ("utf-16-le", b""), ("utf-16-be", b""),
                                           ("utf-8", b"\xef\xbb\xbf")])
def test_utf16_and_bom_files(tmp_path, encoding, bom):
    p = tmp_path / "deck.txt"
    p.write_bytes(bom + ("Pokémon: 16\r\n" + PLAIN_1999.replace("\n", "\r\n")).encode(encoding))
    rep = check_deck(p, rules="base")
    assert rep.errors == [] and rep.deck.size == 60


def test_binary_is_still_binary():
    with pytest.raises(Exception, match="binary file"):
        decode_deck_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00", "x.png")


def test_size_cap(tmp_path):
    p = tmp_path / "huge.txt"
    p.write_bytes(b"4 Pikachu BS 58\n" * (MAX_DECK_BYTES // 16 + 10))
    r = runner.invoke(app, ["validate", str(p)])
    assert r.exit_code == 2
    assert r.stderr.strip().splitlines() == [f"error: {p}: more than 1024 KiB, too big for a decklist — give a decklist text file"]


def test_devices_and_fifos_are_refused_without_reading(tmp_path):
    r = runner.invoke(app, ["validate", "/dev/zero"])
    assert r.exit_code == 2 and "not a regular file" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    r = runner.invoke(app, ["validate", str(fifo)])  # would block forever if it were opened
    assert r.exit_code == 2 and "not a regular file" in r.stderr


def test_stdin_dash(monkeypatch):
    import ptcgsim.decks as decks

    monkeypatch.setattr(decks, "_STDIN_CACHE", {})
    r = runner.invoke(app, ["validate", "-"], input=PLAIN_1999)
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith("stdin: valid 1999 Base-Fossil deck, 60 cards")
    monkeypatch.setattr(decks, "_STDIN_CACHE", {"-": PLAIN_1999})
    assert load_deck("-", rules="base").size == 60


def test_unknown_set_code_names_the_import_not_a_guess():
    rep = check_deck_text("4 Pikachu BRS 12\n", source="t.txt", rules="base")
    assert rep.errors[0] == ("t.txt:1: set BRS is not in the card database — import it with 'ptcgsim cards import DIR' "
                             "(a folder of pokemontcg.io set files), or leave the set code and number out")


def test_no_follow_on_errors_after_unresolved_lines():
    # The only Basic and the only Energy are on lines that do not resolve.
    text = "4 Machoke\n4 Bill\n4 Hitmonchanx\n48 Fighting Enrgy\n"
    rep = check_deck_text(text, source="t.txt", rules="base")
    assert len(rep.errors) == 2, rep.errors
    assert all(("Hitmonchanx" in e or "Fighting Enrgy" in e) for e in rep.errors)
    assert not any("Basic Pokémon" in x or "no Energy" in x or "evolves from" in x for x in rep.errors + rep.warnings)


def test_truly_wrong_lines_still_rejected_one_line_each():
    text = PLAIN_1999 + "5 Bill\nfour Potion\n4 Pikachu BS 999\n"
    rep = check_deck_text(text, source="t.txt", rules="base")
    joined = "\n".join(rep.errors)
    assert "'four' is not a card count" in joined
    assert "set BS has no card number 999" in joined
    assert "9 copies of Bill" in joined
    assert len(rep.errors) == len(set(rep.errors))

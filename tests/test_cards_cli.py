"""`ptcgsim cards ...` and `ptcgsim odds` through the typer app."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ptcgsim.cards import clear_cache
from ptcgsim.cli import app

runner = CliRunner()
SHARED = Path(__file__).parents[1].parent / "shared"
CARDDATA = SHARED / "carddata"

try:  # the decklist engineer's module
    import ptcgsim.decks  # noqa: F401

    HAVE_DECKS = True
except ModuleNotFoundError:
    HAVE_DECKS = False
needs_decks = pytest.mark.skipif(not HAVE_DECKS, reason="ptcgsim.decks not there yet")


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("PTCGSIM_HOME", str(tmp_path / "home"))
    clear_cache()
    yield
    clear_cache()


def test_show_by_id_and_name():
    r = runner.invoke(app, ["cards", "show", "base1-1"])
    assert r.exit_code == 0, r.output
    assert "Alakazam" in r.output and "HP 80" in r.output and "Confuse Ray" in r.output
    r = runner.invoke(app, ["cards", "show", "Charizard"])
    assert r.exit_code == 0 and "base1-4" in r.output and "base4-4" in r.output
    r = runner.invoke(app, ["cards", "show", "OBF 125"])
    assert r.exit_code == 0 and "Charizard ex" in r.output and "prizes 2" in r.output


def test_show_json():
    r = runner.invoke(app, ["cards", "show", "Double Colorless Energy", "--json"])
    assert r.exit_code == 0
    data = json.loads(r.stdout)
    assert {c["id"] for c in data["cards"]} == {"base1-96", "base4-124"}
    assert data["cards"][0]["provides"] == {"Colorless": 2}


def test_show_unknown_suggests():
    r = runner.invoke(app, ["cards", "show", "Charzard"])
    assert r.exit_code == 2
    assert "unknown card" in r.output and "Charizard" in r.output


def test_coverage_json():
    # the classic Base Set is complete (issue 4)
    r = runner.invoke(app, ["cards", "coverage", "--set", "BS", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert set(data) == {"total", "implemented", "missing"}
    assert data["missing"] == [] and data["implemented"] == data["total"] >= 102
    # a modern set still has gaps: every one listed, in the JSON shape
    r = runner.invoke(app, ["cards", "coverage", "--set", "me1", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["total"] >= len(data["missing"]) > 0
    assert data["implemented"] <= data["total"] - len({m["card"] for m in data["missing"]})
    assert all(m["card"].startswith("me1-") for m in data["missing"])
    assert {m["kind"] for m in data["missing"]} <= {"attack", "power", "trainer", "energy"}
    r = runner.invoke(app, ["cards", "coverage", "--set", "NOPE", "--json"])
    assert r.exit_code == 2 and "unknown set" in r.output


def test_coverage_text():
    r = runner.invoke(app, ["cards", "coverage", "--set", "base2"])
    assert r.exit_code == 0 and "implemented" in r.output


def test_import_errors(tmp_path):
    r = runner.invoke(app, ["cards", "import", str(tmp_path / "missing")])
    assert r.exit_code == 2 and "no such file or folder" in r.output
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "zz1.json").write_text("[{oops")
    r = runner.invoke(app, ["cards", "import", str(bad)])
    assert r.exit_code == 2 and "bad JSON" in r.output


def test_import_then_show(tmp_path):
    src = tmp_path / "src"
    (src / "cards" / "en").mkdir(parents=True)
    (src / "sets").mkdir()
    (src / "sets" / "en.json").write_text(json.dumps([{"id": "zz1", "name": "Test Set", "ptcgoCode": "TST",
                                                        "releaseDate": "2030/01/01"}]))
    (src / "cards" / "en" / "zz1.json").write_text(json.dumps([
        {"id": "zz1-1", "name": "Testmon", "supertype": "Pokémon", "subtypes": ["Basic"], "hp": "70",
         "types": ["Fire"], "number": "1", "attacks": [{"name": "Tackle", "cost": ["Colorless"], "damage": "10",
                                                       "text": ""}]},
    ]))
    r = runner.invoke(app, ["cards", "import", str(src)])
    assert r.exit_code == 0, r.output
    assert "imported 1 set(s), 1 card(s)" in r.output
    r = runner.invoke(app, ["cards", "show", "TST 1"])
    assert r.exit_code == 0 and "Testmon" in r.output and "HP 70" in r.output
    # one set file imports too (#13: it said "no such directory"), with its set table found above it
    clear_cache()
    r = runner.invoke(app, ["cards", "import", str(src / "cards" / "en" / "zz1.json")])
    assert r.exit_code == 0, r.output
    assert "zz1 (TST): 1 cards" in r.output and "imported 1 set(s), 1 card(s)" in r.output
    (tmp_path / "notes.txt").write_text("hello")
    r = runner.invoke(app, ["cards", "import", str(tmp_path / "notes.txt")])
    assert r.exit_code == 2 and "not a pokemontcg.io set file" in r.output


DECK = """\
4 Pikachu BS 58
2 Raichu BS 14
4 Ponyta BS 60
4 Bill BS 91
3 Professor Oak BS 88
2 Double Colorless Energy BS 96
37 Lightning Energy BS 100
4 Potion BS 94
"""


@needs_decks
def test_odds_json(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK)
    r = runner.invoke(app, ["odds", str(deck), "--rules", "base", "--json", "--group", "Bill,Professor Oak"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["deck_size"] == 60 and data["basics"] == 8 and data["rules"] == "base"
    assert [g["name"] for g in data["groups"]] == ["Basic Pokémon", "Energy", "Bill, Professor Oak"]
    assert data["groups"][2]["copies"] == 7
    bill = next(c for c in data["cards"] if c["name"] == "Bill")
    assert round(100 * bill["p_open"], 6) == 39.949963
    assert set(bill) >= {"name", "copies", "p_open", "p_open_keep", "p_prized_any", "p_prized_all",
                         "expected_prized", "p_by_turn"}


@needs_decks
def test_odds_table_chart_and_errors(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK)
    png = tmp_path / "c.png"
    r = runner.invoke(app, ["odds", str(deck), "--rules", "ex", "--chart", str(png)])
    assert r.exit_code == 0, r.output
    assert "Pikachu" in r.output and png.stat().st_size > 1000
    r = runner.invoke(app, ["odds", str(deck), "--rules", "classic"])
    assert r.exit_code == 2 and "base|ex|modern" in r.output
    r = runner.invoke(app, ["odds", str(deck), "--group", "Gust of Wind"])
    assert r.exit_code == 2 and "not in the deck" in r.output
    r = runner.invoke(app, ["odds", str(tmp_path / "nope.txt")])
    assert r.exit_code == 2


@needs_decks
def test_odds_mini(tmp_path):
    deck = tmp_path / "mini.txt"
    deck.write_text("4 Pikachu BS 58\n4 Ponyta BS 60\n2 Bill BS 91\n20 Lightning Energy BS 100\n")
    r = runner.invoke(app, ["odds", str(deck), "--format", "mini", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["deck_size"] == 30 and data["prizes"] == 3

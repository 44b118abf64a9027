"""Importer, bundled database and name normalisation."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from ptcgsim.cards import CardDB, load_db, normalize_name, normalize_number
from ptcgsim.cards.db import BUNDLED_PATH, read_db_file, write_db_file
from ptcgsim.cards.importer import import_dir, import_set_file, load_set_table, parse_damage
from ptcgsim.errors import CardError

SHARED = Path(__file__).parents[1].parent / "shared"
CARDDATA = SHARED / "carddata"
needs_data = pytest.mark.skipif(not (CARDDATA / "cards" / "en").is_dir(), reason="../shared/carddata absent")


@pytest.fixture(scope="module")
def sets_table():
    return load_set_table(CARDDATA / "sets" / "en.json")


def _card(set_id, card_id, sets_table):
    _, cards = import_set_file(CARDDATA / "cards" / "en" / f"{set_id}.json", sets_table)
    return next(c for c in cards if c.id == card_id)


# --- importer on the real files ----------------------------------------------------
@needs_data
def test_base1_alakazam_facts(sets_table):
    c = _card("base1", "base1-1", sets_table)
    assert (c.name, c.set_id, c.set_code, c.number, c.supertype) == ("Alakazam", "base1", "BS", "1", "pokemon")
    assert (c.stage, c.evolves_from, c.hp, c.types, c.retreat) == ("stage2", "Kadabra", 80, ["Psychic"], 3)
    assert [(w.type, w.mode, w.value) for w in c.weaknesses] == [("Psychic", "x", 2)]
    assert c.resistances == []
    (a,) = c.attacks
    assert (a.name, a.cost, a.damage, a.damage_mod, a.has_text) == ("Confuse Ray", {"Psychic": 3}, 30, "", True)
    (p,) = c.powers
    assert (p.name, p.kind) == ("Damage Swap", "Pokémon Power")
    assert c.prize_value == 1 and not c.ace_spec


@needs_data
def test_resistance_and_damage_modifiers(sets_table):
    db = load_db()
    # base1 Charizard: resistance Fighting -30; Base Set damage strings like "10×" and "10+".
    assert [(r.type, r.value) for r in db.get("base1-4").resistances] == [("Fighting", 30)]
    mods = {a.damage_mod for c in db.cards for a in c.attacks}
    assert {"", "x", "+", "-"} <= mods
    assert parse_damage("20×") == (20, "x") and parse_damage("10+") == (10, "+")
    assert parse_damage("30-") == (30, "-") and parse_damage("") == (0, "") and parse_damage("30") == (30, "")


@needs_data
def test_additive_weakness_parsed():
    # Any "+N" weakness in the data becomes mode "+"; "×2" becomes mode "x".
    raw = [w for f in (CARDDATA / "cards" / "en").glob("*.json") for c in json.loads(f.read_text())
           for w in c.get("weaknesses") or ()]
    values = {w["value"] for w in raw}
    db = load_db()
    modes = {(w.mode, w.value) for c in db.cards for w in c.weaknesses}
    assert ("x", 2) in modes
    for v in values:
        if v.startswith("+"):
            assert ("+", int(v[1:])) in modes


@needs_data
def test_double_colorless_energy(sets_table):
    c = _card("base1", "base1-96", sets_table)
    assert c.supertype == "energy" and c.energy_kind == "special"
    assert c.provides == {"Colorless": 2} and not c.is_basic_energy
    fire = _card("base1", "base1-98", sets_table)
    assert fire.is_basic_energy and fire.energy_type == "Fire" and fire.provides == {"Fire": 1}


@needs_data
def test_base_trainers_and_modern_trainer_kinds():
    db = load_db()
    assert db.by_name("Bill")[0].trainer_kind == "trainer"
    kinds = {c.trainer_kind for c in db.cards if c.supertype == "trainer"}
    assert {"trainer", "item", "supporter", "stadium", "tool"} <= kinds
    assert db.by_name("Boss's Orders")[0].trainer_kind == "supporter"
    assert all(not c.implemented for c in db.cards if c.supertype == "trainer") or _has_recognizer()
    assert any(c.ace_spec for c in db.cards if c.supertype == "trainer")


def _has_recognizer() -> bool:
    try:
        import ptcgsim.cards.recognize  # noqa: F401
    except ModuleNotFoundError:
        return False
    return True


@needs_data
def test_prize_values():
    db = load_db()
    charizard_ex = db.get("sv3-125")
    assert charizard_ex.prize_value == 2 and charizard_ex.stage == "stage2" and "Tera" in charizard_ex.subtypes
    megas = [c for c in db.cards if "MEGA" in c.subtypes and c.is_pokemon]
    assert megas and all(c.prize_value == 3 for c in megas)
    # Mega ex stage follows the subtypes: some are Basic, some evolve.
    assert {c.stage for c in megas} == {"basic", "stage1", "stage2"}
    assert all(c.prize_value == 2 for c in db.cards if "ex" in c.subtypes and "MEGA" not in c.subtypes)
    assert all(c.prize_value == 1 for c in db.cards if c.is_pokemon and not ({"ex", "MEGA"} & set(c.subtypes)))
    vmax = [c for c in db.cards if "VMAX" in c.subtypes]
    assert all(c.prize_value == 3 for c in vmax)  # none in the bundled sets today


@needs_data
def test_implemented_flags_without_recognizer():
    if _has_recognizer():
        pytest.skip("the recognizer fills these flags")
    db = load_db()
    for c in db.cards:
        for a in c.attacks:
            assert a.implemented == (not a.has_text)
        assert all(not p.implemented for p in c.powers)
        if c.is_basic_energy:
            assert c.implemented


# --- bundled database -------------------------------------------------------------------
ALL_SETS = ["base1", "base2", "base3", "base4", *(f"ex{i}" for i in range(1, 17)), "me1", "me2", "me2pt5", "me3", "rsv10pt5", "sv1", "sv10", "sv2",
            "sv3", "sv3pt5", "sv4", "sv4pt5", "sv5", "sv6", "sv6pt5", "sv7", "sv8", "sv8pt5", "sv9", "sve", "svp",
            "zsv10pt5"]


def test_bundled_db_loads_all_sets():
    db = load_db()
    assert sorted({c.set_id for c in db.cards}) == sorted(ALL_SETS)
    assert len(db) > 4000
    assert db.sets["base1"]["code"] == "BS" and db.sets["sv3"]["release_date"] == "2023/08/11"
    assert BUNDLED_PATH.stat().st_size < 600_000


@needs_data
def test_bundled_db_matches_carddata_count():
    from ptcgsim.cards.db import BUNDLED_SETS

    files = [f for f in (CARDDATA / "cards" / "en").glob("*.json") if f.stem in BUNDLED_SETS]
    assert sorted(f.stem for f in files) == sorted(BUNDLED_SETS)
    assert sorted(load_db().sets) == sorted(BUNDLED_SETS)
    assert len(load_db()) == sum(len(json.loads(f.read_text())) for f in files)


@needs_data
def test_no_card_text_in_bundled_db():
    blob = gzip.decompress(BUNDLED_PATH.read_bytes()).decode("utf-8")
    texts = set()
    for f in (CARDDATA / "cards" / "en").glob("*.json"):
        for c in json.loads(f.read_text()):
            for a in c.get("attacks") or ():
                texts.add(a.get("text") or "")
            for a in c.get("abilities") or ():
                texts.add(a.get("text") or "")
            texts.update(c.get("rules") or ())
            texts.add(c.get("flavorText") or "")
    leaks = [t for t in texts if len(t) >= 25 and t[:60] in blob]
    assert not leaks, leaks[:3]
    # JSON escapes quotes; check the escaped form too.
    leaks = [t for t in texts if len(t) >= 25 and json.dumps(t[:60], ensure_ascii=False)[1:-1] in blob]
    assert not leaks, leaks[:3]


@needs_data
def test_build_is_deterministic(tmp_path):
    sets, cards = import_dir(CARDDATA)
    a, b = tmp_path / "a.json.gz", tmp_path / "b.json.gz"
    write_db_file(a, sets, cards)
    write_db_file(b, list(reversed(sets)), list(reversed(cards)))
    assert a.read_bytes() == b.read_bytes()


@needs_data
def test_bundled_db_is_current(tmp_path):
    # Fails after an importer or recognizer change until the DB is rebuilt.
    from ptcgsim.cards.db import BUNDLED_SETS

    sets, cards = import_dir(CARDDATA, only=BUNDLED_SETS)
    a = tmp_path / "a.json.gz"
    write_db_file(a, sets, cards)
    assert a.read_bytes() == BUNDLED_PATH.read_bytes(), "bundled DB is stale: run scripts/build_carddb.py"


def test_db_file_round_trip(tmp_path):
    db = load_db()
    cards = [db.get("base1-1"), db.get("base1-96"), db.get("sv3-125")]
    path = tmp_path / "x.json.gz"
    write_db_file(path, [db.sets["base1"], db.sets["sv3"]], cards)
    sets2, cards2 = read_db_file(path)
    assert cards2 == cards and {s["id"] for s in sets2} == {"base1", "sv3"}


def test_bad_db_file(tmp_path):
    p = tmp_path / "bad.json.gz"
    p.write_bytes(b"not gzip")
    with pytest.raises(CardError):
        read_db_file(p)


# --- lookups ------------------------------------------------------------------------
def test_get_find_and_unknown():
    db = load_db()
    assert db.get("base1-4").name == "Charizard"
    assert db.find("BASE1-4").id == "base1-4"
    assert db.find("nope-1") is None
    with pytest.raises(CardError):
        db.get("nope-1")


def test_by_set_number_forgiving():
    db = load_db()
    assert db.by_set_number("SVE", "2").id == "sve-2"
    assert db.by_set_number("sve", "002").id == "sve-2"
    assert db.by_set_number("PR-SV", "1").id == "svp-1"
    assert db.by_set_number("SVP", "001").id == "svp-1"
    assert db.by_set_number("obf", "125").id == "sv3-125"
    assert db.by_set_number("sv3", "125").id == "sv3-125"
    assert db.by_set_number("BS", "4").name == "Charizard"
    assert db.by_set_number("XYZ", "4") is None
    assert db.by_set_number("BS", "999") is None
    assert db.set_id_for_code("pr-sv") == "svp" and db.set_id_for_code("OBF") == "sv3"
    assert db.set_id_for_code("nope") is None
    assert normalize_number("007") == "7" and normalize_number("SVP 010") == "SVP10" and normalize_number("0") == "0"


def test_by_name_and_basic_energy():
    db = load_db()
    assert {c.id for c in db.by_name("Pokemon Catcher")} == {c.id for c in db.by_name("Pokémon Catcher")}
    assert db.by_name("Pokemon Catcher")
    # every printing, oldest first: Base Set, Base Set 2, then the EX era's (Dragon, Power Keepers)
    assert [c.id for c in db.by_name("charizard")] == ["base1-4", "base4-4", "ex3-100", "ex16-6"]
    assert db.by_name("Nidoran ♂") == db.by_name("Nidoran♂") != []
    fire = db.by_name("Fire Energy")
    assert {"base1-98", "sve-2"} <= {c.id for c in fire}
    assert db.basic_energy("Fire").id == "base1-98"
    assert db.basic_energy("fire energy").id == "base1-98"
    assert db.basic_energy("R").id == "base1-98"
    assert db.basic_energy("Darkness").set_id == "sve"
    assert db.basic_energy("Metal").energy_type == "Metal"
    with pytest.raises(CardError):
        db.basic_energy("Plasma")


def test_user_sets_are_loaded(tmp_path, monkeypatch):
    from ptcgsim.cards.db import save_user_set
    from ptcgsim.cards.schema import Card

    monkeypatch.setenv("PTCGSIM_HOME", str(tmp_path))
    card = Card(id="zz1-1", name="Testmon", set_id="zz1", set_code="ZZ", number="1", supertype="pokemon",
                stage="basic", hp=50)
    save_user_set({"id": "zz1", "code": "ZZ", "name": "Test", "release_date": None}, [card], home=tmp_path)
    db = load_db()
    assert db.get("zz1-1").name == "Testmon" and db.by_set_number("zz", "01").id == "zz1-1"
    assert db.get("base1-4").name == "Charizard"  # bundled cards still there


def test_carddb_from_cards_directly():
    db = load_db()
    small = CardDB([db.get("base1-1")], [db.sets["base1"]])
    assert len(small) == 1 and small.by_set_number("bs", "1").name == "Alakazam"


# --- names --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Pokémon Catcher", "pokemon catcher"),
        ("Boss’s Orders", "Boss's Orders"),
        ("Boss`s Orders", "BOSS'S ORDERS"),
        ("Nidoran ♂", "Nidoran♂"),
        ("Nidoran ♀ ", "nidoran♀"),
        ("  Professor   Oak ", "Professor Oak"),
        ("Porygon–Z", "Porygon-Z"),
    ],
)
def test_normalize_name_equal(a, b):
    assert normalize_name(a) == normalize_name(b)


def test_normalize_name_keeps_distinct():
    assert normalize_name("Nidoran♂") != normalize_name("Nidoran♀")
    assert normalize_name("Charizard ex") != normalize_name("Charizard")


def test_importer_errors(tmp_path):
    with pytest.raises(CardError, match="no such file or folder"):
        import_dir(tmp_path / "missing")
    (tmp_path / "x1.json").write_text("[{bad json")
    with pytest.raises(CardError, match="bad JSON"):
        import_dir(tmp_path)
    (tmp_path / "x1.json").write_text('{"not": "a list"}')
    with pytest.raises(CardError, match="JSON array"):
        import_dir(tmp_path)


def test_importer_without_set_table(tmp_path):
    (tmp_path / "zz9.json").write_text(json.dumps([
        {"id": "zz9-1", "name": "Fakemon", "supertype": "Pokémon", "subtypes": ["Stage 1"], "hp": "90",
         "types": ["Water"], "number": "001", "weaknesses": [{"type": "Grass", "value": "+20"}],
         "resistances": [{"type": "Fire", "value": "-20"}], "retreatCost": ["Colorless"],
         "attacks": [{"name": "Splash", "cost": ["Water", "Colorless"], "damage": "20×", "text": "x"}]},
    ]))
    sets, cards = import_dir(tmp_path)
    (c,) = cards
    assert sets[0]["code"] == "ZZ9" and c.set_code == "ZZ9"  # fallback code: the id upper-cased
    assert c.stage == "stage1" and c.hp == 90 and c.retreat == 1
    assert (c.weaknesses[0].mode, c.weaknesses[0].value) == ("+", 20) and c.resistances[0].value == 20
    assert c.attacks[0].cost == {"Water": 1, "Colorless": 1} and c.attacks[0].damage_mod == "x"

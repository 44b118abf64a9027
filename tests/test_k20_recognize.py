"""Stop 31, slice k20: EX-era Trainers and Special Energy, text -> rows (recogniser only, no kernel).

Card text is read from ../shared/carddata at test time (never copied here); the deck test reads the
card data through the recognisers (like ``ptcgsim cards coverage``), so it needs no rebuilt bundled
card DB.  Set PTCGSIM_CARDDATA to the carddata folder where ../shared is elsewhere.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ptcgsim import effects as fx
import ptcgsim.cards.recognize  # noqa: F401  (registers every recogniser)
from ptcgsim.cards.recognize_energy import recognize_energy

REPO = Path(__file__).resolve().parents[1]
_CANDIDATES = [REPO.parent / "shared" / "carddata", Path(os.environ.get("PTCGSIM_CARDDATA", "/nonexistent"))]
CARDDATA = next((c for c in _CANDIDATES if (c / "cards" / "en").is_dir()), None)
needs_data = pytest.mark.skipif(CARDDATA is None, reason="../shared/carddata absent")

NOT_EX = fx.TC_SHIFT * fx.TC_NOT_EX
THIRD = fx.TC_SHIFT * fx.TC_SHIFT


def _card(cid: str) -> dict:
    s = cid.split("-")[0]
    for c in json.loads((CARDDATA / "cards" / "en" / f"{s}.json").read_text()):
        if c["id"] == cid:
            return c
    raise KeyError(cid)


def _energy(cid: str):
    c = _card(cid)
    return recognize_energy(c["rules"], c["name"])


@needs_data
def test_holon_energy_wp_delta_species_prevents_attack_and_power_effects():
    provides, rows = _energy("ex11-106")
    assert provides == {"Colorless": 1}
    assert rows == [["ENERGY", fx.EN_NO_ATTACK_EFFECTS, 1, fx.TC_BASIC_WATER_CARD + NOT_EX],
                    ["ENERGY", fx.EN_NO_POWER_EFFECTS, 1, fx.TC_BASIC_WATER_CARD + NOT_EX],
                    ["ENERGY", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.TC_BASIC_PSYCHIC_CARD + NOT_EX]]


@needs_data
def test_the_later_wp_still_only_attacks():
    _p, rows = _energy("ex15-86")
    assert [r[1] for r in rows] == [fx.EN_NO_ATTACK_EFFECTS, fx.TOOL_RETREAT_LESS]


@needs_data
@pytest.mark.parametrize("cid", ["ex11-105", "ex15-85"])
def test_holon_energy_gl(cid):
    provides, rows = _energy(cid)
    assert provides == {"Colorless": 1}
    assert rows == [["ENERGY", fx.TOOL_NO_CONDITIONS, 1, fx.TC_BASIC_GRASS_CARD + NOT_EX],
                    ["ENERGY", fx.TOOL_REDUCE, 10, fx.TC_BASIC_LIGHTNING_CARD + NOT_EX + THIRD * fx.TC_OTHER_EX]]


@needs_data
def test_the_eeveelutions_deck_has_no_missing_effect():
    from ptcgsim.cards.db import BUNDLED_SETS, CardDB
    from ptcgsim.cards.importer import import_dir
    from ptcgsim.decks import parse_decklist
    from ptcgsim.tables import missing_effects
    sets, cards = import_dir(CARDDATA, only=[s for s in BUNDLED_SETS if s.startswith("ex")] + ["base1"])
    db = CardDB(cards, sets)
    deck, _w = parse_decklist((REPO / "decklists" / "ex_eeveelutions.txt").read_text(), db=db, rules="ex")
    assert missing_effects(deck) == []


EVOLVED_NOT_EX = [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX],
                  ["TOOL", fx.TOOL_DISCARD_UNLESS, 0, fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX]]
NOT_EX_DARK_OWNER = fx.TC_NOT_EX + fx.TC_SHIFT * fx.TC_NO_DARK_OWNER
NOT_EX_ONLY = [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_NOT_EX], ["TOOL", fx.TOOL_DISCARD_UNLESS, 0, fx.TC_NOT_EX]]
TOOLS = {
    "ex10-92": EVOLVED_NOT_EX + [["TOOL", fx.TOOL_DMG_PLUS, 20, fx.TC_PRIZES_BEHIND]],
    "ex10-80": EVOLVED_NOT_EX + [["TOOL", fx.TOOL_ON_KO, 1 + fx.TOOL_ON_KO_ROWS * (fx.KO_BY_ATTACK | fx.KO_ACTIVE), 0],
                                 ["PUT_COUNTERS", 30, fx.BENCH_DEF, 0]],
    "ex10-83": [["TOOL", fx.TOOL_ATTACH_ONLY, 0, NOT_EX_DARK_OWNER], ["TOOL", fx.TOOL_DISCARD_UNLESS, 0, NOT_EX_DARK_OWNER],
                ["TOOL", fx.TOOL_HP, 20, 0], ["TOOL", fx.ST_NO_POWERS, 2, 0]],
    "ex14-74": NOT_EX_ONLY + [["TOOL", fx.ST_NO_POWERS, 2 + fx.TNP_ALL, fx.TC_ACTIVE]],
    "ex8-85": [["TOOL", fx.TOOL_TYPE_IS, 11, 0], ["TOOL", fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK, 0]],  # Colorless + 1
    "ex14-76": [["TOOL", fx.TOOL_TYPE_IS, 11, 0], ["TOOL", fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK, 0]],
    "ex6-91": [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_NOT_EX + fx.TC_SHIFT * fx.TC_NO_OWNER], ["TOOL", fx.TOOL_ENERGY_SAVE, 1, 0],
               ["TOOL", fx.TOOL_DISCARD, fx.TD_AFTER_SAVE, 0]],
    "ex14-81": NOT_EX_ONLY + [["TOOL", fx.EN_NO_ATTACK_EFFECTS, 1, fx.TC_OTHER_EX], ["TOOL", fx.TOOL_REDUCE, 999, fx.TC_OTHER_EX],
                              ["TOOL", fx.TOOL_DISCARD, fx.TD_OPP_TURN_AFTER, 0]],
    "ex4-76": [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_AQUA], ["TOOL", fx.TOOL_DISCARD, fx.TD_BETWEEN_EVOLVE, 0]],
    "ex4-81": [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_MAGMA], ["TOOL", fx.TOOL_DISCARD, fx.TD_BETWEEN_EVOLVE, 0]],
    "ex14-80": [["TOOL", fx.ST_STACK_ATTACKS, 1, 0], ["TOOL", fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK, 0]],
}
STADIUMS = {
    "ex6-94": [["STADIUM", fx.ST_NO_POWERS_HP_BELOW, 70, 0]],
    "ex8-91": [["STADIUM", fx.ST_NO_POWERS, 3, fx.TC_BASIC + fx.TC_SHIFT * fx.TC_NOT_EX + fx.TC_SHIFT ** 2 * fx.TC_NO_OWNER]],
    "ex12-72": [["STADIUM", fx.ST_BETWEEN_COUNTERS, 10, fx.TC_HAS_POKE_POWER]],
    "ex7-90": [["STADIUM", fx.ST_CARD_ATTACKS, 1, fx.TC_DARK_OR_ROCKETS]],
    "ex14-79": [["STADIUM", fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK, 0]],
    "ex11-94": [["STADIUM", fx.EN_PROVIDE + (1 << 7), 1, fx.TC_DELTA]],  # Metal
    "ex5-89": sum(([["STADIUM", fx.EN_ON_ATTACH, 1, fx.TC_TYPE + t + fx.TC_SHIFT * fx.TC_ACTIVE], ["CURE", fx.SELF]]
                   for t in (2, 5, 7)), []),  # Water, Fighting, Metal
}


@needs_data
@pytest.mark.parametrize("cid", sorted(TOOLS))
def test_tools(cid):
    from ptcgsim.cards.recognize_tool import recognize_tool
    c = _card(cid)
    assert recognize_tool(c["rules"], c["name"]) == TOOLS[cid]


@needs_data
@pytest.mark.parametrize("cid", sorted(STADIUMS))
def test_stadiums(cid):
    from ptcgsim.cards.recognize_stadium import recognize_stadium
    c = _card(cid)
    assert recognize_stadium(c["rules"], c["name"]) == STADIUMS[cid]


@needs_data
def test_team_magma_tm_01_attack():
    from ptcgsim.cards.db import CardDB  # noqa: F401
    from ptcgsim.cards.importer import import_dir
    _sets, cards = import_dir(CARDDATA, only=["ex4"])
    c = next(x for x in cards if x.id == "ex4-84")
    assert c.implemented and c.attacks[0].implemented
    assert c.attacks[0].effects == [["DAMAGE"], ["OPP_ENERGY_TO", 1, 3, 0]]


@needs_data
def test_venture_bomb():
    from ptcgsim.cards.importer import import_dir
    _sets, cards = import_dir(CARDDATA, only=["ex7"])
    c = next(x for x in cards if x.id == "ex7-93")
    assert c.implemented
    assert c.effects == [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["PUT_COUNTERS", 10, fx.BENCH_OPP_ANY_ONE],
                         ["SKIP_UNLESS_TAILS", 1, 1], ["PUT_COUNTERS_OWN", 10]]


@needs_data
def test_ancient_tm_ice_attack():
    from ptcgsim.cards.importer import import_dir
    _sets, cards = import_dir(CARDDATA, only=["ex5"])
    c = next(x for x in cards if x.id == "ex5-84")
    assert c.implemented and c.attacks[0].implemented
    prevent = [["SKIP_UNLESS_N", 1, 1], ["PREVENT_DAMAGE_NEXT", 0, 1]]
    assert c.attacks[0].effects == [["DISCARD_STADIUM", 1]] + prevent + [["DISCARD_TOOL", 6, fx.OPP, 0]] + prevent


@needs_data
def test_ancient_tm_steel_attack():
    from ptcgsim.cards.importer import import_dir
    _sets, cards = import_dir(CARDDATA, only=["ex5"])
    c = next(x for x in cards if x.id == "ex5-86")
    assert c.implemented and c.attacks[0].implemented
    assert c.attacks[0].effects == [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_FLAG, 8), 1, 1], ["OPP_ENERGY_TO_DEF", 2]]

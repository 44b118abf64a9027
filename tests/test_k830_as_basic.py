"""Kernel slice 30 k8: Evolution cards put onto the Bench as Basic Pokémon (BENCH_AS_BASIC,
layout.S_AS_BASIC, predicates.slot_stage_nb) and Energy cards of two types from the hand
(ENERGY_MASK + EM_SPECIAL_TOO), on scripted boards with real cards of the bundled database by id.

The bundled card database is rebuilt by the lead after a merge, so the board tests set the
programs they rely on themselves (``_program``); ``TestShapes`` checks the database's programs
once it carries them.  Recogniser checks on synthetic sentences (made-up wordings, split so that
no printed text appears here).  No card text lives here.

Run with the kernel as plain Python: NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k830_as_basic
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_stadium import recognize_stadium
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_STADIUM
from ptcgsim.kernel.cardtable import CF_FOSSIL_KIN, CF_MAGMA
from tests.kernel_harness import Board, play_trainer, trainer_score

ANORITH, ANORITH_16, LILEEP, KABUTO, AERO_EX, ARMALDO = "ex12-29", "ex16-26", "ex2-42", "ex12-36", "ex2-94", "ex16-3"
MAXIE, STRANGE_CAVE, HOLON_FOSSIL = "ex4-73", "ex12-77", "ex13-86"
MAGMA_AGGRON, MAGMA_CLAYDOL, MAGMA_ARON = "ex4-7", "ex4-8", "ex4-58"
DARK_CELEBI, DARK_SPECIAL, GRASS, WATER = "ex5-4", "ex1-93", "ex1-104", "ex1-106"

FOSSIL_NOT_EX = fx.kind_flag(fx.KIND_POKEMON_NOT_EX, CF_FOSSIL_KIN)
FOSSIL_ALL = fx.kind_flag(fx.KIND_POKEMON, CF_FOSSIL_KIN)
MAGMA = fx.kind_flag(fx.KIND_POKEMON, CF_MAGMA)

INFLUENCE = [["BENCH_AS_BASIC", 2, FOSSIL_NOT_EX, fx.BB_DECK]]
MAXIE_ROWS = [["BENCH_AS_BASIC", 1, MAGMA, fx.BB_HAND + fx.BB_DISCARD + fx.BB_DMG * 20]]
CAVE_BODY = [["REQ_BENCH_SPACE", fx.SELF], ["REQ_HAND_KIND", 1, FOSSIL_ALL], ["BENCH_AS_BASIC", 1, FOSSIL_ALL, fx.BB_HAND]]
CAVE_ROWS = [["STADIUM", fx.ST_ACTION, 3, 0]] + CAVE_BODY
DARK_PROVIDE = [["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + (1 << 0) + (1 << 6)]]


def _program(card_id: str, rows: list, attack: int | None = None):
    """Give the database card (cached) the program (the bundled database may predate it)."""
    c = load_db().get(card_id)
    if attack is None:
        c.effects, c.implemented = [list(r) for r in rows], True
    else:
        c.attacks[attack].effects, c.attacks[attack].implemented = [list(r) for r in rows], True


def _attack_index(card_id: str, name: str) -> int:
    return [a.name for a in load_db().get(card_id).attacks].index(name)


def setUpModule():
    _program(ANORITH, INFLUENCE, _attack_index(ANORITH, "Influence"))
    _program(MAXIE, MAXIE_ROWS)
    _program(STRANGE_CAVE, CAVE_ROWS)
    _program(DARK_CELEBI, DARK_PROVIDE, _attack_index(DARK_CELEBI, "Dark Provide"))


def as_basic(b: Board, p: int, s: int) -> bool:
    from ptcgsim.kernel.predicates import slot_stage_nb
    return int(slot_stage_nb(b.st, b.ct, p, s)) == 0


def bench_ids(b: Board, p: int) -> list[str]:
    return sorted(b.card(p, s) for s in range(1, 6) if b.card(p, s))


class TestShapes(unittest.TestCase):
    """The bundled database's programs (skipped until the lead rebuilds it after the merge)."""

    def _check(self, card_id, rows, attack=None):
        import gzip
        import json

        from ptcgsim.cards.db import BUNDLED_PATH
        with gzip.open(BUNDLED_PATH, "rt") as f:
            raw = json.load(f)
        cards = raw["cards"] if isinstance(raw, dict) else raw
        entry = next((c for c in cards if c.get("id") == card_id), None)
        if entry is None or "BENCH_AS_BASIC" not in json.dumps(entry) and "ATTACH_ENERGY_ANY" not in json.dumps(entry):
            self.skipTest("bundled database not rebuilt yet")
        self.assertIn(json.dumps(rows), json.dumps(entry))

    def test_influence(self):
        self._check(ANORITH, INFLUENCE)

    def test_maxie(self):
        self._check(MAXIE, MAXIE_ROWS)

    def test_strange_cave(self):
        self._check(STRANGE_CAVE, CAVE_ROWS)


class TestInfluence(unittest.TestCase):
    def board(self):
        b = Board([ANORITH, LILEEP, KABUTO, AERO_EX, ARMALDO], [ANORITH], rules="ex")
        b.active(0, ANORITH)
        b.active(1, ANORITH)
        b.deck(0, AERO_EX, ARMALDO, LILEEP, KABUTO)
        return b

    def test_two_fossils_onto_the_bench_as_basics(self):
        b = self.board()
        b.attack(0, _attack_index(ANORITH, "Influence"))
        self.assertEqual(bench_ids(b, 0), sorted([LILEEP, KABUTO]))  # not the Pokémon-ex, not Armaldo
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)
        for s in (1, 2):
            self.assertEqual(int(b.st.slot[0, s, L.S_AS_BASIC]), 1)
            self.assertTrue(as_basic(b, 0, s))
            self.assertTrue(b.st.slot[0, s, L.S_PLAYED_TURN] == b.st.g[L.G_TURN])

    def test_up_to_two_the_player_may_stop(self):
        b = self.board()
        b.script(0, 0, 1)  # the first card listed, then "none" (the last option)
        b.attack(0, _attack_index(ANORITH, "Influence"))
        self.assertEqual(len(bench_ids(b, 0)), 1)

    def test_the_bench_fills(self):
        b = self.board()
        for s in range(1, 5):
            b.bench(0, s, ARMALDO)
        b.attack(0, _attack_index(ANORITH, "Influence"))
        self.assertEqual(len(bench_ids(b, 0)), 5)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 3)

    def test_treated_as_basic_until_it_evolves(self):
        from ptcgsim.kernel.predicates import tool_cond_nb
        b = self.board()
        b.attack(0, _attack_index(ANORITH, "Influence"))
        self.assertTrue(tool_cond_nb(b.st, b.ct, 0, 1, fx.TC_BASIC))
        self.assertFalse(tool_cond_nb(b.st, b.ct, 0, 1, fx.TC_EVOLVED))
        self.assertFalse(tool_cond_nb(b.st, b.ct, 0, 0, fx.TC_BASIC))  # the Active Stage 1 was not put there so
        b.bench(0, 3, ARMALDO, below=(ANORITH,))
        b.st.slot[0, 3, L.S_AS_BASIC] = 1
        self.assertFalse(tool_cond_nb(b.st, b.ct, 0, 3, fx.TC_BASIC))  # a card on top: no longer a Basic
        self.assertTrue(tool_cond_nb(b.st, b.ct, 0, 3, fx.TC_STAGE2))


class TestTeamAssembly(unittest.TestCase):
    def test_the_two_names_or_any_basic(self):
        kabuto, omanyte, ralts = "ex2-39", "ex2-70", "ex1-66"
        c = load_db().get(kabuto)
        j = [a.name for a in c.attacks].index("Team Assembly")
        c.attacks[j].effects, c.attacks[j].implemented = [["BENCH_AS_BASIC", 0, "Omanyte|Kabuto", fx.BB_DECK + fx.BB_OR_BASIC]], True
        b = Board([kabuto, omanyte, ralts, LILEEP, ARMALDO], [ANORITH], rules="ex")
        b.active(0, kabuto)
        b.active(1, ANORITH)
        b.deck(0, LILEEP, omanyte, ARMALDO, ralts, kabuto)
        b.attack(0, j)
        self.assertEqual(bench_ids(b, 0), sorted([omanyte, ralts, kabuto]))  # not Lileep, not Armaldo
        self.assertTrue(all(as_basic(b, 0, s) for s in (1, 2, 3)))


class TestMaxie(unittest.TestCase):
    def board(self):
        b = Board([MAXIE, MAGMA_AGGRON, MAGMA_CLAYDOL, MAGMA_ARON, ANORITH], [ANORITH], rules="ex")
        b.active(0, ANORITH)
        b.active(1, ANORITH)
        return b

    def test_a_stage_2_from_the_discard_pile_with_2_counters(self):
        b = self.board()
        b.st.disc[0, b.k(0, MAGMA_AGGRON)] = 1
        b.hand(0, ANORITH)  # not a Team Magma card
        play_trainer(b, 0, MAXIE)
        self.assertEqual(bench_ids(b, 0), [MAGMA_AGGRON])
        self.assertEqual(b.dmg(0, 1), 20)
        self.assertTrue(as_basic(b, 0, 1))
        self.assertEqual(b.in_discard(0, MAGMA_AGGRON), 0)

    def test_a_stage_1_from_the_hand_without_counters(self):
        b = self.board()
        b.hand(0, MAGMA_CLAYDOL)
        play_trainer(b, 0, MAXIE)
        self.assertEqual(bench_ids(b, 0), [MAGMA_CLAYDOL])
        self.assertEqual(b.dmg(0, 1), 0)
        self.assertEqual(b.in_hand(0, MAGMA_CLAYDOL), 0)

    def test_greedy_values_it_only_with_a_target(self):
        b = self.board()
        self.assertLessEqual(trainer_score(b, 0, MAXIE), 0.0)
        b.st.disc[0, b.k(0, MAGMA_AGGRON)] = 1
        self.assertGreater(trainer_score(b, 0, MAXIE), 0.0)


class TestStrangeCave(unittest.TestCase):
    def test_once_a_turn_from_the_hand(self):
        b = Board([ANORITH, STRANGE_CAVE, ARMALDO], [ANORITH], rules="ex")
        b.active(0, ARMALDO)
        b.active(1, ANORITH)
        b.st.g[L.G_STADIUM_K] = b.k(0, STRANGE_CAVE)
        b.st.g[L.G_STADIUM_P] = 0
        self.assertEqual(b.legal_kinds(0, A_STADIUM), [])  # no fossil in the hand
        b.hand(0, ANORITH, ARMALDO)
        self.assertEqual(len(b.legal_kinds(0, A_STADIUM)), 1)
        b.apply(0, A_STADIUM)
        self.assertEqual(bench_ids(b, 0), [ANORITH])
        self.assertTrue(as_basic(b, 0, 1))
        self.assertEqual(b.in_hand(0, ARMALDO), 1)
        b.hand(0, ANORITH)
        self.assertEqual(b.legal_kinds(0, A_STADIUM), [])  # once during each player's turn


class TestDarkProvide(unittest.TestCase):
    def test_grass_or_a_special_darkness_card_not_water(self):
        b = Board([DARK_CELEBI, DARK_SPECIAL, GRASS, WATER], [DARK_CELEBI], rules="ex")
        b.active(0, DARK_CELEBI)
        b.active(1, DARK_CELEBI)
        b.hand(0, WATER, DARK_SPECIAL)
        b.attack(0, _attack_index(DARK_CELEBI, "Dark Provide"))
        self.assertEqual(b.energy_ids(0, 0), [DARK_SPECIAL])
        self.assertEqual(b.in_hand(0, WATER), 1)

    def test_water_alone_attaches_nothing(self):
        b = Board([DARK_CELEBI, WATER], [DARK_CELEBI], rules="ex")
        b.active(0, DARK_CELEBI)
        b.active(1, DARK_CELEBI)
        b.hand(0, WATER)
        b.attack(0, _attack_index(DARK_CELEBI, "Dark Provide"))
        self.assertEqual(b.n_energy(0, 0), 0)


# --- recognisers: synthetic sentences (made-up order and counts) ---
def _atk(text: str, card: str = "Shellder"):
    ctx = Ctx(kind="attack", base=0, damaging=False, cost={}, attack_names=(), name="x")
    ctx.card = card
    ctx.ex_era = True
    return recognize_text(text, ctx, card)


_TREAT = "treat the new benched pokémon " + "as basic pokémon."


class TestRecognisers(unittest.TestCase):
    def test_influence_like(self):
        self.assertEqual(_atk("search your deck for lileep, anorith, kabuto, aerodactyl, or omanyte and put up to 3 of "
                              "them onto your bench. " + _TREAT), [["BENCH_AS_BASIC", 3, FOSSIL_NOT_EX, fx.BB_DECK]])
        # the card's own name is read as "this pokémon"
        self.assertEqual(_atk("search your deck for kabuto, omanyte, lileep, aerodactyl, or anorith and put up to 2 of "
                              "them onto your bench. shuffle your deck afterward. " + _TREAT, card="Anorith"),
                         INFLUENCE)
        # another set of names: not read
        self.assertIsNone(_atk("search your deck for kabuto, omanyte, or pikachu and put up to 2 of them onto your bench. "
                               + _TREAT))

    def test_two_names_or_any_basic_and_one_name(self):
        self.assertEqual(_atk("search your deck for seel, this pokémon, or any basic pokémon and put as many of them "
                              + "as you like onto your bench. " + _TREAT, card="Shellder"),
                         [["BENCH_AS_BASIC", 0, "Seel|Shellder", fx.BB_DECK + fx.BB_OR_BASIC]])
        self.assertEqual(_atk("search your deck for seel and put it onto your bench. "
                              + _TREAT.replace("as basic", "as a basic") + " shuffle your deck afterward."),
                         [["BENCH_AS_BASIC", 1, "Seel", fx.BB_DECK]])

    def test_team_supporters(self):
        treat = "treat the new benched pokémon " + "as a basic pokémon. "
        stage2 = "if it is a stage 2 pokémon, " + "put 3 damage counters " + "on that pokémon."
        team = "for a pokémon with team {} " + "in its name and put it " + "onto your bench. "
        rows = recognize_text("search your discard pile or hand " + team.format("magma") + treat + stage2, Ctx(kind="trainer"))
        self.assertIsNone(rows)  # the zones in the other order: not a wording we know
        rows = recognize_text("search your deck " + team.format("aqua") + treat + stage2, Ctx(kind="trainer"))
        from ptcgsim.kernel.cardtable import CF_AQUA
        self.assertEqual(rows, [["BENCH_AS_BASIC", 1, fx.kind_flag(fx.KIND_POKEMON, CF_AQUA), fx.BB_DECK + fx.BB_DMG * 30]])

    def test_either_type_with_a_special_type(self):
        self.assertEqual(_atk("attach up to 1 metal or fire energy card from your hand to your pokémon."),
                         [["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + (1 << 7) + (1 << 1)]])

    def test_cave_like_stadium(self):
        rows = recognize_stadium(["Once during each player's turn, that player may put an Anorith, Lileep, Kabuto, "
                                  "Omanyte, Aerodactyl ex, or Aerodactyl onto his or her Bench from his or her hand. "
                                  + _TREAT.capitalize().replace("basic pokémon.", "Basic Pokémon.")])
        self.assertEqual(rows, CAVE_ROWS)


if __name__ == "__main__":
    unittest.main()

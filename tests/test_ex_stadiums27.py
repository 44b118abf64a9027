"""Two EX-era Stadiums on existing codes (issue 14, recognize_stadium_ex_theme.py):

* no Weakness for every Pokémon in play but Pokémon-ex and Pokémon with an owner in their name
  (STADIUM TOOL_NO_WEAKNESS, TC_NOT_EX and TC_NO_OWNER);
* a player with a δ Pokémon in play may draw a card once during their turn, then discards one
  (an ST_ACTION whose requirement counts the δ Pokémon in play).

Real cards of the bundled database by id; no card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_STADIUM
from ptcgsim.kernel.cardtable import CF_DELTA
from tests.kernel_harness import Board

ANCIENT_TOMB, HOLON_RUINS = "ex5-87", "ex11-96"
MAKUHITA = "ex1-58"  # Fighting; Fake Out 10
PIKACHU = "base1-58"  # weak to Fighting
ELECTABUZZ_EX = "ex1-97"  # a Pokémon-ex weak to Fighting
LATIAS_D = "ex11-8"  # a δ Pokémon
FIGHTING = "base1-97"
POOL = [ANCIENT_TOMB, HOLON_RUINS, MAKUHITA, PIKACHU, ELECTABUZZ_EX, LATIAS_D, FIGHTING]


def stadium(b: Board, p: int, card: str):
    b.st.g[L.G_STADIUM_P] = p
    b.st.g[L.G_STADIUM_K] = b.k(p, card)


class TestShapes(unittest.TestCase):
    def test_programs(self):
        db = load_db()
        self.assertEqual(db.get(ANCIENT_TOMB).effects,
                         [["STADIUM", fx.TOOL_NO_WEAKNESS, 1, fx.TC_NOT_EX + fx.TC_SHIFT * fx.TC_NO_OWNER]])
        delta = fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, CF_DELTA.bit_length() - 1)
        self.assertEqual(db.get(HOLON_RUINS).effects, [["STADIUM", fx.ST_ACTION, 4, 0], ["REQ_COUNT", delta, 1],
                                                       ["REQ_DECK"], ["DRAW", 1], ["DISCARD_HAND", 1, 0]])


class TestAncientTomb(unittest.TestCase):
    def damage(self, defender: str, tomb: bool) -> int:
        b = Board(POOL, POOL, "ex")
        b.active(0, MAKUHITA)
        b.attach(0, 0, FIGHTING)
        b.active(1, defender)
        if tomb:
            stadium(b, 1, ANCIENT_TOMB)
        b.coins("TTTT")
        b.attack(0, 0)
        return b.dmg(1, 0)

    def test_no_weakness_for_a_plain_pokemon(self):
        self.assertEqual(self.damage(PIKACHU, False), 20)
        self.assertEqual(self.damage(PIKACHU, True), 10)

    def test_a_pokemon_ex_keeps_its_weakness(self):
        self.assertEqual(self.damage(ELECTABUZZ_EX, True), self.damage(ELECTABUZZ_EX, False))


class TestHolonRuins(unittest.TestCase):
    def board(self, active: str) -> Board:
        b = Board(POOL, POOL, "ex")
        b.active(0, active)
        b.active(1, MAKUHITA)
        b.deck(0, FIGHTING, FIGHTING, FIGHTING)
        b.hand(0, PIKACHU, PIKACHU)
        stadium(b, 1, HOLON_RUINS)
        return b

    def test_a_delta_pokemon_draws_one_then_discards_one(self):
        b = self.board(LATIAS_D)
        self.assertIn(A_STADIUM, [a[0] for a in b.legal(0)])
        b.apply(0, A_STADIUM, 0, 0)
        self.assertEqual((b.pl(0, L.PL_HAND_N), b.pl(0, L.PL_DECK_N)), (2, 2))
        self.assertEqual(int(b.st.disc[0].sum()), 1)

    def test_not_without_a_delta_pokemon(self):
        b = self.board(MAKUHITA)
        self.assertNotIn(A_STADIUM, [a[0] for a in b.legal(0)])


if __name__ == "__main__":
    unittest.main()

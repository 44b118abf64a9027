"""Kernel pieces added with coverage slice 28 (issues 10 and 14), on scripted boards with real cards:

* PREVENT_DAMAGE_NEXT from a kind of attacker (c = 3 a Pokémon-ex, 4 an Evolved Pokémon): the
  attack of such a Pokémon does nothing to the protected Pokémon, another Pokémon's attack does
  its damage and its effects; b = 2, the effects only: damage goes through, a Special Condition
  does not;
* the opponent's Evolved Pokémon / Pokémon of a stage in play as board counts;
* "look at as many cards as there are prizes left, both players'" (Holon Lass: COUNT_TO_H of
  CNT_ALL_PRIZES_LEFT, LOOK_TOP a=0): Energy cards only from that many top cards;
* the modern owners' tags (Iono's, ...): a holder condition (TC_OWNER + i), a search kind
  (KIND_FLAG), "an owner in its name" (TC_NO_OWNER).

Boards come from tests/kernel_harness.py (real cards of the bundled database by id).  No card
text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.cardtable import CF_OWNER0, OWNER_NAMES
from ptcgsim.kernel.predicates import board_count_nb, card_matches_kind_nb, tool_cond_nb
from tests.kernel_harness import Board, play_trainer

REGICE, SILCOON, ALTARIA = "ex12-90", "ex8-46", "sv4-140"  # Ice Barrier (from ex), Advanced Armor (from evolved), Light Pulse
MEW_EX, WEEZING, KOFFING = "ex13-100", "ex1-24", "ex1-54"  # Super Psy Bolt 30; Confusion Gas 10 + Confused
TADBULB, BELLIBOLT = "me2pt5-69", "me2pt5-70"  # Iono's


def protected(defender: str, attacker: str, protect_j: int = 0, rules: str = "ex") -> Board:
    b = Board([MEW_EX, WEEZING, KOFFING], [defender], rules=rules)
    b.active(0, attacker)
    b.active(1, defender)
    b.turn(2, cur=1)
    b.attack(1, protect_j)  # the protection, for player 0's next turn
    b.damage(0, 0, 0)
    b.turn(3, cur=0)
    return b


class TestProtectionFromAKindOfAttacker(unittest.TestCase):
    def test_from_pokemon_ex(self):
        b = protected(REGICE, MEW_EX)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 0)
        b = protected(REGICE, WEEZING)  # not a Pokémon-ex: damage and effects
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.pl(1, L.PL_STATUS)), (10, fx.CONFUSED))

    def test_from_evolved_pokemon(self):
        b = protected(SILCOON, WEEZING, protect_j=1)  # Weezing is a Stage 1
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.pl(1, L.PL_STATUS)), (0, 0))
        b = protected(SILCOON, MEW_EX, protect_j=1)  # a Basic
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 30)

    def test_effects_only(self):
        b = protected(ALTARIA, WEEZING, rules="modern")
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.pl(1, L.PL_STATUS)), (10, 0))


class TestOpponentsEvolvedPokemon(unittest.TestCase):
    def test_counts(self):
        b = Board([MEW_EX], [WEEZING, KOFFING, MEW_EX], rules="ex")
        b.active(0, MEW_EX)
        b.active(1, MEW_EX)
        self.assertEqual(board_count_nb(b.st, b.ct, 0, 0, fx.CNT_OPP_EVOLVED_IN_PLAY, -1), 0)
        b.bench(1, 1, WEEZING, below=(KOFFING,))
        b.bench(1, 2, KOFFING)
        self.assertEqual(board_count_nb(b.st, b.ct, 0, 0, fx.CNT_OPP_EVOLVED_IN_PLAY, -1), 1)
        self.assertEqual(board_count_nb(b.st, b.ct, 0, 0, fx.CNT_OPP_STAGE_IN_PLAY, 1), 1)
        self.assertEqual(board_count_nb(b.st, b.ct, 0, 0, fx.CNT_OPP_STAGE_IN_PLAY, 0), 2)
        self.assertEqual(board_count_nb(b.st, b.ct, 0, 0, fx.CNT_OWN_EVOLVED_IN_PLAY, -1), 0)  # its own side: none


HOLON_LASS, FIRE, GRASS = "ex11-92", "base1-98", "base1-99"


class TestLookAtPrizesLeft(unittest.TestCase):
    def test_energy_from_as_many_top_cards_as_prizes_left(self):
        b = Board([HOLON_LASS, MEW_EX, FIRE, GRASS], [MEW_EX], rules="ex")
        b.active(0, MEW_EX)
        b.active(1, MEW_EX)
        b.set_prizes(0, 3, MEW_EX)
        b.set_prizes(1, 2)
        b.deck(0, FIRE, FIRE, MEW_EX, GRASS, MEW_EX, FIRE, MEW_EX)  # the top 5: MEW_EX, FIRE, MEW_EX, GRASS, MEW_EX
        b.hand(0, MEW_EX)  # the card to discard
        play_trainer(b, 0, HOLON_LASS)
        self.assertEqual((b.in_hand(0, FIRE), b.in_hand(0, GRASS)), (1, 1))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 5)
        self.assertEqual(b.in_discard(0, MEW_EX), 1)


class TestOwnerTags(unittest.TestCase):
    def test_ionos(self):
        i = OWNER_NAMES.index("Iono's")
        b = Board([TADBULB, BELLIBOLT, MEW_EX], [MEW_EX], rules="modern")
        b.active(0, TADBULB)
        b.bench(0, 1, MEW_EX)
        self.assertTrue(tool_cond_nb(b.st, b.ct, 0, 0, fx.TC_OWNER + i))
        self.assertFalse(tool_cond_nb(b.st, b.ct, 0, 0, fx.TC_OWNER + (i + 1) % len(OWNER_NAMES)))
        self.assertFalse(tool_cond_nb(b.st, b.ct, 0, 1, fx.TC_OWNER + i))
        self.assertFalse(tool_cond_nb(b.st, b.ct, 0, 0, fx.TC_NO_OWNER))
        self.assertTrue(tool_cond_nb(b.st, b.ct, 0, 1, fx.TC_NO_OWNER))
        kind = fx.kind_flag(fx.KIND_POKEMON, CF_OWNER0 << i)
        self.assertTrue(card_matches_kind_nb(b.ct, 0, b.k(0, BELLIBOLT), kind))
        self.assertFalse(card_matches_kind_nb(b.ct, 0, b.k(0, MEW_EX), kind))


if __name__ == "__main__":
    unittest.main()

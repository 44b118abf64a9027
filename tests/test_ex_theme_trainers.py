"""EX-era Trainers of the bundled EX decks on scripted boards: a draw per opposing Pokémon (DRAW
b=3), hands shuffled in before a prize-count draw (HAND_BOTTOM_DRAW c=-1), 1 card to the hand or
several into the deck (RECOVER TO_HAND_OR_DECK, Q_RECOVER_WAY), Life Herb-like heal and cure
(HEAL_ANY_OWN b=2), a draw that grows with the card discarded (CNT_LAST_DISCARD_KIND), the
opponent's draw (DRAW b=4), a Stage 2 board condition (CNT_OWN_STAGE_IN_PLAY), Berry-like Tools
between turns (TOOL_BETWEEN_CURE / _HEAL) and a Charm's damage after Weakness and Resistance
(TOOL_DMG_PLUS_AFTER); greedy's valuation of each.

Real cards of the bundled database by id; the shapes test first checks that each program is the
one the boards rely on.  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.cardtable import CF_MAGMA
from ptcgsim.kernel.player.questions import Q_RECOVER_WAY
from tests.kernel_harness import play_trainer as play, trainer_playable as playable, trainer_score as score, ASLEEP, POISONED, Board

GROUDON_M = "ex4-9"  # Team Magma's Groudon, Basic, 100 HP
BALTOY_M = "ex4-60"  # Team Magma's Baltoy, Basic, 50 HP
SPHEAL_A = "ex4-57"  # Team Aqua's Spheal, Basic, 50 HP
MAKUHITA = "ex1-58"  # Basic Fighting, 50 HP, Fake Out 10 for F
SLAKOTH, VIGOROTH = "ex1-45", "ex1-47"  # Basic 40 HP, its Stage 1
DARK_TYRANITAR = "ex7-20"  # Stage 2
CHANSEY_EX = "ex1-96"  # Basic Pokémon-ex, 120 HP
FIGHTING, WATER = "base1-97", "base1-102"
# the Trainers and Tools
STEVENS = "ex5-92"
ADMIN = "ex7-86"
RETRIEVER = "ex7-84"
RECYCLE_SYSTEM = "ex3-84"
LIFE_HERB = "ex5-90"
MAGMA_SCHEMER = "ex4-70"
FIELDWORKER = "ex12-73"
MARYS = "ex10-86"
LUM = "ex1-84"
ORAN = "ex9-80"
CHARM = "ex4-74"

POOL = [GROUDON_M, BALTOY_M, SPHEAL_A, MAKUHITA, SLAKOTH, VIGOROTH, DARK_TYRANITAR, CHANSEY_EX, FIGHTING, WATER,
        STEVENS, ADMIN, RETRIEVER, RECYCLE_SYSTEM, LIFE_HERB, MAGMA_SCHEMER, FIELDWORKER, MARYS, LUM, ORAN, CHARM]


def program(card_id: str) -> list:
    return load_db().get(card_id).effects


def board() -> Board:
    b = Board(POOL, POOL, "ex")
    b.active(0, MAKUHITA)
    b.active(1, MAKUHITA)
    return b




def fill_deck(b: Board, p: int, card: str, n: int):
    b.deck(p, *[card] * n)


class TestShapes(unittest.TestCase):
    def test_programs(self):
        last = fx.CNT_LAST_DISCARD_KIND
        self.assertEqual(program(STEVENS), [["REQ_COUNT", fx.CNT_OWN_HAND, -8], ["DRAW", 1, 5, fx.CNT_OPP_BENCH]])
        self.assertEqual(program(ADMIN), [["HAND_BOTTOM_DRAW", 0, fx.BOTH_PLAYERS, -1]])
        self.assertEqual(program(RETRIEVER), [["REQ_DISCARD", 1, fx.KIND_POKEMON],
                                              ["RECOVER", 3, fx.KIND_POKEMON, fx.TO_HAND_OR_DECK]])
        self.assertEqual(program(RECYCLE_SYSTEM), [["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY],
                                                   ["RECOVER", 3, fx.KIND_BASIC_ENERGY, fx.TO_HAND_OR_DECK]])
        self.assertEqual(program(LIFE_HERB), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["HEAL_ANY_OWN", 60, 2, fx.ELIG_NOT_EX]])
        self.assertEqual(program(MAGMA_SCHEMER), [
            ["REQ_HAND_KIND", 1, fx.KIND_POKEMON], ["DISCARD_HAND", 1, fx.KIND_POKEMON], ["DRAW", 3],
            ["SKIP_UNLESS_COUNT", fx.count_code(last, fx.kind_flag(fx.KIND_POKEMON, CF_MAGMA)), 1, 1], ["DRAW", 1]])
        self.assertEqual(program(FIELDWORKER), [["DRAW", 3], ["DRAW", 1, 6]])
        self.assertEqual(program(MARYS), [["DRAW", 1], ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_STAGE_IN_PLAY, 2), -1, 1],
                                          ["DRAW", 2]])
        self.assertEqual(program(LUM), [["TOOL", fx.TOOL_BETWEEN_CURE, 1, 0]])
        self.assertEqual(program(ORAN), [["TOOL", fx.TOOL_BETWEEN_HEAL, 20, 0]])
        self.assertEqual(program(CHARM), [["TOOL", fx.TOOL_DMG_PLUS_AFTER, 10, 0],  # discarded when its bonus applied
                                          ["TOOL", fx.TOOL_DISCARD, fx.TD_AFTER_PLUS, 0]])


class TestDraws(unittest.TestCase):
    def test_stevens_draws_one_per_opposing_pokemon_and_needs_a_small_hand(self):
        b = board()
        b.bench(1, 1, SLAKOTH)
        b.bench(1, 2, BALTOY_M)
        fill_deck(b, 0, WATER, 40)  # a deck well above greedy's draw reserve
        self.assertGreater(score(b, 0, STEVENS), 0)  # a hand of the card alone
        play(b, 0, STEVENS)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 3)
        b.st.pl[0, L.PL_SUPPORTERS] = 0
        b.hand(0, *[WATER] * 7)  # 8 cards with the Supporter: more than 7
        self.assertFalse(playable(b, 0, STEVENS))

    def test_admin_shuffles_both_hands_in_and_draws_prizes_left(self):
        b = board()
        b.set_prizes(0, 4)
        b.set_prizes(1, 2)
        fill_deck(b, 0, WATER, 10)
        fill_deck(b, 1, WATER, 10)
        b.hand(0, FIGHTING)
        b.hand(1, *[FIGHTING] * 6)
        play(b, 0, ADMIN)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 4)
        self.assertEqual(b.pl(1, L.PL_HAND_N), 2)
        self.assertEqual(b.pl(0, L.PL_DECK_N) + b.pl(0, L.PL_HAND_N), 11)  # its Fighting went into the deck
        self.assertEqual(b.pl(1, L.PL_DECK_N) + b.pl(1, L.PL_HAND_N), 16)

    def test_greedy_plays_admin_when_it_holds_little_against_a_big_hand(self):
        b = board()
        b.set_prizes(0, 6)
        b.set_prizes(1, 2)
        fill_deck(b, 0, WATER, 40)  # a deck well above greedy's draw reserve
        fill_deck(b, 1, WATER, 40)
        b.hand(1, *[FIGHTING] * 8)
        self.assertGreater(score(b, 0, ADMIN), 0)
        b2 = board()  # ahead on prizes with a full hand: a fresh hand of 1 is worse
        b2.set_prizes(0, 1)
        b2.set_prizes(1, 6)
        fill_deck(b2, 0, WATER, 20)
        fill_deck(b2, 1, WATER, 20)
        b2.hand(0, *[SLAKOTH] * 6)
        self.assertLessEqual(score(b2, 0, ADMIN), 0)

    def test_fieldworker_lets_the_opponent_draw(self):
        b = board()
        fill_deck(b, 0, WATER, 10)
        fill_deck(b, 1, WATER, 10)
        play(b, 0, FIELDWORKER)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 3)
        self.assertEqual(b.pl(1, L.PL_HAND_N), 1)

    def test_marys_request_draws_more_without_a_stage_2(self):
        b = board()
        fill_deck(b, 0, WATER, 10)
        play(b, 0, MARYS)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 3)
        b2 = board()
        b2.bench(0, 1, DARK_TYRANITAR)
        fill_deck(b2, 0, WATER, 10)
        play(b2, 0, MARYS)
        self.assertEqual(b2.pl(0, L.PL_HAND_N), 1)

    def test_schemer_draws_one_more_for_a_team_magma_pokemon(self):
        b = board()
        fill_deck(b, 0, WATER, 10)
        b.hand(0, BALTOY_M)
        play(b, 0, MAGMA_SCHEMER)
        self.assertEqual(b.in_discard(0, BALTOY_M), 1)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 4)
        b2 = board()
        fill_deck(b2, 0, WATER, 10)
        b2.hand(0, SLAKOTH)
        play(b2, 0, MAGMA_SCHEMER)
        self.assertEqual(b2.in_discard(0, SLAKOTH), 1)
        self.assertEqual(b2.pl(0, L.PL_HAND_N), 3)
        b3 = board()  # no Pokémon in the hand: it can't be played
        fill_deck(b3, 0, WATER, 10)
        b3.hand(0, WATER)
        self.assertFalse(playable(b3, 0, MAGMA_SCHEMER))


class TestRecoverEither(unittest.TestCase):
    def _board(self, deck_n: int) -> Board:
        b = board()
        fill_deck(b, 0, WATER, deck_n)
        for _ in range(3):
            b.st.disc[0, b.k(0, SLAKOTH)] += 1
        return b

    def test_greedy_takes_one_to_the_hand_with_a_thick_deck(self):
        b = self._board(20)
        self.assertGreater(score(b, 0, RETRIEVER), 0)
        play(b, 0, RETRIEVER)
        self.assertEqual(b.in_hand(0, SLAKOTH), 1)
        self.assertEqual(b.in_discard(0, SLAKOTH), 2)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 20)

    def test_greedy_shuffles_three_in_with_a_thin_deck(self):
        b = self._board(3)
        play(b, 0, RETRIEVER)
        self.assertEqual(b.in_hand(0, SLAKOTH), 0)
        self.assertEqual(b.in_discard(0, SLAKOTH), 0)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 6)

    def test_the_deck_option_needs_three_cards(self):
        b = board()
        fill_deck(b, 0, WATER, 2)
        b.st.disc[0, b.k(0, FIGHTING)] += 2
        b.script(0, 1)  # asks for the deck: not offered (one option, no question)
        play(b, 0, RECYCLE_SYSTEM)
        self.assertEqual(b.in_hand(0, FIGHTING), 1)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_question_code(self):
        self.assertEqual(Q_RECOVER_WAY, 112)


class TestLifeHerb(unittest.TestCase):
    def test_heads_heals_and_cures_the_active(self):
        b = board()
        b.damage(0, 0, 40)
        b.cond(0, ASLEEP)
        self.assertGreater(score(b, 0, LIFE_HERB), 0)
        b.coins("H")
        play(b, 0, LIFE_HERB)
        self.assertEqual(b.dmg(0, 0), 0)
        self.assertEqual(b.pl(0, L.PL_STATUS), 0)

    def test_a_pokemon_ex_is_never_healed(self):
        b = Board(POOL, POOL, "ex")
        b.active(0, CHANSEY_EX)
        b.active(1, MAKUHITA)
        b.bench(0, 1, SLAKOTH)
        b.damage(0, 0, 80)
        b.damage(0, 1, 20)
        b.coins("H")
        play(b, 0, LIFE_HERB)
        self.assertEqual(b.dmg(0, 0), 80)
        self.assertEqual(b.dmg(0, 1), 0)

    def test_greedy_keeps_it_without_damage_or_conditions(self):
        b = board()
        self.assertLessEqual(score(b, 0, LIFE_HERB), 0)


class TestTools(unittest.TestCase):
    def _tool(self, b: Board, p: int, s: int, card: str):
        b.st.slot[p, s, L.S_TOOL_K] = b.k(p, card)
        b.st.slot[p, s, L.S_TOOL_N] = 1

    def test_lum_berry_cures_between_turns_then_goes(self):
        b = board()
        self._tool(b, 0, 0, LUM)
        b.cond(0, POISONED, 10)
        b.checkup()
        self.assertEqual(b.pl(0, L.PL_POISON), 0)
        self.assertEqual(b.st.slot[0, 0, L.S_TOOL_K], -1)
        self.assertEqual(b.in_discard(0, LUM), 1)

    def test_oran_berry_heals_two_counters_only_from_two(self):
        b = board()
        self._tool(b, 0, 0, ORAN)
        b.damage(0, 0, 10)
        b.checkup()
        self.assertEqual(b.dmg(0, 0), 10)  # one counter: it stays
        self.assertEqual(b.st.slot[0, 0, L.S_TOOL_K], b.k(0, ORAN))
        b.damage(0, 0, 30)
        b.checkup()
        self.assertEqual(b.dmg(0, 0), 10)
        self.assertEqual(b.in_discard(0, ORAN), 1)

    def test_greedy_attaches_a_berry(self):
        b = board()
        b.damage(0, 0, 20)
        self.assertGreater(score(b, 0, ORAN), 0)


if __name__ == "__main__":
    unittest.main()

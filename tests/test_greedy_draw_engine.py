"""Greedy's draw engine in the modern decks (issue 10, the round robin's N's Zoroark ex finding).

* a Supporter that shuffles the hand into the deck and draws (Lillie's Determination-like:
  SHUFFLE_HAND_DRAW 0 then DRAW rows) is played when the fresh hand is two or more cards
  bigger than the one it replaces, though that hand still holds playable cards: the cards go
  back into the deck, not to the discard pile; not while an Energy card the board needs waits
  in the hand with the turn's attachment unused, and not when the fresh hand is no bigger;
  its fewest draw counts (6, not the 8 of its condition);
* an Ability that discards a card to draw two (Trade-like) is used with a Trainer to spare,
  not when its only card to discard is an Evolution that fits the board.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id).  No card
text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.trainer_value import program_score_nb
from tests.kernel_harness import Board, trainer_score

LILLIE, BOSS, ULTRA = "me1-119", "me1-114", "me2pt5-213"
ZORUA, ZOROARK = "sv9-97", "sv9-98"  # N's Zoroark ex: Trade (discard 1 card, draw 2)
DARUMAKA, DARMANITAN = "sv9-26", "sv9-27"
DARK = "sve-7"


def deck_cards(n: int) -> list[str]:
    return [ZORUA, BOSS, ULTRA, DARK] * (n // 4)


class TestShapes(unittest.TestCase):
    def test_programs(self):
        db = load_db()
        self.assertEqual(db.get(LILLIE).effects[0], ["SHUFFLE_HAND_DRAW", 0])
        self.assertEqual([r[0] for r in db.get(LILLIE).effects[1:]], ["SKIP_UNLESS_COUNT", "DRAW", "SKIP", "DRAW"])
        self.assertEqual(db.get(ZOROARK).powers[0].effects[1:], [["REQ_HAND_KIND", 1, 0], ["DISCARD_HAND", 1, 0], ["DRAW", 2]])


def lillie_board(*hand: str, energy_done: bool = True) -> Board:
    # the opponent has a Benched Pokémon: Boss's Orders is playable, so the hand is not "useless"
    b = Board([LILLIE, BOSS, ULTRA, ZORUA, ZOROARK, DARUMAKA, DARK], [ZORUA], rules="modern")
    b.active(0, ZORUA)
    b.active(1, ZORUA)
    b.bench(1, 1, ZORUA)
    b.deck(0, *deck_cards(28))
    b.set_prizes(0, 5)
    b.hand(0, *hand)
    b.st.pl[0, L.PL_ENERGY_DONE] = 1 if energy_done else 0
    return b


class TestShuffleDraw(unittest.TestCase):
    def test_a_fresh_hand_two_cards_bigger_is_worth_a_playable_hand(self):
        b = lillie_board(BOSS, BOSS, ULTRA, ULTRA)
        self.assertGreater(trainer_score(b, 0, LILLIE), 0.0)

    def test_not_with_the_turns_energy_still_in_the_hand(self):
        b = lillie_board(BOSS, BOSS, ULTRA, DARK, energy_done=False)
        self.assertLessEqual(trainer_score(b, 0, LILLIE), 0.0)

    def test_the_same_hand_once_the_energy_is_attached(self):
        b = lillie_board(BOSS, BOSS, ULTRA, DARK, energy_done=True)
        self.assertGreater(trainer_score(b, 0, LILLIE), 0.0)

    def test_not_when_the_fresh_hand_is_no_bigger(self):
        # five cards kept: six drawn is one more (its eight would be three more: the fewest counts)
        b = lillie_board(BOSS, BOSS, ULTRA, ULTRA, BOSS)
        self.assertLessEqual(trainer_score(b, 0, LILLIE), 0.0)

    def test_not_below_the_draw_reserve(self):
        b = lillie_board(BOSS, BOSS, ULTRA, ULTRA)
        b.st.pl[0, L.PL_DECK_N] = 3  # the deck's top 3 cards only: 3 + 4 - 6 is below any reserve
        self.assertLessEqual(trainer_score(b, 0, LILLIE), 0.0)


def trade_score(b: Board, s: int = 1) -> float:
    k = int(b.st.slot[0, s, L.S_CARD])
    r0, r1 = int(b.ct.pw_prog[0, k, 0]), int(b.ct.pw_prog[0, k, 1])
    return float(program_score_nb(b.st, b.ct, b.R, 0, s, -1, r0 + 1, r1, b.pl(0, L.PL_HAND_N), b.units))


class TestTrade(unittest.TestCase):
    def board(self, *hand: str) -> Board:
        b = Board([ZORUA, ZOROARK, DARUMAKA, DARMANITAN, BOSS, ULTRA, DARK], [ZORUA], rules="modern")
        b.active(0, DARUMAKA)
        b.bench(0, 1, ZOROARK, below=(ZORUA,))
        b.active(1, ZORUA)
        b.deck(0, *deck_cards(28))
        b.set_prizes(0, 5)
        b.hand(0, *hand)
        return b

    def test_a_spare_trainer_for_two_cards(self):
        self.assertGreater(trade_score(self.board(BOSS)), 0.0)

    def test_not_the_evolution_the_board_waits_for(self):
        self.assertLessEqual(trade_score(self.board(DARMANITAN)), 0.0)


if __name__ == "__main__":
    unittest.main()

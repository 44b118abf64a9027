"""EX-era Trainers written by hand (cards/handwritten.py) on scripted boards.  No card text."""

from __future__ import annotations

import unittest

from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from tests.kernel_harness import A_TRAINER, Board

BILLS_MAINTENANCE, WATER, HITMONCHAN = "ex6-87", "base1-102", "base1-7"


class TestBillsMaintenance(unittest.TestCase):
    def test_shape(self):
        self.assertEqual(load_db().get(BILLS_MAINTENANCE).effects, [["HAND_TO_DECK", 1], ["DRAW", 3]])

    def test_one_card_back_then_three(self):
        b = Board([BILLS_MAINTENANCE, WATER, HITMONCHAN], [HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.active(1, HITMONCHAN)
        b.deck(0, *[WATER] * 10)
        b.hand(0, BILLS_MAINTENANCE, WATER)
        b.apply(0, A_TRAINER, b.k(0, BILLS_MAINTENANCE))
        self.assertEqual((b.pl(0, L.PL_HAND_N), b.pl(0, L.PL_DECK_N)), (3, 8))

    def test_an_otherwise_empty_hand_just_draws(self):
        b = Board([BILLS_MAINTENANCE, WATER, HITMONCHAN], [HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.active(1, HITMONCHAN)
        b.deck(0, *[WATER] * 10)
        b.hand(0, BILLS_MAINTENANCE)
        b.apply(0, A_TRAINER, b.k(0, BILLS_MAINTENANCE))
        self.assertEqual((b.pl(0, L.PL_HAND_N), b.pl(0, L.PL_DECK_N)), (3, 7))


if __name__ == "__main__":
    unittest.main()

"""Kernel slice 30 k9: EX-era deck mechanics on scripted boards.

Boards use real cards of the bundled database by id; the programs under test are set on the
cards here (``rows``) so the tests do not wait for the lead's database rebuild; the recogniser
tests (tests/test_k930_recognize.py) check that the printed wordings give these rows.
No card text lives here.  Run fast with:
NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k930_kernel -v
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_POWER
from ptcgsim.kernel.damage import power_protect_nb
from tests.kernel_harness import ASLEEP, Board

GARDEVOIR, RALTS, SABLEYE = "ex16-9", "ex16-59", "ex16-22"
PHOEBES_STADIUM, BATTLE_FRONTIER = "ex16-79", "ex16-71"
CLAYDOL_EX = "ex16-93"
PSY = "sve-5"


def set_power(card_id: str, rows: list) -> None:
    load_db().get(card_id).powers[0].effects = [list(r) for r in rows]
    load_db().get(card_id).powers[0].implemented = True


PSY_SHADOW = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_DECK"], ["ATTACH_THEN", -20, fx.FROM_DECK, 4]]  # 4: Psychic
SYNERGY = [["POWER_PASSIVE", fx.PASSIVE_PREVENT_FROM_EX, 0, fx.named_count(fx.CNT_STADIUM_KIND, "Phoebe's Stadium")]]


class TestSearchAttachCounters(unittest.TestCase):
    def board(self):
        set_power(GARDEVOIR, PSY_SHADOW)
        b = Board([GARDEVOIR, RALTS, PSY], [RALTS], rules="ex")
        b.active(0, GARDEVOIR, below=(RALTS,))
        b.bench(0, 1, RALTS)
        b.active(1, RALTS)
        b.deck(0, PSY)
        return b

    def test_the_card_and_the_counters_go_to_the_chosen_pokemon(self):
        b = self.board()
        b.script(0, 1)  # the Benched Ralts
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (0, 1))
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1)), (0, 20))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 0)

    def test_blocked_by_a_special_condition(self):
        b = self.board()
        self.assertTrue(b.legal_kinds(0, A_POWER))
        b.cond(0, ASLEEP)
        self.assertFalse(b.legal_kinds(0, A_POWER))


class TestStadiumExShield(unittest.TestCase):
    def board(self, attacker: str, stadium: str | None):
        set_power(SABLEYE, SYNERGY)
        b = Board([CLAYDOL_EX, RALTS], [SABLEYE, PHOEBES_STADIUM, BATTLE_FRONTIER], rules="ex")
        b.active(0, attacker)
        b.active(1, SABLEYE)
        if stadium is not None:
            b.st.g[L.G_STADIUM_K] = b.k(1, stadium)
            b.st.g[L.G_STADIUM_P] = 1
        return b

    def hit(self, b: Board) -> int:
        return int(power_protect_nb(b.st, b.ct, 1, 0, 60))

    def test_prevented_from_an_ex_under_the_named_stadium(self):
        self.assertEqual(self.hit(self.board(CLAYDOL_EX, PHOEBES_STADIUM)), 0)

    def test_not_without_the_stadium_or_from_a_non_ex(self):
        self.assertEqual(self.hit(self.board(CLAYDOL_EX, None)), 60)
        self.assertEqual(self.hit(self.board(CLAYDOL_EX, BATTLE_FRONTIER)), 60)
        self.assertEqual(self.hit(self.board(RALTS, PHOEBES_STADIUM)), 60)


if __name__ == "__main__":
    unittest.main()

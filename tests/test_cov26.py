"""The modern decks' last effects on scripted boards (issue 10; ptcgsim/cards/recognize_cov26.py
and the kernel mechanics under them), and greedy's stranded-Active attachment.

* "up to 2 Basic Pokémon or 1 Evolution Pokémon" (SEARCH_DECK + SD_OR_ONE): an Evolution card
  ends the search; a Basic leaves only Basics to pick;
* "search your deck for 2 cards ... put them on top" (SEARCH_DECK TO_DECK_TOP): both stay on top,
  the first one found uppermost, no card lost;
* Energy recovery after a discard cost never takes back the cost's cards (RC_NOT_DISCARDED);
* a power's Energy search attaches only to the player's Marnie's Pokémon (TC_MARNIES);
* "switch it with your Active Pokémon; then move any amount of Energy to it": greedy switches
  when the Bench's Energy pays the newcomer's stronger attack, and declines otherwise.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id).  No card
text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_ATTACH, A_BENCH, A_EVOLVE
from ptcgsim.kernel.events import EV_SEARCH
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from tests.kernel_harness import Board, play_trainer, trainer_playable

BROCK, CIPHER, SER = "sv9-146", "sv5-145", "sv2-189"
IMPIDIMP, MORGREM, GRIMMSNARL = "sv10-134", "sv10-135", "sv10-136"  # Marnie's; Punk Up
IRON_LEAVES = "svp-128"  # Rapid Vernier; Prism Edge (Grass, Grass, Colorless) 180
RALTS, KIRLIA = "sv1-84", "sv1-85"
PAWMI, PAWMOT = "sv1-74", "sv1-76"  # Pawmot: Electro Paws (Lightning, Lightning, Colorless) 230
ABSOL = "sv6pt5-30"  # a Basic Darkness Pokémon that is not a Marnie's
GRASS, FIRE, LIGHTNING, PSY, DARK = "sve-1", "sve-2", "sve-4", "sve-5", "sve-7"


def program(card_id: str) -> list:
    c = load_db().get(card_id)
    return c.powers[0].effects if c.powers else c.effects


class TestShapes(unittest.TestCase):
    def test_programs(self):
        self.assertEqual(program(BROCK), [["REQ_DECK"], ["SEARCH_DECK", 2, fx.KIND_BASIC_POKEMON, fx.TO_HAND + fx.SD_OR_ONE]])
        self.assertEqual(program(CIPHER), [["REQ_DECK"], ["SEARCH_DECK", 2, fx.KIND_ANY, fx.TO_DECK_TOP]])
        self.assertEqual(program(SER)[-1], ["RECOVER", 4, fx.KIND_BASIC_ENERGY, fx.TO_HAND + fx.RC_NOT_DISCARDED])
        self.assertEqual(program(GRIMMSNARL)[1], ["ATTACH_ENERGY_ANY", 5, fx.FROM_DECK + fx.TO_FILTER * fx.TC_MARNIES, 6])
        self.assertEqual(program(GRIMMSNARL)[0][3] & fx.PW_ON_EVOLVE, fx.PW_ON_EVOLVE)
        self.assertEqual(program(IRON_LEAVES)[1:], [["SWITCH_WITH_ACTIVE"],
                                                    ["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, 0, fx.MOVE_FROM * fx.TC_BENCHED]])

    def test_more_than_two_on_top_is_refused(self):
        with self.assertRaises(ValueError):
            fx.validate_program([["SEARCH_DECK", 3, fx.KIND_ANY, fx.TO_DECK_TOP]])


def search_board(*deck):
    b = Board([BROCK, CIPHER, RALTS, KIRLIA, PSY, DARK], [RALTS], rules="modern")
    b.active(0, RALTS)
    b.active(1, RALTS)
    b.deck(0, *deck)
    return b


class TestBasicsOrOneEvolution(unittest.TestCase):
    def test_an_evolution_card_ends_the_search(self):
        b = search_board(RALTS, KIRLIA, RALTS, PSY)
        b.script(0, 1)  # options: the deck's Ralts, Kirlia, Ralts (deck order), then "none"
        play_trainer(b, 0, BROCK)
        self.assertEqual((b.in_hand(0, KIRLIA), b.in_hand(0, RALTS)), (1, 0))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 3)

    def test_a_basic_leaves_only_basics(self):
        b = search_board(RALTS, KIRLIA, RALTS, PSY)
        b.script(0, 0, 0)  # a Ralts, then the first option again: the other Ralts, not Kirlia
        play_trainer(b, 0, BROCK)
        self.assertEqual((b.in_hand(0, RALTS), b.in_hand(0, KIRLIA)), (2, 0))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_greedy_takes_two_basics_or_the_evolution_it_needs(self):
        b = search_board(RALTS, KIRLIA, RALTS, PSY)
        play_trainer(b, 0, BROCK)
        got = b.in_hand(0, RALTS) + b.in_hand(0, KIRLIA)
        self.assertIn((b.in_hand(0, RALTS), b.in_hand(0, KIRLIA)), [(2, 0), (0, 1), (1, 0)])
        self.assertEqual(b.pl(0, L.PL_DECK_N), 4 - got)


class TestTwoCardsOnTop(unittest.TestCase):
    def test_both_found_cards_stay_on_top(self):
        for answers in ((0, 0), (2, 1), (3, 0)):
            b = search_board(RALTS, KIRLIA, PSY, DARK, RALTS)
            b.script(0, *answers)
            b.clear_events()
            play_trainer(b, 0, CIPHER)
            found = [e[3] for e in b.events(EV_SEARCH)]
            self.assertEqual(len(found), 2)
            n = b.pl(0, L.PL_DECK_N)
            self.assertEqual(n, 5)  # no card lost
            self.assertEqual([int(b.st.deck[0, n - 1]), int(b.st.deck[0, n - 2])], found)  # the first found on top

    def test_a_one_card_deck_puts_that_card_back(self):
        b = search_board(KIRLIA)
        play_trainer(b, 0, CIPHER)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 1)
        self.assertEqual(int(b.st.deck[0, 0]), b.k(0, KIRLIA))


class TestRecoveryAfterItsCost(unittest.TestCase):
    def board(self):
        b = Board([SER, FIRE, GRASS, RALTS], [RALTS], rules="modern")
        b.active(0, RALTS)
        b.active(1, RALTS)
        b.deck(0, RALTS, RALTS)
        return b

    def test_the_discarded_energy_stays_in_the_discard_pile(self):
        b = self.board()
        b.hand(0, FIRE, FIRE)
        b.st.disc[0, b.k(0, GRASS)] = 1
        play_trainer(b, 0, SER)
        self.assertEqual((b.in_hand(0, GRASS), b.in_hand(0, FIRE)), (1, 0))
        self.assertEqual((b.in_discard(0, FIRE), b.in_discard(0, SER)), (2, 1))

    def test_the_energy_already_there_comes_back(self):
        b = self.board()
        b.hand(0, RALTS, FIRE)
        b.st.disc[0, b.k(0, FIRE)] = 3
        play_trainer(b, 0, SER)
        # the hand's Fire Energy was discarded for the cost: 3 of the 4 in the pile come back
        self.assertEqual((b.in_hand(0, FIRE), b.in_discard(0, FIRE), b.in_discard(0, RALTS)), (3, 1, 1))

    def test_not_playable_without_two_other_cards_or_basic_energy_in_the_pile(self):
        b = self.board()
        b.hand(0, FIRE)
        b.st.disc[0, b.k(0, GRASS)] = 1
        self.assertFalse(trainer_playable(b, 0, SER))
        b.st.disc[0, b.k(0, GRASS)] = 0
        b.hand(0, FIRE)
        self.assertFalse(trainer_playable(b, 0, SER))


class TestPunkUp(unittest.TestCase):
    def test_darkness_energy_goes_only_to_marnies_pokemon(self):
        b = Board([IMPIDIMP, MORGREM, GRIMMSNARL, ABSOL, DARK], [RALTS], rules="modern")
        b.active(0, ABSOL)
        b.bench(0, 1, MORGREM, below=(IMPIDIMP,))
        b.bench(0, 2, IMPIDIMP)
        b.active(1, RALTS)
        b.deck(0, *([DARK] * 7))
        b.hand(0, GRIMMSNARL)
        b.apply(0, A_EVOLVE, b.k(0, GRIMMSNARL), 1)
        self.assertEqual(b.card(0, 1), GRIMMSNARL)
        self.assertEqual(b.n_energy(0, 0), 0)  # Absol is no Marnie's Pokémon
        self.assertEqual(b.n_energy(0, 1) + b.n_energy(0, 2), 5)
        self.assertGreaterEqual(b.n_energy(0, 1), 2)  # Shadow Bullet's two Darkness first
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)


class TestRapidVernier(unittest.TestCase):
    @staticmethod
    def grass_board():
        """Pawmi Active with three Grass Energy, Iron Leaves ex in the hand."""
        b = Board([IRON_LEAVES, PAWMI, GRASS], [RALTS], rules="modern")
        b.active(0, PAWMI)
        b.attach(0, 0, GRASS, GRASS, GRASS)
        b.active(1, RALTS)
        b.hand(0, IRON_LEAVES)
        return b

    def test_switches_in_and_takes_the_energy_its_attack_needs(self):
        b = self.grass_board()
        b.apply(0, A_BENCH, b.k(0, IRON_LEAVES))
        self.assertEqual(b.card(0, 0), IRON_LEAVES)
        self.assertEqual(b.n_energy(0, 0), 3)
        self.assertEqual(b.card(0, 1), PAWMI)
        self.assertEqual(b.n_energy(0, 1), 0)

    def test_stays_on_the_bench_behind_a_stronger_active(self):
        b = Board([IRON_LEAVES, PAWMI, PAWMOT, LIGHTNING], [RALTS], rules="modern")
        b.active(0, PAWMOT, below=(PAWMI,))
        b.attach(0, 0, LIGHTNING, LIGHTNING, LIGHTNING)
        b.active(1, RALTS)
        b.hand(0, IRON_LEAVES)
        b.apply(0, A_BENCH, b.k(0, IRON_LEAVES))
        self.assertEqual(b.card(0, 0), PAWMOT)
        self.assertEqual(b.n_energy(0, 0), 3)

    def test_a_scripted_player_may_stop_moving(self):
        b = self.grass_board()
        # yes to the trigger (option 1), one move (option 0), then "no more" (option 1, after the one move)
        b.script(0, 1, 0, 1)
        b.apply(0, A_BENCH, b.k(0, IRON_LEAVES))
        self.assertEqual(b.card(0, 0), IRON_LEAVES)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (1, 2))


class TestStrandedActive(unittest.TestCase):
    def board(self):
        # Marnie's Morgrem (retreat 1, no Energy) cannot use a Psychic Energy; Pawmot on the
        # Bench hits far harder but is three units away
        b = Board([IMPIDIMP, MORGREM, PAWMI, PAWMOT, PSY], [RALTS], rules="modern")
        b.active(0, MORGREM, below=(IMPIDIMP,))
        b.bench(0, 1, PAWMOT, below=(PAWMI,))
        b.active(1, RALTS)
        b.hand(0, PSY)
        return b

    def test_the_energy_that_pays_the_retreat_goes_to_the_active(self):
        b = self.board()
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual(tuple(int(x) for x in b.st.acts[0, :3]), (A_ATTACH, b.k(0, PSY), 0))

    def test_not_when_the_active_already_pays_its_retreat(self):
        b = self.board()
        b.attach(0, 0, PSY)
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        act = tuple(int(x) for x in b.st.acts[0, :3])
        self.assertNotEqual(act, (A_ATTACH, b.k(0, PSY), 0))


if __name__ == "__main__":
    unittest.main()

"""Three kernel mechanics on scripted boards (issues 10 and 14), with the real cards that use them:

* FORM_SWAP (Deoxys' Form Change): another card of the name from the deck takes the Pokémon's
  place with its Energy and damage; the old card goes into the deck; one Form Change a turn
  among Pokémon of that name; greedy changes only into a form that does more now;
* SEARCH_DECK with SD_DIFF_TYPES (Lady Outing): no two cards found share a type;
* CHOOSE_ONE (Mr. Stone's Project, Pow! Hand Extension): each option does only its own rows;
  greedy takes the option worth more; the card's own requirement holds for both.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id).  No card
text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_POWER
from ptcgsim.kernel.events import EV_FORM
from tests.kernel_harness import Board, play_trainer, trainer_playable
from tests.test_ex_powers import power_score, powers

LINK, CRUSH, BARRIER, SWIFT = "ex8-16", "ex8-17", "ex8-18", "ex9-2"  # Deoxys: 40 for PC, 10 for PCC, 20 for PC, 30 for CC
LADY, STONE, POW = "ex1-83", "ex13-88", "ex7-85"
FIRE, GRASS, WATER, PSY = "base1-98", "base1-99", "base1-102", "base1-101"


def deck_ids(b: Board, p: int = 0) -> list[str]:
    return sorted(b.tables.cards[p][int(b.st.deck[p, i])].id for i in range(b.pl(p, L.PL_DECK_N)))


class TestShapes(unittest.TestCase):
    def test_programs(self):
        db = load_db()
        self.assertEqual(db.get(CRUSH).powers[0].effects, [["POWER_ACTIVATED", 1, 0, fx.PW_ONE_PER_NAME], ["FORM_SWAP"]])
        self.assertEqual(db.get(LADY).effects, [["SEARCH_DECK", 3, fx.KIND_BASIC_ENERGY, fx.TO_HAND + fx.SD_DIFF_TYPES]])
        self.assertEqual(db.get(STONE).effects[0], ["CHOOSE_ONE", 2, 1])
        self.assertEqual(db.get(POW).effects[:2], [["REQ_COUNT", fx.CNT_PRIZE_LEAD, 1], ["CHOOSE_ONE", 2, 1]])


def deoxys_board(active: str, *deck: str, energy=(PSY, PSY)):
    b = Board([LINK, CRUSH, BARRIER, SWIFT, PSY], [LINK], rules="ex", prizes=None)
    b.active(0, active)
    b.attach(0, 0, *energy)
    b.damage(0, 0, 20)
    b.active(1, LINK)
    b.deck(0, *deck)
    return b


class TestFormChange(unittest.TestCase):
    def test_greedy_changes_into_the_form_its_energy_pays_for(self):
        b = deoxys_board(CRUSH, BARRIER, LINK, SWIFT)  # Energy Crush needs 3 Energy; 2 are attached
        self.assertGreater(power_score(b, 0, 0), 0)
        self.assertEqual(powers(b), [0])
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.card(0, 0), LINK)  # 40 for the 2 Energy attached (Barrier Attack 20, Swift 30)
        self.assertEqual((b.n_energy(0, 0), b.dmg(0, 0)), (2, 20))  # what was on it stays
        self.assertEqual(deck_ids(b), sorted([BARRIER, CRUSH, SWIFT]))  # the old card went into the deck
        self.assertEqual(int(b.st.slot[0, 0, L.S_NSTACK]), 1)
        self.assertEqual(int(b.st.slot[0, 0, L.S_STACK0]), b.k(0, LINK))
        self.assertEqual(powers(b), [])  # once a turn: the new card keeps the use
        ev = b.events(EV_FORM)
        self.assertEqual(len(ev), 1)

    def test_one_form_change_a_turn_among_pokemon_of_the_name(self):
        b = deoxys_board(CRUSH, LINK, SWIFT)
        b.bench(0, 1, BARRIER)
        self.assertEqual(powers(b), [0, 1])
        b.apply(0, A_POWER, 0)
        self.assertEqual(powers(b), [])

    def test_no_better_form_no_change(self):
        b = deoxys_board(LINK, BARRIER, SWIFT)  # Link Blast's 40 is the best the 2 Energy pay for
        self.assertEqual(power_score(b, 0, 0), 0)

    def test_the_search_may_find_nothing(self):
        b = deoxys_board(CRUSH, LINK)
        b.script(0, 1)  # options: the deck's Link Blast Deoxys, then "none"
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.card(0, 0), CRUSH)
        self.assertEqual(deck_ids(b), [LINK])


class TestDifferentTypes(unittest.TestCase):
    def board(self, *deck):
        b = Board([LADY, LINK, FIRE, GRASS, WATER], [LINK], rules="ex")
        b.active(0, LINK)
        b.active(1, LINK)
        b.deck(0, *deck)
        return b

    def test_no_two_of_a_type(self):
        b = self.board(FIRE, FIRE, WATER, FIRE, GRASS)
        b.script(0, 0, 0, 0)  # each time the first card offered
        play_trainer(b, 0, LADY)
        self.assertEqual((b.in_hand(0, FIRE), b.in_hand(0, WATER), b.in_hand(0, GRASS)), (1, 1, 1))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_one_type_in_the_deck_gives_one_card(self):
        b = self.board(FIRE, FIRE, FIRE)
        play_trainer(b, 0, LADY)  # greedy
        self.assertEqual(b.in_hand(0, FIRE), 1)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)


class TestChooseOne(unittest.TestCase):
    def board(self, *deck):
        b = Board([STONE, POW, LINK, FIRE, WATER, GRASS], [LINK, BARRIER, FIRE], rules="ex")
        b.active(0, LINK)
        b.active(1, LINK)
        b.deck(0, *deck)
        b.st.disc[0, b.k(0, GRASS)] += 2
        return b

    def test_each_option_does_only_its_own_rows(self):
        b = self.board(FIRE, WATER)
        b.script(0, 0)  # the first option: the deck
        play_trainer(b, 0, STONE)
        self.assertEqual((b.in_hand(0, FIRE), b.in_hand(0, WATER), b.in_hand(0, GRASS)), (1, 1, 0))
        self.assertEqual(b.in_discard(0, GRASS), 2)
        b = self.board(FIRE, WATER)
        b.script(0, 1)  # the second option: the discard pile
        play_trainer(b, 0, STONE)
        self.assertEqual((b.in_hand(0, FIRE), b.in_hand(0, GRASS)), (0, 2))
        self.assertEqual((b.in_discard(0, GRASS), b.pl(0, L.PL_DECK_N)), (0, 2))

    def test_greedy_takes_the_option_worth_more(self):
        b = self.board(LINK, LINK)  # no Energy in the deck: the discard pile's
        play_trainer(b, 0, STONE)
        self.assertEqual(b.in_hand(0, GRASS), 2)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_the_cards_requirement_holds_for_both_options(self):
        b = self.board()
        b.bench(1, 1, BARRIER)
        b.set_prizes(0, 3)
        b.set_prizes(1, 3)
        self.assertFalse(trainer_playable(b, 0, POW))  # no prize lead
        b.set_prizes(0, 4)
        self.assertTrue(trainer_playable(b, 0, POW))
        b.script(0, 1)  # the second option: the Benched Pokémon in
        play_trainer(b, 0, POW)
        self.assertEqual(b.card(1, 0), BARRIER)


if __name__ == "__main__":
    unittest.main()

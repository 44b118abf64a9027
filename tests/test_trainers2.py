"""Trainers on the newer opcodes, on scripted boards: looking at the top (or bottom) cards of
the deck (LOOK_TOP), hands to the bottom of the deck (HAND_BOTTOM_DRAW, HAND_TO_DECK's
bottom form), searches by card tags and either-kinds, Tool removal (DISCARD_TOOL) and
board-count requirements (REQ_COUNT); greedy's valuation of them.

Real cards of the bundled database by id; the shapes test first checks that each program is
the one the boards rely on.  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.cardtable import CF_RULE_BOX
from ptcgsim.kernel.predicates import card_matches_kind_nb
from ptcgsim.kernel.trainer_value import trainer_score_nb
from tests.kernel_harness import A_TRAINER, Board

ZANGOOSE = "sv1-146"  # Basic Colorless, 90 HP
TOXEL = "sv1-71"  # Basic Lightning, 70 HP
MIRAIDON_EX = "sv1-81"  # Basic Pokémon ex, 220 HP
FIRE, GRASS = "base1-98", "base1-99"
# Trainers
POKEGEAR = "sv1-186"
RIKA = "sv4-172"
EXPLORER = "sv5-147"
DRAYTON = "sv8-174"
DUSK_BALL = "sv8-175"
POKENAV = "ex1-88"
IONO = "sv2-185"
MEMO = "sv8-181"
KOFU = "sv7-138"
SCRAPPER = "me2pt5-212"
COUNTER_CATCHER = "sv4-160"
NIGHT_STRETCHER = "me1-173"
CYRANO = "sv8-170"
CLAVELL = "sv2-177"
ARVEN = "sv1-166"  # a Supporter (what Pokégear finds)
VITALITY = "sv1-197"  # a Pokémon Tool
HERO_CAPE = "sv5-152"  # a Pokémon Tool (+100 HP)


def program(card_id: str) -> list:
    return load_db().get(card_id).effects


def look(take, dest=fx.TO_HAND, rest=fx.LT_SHUFFLE, flags=0):
    return take + fx.LT_DEST * dest + fx.LT_REST * rest + flags


def deck_ids(b: Board, p: int) -> list[str]:
    """p's deck, bottom first."""
    return [b.tables.cards[p][int(b.st.deck[p, i])].id for i in range(b.pl(p, L.PL_DECK_N))]


def play(b: Board, p: int, card: str):
    b.hand(p, card)
    assert (A_TRAINER, b.k(p, card), 0) in [tuple(a) for a in b.legal_kinds(p, A_TRAINER)], "not playable"
    b.apply(p, A_TRAINER, b.k(p, card), 0)


def playable(b: Board, p: int, card: str) -> bool:
    if b.in_hand(p, card) == 0:
        b.hand(p, card)
    return any(a[1] == b.k(p, card) for a in b.legal_kinds(p, A_TRAINER))


POOL = [ZANGOOSE, TOXEL, MIRAIDON_EX, FIRE, GRASS, POKEGEAR, RIKA, EXPLORER, DRAYTON, DUSK_BALL, IONO, MEMO, KOFU,
        SCRAPPER, COUNTER_CATCHER, NIGHT_STRETCHER, CYRANO, CLAVELL, ARVEN, VITALITY, HERO_CAPE]


def board() -> Board:
    b = Board(POOL, POOL, "modern")
    b.active(0, ZANGOOSE)
    b.active(1, ZANGOOSE)
    return b


class TestShapes(unittest.TestCase):
    def test_programs(self):
        ex = fx.kind_flag(fx.KIND_POKEMON, 32)
        self.assertEqual(program(POKEGEAR), [["REQ_DECK"], ["LOOK_TOP", 7, fx.KIND_SUPPORTER, look(1, flags=fx.LT_MAY)]])
        self.assertEqual(program(RIKA), [["REQ_DECK"], ["LOOK_TOP", 4, fx.KIND_ANY, look(2, rest=fx.LT_BOTTOM_SHUFFLED)]])
        self.assertEqual(program(EXPLORER), [["REQ_DECK"], ["LOOK_TOP", 6, fx.KIND_ANY, look(2, rest=fx.LT_DISCARD)]])
        self.assertEqual(program(DRAYTON), [["REQ_DECK"], ["LOOK_TOP", 7, fx.kind_either(fx.KIND_POKEMON, fx.KIND_TRAINER),
                                                          look(2, flags=fx.LT_MAY | fx.LT_EACH)]])
        self.assertEqual(program(DUSK_BALL), [["REQ_DECK"], ["LOOK_TOP", 7, fx.KIND_POKEMON,
                                                            look(1, flags=fx.LT_MAY | fx.LT_BOTTOM)]])
        self.assertEqual(program(POKENAV), [["REQ_DECK"], ["LOOK_TOP", 3, fx.kind_either(fx.KIND_POKEMON, fx.KIND_ENERGY),
                                                          look(1, rest=fx.LT_BACK_ON_TOP)]])
        self.assertEqual(program(IONO), [["HAND_BOTTOM_DRAW", 0, fx.BOTH_PLAYERS]])
        self.assertEqual(program(MEMO), [["HAND_BOTTOM_DRAW", -1, fx.OPP]])
        self.assertEqual(program(KOFU), [["REQ_HAND", 2], ["HAND_TO_DECK", 2, 1], ["DRAW", 4]])
        self.assertEqual(program(SCRAPPER), [["REQ_COUNT", fx.CNT_ANY_TOOLS, 1], ["DISCARD_TOOL", 2, fx.BOTH_PLAYERS, 1]])
        self.assertEqual(program(COUNTER_CATCHER), [["REQ_COUNT", fx.CNT_PRIZE_LEAD, 1], ["REQ_OPP_BENCH"], ["GUST", fx.SELF]])
        either = fx.kind_either(fx.KIND_POKEMON, fx.KIND_BASIC_ENERGY)
        self.assertEqual(program(NIGHT_STRETCHER), [["REQ_DISCARD", 1, either], ["RECOVER", 1, either, fx.TO_HAND]])
        self.assertEqual(program(CYRANO), [["SEARCH_DECK", 3, ex, fx.TO_HAND]])
        self.assertEqual(program(CLAVELL), [["SEARCH_DECK", 3, fx.kind_hp_max(fx.KIND_BASIC_POKEMON, 120), fx.TO_HAND]])
        self.assertEqual(program(ARVEN), [["SEARCH_DECK", 1, fx.KIND_ITEM, fx.TO_HAND], ["SEARCH_DECK", 1, fx.KIND_TOOL, fx.TO_HAND]])


class TestKinds(unittest.TestCase):
    def test_tag_hp_either_kinds(self):
        b = board()
        ct = b.ct

        def m(card, kind):
            return bool(card_matches_kind_nb(ct, 0, b.k(0, card), kind))

        ex = fx.kind_flag(fx.KIND_POKEMON, 32)
        self.assertTrue(m(MIRAIDON_EX, ex))
        self.assertFalse(m(ZANGOOSE, ex))
        no_box = fx.kind_flag(fx.KIND_POKEMON, CF_RULE_BOX, without=True)
        self.assertTrue(m(ZANGOOSE, no_box))
        self.assertFalse(m(MIRAIDON_EX, no_box))
        self.assertFalse(m(FIRE, no_box))
        hp70 = fx.kind_hp_max(fx.KIND_BASIC_POKEMON, 70)
        self.assertTrue(m(TOXEL, hp70))
        self.assertFalse(m(ZANGOOSE, hp70))
        either = fx.kind_either(fx.KIND_POKEMON, fx.KIND_BASIC_ENERGY)
        self.assertTrue(m(ZANGOOSE, either) and m(FIRE, either))
        self.assertFalse(m(ARVEN, either))
        self.assertTrue(m(VITALITY, fx.KIND_TOOL))
        self.assertFalse(m(ARVEN, fx.KIND_TOOL))


class TestLookTop(unittest.TestCase):
    def test_pokegear_takes_a_supporter_from_the_top_seven_only(self):
        b = board()
        b.deck(0, ARVEN, *[ZANGOOSE] * 7)  # the Supporter is 8th from the top: not seen
        play(b, 0, POKEGEAR)
        self.assertEqual(b.in_hand(0, ARVEN), 0)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 8)
        b.deck(0, ARVEN, *[TOXEL] * 3)
        play(b, 0, POKEGEAR)
        self.assertEqual(b.in_hand(0, ARVEN), 1)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 11)  # 8 (the first look shuffled them) + 4 - 1

    def test_empty_deck_cannot_play(self):
        b = board()
        self.assertFalse(playable(b, 0, POKEGEAR))

    def test_rika_two_to_hand_others_to_the_bottom(self):
        b = board()
        b.deck(0, FIRE, FIRE, GRASS, ZANGOOSE, TOXEL, ARVEN)  # top: Arven, Toxel, Zangoose, Grass
        play(b, 0, RIKA)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 2)
        ids = deck_ids(b, 0)
        self.assertEqual(len(ids), 4)
        self.assertEqual(ids[-2:], [FIRE, FIRE])  # the two cards never looked at are now on top

    def test_explorers_guidance_discards_the_rest(self):
        b = board()
        b.deck(0, FIRE, ZANGOOSE, ZANGOOSE, TOXEL, TOXEL, GRASS, ARVEN)
        play(b, 0, EXPLORER)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 2)
        self.assertEqual(deck_ids(b, 0), [FIRE])
        disc = sum(b.in_discard(0, c) for c in (ZANGOOSE, TOXEL, GRASS, ARVEN))
        self.assertEqual(disc, 4)

    def test_drayton_one_pokemon_and_one_trainer(self):
        b = board()
        b.deck(0, ZANGOOSE, TOXEL, ARVEN, POKEGEAR, FIRE)
        play(b, 0, DRAYTON)
        pokemon = b.in_hand(0, ZANGOOSE) + b.in_hand(0, TOXEL)
        trainers = b.in_hand(0, ARVEN) + b.in_hand(0, POKEGEAR)
        self.assertEqual((pokemon, trainers), (1, 1))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 3)

    def test_dusk_ball_looks_at_the_bottom(self):
        b = board()
        b.deck(0, TOXEL, *[FIRE] * 7, ZANGOOSE)  # Toxel at the bottom; Zangoose on top, 9th from the bottom
        play(b, 0, DUSK_BALL)
        self.assertEqual(b.in_hand(0, TOXEL), 1)
        self.assertEqual(b.in_hand(0, ZANGOOSE), 0)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 8)


class TestHands(unittest.TestCase):
    def test_iono_hands_to_the_bottom_draw_by_prizes(self):
        b = board()
        b.set_prizes(0, 4)
        b.set_prizes(1, 2)
        b.hand(0, ZANGOOSE, ZANGOOSE, TOXEL, FIRE, FIRE)
        b.hand(1, *[TOXEL] * 7)
        b.deck(0, *[GRASS] * 10)
        b.deck(1, *[GRASS] * 10)
        play(b, 0, IONO)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 4)
        self.assertEqual(b.pl(1, L.PL_HAND_N), 2)
        self.assertEqual(b.in_hand(0, GRASS), 4)
        self.assertEqual(b.in_hand(1, GRASS), 2)
        self.assertEqual(sorted(deck_ids(b, 0)[:5]), sorted([ZANGOOSE, ZANGOOSE, TOXEL, FIRE, FIRE]))
        self.assertEqual(deck_ids(b, 1)[:7], [TOXEL] * 7)

    def test_iono_with_no_cards_in_either_hand_draws_nothing(self):
        b = board()
        b.deck(0, *[GRASS] * 5)
        b.deck(1, *[GRASS] * 5)
        play(b, 0, IONO)
        self.assertEqual((b.pl(0, L.PL_HAND_N), b.pl(1, L.PL_HAND_N)), (0, 0))

    def test_meddling_memo_opponent_draws_as_many(self):
        b = board()
        b.hand(1, TOXEL, TOXEL, FIRE)
        b.deck(1, *[GRASS] * 5)
        play(b, 0, MEMO)
        self.assertEqual(b.pl(1, L.PL_HAND_N), 3)
        self.assertEqual(b.in_hand(1, GRASS), 3)

    def test_kofu_two_to_the_bottom_then_draw(self):
        b = board()
        b.deck(0, *[GRASS] * 6)
        b.hand(0, ZANGOOSE)
        self.assertFalse(playable(b, 0, KOFU))  # one other card only
        b.st.hand[0, b.k(0, KOFU)] = 0
        b.st.pl[0, L.PL_HAND_N] -= 1
        b.hand(0, FIRE)
        play(b, 0, KOFU)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 4)
        self.assertEqual(sorted(deck_ids(b, 0)[:2]), sorted([ZANGOOSE, FIRE]))


class TestTools(unittest.TestCase):
    def test_scrapper_needs_a_tool_and_greedy_takes_the_opponents(self):
        b = board()
        self.assertFalse(playable(b, 0, SCRAPPER))
        b.st.slot[0, 0, L.S_TOOL_K] = b.k(0, HERO_CAPE)
        b.st.slot[0, 0, L.S_TOOL_N] = 1
        b.st.slot[1, 0, L.S_TOOL_K] = b.k(1, HERO_CAPE)
        b.st.slot[1, 0, L.S_TOOL_N] = 1
        self.assertTrue(playable(b, 0, SCRAPPER))
        self.assertGreater(trainer_score_nb(b.st, b.ct, b.R, 0, b.k(0, SCRAPPER), b.units), 0)
        b.apply(0, A_TRAINER, b.k(0, SCRAPPER), 0)
        self.assertEqual(int(b.st.slot[1, 0, L.S_TOOL_K]), -1)
        self.assertEqual(b.in_discard(1, HERO_CAPE), 1)
        self.assertEqual(int(b.st.slot[0, 0, L.S_TOOL_K]), b.k(0, HERO_CAPE))  # greedy keeps its own


class TestRequirements(unittest.TestCase):
    def test_counter_catcher_only_when_behind_on_prizes(self):
        b = board()
        b.bench(1, 1, TOXEL)
        self.assertFalse(playable(b, 0, COUNTER_CATCHER))  # 6 and 6
        b.set_prizes(1, 4)
        self.assertTrue(playable(b, 0, COUNTER_CATCHER))


class TestGreedy(unittest.TestCase):
    def test_values(self):
        b = board()
        b.deck(0, *[ARVEN] * 4, *[FIRE] * 20)

        def score(card):
            b.hand(0, card)
            v = float(trainer_score_nb(b.st, b.ct, b.R, 0, b.k(0, card), b.units))
            b.st.hand[0, b.k(0, card)] -= 1
            b.st.pl[0, L.PL_HAND_N] -= 1
            return v

        self.assertGreater(score(POKEGEAR), 0)  # a Supporter may be among the top seven
        self.assertGreater(score(RIKA), 0)
        b.hand(1, *[TOXEL] * 8)
        self.assertGreater(score(IONO), 0)  # a small hand for a fresh 6, the opponent's 8 down to 6


if __name__ == "__main__":
    unittest.main()

"""Kernel slice 29 k4: the mechanics on boards where they matter.

ATTACH_THEN (attach 1 card to 1 of your Pokémon, then heal it or put counters on it),
ATTACH_ENERGY_EACH with TO_ACTIVE_TOO (the Active may get one; N counts them, + ATTACHED_ACTIVE),
a two-condition TO_FILTER receiver, GUST / REQ_OPP_BENCH with a TC_* filter (N = 1 when switched),
OPP_ENERGY_TO (the opponent's Active's Energy to their hand / the top of their deck) and
HEAL_ALL_DISCARD_ENERGY with a filter.  Boards use the programs of the card database built in this
tree (``python scripts/build_carddb.py``).
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_POWER, A_TRAINER
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from tests.kernel_harness import CONFUSED, Board, play_trainer, trainer_playable, trainer_score

HYDRAPPLE = "sv7-14"  # Ripening Charge: a Grass card from the hand to 1 of your Pokémon, heal 30 from it
KORAIDON = "sv1-125"  # Dino Cry: up to 2 Fighting cards from the discard pile to your Basic Fighting Pokémon
SADA, JANINE, LISIA = "sv4-170", "sv6pt5-59", "sv8-179"
GRUNT, CHARISMA = "sv1-195", "sv3pt5-161"
BRUTE_BONNET, ROARING_MOON = "sv4-123", "sv4-124"  # Ancient Darkness Basics
TING_LU = "sv4-109"  # a Basic Fighting Pokémon, not Ancient
RALTS, KIRLIA = "sv1-84", "sv1-85"
GRASS, FIGHT, DARK, PSY = "sve-1", "sve-6", "sve-7", "sve-5"


def plan(b: Board, p: int = 0) -> tuple[int, int]:
    greedy_plan_nb(b.st, b.ct, b.R, p, b.units)
    return int(b.st.acts[0, 0]), int(b.st.acts[0, 1])


class TestAttachThen(unittest.TestCase):
    def board(self):
        b = Board([HYDRAPPLE, TING_LU, GRASS], [TING_LU], rules="modern")
        b.active(0, HYDRAPPLE)
        b.bench(0, 1, TING_LU)
        b.active(1, TING_LU)
        b.damage(0, 1, 50)
        b.hand(0, GRASS)
        return b

    def test_the_pokemon_that_got_the_card_is_healed(self):
        b = self.board()
        b.script(0, 1)  # the Benched Ting-Lu (options: the Active, then the Bench)
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (0, 1))
        self.assertEqual(b.dmg(0, 1), 20)
        self.assertEqual(b.in_hand(0, GRASS), 0)

    def test_no_heal_where_the_card_did_not_go(self):
        b = self.board()
        b.script(0, 0)  # the Active: undamaged, the damaged Bench keeps its damage
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.n_energy(0, 0), b.dmg(0, 1)), (1, 50))

    def test_nothing_in_the_hand_nothing_happens(self):
        b = self.board()
        b.st.hand[0, b.k(0, GRASS)] = 0
        b.st.pl[0, L.PL_HAND_N] = 0
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1), b.dmg(0, 1)), (0, 0, 50))

    def test_greedy_uses_it_with_a_card_in_hand(self):
        b = self.board()
        b.st.pl[0, L.PL_ENERGY_DONE] = 1  # the turn's attachment is made: the Ability attaches more
        self.assertEqual(plan(b), (A_POWER, 0))
        b.st.hand[0, b.k(0, GRASS)] = 0
        b.st.pl[0, L.PL_HAND_N] = 0
        self.assertNotEqual(plan(b), (A_POWER, 0))

    def test_counters_mode(self):
        # the same opcode, a < 0: counters on the Pokémon that got the card (from the deck, Benched only)
        b = self.board()
        b.deck(0, GRASS)
        src = fx.FROM_DECK + fx.TO_BENCH_ONLY + fx.TO_FILTER * (fx.TC_TYPE + 5)  # a Benched Fighting Pokémon
        _run_rows(b, [[fx.OPCODES["ATTACH_THEN"][0], -20, src, 0]])
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1), b.dmg(0, 1)), (0, 1, 70))


def _run_rows(b: Board, rows):
    """Run effect rows as player 0's Active (a Trainer's acting slot) through the interpreter."""
    import numpy as np

    from ptcgsim.kernel.interpreter import run_program_nb

    ct = b.ct
    start = ct.prog.shape[0]
    prog = np.zeros((start + len(rows), 4), np.int64)
    prog[:start] = ct.prog
    for i, r in enumerate(rows):
        prog[start + i, :len(r)] = r
    b.ct = ct._replace(prog=prog)
    try:
        run_program_nb(b.st, b.ct, b.R, 0, 0, start, start + len(rows), 0, -1, -1)
    finally:
        b.ct = ct


class TestDinoCry(unittest.TestCase):
    def test_only_basic_fighting_pokemon_get_the_cards(self):
        b = Board([KORAIDON, TING_LU, RALTS, KIRLIA, FIGHT], [TING_LU], rules="modern")
        b.active(0, KORAIDON)
        b.bench(0, 1, KIRLIA, below=(RALTS,))  # a Psychic Stage 1
        b.bench(0, 2, TING_LU)
        b.active(1, TING_LU)
        b.st.disc[0, b.k(0, FIGHT)] = 3
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.n_energy(0, 1), 0)
        self.assertEqual(b.n_energy(0, 0) + b.n_energy(0, 2), 2)
        self.assertEqual(b.in_discard(0, FIGHT), 1)


class TestEachActiveToo(unittest.TestCase):
    def sada(self, disc=2):
        b = Board([SADA, BRUTE_BONNET, ROARING_MOON, TING_LU, DARK, PSY], [TING_LU], rules="modern")
        b.active(0, BRUTE_BONNET)
        b.bench(0, 1, TING_LU)
        b.bench(0, 2, ROARING_MOON)
        b.active(1, TING_LU)
        b.st.disc[0, b.k(0, DARK)] = disc
        b.deck(0, PSY, PSY, PSY, PSY, PSY)
        return b

    def test_sada_reaches_the_active_and_draws(self):
        b = self.sada()
        play_trainer(b, 0, SADA)
        self.assertEqual([b.n_energy(0, s) for s in range(3)], [1, 0, 1])
        self.assertEqual(b.in_hand(0, PSY), 3)

    def test_sada_no_card_no_draw(self):
        b = self.sada(disc=0)
        b.st.disc[0, b.k(0, TING_LU)] = 1
        if trainer_playable(b, 0, SADA):
            b.apply(0, A_TRAINER, b.k(0, SADA), 0)
            self.assertEqual(b.in_hand(0, PSY), 0)
        self.assertEqual(sum(b.n_energy(0, s) for s in range(3)), 0)

    def janine(self, active):
        b = Board([JANINE, BRUTE_BONNET, TING_LU, DARK, PSY], [TING_LU], rules="modern")
        b.active(0, active)
        b.bench(0, 1, BRUTE_BONNET)
        b.active(1, TING_LU)
        b.deck(0, PSY, DARK, DARK, DARK, PSY)
        return b

    def test_janine_poisons_the_active_that_got_one(self):
        b = self.janine(BRUTE_BONNET)
        play_trainer(b, 0, JANINE)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (1, 1))
        self.assertGreater(b.pl(0, L.PL_POISON), 0)

    def test_janine_no_poison_when_only_the_bench_got_one(self):
        b = self.janine(TING_LU)  # not a Darkness Pokémon: it can't be chosen
        play_trainer(b, 0, JANINE)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (0, 1))
        self.assertEqual(b.pl(0, L.PL_POISON), 0)


class TestFilteredGust(unittest.TestCase):
    def board(self, basic_on_bench=True):
        b = Board([LISIA, TING_LU], [TING_LU, RALTS, KIRLIA], rules="modern")
        b.active(0, TING_LU)
        b.active(1, TING_LU)
        b.bench(1, 1, KIRLIA, below=(RALTS,))
        if basic_on_bench:
            b.bench(1, 2, RALTS)
        return b

    def test_needs_a_benched_basic(self):
        self.assertFalse(trainer_playable(self.board(basic_on_bench=False), 0, LISIA))

    def test_the_basic_comes_in_confused(self):
        b = self.board()
        play_trainer(b, 0, LISIA)
        self.assertEqual(b.card(1, 0), RALTS)
        self.assertEqual(b.pl(1, L.PL_STATUS), CONFUSED)


class TestOppEnergyTo(unittest.TestCase):
    def board(self):
        b = Board([GRUNT, CHARISMA, TING_LU, FIGHT], [TING_LU, PSY], rules="modern")
        b.active(0, TING_LU)
        b.active(1, TING_LU)
        b.attach(1, 0, PSY, PSY)
        b.deck(1, TING_LU)
        return b

    def test_grunt_puts_it_on_top_of_their_deck(self):
        b = self.board()
        play_trainer(b, 0, GRUNT)
        self.assertEqual(b.n_energy(1, 0), 1)
        n = b.pl(1, L.PL_DECK_N)
        self.assertEqual((n, int(b.st.deck[1, n - 1])), (2, b.k(1, PSY)))

    def test_charisma_to_their_hand_then_ours_attached(self):
        b = self.board()
        b.hand(0, FIGHT)
        play_trainer(b, 0, CHARISMA)
        self.assertEqual((b.n_energy(1, 0), b.in_hand(1, PSY)), (1, 1))
        self.assertEqual((b.n_energy(0, 0), b.in_hand(0, FIGHT)), (1, 0))

    def test_no_energy_no_play(self):
        b = self.board()
        b.st.slot[1, 0, L.S_NEN] = 0
        self.assertFalse(trainer_playable(b, 0, GRUNT))

    def test_greedy_values_it(self):
        self.assertGreater(trainer_score(self.board(), 0, GRUNT), 0)


class TestHealAllFiltered(unittest.TestCase):
    def test_only_the_filtered_pokemon(self):
        b = Board([TING_LU, RALTS, KIRLIA, FIGHT], [TING_LU], rules="modern")
        b.active(0, TING_LU)
        b.bench(0, 1, KIRLIA, below=(RALTS,))
        b.active(1, TING_LU)
        b.damage(0, 0, 30)
        b.damage(0, 1, 30)
        b.attach(0, 0, FIGHT)
        b.attach(0, 1, FIGHT)
        _run_rows(b, [[fx.OPCODES["HEAL_ALL_DISCARD_ENERGY"][0], 0, 0, fx.TC_EVOLVED]])
        self.assertEqual([(b.dmg(0, s), b.n_energy(0, s)) for s in (0, 1)], [(30, 1), (0, 0)])


if __name__ == "__main__":
    unittest.main()


GEETA, POPPY, SAGUARO = "sv3-188", "sv3-193", "sv2-187"


class TestGeetaPoppySaguaro(unittest.TestCase):
    def board(self, *extra):
        b = Board([TING_LU, BRUTE_BONNET, FIGHT, DARK, *extra], [TING_LU], rules="modern")
        b.active(0, TING_LU)
        b.bench(0, 1, BRUTE_BONNET)
        b.active(1, TING_LU)
        return b

    def test_geeta_attaches_then_no_attack_this_turn(self):
        from ptcgsim.kernel.predicates import may_attack_now_nb

        b = self.board(GEETA)
        b.deck(0, DARK, FIGHT, FIGHT, DARK)
        self.assertTrue(may_attack_now_nb(b.st, b.R, 0))
        play_trainer(b, 0, GEETA)
        self.assertEqual(b.n_energy(0, 0) + b.n_energy(0, 1), 2)
        self.assertIn(b.n_energy(0, 0), (0, 2))  # both to the same Pokémon
        self.assertFalse(may_attack_now_nb(b.st, b.R, 0))
        b.turn(5, cur=0)
        self.assertTrue(may_attack_now_nb(b.st, b.R, 0))

    def test_poppy_moves_between_one_pair(self):
        b = self.board(POPPY)
        b.bench(0, 2, TING_LU)
        b.attach(0, 0, FIGHT, DARK, FIGHT)
        # first move: options (from, card, to) per card kind and receiver: (0, F, 1), (0, F, 2), ...
        # answer 1: a Fighting card to slot 2; the second move may only go from the Active to slot 2
        # again (its first option), never to slot 1
        b.script(0, 1, 0)
        play_trainer(b, 0, POPPY)
        self.assertEqual([b.n_energy(0, s) for s in range(3)], [1, 0, 2])

    def test_poppy_may_stop_after_one(self):
        b = self.board(POPPY)
        b.attach(0, 0, FIGHT, DARK)
        b.script(0, 0, 2)  # the second question: (0, 0, 1), (0, 1, 1), stop
        play_trainer(b, 0, POPPY)
        self.assertEqual([b.n_energy(0, s) for s in range(2)], [1, 1])

    def test_saguaro_heals_two_different_pokemon(self):
        b = self.board(SAGUARO)
        b.damage(0, 0, 100)
        b.damage(0, 1, 40)
        play_trainer(b, 0, SAGUARO)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1)), (50, 0))

    def test_saguaro_once_each(self):
        b = self.board(SAGUARO)
        b.damage(0, 0, 150)
        play_trainer(b, 0, SAGUARO)
        self.assertEqual(b.dmg(0, 0), 100)


TR_GIOVANNI, TR_BLIPBUG, TR_HOUNDOUR = "sv10-174", "sv10-15", "sv10-37"


class TestOwnerSwitchThenGust(unittest.TestCase):
    def board(self, active=TR_BLIPBUG):
        b = Board([TR_GIOVANNI, TR_BLIPBUG, TR_HOUNDOUR, TING_LU], [TING_LU, RALTS], rules="modern")
        b.active(0, active)
        b.bench(0, 1, TING_LU)
        b.bench(0, 2, TR_HOUNDOUR)
        b.active(1, TING_LU)
        b.bench(1, 1, RALTS)
        return b

    def test_switches_to_a_team_rockets_pokemon_then_gusts(self):
        b = self.board()
        play_trainer(b, 0, TR_GIOVANNI)
        self.assertEqual((b.card(0, 0), b.card(0, 2)), (TR_HOUNDOUR, TR_BLIPBUG))
        self.assertEqual(b.card(1, 0), RALTS)

    def test_needs_a_team_rockets_active(self):
        self.assertFalse(trainer_playable(self.board(active=TING_LU), 0, TR_GIOVANNI))


GRABBER = "sv3pt5-162"


class TestRevealedHandToBottom(unittest.TestCase):
    def test_a_pokemon_of_their_hand_goes_under_their_deck(self):
        b = Board([GRABBER, TING_LU], [TING_LU, RALTS, PSY], rules="modern")
        b.active(0, TING_LU)
        b.active(1, TING_LU)
        b.hand(1, PSY, RALTS, PSY)
        b.deck(1, PSY, PSY)
        play_trainer(b, 0, GRABBER)
        self.assertEqual((b.in_hand(1, RALTS), b.in_hand(1, PSY), b.in_discard(1, RALTS)), (0, 2, 0))
        self.assertEqual((b.pl(1, L.PL_DECK_N), int(b.st.deck[1, 0])), (3, b.k(1, RALTS)))

    def test_ortega_then_the_opponent_may_draw(self):
        for answer, drawn in ((1, 1), (0, 0)):
            b = Board(["sv3-190", TING_LU], [TING_LU, RALTS, PSY], rules="modern")
            b.active(0, TING_LU)
            b.active(1, TING_LU)
            b.hand(1, RALTS, RALTS)
            b.deck(1, PSY, PSY)
            b.script(1, answer)  # the opponent's choice: 0 no draw, 1 draw
            play_trainer(b, 0, "sv3-190")
            self.assertEqual(int(b.st.deck[1, 0]), b.k(1, RALTS))
            self.assertEqual((b.in_hand(1, RALTS), b.in_hand(1, PSY)), (1, drawn))


OMANYTE, CHILL_TOY = "sv3pt5-138", "sv8-166"  # Tentacular Return: 50, then an Energy of theirs to their hand


class TestOppEnergyToAttacks(unittest.TestCase):
    def board(self):
        b = Board([OMANYTE, CHILL_TOY, TING_LU], [TING_LU, PSY], rules="modern")
        b.active(0, OMANYTE)
        b.active(1, TING_LU)
        b.bench(1, 1, TING_LU)
        b.attach(1, 0, PSY, PSY)
        b.attach(1, 1, PSY)
        return b

    def test_the_attack_returns_one(self):
        b = self.board()
        b.attack(0, 0)
        self.assertEqual((b.n_energy(1, 0), b.in_hand(1, PSY), b.dmg(1, 0)), (1, 1, 50))

    def test_not_through_a_protection_from_effects(self):
        b = self.board()
        b.st.slot[1, 0, L.S_PREVENT_UNTIL] = b.st.g[L.G_TURN]
        b.st.slot[1, 0, L.S_PREVENT_EFFECTS] = 1
        b.st.slot[1, 0, L.S_PREVENT_AMT] = -1  # the mark: no damage prevented
        b.attack(0, 0)
        self.assertEqual((b.n_energy(1, 0), b.in_hand(1, PSY)), (2, 0))

    def test_the_item_reaches_the_bench(self):
        b = self.board()
        b.turn(2, cur=0, first=1)
        b.own_turns(0, 1)
        b.script(0, 2)  # options: the Active's two cards, then the Benched one's
        play_trainer(b, 0, CHILL_TOY)
        self.assertEqual((b.n_energy(1, 0), b.n_energy(1, 1), b.in_hand(1, PSY)), (2, 0, 1))

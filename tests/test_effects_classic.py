"""Classic-set effects (base1-base3): each new opcode on a small scripted board.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id);
coins are forced with seeds found at run time.  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim.effects import ASLEEP
from ptcgsim.kernel import layout as L
from tests.kernel_harness import A_ATTACK, A_TRAINER, Board

FIRE, GRASS, LIGHT, PSY, WATER, FIGHT, DCE = ("base1-98", "base1-99", "base1-100", "base1-101",
                                              "base1-102", "base1-97", "base1-96")


def attacks(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_ATTACK))


def trainers(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_TRAINER))


def play(b: Board, p: int, card_id: str):
    b.apply(p, A_TRAINER, b.k(p, card_id))


class LeekSlap(unittest.TestCase):
    def board(self, coins):
        b = Board(["base1-27", DCE], ["base1-7"])
        b.active(0, "base1-27")
        b.attach(0, 0, DCE, DCE)
        b.active(1, "base1-7")
        b.bench(0, 1, "base1-27")
        b.coins(coins)
        return b

    def test_heads_damage_then_never_again(self):
        b = self.board("H")
        self.assertIn(0, attacks(b))
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 30)
        self.assertNotIn(0, attacks(b))
        self.assertIn(1, attacks(b))
        # the mark stays while it is in play, even through the Bench
        from ptcgsim.kernel.effects import switch_active_nb
        switch_active_nb(b.st, 0, 1)
        switch_active_nb(b.st, 0, 1)
        self.assertNotIn(0, attacks(b))

    def test_tails_nothing_and_marked(self):
        b = self.board("T")
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 0)
        self.assertNotIn(0, attacks(b))

    def test_mark_goes_when_it_leaves_play(self):
        b = self.board("H")
        b.attack(0, 0)
        L.clear_slot_nb(b.st, 0, 0)
        b.active(0, "base1-27")
        b.attach(0, 0, DCE)
        self.assertIn(0, attacks(b))


class HealDamageDone(unittest.TestCase):
    def test_leech_seed(self):
        b = Board(["base1-44", GRASS], ["base1-7"])
        b.active(0, "base1-44", damage=30)
        b.attach(0, 0, GRASS, GRASS)
        b.active(1, "base1-7")
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 20)
        self.assertEqual(b.dmg(0), 20)

    def test_leech_seed_prevented(self):
        b = Board(["base1-44", GRASS], ["base1-7"])
        b.active(0, "base1-44", damage=30)
        b.attach(0, 0, GRASS, GRASS)
        b.active(1, "base1-7")
        b.st.slot[1, 0, L.S_PREVENT_UNTIL] = b.st.g[L.G_TURN]
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 0)
        self.assertEqual(b.dmg(0), 30)

    def test_leech_life_after_weakness(self):
        # Zubat (Grass) into Bulbasaur? use a Psychic-free defender weak to Grass: Poliwhirl
        b = Board(["base3-57", GRASS], ["base1-38"])
        b.active(0, "base3-57", damage=30)
        b.attach(0, 0, GRASS, GRASS)
        b.active(1, "base1-38")
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 20)
        self.assertEqual(b.dmg(0), 10)

    def test_absorb_half_rounded_up(self):
        b = Board(["base3-9", FIGHT], ["base1-7"])
        b.active(0, "base3-9", damage=60)
        b.attach(0, 0, FIGHT, FIGHT, FIGHT, FIGHT)
        b.active(1, "base1-7")
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 40)
        self.assertEqual(b.dmg(0), 40)


class DestinyBond(unittest.TestCase):
    def test_ko_takes_the_attacker(self):
        b = Board(["base1-50", PSY], ["base1-58", LIGHT])
        b.active(0, "base1-50")
        b.attach(0, 0, PSY, PSY)
        b.active(1, "base1-58")
        b.attack(0, 1)
        self.assertEqual(b.energy_ids(0), [PSY])
        self.assertEqual(b.in_discard(0, PSY), 1)
        b.turn(4, cur=1)
        b.attach(1, 0, LIGHT)
        b.attack(1, 0)  # Gnaw: 10, not a Knock Out
        self.assertEqual((b.dmg(0), b.dmg(1)), (10, 0))
        b.damage(0, 0, 20)
        b.attack(1, 0)  # Knocks Out Gastly: Pikachu goes too
        self.assertEqual((b.dmg(0), b.dmg(1)), (30, 40))

    def test_expires(self):
        b = Board(["base1-50", PSY], ["base1-58", LIGHT])
        b.active(0, "base1-50", damage=20)
        b.attach(0, 0, PSY, PSY)
        b.active(1, "base1-58")
        b.attack(0, 1)
        b.turn(6, cur=1)
        b.attach(1, 0, LIGHT)
        b.attack(1, 0)
        self.assertEqual((b.dmg(0), b.dmg(1)), (30, 0))


class DreamEaterAmnesiaSwordsDance(unittest.TestCase):
    def test_dream_eater_needs_asleep(self):
        b = Board(["base1-29", PSY], ["base1-7"])
        b.active(0, "base1-29")
        b.attach(0, 0, PSY, PSY)
        b.active(1, "base1-7")
        self.assertEqual(attacks(b), [0])
        b.cond(1, ASLEEP)
        self.assertEqual(attacks(b), [0, 1])

    def test_amnesia_disables_one_attack_next_turn(self):
        b = Board(["base1-38", WATER], ["base1-7", FIGHT])
        b.active(0, "base1-38")
        b.attach(0, 0, WATER, WATER)
        b.active(1, "base1-7")
        b.attach(1, 0, FIGHT, FIGHT, FIGHT)
        b.attack(0, 0)
        b.turn(4, cur=1)
        self.assertEqual(attacks(b, 1), [0])  # Special Punch (the strongest it can pay) is off
        b.turn(6, cur=1)
        self.assertEqual(attacks(b, 1), [0, 1])

    def test_swords_dance_next_turn_base_damage(self):
        b = Board(["base2-10", GRASS], ["base1-63"])
        b.active(0, "base2-10")
        b.attach(0, 0, GRASS, GRASS, GRASS)
        b.active(1, "base1-63")
        b.attack(0, 0)
        b.turn(5, cur=0)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 60)
        b.damage(1, 0, 0)
        b.turn(7, cur=0)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 30)


class AttackFamilies(unittest.TestCase):
    def test_hurricane_returns_defender(self):
        b = Board(["base2-8", DCE], ["base1-7", "base1-58", FIGHT])
        b.active(0, "base2-8")
        b.attach(0, 0, DCE, DCE)
        b.active(1, "base1-7")
        b.attach(1, 0, FIGHT)
        b.bench(1, 1, "base1-58")
        b.attack(0, 1)
        self.assertEqual(b.card(1, 0), "base1-58")
        self.assertEqual(b.in_hand(1, "base1-7"), 1)
        self.assertEqual(b.in_hand(1, FIGHT), 1)

    def test_hurricane_ko_stays(self):
        b = Board(["base2-8", DCE], ["base1-58"])
        b.active(0, "base2-8")
        b.attach(0, 0, DCE, DCE)
        b.active(1, "base1-58", damage=30)
        b.attack(0, 1)
        self.assertEqual(b.card(1, 0), "base1-58")
        self.assertEqual(b.in_hand(1, "base1-58"), 0)

    def test_thunderstorm_coins(self):
        for coins, bench_dmg, self_dmg in (("HT", [20, 0], 10), ("TT", [0, 0], 20), ("HH", [20, 20], 0)):
            b = Board(["base3-15", LIGHT], ["base1-7", "base1-58"])
            b.active(0, "base3-15")
            b.attach(0, 0, LIGHT, LIGHT, LIGHT, LIGHT)
            b.active(1, "base1-7")
            b.bench(1, 1, "base1-58")
            b.bench(1, 2, "base1-58")
            b.coins(coins)
            b.attack(0, 0)
            self.assertEqual([b.dmg(1, 1), b.dmg(1, 2)], bench_dmg, coins)
            self.assertEqual(b.dmg(0), self_dmg, coins)

    def test_chain_lightning_same_type_both_benches(self):
        b = Board(["base2-2", LIGHT, "base1-58", "base1-7"], ["base1-58", "base1-7"])
        b.active(0, "base2-2")
        b.attach(0, 0, LIGHT, LIGHT, LIGHT)
        b.bench(0, 1, "base1-58")
        b.bench(0, 2, "base1-7")
        b.active(1, "base1-58")
        b.bench(1, 1, "base1-58")
        b.bench(1, 2, "base1-7")
        b.attack(0, 1)
        self.assertEqual([b.dmg(0, 1), b.dmg(0, 2), b.dmg(1, 1), b.dmg(1, 2)], [10, 0, 10, 0])

    def test_gigashock_three_of_more(self):
        b = Board(["base3-14", LIGHT], ["base1-7", "base1-58"])
        b.active(0, "base3-14")
        b.attach(0, 0, LIGHT, LIGHT, LIGHT, LIGHT)
        b.active(1, "base1-7")
        for s in range(1, 5):
            b.bench(1, s, "base1-58" if s < 4 else "base1-7")
        b.attack(0, 0)
        self.assertEqual(sorted(b.dmg(1, s) for s in range(1, 5)), [0, 10, 10, 10])
        self.assertEqual(b.dmg(1, 4), 0)  # Hitmonchan has the most HP left

    def wildfire_board(self, n_fire):
        b = Board(["base3-12", FIRE], ["base1-7", "base1-58"])
        b.active(0, "base3-12")
        b.attach(0, 0, *[FIRE] * n_fire)
        b.active(1, "base1-7")
        b.deck(1, "base1-58", "base1-58", "base1-58", "base1-58")
        return b

    def test_wildfire_mills_per_fire_discarded(self):
        # "any number": how many is a decision (options 0..3); scripted here to 2
        b = self.wildfire_board(3)
        b.script(0, 2)
        b.attack(0, 0)
        self.assertEqual(b.n_energy(0), 1)
        self.assertEqual(b.pl(1, L.PL_DECK_N), 2)
        self.assertEqual(b.in_discard(1, "base1-58"), 2)

    def test_wildfire_none_discarded_mills_nothing(self):
        b = self.wildfire_board(3)
        b.script(0, 0)
        b.attack(0, 0)
        self.assertEqual((b.n_energy(0), b.pl(1, L.PL_DECK_N)), (3, 4))

    def test_wildfire_greedy_keeps_what_dive_bomb_needs(self):
        # Dive Bomb costs four Fire: greedy discards only the Fire beyond that
        for n_fire, kept in ((3, 3), (6, 4)):
            b = self.wildfire_board(n_fire)
            b.attack(0, 0)
            self.assertEqual(b.n_energy(0), kept)
            self.assertEqual(b.pl(1, L.PL_DECK_N), 4 - (n_fire - kept))

    def test_big_eggsplosion_flips_per_energy(self):
        for coins, dmg in (("HHT", 40), ("TTT", 0)):
            b = Board(["base2-35", GRASS], ["base1-7"])
            b.active(0, "base2-35")
            b.attach(0, 0, GRASS, GRASS, GRASS)
            b.active(1, "base1-7")
            b.coins(coins)
            b.attack(0, 1)
            self.assertEqual(b.dmg(1), dmg, coins)

    def test_headache_locks_trainers(self):
        b = Board(["base3-53", PSY], ["base1-7", "base1-94"])
        b.active(0, "base3-53")
        b.attach(0, 0, PSY)
        b.active(1, "base1-7", damage=20)
        b.hand(1, "base1-94")
        b.turn(3, cur=0)
        b.attack(0, 0)
        b.turn(4, cur=1)
        self.assertEqual(trainers(b, 1), [])
        b.turn(6, cur=1)
        self.assertEqual(trainers(b, 1), [b.k(1, "base1-94")])


class Metronome(unittest.TestCase):
    def test_copies_without_the_discard_cost(self):
        b = Board(["base1-5", DCE], ["base1-16"])
        b.active(0, "base1-5")
        b.attach(0, 0, DCE, DCE)
        b.active(1, "base1-16")
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 100)  # Thunderbolt, the strongest
        self.assertEqual(b.n_energy(0), 2)

    def test_copying_a_copy_does_nothing(self):
        b = Board(["base1-5", DCE], ["base2-1"])
        b.active(0, "base1-5")
        b.attach(0, 0, DCE, DCE)
        b.active(1, "base2-1")
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 0)


class MirrorMove(unittest.TestCase):
    def board(self):
        b = Board(["base1-22", DCE], ["base1-58", LIGHT])
        b.active(0, "base1-22")
        b.attach(0, 0, DCE, DCE)
        b.active(1, "base1-58")
        b.attach(1, 0, LIGHT)
        b.turn(4, cur=1)
        return b

    def test_returns_last_turns_damage(self):
        b = self.board()
        b.attack(1, 0)  # Gnaw: 10, doubled by Weakness
        self.assertEqual(b.dmg(0), 20)
        b.turn(5, cur=0)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 20)  # the final result, not Weakness again

    def test_nothing_without_an_attack_last_turn(self):
        b = self.board()
        b.attack(1, 0)
        b.turn(7, cur=0)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 0)


class ClassicTrainers(unittest.TestCase):
    def test_lass(self):
        b = Board(["base1-75", "base1-94", "base1-58"], ["base1-94", "base1-7"])
        b.active(0, "base1-58")
        b.active(1, "base1-7")
        b.hand(0, "base1-75", "base1-94", "base1-58")
        b.hand(1, "base1-94", "base1-94", "base1-7")
        play(b, 0, "base1-75")
        self.assertEqual((b.in_hand(0, "base1-94"), b.in_hand(0, "base1-58")), (0, 1))
        self.assertEqual((b.in_hand(1, "base1-94"), b.in_hand(1, "base1-7")), (0, 1))
        self.assertEqual((b.pl(0, L.PL_DECK_N), b.pl(1, L.PL_DECK_N)), (1, 2))
        self.assertEqual(b.in_discard(0, "base1-75"), 1)

    def test_impostor_oak(self):
        b = Board(["base1-73", "base1-58"], ["base1-7"])
        b.active(0, "base1-58")
        b.active(1, "base1-7")
        b.hand(0, "base1-73")
        b.hand(1, "base1-7", "base1-7")
        b.deck(1, *["base1-7"] * 10)
        play(b, 0, "base1-73")
        self.assertEqual(b.pl(1, L.PL_HAND_N), 7)
        self.assertEqual(b.pl(1, L.PL_DECK_N), 5)

    def test_pokedex_puts_the_wanted_card_on_top(self):
        b = Board(["base1-87", "base1-46", "base1-24", FIRE, "base1-94"], ["base1-7"])
        b.active(0, "base1-46")
        b.active(1, "base1-7")
        b.deck(0, FIRE, "base1-24", "base1-94", FIRE, "base1-94", "base1-94")  # last = top; the bottom one is unseen
        b.hand(0, "base1-87")
        play(b, 0, "base1-87")
        self.assertEqual(b.st.deck[0, b.pl(0, L.PL_DECK_N) - 1], b.k(0, "base1-24"))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 6)

    def test_scoop_up_active(self):
        b = Board(["base1-78", "base1-46", "base1-24", FIRE, "base1-58"], ["base1-7"])
        b.active(0, "base1-24", below=("base1-46",), damage=60)
        b.attach(0, 0, FIRE, FIRE)
        b.bench(0, 1, "base1-58")
        b.active(1, "base1-7")
        b.hand(0, "base1-78")
        play(b, 0, "base1-78")
        self.assertEqual(b.in_hand(0, "base1-46"), 1)
        self.assertEqual((b.in_discard(0, "base1-24"), b.in_discard(0, FIRE)), (1, 2))
        self.assertEqual(b.card(0, 0), "base1-58")

    def test_scoop_up_needs_a_bench(self):
        b = Board(["base1-78", "base1-46"], ["base1-7"])
        b.active(0, "base1-46")
        b.active(1, "base1-7")
        b.hand(0, "base1-78")
        self.assertEqual(trainers(b), [])

    def test_breeder(self):
        b = Board(["base1-76", "base1-46", "base1-24", "base1-4"], ["base1-7"])
        b.active(0, "base1-46", played_turn=1)
        b.active(1, "base1-7")
        b.hand(0, "base1-76", "base1-4")
        self.assertEqual(trainers(b), [b.k(0, "base1-76")])
        play(b, 0, "base1-76")
        self.assertEqual(b.card(0, 0), "base1-4")
        self.assertEqual(int(b.st.slot[0, 0, L.S_NSTACK]), 2)
        b2 = Board(["base1-76", "base1-46", "base1-24", "base1-4"], ["base1-7"])
        b2.active(0, "base1-46", played_turn=3)  # put into play this turn
        b2.active(1, "base1-7")
        b2.hand(0, "base1-76", "base1-4")
        self.assertEqual(trainers(b2), [])

    def test_trader(self):
        b = Board(["base1-77", "base1-46", "base1-24", "base1-58"], ["base1-7"])
        b.active(0, "base1-46")
        b.active(1, "base1-7")
        b.hand(0, "base1-77", "base1-58")
        b.deck(0, "base1-24")
        play(b, 0, "base1-77")
        self.assertEqual((b.in_hand(0, "base1-24"), b.in_hand(0, "base1-58")), (1, 0))
        self.assertEqual(b.st.deck[0, 0], b.k(0, "base1-58"))

    def test_pokemon_center(self):
        b = Board(["base1-85", "base1-46", "base1-58", FIRE], ["base1-7"])
        b.active(0, "base1-46", damage=20)
        b.attach(0, 0, FIRE)
        b.bench(0, 1, "base1-58")
        b.attach(0, 1, FIRE)
        b.active(1, "base1-7")
        b.hand(0, "base1-85")
        play(b, 0, "base1-85")
        self.assertEqual((b.dmg(0, 0), b.n_energy(0, 0), b.n_energy(0, 1)), (0, 0, 1))

    def test_revive_and_flute(self):
        b = Board(["base1-89", "base1-86", "base1-46", "base1-58"], ["base1-7", "base1-58"])
        b.active(0, "base1-46")
        b.active(1, "base1-7")
        b.st.disc[0, b.k(0, "base1-58")] = 1
        b.st.disc[1, b.k(1, "base1-58")] = 1
        b.hand(0, "base1-89", "base1-86")
        play(b, 0, "base1-89")
        self.assertEqual((b.card(0, 1), b.dmg(0, 1)), ("base1-58", 20))
        play(b, 0, "base1-86")
        self.assertEqual((b.card(1, 1), b.dmg(1, 1)), ("base1-58", 0))
        self.assertEqual(b.in_discard(1, "base1-58"), 0)

    def test_maintenance(self):
        b = Board(["base1-83", "base1-58", FIRE], ["base1-7"])
        b.active(0, "base1-58")
        b.active(1, "base1-7")
        b.hand(0, "base1-83", FIRE, FIRE, "base1-58")
        b.deck(0, "base1-58")
        self.assertEqual(trainers(b), [b.k(0, "base1-83")])
        play(b, 0, "base1-83")
        self.assertEqual(b.pl(0, L.PL_HAND_N), 2)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_devolution_spray(self):
        b = Board(["base1-72", "base1-46", "base1-24"], ["base1-7"])
        b.active(0, "base1-24", below=("base1-46",), damage=30)
        b.active(1, "base1-7")
        b.hand(0, "base1-72")
        play(b, 0, "base1-72")
        self.assertEqual(b.card(0, 0), "base1-46")
        self.assertEqual(b.in_discard(0, "base1-24"), 1)

    def test_mr_fuji(self):
        b = Board(["base3-58", "base1-46", "base1-58", FIRE], ["base1-7"])
        b.active(0, "base1-46")
        b.bench(0, 1, "base1-58", damage=10)
        b.attach(0, 1, FIRE)
        b.active(1, "base1-7")
        b.hand(0, "base3-58")
        play(b, 0, "base3-58")
        self.assertIsNone(b.card(0, 1))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_recycle_both_coins(self):
        for coins, top in (("H", True), ("T", False)):
            b = Board(["base3-61", "base1-46", FIRE], ["base1-7"])
            b.active(0, "base1-46")
            b.active(1, "base1-7")
            b.st.disc[0, b.k(0, FIRE)] = 1
            b.deck(0, "base1-46")
            b.hand(0, "base3-61")
            b.coins(coins)
            play(b, 0, "base3-61")
            n = b.pl(0, L.PL_DECK_N)
            self.assertEqual(n, 2 if top else 1, coins)
            if top:
                self.assertEqual(b.st.deck[0, n - 1], b.k(0, FIRE))


if __name__ == "__main__":
    unittest.main()

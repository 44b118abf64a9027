"""Kernel slice 29 k3: power locks (PASSIVE_POWER_LOCK) and play locks (PASSIVE_NO_PLAY,
OPP_NO_TRAINERS_NEXT a >= NT_MASK) on scripted boards, and the legal actions (which greedy and
the random player read) under them.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id; each test
class first checks the program shapes it relies on).  No card text lives here.
Run fast with: NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k329_locks -v
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_ATTACH, A_ATTACK, A_EVOLVE, A_POWER
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from tests.kernel_harness import Board, trainer_playable

TING_LU = "sv2-127"  # Active: the opponent's damaged Pokémon (not ex) have no Abilities
FLUTTER_MANE = "sv5-78"  # Active: the opponent's Active has no Abilities
IRON_THORNS = "sv6-77"  # Active: Rule Box Pokémon (both players', not Future) have no Abilities
SPIRITOMB = "sv2-89"  # Basic Pokémon V have no Abilities
GASTRODON = "sv8-107"  # Benched: Benched Stage 2 Pokémon (both players') have no Abilities
JELLICENT = "rsv10pt5-45"  # Active: no Items or Tools for the opponent
TYRANITAR = "sv9-95"  # Active: no Items for the opponent
COPPERAJAH = "sv6pt5-42"  # Active: no Stadiums for the opponent
NOIVERN = "sv2-153"  # attack: no Special Energy or Stadiums during the opponent's next turn
DUNSPARCE, DUDUNSPARCE = "sv5-128", "sv5-129"  # Run Away Draw (Stage 1, activated)
CHANDELURE = "sv6-38"  # a Stage 2 with an activated Ability (no requirement)
PIDGEY, PIDGEOTTO, PIDGEOT_EX = "sv3-162", "sv3-163", "sv3-164"  # Quick Search (ex, activated)
NIGHT_STRETCHER, BRAVERY_CHARM, BOSS = "sv6pt5-61", "sv2-173", "sv2-172"
SLAKING = "ex1-12"  # Active: the opponent's Poké-Powers can't be used
MUK = "ex12-11"  # Active: nobody's Poké-Powers
HOUNDOOM = "ex10-7"  # fewer Pokémon in play: no Trainers but Supporters for the opponent
DELCATTY = "ex1-5"  # an EX-era Poké-Power
DARK = "sve-7"
BATTLE_FRONTIER = "ex16-71"
SCEPTILE, GRASS = "ex1-20", "sve-1"  # an Energy-moving Poké-Power
URSARING = "ex10-18"  # Active: the opponent's Basic Pokémon can't attack or use Poké-Powers
RALTS_EX = "ex1-66"  # a Basic with a Psychic attack
PSY = "sve-5"
CRADILY = "ex4-90"  # Active: the opponent can't evolve their Active from the hand
BRONZONG = "sv5-69"  # attack: no evolving from the hand during the opponent's next turn
GOLDUCK = "ex13-43"  # no Stadiums for the opponent while a Holon Stadium is in play
HOLON_STADIUM, OTHER_STADIUM = "ex11-96", "ex3-85"
SPECIAL_ENERGY, STADIUM = "sv6-167", "sv1-167"


def power(card_id: str) -> list:
    return load_db().get(card_id).powers[0].effects


def powers(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_POWER))


class TestShapes(unittest.TestCase):
    def test_programs(self):
        self.assertEqual(power(TING_LU), [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0,
                                           fx.TC_FULL_HP + fx.LK_NEG1 + fx.TC_SHIFT * fx.TC_NOT_EX + fx.LK_WHERE]])
        self.assertEqual(power(FLUTTER_MANE), [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, fx.TC_ACTIVE + fx.LK_WHERE]])
        self.assertEqual(power(SLAKING), [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, fx.LK_KIND + fx.LK_WHERE]])
        self.assertEqual(power(JELLICENT), [["POWER_PASSIVE", fx.PASSIVE_NO_PLAY, 0, fx.NP_ITEM + fx.NP_TOOL + fx.NP_WHERE]])
        self.assertEqual(power(HOUNDOOM), [["POWER_PASSIVE", fx.PASSIVE_NO_PLAY, 0,
                                            fx.NP_ITEM + fx.NP_TOOL + fx.NP_STADIUM + 2 * fx.NP_WHERE]])
        atk = load_db().get(NOIVERN).attacks[1].effects
        self.assertEqual(atk[-1], ["OPP_NO_TRAINERS_NEXT", fx.NT_MASK + fx.NP_SPECIAL_ENERGY + fx.NP_STADIUM])


def sv_board(lock: str, extra_a=(), extra_b=()):
    """Player 0 has Dudunsparce Benched (slot 1) and a lock Pokémon of player 1's."""
    b = Board([DUNSPARCE, DUDUNSPARCE, CHANDELURE, PIDGEOT_EX, PIDGEY, PIDGEOTTO, IRON_THORNS, DARK, *extra_a],
              [lock, DUDUNSPARCE, DUNSPARCE, TING_LU, IRON_THORNS, *extra_b], rules="modern")
    b.deck(0, DARK, DARK, DARK)
    b.active(0, CHANDELURE)
    b.bench(0, 1, DUDUNSPARCE, below=(DUNSPARCE,))
    b.active(1, lock)
    return b


class TestCursedLand(unittest.TestCase):
    def test_damaged_opponent_pokemon_lose_abilities_while_active(self):
        b = sv_board(TING_LU)
        self.assertEqual(powers(b), [0, 1])
        b.damage(0, 1, 10)
        self.assertEqual(powers(b), [0])  # damaged Dudunsparce: no Ability
        b.bench(1, 1, TING_LU)
        b.active(1, DUDUNSPARCE, below=(DUNSPARCE,))  # Ting-Lu ex on the Bench: no lock
        self.assertEqual(powers(b), [0, 1])

    def test_pokemon_ex_and_the_locker_side_are_spared(self):
        b = sv_board(TING_LU)
        b.bench(0, 2, PIDGEOT_EX, below=(PIDGEY, PIDGEOTTO), damage=30)
        b.deck(0, DARK)
        self.assertIn(2, powers(b))  # a Pokémon ex keeps its Ability
        b.bench(1, 1, DUDUNSPARCE, below=(DUNSPARCE,), damage=10)
        b.deck(1, DUNSPARCE)
        self.assertEqual(powers(b, 1), [1])  # the locker's own side keeps theirs

    def test_another_lock_switches_it_off(self):
        b = sv_board(TING_LU)
        b.damage(0, 1, 10)
        self.assertEqual(powers(b), [0])
        b.active(0, IRON_THORNS)  # Rule Box Pokémon have no Abilities: Cursed Land is gone
        self.assertEqual(powers(b), [1])


class TestOtherLocks(unittest.TestCase):
    def test_flutter_mane_locks_the_active_only(self):
        b = sv_board(FLUTTER_MANE)
        self.assertEqual(powers(b), [1])  # Chandelure (Active) has no Ability, Dudunsparce has
        b.bench(1, 1, FLUTTER_MANE)
        b.active(1, DUDUNSPARCE, below=(DUNSPARCE,))
        self.assertEqual(powers(b), [0, 1])

    def test_iron_thorns_locks_rule_boxes_of_both_players(self):
        b = sv_board(IRON_THORNS)
        b.bench(0, 2, PIDGEOT_EX, below=(PIDGEY, PIDGEOTTO))
        self.assertEqual(powers(b), [0, 1])  # Pidgeot ex: no Ability
        b.active(1, DUDUNSPARCE, below=(DUNSPARCE,))
        self.assertEqual(powers(b), [0, 1, 2])
        b.active(0, IRON_THORNS)  # the player's own Iron Thorns ex locks its own Pidgeot ex too
        self.assertEqual(powers(b), [1])

    def test_gastrodon_locks_benched_stage_2_while_benched(self):
        b = sv_board(DUDUNSPARCE, extra_b=(GASTRODON,))
        b.active(1, DUDUNSPARCE, below=(DUNSPARCE,))
        b.bench(1, 1, GASTRODON)
        b.bench(0, 2, CHANDELURE)
        self.assertEqual(powers(b), [0, 1])  # the Active Stage 2 keeps it, the Benched one not
        b.active(1, GASTRODON)
        b.bench(1, 1, DUDUNSPARCE, below=(DUNSPARCE,))
        self.assertEqual(powers(b), [0, 1, 2])

    def test_greedy_plans_no_locked_power(self):
        b = sv_board(FLUTTER_MANE)
        b.bench(0, 1, CHANDELURE)  # no Dudunsparce: only the locked Active has an Ability
        self.assertEqual(powers(b), [1])
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertNotEqual((int(b.st.acts[0, 0]), int(b.st.acts[0, 1])), (A_POWER, 0))


class TestExPowerLocks(unittest.TestCase):
    @staticmethod
    def board(lock):
        b = Board([DELCATTY, SLAKING, MUK, DARK], [lock, DELCATTY, DARK], rules="ex")
        b.active(0, DELCATTY)
        b.hand(0, DARK)
        b.deck(0, DARK, DARK, DARK)
        b.active(1, lock)
        return b

    def test_lazy_locks_the_opponents_poke_powers_while_active(self):
        self.assertEqual(powers(self.board(DELCATTY)), [0])
        b = self.board(SLAKING)
        self.assertEqual(powers(b), [])
        b.bench(1, 1, SLAKING)
        b.active(1, DELCATTY)
        self.assertEqual(powers(b), [0])

    def test_a_stadium_that_stops_the_lockers_power_lifts_the_lock(self):
        b = Board([SCEPTILE, GRASS], [SLAKING, BATTLE_FRONTIER], rules="ex")  # (a Grass Pokémon: the Stadium spares it)
        b.active(0, SCEPTILE)
        b.bench(0, 1, SCEPTILE)
        b.attach(0, 0, GRASS)
        b.active(1, SLAKING)
        self.assertEqual(powers(b), [])
        b.st.g[L.G_STADIUM_P] = 1
        b.st.g[L.G_STADIUM_K] = b.k(1, BATTLE_FRONTIER)  # Colorless Evolved Pokémon: no Poké-Bodies
        self.assertEqual(powers(b), [0, 1])

    def test_stench_locks_both_players(self):
        b = self.board(DELCATTY)
        b.active(0, MUK)
        b.bench(0, 1, DELCATTY)
        b.hand(1, DARK)
        b.deck(1, DARK, DARK)
        self.assertEqual(powers(b), [])  # the Muk's owner too
        self.assertEqual(powers(b, 1), [])
        b.active(0, DELCATTY)
        b.bench(0, 1, MUK)
        self.assertEqual(powers(b), [0])
        self.assertEqual(powers(b, 1), [0])


class TestPlayLocks(unittest.TestCase):
    def test_item_and_tool_lock_while_active(self):
        b = Board([CHANDELURE, NIGHT_STRETCHER, BRAVERY_CHARM, BOSS, DUNSPARCE], [JELLICENT, DUNSPARCE], rules="modern")
        b.active(0, CHANDELURE)
        b.active(1, JELLICENT)
        b.bench(1, 1, DUNSPARCE)
        self.assertFalse(trainer_playable(b, 0, BRAVERY_CHARM))
        self.assertTrue(trainer_playable(b, 0, BOSS))
        b.active(1, DUNSPARCE)
        b.bench(1, 1, JELLICENT)
        self.assertTrue(trainer_playable(b, 0, BRAVERY_CHARM))

    def test_lonesome_counts_pokemon_in_play(self):
        b = Board([CHANDELURE, BRAVERY_CHARM, DUNSPARCE], [HOUNDOOM, DUNSPARCE], rules="modern")
        b.active(0, CHANDELURE)
        b.bench(0, 1, DUNSPARCE)
        b.active(1, HOUNDOOM)
        self.assertFalse(trainer_playable(b, 0, BRAVERY_CHARM))  # 1 < 2: locked
        b.bench(1, 1, DUNSPARCE)
        self.assertTrue(trainer_playable(b, 0, BRAVERY_CHARM))  # 2 = 2: free

    def test_next_turn_lock_on_special_energy_and_stadiums(self):
        b = Board([CHANDELURE], [DUNSPARCE, SPECIAL_ENERGY, BRAVERY_CHARM, STADIUM], rules="modern")
        b.active(0, CHANDELURE)
        b.active(1, DUNSPARCE)
        b.turn(4, cur=1)
        b.hand(1, SPECIAL_ENERGY)
        b.hand(1, STADIUM)
        self.assertTrue(self.attachable(b))
        self.assertTrue(trainer_playable(b, 1, STADIUM))
        b.st.pl[1, L.PL_NO_TRAINERS_UNTIL] = 4
        b.st.pl[1, L.PL_NO_TRAINERS_KIND] = fx.NT_MASK + fx.NP_SPECIAL_ENERGY + fx.NP_STADIUM
        self.assertTrue(trainer_playable(b, 1, BRAVERY_CHARM))  # a Tool is not locked
        self.assertFalse(trainer_playable(b, 1, STADIUM))
        self.assertFalse(self.attachable(b))
        b.turn(6, cur=1)  # the lock is over
        self.assertTrue(trainer_playable(b, 1, STADIUM))
        self.assertTrue(self.attachable(b))

    @staticmethod
    def attachable(b):
        return any(a[1] == b.k(1, SPECIAL_ENERGY) for a in b.legal_kinds(1, A_ATTACH))

    def test_the_attack_sets_the_lock(self):
        b = Board([NOIVERN], [DUNSPARCE], rules="modern")
        b.active(0, NOIVERN)
        b.active(1, DUNSPARCE)
        b.attack(0, 1)
        self.assertEqual(b.pl(1, L.PL_NO_TRAINERS_UNTIL), 4)
        self.assertEqual(b.pl(1, L.PL_NO_TRAINERS_KIND), fx.NT_MASK + fx.NP_SPECIAL_ENERGY + fx.NP_STADIUM)


class TestEvolutionLocks(unittest.TestCase):
    @staticmethod
    def evolutions(b, p=0):
        return sorted(a[2] for a in b.legal_kinds(p, A_EVOLVE))

    def test_the_active_cant_evolve_while_the_lock_is_active(self):
        b = Board([DUNSPARCE, DUDUNSPARCE], [CRADILY, DUNSPARCE], rules="ex")
        b.active(0, DUNSPARCE)
        b.bench(0, 1, DUNSPARCE)
        b.hand(0, DUDUNSPARCE)
        b.active(1, DUNSPARCE)
        self.assertEqual(self.evolutions(b), [0, 1])
        b.active(1, CRADILY)
        self.assertEqual(self.evolutions(b), [1])
        self.assertEqual(load_db().get(CRADILY).powers[0].effects,
                         [["POWER_PASSIVE", fx.PASSIVE_NO_PLAY, 0, fx.NP_EVOLVE_ACTIVE + fx.NP_WHERE]])

    def test_the_attack_locks_every_evolution_next_turn(self):
        atk = load_db().get(BRONZONG).attacks[0].effects
        self.assertIn(["OPP_NO_TRAINERS_NEXT", fx.NT_MASK + fx.NP_EVOLVE], atk)
        b = Board([DUNSPARCE, DUDUNSPARCE], [DUNSPARCE], rules="modern")
        b.active(0, DUNSPARCE)
        b.bench(0, 1, DUNSPARCE)
        b.hand(0, DUDUNSPARCE)
        b.active(1, DUNSPARCE)
        b.st.pl[0, L.PL_NO_TRAINERS_UNTIL] = 3
        b.st.pl[0, L.PL_NO_TRAINERS_KIND] = fx.NT_MASK + fx.NP_EVOLVE
        self.assertEqual(self.evolutions(b), [])
        b.st.pl[0, L.PL_NO_TRAINERS_UNTIL] = 2
        self.assertEqual(self.evolutions(b), [0, 1])


class TestHolonStadiumLock(unittest.TestCase):
    def test_no_stadium_while_a_holon_stadium_is_in_play(self):
        b = Board([CHANDELURE, HOLON_STADIUM, OTHER_STADIUM], [GOLDUCK, HOLON_STADIUM], rules="ex")
        b.active(0, CHANDELURE)
        b.active(1, GOLDUCK)
        self.assertTrue(trainer_playable(b, 0, OTHER_STADIUM))  # no Stadium in play
        b.st.g[L.G_STADIUM_P] = 1
        b.st.g[L.G_STADIUM_K] = b.k(1, HOLON_STADIUM)
        self.assertFalse(trainer_playable(b, 0, OTHER_STADIUM))


class TestBasicAttackLock(unittest.TestCase):
    def test_basic_pokemon_cant_attack_while_it_is_active(self):
        self.assertEqual(load_db().get(URSARING).powers[0].effects,
                         [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0,
                           fx.TC_BASIC + fx.LK_KIND + fx.LK_WHERE + fx.LK_ATTACKS]])
        b = Board([RALTS_EX, DELCATTY, PSY], [URSARING, RALTS_EX], rules="ex")
        b.active(0, RALTS_EX)
        b.attach(0, 0, PSY, PSY)
        b.active(1, RALTS_EX)
        b.bench(1, 1, URSARING)
        self.assertTrue(b.legal_kinds(0, A_ATTACK))
        b.active(1, URSARING)
        b.bench(1, 1, RALTS_EX)
        self.assertEqual(b.legal_kinds(0, A_ATTACK), [])
        b.active(0, DELCATTY)  # a Stage 1 attacks
        b.attach(0, 0, PSY, PSY)
        self.assertTrue(b.legal_kinds(0, A_ATTACK))


if __name__ == "__main__":
    unittest.main()

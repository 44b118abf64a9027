"""Scarlet & Violet / Mega Evolution Abilities of the bundled modern decks on scripted boards:
locks (Damp-like, Mischievous Lock-like, Slime Mold Colony-like, ACE Nullifier-like),
counters that Knock Out the user (Cursed Blast-like), counters from your Pokémon to the
opponent's (Adrena-Brain-like), attachments with counters (Psychic Embrace-like),
first-turn powers, Weakness and damage modifiers, Checkup counters, a cost that drops per
prize, and greedy's use of them.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id; each
test class first checks the program shapes it relies on).  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_POWER, A_TRAINER
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from tests.kernel_harness import Board

DUSKULL, DUSCLOPS, DUSKNOIR = "sv6pt5-18", "sv6pt5-19", "sv6pt5-20"
PSYDUCK = "me2pt5-39"  # Damp
KLEFKI = "sv1-96"  # Mischievous Lock
MUNKIDORI = "sv6-95"  # Adrena-Brain
RALTS, KIRLIA, GARDEVOIR = "sv1-84", "sv1-85", "sv1-86"  # Psychic Embrace
CLEFAIRY = "sv9-56"  # Fairy Zone
DRAGAPULT = "sv6-130"
BOUFFALANT = "sv7-119"  # Curly Wall
URSALUNA = "sv6-141"  # Seasoned Skill
FROSLASS = "sv6-53"  # Freezing Shroud
TOEDSCRUEL = "sv4-17"  # Slime Mold Colony
GENESECT = "sv6pt5-40"  # ACE Nullifier
DUNSPARCE, DUDUNSPARCE = "sv5-128", "sv5-129"  # Run Away Draw
SQUAWK = "sv2-169"  # Squawk and Seize
NIGHT_STRETCHER, PRIME_CATCHER, BRAVERY_CHARM = "sv6pt5-61", "sv5-157", "sv2-173"
PSY, DARK, FIGHT = "sve-5", "sve-7", "sve-6"
LUNATONE, SOLROCK = "me1-74", "me1-75"  # Lunar Cycle: needs Solrock in play
MEOWTH_EX = "me3-62"  # Last-Ditch Catch: offered when benched, one a turn
PECHARUNT = "sv6pt5-39"  # Subjugating Chains
HAWLUCHA = "sv1-118"  # Flying Entry
JIRACHI = "sv4-126"  # Stellar Veil
TING_LU, MR_MIME = "sv2-127", "sv3pt5-122"  # Basic attackers that put counters on the Bench
ABSOL = "sv6pt5-30"  # a Basic Darkness Pokémon
BOSS = "sv2-172"  # a Supporter


def power(card_id: str) -> list:
    return load_db().get(card_id).powers[0].effects


def powers(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_POWER))


def plan(b: Board, p: int = 0) -> tuple[int, int]:
    greedy_plan_nb(b.st, b.ct, b.R, p, b.units)
    return int(b.st.acts[0, 0]), int(b.st.acts[0, 1])


class TestShapes(unittest.TestCase):
    def test_programs(self):
        self.assertEqual(power(DUSKNOIR), [["POWER_ACTIVATED", 1, 0, fx.PW_SELF_KO], ["PUT_COUNTERS", 130, fx.BENCH_OPP_ANY_ONE],
                                           ["KO_SELF_AS_ENERGY", 0]])
        self.assertEqual(power(PSYDUCK), [["POWER_PASSIVE", fx.PASSIVE_NO_SELF_KO, 0, 0]])
        self.assertEqual(power(KLEFKI), [["POWER_PASSIVE", fx.PASSIVE_LOCK_BASIC, 0, 0]])
        self.assertEqual(power(MUNKIDORI)[2:], [["REQ_MOVE_DAMAGE", 3, fx.SELF, fx.MD_OWN_TO_OPP],
                                                ["MOVE_DAMAGE", 3, fx.SELF, fx.MD_OWN_TO_OPP]])
        self.assertEqual(power(GARDEVOIR)[1:], [["REQ_HAND_ENERGY_FOR_TYPE", 4, 4, 20], ["ATTACH_HAND_TO_TYPE", 4, 4, 20]])
        self.assertEqual(power(SQUAWK)[1], ["REQ_NOT_TURN", 2, 2])
        self.assertEqual(power(URSALUNA), [["POWER_PASSIVE", fx.PASSIVE_COST_LESS_PER_PRIZE, 0, 1]])
        self.assertEqual(power(FROSLASS), [["POWER_PASSIVE", fx.PASSIVE_CHECKUP_COUNTERS, 0, 10]])
        self.assertEqual(power(TOEDSCRUEL), [["POWER_PASSIVE", fx.PASSIVE_NO_RECOVER_HAND, 0, 0]])
        self.assertEqual(power(GENESECT), [["POWER_PASSIVE", fx.PASSIVE_NO_ACE, 0, 1]])
        self.assertEqual(power(DUDUNSPARCE)[-1], ["RETURN_TO_HAND", 2, 0])
        self.assertEqual(power(CLEFAIRY)[1][:3], ["TOOL", fx.TOOL_WEAKNESS_TO, 5])


def dusk_board(opp_active=KIRLIA, damage=0, extra=()):
    b = Board([DUSKULL, DUSCLOPS, DUSKNOIR, RALTS, PSYDUCK, *extra], [RALTS, KIRLIA, GARDEVOIR, PSYDUCK, KLEFKI],
              rules="modern")
    b.active(0, RALTS)
    b.bench(0, 1, DUSKNOIR, below=(DUSKULL, DUSCLOPS))
    b.active(1, opp_active, damage=damage)
    b.bench(1, 1, GARDEVOIR, below=(RALTS, KIRLIA))
    return b


class TestCursedBlast(unittest.TestCase):
    def test_counters_then_the_user_is_knocked_out(self):
        b = dusk_board()
        self.assertEqual(powers(b), [1])
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.dmg(1, 0), 130)  # Kirlia (90 HP): greedy picks the Knock Out
        b.resolve_kos()
        self.assertIsNone(b.card(0, 1))
        self.assertEqual(b.in_discard(0, DUSKNOIR), 1)
        self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), 5)  # the opponent took a prize for Dusknoir
        self.assertEqual(b.pl(0, L.PL_PRIZES_LEFT), 5)

    def test_damp_turns_it_off_on_either_side_unless_a_lock_silences_damp(self):
        b = dusk_board()
        b.bench(1, 2, PSYDUCK)
        self.assertEqual(powers(b), [])
        b = dusk_board()
        b.bench(0, 2, PSYDUCK)
        self.assertEqual(powers(b), [])
        b.active(1, KLEFKI)  # Basic Pokémon have no Abilities: Psyduck's Damp is gone
        self.assertEqual(powers(b), [1])

    def test_greedy_blasts_for_a_knock_out_only(self):
        b = dusk_board()
        self.assertEqual(plan(b), (A_POWER, 1))
        b = dusk_board(opp_active=RALTS)
        b.bench(1, 1, KIRLIA)  # 130 counters KO either: Ralts (Active) or Kirlia
        self.assertEqual(plan(b), (A_POWER, 1))
        b = Board([DUSKULL, DUSCLOPS, DUSKNOIR, RALTS], [GARDEVOIR, RALTS], rules="modern")
        b.active(0, RALTS)
        b.bench(0, 1, DUSKNOIR, below=(DUSKULL, DUSCLOPS))
        b.active(1, GARDEVOIR)  # 310 HP: no Knock Out
        self.assertNotEqual(plan(b), (A_POWER, 1))

    def test_greedy_never_hands_the_opponent_its_last_prize(self):
        b = dusk_board()
        b.set_prizes(1, 1)
        self.assertNotEqual(plan(b), (A_POWER, 1))


class TestMischievousLock(unittest.TestCase):
    def test_basic_pokemon_lose_their_abilities_while_it_is_active(self):
        b = Board([MUNKIDORI, DARK, RALTS], [KLEFKI, RALTS], rules="modern")
        b.active(0, RALTS, damage=30)
        b.bench(0, 1, MUNKIDORI)
        b.attach(0, 1, DARK)
        b.active(1, RALTS)
        b.bench(1, 1, KLEFKI)
        self.assertEqual(powers(b), [1])
        b.active(1, KLEFKI)
        b.bench(1, 1, RALTS)
        self.assertEqual(powers(b), [])


class TestAdrenaBrain(unittest.TestCase):
    def board(self, dark=True, opp_damage=40):
        b = Board([MUNKIDORI, DARK, RALTS], [RALTS, KIRLIA], rules="modern")
        b.active(0, RALTS, damage=30)
        b.bench(0, 1, MUNKIDORI)
        if dark:
            b.attach(0, 1, DARK)
        b.active(1, RALTS, damage=opp_damage)  # 70 HP
        b.bench(1, 1, KIRLIA)
        return b

    def test_needs_darkness_energy_and_damage_to_move(self):
        self.assertEqual(powers(self.board(dark=False)), [])
        b = self.board()
        b.damage(0, 0, 0)
        self.assertEqual(powers(b), [])
        self.assertEqual(powers(self.board()), [1])

    def test_three_counters_go_over_and_greedy_takes_the_knock_out(self):
        b = self.board()
        self.assertEqual(plan(b), (A_POWER, 1))
        b.apply(0, A_POWER, 1)
        self.assertEqual((b.dmg(0, 0), b.dmg(1, 0), b.dmg(1, 1)), (0, 70, 0))

    def test_up_to_what_the_source_has(self):
        b = self.board()
        b.damage(0, 0, 20)
        b.apply(0, A_POWER, 1)
        self.assertEqual((b.dmg(0, 0), b.dmg(1, 0)), (0, 60))


class TestPsychicEmbrace(unittest.TestCase):
    def board(self):
        b = Board([RALTS, KIRLIA, GARDEVOIR, PSY], [RALTS], rules="modern")
        b.active(0, KIRLIA, below=(RALTS,))
        b.bench(0, 1, GARDEVOIR, below=(RALTS, KIRLIA))
        b.active(1, RALTS)
        b.st.disc[0, b.k(0, PSY)] = 3
        return b

    def test_from_the_discard_pile_with_two_counters(self):
        b = self.board()
        self.assertEqual(powers(b), [1])
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.in_discard(0, PSY), 2)
        got = [(s, b.n_energy(0, s), b.dmg(0, s)) for s in (0, 1)]
        self.assertIn(got, ([(0, 1, 20), (1, 0, 0)], [(0, 0, 0), (1, 1, 20)]))

    def test_not_onto_a_pokemon_it_would_knock_out(self):
        b = self.board()
        b.damage(0, 0, 70)  # Kirlia: 20 HP left
        b.damage(0, 1, 290)  # Gardevoir ex: 20 HP left
        self.assertEqual(powers(b), [])
        b.damage(0, 0, 60)
        b.apply(0, A_POWER, 1)
        self.assertEqual((b.n_energy(0, 0), b.dmg(0, 0)), (1, 80))

    def test_greedy_powers_up_an_attacker(self):
        b = self.board()
        self.assertEqual(plan(b), (A_POWER, 1))
        b.st.disc[0, b.k(0, PSY)] = 0
        self.assertNotEqual(plan(b), (A_POWER, 1))


class TestFirstTurn(unittest.TestCase):
    def test_only_during_the_players_first_turn(self):
        b = Board([SQUAWK, PSY], [RALTS], rules="modern")
        b.active(0, SQUAWK)
        b.active(1, RALTS)
        b.deck(0, *[PSY] * 10)
        b.turn(3, cur=0)
        self.assertEqual(powers(b), [])
        for turn in (1, 2):
            b.turn(turn, cur=0)
            self.assertEqual(powers(b), [0])
        b.hand(0, PSY, PSY)
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.pl(0, L.PL_HAND_N), b.in_discard(0, PSY)), (6, 2))


class TestModifiers(unittest.TestCase):
    def test_fairy_zone_gives_dragons_a_psychic_weakness(self):
        from ptcgsim.kernel.damage import weakness_resistance_slot_nb

        b = Board([RALTS, CLEFAIRY], [DRAGAPULT, RALTS], rules="modern")
        b.active(0, RALTS)
        b.active(1, DRAGAPULT)
        self.assertEqual(weakness_resistance_slot_nb(b.st, b.ct, b.R, 0, 0, 1, 0, 30, 0), 30)
        b.bench(0, 1, CLEFAIRY)
        b.bench(0, 2, CLEFAIRY)  # two don't stack
        self.assertEqual(weakness_resistance_slot_nb(b.st, b.ct, b.R, 0, 0, 1, 0, 30, 0), 60)
        b.active(1, RALTS)  # not a Dragon: its own Weakness (Darkness) stays
        self.assertEqual(weakness_resistance_slot_nb(b.st, b.ct, b.R, 0, 0, 1, 0, 30, 0), 30)

    def test_curly_wall_needs_another_and_does_not_stack(self):
        from ptcgsim.kernel.predicates import power_mod_nb

        b = Board([BOUFFALANT, SQUAWK, URSALUNA], [RALTS], rules="modern")
        b.active(0, BOUFFALANT)
        b.bench(0, 1, SQUAWK)
        self.assertEqual(power_mod_nb(b.st, b.ct, 0, 0, fx.TOOL_REDUCE), 0)
        b.bench(0, 2, BOUFFALANT)
        b.bench(0, 3, BOUFFALANT)
        self.assertEqual(power_mod_nb(b.st, b.ct, 0, 0, fx.TOOL_REDUCE), 60)
        self.assertEqual(power_mod_nb(b.st, b.ct, 0, 1, fx.TOOL_REDUCE), 60)  # another Basic Colorless Pokémon
        self.assertEqual(power_mod_nb(b.st, b.ct, 1, 0, fx.TOOL_REDUCE), 0)

    def test_seasoned_skill_costs_less_per_prize_taken(self):
        from ptcgsim.kernel.actions import A_ATTACK

        b = Board([URSALUNA, PSY], [RALTS], rules="modern")
        b.active(0, URSALUNA)
        b.attach(0, 0, PSY, PSY)
        b.active(1, RALTS)
        self.assertEqual(b.legal_kinds(0, A_ATTACK), [])
        b.st.pl[1, L.PL_PRIZES_TAKEN] = 3
        self.assertEqual(len(b.legal_kinds(0, A_ATTACK)), 1)


class TestCheckupAndLocks(unittest.TestCase):
    def test_freezing_shroud(self):
        b = Board([FROSLASS, RALTS, MUNKIDORI], [KLEFKI, RALTS], rules="modern")
        b.active(0, RALTS)
        b.bench(0, 1, FROSLASS)
        b.bench(0, 2, MUNKIDORI)
        b.active(1, RALTS)
        b.bench(1, 1, KLEFKI)
        b.checkup()
        self.assertEqual([b.dmg(0, 0), b.dmg(0, 1), b.dmg(0, 2), b.dmg(1, 0), b.dmg(1, 1)], [0, 0, 10, 0, 10])

    def test_slime_mold_colony(self):
        b = Board([NIGHT_STRETCHER, RALTS], [TOEDSCRUEL, RALTS], rules="modern")
        b.active(0, RALTS)
        b.active(1, TOEDSCRUEL)
        b.st.disc[0, b.k(0, RALTS)] = 1
        b.hand(0, NIGHT_STRETCHER)
        self.assertEqual(b.legal_kinds(0, A_TRAINER), [])  # nothing it could do
        b.active(1, RALTS)
        self.assertEqual(len(b.legal_kinds(0, A_TRAINER)), 1)
        b.apply(0, A_TRAINER, b.k(0, NIGHT_STRETCHER))
        self.assertEqual(b.in_hand(0, RALTS), 1)

    def test_ace_nullifier_with_a_tool(self):
        b = Board([PRIME_CATCHER, RALTS], [GENESECT, RALTS, BRAVERY_CHARM], rules="modern")
        b.active(0, RALTS)
        b.active(1, GENESECT)
        b.bench(1, 1, RALTS)
        b.hand(0, PRIME_CATCHER)
        self.assertEqual(len(b.legal_kinds(0, A_TRAINER)), 1)
        b.st.slot[1, 0, L.S_TOOL_K] = b.k(1, BRAVERY_CHARM)
        self.assertEqual(b.legal_kinds(0, A_TRAINER), [])


class TestRunAwayDraw(unittest.TestCase):
    def test_draw_then_into_the_deck_and_greedy_keeps_an_active(self):
        b = Board([DUNSPARCE, DUDUNSPARCE, PSY], [RALTS], rules="modern")
        b.active(0, DUDUNSPARCE, below=(DUNSPARCE,))
        b.bench(0, 1, DUDUNSPARCE, below=(DUNSPARCE,))
        b.active(1, RALTS)
        b.deck(0, *[PSY] * 10)
        self.assertEqual(powers(b), [0, 1])
        self.assertNotEqual(plan(b), (A_POWER, 0))
        b.apply(0, A_POWER, 1)
        self.assertIsNone(b.card(0, 1))
        self.assertEqual((b.pl(0, L.PL_HAND_N), b.pl(0, L.PL_DECK_N)), (3, 9))


class TestSecondBatch(unittest.TestCase):
    def test_shapes(self):
        self.assertEqual(power(LUNATONE)[1], ["REQ_NAMED_IN_PLAY", "solrock"])
        self.assertEqual(power(PECHARUNT)[1:], [["REQ_OWN_POKEMON", fx.ELIG_TYPE * 7, 1], ["SWITCH_SELF", 2, 0, fx.ELIG_TYPE * 7],
                                                ["COND", fx.POISONED, fx.SELF]])
        self.assertEqual(power(HAWLUCHA)[1:], [["REQ_OPP_BENCH"], ["PUT_COUNTERS", 10, fx.BENCH_OPP_PICK + 2]])
        self.assertEqual(power(JIRACHI), [["POWER_PASSIVE", fx.PASSIVE_BENCH_VEIL, 0, 0]])

    def test_lunar_cycle_needs_solrock_and_the_energy(self):
        b = Board([LUNATONE, SOLROCK, FIGHT], [RALTS], rules="modern")
        b.active(0, LUNATONE)
        b.active(1, RALTS)
        b.deck(0, *[FIGHT] * 10)
        b.hand(0, FIGHT)
        self.assertEqual(powers(b), [])
        b.bench(0, 1, SOLROCK)
        self.assertEqual(powers(b), [0])
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.pl(0, L.PL_HAND_N), b.in_discard(0, FIGHT)), (3, 1))

    def test_last_ditch_catch_once_a_turn_among_its_name(self):
        from ptcgsim.kernel.actions import A_BENCH

        b = Board([MEOWTH_EX, BOSS, PSY], [RALTS], rules="modern")
        b.active(0, MEOWTH_EX)
        b.active(1, RALTS)
        b.deck(0, BOSS, BOSS, PSY)
        b.hand(0, MEOWTH_EX, MEOWTH_EX)
        b.apply(0, A_BENCH, b.k(0, MEOWTH_EX))
        self.assertEqual(b.in_hand(0, BOSS), 1)  # greedy takes the Supporter
        b.apply(0, A_BENCH, b.k(0, MEOWTH_EX))
        self.assertEqual(b.in_hand(0, BOSS), 1)  # a second Meowth ex the same turn: not offered

    def test_subjugating_chains(self):
        b = Board([PECHARUNT, ABSOL, RALTS], [RALTS], rules="modern")
        b.active(0, RALTS)
        b.bench(0, 1, PECHARUNT)
        b.active(1, RALTS)
        self.assertEqual(powers(b), [])  # no other Benched Darkness Pokémon
        b.bench(0, 2, PECHARUNT)
        self.assertEqual(powers(b), [])  # another Pecharunt ex is no candidate
        b.bench(0, 3, ABSOL)
        self.assertEqual(powers(b), [1, 2])
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.card(0, 0), ABSOL)
        self.assertGreater(b.pl(0, L.PL_POISON), 0)

    def test_flying_entry_on_two_benched(self):
        from ptcgsim.kernel.actions import A_BENCH

        b = Board([HAWLUCHA, RALTS], [RALTS, KIRLIA], rules="modern")
        b.active(0, RALTS)
        b.active(1, RALTS)
        b.bench(1, 1, RALTS, damage=60)
        b.bench(1, 2, KIRLIA)
        b.bench(1, 3, RALTS)
        b.hand(0, HAWLUCHA)
        b.apply(0, A_BENCH, b.k(0, HAWLUCHA))
        self.assertEqual(b.dmg(1, 1), 70)  # greedy picks the Knock Out first
        self.assertEqual(sum(b.dmg(1, s) for s in (1, 2, 3)), 80)  # and 2 different Pokémon
        self.assertEqual(b.dmg(1, 0), 0)

    def test_stellar_veil(self):
        for veil in (False, True):
            b = Board([TING_LU, FIGHT], [RALTS, JIRACHI], rules="modern")
            b.active(0, TING_LU)
            b.attach(0, 0, FIGHT, FIGHT, FIGHT)
            b.active(1, RALTS)  # (an Active Jirachi, damaged by the attack, would lose its Ability to Cursed Land first)
            b.bench(1, 1, RALTS)
            if veil:
                b.bench(1, 2, JIRACHI)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1, 1), 0 if veil else 20)
        b = Board([MR_MIME, PSY], [RALTS, JIRACHI, GARDEVOIR], rules="modern")
        b.active(0, MR_MIME)
        b.attach(0, 0, PSY)
        b.active(1, GARDEVOIR)
        b.bench(1, 1, RALTS, damage=60)
        b.bench(1, 2, JIRACHI)
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (30, 60))


if __name__ == "__main__":
    unittest.main()

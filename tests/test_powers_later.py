"""Poké-Powers, Poké-Bodies and Abilities of the EX and Scarlet & Violet eras on scripted
boards: the header's limits (Active only, once per turn, offered when played), passive
protections, and greedy's use of Trainer-like power bodies.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id; the
test first checks that the card's power program is the shape it relies on).  No card
text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_POWER
from ptcgsim.kernel.effects import condition_immune_nb
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from tests.kernel_harness import A_EVOLVE, Board

ABRA, KADABRA = "me1-54", "me1-55"  # Kadabra: offered when played to evolve, draw 2
MARSHTOMP, SWAMPERT = "ex12-40", "ex14-27"  # Swampert: once a turn draw 1, blocked by a Special Condition
SHINX = "sv2-68"  # only while Active: the opponent's Active goes to the Bench
STONJOURNER = "sv1-121"  # 20 less damage from attacks
REGICE = "ex13-27"  # no Special Condition, Burned included
HITMONCHAN, FIGHT, WATER = "base1-7", "base1-97", "base1-102"


def header(card_id: str) -> list:
    return load_db().get(card_id).powers[0].effects[0]


def powers(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_POWER))


class TestShapes(unittest.TestCase):
    """The bundled programs these boards rely on."""

    def test_headers(self):
        self.assertEqual(header(KADABRA), ["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE])
        self.assertEqual(header(SWAMPERT), ["POWER_ACTIVATED", 1, 1, 0])
        self.assertEqual(header(SHINX), ["POWER_ACTIVATED", 1, 0, fx.PW_ACTIVE_ONLY])
        self.assertEqual(header(STONJOURNER), ["POWER_PASSIVE", fx.PASSIVE_REDUCE_DAMAGE, 0, 20])
        self.assertEqual(header(REGICE), ["POWER_PASSIVE", fx.PASSIVE_NO_CONDITIONS, 0, 1])


class TestOnEvolve(unittest.TestCase):
    def board(self):
        b = Board([ABRA, KADABRA, WATER], [HITMONCHAN], rules="modern")
        b.active(0, ABRA)
        b.active(1, HITMONCHAN)
        b.hand(0, KADABRA)
        b.deck(0, *[WATER] * 20)
        return b

    def test_greedy_takes_the_draw_when_it_evolves(self):
        b = self.board()
        b.apply(0, A_EVOLVE, b.k(0, KADABRA), 0)
        self.assertEqual(b.card(0, 0), KADABRA)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 2)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 18)

    def test_greedy_keeps_its_deck_when_a_draw_would_run_it_low(self):
        b = self.board()
        b.st.pl[0, L.PL_DECK_N] = 3  # the draw reserve (trainer_value.draw_reserve_nb) says no
        b.apply(0, A_EVOLVE, b.k(0, KADABRA), 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 0)

    def test_a_no_draws_nothing_and_it_is_never_an_action_later(self):
        b = self.board()
        b.script(0, 0)  # Q_TRIGGER: option 0 is "no"
        b.apply(0, A_EVOLVE, b.k(0, KADABRA), 0)
        self.assertEqual(b.answers_used(0), 1)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 0)
        self.assertEqual(powers(b), [])

    def test_not_offered_when_it_comes_into_play_otherwise(self):
        b = self.board()
        b.hand(0, KADABRA)
        b.evolve(0, KADABRA, 0)  # the rules' evolve step alone (as an effect would): no offer
        self.assertEqual(b.pl(0, L.PL_HAND_N), 1)


class TestActivated(unittest.TestCase):
    def test_once_per_turn_and_blocked_by_a_special_condition(self):
        b = Board([MARSHTOMP, SWAMPERT, WATER], [HITMONCHAN], rules="ex")
        b.active(0, SWAMPERT, below=(MARSHTOMP,))
        b.active(1, HITMONCHAN)
        b.deck(0, WATER, WATER, WATER, WATER, WATER, WATER, WATER, WATER)
        self.assertEqual(powers(b), [0])
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 1)
        self.assertEqual(powers(b), [])  # once during your turn
        b.turn(5, cur=0)
        self.assertEqual(powers(b), [0])
        b.cond(0, fx.ASLEEP)
        self.assertEqual(powers(b), [])

    def test_greedy_uses_a_draw_power(self):
        b = Board([MARSHTOMP, SWAMPERT, WATER], [HITMONCHAN], rules="ex")
        b.active(0, SWAMPERT, below=(MARSHTOMP,))
        b.active(1, HITMONCHAN)
        b.deck(0, *[WATER] * 20)
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual(tuple(int(x) for x in b.st.acts[0])[:2], (A_POWER, 0))

    def test_active_only(self):
        b = Board([SHINX], [HITMONCHAN, SHINX], rules="modern")
        b.active(0, SHINX)
        b.bench(0, 1, SHINX)
        b.active(1, HITMONCHAN)
        b.bench(1, 1, SHINX)
        self.assertEqual(powers(b), [0])
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.card(1, 0), SHINX)  # their only Benched Pokémon came in
        self.assertEqual(b.card(1, 1), HITMONCHAN)


class TestPassives(unittest.TestCase):
    def test_damage_reduced_after_weakness_and_resistance(self):
        b = Board([HITMONCHAN, FIGHT], [STONJOURNER], rules="modern")
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT, FIGHT)
        b.active(1, STONJOURNER)
        b.attack(0, 0)  # Jab: 20 (Stonjourner has no Fighting Weakness)
        self.assertEqual(b.dmg(1, 0), 0)

    def test_no_special_conditions_includes_burned(self):
        b = Board([HITMONCHAN], [REGICE], rules="ex")
        b.active(0, HITMONCHAN)
        b.active(1, REGICE)
        for cond in (fx.ASLEEP, fx.CONFUSED, fx.PARALYZED, fx.POISONED, fx.BURNED):
            self.assertTrue(condition_immune_nb(b.st, b.ct, 1, cond), cond)
        self.assertFalse(condition_immune_nb(b.st, b.ct, 0, fx.BURNED))


if __name__ == "__main__":
    unittest.main()


SHARPEDO, CACNEA_EX = "ex1-22", "ex2-57"  # while Active: 2 counters / Poisoned back on an attacker that damages it
CRUSTLE = "sv10-12"  # no damage from the opponent's Pokémon ex
PIKACHU_EX_TERA = "me2pt5-57"  # a Tera Pokémon ex
MIRAIDON_EX = "sv1-81"  # a Pokémon ex (no Tera)
BELLOSSOM = "ex5-16"  # only 1 of its named Poké-Power each turn
GHOLDENGO_EX = "sv4-139"  # draw 1, 1 more while Active


class TestRuleBoxesAndBodies(unittest.TestCase):
    def test_shapes(self):
        self.assertEqual(header(SHARPEDO), ["POWER_PASSIVE", fx.PASSIVE_HIT_BACK, 0, 20])
        self.assertEqual(header(CACNEA_EX), ["POWER_PASSIVE", fx.PASSIVE_HIT_BACK_COND, 0, fx.POISONED])
        self.assertEqual(header(CRUSTLE), ["POWER_PASSIVE", fx.PASSIVE_PREVENT_FROM_EX, 0, 0])
        self.assertEqual(header(BELLOSSOM)[3] & fx.PW_ONE_PER_NAME, fx.PW_ONE_PER_NAME)
        self.assertIn("Tera", load_db().get(PIKACHU_EX_TERA).subtypes)

    def test_hit_back_only_while_active_and_only_when_damaged(self):
        b = Board([HITMONCHAN, FIGHT], [SHARPEDO, CACNEA_EX], rules="ex")
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT)
        b.active(1, SHARPEDO)
        b.attack(0, 0)  # Jab
        self.assertEqual(b.dmg(0, 0), 20)
        b2 = Board([HITMONCHAN, FIGHT], [CACNEA_EX], rules="ex")
        b2.active(0, HITMONCHAN)
        b2.attach(0, 0, FIGHT)
        b2.active(1, CACNEA_EX)
        b2.attack(0, 0)
        self.assertGreater(b2.pl(0, L.PL_POISON), 0)

    def test_no_damage_from_pokemon_ex(self):
        from ptcgsim.kernel.damage import power_protect_nb

        b = Board([MIRAIDON_EX, HITMONCHAN], [CRUSTLE], rules="modern")
        b.active(1, CRUSTLE)
        b.active(0, MIRAIDON_EX)
        self.assertEqual(power_protect_nb(b.st, b.ct, 1, 0, 120), 0)
        b.active(0, HITMONCHAN)
        self.assertEqual(power_protect_nb(b.st, b.ct, 1, 0, 120), 120)

    def test_tera_on_the_bench_takes_no_attack_damage(self):
        from ptcgsim.kernel.damage import bench_hit_nb

        b = Board([HITMONCHAN], [PIKACHU_EX_TERA, MIRAIDON_EX], rules="modern")
        b.active(0, HITMONCHAN)
        b.active(1, MIRAIDON_EX)
        b.bench(1, 1, PIKACHU_EX_TERA)
        b.bench(1, 2, MIRAIDON_EX)
        bench_hit_nb(b.st, b.ct, 1, 1, 30)
        bench_hit_nb(b.st, b.ct, 1, 2, 30)
        self.assertEqual((b.dmg(1, 1), b.dmg(1, 2)), (0, 30))

    def test_one_named_power_a_turn(self):
        b = Board([BELLOSSOM, HITMONCHAN], [HITMONCHAN], rules="ex")
        b.active(0, BELLOSSOM)
        b.bench(0, 1, BELLOSSOM)
        b.bench(0, 2, HITMONCHAN, damage=40)
        b.active(1, HITMONCHAN)
        self.assertEqual(powers(b), [0, 1])
        b.apply(0, A_POWER, 1)
        self.assertEqual(powers(b), [])

    def test_a_body_condition_on_the_acting_slot(self):
        b = Board([GHOLDENGO_EX, WATER], [HITMONCHAN], rules="modern")
        b.active(0, GHOLDENGO_EX)
        b.bench(0, 1, GHOLDENGO_EX)
        b.active(1, HITMONCHAN)
        b.deck(0, *[WATER] * 10)
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 2)
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 3)


class TestDeltaSpecies(unittest.TestCase):
    def test_a_delta_evolution_evolves_from_either_printing(self):
        # δ is a mark, not part of the name: Croconaw δ evolves from Totodile and from Totodile δ
        from ptcgsim.kernel.predicates import can_evolve_nb

        for basic in ("ex5-79", "ex15-67"):
            b = Board([basic, "ex15-27"], [HITMONCHAN], rules="ex")
            b.active(0, basic)
            b.active(1, HITMONCHAN)
            b.hand(0, "ex15-27")
            self.assertTrue(can_evolve_nb(b.st, b.ct, b.R, 0, b.k(0, "ex15-27"), 0), basic)


class TestGreedyAgainstHitBack(unittest.TestCase):
    def test_no_chip_damage_into_a_burning_body(self):
        # Growlithe (ex2-65): while Active, an attack that damages it Burns the attacker
        growlithe = "ex2-65"
        self.assertEqual(header(growlithe), ["POWER_PASSIVE", fx.PASSIVE_HIT_BACK_COND, 0, fx.BURNED])
        b = Board([HITMONCHAN, FIGHT], [growlithe, HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT)  # Jab: 20, short of a Knock Out
        b.active(1, growlithe)
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertNotEqual(int(b.st.acts[0, 0]), 1)  # not A_ATTACK
        b.damage(1, 0, 40)  # now Jab Knocks it Out: worth the Burn
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual(int(b.st.acts[0, 0]), 1)


class TestGreedySelfKnockOut(unittest.TestCase):
    def test_no_selfdestruct_that_knocks_out_only_itself(self):
        # Geodude (ex12-53): an attack that does 50 to itself; greedy trades only for a Knock Out
        geodude = "ex12-53"
        card = load_db().get(geodude)
        j = next(i for i, a in enumerate(card.attacks) if any(r[0] == "SELF_DAMAGE" for r in a.effects))
        b = Board([geodude, FIGHT, HITMONCHAN], [SHARPEDO], rules="ex")
        b.active(0, geodude)
        b.bench(0, 1, HITMONCHAN)
        b.attach(0, 0, *[FIGHT] * sum(card.attacks[j].cost.values()))
        b.active(1, SHARPEDO)
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertFalse(int(b.st.acts[0, 0]) == 1 and int(b.st.acts[0, 1]) == j)
        b.damage(1, 0, 60)  # now it Knocks Sharpedo Out too: a fair trade
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual((int(b.st.acts[0, 0]), int(b.st.acts[0, 1])), (1, j))


class TestEXFossils(unittest.TestCase):
    """Claw Fossil / Root Fossil: played as a 40-HP Basic, with a Poké-Body in play, and the
    rule that lets its owner discard it from play (not a power)."""

    CLAW, ROOT, LILEEP = "ex2-90", "ex2-92", "ex2-42"

    def test_shapes(self):
        db = load_db()
        for cid in (self.CLAW, self.ROOT):
            self.assertTrue(db.get(cid).implemented)
            self.assertEqual(db.get(cid).effects[-1], ["PLAY_AS_BASIC", 40])
        self.assertEqual(header(self.CLAW), ["POWER_PASSIVE", fx.PASSIVE_HIT_BACK, 0, 10])
        self.assertEqual(header(self.ROOT), ["POWER_PASSIVE", fx.PASSIVE_BETWEEN_HEAL, 0, 10])

    def test_claw_fossil_hits_back_and_can_be_discarded_from_play(self):
        from tests.kernel_harness import A_TRAINER

        b = Board([self.CLAW, HITMONCHAN], [HITMONCHAN, FIGHT], rules="ex")
        b.hand(0, self.CLAW)
        b.active(0, HITMONCHAN)
        b.active(1, HITMONCHAN)
        b.apply(0, A_TRAINER, b.k(0, self.CLAW))
        self.assertEqual(b.card(0, 1), self.CLAW)
        # on the opponent's turn the Fossil is Active and Jab hits it
        b2 = Board([HITMONCHAN, FIGHT], [self.CLAW, HITMONCHAN], rules="ex")
        b2.active(0, HITMONCHAN)
        b2.attach(0, 0, FIGHT)
        b2.active(1, self.CLAW)
        b2.attack(0, 0)
        self.assertEqual(b2.dmg(0, 0), 10)
        # its owner's rule: A_POWER on its slot discards it (the Fossil is on the Bench here)
        self.assertIn(1, powers(b))
        b.apply(0, A_POWER, 1)
        self.assertIsNone(b.card(0, 1))
        self.assertEqual(b.in_discard(0, self.CLAW), 1)

    def test_root_fossil_heals_between_turns_and_lileep_evolves_from_it(self):
        from ptcgsim.kernel.predicates import can_evolve_nb

        b = Board([self.ROOT, self.LILEEP], [HITMONCHAN], rules="ex")
        b.active(0, self.ROOT, damage=20)
        b.active(1, HITMONCHAN)
        b.checkup()
        self.assertEqual(b.dmg(0, 0), 10)
        b.hand(0, self.LILEEP)
        self.assertTrue(can_evolve_nb(b.st, b.ct, b.R, 0, b.k(0, self.LILEEP), 0))


class TestBabyEvolution(unittest.TestCase):
    WYNAUT, WOBBUFFET = "ex12-71", "ex12-28"  # Wynaut's power puts Wobbuffet (a Basic) onto it

    def board(self):
        b = Board([self.WYNAUT, self.WOBBUFFET], [HITMONCHAN], rules="ex")
        b.active(0, self.WYNAUT, damage=30)
        b.active(1, HITMONCHAN)
        return b

    def test_shape(self):
        self.assertEqual(load_db().get(self.WYNAUT).powers[0].effects[1], ["EVOLVE_FROM_HAND", "wobbuffet", 1])

    def test_puts_the_named_card_on_it_and_heals_it(self):
        b = self.board()
        self.assertEqual(powers(b), [])  # no Wobbuffet in hand
        b.hand(0, self.WOBBUFFET)
        self.assertEqual(powers(b), [0])
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual(tuple(int(x) for x in b.st.acts[0])[:2], (A_POWER, 0))
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.card(0, 0), self.WOBBUFFET)
        self.assertEqual(b.dmg(0, 0), 0)
        self.assertEqual(b.in_hand(0, self.WOBBUFFET), 0)

    def test_counts_as_evolving(self):
        b = self.board()
        b.hand(0, self.WOBBUFFET)
        b.st.slot[0, 0, L.S_PLAYED_TURN] = b.st.g[L.G_TURN]  # came into play this turn
        self.assertEqual(powers(b), [])


FEZANDIPITI = "sv6pt5-38"  # once a turn, after a Knock Out of yours last turn: draw 3 (one per name)


class TestPowerWithABoardCondition(unittest.TestCase):
    """A power whose header names a board condition (REQ_COUNT rows in a power: any Knock
    Out of the player's Pokémon during the opponent's last turn, CNT_OWN_KO_LAST_TURN arg 0)."""

    def test_shape(self):
        prog = load_db().get(FEZANDIPITI).powers[0].effects
        self.assertEqual(prog, [["POWER_ACTIVATED", 1, 0, fx.PW_ONE_PER_NAME],
                                ["REQ_COUNT", fx.count_code(fx.CNT_OWN_KO_LAST_TURN, 0), 1], ["DRAW", 3]])

    def test_only_after_a_knock_out_last_turn_and_once_per_name(self):
        b = Board([FEZANDIPITI, WATER], [HITMONCHAN], rules="modern")
        b.active(0, FEZANDIPITI)
        b.bench(0, 1, FEZANDIPITI)
        b.active(1, HITMONCHAN)
        b.deck(0, *[WATER] * 20)
        b.turn(6, cur=0)
        self.assertEqual(powers(b), [])  # no Knock Out last turn
        b.st.pl[0, L.PL_KO_TURN] = 4
        self.assertEqual(powers(b), [])  # one two turns ago does not count
        b.st.pl[0, L.PL_KO_TURN] = 5
        self.assertEqual(powers(b), [0, 1])
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual(int(b.st.acts[0, 0]), A_POWER)  # greedy takes the draw
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 3)
        self.assertEqual(powers(b), [])  # the other copy: one Flip the Script-like power a turn

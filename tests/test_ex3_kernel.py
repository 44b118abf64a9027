"""The competitive EX decks' attacks and powers on scripted boards (recognize_ex3.py's rows):
counts over both boards, typed coin flips, a chosen Special Condition, reveal-until and
deck-top searches, draws by a count, Poké-Powers locked by an attack or a Poké-Body,
Power Saver, a retreat rule for named Pokémon, evolving triggers, Energy Evolution.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id; each
test first checks the program it relies on).  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_ATTACH, A_POWER
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from ptcgsim.kernel.predicates import retreat_cost_nb
from tests.kernel_harness import A_ATTACK, A_EVOLVE, Board

NIDOQUEEN, NIDORINA, NIDORAN_F, NIDORINO, NIDORAN_M = "ex6-9", "ex6-40", "ex6-70", "ex6-41", "ex6-71"
GROUDON, BALTOY, NUMEL_M, POOCHYENA = "ex4-9", "ex4-60", "ex4-64", "ex4-65"  # Team Magma's
JIRACHI, MAGCARGO, NUMEL = "ex8-9", "ex8-20", "ex8-68"
GIRAFARIG, UMBREON, ESPEON, EEVEE, VAPOREON = "ex12-16", "ex10-112", "ex10-102", "ex10-55", "ex11-110"
HOPPIP, CASTFORM, CUBONE, LUDICOLO, MILOTIC, FEEBAS = "ex7-57", "ex13-44", "ex7-51", "ex8-19", "ex5-12", "ex5-61"
MAGMAR, WYNAUT = "ex7-44", "ex2-54"
HITMONCHAN, FIGHT, WATER, GRASS, PSYCHIC = "base1-7", "base1-97", "base1-102", "base1-99", "base1-101"


def prog(card_id: str, attack: int | None = None) -> list:
    c = load_db().get(card_id)
    return c.attacks[attack].effects if attack is not None else c.powers[0].effects


def attacks(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_ATTACK))


def powers(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_POWER))


class TestCounts(unittest.TestCase):
    def test_power_lariat_counts_evolved_pokemon(self):
        self.assertEqual(prog(NIDOQUEEN, 1)[0], ["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_EVOLVED_IN_PLAY, fx.ANY])
        b = Board([NIDOQUEEN, NIDORINA, NIDORAN_F, FIGHT], [GROUDON], rules="ex")
        b.active(0, NIDOQUEEN, below=(NIDORAN_F, NIDORINA))
        b.bench(0, 1, NIDORINA, below=(NIDORAN_F,))
        b.bench(0, 2, NIDORAN_F)
        b.active(1, GROUDON)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1, 0), 60)  # 40 + 2 Evolved Pokémon (itself included)

    def test_team_play_counts_both_boards(self):
        zangoose = "ex4-23"
        self.assertEqual(prog(zangoose, 1)[1], ["DMG_ADD_PER_COUNT", 10, fx.CNT_ALL_FLAG_IN_PLAY, 15])
        b = Board([zangoose, BALTOY], [GROUDON, POOCHYENA], rules="ex")
        b.active(0, zangoose)
        b.bench(0, 1, BALTOY)
        b.active(1, GROUDON)
        b.bench(1, 1, POOCHYENA)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1, 0), 40)  # 4 Team Magma's Pokémon in play, both players'

    def test_metallic_blow_and_a_poke_body(self):
        self.assertEqual(prog(JIRACHI, 0)[0], ["SKIP_UNLESS_COUNT", fx.CNT_DEF_BODY, 1, 1])
        for opp, want in ((GROUDON, 50), (HITMONCHAN, 20)):  # Power Saver is a Poké-Body
            b = Board([JIRACHI], [opp], rules="ex")
            b.active(0, JIRACHI)
            b.active(1, opp)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1, 0), want, opp)


class TestFlipsAndConditions(unittest.TestCase):
    def test_water_punch_flips_for_water_only(self):
        self.assertEqual(prog(LUDICOLO, 0)[0], ["FLIP_PER_ENERGY", fx.SELF, 0, 2 + 1])  # Water (type 2)
        b = Board([LUDICOLO, WATER, GRASS], [HITMONCHAN], rules="ex")
        b.active(0, LUDICOLO)
        b.attach(0, 0, WATER, WATER, GRASS)
        b.active(1, HITMONCHAN)
        b.coins("HHH")
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 80)  # 2 coins (2 Water Energy), both heads: 40 + 2 x 20

    def test_miracle_powder_greedy_paralyzes_and_a_script_may_choose(self):
        self.assertEqual(prog(HOPPIP, 0)[-1], ["COND", fx.COND_CHOSEN, fx.OPP])
        b = Board([HOPPIP], [HITMONCHAN], rules="ex")
        b.active(0, HOPPIP)
        b.active(1, HITMONCHAN)
        b.coins("H")
        b.attack(0, 0)
        self.assertEqual(b.pl(1, L.PL_STATUS), fx.PARALYZED)
        b = Board([HOPPIP], [HITMONCHAN], rules="ex")
        b.active(0, HOPPIP)
        b.active(1, HITMONCHAN)
        b.coins("H")
        b.script(0, 3)  # options: Asleep, Confused, Paralyzed, Poisoned, Burned
        b.attack(0, 0)
        self.assertGreater(b.pl(1, L.PL_POISON), 0)
        self.assertEqual(b.pl(1, L.PL_STATUS), 0)


class TestCards(unittest.TestCase):
    def test_look_for_friends_takes_the_first_basic_from_the_top(self):
        self.assertEqual(prog(CUBONE, 0), [["SEARCH_DECK", -1, fx.KIND_BASIC_POKEMON, fx.TO_HAND]])
        b = Board([CUBONE, NIDORINA, NIDORAN_F, NIDORAN_M, FIGHT], [HITMONCHAN], rules="ex")
        b.active(0, CUBONE)
        b.active(1, HITMONCHAN)
        b.deck(0, NIDORAN_F, FIGHT, NIDORAN_M, NIDORINA, FIGHT)  # the last is the top card
        b.attack(0, 0)
        self.assertEqual(b.in_hand(0, NIDORAN_M), 1)
        self.assertEqual(b.in_hand(0, NIDORAN_F), 0)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 4)

    def test_delta_draw_draws_one_per_delta_pokemon(self):
        self.assertEqual(prog(CASTFORM, 0)[1], ["DRAW", 0, 3])
        deoxys, latias = "ex13-3", "ex13-11"  # δ in their names (cardtable.CF_DELTA)
        b = Board([CASTFORM, deoxys, latias, FIGHT], [HITMONCHAN], rules="ex")
        b.active(0, CASTFORM)
        b.bench(0, 1, deoxys)
        b.bench(0, 2, latias)
        b.active(1, HITMONCHAN)
        b.deck(0, *[FIGHT] * 10)
        b.attack(0, 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 2)  # two δ Pokémon in play

    def test_alluring_smile_one_card_per_energy(self):
        self.assertEqual(prog(WYNAUT, 0)[0], ["COUNT_TO_H", fx.count_code(fx.CNT_SELF_ENERGY)])
        b = Board([WYNAUT, NIDORINA, NIDORAN_F, PSYCHIC], [HITMONCHAN], rules="ex")
        b.active(0, WYNAUT)
        b.attach(0, 0, PSYCHIC, PSYCHIC)
        b.active(1, HITMONCHAN)
        b.deck(0, NIDORINA, NIDORAN_F, NIDORAN_F, PSYCHIC)
        b.attack(0, 0)
        self.assertEqual(b.in_hand(0, NIDORINA) + b.in_hand(0, NIDORAN_F), 2)

    def test_dump_and_draw_draws_two_per_energy_discarded(self):
        self.assertEqual(prog(MAGMAR, 0), [["DISCARD_CHOSEN", 2, fx.DS_HAND, fx.ANY], ["DRAW", 2, 4]])
        b = Board([MAGMAR, FIGHT, NIDORAN_F], [HITMONCHAN], rules="ex")
        b.active(0, MAGMAR)
        b.active(1, HITMONCHAN)
        b.hand(0, FIGHT, FIGHT, FIGHT)
        b.deck(0, *[NIDORAN_F] * 10)
        b.attack(0, 0)
        self.assertEqual(b.in_hand(0, NIDORAN_F), 4)
        self.assertEqual(b.in_discard(0, FIGHT), 2)

    def test_smooth_over_puts_the_card_on_top_and_wishing_star_sleeps(self):
        self.assertEqual(prog(MAGCARGO)[-1], ["SEARCH_DECK", 1, fx.KIND_ANY, fx.TO_DECK_TOP])
        b = Board([MAGCARGO, NUMEL, JIRACHI, FIGHT, NIDORAN_F], [HITMONCHAN], rules="ex")
        b.active(0, JIRACHI)
        b.bench(0, 1, MAGCARGO, below=(NUMEL,))
        b.active(1, HITMONCHAN)
        b.deck(0, *[FIGHT] * 8, NIDORAN_F, *[FIGHT] * 8)
        self.assertEqual(powers(b), [0, 1])
        b.script(0, 8)  # the deck pick: the ninth card from the bottom, the Basic
        b.apply(0, A_POWER, 1)
        top = int(b.st.deck[0, b.pl(0, L.PL_DECK_N) - 1])
        self.assertEqual(b.tables.cards[0][top].id, NIDORAN_F)
        b.apply(0, A_POWER, 0)  # Wishing Star: one of the top 5 to the hand, Jirachi Asleep
        self.assertEqual(b.pl(0, L.PL_HAND_N), 1)
        self.assertEqual(b.pl(0, L.PL_STATUS), fx.ASLEEP)

    def test_greedy_uses_smooth_over(self):
        b = Board([MAGCARGO, NUMEL, FIGHT, NIDORAN_F], [HITMONCHAN], rules="ex")
        b.active(0, MAGCARGO, below=(NUMEL,))
        b.active(1, HITMONCHAN)
        b.deck(0, *[FIGHT] * 8, NIDORAN_F, *[FIGHT] * 8)
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual(tuple(int(x) for x in b.st.acts[0])[:2], (A_POWER, 0))


class TestGreedyWishingStar(unittest.TestCase):
    """Wishing Star-like: a card from the top 5, then its own Active is Asleep: greedy uses it
    when the Active can't attack anyway, not when it would give up an attack."""

    METAL = "ex1-94"  # a Special Energy that provides Metal

    def board(self, energy: int):
        b = Board([JIRACHI, self.METAL, NIDORAN_F, FIGHT], [HITMONCHAN], rules="ex")
        b.active(0, JIRACHI)
        b.attach(0, 0, *[self.METAL] * energy)
        b.active(1, HITMONCHAN)
        b.deck(0, *[FIGHT] * 30, NIDORAN_F, NIDORAN_F)
        b.st.pl[0, L.PL_ENERGY_DONE] = 1  # this turn's attachment is made
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        return tuple(int(x) for x in b.st.acts[0])[:2]

    def test_used_when_the_active_cannot_attack(self):
        self.assertEqual(self.board(0), (A_POWER, 0))

    def test_kept_when_the_active_can_attack(self):
        self.assertNotEqual(self.board(2), (A_POWER, 0))


class TestLocks(unittest.TestCase):
    def test_black_cry_stops_poke_powers_next_turn(self):
        self.assertEqual(prog(UMBREON, 0)[-1], ["DEF_NO_POWERS_NEXT"])
        b = Board([UMBREON], [JIRACHI], rules="ex")
        b.active(0, UMBREON)
        b.active(1, JIRACHI)
        self.assertEqual(powers(b, 1), [0])
        b.attack(0, 0)
        b.turn(4, cur=1)
        self.assertEqual(powers(b, 1), [])
        b.turn(6, cur=1)
        self.assertEqual(powers(b, 1), [0])

    def test_rear_sensor_stops_an_active_basic(self):
        self.assertEqual(prog(GIRAFARIG), [["POWER_PASSIVE", fx.PASSIVE_NO_BASIC_POWERS, 0, 0]])
        b = Board([JIRACHI, MAGCARGO, NUMEL], [GIRAFARIG], rules="ex")
        b.active(0, JIRACHI)
        b.bench(0, 1, MAGCARGO, below=(NUMEL,))
        b.deck(0, *[NUMEL] * 10)
        b.active(1, GIRAFARIG)
        self.assertEqual(powers(b), [1])  # the Active Basic is stopped; the Benched Stage 1 is not
        b = Board([JIRACHI, MAGCARGO, NUMEL], [HITMONCHAN], rules="ex")
        b.active(0, JIRACHI)
        b.bench(0, 1, MAGCARGO, below=(NUMEL,))
        b.deck(0, *[NUMEL] * 10)
        b.active(1, HITMONCHAN)
        self.assertEqual(powers(b), [0, 1])

    def test_power_saver_needs_four_team_magma_pokemon(self):
        self.assertEqual(prog(GROUDON)[0][:2], ["POWER_PASSIVE", fx.PASSIVE_CANT_ATTACK_UNLESS])
        b = Board([GROUDON, BALTOY, FIGHT], [POOCHYENA], rules="ex")
        b.active(0, GROUDON)
        b.attach(0, 0, FIGHT, FIGHT, FIGHT)
        b.bench(0, 1, BALTOY)
        b.active(1, POOCHYENA)
        self.assertEqual(attacks(b), [])  # 3 in play
        b.bench(0, 2, BALTOY)
        self.assertEqual(attacks(b), [0, 1])

    def test_family_bonds_retreat_cost(self):
        b = Board([NIDOQUEEN, NIDORINO, NIDORAN_M, NIDORAN_F], [HITMONCHAN], rules="ex")
        b.active(0, NIDORINO, below=(NIDORAN_M,))
        b.active(1, HITMONCHAN)
        self.assertEqual(retreat_cost_nb(b.st, b.ct, 0), 1)
        b.bench(0, 1, NIDOQUEEN, below=(NIDORAN_F,))
        self.assertEqual(retreat_cost_nb(b.st, b.ct, 0), 0)
        b.active(0, NIDOQUEEN, below=(NIDORAN_F,))  # not named: its own cost
        self.assertGreater(retreat_cost_nb(b.st, b.ct, 0), 0)


class TestTriggers(unittest.TestCase):
    def test_healing_shower_when_its_own_side_gains(self):
        b = Board([MILOTIC, FEEBAS, GROUDON], [HITMONCHAN], rules="ex")
        b.active(0, FEEBAS, damage=20)
        b.bench(0, 1, GROUDON, damage=60)
        b.active(1, HITMONCHAN, damage=10)
        b.hand(0, MILOTIC)
        b.apply(0, A_EVOLVE, b.k(0, MILOTIC), 0)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(1, 0)), (0, 0, 0))

    def test_devo_flash_returns_the_top_card(self):
        b = Board([ESPEON, EEVEE], [NIDORINA, NIDORAN_F, HITMONCHAN], rules="ex")
        b.active(0, EEVEE)
        b.active(1, HITMONCHAN)
        b.bench(1, 1, NIDORINA, below=(NIDORAN_F,))
        b.hand(0, ESPEON)
        b.apply(0, A_EVOLVE, b.k(0, ESPEON), 0)
        self.assertEqual(b.card(1, 1), NIDORAN_F)
        self.assertEqual(b.in_hand(1, NIDORINA), 1)

    def test_energy_evolution_of_the_attached_type(self):
        self.assertEqual(prog(EEVEE), [["POWER_ACTIVATED", 0, 0, fx.PW_ON_ATTACH], ["EVOLVE_FROM_DECK", 0, 1]])
        b = Board([EEVEE, VAPOREON, ESPEON, WATER], [HITMONCHAN], rules="ex")
        b.active(0, EEVEE)
        b.active(1, HITMONCHAN)
        b.deck(0, ESPEON, VAPOREON, ESPEON)
        b.hand(0, WATER)
        b.apply(0, A_ATTACH, b.k(0, WATER), 0)
        self.assertEqual(b.card(0, 0), VAPOREON)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)


if __name__ == "__main__":
    unittest.main()


class TestDecks(unittest.TestCase):
    """The competitive EX decks of this slice play with every invariant checked (the other
    slices' missing cards allowed)."""

    PAIRS = (("ex_queendom", "ex_magma_overlord"), ("ex_eeveelutions", "ex_ludicargo"),
             ("ex_dark_tyranitar", "ex_gorepluff"), ("ex_wigglytuff_wobbuffet", "ex_mewtric"))

    def test_checked_games(self):
        import numpy as np

        from ptcgsim.sim import Prepared

        for a, b in self.PAIRS:
            for players, n in ((("greedy", "greedy"), 60), (("random", "random"), 200)):
                prep = Prepared(f"decklists/{a}.txt", f"decklists/{b}.txt", "ex", players, "standard", True, 200)
                rec, bad = prep.run_checked(seed=7, first_game=0, n=n)
                with self.subTest(a=a, b=b, players=players):
                    self.assertTrue((bad == 0).all(), np.unique(bad))
                    self.assertTrue((rec["turns"] >= 1).all())

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
from ptcgsim.kernel.actions import A_ATTACK, A_POWER
from ptcgsim.kernel.damage import power_protect_nb
from ptcgsim.kernel.hand_heal import heal_per_hand_discard_nb
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from tests.kernel_harness import ASLEEP, BURNED, Board, play_trainer

GARDEVOIR, RALTS, SABLEYE = "ex16-9", "ex16-59", "ex16-22"
PHOEBES_STADIUM, BATTLE_FRONTIER = "ex16-79", "ex16-71"
CLAYDOL_EX = "ex16-93"
PSY, WATER = "sve-5", "sve-3"


def set_rows(tc: unittest.TestCase, card_id: str, rows: list, part: str = "card") -> None:
    """Give the loaded card (its own text, its first power or its first attack) these rows for
    the test, and put the old ones back after it (the database is cached for the process)."""
    c = load_db().get(card_id)
    obj = c if part == "card" else (c.powers[0] if part == "power" else c.attacks[0])
    tc.addCleanup(setattr, obj, "effects", obj.effects)
    tc.addCleanup(setattr, obj, "implemented", obj.implemented)
    obj.effects = [list(r) for r in rows]
    obj.implemented = True


def set_power(tc: unittest.TestCase, card_id: str, rows: list) -> None:
    set_rows(tc, card_id, rows, "power")


PSY_SHADOW = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_DECK"], ["ATTACH_THEN", -20, fx.FROM_DECK, 4]]  # 4: Psychic
SYNERGY = [["POWER_PASSIVE", fx.PASSIVE_PREVENT_FROM_EX, 0, fx.named_count(fx.CNT_STADIUM_KIND, "Phoebe's Stadium")]]


class TestSearchAttachCounters(unittest.TestCase):
    def board(self):
        set_power(self, GARDEVOIR, PSY_SHADOW)
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
        set_power(self, SABLEYE, SYNERGY)
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


MEW_EX, BELLOSSOM_D, GLOOM_D, ODDISH_D = "ex12-88", "ex13-19", "ex13-42", "ex13-73"
PIKACHU, PIKACHU_D, MAGIKARP_D, HOLON_LAKE = "ex13-78", "ex13-79", "ex13-69", "ex13-87"
J_OWN_BENCH1 = L.J_IN_PLAY_ATK + 1 * L.MAXATK  # own slot 1's attack 0
J_OPP_ACTIVE = L.J_IN_PLAY_ATK + L.NSLOT * L.MAXATK  # the opponent's Active's attack 0


def attacks(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_ATTACK))


class TestUseAttacksInPlay(unittest.TestCase):
    def board(self, active: str):
        set_power(self, MEW_EX, [["POWER_PASSIVE", fx.PASSIVE_USE_ATTACKS, 0, 0]])
        set_power(self, BELLOSSOM_D, [["POWER_PASSIVE", fx.PASSIVE_USE_ATTACKS_NAMED, 0, "Oddish|Gloom|Vileplume|Vileplume ex"]])
        b = Board([active, GLOOM_D, PIKACHU_D, PSY, WATER], [PIKACHU, ODDISH_D], rules="ex")
        b.active(0, active)
        b.attach(0, 0, PSY)
        b.bench(0, 1, GLOOM_D)
        b.bench(0, 2, PIKACHU_D)
        b.active(1, PIKACHU)
        b.bench(1, 1, ODDISH_D)
        return b

    def test_every_pokemon_in_play(self):
        b = self.board(MEW_EX)
        got = attacks(b)
        self.assertIn(J_OWN_BENCH1, got)  # the Benched Gloom's 1-Energy attack
        self.assertIn(L.J_IN_PLAY_ATK + 2 * L.MAXATK, got)  # the Benched Pikachu δ's
        self.assertIn(J_OPP_ACTIVE + L.MAXATK, got)  # the opponent's Benched Oddish δ's Tackle
        self.assertNotIn(J_OWN_BENCH1 + 1, got)  # Gloom's 2-Energy attack: not enough Energy
        self.assertNotIn(L.J_IN_PLAY_ATK, got)  # not its own slot again
        b.attack(0, J_OWN_BENCH1)
        self.assertEqual(b.dmg(1, 0), 20)  # Gloom's attack, done by Mew ex

    def test_only_the_names_listed_or_its_own(self):
        b = self.board(BELLOSSOM_D)
        b.attach(0, 0, PSY)
        got = [j for j in attacks(b) if j >= L.J_STADIUM_ATK]
        self.assertEqual(got, [J_OWN_BENCH1, J_OWN_BENCH1 + 1])  # Gloom δ's two: not Pikachu δ's, not the opponent's

    def test_another_of_its_own_name(self):
        b = self.board(BELLOSSOM_D)
        b.put(0, 2, BELLOSSOM_D)
        b.attach(0, 0, WATER)
        self.assertIn(L.J_IN_PLAY_ATK + 2 * L.MAXATK, [j for j in attacks(b) if j >= L.J_STADIUM_ATK])

    def test_greedy_picks_a_borrowed_attack(self):
        b = self.board(MEW_EX)
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual(int(b.st.acts[0, 0]), A_ATTACK)
        self.assertGreaterEqual(int(b.st.acts[0, 1]), L.J_IN_PLAY_ATK)

    def test_no_power_no_borrowed_attacks(self):
        b = self.board(PIKACHU_D)
        self.assertEqual([j for j in attacks(b) if j >= L.MAXATK], [])


class TestStadiumAttacks(unittest.TestCase):
    def board(self, active: str):
        set_rows(self, HOLON_LAKE, [["STADIUM", fx.ST_CARD_ATTACKS, 1, fx.TC_DELTA]])
        b = Board([active, MAGIKARP_D, PSY], [PIKACHU, HOLON_LAKE], rules="ex")
        b.active(0, active)
        b.attach(0, 0, PSY)
        b.active(1, PIKACHU)
        b.deck(0, MAGIKARP_D)
        b.st.g[L.G_STADIUM_K] = b.k(1, HOLON_LAKE)
        b.st.g[L.G_STADIUM_P] = 1
        return b

    def test_a_delta_pokemon_uses_the_stadium_attack(self):
        b = self.board(PIKACHU_D)
        self.assertIn(L.J_STADIUM_ATK, attacks(b))
        b.attack(0, L.J_STADIUM_ATK)  # a search of the deck for a δ Pokémon
        self.assertEqual(b.in_hand(0, MAGIKARP_D), 1)

    def test_not_for_other_pokemon(self):
        self.assertNotIn(L.J_STADIUM_ATK, attacks(self.board(PIKACHU)))


SWELLOW = "ex8-49"  # an attack: 20 to 1 of the opponent's Pokémon, heads: they discard 1 Energy from it
MID_AIR = [["BENCH_DAMAGE", 20, fx.BENCH_OPP_ANY_ONE], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
           ["DISCARD_ENERGY", 1, fx.PICKED_OPP, fx.ANY]]


class TestPickedPokemonEnergy(unittest.TestCase):
    def board(self, coins: str):
        set_rows(self, SWELLOW, [list(r) for r in MID_AIR], "attack")
        b = Board([SWELLOW, PSY], [PIKACHU, ODDISH_D, PSY], rules="ex")
        b.active(0, SWELLOW)
        b.attach(0, 0, PSY, PSY)
        b.active(1, PIKACHU)
        b.attach(1, 0, PSY)
        b.bench(1, 1, ODDISH_D)
        b.attach(1, 1, PSY, PSY)
        b.script(0, 1)  # the Benched Oddish δ (options: the Active, then the Bench)
        b.coins(coins)
        return b

    def test_heads_the_picked_pokemon_loses_an_energy(self):
        b = self.board("H")
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (0, 20))
        self.assertEqual((b.n_energy(1, 0), b.n_energy(1, 1)), (1, 1))
        self.assertEqual(b.in_discard(1, PSY), 1)

    def test_tails_no_discard(self):
        b = self.board("T")
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 1), b.n_energy(1, 0), b.n_energy(1, 1)), (20, 1, 2))


LUDICOLO = "ex8-10"  # an attack: 30, then discard any number of cards from the hand to heal 10 each


class TestHealPerHandDiscard(unittest.TestCase):
    def board(self, damage: int):
        set_rows(self, LUDICOLO, [["DAMAGE"], ["HEAL_PER_HAND_DISCARD", 0]], "attack")
        b = Board([LUDICOLO, PSY, MAGIKARP_D, PIKACHU_D], [PIKACHU], rules="ex")
        b.active(0, LUDICOLO, damage=damage)
        b.attach(0, 0, PSY)
        b.active(1, PIKACHU)
        b.hand(0, PSY, MAGIKARP_D, PIKACHU_D)
        return b

    def test_the_player_picks_how_many(self):
        b = self.board(50)
        b.script(0, 2)  # 2 cards (options 0, 1, 2, 3), then greedy picks which
        self.assertEqual(heal_per_hand_discard_nb(b.st, b.ct, 0, 0, 0), 2)
        self.assertEqual(b.dmg(0, 0), 30)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 1)

    def test_greedy_discards_at_most_the_counters(self):
        b = self.board(10)
        self.assertEqual(heal_per_hand_discard_nb(b.st, b.ct, 0, 0, 0), 1)
        self.assertEqual((b.dmg(0, 0), b.pl(0, L.PL_HAND_N)), (0, 2))

    def test_no_damage_no_discard(self):
        b = self.board(0)
        self.assertEqual(heal_per_hand_discard_nb(b.st, b.ct, 0, 0, 0), 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 3)


SWOOP = "ex7-92"  # a Trainer: a Basic (not ex) from the deck takes the place of a Basic (not ex) in play
MEW_EX_BASIC = MEW_EX  # a Basic Pokémon-ex


class TestSwapBasicFromDeck(unittest.TestCase):
    def board(self):
        set_rows(self, SWOOP, [["SWAP_BASIC_FROM_DECK"]])
        b = Board([SWOOP, PIKACHU_D, MAGIKARP_D, MEW_EX_BASIC, GLOOM_D, ODDISH_D, PSY], [PIKACHU], rules="ex")
        b.active(0, PIKACHU_D, damage=20)
        b.attach(0, 0, PSY)
        b.bench(0, 1, GLOOM_D, below=(ODDISH_D,))
        b.active(1, PIKACHU)
        b.deck(0, MEW_EX_BASIC, MAGIKARP_D)
        return b

    def test_the_new_card_keeps_what_was_on_the_old(self):
        b = self.board()
        n = b.pl(0, L.PL_DECK_N)
        b.script(0, 0)  # the only option: Magikarp δ for the Active (Mew ex and the evolved Gloom δ are left out)
        play_trainer(b, 0, SWOOP)
        self.assertEqual(b.card(0, 0), MAGIKARP_D)
        self.assertEqual((b.dmg(0, 0), b.n_energy(0, 0)), (20, 1))
        self.assertEqual(b.in_discard(0, PIKACHU_D), 1)
        self.assertEqual(b.pl(0, L.PL_DECK_N), n - 1)
        self.assertEqual(b.card(0, 1), GLOOM_D)

    def test_options_leave_out_ex_and_evolved(self):
        b = self.board()
        from ptcgsim.kernel.swap_basic import swap_basic_from_deck_nb
        b.script(0, 0)
        swap_basic_from_deck_nb(b.st, b.ct, 0)
        opts = b.options(1)
        self.assertEqual([(o[1], o[2]) for o in opts], [(b.k(0, MAGIKARP_D), 0)])


FULL_FLAME = "ex12-74"  # a Stadium: 4 counters instead of 2 on Burned Pokémon; evolving doesn't cure Burned


class TestBurnStadium(unittest.TestCase):
    def board(self, stadium: bool):
        set_rows(self, FULL_FLAME, [["STADIUM", fx.ST_BURN_MORE, 20, 0], ["STADIUM", fx.ST_BURN_STAYS, 1, 0]])
        b = Board([ODDISH_D, GLOOM_D, FULL_FLAME], [PIKACHU], rules="ex")
        b.active(0, ODDISH_D, played_turn=1)
        b.active(1, PIKACHU)
        b.cond(0, BURNED)
        if stadium:
            b.st.g[L.G_STADIUM_K] = b.k(0, FULL_FLAME)
            b.st.g[L.G_STADIUM_P] = 0
        return b

    def test_four_counters_on_tails(self):
        for stadium, want in ((True, 40), (False, 20)):
            b = self.board(stadium)
            b.coins("TTTT")
            b.checkup()
            self.assertEqual(b.dmg(0, 0), want)

    def test_evolving_keeps_burned_under_the_stadium(self):
        for stadium, want in ((True, 1), (False, 0)):
            b = self.board(stadium)
            b.hand(0, GLOOM_D)
            b.evolve(0, GLOOM_D, 0)
            self.assertEqual(b.card(0, 0), GLOOM_D)
            self.assertEqual(b.pl(0, L.PL_BURN), want)


TIME_MACHINE, VILEPLUME_D = "ex7-91", "ex13-17"  # a Trainer: devolve 1 of your Pokémon into the deck, evolve it again


class TestDevolveThenEvolve(unittest.TestCase):
    def board(self, deck: tuple):
        set_rows(self, TIME_MACHINE, [["REQ_OWN_EVOLVED"], ["DEVOLVE_THEN_EVOLVE"]])
        b = Board([TIME_MACHINE, ODDISH_D, GLOOM_D, VILEPLUME_D, BELLOSSOM_D, MAGIKARP_D], [PIKACHU], rules="ex")
        b.active(0, VILEPLUME_D, below=(ODDISH_D, GLOOM_D), damage=30)
        b.active(1, PIKACHU)
        b.deck(0, *deck)
        return b

    def test_the_top_card_is_replaced_from_the_deck(self):
        b = self.board((MAGIKARP_D, BELLOSSOM_D))
        play_trainer(b, 0, TIME_MACHINE)
        self.assertIn(b.card(0, 0), (BELLOSSOM_D, VILEPLUME_D))  # a card that evolves from Gloom δ
        self.assertEqual(int(b.st.slot[0, 0, L.S_NSTACK]), 3)
        self.assertEqual(b.dmg(0, 0), 30)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_nothing_to_evolve_into_but_the_card_put_back(self):
        b = self.board((MAGIKARP_D,))
        b.script(0, 1)  # (one evolved Pokémon: no question) the deck pick: Vileplume δ (put back), none
        play_trainer(b, 0, TIME_MACHINE)
        self.assertEqual(b.card(0, 0), GLOOM_D)
        self.assertEqual(int(b.st.slot[0, 0, L.S_NSTACK]), 2)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_not_playable_without_an_evolved_pokemon(self):
        b = self.board(())
        b.active(0, ODDISH_D)
        from tests.kernel_harness import trainer_playable
        self.assertFalse(trainer_playable(b, 0, TIME_MACHINE))


GIANT_STUMP = "ex12-75"  # a Stadium: at most 3 Benched Pokémon each; the extra ones are discarded when it comes in


class TestBenchCap(unittest.TestCase):
    def board(self):
        set_rows(self, GIANT_STUMP, [["STADIUM", fx.ST_BENCH_MAX, 3, 0]])
        b = Board([GIANT_STUMP, ODDISH_D, MAGIKARP_D, PSY], [PIKACHU, ODDISH_D, PSY], rules="ex")
        b.active(0, ODDISH_D)
        for s in range(1, 6):
            b.bench(0, s, MAGIKARP_D if s < 5 else ODDISH_D)
        b.attach(0, 5, PSY)
        b.active(1, PIKACHU)
        b.bench(1, 1, ODDISH_D)
        return b

    def bench(self, b: Board, p: int) -> int:
        return sum(1 for s in range(1, 6) if b.card(p, s) is not None)

    def test_discards_down_to_the_cap_then_no_more_benching(self):
        b = self.board()
        play_trainer(b, 0, GIANT_STUMP)
        self.assertEqual((self.bench(b, 0), self.bench(b, 1)), (3, 1))
        self.assertEqual(b.in_discard(0, MAGIKARP_D) + b.in_discard(0, ODDISH_D), 2)
        self.assertEqual(b.pl(0, L.PL_BENCH_CAP), 3)
        b.hand(0, MAGIKARP_D)
        from ptcgsim.kernel.actions import A_BENCH
        self.assertEqual(b.legal_kinds(0, A_BENCH), [])
        b.hand(1, ODDISH_D)
        self.assertTrue(b.legal_kinds(1, A_BENCH))  # 1 Benched: room for 2 more

    def test_the_cap_goes_with_the_stadium(self):
        b = self.board()
        play_trainer(b, 0, GIANT_STUMP)
        from ptcgsim.kernel.bench_cap import stadium_bench_cap_nb
        b.st.g[L.G_STADIUM_K] = -1
        b.st.g[L.G_STADIUM_P] = -1
        stadium_bench_cap_nb(b.st, b.ct, 1)
        self.assertEqual((b.pl(0, L.PL_BENCH_CAP), b.pl(1, L.PL_BENCH_CAP)), (0, 0))


POLITOED_EX = "ex10-107"  # an attack: 30 to 1 of the opponent's Pokémon, 50 to a Stage 2 instead


class TestAltStage2(unittest.TestCase):
    def hit(self, slot: int) -> int:
        set_rows(self, POLITOED_EX, [["BENCH_DAMAGE", 30, fx.BENCH_OPP_ANY_ONE, fx.ALT_STAGE2 * 1000 + 50]], "attack")
        b = Board([POLITOED_EX, PSY], [PIKACHU, ODDISH_D, GLOOM_D, VILEPLUME_D], rules="ex")
        b.active(0, POLITOED_EX)
        b.active(1, PIKACHU)
        b.bench(1, 1, VILEPLUME_D, below=(ODDISH_D, GLOOM_D))
        b.bench(1, 2, ODDISH_D)
        b.script(0, slot)  # options: the Active, then the Bench
        b.attack(0, 0)
        return b.dmg(1, slot)

    def test_more_on_a_stage2(self):
        self.assertEqual((self.hit(1), self.hit(2)), (50, 30))


if __name__ == "__main__":
    unittest.main()

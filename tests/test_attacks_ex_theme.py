"""EX theme decks' attacks on scripted boards (H5): counters on itself for damage (CHOOSE_MORE up
to c times), a Trainer picked from the seen hand (DISCARD_HAND OPP_SEEN), targets with an
alternative amount, damage made by modifiers to a chosen target, named Special Energy and
Stadium conditions, the opponent's Pokémon devolved into the deck, no Weakness next turn, an
optional switch of the Defending Pokémon, draws from the bottom and per heads, Energy attached
from the discard pile (Special Energy too), two next-turn base damages, "if you do" after a
search / an evolution / a chosen discard, Energy returned to the hand for damage, board counts
(basic Energy types, printed types in play, Energy trail, HP lead, Pokémon in play), extra basic
Energy cards, an Energy card moved between the opponent's Pokémon, and the greedy choices.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id; the
shapes test first checks the programs the boards rely on).  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_ATTACK
from tests.kernel_harness import Board

GRASS, FIGHT, WATER, PSY, FIRE, LIGHT = (f"ex1-{i}" for i in range(104, 110))
DARK_SP, METAL_SP = "ex1-93", "ex1-94"  # EX-era Darkness / Metal Energy: Special Energy cards
MULTI = "ex2-93"  # Multi Energy (Special)
REACT = "ex12-82"  # React Energy (Special)
SIDNEY, PHOEBE = "ex16-82", "ex16-79"  # Stadiums
RARE_CANDY = "ex13-90"  # an Item
CRYSTAL_SHARD = "ex8-85"  # a Pokémon Tool
MEGANIUM = "ex10-9"  # 100 HP: up to 5 counters on itself, 10 more each
STANTLER = "ex10-32"  # Basic Colorless 70 HP (Weakness Fighting); [CC] 20: a Trainer of the seen hand discarded
CROBAT_D = "ex11-2"  # δ: 40 to 1 of the opponent's Pokémon, 60 if it has damage counters
GOLEM = "ex12-6"  # 120 HP (Weakness Water): 10 per counter on itself to 1 of the opponent's Pokémon
GRAVELER, GEODUDE = "ex12-34", "ex12-53"
GENGAR = "ex12-5"  # 2 counters in any way, 4 with React Energy attached
HAUNTER = "ex12-35"  # a coin: the top card of an opponent's evolved Pokémon into its deck
BELLOSSOM_D = "ex13-19"  # Water 100 HP (Weakness Fire): 40, no Weakness next turn
BLAZIKEN = "ex1-3"  # Fire 100 HP: [CCF] 50
FERALIGATR_D = "ex15-2"  # [CC] 20, before the damage may switch the Defending Pokémon
ARBOK_D = "ex15-13"  # δ Fire 80 HP: 50, 30 more against a δ Pokémon
LICKITUNG_D = "ex15-19"  # δ 60 HP: 1 counter on 1 of the opponent's Pokémon, 3 on a δ one
MIGHTYENA = "ex16-18"  # Darkness 70 HP: 50, 20 more with Sidney's Stadium in play
SABLEYE = "ex16-22"  # draws 2 from the bottom of the deck
DELCATTY = "ex1-29"  # [C] 10: 1 Energy card from the discard pile to the Active
SKITTY = "ex1-70"  # Basic 40 HP; evolves into Delcatty; a basic Energy from the hand to 1 of your Pokémon
PELIPPER = "ex1-19"  # next turn Spit Up (1) is 70, Swallow (2) 60
SPINDA = "ex12-26"  # a coin until tails: 2 cards per heads
QUILAVA = "ex2-51"  # [CCF] 40: may discard a Fire Energy: Burned
WALREIN = "ex4-6"  # 50: basic Water Energy from any of your Pokémon back to the hand, 10 each
STARMIE = "ex5-49"  # 50: 10 per type of basic Energy on the Defending Pokémon
HUNTAIL = "ex5-19"  # 40: 10 per Darkness Pokémon in play (both players', either printed type)
DARK_CELEBI = "ex5-4"  # Grass / Darkness
SURSKIT = "ex5-76"  # 10: 10 more with less Energy than the Defending Pokémon
DARK_ARBOK = "ex7-29"  # 90 HP: 10, 30 more when the Defending Pokémon has fewer HP left
JIRACHI = "ex5-8"  # evolves 1 of your Pokémon from the deck; if it did, 1 counter on itself
MEOWTH = "ex7-46"  # a Tool or Rocket's Secret Machine then may switch; a coin per Pokémon in play
QUAGSIRE = "ex7-26"  # [W] 20: 20 per extra basic Energy card, at most 60 more
MAGNETON = "ex7-39"  # 20: a basic Energy from the Defending Pokémon to another of the opponent's
PINSIR = "ex12-24"  # a Grass Pokémon (not a Pokémon-ex) from the deck
MAROWAK = "ex7-7"  # [FFC] 70: discard a Pokémon card from the hand or it does nothing
AZUMARILL = "ex7-1"  # a coin per Water Energy on itself: 20 more per heads


def program(card_id: str, j: int) -> list:
    return load_db().get(card_id).attacks[j].effects


def stadium(b: Board, p: int, card_id: str):
    b.st.g[L.G_STADIUM_P] = p
    b.st.g[L.G_STADIUM_K] = b.k(p, card_id)


def total_damage(b: Board, p: int) -> int:
    return sum(b.dmg(p, s) for s in range(6) if b.card(p, s))


class TestShapes(unittest.TestCase):
    def test_programs(self):
        self.assertEqual(program(MEGANIUM, 0), [["CHOOSE_MORE", 10, 10, 5], ["DAMAGE"]])
        self.assertEqual(program(STANTLER, 1), [["DAMAGE"], ["DISCARD_HAND", 1, fx.KIND_TRAINER, fx.OPP_SEEN]])
        self.assertEqual(program(CROBAT_D, 1)[0][:3], ["BENCH_DAMAGE", 40, fx.BENCH_OPP_ANY_ONE])
        self.assertEqual(program(GOLEM, 1)[-1], ["BENCH_DAMAGE", -1, fx.BENCH_OPP_ANY_ONE])
        self.assertEqual(program(HAUNTER, 0), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DEVOLVE", 1, 3]])
        self.assertEqual(program(BELLOSSOM_D, 0), [["DAMAGE"], ["NO_WEAKNESS_NEXT"]])
        self.assertEqual(program(FERALIGATR_D, 0), [["GUST", fx.SELF, 1], ["DAMAGE"]])
        self.assertEqual(program(PELIPPER, 0), [["NEXT_TURN_BASE_DAMAGE", 1, 70], ["NEXT_TURN_BASE_DAMAGE", 2, 60, 1]])
        self.assertEqual(program(JIRACHI, 0), [["EVOLVE_FROM_DECK", 1], ["SKIP_UNLESS_N", 1, 1], ["SELF_DAMAGE", 10]])
        self.assertEqual(program(WALREIN, 1)[0], ["DISCARD_CHOSEN", 0, fx.DS_OWN + fx.DS_TO_HAND, 2])
        self.assertEqual(program(QUAGSIRE, 0), [["DMG_ADD_PER_EXTRA_ENERGY", 20, fx.ENERGY_BASIC, 3], ["DAMAGE"]])
        self.assertEqual(program(MAGNETON, 0), [["DAMAGE"], ["MOVE_ENERGY", 0, fx.OPP, fx.ENERGY_BASIC]])
        self.assertEqual(program(MEOWTH, 1)[0], ["FLIP_PER_COUNT", fx.CNT_IN_PLAY_ALL])


class CountersForDamage(unittest.TestCase):
    def _board(self, meganium_dmg: int, defender: str):
        b = Board([MEGANIUM, GRASS], [defender], "ex")
        b.active(0, MEGANIUM, damage=meganium_dmg)
        b.attach(0, 0, GRASS, GRASS, GRASS)
        b.active(1, defender)
        return b

    def test_greedy_puts_the_fewest_that_knock_out(self):
        b = self._board(0, STANTLER)  # 70 HP: 2 counters make 70
        b.attack(0, 0)
        self.assertEqual((b.dmg(1), b.dmg(0)), (70, 20))

    def test_none_without_a_knock_out(self):
        b = self._board(0, GOLEM)  # 120 HP: 5 counters make only 100
        b.attack(0, 0)
        self.assertEqual((b.dmg(1), b.dmg(0)), (50, 0))

    def test_none_when_it_would_knock_itself_out(self):
        b = self._board(80, STANTLER)
        b.attack(0, 0)
        self.assertEqual((b.dmg(1), b.dmg(0)), (50, 80))

    def test_a_player_may_put_any_number(self):
        b = self._board(0, GOLEM)
        b.script(0, 0, 0, 1)  # no to 1 and to 2, yes to 3
        b.attack(0, 0)
        self.assertEqual((b.dmg(1), b.dmg(0)), (80, 30))


class OpponentsHand(unittest.TestCase):
    def test_a_trainer_of_the_seen_hand(self):
        b = Board([STANTLER, FIRE], [STANTLER, RARE_CANDY, SKITTY], "ex")
        b.active(0, STANTLER)
        b.attach(0, 0, FIRE, FIRE)
        b.active(1, STANTLER)
        b.hand(1, RARE_CANDY, SKITTY)
        b.attack(0, 1)
        self.assertEqual((b.in_hand(1, RARE_CANDY), b.in_discard(1, RARE_CANDY), b.in_hand(1, SKITTY)), (0, 1, 1))
        self.assertEqual(b.pl(1, L.PL_HAND_N), 1)


class ChosenTargets(unittest.TestCase):
    def test_more_damage_to_a_damaged_target(self):
        b = Board([CROBAT_D, GRASS, METAL_SP, FIRE], [STANTLER, GOLEM, SKITTY], "ex")
        b.active(0, CROBAT_D)
        b.attach(0, 0, GRASS, METAL_SP, FIRE)
        b.active(1, STANTLER)
        b.bench(1, 1, SKITTY)  # 40 HP: 40 Knocks It Out
        b.bench(1, 2, GOLEM, damage=70)  # 50 left: only the 60 Knocks It Out; greedy takes the bigger one
        b.attack(0, 1)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1), b.dmg(1, 2)), (0, 0, 130))

    def test_modifiers_damage_to_a_chosen_target(self):
        b = Board([GOLEM, FIGHT], [STANTLER, SKITTY], "ex")
        b.active(0, GOLEM, damage=50)
        b.attach(0, 0, FIGHT, FIGHT)
        b.active(1, STANTLER)
        b.bench(1, 1, SKITTY)
        b.attack(0, 1)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (0, 50))  # the Benched one it Knocks Out

    def test_counters_on_a_delta_target(self):
        b = Board([LICKITUNG_D, PSY], [STANTLER, ARBOK_D], "ex")
        b.active(0, LICKITUNG_D)
        b.attach(0, 0, PSY)
        b.active(1, STANTLER)
        b.bench(1, 1, ARBOK_D, damage=60)  # 80 HP: 3 counters Knock It Out
        b.attack(0, 1)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (0, 90))

    def test_named_special_energy_doubles_the_counters(self):
        for react, want in ((True, 40), (False, 20)):
            with self.subTest(react=react):
                b = Board([GENGAR, PSY, REACT], [GOLEM, GRAVELER], "ex")
                b.active(0, GENGAR)
                b.attach(0, 0, PSY, *([REACT] if react else []))
                b.active(1, GOLEM)
                b.bench(1, 1, GRAVELER)
                b.attack(0, 0)
                self.assertEqual(total_damage(b, 1), want)


class OpponentsPokemon(unittest.TestCase):
    def test_devolve_into_the_deck(self):
        for coin, top in (("H", GRAVELER), ("T", GOLEM)):
            with self.subTest(coin=coin):
                b = Board([HAUNTER, PSY], [GOLEM, GRAVELER, GEODUDE], "ex")
                b.active(0, HAUNTER)
                b.attach(0, 0, PSY, PSY)
                b.active(1, GOLEM, below=(GEODUDE, GRAVELER))
                b.coins(coin)
                b.attack(0, 0)
                self.assertEqual(b.card(1, 0), top)
                self.assertEqual(b.pl(1, L.PL_DECK_N), 1 if coin == "H" else 0)

    def test_optional_switch_before_damage(self):
        b = Board([FERALIGATR_D, WATER], [GOLEM, SKITTY], "ex")
        b.active(0, FERALIGATR_D)
        b.attach(0, 0, WATER, WATER)
        b.active(1, GOLEM)
        b.bench(1, 1, SKITTY)  # the frailest comes up and takes the damage
        b.attack(0, 0)
        # 20, and 10 more from its own Battle Aura-like body (a δ Pokémon: TC_DELTA)
        self.assertEqual((b.card(1, 0), b.dmg(1, 0), b.card(1, 1), b.dmg(1, 1)), (SKITTY, 30, GOLEM, 0))
        b = Board([FERALIGATR_D, WATER], [GOLEM, SKITTY], "ex")
        b.active(0, FERALIGATR_D)
        b.attach(0, 0, WATER, WATER)
        b.active(1, SKITTY)
        b.bench(1, 1, GOLEM)  # the Active is the frailest: no switch
        b.attack(0, 0)
        self.assertEqual((b.card(1, 0), b.dmg(1, 0)), (SKITTY, 30))

    def test_basic_energy_moved_off_the_defending_pokemon(self):
        b = Board([MAGNETON, LIGHT], [GOLEM, SKITTY, FIRE, MULTI], "ex")
        b.active(0, MAGNETON)
        b.attach(0, 0, LIGHT, LIGHT)
        b.active(1, GOLEM)
        b.attach(1, 0, FIRE, MULTI)
        b.bench(1, 1, SKITTY)
        b.attack(0, 0)
        self.assertEqual((b.energy_ids(1, 0), b.energy_ids(1, 1)), ([MULTI], [FIRE]))


class LastingEffects(unittest.TestCase):
    def test_no_weakness_during_the_next_turn(self):
        for used, want in ((True, 50), (False, 100)):
            with self.subTest(used=used):
                b = Board([BELLOSSOM_D, WATER], [BLAZIKEN, FIRE], "ex")
                b.active(0, BELLOSSOM_D)
                b.attach(0, 0, WATER, WATER)
                b.active(1, BLAZIKEN)
                b.attach(1, 0, FIRE, FIRE, FIRE)
                if used:
                    b.attack(0, 0)
                b.turn(4, cur=1)
                b.attack(1, 0)
                self.assertEqual(b.dmg(0), want)

    def test_two_base_damages_next_turn(self):
        b = Board([PELIPPER, WATER], [GOLEM], "ex")
        b.active(0, PELIPPER)
        b.attach(0, 0, WATER, WATER, WATER)
        b.active(1, GOLEM, damage=0)
        b.attack(0, 0)
        b.turn(5, cur=0)
        b.attack(0, 1)  # Spit Up: 70, against Weakness to Water
        self.assertEqual(b.dmg(1), 140)
        b.damage(1, 0, 0)
        b.attack(0, 2)  # Swallow: 60
        self.assertEqual(b.dmg(1), 120)


class BoardConditions(unittest.TestCase):
    def test_delta_defender(self):
        for defender, want in ((LICKITUNG_D, 80), (STANTLER, 50)):
            with self.subTest(defender=defender):
                b = Board([ARBOK_D, FIRE], [defender], "ex")
                b.active(0, ARBOK_D)
                b.attach(0, 0, FIRE, FIRE, FIRE)
                b.active(1, defender)
                b.attack(0, 1)
                self.assertEqual(b.dmg(1), want)

    def test_named_stadium(self):
        for st, want in ((SIDNEY, 70), (PHOEBE, 50), (None, 50)):
            with self.subTest(stadium=st):
                b = Board([MIGHTYENA, FIRE, SIDNEY, PHOEBE], [GOLEM], "ex")
                b.active(0, MIGHTYENA)
                b.attach(0, 0, FIRE, FIRE, FIRE)
                b.active(1, GOLEM)
                if st:
                    stadium(b, 0, st)
                b.attack(0, 1)
                self.assertEqual(b.dmg(1), want)

    def test_basic_energy_types_on_the_defender(self):
        b = Board([STARMIE, PSY], [GOLEM, FIRE, WATER, MULTI], "ex")
        b.active(0, STARMIE)
        b.attach(0, 0, PSY, PSY, PSY)
        b.active(1, GOLEM)
        b.attach(1, 0, FIRE, WATER, WATER, MULTI)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 70)

    def test_darkness_pokemon_in_play_by_printed_type(self):
        b = Board([HUNTAIL, DARK_CELEBI, WATER], [MIGHTYENA, STANTLER], "ex")
        b.active(0, HUNTAIL)
        b.attach(0, 0, WATER, WATER, WATER)
        b.bench(0, 1, DARK_CELEBI)  # Grass / Darkness: its second printed type counts
        b.active(1, STANTLER)
        b.bench(1, 1, MIGHTYENA)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 60)

    def test_energy_trail_and_hp_lead(self):
        for n, want in ((1, 20), (2, 10)):
            b = Board([SURSKIT, GRASS], [GOLEM, FIRE], "ex")
            b.active(0, SURSKIT)
            b.attach(0, 0, *([GRASS] * n))
            b.active(1, GOLEM)
            b.attach(1, 0, FIRE, FIRE)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1), want)
        for left, want in ((40, 40), (100, 10)):
            b = Board([DARK_ARBOK, GRASS], [GOLEM], "ex")
            b.active(0, DARK_ARBOK)  # 90 HP left
            b.attach(0, 0, GRASS)
            b.active(1, GOLEM, damage=120 - left)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1) - (120 - left), want)

    def test_extra_basic_energy_cards(self):
        for n, want in ((2, 40), (5, 80)):
            with self.subTest(n=n):
                b = Board([QUAGSIRE, WATER], [STANTLER], "ex")
                b.active(0, QUAGSIRE)
                b.attach(0, 0, *([WATER] * n))
                b.active(1, STANTLER, damage=0)
                b.attack(0, 0)
                self.assertEqual(b.dmg(1), want)


class CardsAndEnergy(unittest.TestCase):
    def test_draw_from_the_bottom(self):
        b = Board([SABLEYE, SKITTY, RARE_CANDY, FIRE], [STANTLER], "ex")
        b.active(0, SABLEYE)
        b.attach(0, 0, FIRE)
        b.deck(0, SKITTY, RARE_CANDY, FIRE)  # Skitty at the bottom, Fire on top
        b.active(1, STANTLER)
        b.attack(0, 0)
        self.assertEqual((b.in_hand(0, SKITTY), b.in_hand(0, RARE_CANDY), b.in_hand(0, FIRE)), (1, 1, 0))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 1)

    def test_draw_per_heads(self):
        b = Board([SPINDA, FIRE], [STANTLER], "ex")
        b.active(0, SPINDA)
        b.deck(0, *([FIRE] * 8))
        b.active(1, STANTLER)
        b.coins("HHT")
        b.attack(0, 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 4)

    def test_special_energy_from_the_discard_pile(self):
        b = Board([DELCATTY, MULTI, FIRE], [STANTLER], "ex")
        b.active(0, DELCATTY)
        b.attach(0, 0, FIRE)
        b.st.disc[0, b.k(0, MULTI)] = 1
        b.active(1, STANTLER)
        b.attack(0, 0)
        self.assertEqual(b.energy_ids(0, 0), sorted([FIRE, MULTI]))

    def test_chosen_discard_then_burned(self):
        b = Board([QUILAVA, FIRE], [GOLEM], "ex")
        b.active(0, QUILAVA)
        b.attach(0, 0, FIRE, FIRE, FIRE)
        b.active(1, GOLEM)
        b.attack(0, 1)
        self.assertEqual((b.dmg(1), b.in_discard(0, FIRE)), (40, 1))
        self.assertGreater(b.pl(1, L.PL_BURN), 0)

    def test_energy_back_to_the_hand_for_damage(self):
        b = Board([WALREIN, SKITTY, WATER], [STANTLER], "ex")
        b.active(0, WALREIN)
        b.attach(0, 0, WATER, WATER, WATER, WATER)
        b.bench(0, 1, SKITTY)
        b.attach(0, 1, WATER)
        b.active(1, STANTLER)  # 70 HP: 2 cards Knock It Out
        b.attack(0, 1)
        self.assertEqual((b.dmg(1), b.in_hand(0, WATER), b.n_energy(0, 0) + b.n_energy(0, 1)), (70, 2, 3))

    def test_evolve_from_the_deck_then_a_counter(self):
        for evolves in (True, False):
            with self.subTest(evolves=evolves):
                b = Board([JIRACHI, SKITTY, DELCATTY, PSY], [STANTLER], "ex")
                b.active(0, JIRACHI)
                b.attach(0, 0, PSY)
                b.bench(0, 1, SKITTY)
                if evolves:
                    b.deck(0, DELCATTY)
                b.active(1, STANTLER)
                b.attack(0, 0)
                self.assertEqual((b.card(0, 1), b.dmg(0)), (DELCATTY, 10) if evolves else (SKITTY, 0))

    def test_search_then_switch(self):
        b = Board([MEOWTH, SKITTY, CRYSTAL_SHARD, FIRE], [STANTLER], "ex")
        b.active(0, MEOWTH)
        b.attach(0, 0, FIRE)
        b.bench(0, 1, SKITTY)
        b.deck(0, FIRE, CRYSTAL_SHARD)
        b.active(1, STANTLER)
        b.attack(0, 0)
        self.assertEqual(b.in_hand(0, CRYSTAL_SHARD), 1)

    def test_coins_per_pokemon_in_play(self):
        b = Board([MEOWTH, SKITTY, FIRE], [GOLEM], "ex")
        b.active(0, MEOWTH)
        b.attach(0, 0, FIRE, FIRE)
        b.bench(0, 1, SKITTY)
        b.active(1, GOLEM)
        b.coins("HHT")  # 3 Pokémon in play: 3 coins
        b.attack(0, 1)
        self.assertEqual((b.dmg(1), b.dmg(0)), (20, 10))

    def test_coins_per_typed_energy(self):
        b = Board([AZUMARILL, WATER, FIRE], [GOLEM], "ex")
        b.active(0, AZUMARILL)
        b.attach(0, 0, WATER, WATER, FIRE)
        b.active(1, GOLEM)
        b.coins("HH")  # 2 Water: 2 coins
        b.attack(0, 0)
        base = load_db().get(AZUMARILL).attacks[0].damage
        self.assertEqual(b.dmg(1), 2 * (base + 40))  # Golem: Weakness to Water

    def test_grass_pokemon_not_ex_by_printed_type(self):
        b = Board([PINSIR, DARK_ARBOK, QUILAVA, GRASS], [STANTLER], "ex")
        b.active(0, PINSIR)
        b.attach(0, 0, GRASS)
        b.deck(0, QUILAVA, DARK_ARBOK)
        b.active(1, STANTLER)
        b.attack(0, 0)
        self.assertEqual((b.in_hand(0, DARK_ARBOK), b.in_hand(0, QUILAVA)), (1, 0))

    def test_discard_a_pokemon_or_nothing(self):
        b = Board([MAROWAK, FIGHT, SKITTY], [STANTLER], "ex")
        b.active(0, MAROWAK)
        b.attach(0, 0, FIGHT, FIGHT, FIGHT)
        b.active(1, STANTLER)
        self.assertNotIn((A_ATTACK, 1, 0), [a[:2] + (0,) for a in b.legal_kinds(0, A_ATTACK)])
        b.hand(0, SKITTY)
        self.assertIn(1, [a[1] for a in b.legal_kinds(0, A_ATTACK)])
        b.attack(0, 1)
        self.assertEqual((b.in_discard(0, SKITTY), b.dmg(1)), (1, 140))  # Weakness to Fighting


if __name__ == "__main__":
    unittest.main()

"""Trainers of issues 10 and 14 on scripted boards: first-turn Supporters (FIRST_TURN_OK), any
Knock Out during the opponent's last turn (CNT_OWN_KO_LAST_TURN, arg 0; layout.PL_KO_TURN),
"during this turn ... more damage" (TURN_BOOST; layout.PL_BOOST), a Pokémon back to the hand
(RETURN_OWN_BASIC's modes and ELIG_* filters; REQ_OWN_POKEMON), heals of a kind of Pokémon,
Special Energy removal (REQ_OPP_ENERGY a=1, DISCARD_ENERGY EACH_OPP), Energy Switch
(MOVE_ENERGY from a Trainer), the later Antique Fossils (PLAY_AS_BASIC b=1: a prize), searches by
a name part; greedy's valuation of them.

Real cards of the bundled database by id; the shapes test first checks that each program is the
one the boards rely on.  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.cardtable import CF_NO_PRIZE, CF_ROCKET, CF_RULE_DISCARD
from tests.kernel_harness import play_trainer as play, trainer_playable as playable, trainer_score as score, Board

ZANGOOSE = "sv1-146"  # Basic Colorless, 90 HP, Slash 40 for C
TOXEL = "sv1-71"  # Basic Lightning, 70 HP
MIRAIDON_EX = "sv1-81"  # Basic Lightning Pokémon ex, 220 HP
RALTS, KIRLIA = "sv1-84", "sv1-85"  # Psychic Basic 70 HP and its Stage 1
RIOLU = "sv1-112"  # Basic Fighting, 70 HP, Jab 10 for C
DRATINI = "sv3-157"  # Basic Dragon, 70 HP
THERAPEUTIC = "sv2-193"  # a Special Energy
FIRE, GRASS = "base1-98", "base1-99"
ARVEN = "sv1-166"
# the Trainers
BLACK_BELT = "sv8pt5-96"
PREMIUM_POWER_PRO = "me1-124"
PENNY = "sv1-183"
TURO = "sv4-171"
CYCLONE = "sv6-162"
JACINTHE = "me3-75"
CLEMONT = "sv8-167"
DRAGON_ELIXIR = "sv8-172"
BIANCA = "sv5-142"
GIACOMO = "sv2-182"
HAMMER = "sv6-148"
ENERGY_SWITCH = "sv1-173"
HELIX_FOSSIL = "sv3pt5-153"
CARMINE = "sv6-145"
PROTON = "sv10-177"
TRANSCEIVER = "sv10-178"
UNFAIR_STAMP = "sv6-165"
HASSEL = "sv6-151"
MELA = "sv4-167"
FIRE_SV = "sve-2"  # Basic Fire Energy (SV)
CROAGUNK = "sv1-130"  # Basic Darkness, 70 HP, Beat 10 for D
IRON_MOTH = "sv4-28"  # Basic Future Fire, 130 HP, Retreat 2, Heat Ray 120 for CRR
DAWN = "me2-87"
CASSIOPEIA = "sv6pt5-56"
# Pokémon Tools
ROCKY_HELMET = "sv1-193"
PUNK_HELMET = "me2-92"
FUTURE_BOOSTER = "sv4-164"
CHOICE_BELT = "sv2-176"
COUNTER_GAIN = "sv8-169"
EXP_SHARE = "sv1-174"
KATY = "sv1-177"
JASMINE = "sv8-178"
IRON_DEFENDER = "me1-118"
ELECTRIC_GENERATOR = "sv1-170"
WAITRESS = "me2pt5-215"
LIGHTNING = "base1-100"
WATER = "base1-102"

ROCKET_BASIC = fx.kind_flag(fx.KIND_BASIC_POKEMON, CF_ROCKET)
KO_ANY = fx.count_code(fx.CNT_OWN_KO_LAST_TURN, 0)


def program(card_id: str) -> list:
    return load_db().get(card_id).effects


POOL = [ZANGOOSE, TOXEL, MIRAIDON_EX, RALTS, KIRLIA, RIOLU, DRATINI, THERAPEUTIC, FIRE, GRASS, ARVEN, BLACK_BELT,
        PREMIUM_POWER_PRO, PENNY, TURO, CYCLONE, JACINTHE, CLEMONT, DRAGON_ELIXIR, BIANCA, GIACOMO, HAMMER, ENERGY_SWITCH,
        HELIX_FOSSIL, CARMINE, PROTON, TRANSCEIVER, UNFAIR_STAMP, HASSEL, MELA, FIRE_SV, CROAGUNK, IRON_MOTH, DAWN, CASSIOPEIA,
        ROCKY_HELMET, PUNK_HELMET, FUTURE_BOOSTER, CHOICE_BELT, COUNTER_GAIN, EXP_SHARE, KATY, JASMINE, IRON_DEFENDER,
        ELECTRIC_GENERATOR, WAITRESS, LIGHTNING, WATER]


def board() -> Board:
    b = Board(POOL, POOL, "modern")
    b.active(0, ZANGOOSE)
    b.active(1, ZANGOOSE)
    return b




class TestShapes(unittest.TestCase):
    def test_programs(self):
        psychic, lightning, dragon = (fx.ELIG_TYPE * (t + 1) for t in (4, 3, 9))
        self.assertEqual(program(BLACK_BELT), [["TURN_BOOST", 40, fx.TC_OTHER_EX]])
        self.assertEqual(program(PREMIUM_POWER_PRO), [["TURN_BOOST", 30, fx.TC_TYPE + 5]])
        self.assertEqual(program(PENNY), [["REQ_OWN_BENCH"], ["REQ_OWN_POKEMON", fx.ELIG_BASIC],
                                          ["RETURN_OWN_BASIC", 1, fx.ELIG_BASIC]])
        self.assertEqual(program(TURO), [["REQ_OWN_BENCH"], ["RETURN_OWN_BASIC", 2, 0]])
        self.assertEqual(program(CYCLONE), [["REQ_OWN_BENCH"], ["RETURN_OWN_BASIC", 1, 0]])
        self.assertEqual(program(JACINTHE), [["REQ_OWN_POKEMON", fx.ELIG_DAMAGED + psychic],
                                             ["HEAL_ANY_OWN", 150, 0, fx.ELIG_DAMAGED + psychic]])
        self.assertEqual(program(CLEMONT), [["REQ_OWN_POKEMON", fx.ELIG_DAMAGED + lightning], ["HEAL", 60, fx.EACH_OWN, lightning]])
        self.assertEqual(program(DRAGON_ELIXIR), [["REQ_OWN_POKEMON", fx.ELIG_ACTIVE_DAMAGED + dragon], ["HEAL", 60, fx.SELF, dragon]])
        self.assertEqual(program(BIANCA), [["REQ_OWN_POKEMON", fx.ELIG_HP_30], ["HEAL_ANY_OWN", 0, 0, fx.ELIG_HP_30]])
        special = ["REQ_OPP_ENERGY", 1, fx.ENERGY_SPECIAL]
        self.assertEqual(program(GIACOMO), [special, ["DISCARD_ENERGY", 1, fx.EACH_OPP, fx.ENERGY_SPECIAL]])
        self.assertEqual(program(HAMMER), [special, ["DISCARD_ENERGY", 1, fx.OPP, fx.ENERGY_SPECIAL]])
        self.assertEqual(program(ENERGY_SWITCH), [["REQ_MOVE_ENERGY", 0, 0, fx.ANY], ["MOVE_ENERGY", 0, 0, fx.ANY]])
        self.assertEqual(program(HELIX_FOSSIL), [["REQ_BENCH_SPACE", fx.SELF], ["PLAY_AS_BASIC", 60, 1]])
        self.assertEqual(program(CARMINE), [["FIRST_TURN_OK"], ["DISCARD_HAND", 0, fx.KIND_ANY], ["DRAW", 5]])
        self.assertEqual(program(PROTON), [["FIRST_TURN_OK"], ["SEARCH_DECK", 3, ROCKET_BASIC, fx.TO_HAND]])
        self.assertEqual(program(TRANSCEIVER), [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_SUPPORTER, CF_ROCKET), fx.TO_HAND]])
        self.assertEqual(program(UNFAIR_STAMP), [["REQ_COUNT", KO_ANY, 1], ["SHUFFLE_HAND_DRAW", 5], ["OPP_SHUFFLE_HAND_DRAW", 2]])
        self.assertEqual(program(HASSEL)[0], ["REQ_COUNT", KO_ANY, 1])
        fire = fx.KIND_BASIC_ENERGY_OF_TYPE + 1
        self.assertEqual(program(MELA), [["REQ_COUNT", KO_ANY, 1], ["REQ_DISCARD", 1, fire],
                                         ["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD, 1], ["DRAW", 6, 1]])
        self.assertEqual(program(DAWN), [["SEARCH_DECK", 1, k, fx.TO_HAND]
                                         for k in (fx.KIND_BASIC_POKEMON, fx.KIND_STAGE1, fx.KIND_STAGE2)])
        self.assertEqual(program(CASSIOPEIA), [["REQ_COUNT", fx.CNT_OWN_HAND, -2], ["SEARCH_DECK", 2, fx.KIND_ANY, fx.TO_HAND]])

    def test_tools(self):
        self.assertEqual(program(ROCKY_HELMET), [["TOOL", fx.EN_HIT_BACK, 20, 0]])
        self.assertEqual(program(PUNK_HELMET), [["TOOL", fx.EN_HIT_BACK, 40, fx.TC_TYPE + 6]])
        self.assertEqual(program(FUTURE_BOOSTER), [["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.TC_FUTURE],
                                                   ["TOOL", fx.TOOL_DMG_PLUS, 20, fx.TC_FUTURE]])
        self.assertEqual(program(CHOICE_BELT), [["TOOL", fx.TOOL_DMG_PLUS, 30, fx.TC_OTHER_V]])
        self.assertEqual(program(COUNTER_GAIN), [["TOOL", fx.TOOL_COST_LESS, 1, fx.TC_PRIZES_BEHIND]])
        self.assertEqual(program(EXP_SHARE), [["TOOL", fx.TOOL_ENERGY_SAVE, 1, 0]])

    def test_turn_enders_guards_and_top_card_attachments(self):
        self.assertEqual(program(KATY), [["SHUFFLE_HAND_DRAW", 8], ["END_TURN"]])
        self.assertEqual(program(JASMINE), [["TURN_GUARD", 30, 0]])
        self.assertEqual(program(IRON_DEFENDER), [["TURN_GUARD", 30, fx.TC_TYPE + 7]])
        self.assertEqual(program(ELECTRIC_GENERATOR), [
            ["REQ_COUNT", fx.count_code(fx.CNT_OWN_BENCH_TYPE, 3), 1], ["REQ_DECK"],
            ["LOOK_TOP", 5, fx.KIND_BASIC_ENERGY_OF_TYPE + 3, 2 + fx.LT_DEST * fx.LT_TO_BENCH_SAME_TYPE + fx.LT_MAY]])
        self.assertEqual(program(WAITRESS), [["REQ_DECK"], ["LOOK_TOP", 6, fx.KIND_BASIC_ENERGY,
                                                            1 + fx.LT_DEST * fx.LT_TO_ANY_OWN + fx.LT_MAY]])


class TestTurnBoost(unittest.TestCase):
    def test_black_belt_only_against_an_active_ex_before_weakness(self):
        b = board()
        b.attach(0, 0, FIRE)
        b.active(1, MIRAIDON_EX)
        play(b, 0, BLACK_BELT)
        self.assertNotEqual(b.pl(0, L.PL_BOOST), 0)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 80)  # Slash 40 + 40
        b.active(1, TOXEL)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 40)  # not a Pokémon ex: no boost

    def test_premium_power_pro_fighting_only_and_stacks(self):
        b = board()
        b.active(0, RIOLU)
        b.attach(0, 0, FIRE)
        b.active(1, MIRAIDON_EX)  # Weakness: Fighting x2
        play(b, 0, PREMIUM_POWER_PRO)
        play(b, 0, PREMIUM_POWER_PRO)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), (10 + 60) * 2)  # before Weakness
        b.active(0, ZANGOOSE)
        b.attach(0, 0, FIRE)
        b.active(1, TOXEL)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 40)  # a Colorless attacker: no boost

    def test_boost_gone_at_the_next_turn_and_greedy_plays_it_for_a_knock_out(self):
        b = board()
        b.attach(0, 0, FIRE)
        b.active(1, MIRAIDON_EX, damage=160)  # 60 left: Slash 40 is short, 80 Knocks Out
        self.assertGreater(score(b, 0, BLACK_BELT), 0)
        b.active(1, MIRAIDON_EX)
        self.assertEqual(score(b, 0, BLACK_BELT), 0)  # no Knock Out either way
        play(b, 0, BLACK_BELT)
        b.deck(0, *[GRASS] * 5)
        b.turn(5, cur=0)
        b.st.hand[0, :] = 0
        b.st.pl[0, L.PL_HAND_N] = 0
        b.play_turn()
        self.assertEqual(b.pl(0, L.PL_BOOST), 0)


class TestBackToHand(unittest.TestCase):
    def test_penny_basic_and_its_cards_to_the_hand(self):
        b = board()
        b.active(0, KIRLIA, below=(RALTS,))
        self.assertFalse(playable(b, 0, PENNY))  # no Bench
        b.bench(0, 1, KIRLIA, below=(RALTS,))
        self.assertFalse(playable(b, 0, PENNY))  # no Basic Pokémon
        b.bench(0, 2, ZANGOOSE)
        b.attach(0, 2, FIRE)
        play(b, 0, PENNY)
        self.assertIsNone(b.card(0, 2))
        self.assertEqual((b.in_hand(0, ZANGOOSE), b.in_hand(0, FIRE)), (1, 1))

    def test_turo_pokemon_cards_to_the_hand_rest_discarded(self):
        b = board()
        b.active(0, KIRLIA, below=(RALTS,), damage=60)
        b.attach(0, 0, FIRE)
        b.bench(0, 1, TOXEL)
        play(b, 0, TURO)
        self.assertEqual((b.in_hand(0, RALTS), b.in_hand(0, KIRLIA)), (1, 1))
        self.assertEqual((b.in_hand(0, FIRE), b.in_discard(0, FIRE)), (0, 1))
        self.assertEqual(b.card(0, 0), TOXEL)  # the Bench replaced the Active

    def test_cyclone_everything_to_the_hand(self):
        b = board()
        b.active(0, KIRLIA, below=(RALTS,), damage=60)
        b.attach(0, 0, FIRE)
        b.bench(0, 1, TOXEL)
        play(b, 0, CYCLONE)
        self.assertEqual((b.in_hand(0, RALTS), b.in_hand(0, KIRLIA), b.in_hand(0, FIRE)), (1, 1, 1))
        self.assertEqual(b.card(0, 0), TOXEL)


class TestHeals(unittest.TestCase):
    def test_jacinthe_heals_a_psychic_pokemon_only(self):
        b = board()
        b.damage(0, 0, 80)
        self.assertFalse(playable(b, 0, JACINTHE))
        b.bench(0, 1, RALTS, damage=60)
        self.assertGreater(score(b, 0, JACINTHE), 0)
        play(b, 0, JACINTHE)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1)), (80, 0))

    def test_clemont_heals_each_lightning_pokemon(self):
        b = board()
        b.damage(0, 0, 50)
        b.bench(0, 1, TOXEL, damage=60)
        b.bench(0, 2, MIRAIDON_EX, damage=100)
        self.assertGreater(score(b, 0, CLEMONT), 0)
        play(b, 0, CLEMONT)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(0, 2)), (50, 0, 40))

    def test_dragon_elixir_needs_a_damaged_active_dragon(self):
        b = board()
        b.damage(0, 0, 50)
        b.bench(0, 1, DRATINI, damage=50)
        self.assertFalse(playable(b, 0, DRAGON_ELIXIR))
        b.active(0, DRATINI, damage=50)
        play(b, 0, DRAGON_ELIXIR)
        self.assertEqual(b.dmg(0, 0), 0)

    def test_bianca_heals_all_of_one_with_30_hp_or_less_left(self):
        b = board()
        b.damage(0, 0, 50)  # 40 left
        self.assertFalse(playable(b, 0, BIANCA))
        b.damage(0, 0, 70)  # 20 left
        play(b, 0, BIANCA)
        self.assertEqual(b.dmg(0, 0), 0)


class TestSpecialEnergyRemoval(unittest.TestCase):
    def test_hammer_needs_a_special_energy_on_any_opposing_pokemon(self):
        b = board()
        b.attach(1, 0, FIRE)
        self.assertFalse(playable(b, 0, HAMMER))
        b.bench(1, 1, TOXEL)
        b.attach(1, 1, THERAPEUTIC, FIRE)
        play(b, 0, HAMMER)
        self.assertEqual(b.energy_ids(1, 1), [FIRE])
        self.assertEqual(b.energy_ids(1, 0), [FIRE])

    def test_giacomo_one_special_from_each(self):
        b = board()
        b.attach(1, 0, THERAPEUTIC, THERAPEUTIC, FIRE)
        b.bench(1, 1, TOXEL)
        b.attach(1, 1, THERAPEUTIC)
        b.turn(4, cur=0)
        play(b, 0, GIACOMO)
        self.assertEqual(sorted(b.energy_ids(1, 0)), sorted([THERAPEUTIC, FIRE]))
        self.assertEqual(b.energy_ids(1, 1), [])
        self.assertEqual(b.in_discard(1, THERAPEUTIC), 2)


class TestEnergySwitch(unittest.TestCase):
    def test_moves_a_basic_energy_to_the_active_when_it_helps(self):
        b = board()
        b.bench(0, 1, TOXEL)
        self.assertFalse(playable(b, 0, ENERGY_SWITCH))  # no Energy to move
        b.attach(0, 1, FIRE)
        self.assertGreater(score(b, 0, ENERGY_SWITCH), 0)
        play(b, 0, ENERGY_SWITCH)
        self.assertEqual((b.energy_ids(0, 0), b.energy_ids(0, 1)), ([FIRE], []))

    def test_a_board_of_many_energy_cards_stays_inside_the_option_buffer(self):
        """(Energy card, receiver) pairs can outnumber the 64 option rows: 12 Energy cards of
        four kinds on each of 5 Pokémon list 80 distinct moves (240 before copies of a card on
        one Pokémon became one option).  set_option_nb keeps the first 64 and never writes past
        the buffer (such a board crashed the kernel before)."""
        b = board()
        for s in range(1, 5):
            b.bench(0, s, TOXEL)
        kinds = (FIRE, GRASS, LIGHTNING, WATER)
        for s in range(5):
            b.attach(0, s, *[e for e in kinds for _ in range(3)])
        play(b, 0, ENERGY_SWITCH)
        counts = [len(b.energy_ids(0, s)) for s in range(5)]
        self.assertEqual(sum(counts), 60)
        self.assertEqual(sorted(counts), [11, 12, 12, 12, 13])


class TestAntiqueFossil(unittest.TestCase):
    def test_a_basic_that_gives_a_prize(self):
        b = board()
        k = b.k(0, HELIX_FOSSIL)
        self.assertEqual(int(b.ct.hp[0, k]), 60)
        self.assertEqual(int(b.ct.cflags[0, k]) & CF_NO_PRIZE, 0)
        self.assertNotEqual(int(b.ct.cflags[0, k]) & CF_RULE_DISCARD, 0)
        play(b, 0, HELIX_FOSSIL)
        self.assertEqual(b.card(0, 1), HELIX_FOSSIL)
        b.damage(0, 1, 60)
        b.turn(4, cur=1)
        b.resolve_kos()
        self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), 5)


class TestFirstTurn(unittest.TestCase):
    def test_carmine_and_proton_on_the_first_players_first_turn(self):
        b = board()
        b.turn(1, cur=0, first=0)
        b.deck(0, *[GRASS] * 8)
        self.assertFalse(playable(b, 0, ARVEN))
        self.assertTrue(playable(b, 0, PROTON))
        play(b, 0, CARMINE)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 5)
        self.assertEqual(b.in_discard(0, ARVEN) + b.in_discard(0, PROTON), 2)


class TestKnockedOutLastTurn(unittest.TestCase):
    def test_unfair_stamp_after_a_knock_out_in_the_opponents_turn(self):
        b = board()
        b.bench(0, 1, TOXEL)
        b.bench(0, 2, RALTS)
        b.deck(0, *[GRASS] * 10)
        b.deck(1, *[GRASS] * 10)
        b.hand(1, *[FIRE] * 6)
        self.assertFalse(playable(b, 0, UNFAIR_STAMP))
        b.damage(0, 2, 70)
        b.turn(3, cur=0)  # a Knock Out in one's own turn does not count
        b.resolve_kos()
        b.turn(4, cur=0)
        self.assertFalse(playable(b, 0, UNFAIR_STAMP))
        b.damage(0, 1, 70)  # no attack needed: any Knock Out during the opponent's turn
        b.turn(4, cur=1)
        b.resolve_kos()
        b.turn(5, cur=0)
        play(b, 0, UNFAIR_STAMP)
        self.assertEqual((b.pl(0, L.PL_HAND_N), b.pl(1, L.PL_HAND_N)), (5, 2))
        b.turn(7, cur=0)
        self.assertFalse(playable(b, 0, UNFAIR_STAMP))  # only the opponent's last turn


class TestSearchByName(unittest.TestCase):
    def test_transceiver_finds_a_team_rocket_supporter(self):
        b = board()
        b.deck(0, PROTON, ARVEN, ARVEN)
        play(b, 0, TRANSCEIVER)
        self.assertEqual((b.in_hand(0, PROTON), b.in_hand(0, ARVEN)), (1, 0))


def tool(b: Board, p: int, s: int, card: str):
    b.st.slot[p, s, L.S_TOOL_K] = b.k(p, card)
    b.st.slot[p, s, L.S_TOOL_N] = 1


class TestTools(unittest.TestCase):
    def test_rocky_helmet_counters_on_the_attacker(self):
        b = board()
        b.attach(0, 0, FIRE)
        tool(b, 1, 0, ROCKY_HELMET)
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.dmg(0, 0)), (40, 20))

    def test_punk_helmet_only_on_a_darkness_pokemon(self):
        b = board()
        b.attach(0, 0, FIRE)
        tool(b, 1, 0, PUNK_HELMET)
        b.attack(0, 0)
        self.assertEqual(b.dmg(0, 0), 0)  # Zangoose is Colorless
        b.active(1, CROAGUNK)
        tool(b, 1, 0, PUNK_HELMET)
        b.attack(0, 0)
        self.assertEqual(b.dmg(0, 0), 40)

    def test_future_booster_no_retreat_and_more_damage_for_future_only(self):
        b = board()
        b.active(0, IRON_MOTH)
        b.attach(0, 0, FIRE, FIRE, FIRE)
        b.active(1, MIRAIDON_EX)
        tool(b, 0, 0, FUTURE_BOOSTER)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 140)
        from ptcgsim.kernel.predicates import retreat_cost_nb
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 0)
        b.active(0, ZANGOOSE)
        tool(b, 0, 0, FUTURE_BOOSTER)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 1)  # not a Future Pokémon

    def test_counter_gain_only_when_behind(self):
        b = board()
        tool(b, 0, 0, COUNTER_GAIN)
        from tests.kernel_harness import A_ATTACK
        self.assertEqual(b.legal_kinds(0, A_ATTACK), [])  # Slash costs C, no Energy, prizes even
        b.set_prizes(1, 4)
        self.assertEqual(len(b.legal_kinds(0, A_ATTACK)), 1)


class TestBatchThree(unittest.TestCase):
    def test_exp_share_keeps_a_basic_energy_of_the_knocked_out_active(self):
        b = board()
        b.attach(0, 0, FIRE, THERAPEUTIC)
        b.bench(0, 1, TOXEL)
        tool(b, 0, 1, EXP_SHARE)
        b.damage(0, 0, 90)
        b.turn(4, cur=1)
        b.st.pl[0, L.PL_KO_BY_ATTACK_TURN] = 4  # brought to its HP by an attack this turn
        b.resolve_kos()
        self.assertEqual(b.card(0, 0), TOXEL)  # promoted, with the basic Energy card it took
        self.assertEqual(b.energy_ids(0, 0), [FIRE])
        self.assertEqual(b.in_discard(0, THERAPEUTIC), 1)  # the Special Energy stays with the Knocked Out one

    def test_katy_ends_the_turn(self):
        b = board()
        b.deck(0, *[GRASS] * 10)
        play(b, 0, KATY)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 8)
        self.assertGreater(int(b.st.g[L.G_ACTIONS]), 1000)
        g = board()
        g.deck(0, *[GRASS] * 20)
        self.assertGreater(score(g, 0, KATY), 0)  # nothing to attack with: a fresh hand of 8
        g.attach(0, 0, FIRE)
        self.assertLessEqual(score(g, 0, KATY), 0)  # an attack ready: not worth the turn

    def test_jasmine_less_damage_to_each_of_yours_until_the_next_turn(self):
        b = board()
        b.bench(0, 1, TOXEL)
        play(b, 0, JASMINE)
        b.turn(4, cur=1)
        b.attach(1, 0, FIRE)
        b.attack(1, 0)
        self.assertEqual(b.dmg(0, 0), 10)  # Slash 40 - 30
        b.active(1, RIOLU)
        b.attach(1, 0, FIRE)
        b.attack(1, 0)
        self.assertEqual(b.dmg(0, 0), 10 + 0)  # Jab 10 x2 (Weakness) = 20, - 30: none
        b.turn(5, cur=0)
        b.deck(0, *[GRASS] * 5)
        b.st.hand[0, :] = 0
        b.st.pl[0, L.PL_HAND_N] = 0
        b.play_turn()
        self.assertEqual(b.pl(0, L.PL_BOOST), 0)  # gone when its owner's turn starts

    def test_iron_defender_metal_only(self):
        b = board()
        play(b, 0, IRON_DEFENDER)
        b.turn(4, cur=1)
        b.attach(1, 0, FIRE)
        b.attack(1, 0)
        self.assertEqual(b.dmg(0, 0), 40)  # Zangoose is Colorless

    def test_electric_generator_attaches_to_benched_lightning_pokemon(self):
        b = board()
        b.deck(0, GRASS, LIGHTNING, LIGHTNING, LIGHTNING)
        self.assertFalse(playable(b, 0, ELECTRIC_GENERATOR))  # no Benched Lightning Pokémon
        b.bench(0, 1, TOXEL)
        b.bench(0, 2, RALTS)
        self.assertGreater(score(b, 0, ELECTRIC_GENERATOR), 0)
        play(b, 0, ELECTRIC_GENERATOR)
        self.assertEqual(b.energy_ids(0, 1), [LIGHTNING, LIGHTNING])
        self.assertEqual((b.energy_ids(0, 0), b.energy_ids(0, 2)), ([], []))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_waitress_attaches_one_basic_energy(self):
        b = board()
        b.deck(0, GRASS, ARVEN, ARVEN)
        play(b, 0, WAITRESS)
        self.assertEqual(b.n_energy(0, 0), 1)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)


class TestSearchesAndHand(unittest.TestCase):
    def test_dawn_one_of_each_stage(self):
        b = board()
        b.deck(0, KIRLIA, RALTS, TOXEL, GRASS)
        play(b, 0, DAWN)
        self.assertEqual((b.in_hand(0, KIRLIA), b.in_hand(0, RALTS) + b.in_hand(0, TOXEL)), (1, 1))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_cassiopeia_only_as_the_last_card(self):
        b = board()
        b.deck(0, GRASS, GRASS, ARVEN)
        b.hand(0, FIRE)
        self.assertFalse(playable(b, 0, CASSIOPEIA))
        b.st.hand[0, b.k(0, FIRE)] = 0
        b.st.pl[0, L.PL_HAND_N] -= 1
        play(b, 0, CASSIOPEIA)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 2)


if __name__ == "__main__":
    unittest.main()

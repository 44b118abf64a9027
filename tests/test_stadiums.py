"""Stadiums on scripted boards: one in play (a new one replaces it, one a turn, never one of
the same name), the effects of its STADIUM rows on every Pokémon in play, both players',
its "once during each player's turn" action, and greedy's use of them.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id; the
shapes test first checks that each Stadium's program is the one the boards rely on).  No
card text lives here.
"""

from __future__ import annotations

import unittest

import numpy as np

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_POWER, A_STADIUM, A_TRAINER
from ptcgsim.kernel.effects import condition_immune_nb
from ptcgsim.kernel.invariants import V_NAMES, check_invariants_nb
from ptcgsim.kernel.knockout import energy_upkeep_nb
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from ptcgsim.kernel.predicates import can_evolve_nb, can_use_power_nb, retreat_cost_nb, slot_hp_nb
from ptcgsim.sim import Prepared
from tests.kernel_harness import ASLEEP, EV_STADIUM, POISONED, Board

# Pokémon (printed facts the boards rely on are in test_pokemon)
ZANGOOSE = "sv1-146"  # Basic Colorless, 90 HP, retreat 1, [C] 40, Weakness Fighting
TOXEL = "sv1-71"  # Basic Lightning, 70 HP, retreat 2, [CC] 20
SILICOBRA = "sv1-119"  # Basic Fighting, 80 HP, retreat 2, [CF] 30
SHROOMISH, BRELOOM = "sv1-3", "sv1-4"  # Breloom: Stage 1, [G] 60
PAWMOT = "sv1-76"  # Stage 2, 130 HP
BUIZEL = "sv1-46"  # Basic Water, Weakness Lightning x2
VAROOM = "sv1-141"  # Basic Metal, 80 HP
CROAGUNK = "sv1-130"  # Basic Darkness
DROWZEE = "sv1-82"  # Basic Psychic, 70 HP, Resistance Fighting -30
KANGASKHAN = "me1-104"  # Mega Kangaskhan ex: Basic Colorless, an activated Ability (draw 2)
FIGHT, FIRE, GRASS, LIGHTNING, PSYCHIC, DCE = "base1-97", "base1-98", "base1-99", "base1-100", "base1-101", "base1-96"
HERO_CAPE = "sv5-152"  # Tool: +100 HP
# Stadiums
LIVELY = "sv8-180"  # Basic +30 HP
GRAVITY = "sv8-177"  # Stage 2 -30 HP
PRACTICE = "sv2-186"  # Stage 1 attacks +10
FULL_METAL = "sv5-148"  # Metal takes 30 less
BEACH = "sv1-167"  # Basic retreat 1 less
WASTELAND = "sv2-175"  # Basic non-Fighting retreat 1 more
JAMMING = "sv6-153"  # Tools have no effect
WATCHTOWER = "sv10-180"  # Colorless Pokémon have no Abilities
PERILOUS = "sv5-156"  # Poisoned non-Darkness: 2 more counters
FESTIVAL = "sv6-149"  # with Energy: no Special Conditions
GLACIA = "ex16-76"  # Water (not ex): no Weakness
MAGNETIC = "ex5-91"  # Psychic and Fighting attacks ignore Resistance
ARTAZON, ARTAZON2 = "sv2-171", "sv3-229"  # action: a Basic without a Rule Box onto the Bench
CYCLING = "sv3pt5-157"  # action: discard a basic Energy card to draw a card
ACADEMY = "sv6pt5-54"  # action: a card from the hand on top of the deck
FOREST = "me1-117"  # Grass into Grass the turn it came into play


def program(card_id: str) -> list:
    return load_db().get(card_id).effects


def play(b: Board, p: int, card: str):
    b.hand(p, card)
    b.apply(p, A_TRAINER, b.k(p, card), 0)


def stadium(b: Board) -> tuple[int, str | None]:
    sp, sk = int(b.st.g[L.G_STADIUM_P]), int(b.st.g[L.G_STADIUM_K])
    return sp, (None if sk < 0 else b.tables.cards[sp][sk].id)


ALL = [LIVELY, GRAVITY, PRACTICE, FULL_METAL, BEACH, WASTELAND, JAMMING, WATCHTOWER, PERILOUS, FESTIVAL, GLACIA,
       MAGNETIC, ARTAZON, ARTAZON2, CYCLING, ACADEMY, FOREST]
MONS = [ZANGOOSE, TOXEL, SILICOBRA, SHROOMISH, BRELOOM, PAWMOT, BUIZEL, VAROOM, CROAGUNK, DROWZEE, KANGASKHAN]


def board(rules: str = "modern") -> Board:
    return Board(MONS + [FIGHT, FIRE, GRASS, LIGHTNING, PSYCHIC, DCE, HERO_CAPE] + ALL,
                 MONS + [FIGHT, FIRE, GRASS, LIGHTNING, DCE] + ALL, rules=rules)


class TestShapes(unittest.TestCase):
    def test_programs(self):
        S, SH = "STADIUM", fx.TC_SHIFT
        self.assertEqual(program(LIVELY), [[S, fx.TOOL_HP, 30, fx.TC_BASIC]])
        self.assertEqual(program(GRAVITY), [[S, fx.TOOL_HP, -30, fx.TC_STAGE2]])
        self.assertEqual(program(PRACTICE), [[S, fx.TOOL_DMG_PLUS, 10, fx.TC_STAGE1]])
        self.assertEqual(program(FULL_METAL), [[S, fx.TOOL_REDUCE, 30, fx.TC_TYPE + 7]])
        self.assertEqual(program(BEACH), [[S, fx.TOOL_RETREAT_LESS, 1, fx.TC_BASIC]])
        self.assertEqual(program(WASTELAND), [[S, fx.TOOL_RETREAT_LESS, -1, fx.TC_BASIC + SH * (fx.TC_NOT_TYPE + 5)]])
        self.assertEqual(program(JAMMING), [[S, fx.ST_NO_TOOLS, 1, 0]])
        self.assertEqual(program(WATCHTOWER), [[S, fx.ST_NO_POWERS, 2, fx.TC_TYPE + 10]])
        self.assertEqual(program(PERILOUS), [[S, fx.ST_POISON_MORE, 20, fx.TC_NOT_TYPE + 6]])
        self.assertEqual(program(FESTIVAL), [[S, fx.EN_NO_STATUS, 2, fx.TC_HAS_ENERGY]])
        self.assertEqual(program(GLACIA), [[S, fx.TOOL_NO_WEAKNESS, 1, fx.TC_TYPE + 2 + SH * fx.TC_NOT_EX]])
        self.assertEqual(program(MAGNETIC), [[S, fx.ST_NO_RESISTANCE, 1, fx.TC_TYPE + 4],
                                             [S, fx.ST_NO_RESISTANCE, 1, fx.TC_TYPE + 5]])
        self.assertEqual(program(ARTAZON)[:2], [[S, fx.ST_ACTION, 2, 0], ["REQ_BENCH_SPACE", fx.SELF]])
        self.assertEqual(program(FOREST), [[S, fx.ST_EVOLVE_FRESH, 1, fx.TC_TYPE + 0]])
        self.assertEqual(program(ACADEMY), [[S, fx.ST_ACTION, 2, 0], ["REQ_HAND_KIND", 1, fx.KIND_ANY],
                                            ["HAND_TO_DECK", 1, 2]])
        self.assertEqual(program(CYCLING), [[S, fx.ST_ACTION, 3, 0], ["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY],
                                            ["DISCARD_HAND", 1, fx.KIND_BASIC_ENERGY], ["DRAW", 1]])

    def test_pokemon(self):
        db = load_db()
        z, s, br, pw, d = (db.get(i) for i in (ZANGOOSE, SILICOBRA, BRELOOM, PAWMOT, DROWZEE))
        self.assertEqual((z.hp, z.retreat, z.attacks[0].damage, z.types), (90, 1, 40, ["Colorless"]))
        self.assertEqual((s.types, s.retreat, s.attacks[0].damage), (["Fighting"], 2, 30))
        self.assertEqual((br.stage, br.attacks[0].damage), ("stage1", 60))
        self.assertEqual((pw.stage, pw.hp), ("stage2", 130))
        self.assertEqual((d.types, d.resistances[0].type, d.resistances[0].value), (["Psychic"], "Fighting", 30))
        self.assertEqual(db.get(BUIZEL).weaknesses[0].type, "Lightning")
        self.assertEqual(db.get(KANGASKHAN).powers[0].effects[0][0], "POWER_ACTIVATED")


class TestPlay(unittest.TestCase):
    def test_one_in_play_the_new_one_replaces_it(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        play(b, 0, LIVELY)
        self.assertEqual(stadium(b), (0, LIVELY))
        self.assertEqual(b.in_hand(0, LIVELY), 0)
        self.assertEqual(b.in_discard(0, LIVELY), 0)  # in play, not discarded
        b.turn(4, cur=1)
        play(b, 1, BEACH)
        self.assertEqual(stadium(b), (1, BEACH))
        self.assertEqual(b.in_discard(0, LIVELY), 1)  # to its owner's discard pile
        b.st.pl[0, L.PL_TOTAL] = 8  # 6 prizes, Zangoose, and Lively now in the discard pile
        b.st.pl[1, L.PL_TOTAL] = 8  # 6 prizes, Toxel, and Beach Court in play: it counts
        b.st.g[L.G_PRIZES] = 6
        self.assertEqual(V_NAMES[check_invariants_nb(b.st, b.ct)], "ok")

    def test_one_a_turn_and_never_the_same_name(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        play(b, 0, ARTAZON)
        b.hand(0, LIVELY)
        self.assertEqual([a for a in b.legal_kinds(0, A_TRAINER) if a[1] == b.k(0, LIVELY)], [])  # one a turn
        b.turn(4, cur=1)
        b.hand(1, ARTAZON2)  # another print of the same name
        self.assertEqual([a for a in b.legal_kinds(1, A_TRAINER) if a[1] == b.k(1, ARTAZON2)], [])
        b.hand(1, LIVELY)
        self.assertEqual(len([a for a in b.legal_kinds(1, A_TRAINER) if a[1] == b.k(1, LIVELY)]), 1)


class TestEffects(unittest.TestCase):
    def test_hp_for_both_players(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.bench(0, 1, BRELOOM, below=(SHROOMISH,))
        b.active(1, TOXEL)
        play(b, 0, LIVELY)
        self.assertEqual(int(slot_hp_nb(b.st, b.ct, 0, 0)), 120)
        self.assertEqual(int(slot_hp_nb(b.st, b.ct, 1, 0)), 100)  # the opponent's Basic too
        self.assertEqual(int(slot_hp_nb(b.st, b.ct, 0, 1)), load_db().get(BRELOOM).hp)  # a Stage 1: no change
        b.damage(1, 0, 90)
        b.resolve_kos()
        self.assertEqual(b.card(1, 0), TOXEL)  # 90 on 70 + 30

    def test_less_hp_knocks_out_when_it_comes_into_play(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.bench(0, 1, TOXEL)
        b.active(1, TOXEL)
        b.bench(1, 1, PAWMOT, below=(TOXEL, TOXEL), damage=100)
        play(b, 0, GRAVITY)
        self.assertEqual(int(slot_hp_nb(b.st, b.ct, 1, 1)), 100)
        b.resolve_kos()
        self.assertIsNone(b.card(1, 1))
        self.assertEqual(b.pl(0, L.PL_PRIZES_LEFT), 5)

    def test_retreat_cost_less_and_more(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, SILICOBRA)
        play(b, 0, BEACH)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 0)  # 1 - 1
        b.turn(4, cur=1)
        play(b, 1, WASTELAND)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 2)  # a Basic Colorless: 1 + 1
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 1)), 2)  # a Fighting one: unchanged

    def attack(self, attacker, defender, energy, stad, rules="modern", taker=None):
        b = board(rules)
        b.active(0, attacker, below=taker or ())
        for e in energy:
            b.attach(0, 0, e)
        b.active(1, defender)
        if stad:
            play(b, 0, stad)
        b.attack(0, 0)
        return b.dmg(1)

    def test_more_damage_from_stage_1_attackers(self):
        self.assertEqual(self.attack(BRELOOM, ZANGOOSE, [GRASS], PRACTICE, taker=(SHROOMISH,)), 70)
        self.assertEqual(self.attack(BRELOOM, ZANGOOSE, [GRASS], None, taker=(SHROOMISH,)), 60)
        self.assertEqual(self.attack(ZANGOOSE, TOXEL, [DCE], PRACTICE), 40)  # a Basic: none

    def test_less_damage_to_metal_pokemon(self):
        self.assertEqual(self.attack(ZANGOOSE, VAROOM, [DCE], FULL_METAL), 10)
        self.assertEqual(self.attack(ZANGOOSE, TOXEL, [DCE], FULL_METAL), 40)

    def test_no_weakness(self):
        self.assertEqual(self.attack(TOXEL, BUIZEL, [DCE], None, "ex"), 40)  # Weakness x2
        self.assertEqual(self.attack(TOXEL, BUIZEL, [DCE], GLACIA, "ex"), 20)

    def test_resistance_ignored(self):
        self.assertEqual(self.attack(SILICOBRA, DROWZEE, [FIGHT, FIGHT], None), 0)  # 30 - 30
        self.assertEqual(self.attack(SILICOBRA, DROWZEE, [FIGHT, FIGHT], MAGNETIC), 30)

    def test_tools_have_no_effect(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        play(b, 0, HERO_CAPE)
        self.assertEqual(int(slot_hp_nb(b.st, b.ct, 0, 0)), 190)
        b.turn(4, cur=1)
        play(b, 1, JAMMING)
        self.assertEqual(int(slot_hp_nb(b.st, b.ct, 0, 0)), 90)

    def test_no_abilities(self):
        b = board()
        b.active(0, KANGASKHAN)
        b.active(1, TOXEL)
        b.deck(0, FIRE, FIRE, FIRE)
        self.assertTrue(can_use_power_nb(b.st, b.ct, b.R, 0, 0))
        b.turn(4, cur=1)
        play(b, 1, WATCHTOWER)
        b.turn(5, cur=0)
        self.assertFalse(can_use_power_nb(b.st, b.ct, b.R, 0, 0))
        self.assertEqual(b.legal_kinds(0, A_POWER), [])

    def test_more_poison_on_non_darkness(self):
        for mon, taken in ((ZANGOOSE, 30), (CROAGUNK, 10)):
            b = board()
            b.active(0, ZANGOOSE)
            b.active(1, mon)
            play(b, 0, PERILOUS)
            b.cond(1, POISONED, 10)
            b.checkup()
            self.assertEqual(b.dmg(1), taken, mon)

    def test_no_conditions_with_energy_attached(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        b.attach(1, 0, FIRE)
        b.cond(1, ASLEEP)
        b.cond(1, POISONED, 10)
        play(b, 0, FESTIVAL)
        energy_upkeep_nb(b.st, b.ct, -1)  # after every action: it recovers
        self.assertEqual((b.pl(1, L.PL_STATUS), b.pl(1, L.PL_POISON)), (0, 0))
        self.assertTrue(condition_immune_nb(b.st, b.ct, 1, POISONED))
        self.assertFalse(condition_immune_nb(b.st, b.ct, 0, POISONED))  # no Energy on it


    def test_evolve_the_turn_it_came_into_play(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.bench(0, 1, SHROOMISH, played_turn=3)  # benched this turn
        b.active(1, TOXEL)
        b.hand(0, BRELOOM)
        k = b.k(0, BRELOOM)
        self.assertFalse(can_evolve_nb(b.st, b.ct, b.R, 0, k, 1))
        play(b, 0, FOREST)
        self.assertTrue(can_evolve_nb(b.st, b.ct, b.R, 0, k, 1))  # Grass into Grass
        b.own_turns(0, 1)
        self.assertFalse(can_evolve_nb(b.st, b.ct, b.R, 0, k, 1))  # never on the player's first turn


class TestAction(unittest.TestCase):
    def artazon_board(self) -> Board:
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        b.deck(0, FIRE, TOXEL, KANGASKHAN, FIRE)
        b.deck(1, FIRE, SILICOBRA, FIRE)
        play(b, 0, ARTAZON)
        return b

    def test_once_during_each_players_turn(self):
        b = self.artazon_board()
        self.assertEqual(b.legal_kinds(0, A_STADIUM), [(A_STADIUM, 0, 0)])
        b.apply(0, A_STADIUM)
        self.assertEqual(b.card(0, 1), TOXEL)  # a Basic without a Rule Box (not the Pokémon ex)
        self.assertEqual(b.legal_kinds(0, A_STADIUM), [])  # once this turn
        self.assertEqual([e[4] for e in b.events(EV_STADIUM)], [0, 1])  # played, then used
        b.turn(4, cur=1)
        self.assertEqual(len(b.legal_kinds(1, A_STADIUM)), 1)  # the opponent's own turn
        b.apply(1, A_STADIUM)
        self.assertEqual(b.card(1, 1), SILICOBRA)
        self.assertEqual(b.legal_kinds(1, A_STADIUM), [])
        play(b, 1, LIVELY)  # a Stadium without an action
        self.assertEqual(b.legal_kinds(1, A_STADIUM), [])

    def test_its_requirements(self):
        b = self.artazon_board()
        for s in range(1, 6):
            b.bench(0, s, SILICOBRA)
        self.assertEqual(b.legal_kinds(0, A_STADIUM), [])  # no room on the Bench

    def test_discard_to_draw(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        b.deck(0, GRASS, TOXEL)
        play(b, 0, CYCLING)
        self.assertEqual(b.legal_kinds(0, A_STADIUM), [])  # no basic Energy card in the hand
        b.hand(0, FIRE)
        b.apply(0, A_STADIUM)
        self.assertEqual((b.in_discard(0, FIRE), b.in_hand(0, TOXEL), b.pl(0, L.PL_HAND_N)), (1, 1, 1))

    def test_a_card_on_top_of_the_deck(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        b.deck(0, GRASS, TOXEL)
        play(b, 0, ACADEMY)
        self.assertEqual(b.legal_kinds(0, A_STADIUM), [])  # an empty hand
        b.hand(0, FIRE)
        b.apply(0, A_STADIUM)
        top = int(b.st.deck[0, b.pl(0, L.PL_DECK_N) - 1])
        self.assertEqual((b.pl(0, L.PL_HAND_N), b.pl(0, L.PL_DECK_N), top), (0, 3, b.k(0, FIRE)))
        self.assertEqual(int(b.st.deck[0, 1]), b.k(0, TOXEL))  # no shuffle

    def test_a_new_stadium_is_fresh(self):
        b = self.artazon_board()
        b.apply(0, A_STADIUM)
        b.turn(4, cur=1)
        b.hand(1, CYCLING, FIRE)
        play(b, 1, CYCLING)
        self.assertEqual(len(b.legal_kinds(1, A_STADIUM)), 1)


class TestGreedy(unittest.TestCase):
    def plan(self, b: Board, p: int = 0):
        greedy_plan_nb(b.st, b.ct, b.R, p, b.units)
        return tuple(int(x) for x in b.st.acts[0])

    def test_plays_one_that_helps_its_board_more(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.bench(0, 1, TOXEL)
        b.active(1, BRELOOM, below=(SHROOMISH,))
        b.hand(0, LIVELY)
        self.assertEqual(self.plan(b)[:2], (A_TRAINER, b.k(0, LIVELY)))

    def test_keeps_one_that_helps_the_opponent_more(self):
        b = board()
        b.active(0, BRELOOM, below=(SHROOMISH,))
        b.active(1, ZANGOOSE)
        b.bench(1, 1, TOXEL)
        b.hand(0, LIVELY)
        self.assertNotEqual(self.plan(b)[:2], (A_TRAINER, b.k(0, LIVELY)))

    def test_removes_a_harmful_stadium(self):
        b = board()
        b.active(0, PAWMOT, below=(TOXEL, TOXEL), damage=50)
        b.active(1, ZANGOOSE)
        b.turn(2, cur=1)
        play(b, 1, GRAVITY)  # the opponent's: 30 less HP on p's Stage 2
        b.turn(3, cur=0)
        b.hand(0, BEACH)  # helps both Basics alike: only the removal counts
        self.assertEqual(self.plan(b)[:2], (A_TRAINER, b.k(0, BEACH)))

    def test_uses_the_action(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        b.deck(0, FIRE, TOXEL, FIRE, FIRE, FIRE, FIRE, FIRE, FIRE, FIRE, FIRE, FIRE, FIRE)
        play(b, 0, ARTAZON)
        self.assertEqual(self.plan(b)[0], A_STADIUM)


def test_random_and_greedy_games_with_stadiums_keep_every_invariant():
    for decks, rules in ((("decklists/sv_charizard_pidgeot.txt", "decklists/sv_miraidon.txt"), "modern"),
                         (("decklists/ex_mewtric.txt", "decklists/ex_magma_overlord.txt"), "ex")):
        for players, n in ((("random", "random"), 800), (("greedy", "greedy"), 150)):
            prep = Prepared(*decks, rules, players, "standard", True, 200)
            _rec, bad = prep.run_checked(seed=5, first_game=0, n=n)
            broken = {V_NAMES[c]: int((bad == c).sum()) for c in np.unique(bad) if c}
            assert not broken, (decks, players, broken)

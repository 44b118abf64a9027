"""Pokémon Tools on scripted boards: one per Pokémon, attached until their Pokémon leaves
play (or their own text discards them), the effects of the TOOL rows, and greedy's pick of
the Pokémon that gets one.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id; the
shapes test first checks that each Tool's program is the one the boards rely on).  No card
text lives here.
"""

from __future__ import annotations

import unittest

import numpy as np

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_RETREAT, A_TRAINER
from ptcgsim.kernel.invariants import V_NAMES, check_invariants_nb
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from ptcgsim.kernel.predicates import retreat_cost_nb, slot_hp_nb
from ptcgsim.kernel.steps import end_turn_cleanup_nb
from ptcgsim.kernel.zones import count_cards_nb
from ptcgsim.sim import Prepared
from tests.kernel_harness import A_EVOLVE, Board

# Pokémon (Scarlet & Violet base set): printed facts the boards rely on are in test_pokemon
ZANGOOSE = "sv1-146"  # Basic Colorless, 90 HP, retreat 1, [C] 40, Weakness Fighting
TOXEL = "sv1-71"  # Basic Lightning, 70 HP, retreat 2, [CC] 20
SILICOBRA = "sv1-119"  # Basic Fighting, 80 HP, retreat 2, [CF] 30
CHARCADET = "sv1-40"  # Basic Fire, 70 HP, [CFF] 60
SHROOMISH, BRELOOM = "sv1-3", "sv1-4"  # Breloom: Stage 1, [G] 60
FIGHT, FIRE, GRASS, DCE = "base1-97", "base1-98", "base1-99", "base1-96"
# Tools
VITALITY = "sv1-197"  # +10 to the opponent's Active
HERO_CAPE = "sv5-152"  # +100 HP
AIR_BALLOON = "me1-166"  # Retreat Cost 2 less
ROCK_CHEST = "sv1-192"  # a Fighting holder takes 30 less
OCCA = "sv7-140"  # 60 less from a Fire attacker, then discarded
GOGGLES = "sv3pt5-164"  # a Basic holder has no Weakness
MAX_BELT = "sv5-154"  # +50 to an opponent's Active Pokémon ex
STRENGTH_CHARM = "ex8-92"  # EX: +10, discarded at the end of the turn its Pokémon attacks
BUFFER_PIECE = "ex3-83"  # EX: 20 less, discarded at the end of the opponent's turn after it was played
BALLOON_BERRY = "ex8-84"  # EX: no Retreat Cost, discarded when its Pokémon retreats


def program(card_id: str) -> list:
    return load_db().get(card_id).effects


def tool_card(b: Board, p: int, s: int) -> str | None:
    k = int(b.st.slot[p, s, L.S_TOOL_K])
    return None if k < 0 else b.tables.cards[p][k].id


def play_tool(b: Board, p: int, tool: str, slot_pick: int | None = None):
    """Play Tool card `tool` from p's hand; slot_pick: the scripted answer (option index)."""
    if slot_pick is not None:
        b.script(p, slot_pick)
    b.hand(p, tool)
    b.apply(p, A_TRAINER, b.k(p, tool), 0)


def tool_actions(b: Board, p: int, tool: str) -> list:
    return [a for a in b.legal_kinds(p, A_TRAINER) if a[1] == b.k(p, tool)]


class TestShapes(unittest.TestCase):
    def test_programs(self):
        T = "TOOL"
        self.assertEqual(program(VITALITY), [[T, fx.TOOL_DMG_PLUS, 10, 0]])
        self.assertEqual(program(HERO_CAPE), [[T, fx.TOOL_HP, 100, 0]])
        self.assertEqual(program(AIR_BALLOON), [[T, fx.TOOL_RETREAT_LESS, 2, 0]])
        self.assertEqual(program(ROCK_CHEST), [[T, fx.TOOL_REDUCE, 30, fx.TC_TYPE + 5]])
        self.assertEqual(program(OCCA), [[T, fx.TOOL_REDUCE, 60, fx.TC_OTHER_TYPE + 1],
                                         [T, fx.TOOL_DISCARD, fx.TD_AFTER_REDUCE, 0]])
        self.assertEqual(program(GOGGLES), [[T, fx.TOOL_NO_WEAKNESS, 1, fx.TC_BASIC]])
        self.assertEqual(program(MAX_BELT), [[T, fx.TOOL_DMG_PLUS, 50, fx.TC_OTHER_EX]])
        self.assertEqual(program(STRENGTH_CHARM), [[T, fx.TOOL_DMG_PLUS, 10, 0],
                                                   [T, fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK, 0]])
        self.assertEqual(program(BUFFER_PIECE), [[T, fx.TOOL_REDUCE, 20, 0],
                                                 [T, fx.TOOL_DISCARD, fx.TD_OPP_TURN_AFTER, 0]])
        self.assertEqual(program(BALLOON_BERRY), [[T, fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, 0],
                                                  [T, fx.TOOL_DISCARD, fx.TD_ON_RETREAT, 0]])

    def test_pokemon(self):
        db = load_db()
        z, t, s, c, br = (db.get(i) for i in (ZANGOOSE, TOXEL, SILICOBRA, CHARCADET, BRELOOM))
        self.assertEqual((z.hp, z.retreat, z.attacks[0].damage, z.types), (90, 1, 40, ["Colorless"]))
        self.assertEqual((t.hp, t.retreat, t.types), (70, 2, ["Lightning"]))
        self.assertEqual((s.types, s.retreat), (["Fighting"], 2))
        self.assertEqual((c.types, c.attacks[0].damage), (["Fire"], 60))
        self.assertEqual((br.stage, br.evolves_from), ("stage1", "Shroomish"))
        for card in (z, t, s, c, br):
            self.assertTrue(all(a.implemented and a.effects in ([], [["DAMAGE"]]) for a in card.attacks), card.id)


ALL_TOOLS = [VITALITY, HERO_CAPE, AIR_BALLOON, ROCK_CHEST, OCCA, GOGGLES, MAX_BELT, STRENGTH_CHARM, BUFFER_PIECE,
             BALLOON_BERRY]


def board(rules: str = "modern") -> Board:
    b = Board([ZANGOOSE, TOXEL, SILICOBRA, SHROOMISH, BRELOOM, FIGHT, GRASS, DCE] + ALL_TOOLS,
              [ZANGOOSE, TOXEL, CHARCADET, SILICOBRA, FIGHT, FIRE, DCE], rules=rules)
    return b


class TestRules(unittest.TestCase):
    def test_one_tool_per_pokemon(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        b.hand(0, VITALITY)
        self.assertEqual(len(tool_actions(b, 0, VITALITY)), 1)
        play_tool(b, 0, HERO_CAPE)
        self.assertEqual(tool_card(b, 0, 0), HERO_CAPE)
        self.assertEqual(tool_actions(b, 0, VITALITY), [])  # the only Pokémon has a Tool
        b.bench(0, 1, TOXEL)
        self.assertEqual(len(tool_actions(b, 0, VITALITY)), 1)
        b.apply(0, A_TRAINER, b.k(0, VITALITY), 0)
        self.assertEqual((tool_card(b, 0, 0), tool_card(b, 0, 1)), (HERO_CAPE, VITALITY))
        self.assertEqual(b.in_hand(0, VITALITY), 0)
        self.assertEqual(b.in_discard(0, VITALITY), 0)

    def test_a_scripted_seat_picks_the_pokemon(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.bench(0, 1, TOXEL)
        b.bench(0, 2, SILICOBRA)
        b.active(1, TOXEL)
        play_tool(b, 0, VITALITY, slot_pick=2)  # options: slots 0, 1, 2
        self.assertEqual([tool_card(b, 0, s) for s in range(3)], [None, None, VITALITY])

    def test_knocked_out_with_its_pokemon_to_the_owners_discard_pile(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.bench(0, 1, TOXEL)
        b.active(1, TOXEL)
        play_tool(b, 0, HERO_CAPE)
        before = int(count_cards_nb(b.st, 0))
        b.damage(0, 0, 200)
        b.resolve_kos()
        self.assertEqual(b.in_discard(0, HERO_CAPE), 1)
        self.assertEqual(b.in_discard(0, ZANGOOSE), 1)
        self.assertEqual(int(count_cards_nb(b.st, 0)), before)
        self.assertEqual(int(b.st.slot[0, 0, L.S_TOOL_K]) >= 0, False)  # Toxel came up without one

    def test_kept_through_evolution_and_retreat(self):
        b = board()
        b.active(0, SHROOMISH)
        b.bench(0, 1, ZANGOOSE)
        b.active(1, TOXEL)
        play_tool(b, 0, VITALITY, slot_pick=0)
        b.hand(0, BRELOOM)
        b.apply(0, A_EVOLVE, b.k(0, BRELOOM), 0)
        self.assertEqual((b.card(0, 0), tool_card(b, 0, 0)), (BRELOOM, VITALITY))
        b.attach(0, 0, GRASS)
        b.retreat(0, 1)
        self.assertEqual((b.card(0, 1), tool_card(b, 0, 1)), (BRELOOM, VITALITY))
        self.assertIsNone(tool_card(b, 0, 0))

    def test_invariant_checker_catches_a_bad_tool(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        b.st.g[L.G_PRIZES] = 6
        b.st.pl[0, L.PL_TOTAL] = int(count_cards_nb(b.st, 0))
        b.st.pl[1, L.PL_TOTAL] = int(count_cards_nb(b.st, 1))
        self.assertEqual(V_NAMES[check_invariants_nb(b.st, b.ct)], "ok")
        b.st.slot[0, 0, L.S_TOOL_K] = b.k(0, GRASS)  # an Energy card as a Tool
        b.st.slot[0, 0, L.S_TOOL_N] = 1
        b.st.pl[0, L.PL_TOTAL] += 1
        self.assertEqual(V_NAMES[check_invariants_nb(b.st, b.ct)], "tool")


class TestEffects(unittest.TestCase):
    def attack_board(self, tool=None, defender=TOXEL, attacker=ZANGOOSE):
        b = board()
        b.active(0, attacker)
        b.attach(0, 0, DCE)
        b.active(1, defender)
        if tool:
            play_tool(b, 0, tool)
        return b

    def test_more_damage_to_the_active(self):
        b = self.attack_board(VITALITY)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 50)  # 40 + 10

    def test_more_damage_only_against_an_ex(self):
        b = self.attack_board(MAX_BELT)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 40)  # Toxel is no Pokémon ex

    def test_strength_charm_goes_at_the_end_of_the_turn_it_attacked(self):
        b = board("ex")
        b.active(0, ZANGOOSE)
        b.attach(0, 0, DCE)
        b.active(1, TOXEL)
        play_tool(b, 0, STRENGTH_CHARM)
        end_turn_cleanup_nb(b.st, b.ct, 0)  # no attack yet: it stays
        self.assertEqual(tool_card(b, 0, 0), STRENGTH_CHARM)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 50)
        end_turn_cleanup_nb(b.st, b.ct, 0)
        self.assertIsNone(tool_card(b, 0, 0))
        self.assertEqual(b.in_discard(0, STRENGTH_CHARM), 1)

    def test_more_hp(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.bench(0, 1, TOXEL)
        b.active(1, TOXEL)
        play_tool(b, 0, HERO_CAPE, slot_pick=0)
        self.assertEqual(int(slot_hp_nb(b.st, b.ct, 0, 0)), 190)
        b.damage(0, 0, 180)
        b.resolve_kos()
        self.assertEqual(b.card(0, 0), ZANGOOSE)  # 180 damage on 90 + 100 HP
        b.damage(0, 0, 190)
        b.resolve_kos()
        self.assertEqual(b.card(0, 0), TOXEL)

    def test_less_damage_on_a_fighting_pokemon_only(self):
        for holder, taken in ((SILICOBRA, 10), (TOXEL, 40)):
            b = board()
            b.active(0, holder)
            b.active(1, ZANGOOSE)
            b.attach(1, 0, DCE)
            play_tool(b, 0, ROCK_CHEST)
            b.turn(4, cur=1)
            b.attack(1, 0)
            self.assertEqual(b.dmg(0), taken, holder)  # Zangoose's 40, less 30 on the Fighting one

    def test_berry_against_its_type_then_discarded(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.bench(0, 1, TOXEL)
        b.active(1, CHARCADET)
        b.attach(1, 0, FIRE, FIRE, FIRE)
        play_tool(b, 0, OCCA, slot_pick=0)
        b.turn(4, cur=1)
        b.attack(1, 0)
        self.assertEqual(b.dmg(0), 0)  # 60 less
        self.assertIsNone(tool_card(b, 0, 0))
        self.assertEqual(b.in_discard(0, OCCA), 1)
        b2 = board()  # against another type: no reduction, it stays
        b2.active(0, TOXEL)
        b2.active(1, ZANGOOSE)
        b2.attach(1, 0, DCE)
        play_tool(b2, 0, OCCA)
        b2.turn(4, cur=1)
        b2.attack(1, 0)
        self.assertEqual(b2.dmg(0), 40)
        self.assertEqual(tool_card(b2, 0, 0), OCCA)

    def test_buffer_piece_until_the_end_of_the_opponents_turn(self):
        b = board("ex")
        b.active(0, TOXEL)
        b.active(1, ZANGOOSE)
        b.attach(1, 0, DCE)
        play_tool(b, 0, BUFFER_PIECE)
        end_turn_cleanup_nb(b.st, b.ct, 0)  # the end of its owner's turn: stays
        self.assertEqual(tool_card(b, 0, 0), BUFFER_PIECE)
        b.turn(4, cur=1)
        b.attack(1, 0)
        self.assertEqual(b.dmg(0), 20)  # 40 - 20
        end_turn_cleanup_nb(b.st, b.ct, 1)
        self.assertIsNone(tool_card(b, 0, 0))

    def test_no_weakness_on_a_basic(self):
        b = board()
        b.active(0, ZANGOOSE)  # weak to Fighting
        b.active(1, SILICOBRA)
        b.attach(1, 0, FIGHT, DCE)
        play_tool(b, 0, GOGGLES)
        b.turn(4, cur=1)
        b.attack(1, 0)
        self.assertEqual(b.dmg(0), 30)  # not 60

    def test_retreat_cost_less(self):
        b = board()
        b.active(0, TOXEL)
        b.bench(0, 1, ZANGOOSE)
        b.active(1, TOXEL)
        self.assertEqual(b.legal_kinds(0, A_RETREAT), [])  # retreat 2, no Energy
        play_tool(b, 0, AIR_BALLOON, slot_pick=0)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 0)
        self.assertEqual(len(b.legal_kinds(0, A_RETREAT)), 1)
        b.retreat(0, 1)
        self.assertEqual(tool_card(b, 0, 1), AIR_BALLOON)  # it stays

    def test_balloon_berry_goes_when_its_pokemon_retreats(self):
        b = board("ex")
        b.active(0, TOXEL)
        b.bench(0, 1, ZANGOOSE)
        b.active(1, TOXEL)
        play_tool(b, 0, BALLOON_BERRY, slot_pick=0)
        self.assertEqual(len(b.legal_kinds(0, A_RETREAT)), 1)
        b.retreat(0, 1)
        self.assertEqual(b.card(0, 0), ZANGOOSE)
        self.assertIsNone(tool_card(b, 0, 1))
        self.assertEqual(b.in_discard(0, BALLOON_BERRY), 1)


class TestGreedy(unittest.TestCase):
    def plan(self, b: Board, p: int = 0):
        greedy_plan_nb(b.st, b.ct, b.R, p, b.units)
        return tuple(int(x) for x in b.st.acts[0])

    def play_planned(self, b: Board, tool: str):
        kind, x, _y = self.plan(b)
        self.assertEqual((kind, x), (A_TRAINER, b.k(0, tool)))
        b.apply(0, kind, x, 0)

    def test_damage_bonus_on_the_active_attacker(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.attach(0, 0, DCE)
        b.bench(0, 1, TOXEL)
        b.bench(0, 2, SILICOBRA)
        b.active(1, TOXEL)
        b.hand(0, VITALITY)
        self.play_planned(b, VITALITY)
        self.assertEqual(tool_card(b, 0, 0), VITALITY)

    def test_damage_reduction_on_the_active(self):
        b = board()
        b.active(0, TOXEL)
        b.bench(0, 1, ZANGOOSE)
        b.bench(0, 2, SILICOBRA)
        b.active(1, ZANGOOSE)
        b.hand(0, HERO_CAPE)
        self.play_planned(b, HERO_CAPE)
        self.assertEqual(tool_card(b, 0, 0), HERO_CAPE)

    def test_typed_reduction_on_the_pokemon_of_its_type(self):
        b = board()
        b.active(0, TOXEL)
        b.bench(0, 1, ZANGOOSE)
        b.bench(0, 2, SILICOBRA)
        b.active(1, ZANGOOSE)
        b.hand(0, ROCK_CHEST)
        self.play_planned(b, ROCK_CHEST)
        self.assertEqual(tool_card(b, 0, 2), ROCK_CHEST)

    def test_retreat_help_on_a_stuck_active(self):
        b = board()
        b.active(0, TOXEL)  # retreat 2, no Energy: can't attack, can't retreat
        b.bench(0, 1, ZANGOOSE)
        b.attach(0, 1, DCE)
        b.bench(0, 2, SILICOBRA)
        b.active(1, TOXEL)
        b.hand(0, AIR_BALLOON)
        self.play_planned(b, AIR_BALLOON)
        self.assertEqual(tool_card(b, 0, 0), AIR_BALLOON)
        self.assertEqual(self.plan(b)[0], A_RETREAT)

    def test_keeps_a_tool_that_helps_nobody(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.bench(0, 1, TOXEL)
        b.active(1, TOXEL)
        b.hand(0, ROCK_CHEST)  # no Fighting Pokémon in play
        self.assertNotEqual(self.plan(b)[:2], (A_TRAINER, b.k(0, ROCK_CHEST)))


def test_random_and_greedy_games_with_tools_keep_every_invariant():
    decks = "decklists/sv_charizard_pidgeot.txt", "decklists/sv_gardevoir.txt"
    for players, n in ((("random", "random"), 3000), (("greedy", "random"), 500)):
        prep = Prepared(*decks, "modern", players, "standard", True, 200)
        _rec, bad = prep.run_checked(seed=11, first_game=0, n=n)
        broken = {V_NAMES[c]: int((bad == c).sum()) for c in np.unique(bad) if c}
        assert not broken, (players, broken)

"""Special Energy on scripted boards: what a card provides on the Pokémon it is attached to
(every type, a pair of types, more units, with conditions), who it may be attached to, when
it leaves, the effects of its ENERGY rows while attached, what happens when it is attached
from the hand, and greedy's attachments.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id; the
shapes test first checks that each card's program is the one the boards rely on).  No card
text lives here.
"""

from __future__ import annotations

import unittest

import numpy as np

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_ATTACH, A_ATTACK, A_RETREAT
from ptcgsim.kernel.invariants import V_NAMES
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from ptcgsim.kernel.predicates import attack_energy_ok_nb, slot_energy_total_nb, slot_hp_nb
from ptcgsim.kernel.steps import end_turn_cleanup_nb
from ptcgsim.sim import Prepared
from tests.kernel_harness import Board

# Pokémon (Scarlet & Violet base set; printed facts checked in test_pokemon)
ZANGOOSE = "sv1-146"  # Basic Colorless, 90 HP, retreat 1, [C] 40, Weakness Fighting
TOXEL = "sv1-71"  # Basic Lightning, 70 HP, retreat 2, [CC] 20
CHARCADET = "sv1-40"  # Basic Fire, 70 HP, [CFF] 60
SHROOMISH, BRELOOM = "sv1-3", "sv1-4"  # Breloom: Stage 1 Grass, [G] 60
CROAGUNK = "sv1-130"  # Basic Darkness, [D] 10
VAROOM = "sv1-141"  # Basic Metal, [CCM] 60
FIGHT, FIRE, GRASS, DCE = "base1-97", "base1-98", "base1-99", "base1-96"
# Special Energy, Scarlet & Violet / Mega Evolution
PRISM = "me2pt5-216"  # every type on a Basic, else Colorless
LUMINOUS = "sv2-191"  # every type, Colorless beside another Special Energy
IGNITION = "me2-124"  # Colorless; 3 Colorless on an Evolution; leaves at the end of its owner's turn
JET = "sv2-190"  # attached from hand to a Benched Pokémon: it switches with the Active
MEDICAL = "sv4-182"  # attached from hand: heal 30
ENRICHING = "sv8-191"  # attached from hand: draw 4
GROWING_GRASS = "me3-86"  # Grass; a Grass holder +20 HP
ROCKET = "sv10-182"  # Team Rocket's Pokémon only: Psychic / Darkness, 2 units
SPIKY = "sv9-159"  # 2 counters on the attacker that damages its Active holder
THERAPEUTIC = "sv2-193"  # its holder recovers from, and can't be, Asleep, Confused or Paralyzed
# EX era
DARKNESS_E = "ex16-87"  # +10 from a Darkness attacker
METAL_E = "ex16-88"  # a Metal holder takes 10 less
RAINBOW = "ex12-81"  # every type; a damage counter when attached from hand
DARK_METAL = "ex13-97"  # Darkness or Metal, 1 unit
BOOST = "ex15-87"  # Evolved only; 3 Colorless; can't retreat; leaves at the end of the turn
DRE = "ex9-87"  # Evolved non-ex only; every type, 2 units; 10 less damage; leaves if not Evolved
HEAL_E = "ex8-94"  # attached from hand: 1 counter off and Special Conditions gone (not on an ex)


def program(card_id: str) -> list:
    return load_db().get(card_id).effects


E = "ENERGY"
EVERY = fx.EN_PROVIDE + fx.EN_EVERY_TYPE
SH = fx.TC_SHIFT


class TestShapes(unittest.TestCase):
    def test_programs(self):
        self.assertEqual(program(PRISM), [[E, EVERY, 1, fx.TC_BASIC]])
        self.assertEqual(program(LUMINOUS), [[E, EVERY, 1, fx.TC_NO_OTHER_SPECIAL]])
        self.assertEqual(program(IGNITION), [[E, fx.EN_DISCARD_END_TURN, 1, 0],
                                             [E, fx.EN_PROVIDE + (1 << 10), 3, fx.TC_EVOLVED]])
        self.assertEqual(program(JET), [[E, fx.EN_ON_ATTACH, 1, fx.TC_BENCHED], ["SWITCH_WITH_ACTIVE"]])
        self.assertEqual(program(MEDICAL), [[E, fx.EN_ON_ATTACH, 1, 0], ["HEAL", 30, fx.SELF]])
        self.assertEqual(program(ENRICHING), [[E, fx.EN_ON_ATTACH, 1, 0], ["DRAW", 4]])
        self.assertEqual(program(GROWING_GRASS), [[E, fx.TOOL_HP, 20, fx.TC_TYPE + 0]])
        self.assertEqual(program(ROCKET), [[E, fx.EN_ATTACH_ONLY, 1, fx.TC_TEAM_ROCKET],
                                           [E, fx.EN_DISCARD_UNLESS, 1, fx.TC_TEAM_ROCKET],
                                           [E, fx.EN_PROVIDE + (1 << 4) + (1 << 6), 2, 0]])
        self.assertEqual(program(SPIKY), [[E, fx.EN_HIT_BACK, 20, 0]])
        self.assertEqual(program(THERAPEUTIC), [[E, fx.EN_NO_STATUS, 1, 0]])
        self.assertEqual(program(DARKNESS_E), [[E, fx.TOOL_DMG_PLUS, 10, fx.TC_DARK]])
        self.assertEqual(program(METAL_E), [[E, fx.TOOL_REDUCE, 10, fx.TC_TYPE + 7]])
        self.assertEqual(program(RAINBOW), [[E, EVERY, 1, 0], [E, fx.EN_ON_ATTACH, 1, 0], ["SELF_DAMAGE", 10]])
        self.assertEqual(program(DARK_METAL), [[E, fx.EN_PROVIDE + (1 << 6) + (1 << 7), 1, 0]])
        self.assertEqual(program(BOOST), [[E, fx.EN_ATTACH_ONLY, 1, fx.TC_EVOLVED], [E, fx.EN_DISCARD_END_TURN, 1, 0],
                                          [E, fx.EN_CANT_RETREAT, 1, 0], [E, fx.EN_DISCARD_UNLESS, 1, fx.TC_EVOLVED]])
        self.assertEqual(program(DRE), [[E, fx.EN_ATTACH_ONLY, 1, fx.TC_EVOLVED + SH * fx.TC_NOT_EX],
                                        [E, EVERY, 2, 0], [E, fx.EN_DMG_MINUS, 10, 0],
                                        [E, fx.EN_DISCARD_UNLESS, 1, fx.TC_EVOLVED]])
        self.assertEqual(program(HEAL_E), [[E, fx.EN_ON_ATTACH, 1, fx.TC_NOT_EX], ["HEAL", 10, fx.SELF],
                                           [E, fx.EN_ON_ATTACH, 1, fx.TC_NOT_EX + SH * fx.TC_ACTIVE], ["CURE", fx.SELF]])
        db = load_db()
        self.assertEqual(db.get(BOOST).provides, {"Colorless": 3})
        self.assertEqual(db.get(DARKNESS_E).provides, {"Darkness": 1})
        for c in (PRISM, LUMINOUS, IGNITION, JET, RAINBOW, DRE, BOOST, HEAL_E, DCE):
            self.assertTrue(db.get(c).implemented, c)

    def test_pokemon(self):
        db = load_db()
        z, c, br, cr, v = (db.get(i) for i in (ZANGOOSE, CHARCADET, BRELOOM, CROAGUNK, VAROOM))
        self.assertEqual((z.hp, z.retreat, z.attacks[0].damage, z.types), (90, 1, 40, ["Colorless"]))
        self.assertEqual((c.types, c.stage, c.attacks[0].cost, c.attacks[0].damage),
                         (["Fire"], "basic", {"Colorless": 1, "Fire": 2}, 60))
        self.assertEqual((br.stage, br.evolves_from, br.types, br.attacks[0].cost, br.attacks[0].damage),
                         ("stage1", "Shroomish", ["Grass"], {"Grass": 1}, 60))
        self.assertEqual((cr.types, cr.attacks[0].cost, cr.attacks[0].damage), (["Darkness"], {"Darkness": 1}, 10))
        self.assertEqual((v.types, v.attacks[0].cost, v.attacks[0].damage), (["Metal"], {"Colorless": 2, "Metal": 1}, 60))
        for card in (z, c, br, cr, v):
            self.assertTrue(all(a.implemented and a.effects in ([], [["DAMAGE"]]) for a in card.attacks), card.id)


SPECIALS = [PRISM, LUMINOUS, IGNITION, JET, MEDICAL, ENRICHING, GROWING_GRASS, ROCKET, SPIKY, THERAPEUTIC, DARKNESS_E,
            METAL_E, RAINBOW, DARK_METAL, BOOST, DRE, HEAL_E]
MONS = [ZANGOOSE, TOXEL, CHARCADET, SHROOMISH, BRELOOM, CROAGUNK, VAROOM]


def board(rules: str = "modern") -> Board:
    return Board(MONS + [FIGHT, FIRE, GRASS, DCE] + SPECIALS, MONS + [FIGHT, FIRE, DCE] + [DARKNESS_E, METAL_E, SPIKY],
                 rules=rules)


def pays(b: Board, p: int = 0, s: int = 0, j: int = 0) -> bool:
    return bool(attack_energy_ok_nb(b.st, b.ct, p, s, j, b.units))


def attach_from_hand(b: Board, p: int, s: int, card: str):
    b.hand(p, card)
    b.apply(p, A_ATTACH, b.k(p, card), s)


def attach_targets(b: Board, p: int, card: str) -> list[int]:
    b.hand(p, card)
    return sorted(a[2] for a in b.legal_kinds(p, A_ATTACH) if a[1] == b.k(p, card))


class TestProvides(unittest.TestCase):
    def test_every_type_on_a_basic_only(self):
        b = board()
        b.active(0, CHARCADET)
        b.attach(0, 0, FIRE, DCE, PRISM)
        self.assertTrue(pays(b))  # [C F F]: Prism pays the second Fire
        b.active(0, CHARCADET)
        b.attach(0, 0, FIRE, DCE, FIGHT)
        self.assertFalse(pays(b))
        b.active(0, BRELOOM, below=(SHROOMISH,))
        b.attach(0, 0, PRISM)
        self.assertFalse(pays(b))  # on an Evolution it is Colorless
        self.assertEqual(slot_energy_total_nb(b.st, b.ct, 0, 0), 1)

    def test_colorless_beside_another_special(self):
        b = board()
        b.active(0, CHARCADET)
        b.attach(0, 0, FIRE, LUMINOUS, FIGHT)
        self.assertTrue(pays(b))
        b.active(0, CHARCADET)
        b.attach(0, 0, FIRE, LUMINOUS, DCE)  # Double Colorless is a Special Energy
        self.assertFalse(pays(b))

    def test_one_of_two_types(self):
        b = board()
        b.active(0, VAROOM)
        b.attach(0, 0, DARK_METAL, DCE)
        self.assertTrue(pays(b))  # [C C M]
        b.active(0, CHARCADET)
        b.attach(0, 0, DARK_METAL, FIRE, DCE)
        self.assertFalse(pays(b))  # Darkness or Metal, never Fire

    def test_two_choices_share_out_exactly(self):
        b = board()
        b.active(0, CROAGUNK)
        b.attach(0, 0, DARK_METAL, RAINBOW, FIGHT)
        self.assertTrue(pays(b, j=1))  # [C C D]: one of them Darkness
        b.active(0, CHARCADET)
        b.attach(0, 0, DARK_METAL, RAINBOW, FIRE)
        self.assertTrue(pays(b))  # [C F F]: Fire, Rainbow as Fire, Dark Metal as Colorless
        b.active(0, CHARCADET)
        b.attach(0, 0, DARK_METAL, RAINBOW, DARK_METAL)
        self.assertFalse(pays(b))  # only Rainbow can be Fire

    def test_more_units_on_an_evolution_and_gone_at_its_owners_turn_end(self):
        b = board()
        b.active(0, BRELOOM, below=(SHROOMISH,))
        b.bench(0, 1, ZANGOOSE)
        b.attach(0, 0, IGNITION)
        b.attach(0, 1, IGNITION)
        self.assertEqual(slot_energy_total_nb(b.st, b.ct, 0, 0), 3)
        self.assertEqual(slot_energy_total_nb(b.st, b.ct, 0, 1), 1)
        end_turn_cleanup_nb(b.st, b.ct, 1)  # the opponent's turn ends: it stays
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (1, 1))
        end_turn_cleanup_nb(b.st, b.ct, 0)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1), b.in_discard(0, IGNITION)), (0, 0, 2))


class TestAttachAndLeave(unittest.TestCase):
    def test_attach_only_to_what_the_card_allows(self):
        b = board("ex")
        b.active(0, BRELOOM, below=(SHROOMISH,))
        b.bench(0, 1, ZANGOOSE)
        self.assertEqual(attach_targets(b, 0, BOOST), [0])
        self.assertEqual(attach_targets(b, 0, DRE), [0])
        self.assertEqual(attach_targets(b, 0, ROCKET), [])  # no Team Rocket's Pokémon
        self.assertEqual(attach_targets(b, 0, RAINBOW), [0, 1])

    def test_leaves_when_its_pokemon_is_no_longer_evolved(self):
        b = board("ex")
        b.active(0, BRELOOM, below=(SHROOMISH,))
        b.bench(0, 1, SHROOMISH)
        b.attach(0, 0, DRE)
        b.attach(0, 1, DRE)  # put there by hand: not an Evolved Pokémon
        b.active(1, ZANGOOSE)
        b.resolve_kos()
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1), b.in_discard(0, DRE)), (1, 0, 1))

    def test_boost_three_units_no_retreat(self):
        b = board("ex")
        b.active(0, BRELOOM, below=(SHROOMISH,))
        b.bench(0, 1, ZANGOOSE)
        b.active(1, ZANGOOSE)
        b.attach(0, 0, BOOST)
        self.assertEqual(slot_energy_total_nb(b.st, b.ct, 0, 0), 3)
        self.assertEqual(b.legal_kinds(0, A_RETREAT), [])
        b.active(0, BRELOOM, below=(SHROOMISH,))
        b.attach(0, 0, GRASS)
        self.assertEqual(len(b.legal_kinds(0, A_RETREAT)), 1)


class TestWhileAttached(unittest.TestCase):
    def test_more_damage_from_a_darkness_attacker_only(self):
        for attacker, j, base in ((CROAGUNK, 0, 10), (ZANGOOSE, 0, 40)):
            b = board("ex")
            b.active(0, attacker)
            b.attach(0, 0, DARKNESS_E)
            b.active(1, TOXEL)
            b.attack(0, j)
            self.assertEqual(b.dmg(1), base + (10 if attacker == CROAGUNK else 0), attacker)

    def test_less_damage_on_a_metal_pokemon_only(self):
        for holder, want in ((VAROOM, 30), (TOXEL, 40)):
            b = board("ex")
            b.turn(4, cur=1)
            b.active(1, ZANGOOSE)
            b.attach(1, 0, DCE)
            b.active(0, holder)
            b.attach(0, 0, METAL_E)
            b.attack(1, 0)
            self.assertEqual(b.dmg(0), want, holder)

    def test_less_damage_from_its_holder(self):
        b = board("ex")
        b.active(0, BRELOOM, below=(SHROOMISH,))
        b.attach(0, 0, DRE)
        b.active(1, TOXEL)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 50)

    def test_more_hp_on_a_grass_pokemon(self):
        b = board()
        b.active(0, BRELOOM, below=(SHROOMISH,))
        b.bench(0, 1, ZANGOOSE)
        b.attach(0, 0, GROWING_GRASS)
        b.attach(0, 1, GROWING_GRASS)
        hp = load_db().get(BRELOOM).hp
        self.assertEqual(slot_hp_nb(b.st, b.ct, 0, 0), hp + 20)
        self.assertEqual(slot_hp_nb(b.st, b.ct, 0, 1), 90)


class TestActiveHolder(unittest.TestCase):
    def test_counters_on_the_attacker_even_when_knocked_out(self):
        for dmg0, holder_slot in ((0, 0), (60, 0), (0, 1)):
            b = board()
            b.turn(4, cur=1)
            b.active(1, ZANGOOSE)
            b.attach(1, 0, DCE)
            b.active(0, TOXEL, damage=dmg0)
            b.bench(0, 1, CHARCADET)
            b.attach(0, holder_slot, SPIKY)
            b.attack(1, 0)
            want = 20 if holder_slot == 0 else 0
            self.assertEqual(b.dmg(1), want, (dmg0, holder_slot))

    def test_no_asleep_confused_or_paralyzed(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        b.cond(0, fx.ASLEEP)
        b.cond(0, fx.POISONED, 10)
        b.attach(0, 0, THERAPEUTIC)
        b.resolve_kos()  # the check after every action: it recovers
        self.assertEqual((b.pl(0, L.PL_STATUS), b.pl(0, L.PL_POISON)), (0, 10))

    def test_greedy_counts_the_counters_it_would_take(self):
        b = board()
        b.active(0, ZANGOOSE, damage=70)
        b.attach(0, 0, FIGHT)
        b.active(1, VAROOM)  # 80 HP: 40 is no Knock Out, and 20 back Knocks Zangoose Out
        b.attach(1, 0, SPIKY)
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertNotEqual(int(b.st.acts[0, 0]), A_ATTACK)


class TestOnAttach(unittest.TestCase):
    def test_heal(self):
        b = board()
        b.active(0, ZANGOOSE, damage=40)
        attach_from_hand(b, 0, 0, MEDICAL)
        self.assertEqual((b.dmg(0), b.n_energy(0)), (10, 1))

    def test_a_damage_counter(self):
        b = board("ex")
        b.active(0, ZANGOOSE)
        attach_from_hand(b, 0, 0, RAINBOW)
        self.assertEqual(b.dmg(0), 10)

    def test_draw(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.deck(0, FIRE, FIRE, FIRE, FIRE, FIRE, FIRE)
        attach_from_hand(b, 0, 0, ENRICHING)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 4)

    def test_switch_from_the_bench(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.bench(0, 1, TOXEL)
        attach_from_hand(b, 0, 1, JET)
        self.assertEqual((b.card(0, 0), b.card(0, 1), b.n_energy(0, 0)), (TOXEL, ZANGOOSE, 1))
        attach_from_hand(b, 0, 0, JET)  # onto the Active: nothing happens
        self.assertEqual(b.card(0, 0), TOXEL)

    def test_heal_and_cure_on_the_active(self):
        b = board("ex")
        b.active(0, ZANGOOSE, damage=20)
        b.cond(0, fx.POISONED, 10)
        attach_from_hand(b, 0, 0, HEAL_E)
        self.assertEqual((b.dmg(0), b.pl(0, L.PL_POISON)), (10, 0))


class TestGreedy(unittest.TestCase):
    def plan(self, b: Board, p: int = 0):
        greedy_plan_nb(b.st, b.ct, b.R, p, b.units)
        return tuple(int(x) for x in b.st.acts[0])

    def test_attaches_the_special_energy_that_pays_a_type(self):
        b = board()
        b.active(0, CHARCADET)
        b.attach(0, 0, FIRE, DCE)
        b.active(1, TOXEL)
        b.hand(0, FIGHT, PRISM)
        self.assertEqual(self.plan(b), (A_ATTACH, b.k(0, PRISM), 0))

    def test_end_of_turn_energy_only_for_an_attack_now(self):
        b = board()
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        b.hand(0, IGNITION)
        self.assertEqual(self.plan(b), (A_ATTACH, b.k(0, IGNITION), 0))  # pays [C] 40 now
        b.attach(0, 0, FIGHT)
        self.assertNotEqual(self.plan(b)[:2], (A_ATTACH, b.k(0, IGNITION)))  # already paid: it would be wasted

    def test_no_counter_that_knocks_out_its_own_pokemon(self):
        b = board("ex")
        b.active(0, ZANGOOSE, damage=80)
        b.active(1, TOXEL)
        b.hand(0, RAINBOW)
        self.assertNotEqual(self.plan(b)[:2], (A_ATTACH, b.k(0, RAINBOW)))
        b.damage(0, 0, 0)
        self.assertEqual(self.plan(b)[:2], (A_ATTACH, b.k(0, RAINBOW)))

    def test_no_attach_where_it_cannot_go(self):
        b = board("ex")
        b.active(0, ZANGOOSE)
        b.active(1, TOXEL)
        b.hand(0, BOOST)
        self.assertNotEqual(self.plan(b)[:2], (A_ATTACH, b.k(0, BOOST)))


def test_ex_games_with_special_energy_keep_every_invariant():
    for decks in (("decklists/ex_gorepluff.txt", "decklists/ex_magma_overlord.txt"),
                  ("decklists/ex_wigglytuff_wobbuffet.txt", "decklists/ex_mewtric.txt")):
        for players, n in ((("random", "random"), 1500), (("greedy", "random"), 300)):
            prep = Prepared(*decks, "ex", players, "standard", True, 200)
            _rec, bad = prep.run_checked(seed=5, first_game=0, n=n)
            broken = {V_NAMES[c]: int((bad == c).sum()) for c in np.unique(bad) if c}
            assert not broken, (decks, players, broken)

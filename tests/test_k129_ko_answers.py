"""Kernel slice k1 (stop 29): powers that answer a Knock Out (PASSIVE_ON_KO) and the prize
changes they make (KO_PRIZES), on scripted boards with real cards of the bundled database by id
(each test first checks the program shape it relies on; no card text lives here).  Recogniser
checks on synthetic sentences (made-up wordings and numbers) and near misses.

Run with the kernel as plain Python: NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k129_ko_answers
"""

from __future__ import annotations

import os
import unittest

import numpy as np

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.cards.recognize_k129 import ko_answer_program
from ptcgsim.kernel import layout as L
from tests.kernel_harness import Board

COFAGRIGUS, GLIMMORA, TOGEKISS, MEGA_GENGAR = "sv4-76", "sv2-126", "me2pt5-82", "me2-56"
HYDREIGON, GOURGEIST, FROSLASS, SHEDINJA = "rsv10pt5-67", "sv4-78", "sv4-3", "me1-61"
RALTS, DARK, PSY = "sv1-84", "sve-7", "sve-5"
AMULET, DUSTER, CAPE, PEARL, LILLIES_COMFEY = "sv8-162", "sv4-161", "sv4-166", "sv9-151", "sv9-68"


def resolve(b: Board) -> int:
    """Board.resolve_kos; as plain Python (NUMBA_DISABLE_JIT) the record row is a np.record."""
    if os.environ.get("NUMBA_DISABLE_JIT") == "1":
        from ptcgsim.kernel.knockout import resolve_knockouts_nb

        rec = b.recs.view(np.recarray)[0]
        return int(resolve_knockouts_nb(b.st, b.ct, b.R, rec, int(b.st.g[L.G_TURN]), b.units))
    return b.resolve_kos()


def program(card_id: str) -> list:
    return load_db().get(card_id).powers[0].effects


def ko_by_attack(b: Board, p: int, s: int = 0):
    """p's slot s at its HP by damage from the other player's attack this turn."""
    b.damage(p, s, 999)
    b.st.pl[p, L.PL_KO_BY_ATTACK_TURN] = b.st.g[L.G_TURN]


class TestShapes(unittest.TestCase):
    def test_headers(self):
        on = fx.PASSIVE_ON_KO
        self.assertEqual(program(COFAGRIGUS), [["POWER_PASSIVE", on, 0, fx.KO_BY_ATTACK], ["SEARCH_DECK", 1, 0, 0]])
        self.assertEqual(program(GLIMMORA)[0], ["POWER_PASSIVE", on, 0, 0])
        self.assertEqual(program(GLIMMORA)[-1], ["KO_PRIZES", 0, 1])
        self.assertEqual(program(TOGEKISS)[0], ["POWER_PASSIVE", on, 0, fx.KO_OPP | fx.KO_ACTIVE | fx.KO_NOSTACK])
        dark = fx.TC_TYPE + 6
        self.assertEqual(program(MEGA_GENGAR), [
            ["POWER_PASSIVE", on, 0, fx.KO_OWN | fx.KO_BY_ATTACK | fx.KO_NOSTACK + fx.KO_TC * (dark + fx.TC_SHIFT * fx.TC_OTHER_EX)],
            ["KO_PRIZES", -1, 0]])
        self.assertEqual(program(HYDREIGON), [
            ["POWER_PASSIVE", on, 0, fx.KO_OPP | fx.KO_BY_THIS + fx.KO_TC * fx.TC_BASIC], ["KO_PRIZES", 1, 0]])
        self.assertEqual(program(GOURGEIST)[1], ["OPP_DISCARD_HAND_RANDOM", 2])
        self.assertEqual(program(FROSLASS)[0], ["POWER_PASSIVE", on, 0, fx.KO_ACTIVE])
        self.assertEqual(program(SHEDINJA)[0], ["POWER_PASSIVE", on, 0, fx.KO_BY_ATTACK + fx.KO_TC * fx.TC_OTHER_EX])


class TestOwnKnockOut(unittest.TestCase):
    def test_search_when_knocked_out_by_an_attack(self):
        b = Board([COFAGRIGUS, RALTS, PSY], [RALTS], rules="modern")
        b.turn(4, cur=1)
        b.active(0, COFAGRIGUS)
        b.bench(0, 1, RALTS)
        b.active(1, RALTS)
        b.deck(0, PSY, RALTS)
        ko_by_attack(b, 0, 0)
        resolve(b)
        self.assertEqual(b.in_hand(0, PSY) + b.in_hand(0, RALTS), 1)  # one card searched out
        self.assertEqual(b.pl(0, L.PL_DECK_N), 1)
        self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), 4)  # a Pokémon ex: 2 prizes, unchanged

    def test_no_search_without_an_attack(self):
        b = Board([COFAGRIGUS, RALTS, PSY], [RALTS], rules="modern")
        b.turn(4, cur=1)
        b.active(0, COFAGRIGUS, damage=999)  # e.g. Poison at the Checkup: not by an attack
        b.bench(0, 1, RALTS)
        b.active(1, RALTS)
        b.deck(0, PSY, RALTS)
        resolve(b)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_random_discard_from_the_opponents_hand(self):
        b = Board([GOURGEIST, RALTS], [RALTS, PSY], rules="modern")
        b.turn(4, cur=1)
        b.active(0, GOURGEIST)
        b.bench(0, 1, RALTS)
        b.active(1, RALTS)
        b.hand(1, PSY, PSY, PSY)
        ko_by_attack(b, 0, 0)
        resolve(b)
        self.assertEqual(b.pl(1, L.PL_HAND_N), 3 - 2 + 1)  # two discarded, one prize taken
        self.assertEqual(b.in_discard(1, PSY), 2)

    def test_flip_for_no_prizes(self):
        for coin, left in (("H", 6), ("T", 5)):
            b = Board([GLIMMORA, RALTS], [RALTS], rules="modern")
            b.turn(4, cur=1)
            b.active(0, GLIMMORA, damage=999)
            b.bench(0, 1, RALTS)
            b.active(1, RALTS)
            b.coins(coin)
            resolve(b)
            self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), left, coin)

    def test_flip_only_in_the_active_spot(self):
        for s, coin, left in ((0, "H", 5), (0, "T", 4), (1, "H", 4)):
            b = Board([FROSLASS, RALTS], [RALTS], rules="modern")
            b.turn(4, cur=1)
            b.active(0, RALTS)
            b.bench(0, 2, RALTS)
            b.put(0, s, FROSLASS, damage=999)
            b.active(1, RALTS)
            b.coins(coin)
            resolve(b)
            self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), left, (s, coin))

    def test_no_prizes_only_against_pokemon_ex(self):
        for attacker, left in ((HYDREIGON, 6), (RALTS, 5)):
            b = Board([SHEDINJA, RALTS], [RALTS, HYDREIGON], rules="modern")
            b.turn(4, cur=1)
            b.active(0, SHEDINJA)
            b.bench(0, 1, RALTS)
            b.active(1, attacker)
            ko_by_attack(b, 0, 0)
            resolve(b)
            self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), left, attacker)


class TestOtherKnockOuts(unittest.TestCase):
    def test_one_fewer_for_a_darkness_pokemon_against_ex_not_stacking(self):
        b = Board([MEGA_GENGAR, RALTS], [HYDREIGON, RALTS], rules="modern")
        b.turn(4, cur=1)
        b.active(0, MEGA_GENGAR)
        b.bench(0, 1, MEGA_GENGAR)
        b.bench(0, 2, RALTS)
        b.active(1, HYDREIGON)
        ko_by_attack(b, 0, 0)  # a Mega Evolution Pokémon ex: 3 prizes
        resolve(b)
        self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), 6 - 2)

    def test_not_for_a_psychic_pokemon(self):
        b = Board([MEGA_GENGAR, RALTS], [FROSLASS], rules="modern")
        b.turn(4, cur=1)
        b.active(0, RALTS)
        b.bench(0, 1, MEGA_GENGAR)
        b.bench(0, 2, RALTS)
        b.active(1, FROSLASS)  # a Pokémon ex with no power on this Knock Out
        ko_by_attack(b, 0, 0)
        resolve(b)
        self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), 5)

    def test_one_more_for_a_basic_knocked_out_by_this_pokemon(self):
        for defender, left in ((RALTS, 4), (FROSLASS, 4)):  # a Basic: 1 + 1; Froslass ex (Stage 1): 2
            b = Board([HYDREIGON, RALTS], [RALTS, FROSLASS], rules="modern")
            b.active(0, HYDREIGON)
            b.active(1, defender)
            b.bench(1, 1, RALTS)
            b.coins("T")  # Froslass ex's own flip: tails
            ko_by_attack(b, 1, 0)
            resolve(b)
            self.assertEqual(b.pl(0, L.PL_PRIZES_LEFT), left, defender)

    def test_wonder_kiss_flip_once(self):
        for coin, left in (("HH", 4), ("TH", 5)):
            b = Board([TOGEKISS, RALTS], [RALTS], rules="modern")
            b.active(0, TOGEKISS)
            b.bench(0, 1, TOGEKISS)
            b.active(1, RALTS, damage=999)
            b.bench(1, 1, RALTS)
            b.coins(coin)
            resolve(b)
            self.assertEqual(b.pl(0, L.PL_PRIZES_LEFT), left, coin)


def tool(b: Board, p: int, s: int, card_id: str):
    b.st.slot[p, s, L.S_TOOL_K] = b.k(p, card_id)
    b.st.slot[p, s, L.S_TOOL_N] = 1


class TestTools(unittest.TestCase):
    def test_shapes(self):
        on = fx.TOOL_ON_KO + 0
        rows = fx.TOOL_ON_KO_ROWS
        self.assertEqual(load_db().get(AMULET).effects, [["TOOL", on, 1 + rows * fx.KO_BY_ATTACK, 0], ["SEARCH_DECK", 3, 0, 0]])
        self.assertEqual(load_db().get(CAPE).effects, [["TOOL", fx.TOOL_HP, 100, fx.TC_NO_RULE_BOX],
                                                       ["TOOL", on, 1 + rows * fx.KO_BY_ATTACK, fx.TC_NO_RULE_BOX],
                                                       ["KO_PRIZES", 1, 0]])
        self.assertEqual(load_db().get(PEARL).effects[1], ["KO_PRIZES", -1, 0])

    def test_search_up_to_three_when_knocked_out_by_an_attack(self):
        for by_attack, found in ((True, 3), (False, 0)):
            b = Board([RALTS, PSY, AMULET], [RALTS], rules="modern")
            b.turn(4, cur=1)
            b.active(0, RALTS)
            tool(b, 0, 0, AMULET)
            b.bench(0, 1, RALTS)
            b.active(1, RALTS)
            b.deck(0, PSY, PSY, PSY, PSY)
            if by_attack:
                ko_by_attack(b, 0, 0)
            else:
                b.damage(0, 0, 999)
            resolve(b)
            self.assertEqual(b.in_hand(0, PSY), found, by_attack)
            self.assertEqual(b.in_discard(0, AMULET), 1)

    def test_random_discard(self):
        b = Board([RALTS, DUSTER], [RALTS, PSY], rules="modern")
        b.turn(4, cur=1)
        b.active(0, RALTS)
        tool(b, 0, 0, DUSTER)
        b.bench(0, 1, RALTS)
        b.active(1, RALTS)
        b.hand(1, PSY, PSY)
        ko_by_attack(b, 0, 0)
        resolve(b)
        self.assertEqual(b.in_discard(1, PSY), 1)

    def test_cape_one_more_prize_without_a_rule_box(self):
        for holder, left in ((RALTS, 4), (FROSLASS, 4)):  # no Rule Box: 1 + 1; a Pokémon ex: 2 (no change)
            b = Board([RALTS, FROSLASS, CAPE], [RALTS], rules="modern")
            b.turn(4, cur=1)
            b.active(0, holder)
            tool(b, 0, 0, CAPE)
            b.bench(0, 1, RALTS)
            b.active(1, RALTS)
            b.coins("T")  # Froslass ex's flip
            ko_by_attack(b, 0, 0)
            resolve(b)
            self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), left, holder)

    def test_pearl_only_on_a_lillies_pokemon(self):
        for holder, left in ((LILLIES_COMFEY, 6), (RALTS, 5)):
            b = Board([RALTS, LILLIES_COMFEY, PEARL], [RALTS], rules="modern")
            b.turn(4, cur=1)
            b.active(0, holder)
            tool(b, 0, 0, PEARL)
            b.bench(0, 1, RALTS)
            b.active(1, RALTS)
            ko_by_attack(b, 0, 0)
            resolve(b)
            self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), left, holder)


MARSHADOW, LATIAS, FIGHTING = "me1-80", "ex15-95", "sve-6"


class TestIfDefendingKnockedOut(unittest.TestCase):
    def test_shape(self):
        rows = load_db().get(MARSHADOW).attacks[0].effects
        self.assertEqual(rows[:2], [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_DEF_KO, 1, 1]])

    def test_protected_only_after_a_knock_out(self):
        for hp_left, protected in ((30, True), (40, False)):  # 60 damage - 30 (Ralts' Resistance)
            b = Board([MARSHADOW, FIGHTING], [RALTS], rules="modern")
            b.active(0, MARSHADOW)
            b.attach(0, 0, FIGHTING, FIGHTING)
            b.active(1, RALTS)
            b.damage(1, 0, 70 - hp_left)  # Ralts: 70 HP
            b.attack(0, 0)
            until = int(b.st.slot[0, 0, L.S_PREVENT_UNTIL])
            self.assertEqual(until > int(b.st.g[L.G_TURN]), protected, hp_left)


LUCARIO, ARCHER = "sv1-114", "me2pt5-201"


class TestKindsKnockedOutLastTurn(unittest.TestCase):
    def count(self, b: Board, tc: int) -> int:
        from ptcgsim.kernel.predicates import board_count_nb

        return int(board_count_nb(b.st, b.ct, 0, 0, fx.CNT_OWN_KO_LAST_TURN, tc))

    def test_a_fighting_pokemon_knocked_out_by_an_attack(self):
        fighting, psychic = fx.TC_TYPE + 5, fx.TC_TYPE + 4
        for victim, by_attack, want in ((LUCARIO, True, (1, 0, 1)), (RALTS, True, (0, 1, 0)), (LUCARIO, False, (0, 0, 1))):
            b = Board([LUCARIO, RALTS], [RALTS], rules="modern")
            b.turn(4, cur=1)
            b.active(0, RALTS)
            b.bench(0, 1, victim)
            b.active(1, RALTS)
            if by_attack:
                ko_by_attack(b, 0, 1)
            else:
                b.damage(0, 1, 999)
            resolve(b)
            b.turn(5, cur=0)
            got = (self.count(b, fighting), self.count(b, psychic), self.count(b, fighting + fx.KO_KIND_ANY_CAUSE))
            self.assertEqual(got, want, (victim, by_attack))
            b.turn(7, cur=0)  # not the last turn any more
            self.assertEqual(self.count(b, fighting + fx.KO_KIND_ANY_CAUSE), 0)

    def test_avenging_knuckle_shape(self):
        rows = load_db().get(LUCARIO).attacks[0].effects
        self.assertEqual(rows[0], ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_KO_LAST_TURN, fx.TC_TYPE + 5), 1, 1])
        req = load_db().get(ARCHER).effects[0]
        self.assertEqual(req, ["REQ_COUNT", fx.count_code(fx.CNT_OWN_KO_LAST_TURN, fx.TC_TEAM_ROCKET + fx.KO_KIND_ANY_CAUSE), 1])


RAICHU, VELUZA, HUNTAIL, WATER, LIGHTNING = "sv3pt5-26", "sv4-54", "sv10-55", "sve-3", "sve-4"


class TestEnergyFromTheKnockedOut(unittest.TestCase):
    def test_shapes(self):
        self.assertEqual(program(RAICHU), [["POWER_PASSIVE", fx.PASSIVE_ON_KO, 0, fx.KO_OWN | fx.KO_BY_ATTACK],
                                           ["KO_TAKE_ENERGY", 1, fx.KT_TO_SELF, 3 + 1]])
        self.assertEqual(program(VELUZA)[1], ["KO_TAKE_ENERGY", 2, fx.KT_TO_BENCH, 2 + 1])
        self.assertEqual(program(HUNTAIL)[1], ["KO_TAKE_ENERGY", 99, fx.KT_TO_HAND, 2 + 1 + fx.KT_BASIC_ONLY])

    def test_a_lightning_energy_to_this_pokemon(self):
        for by_attack, moved in ((True, 1), (False, 0)):
            b = Board([RAICHU, RALTS, LIGHTNING, PSY], [RALTS], rules="modern")
            b.turn(4, cur=1)
            b.active(0, RALTS)
            b.attach(0, 0, PSY, LIGHTNING, LIGHTNING)
            b.bench(0, 1, RAICHU)
            b.active(1, RALTS)
            if by_attack:
                ko_by_attack(b, 0, 0)
            else:
                b.damage(0, 0, 999)
            resolve(b)
            self.assertEqual(b.card(0, 0), RAICHU)  # promoted after the Knock Out
            self.assertEqual(b.energy_ids(0, 0), [LIGHTNING] * moved, by_attack)
            self.assertEqual(b.in_discard(0, LIGHTNING), 2 - moved)

    def test_not_from_itself(self):
        b = Board([RAICHU, RALTS, LIGHTNING], [RALTS], rules="modern")
        b.turn(4, cur=1)
        b.active(0, RAICHU)
        b.attach(0, 0, LIGHTNING)
        b.bench(0, 1, RALTS)
        b.active(1, RALTS)
        ko_by_attack(b, 0, 0)
        resolve(b)
        self.assertEqual(b.in_discard(0, LIGHTNING), 1)

    def test_up_to_two_water_energy_to_a_benched_pokemon(self):
        b = Board([VELUZA, RALTS, WATER, PSY], [RALTS], rules="modern")
        b.turn(4, cur=1)
        b.active(0, VELUZA)
        b.attach(0, 0, WATER, PSY, WATER, WATER)
        b.bench(0, 1, RALTS)
        b.bench(0, 2, RALTS)
        b.active(1, RALTS)
        b.script(0, 1)  # the second Benched Pokémon
        ko_by_attack(b, 0, 0)
        resolve(b)
        self.assertEqual(b.energy_ids(0, 2), [WATER, WATER])
        self.assertEqual((b.in_discard(0, WATER), b.in_discard(0, PSY)), (1, 1))

    def test_basic_water_energy_to_the_hand(self):
        for victim, kept in ((HUNTAIL, 2), (RALTS, 0)):  # a Water Pokémon only (this one too)
            b = Board([HUNTAIL, RALTS, WATER, PSY], [RALTS], rules="modern")
            b.turn(4, cur=1)
            b.active(0, victim)
            b.attach(0, 0, WATER, PSY, WATER)
            b.bench(0, 1, HUNTAIL if victim == RALTS else RALTS)
            b.active(1, RALTS)
            ko_by_attack(b, 0, 0)
            resolve(b)
            self.assertEqual(b.in_hand(0, WATER), kept, victim)
            self.assertEqual(b.in_discard(0, WATER), 2 - kept)


MUNKIDORI, PECHARUNT = "sv6pt5-37", "sv6pt5-39"


class TestNamedInPlay(unittest.TestCase):
    def test_one_fewer_with_the_named_pokemon_in_play(self):
        self.assertEqual(program(MUNKIDORI)[1], ["SKIP_UNLESS_NAMED", fx.SELF + fx.NAMED_IN_PLAY, 1, "pecharunt ex"])
        for where, left in ((None, 4), (0, 5), (2, 5)):  # none; Pecharunt ex Active; Benched
            b = Board([MUNKIDORI, PECHARUNT, RALTS], [RALTS], rules="modern")
            b.turn(4, cur=1)
            b.active(0, RALTS)
            b.bench(0, 1, MUNKIDORI)
            b.bench(0, 3, RALTS)
            if where is not None:
                b.put(0, where, PECHARUNT)
            b.active(1, RALTS)
            ko_by_attack(b, 0, 1)
            resolve(b)
            self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), left, where)


LANTURN, MACHOP, EX_WATER, EX_GRASS = "ex16-15", "ex16-53", "ex1-106", "ex1-104"


class TestOncePerTurn(unittest.TestCase):
    def test_one_energy_grounding_each_turn(self):
        self.assertEqual(program(LANTURN), [["POWER_PASSIVE", fx.PASSIVE_ON_KO, 1, fx.KO_OWN | fx.KO_BY_ATTACK | fx.KO_ONCE],
                                            ["KO_TAKE_ENERGY", 1, fx.KT_TO_SELF, fx.KT_BASIC_ONLY]])
        b = Board([LANTURN, MACHOP, EX_WATER], [MACHOP], rules="ex")
        b.turn(4, cur=1)
        b.active(0, MACHOP)
        b.attach(0, 0, EX_WATER)
        b.bench(0, 1, MACHOP)
        b.attach(0, 1, EX_WATER)
        b.bench(0, 2, LANTURN)
        b.bench(0, 3, LANTURN)
        b.active(1, MACHOP)
        ko_by_attack(b, 0, 0)
        b.damage(0, 1, 999)  # both Knocked Out by the attack (a Benched one too)
        resolve(b)
        self.assertEqual(sorted(b.n_energy(0, s) for s in range(4)), [0, 0, 0, 1])
        self.assertEqual(b.in_discard(0, EX_WATER), 1)
        # the next opponent's turn: again
        b.turn(6, cur=1)
        a = [s for s in range(4) if b.card(0, s) == LANTURN and b.n_energy(0, s) == 0][0]
        b.put(0, 4, MACHOP)
        b.attach(0, 4, EX_WATER)
        ko_by_attack(b, 0, 4)
        resolve(b)
        self.assertEqual(sum(b.n_energy(0, s) for s in range(4)), 2, a)


class TestRecogniser(unittest.TestCase):
    def test_synthetic_wordings(self):
        on = fx.PASSIVE_ON_KO
        t = ("if this pokémon is knocked out by damage from an attack from your opponent's pokémon, "
             "search your deck for up to 2 cards and put them into your hand. then, shuffle your deck.")
        self.assertEqual(ko_answer_program(t), [["POWER_PASSIVE", on, 0, fx.KO_BY_ATTACK], ["SEARCH_DECK", 2, 0, 0]])
        t = "if this pokémon is in the active spot and is knocked out, draw 3 cards."
        self.assertEqual(ko_answer_program(t), [["POWER_PASSIVE", on, 0, fx.KO_ACTIVE], ["DRAW", 3]])
        t = ("if 1 of your fire pokémon is knocked out by damage from an attack from your opponent's pokémon, "
             "that player takes 1 fewer prize card. the effect of blazing wall doesn't stack.")
        self.assertEqual(ko_answer_program(t), [["POWER_PASSIVE", on, 0, fx.KO_OWN | fx.KO_BY_ATTACK | fx.KO_NOSTACK
                                                 + fx.KO_TC * (fx.TC_TYPE + 1)], ["KO_PRIZES", -1, 0]])

    def test_synthetic_tools(self):
        from ptcgsim.cards.recognize_tool import recognize_tool

        on, rows = fx.TOOL_ON_KO, fx.TOOL_ON_KO_ROWS
        t = ("If the Pokémon this card " "is attached to is Knocked Out by damage from an attack from your opponent's "
             "Pokémon, draw 2 cards.")
        self.assertEqual(recognize_tool(t), [["TOOL", on, 1 + rows * fx.KO_BY_ATTACK, 0], ["DRAW", 2]])
        t = ("If the Pokémon this card " "is attached to is Knocked Out by damage from an attack from your opponent's "
             "Pokémon, put it into your hand.")
        self.assertIsNone(recognize_tool(t))
        t = ("If the Pokémon this card " "is attached to doesn't have a Rule Box, it gets +30 HP, and if it is Knocked Out "
             "by damage from an attack from your opponent's Pokémon, heal 30 damage from each of your Pokémon.")
        self.assertIsNone(recognize_tool(t))

    def test_synthetic_attack_clause(self):
        from ptcgsim.cards import recognize as R

        ctx = R.Ctx(kind="attack", base=40, damaging=True)
        segs = R._parse("if your opponent's pokémon is knocked out by damage from this attack, draw 3 cards.", ctx)
        self.assertEqual(R._assemble(segs, ctx), [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_DEF_KO, 1, 1], ["DRAW", 3]])
        # a clause before the damage, or no damage: not read here
        ctx0 = R.Ctx(kind="attack", base=0, damaging=False)
        self.assertIsNone(R._parse("if your opponent's pokémon is knocked out by damage from this attack, draw 3 cards.", ctx0))
        self.assertIsNone(R._parse("if the defending pokémon is knocked out by this attack, this attack does 20 more damage.", ctx))

    def test_synthetic_kinds(self):
        from ptcgsim.cards import recognize as R

        self.assertEqual(R._board_cond("any of your grass pokémon were knocked out by damage from an attack during your "
                                       "opponent's last turn"),
                         [(fx.count_code(fx.CNT_OWN_KO_LAST_TURN, fx.TC_TYPE + 0), 1)])
        self.assertEqual(R._board_cond("any of your iono's pokémon were knocked out during your opponent's last turn"),
                         [(fx.count_code(fx.CNT_OWN_KO_LAST_TURN, fx.TC_OWNER + 0 + fx.KO_KIND_ANY_CAUSE), 1)])
        # an owner the record doesn't keep (N's), another time
        self.assertIsNone(R._board_cond("any of your n's pokémon were knocked out during your opponent's last turn"))
        self.assertIsNone(R._board_cond("any of your grass pokémon were knocked out during your last turn"))

    def test_synthetic_energy_takes(self):
        on = fx.PASSIVE_ON_KO
        t = ("when 1 of your pokémon is knocked out by damage from an attack from your opponent's pokémon, you may move a "
             "fire energy from that pokémon to this pokémon.")
        self.assertEqual(ko_answer_program(t), [["POWER_PASSIVE", on, 0, fx.KO_OWN | fx.KO_BY_ATTACK],
                                                ["KO_TAKE_ENERGY", 1, fx.KT_TO_SELF, 1 + 1]])
        t = ("if this pokémon is knocked out by damage from an attack from your opponent's pokémon, move up to 3 grass "
             "energy cards from this pokémon to 1 of your benched pokémon.")
        self.assertEqual(ko_answer_program(t)[1], ["KO_TAKE_ENERGY", 3, fx.KT_TO_BENCH, 0 + 1])
        # the opponent's Pokémon's Energy: not read
        t = "when your opponent's active pokémon is knocked out, move a fire energy from that pokémon to this pokémon."
        self.assertIsNone(ko_answer_program(t))
        # to 2 or more Pokémon "in any way you like": not read
        t = ("if this pokémon is knocked out, move up to 3 grass energy cards from this pokémon to your benched pokémon "
             "in any way you like.")
        self.assertIsNone(ko_answer_program(t))

    def test_near_misses(self):
        for t in (
            # another Pokémon's Knock Out: only prize changes are read
            "if 1 of your water pokémon is knocked out by damage from an attack from your opponent's pokémon, draw 2 cards.",
            # a condition the header doesn't read
            "if this pokémon is knocked out by damage from an attack from your opponent's pokémon, and if you have 2 or "
            "more zorua in play, your opponent takes 1 fewer prize card.",
            # a body with an effect the Knock Out can't run
            "if this pokémon is knocked out, heal 30 damage from 1 of your benched pokémon.",
            "if this pokémon is knocked out, put it into your hand instead of the discard pile.",
            # "doesn't stack" on its own Knock Out
            "when this pokémon is knocked out, flip a coin. if heads, your opponent can't take any prize cards for it. "
            "the effect of shiny rock doesn't stack.",
        ):
            self.assertIsNone(ko_answer_program(t), t)


if __name__ == "__main__":
    unittest.main()

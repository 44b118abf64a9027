"""Coverage slice 29exa (ptcgsim/cards/recognize_cov29exa.py): EX-era attack wordings, each family
on synthetic sentences built from short pieces (never a printed sentence), and near misses that
stay unrecognised."""

from __future__ import annotations

import itertools
import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards import recognize_cov29exa as X
from ptcgsim.cards.recognize import Ctx, recognize_text

ME = "Testmon"
DEF = "the defending pokémon"
NOPE = None


def attack(text: str, base: int = 0, ex: bool = True):
    ctx = Ctx(kind="attack", base=base, damaging=base > 0, ex_era=ex)
    ctx.card = ME
    return recognize_text(text, ctx, ME)


def has_basic(t: int) -> int:
    return fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + t)


def walk(rows, present: set[int]):
    """Run the flow rows of a program with the basic Energy types ``present`` attached: the other rows reached."""
    out, r = [], 0
    while r < len(rows):
        row = rows[r]
        r += 1
        if row[0] == "SKIP":
            r += row[1]
        elif row[0] == "SKIP_UNLESS_COUNT":
            t = row[1] // fx.CNT_ARG - 1 - fx.KIND_BASIC_ENERGY_OF_TYPE
            assert row[1] % fx.CNT_ARG == fx.CNT_SELF_ENERGY_KIND and row[2] == 1
            if t not in present:
                r += row[3]
        else:
            out.append(row)
    return out


class TestPerBasicType(unittest.TestCase):
    def text(self, base=40, more=15):
        return "does %d damage plus %d more damage for each type of basic energy card attached to %s." % (base, more, ME)

    def test_per_type(self):
        rows = []
        for t in range(10):
            rows += [["SKIP_UNLESS_COUNT", has_basic(t), 1, 1], ["DMG_ADD", 15]]
        self.assertEqual(attack(self.text(), 40), rows + [["DAMAGE"]])
        self.assertEqual(attack("this attack " + self.text(), 40), rows + [["DAMAGE"]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.text(), 40, ex=False))
        self.assertIsNone(attack(self.text(), 30))  # the base is not the printed damage
        self.assertIsNone(attack(self.text().replace("basic energy card", "energy card"), 40))
        self.assertIsNone(attack(self.text().replace(ME, DEF), 40))


class TestAtLeastTypes(unittest.TestCase):
    def text(self, k=3, cond="paralyzed", of="or"):
        return ("if %s has %d %s more different types of basic energy cards attached to it, this attack does 30 damage plus 10 more"
                " damage and the defending pokémon is now %s." % (ME, k, of, cond))

    def test_walk(self):
        for k in (2, 3, 4):
            rows = X._if_types_at_least(k, [["X"]])
            self.assertTrue(all(r[1] >= 0 for r in rows if r[0] == "SKIP"))
            for n in range(0, 11):
                for present in itertools.combinations(range(10), n):
                    self.assertEqual(walk(rows, set(present)), [["X"]] if n >= k else [])

    def test_program(self):
        pre = X._if_types_at_least(3, [["DMG_ADD", 10]])
        post = X._if_types_at_least(3, [["COND", fx.PARALYZED, fx.OPP]])
        self.assertEqual(attack(self.text(), 30), pre + [["DAMAGE"]] + post)
        self.assertEqual(attack(self.text(of="of"), 30), pre + [["DAMAGE"]] + post)  # (a misprint of "or")
        self.assertEqual(attack(self.text(k=2, cond="poisoned"), 30),
                         X._if_types_at_least(2, [["DMG_ADD", 10]]) + [["DAMAGE"]] + X._if_types_at_least(2, [["COND", fx.POISONED, fx.OPP]]))

    def test_near_misses(self):
        self.assertIsNone(attack(self.text(), 30, ex=False))
        self.assertIsNone(attack(self.text(), 20))
        self.assertIsNone(attack(self.text(k=1), 30))
        self.assertIsNone(attack(self.text().replace(" and the defending pokémon is now paralyzed", ""), 30))
        self.assertIsNone(attack(self.text().replace("different types of basic", "different types of"), 30))


class TestChooseTwoConditions(unittest.TestCase):
    def text(self, a="poisoned", b="burned", c="confused", d="asleep"):
        return "choose either %s or %s, and either %s or %s. the defending pokémon is now affected by both special conditions." % (a, b, c, d)

    def test_choose(self):
        self.assertEqual(attack(self.text()), [
            ["CHOOSE_ONE", 2, 1], ["COND", fx.POISONED, fx.OPP], ["SKIP", 1], ["COND", fx.BURNED, fx.OPP],
            ["CHOOSE_ONE", 2, 1], ["COND", fx.CONFUSED, fx.OPP], ["SKIP", 1], ["COND", fx.ASLEEP, fx.OPP]])
        self.assertEqual(attack(self.text(d="paralyzed"), 20)[-1], ["COND", fx.PARALYZED, fx.OPP])

    def test_near_misses(self):
        self.assertIsNone(attack(self.text(), ex=False))
        self.assertIsNone(attack(self.text(d="poisoned")))  # the same condition twice
        self.assertIsNone(attack(self.text().replace("both special conditions", "1 of them")))


class TestAttachAnyNumber(unittest.TestCase):
    TEXT = "attach any number of basic energy cards from your hand to your pokémon in any way you like."

    def test_attach(self):
        self.assertEqual(attack(self.TEXT), [["ATTACH_ENERGY_ANY", X._ANY_NUMBER, fx.FROM_HAND, fx.ANY]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.TEXT, ex=False))
        self.assertIsNone(attack(self.TEXT.replace("your hand", "your discard pile")))
        self.assertIsNone(attack(self.TEXT.replace("basic energy", "energy")))


class TestDrawPerOppBasic(unittest.TestCase):
    TEXT = ("draw a number of cards up to the number of your opponent's basic pokémon in play. (you can't have more than 8 cards in"
            " your hand in this way.)")

    def test_draw(self):
        code = fx.count_code(fx.CNT_OPP_STAGE_IN_PLAY, 0)
        rows = []
        for i in range(1, 7):
            rows += [["SKIP_UNLESS_COUNT", code, i, 2], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_HAND, -8, 1], ["DRAW", 1]]
        self.assertEqual(attack(self.TEXT), rows)

    def test_near_misses(self):
        self.assertIsNone(attack(self.TEXT, ex=False))
        self.assertIsNone(attack(self.TEXT.replace("basic pokémon", "evolved pokémon")))
        self.assertIsNone(attack(self.TEXT.split(" (")[0]))  # the cap is part of the wording


class TestMayDiscardHand(unittest.TestCase):
    def text(self, n=3, base=50, more=30, bench=10):
        return ("you may discard %d cards from your hand. if you do, this attack does %d damage plus %d more damage and does %d damage to"
                " 1 of your opponent's benched pokémon. (don't apply weakness and resistance for benched pokémon.)" % (n, base, more, bench))

    def test_more_and_bench(self):
        self.assertEqual(attack(self.text(), 50), [
            ["CHOOSE_ONE", 4, 1], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_HAND, 3, 2], ["DISCARD_HAND", 3, fx.KIND_ANY], ["DMG_ADD", 30],
            ["SKIP", 1], ["NOP"], ["DAMAGE"],
            ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_LAST_DISCARD_KIND, fx.KIND_ANY), 1, 1], ["BENCH_DAMAGE", 10, fx.BENCH_OPP_ONE]])

    def test_pokemon_for_bench(self):
        text = ("you may discard a basic pokémon or evolution card from your hand. if you do, choose 1 of your opponent's benched pokémon"
                " and do 40 damage to that pokémon. (don't apply weakness and resistance for benched pokémon.)")
        self.assertEqual(attack(text, 30), [
            ["DAMAGE"], ["CHOOSE_ONE", 4, 1], ["DISCARD_HAND", 1, fx.KIND_POKEMON],
            ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_LAST_DISCARD_KIND, fx.KIND_POKEMON), 1, 1],
            ["BENCH_DAMAGE", 40, fx.BENCH_OPP_ONE], ["SKIP", 1], ["NOP"]])
        self.assertIsNone(attack(text, 30, ex=False))
        self.assertIsNone(attack(text.replace("basic pokémon or evolution card", "trainer card"), 30))

    def test_near_misses(self):
        self.assertIsNone(attack(self.text(), 50, ex=False))
        self.assertIsNone(attack(self.text(), 40))
        # the Bench damage alone, or the discard without the Bench damage
        self.assertIsNone(attack("this attack does 50 damage plus 30 more damage and does 10 damage to 1 of your opponent's benched"
                                 " pokémon.", 50))
        self.assertIsNone(attack("you may discard 3 cards from your hand. if you do, this attack does 50 damage plus 30 more damage.", 50))


class TestMayFlipInstead(unittest.TestCase):
    TEXT = "before doing damage, you may flip a coin. if heads, this attack does 70 damage instead. if tails, this attack does nothing."

    def test_flip(self):
        self.assertEqual(attack(self.TEXT, 20), [
            ["CHOOSE_ONE", 6, 1], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DMG_SET", 70], ["SKIP_UNLESS_TAILS", 1, 1], ["STOP"],
            ["SKIP", 1], ["NOP"], ["DAMAGE"]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.TEXT, 20, ex=False))
        self.assertIsNone(attack(self.TEXT))  # an attack with no printed damage
        self.assertIsNone(attack(self.TEXT.replace("does nothing", "does 10 damage")))


class TestIfHolonEnergy(unittest.TestCase):
    HEAD = "if " + ME + " has any holon energy cards attached to it, "

    def chain(self, rows):
        names = ("Holon Energy FF", "Holon Energy GL", "Holon Energy WP")
        c = [fx.named_count(fx.CNT_SELF_ENERGY_KIND, n) for n in names]
        return [["SKIP_UNLESS_COUNT", c[0], 1, 1], ["SKIP", 3], ["SKIP_UNLESS_COUNT", c[1], 1, 1], ["SKIP", 1],
                ["SKIP_UNLESS_COUNT", c[2], 1, len(rows)]] + rows

    def test_clauses(self):
        self.assertEqual(attack("draw 2 cards. " + self.HEAD + "draw 3 more cards."), [["DRAW", 2]] + self.chain([["DRAW", 3]]))
        self.assertEqual(attack(self.HEAD + "choose 1 card from your opponent's hand without looking and discard it.", 40),
                         [["DAMAGE"]] + self.chain([["OPP_DISCARD_HAND_RANDOM", 1]]))
        self.assertEqual(attack(self.HEAD + "this attack does 20 damage to each of your opponent's benched pokémon. (don't apply weakness"
                                " and resistance for benched pokémon.)", 10),
                         [["DAMAGE"]] + self.chain([["BENCH_DAMAGE", 20, fx.BENCH_OPP_ALL]]))

    def test_near_misses(self):
        self.assertIsNone(attack(self.HEAD + "draw 3 more cards.", ex=False))
        self.assertIsNone(attack(self.HEAD + DEF + " is now confused.", 10))  # a clause this rule does not read
        self.assertIsNone(attack(self.HEAD + "this attack does 20 damage plus 10 more damage.", 20))
        self.assertIsNone(attack(self.HEAD.replace("holon energy", "holon pokémon") + "draw 3 more cards."))


class TestDiscardEitherAllTimes(unittest.TestCase):
    def text(self, a="water", b="psychic", per=30, a2=None, b2=None):
        return ("discard either all %s energy or all %s energy attached to %s. this attack does %d damage times the amount of %s or %s"
                " energy discarded." % (a, b, ME, per, a2 or a, b2 or b))

    def test_choice(self):
        w, p = R._type("water"), R._type("psychic")
        self.assertEqual(attack(self.text(), 30), [
            ["DMG_SET", 0], ["CHOOSE_ONE", 3, 2], ["DMG_ADD_PER_ENERGY", 30, fx.SELF, w], ["DISCARD_ENERGY", 0, fx.SELF, w], ["SKIP", 2],
            ["DMG_ADD_PER_ENERGY", 30, fx.SELF, p], ["DISCARD_ENERGY", 0, fx.SELF, p], ["DAMAGE"]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.text(), 30, ex=False))
        self.assertIsNone(attack(self.text(), 20))  # N is not the printed damage
        self.assertIsNone(attack(self.text(b="water"), 30))
        self.assertIsNone(attack(self.text(b2="grass"), 30))  # the damage names other types


class TestMoveAllToBench(unittest.TestCase):
    TEXT = "move all energy cards attached to " + ME + " to your benched pokémon in any way you like."
    NOTE = " (ignore this effect if you don't have any benched pokémon.)"

    def moves(self):
        from ptcgsim.kernel.layout import MAXEN
        return [["MOVE_ENERGY", 0, 0, fx.MOVE_FROM * fx.TC_ACTIVE + fx.ANY + 1]] * MAXEN

    def test_move(self):
        self.assertEqual(attack(self.TEXT + self.NOTE, 60), [["DAMAGE"]] + self.moves())
        self.assertEqual(attack(self.TEXT), self.moves())
        rows = self.moves()
        self.assertEqual(attack("you may " + self.TEXT, 20), [["DAMAGE"], ["CHOOSE_ONE", len(rows) + 1, 1]] + rows + [["SKIP", 1], ["NOP"]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.TEXT, 60, ex=False))
        self.assertIsNone(attack(self.TEXT.replace("your benched pokémon", "1 of your benched pokémon"), 60))
        self.assertIsNone(attack(self.TEXT.replace("all energy cards", "all fire energy cards"), 60))


class TestPerMilled(unittest.TestCase):
    OWN_E = (fx.CNT_OWN_DISCARD_KIND, fx.KIND_ENERGY)
    OPP_E = (fx.CNT_OPP_DISCARD_KIND, fx.KIND_ENERGY)

    def test_each_player(self):
        text = ("each player discards the top card of his or her deck. this attack does 30 damage plus 40 more damage for each energy card"
                " discarded in this way.")
        self.assertEqual(attack(text, 30), [
            ["DMG_ADD_PER_COUNT", -40, *self.OWN_E], ["DMG_ADD_PER_COUNT", -40, *self.OPP_E], ["MILL_OPP", 1], ["MILL_OPP", 1, 1],
            ["DMG_ADD_PER_COUNT", 40, *self.OWN_E], ["DMG_ADD_PER_COUNT", 40, *self.OPP_E], ["DAMAGE"]])
        self.assertIsNone(attack(text, 30, ex=False))
        self.assertIsNone(attack(text, 20))

    def test_top_k_typed(self):
        text = ("discard the top 4 cards from your deck. this attack does 20 damage times the number of water and grass basic energy cards"
                " discarded in this way.")
        w = (fx.CNT_OWN_DISCARD_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + R._type("water"))
        g = (fx.CNT_OWN_DISCARD_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + R._type("grass"))
        self.assertEqual(attack(text, 20), [
            ["DMG_SET", 0], ["DMG_ADD_PER_COUNT", -20, *w], ["DMG_ADD_PER_COUNT", -20, *g], ["MILL_OPP", 4, 1],
            ["DMG_ADD_PER_COUNT", 20, *w], ["DMG_ADD_PER_COUNT", 20, *g], ["DAMAGE"]])
        self.assertIsNone(attack(text, 20, ex=False))
        self.assertIsNone(attack(text.replace("grass", "water"), 20))
        self.assertIsNone(attack(text.replace("your deck", "your opponent's deck"), 20))

    def test_down_to(self):
        text = ("discard cards from the top of your deck until you have 2 cards left. this attack does 40 damage plus 10 more damage for each"
                " energy card you discarded in this way.")
        mill = []
        for _ in range(58):
            mill += [["SKIP_UNLESS_COUNT", fx.CNT_OWN_DECK, 3, 1], ["MILL_OPP", 1, 1]]
        self.assertEqual(attack(text, 40), [["DMG_ADD_PER_COUNT", -10, *self.OWN_E]] + mill + [["DMG_ADD_PER_COUNT", 10, *self.OWN_E], ["DAMAGE"]])
        self.assertIsNone(attack(text, 40, ex=False))
        self.assertIsNone(attack(text, 30))

    def test_show_hand(self):
        text = ("you may show your hand to your opponent. if you do, this attack does 40 damage plus 20 more damage for each energy card in"
                " your hand. after doing damage, shuffle the energy cards back into your deck.")
        self.assertEqual(attack(text, 40), [
            ["CHOOSE_ONE", 4, 1], ["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_HAND, fx.ANY], ["SHUFFLE_KIND_TO_DECK", fx.KIND_ENERGY, fx.SELF],
            ["DMG_ADD_PER_COUNT", -20, fx.CNT_OWN_HAND, fx.ANY], ["SKIP", 1], ["NOP"], ["DAMAGE"]])
        self.assertIsNone(attack(text, 40, ex=False))
        self.assertIsNone(attack(text.split(" after doing damage")[0], 40))  # the Energy cards stay in the hand: not this reading


class TestBenchOnePerNamed(unittest.TestCase):
    TEXT = ("choose 1 of your opponent's benched pokémon. this attack does 20 damage to that pokémon for each sunmon you have in play."
            " (don't apply weakness and resistance for benched pokémon.)")

    def test_per_named(self):
        self.assertEqual(attack(self.TEXT), [["DMG_SET", 0], ["DMG_ADD_PER_NAMED", 20, fx.SELF, "sunmon"], ["BENCH_DAMAGE", 0, fx.BENCH_OPP_ONE]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.TEXT, ex=False))
        self.assertIsNone(attack(self.TEXT, 30))  # an attack that prints damage: D is its own
        self.assertIsNone(attack(self.TEXT.replace("sunmon", "fire pokémon")))


class TestSwapWithDeck(unittest.TestCase):
    TEXT = ("choose up to 2 cards in your hand and put them on top of your deck. then, search your deck for that many cards and put them"
            " into your hand. shuffle your deck afterward.")

    def test_swap(self):
        self.assertEqual(attack(self.TEXT), [
            ["HAND_TO_DECK", 2, 2], ["SKIP_UNLESS_N", 2, 2], ["SEARCH_DECK", 2, fx.KIND_ANY, fx.TO_HAND], ["SKIP", 2],
            ["SKIP_UNLESS_N", 1, 1], ["SEARCH_DECK", 1, fx.KIND_ANY, fx.TO_HAND]])
        rows = attack(self.TEXT.replace("up to 2", "up to 4"))
        self.assertEqual(rows[0], ["HAND_TO_DECK", 4, 2])
        self.assertEqual([r for r in rows if r[0] == "SKIP"], [["SKIP", 8], ["SKIP", 5], ["SKIP", 2]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.TEXT, ex=False))
        self.assertIsNone(attack(self.TEXT.replace("that many cards", "a card")))
        self.assertIsNone(attack(self.TEXT.replace("on top of your deck", "on the bottom of your deck")))


class TestDamageOneOwn(unittest.TestCase):
    TEXT = "this attack does 20 damage to 1 of your pokémon."

    def test_choice(self):
        self.assertEqual(attack(self.TEXT, 70), [
            ["DAMAGE"], ["CHOOSE_ONE", 2, 4], ["SELF_DAMAGE", 20], ["SKIP", 4],
            ["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, 1, 2], ["BENCH_DAMAGE", 20, fx.BENCH_OWN_ONE], ["SKIP", 1], ["SELF_DAMAGE", 20]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.TEXT, 70, ex=False))
        self.assertIsNone(attack(self.TEXT.replace("1 of your pokémon", "2 of your pokémon"), 70))


if __name__ == "__main__":
    unittest.main()

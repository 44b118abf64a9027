"""Coverage slice 27exa (ptcgsim/cards/recognize_cov27exa.py): EX-era attack wordings, each family
on synthetic sentences built from short pieces (never a printed sentence), and a near miss that
stays unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.kernel.cardtable import CF_EX, CF_NAME_DARK, CF_TYPES
from ptcgsim.cards.recognize import Ctx, recognize_text

ME = "Testmon"
DEF = "the defending pokémon"
SELF = "this pokémon"
NOTE = " (don't apply weakness and resistance for benched pokémon.)"


def attack(text: str, base: int = 0, ex: bool = True, damage: str | None = None, names=(), damages=()):
    ctx = Ctx(kind="attack", base=base, damaging=base > 0 or bool(damage), ex_era=ex,
              attack_names=tuple(names), attack_damages=tuple(damages))
    ctx.card = ME
    return recognize_text(text, ctx, ME)


def bit(flag: int) -> int:
    return flag.bit_length() - 1


class TestMayDiscard(unittest.TestCase):
    def test_discard_all_typed_base_instead(self):
        head = "you may discard all lightning energy attached to " + SELF + ". if you do, "
        text = head + "this attack's base damage is 90 instead of 50."
        self.assertEqual(attack(text, 50), [["DISCARD_CHOSEN", 1, fx.DS_SELF, 3], ["DMG_ADD_PER_N", 40], ["SKIP_UNLESS_N", 1, 1],
                                            ["DISCARD_ENERGY", 0, fx.SELF, 3], ["DAMAGE"]])
        self.assertEqual(attack(text.replace("energy attached", "energy cards attached"), 50)[0], ["DISCARD_CHOSEN", 1, fx.DS_SELF, 3])
        self.assertIsNone(attack(text, 60))  # not the printed damage
        self.assertIsNone(attack(text, 50, ex=False))

    def test_discard_all_typed_condition(self):
        text = "you may discard all fire energy attached to " + SELF + ". if you do, " + DEF + " is now burned and confused."
        self.assertEqual(attack(text, 50), [["DAMAGE"], ["DISCARD_CHOSEN", 1, fx.DS_SELF, 1], ["SKIP_UNLESS_N", 1, 3],
                                            ["DISCARD_ENERGY", 0, fx.SELF, 1], ["COND", fx.BURNED, fx.OPP], ["COND", fx.CONFUSED, fx.OPP]])
        self.assertIsNone(attack(text.replace("is now burned", "is now burnt"), 50))

    def test_discard_two(self):
        text = "you may discard 2 metal energy attached to " + SELF + ". if you do, this attack's base damage is 90 instead of 50."
        self.assertEqual(attack(text, 50), [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, 7), 2, 4],
                                            ["DISCARD_CHOSEN", 1, fx.DS_SELF, 7], ["DMG_ADD_PER_N", 40], ["SKIP_UNLESS_N", 1, 1],
                                            ["DISCARD_ENERGY", 1, fx.SELF, 7], ["DAMAGE"]])
        text = ("you may discard 2 energy attached to " + SELF + ". if you do, this attack does 50 damage plus 20 more damage for each"
                " energy attached to " + DEF + ".")
        self.assertEqual(attack(text, 50), [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_ENERGY), 2, 4],
                                            ["DISCARD_CHOSEN", 1, fx.DS_SELF, fx.ANY], ["SKIP_UNLESS_N", 1, 2],
                                            ["DISCARD_ENERGY", 1, fx.SELF, fx.ANY], ["DMG_ADD_PER_ENERGY", 20, fx.OPP, fx.ANY], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("discard 2", "discard 3"), 50))


class TestConditions(unittest.TestCase):
    def test_energy_exactly_and_or_more(self):
        text = ("if 1 energy is attached to " + SELF + ", " + DEF + " is now asleep. if 2 or more energy is attached to " + SELF
                + ", " + DEF + " is now poisoned.")
        code = fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY)
        self.assertEqual(attack(text, 20), [["DAMAGE"], ["SKIP_UNLESS_COUNT", code, 1, 2], ["SKIP_UNLESS_COUNT", code, -2, 1],
                                            ["COND", fx.ASLEEP, fx.OPP], ["SKIP_UNLESS_COUNT", code, 2, 1], ["COND", fx.POISONED, fx.OPP]])
        self.assertIsNone(attack(text.replace("1 energy is", "1 energy card is"), 20))

    def test_opponents_active_evolved(self):
        text = "if any of your opponent's active pokémon are evolved pokémon, draw 3 cards."
        self.assertEqual(attack(text), [["SKIP_UNLESS_COUNT", fx.CNT_DEF_STAGE, 1, 1], ["DRAW", 3]])
        self.assertIsNone(attack(text.replace("active pokémon are", "benched pokémon are")))

    def test_opponent_ex_in_play(self):
        text = "if your opponent has any pokémon-ex in play, draw 2 cards."
        code = fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, bit(CF_EX))
        self.assertEqual(attack(text), [["SKIP_UNLESS_COUNT", code, 1, 1], ["DRAW", 2]])
        self.assertIsNone(attack(text.replace("any pokémon-ex", "any pokémon")))

    def test_named_energy_card_and_plus_and_condition(self):
        text = ("if " + SELF + " has a scramble energy card attached to it, this attack does 40 damage plus 20 more damage and "
                + DEF + " is now confused.")
        code = fx.named_count(fx.CNT_SELF_ENERGY_KIND, "Scramble Energy")
        self.assertEqual(attack(text, 40), [["SKIP_UNLESS_COUNT", code, 1, 1], ["DMG_ADD", 20], ["DAMAGE"],
                                            ["SKIP_UNLESS_COUNT", code, 1, 1], ["COND", fx.CONFUSED, fx.OPP]])
        self.assertIsNone(attack(text.replace("a scramble energy", "a basic energy"), 40))

    def test_stadiums(self):
        text = ("if you have a stadium card in play, draw a card. if your opponent has a stadium card in play, this attack does 10"
                " damage to each of your opponent's benched pokémon." + NOTE)
        self.assertEqual(attack(text, 10), [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_STADIUM, 1, 1], ["DRAW", 1],
                                            ["SKIP_UNLESS_COUNT", fx.CNT_STADIUM, 1, 2], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_STADIUM, -1, 1],
                                            ["BENCH_DAMAGE", 10, fx.BENCH_OPP_ALL]])
        self.assertIsNone(attack(text.replace("a stadium card in play, draw", "a stadium card in hand, draw"), 10))

    def test_last_prize_and_alone(self):
        text = ("if your opponent has only 1 prize card left and " + SELF + " is the only pokémon you have in play, this attack's base"
                " damage is 100 instead of 30.")
        self.assertEqual(attack(text, 30), [["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_LEFT, -2, 2], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, -1, 1],
                                            ["DMG_SET", 100], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("the only pokémon", "the only basic pokémon"), 30))

    def test_dark_type_or_name(self):
        text = "if " + DEF + " is a darkness pokémon or has dark in its name, this attack does 40 damage plus 30 more damage."
        a = fx.count_code(fx.CNT_DEF_FLAG, bit(CF_TYPES) + 6)
        b = fx.count_code(fx.CNT_DEF_FLAG, bit(CF_NAME_DARK))
        self.assertEqual(attack(text, 40), [["SKIP_UNLESS_COUNT", a, 1, 1], ["SKIP", 1], ["SKIP_UNLESS_COUNT", b, 1, 1],
                                            ["DMG_ADD", 30], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("darkness pokémon or", "darkness pokémon and"), 40))


class TestCounts(unittest.TestCase):
    def test_named_energy_per_card(self):
        text = "does 60 damage plus 20 damage for each react energy card attached to " + SELF + "."
        self.assertEqual(attack(text, 60), [["DMG_ADD_PER_COUNT", 20, fx.CNT_SELF_ENERGY_KIND, "React Energy"], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("react energy card", "dark metal energy card"), 60))

    def test_all_energy_in_play(self):
        text = "does 10 damage times the total amount of energy attached to all pokémon in play."
        self.assertEqual(attack(text, damage="10x"), [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_ENERGY_ALL, fx.ANY],
                                                      ["DMG_ADD_PER_COUNT", 10, fx.CNT_OPP_ENERGY_ALL, fx.ANY], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("all pokémon in play", "all pokémon in hand"), damage="10x"))

    def test_more_plus_more(self):
        text = "does 20 more damage plus 10 more damage for each energy attached to all of your opponent's pokémon."
        self.assertEqual(attack(text, 20), [["DMG_ADD_PER_COUNT", 10, fx.CNT_OPP_ENERGY_ALL, fx.ANY], ["DAMAGE"]])
        self.assertIsNone(attack(text, 30))


class TestNextTurn(unittest.TestCase):
    def test_attacks_do_more(self):
        text = "during your next turn, " + SELF + "'s attacks do 40 more damage to " + DEF + " (before applying weakness and resistance)."
        self.assertEqual(attack(text, 20, names=("a",), damages=("20",)), [["DAMAGE"], ["NEXT_TURN_BASE_DAMAGE", 0, 60, 0]])
        self.assertIsNone(attack(text, 20, names=("a", "b"), damages=("20", "30x")))

    def test_current_active_does_damage(self):
        text = ("during your next turn, if any of your current active pokémon does damage to any defending pokémon, the attack does 30"
                " more damage (before applying weakness and resistance).")
        self.assertEqual(attack(text, 10, names=("a", "b"), damages=("10", "50")),
                         [["DAMAGE"], ["NEXT_TURN_BASE_DAMAGE", 0, 40, 0], ["NEXT_TURN_BASE_DAMAGE", 1, 80, 1]])
        self.assertEqual(attack(text, names=("a", "b"), damages=("", "50+")), [["NEXT_TURN_BASE_DAMAGE", 1, 80, 0]])
        self.assertIsNone(attack(text.replace("(before", "(after"), names=("a", "b"), damages=("", "50")))

    def test_named_attack_base(self):
        text = "during your next turn, hard hit attack's base damage is 50 instead of 70."
        self.assertEqual(attack(text, 20, names=("poke", "hard hit"), damages=("20", "70-")), [["DAMAGE"], ["NEXT_TURN_BASE_DAMAGE", 1, 50]])
        self.assertIsNone(attack(text, 20, names=("poke", "hard hit"), damages=("20", "60")))


class TestCoins(unittest.TestCase):
    def test_two_coins_energy_per_heads(self):
        text = "flip 2 coins. if both are tails, this attack does nothing. for each heads, discard an energy attached to " + DEF + "."
        per = [["SKIP_UNLESS_HEADS", 1, 1], ["DISCARD_ENERGY", 1, fx.OPP, fx.ANY], ["SKIP_UNLESS_HEADS", 2, 1],
               ["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]]
        self.assertEqual(attack(text, 20), [["FLIP", 2], ["SKIP_UNLESS_TAILS", 2, 1], ["STOP"], ["DAMAGE"]] + per)
        self.assertIsNone(attack(text.replace("flip 2 coins", "flip 3 coins"), 20))

    def test_two_coins_counter_per_heads(self):
        text = "flip 2 coins. for each heads, choose 1 of your opponent's pokémon and put 1 damage counter on that pokémon."
        self.assertEqual(attack(text), [["FLIP", 2], ["SKIP_UNLESS_HEADS", 1, 1], ["PUT_COUNTERS", 10, fx.BENCH_OPP_ANY_ONE],
                                        ["SKIP_UNLESS_HEADS", 2, 1], ["PUT_COUNTERS", 10, fx.BENCH_OPP_ANY_ONE]])
        self.assertIsNone(attack(text.replace("flip 2 coins", "flip 4 coins")))

    def test_heads_seen_discard(self):
        text = "flip a coin. if heads, look at your opponent's hand and choose 1 card. your opponent discards the card you chose."
        self.assertEqual(attack(text, 20), [["DAMAGE"], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DISCARD_HAND", 1, fx.KIND_ANY, fx.OPP_SEEN]])
        self.assertIsNone(attack(text.replace("choose 1 card", "choose 2 cards"), 20))

    def test_all_heads_else(self):
        text = ("flip 3 coins. if all of them are heads, this attack does 10 damage plus 50 more damage. if not, this attack does 10"
                " damage plus 10 more damage for each heads.")
        self.assertEqual(attack(text, 10), [["FLIP", 3], ["SKIP_UNLESS_HEADS", 3, 2], ["DMG_ADD", 50], ["SKIP", 1],
                                            ["DMG_ADD_PER_HEADS", 10], ["DAMAGE"]])
        self.assertIsNone(attack(text, 20))

    def test_reminders_after_a_coin(self):
        text = "flip a coin. if tails, remove 5 damage counters from " + SELF + ". (all if there are less than 5.)"
        self.assertEqual(attack(text), [["FLIP", 1], ["SKIP_UNLESS_TAILS", 1, 1], ["HEAL", 50, fx.SELF]])
        self.assertIsNone(attack(text.replace("(all if", "(none if")))


class TestOneOnOne(unittest.TestCase):
    def test_move_to_opponents_bench(self):
        text = ("move 1 energy card attached to " + DEF + " to 1 of your opponent's benched pokémon. if your opponent has no benched"
                " pokémon, this effect does nothing.")
        self.assertEqual(attack(text, 30), [["DAMAGE"], ["MOVE_ENERGY", 0, fx.OPP, fx.ANY]])
        self.assertIsNone(attack(text.replace("1 energy card", "2 energy cards"), 30))

    def test_other_defending_never(self):
        text = ("move 1 energy card attached to " + DEF + " to the other defending pokémon. (ignore this effect if your opponent has only"
                " 1 defending pokémon.)")
        self.assertEqual(attack(text, 30), [["DAMAGE"]])
        self.assertIsNone(attack(text, 30, ex=False))
        text = "draw a card. if your opponent has more than 1 defending pokémon, you may do 50 damage to each of them instead."
        self.assertEqual(attack(text, 100), [["DAMAGE"], ["DRAW", 1]])

    def test_switch_then_conditions(self):
        text = (DEF + " is now asleep. before applying this effect, you may switch 1 of your opponent's benched pokémon with 1 of the"
                " defending pokémon. if you do, the new defending pokémon is now asleep. your opponent chooses the defending pokémon"
                " to switch.")
        self.assertEqual(attack(text), [["GUST", fx.SELF, 1], ["COND", fx.ASLEEP, fx.OPP]])
        self.assertIsNone(attack(text.replace("new defending pokémon is now asleep", "new defending pokémon is now burned")))


class TestCounters(unittest.TestCase):
    def test_one_plus_per_own_counter(self):
        text = "put 1 damage counter, plus 1 more damage counter for each damage counter on " + SELF + ", on " + DEF + "."
        self.assertEqual(attack(text), [["PUT_COUNTERS", 10, fx.BENCH_DEF], ["PUT_COUNTERS", 10, fx.BENCH_DEF, fx.CNT_SELF_DAMAGE + 1]])
        self.assertIsNone(attack(text.replace("plus 1 more", "plus 2 more")))

    def test_counters_per_energy(self):
        text = "put 2 damage counters on " + DEF + " for each energy attached to " + SELF + "."
        self.assertEqual(attack(text), [["PUT_COUNTERS", 20, fx.BENCH_DEF, fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY) + 1]])
        self.assertIsNone(attack(text.replace("attached to " + SELF, "attached to " + DEF)))

    def test_heal_per_opponents_pokemon(self):
        text = "remove from " + SELF + " a number of damage counters equal to the number of your opponent's pokémon in play."
        rows = attack(text)
        self.assertEqual(rows[0], ["HEAL", 10, fx.SELF])
        self.assertEqual(rows[1:3], [["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, 1, 1], ["HEAL", 10, fx.SELF]])
        self.assertEqual(len(rows), 11)
        self.assertIsNone(attack(text.replace("opponent's pokémon in play", "opponent's pokémon in hand")))

    def test_heal_each_but_self(self):
        text = ("remove 2 damage counters (1 if there is only 1) from each of your pokémon. remove no damage counters from "
                + SELF + ".")
        self.assertEqual(attack(text), [["HEAL", 20, fx.EACH_OWN, fx.ELIG_BENCHED]])
        self.assertIsNone(attack(text.replace("remove no damage", "remove all damage")))


class TestDifferences(unittest.TestCase):
    def test_fewer_benched(self):
        text = "if you have less benched pokémon than your opponent, this attack does 40 damage plus 20 more damage."
        rows = attack(text, 40)
        self.assertEqual(rows[:4], [["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, 0, 3], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, -1, 2],
                                    ["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, 1, 1], ["DMG_ADD", 20]])
        self.assertEqual(len(rows), 21)
        self.assertIsNone(attack(text, 50))

    def test_times_more_in_play(self):
        text = "does 10 damage times the number of pokémon in play your opponent has more than you."
        rows = attack(text, damage="10x")
        self.assertEqual(rows[:6], [["DMG_SET", 0], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, 0, 4], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, -1, 3],
                                    ["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, 1, 2], ["DMG_ADD_PER_COUNT", 10, fx.CNT_OPP_BENCH, fx.ANY],
                                    ["DMG_ADD", 0]])
        self.assertEqual(rows[-2:], [["DMG_ADD", -40], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("more than you", "fewer than you"), damage="10x"))

    def test_opponent_flips_per_bench_tails(self):
        text = ("your opponent flips a number of coins equal to the number of his or her benched pokémon. this attack does 40 damage"
                " times the number of tails.")
        self.assertEqual(attack(text, damage="40x"), [["FLIP_PER_COUNT", fx.CNT_OPP_BENCH], ["DMG_SET", 0],
                                                      ["DMG_ADD_PER_COUNT", 40, fx.CNT_OPP_BENCH, fx.ANY], ["DMG_ADD_PER_HEADS", -40], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("number of tails", "number of heads tails"), damage="40x"))


class TestPieces(unittest.TestCase):
    def test_mill_from(self):
        self.assertEqual(attack("discard the top card from your opponent's deck.", 10), [["DAMAGE"], ["MILL_OPP", 1]])
        self.assertIsNone(attack("discard the top card from your opponent's hand.", 10))

    def test_bench_up_to(self):
        text = "choose up to 2 of your opponent's benched pokémon. this attack does 10 damage to each of them." + NOTE
        self.assertEqual(attack(text), [["BENCH_DAMAGE_UP_TO", 10, 2]])
        self.assertIsNone(attack(text.replace("up to 2", "up to 1")))

    def test_discard_then_switch(self):
        text = ("after your attack, you may discard 1 energy card attached to " + SELF + ". if you do, switch " + SELF
                + " with 1 of your benched pokémon.")
        self.assertEqual(attack(text, 40), [["DAMAGE"], ["DISCARD_CHOSEN", 1, fx.DS_SELF, fx.ANY], ["SKIP_UNLESS_N", 1, 1], ["SWITCH_SELF"]])
        self.assertIsNone(attack(text.replace("1 of your benched", "1 of your opponent's benched"), 40))


class TestBatch2(unittest.TestCase):
    def test_each_own(self):
        text = "if you have less prize cards left than your opponent, this attack does 40 damage to each of your pokémon." + NOTE
        self.assertEqual(attack(text, 70), [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_PRIZE_LEAD, 0, 2], ["SELF_DAMAGE", 40],
                                            ["BENCH_DAMAGE", 40, fx.BENCH_OWN_ALL]])
        self.assertIsNone(attack(text.replace("each of your pokémon", "each of your hands"), 70))

    def test_discard_pile_kinds(self):
        text = ("search your discard pile for a basic pokémon, evolution card, or basic energy card, show it to your opponent, and put"
                " it into your hand.")
        self.assertEqual(attack(text), [["RECOVER", 1, fx.kind_either(fx.KIND_POKEMON, fx.KIND_BASIC_ENERGY), fx.TO_HAND]])
        self.assertIsNone(attack(text.replace("basic energy card,", "special energy card,")))
        text = ("search your discard pile for a basic pokémon (or evolution card), a trainer card, and an energy card. show them to"
                " your opponent and put them into your hand.")
        self.assertEqual(attack(text), [["RECOVER", 1, fx.KIND_POKEMON, fx.TO_HAND], ["RECOVER", 1, fx.KIND_TRAINER, fx.TO_HAND],
                                        ["RECOVER", 1, fx.KIND_ENERGY, fx.TO_HAND]])
        self.assertIsNone(attack(text.replace("a trainer card", "a supporter card")))

    def test_own_and_ex_to_bench(self):
        text = ("search your deck for up to 2 in any combination of " + ME.lower() + " and " + ME.lower() + " ex and put them onto"
                " your bench. shuffle your deck afterward.")
        self.assertEqual(attack(text), [["SEARCH_DECK", 2, ME + "|" + ME + " ex", fx.TO_BENCH]])
        self.assertIsNone(attack(text.replace(" ex and put", " and put")))

    def test_typed_search_then_switch(self):
        from ptcgsim.kernel.cardtable import CF_TYPES
        text = ("search your deck for up to 2 grass pokémon, show them to your opponent, and put them into your hand. shuffle your"
                " deck afterward. if you put any grass pokémon into your hand, you may switch " + SELF + " with 1 of your benched"
                " pokémon.")
        self.assertEqual(attack(text), [["SEARCH_DECK", 2, fx.kind_flag(fx.KIND_POKEMON, CF_TYPES), fx.TO_HAND], ["SKIP_UNLESS_N", 1, 1],
                                        ["SWITCH_SELF", 1]])
        self.assertIsNone(attack(text.replace("any grass pokémon into", "any fire pokémon into")))

    def test_search_per_opp_pokemon(self):
        text = ("count the number of your opponent's pokémon. search your deck for up to that number of basic pokémon and put them"
                " onto your bench. shuffle your deck afterward.")
        rows = attack(text)
        self.assertEqual(rows[:3], [["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, 0, 2], ["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, -1, 1],
                                    ["SEARCH_DECK", 1, fx.KIND_BASIC_POKEMON, fx.TO_BENCH]])
        self.assertEqual(rows[-1], ["SEARCH_DECK", 6, fx.KIND_BASIC_POKEMON, fx.TO_BENCH])
        self.assertIsNone(attack(text.replace("number of basic pokémon", "number of cards")))

    def test_copy_except_energy_cost(self):
        text = ("choose 1 of " + DEF + "'s attacks. copycat copies that attack except for its energy cost. (you must still do anything"
                " else required for that attack.) (no matter what type that pokémon is, " + SELF + "'s type is still colorless.) "
                + SELF + " performs that attack.")
        self.assertEqual(attack(text), [["COPY_DEF_ATTACK", 1]])
        self.assertEqual(attack("flip a coin. if heads, " + text), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COPY_DEF_ATTACK", 1]])
        self.assertIsNone(attack(text.replace("except for its energy cost", "if this pokémon has the energy")))

    def test_all_tails_and_heal_defending(self):
        text = ("flip 2 coins. if 1 of them is heads, remove 1 damage counter from " + DEF + ". if all of them are tails, remove all"
                " damage counters from " + DEF + ".")
        self.assertEqual(attack(text), [["FLIP", 2], ["SKIP_UNLESS_HEADS", 1, 2], ["SKIP_UNLESS_TAILS", 1, 1], ["HEAL", 10, fx.OPP],
                                        ["SKIP_UNLESS_TAILS", 2, 1], ["HEAL", 0, fx.OPP]])
        self.assertIsNone(attack(text.replace("flip 2 coins", "flip a coin")))
        self.assertIsNone(attack("flip 2 coins. draw a card. flip a coin. if all of them are tails, remove all damage counters from "
                                 + DEF + "."))

    def test_tools_off_before_damage(self):
        text = "before doing damage, discard all trainer cards attached to " + DEF + " (before they affect the damage)."
        self.assertEqual(attack(text, 10), [["DISCARD_TOOL", 1, fx.DEF_ACTIVE], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("(before they", "(after they"), 10))

    def test_per_own_counter_either_defending(self):
        each = "this attack does 10 damage for each damage counter on " + SELF + " to "
        text = "flip a coin. if heads, " + each + "each defending pokémon. if tails, " + each + DEF + "."
        self.assertEqual(attack(text), [["FLIP", 1], ["DMG_SET", 0], ["DMG_ADD_PER_DAMAGE", 10, fx.SELF], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("if tails, this attack does 10", "if tails, this attack does 20")))

    def test_typed_energy_card_cond_and_special_discard(self):
        text = ("if " + SELF + " has a water energy card attached to it, this attack does 20 damage plus 20 more damage. if " + SELF
                + " has a psychic energy card attached to it, discard a special energy card attached to " + DEF + ", if any.")
        w = fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + 2)
        p = fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + 4)
        self.assertEqual(attack(text, 20), [["SKIP_UNLESS_COUNT", w, 1, 1], ["DMG_ADD", 20], ["DAMAGE"], ["SKIP_UNLESS_COUNT", p, 1, 1],
                                            ["DISCARD_ENERGY", 1, fx.OPP, fx.ENERGY_SPECIAL]])
        self.assertIsNone(attack(text.replace("a water energy card", "a metal energy card"), 20))

    def test_two_names_both_sides(self):
        text = ("this attack does 30 damage plus 10 more damage for each magnemite and " + SELF + " (both yours and your opponent's)"
                " in play.")
        rows = attack(text, 30)
        self.assertEqual(rows, [["DMG_ADD_PER_NAMED", 10, fx.SELF, "Magnemite"], ["DMG_ADD_PER_NAMED", 10, fx.OPP, "Magnemite"],
                                ["DMG_ADD_PER_NAMED", 10, fx.SELF, ME], ["DMG_ADD_PER_NAMED", 10, fx.OPP, ME], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("magnemite", "energy"), 30))

    def test_discard_then_bench_one(self):
        text = ("you may discard a fire energy card attached to " + SELF + ". if you do, choose 1 of your opponent's benched pokémon"
                " and do 30 damage to that pokémon." + NOTE)
        self.assertEqual(attack(text, 60), [["DAMAGE"], ["DISCARD_CHOSEN", 1, fx.DS_SELF, 1], ["SKIP_UNLESS_N", 1, 1],
                                            ["BENCH_DAMAGE", 30, fx.BENCH_OPP_ONE]])
        self.assertIsNone(attack(text.replace("and do 30 damage", "and do 30 damage counters"), 60))

    def test_capped_flips(self):
        text = ("flip a number of coins equal to the amount of energy attached to " + SELF + ". this attack does 40 damage times the"
                " number of heads. you can't flip more than 2 coins in this way.")
        code = fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY)
        self.assertEqual(attack(text, damage="40x"), [["SKIP_UNLESS_COUNT", code, 2, 2], ["FLIP", 2], ["SKIP", 2],
                                                      ["SKIP_UNLESS_COUNT", code, 1, 1], ["FLIP", 1], ["DMG_TIMES_HEADS", 40], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("more than 2 coins", "more than 9 coins"), damage="40x"))


class TestBatch3(unittest.TestCase):
    def test_extra_basic_units_capped(self):
        text = ("does 30 damage plus 10 more damage for each basic energy attached to " + SELF + " but not used to pay for this"
                " attack's energy cost. you can't add more than 30 damage in this way.")
        self.assertEqual(attack(text, 30), [["DMG_ADD_PER_EXTRA_ENERGY", 10, fx.ENERGY_BASIC, 3], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("more than 30 damage", "more than 35 damage"), 30))

    def test_may_discard_more_and_discard_defending(self):
        text = ("you may discard a fire energy attached to " + SELF + ". if you do, this attack does 50 damage plus 10 more damage and"
                " discard 1 energy card attached to " + DEF + ".")
        self.assertEqual(attack(text, 50), [["DISCARD_CHOSEN", 1, fx.DS_SELF, 1], ["DMG_ADD_PER_N", 10], ["DAMAGE"],
                                            ["SKIP_UNLESS_N", 1, 1], ["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]])
        self.assertIsNone(attack(text, 60))
        self.assertIsNone(attack(text.replace("a fire energy", "a colorless energy"), 50))

    def test_basic_cards_on_both_actives(self):
        text = "does 10 damage times the number of basic energy cards attached to " + SELF + " and " + DEF + "."
        rows = [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 10, fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY],
                ["DMG_ADD_PER_COUNT", 10, fx.CNT_DEF_ENERGY, fx.ANY], ["DMG_ADD_PER_COUNT", -10, fx.CNT_DEF_SPECIAL_ENERGY, fx.ANY], ["DAMAGE"]]
        self.assertEqual(attack(text, damage="10x"), rows)
        both = "does 10 damage times the number of basic energy cards attached to all of the active pokémon (both yours and your opponent's)."
        self.assertEqual(attack(both, damage="10x"), rows)
        self.assertIsNone(attack(text.replace("basic energy cards", "special energy cards"), damage="10x"))

    def test_move_basic_to_bench(self):
        text = "move 1 basic energy card attached to " + SELF + " to 1 of your benched pokémon."
        self.assertEqual(attack(text, 70), [["DAMAGE"], ["MOVE_OWN_ENERGY", 1, 0, fx.ENERGY_BASIC]])
        self.assertIsNone(attack(text.replace("1 of your benched", "1 of your opponent's benched"), 70))

    def test_return_all_basic(self):
        text = ("you may return all basic energy cards attached to " + SELF + " to your hand. if you do, this attack does 40 damage"
                " plus 20 more damage for each basic energy card you returned.")
        self.assertEqual(attack(text, 40), [["DISCARD_CHOSEN", 1, fx.DS_SELF + fx.DS_TO_HAND, fx.ENERGY_BASIC], ["DMG_ADD_PER_N", 20],
                                            ["SKIP_UNLESS_N", 1, 2], ["DMG_ADD_PER_COUNT", 20, fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY],
                                            ["MOVE_OWN_ENERGY", 60, 1, fx.ENERGY_BASIC], ["DAMAGE"]])
        self.assertIsNone(attack(text, 50))

    def test_any_holon_stadium(self):
        text = "if any stadium card with holon in its name is in play, draw 2 cards."
        rows = attack(text, 30)
        names = ("Holon Circle", "Holon Lake", "Holon Legacy", "Holon Research Tower", "Holon Ruins")
        codes = [fx.named_count(fx.CNT_STADIUM_KIND, n) for n in names]
        self.assertEqual(rows, [["DAMAGE"], ["SKIP_UNLESS_COUNT", codes[0], 1, 1], ["SKIP", 7], ["SKIP_UNLESS_COUNT", codes[1], 1, 1],
                                ["SKIP", 5], ["SKIP_UNLESS_COUNT", codes[2], 1, 1], ["SKIP", 3], ["SKIP_UNLESS_COUNT", codes[3], 1, 1],
                                ["SKIP", 1], ["SKIP_UNLESS_COUNT", codes[4], 1, 1], ["DRAW", 2]])
        self.assertIsNone(attack(text.replace("holon in its name", "delta in its name"), 30))

    def test_holon_energy_count(self):
        names = ("Holon Energy FF", "Holon Energy GL", "Holon Energy WP")
        text = "does 30 damage plus 10 more damage for each holon energy card attached to " + SELF + "."
        self.assertEqual(attack(text, 30), [["DMG_ADD_PER_COUNT", 10, fx.CNT_SELF_ENERGY_KIND, n] for n in names] + [["DAMAGE"]])
        self.assertIsNone(attack(text.replace("holon energy card", "holon pokémon card"), 30))

    def test_draw_more(self):
        self.assertEqual(attack("draw a card. draw 2 more cards."), [["DRAW", 1], ["DRAW", 2]])
        self.assertIsNone(attack("draw a card. draw 2 more cards.", ex=False))

    def test_random_discard_down_to(self):
        text = ("if the number of cards in your opponent's hand is at least 5, choose a number of cards there, without looking, until"
                " your opponent has 4 cards left. have your opponent discard the cards you chose.")
        rows = attack(text)
        self.assertEqual(rows[:2], [["SKIP_UNLESS_COUNT", fx.CNT_OPP_HAND, 5, 1], ["OPP_DISCARD_HAND_RANDOM", 1]])
        self.assertEqual(len(rows), 2 * (53 - 4))
        self.assertIsNone(attack(text.replace("at least 5", "at least 7")))

    def test_until_tails_discard_per_heads(self):
        text = "flip a coin until you get tails. for each heads, discard an energy card attached to " + DEF + "."
        rows = attack(text, 20)
        self.assertEqual(rows[:4], [["DAMAGE"], ["FLIP", 0], ["SKIP_UNLESS_HEADS", 1, 1], ["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]])
        self.assertEqual(rows[-2:], [["SKIP_UNLESS_HEADS", 59, 1], ["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]])
        self.assertIsNone(attack(text.replace("for each heads, discard", "for each tails, discard"), 20))


if __name__ == "__main__":
    unittest.main()

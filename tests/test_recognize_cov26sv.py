"""Coverage slice 26-sv (ptcgsim/cards/recognize_cov26sv.py): each wording family on synthetic
sentences built from short pieces (never a printed sentence), and a near miss that stays
unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.cards.schema import TYPE_INDEX
from ptcgsim.kernel.cardtable import CF_ANCIENT, CF_EX, CF_FUTURE, CF_HAS_POWER

ME = "Testmon"
ONCE = "once during your turn, "
OPP_ACTIVE = "your opponent's active pokémon"
IN_ANY_WAY = " in any way you like."
SHUFFLE = " then, shuffle your deck."
SUPPORTER = " you may play only 1 supporter card during your turn."
ITEM = " you may play any number of item cards during your turn."


def _bit(cf: int) -> int:
    return cf.bit_length() - 1


def attack(text: str, base: int = 0, damages: tuple[str, ...] = (), names: tuple[str, ...] = (), ex_era: bool = False):
    ctx = Ctx(kind="attack", base=base, damaging=base > 0, attack_names=names, attack_damages=damages, ex_era=ex_era)
    return recognize_text(text, ctx, ME)


def power(text: str, kind: str = "Ability"):
    return recognize_power({"type": kind, "text": text}, ME)


def trainer(text: str):
    return recognize_text(text, Ctx(kind="trainer"))


class TestCounts(unittest.TestCase):
    def test_opponents_pokemon_ex_in_play(self):
        self.assertEqual(attack("this attack does 60 damage for each of your opponent's pokémon ex in play.", 60),
                         [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 60, fx.CNT_OPP_FLAG_IN_PLAY, _bit(CF_EX)], ["DAMAGE"]])
        self.assertIsNone(attack("this attack does 60 damage for each of your opponent's pokémon ex on the bench.", 60))

    def test_opponents_pokemon_with_an_ability(self):
        text = "this attack does 50 more damage for each of your opponent's pokémon in play that has an ability."
        self.assertEqual(attack(text, 10), [["DMG_ADD_PER_COUNT", 50, fx.CNT_OPP_FLAG_IN_PLAY, _bit(CF_HAS_POWER)], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("an ability", "no abilities"), 10))

    def test_own_ancient_or_future_in_play(self):
        for tag, cf in (("ancient", CF_ANCIENT), ("future", CF_FUTURE)):
            self.assertEqual(attack(f"this attack does 30 damage for each of your {tag} pokémon in play.", 30),
                             [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_FLAG_IN_PLAY, _bit(cf)], ["DAMAGE"]])
        self.assertIsNone(attack("this attack does 30 damage for each of your tera pokémon in play.", 30))

    def test_coins_per_typed_pokemon(self):
        text = "flip a coin for each darkness pokémon you have in play. this attack does 60 damage for each heads."
        code = fx.count_code(fx.CNT_OWN_TYPE_IN_PLAY, TYPE_INDEX["Darkness"])
        self.assertEqual(attack(text, 60), [["FLIP_PER_COUNT", code], ["DMG_TIMES_HEADS", 60], ["DAMAGE"]])
        self.assertIsNone(attack(text, 60, ex_era=True))  # two-typed δ Pokémon: the kernel reads one type
        self.assertIsNone(attack(text.replace("darkness pokémon", "darkness energy"), 60))

    def test_exactly_six_prizes_left(self):
        text = "if you have exactly 6 prize cards remaining, this attack does 200 more damage."
        self.assertEqual(attack(text, 40), [["SKIP_UNLESS_COUNT", fx.CNT_OWN_PRIZES_TAKEN, -1, 1], ["DMG_ADD", 200], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("exactly 6", "exactly 5"), 40))


class TestNextTurn(unittest.TestCase):
    TEXT = ("during your next turn, attacks used by this pokémon do 120 more damage to " + OPP_ACTIVE
            + " (before applying weakness and resistance).")

    def test_every_damaging_attack_gets_the_boost(self):
        rows = attack(self.TEXT, 50, damages=("50", "180+"), names=("first", "second"))
        self.assertEqual(rows, [["DAMAGE"], ["NEXT_TURN_BASE_DAMAGE", 0, 170], ["NEXT_TURN_BASE_DAMAGE", 1, 300, 1]])
        # an attack that prints no damage has none to boost
        self.assertEqual(attack(self.TEXT, 0, damages=("", "100"), names=("first", "second")),
                         [["NEXT_TURN_BASE_DAMAGE", 1, 220]])

    def test_times_damage_is_not_read(self):
        self.assertIsNone(attack(self.TEXT, 50, damages=("50", "60x"), names=("first", "second")))
        self.assertIsNone(attack(self.TEXT.replace("(before", "(after"), 50, damages=("50",), names=("first",)))


class TestEnergy(unittest.TestCase):
    def test_discard_to_each_benched(self):
        self.assertEqual(attack("attach a basic fighting energy card from your discard pile to each of your benched pokémon."),
                         [["ATTACH_ENERGY_EACH", 0, fx.FROM_DISCARD, TYPE_INDEX["Fighting"]]])
        # an untyped card stays unread (an older near miss of the same wording)
        self.assertIsNone(attack("attach a basic energy card from your discard pile to each of your benched pokémon."))

    def test_search_to_tagged_pokemon(self):
        text = "search your deck for up to 2 basic energy cards and attach them to your future pokémon" + IN_ANY_WAY + SHUFFLE
        rows = [["ATTACH_ENERGY_ANY", 2, fx.FROM_DECK + fx.TO_FILTER * fx.TC_FUTURE, fx.ANY]]
        self.assertEqual(attack(text, 40), [["DAMAGE"]] + rows)
        self.assertEqual(trainer(text + SUPPORTER), [["REQ_DECK"]] + rows)
        self.assertEqual(attack(text.replace("future", "ancient").replace("basic energy", "basic fire energy")),
                         [["ATTACH_ENERGY_ANY", 2, fx.FROM_DECK + fx.TO_FILTER * fx.TC_ANCIENT, TYPE_INDEX["Fire"]]])
        self.assertIsNone(attack(text.replace("future", "tera")))

    def test_search_two_types(self):
        text = ("search your deck for up to 2 basic grass energy cards and up to 2 basic lightning energy cards and attach them"
                " to your pokémon" + IN_ANY_WAY + SHUFFLE)
        self.assertEqual(attack(text), [["ATTACH_ENERGY_ANY", 2, fx.FROM_DECK, TYPE_INDEX["Grass"]],
                                        ["ATTACH_ENERGY_ANY", 2, fx.FROM_DECK, TYPE_INDEX["Lightning"]]])
        self.assertIsNone(attack(text.replace("lightning", "grass")))

    def test_all_special_energy_off_the_opponent(self):
        self.assertEqual(attack("discard all special energy from all of your opponent's pokémon."),
                         [["DISCARD_ENERGY", 0, fx.EACH_OPP, fx.ENERGY_SPECIAL]])
        self.assertIsNone(attack("discard all basic energy from all of your opponent's pokémon."))


class TestHeals(unittest.TestCase):
    def test_one_benched_typed(self):
        w = fx.ELIG_BENCHED_DAMAGED + fx.ELIG_TYPE * (TYPE_INDEX["Psychic"] + 1)
        self.assertEqual(attack("heal 120 damage from 1 of your benched psychic pokémon."), [["HEAL_ANY_OWN", 120, 1, w]])
        self.assertIsNone(attack("heal 120 damage from 2 of your benched psychic pokémon."))


class TestPowers(unittest.TestCase):
    GUST_OUT = "switch out " + OPP_ACTIVE + " to the bench. (your opponent chooses the new active pokémon.) "

    def test_bench_gust_then_discard_itself(self):
        text = ONCE + "if testmon is on your bench, you may " + self.GUST_OUT + "if you do, discard testmon and all attached cards."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_BENCH_ONLY], ["REQ_OPP_BENCH"], ["GUST", fx.OPP],
                                       ["DISCARD_FROM_PLAY"]])
        self.assertIsNone(power(text.replace("discard testmon", "shuffle testmon")))

    def test_switch_then_gust(self):
        text = ONCE + "you may switch your active pokémon with 1 of your benched pokémon. if you do, " + self.GUST_OUT
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["REQ_OWN_BENCH"], ["SWITCH_SELF"], ["GUST", fx.OPP]])
        self.assertIsNone(power(text.replace("if you do, ", "then, ")))


class TestTrainers(unittest.TestCase):
    def test_bench_energy_to_active(self):
        t = fx.MOVE_FROM * fx.TC_BENCHED
        self.assertEqual(trainer("move up to 2 energy from your benched pokémon to your active pokémon." + SUPPORTER),
                         [["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", 2, 0, t]])
        self.assertIsNone(trainer("move up to 2 energy from your active pokémon to your benched pokémon." + SUPPORTER))

    def test_discard_energy_to_one_stage2(self):
        text = ("you can use this card only if you have more prize cards remaining than your opponent. attach up to 2 basic"
                " energy cards from your discard pile to 1 of your stage 2 pokémon." + SUPPORTER)
        self.assertEqual(trainer(text), [["REQ_COUNT", fx.CNT_PRIZE_LEAD, 1],
                                         ["REQ_COUNT", fx.count_code(fx.CNT_OWN_STAGE_IN_PLAY, 2), 1],
                                         ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY],
                                         ["ATTACH_ENERGY_ONE", 2, fx.FROM_DISCARD + fx.TO_FILTER * fx.TC_STAGE2, fx.ANY]])
        self.assertIsNone(trainer(text.replace("stage 2", "stage 3")))

    def test_draw_per_ancient(self):
        code = fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _bit(CF_ANCIENT))
        self.assertEqual(trainer("draw a card for each of your ancient pokémon in play." + ITEM),
                         [["REQ_COUNT", code, 1], ["REQ_DECK"], ["DRAW", 0, 5, code]])
        self.assertIsNone(trainer("draw a card for each of your tera pokémon in play." + ITEM))

    def test_coin_gated_attachments(self):
        text = "flip a coin. if heads, attach a basic energy card from your discard pile to 1 of your benched pokémon." + ITEM
        self.assertEqual(trainer(text), [["REQ_OWN_BENCH"], ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["FLIP", 1],
                                         ["SKIP_UNLESS_HEADS", 1, 1],
                                         ["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD + fx.TO_BENCH_ONLY, fx.ANY]])
        self.assertIsNone(trainer(text.replace("if heads", "if tails")))
        text = ("flip 2 coins. if both of them are heads, search your deck for a basic energy card and attach it to 1 of your"
                " pokémon." + SHUFFLE + ITEM)
        self.assertEqual(trainer(text), [["REQ_DECK"], ["FLIP", 2], ["SKIP_UNLESS_HEADS", 2, 1],
                                         ["ATTACH_ENERGY_ANY", 1, fx.FROM_DECK, fx.ANY]])
        self.assertIsNone(trainer(text.replace("flip 2 coins", "flip 3 coins")))


def attack_of(card: str, text: str, base: int = 0):
    """An attack of a card named card (the text keeps that name; "this pokémon" is the card)."""
    return recognize_text(text, Ctx(kind="attack", base=base, damaging=base > 0, card=card), card)


class TestMoreAttacks(unittest.TestCase):
    def test_place_counters(self):
        self.assertEqual(attack("place 1 damage counter on 1 of your opponent's pokémon."),
                         [["PUT_COUNTERS", 10, fx.BENCH_OPP_ANY_ONE]])
        self.assertEqual(attack("place 3 damage counters on " + OPP_ACTIVE + "."), [["PUT_COUNTERS", 30, fx.BENCH_DEF]])
        self.assertEqual(attack("place 6 damage counters on 1 of your opponent's benched pokémon."),
                         [["PUT_COUNTERS", 60, fx.BENCH_OPP_ONE]])
        self.assertIsNone(attack("place 3 damage counters on each of your pokémon."))

    def test_move_one_energy_to_bench(self):
        self.assertEqual(attack("move a water energy from testmon to 1 of your benched pokémon.", 90),
                         [["DAMAGE"], ["MOVE_OWN_ENERGY", 1, 0, TYPE_INDEX["Water"]]])
        self.assertEqual(attack("move a basic energy from testmon to 1 of your benched pokémon."),
                         [["MOVE_OWN_ENERGY", 1, 0, fx.ENERGY_BASIC]])
        self.assertIsNone(attack("move a special energy from testmon to 1 of your benched pokémon."))

    def test_move_any_amount(self):
        text = "you may move any amount of metal energy from your pokémon to your other pokémon" + IN_ANY_WAY
        self.assertEqual(attack(text), [["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, 0, TYPE_INDEX["Metal"] + fx.ME_SPECIAL_TOO]])
        self.assertIsNone(attack(text, ex_era=True))
        self.assertIsNone(attack(text.replace("your other pokémon", "your opponent's pokémon")))

    def test_discard_to_each_chosen_benched(self):
        text = "choose up to 2 of your benched pokémon and attach a basic fire energy card from your discard pile to each of them."
        self.assertEqual(attack(text), [["ATTACH_ENERGY_EACH", 2, fx.FROM_DISCARD, TYPE_INDEX["Fire"]]])
        self.assertIsNone(attack(text.replace("each of them", "1 of them")))

    def test_search_any_energy_to_benched_typed(self):
        text = "search your deck for an energy card and attach it to 1 of your benched grass pokémon." + SHUFFLE
        src = fx.FROM_DECK + fx.TO_BENCH_ONLY + fx.TO_FILTER * (fx.TC_TYPE + TYPE_INDEX["Grass"])
        self.assertEqual(attack(text), [["ATTACH_ENERGY_ANY", 1, src, fx.ENERGY_ANY_CARD]])
        self.assertIsNone(attack(text, ex_era=True))

    def test_discard_from_hand_or_nothing(self):
        text = "discard 2 basic grass energy cards from your hand. if you can't discard 2 cards in this way, this attack does nothing."
        kind = fx.KIND_BASIC_ENERGY_OF_TYPE + TYPE_INDEX["Grass"]
        self.assertEqual(attack(text, 130), [["REQ_HAND_KIND", 2, kind], ["DISCARD_HAND", 2, kind], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("discard 2 cards", "discard 3 cards"), 130))

    def test_new_hand_per_bench(self):
        text = "shuffle your hand into your deck. then, draw a card for each benched pokémon (both yours and your opponent's)."
        self.assertEqual(attack(text), [["SHUFFLE_HAND_DRAW", 0], ["DRAW", 0, 5, fx.CNT_OWN_BENCH],
                                        ["DRAW", 0, 5, fx.CNT_OPP_BENCH]])
        self.assertIsNone(attack(text.replace("each benched", "each of your benched")))

    def test_named_on_bench(self):
        self.assertEqual(attack_of("Sparkmon", "if fakemon is on your bench, this attack does 40 more damage.", 10),
                         [["SKIP_UNLESS_NAMED", fx.SELF, 1, "fakemon"], ["DMG_ADD", 40], ["DAMAGE"]])
        self.assertIsNone(attack_of("Sparkmon", "if any pokémon is on your bench, this attack does 40 more damage.", 10))

    def test_per_named_benched(self):
        self.assertEqual(attack_of("Sparkmon", "this attack does 80 more damage for each of your benched fakemon.", 120),
                         [["DMG_ADD_PER_NAMED", 80, fx.SELF, "fakemon"], ["DAMAGE"]])
        # the attacker's own name: the count in play would count the attacker too
        self.assertIsNone(attack_of("Sparkmon", "this attack does 80 more damage for each of your benched sparkmon.", 120))


class TestMorePowers(unittest.TestCase):
    def test_counters_then_draw(self):
        self.assertEqual(power(ONCE + "you may put 1 damage counter on testmon. if you do, draw a card."),
                         [["POWER_ACTIVATED", 1, 0, 0], ["SELF_DAMAGE", 10], ["DRAW", 1]])
        self.assertIsNone(power(ONCE + "you may put 1 damage counter on testmon. if you do, draw a card for each heads."))

    def test_discard_costs(self):
        fire = fx.KIND_BASIC_ENERGY_OF_TYPE + TYPE_INDEX["Fire"]
        boost = ("during this turn, attacks used by your pokémon do 60 more damage to " + OPP_ACTIVE
                 + " (before applying weakness and resistance).")
        self.assertEqual(power(ONCE + "you may discard a basic fire energy card from your hand in order to use this ability. "
                               + boost),
                         [["POWER_ACTIVATED", 1, 0, 0], ["REQ_HAND_KIND", 1, fire], ["DISCARD_HAND", 1, fire],
                          ["TURN_BOOST", 60, 0]])
        self.assertEqual(power("you must discard 2 cards from your hand in order to use this ability. " + ONCE
                               + "you may draw a card."),
                         [["POWER_ACTIVATED", 1, 0, 0], ["REQ_HAND_KIND", 2, fx.KIND_ANY], ["DISCARD_HAND", 2, fx.KIND_ANY],
                          ["DRAW", 1]])
        self.assertIsNone(power(ONCE + "you may discard a stadium card from your hand in order to use this ability. " + boost))

    def test_typed_turn_boost(self):
        text = (ONCE + "you may have attacks do more. during this turn, attacks used by your fire pokémon do 30 more damage to "
                + OPP_ACTIVE + " (before applying weakness and resistance).")
        self.assertIsNone(power(text))  # the first sentence is not read
        text = text.replace("you may have attacks do more. ", "you may draw a card. ")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["DRAW", 1], ["TURN_BOOST", 30, fx.TC_TYPE + TYPE_INDEX["Fire"]]])

    def test_switch_in_and_shuffle_away(self):
        self.assertEqual(power(ONCE + "if testmon is on your bench, you may switch it with your active pokémon."),
                         [["POWER_ACTIVATED", 1, 0, fx.PW_BENCH_ONLY], ["SWITCH_WITH_ACTIVE"]])
        self.assertEqual(power(ONCE + "if testmon is in the active spot, you may shuffle it and all attached cards into your deck."),
                         [["POWER_ACTIVATED", 1, 0, fx.PW_ACTIVE_ONLY], ["RETURN_TO_HAND", 2, 0]])
        self.assertIsNone(power(ONCE + "if testmon is in the active spot, you may shuffle it into your deck."))

    def test_named_card_search(self):
        text = "search your deck for a fake plan card, reveal it, and put it into your hand." + SHUFFLE
        self.assertEqual(power(ONCE + "you may " + text),
                         [["POWER_ACTIVATED", 1, 0, 0], ["REQ_DECK"], ["SEARCH_DECK", 1, "fake plan", fx.TO_HAND]])
        self.assertEqual(attack(text), [["SEARCH_DECK", 1, "fake plan", fx.TO_HAND]])
        self.assertIsNone(power(ONCE + "you may search your deck for a fake plan card, reveal it, and discard it."))


if __name__ == "__main__":
    unittest.main()

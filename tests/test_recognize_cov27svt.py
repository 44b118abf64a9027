"""Coverage slice 27svt (ptcgsim/cards/recognize_cov27svt.py): each wording family on synthetic
sentences built from short pieces (never a printed sentence), and a near miss that stays
unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_energy import recognize_energy
from ptcgsim.cards.schema import TYPE_INDEX
from ptcgsim.kernel.cardtable import CF_MARNIES, CF_NS, CF_RULE_BOX
from ptcgsim.kernel.layout import NSLOT

ME = "Testmon"
SUPPORTER = " you may play only 1 supporter card during your turn."
ITEM = " you may play any number of item cards during your turn."
REVEALS = "your opponent reveals their hand, and "
FOUND = " you find there."
ONLY_IF = "you can use this card only if "
KO_BY = "during this turn, if your opponent's active pokémon is knocked out by damage from an attack used by your "
ATTACHED = " pokémon this card is attached to."
NO_EFFECTS = "prevent all effects of attacks used by your opponent's pokémon done to the "
REMINDER = " (existing effects are not removed. damage is not an effect.)"


def _bit(cf: int) -> int:
    return cf.bit_length() - 1


def attack(text: str, base: int = 0):
    return recognize_text(text, Ctx(kind="attack", base=base, damaging=base > 0), ME)


def trainer(text: str):
    return recognize_text(text, Ctx(kind="trainer"))


class TestCountedDraws(unittest.TestCase):
    def test_draw_per_kind_in_the_revealed_hand(self):
        for kind, code in (("supporter card", fx.KIND_SUPPORTER), ("item card", fx.KIND_ITEM)):
            text = REVEALS + "you draw 3 cards for each " + kind + FOUND + SUPPORTER
            self.assertEqual(trainer(text), [["COUNT_TO_H", fx.count_code(fx.CNT_OPP_HAND_KIND, code)], ["DRAW", 3, 7]])
        self.assertIsNone(trainer(REVEALS + "you draw 3 cards for each stadium card" + FOUND + SUPPORTER))

    def test_hand_counted_shuffled_and_drawn_plus_more(self):
        text = "count the cards in your hand, shuffle those cards into your deck, then draw that many cards plus 2."
        self.assertEqual(trainer(text + SUPPORTER),
                         [["COUNT_TO_H", fx.CNT_OWN_HAND], ["SHUFFLE_HAND_DRAW", 2], ["DRAW", 1, 7]])
        self.assertIsNone(trainer(text.replace("plus 2", "minus 2") + SUPPORTER))


class TestNamedRequirement(unittest.TestCase):
    def test_every_name_in_play(self):
        text = ONLY_IF + "you have alphamon, betamon ex, and n's gammamon in play. draw 2 cards." + SUPPORTER
        self.assertEqual(trainer(text), [["REQ_NAMED_IN_PLAY", "alphamon"], ["REQ_NAMED_IN_PLAY", "betamon ex"],
                                         ["REQ_NAMED_IN_PLAY", "n's gammamon"], ["DRAW", 2]])
        # a kind of Pokémon is not a name
        self.assertIsNone(trainer(ONLY_IF + "you have alphamon and any basic pokémon in play. draw 2 cards." + SUPPORTER))


class TestOwnersExtraPrize(unittest.TestCase):
    def test_owner_tag(self):
        for owner, cf in (("n's", CF_NS), ("marnie's", CF_MARNIES)):
            self.assertEqual(trainer(KO_BY + owner + " pokémon, take 2 more prize cards." + SUPPORTER),
                             [["TURN_EXTRA_PRIZE", 2, _bit(cf)]])
        self.assertIsNone(trainer(KO_BY + "hop's pokémon, take 2 more prize cards." + SUPPORTER))


class TestSearchPerCopy(unittest.TestCase):
    FIRST = "search your deck for a pokémon that doesn't have a rule box, reveal it, and put it into your hand. "
    MORE = ("for each trial aide card (not including this card) in your discard pile, you may search for an additional"
            " pokémon in this way. then, shuffle your deck.")

    def test_one_more_search_per_copy_in_the_discard_pile(self):
        row = ["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, CF_RULE_BOX, without=True), fx.TO_HAND]
        count = fx.named_count(fx.CNT_OWN_DISCARD_KIND, "trial aide")
        want = [row]
        for n in (1, 2, 3):
            want += [["SKIP_UNLESS_COUNT", count, n, 1], row]
        self.assertEqual(trainer(self.FIRST + self.MORE + " (pokémon ex, pokémon v, etc. have rule boxes.)" + SUPPORTER), want)
        self.assertEqual(trainer(self.FIRST + self.MORE + SUPPORTER), want)
        # the first search is not one of Pokémon
        self.assertIsNone(trainer(self.FIRST.replace("a pokémon that doesn't have a rule box", "a basic energy card")
                                  + self.MORE + SUPPORTER))


class TestDiscardEverything(unittest.TestCase):
    def test_tools_special_energy_and_stadium(self):
        text = ("discard all pokémon tools and special energy from all of your opponent's pokémon, and discard a stadium"
                " in play." + ITEM + " ace spec: you can't have more than 1 ace spec card in your deck.")
        self.assertEqual(trainer(text), [["DISCARD_TOOL", NSLOT, fx.OPP], ["DISCARD_ENERGY", 0, fx.EACH_OPP, fx.ENERGY_SPECIAL],
                                         ["DISCARD_STADIUM", 0]])
        self.assertIsNone(trainer(text.replace("tools and special energy", "tools and basic energy")))


class TestSpecialEnergy(unittest.TestCase):
    PROVIDES = "as long as this card is attached to a pokémon, it provides water energy. "

    def test_no_attack_effects_on_a_typed_holder(self):
        got = recognize_energy(self.PROVIDES + NO_EFFECTS + "water" + ATTACHED + REMINDER, "Test Energy")
        self.assertEqual(got, ({"Water": 1}, [["ENERGY", fx.EN_NO_ATTACK_EFFECTS, 1, fx.TC_TYPE + TYPE_INDEX["Water"]]]))
        self.assertIsNone(recognize_energy(self.PROVIDES + NO_EFFECTS + "water" + ATTACHED, "Test Energy"))


class TestAttackRequirement(unittest.TestCase):
    def test_exactly_n_prizes_left_for_the_opponent(self):
        for word in ("when", "if"):
            self.assertEqual(attack("you can use this attack only " + word + " your opponent has exactly 2 prize cards remaining.", 200),
                             [["REQ_COUNT", fx.CNT_OPP_PRIZES_LEFT, 2], ["REQ_COUNT", fx.CNT_OPP_PRIZES_LEFT, -3], ["DAMAGE"]])
        self.assertIsNone(attack("you can use this attack only when you have exactly 2 prize cards remaining.", 200))


if __name__ == "__main__":
    unittest.main()

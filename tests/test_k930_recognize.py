"""Kernel slice 30 k9 wordings (ptcgsim/cards/recognize_k930.py).

The sentences are synthetic, in the normalised (lower-case) form the recogniser reads, built
from short pieces; "this pokémon" is how the normaliser writes the card's own name.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (registers the rules)
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.cards.recognize_stadium import recognize_stadium
from ptcgsim.cards.recognize import Ctx, recognize_text

HEAD = "once during your turn " "(before your attack), you may "
TAIL = " this power can't be used " "if Testmon is affected by a special condition."


def power(text: str, kind: str = "Poké-Power", name: str = "Testmon"):
    return recognize_power({"type": kind, "text": text}, name, 1)


class TestK930Powers(unittest.TestCase):
    def test_search_attach_then_counters(self):
        text = (HEAD + "search your deck for a " "psychic energy card and attach it " "to 1 of your pokémon. "
                "put 2 damage counters " "on that pokémon. shuffle " "your deck afterward." + TAIL)
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, 0], ["REQ_DECK"],
                                       ["ATTACH_THEN", -20, fx.FROM_DECK, 4]])

    def test_stadium_ex_shield(self):
        text = ("if testers' stadium " "is in play, prevent all damage " "done to Testmon by attacks "
                "from your opponent's " "pokémon-ex.")
        self.assertEqual(power(text, "Poké-Body"),
                         [["POWER_PASSIVE", fx.PASSIVE_PREVENT_FROM_EX, 0,
                           fx.named_count(fx.CNT_STADIUM_KIND, "Testers' Stadium")]])
        near = text.replace("stadium ", "pond ", 1)
        self.assertIsNone(power(near, "Poké-Body"))


    def test_use_attacks(self):
        note = " (you still need the necessary " "energy to use each attack.)"
        text = "Testmon can use the attacks " "of all pokémon in play " "as its own." + note
        self.assertEqual(power(text, "Poké-Body"), [["POWER_PASSIVE", fx.PASSIVE_USE_ATTACKS, 0, 0]])
        text = ("Testmon can use the attacks " "of all foomon, barmon ex, " "or other Testmon you have "
                "in play as its own." + note)
        self.assertEqual(power(text, "Poké-Body"),
                         [["POWER_PASSIVE", fx.PASSIVE_USE_ATTACKS_NAMED, 0, "Foomon|Barmon ex"]])
        self.assertIsNone(power(text.replace(note, ""), "Poké-Body"))


class TestK930Stadiums(unittest.TestCase):
    def test_stadium_attacks(self):
        text = ("each player's pokémon that " "has δ on its card can use " "attacks on this card instead of its own.")
        self.assertEqual(recognize_stadium(text), [["STADIUM", fx.ST_CARD_ATTACKS, 1, fx.TC_DELTA]])
        self.assertIsNone(recognize_stadium(text.replace("δ", "x")))

    def test_bench_cap_stadium(self):
        text = ("each player can't have more " "than 2 benched pokémon. " "when this card comes into play, "
                "each player discards benched " "pokémon and any cards attached " "to them until he or she has "
                "2 benched pokémon. (you discard " "your pokémon first.)")
        self.assertEqual(recognize_stadium(text), [["STADIUM", fx.ST_BENCH_MAX, 2, 0]])
        self.assertIsNone(recognize_stadium(text.replace("has 2", "has 3")))

    def test_burn_stadium(self):
        text = ("put 3 damage counters " "instead of 2 on each burned " "pokémon between turns. "
                "the special condition burned " "can't be removed by evolving " "or devolving the burned pokémon.")
        self.assertEqual(recognize_stadium(text), [["STADIUM", fx.ST_BURN_MORE, 10, 0], ["STADIUM", fx.ST_BURN_STAYS, 1, 0]])



class TestK930Attacks(unittest.TestCase):
    def test_any_one_then_discard_from_it(self):
        text = ("choose 1 of your opponent's " "pokémon. this attack does 30 " "damage to that pokémon. "
                "(don't apply weakness and " "resistance for benched pokémon.) " "flip a coin. if heads, your "
                "opponent discards 1 energy " "card, if any, attached to " "that pokémon.")
        self.assertEqual(recognize_text(text, Ctx(kind="attack", damaging=False)),
                         [["BENCH_DAMAGE", 30, fx.BENCH_OPP_ANY_ONE], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
                          ["DISCARD_ENERGY", 1, fx.PICKED_OPP, fx.ANY]])
        alt = ("choose 1 of your opponent's " "pokémon. this attack does 20 " "damage to that pokémon. "
               "if that pokémon is a stage 2 " "evolved pokémon, this attack " "does 40 damage instead.")
        self.assertEqual(recognize_text(alt, Ctx(kind="attack", damaging=False)),
                         [["BENCH_DAMAGE", 20, fx.BENCH_OPP_ANY_ONE, fx.ALT_STAGE2 * 1000 + 40]])
        self.assertIsNone(recognize_text(text.replace("that pokémon.", "the defending pokémon."),
                                         Ctx(kind="attack", damaging=False)))


    def test_heal_per_hand_discard(self):
        text = ("you may discard as many " "cards as you like from your hand. " "if you do, remove that many "
                "damage counters from Testmon.")
        self.assertEqual(recognize_text(text, Ctx(kind="attack", damaging=True), "Testmon"),
                         [["DAMAGE"], ["HEAL_PER_HAND_DISCARD", 0]])



class TestK930Trainers(unittest.TestCase):
    def test_swap_basic_from_deck(self):
        nx = " (excluding pokémon-ex)"
        text = ("search your deck for a " "basic pokémon" + nx + " and switch it with " "1 of your basic pokémon" + nx
                + " in play. (any cards attached " "to that pokémon, damage counters, " "special conditions, and effects "
                "on it are now on the new pokémon.) " "place the first basic pokémon " "in the discard pile. "
                "shuffle your deck afterward.")
        self.assertEqual(recognize_text(text, Ctx(kind="trainer")), [["SWAP_BASIC_FROM_DECK"]])
        self.assertIsNone(recognize_text(text.replace(nx, "", 1), Ctx(kind="trainer")))

    def test_devolve_then_evolve(self):
        text = ("choose 1 of your evolved pokémon, " "remove the highest stage evolution " "card from it, and shuffle it "
                "into your deck (this counts as " "devolving that pokémon). " "if that pokémon remains in play, "
                "search your deck for an evolution " "card that evolves from that pokémon " "and put it onto that pokémon "
                "(this counts as evolving " "that pokémon). shuffle your " "deck afterward.")
        self.assertEqual(recognize_text(text, Ctx(kind="trainer")), [["REQ_OWN_EVOLVED"], ["DEVOLVE_THEN_EVOLVE"]])


if __name__ == "__main__":
    unittest.main()

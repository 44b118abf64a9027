"""Wordings of helper H2's slice (SV / ME Trainers, Technical Machines, Special Energy and attacks):
recognize_trainer4.py, the TM sentences of recognize_tool.py, the owner-Stadium of
recognize_stadium.py, the effect-prevention of recognize_energy.py and the TM attacks of
recognize_attack.py.

The sentences are synthetic, in the normalised (lower-case) form the recognisers read, built from
short pieces with numbers varied from any printed card.  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_energy import recognize_energy
from ptcgsim.cards.recognize_stadium import recognize_stadium
from ptcgsim.cards.recognize_tool import recognize_tool
from ptcgsim.kernel.cardtable import CF_MARNIES, CF_NS, CF_TERA


def _atk(text: str, base: int = 0, card: str = "") -> list | None:
    return recognize_text(text, Ctx(kind="attack", base=base, damaging=bool(base), card=card))


def _tr(text: str) -> list | None:
    return recognize_text(text, Ctx(kind="trainer"))


_TM = "the pokémon this card is attached " "to can use the attack on this card. "
_STILL = "(you still need the necessary " "energy to use this attack.) "
_DISC = "if this card is attached to 1 of " "your pokémon, discard it at the end " "of your turn."
_OPP = "your opponent"
_FOR_EACH = " damage to 1 of your opponent's " "pokémon for each "


class TestTechnicalMachines(unittest.TestCase):
    def test_tm_texts(self):
        self.assertEqual(recognize_tool(_TM + _STILL + _DISC), [["TOOL", fx.TOOL_DISCARD, fx.TD_END_TURN, 0]])
        ex = ("attach this card to 1 of your evolved " "pokémon (excluding pokémon-ex and " "pokémon that has an owner in its name) "
              "in play. that pokémon may use this " "card's attack instead of its own. " "at the end of your turn, discard "
              "this card.")
        self.assertEqual(recognize_tool(ex), [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX],
                                              ["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_NO_OWNER],
                                              ["TOOL", fx.TOOL_DISCARD, fx.TD_END_TURN, 0]])
        self.assertIsNone(recognize_tool(_TM + _DISC))  # without its reminder: not the wording

    def test_tm_attacks(self):
        evo = ("choose up to 3 of your benched " "pokémon. for each of those pokémon, " "search your deck for a card that "
               "evolves from that pokémon and put " "it onto that pokémon to evolve it. " "then, shuffle your deck.")
        self.assertEqual(_atk(evo), [["EVOLVE_FROM_DECK", 2]] * 3)
        energize = ("search your deck for up to 3 basic " "energy cards and attach them to " "your benched pokémon in any way "
                    "you like. then, shuffle your deck.")
        self.assertEqual(_atk(energize), [["ATTACH_ENERGY_ANY", 3, fx.FROM_DECK + fx.TO_BENCH_ONLY, fx.ANY]])
        devo = ("devolve each of " + _OPP + "'s evolved " "pokémon by putting the highest " "stage evolution card on it into "
                + _OPP + "'s hand.")
        self.assertEqual(_atk(devo), [["DEVOLVE", 1, 1]])
        ex_devo = ("if " + _OPP + " has any evolved " "pokémon in play, remove the highest " "stage evolution card from each of "
                   "them and put those cards back into " "his or her hand.")
        self.assertEqual(_atk(ex_devo), [["DEVOLVE", 1, 1]])


class TestAttackWordings(unittest.TestCase):
    def test_rows(self):
        cases = [
            (_OPP + " reveals their hand, and " "you discard a card you find there.", 150, [["DAMAGE"], ["DISCARD_HAND", 1, fx.KIND_ANY, fx.OPP_REVEALED]]),
            ("place 3 damage counters on " + _OPP + "'s " "active pokémon for each card in your " "hand.", 0,
             [["PUT_COUNTERS", 30, fx.BENCH_DEF, 1 + fx.CNT_OWN_HAND]]),
            ("discard all energy from this " "pokémon and place 9 damage " "counters on 1 of " + _OPP + "'s pokémon.", 0,
             [["DISCARD_ENERGY", 0, fx.SELF, fx.ANY], ["PUT_COUNTERS", 90, fx.BENCH_OPP_ANY_ONE]]),
            ("this attack does 40" + _FOR_EACH + "damage counter on this pokémon. " "(don't apply weakness and "
             "resistance for benched pokémon.)", 0,
             [["DMG_SET", 0], ["DMG_ADD_PER_DAMAGE", 40, fx.SELF], ["BENCH_DAMAGE", 0, fx.BENCH_OPP_ANY_ONE]]),
            ("this attack does 20" + _FOR_EACH + "energy attached to this pokémon.", 0,
             [["DMG_SET", 0], ["DMG_ADD_PER_ENERGY", 20, fx.SELF, fx.ANY], ["BENCH_DAMAGE", 0, fx.BENCH_OPP_ANY_ONE]]),
            ("if you don't have somemon on your " "bench, this attack does nothing.", 60,
             [["SKIP_UNLESS_NAMED", fx.SELF, 1, "somemon"], ["SKIP", 1], ["STOP"], ["DAMAGE"]]),
            ("choose 1 of your benched n's " "pokémon's attacks and use it as " "this attack.", 0,
             [["COPY_DEF_ATTACK", 1, CF_NS.bit_length()]]),
        ]
        for text, base, rows in cases:
            with self.subTest(text=text[:50]):
                self.assertEqual(_atk(text, base), rows)

    def test_own_name_to_the_bench(self):
        self.assertEqual(_atk("put up to 2 this pokémon from " "your discard pile onto your bench.", card="Somemon"),
                         [["RECOVER", 2, "Somemon", fx.TO_BENCH]])
        # a damaging attack's "for each" wording stays with the older rules
        self.assertIsNone(_atk("this attack does 40" + _FOR_EACH + "card in your hand.", 40))


class TestTrainerWordings(unittest.TestCase):
    def test_rows(self):
        tera = fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, CF_TERA.bit_length() - 1)
        cases = [
            (_OPP + " reveals their hand, and you " "discard up to 3 item cards you find " "there.",
             [["DISCARD_HAND", 3, fx.KIND_ITEM, fx.OPP_REVEALED]]),
            (_OPP + " discards cards from their " "hand until they have 4 cards in " "their hand.",
             [["DISCARD_HAND", -4, fx.KIND_ANY, fx.OPP]]),
            ("you can use this card only if " + _OPP + " has exactly 3 prize cards " "remaining. during this turn, if "
             + _OPP + "'s active pokémon is knocked " "out by damage from an attack used " "by your tera pokémon, take 2 more "
             "prize cards.",
             [["REQ_COUNT", fx.CNT_OPP_PRIZES_LEFT, 3], ["REQ_COUNT", fx.CNT_OPP_PRIZES_LEFT, -4],
              ["TURN_EXTRA_PRIZE", 2, CF_TERA.bit_length() - 1]]),
            ("heal 70 damage from your active " "pokémon that has 2 or more energy " "attached.",
             [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY), 2], ["HEAL", 70, fx.SELF]]),
            ("heal 20 damage from each pokémon " "(both yours and " + _OPP + "'s).", [["HEAL", 20, fx.HEAL_EVERY]]),
            ("attach a basic energy card from " "your discard pile to 1 of your " "benched n's pokémon.",
             [["ATTACH_ENERGY_ONE", 1, fx.FROM_DISCARD + fx.TO_BENCH_ONLY + fx.TO_FILTER * fx.TC_NS, fx.ANY]]),
            ("attach a basic water energy card " "from your discard pile to 1 of " "your benched water pokémon.",
             [["ATTACH_ENERGY_ONE", 1, fx.FROM_DISCARD + fx.TO_BENCH_ONLY + fx.TO_FILTER * (fx.TC_TYPE + 2), 2]]),
            ("you can use this card only if you " "have any tera pokémon in play. " "choose up to 3 of your benched "
             "grass pokémon and attach a basic " "energy card from your discard pile " "to each of them.",
             [["REQ_COUNT", tera, 1], ["ATTACH_ENERGY_EACH", 3, fx.FROM_DISCARD + fx.TO_FILTER * fx.TC_TYPE, fx.ANY]]),
        ]
        for text, rows in cases:
            with self.subTest(text=text[:50]):
                self.assertEqual(_tr(text), rows)

    def test_owner_search_kinds(self):
        self.assertEqual(_tr("search your deck for a marnie's " "pokémon, reveal it, and put it " "into your hand. then, shuffle your deck."),
                         [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, CF_MARNIES), fx.TO_HAND]])


class TestStadiumAndEnergy(unittest.TestCase):
    def test_owner_no_retreat(self):
        self.assertEqual(recognize_stadium("n's pokémon in play (both yours " "and " + _OPP + "'s) have no " "retreat cost."),
                         [["STADIUM", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.TC_NS]])

    def test_owner_search_action(self):
        rows = recognize_stadium("once during each player's turn, " "that player may search their deck " "for a marnie's pokémon, "
                                 "reveal it, and put it into their " "hand. then, that player shuffles " "their deck.")
        self.assertEqual(rows, [["STADIUM", fx.ST_ACTION, 1, 0],
                                ["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, CF_MARNIES), fx.TO_HAND]])

    def test_no_attack_effects(self):
        text = ("as long as this card is attached " "to a pokémon, it provides colorless " "energy. prevent all effects of "
                "attacks used by " + _OPP + "'s " "pokémon done to the pokémon this " "card is attached to. (existing "
                "effects are not removed. damage is " "not an effect.)")
        self.assertEqual(recognize_energy(text), ({"Colorless": 1}, [["ENERGY", fx.EN_NO_ATTACK_EFFECTS, 1, 0]]))


if __name__ == "__main__":
    unittest.main()

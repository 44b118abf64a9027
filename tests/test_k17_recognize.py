"""Kernel slice 31 k17 wordings (ptcgsim/cards/recognize_k17.py): EX-era Poké-Powers.

The sentences are synthetic, built from short pieces with made-up names; the recogniser reads
the normalised (lower-case) form, and the normaliser writes the card's own name "this pokémon".
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cardtags import tag_bit, tagged_count
from ptcgsim.cards import recognize as R  # noqa: F401  (registers the rules)
from ptcgsim.cards.recognize_power import recognize_power

HEAD = "once during your turn " "(before your attack), you may "
TAIL = " this power can't be used " "if Testmon is affected by a special condition."


def power(text: str, name: str = "Testmon"):
    return recognize_power({"type": "Poké-Power", "text": text}, name, 1)


class TestK17TypePowers(unittest.TestCase):
    def test_printed_type_until_end_of_turn(self):
        text = HEAD + "use this power. " "Testmon's type is " "fire until the end of your turn."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["SHIFT_TYPE", 2, 0]])
        self.assertEqual(power(text + TAIL)[0], ["POWER_ACTIVATED", 1, 1, 0])
        self.assertIsNone(power(text.replace("fire", "plaid")))

    def test_if_a_name_is_in_play(self):
        text = ("once during your turn " "(before your attack), if foomon " "is in play, you may use this power. "
                "until the end of your turn, " "Testmon's type is darkness." + TAIL)
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, 0],
                                       ["REQ_COUNT", tagged_count(fx.CNT_ALL_FLAG_IN_PLAY, tag_bit("name:foomon")), 1],
                                       ["SHIFT_TYPE", 7, 0]])
        # "any <kind> pokémon is in play" is not a name
        self.assertIsNone(power(text.replace("foomon", "any fire pokémon")))

    def test_defending_pokemons_type(self):
        text = (HEAD + "choose 1 of the defending pokémon. " "Testmon is the same type as " "that pokémon (all if that pokémon "
                "is more than 1 type) " "until the end of your turn." + TAIL)
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, 0], ["SHIFT_TYPE", 0, 1]])


class TestK17FormSwap(unittest.TestCase):
    BODY = (" and switch it with Testmon. " "(any cards attached to Testmon, " "damage counters, special conditions, "
            "and effects on it are now " "on the new pokémon.) " "shuffle Testmon back into your deck."
            " you can't use more than 1 " "fickle wind poké-power each turn.")

    def test_other_forms_by_a_name_tag(self):
        text = HEAD + "search your deck for " "testmon, hot testmon, or wet testmon" + self.BODY.replace("Testmon", "Cold Testmon")
        self.assertEqual(power(text, "Cold Testmon"),
                         [["POWER_ACTIVATED", 1, 0, fx.PW_ONE_PER_NAME],
                          ["FORM_SWAP", tag_bit("name:testmon")]])  # one tag for the family

    def test_the_plain_form_names_the_others(self):
        # on the plain form's card, its own name inside the others' is "this pokémon"
        text = HEAD + "search your deck for " "hot Testmon, wet Testmon, or cold Testmon" + self.BODY
        self.assertEqual(power(text)[1], ["FORM_SWAP", tag_bit("name:testmon")])
        # names of no common family word: the names themselves
        text = HEAD + "search your deck for " "foomon, barmon, or bazmon" + self.BODY
        self.assertEqual(power(text)[1], ["FORM_SWAP", tag_bit("name:foomon|barmon|bazmon")])

    def test_needs_the_shuffle_back(self):
        text = HEAD + "search your deck for " "testmon, hot testmon, or wet testmon" + self.BODY.replace("Testmon", "Cold Testmon")
        self.assertIsNotNone(power(text, "Cold Testmon"))
        self.assertIsNone(power(text.replace("shuffle Cold Testmon back into your deck.", "discard Cold Testmon."), "Cold Testmon"))


class TestK17Other(unittest.TestCase):
    def test_hand_attach_then_counters_as_often_as_you_like(self):
        text = ("as often as you like " "during your turn (before your attack), you may attach a water energy card "
                "from your hand to 1 of your pokémon. " "put 1 damage counter on that pokémon." + TAIL)
        self.assertEqual(power(text), [["POWER_ACTIVATED", 0, 1, 0],
                                       ["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + 2],
                                       ["ATTACH_THEN", -10, fx.FROM_HAND, 2]])

    def test_top_card_kept_or_discarded(self):
        text = HEAD + "look at the top card of your deck. " "put that card back on top of your deck, " "or discard that card." + TAIL
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, 0], ["REQ_DECK"], ["TOP_DISCARD_ANY", 1]])

    def test_flip_energy_to_opponents_hand(self):
        text = (HEAD + "flip a coin. if heads, " "return 1 energy card attached to " "the defending pokémon to your "
                "opponent's hand." + TAIL)
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, 0], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
                                       ["OPP_ENERGY_TO", 1, 0]])

    def test_bench_cures_one_condition_of_the_active(self):
        text = ("once during your turn " "(before your attack), if Testmon is on your bench, you may "
                "choose 1 of your active pokémon " "and remove 1 special condition from it.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_BENCH_ONLY], ["CURE_ONE"]])


class TestK17EnergyAndHeal(unittest.TestCase):
    def test_basic_card_bench_to_active(self):
        text = ("as often as you like " "during your turn (before your attack), you may move a basic energy card "
                "attached to 1 of your benched pokémon " "to your active pokémon." + TAIL)
        c = fx.ME_ANY_BASIC + fx.ME_BENCH_TO_ACTIVE
        self.assertEqual(power(text), [["POWER_ACTIVATED", 0, 1, 0], ["REQ_MOVE_ENERGY", 0, 0, c], ["MOVE_ENERGY", 0, 0, c]])

    def test_any_number_from_a_team_pokemon(self):
        text = (HEAD + "move any number of basic energy cards " "attached to 1 of your pokémon with team magma in its name "
                "to another of your pokémon." + TAIL)
        c = fx.MOVE_FROM * fx.TC_MAGMA + fx.ME_ANY_BASIC + 1
        self.assertEqual(power(text)[1:], [["REQ_MOVE_ENERGY", 0, 0, c], ["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, fx.ME_SAME_PAIR, c]])

    def test_heal_each_delta_pokemon(self):
        text = HEAD + "remove 1 damage counter from " "each of your pokémon that has δ on its card." + TAIL
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, 0], ["HEAL", 10, fx.EACH_OWN, fx.ELIG_DELTA]])

    def test_hand_energy_to_a_stage_2_ex(self):
        text = HEAD + "attach a basic energy card from your hand " "to 1 of your stage 2 pokémon-ex." + TAIL
        self.assertEqual(power(text)[2], ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND + fx.TO_FILTER * (fx.TC_STAGE2 + fx.TC_SHIFT * fx.TC_EX), fx.ANY])


class TestK17TopAndDeck(unittest.TestCase):
    def test_reveal_top_basic_energy_attached(self):
        text = (HEAD + "reveal the top card of your deck. " "if that card is a basic energy card, attach it to 1 of your pokémon. "
                "if not, put the card back " "on top of your deck." + TAIL)
        how = 1 + fx.LT_DEST * fx.LT_TO_ANY_OWN + fx.LT_REST * fx.LT_BACK_ON_TOP
        self.assertEqual(power(text)[1:], [["REQ_DECK"], ["LOOK_TOP", 1, fx.KIND_BASIC_ENERGY, how]])
        self.assertEqual(power(text.replace("on top of your deck", "on your deck"))[1:], [["REQ_DECK"], ["LOOK_TOP", 1, fx.KIND_BASIC_ENERGY, how]])

    def test_no_energy_header_and_darkness_search(self):
        text = ("once during your turn " "(before your attack), if Testmon has no energy attached to it, you may "
                "search your deck for a darkness " "or dark metal energy and attach it to Testmon. "
                "shuffle your deck afterward." + TAIL)
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, 0],
                                       ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_ENERGY), -1],
                                       ["REQ_DECK"], ["ATTACH_ENERGY", 1, fx.FROM_DECK, fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + (1 << 6)]])


class TestK17EvolveAndGust(unittest.TestCase):
    def test_baby_evolution_of_three_names(self):
        text = (HEAD + "put foomon, barmon, or bazmon " "from your hand onto Testmon (this counts as evolving Testmon) "
                "and remove all damage counters " "from Testmon.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["EVOLVE_FROM_HAND", "foomon|barmon|bazmon", 1]])
        self.assertEqual(fx.encode_program([["EVOLVE_FROM_HAND", "a|b|c", 1]], name_id={"a": 4, "b": 7, "c": 0}.get),
                         [(fx.OP["EVOLVE_FROM_HAND"], 4 + 1000 * 8 + 1000000 * 1, 1, 0)])

    def test_benched_stage_2_switched_in(self):
        text = (HEAD + "switch 1 of your opponent's benched " "stage 2 evolved pokémon with 1 of the defending pokémon. "
                "your opponent chooses the defending pokémon " "to switch." + TAIL)
        self.assertEqual(power(text)[1:], [["REQ_OPP_BENCH", fx.TC_STAGE2], ["GUST", fx.SELF, 0, fx.TC_STAGE2]])


class TestK17MoveSelf(unittest.TestCase):
    def test_any_card_onto_this_pokemon(self):
        text = ("as often as you like during your turn, " "you may move an energy card attached to 1 of your pokémon "
                "to Testmon." + TAIL)
        c = fx.MOVE_FROM * fx.TC_ANY_ENERGY + fx.ANY + 1
        self.assertEqual(power(text), [["POWER_ACTIVATED", 0, 1, 0], ["REQ_MOVE_ENERGY_SELF", 0, 0, c], ["MOVE_ENERGY_SELF", 0, 0, c]])

    def test_bench_trigger_moves(self):
        head = "once during your turn, when you put " "Testmon from your hand onto your bench, you may "
        text = head + "move any number of basic energy cards " "attached to your pokémon to Testmon."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["REQ_MOVE_ENERGY_SELF", 0, 0, fx.ME_ANY_BASIC],
                                       ["MOVE_ENERGY_SELF", fx.ME_MAY_STOP_MAX, 0, fx.ME_ANY_BASIC]])
        text = (head + "move any number of basic energy cards " "attached to your pokémon to your other pokémon "
                "(excluding Testmon) in any way you like.")
        self.assertEqual(power(text)[2], ["MOVE_ENERGY_SELF", fx.ME_MAY_STOP_MAX, 1, fx.ME_ANY_BASIC])


class TestK17Evolved(unittest.TestCase):
    def test_if_evolved_draw_from_the_bottom(self):
        text = ("once during your turn " "(before your attack), if Testmon is an evolved pokémon, you may "
                "draw a card from the bottom " "of your deck." + TAIL)
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, 0], ["REQ_COUNT", fx.count_code(fx.CNT_SELF_EVOLVED), 1],
                                       ["REQ_DECK"], ["LOOK_TOP", 1, fx.KIND_ANY, 1 + fx.LT_DEST * fx.TO_HAND + fx.LT_BOTTOM]])


    def test_other_active_clause_of_two_active_games(self):
        text = ("once during your turn " "(before your attack), if Testmon is your active pokémon, you may flip a coin. "
                "if heads, put 1 damage counter " "on 1 of your opponent's pokémon. this power can't be used "
                "if Testmon is affected by a special condition " "or if your other active pokémon is not Testmon.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, fx.PW_ACTIVE_ONLY], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
                                       ["PUT_COUNTERS", 10, fx.BENCH_OPP_ANY_ONE]])


    def test_heal_another_pokemon(self):
        text = HEAD + "remove 1 damage counter from 1 of your pokémon " "(excluding Testmon)." + TAIL
        w = fx.ELIG_DAMAGED + fx.ELIG_NOT_ACTING
        self.assertEqual(power(text)[1:], [["REQ_OWN_POKEMON", w], ["HEAL_ANY_OWN", 10, fx.HEAL_UP_TO + 1, w]])


    def test_a_basic_from_the_discard_pile(self):
        text = (HEAD + "search your discard pile for " "a basic pokémon (excluding pokémon-ex and Testmon) and switch it with Testmon. "
                "(any cards attached to Testmon, " "damage counters, special conditions, and effects on it are now on the new pokémon.) "
                "place Testmon in the discard pile.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["FORM_SWAP", 0, 1]])


    def test_counters_on_both_actives_when_benched(self):
        text = ("once during your turn, when you put " "Testmon from your hand onto your bench, you may "
                "put 1 damage counter on each active pokémon " "(both yours and your opponent's).")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["PUT_COUNTERS", 10, fx.BENCH_BOTH_ACTIVES]])


    def test_counters_between_the_opponents_pokemon(self):
        text = ("once during your turn, when you put " "Testmon from your hand onto your bench, you may "
                "move 3 damage counters from 1 of your opponent's pokémon " "to another of his or her pokémon.")
        self.assertEqual(power(text)[1:], [["REQ_MOVE_DAMAGE", 3, fx.OPP, fx.MD_PAIR_KO_OK], ["MOVE_DAMAGE", 3, fx.OPP, fx.MD_PAIR_KO_OK]])


    def test_opponents_top_card_then_a_shuffle(self):
        text = HEAD + "look at the top card of your opponent's deck. " "then, you may shuffle his or her deck." + TAIL
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, 0], ["OPP_TOP_MAY_SHUFFLE"]])


    def test_basic_or_delta_rainbow(self):
        from ptcgsim.kernel.cardtable import CF_DELTA, CF_NAME_HOLON
        kind = fx.kind_either(fx.KIND_BASIC_ENERGY, fx.kind_flag(fx.KIND_SPECIAL_ENERGY, CF_DELTA))
        text = (HEAD + "attach a basic energy card or a δ rainbow energy card " "from your hand to 1 of your pokémon "
                "that has δ on its card." + TAIL)
        self.assertEqual(power(text)[1:], [["REQ_HAND_KIND", 1, kind],
                                           ["ATTACH_ENERGY_ONE", 1, fx.FROM_HAND + fx.TO_FILTER * fx.TC_DELTA, fx.ENERGY_KIND + kind]])
        text = ("once during your turn " "(before your attack), if you have a supporter card with holon in its name "
                "in play, you may search your discard pile for " "a basic energy card or a δ rainbow energy card, "
                "show it to your opponent, " "and put it into your hand." + TAIL)
        self.assertEqual(power(text)[1:], [["REQ_COUNT", fx.count_code(fx.CNT_OWN_SUPPORTER_PLAYED, fx.kind_flag(fx.KIND_SUPPORTER, CF_NAME_HOLON)), 1],
                                           ["REQ_DISCARD", 1, kind], ["RECOVER", 1, kind, fx.TO_HAND]])


    def test_opponents_benched_back_to_their_hand(self):
        text = ("once during your turn " "(before your attack), if your opponent has 4 or more benched pokémon, you may "
                "choose 1 of them and return that pokémon " "and all cards attached to it to his or her hand." + TAIL)
        self.assertEqual(power(text)[1:], [["REQ_COUNT", fx.count_code(fx.CNT_OPP_BENCH), 4], ["REQ_OPP_BENCH"], ["OPP_BENCHED_TO_HAND"]])


    def test_any_number_healed_their_energy_discarded(self):
        text = ("once during your turn, when you play " "Testmon from your hand to evolve 1 of your pokémon, you may "
                "discard all energy cards attached to any number of your pokémon " "and remove all damage counters from those pokémon.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["REQ_OWN_DAMAGED", 1], ["HEAL_ALL_DISCARD_ENERGY", 1, 0, 0]])


    def test_an_evolved_pokemon_of_another_name_to_the_hand(self):
        text = ("once during your turn, when you play " "Testmon from your hand to evolve 1 of your pokémon, you may "
                "choose 1 of your evolved pokémon in play (excluding any Testmon). " "return that pokémon and all cards "
                "attached to it to your hand.")
        self.assertEqual(power(text)[1:], [["RETURN_OWN_BASIC", 1, fx.ELIG_EVOLVED + fx.ELIG_NOT_ACTING_NAME]])


    def test_basic_energy_swapped_from_the_discard_pile(self):
        text = (HEAD + "discard a basic energy card attached to 1 of your pokémon (excluding pokémon-ex). "
                "if you do, search your discard pile for a basic energy card (excluding the one you discarded) "
                "and attach it to that pokémon." + TAIL)
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, 0], ["ENERGY_SWAP_DISCARD"]])


    def test_energy_off_it_when_knocked_out(self):
        text = ("if Testmon would be knocked out " "by damage from an opponent's attack, you may move up to 2 energy "
                "attached to Testmon to your pokémon " "in any way you like.")
        self.assertEqual(power(text), [["POWER_PASSIVE", fx.PASSIVE_ON_DAMAGED, 0, fx.OD_KO],
                                       ["MOVE_ENERGY_SELF", 2, 2, fx.MOVE_FROM * fx.TC_ANY_ENERGY + fx.ANY + 1]])


    def test_react_energy_by_name(self):
        text = HEAD + "move a react energy card attached to 1 of your pokémon " "to another of your pokémon." + TAIL
        self.assertEqual(power(text)[1:], [["REQ_MOVE_ENERGY", 0, 0, "React Energy"], ["MOVE_ENERGY", 0, 0, "React Energy"]])
        text = ("if Testmon would be knocked out " "by damage from an opponent's attack, you may move any number of react energy "
                "cards from Testmon to your pokémon " "in any way you like.")
        self.assertEqual(power(text)[1], ["MOVE_ENERGY_SELF", fx.ME_MAY_STOP_MAX, 2, "React Energy"])
        self.assertEqual(fx.encode_program([["MOVE_ENERGY", 0, 0, "React Energy"]], name_id=lambda n: 5),
                         [(fx.OP["MOVE_ENERGY"], 0, 0, fx.ENERGY_KIND + fx.KIND_NAMED + 5)])


    def test_own_tool_back_to_the_hand_without_you_may(self):
        text = ("as often as you like " "during your turn (before your attack), return a pokémon tool card "
                "attached to 1 of your pokémon " "to your hand." + TAIL)
        self.assertEqual(power(text), [["POWER_ACTIVATED", 0, 1, 0], ["REQ_COUNT", fx.count_code(fx.CNT_OWN_TOOLS), 1],
                                       ["DISCARD_TOOL", 1, fx.DT_OWN_TO_HAND]])


    def test_top_energy_cards_to_one_pokemon(self):
        text = ("once during your turn, when you play " "Testmon from your hand to evolve 1 of your pokémon, you may "
                "look at the top 5 cards of your deck, " "choose as many energy cards as you like, and attach them to 1 of your pokémon. "
                "discard the other cards.")
        how = fx.LT_DEST * fx.LT_TO_ANY_OWN + fx.LT_REST * fx.LT_DISCARD + fx.LT_ONE_TARGET
        self.assertEqual(power(text)[1:], [["REQ_DECK"], ["LOOK_TOP", 5, fx.KIND_ENERGY, how]])


    def test_volunteer_like(self):
        text = (HEAD + "remove 4 damage counters from Testmon " "and discard Testmon from foomon. "
                "if you do, search your deck for " "Testmon or Testmon ex and put it onto foomon (this counts as evolving foomon). "
                "shuffle your deck afterward.")
        self.assertEqual(power(text)[1:], [["REQ_COUNT", fx.count_code(fx.CNT_SELF_EVOLVED), 1], ["HEAL", 40, fx.SELF],
                                           ["DEVOLVE", 1, 4], ["EVOLVE_FROM_DECK", 0]])


    def test_attach_trigger_with_you_may(self):
        text = ("whenever you attach a darkness energy card " "from your hand to Testmon, you may choose 1 of the defending pokémon "
                "and switch it with 1 of your opponent's benched pokémon. " "your opponent chooses the benched pokémon to switch." + TAIL)
        self.assertEqual(power(text), [["POWER_ACTIVATED", 0, 1, fx.PW_ON_ATTACH + fx.PW_ATTACH_TYPE * 7], ["CHOOSE_ONE", 2, 1],
                                       ["GUST", fx.OPP], ["SKIP", 1], ["NOP"]])


    def test_time_travel_like(self):
        text = ("if Testmon would be knocked out " "by damage from an opponent's attack, you may flip a coin. "
                "if heads, Testmon is not knocked out, " "discard all cards attached to Testmon, and put Testmon on the bottom of your deck.")
        self.assertEqual(power(text), [["POWER_PASSIVE", fx.PASSIVE_ON_DAMAGED, 0, fx.OD_KO], ["FLIP", 1],
                                       ["SKIP_UNLESS_HEADS", 1, 1], ["RETURN_TO_HAND", 3]])


if __name__ == "__main__":
    unittest.main()

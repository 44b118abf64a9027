"""Slice s30-k10: SV Items and Supporters (recognize_k10.py, kernel/ops/trainer_k10.py).

Recogniser checks on synthetic sentences (made-up wordings and numbers, split so that no printed
text appears here), and scripted boards of real cards of the bundled database by id.  The bundled
database predates this slice, so each board first gives its Trainer the rows the recogniser makes
of a synthetic sentence of the same shape (``_give``); no card text lives here.

Run with the kernel as plain Python: NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k10_trainers
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.cards import recognize as R
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.cardtable import CF_ARVENS, CF_MEGA
from tests.kernel_harness import A_TRAINER, Board, play_trainer, trainer_playable

CRISPIN, AMARYS, SUPER_POTION, RUFFIAN = "sv7-133", "sv8pt5-93", "sv9-158", "sv9-157"
GALETTE, CENTER_LADY, SANDWICH, WALLY = "me3-78", "me1-123", "sv10-161", "me1-132"
MEGA = "me1-36"  # a Mega Evolution Pokémon ex
MISCHIEF = "me1-113"
LEFTOVERS, POWERGLASS, CAPSULE, GEMSTONE = "sv3pt5-163", "sv6pt5-63", "sv4-159", "sv7-137"
SCREAM_TAIL = "sv4-86"  # an Ancient Pokémon
BEACH, SLOWPOKE = "me1-129", "sv1-42"  # a Stadium; a Water Pokémon
CAGE = "me2-85"
CARETAKER, CENTER, OTHER_STADIUM = "sv6-144", "sv6-146", "sv1-167"
ERIKA, PERRIN, RAIFORT = "sv3pt5-160", "sv6-160", "sv6-161"
SALVATORE, CACNEA, CACTURNE, SHROOMISH, BRELOOM = "sv5-160", "sv1-5", "sv1-6", "sv1-3", "sv1-4"  # Cacturne prints an Ability
RALTS, MASCHIFF = "sv1-84", "sv10-138"  # Maschiff: an Arven's Pokémon
GRASS, FIRE, WATER = "sve-1", "sve-2", "sve-3"
CHARM, JET = "sv2-173", "sv2-190"  # a Pokémon Tool, a Special Energy


def rows(text: str):
    return R.recognize_text(text, R.Ctx(kind="trainer"))


# synthetic sentences of the wordings (numbers changed where the shape allows)
CRISPIN_T = ("Search your deck for up to 2 Basic Energy cards " "of different types, reveal them, "
             "and put 1 of them into your hand. " "Attach the other to 1 of your Pokémon. " "Then, shuffle your deck.")
AMARYS_T = "Draw 3 cards. At the end of this turn, " "if you have 6 or more " "cards in your hand, discard your hand."
POTION_T = ("Heal 50 damage from 1 of your Pokémon. " "If you healed any damage " "in this way, "
            "discard an Energy " "from that Pokémon.")
RUFFIAN_T = "Discard a Pokémon Tool " "and a Special Energy from 1 " "of your opponent's Pokémon."
GALETTE_T = "Heal 30 damage and remove " "a Special Condition " "from your Active Pokémon."
LADY_T = "Heal 70 damage from 1 of your Pokémon, " "and it recovers " "from all Special Conditions."
SANDWICH_T = ("Heal 40 damage from your Active Pokémon. " "If that Pokémon is " "an Arven's Pokémon, "
              "heal 90 damage " "from it instead.")
MISCHIEF_T = ("You can use this card only if your opponent has 2 or fewer " "Prize cards remaining. "
              "Choose 1 of your Pokémon in play. " "During your opponent's next turn, " "prevent all damage from "
              "and effects of attacks " "done to that Pokémon by your opponent's Pokémon ex.")
WALLY_T = ("Heal all damage from 1 of your " "Mega Evolution Pokémon ex. " "If you healed any damage in this way, "
           "put all Energy attached to that Pokémon " "into your hand.")


def _give(card_id: str, text: str):
    """The bundled card gets the rows of a synthetic sentence of its shape."""
    got = rows(text)
    assert got is not None, text
    c = load_db().get(card_id)
    c.effects, c.implemented = got, True


class TestRecognise(unittest.TestCase):
    def test_rows(self):
        arvens = fx.CNT_OWN_ACTIVE_FLAG + fx.CNT_ARG * (CF_ARVENS.bit_length())
        self.assertEqual(rows(CRISPIN_T), [["SEARCH_ENERGY_SPLIT"]])
        self.assertEqual(rows(AMARYS_T), [["DRAW", 3], ["END_TURN_DISCARD_HAND", 6]])
        self.assertEqual(rows(POTION_T), [["REQ_OWN_DAMAGED", 1], ["HEAL_THEN_DISCARD_ENERGY", 50, 1]])
        self.assertEqual(rows(RUFFIAN_T), [["DISCARD_TOOL_AND_SPECIAL"]])
        self.assertEqual(rows(GALETTE_T), [["HEAL", 30, fx.SELF], ["CURE_ONE"]])
        self.assertEqual(rows(LADY_T), [["HEAL_ANY_OWN", 70, 2]])
        self.assertEqual(rows(SANDWICH_T), [["REQ_OWN_DAMAGED", 0], ["SKIP_UNLESS_COUNT", arvens, 1, 2],
                                            ["HEAL", 90, fx.SELF], ["SKIP", 1], ["HEAL", 40, fx.SELF]])
        self.assertEqual(rows(MISCHIEF_T), [["REQ_COUNT", fx.CNT_OPP_PRIZES_LEFT, -3], ["PREVENT_OWN_NEXT", 0, 1, 3]])
        self.assertEqual(rows(WALLY_T), [["HEAL_THEN_DISCARD_ENERGY", 0, 0, 1 + 2 * CF_MEGA.bit_length()]])

    def test_near_misses(self):
        # another owner, a Tool or a Special Energy alone, 3 Energy cards: not these rows
        self.assertIsNone(rows(SANDWICH_T.replace("Arven's", "Nemona's")))
        self.assertNotEqual(rows(RUFFIAN_T.replace(" and a Special Energy", "")), [["DISCARD_TOOL_AND_SPECIAL"]])
        self.assertIsNone(rows(CRISPIN_T.replace("up to 2", "up to 3")))


class TestBoards(unittest.TestCase):
    def test_crispin_attaches_one_and_takes_another_type(self):
        _give(CRISPIN, CRISPIN_T)
        b = Board([CRISPIN, RALTS, GRASS, FIRE], [RALTS], rules="modern")
        b.active(0, RALTS)
        b.active(1, RALTS)
        b.deck(0, GRASS, GRASS, GRASS, FIRE)
        play_trainer(b, 0, CRISPIN)
        self.assertEqual(b.n_energy(0, 0), 1)
        attached = b.energy_ids(0, 0)[0]
        other = FIRE if attached == GRASS else GRASS
        self.assertEqual(b.in_hand(0, other), 1)  # the other type into the hand
        self.assertEqual(b.in_hand(0, attached), 0)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_crispin_one_type_only(self):
        _give(CRISPIN, CRISPIN_T)
        b = Board([CRISPIN, RALTS, GRASS], [RALTS], rules="modern")
        b.active(0, RALTS)
        b.active(1, RALTS)
        b.deck(0, GRASS, GRASS)
        play_trainer(b, 0, CRISPIN)
        self.assertEqual(b.n_energy(0, 0), 1)
        self.assertEqual(b.in_hand(0, GRASS), 0)  # no second type: nothing to the hand
        self.assertEqual(b.pl(0, L.PL_DECK_N), 1)

    def _amarys(self, extra: int) -> Board:
        from ptcgsim.kernel.steps import end_turn_cleanup_nb

        _give(AMARYS, AMARYS_T)
        b = Board([AMARYS, RALTS, GRASS], [RALTS], rules="modern")
        b.active(0, RALTS)
        b.active(1, RALTS)
        b.deck(0, *[GRASS] * 10)
        b.hand(0, *[RALTS] * extra)
        play_trainer(b, 0, AMARYS)
        self.assertEqual(b.pl(0, L.PL_HAND_N), extra + 3)
        end_turn_cleanup_nb(b.st, b.ct, 0)
        return b

    def test_amarys_discards_a_big_hand_at_the_end_of_the_turn(self):
        b = self._amarys(3)  # 6 cards at the end of the turn
        self.assertEqual(b.pl(0, L.PL_HAND_N), 0)
        self.assertEqual(b.in_discard(0, GRASS), 3)
        self.assertEqual(b.in_discard(0, RALTS), 3)

    def test_amarys_keeps_a_small_hand_and_only_this_turn(self):
        from ptcgsim.kernel.steps import end_turn_cleanup_nb

        b = self._amarys(2)  # 5 cards: kept
        self.assertEqual(b.pl(0, L.PL_HAND_N), 5)
        b.hand(0, RALTS, RALTS)
        b.turn(5, cur=0)
        end_turn_cleanup_nb(b.st, b.ct, 0)  # a later turn: no effect any more
        self.assertEqual(b.pl(0, L.PL_HAND_N), 7)

    def test_super_potion_heals_then_discards_from_that_pokemon(self):
        _give(SUPER_POTION, POTION_T)
        b = Board([SUPER_POTION, RALTS, GRASS], [RALTS], rules="modern")
        b.active(0, RALTS)
        b.bench(0, 1, RALTS, damage=60)
        b.attach(0, 0, GRASS)
        b.attach(0, 1, GRASS, GRASS)
        b.active(1, RALTS)
        play_trainer(b, 0, SUPER_POTION)
        self.assertEqual(b.dmg(0, 1), 10)
        self.assertEqual(b.n_energy(0, 1), 1)  # one Energy off the healed one
        self.assertEqual(b.n_energy(0, 0), 1)
        self.assertEqual(b.in_discard(0, GRASS), 1)

    def test_super_potion_needs_damage(self):
        _give(SUPER_POTION, POTION_T)
        b = Board([SUPER_POTION, RALTS], [RALTS], rules="modern")
        b.active(0, RALTS)
        b.active(1, RALTS)
        self.assertFalse(trainer_playable(b, 0, SUPER_POTION))

    def test_ruffian_discards_both_from_one_pokemon(self):
        _give(RUFFIAN, RUFFIAN_T)
        b = Board([RUFFIAN, RALTS], [RALTS, CHARM, JET, GRASS], rules="modern")
        b.active(0, RALTS)
        b.active(1, RALTS)
        b.bench(1, 1, RALTS)
        b.attach(1, 1, JET, GRASS)
        b.st.slot[1, 1, L.S_TOOL_K] = b.k(1, CHARM)
        b.st.slot[1, 1, L.S_TOOL_K + 1] = 1
        b.attach(1, 0, JET)
        play_trainer(b, 0, RUFFIAN)
        self.assertEqual(b.st.slot[1, 1, L.S_TOOL_K], -1)
        self.assertEqual(b.energy_ids(1, 1), [GRASS])  # the Special Energy went, the basic one stayed
        self.assertEqual(b.energy_ids(1, 0), [JET])  # another Pokémon's: untouched
        self.assertEqual(b.in_discard(1, CHARM), 1)
        self.assertEqual(b.in_discard(1, JET), 1)

    def test_galette_heals_and_removes_one_condition(self):
        _give(GALETTE, GALETTE_T)
        b = Board([GALETTE, RALTS], [RALTS], rules="modern")
        b.active(0, RALTS, damage=50)
        b.active(1, RALTS)
        b.cond(0, fx.ASLEEP)
        b.cond(0, fx.POISONED)
        play_trainer(b, 0, GALETTE)
        self.assertEqual(b.dmg(0, 0), 20)
        self.assertEqual(b.pl(0, L.PL_STATUS), 0)  # Asleep went first
        self.assertGreater(b.pl(0, L.PL_POISON), 0)  # still Poisoned

    def test_center_lady_heals_and_cures_the_active(self):
        _give(CENTER_LADY, LADY_T)
        b = Board([CENTER_LADY, RALTS], [RALTS], rules="modern")
        b.active(0, RALTS, damage=60)
        b.active(1, RALTS)
        b.cond(0, fx.CONFUSED)
        play_trainer(b, 0, CENTER_LADY)
        self.assertEqual(b.dmg(0, 0), 0)
        self.assertEqual(b.pl(0, L.PL_STATUS), 0)

    def test_sandwich_heals_more_for_an_arvens_pokemon(self):
        _give(SANDWICH, SANDWICH_T)
        for active, left in ((MASCHIFF, 10), (RALTS, 60)):
            b = Board([SANDWICH, RALTS, MASCHIFF], [RALTS], rules="modern")
            b.active(0, active, damage=100)
            b.active(1, RALTS)
            play_trainer(b, 0, SANDWICH)
            self.assertEqual(b.dmg(0, 0), left, active)

    def test_wally_heals_a_mega_and_returns_its_energy(self):
        _give(WALLY, WALLY_T)
        b = Board([WALLY, RALTS, MEGA, GRASS], [RALTS], rules="modern")
        b.active(0, RALTS, damage=70)  # more damage, but no Mega: not a choice
        b.bench(0, 1, MEGA, damage=50)
        b.attach(0, 0, GRASS)
        b.attach(0, 1, GRASS, GRASS)
        b.active(1, RALTS)
        play_trainer(b, 0, WALLY)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1)), (70, 0))
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (1, 0))
        self.assertEqual(b.in_hand(0, GRASS), 2)

    def test_wally_does_nothing_without_a_damaged_mega(self):
        _give(WALLY, WALLY_T)
        b = Board([WALLY, RALTS, MEGA, GRASS], [RALTS], rules="modern")
        b.active(0, RALTS, damage=70)
        b.bench(0, 1, MEGA)
        b.attach(0, 1, GRASS)
        b.active(1, RALTS)
        b.hand(0, WALLY)
        b.apply(0, A_TRAINER, b.k(0, WALLY), 0)
        self.assertEqual((b.dmg(0, 0), b.n_energy(0, 1), b.in_hand(0, GRASS)), (70, 1, 0))

    def test_mischief_needs_the_opponent_near_the_end(self):
        _give(MISCHIEF, MISCHIEF_T)
        b = Board([MISCHIEF, RALTS], [RALTS], rules="modern")
        b.active(0, RALTS)
        b.active(1, RALTS)
        b.set_prizes(1, 3)
        self.assertFalse(trainer_playable(b, 0, MISCHIEF))
        b.set_prizes(1, 2)
        self.assertTrue(trainer_playable(b, 0, MISCHIEF))

    def test_mischief_protects_a_benched_pokemon_from_ex_only(self):
        from ptcgsim.kernel.damage import bench_effects_prevented_nb, defender_effects_nb
        from ptcgsim.kernel.effects import spread_counters_nb

        _give(MISCHIEF, MISCHIEF_T)
        b = Board([MISCHIEF, RALTS], [RALTS, MEGA], rules="modern")
        b.active(0, RALTS)
        b.bench(0, 1, RALTS)
        b.active(1, MEGA)
        b.set_prizes(1, 2)
        b.hand(0, MISCHIEF)
        b.script(0, 1)  # the second option: the Benched Ralts
        b.apply(0, A_TRAINER, b.k(0, MISCHIEF), 0)
        b.turn(4, cur=1)  # the opponent's next turn, a Pokémon ex attacking
        self.assertEqual(defender_effects_nb(b.st, b.ct, 0, 1, 120), 0)
        self.assertEqual(defender_effects_nb(b.st, b.ct, 0, 0, 120), 120)  # the Active: not chosen
        self.assertTrue(bench_effects_prevented_nb(b.st, b.ct, 0, 1))
        spread_counters_nb(b.st, b.ct, 1, 3, False, False)  # counters from an attack's effect: none there
        self.assertEqual(b.dmg(0, 1), 0)
        b.active(1, RALTS)  # not a Pokémon ex: no protection
        self.assertEqual(defender_effects_nb(b.st, b.ct, 0, 1, 120), 120)
        self.assertFalse(bench_effects_prevented_nb(b.st, b.ct, 0, 1))
        b.active(1, MEGA)
        b.turn(6, cur=1)  # a later turn: over
        self.assertEqual(defender_effects_nb(b.st, b.ct, 0, 1, 120), 120)


LEFTOVERS_T = "At the end of your turn, if the Pokémon " "this card is attached to is in the Active Spot, " "heal 30 damage from it."
POWERGLASS_T = ("At the end of your turn (after your attack), " "if the Pokémon this card is attached to "
                "is in the Active Spot, you may attach " "a Basic Energy card from your discard pile to it.")
CAPSULE_T = ("The Ancient Pokémon this card is attached to " "gets +70 HP, recovers from all Special Conditions, "
             "and can't be affected " "by any Special Conditions.")
GEMSTONE_T = ("As long as the Pokémon this card is attached to " "is in the Active Spot, " "the Retreat Cost of both "
              "Active Pokémon is Colorless more.")


def _give_tool(card_id: str, text: str):
    from ptcgsim.cards.recognize_tool import recognize_tool

    got = recognize_tool(text)
    assert got is not None, text
    c = load_db().get(card_id)
    c.effects, c.implemented = got, True


class TestEndOfTurnTools(unittest.TestCase):
    def test_shapes(self):
        from ptcgsim.cards.recognize_tool import recognize_tool

        self.assertEqual(recognize_tool(LEFTOVERS_T), [["TOOL", fx.TOOL_END_HEAL, 30, fx.TC_ACTIVE]])
        self.assertEqual(recognize_tool(POWERGLASS_T), [["TOOL", fx.TOOL_END_ATTACH, 1, fx.TC_ACTIVE]])
        self.assertEqual(recognize_tool(CAPSULE_T), [["TOOL", fx.TOOL_HP, 70, fx.TC_ANCIENT],
                                                     ["TOOL", fx.TOOL_NO_CONDITIONS, 1, fx.TC_ANCIENT]])

    def _board(self, tool: str, text: str) -> Board:
        _give_tool(tool, text)
        b = Board([tool, RALTS, GRASS], [RALTS], rules="modern")
        b.active(0, RALTS, damage=50)
        b.bench(0, 1, RALTS, damage=50)
        b.active(1, RALTS)
        for s in (0, 1):
            b.st.slot[0, s, L.S_TOOL_K] = b.k(0, tool)
            b.st.slot[0, s, L.S_TOOL_N] = 1
        b.st.disc[0, b.k(0, GRASS)] = 2
        return b

    def test_leftovers_heals_the_active_at_the_end_of_its_owners_turn(self):
        from ptcgsim.kernel.steps import end_turn_cleanup_nb

        b = self._board(LEFTOVERS, LEFTOVERS_T)
        end_turn_cleanup_nb(b.st, b.ct, 1)  # the opponent's turn ends: nothing
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1)), (50, 50))
        end_turn_cleanup_nb(b.st, b.ct, 0)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1)), (20, 50))  # the Benched holder: nothing

    def test_powerglass_attaches_from_the_discard_pile_to_the_active(self):
        from ptcgsim.kernel.steps import end_turn_cleanup_nb

        b = self._board(POWERGLASS, POWERGLASS_T)
        end_turn_cleanup_nb(b.st, b.ct, 0)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (1, 0))
        self.assertEqual(b.in_discard(0, GRASS), 1)

    def test_capsule_on_an_ancient_pokemon(self):
        from ptcgsim.kernel.effects import condition_immune_nb
        from ptcgsim.kernel.knockout import energy_upkeep_nb
        from ptcgsim.kernel.predicates import slot_hp_nb

        _give_tool(CAPSULE, CAPSULE_T)
        for mon, ancient in ((SCREAM_TAIL, True), (RALTS, False)):
            b = Board([CAPSULE, mon], [RALTS], rules="modern")
            b.active(0, mon)
            b.active(1, RALTS)
            hp = slot_hp_nb(b.st, b.ct, 0, 0)
            b.cond(0, fx.CONFUSED)
            b.cond(0, fx.BURNED)
            b.st.slot[0, 0, L.S_TOOL_K] = b.k(0, CAPSULE)
            b.st.slot[0, 0, L.S_TOOL_N] = 1
            self.assertEqual(slot_hp_nb(b.st, b.ct, 0, 0) - hp, 70 if ancient else 0)
            energy_upkeep_nb(b.st, b.ct, -1)  # after the action that attached it: it recovers
            self.assertEqual((b.pl(0, L.PL_STATUS) == 0, b.pl(0, L.PL_BURN) == 0), (ancient, ancient))
            self.assertEqual(condition_immune_nb(b.st, b.ct, 0, fx.POISONED), ancient)


    def test_gemstone_raises_both_actives_retreat_cost(self):
        from ptcgsim.cards.recognize_tool import recognize_tool
        from ptcgsim.kernel.predicates import retreat_cost_nb

        self.assertEqual(recognize_tool(GEMSTONE_T), [["TOOL", fx.TOOL_ACTIVES_RETREAT_MORE, 1, fx.TC_ACTIVE]])
        _give_tool(GEMSTONE, GEMSTONE_T)
        b = Board([GEMSTONE, RALTS], [RALTS], rules="modern")
        b.active(0, RALTS)
        b.bench(0, 1, RALTS)
        b.active(1, RALTS)
        base = (retreat_cost_nb(b.st, b.ct, 0), retreat_cost_nb(b.st, b.ct, 1))
        b.st.slot[0, 1, L.S_TOOL_K] = b.k(0, GEMSTONE)  # Benched: nothing
        b.st.slot[0, 1, L.S_TOOL_N] = 1
        self.assertEqual((retreat_cost_nb(b.st, b.ct, 0), retreat_cost_nb(b.st, b.ct, 1)), base)
        b.st.slot[0, 0, L.S_TOOL_K] = b.k(0, GEMSTONE)
        b.st.slot[0, 0, L.S_TOOL_N] = 1
        self.assertEqual((retreat_cost_nb(b.st, b.ct, 0), retreat_cost_nb(b.st, b.ct, 1)), (base[0] + 1, base[1] + 1))

BEACH_T = ("Once during each player's turn, " "that player may switch their Active Water Pokémon " "with 1 of their "
           "Benched Water Pokémon.")


class TestStadiumSwitch(unittest.TestCase):
    def test_shape(self):
        from ptcgsim.cards.recognize_stadium import recognize_stadium

        water = 2
        self.assertEqual(recognize_stadium(BEACH_T), [
            ["STADIUM", fx.ST_ACTION, 3, 0],
            ["REQ_COUNT", fx.CNT_OWN_ACTIVE_FLAG + fx.CNT_ARG * (20 + water + 1), 1],
            ["REQ_COUNT", fx.CNT_OWN_BENCH_TYPE + fx.CNT_ARG * (water + 1), 1],
            ["SWITCH_SELF", 3, 0, fx.TC_TYPE + water]])

    def test_only_water_for_water(self):
        from ptcgsim.cards.recognize_stadium import recognize_stadium
        from ptcgsim.kernel.actions import A_STADIUM

        c = load_db().get(BEACH)
        c.effects, c.implemented = recognize_stadium(BEACH_T), True
        for active, bench, ok in ((SLOWPOKE, SLOWPOKE, True), (RALTS, SLOWPOKE, False), (SLOWPOKE, RALTS, False)):
            b = Board([BEACH, SLOWPOKE, RALTS], [RALTS], rules="modern")
            b.active(0, active)
            b.bench(0, 1, RALTS)
            b.bench(0, 2, bench, damage=10)
            b.active(1, RALTS)
            b.st.g[L.G_STADIUM_P] = 0
            b.st.g[L.G_STADIUM_K] = b.k(0, BEACH)
            acts = b.legal_kinds(0, A_STADIUM)
            self.assertEqual(bool(acts), ok, (active, bench))
            if ok:
                b.apply(0, *acts[0])
                self.assertEqual((b.card(0, 0), b.dmg(0, 0)), (SLOWPOKE, 10))  # the Benched Water one came in
                self.assertEqual(b.card(0, 1), RALTS)


CAGE_T = ("Prevent all damage counters " "from being placed on Benched Pokémon " "(both yours and your opponent's) "
          "by effects of attacks " "and Abilities from the opponent's Pokémon. " "(Damage from attacks is still taken.)")


class TestBenchCage(unittest.TestCase):
    def _counters(self, stadium: bool, card: int, b_kind: int) -> tuple[int, int]:
        import numpy as np
        from ptcgsim.cards.recognize_stadium import recognize_stadium
        from ptcgsim.kernel.ops.damage_ops import damage_ops_nb
        from ptcgsim.kernel.registers import NREG

        c = load_db().get(CAGE)
        c.effects, c.implemented = recognize_stadium(CAGE_T), True
        b = Board([RALTS, CAGE], [RALTS], rules="modern")
        b.active(0, RALTS)
        b.active(1, RALTS)
        b.bench(1, 1, RALTS)
        if stadium:
            b.st.g[L.G_STADIUM_P] = 0
            b.st.g[L.G_STADIUM_K] = b.k(0, CAGE)
        reg = np.zeros(NREG, np.int64)
        kind_ok = np.zeros(L.MAXK, np.int64)
        damage_ops_nb(b.st, b.ct, b.R, 0, 0, fx.OP_PUT_COUNTERS, 20, b_kind, 0, 0 if card < 0 else -1, card, 0, reg, b.units,
                      kind_ok)
        return b.dmg(1, 0), b.dmg(1, 1)

    def test_shape(self):
        from ptcgsim.cards.recognize_stadium import recognize_stadium

        self.assertEqual(recognize_stadium(CAGE_T), [["STADIUM", fx.ST_BENCH_CAGE, 1, 0]])

    def test_no_counters_on_the_bench_from_attacks_and_abilities(self):
        self.assertEqual(self._counters(False, -1, fx.BENCH_OPP_EVERY), (20, 20))
        self.assertEqual(self._counters(True, -1, fx.BENCH_OPP_EVERY), (20, 0))  # the Active still gets them
        self.assertEqual(self._counters(True, -1, fx.BENCH_OPP_SPREAD), (0, 0))  # spread: none may go to the Bench
        self.assertEqual(self._counters(True, 0, fx.BENCH_OPP_EVERY), (20, 20))  # a Trainer's counters: not stopped


CARETAKER_T = ("Draw 2 cards. If you drew any cards in this way " "and if Community Center is in play, "
               "shuffle this Caretaker into your deck " "instead of discarding it.")


class TestBackToTheDeck(unittest.TestCase):
    def test_shape(self):
        self.assertEqual(rows(CARETAKER_T), [
            ["SKIP_UNLESS_COUNT", fx.CNT_OWN_DECK, 1, 3], ["DRAW", 2],
            ["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_STADIUM_KIND, "Community Center"), 1, 1], ["TRAINER_TO_DECK"]])

    def _play(self, stadium: str | None, deck: int) -> Board:
        _give(CARETAKER, CARETAKER_T)
        b = Board([CARETAKER, RALTS, CENTER, OTHER_STADIUM], [RALTS], rules="modern")
        b.active(0, RALTS)
        b.active(1, RALTS)
        b.deck(0, *[RALTS] * deck)
        if stadium:
            b.st.g[L.G_STADIUM_P] = 0
            b.st.g[L.G_STADIUM_K] = b.k(0, stadium)
        play_trainer(b, 0, CARETAKER)
        return b

    def test_into_the_deck_with_the_stadium(self):
        b = self._play(CENTER, 5)
        self.assertEqual((b.in_hand(0, RALTS), b.in_discard(0, CARETAKER), b.pl(0, L.PL_DECK_N)), (2, 0, 4))

    def test_discarded_otherwise(self):
        for stadium, deck in ((OTHER_STADIUM, 5), (None, 5), (CENTER, 0)):
            b = self._play(stadium, deck)
            self.assertEqual((b.in_discard(0, CARETAKER), b.pl(0, L.PL_DECK_N)), (1, max(deck - 2, 0)), (stadium, deck))


SALVATORE_T = ("Search your deck for a card " "that has no Abilities and evolves from 1 of your Pokémon, "
               "and put it onto that Pokémon to evolve it. " "Then, shuffle your deck. " "You can use this card on a "
               "Pokémon you put down when you were setting up to play " "or on a Pokémon that was put into play this turn.")


class TestEvolveNoAbility(unittest.TestCase):
    def test_shape(self):
        self.assertEqual(rows(SALVATORE_T), [["REQ_NOT_TURN", 1], ["REQ_NOT_TURN", 2], ["EVOLVE_FROM_DECK", 3]])

    def _board(self) -> Board:
        _give(SALVATORE, SALVATORE_T)
        b = Board([SALVATORE, CACNEA, CACTURNE, SHROOMISH, BRELOOM], [RALTS], rules="modern")
        b.active(0, CACNEA, played_turn=3)
        b.bench(0, 1, SHROOMISH, played_turn=3)  # both put into play this turn
        b.active(1, RALTS)
        b.deck(0, BRELOOM, CACTURNE)
        return b

    def test_a_card_with_no_ability_onto_a_pokemon_put_into_play_this_turn(self):
        b = self._board()
        play_trainer(b, 0, SALVATORE)
        self.assertEqual((b.card(0, 0), b.card(0, 1)), (CACNEA, BRELOOM))  # never Cacturne (an Ability)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 1)
        b = self._board()
        b.st.pl[0, L.PL_DECK_N] = 1  # Cacturne only: no card it may take
        b.st.deck[0, 0] = b.k(0, CACTURNE)
        b.hand(0, SALVATORE)
        b.apply(0, A_TRAINER, b.k(0, SALVATORE), 0)
        self.assertEqual((b.card(0, 0), b.pl(0, L.PL_DECK_N)), (CACNEA, 1))

    def test_not_during_the_first_turn(self):
        b = self._board()
        b.turn(2, cur=0)
        self.assertFalse(trainer_playable(b, 0, SALVATORE))


ERIKA_T = ("Your opponent reveals their hand, " "and you put a Basic Pokémon you find there " "onto your opponent's Bench. "
           "If you put a Pokémon onto their Bench in this way, " "switch in that Pokémon to the Active Spot.")


class TestOpponentsHandToActive(unittest.TestCase):
    def test_shape(self):
        self.assertEqual(rows(ERIKA_T), [["OPP_HAND_BASIC_TO_ACTIVE"]])

    def test_a_basic_from_their_hand_becomes_their_active(self):
        _give(ERIKA, ERIKA_T)
        b = Board([ERIKA, RALTS], [MEGA, SHROOMISH, BRELOOM, GRASS], rules="modern")
        b.active(0, RALTS)
        b.active(1, MEGA, damage=30)
        b.cond(1, fx.CONFUSED)
        b.hand(1, SHROOMISH, BRELOOM, GRASS)
        play_trainer(b, 0, ERIKA)
        self.assertEqual((b.card(1, 0), b.dmg(1, 0)), (SHROOMISH, 0))  # the only Basic: now Active
        self.assertEqual((b.card(1, 1), b.dmg(1, 1)), (MEGA, 30))  # the old Active: Benched, cured
        self.assertEqual(b.pl(1, L.PL_STATUS), 0)
        self.assertEqual((b.in_hand(1, SHROOMISH), b.in_hand(1, BRELOOM), b.pl(1, L.PL_HAND_N)), (0, 1, 2))

    def test_nothing_without_a_basic_or_room(self):
        _give(ERIKA, ERIKA_T)
        b = Board([ERIKA, RALTS], [MEGA, BRELOOM, SHROOMISH], rules="modern")
        b.active(0, RALTS)
        b.active(1, MEGA)
        b.hand(1, BRELOOM)
        play_trainer(b, 0, ERIKA)
        self.assertEqual((b.card(1, 0), b.pl(1, L.PL_HAND_N)), (MEGA, 1))
        b.hand(1, SHROOMISH)
        for s in range(1, 6):
            b.bench(1, s, SHROOMISH)
        b.hand(0, ERIKA)
        b.apply(0, A_TRAINER, b.k(0, ERIKA), 0)
        self.assertEqual((b.card(1, 0), b.in_hand(1, SHROOMISH)), (MEGA, 1))


PERRIN_T = ("Reveal up to 2 Pokémon in your hand " "and put them into your deck. " "If you do, search your deck "
            "for up to that many Pokémon, " "reveal them, and put them into your hand. " "Then, shuffle your deck.")


class TestTradeUpTo(unittest.TestCase):
    def test_shape(self):
        self.assertEqual(rows(PERRIN_T), [["TRADE_POKEMON_UP_TO", 2]])

    def _board(self) -> Board:
        _give(PERRIN, PERRIN_T)
        b = Board([PERRIN, SHROOMISH, BRELOOM, CACNEA, CACTURNE, RALTS], [RALTS], rules="modern")
        b.active(0, SHROOMISH)
        b.active(1, RALTS)
        b.deck(0, BRELOOM, RALTS)
        return b

    def test_two_given_two_taken(self):
        b = self._board()
        b.hand(0, CACNEA, CACTURNE)  # nothing in play they fit: greedy gives both
        play_trainer(b, 0, PERRIN)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 2)
        self.assertEqual(b.in_hand(0, BRELOOM), 1)  # the Evolution that fits the Active

    def test_up_to(self):
        b = self._board()
        b.hand(0, BRELOOM)  # an Evolution that fits: greedy keeps it, and takes nothing
        b.script(0, 0, 0)  # (scripted: the one Pokémon offered, then "no")
        play_trainer(b, 0, PERRIN)
        self.assertEqual((b.in_hand(0, BRELOOM), b.pl(0, L.PL_DECK_N), b.pl(0, L.PL_HAND_N)), (1, 2, 1))


RAIFORT_T = "Look at the top 4 cards of your deck " "and discard any number of them. " "Put the other cards back in any order."


class TestTopDiscardAny(unittest.TestCase):
    def test_shape(self):
        self.assertEqual(rows(RAIFORT_T), [["REQ_DECK"], ["TOP_DISCARD_ANY", 4]])

    def test_discards_what_it_wants_little_and_keeps_the_rest_on_top(self):
        _give(RAIFORT, RAIFORT_T)
        b = Board([RAIFORT, SHROOMISH, BRELOOM, CACTURNE, GRASS], [RALTS], rules="modern")
        b.active(0, SHROOMISH)
        b.active(1, RALTS)
        b.deck(0, GRASS, CACTURNE, SHROOMISH, BRELOOM, CACTURNE)  # the last is the top card
        play_trainer(b, 0, RAIFORT)
        self.assertEqual(b.in_discard(0, CACTURNE), 2)  # fits nothing in play: both gone
        self.assertEqual(b.pl(0, L.PL_DECK_N), 3)
        self.assertEqual(b.tables.cards[0][int(b.st.deck[0, 2])].id, BRELOOM)  # the card it wants most on top
        self.assertEqual(b.tables.cards[0][int(b.st.deck[0, 0])].id, GRASS)  # the 5th card: not looked at

    def test_scripted_keeps_all(self):
        _give(RAIFORT, RAIFORT_T)
        b = Board([RAIFORT, SHROOMISH, CACTURNE], [RALTS], rules="modern")
        b.active(0, SHROOMISH)
        b.active(1, RALTS)
        b.deck(0, CACTURNE, CACTURNE)
        b.script(0, 0, 0)  # "no" twice
        play_trainer(b, 0, RAIFORT)
        self.assertEqual((b.in_discard(0, CACTURNE), b.pl(0, L.PL_DECK_N)), (0, 2))


if __name__ == "__main__":
    unittest.main()

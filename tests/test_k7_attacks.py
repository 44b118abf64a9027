"""Slice s30 k7: SV attacks on scripted boards (real cards of the bundled database by id).

The counts CNT_SELF_EVOLVED_TURN ("if this Pokémon evolved [from X] during this turn"),
CNT_SELF_HEALED_TURN ("if this Pokémon was healed during this turn": layout.S_HEALED_TURN, which
heal_nb writes), and the damage counters on some of a player's Pokémon (CNT_OWN_COUNTERS_KIND,
CNT_OWN_BENCH_COUNTERS_KIND, CNT_OPP_COUNTERS_KIND).  Each board first gives the attack the program
the recogniser makes of its text (tests/test_k7_recognize.py checks those on paraphrases), so the
tests do not depend on the bundled database being rebuilt.  No card text lives here.

Run with the kernel as plain Python: NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k7_attacks
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.cardtags import tag_kind
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import play_trainer_nb
from ptcgsim.kernel.cardtable import CF_ANCIENT, CF_FUTURE, CF_TYPES
from ptcgsim.kernel.effects import heal_nb
from tests.kernel_harness import Board

MAGNEMITE, MAGNETON, MAGNEZONE = "me1-45", "me1-46", "me1-47"  # Upper Spark: from Magneton this turn
SLOWPOKE, SLOWBRO = "sv3pt5-79", "sv3pt5-80"  # Laid-Back Tackle: nothing if it evolved this turn
SALANDIT, SALAZZLE = "sv7-23", "sv7-24"  # Sudden Scorching
MILTANK = "sv4-147"  # Lively Tackle
RATTATA, RATICATE = "me3-60", "me3-61"  # Retaliatory Incisors
SPIRITOMB, GIBLE = "sv10-129", "sv10-102"  # Raging Curse; a Cynthia's Pokémon
DURANT = "sv4-129"  # Swarming Rage
AZELF = "sv8-80"  # Neurokinesis
SNORLAX = "me3-63"  # a big Colorless target (Fighting Weakness)
FIGHTING = 5
CLAYDOL, TSAREENA, MEDICHAM, PALOSSAND = "sv3-95", "sv4-46", "sv7-80", "sv8-91"  # counters until N HP is left
DEDENNE, WOBBUFFET, COFAGRIGUS = "sv2-93", "sv10-82", "rsv10pt5-40"  # move all counters from the Bench
TR_RATTATA = "sv10-147"  # a Team Rocket's Pokémon
TANGELA, ERIKA, IONO = "sv3pt5-114", "sv3pt5-160", "sv2-185"  # Tactful Tangling: a named Supporter played this turn
VALIANT, TURO, SADA = "sv5-80", "sv4-171", "sv4-170"  # Majestic Sword: a Future Supporter (Turo); Sada: Ancient
GREAT_TUSK = "sv5-97"  # Land Collapse: an Ancient Supporter
IRON_TREADS, IRON_JUGULIS = "sv1-143", "sv4-158"  # N damage to 3 of the opponent's Pokémon (damaged ones)
ABOMASNOW, CAMERUPT = "me1-36", "sv3-32"  # damage per card of a kind milled from the top of the deck(s)
WATER, FIRE = "sve-3", "sve-2"
MISTYS_GYARADOS, MISTYS_PSYDUCK = "sv10-49", "sv10-45"  # per Misty's Pokémon milled (a name tag)
HERACROSS = "me2-4"  # Juggernaut Horn: as much more as the last turn's attack did to it
BOLDORE, WATTREL = "rsv10pt5-47", "sv1-77"  # Smack Down: Fighting Resistance (Wattrel has it)
MIENSHAO, BRAVERY_CHARM = "sv4-97", "sv2-173"  # Whip Expert: a Tool attached this turn
ELECTIVIRE, SLOWPOKE_W = "sv5-54", "sv1-42"  # Short-Circuit Knuckle: a Water Pokémon in play (Slowpoke)
CUBONE, MAROWAK = "sv7-72", "sv7-73"  # Bone Vengeance: a damaged Benched Cubone
SWINUB, PILOSWINE, MAMOSWINE = "sv9-77", "sv9-78", "sv9-79"  # Rumbling March: per Benched Stage 2
TOEDSCRUEL, GRASS = "sv3-22", "sve-1"  # Colony Rush: per Benched Pokémon with Grass Energy attached
ARBOLIVA = "sv10-23"  # Oil Salvo: 1 of the opponent's Pokémon 6 times, 20 a pick
VIKAVOLT = "sv7-53"  # Volt Switch: switch with 1 of your Benched Lightning Pokémon
ZUBAT, GOLBAT, CROBAT = "sv10-120", "sv10-121", "sv10-122"  # Assassin's Return: you may put it into your hand
DARK = "sve-7"
ANY = fx.ANY

PROGRAMS = {
    (MAGNEZONE, 0): [["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_SELF_EVOLVED_TURN, "magneton"), 1, 1], ["DMG_ADD", 120],
                     ["DAMAGE"]],
    (SLOWBRO, 1): [["SKIP_UNLESS_COUNT", fx.CNT_SELF_EVOLVED_TURN, 1, 1], ["STOP"], ["DAMAGE"]],
    (SALAZZLE, 0): [["DISCARD_HAND", 1, fx.KIND_ANY, fx.OPP],
                    ["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_SELF_EVOLVED_TURN, "salandit"), 1, 1],
                    ["DISCARD_HAND", 2, fx.KIND_ANY, fx.OPP]],
    (MILTANK, 0): [["SKIP_UNLESS_COUNT", fx.CNT_SELF_HEALED_TURN, 1, 1], ["DMG_ADD", 90], ["DAMAGE"]],
    (RATICATE, 1): [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 40, fx.CNT_OWN_BENCH_COUNTERS_KIND, "rattata"], ["DAMAGE"]],
    (SPIRITOMB, 0): [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_BENCH_COUNTERS_KIND,
                                       tag_kind(fx.KIND_POKEMON, "name:cynthia's")],
                     ["NO_WEAKNESS_RESISTANCE", fx.IGNORE_WEAKNESS], ["DAMAGE"]],
    (DURANT, 0): [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_COUNTERS_KIND, "durant"], ["DAMAGE"]],
    (AZELF, 0): [["DMG_ADD_PER_COUNT", 10, fx.CNT_OPP_COUNTERS_KIND, ANY], ["DAMAGE"]],
    (CLAYDOL, 0): [["COUNTERS_TO_HP", 10, fx.BENCH_DEF], ["SKIP_UNLESS_N", 1, 1], ["SELF_DAMAGE", 120]],
    (TSAREENA, 0): [["COUNTERS_TO_HP", 30, fx.BENCH_OPP_ANY_ONE]],
    (MEDICHAM, 0): [["COUNTERS_TO_HP", 50, fx.BENCH_DEF]],
    (PALOSSAND, 1): [["COUNTERS_TO_HP", 100, fx.BENCH_OPP_ALL]],
    (DEDENNE, 0): [["MOVE_ALL_COUNTERS", 0, 0, 0]],
    (CROBAT, 0): [["DAMAGE"], ["CHOOSE_ONE", 2, 1], ["NOP"], ["SKIP", 1], ["RETURN_TO_HAND", 0, 2]],
    (VIKAVOLT, 0): [["DAMAGE"], ["SWITCH_SELF", 3, 0, fx.TC_TYPE + 3]],
    (ARBOLIVA, 0): [["NO_WEAKNESS_RESISTANCE", 0], ["BENCH_DAMAGE", 20, fx.BENCH_OPP_ANY_SPLIT, 6]],
    (TOEDSCRUEL, 0): [["DMG_ADD_PER_COUNT", 40, fx.CNT_OWN_BENCH_ENERGY_TYPE, 0], ["DAMAGE"]],
    (HERACROSS, 0): [["DMG_ADD_PER_COUNT", 10, fx.CNT_SELF_HIT_LAST_TURN, ANY], ["DAMAGE"]],
    (BOLDORE, 0): [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_RESIST_TYPE, FIGHTING), 1, 1], ["DMG_ADD", 50], ["DAMAGE"]],
    (MIENSHAO, 1): [["SKIP_UNLESS_COUNT", fx.CNT_SELF_TOOL_TURN, 1, 1], ["DMG_ADD", 70], ["DAMAGE"]],
    (ELECTIVIRE, 0): [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, (CF_TYPES.bit_length() - 1) + 2), 1, 1],
                      ["DMG_ADD", 120], ["DAMAGE"]],
    (MAROWAK, 1): [["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_OWN_BENCH_COUNTERS_KIND, "cubone"), 1, 1], ["DMG_ADD", 120],
                   ["DAMAGE"]],
    (MAMOSWINE, 0): [["DMG_ADD_PER_COUNT", 40, fx.CNT_OWN_BENCH_STAGE, 2], ["DAMAGE"]],
    (MISTYS_GYARADOS, 0): [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", -70, fx.CNT_OWN_DISCARD_KIND, tag_kind(fx.KIND_POKEMON, "name:misty's")],
                           ["MILL_OPP", 7, 1],
                           ["DMG_ADD_PER_COUNT", 70, fx.CNT_OWN_DISCARD_KIND, tag_kind(fx.KIND_POKEMON, "name:misty's")],
                           ["DAMAGE"]],
    (ABOMASNOW, 0): [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", -100, fx.CNT_OWN_DISCARD_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + 2],
                     ["MILL_OPP", 6, 1], ["DMG_ADD_PER_COUNT", 100, fx.CNT_OWN_DISCARD_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + 2],
                     ["DAMAGE"]],
    (CAMERUPT, 0): [["DMG_ADD_PER_COUNT", -100, fx.CNT_OWN_DISCARD_KIND, fx.KIND_ENERGY],
                    ["DMG_ADD_PER_COUNT", -100, fx.CNT_OPP_DISCARD_KIND, fx.KIND_ENERGY], ["MILL_OPP", 1, 1], ["MILL_OPP", 1],
                    ["DMG_ADD_PER_COUNT", 100, fx.CNT_OWN_DISCARD_KIND, fx.KIND_ENERGY],
                    ["DMG_ADD_PER_COUNT", 100, fx.CNT_OPP_DISCARD_KIND, fx.KIND_ENERGY], ["DAMAGE"]],
    (IRON_TREADS, 0): [["BENCH_DAMAGE", 30, fx.BENCH_OPP_ANY_THREE]],
    (IRON_JUGULIS, 0): [["BENCH_DAMAGE", 50, fx.BENCH_OPP_ANY_THREE_DAMAGED]],
    (TANGELA, 0): [["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_OWN_SUPPORTER_PLAYED, "erika's invitation"), 1, 1],
                   ["DMG_ADD", 60], ["DAMAGE"]],
    (VALIANT, 1): [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_SUPPORTER_PLAYED, fx.kind_flag(fx.KIND_SUPPORTER, CF_FUTURE)),
                    1, 1], ["DMG_ADD", 100], ["DAMAGE"]],
    (GREAT_TUSK, 0): [["MILL_OPP", 1], ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_SUPPORTER_PLAYED,
                                                                           fx.kind_flag(fx.KIND_SUPPORTER, CF_ANCIENT)), 1, 1],
                      ["MILL_OPP", 3]],
    (WOBBUFFET, 0): [["MOVE_ALL_COUNTERS", 0, 0, fx.TC_TEAM_ROCKET]],
    (COFAGRIGUS, 0): [["MOVE_ALL_COUNTERS", 0, 1, 0]],
}


def setUpModule():
    db = load_db()
    for (cid, j), rows in PROGRAMS.items():
        atk = db.get(cid).attacks[j]
        atk.effects = [list(r) for r in rows]
        atk.implemented = True


def board(a: list[str], b: list[str] = (SNORLAX, SNORLAX, SNORLAX)) -> Board:
    bd = Board(list(a), list(b), rules="modern")
    bd.turn(5, cur=0, first=0)
    bd.active(1, SNORLAX)
    return bd


class TestEvolvedThisTurn(unittest.TestCase):
    def test_evolved_from_the_named_card_this_turn(self):
        b = board([MAGNEMITE, MAGNETON, MAGNEZONE])
        b.active(0, MAGNETON, below=(MAGNEMITE,), played_turn=3)
        b.evolve(0, MAGNEZONE, 0)  # evolve_slot_nb: this turn
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 170)

    def test_evolved_on_an_earlier_turn(self):
        b = board([MAGNEMITE, MAGNETON, MAGNEZONE])
        b.active(0, MAGNEZONE, below=(MAGNEMITE, MAGNETON), played_turn=3)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 50)

    def test_a_skipped_stage_is_not_evolving_from_it(self):
        b = board([MAGNEMITE, MAGNETON, MAGNEZONE])
        b.active(0, MAGNEZONE, below=(MAGNEMITE,), played_turn=5)  # Rare Candy-like: onto the Basic this turn
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 50)

    def test_put_into_play_this_turn_is_not_evolving(self):
        b = board([SLOWPOKE, SLOWBRO])
        b.active(0, SLOWPOKE, played_turn=5)
        self.assertEqual(b.st.slot[0, 0, L.S_NSTACK], 1)
        b.active(0, SLOWBRO, below=(SLOWPOKE,), played_turn=4)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 160)

    def test_does_nothing_when_evolved_this_turn(self):
        b = board([SLOWPOKE, SLOWBRO])
        b.active(0, SLOWPOKE, played_turn=3)
        b.evolve(0, SLOWBRO, 0)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 0)

    def test_opponent_discards_more_when_evolved_this_turn(self):
        for played, left in ((3, 4), (5, 2)):
            b = board([SALANDIT, SALAZZLE])
            b.hand(1, SNORLAX, SNORLAX, SNORLAX)
            b.st.hand[1, b.k(1, SNORLAX)] = 5
            b.st.pl[1, L.PL_HAND_N] = 5
            b.active(0, SALAZZLE, below=(SALANDIT,), played_turn=played)
            b.attack(0, 0)
            self.assertEqual(b.pl(1, L.PL_HAND_N), left, played)


class TestHealedThisTurn(unittest.TestCase):
    def test_healed_this_turn(self):
        b = board([MILTANK])
        b.active(0, MILTANK, damage=50)
        heal_nb(b.st, 0, 0, 30)
        self.assertEqual(b.st.slot[0, 0, L.S_HEALED_TURN], 5)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 150)

    def test_not_healed(self):
        b = board([MILTANK])
        b.active(0, MILTANK, damage=50)
        heal_nb(b.st, 0, 0, 30)
        b.turn(7)  # that heal was an earlier turn's
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 60)

    def test_nothing_to_heal_is_not_healed(self):
        b = board([MILTANK])
        b.active(0, MILTANK)
        heal_nb(b.st, 0, 0, 30)
        self.assertEqual(b.st.slot[0, 0, L.S_HEALED_TURN], 0)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 60)

    def test_the_mark_leaves_with_the_pokemon(self):
        b = board([MILTANK, SNORLAX])
        b.active(0, MILTANK, damage=50)
        heal_nb(b.st, 0, 0, 30)
        b.bench(0, 1, SNORLAX)
        from ptcgsim.kernel.effects import switch_active_nb
        switch_active_nb(b.st, 0, 1)
        self.assertEqual(b.st.slot[0, 0, L.S_HEALED_TURN], 0)
        self.assertEqual(b.st.slot[0, 1, L.S_HEALED_TURN], 5)


class TestCountersOn(unittest.TestCase):
    def test_benched_of_a_name(self):
        b = board([RATTATA, RATTATA, RATICATE, SNORLAX])
        b.active(0, RATICATE, below=(RATTATA,), damage=60)  # the Active's own counters do not count
        b.bench(0, 1, RATTATA, damage=20)
        b.bench(0, 2, RATTATA, damage=10)
        b.bench(0, 3, SNORLAX, damage=50)  # not a Rattata
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 40 * 3)

    def test_benched_of_a_name_tag_ignoring_weakness(self):
        b = board([SPIRITOMB, GIBLE, SNORLAX])
        b.active(0, SPIRITOMB, damage=30)
        b.bench(0, 1, GIBLE, damage=40)
        b.bench(0, 2, SNORLAX, damage=50)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 40)

    def test_every_one_of_its_name(self):
        b = board([DURANT, DURANT, SNORLAX])
        b.active(0, DURANT, damage=30)
        b.bench(0, 1, DURANT, damage=20)
        b.bench(0, 2, SNORLAX, damage=50)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 100)

    def test_all_of_the_opponents(self):
        b = board([AZELF], [SNORLAX, SNORLAX])
        b.active(0, AZELF, damage=30)
        b.active(1, SNORLAX, damage=20)
        b.bench(1, 1, SNORLAX, damage=30)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 20 + 10 + 50)


if __name__ == "__main__":
    unittest.main()


def protect_active(b: Board, p: int):
    """p's Active is protected from the effects of attacks through this turn."""
    b.st.slot[p, 0, L.S_PREVENT_UNTIL] = b.st.g[L.G_TURN]
    b.st.slot[p, 0, L.S_PREVENT_EFFECTS] = 1


class TestCountersToHp(unittest.TestCase):
    def test_the_active_down_to_n(self):
        b = board([MEDICHAM])
        b.active(0, MEDICHAM)
        b.damage(1, 0, 20)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 110)  # 160 HP: 50 left

    def test_none_when_it_has_n_or_less(self):
        b = board([MEDICHAM])
        b.active(0, MEDICHAM)
        b.damage(1, 0, 120)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 120)

    def test_none_on_a_protected_active(self):
        b = board([MEDICHAM])
        b.active(0, MEDICHAM)
        protect_active(b, 1)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 0)

    def test_self_damage_only_if_any_were_placed(self):
        for before, placed, self_dmg in ((0, 150, 120), (150, 0, 0)):
            b = board([CLAYDOL])
            b.active(0, CLAYDOL)
            b.damage(1, 0, before)
            b.attack(0, 0)
            self.assertEqual((b.dmg(1) - before, b.dmg(0)), (placed, self_dmg))

    def test_the_attackers_pick(self):
        b = board([TSAREENA])
        b.active(0, TSAREENA)
        b.bench(1, 1, SNORLAX, damage=10)
        b.script(0, 1)  # options: the Active, then the Bench
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (0, 130))

    def test_each_benched(self):
        b = board([PALOSSAND])
        b.active(0, PALOSSAND)
        b.bench(1, 1, SNORLAX)
        b.bench(1, 2, SNORLAX, damage=70)  # 90 left: none
        b.attack(0, 1)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1), b.dmg(1, 2)), (0, 60, 70))


class TestMoveAllCounters(unittest.TestCase):
    def test_from_the_bench_to_the_active(self):
        b = board([DEDENNE, SNORLAX, SNORLAX])
        b.active(0, DEDENNE, damage=40)  # the Active's own counters stay
        b.bench(0, 1, SNORLAX, damage=70)
        b.bench(0, 2, SNORLAX, damage=30)
        b.script(0, 1)  # options: Benched slots 1, 2
        b.attack(0, 0)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(0, 2), b.dmg(1)), (40, 70, 0, 30))

    def test_greedy_moves_the_most(self):
        b = board([DEDENNE, SNORLAX, SNORLAX])
        b.active(0, DEDENNE)
        b.bench(0, 1, SNORLAX, damage=30)
        b.bench(0, 2, SNORLAX, damage=70)
        b.attack(0, 0)
        self.assertEqual((b.dmg(0, 1), b.dmg(0, 2), b.dmg(1)), (30, 0, 70))

    def test_nothing_onto_a_protected_active(self):
        b = board([DEDENNE, SNORLAX])
        b.active(0, DEDENNE)
        b.bench(0, 1, SNORLAX, damage=70)
        protect_active(b, 1)
        b.attack(0, 0)
        self.assertEqual((b.dmg(0, 1), b.dmg(1)), (70, 0))

    def test_only_from_the_kind_named(self):
        b = board([WOBBUFFET, SNORLAX, TR_RATTATA])
        b.active(0, WOBBUFFET)
        b.bench(0, 1, SNORLAX, damage=70)
        b.bench(0, 2, TR_RATTATA, damage=30)
        b.attack(0, 0)
        self.assertEqual((b.dmg(0, 1), b.dmg(0, 2), b.dmg(1)), (70, 0, 30))

    def test_to_any_of_the_opponents(self):
        b = board([COFAGRIGUS, SNORLAX])
        b.active(0, COFAGRIGUS)
        b.bench(0, 1, SNORLAX, damage=50)
        b.bench(1, 1, SNORLAX, damage=10)
        b.script(0, 1)  # (the only source is not asked for) the opponent's Benched slot 1
        b.attack(0, 0)
        self.assertEqual((b.dmg(0, 1), b.dmg(1, 0), b.dmg(1, 1)), (0, 0, 60))


def play(b: Board, p: int, card: str):
    """p plays Supporter card from the hand (put there first)."""
    b.hand(p, card)
    play_trainer_nb(b.st, b.ct, b.R, p, b.k(p, card))


def played(b: Board, p: int, card: str):
    """As if p had played Supporter card from the hand this turn (without its effect: Turo's would take
    the attacker back)."""
    b.st.pl[p, L.PL_SUPPORTERS] += 1
    b.st.pl[p, L.PL_SUPPORTER_K] = b.k(p, card) + 1


class TestSupporterPlayed(unittest.TestCase):
    def test_the_named_supporter(self):
        for played, want in ((ERIKA, 70), (IONO, 10), (None, 10)):
            b = board([TANGELA, ERIKA, IONO])
            b.active(0, TANGELA)
            if played:
                play(b, 0, played)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1), want, played)

    def test_only_this_turns(self):
        b = board([TANGELA, ERIKA])
        b.active(0, TANGELA)
        play(b, 0, ERIKA)
        b.st.pl[0, L.PL_SUPPORTERS] = 0  # a new turn (game.py clears the count)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 10)

    def test_a_supporter_of_a_kind(self):
        for card, want in ((TURO, 200), (SADA, 100)):
            b = board([VALIANT, TURO, SADA])
            b.active(0, VALIANT)
            played(b, 0, card)
            b.attack(0, 1)
            self.assertEqual(b.dmg(1), want, card)

    def test_more_cards_milled(self):
        for card, milled in ((SADA, 4), (TURO, 1)):
            b = board([GREAT_TUSK, TURO, SADA])
            b.active(0, GREAT_TUSK)
            b.deck(1, *([SNORLAX] * 6))
            played(b, 0, card)
            b.attack(0, 0)
            self.assertEqual(6 - b.pl(1, L.PL_DECK_N), milled, card)


class TestThreeTargets(unittest.TestCase):
    def test_three_different_picks(self):
        b = board([IRON_TREADS])
        b.active(0, IRON_TREADS)
        for q in (1, 2, 3):
            b.bench(1, q, SNORLAX)
        b.script(0, 0, 0, 0)  # the first option each time: the Active, then Benched 1, then Benched 2
        b.attack(0, 0)
        self.assertEqual([b.dmg(1, q) for q in range(4)], [30, 30, 30, 0])

    def test_all_of_them_if_fewer(self):
        b = board([IRON_TREADS])
        b.active(0, IRON_TREADS)
        b.bench(1, 1, SNORLAX)
        b.attack(0, 0)
        self.assertEqual([b.dmg(1, q) for q in range(3)], [30, 30, 0])

    def test_picks_add_up_and_land_at_once(self):
        b = board([ARBOLIVA])
        b.active(0, ARBOLIVA)
        b.bench(1, 1, SNORLAX)
        b.bench(1, 2, SNORLAX)
        b.script(0, 0, 1, 0, 1, 0, 1)  # options: the Active, Benched 1, Benched 2: 3 on the Active, 3 on Benched 1
        b.attack(0, 0)
        self.assertEqual([b.dmg(1, q) for q in range(3)], [60, 60, 0])
        self.assertEqual(b.st.slot[1, 0, L.S_HIT_DMG], 60)  # one hit of 60, not three of 20

    def test_greedy_picks_all_six(self):
        b = board([ARBOLIVA])
        b.active(0, ARBOLIVA)
        b.bench(1, 1, SNORLAX, damage=100)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0) + b.dmg(1, 1) - 100, 120)

    def test_only_damaged_ones(self):
        b = board([IRON_JUGULIS])
        b.active(0, IRON_JUGULIS)
        b.bench(1, 1, SNORLAX, damage=10)
        b.bench(1, 2, SNORLAX)
        b.bench(1, 3, SNORLAX, damage=20)
        b.attack(0, 0)
        self.assertEqual([b.dmg(1, q) for q in range(4)], [0, 60, 0, 70])


class TestMilledKinds(unittest.TestCase):
    def test_per_basic_energy_of_a_type_milled(self):
        b = board([ABOMASNOW, WATER, FIRE, SNORLAX])
        b.active(0, ABOMASNOW)
        b.st.disc[0, b.k(0, WATER)] = 2  # already there: not "discarded in this way"
        b.deck(0, WATER, SNORLAX, WATER, FIRE, WATER, SNORLAX, WATER)  # the top 6: 3 Water, 1 Fire; the bottom Water stays
        b.attack(0, 0)
        self.assertEqual((b.dmg(1), b.pl(0, L.PL_DECK_N)), (300, 1))

    def test_per_tagged_pokemon_milled(self):
        b = board([MISTYS_GYARADOS, MISTYS_PSYDUCK, SNORLAX, WATER])
        b.active(0, MISTYS_GYARADOS)
        b.deck(0, MISTYS_PSYDUCK, SNORLAX, WATER, MISTYS_PSYDUCK, MISTYS_PSYDUCK)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 210)

    def test_per_energy_from_each_deck(self):
        for mine, theirs, want in ((FIRE, SNORLAX, 150), (FIRE, FIRE, 250), (SNORLAX, SNORLAX, 50)):
            b = board([CAMERUPT, FIRE, SNORLAX], [SNORLAX, FIRE])
            b.active(0, CAMERUPT)
            b.deck(0, mine)
            b.deck(1, theirs)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1), want, (mine, theirs))


class TestMoreConditions(unittest.TestCase):
    def test_as_much_more_as_it_took_last_turn(self):
        for hit_turn, want in ((4, 220), (2, 100)):
            b = board([HERACROSS])
            b.active(0, HERACROSS, damage=120)
            b.st.slot[0, 0, L.S_HIT_TURN] = hit_turn
            b.st.slot[0, 0, L.S_HIT_DMG] = 120
            b.attack(0, 0)
            self.assertEqual(b.dmg(1), want, hit_turn)

    def test_the_record_an_attack_writes(self):
        b = board([HERACROSS], [SNORLAX])
        b.turn(4, cur=1)
        b.active(0, HERACROSS)
        b.active(1, SNORLAX)
        b.attack(1, 1)  # Collapse: 160 to the Heracross
        got = b.dmg(0)
        self.assertGreater(got, 0)
        b.turn(5, cur=0)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 100 + got)

    def test_resistance_of_a_type(self):
        for target, want in ((WATTREL, 80 - 30), (SNORLAX, 30 * 2)):
            b = board([BOLDORE], [target, SNORLAX])
            b.active(1, target)
            b.active(0, BOLDORE)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1), want, target)

    def test_a_tool_attached_this_turn(self):
        b = board([MIENSHAO, BRAVERY_CHARM])
        b.active(0, MIENSHAO)
        play(b, 0, BRAVERY_CHARM)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 120 * 2)
        b = board([MIENSHAO, BRAVERY_CHARM])
        b.active(0, MIENSHAO)
        play(b, 0, BRAVERY_CHARM)
        b.turn(7)  # attached on an earlier turn
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 50 * 2)

    def test_a_type_in_the_opponents_play(self):
        for bench, want in ((SLOWPOKE_W, 160), (SNORLAX, 40)):
            b = board([ELECTIVIRE], [SNORLAX, SLOWPOKE_W])
            b.active(0, ELECTIVIRE)
            b.bench(1, 1, bench)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1), want, bench)

    def test_a_damaged_benched_name(self):
        for dmg, want in ((10, 180 * 2), (0, 60 * 2)):
            b = board([CUBONE, MAROWAK])
            b.active(0, MAROWAK, below=(CUBONE,), damage=50)
            b.bench(0, 1, CUBONE, damage=dmg)
            b.attack(0, 1)
            self.assertEqual(b.dmg(1), want, dmg)

    def test_per_benched_stage_2(self):
        b = board([SWINUB, PILOSWINE, MAMOSWINE, MAMOSWINE], [SNORLAX])
        b.active(0, MAMOSWINE, below=(SWINUB, PILOSWINE))
        b.bench(0, 1, MAMOSWINE, below=(SWINUB, PILOSWINE))
        b.bench(0, 2, PILOSWINE, below=(SWINUB,))
        b.active(1, SNORLAX)
        b.st.slot[1, 0, L.S_DMG] = 0
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), (180 + 40) * 2)


    def test_per_benched_with_an_energy_type(self):
        b = board([TOEDSCRUEL, SNORLAX, SNORLAX, SNORLAX, GRASS, GRASS, GRASS, FIRE])
        b.active(0, TOEDSCRUEL)
        b.attach(0, 0, GRASS)  # the Active's does not count
        b.bench(0, 1, SNORLAX)
        b.attach(0, 1, GRASS, GRASS)
        b.bench(0, 2, SNORLAX)
        b.attach(0, 2, FIRE)
        b.bench(0, 3, SNORLAX)
        b.attach(0, 3, GRASS)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 80 + 2 * 40)


    def test_switch_with_a_benched_type(self):
        for bench2, active in ((MAGNEMITE, MAGNEMITE), (SNORLAX, VIKAVOLT)):
            b = board([VIKAVOLT, SNORLAX, MAGNEMITE])
            b.active(0, VIKAVOLT)
            b.bench(0, 1, SNORLAX)
            b.bench(0, 2, bench2)
            b.attack(0, 0)
            self.assertEqual((b.dmg(1), b.card(0, 0)), (90, active), bench2)


    def test_to_the_hand_attached_cards_discarded(self):
        for pick, gone in ((1, True), (0, False)):
            b = board([ZUBAT, GOLBAT, CROBAT, DARK, DARK, SNORLAX])
            b.active(0, CROBAT, below=(ZUBAT, GOLBAT))
            b.attach(0, 0, DARK, DARK)
            b.bench(0, 1, SNORLAX)
            b.script(0, pick)  # the CHOOSE_ONE options: nothing, then the effect
            b.attack(0, 0)
            self.assertEqual(b.dmg(1), 120)
            if gone:
                self.assertEqual(b.card(0, 0), None)
                self.assertEqual([b.in_hand(0, c) for c in (ZUBAT, GOLBAT, CROBAT, DARK)], [1, 1, 1, 0])
                self.assertEqual(b.in_discard(0, DARK), 2)
            else:
                self.assertEqual((b.card(0, 0), b.n_energy(0, 0)), (CROBAT, 2))


class TestGreedy(unittest.TestCase):
    """greedy's estimates read the counts (SKIP_UNLESS_COUNT, DMG_ADD_PER_COUNT) as the attack does."""

    def test_estimates_follow_the_board(self):
        from ptcgsim.kernel.estimates import expected_damage_nb

        b = board([MAGNEMITE, MAGNETON, MAGNEZONE])
        b.active(0, MAGNETON, below=(MAGNEMITE,), played_turn=3)
        b.evolve(0, MAGNEZONE, 0)
        self.assertEqual(expected_damage_nb(b.st, b.ct, b.R, 0, 0), 170)
        b = board([RATTATA, RATICATE])
        b.active(0, RATICATE, below=(RATTATA,))
        b.bench(0, 1, RATTATA, damage=20)
        self.assertEqual(expected_damage_nb(b.st, b.ct, b.R, 0, 1), 80)
        b = board([MILTANK])
        b.active(0, MILTANK, damage=50)
        self.assertEqual(expected_damage_nb(b.st, b.ct, b.R, 0, 0), 60)
        heal_nb(b.st, 0, 0, 10)
        self.assertEqual(expected_damage_nb(b.st, b.ct, b.R, 0, 0), 150)

    def test_plans_without_crashing(self):
        from ptcgsim.kernel.player.greedy import greedy_plan_nb

        for cards, energy in (([MAGNEMITE, MAGNETON, MAGNEZONE], "sve-4"), ([SALANDIT, SALAZZLE], "sve-2"),
                              ([SPIRITOMB, GIBLE], "sve-7"), ([DURANT], "sve-8"), ([AZELF], "sve-5"),
                              ([DEDENNE], "sve-5"), ([MEDICHAM], "sve-6"), ([TSAREENA], "sve-3"), ([COFAGRIGUS], "sve-5"),
                              ([PALOSSAND], "sve-5"), ([CLAYDOL], "sve-5"), ([ARBOLIVA], "sve-1"), ([IRON_TREADS], "sve-8")):
            b = board(cards + [energy] * 4)
            top = cards[-1]
            b.active(0, top, below=tuple(cards[:-1][-2:]) if len(cards) > 1 and top != SPIRITOMB else (), played_turn=5)
            b.attach(0, 0, *([energy] * 4))
            b.hand(1, SNORLAX)
            b.bench(0, 1, cards[0], damage=40)
            b.damage(1, 0, 30)
            greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)

    def test_counter_attacks_estimates(self):
        from ptcgsim.kernel.estimates import expected_damage_nb

        b = board([DEDENNE, SNORLAX])
        b.active(0, DEDENNE)
        b.bench(0, 1, SNORLAX, damage=70)
        self.assertEqual(expected_damage_nb(b.st, b.ct, b.R, 0, 0), 70)
        b = board([MEDICHAM])
        b.active(0, MEDICHAM)
        self.assertEqual(expected_damage_nb(b.st, b.ct, b.R, 0, 0), 110)  # half of the 110 placed, then Weakness x2

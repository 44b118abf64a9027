"""Kernel slice k6 (stop 30): Abilities and Pokémon Tools that answer an attack's damage
(PASSIVE_ON_DAMAGED, TOOL_ON_DAMAGED; kernel/on_damaged.py).

Recogniser checks on synthetic sentences (made-up wordings and numbers, near misses).  Scripted
boards (tests/kernel_harness.py) with real cards of the bundled database by id; the rows the
recogniser gives those cards are set on them here (the bundled database is rebuilt after the
merge; TestBundledShapes checks it then).  No card text lives here.

Run with the kernel as plain Python: NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k630_on_damaged
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.cards.recognize_k630 import body_rows, on_damaged_program
from ptcgsim.cards.recognize_tool import recognize_tool
from ptcgsim.kernel import layout as L
from tests.kernel_harness import Board

KLAWF, SPIRITOMB, ORTHWORM, MAUSHOLD, STUNFISK = "sv3-120", "me1-87", "sv7-110", "sv4-155", "sv3-112"
TANDEMAUS, ZORUA, RALTS, TR_KOFFING, KOFFING = "sv1-159", "sv6pt5-31", "sv1-84", "sv10-125", "ex7-61"
HEAVY_BATON = "sv5-151"
DELUXE_BOMB, VENGEFUL_PUNCH, LUCKY_HELMET, HANDHELD_FAN, HYPNOTIZER = "sv7-134", "sv3-197", "sv6-158", "sv6-150", "me2pt5-206"
METAL, PSY, DARK, FIGHT = "sve-8", "sve-5", "sve-7", "sve-6"
FEZANDIPITI, SPINDA = "sv6-96", "sv4-151"
CRUSTLE, KIRLIA = "sv4-7", "sv1-85"
WEEZING, HITMONTOP, TYROGUE, LUGIA_EX = "sv3pt5-110", "ex10-26", "ex10-33", "ex10-105"
DACHSBUN, MR_MIME, RABSCA, CARRACOSTA = "sv1-99", "sv3pt5-122", "sv5-24", "zsv10pt5-23"
TOEDSCRUEL, TR_ARTICUNO = "sv3-22", "sv10-51"
FUECOCO, CETODDLE, THERAPEUTIC = "svp-2", "sv2-53", "sv2-193"  # a Fire attack that Burns; damage to each Benched Pokémon
SEVIPER, MEGA_ABSOL = "me2-62", "me1-86"
ORTHWORM_HP, CONKELDURR, BRAMBLEGHAST, KINGAMBIT, ANNIHILAPE = "sv2-151", "zsv10pt5-49", "sv5-21", "me2pt5-148", "sv10-92"

ON, TOOL, ROWS = fx.PASSIVE_ON_DAMAGED, fx.TOOL_ON_DAMAGED, fx.TOOL_ON_KO_ROWS
DARK_TC = fx.TC_TYPE + 6
MODS, ALWAYS = ["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0], -(1 << 30)
SH_BOTH = fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS
TIMES, AT_LEAST = fx.mod_count(times=True), fx.mod_count(at_least=True)
#: the rows the recogniser gives these cards (card id -> rows; a Pokémon's: its first power's)
ROWS_OF = {
    KLAWF: [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE], ["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]],
    SPIRITOMB: [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE | fx.OD_OWN + fx.OD_TC * DARK_TC], ["PUT_COUNTERS", 10, fx.BENCH_DEF]],
    ORTHWORM: [["POWER_PASSIVE", ON, 0, 0],
               ["PUT_COUNTERS", 20, fx.BENCH_DEF, 1 + fx.count_code(fx.CNT_SELF_ENERGY, 7)]],
    MAUSHOLD: [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE],
               ["PUT_COUNTERS", 30, fx.BENCH_DEF, fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "tandemaus")],
               ["PUT_COUNTERS", 30, fx.BENCH_DEF, fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "maushold|maushold ex")]],
    STUNFISK: [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE], ["SKIP_UNLESS_COUNT", fx.CNT_SELF_TOOL, 1, 1],
               ["PUT_COUNTERS", 50, fx.BENCH_DEF]],
    TR_KOFFING: [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE], ["SEARCH_DECK", 2, "Koffing|Team Rocket's Koffing", fx.TO_BENCH]],
    DELUXE_BOMB: [["TOOL", TOOL, 1 + ROWS * (fx.OD_ACTIVE | fx.OD_DISCARD_TOOL), 0], ["PUT_COUNTERS", 120, fx.BENCH_DEF]],
    VENGEFUL_PUNCH: [["TOOL", TOOL, 1 + ROWS * fx.OD_KO, 0], ["PUT_COUNTERS", 40, fx.BENCH_DEF]],
    LUCKY_HELMET: [["TOOL", TOOL, 1 + ROWS * fx.OD_ACTIVE, 0], ["DRAW", 2]],
    HANDHELD_FAN: [["TOOL", TOOL, 1 + ROWS * fx.OD_ACTIVE, 0], ["MOVE_ENERGY", 0, fx.OPP, fx.ANY]],
    HYPNOTIZER: [["TOOL", TOOL, 1 + ROWS * fx.OD_ACTIVE, fx.TC_TEAM_ROCKET], ["COND", fx.ASLEEP, fx.OPP]],
    FEZANDIPITI: [["POWER_PASSIVE", fx.PASSIVE_FLIP_REDUCE, 0, 9999 + fx.FR_TC * (fx.TC_ENERGY_OF + 6)]],
    SPINDA: [["POWER_PASSIVE", fx.PASSIVE_FLIP_REDUCE, 0, 9999 + fx.FR_TC * fx.TC_CONFUSED]],
    DACHSBUN: [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_TYPE + 1 + fx.SH_DAMAGE * (fx.SH_PREVENT_DAMAGE | fx.SH_NO_BURN)]],
    MR_MIME: [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_SAME_ENERGY_AS_OTHER + fx.SH_DAMAGE * fx.SH_PREVENT_DAMAGE]],
    RABSCA: [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_BENCHED + fx.SH_DAMAGE * (SH_BOTH | fx.SH_OWN_SCOPE)]],
    CARRACOSTA: [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_ANY_SPECIAL + fx.SH_DAMAGE * SH_BOTH]],
    TOEDSCRUEL: [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_ANY_ENERGY + fx.SH_DAMAGE * (fx.SH_PREVENT_EFFECTS | fx.SH_OWN_SCOPE)]],
    TR_ARTICUNO: [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0,
                   fx.TC_BASIC + fx.TC_SHIFT * fx.TC_TEAM_ROCKET + fx.SH_DAMAGE * (fx.SH_PREVENT_EFFECTS | fx.SH_OWN_SCOPE)]],
    WEEZING: [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE | fx.OD_KO], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["KO_DEF"]],
    HITMONTOP: [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE + fx.OD_TC * fx.TC_EVOLVED], ["PUT_COUNTERS", 20, fx.BENCH_DEF]],
    LUGIA_EX: [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["OPP_ENERGY_TO", 1, 0, 0]],
    HEAVY_BATON: [["TOOL", fx.TOOL_ON_KO, 3 + ROWS * (fx.KO_BY_ATTACK | fx.KO_ACTIVE), fx.TC_RETREAT_4]]
    + [["KO_TAKE_ENERGY", 1, fx.KT_TO_BENCH, fx.KT_BASIC_ONLY]] * 3,
    ORTHWORM_HP: [MODS, ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, 7), 3], ["TOOL", fx.TOOL_HP, 100, AT_LEAST]],
    CONKELDURR: [MODS, ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, 5), ALWAYS], ["TOOL", fx.TOOL_HP, 40, TIMES]],
    BRAMBLEGHAST: [MODS, ["REQ_COUNT", fx.count_code(fx.CNT_OPP_PRIZES_TAKEN), ALWAYS], ["TOOL", fx.TOOL_HP, 50, TIMES]],
    KINGAMBIT: [MODS, ["REQ_COUNT", fx.count_code(fx.CNT_OPP_PRIZES_TAKEN), ALWAYS], ["TOOL", fx.TOOL_DMG_PLUS, 30, TIMES]],
    SEVIPER: [MODS, ["REQ_COUNT", fx.count_code(fx.CNT_OWN_KIND_IN_PLAY, fx.kind_flag(fx.KIND_POKEMON_OF_TYPE + 6, 1 << 16)), 1],
              ["TOOL", fx.TOOL_DMG_PLUS, 120, AT_LEAST]],
    ANNIHILAPE: [MODS, ["REQ_COUNT", fx.count_code(fx.CNT_SELF_DAMAGE), 2], ["TOOL", fx.TOOL_DMG_PLUS, 120, AT_LEAST]],
}
_SAVED: dict = {}


def setUpModule():
    db = load_db()
    for cid, rows in ROWS_OF.items():
        c = db.get(cid)
        if c.supertype == "pokemon":
            _SAVED[cid] = (c.powers[0].effects, c.powers[0].implemented)
            c.powers[0].effects, c.powers[0].implemented = rows, True
        else:
            _SAVED[cid] = (c.effects, c.implemented)
            c.effects, c.implemented = rows, True


def tearDownModule():
    db = load_db()
    for cid, old in _SAVED.items():
        c = db.get(cid)
        if c.supertype == "pokemon":
            c.powers[0].effects, c.powers[0].implemented = old
        else:
            c.effects, c.implemented = old


# --- the recogniser, on made-up sentences ---------------------------------------------------------
_HIT = "is damaged by an attack from your" " opponent's pokémon (even if "
_ACT = "if this pokémon is in the active spot and " + _HIT + "this pokémon is knocked out), "


class TestRecognise(unittest.TestCase):
    def test_power_headers(self):
        self.assertEqual(on_damaged_program(_ACT + "draw 4 cards."), [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE], ["DRAW", 4]])
        self.assertEqual(on_damaged_program("if this pokémon " + _HIT + "this pokémon is knocked out), "
                                            + "put 7 damage counters on the attacking pokémon."),
                         [["POWER_PASSIVE", ON, 0, 0], ["PUT_COUNTERS", 70, fx.BENCH_DEF]])
        grass = fx.TC_TYPE + 0
        self.assertEqual(on_damaged_program("if your active grass pokémon " + _HIT + "your active grass pokémon is knocked out), "
                                            + "the attacking pokémon is now confused."),
                         [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE | fx.OD_OWN + fx.OD_TC * grass], ["COND", fx.CONFUSED, fx.OPP]])
        self.assertEqual(on_damaged_program("if this pokémon is in the active spot," " has a pokémon tool attached, and " + _HIT
                                            + "this pokémon is knocked out), put 3" " damage counters on the attacking" " pokémon."),
                         [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE], ["SKIP_UNLESS_COUNT", fx.CNT_SELF_TOOL, 1, 1],
                          ["PUT_COUNTERS", 30, fx.BENCH_DEF]])

    def test_bodies(self):
        self.assertEqual(body_rows("put 3 damage counters on the attacking pokémon for each fire energy attached to this pokémon."),
                         [["PUT_COUNTERS", 30, fx.BENCH_DEF, 1 + fx.count_code(fx.CNT_SELF_ENERGY, 1)]])
        self.assertEqual(body_rows("put 1 damage counter on the attacking pokémon for each of your pikachu and raichu in play."),
                         [["PUT_COUNTERS", 10, fx.BENCH_DEF, fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "pikachu")],
                          ["PUT_COUNTERS", 10, fx.BENCH_DEF, fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "raichu")]])
        self.assertEqual(body_rows("discard an energy from the attacking pokémon."), [["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]])
        self.assertEqual(body_rows("move an energy from the attacking" " pokémon to 1 of your opponent's benched" " pokémon."),
                         [["MOVE_ENERGY", 0, fx.OPP, fx.ANY]])

    def test_knock_out_and_ex_headers(self):
        self.assertEqual(on_damaged_program("if this pokémon is in the active spot" " and is knocked out by damage from an" " attack "
                                            + "from your opponent's pokémon, flip a" " coin. if heads, the attacking pokémon" " is knocked out."),
                         [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE | fx.OD_KO], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["KO_DEF"]])
        self.assertEqual(on_damaged_program("if this pokémon is your active pokémon" " and is damaged by an opponent's attack" " (even if "
                                            + "this pokémon is knocked out), choose an energy card attached to the attacking "
                                            + "pokémon and return it to your opponent's hand."),
                         [["POWER_PASSIVE", ON, 0, fx.OD_ACTIVE], ["OPP_ENERGY_TO", 1, 0, 0]])

    def test_near_misses(self):
        self.assertIsNone(on_damaged_program(_ACT + "the attacking pokémon is knocked out."))
        self.assertIsNone(on_damaged_program(_ACT + "your opponent takes 1 fewer prize card."))
        self.assertIsNone(on_damaged_program("if this pokémon is damaged by an attack, draw 2 cards."))  # any attack: not read
        self.assertIsNone(body_rows('search your deck for up to 3 pokémon that have "pichu" in their name and put them onto '
                                    "your bench. then, shuffle your deck."))  # a name part not listed

    def test_tools(self):
        hold = "if the pokémon this card is attached to" " is in the active spot and " + _HIT + "this pokémon is knocked out), "
        self.assertEqual(recognize_tool(hold + "draw 3 cards."), [["TOOL", TOOL, 1 + ROWS * fx.OD_ACTIVE, 0], ["DRAW", 3]])
        self.assertEqual(recognize_tool(hold + "put 6 damage counters on the attacking pokémon. "
                                        + "if you placed any damage counters in" " this way, discard this card."),
                         [["TOOL", TOOL, 1 + ROWS * (fx.OD_ACTIVE | fx.OD_DISCARD_TOOL), 0], ["PUT_COUNTERS", 60, fx.BENCH_DEF]])
        # counters alone: still the Rocky Helmet-like row of recognize_tool.py
        self.assertEqual(recognize_tool(hold + "put 6 damage counters on the attacking pokémon."), [["TOOL", fx.EN_HIT_BACK, 60, 0]])
        self.assertEqual(recognize_tool("if the pokémon this card is attached to" " is knocked out by damage from an attack" " from "
                                        + "your opponent's pokémon, put 2 damage counters on the attacking pokémon."),
                         [["TOOL", TOOL, 1 + ROWS * fx.OD_KO, 0], ["PUT_COUNTERS", 20, fx.BENCH_DEF]])


class TestRecogniseCounts(unittest.TestCase):
    def test_count_mods(self):
        from ptcgsim.cards.recognize_k630 import count_mod_program as read
        self.assertEqual(read("if this pokémon has 2 or more water energy attached, it gets +70 hp."),
                         [MODS, ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, 2), 2], ["TOOL", fx.TOOL_HP, 70, AT_LEAST]])
        self.assertEqual(read("this pokémon gets +20 hp for each grass energy attached to it."),
                         [MODS, ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, 0), ALWAYS], ["TOOL", fx.TOOL_HP, 20, TIMES]])
        self.assertEqual(read("attacks used by this pokémon do 10 more" " damage to your opponent's active" " pokémon for each "
                              + "prize card your opponent has taken" " (before applying weakness and" " resistance)."),
                         [MODS, ["REQ_COUNT", fx.count_code(fx.CNT_OPP_PRIZES_TAKEN), ALWAYS], ["TOOL", fx.TOOL_DMG_PLUS, 10, TIMES]])
        self.assertEqual(read("if this pokémon has 4 or more damage" " counters on it, attacks used by this" " pokémon do 50 more "
                              + "damage to your opponent's active pokémon" " (before applying weakness and" " resistance)."),
                         [MODS, ["REQ_COUNT", fx.count_code(fx.CNT_SELF_DAMAGE), 4], ["TOOL", fx.TOOL_DMG_PLUS, 50, AT_LEAST]])
        self.assertIsNone(read("this pokémon gets +20 hp for each prize card you have taken."))


class TestRecogniseFlip(unittest.TestCase):
    def test_flip_prevent(self):
        from ptcgsim.cards.recognize_k630 import flip_prevent_program as read
        self.assertEqual(read("if this pokémon has any water energy attached and is damaged by an attack, flip a coin. "
                              + "if heads, prevent that damage."),
                         [["POWER_PASSIVE", fx.PASSIVE_FLIP_REDUCE, 0, 9999 + fx.FR_TC * (fx.TC_ENERGY_OF + 2)]])
        self.assertIsNone(read("if this pokémon has any water energy attached and is damaged by an attack, flip a coin. "
                               + "if heads, prevent 30 of that damage."))


class TestRecogniseShields(unittest.TestCase):
    def test_shields(self):
        from ptcgsim.cards.recognize_k630 import shield_more_program as read
        self.assertEqual(read("this pokémon can't be burned. prevent" " all damage done to this pokémon by" " attacks from your "
                              + "opponent's water pokémon."),
                         [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_TYPE + 2 + fx.SH_DAMAGE * (fx.SH_PREVENT_DAMAGE | fx.SH_NO_BURN)]])
        self.assertEqual(read("prevent all damage from and effects of" " attacks from your opponent's pokémon" " done to your "
                              + "benched pokémon."),
                         [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_BENCHED + fx.SH_DAMAGE * (SH_BOTH | fx.SH_OWN_SCOPE)]])
        self.assertIsNone(read("prevent all damage from and effects of" " attacks from your opponent's pokémon" " done to your "
                               + "active pokémon."))
        self.assertEqual(read("prevent all effects of attacks used by" " your opponent's pokémon done to all of" " your pokémon that "
                              + "have energy attached. (existing effects" " are not removed. damage is not an" " effect.)"),
                         [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_ANY_ENERGY + fx.SH_DAMAGE * (fx.SH_PREVENT_EFFECTS | fx.SH_OWN_SCOPE)]])


class TestBundledShapes(unittest.TestCase):
    """The bundled database's rows for these cards (once it is rebuilt with this slice's readers)."""

    @unittest.skipUnless(any(r[:2] == ["POWER_PASSIVE", ON] for p in load_db().get(KLAWF).powers for r in p.effects if r),
                         "the bundled card database predates slice s30-k6")
    def test_shapes(self):
        for cid, rows in ROWS_OF.items():
            c = load_db().get(cid)
            with self.subTest(card=cid):
                self.assertEqual(c.powers[0].effects if c.supertype == "pokemon" else c.effects, rows)


# --- boards -----------------------------------------------------------------------------------------
def board(defender_cards, attacker_cards=(RALTS, PSY)) -> Board:
    """Player 1 attacks (its Active: Ralts, 30 damage) during game turn 4."""
    b = Board(list(defender_cards), list(attacker_cards), rules="modern")
    b.turn(4, cur=1)
    b.active(1, RALTS)
    return b


def tool(b: Board, p: int, s: int, card_id: str):
    b.st.slot[p, s, L.S_TOOL_K] = b.k(p, card_id)
    b.st.slot[p, s, L.S_TOOL_K + 1] = 1


class TestAbilities(unittest.TestCase):
    def test_discard_from_the_attacker_even_when_knocked_out(self):
        for dmg in (0, 210):
            b = board([KLAWF, PSY])
            b.active(0, KLAWF, damage=dmg)
            b.attach(1, 0, PSY, PSY)
            b.attack(1, 0)
            self.assertEqual(b.dmg(0), dmg + 30)
            self.assertEqual(b.n_energy(1), 1, dmg)
            self.assertEqual(b.in_discard(1, PSY), 1)

    def test_not_on_the_bench_nor_without_damage(self):
        b = board([KLAWF, ZORUA])
        b.active(0, ZORUA)
        b.bench(0, 1, KLAWF)
        b.st.slot[0, 0, L.S_DAMAGED_BY] = 0
        b.attach(1, 0, PSY, PSY)
        b.attack(1, 0)
        self.assertEqual(b.n_energy(1), 2)  # Klawf is Benched: its Active was hit, not Klawf
        b = board([KLAWF])
        b.active(0, KLAWF)
        b.attach(1, 0, PSY)
        b.st.slot[0, 0, L.S_DMG] = 0
        b.turn(5, cur=1)
        b.st.slot[0, 0, L.S_DAMAGED_BY] = 4 * 4 + 1  # a mark of an earlier turn answers nothing
        from ptcgsim.kernel.on_damaged import on_damaged_nb
        on_damaged_nb(b.st, b.ct, b.R, 1)
        self.assertEqual(b.n_energy(1), 1)

    def test_counter_for_the_active_dark_pokemon_from_the_bench(self):
        for active, hit in ((ZORUA, 10), (KLAWF, 0)):
            b = board([SPIRITOMB, ZORUA, KLAWF])
            b.active(0, active)
            b.bench(0, 1, SPIRITOMB)
            b.attack(1, 0)
            self.assertEqual(b.dmg(1), hit, active)
        b = board([SPIRITOMB, ZORUA])  # two answer: one counter each
        b.active(0, SPIRITOMB)
        b.bench(0, 1, SPIRITOMB)
        b.attack(1, 0)
        self.assertEqual(b.dmg(1), 20)

    def test_counters_per_metal_energy(self):
        b = board([ORTHWORM, METAL])
        b.active(0, ORTHWORM)
        b.attach(0, 0, METAL, METAL)
        b.attack(1, 0)
        self.assertEqual(b.dmg(1), 40)

    def test_counters_per_named_pokemon(self):
        b = board([MAUSHOLD, TANDEMAUS])
        b.active(0, MAUSHOLD)
        b.bench(0, 1, TANDEMAUS)
        b.bench(0, 2, TANDEMAUS)
        b.attack(1, 0)
        self.assertEqual(b.dmg(1), 90)  # 2 Tandemaus + itself

    def test_only_with_a_tool(self):
        for with_tool, hit in ((True, 50), (False, 0)):
            b = board([STUNFISK, LUCKY_HELMET])
            b.active(0, STUNFISK)
            if with_tool:
                tool(b, 0, 0, LUCKY_HELMET)
            b.attack(1, 0)
            self.assertEqual(b.dmg(1), hit)

    def test_search_onto_the_bench(self):
        b = board([TR_KOFFING, KOFFING, PSY])
        b.active(0, TR_KOFFING)
        b.deck(0, KOFFING, PSY, TR_KOFFING)
        b.attack(1, 0)
        self.assertEqual(sorted(c for c in (b.card(0, s) for s in range(1, 6)) if c), sorted([KOFFING, TR_KOFFING]))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 1)


class TestMoreAnswers(unittest.TestCase):
    def test_knock_out_the_attacker_on_heads(self):
        for dmg, coin, ko in ((100, "H", True), (100, "T", False), (0, "H", False)):
            b = board([WEEZING])
            b.active(0, WEEZING, damage=dmg)
            b.coins(coin)
            b.attack(1, 0)
            self.assertEqual(b.dmg(1) >= 70, ko, (dmg, coin))  # Ralts: 70 HP

    def test_counters_only_when_evolved(self):
        for below, hit in (((TYROGUE,), 20), ((), 0)):
            b = board([HITMONTOP, TYROGUE])
            b.active(0, HITMONTOP, below=below)
            b.attack(1, 0)
            self.assertEqual(b.dmg(1), hit, below)

    def test_energy_back_to_the_hand_on_heads(self):
        for coin, left in (("H", 0), ("T", 1)):
            b = board([LUGIA_EX])
            b.active(0, LUGIA_EX)
            b.attach(1, 0, PSY)
            b.coins(coin)
            b.attack(1, 0)
            self.assertEqual((b.n_energy(1), b.in_hand(1, PSY)), (left, 1 - left), coin)


class TestHeavyBaton(unittest.TestCase):
    def test_three_basic_energy_to_the_bench_only_for_a_retreat_cost_of_4(self):
        from tests.test_k129_ko_answers import resolve
        for holder, moved in ((ORTHWORM, 3), (KLAWF, 0)):  # Retreat Cost 4, 3
            b = board([holder, ZORUA, METAL, HEAVY_BATON])
            b.active(0, holder, damage=200)
            tool(b, 0, 0, HEAVY_BATON)
            b.attach(0, 0, METAL, METAL, METAL, METAL)
            b.bench(0, 1, ZORUA)
            b.bench(0, 2, ZORUA)
            b.attack(1, 0)
            resolve(b)
            self.assertEqual(b.n_energy(0, 1) + b.n_energy(0, 2) + b.n_energy(0, 0), moved, holder)
            self.assertEqual(b.in_discard(0, METAL), 4 - moved)

    def test_recognised(self):
        hb = recognize_tool("if the pokémon this card is attached to" " has a retreat cost of exactly 4, is in" " the active spot, "
                            + "and is knocked out by damage from an" " attack from your opponent's pokémon," " move up to 2 basic "
                            + "energy cards from that pokémon to your" " benched pokémon in any way you like.")
        self.assertEqual(hb, [["TOOL", fx.TOOL_ON_KO, 2 + ROWS * (fx.KO_BY_ATTACK | fx.KO_ACTIVE), fx.TC_RETREAT_4]]
                         + [["KO_TAKE_ENERGY", 1, fx.KT_TO_BENCH, fx.KT_BASIC_ONLY]] * 2)


class TestReduceFromEvolved(unittest.TestCase):
    def test_crag_bash_like(self):
        atk = load_db().get(CRUSTLE).attacks[1]
        saved = (atk.effects, atk.implemented)
        atk.effects, atk.implemented = [["DAMAGE"], ["REDUCE_DAMAGE_NEXT", 100 + fx.RD_FROM * 4]], True
        try:
            for attacker, dmg in ((KIRLIA, 0), (RALTS, 30)):
                b = Board([CRUSTLE], [RALTS, KIRLIA], rules="modern")
                b.turn(3, cur=0)
                b.active(0, CRUSTLE)
                b.active(1, attacker)
                b.attack(0, 1)
                b.turn(4, cur=1)
                b.attack(1, 0)  # 30 damage
                self.assertEqual(b.dmg(0), dmg, attacker)
        finally:
            atk.effects, atk.implemented = saved

    def test_recognised(self):
        from ptcgsim.cards import recognize as R
        ctx = R.Ctx(kind="attack")
        segs = R._parse("during your opponent's next turn, this" " pokémon takes 60 less damage from" " attacks from evolution "
                        + "pokémon (after applying weakness and resistance).", ctx)
        self.assertEqual(R._assemble(segs, ctx), [["REDUCE_DAMAGE_NEXT", 60 + fx.RD_FROM * 4]])


class TestTools(unittest.TestCase):
    def test_big_counters_then_discarded(self):
        b = board([ZORUA, DELUXE_BOMB])
        b.active(0, ZORUA)
        tool(b, 0, 0, DELUXE_BOMB)
        b.attack(1, 0)
        self.assertEqual(b.dmg(1), 120)
        self.assertEqual(b.st.slot[0, 0, L.S_TOOL_K], -1)
        self.assertEqual(b.in_discard(0, DELUXE_BOMB), 1)

    def test_counters_only_when_knocked_out(self):
        for dmg, hit in ((50, 40), (0, 0)):
            b = board([ZORUA, VENGEFUL_PUNCH])
            b.active(0, ZORUA, damage=dmg)
            tool(b, 0, 0, VENGEFUL_PUNCH)
            b.attack(1, 0)
            self.assertEqual(b.dmg(1), hit, dmg)

    def test_draw(self):
        b = board([ZORUA, LUCKY_HELMET, PSY])
        b.active(0, ZORUA)
        tool(b, 0, 0, LUCKY_HELMET)
        b.deck(0, PSY, PSY, PSY)
        b.attack(1, 0)
        self.assertEqual(b.in_hand(0, PSY), 2)

    def test_energy_to_the_attackers_bench(self):
        b = board([ZORUA, HANDHELD_FAN])
        b.active(0, ZORUA)
        tool(b, 0, 0, HANDHELD_FAN)
        b.bench(1, 1, RALTS)
        b.attach(1, 0, PSY)
        b.attack(1, 0)
        self.assertEqual((b.n_energy(1, 0), b.n_energy(1, 1)), (0, 1))

    def test_asleep_only_for_a_team_rockets_holder(self):
        for holder, asleep in ((TR_KOFFING, True), (ZORUA, False)):
            b = board([TR_KOFFING, ZORUA, HYPNOTIZER])
            b.active(0, holder)
            tool(b, 0, 0, HYPNOTIZER)
            b.attack(1, 0)
            self.assertEqual(b.pl(1, L.PL_STATUS) == fx.ASLEEP, asleep, holder)


class TestFlipPrevent(unittest.TestCase):
    def test_heads_prevents_only_with_dark_energy(self):
        for energy, coin, dmg in ((True, "H", 0), (True, "T", 30), (False, "H", 30)):
            b = board([FEZANDIPITI, DARK])
            b.active(0, FEZANDIPITI)
            if energy:
                b.attach(0, 0, DARK)
            b.coins(coin)
            b.attack(1, 0)
            self.assertEqual(b.dmg(0), dmg, (energy, coin))


class TestShields(unittest.TestCase):
    def test_no_fire_damage_and_no_burn(self):
        from ptcgsim.kernel.effects import condition_immune_nb
        b = board([DACHSBUN], [FUECOCO, RALTS])
        b.active(1, FUECOCO)
        b.active(0, DACHSBUN)
        b.attack(1, 0)
        self.assertEqual((b.dmg(0), b.pl(0, L.PL_BURN)), (0, 0))
        self.assertTrue(condition_immune_nb(b.st, b.ct, 0, fx.BURNED))
        b = board([DACHSBUN])
        b.active(0, DACHSBUN)
        b.attack(1, 0)  # a Psychic attacker
        self.assertEqual(b.dmg(0), 30)

    def test_effects_on_own_pokemon_of_a_kind(self):
        for shield, active, energy, burned in ((TOEDSCRUEL, RALTS, True, 0), (TOEDSCRUEL, RALTS, False, 1),
                                                (TR_ARTICUNO, TR_KOFFING, False, 0), (TR_ARTICUNO, ZORUA, False, 1)):
            b = board([shield, active, PSY], [FUECOCO, RALTS])
            b.active(1, FUECOCO)
            b.active(0, active)
            b.bench(0, 1, shield)
            if energy:
                b.attach(0, 0, PSY)
            b.attack(1, 0)
            self.assertEqual(b.pl(0, L.PL_BURN), burned, (shield, active, energy))
            self.assertGreater(b.dmg(0), 0)  # damage is not an effect

    def test_same_energy(self):
        for n, dmg in ((1, 0), (2, 30)):
            b = board([MR_MIME, PSY])
            b.active(0, MR_MIME)
            b.attach(0, 0, PSY)
            b.attach(1, 0, *[PSY] * n)
            b.attack(1, 0)
            self.assertEqual(b.dmg(0), dmg, n)

    def test_attacker_with_special_energy(self):
        for energy, dmg in ((THERAPEUTIC, 0), (PSY, 30)):
            b = board([CARRACOSTA], [RALTS, PSY, THERAPEUTIC])
            b.active(0, CARRACOSTA)
            b.attach(1, 0, energy)
            b.attack(1, 0)
            self.assertEqual(b.dmg(0), dmg, energy)

    def test_benched_pokemon(self):
        b = board([RABSCA, RALTS], [CETODDLE, RALTS])
        b.active(1, CETODDLE)
        b.active(0, RALTS)
        b.bench(0, 1, RABSCA)
        b.bench(0, 2, RALTS)
        b.attack(1, 0)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(0, 2)), (30, 0, 0))
        b = board([RABSCA, RALTS], [CETODDLE, RALTS])
        b.active(1, CETODDLE)
        b.active(0, RABSCA)  # in the Active Spot it shields only the Bench
        b.bench(0, 2, RALTS)
        b.attack(1, 0)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 2)), (30, 0))
        b = board([RALTS], [CETODDLE, RALTS])  # without it
        b.active(1, CETODDLE)
        b.active(0, RALTS)
        b.bench(0, 2, RALTS)
        b.attack(1, 0)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 2)), (30, 10))


class TestFlipPreventConfused(unittest.TestCase):
    def test_heads_prevents_only_while_confused(self):
        for confused, coin, dmg in ((True, "H", 0), (True, "T", 30), (False, "H", 30)):
            b = board([SPINDA])
            b.active(0, SPINDA)
            if confused:
                b.cond(0, fx.CONFUSED)
            b.coins(coin)
            b.attack(1, 0)
            self.assertEqual(b.dmg(0), dmg, (confused, coin))


class TestCountMods(unittest.TestCase):
    def hp(self, b: Board, p: int = 0, s: int = 0) -> int:
        from ptcgsim.kernel.predicates import slot_hp_nb
        return int(slot_hp_nb(b.st, b.ct, p, s))

    def test_hp_from_three_metal_energy(self):
        b = board([ORTHWORM_HP, METAL])
        b.active(0, ORTHWORM_HP)
        b.attach(0, 0, METAL, METAL)
        self.assertEqual(self.hp(b), 130)
        b.attach(0, 0, METAL)
        self.assertEqual(self.hp(b), 230)

    def test_hp_per_energy_and_per_prize(self):
        b = board([CONKELDURR, BRAMBLEGHAST, FIGHT, PSY])
        b.active(0, CONKELDURR)
        b.attach(0, 0, FIGHT, FIGHT, PSY)
        b.bench(0, 1, BRAMBLEGHAST)
        self.assertEqual((self.hp(b), self.hp(b, 0, 1)), (140 + 80, 100))
        b.st.pl[1, L.PL_PRIZES_TAKEN] = 3
        self.assertEqual(self.hp(b, 0, 1), 250)

    def test_damage_with_a_dark_mega_in_play(self):
        from ptcgsim.kernel.damage import attack_damage_nb
        for mega, more in ((MEGA_ABSOL, 240), (KLAWF, 0)):  # before Weakness: Ralts is weak to Darkness
            b = Board([SEVIPER, MEGA_ABSOL, KLAWF], [RALTS], rules="modern")
            b.active(0, SEVIPER)
            b.active(1, RALTS)
            base = int(attack_damage_nb(b.st, b.ct, b.R, 0, 100, 0))
            b.bench(0, 1, mega)
            self.assertEqual(int(attack_damage_nb(b.st, b.ct, b.R, 0, 100, 0)) - base, more, mega)

    def test_damage_per_prize_and_from_two_counters(self):
        from ptcgsim.kernel.damage import attack_damage_nb
        for card, setup, more in ((KINGAMBIT, lambda b: b.st.pl.__setitem__((1, L.PL_PRIZES_TAKEN), 2), 60),
                                  (ANNIHILAPE, lambda b: b.damage(0, 0, 20), 120),
                                  (ANNIHILAPE, lambda b: b.damage(0, 0, 10), 0)):
            b = Board([card], [RALTS], rules="modern")
            b.active(0, card)
            b.active(1, RALTS)
            base = int(attack_damage_nb(b.st, b.ct, b.R, 0, 100, 0))
            setup(b)
            self.assertEqual(int(attack_damage_nb(b.st, b.ct, b.R, 0, 100, 0)) - base, more, card)


if __name__ == "__main__":
    unittest.main()

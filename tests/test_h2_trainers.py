"""Helper H2's slice on scripted boards: Technical Machines (the Tool's own attack as attack index
MAXATK + j; TD_END_TURN; TOOL_ATTACH_ONLY), EVOLVE_FROM_DECK a=2, DEVOLVE b=1, RECOVER onto the
Bench, COPY_DEF_ATTACK from a Benched owner's Pokémon, PUT_COUNTERS per count, SKIP_UNLESS_NAMED,
BENCH_DAMAGE a=0, TURN_EXTRA_PRIZE (Briar), DISCARD_HAND from a revealed hand / down to N, HEAL_EVERY,
the ATTACH_ENERGY_* receiver filter (TO_FILTER), EN_NO_ATTACK_EFFECTS (Mist Energy), an owner's
Stadium; and greedy's use of them.

Real cards of the bundled database by id; the shapes test first checks that each program is the
one the boards rely on.  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_ATTACK, use_stadium_nb
from ptcgsim.kernel.cardtable import CF_NS, CF_TERA
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from ptcgsim.kernel.predicates import retreat_cost_nb
from ptcgsim.kernel.steps import end_turn_cleanup_nb
from tests.kernel_harness import play_trainer as play, trainer_playable as playable, trainer_score as score, A_TRAINER, Board

TM_EVOLUTION, TM_TURBO, TM_DEVOLUTION, ANCIENT_TM_ROCK = "sv4-178", "sv4-179", "sv4-177", "ex5-85"
ZANGOOSE = "sv1-146"  # Basic Colorless, 90 HP, Slash 40 for C; Weakness Fighting
RALTS, KIRLIA, GARDEVOIR_EX = "sv1-84", "sv1-85", "sv1-86"
N_ZORUA, N_ZOROARK_EX, N_DARUMAKA, N_DARMANITAN = "sv9-97", "sv9-98", "sv9-26", "sv9-27"
OGERPON_EX = "sv6-25"  # Basic Tera Grass, 210 HP, Myriad Leaf Shower 30+ for GGG
DUSKULL = "sv8pt5-35"
ALAKAZAM = "me1-56"
LUNATONE, SOLROCK = "me1-74", "me1-75"
RAGING_BOLT = "sv7-111"
SCREAM_TAIL = "sv4-86"
M_IMPIDIMP, M_MORGREM = "sv10-134", "sv10-135"
GRASS, LIGHTNING, PSYCHIC, FIGHTING, DARK = "sve-1", "sve-4", "sve-5", "sve-6", "sve-7"
MIST = "sv5-161"
BRIAR, ERI, XEROSIC = "sv7-132", "sv5-146", "sv6pt5-64"
JUMBO, PICNIC, WONDROUS, N_PP_UP, TRUMPET = "me2-91", "sv1-184", "me2-94", "sv9-153", "sv7-135"
N_CASTLE, SPIKEMUTH = "sv9-152", "sv10-169"
NEST_BALL = "sv1-181"

POOL = [TM_EVOLUTION, TM_TURBO, TM_DEVOLUTION, ANCIENT_TM_ROCK, ZANGOOSE, RALTS, KIRLIA, GARDEVOIR_EX, N_ZORUA, N_ZOROARK_EX,
        N_DARUMAKA, N_DARMANITAN, OGERPON_EX, DUSKULL, ALAKAZAM, LUNATONE, SOLROCK, RAGING_BOLT, SCREAM_TAIL, M_IMPIDIMP,
        M_MORGREM, GRASS, LIGHTNING, PSYCHIC, FIGHTING, DARK, MIST, BRIAR, ERI, XEROSIC, JUMBO, PICNIC, WONDROUS, N_PP_UP,
        TRUMPET, N_CASTLE, SPIKEMUTH, NEST_BALL]
TM = L.MAXATK  # a Technical Machine's attack: attack index MAXATK + 0


def program(card_id: str) -> list:
    return load_db().get(card_id).effects


def board() -> Board:
    b = Board(POOL, POOL, "modern")
    b.active(0, ZANGOOSE)
    b.active(1, ZANGOOSE)
    return b




def plan(b: Board, p: int = 0) -> tuple[int, int, int]:
    greedy_plan_nb(b.st, b.ct, b.R, p, b.units)
    return tuple(int(x) for x in b.st.acts[0])


def tool(b: Board, p: int, s: int) -> str | None:
    t = int(b.st.slot[p, s, L.S_TOOL_K])
    return None if t < 0 else b.tables.cards[p][t].id


class TestShapes(unittest.TestCase):
    def test_programs(self):
        db = load_db()
        end = ["TOOL", fx.TOOL_DISCARD, fx.TD_END_TURN, 0]
        for tm in (TM_EVOLUTION, TM_TURBO, TM_DEVOLUTION):
            self.assertEqual(program(tm), [end])
        self.assertEqual(program(ANCIENT_TM_ROCK),
                         [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX],
                          ["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_NO_OWNER], end])
        self.assertEqual(db.get(TM_EVOLUTION).attacks[0].effects, [["EVOLVE_FROM_DECK", 2]] * 2)
        self.assertEqual(db.get(TM_TURBO).attacks[0].effects, [["ATTACH_ENERGY_ANY", 2, fx.FROM_DECK + fx.TO_BENCH_ONLY, fx.ANY]])
        self.assertEqual(db.get(TM_DEVOLUTION).attacks[0].effects, [["DEVOLVE", 1, 1]])
        self.assertEqual(db.get(ANCIENT_TM_ROCK).attacks[0].effects, [["DEVOLVE", 1, 1]])
        self.assertEqual(db.get(N_ZOROARK_EX).attacks[0].effects, [["COPY_DEF_ATTACK", 1, CF_NS.bit_length()]])
        self.assertEqual(db.get(DUSKULL).attacks[0].effects, [["RECOVER", 3, "Duskull", fx.TO_BENCH]])
        self.assertEqual(program(BRIAR)[-1], ["TURN_EXTRA_PRIZE", 1, CF_TERA.bit_length() - 1])
        self.assertEqual(program(ERI), [["DISCARD_HAND", 2, fx.KIND_ITEM, fx.OPP_REVEALED]])
        self.assertEqual(program(XEROSIC), [["DISCARD_HAND", -3, fx.KIND_ANY, fx.OPP]])
        self.assertEqual(program(PICNIC), [["HEAL", 30, fx.HEAL_EVERY]])
        self.assertEqual(program(N_CASTLE), [["STADIUM", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.TC_NS]])
        self.assertEqual(program(MIST), [["ENERGY", fx.EN_NO_ATTACK_EFFECTS, 1, 0]])


class TestTechnicalMachines(unittest.TestCase):
    def test_tm_evolution_offered_used_by_greedy_and_discarded(self):
        b = board()
        b.attach(0, 0, PSYCHIC)
        b.bench(0, 1, RALTS)
        b.bench(0, 2, RALTS, played_turn=3)  # came into play this turn: can't evolve
        b.deck(0, KIRLIA, KIRLIA)
        self.assertNotIn((A_ATTACK, TM, 0), b.legal(0))
        self.assertGreater(score(b, 0, TM_EVOLUTION), 0)
        play(b, 0, TM_EVOLUTION)
        self.assertEqual(tool(b, 0, 0), TM_EVOLUTION)  # greedy puts it on the Active, which attacks
        self.assertIn((A_ATTACK, TM, 0), b.legal(0))
        self.assertEqual(plan(b), (A_ATTACK, TM, 0))  # an evolution beats Slash's 40 that does not Knock Out
        b.attack(0, TM)
        self.assertEqual((b.card(0, 1), b.card(0, 2)), (KIRLIA, RALTS))
        end_turn_cleanup_nb(b.st, b.ct, 0)
        self.assertIsNone(tool(b, 0, 0))
        self.assertEqual(b.in_discard(0, TM_EVOLUTION), 1)

    def test_greedy_prefers_a_knock_out_to_the_tm(self):
        b = board()
        b.attach(0, 0, PSYCHIC)
        b.bench(0, 1, RALTS)
        b.deck(0, KIRLIA)
        b.st.slot[0, 0, L.S_TOOL_K] = b.k(0, TM_EVOLUTION)
        b.st.slot[0, 0, L.S_TOOL_N] = 1
        b.damage(1, 0, 60)  # Slash Knocks Out
        self.assertEqual(plan(b), (A_ATTACK, 0, 0))

    def test_turbo_energize_and_cost(self):
        b = board()
        b.bench(0, 1, RALTS)
        b.deck(0, PSYCHIC, PSYCHIC, PSYCHIC)
        b.hand(0, TM_TURBO)
        b.apply(0, A_TRAINER, b.k(0, TM_TURBO), 0)
        self.assertNotIn((A_ATTACK, TM, 0), b.legal(0))  # its Colorless cost unpaid
        b.attach(0, 0, GRASS)
        self.assertIn((A_ATTACK, TM, 0), b.legal(0))
        b.attack(0, TM)
        self.assertEqual(b.n_energy(0, 1), 2)  # onto the Bench only
        self.assertEqual(b.n_energy(0, 0), 1)

    def test_devolution_sends_the_top_cards_to_the_opponents_hand(self):
        b = board()
        b.attach(0, 0, PSYCHIC)
        b.put(1, 0, KIRLIA, below=(RALTS,), damage=40)  # Slash would not Knock it Out
        b.put(1, 1, GARDEVOIR_EX, below=(RALTS, KIRLIA))
        b.st.slot[0, 0, L.S_TOOL_K] = b.k(0, TM_DEVOLUTION)
        b.st.slot[0, 0, L.S_TOOL_N] = 1
        self.assertEqual(plan(b), (A_ATTACK, TM, 0))
        b.attack(0, TM)
        self.assertEqual((b.card(1, 0), b.card(1, 1)), (RALTS, KIRLIA))
        self.assertEqual((b.in_hand(1, KIRLIA), b.in_hand(1, GARDEVOIR_EX)), (1, 1))
        self.assertEqual(b.dmg(1, 0), 40)  # its damage stays

    def test_ancient_tm_only_onto_an_evolved_non_ex_without_owner(self):
        b = board()
        b.active(0, RALTS)
        b.bench(0, 1, GARDEVOIR_EX, below=(RALTS, KIRLIA))
        b.bench(0, 2, M_MORGREM, below=(M_IMPIDIMP,))  # an owner's Pokémon
        self.assertFalse(playable(b, 0, ANCIENT_TM_ROCK))
        b.bench(0, 3, KIRLIA, below=(RALTS,))
        b.apply(0, A_TRAINER, b.k(0, ANCIENT_TM_ROCK), 0)
        self.assertEqual(tool(b, 0, 3), ANCIENT_TM_ROCK)


class TestAttacks(unittest.TestCase):
    def test_night_joker_copies_a_benched_ns_attack(self):
        b = board()
        b.put(0, 0, N_ZOROARK_EX, below=(N_ZORUA,))
        b.attach(0, 0, DARK, DARK)
        b.bench(0, 1, N_DARMANITAN, below=(N_DARUMAKA,))
        b.bench(0, 2, ZANGOOSE)  # not an N's Pokémon: not offered
        self.assertEqual(plan(b), (A_ATTACK, 0, 0))
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 90)  # Flamebody Cannon, without its cost

    def test_come_and_get_you(self):
        b = board()
        b.active(0, DUSKULL)
        b.attach(0, 0, PSYCHIC)
        b.bench(0, 1, ZANGOOSE)
        for _ in range(4):
            b.st.disc[0, b.k(0, DUSKULL)] += 1
        b.attack(0, 0)
        self.assertEqual(sum(b.card(0, s) == DUSKULL for s in range(1, 6)), 3)
        self.assertEqual(b.in_discard(0, DUSKULL), 1)

    def test_powerful_hand_counters_and_mist_energy(self):
        b = board()
        b.put(0, 0, ALAKAZAM)
        b.attach(0, 0, PSYCHIC)
        b.active(1, GARDEVOIR_EX, below=(RALTS, KIRLIA))
        b.hand(0, GRASS, GRASS, GRASS)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 60)  # 2 counters per card
        b.damage(1, 0, 0)
        b.attach(1, 0, MIST)  # the effects of attacks prevented: counters are one
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 0)

    def test_cosmic_beam_needs_the_named_pokemon_on_the_bench(self):
        b = board()
        b.active(0, SOLROCK)
        b.attach(0, 0, FIGHTING)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 0)
        b.bench(0, 1, LUNATONE)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 70)  # no Weakness (Zangoose is weak to Fighting)

    def test_per_count_damage_to_any_one(self):
        b = board()
        b.active(0, RAGING_BOLT)
        b.attach(0, 0, LIGHTNING, FIGHTING, GRASS)
        b.bench(1, 1, RALTS)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0) + b.dmg(1, 1), 90)  # 30 per Energy, to the one greedy picks
        b = board()
        b.active(0, SCREAM_TAIL, damage=40)
        b.attach(0, 0, PSYCHIC, GRASS)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1, 0), 80)  # 20 per counter on itself


class TestTrainers(unittest.TestCase):
    def test_briar_extra_prize_for_a_tera_knock_out(self):
        b = board()
        b.active(0, OGERPON_EX)
        b.attach(0, 0, GRASS, GRASS, GRASS)
        self.assertFalse(playable(b, 0, BRIAR))  # the opponent has 6 prizes left
        b.set_prizes(1, 2)
        b.bench(1, 1, RALTS)
        b.damage(1, 0, 60)
        self.assertGreater(score(b, 0, BRIAR), 0)  # Myriad Leaf Shower Knocks Out
        play(b, 0, BRIAR)
        b.attack(0, 0)
        b.resolve_kos()
        self.assertEqual(b.pl(0, L.PL_PRIZES_LEFT), 4)  # 1 + 1 more

    def test_briar_not_for_a_non_tera_attacker(self):
        b = board()
        b.attach(0, 0, GRASS)
        b.set_prizes(1, 2)
        b.bench(1, 1, RALTS)
        b.damage(1, 0, 60)
        self.assertEqual(score(b, 0, BRIAR), 0)
        play(b, 0, BRIAR)
        b.attack(0, 0)
        b.resolve_kos()
        self.assertEqual(b.pl(0, L.PL_PRIZES_LEFT), 5)

    def test_eri_and_xerosic(self):
        b = board()
        b.hand(1, NEST_BALL, NEST_BALL, GRASS, GRASS, RALTS, KIRLIA, ZANGOOSE)
        self.assertGreater(score(b, 0, XEROSIC), 0)
        play(b, 0, XEROSIC)
        self.assertEqual(b.pl(1, L.PL_HAND_N), 3)
        b = board()
        b.hand(1, NEST_BALL, NEST_BALL, NEST_BALL, GRASS)
        play(b, 0, ERI)
        self.assertEqual((b.in_hand(1, NEST_BALL), b.in_hand(1, GRASS)), (1, 1))  # up to 2 Items, picked by the player

    def test_jumbo_ice_cream_reads_the_actives_energy(self):
        b = board()
        b.damage(0, 0, 80)
        b.attach(0, 0, GRASS, GRASS)
        self.assertFalse(playable(b, 0, JUMBO))
        b.attach(0, 0, GRASS)
        self.assertGreater(score(b, 0, JUMBO), 0)
        play(b, 0, JUMBO)
        self.assertEqual(b.dmg(0, 0), 0)

    def test_picnic_basket_heals_both_and_greedy_weighs_it(self):
        b = board()
        b.damage(0, 0, 50)
        b.damage(1, 0, 50)
        self.assertEqual(score(b, 0, PICNIC), 0)  # as much for the opponent
        b.damage(1, 0, 0)
        self.assertGreater(score(b, 0, PICNIC), 0)
        play(b, 0, PICNIC)
        self.assertEqual(b.dmg(0, 0), 20)

    def test_energy_onto_a_kind_of_benched_pokemon(self):
        b = board()
        b.bench(0, 1, ZANGOOSE)
        b.st.disc[0, b.k(0, DARK)] += 2
        self.assertEqual(score(b, 0, N_PP_UP), 0)  # no Benched N's Pokémon
        b.bench(0, 2, N_ZORUA)
        play(b, 0, N_PP_UP)
        self.assertEqual((b.n_energy(0, 1), b.n_energy(0, 2)), (0, 1))
        b.st.disc[0, b.k(0, PSYCHIC)] += 1
        b.bench(0, 3, RALTS)
        play(b, 0, WONDROUS)
        self.assertEqual(b.energy_ids(0, 3), [PSYCHIC])
        self.assertFalse(playable(b, 0, TRUMPET))  # no Tera Pokémon in play
        b.bench(0, 4, OGERPON_EX)
        play(b, 0, TRUMPET)
        self.assertEqual((b.n_energy(0, 1), b.n_energy(0, 4)), (1, 0))  # Colorless Benched Pokémon only

    def test_owner_stadiums(self):
        b = board()
        b.put(0, 0, N_ZORUA)
        base = int(retreat_cost_nb(b.st, b.ct, 0))
        b.st.g[L.G_STADIUM_K] = b.k(1, N_CASTLE)
        b.st.g[L.G_STADIUM_P] = 1
        self.assertEqual((base, int(retreat_cost_nb(b.st, b.ct, 0)), int(retreat_cost_nb(b.st, b.ct, 1))), (1, 0, 1))
        b.st.g[L.G_STADIUM_K] = b.k(1, SPIKEMUTH)
        b.deck(0, M_IMPIDIMP, ZANGOOSE)
        use_stadium_nb(b.st, b.ct, b.R, 0)
        self.assertEqual(b.in_hand(0, M_IMPIDIMP), 1)


if __name__ == "__main__":
    unittest.main()

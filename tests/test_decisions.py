"""Every choice is a player decision (Engine v2): the rules list options and ask
``player.seat.decide_nb``; a scripted seat forces answers, a random seat explores
every option, greedy picks by value, and only the player package reads which kind
of player is seated."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

from ptcgsim.kernel import layout as L
from ptcgsim.kernel.player.seat import PLAYER_RANDOM
from ptcgsim.kernel.rng import seed_streams_nb
from ptcgsim.kernel.setup import place_active_nb
from ptcgsim.kernel.targets import choose_hand_discard_nb, choose_opp_bench_nb, choose_own_bench_nb

from .kernel_harness import Board

PIKACHU = "base1-58"  # 40 HP
SQUIRTLE = "base1-63"  # 40 HP
MACHOP = "base1-52"  # 50 HP
ONIX = "base1-56"  # 90 HP
LIGHTNING = "base1-100"
FIGHTING = "base1-97"
CARDS = [PIKACHU, SQUIRTLE, MACHOP, ONIX, LIGHTNING, FIGHTING]
PKG = Path(__file__).resolve().parents[1] / "ptcgsim"


def board() -> Board:
    b = Board(CARDS, CARDS)
    b.active(0, PIKACHU)
    b.active(1, MACHOP)
    b.bench(0, 1, SQUIRTLE)
    b.bench(0, 2, ONIX)
    b.bench(0, 3, MACHOP)
    b.bench(1, 1, PIKACHU)
    b.bench(1, 2, ONIX, damage=80)
    return b


def test_greedy_promotes_by_value_and_a_script_overrides_it():
    b = board()
    greedy = int(choose_own_bench_nb(b.st, b.ct, 0, b.units))
    assert greedy == 2  # Onix: the most HP left (nobody can attack)
    assert [o[0] for o in b.options(3)] == [1, 2, 3]  # the options: every Benched Pokémon, in slot order
    b.script(0, 2)
    assert int(choose_own_bench_nb(b.st, b.ct, 0, b.units)) == 3  # option 2 = slot 3
    assert b.answers_used(0) == 1
    assert int(choose_own_bench_nb(b.st, b.ct, 0, b.units)) == greedy  # script spent: greedy again


def test_a_question_with_one_option_uses_no_script_answer():
    b = board()
    b.script(1, 1, 0)
    L.clear_slot_nb(b.st, 1, 2)  # one Benched Pokémon left: no choice
    assert int(choose_own_bench_nb(b.st, b.ct, 1, b.units)) == 1
    assert b.answers_used(1) == 0


def test_opponent_bench_target_is_asked_and_a_knock_out_is_greedys_pick():
    b = board()
    assert int(choose_opp_bench_nb(b.st, b.ct, 0, 10)) == 2  # Onix has 10 HP left: 10 damage Knocks it Out
    b.script(0, 0)
    assert int(choose_opp_bench_nb(b.st, b.ct, 0, 10)) == 1


def test_random_seat_explores_every_option():
    b = board()
    b.st.pl[0, L.PL_KIND] = PLAYER_RANDOM
    seen = set()
    for seed in range(200):
        seed_streams_nb(b.st.rng, seed, 0)
        seen.add(int(choose_own_bench_nb(b.st, b.ct, 0, b.units)))
    assert seen == {1, 2, 3}


def test_hand_discard_lists_each_copy_and_never_the_card_being_played():
    b = board()
    b.hand(0, LIGHTNING, LIGHTNING, FIGHTING, ONIX)
    kind_ok = np.ones(L.MAXK, np.int64)
    avoid = b.k(0, LIGHTNING)
    b.script(0, 1)
    k = int(choose_hand_discard_nb(b.st, b.ct, 0, avoid, kind_ok, 0))
    cards = sorted(b.k(0, c) for c in (LIGHTNING, FIGHTING, ONIX))  # one Lightning is being played
    assert k == cards[1]


def test_setup_active_is_a_decision():
    b = board()
    L.clear_slot_nb(b.st, 0, 0)
    b.hand(0, SQUIRTLE, ONIX)
    b.script(0, 0)
    place_active_nb(b.st, b.ct, 0)
    first = min(b.k(0, SQUIRTLE), b.k(0, ONIX))
    assert int(b.st.slot[0, 0, L.S_CARD]) == first
    b2 = board()
    L.clear_slot_nb(b2.st, 0, 0)
    b2.hand(0, SQUIRTLE, ONIX)
    place_active_nb(b2.st, b2.ct, 0)
    assert b2.card(0) == ONIX  # greedy: the sturdier Basic


def test_no_module_outside_the_player_package_reads_the_seat_kind():
    """The only lines outside ptcgsim/kernel/player/ that mention PL_KIND are its definition,
    imports and the game's seating of the players; no PLAYER_* kind is compared anywhere else."""
    offenders = []
    for path in PKG.rglob("*.py"):
        if "kernel/player" in path.as_posix():
            continue
        for n, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#")[0]
            if re.search(r"PLAYER_(GREEDY|RANDOM|PASSIVE|SCRIPTED)|is_random_nb", code):
                offenders.append(f"{path.name}:{n}: {line.strip()}")
            if "PL_KIND" in code and not re.search(r"^\s*PL_KIND,?$|^PL_KIND = |PL_KIND\] = kinds\[p\]", code):
                offenders.append(f"{path.name}:{n}: {line.strip()}")
    assert offenders == []


REMOVAL = "base1-92"  # Energy Removal: 1 Energy card attached to 1 of your opponent's Pokémon


def removal_board() -> Board:
    from .kernel_harness import A_TRAINER  # noqa: F401

    b = Board(CARDS + [REMOVAL], CARDS)
    b.active(0, PIKACHU)
    b.active(1, MACHOP)
    b.attach(1, 0, FIGHTING)
    b.bench(1, 1, PIKACHU)
    b.attach(1, 1, LIGHTNING)
    b.hand(0, REMOVAL)
    return b


def test_energy_removal_may_target_any_of_the_opponents_pokemon():
    from .kernel_harness import A_TRAINER

    greedy = removal_board()
    greedy.apply(0, A_TRAINER, greedy.k(0, REMOVAL))
    assert (greedy.n_energy(1, 0), greedy.n_energy(1, 1)) == (0, 1)  # greedy: the Defending Pokémon's
    scripted = removal_board()
    scripted.script(0, 1)  # the options: Machop's Fighting, then Pikachu's Lightning
    scripted.apply(0, A_TRAINER, scripted.k(0, REMOVAL))
    assert (scripted.n_energy(1, 0), scripted.n_energy(1, 1)) == (1, 0)
    assert scripted.in_discard(1, LIGHTNING) == 1


# --- the choices converted in Engine v2's second step ---------------------------------------

POTION = "base1-94"  # heal 20 from 1 of your Pokémon
SCOOP_UP = "base1-78"  # 1 of your Pokémon: its Basic card to your hand, the rest discarded
MEWTWO = "base1-10"  # Psychic: 10 + 10 per Energy card on the Defending Pokémon
DCE = "base1-96"  # one card that provides two Colorless units
MANECTRIC = "sv10-76"  # Flash Impact: 40 damage to 1 of your own Benched Pokémon
VICTINI = "sv3-33"  # Strafe: "you may switch" this Pokémon with 1 of your Benched Pokémon
BILL_CARDS = [PIKACHU, SQUIRTLE, MACHOP, ONIX, LIGHTNING, FIGHTING, POTION, SCOOP_UP]


def test_retreat_payment_is_a_decision():
    from .kernel_harness import A_RETREAT

    def retreating(*script):
        b = Board(CARDS, CARDS)
        b.active(0, MACHOP)  # retreat cost 1
        b.attach(0, 0, LIGHTNING, FIGHTING)
        b.bench(0, 1, ONIX)
        b.active(1, MACHOP)
        if script:
            b.script(0, *script)
        b.apply(0, A_RETREAT, 0, 1)
        return b

    greedy = retreating()
    assert greedy.in_discard(0, LIGHTNING) == 1  # equal units: the first listed
    scripted = retreating(1)
    assert scripted.options(2) == [(0, 1, 0), (1, 1, 0)]  # each Energy card on the Active, 1 unit owed
    assert scripted.in_discard(0, FIGHTING) == 1 and scripted.energy_ids(0, 1) == [LIGHTNING]


def heal_board() -> Board:
    b = Board(BILL_CARDS, CARDS)
    b.active(0, PIKACHU, damage=10)
    b.bench(0, 1, ONIX, damage=30)
    b.bench(0, 2, SQUIRTLE)  # undamaged: not an option for a heal
    b.active(1, MACHOP)
    b.hand(0, POTION, SCOOP_UP)
    return b


def test_heal_target_is_a_decision_among_damaged_pokemon():
    from .kernel_harness import A_TRAINER

    greedy = heal_board()
    greedy.apply(0, A_TRAINER, greedy.k(0, POTION))
    assert (greedy.dmg(0, 0), greedy.dmg(0, 1)) == (10, 10)  # greedy: the most damaged
    scripted = heal_board()
    scripted.script(0, 0)
    scripted.apply(0, A_TRAINER, scripted.k(0, POTION))
    assert [o[0] for o in scripted.options(2)] == [0, 1]
    assert (scripted.dmg(0, 0), scripted.dmg(0, 1)) == (0, 30)


def test_scoop_up_target_is_a_decision():
    from .kernel_harness import A_TRAINER

    greedy = heal_board()
    greedy.apply(0, A_TRAINER, greedy.k(0, SCOOP_UP))
    assert greedy.in_hand(0, ONIX) == 1 and greedy.card(0, 1) is None  # 30/90 beats 10/40: the most damaged for its HP
    scripted = heal_board()
    scripted.script(0, 2)  # options: Active, Onix, Squirtle
    scripted.apply(0, A_TRAINER, scripted.k(0, SCOOP_UP))
    assert scripted.in_hand(0, SQUIRTLE) == 1 and scripted.card(0, 2) is None
    assert scripted.card(0, 0) == PIKACHU


def test_damage_to_an_own_benched_pokemon_is_a_decision():
    def flash_impact(*script):
        b = Board([MANECTRIC, PIKACHU, ONIX, LIGHTNING], [MACHOP], "modern")
        b.active(0, MANECTRIC)
        b.attach(0, 0, LIGHTNING, LIGHTNING)
        b.bench(0, 1, PIKACHU)  # 40 HP: 40 damage Knocks it Out
        b.bench(0, 2, ONIX)
        b.active(1, MACHOP)
        if script:
            b.script(0, *script)
        b.attack(0, 1)
        return b

    greedy = flash_impact()
    assert (greedy.dmg(0, 1), greedy.dmg(0, 2)) == (0, 40)  # never its own Knock Out when it can help it
    scripted = flash_impact(0)
    assert (scripted.dmg(0, 1), scripted.dmg(0, 2)) == (40, 0)


def test_an_optional_switch_may_stay():
    def strafe(*script):
        b = Board([VICTINI, PIKACHU, "sv3-230"], [ONIX], "modern")  # sv3-230: basic Fire Energy
        b.active(0, VICTINI)
        b.attach(0, 0, "sv3-230")
        b.bench(0, 1, PIKACHU)
        b.active(1, ONIX)
        if script:
            b.script(0, *script)
        b.attack(0, 0)
        return b

    assert [o[0] for o in strafe(0).options(2)] == [0, 1]  # stay, or the Benched Pikachu
    assert strafe(0).card(0, 0) == VICTINI
    assert strafe(1).card(0, 0) == PIKACHU
    assert strafe().card(0, 0) == VICTINI  # greedy: Pikachu can't attack, Victini can


def test_mewtwo_psychic_counts_energy_cards_not_units():
    b = Board([MEWTWO, "base1-101"], [ONIX, DCE, FIGHTING])
    b.active(0, MEWTWO)
    b.attach(0, 0, "base1-101", "base1-101")
    b.active(1, ONIX)
    b.attach(1, 0, DCE, FIGHTING)  # two cards, three units
    b.attack(0, 0)
    assert b.dmg(1, 0) == 30  # 10 + 10 x 2 cards (Onix: no Psychic Weakness or Resistance)


def test_a_search_for_a_kind_of_card_may_find_nothing():
    from ptcgsim.effects import KIND_BASIC_POKEMON
    from ptcgsim.kernel.effects import pick_deck_card_nb

    b = Board(CARDS, CARDS)
    b.deck(0, PIKACHU, LIGHTNING, MACHOP)
    assert int(pick_deck_card_nb(b.st, b.ct, 0, KIND_BASIC_POKEMON, 0)) in (0, 2)  # greedy takes one
    b.script(0, 2)  # the options: Pikachu, Machop, then "nothing"
    assert int(pick_deck_card_nb(b.st, b.ct, 0, KIND_BASIC_POKEMON, 0)) == -1
    assert b.options(3)[2][0] == -1


def test_gigashock_up_to_three_may_stop_early():
    b = Board(["base3-14", LIGHTNING], [ONIX, PIKACHU])
    b.active(0, "base3-14")
    b.attach(0, 0, LIGHTNING, LIGHTNING, LIGHTNING, LIGHTNING)
    b.active(1, ONIX)
    for s in range(1, 4):
        b.bench(1, s, PIKACHU)
    b.script(0, 1, 2)  # Bench slot 2, then "no more" (listed after the two Pikachu left)
    b.attack(0, 0)
    assert [b.dmg(1, s) for s in range(1, 4)] == [0, 10, 0]


def test_no_rule_signals_through_scratch_cell_zero():
    kernel = PKG / "kernel"
    hits = [f"{p.name}:{n}" for p in kernel.rglob("*.py")
            for n, line in enumerate(p.read_text().splitlines(), 1) if re.search(r"\btmp\[0\]", line)]
    assert hits == []


# --- the joint choices of Pokémon Powers: one option row per (source, target) ----------------

ALAKAZAM, CHANSEY, BLASTOISE, WARTORTLE, WATER = "base1-1", "base1-3", "base1-2", "base1-42", "base1-102"


def swap_board() -> Board:
    b = Board([ALAKAZAM, CHANSEY, ONIX], [MACHOP])
    b.active(0, ALAKAZAM, damage=60)
    b.bench(0, 1, CHANSEY, damage=20)
    b.bench(0, 2, ONIX)
    b.active(1, MACHOP)
    return b


def test_damage_swap_options_are_every_legal_move_and_a_script_picks_one():
    from ptcgsim.kernel.actions import A_POWER

    b = swap_board()
    b.script(0, 3)  # options (from, to): (0,1) (0,2) (1,0) (1,2) — the fourth: Chansey -> Onix
    b.apply(0, A_POWER, 0)
    assert [o[:2] for o in b.options(4)] == [(0, 1), (0, 2), (1, 0), (1, 2)]
    assert (b.dmg(0, 0), b.dmg(0, 1), b.dmg(0, 2)) == (60, 10, 10)
    greedy = swap_board()
    greedy.apply(0, A_POWER, 0)
    assert (greedy.dmg(0, 0), greedy.dmg(0, 1)) == (50, 30)  # off the Active, onto the healthiest


def test_rain_dance_target_is_a_decision():
    from ptcgsim.kernel.actions import A_POWER

    def rain(*script):
        b = Board([BLASTOISE, WARTORTLE, WATER], [MACHOP])
        b.active(0, WARTORTLE)
        b.bench(0, 1, BLASTOISE)
        b.attach(0, 1, WATER, WATER, WATER)
        b.active(1, MACHOP)
        b.hand(0, WATER)
        if script:
            b.script(0, *script)
        b.apply(0, A_POWER, 1)
        return b

    assert (rain().n_energy(0, 0), rain().n_energy(0, 1)) == (1, 3)  # greedy: Wartortle needs it
    assert (rain(1).n_energy(0, 0), rain(1).n_energy(0, 1)) == (0, 4)  # scripted: Blastoise


def test_random_seat_explores_every_damage_swap_move():
    b = swap_board()
    from ptcgsim.kernel.targets import choose_damage_move_nb

    b.st.pl[0, L.PL_KIND] = PLAYER_RANDOM
    seen = set()
    for seed in range(300):
        seed_streams_nb(b.st.rng, seed, 0)
        seen.add(tuple(int(x) for x in choose_damage_move_nb(b.st, b.ct, 0, 0, 0, 0, 1)))
    assert seen == {(0, 1), (0, 2), (1, 0), (1, 2)}

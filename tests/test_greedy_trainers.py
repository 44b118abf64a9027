"""Greedy plays the classic Trainers sensibly (issue 4 §4): for each behaviour a small
scripted board where the Trainer should be played and one where it should not.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id);
``trainer_score_nb`` is greedy's value of playing a Trainer (<= 0: keep it) and
``greedy_plan_nb`` its next action.  No card text lives here.
"""

from __future__ import annotations

import glob
import os

import pytest

from ptcgsim.kernel import layout as L
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from ptcgsim.kernel.trainer_value import trainer_score_nb
from tests.kernel_harness import A_ATTACK, A_TRAINER, Board

FIRE, GRASS, LIGHT, PSY, WATER, FIGHT, DCE = ("base1-98", "base1-99", "base1-100", "base1-101",
                                              "base1-102", "base1-97", "base1-96")
# Pokémon (Base Set)
PIKACHU, MACHOP, MACHOKE, HITMONCHAN = "base1-58", "base1-52", "base1-34", "base1-7"
CHARMANDER, CHARMELEON, CHARIZARD, GASTLY = "base1-46", "base1-24", "base1-4", "base1-50"
# Trainers
BILL, OAK, IMPOSTOR, SEARCH, FINDER, POKEDEX = "base1-91", "base1-88", "base1-73", "base1-71", "base1-74", "base1-87"
PLUSPOWER, GUST, REMOVAL, SUPER_REMOVAL = "base1-84", "base1-93", "base1-92", "base1-79"
POTION, SUPER_POTION, CENTER, SWITCH, SCOOP = "base1-94", "base1-90", "base1-85", "base1-95", "base1-78"
BREEDER, REVIVE, FLUTE, TRADER, LASS = "base1-76", "base1-89", "base1-86", "base1-77", "base1-75"
MAINTENANCE, FUJI, SPRAY, RECYCLE = "base1-83", "base3-58", "base1-72", "base3-61"

POKEMON = [PIKACHU, MACHOP, MACHOKE, HITMONCHAN, CHARMANDER, CHARMELEON, CHARIZARD, GASTLY]
TRAINERS = [BILL, OAK, IMPOSTOR, SEARCH, FINDER, POKEDEX, PLUSPOWER, GUST, REMOVAL, SUPER_REMOVAL, POTION,
            SUPER_POTION, CENTER, SWITCH, SCOOP, BREEDER, REVIVE, FLUTE, TRADER, LASS, MAINTENANCE, FUJI,
            SPRAY, RECYCLE]
ENERGY = [FIGHT, WATER, FIRE, PSY]
# a Trainer first: the harness's default prizes are copies of card 0, which must not be a
# card the searches could look for
CARDS = [SPRAY] + POKEMON + TRAINERS + ENERGY


def board(*, prizes: bool = True) -> Board:
    b = Board(CARDS, CARDS, prizes=6 if prizes else None)
    b.st.pl[0, L.PL_ENERGY_DONE] = 1  # the energy attachment is not a candidate unless a test says
    return b


def score(b: Board, card_id: str, p: int = 0) -> float:
    return float(trainer_score_nb(b.st, b.ct, b.R, p, b.k(p, card_id), b.units))


def plan(b: Board, p: int = 0) -> tuple[int, int, int]:
    greedy_plan_nb(b.st, b.ct, b.R, p, b.units)
    return tuple(int(x) for x in b.st.acts[0])


def plays(b: Board, card_id: str, p: int = 0) -> bool:
    return plan(b, p) == (A_TRAINER, b.k(p, card_id), 0)


def fill_deck(b: Board, p: int, card_id: str, n: int):
    b.deck(p, *([card_id] * n))


def duel(b: Board, mine: str = HITMONCHAN, theirs: str = MACHOKE):
    """Both Actives in play, nothing attached."""
    b.active(0, mine)
    b.active(1, theirs)


# --- draw: Bill, Professor Oak -----------------------------------------------------------


def test_bill_draws_unless_the_deck_runs_low():
    b = board()
    duel(b)
    b.hand(0, BILL, FIGHT, WATER)
    fill_deck(b, 0, WATER, 30)
    assert score(b, BILL) > 0
    assert plays(b, BILL)
    b2 = board()
    duel(b2)
    b2.hand(0, BILL, FIGHT)
    fill_deck(b2, 0, WATER, 4)
    assert score(b2, BILL) <= 0


def test_bill_is_kept_late_when_it_would_thin_the_deck_below_the_opponents():
    """Deck counting (trainer_value.draw_reserve_nb): once the opponent's deck is down to
    ``deck_race_below`` cards, greedy does not draw its own below the opponent's (less
    ``deck_race_slack``): in a game that stalls, the thinner deck runs out first.  Early,
    with the counting off, or when greedy has no Pokémon that can attack (it must draw to
    find Energy: ``deck_race_armed``), the same Bill is played."""
    from ptcgsim.kernel.player.weights import W

    def opp_deck(n):
        b.st.pl[1, L.PL_DECK_N] = 0
        fill_deck(b, 1, WATER, n)

    b = board()
    duel(b)
    b.attach(0, 0, FIGHT)  # Hitmonchan can attack: the race holds
    b.hand(0, BILL, FIGHT, WATER)
    fill_deck(b, 0, WATER, 18)
    b.ct.w[0, W["deck_race_slack"]] = 0.0
    b.ct.w[0, W["deck_race_below"]] = 35.0
    opp_deck(17)  # late: Bill would leave 16 against 17
    assert score(b, BILL) <= 0
    opp_deck(16)  # 16 against 16: no thinner
    assert score(b, BILL) > 0
    opp_deck(40)  # early: the opponent's deck is above the threshold
    assert score(b, BILL) > 0
    opp_deck(17)
    b.ct.w[0, W["deck_race_slack"]] = 60.0  # counting off
    assert score(b, BILL) > 0
    # whom the race holds (deck_race_armed): 0 everyone; 1 a player that can attack; 2 all
    # but a player that cannot attack facing one that can
    b.ct.w[0, W["deck_race_slack"]] = 0.0
    for mode in (0.0, 1.0, 2.0):
        b.ct.w[0, W["deck_race_armed"]] = mode
        assert score(b, BILL) <= 0  # Hitmonchan can attack: held by every mode
    b.st.slot[0, 0, L.S_NEN] = 0  # its Energy removed: no Pokémon of its can attack
    b.ct.w[0, W["deck_race_armed"]] = 0.0
    assert score(b, BILL) <= 0
    b.ct.w[0, W["deck_race_armed"]] = 1.0
    assert score(b, BILL) > 0
    b.ct.w[0, W["deck_race_armed"]] = 2.0
    assert score(b, BILL) <= 0  # neither side can attack: a stall, the thinner deck loses it
    b.attach(1, 0, FIGHT, FIGHT, FIGHT)  # Machoke can attack: a one-sided stall, draw to get out
    assert score(b, BILL) > 0


def test_the_prize_clock_keeps_a_slow_deck_from_drawing():
    """``draw_reserve_clock`` (trainer_value.draw_reserve_nb): the deck keeps a card per turn
    the game may still last, the fewer of both players' prize clocks at their rates so far.
    Late in a game where neither side has taken a prize, Bill would draw the deck below that
    clock; with the clock off, or once the opponent is about to win the race, it is played."""
    from ptcgsim.kernel.player.weights import W

    b = board()
    duel(b)
    b.attach(0, 0, FIGHT)
    b.hand(0, BILL, FIGHT, WATER)
    fill_deck(b, 0, WATER, 20)
    b.ct.w[0, W["deck_race_slack"]] = 60.0  # the deck race off: the clock alone
    b.turn(40, cur=0, first=0)  # twenty turns each, no prize taken: (20 + 4) / 2 = 12 turns a prize
    b.ct.w[0, W["draw_reserve_clock"]] = 0.0
    assert score(b, BILL) > 0  # the prize reserve alone: 2 + 2 x 6 = 14 of 20
    b.ct.w[0, W["draw_reserve_clock"]] = 1.0
    assert score(b, BILL) <= 0  # 72 turns of clock
    b.set_prizes(1, 1)  # the opponent took five: (20 + 4) / 7 a prize, one left: about 3.4 turns
    assert score(b, BILL) > 0


def test_the_bundled_players_count_decks():
    from ptcgsim.kernel.player.weights import W
    from ptcgsim.players import player_weights

    w = player_weights()
    assert w[W["deck_race_slack"]] < 60 and w[W["deck_race_below"]] >= 20


def test_oak_only_with_a_poor_hand():
    b = board()
    duel(b)
    b.attach(0, 0, FIGHT)
    b.hand(0, OAK, FIGHT, WATER)  # 2 other cards
    fill_deck(b, 0, WATER, 30)
    assert score(b, OAK) > 0
    assert plays(b, OAK)

    rich = board()
    duel(rich)
    rich.attach(0, 0, FIGHT)
    rich.hand(0, OAK, FIGHT, FIGHT, PLUSPOWER, GUST, MACHOP)  # 5 cards it can use
    rich.bench(0, 5, MACHOP)
    for s in range(1, 5):
        rich.bench(0, s, PIKACHU)
    fill_deck(rich, 0, WATER, 30)
    assert score(rich, OAK) <= 0


def test_oak_with_a_big_hand_of_nothing_playable():
    b = board()
    duel(b)
    b.attach(0, 0, FIGHT)
    # evolutions with nothing to evolve, energy no Pokémon in play needs
    b.hand(0, OAK, CHARIZARD, CHARMELEON, MACHOKE, WATER, WATER, FIRE)
    fill_deck(b, 0, WATER, 30)
    assert score(b, OAK) > 0
    b.hand(0, FIGHT)  # now it holds energy its Active needs
    assert score(b, OAK) <= 0


def test_oak_leaves_room_for_the_energy_attachment():
    b = board()
    duel(b)
    b.st.pl[0, L.PL_ENERGY_DONE] = 0
    b.hand(0, OAK, FIGHT)
    fill_deck(b, 0, WATER, 30)
    kind, x, _y = plan(b)
    assert (kind, x) != (A_TRAINER, b.k(0, OAK))  # attach first, then draw the new hand


# --- searches: Computer Search, Item Finder, Pokédex --------------------------------------


def test_computer_search_for_a_missing_evolution():
    b = board(prizes=False)
    duel(b, MACHOP, HITMONCHAN)
    b.bench(0, 1, PIKACHU)
    b.hand(0, SEARCH, WATER, WATER)
    fill_deck(b, 0, WATER, 10)
    b.deck(0, MACHOKE)
    assert score(b, SEARCH) > 0
    assert plays(b, SEARCH)
    b.hand(0, MACHOKE)  # it already holds the evolution: not worth two cards
    assert score(b, SEARCH) <= 0


def test_computer_search_for_needed_energy():
    b = board(prizes=False)
    duel(b)
    b.attach(0, 0, FIGHT)
    b.bench(0, 1, PIKACHU)
    b.hand(0, SEARCH, WATER, WATER)
    fill_deck(b, 0, FIGHT, 10)
    assert score(b, SEARCH) > 0
    b.hand(0, FIGHT)
    assert score(b, SEARCH) <= 0


def test_computer_search_takes_energy_over_a_pokemon_when_the_board_is_dry():
    # no Energy in hand and the attachment unused: the search takes the Energy the
    # Active needs, not the bigger Pokémon (measured: greedy sat Active with nothing attached)
    b = board(prizes=False)
    duel(b)
    b.st.pl[0, L.PL_ENERGY_DONE] = 0
    b.bench(0, 1, PIKACHU)
    b.hand(0, SEARCH, GUST, BILL)
    b.deck(0, CHARIZARD, MACHOP, FIGHT, PIKACHU)
    assert score(b, SEARCH) > 0
    from ptcgsim.kernel.effects import pick_deck_card_nb
    from ptcgsim.effects import KIND_ANY
    i = int(pick_deck_card_nb(b.st, b.ct, 0, KIND_ANY, 0))
    assert b.tables.cards[0][int(b.st.deck[0, i])].id == FIGHT
    b.st.pl[0, L.PL_ENERGY_DONE] = 1  # attached already: the biggest Pokémon again
    i = int(pick_deck_card_nb(b.st, b.ct, 0, KIND_ANY, 0))
    assert b.tables.cards[0][int(b.st.deck[0, i])].id == CHARIZARD


def test_computer_search_takes_the_basic_an_evolution_in_hand_waits_for():
    """Holding Charmeleon with no Charmander in play, the search takes Charmander, not the
    sturdier Hitmonchan (stop 33: Damage Swap held Kadabra and searched out a Chansey);
    with a Charmander in play, the biggest Pokémon again."""
    from ptcgsim.effects import KIND_ANY
    from ptcgsim.kernel.effects import pick_deck_card_nb

    b = board(prizes=False)
    duel(b)
    b.hand(0, SEARCH, CHARMELEON, GUST)
    b.deck(0, HITMONCHAN, CHARMANDER, MACHOP)
    i = int(pick_deck_card_nb(b.st, b.ct, 0, KIND_ANY, 0))
    assert b.tables.cards[0][int(b.st.deck[0, i])].id == CHARMANDER
    b.bench(0, 1, CHARMANDER)
    i = int(pick_deck_card_nb(b.st, b.ct, 0, KIND_ANY, 0))
    assert b.tables.cards[0][int(b.st.deck[0, i])].id == HITMONCHAN


def test_a_discard_cost_spends_pokemon_it_cannot_use_before_a_trainer():
    """Computer Search's two cards: the Charizard and Charmeleon whose Charmander is nowhere
    (not in play, hand, deck or prizes) go before Pokémon Center (greedy used to keep
    Pokémon over every Trainer).  With a Charmander left in the deck they are kept, and the
    search takes that Charmander (stop 33: Damage Swap threw away its Kadabra and searched
    out a Chansey)."""
    from ptcgsim.kernel.layout import PL_DECK_N

    b = board(prizes=False)
    duel(b)
    b.hand(0, SEARCH, CHARIZARD, CHARMELEON, CENTER, WATER)
    b.deck(0, PIKACHU, WATER)
    b.apply(0, A_TRAINER, b.k(0, SEARCH))
    assert (b.in_discard(0, CHARIZARD), b.in_discard(0, CHARMELEON), b.in_hand(0, CENTER)) == (1, 1, 1)
    b = board(prizes=False)
    duel(b)
    b.hand(0, SEARCH, CHARIZARD, CHARMELEON, CENTER, WATER, WATER, WATER)  # two spare Energy
    b.deck(0, PIKACHU, WATER, CHARMANDER)
    b.apply(0, A_TRAINER, b.k(0, SEARCH))
    assert b.in_discard(0, WATER) == 2
    assert (b.in_hand(0, CHARIZARD), b.in_hand(0, CHARMELEON), b.in_hand(0, CHARMANDER)) == (1, 1, 1)
    assert int(b.st.pl[0, PL_DECK_N]) == 2


def test_a_colorless_attacker_searches_for_energy_too():
    """Pidgey's Whirlwind costs two Colorless: with nothing attached, no Energy in hand and
    the attachment unused, Computer Search takes the Fighting Energy (any Energy pays a
    Colorless cost).  Before stop 33 only typed costs counted as a need, so a deck of
    Colorless attackers (Wigglytuff) held its searches while its Active could not attack."""
    from ptcgsim.effects import KIND_ANY
    from ptcgsim.kernel.effects import pick_deck_card_nb

    pidgey = "base1-57"
    b = Board([pidgey, CHARIZARD, PIKACHU, SEARCH, GUST, BILL, FIGHT], [MACHOP, FIGHT])
    b.active(0, pidgey)
    b.active(1, MACHOP)
    b.hand(0, SEARCH, GUST, BILL)
    b.deck(0, CHARIZARD, FIGHT, PIKACHU)
    assert score(b, SEARCH) > 0
    i = int(pick_deck_card_nb(b.st, b.ct, 0, KIND_ANY, 0))
    assert b.tables.cards[0][int(b.st.deck[0, i])].id == FIGHT
    b.attach(0, 0, FIGHT, FIGHT)  # Whirlwind paid for: the biggest Pokémon again
    i = int(pick_deck_card_nb(b.st, b.ct, 0, KIND_ANY, 0))
    assert b.tables.cards[0][int(b.st.deck[0, i])].id == CHARIZARD


def test_item_finder_never_for_a_draw_trainer():
    b = board()
    duel(b)
    b.hand(0, FINDER, WATER, WATER)
    b.st.disc[0, b.k(0, OAK)] = 1
    b.st.disc[0, b.k(0, BILL)] = 2
    assert score(b, FINDER) <= 0


def test_computer_search_for_a_basic_when_the_bench_is_thin():
    b = board(prizes=False)
    duel(b)
    b.hand(0, SEARCH, WATER, WATER)
    b.deck(0, PIKACHU, HITMONCHAN, WATER, WATER)
    assert score(b, SEARCH) > 0
    for s in range(1, 4):
        b.bench(0, s, PIKACHU)
    assert score(b, SEARCH) <= 0


def test_item_finder_needs_a_trainer_worth_its_cost():
    b = board()
    duel(b)
    b.hand(0, FINDER, WATER, WATER)
    b.st.disc[0, b.k(0, GUST)] = 1
    assert score(b, FINDER) > 0
    b2 = board()
    duel(b2)
    b2.hand(0, FINDER, WATER, WATER)
    b2.st.disc[0, b2.k(0, FINDER)] = 1  # only another Item Finder to get back
    assert score(b2, FINDER) <= 0


def test_item_finder_takes_back_another_trainer_than_the_ones_it_paid_with():
    """stop 34's replays: Item Finder paid with both Pokémon Center and took one back, a card
    thrown away for nothing.  The pick (Q_DISCARD_PICK) takes back the card the program just
    paid as its cost last."""
    for got in (GUST, SWITCH):  # either side of Pokémon Center in the card order
        b = board()
        duel(b)
        b.hand(0, FINDER, CENTER, CENTER)
        b.st.disc[0, b.k(0, got)] = 1
        assert score(b, FINDER) > 0
        b.apply(0, A_TRAINER, b.k(0, FINDER))
        assert b.in_hand(0, got) == 1 and b.in_hand(0, CENTER) == 0
        assert b.in_discard(0, CENTER) == 2


def test_pokedex_small_and_only_with_a_deck():
    b = board()
    duel(b)
    b.hand(0, POKEDEX)
    fill_deck(b, 0, WATER, 10)
    assert 0 < score(b, POKEDEX) < 150  # below an energy attachment
    b2 = board()
    duel(b2)
    b2.hand(0, POKEDEX)
    fill_deck(b2, 0, WATER, 1)
    assert score(b2, POKEDEX) <= 0


# --- PlusPower, Gust of Wind ------------------------------------------------------------------


def test_pluspower_only_when_it_turns_a_hit_into_a_knock_out():
    b = board()
    duel(b, HITMONCHAN, MACHOP)  # Jab 20 against 50 HP
    b.attach(0, 0, FIGHT)
    b.hand(0, PLUSPOWER)
    b.damage(1, 0, 20)  # 30 left: 20 + 10 Knocks Out
    assert score(b, PLUSPOWER) > 0
    assert plays(b, PLUSPOWER)
    b.damage(1, 0, 10)  # 40 left
    assert score(b, PLUSPOWER) <= 0
    assert plan(b)[0] == A_ATTACK
    b.damage(1, 0, 30)  # 20 left: it Knocks Out anyway
    assert score(b, PLUSPOWER) <= 0


def test_gust_a_benched_pokemon_it_can_knock_out_with_weakness():
    b = board()
    duel(b, MACHOP, MACHOKE)  # Low Kick 20
    b.attach(0, 0, FIGHT)
    b.hand(0, GUST)
    b.bench(1, 1, PIKACHU)  # 40 HP, Weak to Fighting: 40
    assert score(b, GUST) > 0
    assert plays(b, GUST)


def test_no_gust_without_a_knock_out():
    b = board()
    duel(b, MACHOP, MACHOKE)
    b.attach(0, 0, FIGHT)
    b.hand(0, GUST)
    b.bench(1, 1, MACHOP)  # 50 HP
    assert score(b, GUST) <= 0
    # printed 20 would do for 20 HP left, but Resistance (-30) leaves nothing
    b.bench(1, 1, GASTLY, damage=10)
    assert score(b, GUST) <= 0
    # and nothing to attack with
    b3 = board()
    duel(b3, MACHOP, MACHOKE)
    b3.hand(0, GUST)
    b3.bench(1, 1, PIKACHU)
    assert score(b3, GUST) <= 0


def test_gust_brings_up_a_pokemon_the_active_damages_when_it_damages_none():
    """stop 34's replays: Alakazam and Mr. Mime attacked a Psychic-resistant Eevee for nothing
    for nine turns, Gust of Wind in hand.  When the Active's attacks do nothing to the
    Defending Pokémon, Gust of Wind is worth playing for a Benched Pokémon they do damage,
    short of a Knock Out (``gust_hit``, 0: off); and the pick brings up that one, not the
    frailest (the valuation and the pick share ``estimates.gust_rank_nb``)."""
    from ptcgsim.kernel.player.weights import W

    def gastly_wall(gust_hit=None):
        b = board()
        duel(b, MACHOP, GASTLY)  # Low Kick 20 against Resistance to Fighting (-30): nothing
        b.attach(0, 0, FIGHT)
        b.hand(0, GUST)
        b.bench(1, 1, GASTLY)  # 30 HP, the frailest, and as resistant
        if gust_hit is not None:
            b.ct.w[0, W["gust_hit"]] = gust_hit
        return b

    b = gastly_wall()
    assert score(b, GUST) <= 0  # nothing on the Bench it damages either
    b.bench(1, 2, MACHOKE)  # 80 HP: Low Kick does 20
    assert score(b, GUST) > 0
    assert plays(b, GUST)
    b.apply(0, A_TRAINER, b.k(0, GUST))
    assert b.card(1, 0) == MACHOKE and b.card(1, 2) == GASTLY
    off = gastly_wall(gust_hit=0.0)
    off.bench(1, 2, MACHOKE)
    assert score(off, GUST) <= 0


def test_a_gust_for_a_knock_out_brings_up_the_pokemon_it_was_valued_for():
    """The pick used to take the Benched Pokémon with the least HP left whatever the Active
    could do to it: here a resistant Gastly (30 HP) rather than the Pikachu (40 HP, Weak to
    Fighting) whose Knock Out the Gust was played for."""
    b = board()
    duel(b, MACHOP, MACHOKE)
    b.attach(0, 0, FIGHT)
    b.hand(0, GUST)
    b.bench(1, 1, GASTLY)
    b.bench(1, 2, PIKACHU)
    assert plays(b, GUST)
    b.apply(0, A_TRAINER, b.k(0, GUST))
    assert b.card(1, 0) == PIKACHU


# --- Energy Removal, Super Energy Removal ------------------------------------------------------


def test_energy_removal_prefers_the_energy_that_enables_the_attack():
    b = board()
    duel(b, MACHOP, HITMONCHAN)
    b.attach(1, 0, FIGHT)  # its only energy: Jab needs it
    b.hand(0, REMOVAL)
    breaks = score(b, REMOVAL)
    b2 = board()
    duel(b2, MACHOP, HITMONCHAN)
    b2.attach(1, 0, FIGHT, FIGHT, FIGHT, FIGHT)  # one card less changes nothing
    b2.hand(0, REMOVAL)
    spare = score(b2, REMOVAL)
    assert breaks > 250
    assert 0 < spare < 150 < breaks  # a spare card: after the energy attachment


def test_energy_removal_one_energy_short_is_only_tempo_when_they_hold_cards():
    # their next attachment most likely pays Jab again: removing it only costs them that
    b = board()
    duel(b, MACHOP, HITMONCHAN)
    b.attach(1, 0, FIGHT)
    b.hand(0, REMOVAL)
    empty_handed = score(b, REMOVAL)
    b.hand(1, WATER, WATER, GUST)
    holding = score(b, REMOVAL)
    assert 0 < holding < 150 < empty_handed
    # two short after the removal: a broken attack even if they hold cards
    b2 = board()
    duel(b2, MACHOP, CHARMELEON)  # Charmeleon's cheapest attack needs three Energy
    b2.attach(1, 0, FIRE, FIRE, FIRE)
    b2.hand(1, WATER, WATER, GUST)
    b2.hand(0, SUPER_REMOVAL)
    b2.attach(0, 0, FIGHT, FIGHT)
    assert score(b2, SUPER_REMOVAL) > 150


def test_super_energy_removal_never_costs_the_attack_for_less():
    b = board()
    duel(b, MACHOP, HITMONCHAN)
    b.attach(0, 0, FIGHT)  # Machop's only energy: it could attack now
    b.attach(1, 0, FIGHT, FIGHT, FIGHT, FIGHT)  # two off still leaves Jab
    b.hand(0, SUPER_REMOVAL)
    assert score(b, SUPER_REMOVAL) <= 0
    b.attach(0, 0, FIGHT)  # a second energy: it keeps Low Kick
    assert score(b, SUPER_REMOVAL) > 0


def test_super_energy_removal_when_it_wins_more():
    b = board()
    duel(b, MACHOP, HITMONCHAN)
    b.attach(0, 0, FIGHT)
    b.attach(1, 0, FIGHT, FIGHT)  # both off: Hitmonchan can't attack at all
    b.hand(0, SUPER_REMOVAL)
    assert score(b, SUPER_REMOVAL) > 0


# --- healing: Potion, Super Potion, Pokémon Center ---------------------------------------------


def test_potion_on_a_damaged_attacker():
    b = board()
    duel(b, HITMONCHAN, MACHOP)
    b.attach(0, 0, FIGHT)
    b.hand(0, POTION)
    b.damage(0, 0, 30)
    assert score(b, POTION) > 0
    assert plays(b, POTION)
    b.damage(0, 0, 10)
    assert score(b, POTION) <= 0


def test_super_potion_heals_30_and_is_worth_the_energy():
    b = board()
    duel(b, HITMONCHAN, MACHOP)
    b.attach(0, 0, FIGHT, FIGHT)
    b.hand(0, SUPER_POTION)
    b.damage(0, 0, 40)
    assert score(b, SUPER_POTION) > 0
    b.damage(0, 0, 20)  # heals only 20
    assert score(b, SUPER_POTION) <= 0
    b2 = board()
    duel(b2, HITMONCHAN, MACHOP)
    b2.attach(0, 0, FIGHT)  # its only energy: it could not attack after
    b2.hand(0, SUPER_POTION)
    b2.damage(0, 0, 40)
    assert score(b2, SUPER_POTION) <= 0


def test_pokemon_center_healed_minus_energy_lost():
    b = board()
    duel(b, HITMONCHAN, MACHOP)
    b.attach(0, 0, FIGHT)
    b.bench(0, 1, MACHOP, damage=40)  # nothing attached
    b.hand(0, CENTER)
    assert score(b, CENTER) > 0
    b2 = board()
    duel(b2, HITMONCHAN, MACHOP)
    b2.attach(0, 0, FIGHT, FIGHT, FIGHT)
    b2.damage(0, 0, 20)
    b2.hand(0, CENTER)
    assert score(b2, CENTER) <= 0


# --- saving a Pokémon: Switch, Scoop Up ---------------------------------------------------------


def threatened(b: Board):
    """Our Machop (50 HP, 30 damage) faces Hitmonchan's Special Punch (40): Knocked Out next turn;
    Machop's Low Kick (20) can't Knock Hitmonchan Out first; a fresh Hitmonchan on our Bench."""
    duel(b, MACHOP, HITMONCHAN)
    b.damage(0, 0, 30)
    b.attach(0, 0, FIGHT)
    b.attach(1, 0, FIGHT, FIGHT, FIGHT)
    b.bench(0, 1, HITMONCHAN)


def test_switch_saves_a_pokemon_about_to_be_knocked_out():
    b = board()
    threatened(b)
    b.hand(0, SWITCH)
    assert score(b, SWITCH) > 0
    assert plays(b, SWITCH)
    b.damage(0, 0, 0)  # 50 HP left: it survives
    assert score(b, SWITCH) <= 0


def test_no_switch_when_the_bench_would_fall_too():
    b = board()
    threatened(b)
    b.bench(0, 1, PIKACHU)  # 40 HP, Weak to Fighting, nothing attached
    b.hand(0, SWITCH)
    assert score(b, SWITCH) <= 0


def test_no_switch_when_the_active_knocks_out_first():
    b = board()
    threatened(b)
    b.damage(1, 0, 50)  # Hitmonchan has 20 left: Low Kick Knocks it Out
    b.hand(0, SWITCH)
    assert score(b, SWITCH) <= 0


def test_scoop_up_saves_the_active():
    b = board()
    threatened(b)
    b.hand(0, SCOOP)
    assert score(b, SCOOP) > 0
    b.bench(0, 2, MACHOP, damage=40)  # the effect would take this one (the most damaged)
    assert score(b, SCOOP) <= 0


# --- the other classic Trainers -------------------------------------------------------------------


def test_breeder_whenever_legal():
    b = board()
    duel(b, CHARMANDER, MACHOP)
    b.hand(0, BREEDER, CHARIZARD)
    assert score(b, BREEDER) == pytest.approx(350.0)
    assert plays(b, BREEDER)


def test_revive_own_basic_but_not_the_opponents():
    b = board()
    duel(b)
    b.st.disc[0, b.k(0, MACHOP)] = 1
    b.st.disc[1, b.k(1, MACHOP)] = 1
    b.hand(0, REVIVE, FLUTE)
    assert score(b, REVIVE) > 100
    assert score(b, FLUTE) <= 0


def test_trader_only_for_a_dead_pokemon():
    b = board()
    duel(b)
    b.hand(0, TRADER, CHARIZARD)  # nothing to put it on
    fill_deck(b, 0, MACHOP, 3)
    assert score(b, TRADER) > 0
    b2 = board()
    duel(b2, MACHOP, MACHOKE)
    b2.hand(0, TRADER, MACHOKE)  # it fits the Active
    fill_deck(b2, 0, MACHOP, 3)
    assert score(b2, TRADER) <= 0


def test_lass_against_a_big_hand_when_ours_has_few_trainers():
    b = board()
    duel(b)
    b.hand(0, LASS, WATER)
    b.hand(1, *([WATER] * 8))
    assert score(b, LASS) > 0
    b.hand(0, GUST, PLUSPOWER)  # ours would lose two Trainers
    assert score(b, LASS) <= 0
    b2 = board()
    duel(b2)
    b2.hand(0, LASS)
    b2.hand(1, WATER, WATER, WATER)
    assert score(b2, LASS) <= 0


def test_impostor_oak_only_against_a_big_hand_or_a_thin_deck():
    b = board()
    duel(b)
    b.hand(0, IMPOSTOR)
    b.hand(1, *([WATER] * 5))
    fill_deck(b, 1, WATER, 20)
    assert score(b, IMPOSTOR) <= 0
    b.hand(1, WATER, WATER, WATER)  # 8 cards
    assert score(b, IMPOSTOR) > 0
    b2 = board()
    duel(b2)
    b2.hand(0, IMPOSTOR)
    b2.hand(1, WATER, WATER, WATER)
    fill_deck(b2, 1, WATER, 3)  # 6 cards to draw 7 from
    assert score(b2, IMPOSTOR) > 300


def test_maintenance_with_two_dead_cards():
    b = board()
    duel(b)
    b.hand(0, MAINTENANCE, CHARIZARD, CHARMELEON, FIGHT)
    fill_deck(b, 0, WATER, 10)
    assert 0 < score(b, MAINTENANCE) < 150
    b2 = board()
    duel(b2, MACHOP, MACHOKE)
    b2.attach(0, 0, FIGHT)
    b2.hand(0, MAINTENANCE, MACHOKE, FIGHT)
    fill_deck(b2, 0, WATER, 10)
    assert score(b2, MAINTENANCE) <= 0


def test_mr_fuji_for_a_badly_damaged_benched_pokemon():
    b = board()
    duel(b)
    b.bench(0, 1, MACHOP, damage=30)
    b.hand(0, FUJI)
    assert score(b, FUJI) > 0
    b.damage(0, 1, 10)
    assert score(b, FUJI) <= 0


def test_devolution_spray_kept_and_recycle_low():
    b = board()
    duel(b, MACHOKE, MACHOP)
    b.put(0, 0, MACHOKE, below=(MACHOP,), damage=60)
    b.hand(0, SPRAY, RECYCLE)
    b.st.disc[0, b.k(0, GUST)] = 1
    assert score(b, SPRAY) <= 0
    assert 0 < score(b, RECYCLE) < 100


# --- statistics: greedy beats random in each bundled theme-deck mirror ------------------------------

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
THEMES = sorted(glob.glob(os.path.join(ROOT, "decklists", "theme_*.txt")))


@pytest.mark.parametrize("deck", THEMES, ids=[os.path.basename(d) for d in THEMES])
def test_greedy_beats_random_in_each_theme_mirror(deck):
    from ptcgsim.analysis.metrics import wilson_interval
    from ptcgsim.sim import simulate

    n = 1000
    rules = "ex" if os.path.basename(deck).startswith("theme_ex") else "base"  # each deck under its era's rules
    df = simulate(deck, deck, n, seed=2024, rules=rules, players=("greedy", "random"), allow_missing_effects=True)
    wins = int((df["winner"] == 0).sum())
    low, _high = wilson_interval(wins, n)
    assert low >= 0.95, f"greedy won {wins}/{n} ({wins / n:.1%})"


def test_draws_keep_a_deck_reserve():
    """No Bill or Oak that leaves fewer than two turns of draws per prize still to take
    (chained draws made deck-out end most Haymaker games before this rule)."""
    b = board()
    duel(b)
    b.attach(0, 0, FIGHT)
    b.hand(0, BILL, FIGHT)
    b.set_prizes(0, 6)
    fill_deck(b, 0, WATER, 15)  # 15 - 2 = 13 < 2 * 6 + 2
    assert score(b, BILL) == 0
    b.set_prizes(0, 2)  # two prizes left: 13 >= 2 * 2 + 2
    assert score(b, BILL) > 0


def test_clefairy_doll_only_on_a_thin_bench():
    doll = "base1-70"
    b = Board(CARDS + [doll], CARDS + [doll], prizes=6)
    b.st.pl[0, L.PL_ENERGY_DONE] = 1
    duel(b)
    b.hand(0, doll)
    fill_deck(b, 0, WATER, 30)
    assert score(b, doll) > 0  # nothing on the Bench: a prize-free body is insurance
    for s in range(1, 4):
        b.bench(0, s, PIKACHU)
    assert score(b, doll) == 0

"""Knock Outs, prizes, replacement and winning (RULES.md §2, §6) on the kernel as built.

Kernel decisions tested (ptcgsim/rules.py): prizes are taken BEFORE the Active is
replaced in every preset; on a double Knock Out both take prizes (the turn player
last) and the player whose turn is next replaces first; simultaneous wins: more
ways to win wins, equal ways -> sudden death (base/ex) or a draw (modern).
"""

from __future__ import annotations

import pytest

from ptcgsim.kernel import layout as L
from ptcgsim.kernel.player.seat import PLAYER_PASSIVE
from ptcgsim.kernel.knockout import SUDDEN_DEATH
from ptcgsim.records import DRAW_SIMULTANEOUS, DRAW_TURN_LIMIT, WIN_NO_POKEMON, WIN_PRIZES

from .kernel_harness import EV_KO, EV_PRIZE, EV_PROMOTE, EV_WIN, PRESETS, Board

PIKACHU = "base1-58"  # 40 HP
SQUIRTLE = "base1-63"  # 40 HP
MACHOP = "base1-52"  # 50 HP
ONIX = "base1-56"  # 90 HP
MAGNEMITE = "base1-53"  # 40 HP; Selfdestruct {L}{C} 40 to itself
CHARMANDER = "base1-46"
CHARMELEON = "base1-24"  # 80 HP
GREAT_TUSK_EX = "sv1-123"  # a modern Pokémon ex: 250 HP, 2 prizes
LIGHTNING = "base1-100"
FIGHTING = "base1-97"
FIRE = "base1-98"

CARDS = [PIKACHU, SQUIRTLE, MACHOP, ONIX, MAGNEMITE, CHARMANDER, CHARMELEON, GREAT_TUSK_EX, LIGHTNING, FIGHTING, FIRE]


def board(rules="base") -> Board:
    b = Board(CARDS, CARDS, rules)
    for p in range(2):
        b.set_prizes(p, 6, FIGHTING)
    return b


def ko(b: Board, p: int, s: int = 0):
    k = int(b.st.slot[p, s, L.S_CARD])
    b.damage(p, s, int(b.ct.hp[p, k]))


def ev(b: Board, *kinds):
    return [(r[1], r[2]) for r in b.events() if r[2] in kinds]


@pytest.mark.parametrize("rules", PRESETS)
def test_knock_out_gives_the_opponent_a_prize_and_discards_everything(rules):
    b = board(rules)
    b.active(0, MACHOP)
    b.active(1, CHARMELEON, below=(CHARMANDER,))
    b.attach(1, 0, FIRE, FIRE)
    b.bench(1, 1, SQUIRTLE)
    ko(b, 1)
    assert b.resolve_kos(turn=5) == 0
    assert b.pl(0, L.PL_PRIZES_LEFT) == 5 and b.pl(0, L.PL_PRIZES_TAKEN) == 1
    assert b.in_hand(0, FIGHTING) == 1 and b.pl(0, L.PL_HAND_N) == 1
    assert (b.in_discard(1, CHARMELEON), b.in_discard(1, CHARMANDER), b.in_discard(1, FIRE)) == (1, 1, 2)
    # replaced from the Bench
    assert b.card(1, 0) == SQUIRTLE and b.card(1, 1) is None
    assert b.pl(1, L.PL_PRIZES_LEFT) == 6
    rec = b.recs[0]
    assert rec["prize_turn"][0, 0] == 5 and rec["first_ko_turn"][0] == 5 and rec["first_ko_turn"][1] == -1
    assert not b.over


@pytest.mark.parametrize("rules", PRESETS)
def test_self_knock_out_still_gives_the_opponent_the_prize(rules):
    b = board(rules)
    b.active(0, MAGNEMITE)
    b.attach(0, 0, LIGHTNING, FIGHTING)
    b.bench(0, 1, PIKACHU)
    b.active(1, ONIX)
    b.attack(0, 1)  # Selfdestruct: 40 to Onix, 40 to itself
    assert b.dmg(1) == 40
    assert b.resolve_kos() == 0
    assert b.pl(1, L.PL_PRIZES_LEFT) == 5 and b.pl(0, L.PL_PRIZES_LEFT) == 6
    assert b.card(0, 0) == PIKACHU


MULTI_PRIZE = {"base": 1, "ex": 2, "modern": 2}


@pytest.mark.parametrize("rules", PRESETS)
def test_pokemon_ex_gives_two_prizes_after_base(rules):
    b = board(rules)
    b.active(0, MACHOP)
    b.active(1, GREAT_TUSK_EX)
    b.bench(1, 1, SQUIRTLE)
    ko(b, 1)
    b.resolve_kos()
    n = MULTI_PRIZE[rules]
    assert b.pl(0, L.PL_PRIZES_LEFT) == 6 - n and b.pl(0, L.PL_PRIZES_TAKEN) == n
    assert b.in_hand(0, FIGHTING) == n
    assert [r[3:5] for r in b.events(EV_PRIZE)] == [(n, 6 - n)]


@pytest.mark.parametrize("rules", PRESETS)
def test_prize_is_taken_before_the_replacement(rules):
    b = board(rules)
    b.active(0, MACHOP)
    b.active(1, PIKACHU)
    b.bench(1, 3, SQUIRTLE)
    ko(b, 1)
    b.resolve_kos()
    assert ev(b, EV_KO, EV_PRIZE, EV_PROMOTE) == [(1, EV_KO), (0, EV_PRIZE), (1, EV_PROMOTE)]
    assert [r[3] for r in b.events(EV_PROMOTE)] == [3]
    assert b.card(1, 0) == SQUIRTLE


@pytest.mark.parametrize("rules", PRESETS)
def test_no_bench_to_replace_loses(rules):
    b = board(rules)
    b.active(0, MACHOP)
    b.active(1, PIKACHU)
    ko(b, 1)
    assert b.resolve_kos() == 1
    assert b.over and b.winner == 0 and b.reason == WIN_NO_POKEMON
    assert b.pl(0, L.PL_PRIZES_LEFT) == 5  # the prize is still taken


@pytest.mark.parametrize("cur", [0, 1])
@pytest.mark.parametrize("rules", PRESETS)
def test_double_knock_out_order(rules, cur):
    b = board(rules)
    b.turn(4 + cur, cur=cur)
    for p in range(2):
        b.active(p, PIKACHU)
        b.bench(p, 1, SQUIRTLE)
        ko(b, p)
    assert b.resolve_kos() == 0
    nxt = 1 - cur
    # both take a prize, the turn player last; the next player replaces first
    assert ev(b, EV_PRIZE, EV_PROMOTE) == [(nxt, EV_PRIZE), (cur, EV_PRIZE), (nxt, EV_PROMOTE), (cur, EV_PROMOTE)]
    assert [b.pl(p, L.PL_PRIZES_LEFT) for p in range(2)] == [5, 5]
    assert [b.card(p, 0) for p in range(2)] == [SQUIRTLE, SQUIRTLE]


@pytest.mark.parametrize("rules", PRESETS)
def test_simultaneous_last_prizes(rules):
    b = board(rules)
    for p in range(2):
        b.set_prizes(p, 1, FIGHTING)
        b.st.pl[p, L.PL_PRIZES_TAKEN] = 5
        b.active(p, PIKACHU)
        b.bench(p, 1, SQUIRTLE)
        ko(b, p)
    r = b.resolve_kos()
    if rules == "modern":  # 002's table: a draw
        assert r == 1 and b.over and b.winner == -1 and b.reason == DRAW_SIMULTANEOUS
        assert [r[3:5] for r in b.events(EV_WIN)] == [(-1, DRAW_SIMULTANEOUS)]
    else:  # base/ex: sudden death, the game itself is not over yet
        assert r == SUDDEN_DEATH == 2 and not b.over
    assert [b.pl(p, L.PL_PRIZES_LEFT) for p in range(2)] == [0, 0]


@pytest.mark.parametrize("rules", PRESETS)
def test_check_winner_both_out_of_prizes(rules):
    b = board(rules)
    for p in range(2):
        b.set_prizes(p, 0)
        b.st.pl[p, L.PL_PRIZES_TAKEN] = 6
        b.active(p, PIKACHU)
    assert b.check_winner() == (1 if rules == "modern" else SUDDEN_DEATH)


@pytest.mark.parametrize("rules", PRESETS)
def test_prize_against_no_pokemon_is_equal(rules):
    # player 0 takes its last prize but has no Pokémon left; player 1 has prizes left:
    # one way each -> sudden death (base/ex) or a draw (modern)
    b = board(rules)
    b.set_prizes(0, 1, FIGHTING)
    b.st.pl[0, L.PL_PRIZES_TAKEN] = 5
    for p in range(2):
        b.active(p, PIKACHU)
        ko(b, p)
    b.bench(1, 1, SQUIRTLE)
    r = b.resolve_kos()
    assert r == (1 if rules == "modern" else SUDDEN_DEATH)
    if rules == "modern":
        assert b.winner == -1 and b.reason == DRAW_SIMULTANEOUS


@pytest.mark.parametrize("rules", PRESETS)
def test_two_ways_beat_one(rules):
    # both take their last prize; player 1 also has no Pokémon left: player 0 wins two ways
    b = board(rules)
    for p in range(2):
        b.set_prizes(p, 1, FIGHTING)
        b.st.pl[p, L.PL_PRIZES_TAKEN] = 5
        b.active(p, PIKACHU)
        ko(b, p)
    b.bench(0, 1, SQUIRTLE)
    assert b.resolve_kos() == 1
    assert b.winner == 0 and b.reason == WIN_PRIZES


@pytest.mark.parametrize("rules", PRESETS)
def test_last_prize_wins(rules):
    b = board(rules)
    b.set_prizes(0, 1, FIGHTING)
    b.st.pl[0, L.PL_PRIZES_TAKEN] = 5
    b.active(0, MACHOP)
    b.active(1, PIKACHU)
    b.bench(1, 1, SQUIRTLE)
    ko(b, 1)
    assert b.resolve_kos() == 1
    assert b.over and b.winner == 0 and b.reason == WIN_PRIZES
    assert [r[3:5] for r in b.events(EV_WIN)] == [(0, WIN_PRIZES)]


def test_multi_prize_knock_out_with_one_prize_left_wins():
    b = board("modern")
    b.set_prizes(0, 1, FIGHTING)
    b.st.pl[0, L.PL_PRIZES_TAKEN] = 5
    b.active(0, MACHOP)
    b.active(1, GREAT_TUSK_EX)
    b.bench(1, 1, SQUIRTLE)
    ko(b, 1)
    assert b.resolve_kos() == 1
    assert b.winner == 0 and b.reason == WIN_PRIZES
    assert b.pl(0, L.PL_PRIZES_LEFT) == 0 and b.pl(0, L.PL_PRIZES_TAKEN) == 6


@pytest.mark.parametrize("rules", PRESETS)
def test_turn_cap_is_a_draw(rules):
    basics = [f"base1-{n}" for n in (26, 28, 35, 36, 39, 41, 43, 46, 47, 48, 49, 50, 51, 52, 53, 55, 56, 57, 58, 59)]
    b = Board(basics, basics, rules, turn_cap=3)
    rec = b.play_game(seed=1, kinds=(PLAYER_PASSIVE, PLAYER_PASSIVE))
    assert rec["winner"] == -1 and rec["win_reason"] == DRAW_TURN_LIMIT
    assert rec["turns"] == 3
    assert b.st.g[L.G_TURN] == 3
    assert [r[3:5] for r in b.events(EV_WIN)] == [(-1, DRAW_TURN_LIMIT)]


@pytest.mark.parametrize("rules", PRESETS)
def test_checkup_double_knock_out_in_a_played_turn(rules):
    # both Actives Poisoned with 10 HP left; the turn ends (passive players), the Checkup
    # Knocks Out both: prizes for both (turn player last), the next player replaces first
    b = board(rules)
    for p in range(2):
        b.st.pl[p, L.PL_KIND] = PLAYER_PASSIVE
        b.active(p, PIKACHU, damage=30)
        b.bench(p, 1, SQUIRTLE)
        b.cond(p, 4)  # POISONED
        b.deck(p, FIGHTING, FIGHTING)
    b.turn(5, cur=0)
    assert b.play_turn() == 0
    assert ev(b, EV_KO, EV_PRIZE, EV_PROMOTE) == [
        (0, EV_KO), (1, EV_KO), (1, EV_PRIZE), (0, EV_PRIZE), (1, EV_PROMOTE), (0, EV_PROMOTE)]
    assert [b.pl(p, L.PL_PRIZES_LEFT) for p in range(2)] == [5, 5]
    assert [b.card(p, 0) for p in range(2)] == [SQUIRTLE, SQUIRTLE]
    assert [b.pl(p, L.PL_POISON) for p in range(2)] == [0, 0]  # the new Actives are not Poisoned


# --- sudden death through whole games -------------------------------------------------------

SELFDESTRUCT_DECK = [MAGNEMITE] * 4 + [LIGHTNING] * 16  # Selfdestruct Knocks Out both Actives at once


def one_prize_board(rules) -> Board:
    from ptcgsim.rules import R_PRIZES

    b = Board(SELFDESTRUCT_DECK, SELFDESTRUCT_DECK, rules)
    b.R[R_PRIZES] = 1  # both take their only prize in the same double Knock Out
    return b


@pytest.mark.parametrize("rules", ["base", "ex"])
def test_simultaneous_win_plays_sudden_death(rules):
    from ptcgsim.records import WIN_SUDDEN_DEATH

    b = one_prize_board(rules)
    for seed in range(200):
        rec = b.play_game(seed=seed)
        if b.st.g[L.G_SUDDEN] >= 1 and rec["winner"] >= 0:
            break
    else:
        raise AssertionError("no game went to sudden death")
    assert rec["win_reason"] == WIN_SUDDEN_DEATH
    assert b.winner == rec["winner"]
    assert list(rec["prizes_taken"]) == [1, 1]  # the main game's prize race: both took their last prize


def test_simultaneous_win_is_a_draw_in_modern():
    b = one_prize_board("modern")
    draws = 0
    for seed in range(60):
        rec = b.play_game(seed=seed)
        assert b.st.g[L.G_SUDDEN] == 0
        if rec["win_reason"] == DRAW_SIMULTANEOUS:
            draws += 1
            assert rec["winner"] == -1 and list(rec["prizes_taken"]) == [1, 1]
    assert draws > 0


def test_sudden_death_keeps_the_event_log():
    from ptcgsim.kernel.events import EV_SUDDEN_DEATH

    b = one_prize_board("base")
    for seed in range(200):
        b.play_game(seed=seed)
        if b.st.g[L.G_SUDDEN] >= 1:
            break
    assert len(b.events(EV_SUDDEN_DEATH)) == int(b.st.g[L.G_SUDDEN])

"""The state evaluator, the lookahead player, and the hidden-information audit (issue 11).

* The evaluator scores what a player knows: a prize lead, a Knock Out it threatens
  and one it faces move the score the right way, and resampling what it cannot see
  leaves the score unchanged.
* The audit (``Prepared.run_audited``) decides every turn-level decision a second time
  with the deciding player's deck and prizes, the opponent's hand, deck and prizes
  and every future coin resampled; a different action is a violation.  Both greedy
  and lookahead pass it, in both seats, on several matchups.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_TRAINER
from ptcgsim.kernel.invariants import V_NAMES
from ptcgsim.kernel.player.evaluate import evaluate_nb
from ptcgsim.kernel.player.lookahead import resample_hidden_nb
from ptcgsim.kernel.rng import seed_streams_nb
from ptcgsim.sim import Prepared

from .kernel_harness import Board

DECKS = Path(__file__).resolve().parents[1] / "decklists"
PIKACHU = "base1-58"  # 40 HP, Thunder Jolt 30 for LL (Gnaw 10 for C)
MACHOP = "base1-52"  # 50 HP, Low Kick 20 for F
ONIX = "base1-56"  # 90 HP
LIGHTNING = "base1-100"
FIGHTING = "base1-97"
CARDS = [PIKACHU, MACHOP, ONIX, LIGHTNING, FIGHTING]
ELECTABUZZ = "base1-20"  # 70 HP, weak to Fighting; Thundershock 10 for L, Thunderpunch 30 for LC
HITMONCHAN = "base1-7"  # Jab 20 for F, Special Punch 40 for FFC


def _score(b: Board, p: int = 0) -> float:
    return float(evaluate_nb(b.st, b.ct, b.R, p, b.units))


def board() -> Board:
    b = Board(CARDS, CARDS)
    b.active(0, PIKACHU)
    b.active(1, MACHOP)
    b.bench(0, 1, ONIX)
    b.bench(1, 1, ONIX)
    b.deck(0, *([LIGHTNING] * 10 + [MACHOP] * 5))
    b.deck(1, *([FIGHTING] * 10 + [PIKACHU] * 5))
    b.hand(0, LIGHTNING)
    b.hand(1, FIGHTING, MACHOP)
    return b


def test_a_prize_lead_scores_higher():
    b = board()
    even, theirs = _score(b), _score(b, 1)
    b.st.pl[0, L.PL_PRIZES_LEFT] = 5  # player 0 took a prize
    assert _score(b) > even + 0.5
    assert _score(b, 1) < theirs - 0.5


def test_a_knock_out_threat_scores_both_ways():
    b = board()
    b.attach(0, 0, LIGHTNING, LIGHTNING)  # Thunder Jolt 30: not yet a Knock Out of Machop (50 HP)
    base = _score(b)
    b.damage(1, 0, 20)  # now it is
    assert _score(b) > base + 0.3
    b = board()
    b.active(0, ONIX)  # (Pikachu is weak to Fighting: Low Kick would Knock It Out at once)
    quiet = _score(b)  # Machop, one attachment from Low Kick (20), faces a 90-HP Onix
    b.damage(0, 0, 70)  # Onix at 20 HP left: Low Kick would Knock It Out next turn
    assert _score(b) < quiet - 0.3


def test_a_threat_counts_only_attacks_one_attachment_away():
    """Next turn's threat: an attack one Energy short counts, one three short does not.
    A bare Hitmonchan (Jab 20 for F; Special Punch 40 for FFC) facing Electabuzz (70 HP,
    weak to Fighting) threatens Jab (40 after Weakness), not a Special Punch Knock Out
    (80): the score of Electabuzz as the Active must not read a Knock Out coming."""
    from ptcgsim.kernel.player.evaluate import next_turn_damage_nb

    b = Board([ELECTABUZZ, PIKACHU, LIGHTNING], [HITMONCHAN, FIGHTING])
    b.active(0, ELECTABUZZ)
    b.active(1, HITMONCHAN)
    assert next_turn_damage_nb(b.st, b.ct, b.R, 1, b.units, True) == pytest.approx(40.0)
    assert next_turn_damage_nb(b.st, b.ct, b.R, 1, b.units, False) == 0.0
    b.attach(1, 0, FIGHTING, FIGHTING)  # now Special Punch is one unit away: a Knock Out
    assert next_turn_damage_nb(b.st, b.ct, b.R, 1, b.units, True) == pytest.approx(80.0)
    assert next_turn_damage_nb(b.st, b.ct, b.R, 1, b.units, False) == pytest.approx(40.0)


def test_the_score_never_reads_unseen_cards():
    """Own deck order and prizes, the opponent's hand, deck and prizes: redealt, same score."""
    b = board()
    b.set_prizes(0, 6, LIGHTNING)
    b.set_prizes(1, 6, FIGHTING)
    ref = _score(b)
    for seed in range(5):
        seed_streams_nb(b.st.rng, 100 + seed, 0)
        resample_hidden_nb(b.st, 0, False)
        resample_hidden_nb(b.st, 1, True)
        assert _score(b) == ref


def test_resampling_redeals_the_pool_and_keeps_every_count():
    b = board()
    b.set_prizes(1, 6, PIKACHU)
    before = (b.st.deck[1, : b.st.pl[1, L.PL_DECK_N]].copy(), b.st.hand[1].copy(), b.st.prize[1, :6].copy())
    pool = np.bincount(np.concatenate([before[0], np.repeat(np.arange(len(before[1])), before[1]), before[2]]))
    changed = False
    for seed in range(6):
        seed_streams_nb(b.st.rng, seed, 0)
        resample_hidden_nb(b.st, 1, True)
        dn, hn = b.st.pl[1, L.PL_DECK_N], b.st.pl[1, L.PL_HAND_N]
        deck, hand, prize = b.st.deck[1, :dn], b.st.hand[1], b.st.prize[1, :6]
        assert dn == len(before[0]) and hn == before[1].sum() == hand.sum()
        after = np.bincount(np.concatenate([deck, np.repeat(np.arange(len(hand)), hand), prize]))
        assert np.array_equal(after, pool)  # the same cards, redealt
        changed |= not np.array_equal(hand, before[1])
    assert changed  # the opponent's hand is really redealt


MATCHUPS = [("base_haymaker.txt", "base_rain_dance.txt"), ("base_wigglytuff.txt", "base_damage_swap.txt")]


@pytest.mark.parametrize("players", [("greedy", "lookahead"), ("lookahead", "greedy")])
@pytest.mark.parametrize("decks", MATCHUPS, ids=lambda d: "-".join(x[5:-4] for x in d) if isinstance(d, tuple) else d)
def test_no_decision_reads_hidden_information(decks, players):
    """Every turn-level decision of greedy and lookahead is taken again on a copy whose
    unseen cards and future coins are resampled: the same action every time."""
    prep = Prepared(DECKS / decks[0], DECKS / decks[1], "base", players, "standard", False, 200)
    rec, bad = prep.run_audited(seed=5, first_game=0, n=6)
    assert not bad.any(), [V_NAMES[v] for v in bad if v]
    assert rec["turns"].sum() > 60  # real games, many decisions audited


def test_lookahead_games_keep_every_invariant():
    prep = Prepared(DECKS / "base_rain_dance.txt", DECKS / "base_damage_swap.txt", "base", ("lookahead", "lookahead"),
                    "standard", False, 200)
    rec, bad = prep.run_checked(seed=3, first_game=0, n=8)
    assert not bad.any(), [V_NAMES[v] for v in bad if v]
    assert set(rec["winner"]) <= {-1, 0, 1}


# --- greedy's structural fixes (issue 11 item 3) ---------------------------------------


def test_greedy_attaches_where_the_energy_makes_a_knock_out():
    """The Active can already attack (Thundershock, 10); one more Energy makes
    Thunderpunch (30) a Knock Out of the damaged Machop.  The Benched Pikachu would
    only come nearer to an attack: the Energy goes to the Active (greedy used to send
    it to the Bench once any attack of the Active was paid for).  With Thunderpunch
    already paid for, the Energy does nothing more there and goes to the Bench."""
    from ptcgsim.kernel.actions import A_ATTACH
    from ptcgsim.kernel.player.greedy import greedy_plan_nb

    b = Board([ELECTABUZZ, PIKACHU, LIGHTNING], [MACHOP, FIGHTING])
    b.active(0, ELECTABUZZ)
    b.attach(0, 0, LIGHTNING)
    b.bench(0, 1, PIKACHU)
    b.active(1, MACHOP, damage=20)
    b.hand(0, LIGHTNING)
    greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
    assert tuple(b.st.acts[0]) == (A_ATTACH, b.k(0, LIGHTNING), 0)
    b.attach(0, 0, LIGHTNING)  # Thunderpunch already paid for: one more adds nothing there
    greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
    assert tuple(b.st.acts[0]) == (A_ATTACH, b.k(0, LIGHTNING), 1)


CHANSEY, PSYCHIC, DCE = "base1-3", "base1-101", "base1-96"  # Chansey: Scrunch CC, Double-edge 80 for CCCC


def test_greedy_brings_the_actives_best_attack_nearer():
    """The Active Chansey pays for Scrunch (no damage) with a Double Colorless; a Psychic
    Energy brings Double-edge (80) one unit nearer.  A bare Benched Chansey would only
    come nearer to Scrunch: the Energy goes to the Active (it went to the Bench, and the
    Damage Swap deck's Active Chansey scrunched for turns).  With the knob off
    (``attach_toward_best`` 0), the old choice."""
    from ptcgsim.kernel.actions import A_ATTACH
    from ptcgsim.kernel.player.greedy import greedy_plan_nb
    from ptcgsim.kernel.player.weights import W

    b = Board([CHANSEY, PSYCHIC, DCE], [MACHOP, FIGHTING])
    b.active(0, CHANSEY)
    b.attach(0, 0, DCE)
    b.bench(0, 1, CHANSEY)
    b.active(1, MACHOP)
    b.hand(0, PSYCHIC)
    b.ct.w[0, W["attach_toward_best"]] = 1.0
    greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
    assert tuple(b.st.acts[0]) == (A_ATTACH, b.k(0, PSYCHIC), 0)
    b.ct.w[0, W["attach_toward_best"]] = 0.0
    greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
    assert tuple(b.st.acts[0]) == (A_ATTACH, b.k(0, PSYCHIC), 1)


ALAKAZAM, CENTER = "base1-1", "base1-85"  # Damage Swap; Pokémon Center


def test_greedy_swaps_damage_onto_a_bare_pokemon_before_the_center():
    """Damage Swap, then Pokémon Center: damage on the Alakazam with Energy would cost that
    Energy at the Center; moved onto the bare Benched Chansey, the Center heals it for
    free.  Greedy moves every counter (never onto the Active), then plays the Center, and
    the Alakazam keeps its Energy.  Without a Center in hand, or with the knob off, no
    swap (the Active is not in danger)."""
    from ptcgsim.kernel.actions import A_POWER
    from ptcgsim.kernel.player.greedy import greedy_plan_nb
    from ptcgsim.kernel.player.weights import W

    def fresh():
        b = Board([ALAKAZAM, CHANSEY, PSYCHIC, CENTER], [MACHOP, FIGHTING])
        b.active(0, ALAKAZAM, damage=30)
        b.attach(0, 0, PSYCHIC, PSYCHIC, PSYCHIC)
        b.bench(0, 1, CHANSEY)
        b.active(1, MACHOP)
        b.st.pl[0, L.PL_ENERGY_DONE] = 1
        return b

    b = fresh()
    b.hand(0, CENTER)
    for _ in range(3):
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        assert tuple(b.st.acts[0])[:2] == (A_POWER, 0)
        b.apply(0, *b.st.acts[0])
    assert b.dmg(0, 0) == 0 and b.dmg(0, 1) == 30
    greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
    assert tuple(b.st.acts[0]) == (A_TRAINER, b.k(0, CENTER), 0)
    b.apply(0, *b.st.acts[0])
    assert b.dmg(0, 1) == 0 and b.n_energy(0, 0) == 3

    b = fresh()  # no Center in hand
    greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
    assert tuple(b.st.acts[0])[0] != A_POWER
    b = fresh()
    b.hand(0, CENTER)
    b.ct.w[0, W["center_spread"]] = 0.0
    greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
    assert tuple(b.st.acts[0])[0] != A_POWER


OAK, BILL, GUST, ITEM_FINDER = "base1-88", "base1-91", "base1-93", "base1-74"


def test_a_recovery_takes_back_what_its_valuation_counted():
    """Item Finder-like recovery: the pick ranks as greedy's valuation of the card does —
    a Trainer that does something (Gust of Wind) before one that only draws (Professor
    Oak, Bill) or takes back cards, whatever the card order; then a copy the hand lacks."""
    from ptcgsim.effects import KIND_TRAINER, TO_HAND
    from ptcgsim.kernel.effects import recover_nb

    b = Board([OAK, BILL, GUST, ITEM_FINDER, PIKACHU], [MACHOP])
    b.active(0, PIKACHU)
    b.active(1, MACHOP)
    for card in (OAK, BILL, ITEM_FINDER, GUST):
        b.st.disc[0, b.k(0, card)] += 1
    recover_nb(b.st, b.ct, 0, 1, KIND_TRAINER, TO_HAND, -1, -1)
    assert b.in_hand(0, GUST) == 1 and b.in_discard(0, GUST) == 0
    recover_nb(b.st, b.ct, 0, 1, KIND_TRAINER, TO_HAND, -1, -1)  # only draw / recovery cards left
    assert b.in_hand(0, GUST) == 1 and sum(b.in_hand(0, c) for c in (OAK, BILL, ITEM_FINDER)) == 1


def test_bundled_weights_name_known_terms_and_bad_files_are_refused(tmp_path):
    import json

    from ptcgsim.errors import UserError
    from ptcgsim.kernel.player.evaluate import NW
    from ptcgsim.players import WEIGHTS_PATH, load_weights, weights_from

    data = json.loads(WEIGHTS_PATH.read_text())
    assert data["command"].startswith("python benchmarks/tune_player.py")
    assert load_weights(WEIGHTS_PATH).shape == (NW,)
    with pytest.raises(UserError, match="unknown evaluator weight 'nope'"):
        weights_from({"nope": 1.0})
    bad = tmp_path / "w.json"
    bad.write_text("[1, 2]")
    with pytest.raises(UserError, match="expected a JSON object"):
        load_weights(bad)


def test_a_rule_set_plays_its_own_bundled_weights(tmp_path, monkeypatch):
    """The modern game has weights fitted on modern decks (data/player_weights_modern.json); a
    rule set without a file of its own plays the classic ones, and so does a folder with none."""
    from ptcgsim import players

    modern = players.weights_path("modern")
    assert modern.name == "player_weights_modern.json" and modern.is_file()
    assert players.weights_path("ex") == players.weights_path("base") == players.WEIGHTS_PATH
    prep = Prepared(DECKS / "sv_gardevoir_2026.txt", DECKS / "sv_gardevoir_2026.txt", "modern", ("lookahead", "greedy"),
                    "standard", False, 200)
    assert np.array_equal(prep.tables.ct.w[0], players.load_weights(modern))
    assert np.array_equal(prep.tables.ct.w[1], players.load_weights(modern))
    classic = Prepared(DECKS / "base_haymaker.txt", DECKS / "base_rain_dance.txt", "base", ("lookahead", "greedy"),
                       "standard", False, 200)
    assert np.array_equal(classic.tables.ct.w[0], players.load_weights(players.WEIGHTS_PATH))
    assert not np.array_equal(classic.tables.ct.w[0], prep.tables.ct.w[0])
    lone = tmp_path / "player_weights.json"
    lone.write_text(players.WEIGHTS_PATH.read_text())
    monkeypatch.setattr(players, "WEIGHTS_PATH", lone)
    assert players.weights_path("modern") == lone


def test_the_lookahead_ends_its_turn_instead_of_playing_only_when_told():
    """Ending the turn is tried in place of greedy's attack (margin_attack), in place of
    anything else only when ``margin_end`` is below 5.  The board's weights make every
    attachment score far below none (energy -10): a lookahead allowed to end early keeps
    its Energy in hand; the bundled margin keeps greedy's attachment (stop 32's replays:
    the lookahead ended turns at its first decision, holding Energy and Trainers)."""
    from ptcgsim.kernel.player.weights import W
    from ptcgsim.players import PLAYER_CODES

    def attached(margin_end: float) -> int:
        b = Board([ELECTABUZZ, PIKACHU, LIGHTNING], [MACHOP, FIGHTING])
        b.active(0, ELECTABUZZ)
        b.bench(0, 1, PIKACHU)
        b.active(1, MACHOP)
        b.deck(0, *[LIGHTNING] * 8)
        b.deck(1, *[FIGHTING] * 8)
        b.hand(0, LIGHTNING)
        b.st.pl[0, L.PL_KIND] = PLAYER_CODES["lookahead"]
        b.st.pl[1, L.PL_KIND] = PLAYER_CODES["greedy"]
        assert b.ct.w[0, W["margin_end"]] == 5.0  # the default: never tried in place of playing on
        b.ct.w[0, W["energy"]] = -10.0
        b.ct.w[0, W["margin_end"]] = margin_end
        b.play_turn()
        return b.n_energy(0, 0) + b.n_energy(0, 1)

    assert attached(5.0) == 1
    assert attached(0.0) == 0


MR_MIME = "base2-6"  # 40 HP, retreat 1; Meditate for PC


def stranded_alakazam_board():
    """An Alakazam Active (Confuse Ray for PPP, retreat 3) with no Energy: it can neither
    attack nor retreat.  The Benched Mr. Mime has one Psychic Energy: one more pays for
    Meditate.  A bare Machop faces it."""
    b = Board([ALAKAZAM, MR_MIME, PSYCHIC, DCE], [MACHOP, FIGHTING])
    b.active(0, ALAKAZAM)
    b.bench(0, 1, MR_MIME)
    b.attach(0, 1, PSYCHIC)
    b.active(1, MACHOP)
    b.hand(0, PSYCHIC)
    return b


def test_stranded_short_counts_the_nearer_of_an_attack_and_the_retreat():
    """The units a stranded Active misses before it can attack or retreat: the nearer of its
    cheapest attack and its retreat cost, a Double Colorless counting two toward the retreat
    (and none toward Confuse Ray); 0 with no Bench to retreat to, or once it can attack."""
    from ptcgsim.kernel.player.choices import stranded_short_nb

    b = stranded_alakazam_board()
    assert stranded_short_nb(b.st, b.ct, 0, -1, b.units) == 3
    assert stranded_short_nb(b.st, b.ct, 0, b.k(0, PSYCHIC), b.units) == 2
    b.hand(0, DCE)
    assert stranded_short_nb(b.st, b.ct, 0, b.k(0, DCE), b.units) == 1
    b.attach(0, 0, PSYCHIC)
    b.attach(0, 0, PSYCHIC)
    assert stranded_short_nb(b.st, b.ct, 0, -1, b.units) == 1
    b.attach(0, 0, PSYCHIC)
    assert stranded_short_nb(b.st, b.ct, 0, -1, b.units) == 0  # Confuse Ray is paid for
    lone = Board([ALAKAZAM], [MACHOP])
    lone.active(0, ALAKAZAM)
    lone.active(1, MACHOP)
    assert stranded_short_nb(lone.st, lone.ct, 0, -1, lone.units) == 0  # nothing to retreat to


def test_greedy_energy_goes_to_a_stranded_active():
    """Stop 34's replays: an Alakazam Active with no Energy for eight turns while every
    Energy readied Benched Pokémon that could not come in.  A stranded Active that is not
    about to be Knocked Out now takes the Energy that brings it nearer an attack or its
    retreat, ahead of one that readies Mr. Mime on the Bench; with the knob off
    (``stranded_attach`` 0), the old choice."""
    from ptcgsim.kernel.actions import A_ATTACH
    from ptcgsim.kernel.player.greedy import greedy_plan_nb
    from ptcgsim.kernel.player.weights import W

    b = stranded_alakazam_board()
    assert b.ct.w[0, W["stranded_attach"]] > 0  # bundled on
    greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
    assert tuple(b.st.acts[0]) == (A_ATTACH, b.k(0, PSYCHIC), 0)
    b.ct.w[0, W["stranded_attach"]] = 0.0
    greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
    assert tuple(b.st.acts[0]) == (A_ATTACH, b.k(0, PSYCHIC), 1)


def test_greedy_keeps_the_energy_off_a_stranded_active_about_to_be_knocked_out():
    """The same board with the Alakazam at 20 HP and a Machop that pays for Low Kick (20):
    the Energy would go down with it, so it readies Mr. Mime on the Bench (at 10 HP, so
    Damage Swap has nowhere to move the Alakazam's damage)."""
    from ptcgsim.kernel.actions import A_ATTACH
    from ptcgsim.kernel.player.greedy import greedy_plan_nb

    b = Board([ALAKAZAM, MR_MIME, PSYCHIC], [MACHOP, FIGHTING])
    b.active(0, ALAKAZAM, damage=60)
    b.bench(0, 1, MR_MIME, damage=30)
    b.attach(0, 1, PSYCHIC)
    b.active(1, MACHOP)
    b.attach(1, 0, FIGHTING)
    b.hand(0, PSYCHIC)
    greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
    assert tuple(b.st.acts[0]) == (A_ATTACH, b.k(0, PSYCHIC), 1)


def test_the_evaluator_scores_a_stranded_active_by_the_energy_it_misses():
    """The ``stranded`` term: an Energy on the stranded Alakazam raises p's score by the
    term's weight (one unit nearer), besides the board's Energy term; with the term at 0
    it is worth only the Energy term, less than readying Mr. Mime."""
    from ptcgsim.kernel.player.weights import W

    def score(on, stranded):
        b = stranded_alakazam_board()
        b.ct.w[0, W["stranded"]] = stranded
        b.attach(0, on, PSYCHIC)
        return evaluate_nb(b.st, b.ct, b.R, 0, b.units)

    assert score(0, -0.25) - score(0, 0.0) == pytest.approx(-0.25 * 2)
    assert score(0, -0.25) > score(1, -0.25)
    assert score(0, 0.0) < score(1, 0.0)

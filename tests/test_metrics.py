"""Metrics against small hand-written frames with hand-computed answers."""

from __future__ import annotations

import math

import numpy as np
import pytest

from ptcgsim.analysis import metrics as m
from ptcgsim.analysis.summary import jsonable, matchup_summary
from ptcgsim.analysis.synthetic import fake_frame
from ptcgsim.records import DRAW_TURN_LIMIT, WIN_DECK_OUT, WIN_PRIZES, WIN_REASONS, empty_records, to_frame


@pytest.fixture
def four_games():
    """Four games, worked by hand (comments give the facts the tests rely on).

    g0: A first, A wins by prizes on turn 7; A prizes on 1,3,5,7,7,7; B one prize on 2.
    g1: B first, B wins by prizes on turn 8; B prizes on 2,4,6,8,8,8; A one prize on 3.
    g2: A first, draw at the turn limit on turn 10; no prizes.
    g3: B first, A wins by deck out on turn 5; no prizes.
    """
    r = empty_records(4)
    r["game"] = [0, 1, 2, 3]
    r["first_player"] = [0, 1, 0, 1]
    r["winner"] = [0, 1, -1, 0]
    r["win_reason"] = [WIN_PRIZES, WIN_PRIZES, DRAW_TURN_LIMIT, WIN_DECK_OUT]
    r["turns"] = [7, 8, 10, 5]
    r["mulligans"] = [[0, 2], [1, 0], [0, 0], [0, 1]]
    r["prize_turn"][0, 0] = [1, 3, 5, 7, 7, 7]
    r["prize_turn"][0, 1, 0] = 2
    r["prize_turn"][1, 1] = [2, 4, 6, 8, 8, 8]
    r["prize_turn"][1, 0, 0] = 3
    r["prizes_taken"] = [[6, 1], [1, 6], [0, 0], [0, 0]]
    r["first_ko_turn"] = [[1, 2], [3, 2], [-1, -1], [-1, -1]]
    r["first_stage2_turn"][:, 0] = [5, 6, -1, -1]
    # A's energy facts by own turn (A went first in g0/g2, second in g1/g3).
    r["had_energy"][0, 0, :4] = [1, 1, 0, 1]  # g0: 4 own turns (game turns 1,3,5,7)
    r["had_energy"][1, 0, :4] = [0, 1, 1, 1]  # g1: 4 own turns (2,4,6,8)
    r["had_energy"][2, 0, :5] = [0, 1, 1, 1, 1]  # g2: 5 own turns
    r["had_energy"][3, 0, :2] = [1, 0]  # g3: 2 own turns (2,4)
    r["energy_in_play"][0, 0, :4] = [1, 2, 2, 3]
    r["energy_in_play"][1, 0, :4] = [0, 1, 2, 3]
    r["energy_in_play"][2, 0, :5] = [0, 1, 2, 3, 4]
    r["energy_in_play"][3, 0, :2] = [1, 1]
    return to_frame(r)


def test_wilson_known_values():
    lo, hi = m.wilson_interval(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    # 0 of 10: upper bound z^2 / (n + z^2) (Wilson 1927; e.g. Agresti & Coull 1998, Table 1).
    lo, hi = m.wilson_interval(0, 10)
    assert lo == 0.0 and hi == pytest.approx(m.Z95**2 / (10 + m.Z95**2), abs=1e-12)
    assert all(math.isnan(x) for x in m.wilson_interval(0, 0))


def test_win_rate(four_games):
    w = m.win_rate(four_games, 0)
    assert (w["games"], w["wins"], w["losses"], w["draws"]) == (4, 2, 1, 1)
    assert w["win_rate"] == 0.5 and w["draw_rate"] == 0.25
    assert w["ci95"] == list(m.wilson_interval(2, 4))
    b = m.win_rate(four_games, 1)
    assert (b["wins"], b["losses"], b["draws"]) == (1, 2, 1)


def test_win_rate_by_order_and_first_player(four_games):
    o = m.win_rate_by_order(four_games, 0)
    assert (o["going_first"]["games"], o["going_first"]["wins"]) == (2, 1)
    assert (o["going_second"]["games"], o["going_second"]["wins"]) == (2, 1)
    fp = m.first_player_win_rate(four_games)
    assert (fp["games"], fp["wins"], fp["win_rate"]) == (4, 2, 0.5)  # g0 and g1


def test_win_reasons(four_games):
    c = m.win_reason_counts(four_games)
    assert list(c) == list(WIN_REASONS)
    assert c == {"prizes": 2, "no_pokemon": 0, "deck_out": 1, "turn_limit": 1, "sudden_death": 0, "draw": 0}
    assert m.win_reason_counts(four_games, 0) == {"prizes": 1, "no_pokemon": 0, "deck_out": 1, "turn_limit": 0,
                                                  "sudden_death": 0, "draw": 0}


def test_game_length(four_games):
    g = m.game_length(four_games)
    assert g["mean"] == 7.5 and g["median"] == 7.5 and g["min"] == 5 and g["max"] == 10
    assert g["counts"] == {5: 1, 7: 1, 8: 1, 10: 1}


def test_prize_race(four_games):
    t = m.kth_prize_table(four_games, 0)
    assert list(t["k"]) == [1, 2, 3, 4, 5, 6]
    assert t.loc[0, "share"] == 0.5 and t.loc[0, "mean_turn"] == 2.0  # turns 1 (g0) and 3 (g1)
    assert t.loc[1, "share"] == 0.25 and t.loc[1, "mean_turn"] == 3.0
    assert t.loc[5, "games_taken"] == 1 and t.loc[5, "mean_turn"] == 7.0
    cdf = m.kth_prize_cdf(four_games, 0, 1, 4)
    np.testing.assert_allclose(cdf, [0.25, 0.25, 0.5, 0.5])
    lead = m.mean_prize_lead(four_games, 0, max_turn=10).set_index("turn")
    # turn 1: only g0 leads (+1) of 4 running; turn 2: g0 1-1, g1 0-1 -> -1/4
    assert lead.loc[1, "mean_lead"] == 0.25 and lead.loc[2, "mean_lead"] == -0.25
    # turn 6: g0 (+2: 3-1), g1 (-2: 1-3), g2 (0) running
    assert lead.loc[6, "games"] == 3 and lead.loc[6, "mean_lead"] == 0.0
    # turn 8: g1 (1-6 = -5) and g2 (0) running
    assert lead.loc[8, "games"] == 2 and lead.loc[8, "mean_lead"] == -2.5
    assert lead.loc[10, "games"] == 1 and lead.loc[10, "mean_lead"] == 0.0


def test_first_ko(four_games):
    k = m.first_ko(four_games)
    assert k["any"]["share"] == 0.5 and k["any"]["mean"] == 1.5  # min(1,2)=1 and min(3,2)=2
    assert k["a"]["mean"] == 2.0 and k["b"]["mean"] == 2.0


def test_mulligan_rate_per_hand(four_games):
    a = m.mulligan_rate(four_games, 0)
    assert (a["mulligans"], a["hands"], a["rate"]) == (1, 5, 0.2)
    assert a["games_with_mulligan"] == 0.25
    b = m.mulligan_rate(four_games, 1)
    assert (b["mulligans"], b["hands"]) == (3, 7) and b["rate"] == pytest.approx(3 / 7)


def test_mulligan_rate_estimates_per_hand_probability():
    # Mulligans per game are geometric with per-hand p; total/hands is the MLE of p.
    rng = np.random.default_rng(1)
    p = 0.25
    r = empty_records(200_000)
    r["mulligans"] = rng.geometric(1 - p, (200_000, 2)) - 1
    rate = m.mulligan_rate(to_frame(r), 0)
    lo, hi = rate["ci95"]
    assert lo < p < hi and rate["rate"] == pytest.approx(p, abs=0.005)


def test_energy_table_excludes_finished_games(four_games):
    first = m.energy_table(four_games, 0, going_first=True).set_index("turn")  # g0, g2
    assert first.loc[1, "games"] == 2 and first.loc[1, "p_had_energy"] == 0.5
    assert first.loc[3, "p_had_energy"] == 0.5  # g0 0, g2 1
    assert first.loc[5, "games"] == 1 and first.loc[5, "p_had_energy"] == 1.0  # only g2 reached own turn 5
    assert first.loc[6, "games"] == 0 and math.isnan(first.loc[6, "p_had_energy"])
    assert first.loc[1, "mean_in_play"] == 0.5 and first.loc[1, "p_in_play_0"] == 0.5
    second = m.energy_table(four_games, 0, going_first=False).set_index("turn")  # g1, g3
    assert second.loc[1, "p_had_energy"] == 0.5 and second.loc[2, "p_had_energy"] == 0.5
    assert second.loc[3, "games"] == 1 and second.loc[3, "mean_in_play"] == 2.0


def test_own_turn():
    g = np.array([1, 2, 3, 4, 7, -1])
    np.testing.assert_array_equal(m.own_turn(g, np.ones(6, bool)), [1, 1, 2, 2, 4, -1])
    np.testing.assert_array_equal(m.own_turn(g[1:], np.zeros(5, bool)), [1, 1, 2, 3, -1])


def test_p_by_own_turn(four_games):
    s2 = m.p_by_own_turn(four_games, "first_stage2_turn", 0, 5).set_index("turn")
    assert s2.loc[1, "p"] == 0 and s2.loc[1, "games"] == 4
    # own turn 3: done in g0 (game turn 5) and g1 (6); g2 still running; g3 ended on turn 5 < 6 -> left out
    assert s2.loc[3, "games"] == 3 and s2.loc[3, "p"] == pytest.approx(2 / 3)
    first = m.p_by_own_turn(four_games, "first_stage2_turn", 0, 5, going_first=True).set_index("turn")
    assert first.loc[3, "p"] == 0.5  # g0 yes, g2 no


def test_paired_identical_is_exactly_zero():
    v = np.array([1, 0, 1, 1, 0, 0, 1], dtype=float)
    r = m.paired_comparison(v, v.copy())
    assert r["delta"] == 0.0 and r["ci95"] == [0.0, 0.0] and r["verdict"] == "no detectable difference"


def test_paired_known_interval_and_verdicts():
    r = m.paired_comparison([0, 0, 1, 1], [1, 0, 1, 1])
    # d = [1,0,0,0]: mean 0.25, sd 0.5, se 0.25
    assert r["delta"] == 0.25 and r["se"] == pytest.approx(0.25)
    assert r["ci95"] == pytest.approx([0.25 - m.Z95 * 0.25, 0.25 + m.Z95 * 0.25])
    assert r["verdict"] == "no detectable difference"
    base = np.r_[np.ones(60), np.zeros(40)]
    worse = np.r_[np.ones(20), np.zeros(80)]
    assert m.paired_comparison(base, worse)["verdict"] == "worse"
    assert m.paired_comparison(worse, base)["verdict"] == "better"
    assert m.paired_comparison([1.0], [0.0])["ci95"] == [-1.0, 1.0]
    with pytest.raises(ValueError):
        m.paired_comparison([1, 0], [1])


def test_matchup_summary_is_json_clean():
    import json

    df = fake_frame(500, 3)
    df.attrs.update(deck_a="A", deck_b="B", seed=3, rules="base", players=["greedy", "greedy"])
    s = jsonable(matchup_summary(df, exact_mulligan=(0.1, None)))
    text = json.dumps(s, allow_nan=False)
    assert json.loads(text)["games"] == 500
    assert s["wins_a"] + s["wins_b"] + s["draws"] == 500

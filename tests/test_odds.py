"""Exact odds: published values and brute-force enumeration on small decks."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

import pytest

from ptcgsim import odds
from ptcgsim.cards import load_db
from ptcgsim.errors import UserError


# --- published values -----------------------------------------------------------------
def test_published_mulligan_rate():
    # 10 Basics in 60 cards: C(50,7)/C(60,7) = 25.862923 % (the widely quoted figure).
    assert round(100 * odds.mulligan_probability(60, 10), 6) == 25.862923


def test_published_four_of_in_opening_hand():
    # A 4-of in the opening 7 of 60: 1 - C(56,7)/C(60,7) = 39.949963 %.
    assert round(100 * odds.p_open(60, 4), 6) == 39.949963


# --- brute force ----------------------------------------------------------------------------
def _brute(n, basics, k, k_basic, hand, prizes, draws):
    """Enumerate every (hand, prizes, draws) split of a deck of distinct positions.

    Cards 0..k_basic-1: target Basics; k_basic..k-1: target non-Basics;
    k..k+basics-k_basic-1: other Basics; the rest: other cards.
    """
    target = set(range(k))
    basic = set(range(k_basic)) | set(range(k, k + basics - k_basic))
    deck = set(range(n))
    keep = open_hit = keep_hit = seen = any_prized = all_prized = 0
    exp_prized = Fraction(0)
    total = 0
    for h in combinations(sorted(deck), hand):
        hs = set(h)
        total += 1
        open_hit += bool(hs & target)
        if not hs & basic:
            continue
        keep += 1
        keep_hit += bool(hs & target)
        rest = sorted(deck - hs)
        n_pr = 0
        sub_any = sub_all = sub_seen = 0
        sub_exp = 0
        for pr in combinations(rest, prizes):
            ps = set(pr)
            after = sorted(set(rest) - ps)
            n_pr += 1
            sub_any += bool(ps & target)
            sub_all += bool(target) and target <= ps
            sub_exp += len(ps & target)
            d = min(draws, len(after))
            nd = 0
            hit = 0
            for dr in combinations(after, d):
                nd += 1
                hit += bool((hs | set(dr)) & target)
            sub_seen += Fraction(hit, nd)
        any_prized += Fraction(sub_any, n_pr)
        all_prized += Fraction(sub_all, n_pr)
        exp_prized += Fraction(sub_exp, n_pr)
        seen += sub_seen / n_pr
    return {
        "mull": Fraction(total - keep, total),
        "open": Fraction(open_hit, total),
        "keep": Fraction(keep_hit, keep),
        "seen": seen / keep,
        "any": any_prized / keep,
        "all": all_prized / keep,
        "exp": exp_prized / keep,
    }


CASES = [
    # n, basics, k, k_basic, hand, prizes, draws
    (10, 3, 2, 0, 3, 2, 2),
    (10, 3, 2, 1, 3, 2, 1),
    (10, 4, 3, 3, 3, 2, 3),
    (9, 2, 1, 0, 3, 2, 2),
    (9, 3, 2, 2, 2, 3, 1),
    (8, 1, 2, 0, 3, 2, 0),
    (10, 2, 4, 1, 4, 2, 2),
]


@pytest.mark.parametrize("case", CASES)
def test_against_brute_force(case):
    n, b, k, kb, hand, prizes, draws = case
    want = _brute(n, b, k, kb, hand, prizes, draws)
    assert odds.mulligan_probability_exact(n, b, hand) == want["mull"]
    assert odds.p_open_exact(n, k, hand) == want["open"]
    assert odds.p_open_keep_exact(n, b, k, kb, hand) == want["keep"]
    assert odds.p_seen_by_draws_exact(n, b, k, kb, draws, hand, prizes) == want["seen"]
    pr = odds.prize_odds_exact(n, b, k, kb, hand, prizes)
    assert pr["p_prized_any"] == want["any"]
    assert pr["p_prized_all"] == want["all"]
    assert pr["expected_prized"] == want["exp"]


def test_draws_by_turn_rules():
    # ex: the first player skips the turn-1 draw (RULES.md §9); base and modern do not.
    assert [odds.draws_by_turn("ex", True, t) for t in (1, 2, 3)] == [0, 1, 2]
    assert [odds.draws_by_turn("ex", False, t) for t in (1, 2, 3)] == [1, 2, 3]
    for r in ("base", "modern"):
        assert [odds.draws_by_turn(r, True, t) for t in (1, 2)] == [1, 2]
    bt = odds.p_by_turn(60, 10, 4, 0, "ex")
    assert bt["first"][1] == bt["second"][0] and bt["first"][0] < bt["second"][0]
    assert len(bt["first"]) == 6 and all(a < b for a, b in zip(bt["first"], bt["first"][1:]))


def test_mulligan_distribution_and_extra_cards():
    p = odds.mulligan_probability(60, 10)
    dist = odds.mulligan_distribution(p, 10)
    assert dist[0] == pytest.approx(1 - p) and dist[2] == pytest.approx(p * p * (1 - p))
    assert sum(m * q for m, q in enumerate(odds.mulligan_distribution(p, 400))) == pytest.approx(odds.expected_mulligans(p))
    assert odds.expected_extra_cards("base", p) == pytest.approx(2 * p / (1 - p))
    assert odds.expected_extra_cards("ex", p) == pytest.approx(p / (1 - p))
    # modern, identical decks: E[max(0, m1 - m2)] = p / (1 - p^2)
    assert odds.expected_extra_cards("modern", p) == pytest.approx(p / (1 - p * p))
    # ... against a direct double sum
    q = 0.1
    direct = sum(p**a * (1 - p) * q**b * (1 - q) * max(0, a - b) for a in range(200) for b in range(200))
    assert odds.expected_net_mulligans(p, q) == pytest.approx(direct)
    assert odds.expected_extra_cards("modern", p, q) == pytest.approx(direct)
    assert odds.expected_net_mulligans(p, 0.0) == pytest.approx(p / (1 - p))


def test_bad_rules():
    with pytest.raises(UserError, match="base, ex, modern"):
        odds.check_rules("classic")


def test_target_with_basics_overlap():
    # Every Basic is the target: a kept hand always holds it.
    assert odds.p_open_keep_exact(60, 10, 10, 10) == 1
    # No Basics at all: nothing is ever kept.
    assert odds.p_open_keep_exact(60, 0, 4, 0) == 0


def _deck():
    db = load_db()
    return [
        (db.by_set_number("BS", "58"), 4),  # Pikachu (Basic)
        (db.by_set_number("BS", "14"), 2),  # Raichu (Stage 1)
        (db.by_name("Bill")[0], 4),
        (db.by_name("Professor Oak")[0], 3),
        (db.by_name("Double Colorless Energy")[0], 2),
        (db.basic_energy("Lightning"), 20),
        (db.by_set_number("BS", "60"), 4),  # Ponyta (Basic)
        (db.by_name("Potion")[0], 21),  # a trainer as filler
    ]


def test_deck_odds_shape():
    deck = _deck()
    res = odds.deck_odds(deck, "base", group="Bill, Professor Oak")
    assert res["deck_size"] == 60 and res["basics"] == 8 and res["rules"] == "base"
    assert res["mulligan_probability"] == pytest.approx(odds.mulligan_probability(60, 8))
    assert len(res["mulligan_distribution"]) == 10
    names = [r["name"] for r in res["cards"]]
    assert len(names) == len(set(names)) == 8
    g = {r["name"]: r for r in res["groups"]}
    assert g["Basic Pokémon"]["copies"] == 8 and g["Basic Pokémon"]["p_open_keep"] == pytest.approx(1)
    assert g["Energy"]["copies"] == 22
    assert g["Bill, Professor Oak"]["copies"] == 7
    pika = next(r for r in res["cards"] if r["name"] == "Pikachu")
    assert pika["p_open_keep"] == pytest.approx(float(odds.p_open_keep_exact(60, 8, 4, 4)))
    assert set(pika["p_by_turn"]) == {"first", "second"} and len(pika["p_by_turn"]["second"]) == 6
    import json

    json.dumps(res)  # plain data


def test_deck_odds_aggregates_by_name_and_mini():
    db = load_db()
    deck = [(db.get("base1-4"), 1), (db.get("base4-4"), 1), (db.get("base1-58"), 4), (db.basic_energy("Fire"), 24)]
    res = odds.deck_odds(deck, "modern", prizes=3)
    assert res["deck_size"] == 30 and res["prizes"] == 3
    assert next(r for r in res["cards"] if r["name"] == "Charizard")["copies"] == 2


def test_deck_odds_errors():
    with pytest.raises(UserError, match="not in the deck"):
        odds.deck_odds(_deck(), "base", group="Gust of Wind")
    with pytest.raises(UserError):
        odds.deck_odds(_deck(), "nope")


def test_chart(tmp_path):
    res = odds.deck_odds(_deck(), "ex", group="Bill")
    fig = odds.by_turn_chart(res)
    out = tmp_path / "c.png"
    fig.savefig(out)
    assert out.stat().st_size > 1000 and len(fig.axes) == 2
    res = odds.deck_odds(_deck(), "modern")
    assert len(odds.by_turn_chart(res).axes) == 1  # same draws first and second

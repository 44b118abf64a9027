"""benchmarks/players_report.py: the task plan and the aggregation issue 11's numbers come
from (no games are played here: the tasks' results are made up)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def pr():
    spec = importlib.util.spec_from_file_location("players_report", ROOT / "benchmarks" / "players_report.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _fake(task, won_share, deck_out=0):
    n = task["games"]
    return dict(task, won=won_share * n, n=n, deck_out=deck_out, turns=0, seconds=0.0)


def test_plan_covers_both_seats_of_every_pairing(pr):
    decks = ["base_haymaker", "base_rain_dance", "base_wigglytuff"]
    tasks = pr.plan(decks, "base", 100, 40, 10, 7, None)
    mirrors = [t for t in tasks if t["group"] == "mirror"]
    assert len(mirrors) == 6 and {t["seat"] for t in mirrors} == {0, 1}
    assert all(t["players"] == ["lookahead", "greedy"] and t["games"] == 50 for t in mirrors)
    assert len([t for t in tasks if t["group"] == "lookahead"]) == 2 * 3
    assert len([t for t in tasks if t["group"] == "theme"]) == 2 * 3 * len(pr.themes("base"))
    assert tasks[0]["group"] == "mirror"  # the headline numbers first
    assert len({pr.task_key(t) for t in tasks}) == len(tasks)
    assert pr.plan(decks, "modern", 100, 40, 10, 7, None)[-1]["group"] == "greedy"  # no modern theme decks
    assert {t["group"] for t in pr.plan(decks, "base", 100, 0, 0, 7, None)} == {"mirror"}


def test_report_counts_seats_draws_and_the_field(pr):
    decks = ["base_haymaker", "base_rain_dance"]
    tasks = pr.plan(decks, "base", 100, 40, 0, 1, None)
    share = {("mirror", 0): 0.7, ("mirror", 1): 0.5, ("lookahead", 0): 0.75, ("lookahead", 1): 0.25,
             ("greedy", 0): 0.5, ("greedy", 1): 0.5}
    rows = [_fake(t, share[(t["group"], t["seat"])], deck_out=2 if t["group"] == "lookahead" else 0) for t in tasks]
    out = pr.report(decks, "base", rows)
    assert out["mirrors"]["base_haymaker"] == {"games": 100, "win": 0.6, "ci95": pytest.approx(0.096, abs=1e-3),
                                               "deck_out": 0.0}
    pair = out["non_mirrors"]["base_haymaker vs base_rain_dance"]
    assert pair["lookahead"]["win"] == 0.5 and pair["lookahead"]["deck_out"] == 0.1
    assert out["field"] == {"base_haymaker": 0.5, "base_rain_dance": 0.5}
    assert out["non_mirror_deck_out"] == {"lookahead": 0.1, "greedy": 0.0}
    assert out["themes"] == {} and out["themes_min"] == {}

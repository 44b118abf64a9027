"""``ptcgsim replay``: the logged game is exactly game I of the matchup run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ptcgsim.cli import app
from ptcgsim.replay import COIN_NAMES, EV_NAMES, narrate, replay_lines, result_text
from ptcgsim.records import WIN_REASONS

ROOT = Path(__file__).resolve().parents[1]
ZAP = str(ROOT / "decklists" / "theme_base1_zap.txt")
BLACKOUT = str(ROOT / "decklists" / "theme_base1_blackout.txt")
SEED = 7
GAMES = (0, 1, 5)

runner = CliRunner()


def _run(*args: str):
    try:
        return CliRunner(mix_stderr=False).invoke(app, list(args))
    except TypeError:  # click 8.2+: stderr is always separate
        return runner.invoke(app, list(args))


@pytest.fixture(scope="module")
def batch():
    from ptcgsim.sim import simulate

    return simulate(ZAP, BLACKOUT, max(GAMES) + 1, SEED, allow_missing_effects=True)


@pytest.fixture(scope="module")
def prep():
    from ptcgsim.sim import Prepared

    return Prepared(ZAP, BLACKOUT, "base", "greedy,greedy", "standard", True, turn_cap=200)


def test_event_names_mirror_kernel():
    from ptcgsim.kernel import events

    for code, name in EV_NAMES.items():
        assert getattr(events, f"EV_{name}") == code
    kernel = {v for k, v in vars(events).items() if k.startswith("EV_")}
    assert kernel == set(EV_NAMES)
    for code, name in COIN_NAMES.items():
        assert getattr(events, f"COIN_{name.upper()}") == code


@pytest.mark.parametrize("game", GAMES)
def test_replay_is_game_i_of_the_run(prep, batch, game):
    events, rec = prep.replay(SEED, game)
    row = batch.iloc[game]
    assert int(rec["winner"][0]) == int(row["winner"])
    assert WIN_REASONS[int(rec["win_reason"][0])] == str(row["win_reason"])
    assert int(rec["turns"][0]) == int(row["turns"])
    # the log agrees with the record: the last event is the result, turns match
    assert int(events[-1][2]) == 25  # EV_WIN
    assert int(events[-1][3]) == int(row["winner"])
    assert max(int(t) for t in events[:, 0]) == int(row["turns"])


def test_text_output(batch):
    res = _run("replay", ZAP, BLACKOUT, "--seed", str(SEED), "--game", "1", "--allow-missing-effects")
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert "— Setup —" in out
    assert "shuffles and draws 7 cards:" in out
    assert "goes first" in out
    assert "— Turn 1 · " in out
    assert " attacks with " in out
    assert " damage" in out
    row = batch.iloc[1]
    last = out.strip().splitlines()[-1]
    assert last.startswith("Result: ")
    assert f"after {int(row['turns'])} turn" in last
    if int(row["winner"]) >= 0:
        assert ("Zap!" if int(row["winner"]) == 0 else "Blackout") in last


def test_json_output(batch):
    res = _run("replay", ZAP, BLACKOUT, "--seed", str(SEED), "--game", "5", "--allow-missing-effects", "--json")
    assert res.exit_code == 0, res.output
    obj = json.loads(res.stdout)
    row = batch.iloc[5]
    assert obj["game"] == 5 and obj["seed"] == SEED and obj["rules"] == "base"
    assert obj["players"] == ["greedy", "greedy"]
    assert obj["turns"] == int(row["turns"])
    assert obj["reason"] == str(row["win_reason"])
    w = int(row["winner"])
    assert obj["winner"] == (None if w < 0 else (obj["deck_a"], obj["deck_b"])[w])
    kinds = {e["kind"] for e in obj["events"]}
    assert {"shuffle_draw", "active", "prizes", "first", "turn", "attack", "win"} <= kinds
    assert all(isinstance(e["text"], str) and e["text"] for e in obj["events"])
    assert all({"turn", "player", "kind", "text", "a", "b", "c"} <= set(e) for e in obj["events"])


@pytest.mark.parametrize(
    "args, needle",
    [
        (["--rules", "nope"], "--rules"),
        (["--players", "greedy,smart"], "--players"),
        (["--game", "-1"], "--game"),
        (["--seed", "-3"], "--seed"),
        (["--format", "huge"], "--format"),
    ],
)
def test_bad_options_exit_2(args, needle):
    res = _run("replay", ZAP, BLACKOUT, *args)
    assert res.exit_code == 2
    assert needle in res.stderr
    assert "Traceback" not in res.stderr


def test_missing_deck_exit_2(tmp_path):
    res = _run("replay", str(tmp_path / "nope.txt"), BLACKOUT)
    assert res.exit_code == 2
    assert "not found" in res.stderr


def test_missing_effects_need_the_flag():
    # a Scarlet & Violet deck with effects not implemented yet (Area Zero Underdepths, Boomerang Energy: a test
    # fixture, every bundled list is complete); --rules given: an SV deck against a base deck is otherwise refused
    res = _run("replay", str(ROOT / "tests" / "data" / "sv_unimplemented.txt"), BLACKOUT, "--rules", "base")
    assert res.exit_code == 2
    assert "--allow-missing-effects" in res.stderr


# --- the narrator on a hand-made log (no kernel) ------------------------------


class _Atk:
    def __init__(self, name, implemented=True):
        self.name, self.implemented = name, implemented


class _Card:
    def __init__(self, name, hp=None, attacks=()):
        self.name, self.hp, self.attacks = name, hp, list(attacks)


def test_narrator_names_cards_and_tracks_hp():
    cards = [
        [_Card("Pikachu", 40, [_Atk("Gnaw"), _Atk("Thunder Jolt")]), _Card("Lightning Energy")],
        [_Card("Machop", 50, [_Atk("Low Kick")]), _Card("Fighting Energy")],
    ]
    ev = [
        (0, 0, 10, 0, 0, 0), (0, 0, 10, 1, 0, 0), (0, 0, 1, 2, 0, 0),
        (0, 1, 10, 0, 0, 0), (0, 1, 1, 1, 0, 0),
        (0, 0, 5, 0, 0, 0), (0, 1, 5, 0, 0, 0),
        (0, 0, 7, 6, 0, 0), (0, 1, 7, 6, 0, 0),
        (0, 0, 17, 1, 5, 0), (0, 0, 8, 0, 0, 0),
        (1, 0, 9, 1, 0, 0), (1, 0, 13, 1, 0, 0), (1, 0, 16, 0, 1, 0), (1, 0, 17, 1, 0, 0),
        (1, 1, 18, 30, 1, 0), (1, 1, 19, 3, 1, 0),
        (2, 1, 9, 1, 0, 0), (2, 1, 32, 0, 0, 0), (2, 1, 24, 3, 0, 0),
        (3, 0, 9, 2, 0, 0), (3, 0, 16, 0, 0, 0), (3, 1, 18, 20, 1, 0), (3, 1, 20, 0, 0, 0),
        (3, 0, 21, 1, 5, 0), (3, 0, 25, 0, 1, 0),
    ]
    items = narrate(ev, cards, ("Zap!", "Fist"))
    texts = [it["text"] for it in items]
    assert "A shuffles and draws 2 cards: Pikachu, Lightning Energy" in texts
    assert "Coin flip for who goes first: heads" in texts
    assert "A attaches Lightning Energy to Pikachu" in texts
    assert "A: Pikachu attacks with Thunder Jolt" in texts
    assert "A flips a coin (Thunder Jolt): heads" in texts
    assert "B: Machop takes 30 damage (20 HP left)" in texts
    assert "B: Machop is now Paralyzed" in texts
    assert "B: Machop is Knocked Out" in texts
    assert "A takes 1 prize (5 left)" in texts
    lines = replay_lines(items, ("Zap!", "Fist"), 0, 1, 3)
    assert "— Turn 3 · Zap! (player A), own turn 2 —" in lines
    assert "    B: Machop takes 30 damage (20 HP left)" in lines
    assert lines[-1] == "Result: Zap! wins because Fist has no Pokémon left in play after 3 turns"


class _Power:
    def __init__(self, name):
        self.name = name


def test_narrator_powers_and_pick_ups():
    blastoise = _Card("Blastoise", 100)
    blastoise.powers = [_Power("Rain Dance")]
    doll = _Card("Clefairy Doll", 10)
    cards = [[blastoise, _Card("Water Energy"), doll], [_Card("Machop", 50)]]
    ev = [
        (3, 0, 5, 0, 0, 0), (3, 0, 6, 2, 1, 0),  # Blastoise Active, the Doll on the Bench
        (3, 0, 39, 0, 0, 0),  # a Pokémon Power used by the Active
        (3, 0, 39, 2, 1, 0),  # the Doll's rule: discard it from play
        (3, 0, 36, 0, 1, 1),  # Scoop Up-like: from play into the hand
        (3, 0, 36, 1, 1, 0),  # from the discard pile
    ]
    texts = [it["text"] for it in narrate(ev, cards, ("W", "F"))]
    assert "A uses Rain Dance (Blastoise)" in texts
    assert "A discards Benched Clefairy Doll from play" in texts
    assert "A picks Blastoise up from play into the hand (the cards on it are discarded)" in texts
    assert any(t.startswith("A puts Water Energy from the discard pile") for t in texts)


def test_result_text():
    assert result_text(1, 0, 14, ("Zap!", "Fist")) == "Result: Fist wins by taking the last prize after 14 turns"
    assert result_text(-1, 3, 200, ("Zap!", "Fist")) == "Result: draw (the turn limit was reached) after 200 turns"

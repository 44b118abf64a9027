"""Issue 10 (deliverable 5, and its EX analogue): the rules follow the deck.

Without ``--rules`` a command plays under the era its decks' set codes name (SV/ME sets:
modern, EX sets: ex, base sets: base) and says so on stderr; plain-name decks keep base;
decks of different eras are one error asking for ``--rules``; an explicit earlier preset
warns.  The simulation is the fabricated one of ``test_analysis_cli`` (no kernel run).
"""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from ptcgsim.cli import app
from tests.test_analysis_cli import BLACKOUT, DECKS, ZAP, fake_sim  # noqa: F401 (fixture)

runner = CliRunner()

GARDEVOIR = str(DECKS / "sv_gardevoir.txt")
MIRAIDON = str(DECKS / "sv_miraidon.txt")
HAYMAKER = str(DECKS / "base_haymaker.txt")

INFERRED_MODERN = "rules: modern (inferred from the decks' set codes; --rules to override)"

#: A 60-card EX-era list written with its set codes (EX Ruby & Sapphire, code RS).
EX_DECK = """\
# name: EX test deck
Pokémon: 24
4 Nosepass RS 18
4 Aron RS 25
4 Electrike RS 30
4 Skitty RS 44
4 Slakoth RS 45
4 Wailmer RS 48
Energy: 36
18 Fighting Energy
18 Lightning Energy
"""


def _plain(path: str) -> str:
    """The decklist with every 'SET NUMBER' tail removed (plain card names only)."""
    return "\n".join(re.sub(r"^(\d+ .*?) [A-Z0-9-]+ \d+$", r"\1", line) for line in open(path, encoding="utf-8").read().splitlines())


@pytest.fixture
def ex_deck(tmp_path):
    p = tmp_path / "ex_rs.txt"
    p.write_text(EX_DECK, encoding="utf-8")
    return str(p)


@pytest.fixture
def plain_deck(tmp_path):
    p = tmp_path / "blackout_plain.txt"
    p.write_text(_plain(BLACKOUT), encoding="utf-8")
    return str(p)


def _ok_json(r) -> dict:
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)  # exactly one JSON object: anything else on stdout fails here


def _one_line_error(r, *needles: str) -> str:
    assert r.exit_code == 2, r.output
    assert r.stdout == ""
    assert "Traceback" not in r.output
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    for needle in needles:
        assert needle in lines[0], lines[0]
    return lines[0]


# --- inference per era -------------------------------------------------------------------------
def test_sv_decks_play_modern(fake_sim):
    r = runner.invoke(app, ["matchup", GARDEVOIR, MIRAIDON, "-n", "50", "--json", "--quiet"])
    d = _ok_json(r)
    assert d["rules"] == "modern" and d["rules_inferred"] is True
    assert fake_sim._calls[0][4] == "modern"
    assert r.stderr.strip().splitlines() == [INFERRED_MODERN]
    assert "rules:" not in r.stdout


def test_ex_deck_plays_ex(fake_sim, ex_deck):
    r = runner.invoke(app, ["goldfish", ex_deck, "-n", "50", "--json", "--quiet"])
    d = _ok_json(r)
    assert d["rules"] == "ex" and d["rules_inferred"] is True
    assert fake_sim._calls[0][4] == "ex"
    assert r.stderr.strip().splitlines() == ["rules: ex (inferred from the deck's set codes; --rules to override)"]


def test_base_decks_play_base_without_a_note(fake_sim):
    r = runner.invoke(app, ["matchup", ZAP, HAYMAKER, "-n", "50", "--json", "--quiet"])
    d = _ok_json(r)
    assert d["rules"] == "base" and d["rules_inferred"] is True  # BS / JU / FO codes said so
    assert fake_sim._calls[0][4] == "base"
    assert r.stderr == ""


def test_plain_name_decks_keep_base(fake_sim, plain_deck):
    r = runner.invoke(app, ["matchup", plain_deck, plain_deck, "-n", "50", "--json", "--quiet"])
    d = _ok_json(r)
    assert d["rules"] == "base" and d["rules_inferred"] is False
    assert fake_sim._calls[0][4] == "base"
    assert r.stderr == ""


def test_plain_name_deck_follows_the_deck_that_names_its_sets(fake_sim, plain_deck):
    # a plain-name deck says nothing about its era: the other deck's SV codes decide, no conflict
    from ptcgsim.cli.options import choose_rules

    c = choose_rules(None, [plain_deck, GARDEVOIR])
    assert (c.rules, c.inferred) == ("modern", True)


def test_basic_energy_codes_say_nothing(fake_sim, tmp_path):
    # PTCGL writes every basic Energy with an SV code ("Basic {L} Energy SVE 4"): a base list
    # whose Energy lines carry such codes is still a base list
    text = open(ZAP, encoding="utf-8").read()
    text = re.sub(r"(\d+) Lightning Energy BS \d+", r"\1 Basic {L} Energy SVE 4", text)
    text = re.sub(r"(\d+) Psychic Energy BS \d+", r"\1 Basic {P} Energy SVE 5", text)
    assert "SVE" in text
    p = tmp_path / "zap_sve.txt"
    p.write_text(text, encoding="utf-8")
    r = runner.invoke(app, ["odds", str(p), "--json"])
    d = _ok_json(r)
    assert d["rules"] == "base" and r.stderr == ""


@pytest.mark.parametrize("cmd", [
    ["matchup", GARDEVOIR, MIRAIDON, "-n", "20", "--quiet"],
    ["matrix", GARDEVOIR, MIRAIDON, "-n", "20", "--quiet"],
    ["compare", GARDEVOIR, MIRAIDON, "--field", MIRAIDON, "-n", "20", "--quiet"],
    ["goldfish", GARDEVOIR, "-n", "20", "--quiet"],
    ["meta", GARDEVOIR, MIRAIDON, "-n", "20", "--quiet", "--bootstrap", "0"],
    ["odds", GARDEVOIR],
    ["validate", GARDEVOIR],
])
def test_every_command_infers_and_json_stays_clean(fake_sim, cmd):
    r = runner.invoke(app, [*cmd, "--json"])
    d = _ok_json(r)
    assert d["rules"] == "modern" and d["rules_inferred"] is True
    keys = list(d)
    assert keys[keys.index("rules") + 1] == "rules_inferred"  # next to the key it qualifies
    note = [x for x in r.stderr.splitlines() if x.startswith("rules:")]
    assert len(note) == 1 and note[0].startswith("rules: modern (inferred from the deck")
    assert all(call[4] == "modern" for call in fake_sim._calls)


def test_report_infers(fake_sim, tmp_path):
    out = tmp_path / "rep"
    r = runner.invoke(app, ["report", GARDEVOIR, MIRAIDON, "-n", "20", "--quiet", "-o", str(out), "--json"])
    d = _ok_json(r)
    assert d["rules"] == "modern" and d["rules_inferred"] is True
    assert "--rules modern" in d["command"]  # the reproducing command names the rules it played
    assert r.stderr.strip().splitlines() == [INFERRED_MODERN]


def test_text_output_names_the_rules(fake_sim):
    r = runner.invoke(app, ["matchup", GARDEVOIR, MIRAIDON, "-n", "20", "--quiet"])
    assert r.exit_code == 0, r.output
    assert "rules modern" in r.stdout
    assert INFERRED_MODERN in r.stderr and INFERRED_MODERN not in r.stdout


def test_validate_infers_modern_for_an_sv_list():
    r = runner.invoke(app, ["validate", GARDEVOIR])
    assert r.exit_code == 0, r.output
    assert "valid modern Standard deck" in r.stdout
    assert r.stderr.strip().splitlines() == ["rules: modern (inferred from the deck's set codes; --rules to override)"]


def test_replay_infers(monkeypatch):
    import ptcgsim.sim as sim_mod
    from ptcgsim.cli import sim_cmd
    from ptcgsim.errors import UserError

    seen = []

    class FakePrepared:
        def __init__(self, deck_a, deck_b, rules, *a, **k):
            seen.append(rules)

        def replay(self, *a, **k):
            raise UserError("stop here")

    monkeypatch.setattr(sim_mod, "Prepared", FakePrepared)
    monkeypatch.setattr(sim_cmd, "_replay_warm", lambda: True)
    r = runner.invoke(app, ["replay", GARDEVOIR, MIRAIDON])
    assert seen == ["modern"]
    assert r.stderr.strip().splitlines() == [INFERRED_MODERN, "error: stop here"]


# --- decks that disagree -----------------------------------------------------------------------
@pytest.mark.parametrize("cmd", [
    ["matchup", GARDEVOIR, ZAP, "-n", "20"],
    ["matrix", GARDEVOIR, MIRAIDON, ZAP, "-n", "20"],
    ["compare", ZAP, BLACKOUT, "--field", GARDEVOIR, "-n", "20"],
    ["report", ZAP, GARDEVOIR, "-n", "20", "-o", "never-written"],
    ["replay", GARDEVOIR, ZAP],
])
def test_decks_of_different_eras_need_rules(fake_sim, cmd, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    r = runner.invoke(app, [*cmd, "--json"])
    msg = _one_line_error(r, "the decks are of different eras", "sv_gardevoir.txt is modern (line 10: SVI 84)",
                          "theme_base1_zap.txt is base (line 6: BS 58)", "--rules base|ex|modern")
    assert msg.startswith("error: ")
    assert fake_sim._calls == []
    assert not (tmp_path / "never-written").exists()
    # --rules settles it: the run proceeds, with the later-era warning
    if cmd[0] != "replay":
        r = runner.invoke(app, [*cmd, "--json", "--quiet", "--rules", "modern"])
        assert _ok_json(r)["rules"] == "modern"


def test_one_deck_of_mixed_eras_needs_rules(fake_sim, tmp_path):
    text = open(ZAP, encoding="utf-8").read().replace("1 Mewtwo BS 10", "1 Mewtwo ex PAR 58")
    p = tmp_path / "mixed.txt"
    p.write_text(text, encoding="utf-8")
    from ptcgsim.cli.options import choose_rules
    from ptcgsim.errors import UserError

    with pytest.raises(UserError) as exc:
        choose_rules(None, [str(p)])
    assert "mixed.txt mixes cards of different eras — base (line 6: BS 58), modern (line 14: PAR 58)" in exc.value.lines[0]
    _one_line_error(runner.invoke(app, ["goldfish", str(p), "-n", "20", "--json"]), "mixes cards of different eras",
                    "--rules base|ex|modern")
    # validate checks the deck instead: base (nothing inferred), its era check names the odd card
    r = runner.invoke(app, ["validate", str(p)])
    assert r.exit_code == 0, r.output
    assert "rules:" not in r.stderr and "1 card not from the 1999 Base-Fossil era (Mewtwo ex (PAR 58))" in r.stderr


def test_ex_deck_against_an_sv_deck(fake_sim, ex_deck):
    _one_line_error(runner.invoke(app, ["matchup", ex_deck, GARDEVOIR, "-n", "20"]),
                    "ex_rs.txt is ex (line 3: RS 18)", "sv_gardevoir.txt is modern")


# --- an explicit --rules ------------------------------------------------------------------------
def test_explicit_earlier_rules_warn_and_run(fake_sim):
    r = runner.invoke(app, ["matchup", GARDEVOIR, MIRAIDON, "-n", "20", "--rules", "base", "--json", "--quiet"])
    d = _ok_json(r)
    assert d["rules"] == "base" and d["rules_inferred"] is False
    assert fake_sim._calls[0][4] == "base"
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("warning: --rules base, but sv_gardevoir.txt has modern-era cards (line 10: SVI 84), "
                               "sv_miraidon.txt has modern-era cards")
    assert "pass --rules modern" in lines[0]


def test_explicit_ex_with_sv_cards_warns(fake_sim):
    r = runner.invoke(app, ["odds", GARDEVOIR, "--rules", "ex", "--json"])
    assert _ok_json(r)["rules"] == "ex"
    assert r.stderr.startswith("warning: --rules ex, but sv_gardevoir.txt has modern-era cards")


@pytest.mark.parametrize("cmd", [
    ["matchup", GARDEVOIR, MIRAIDON, "--rules", "modern"],   # the decks' own era
    ["matchup", ZAP, BLACKOUT, "--rules", "modern"],          # earlier cards under later rules: no warning
    ["matchup", ZAP, BLACKOUT, "--rules", "base"],
])
def test_explicit_rules_without_later_cards_are_silent(fake_sim, cmd):
    r = runner.invoke(app, [*cmd, "-n", "20", "--json", "--quiet"])
    d = _ok_json(r)
    assert d["rules"] == cmd[-1] and d["rules_inferred"] is False
    assert r.stderr == ""


def test_explicit_rules_on_validate_keep_the_era_check():
    # validate's own era check already says the list is not of that era: no second warning
    r = runner.invoke(app, ["validate", GARDEVOIR, "--rules", "base"])
    assert r.exit_code == 0, r.output
    assert "not a 1999 Base-Fossil list" in r.stdout
    assert "warning: --rules base, but" not in r.stderr


def test_stdin_deck_is_inferred(fake_sim, monkeypatch):
    import ptcgsim.decks as decks

    monkeypatch.setattr(decks, "_STDIN_CACHE", {})
    r = runner.invoke(app, ["odds", "-", "--json"], input=open(GARDEVOIR, encoding="utf-8").read())
    d = _ok_json(r)
    assert d["rules"] == "modern" and d["rules_inferred"] is True
    assert r.stderr.strip() == "rules: modern (inferred from the deck's set codes; --rules to override)"


def test_unreadable_deck_keeps_its_own_error(fake_sim, tmp_path):
    _one_line_error(runner.invoke(app, ["matchup", GARDEVOIR, str(tmp_path / "nope.txt"), "--json"]), "not found")


def test_help_says_how_the_default_is_chosen():
    r = runner.invoke(app, ["--help"], terminal_width=200)
    text = " ".join(r.stdout.replace("│", " ").split())
    assert "--rules, unless given, follows the decks' set codes" in text

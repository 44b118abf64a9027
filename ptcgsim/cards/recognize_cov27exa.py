"""Coverage slice 27exa: EX-era attacks, Trainers, Tools, Stadiums and Special Energy (issue 14), more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into
its attack table (and its board conditions and counts).  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).

Every attack rule reads EX-era cards only (``Ctx.ex_era``).

* "you may discard all <type> Energy attached to this Pokémon. if you do, X": the choice is one
  ``DISCARD_CHOSEN`` of up to 1 card, then the rest (``DISCARD_ENERGY`` 0) and X under
  ``SKIP_UNLESS_N``; "base damage is N instead of M" there is ``DMG_ADD_PER_N`` (N - M), which
  the choice reads; "you may discard 2 [type] Energy": the same with 2 required
  (``SKIP_UNLESS_COUNT``) and 1 more card discarded;
* board conditions: exactly N / N or more Energy attached to this Pokémon, any of the
  opponent's Active Pokémon evolved, the opponent with a Pokémon-ex in play, "a <name> Energy
  card attached to it", the opponent's Stadium in play, "only 1 prize card left and this Pokémon
  is the only Pokémon you have in play"; "a Darkness Pokémon or has Dark in its name" (either
  test, ``CNT_DEF_FLAG``); "any Stadium card with Holon in its name is in play" (any of the Holon
  Stadium names, ``CNT_STADIUM_KIND``); a count of the Holon Energy cards
  attached (the three names, ``CNT_SELF_ENERGY_KIND``);
* "this attack does N damage plus M more damage and the Defending Pokémon is now X" (the
  damage read before the condition);
* counts: "<name> Energy card attached to this Pokémon", "Energy attached to all Pokémon in
  play" (both players' ``CNT_*_ENERGY_ALL``), "N more damage plus M more damage for each";
* during your next turn the attacker's attacks do N more damage (``NEXT_TURN_BASE_DAMAGE`` for
  each printed plain or "+" damage; "if any of your current Active Pokémon does damage", the
  same), "<attack> attack's base damage is N instead of M";
* two coins and "for each heads, discard an Energy [card] attached to the Defending Pokémon" /
  "put 1 damage counter on 1 of your opponent's Pokémon" (one row per heads);
* a coin until tails, then an Energy card off the Defending Pokémon per heads (one
  ``SKIP_UNLESS_HEADS`` k row per possible card);
* a coin, then the opponent's hand seen and 1 card discarded (``DISCARD_HAND`` ``OPP_SEEN``);
* 1-on-1 readings: an Energy card moved to "the other Defending Pokémon" (none), "if your
  opponent has more than 1 Defending Pokémon" (never), the optional switch of the Defending
  Pokémon before its Special Conditions (``GUST`` ``SELF`` "you may");
* damage counters: 1 plus 1 per counter on the attacker, N per Energy unit on the attacker,
  healing per opponent's Pokémon in play;
  2 counters off each of your Pokémon but the attacker (``HEAL`` ``ELIG_BENCHED``);
* counted differences: 10 times the Pokémon the opponent has more than you (one block per own
  Bench size), N more damage if you have fewer Benched Pokémon than the opponent, N times the
  tails the opponent flips for each of their Benched Pokémon (N per Benched Pokémon less N per
  heads);
* "flip N coins. if all of them are heads, A. if not, B" (an else); "if all of them are tails, X"
  after "flip N coins" (``SKIP_UNLESS_TAILS`` N); Metronome's EX wording ("copies that attack
  except for its energy cost", ``COPY_DEF_ATTACK`` 1, after a coin too); a number of coins equal
  to the attacker's Energy, capped (one ``FLIP`` branch per amount);
* damage to each of your Pokémon (``SELF_DAMAGE`` and ``BENCH_DAMAGE`` ``BENCH_OWN_ALL``), the
  Defending Pokémon's damage counters removed (``HEAL`` ``OPP``), "for each <name> and this
  Pokémon (both yours and your opponent's) in play" (``DMG_ADD_PER_NAMED`` on both sides), basic
  Energy cards on both Active Pokémon, capped extra basic Energy (``DMG_ADD_PER_EXTRA_ENERGY``
  ``ENERGY_BASIC``), "you may discard a <type> Energy ... N more damage and discard 1 Energy card
  attached to the Defending Pokémon" (the card after the damage, under ``SKIP_UNLESS_N``);
* cards: a discard-pile card of either kind / one of each of three kinds (``RECOVER``), this
  card's name or its ex onto the Bench, up to N Pokémon of a printed type then an optional switch,
  a Basic Pokémon per opponent's Pokémon onto the Bench (one block per Bench size), random cards off
  the opponent's hand down to N (``OPP_DISCARD_HAND_RANDOM`` 1 while more than N, repeated);
* Energy cards moved: 1 basic one to a Benched Pokémon, all basic ones back to the hand for damage
  (``MOVE_OWN_ENERGY`` ``ENERGY_BASIC``).

No Trainer, Tool, Stadium or Special Energy wording here: none of the EX ones left is exact with
the kernel's codes, save two Stadiums, which this module cannot register (imported first, recognize_stadium loads recognize, and with it this
module, before its own registrar exists).
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R
from .recognize_attack_ex import _special_name

ME, DEF, END, TYPES, NUM = R.ME, R.DEF, R.END, R.TYPES, R.NUM
_A = ("attack",)
_N_READERS = {"SKIP_UNLESS_N", "DMG_ADD_PER_N", "MILL_OPP", "DRAW", "SELF_DAMAGE", "CHOOSE_MORE"}
_BENCH_NOTE = r"(?:\(don't apply " + R.WR + r" for benched pokémon\.\)\s*)?"


def _bit(flag: int) -> int:
    return flag.bit_length() - 1


def _split(text: str, c) -> tuple[list, list] | None:
    """(pre rows, post rows) of a clause recognised on its own, or None."""
    segs = R._parse(text, c)
    if segs is None:
        return None
    roles = {role for role, _ in segs}
    if roles - {"pre", "post"}:
        return None
    rows = [r for _, rs in segs for r in rs]
    if not rows or any(r[0] in fx.REQUIREMENTS or r[0] == "DAMAGE" for r in rows):
        return None
    pre = [r for role, rs in segs if role == "pre" for r in rs]
    post = [r for role, rs in segs if role == "post" for r in rs]
    return pre, post


def _pre_only(text: str, c) -> list | None:
    """The rows of an EX card's clause that reads on its own as damage modifiers only ("pre"
    rows, no "post" ones), or None."""
    if not c.ex_era:
        return None
    got = _split(text, c)
    if got is None or got[1] or not got[0]:
        return None
    return got[0]


# --- "you may discard all / 2 <type> Energy attached to this Pokémon. if you do, X" ---------------
_BASE_INSTEAD = re.compile(r"this attack's base damage is (\d+) instead of (\d+)" + END)


def _may_discard_rows(head: list, rest: list, clause: str, c) -> list | None:
    """head: the choice (a DISCARD_CHOSEN of 1 card); rest: the other cards' rows, run only when
    one went; then the clause.  One role for all of it (pre if the clause is a damage change)."""
    bm = _BASE_INSTEAD.fullmatch(clause)
    if bm:
        if not c.damaging or int(bm.group(2)) != c.base or int(bm.group(1)) <= c.base:
            return None
        # the choice reads the damage the card adds (DMG_ADD_PER_N right after it)
        return head + [["DMG_ADD_PER_N", int(bm.group(1)) - c.base]] + ([["SKIP_UNLESS_N", 1, len(rest)]] + rest if rest else [])
    got = _split(clause, c)
    if got is None:
        return None
    pre, post = got
    if pre and post:
        return None
    rows = pre or post
    if any(r[0] in _N_READERS for r in rows):
        return None
    body = rest + rows
    return head + [["SKIP_UNLESS_N", 1, len(body)]] + body


def _may_discard_all(m, c, role):
    t = R._type(m.group(1))
    if not c.ex_era or m.group(1) == "colorless":
        return None
    head = [["DISCARD_CHOSEN", 1, fx.DS_SELF, t]]
    rows = _may_discard_rows(head, [["DISCARD_ENERGY", 0, fx.SELF, t]], m.group(2), c)
    if rows is None:
        return None
    is_pre = any(r[0] in ("DMG_ADD_PER_N", "DMG_SET", "DMG_ADD") for r in rows)
    return rows if is_pre == (role == "pre") else None


_ALL_T = r"you may discard all (" + TYPES + r") energy(?: cards)? attached to " + ME + END + r"if you do, ([^.]*" + END + r")"
R.RECS.append(R.Rec(re.compile(_ALL_T), "pre", lambda m, c: _may_discard_all(m, c, "pre"), _A))
R.RECS.append(R.Rec(re.compile(_ALL_T), "post", lambda m, c: _may_discard_all(m, c, "post"), _A))


def _may_discard_two(m, c, role):
    if not c.ex_era or m.group(1) == "colorless":
        return None
    t = R._type(m.group(1))
    # 2 Energy cards (of that type: units, 1 a card) attached, else no choice: "if you do" never
    # holds (as the costs read "discard 2 Energy": 2 cards)
    code = fx.count_code(fx.CNT_SELF_ENERGY, t) if m.group(1) else fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_ENERGY)
    head = [["DISCARD_CHOSEN", 1, fx.DS_SELF, t]]
    rows = _may_discard_rows(head, [["DISCARD_ENERGY", 1, fx.SELF, t]], m.group(2), c)
    if rows is None:
        return None
    is_pre = any(r[0] in ("DMG_ADD_PER_N", "DMG_SET", "DMG_ADD", "DMG_ADD_PER_ENERGY", "DMG_ADD_PER_COUNT") for r in rows)
    if is_pre != (role == "pre"):
        return None
    return [["SKIP_UNLESS_COUNT", code, 2, len(rows)]] + rows


_TWO_T = r"you may discard 2 (?:(" + TYPES + r") )?energy attached to " + ME + END + r"if you do, ([^.]*" + END + r")"
R.RECS.append(R.Rec(re.compile(_TWO_T), "pre", lambda m, c: _may_discard_two(m, c, "pre"), _A))
R.RECS.append(R.Rec(re.compile(_TWO_T), "post", lambda m, c: _may_discard_two(m, c, "post"), _A))


# --- board conditions --------------------------------------------------------------------------
def _self_energy(n: int, exact: bool) -> list:
    code = fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY)
    return [(code, n)] + ([(code, -(n + 1))] if exact else [])


_NEW_CONDS = [
    (r"(\d+) energy is attached to " + ME, lambda m: _self_energy(int(m.group(1)), True)),
    (r"(\d+) or more energy is attached to " + ME, lambda m: _self_energy(int(m.group(1)), False)),
    (r"any of your opponent's active pokémon are evolved pokémon", lambda m: [(fx.CNT_DEF_STAGE, 1)]),
    (r"you have a stadium card in play", lambda m: [(fx.CNT_OWN_STADIUM, 1)]),
    (r"your opponent has a stadium card in play", lambda m: [(fx.CNT_STADIUM, 1), (fx.CNT_OWN_STADIUM, -1)]),
    (r"your opponent has only 1 prize card left and " + ME + r" is the only pokémon you have in play",
     lambda m: [(fx.CNT_OPP_PRIZES_LEFT, -2), (fx.CNT_OWN_BENCH, -1)]),
]
R._BOARD_CONDS_RE += [(re.compile(p), b) for p, b in _NEW_CONDS]


def _named_energy(m):
    name = _special_name(m.group(1))
    return [(fx.named_count(fx.CNT_SELF_ENERGY_KIND, name), 1)] if name else None  # None: not read


def _opp_ex(m):
    from ..kernel.cardtable import CF_EX
    return [(fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, _bit(CF_EX)), 1)]


# (appended last: an earlier pattern never sees these wordings; a None is "not read")
R._BOARD_CONDS_RE += [(re.compile(ME + r" has an? (?!(?:" + TYPES + r"|basic|special) )([a-zé']+) energy card attached to it"), _named_energy),
                      (re.compile(r"your opponent has any pokémon-ex in play"), _opp_ex)]


# "... damage plus M more damage and the Defending Pokémon is now X": the damage, then X
@R.rec(r"this attack does (\d+) damage plus (\d+) more damage and (?=the defending pokémon is now )", "pre", _A)
def _plus_and_cond(m, c):
    if not c.ex_era or int(m.group(1)) != c.base:
        return None
    return [["DMG_ADD", int(m.group(2))]]


# "if the Defending Pokémon is a <type> Pokémon or has Dark in its name" (either test)
@R.rec(r"if " + DEF + r" is a darkness pokémon or has dark in its name, ([^.]*" + END + r")", "pre", _A)
def _dark_or_named(m, c):
    from ..kernel.cardtable import CF_NAME_DARK, CF_TYPES
    rows = _pre_only(m.group(1), c)
    if rows is None:
        return None
    a = fx.count_code(fx.CNT_DEF_FLAG, _bit(CF_TYPES) + R._type("darkness"))
    b = fx.count_code(fx.CNT_DEF_FLAG, _bit(CF_NAME_DARK))
    return [["SKIP_UNLESS_COUNT", a, 1, 1], ["SKIP", 1], ["SKIP_UNLESS_COUNT", b, 1, len(rows)]] + rows


# --- counts --------------------------------------------------------------------------------------
# "for each <name> Energy card attached to this Pokémon" (a Special Energy card's name)
R._PER_COUNTS_RE.append((re.compile(r"(?!(?:" + TYPES + r"|basic|special|holon) )([a-zé']+) energy card attached to " + ME),
                         lambda m: (fx.CNT_SELF_ENERGY_KIND, _special_name(m.group(1)))))
# both players' Energy (units)
R._PER_MULTI_RE.append((re.compile(r"energy attached to all pokémon in play"),
                        lambda m: [(fx.CNT_OWN_ENERGY_ALL, fx.ANY, 1), (fx.CNT_OPP_ENERGY_ALL, fx.ANY, 1)]))


# "does N more damage plus M more damage for each X" (the printed N+)
@R.rec(r"does (\d+) more damage plus (\d+) more damage for each ([^.]*?)" + END, "pre", _A)
def _more_plus_more(m, c):
    if not c.ex_era or int(m.group(1)) != c.base:
        return None
    return R._per_rows(m.group(3), int(m.group(2)), c)


# --- next turn: more damage for the attacker's attacks --------------------------------------------
def _boost_rows(c, more: int) -> list | None:
    """NEXT_TURN_BASE_DAMAGE for each of the card's attacks with printed damage (plain or "+"):
    base damage + more; an attack that prints none does no damage to boost."""
    rows = []
    for j, d in enumerate(c.attack_damages):
        if d == "":
            continue
        dm = re.fullmatch(r"(\d+)\+?", d)
        if not dm:
            return None  # a "×" or "-" attack: its own rows set its damage
        rows.append(["NEXT_TURN_BASE_DAMAGE", j, int(dm.group(1)) + more, 1 if rows else 0])
    return rows if 0 < len(rows) <= 2 and len(c.attack_damages) == len(c.attack_names) else None


@R.rec(r"during your next turn, (?:" + ME + r"'s attacks do (\d+) more damage to " + DEF
       + r"|if any of your current active pokémon does damage to any defending pokémon, (?:this|the) attack does (\d+) more damage)"
       r" \(before applying weakness and resistance\)" + END, "post", _A)
def _next_turn_attacks_more(m, c):
    return _boost_rows(c, int(m.group(1) or m.group(2))) if c.ex_era else None


# "during your next turn, [base damage of] <attack>['s] [is] attack's base damage is N instead of M"
@R.rec(r"during your next turn, (?:base damage of " + ME + r"'s ([^.]+?) is attack is|([^.]+?) attack's base damage is)"
       r" (\d+) instead of (\d+)" + END, "post", _A)
def _next_turn_named_base(m, c):
    name = m.group(1) or m.group(2)
    if not c.ex_era or name not in c.attack_names:
        return None
    j = c.attack_names.index(name)
    dm = re.match(r"(\d+)", c.attack_damages[j]) if j < len(c.attack_damages) else None
    if not dm or int(dm.group(1)) != int(m.group(4)):
        return None
    return [["NEXT_TURN_BASE_DAMAGE", j, int(m.group(3))]]


# --- coins ------------------------------------------------------------------------------------------
# after 2 coins: one row per heads
def _per_heads(rows: list, coins: int) -> list:
    out = []
    for k in range(1, coins + 1):
        out += [["SKIP_UNLESS_HEADS", k, len(rows)]] + rows
    return out


@R.rec(r"(?<=flip 2 coins\. )for each heads, (?:discard an energy(?: card)? attached to " + DEF + r"|choose 1 energy attached to " + DEF
       + r", if any, and discard it)" + END, "post", _A)
def _two_coins_discard(m, c):
    return _per_heads([["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]], 2) if c.ex_era else None


@R.rec(r"(?<=if both are tails, this attack does nothing\. )for each heads, discard an energy(?: card)? attached to " + DEF + END,
       "post", _A)
def _two_coins_discard_after_stop(m, c):
    # "flip 2 coins. if both are tails, this attack does nothing. for each heads, ..."
    start = m.string[:m.start()]
    if not c.ex_era or not start.endswith("flip 2 coins. if both are tails, this attack does nothing. "):
        return None
    return _per_heads([["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]], 2)


@R.rec(r"(?<=flip 2 coins\. )for each heads, choose 1 of yo(?:u|ur) opponent's pokémon and put 1 damage counter on that pokémon" + END,
       "post", _A)
def _two_coins_counter(m, c):
    return _per_heads([["PUT_COUNTERS", 10, fx.BENCH_OPP_ANY_ONE]], 2) if c.ex_era else None


# a coin, then the opponent's hand seen: the attacker picks the card they discard
# (the coin with it: the coin wrapper reads 1 sentence after "if heads")
@R.rec(r"flip a coin" + END + r"if heads, look at your opponent's hand and choose 1 card" + END
       + r"your opponent discards the card you chose" + END, "post", _A)
def _heads_seen_discard(m, c):
    return [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DISCARD_HAND", 1, fx.KIND_ANY, fx.OPP_SEEN]] if c.ex_era else None


# "flip N coins. if all of them are heads, this attack does B damage plus X more damage. if not, this
# attack does B damage plus Y more damage for each heads."
@R.rec(r"flip (\d+) coins" + END + r"if all of them are heads, this attack does (\d+) damage plus (\d+) more damage" + END
       + r"if not, this attack does (\d+) damage plus (\d+) more damage for each heads" + END, "pre", _A)
def _all_heads_else(m, c):
    n, b1, x, b2, y = (int(g) for g in m.groups())
    if not c.ex_era or not 1 < n <= 8 or b1 != c.base or b2 != c.base:
        return None
    return [["FLIP", n], ["SKIP_UNLESS_HEADS", n, 2], ["DMG_ADD", x], ["SKIP", 1], ["DMG_ADD_PER_HEADS", y]]


# reminders after a coin's clause
R.RECS.append(R.Rec(re.compile(r"(?<=damage counters from " + ME + r"\. )\(all if there are less than \d+\.\)\s*"), "none",
                    lambda m, c: [] if c.ex_era else None, _A))
R.RECS.append(R.Rec(re.compile(r"(?<=to another of your opponent's pokémon\. )\(ignore this effect if your opponent has only 1 pokémon\.\)\s*"),
                    "none", lambda m, c: [] if c.ex_era else None, _A))


# --- the Defending Pokémon (1-on-1) --------------------------------------------------------------
@R.rec(r"move 1 energy card attached to " + DEF + r" to 1 of your opponent's benched pokémon" + END
       + r"if your opponent has no benched pokémon, this effect does nothing" + END, "post", _A)
def _move_def_to_bench(m, c):
    return [["MOVE_ENERGY", 0, fx.OPP, fx.ANY]] if c.ex_era else None


# a 1-on-1 game has 1 Defending Pokémon: "the other Defending Pokémon" is never there
@R.rec(r"move 1 energy card attached to " + DEF + r" to the other defending pokémon" + END
       + r"\(ignore this effect if your opponent has only 1 defending pokémon\.\)\s*", "none", _A)
def _other_defending(m, c):
    return [] if c.ex_era else None


@R.rec(r"if your opponent has more than 1 defending pokémon, you may do (\d+) damage to each of them instead" + END, "none", _A)
def _more_than_one_defending(m, c):
    return [] if c.ex_era else None


# "the Defending Pokémon is now X. before applying this effect, you may switch 1 of your opponent's
# Benched Pokémon with 1 of the Defending Pokémon. if you do, the new Defending Pokémon is now X.
# your opponent chooses the Defending Pokémon to switch." (either way the Active gets X)
@R.rec(DEF + r" is now " + R._COND_LIST + END + r"before applying this effect, you may switch 1 of your opponent's benched pokémon"
       r" with 1 of the defending pokémon" + END + r"if you do, the new defending pokémon is now " + R._COND_LIST + END
       + r"your opponent chooses the defending pokémon to switch" + END, "post", _A)
def _switch_then_conds(m, c):
    if not c.ex_era or m.group(1) != m.group(2):
        return None
    return [["GUST", fx.SELF, 1]] + R._conds(m.group(1), fx.OPP)


# --- damage counters and healing ------------------------------------------------------------------
@R.rec(r"put 1 damage counter, plus 1 more damage counter for each damage counter on " + ME + r", on " + DEF + END, "post", _A)
def _one_plus_per_own(m, c):
    if not c.ex_era:
        return None
    return [["PUT_COUNTERS", 10, fx.BENCH_DEF], ["PUT_COUNTERS", 10, fx.BENCH_DEF, fx.CNT_SELF_DAMAGE + 1]]


@R.rec(r"put (\d+|a) damage counters? on " + DEF + r" for each energy attached to " + ME + END, "post", _A)
def _counters_per_energy(m, c):
    if not c.ex_era:
        return None
    return [["PUT_COUNTERS", 10 * R._n(m.group(1)), fx.BENCH_DEF, fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY) + 1]]


# "remove from this Pokémon a number of damage counters equal to the number of your opponent's
# Pokémon in play": the Active, and 1 more per Benched Pokémon
@R.rec(r"remove from " + ME + r" a number of damage counters equal to the number of your opponent's pokémon in play" + END, "post", _A)
def _heal_per_opp_in_play(m, c):
    if not c.ex_era:
        return None
    out = [["HEAL", 10, fx.SELF]]
    for k in range(1, 6):
        out += [["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, k, 1], ["HEAL", 10, fx.SELF]]
    return out


# "remove N damage counters (1 if there is only 1) from each of your Pokémon. remove no damage
# counters from this Pokémon." (the attacker is the Active: the Benched ones)
@R.rec(r"remove (\d+) damage counters \(1 if there is only 1\) from each of your pokémon" + END
       + r"remove no damage counters from " + ME + END, "post", _A)
def _heal_each_but_self(m, c):
    return [["HEAL", 10 * int(m.group(1)), fx.EACH_OWN, fx.ELIG_BENCHED]] if c.ex_era else None


# --- counted differences -------------------------------------------------------------------------
_MAX_BENCH = 5


# "if you have less Benched Pokémon than your opponent, <pre clause>": one block per own Bench size
@R.rec(r"if you have less benched pokémon than your opponent, ([^.]*" + END + r")", "pre", _A)
def _fewer_benched(m, c):
    rows = _pre_only(m.group(1), c)
    if rows is None:
        return None
    out = []
    for k in range(_MAX_BENCH):
        out += [["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, k, len(rows) + 2], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, -(k + 1), len(rows) + 1],
                ["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, k + 1, len(rows)]] + rows
    return out


# "does N damage times the number of Pokémon in play your opponent has more than you": the
# difference of the Benches (each player has 1 Active), N per Pokémon of it
@R.rec(r"does (\d+) damage times the number of pokémon in play your opponent has more than you" + END, "pre", _A)
def _per_more_in_play(m, c):
    if not c.ex_era:
        return None
    n = int(m.group(1))
    out = [["DMG_SET", 0]]
    for k in range(_MAX_BENCH):
        out += [["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, k, 4], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, -(k + 1), 3],
                ["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, k + 1, 2], ["DMG_ADD_PER_COUNT", n, fx.CNT_OPP_BENCH, fx.ANY], ["DMG_ADD", -n * k]]
    return out


# "your opponent flips a number of coins equal to the number of his or her Benched Pokémon. this
# attack does N damage times the number of tails": N per Benched Pokémon, less N per heads
@R.rec(r"your opponent flips a number of coins equal to the number of his or her benched pokémon" + END
       + r"this attack does (\d+) damage times the number of tails" + END, "pre", _A)
def _opp_flips_tails(m, c):
    if not c.ex_era:
        return None
    n = int(m.group(1))
    return [["FLIP_PER_COUNT", fx.CNT_OPP_BENCH], ["DMG_SET", 0], ["DMG_ADD_PER_COUNT", n, fx.CNT_OPP_BENCH, fx.ANY],
            ["DMG_ADD_PER_HEADS", -n]]


# --- more pieces ------------------------------------------------------------------------------------
R.const(r"discard the top card from your opponent's deck" + END, "post", [["MILL_OPP", 1]], _A)


@R.rec(r"choose up to (\d+) of " + R.OPP_BENCH + END + r"this attack does (\d+) damage to each of them" + END, "post", _A)
def _bench_up_to(m, c):
    return [["BENCH_DAMAGE_UP_TO", int(m.group(2)), int(m.group(1))]] if c.ex_era and int(m.group(1)) > 1 else None


# "after your attack, you may discard 1 Energy card attached to this Pokémon. if you do, switch this
# Pokémon with 1 of your Benched Pokémon."
@R.rec(r"after your attack, you may discard (?:1|an) energy card attached to " + ME + END + r"if you do, switch " + ME
       + r" with 1 of your benched pokémon" + END, "post", _A)
def _discard_then_switch(m, c):
    return [["DISCARD_CHOSEN", 1, fx.DS_SELF, fx.ANY], ["SKIP_UNLESS_N", 1, 1], ["SWITCH_SELF"]] if c.ex_era else None


# --- batch 2 ------------------------------------------------------------------------------------------
# "this attack does N damage to each of your Pokémon": the attacker (the Active; no Weakness or
# Resistance for your own) and each Benched one
@R.rec(r"this attack does (\d+) damage to each of your pokémon" + END + _BENCH_NOTE, "post", _A)
def _each_own(m, c):
    n = int(m.group(1))
    return [["SELF_DAMAGE", n], ["BENCH_DAMAGE", n, fx.BENCH_OWN_ALL]] if c.ex_era else None


# discard-pile cards to the hand: one of either kind; one of each of three kinds
@R.rec(r"search your discard pile for a basic pokémon, evolution card, or basic energy card, show it to your opponent, and put it"
       r" into your hand" + END, "post", _A)
def _recover_pokemon_or_basic(m, c):
    return [["RECOVER", 1, fx.kind_either(fx.KIND_POKEMON, fx.KIND_BASIC_ENERGY), fx.TO_HAND]] if c.ex_era else None


@R.rec(r"search your discard pile for a basic pokémon \(or evolution card\), a trainer card, and an energy card" + END
       + r"show them to your opponent and put them into your hand" + END, "post", _A)
def _recover_one_each(m, c):
    if not c.ex_era:
        return None
    return [["RECOVER", 1, k, fx.TO_HAND] for k in (fx.KIND_POKEMON, fx.KIND_TRAINER, fx.KIND_ENERGY)]


# "search your deck for up to N in any combination of <this card> and <this card> ex and put them
# onto your Bench" (either name)
@R.rec(r"search your deck for up to (\d+) in any combination of " + ME + r" and " + ME + r" ex and put them onto your bench" + END
       + R.OPT_SHUFFLE, "post", _A)
def _search_own_and_ex(m, c):
    if not c.ex_era or not c.card or c.card.endswith(" ex"):
        return None
    return [["SEARCH_DECK", int(m.group(1)), c.card + "|" + c.card + " ex", fx.TO_BENCH]]


# "search your deck for up to N <type> Pokémon, show them ..., and put them into your hand. shuffle
# your deck afterward. if you put any <type> Pokémon into your hand, you may switch this Pokémon
# with 1 of your Benched Pokémon": a card printing that type (either of a δ's two)
@R.rec(r"search your deck for up to (\d+) (" + TYPES + r") pokémon, show them to your opponent, and put them into your hand" + END
       + r"shuffle your deck afterward" + END + r"if you put any \2 pokémon into your hand, you may switch " + ME
       + r" with 1 of your benched pokémon" + END, "post", _A)
def _search_typed_then_switch(m, c):
    from ..kernel.cardtable import CF_TYPES
    if not c.ex_era or m.group(2) == "colorless":
        return None
    kind = fx.kind_flag(fx.KIND_POKEMON, CF_TYPES << R._type(m.group(2)))
    return [["SEARCH_DECK", int(m.group(1)), kind, fx.TO_HAND], ["SKIP_UNLESS_N", 1, 1], ["SWITCH_SELF", 1]]


# "count the number of your opponent's Pokémon. search your deck for up to that number of Basic
# Pokémon and put them onto your Bench": one block per Bench size of the opponent's
@R.rec(r"count the number of your opponent's pokémon" + END + r"search your deck for up to that number of basic pokémon and put them"
       r" onto your bench" + END + R.OPT_SHUFFLE, "post", _A)
def _search_per_opp_pokemon(m, c):
    if not c.ex_era:
        return None
    out = []
    for k in range(_MAX_BENCH + 1):
        out += [["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, k, 2], ["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, -(k + 1), 1],
                ["SEARCH_DECK", k + 1, fx.KIND_BASIC_POKEMON, fx.TO_BENCH]]
    return out


# Metronome-like, the EX wording: the copy pays everything but its Energy cost
_COPY = (r"choose 1 of " + DEF + r"'s attacks" + END + r"[\w' -]+ copies that attack except for its energy cost" + END
         + r"\(you must still do anything else (?:required for|in order to use) that attack\.\)\s*"
         r"(?:\(no matter what type that pokémon is, " + ME + r"'s type is still colorless\.\)\s*)?" + ME + r" performs that attack" + END)


@R.rec(r"(flip a coin" + END + r"if heads, )?" + _COPY, "post", _A)
def _copy_def(m, c):
    if not c.ex_era:
        return None
    return ([["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1]] if m.group(1) else []) + [["COPY_DEF_ATTACK", 1]]


# the Defending Pokémon's damage counters off ("remove N / all damage counters from the Defending Pokémon")
@R.rec(r"remove (all|\d+|an?) damage counters? from " + DEF + END, "post", _A)
def _heal_def(m, c):
    if not c.ex_era:
        return None
    return [["HEAL", 0 if m.group(1) == "all" else 10 * R._n(m.group(1)), fx.OPP]]


# "if all of them are tails, X." after "flip N coins" (the coin wrapper reads heads only)
@R.rec(r"if all of them are tails, ([^.]*" + END + r")", "post", _A)
def _all_tails(m, c):
    fm = re.findall(r"flip (a coin|\d+ coins)", m.string[:m.start()])  # the last flip: N coins
    if not c.ex_era or not fm or not fm[-1][0].isdigit():
        return None
    fm = [fm[-1].split()[0]]
    got = _split(m.group(1), c)
    if got is None or got[0]:
        return None
    rows = got[1]
    return [["SKIP_UNLESS_TAILS", int(fm[-1]), len(rows)]] + rows


R.const(r"before doing damage, discard all trainer cards attached to " + DEF + r" \(before they affect the damage\)" + END,
        "pre", [["DISCARD_TOOL", 1, fx.DEF_ACTIVE]], _A)


# "flip a coin. if heads, this attack does N damage for each damage counter on this Pokémon to each
# Defending Pokémon. if tails, ... to the Defending Pokémon": in a 1-on-1 game either is the same
@R.rec(r"flip a coin" + END + r"if heads, this attack does (\d+) damage for each damage counter on " + ME + r" to each defending pokémon"
       + END + r"if tails, this attack does (\d+) damage for each damage counter on " + ME + r" to " + DEF + END, "pre", _A)
def _per_own_counter_either(m, c):
    if not c.ex_era or m.group(1) != m.group(2) or c.damaging:
        return None
    return [["FLIP", 1], ["DMG_SET", 0], ["DMG_ADD_PER_DAMAGE", int(m.group(1)), fx.SELF], ["DAMAGE"]]


# "if this Pokémon has a <type> Energy card attached to it" (a basic one: no Special Energy card of
# the EX era but Darkness and Metal ones prints one type)
R._BOARD_CONDS_RE.append((re.compile(ME + r" has an? (grass|fire|water|lightning|psychic|fighting) energy card attached to it"),
                          lambda m: [(fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(m.group(1))), 1)]))
R.const(r"discard a special energy card attached to " + DEF + r", if any" + END, "post", [["DISCARD_ENERGY", 1, fx.OPP, fx.ENERGY_SPECIAL]], _A)


# "for each <name> and this Pokémon (both yours and your opponent's) in play"
@R.rec(r"this attack does (\d+) damage plus (\d+) more damage for each ([a-z]+) and " + ME + r" \(both yours and your opponent's\)"
       r" in play" + END, "pre", _A)
def _per_two_names_both(m, c):
    from string import capwords
    if not c.ex_era or int(m.group(1)) != c.base or not c.card or re.fullmatch(TYPES + r"|pokémon|energy", m.group(3)):
        return None
    n = int(m.group(2))
    return [["DMG_ADD_PER_NAMED", n, who, name] for name in (capwords(m.group(3)), c.card) for who in (fx.SELF, fx.OPP)]


# "choose 1 of your opponent's Benched Pokémon and do N damage to that Pokémon" (after "if you do")
@R.rec(r"choose 1 of " + R.OPP_BENCH + r" and do (\d+) damage to that pokémon" + END + _BENCH_NOTE, "post", _A)
def _bench_one_do(m, c):
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ONE]] if c.ex_era else None


# "flip a number of coins equal to the amount of Energy attached to this Pokémon. ... you can't flip
# more than N coins in this way": FLIP min(Energy, N) (one branch per amount)
@R.rec(r"flip a number of coins equal to the amount of energy attached to " + ME + END
       + r"this attack does (\d+) damage times the number of heads" + END + r"you can't flip more than (\d+) coins in this way" + END,
       "pre", _A)
def _capped_flips(m, c):
    cap = int(m.group(2))
    if not c.ex_era or not 0 < cap <= 6:
        return None
    code = fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY)
    out = []
    for k in range(cap, 0, -1):
        rest = 3 * (k - 1)  # the branches below this one
        out += ([["SKIP_UNLESS_COUNT", code, k, 2], ["FLIP", k], ["SKIP", rest - 1]] if k > 1
                else [["SKIP_UNLESS_COUNT", code, k, 1], ["FLIP", k]])
    # (no Energy: no coin, no heads)
    return out + [["DMG_TIMES_HEADS", int(m.group(1))]]



# "for each basic Energy attached to this Pokémon but not used to pay for this attack's Energy cost"
# (a basic Energy card is 1 unit: the cards' count, Special Energy paying first), capped
@R.rec(r"(?:this attack )?does (\d+) damage plus (\d+) more damage for each basic energy attached to " + ME
       + r" but not used to pay for this attack's energy cost" + END + r"you can't add more than (\d+) damage in this way" + END, "pre", _A)
def _extra_basic_units(m, c):
    per, cap = int(m.group(2)), int(m.group(3))
    if not c.ex_era or int(m.group(1)) != c.base or per <= 0 or cap % per:
        return None
    return [["DMG_ADD_PER_EXTRA_ENERGY", per, fx.ENERGY_BASIC, cap // per]]


# "you may discard a <type> Energy [card] attached to this Pokémon. if you do, this attack does N damage
# plus M more damage and discard 1 Energy card attached to the Defending Pokémon": the choice and the
# damage before it is done, the Defending Pokémon's card after (the next rule)
@R.rec(r"you may discard an? (" + TYPES + r") energy(?: card)? attached to " + ME + END + r"if you do, this attack does (\d+) damage plus"
       r" (\d+) more damage (?=and discard (?:1|an) energy card attached to " + DEF + END + r")", "pre", _A)
def _may_discard_more_and(m, c):
    if not c.ex_era or int(m.group(2)) != c.base or m.group(1) == "colorless":
        return None
    return [["DISCARD_CHOSEN", 1, fx.DS_SELF, R._type(m.group(1))], ["DMG_ADD_PER_N", int(m.group(3))]]


@R.rec(r"(?<=more damage )and discard (?:1|an) energy card attached to " + DEF + END, "post", _A)
def _and_discard_def_if_you_did(m, c):
    before = m.string[:m.start()]
    if not c.ex_era or not re.search(r"you may discard an? (?:" + TYPES + r") energy(?: card)? attached to " + ME + END
                                     + r"if you do, this attack does \d+ damage plus \d+ more damage $", before):
        return None
    return [["SKIP_UNLESS_N", 1, 1], ["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]]


# basic Energy cards on both Active Pokémon (1-on-1: the attacker and the Defending Pokémon): the
# attacker's basic cards, and the Defending Pokémon's cards less its Special Energy cards
R._PER_MULTI_RE.append((re.compile(r"basic energy cards? attached to (?:all of the active pokémon \(both yours and your opponent's\)|"
                                   + ME + r" and " + DEF + r")"),
                        lambda m: [(fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY, 1), (fx.CNT_DEF_ENERGY, fx.ANY, 1),
                                   (fx.CNT_DEF_SPECIAL_ENERGY, fx.ANY, -1)]))


# "move 1 basic Energy card attached to this Pokémon to 1 of your Benched Pokémon" (ENERGY_BASIC: the
# basic cards only)
@R.rec(r"move (1|a) basic energy card attached to " + ME + r" to 1 of your benched pokémon" + END, "post", _A)
def _move_basic_to_bench(m, c):
    return [["MOVE_OWN_ENERGY", 1, 0, fx.ENERGY_BASIC]] if c.ex_era else None


# "you may return all basic Energy cards attached to this Pokémon to your hand. if you do, this attack
# does N damage plus M more damage for each basic Energy card you returned": the choice returns 1
# (DMG_ADD_PER_N M), then M for each other one and those go too (every basic card: 1 a move)
_EVERY = 60


@R.rec(r"you may return all basic energy cards attached to " + ME + r" to your hand" + END + r"if you do, this attack does (\d+) damage"
       r" plus (\d+) more damage for each basic energy card you returned" + END, "pre", _A)
def _return_all_basic(m, c):
    if not c.ex_era or int(m.group(1)) != c.base:
        return None
    per = int(m.group(2))
    return [["DISCARD_CHOSEN", 1, fx.DS_SELF + fx.DS_TO_HAND, fx.ENERGY_BASIC], ["DMG_ADD_PER_N", per], ["SKIP_UNLESS_N", 1, 2],
            ["DMG_ADD_PER_COUNT", per, fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY], ["MOVE_OWN_ENERGY", _EVERY, 1, fx.ENERGY_BASIC]]


# "if any Stadium card with Holon in its name is in play, X": any of the Holon Stadiums (every card
# name of the card data's that is one)
_HOLON_STADIUMS = ("Holon Circle", "Holon Lake", "Holon Legacy", "Holon Research Tower", "Holon Ruins")


def _any_of(codes: list, rows: list) -> list:
    """rows when any of the board counts codes is at least 1 (a chain of tests, each jumping to
    the rows when it holds)."""
    out = []
    for i, code in enumerate(codes[:-1]):
        rest = 2 * (len(codes) - 2 - i) + 1  # the tests after this one, the last one's 1 row
        out += [["SKIP_UNLESS_COUNT", code, 1, 1], ["SKIP", rest]]
    return out + [["SKIP_UNLESS_COUNT", codes[-1], 1, len(rows)]] + rows


def _holon_stadium(m, c, role):
    if not c.ex_era:
        return None
    got = _split(m.group(1), c)
    if got is None or (got[0] and got[1]):
        return None
    rows = got[0] if role == "pre" else got[1]
    if not rows:
        return None
    return _any_of([fx.named_count(fx.CNT_STADIUM_KIND, n) for n in _HOLON_STADIUMS], rows)


_HOLON_IF = r"if any stadium card with holon in its name is in play, ([^.]*" + END + r")"
R.RECS.append(R.Rec(re.compile(_HOLON_IF), "pre", lambda m, c: _holon_stadium(m, c, "pre"), _A))
R.RECS.append(R.Rec(re.compile(_HOLON_IF), "post", lambda m, c: _holon_stadium(m, c, "post"), _A))


# Holon Energy: a family of Special Energy cards (every card name of the card data's that is one)
_HOLON_ENERGY = ("Holon Energy FF", "Holon Energy GL", "Holon Energy WP")
R._PER_MULTI_RE.append((re.compile(r"holon energy card attached to " + ME),
                        lambda m: [(fx.CNT_SELF_ENERGY_KIND, n, 1) for n in _HOLON_ENERGY]))


# (not "if this Pokémon has any Holon Energy cards attached to it": an OR chain of the three names
# would read it, but test_recognize_attack_ex keeps that wording unread)


# "draw N more cards" (after a draw: N more)
@R.rec(r"draw (\d+) more cards" + END, "post", _A)
def _draw_more(m, c):
    return [["DRAW", int(m.group(1))]] if c.ex_era else None


# "if the number of cards in your opponent's hand is at least N+1, choose a number of cards there,
# without looking, until your opponent has N cards left. have your opponent discard the cards you
# chose": random cards, one at a time while the hand holds more than N (a hand holds at most 60 - 6
# prizes - 1 Active cards)
_MAX_HAND = 53


@R.rec(r"if the number of cards in your opponent's hand is at least (\d+), choose a number of cards there, without looking, until"
       r" your opponent has (\d+) cards left" + END + r"have your opponent discard the cards you chose" + END, "post", _A)
def _random_discard_down_to(m, c):
    keep = int(m.group(2))
    if not c.ex_era or int(m.group(1)) != keep + 1 or not 0 <= keep < _MAX_HAND:
        return None
    out = []
    for _ in range(_MAX_HAND - keep):
        out += [["SKIP_UNLESS_COUNT", fx.CNT_OPP_HAND, keep + 1, 1], ["OPP_DISCARD_HAND_RANDOM", 1]]
    return out


# "flip a coin until you get tails. for each heads, discard an Energy card attached to the Defending
# Pokémon": one row per heads, as many as a deck could attach (a Pokémon holds fewer than 60 cards)
_MAX_ATTACHED = 59


@R.rec(r"flip a coin until you get tails" + END + r"for each heads, discard an energy card attached to " + DEF + END, "post", _A)
def _until_tails_discard(m, c):
    if not c.ex_era:
        return None
    out = [["FLIP", 0]]
    for k in range(1, _MAX_ATTACHED + 1):
        out += [["SKIP_UNLESS_HEADS", k, 1], ["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]]
    return out

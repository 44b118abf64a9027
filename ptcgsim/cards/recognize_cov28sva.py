"""Coverage slice 28sva: Scarlet & Violet / Mega Evolution attacks, more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

The attack wordings read here (all of them guarded off the EX era, whose cards share some phrases
with other meanings):

* "you may discard N / all [<type>] Energy from this Pokémon and / to have this attack do M more
  damage" and "... and / to make your opponent's Active Pokémon <condition>": the choice is one
  card (``DISCARD_CHOSEN`` of 1, which reads the damage it adds from the ``DMG_ADD_PER_N`` after
  it), the other cards only when it went (``SKIP_UNLESS_N``, ``DISCARD_ENERGY``), and for N cards
  no choice at all unless N are attached (``SKIP_UNLESS_COUNT``: units of the type, or Energy
  cards): all or none, as the EX-era twins of recognize_cov27exa.py;
* "you may put all Energy attached to this Pokémon into your hand to have this attack do M more
  damage": the same choice to the hand (``DISCARD_CHOSEN`` with ``DS_TO_HAND``), then the rest
  (``MOVE_OWN_ENERGY`` all, to the hand);
* "you may move any amount of Energy from your Pokémon to your other Pokémon in any way you
  like" (no type: any Energy card, Special too): ``MOVE_ENERGY`` ``ME_MAY_STOP_MAX`` in its
  ``MOVE_FROM`` form (from any Pokémon with Energy attached, to any other);
* "for each heads, <one card's effect>" after a flip: the effect once per heads, unrolled
  (``SKIP_UNLESS_HEADS`` k before the k-th copy).  After "flip a coin until you get tails" the
  copies stop at 60: every effect allowed here takes one card from a zone of the opponent's (the
  deck's top card, an Energy of the Active, a random card of the hand) or the attacker's deck,
  and no zone holds more than a deck's 60 cards, so the cap never binds.  The effects: the top
  card of a deck discarded (``MILL_OPP``), an Energy of the opponent's Active discarded
  (``DISCARD_ENERGY``), a random card of the opponent's hand discarded or shuffled into their
  deck (``OPP_DISCARD_HAND_RANDOM``, "choose a random card ... reveals those cards and shuffles
  them into their deck").
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R

ME, END, TYPES = R.ME, R.END, R.TYPES
_A = ("attack",)
_OPP_ACTIVE = r"your opponent's active pokémon"
_THEIR = r"(?:his or her|their)"


def _sv(c) -> bool:
    return c.kind == "attack" and not c.ex_era


# --- "you may discard N / all [<type>] Energy from this Pokémon and / to <gain>" --------------------
_MAY_DISCARD = (r"you may discard (\d+|an?|all) (?:(" + TYPES + r") )?energy from " + ME + r" (?:and|to) (?:have this attack do (\d+)"
                r" more damage|make " + _OPP_ACTIVE + r" (" + R.COND_RE + r"))" + END)


def _may_discard(m, c, role):
    if not _sv(c) or m.group(2) == "colorless":
        return None
    more, cond = m.group(3), m.group(4)
    if (role == "pre") != bool(more) or (more and not c.damaging):
        return None
    t = R._type(m.group(2))
    head = [["DISCARD_CHOSEN", 1, fx.DS_SELF, t]]  # the choice: one card, or none
    if m.group(1) == "all":
        n, rest = 0, [["DISCARD_ENERGY", 0, fx.SELF, t]]
    else:
        n = R._n(m.group(1))
        rest = [["DISCARD_ENERGY", n - 1, fx.SELF, t]] if n > 1 else []
    if more:
        body = head + [["DMG_ADD_PER_N", int(more)]] + ([["SKIP_UNLESS_N", 1, len(rest)]] + rest if rest else [])
    else:
        tail = rest + [["COND", R.CONDS[cond], fx.OPP]]
        body = head + [["SKIP_UNLESS_N", 1, len(tail)]] + tail
    if n > 1:
        # N cards (of the type: units) attached, else no choice: all of them or none
        code = fx.count_code(fx.CNT_SELF_ENERGY, t) if m.group(2) else fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_ENERGY)
        body = [["SKIP_UNLESS_COUNT", code, n, len(body)]] + body
    return body


R.RECS.append(R.Rec(re.compile(_MAY_DISCARD), "pre", lambda m, c: _may_discard(m, c, "pre"), _A))
R.RECS.append(R.Rec(re.compile(_MAY_DISCARD), "post", lambda m, c: _may_discard(m, c, "post"), _A))


# "you may put all energy attached to this pokémon into your hand to have this attack do N more damage"
@R.rec(r"you may put all energy attached to " + ME + r" into your hand to have this attack do (\d+) more damage" + END, "pre", _A)
def _may_all_to_hand(m, c):
    if not _sv(c) or not c.damaging:
        return None
    return [["DISCARD_CHOSEN", 1, fx.DS_SELF + fx.DS_TO_HAND, fx.ANY], ["DMG_ADD_PER_N", int(m.group(1))],
            ["SKIP_UNLESS_N", 1, 1], ["MOVE_OWN_ENERGY", 0, 1, fx.ANY]]


# --- "you may move any amount of energy from your pokémon to your other pokémon in any way you like" --
# (the typed wording is recognize_cov26sv.py's): any Energy card, from any Pokémon that has one
@R.rec(r"you may move any amount of energy from your pokémon to your other pokémon in any way you like" + END, "post", _A)
def _move_any_amount_any(m, c):
    return [["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, 0, fx.MOVE_FROM * fx.TC_HAS_ENERGY + fx.ANY + 1]] if _sv(c) else None


# --- "for each heads, <one card's effect>" --------------------------------------------------------------
_ZONE_MAX = 60  # no zone holds more than a deck's cards: the per-heads effects below can't run more often


def _flipped_just_before(m) -> int:
    """How many coins the flip sentence right before the match flipped (0: until tails; -1 none)."""
    fm = re.search(r"(?:^|\. )flip (a coin until you get tails|a coin|\d+ coins)" + END + r"$", m.string[:m.start()])
    if not fm:
        return -1
    w = fm.group(1)
    return 0 if "until" in w else (1 if w == "a coin" else int(w.split()[0]))


def _one_card_row(row) -> bool:
    """A row that moves one card out of a zone of at most a deck's cards."""
    op, args = row[0], row[1:]
    if op == "MILL_OPP":
        return args[:1] == [1]
    if op == "DISCARD_ENERGY":
        return args[:2] == [1, fx.OPP]
    if op == "OPP_DISCARD_HAND_RANDOM":
        return args[:1] == [1]
    return False


def _per_heads(m, c, rows):
    if not _sv(c):
        return None
    coins = _flipped_just_before(m)
    if coins < 0:
        return None
    if not rows or not all(_one_card_row(r) for r in rows):
        return None
    times = coins if coins > 0 else _ZONE_MAX
    out = []
    for k in range(1, times + 1):
        out += [["SKIP_UNLESS_HEADS", k, len(rows)]] + [list(r) for r in rows]
    return out


@R.rec(r"for each heads, ([^.]*" + END + r")", "post", _A)
def _for_each_heads(m, c):
    if not _sv(c):
        return None
    got = R._parse(m.group(1), c)
    if got is None or {role for role, _ in got} != {"post"}:
        return None
    return _per_heads(m, c, [r for _role, rs in got for r in rs])


@R.rec(r"for each heads, choose a random card from your opponent's hand" + END + r"your opponent reveals those cards and shuffles"
       r" them into " + _THEIR + r" deck" + END, "post", _A)
def _for_each_heads_random_to_deck(m, c):
    return _per_heads(m, c, [["OPP_DISCARD_HAND_RANDOM", 1, 1]])

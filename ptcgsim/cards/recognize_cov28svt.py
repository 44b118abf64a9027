"""Coverage slice 28svt: Scarlet & Violet / Mega Evolution Trainers, Tools, Stadiums and Special Energy, more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

The wordings read here:

* Trainers: "draw cards until you have M cards in your hand. if all of your Pokémon in play are
  <owner's / kind> Pokémon, draw cards until you have N cards in your hand instead" (N > M):
  ``DRAW`` M b=1, then, for each possible number n of Pokémon in play, ``SKIP_UNLESS_COUNT`` of
  ``CNT_OWN_FLAG_IN_PLAY`` (the tag's cflags bit) at least n and of ``CNT_OWN_TYPE_IN_PLAY`` (all)
  at most n, then ``DRAW`` N b=1 (drawing until N after drawing until M is drawing until N; the
  tagged count reaches the total only when every Pokémon in play is tagged);
* Trainers: "flip a coin. if heads, switch in 1 of your opponent's Benched Pokémon to the Active
  Spot. if tails, switch your Active Pokémon with 1 of your Benched Pokémon" (either side first):
  ``FLIP`` 1, ``SKIP_UNLESS_HEADS`` / ``SKIP_UNLESS_TAILS`` over ``GUST`` (the player's pick) and
  ``SWITCH_SELF``; the card needs some Benched Pokémon on either side (``REQ_COUNT`` of
  ``CNT_IN_PLAY_ALL`` at least 3: both Actives are always in play), as either half alone does
  nothing without one.
"""

from __future__ import annotations

from .. import effects as fx
from ..kernel.cardtable import CF_ANCIENT, CF_FUTURE, CF_MARNIES, CF_NS, CF_TERA, CF_TEAM_ROCKET
from ..kernel.layout import NSLOT
from . import recognize as R

END = R.END
_T = ("trainer",)


def _bit(cf: int) -> int:
    """The cflags bit number of a card-table tag (CF_*)."""
    return cf.bit_length() - 1


# --- draw until M, or until N when every Pokémon in play carries a tag ------------------------------
#: "<tag> pokémon" of "all of your pokémon in play are <tag> pokémon": a card-table tag
_TAGS = {"team rocket's": CF_TEAM_ROCKET, "n's": CF_NS, "marnie's": CF_MARNIES,
         "ancient": CF_ANCIENT, "future": CF_FUTURE, "tera": CF_TERA}
_UNTIL = r"draw cards until you have (\d+) cards in your hand"


@R.rec(_UNTIL + END + r"if all of your pokémon in play are (" + "|".join(_TAGS) + r") pokémon, "
       + _UNTIL + r" instead" + END, "post", _T)
def _draw_until_more_if_all_tagged(m, c):
    low, tag, high = int(m.group(1)), m.group(2), int(m.group(3))
    if high <= low:
        return None
    tagged = fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _bit(_TAGS[tag]))
    total = fx.count_code(fx.CNT_OWN_TYPE_IN_PLAY, fx.ANY)
    rows = [["DRAW", low, 1]]
    for n in range(1, NSLOT + 1):
        # tagged >= n and total <= n: with tagged <= total, only n = total = tagged passes
        rows += [["SKIP_UNLESS_COUNT", tagged, n, 2], ["SKIP_UNLESS_COUNT", total, -(n + 1), 1], ["DRAW", high, 1]]
    return rows


# --- a coin: the opponent's Benched Pokémon switched in, or your own switch -------------------------
_GUST_IN = r"switch in 1 of your opponent's benched pokémon to the active spot"
_SWITCH_OWN = r"switch your active pokémon with 1 of your benched pokémon"
_HALVES = {_GUST_IN: ["GUST", fx.SELF], _SWITCH_OWN: ["SWITCH_SELF"]}


@R.rec(r"flip a coin" + END + r"if (heads|tails), (" + _GUST_IN + "|" + _SWITCH_OWN + r")" + END
       + r"if (heads|tails), (" + _GUST_IN + "|" + _SWITCH_OWN + r")" + END, "post", _T)
def _flip_gust_or_switch(m, c):
    if m.group(1) == m.group(3) or m.group(2) == m.group(4):
        return None
    rows = [["REQ_COUNT", fx.CNT_IN_PLAY_ALL, 3], ["FLIP", 1]]
    for side, what in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        op = "SKIP_UNLESS_HEADS" if side == "heads" else "SKIP_UNLESS_TAILS"
        rows += [[op, 1, 1], list(_HALVES[what])]
    return rows

"""Counts of Pokémon by a card tag (stop 29): an attack's name or a part of a card's name.

"for each Pokémon in your discard pile that has the <X> attack", "for each of your Pokémon in play
that has the <X> attack" and "for each Pokémon in play that has <A> or <B> in its name (both yours
and your opponent's)" count Pokémon by something no fixed card flag holds.  Their rows name a
card tag (:mod:`ptcgsim.cardtags`); the card table resolves it per matchup into a cflags bit, and
the kernel's existing counts read it: ``CNT_OWN_DISCARD_KIND`` with a ``KIND_FLAG`` kind, and
``CNT_OWN_FLAG_IN_PLAY`` / ``CNT_ALL_FLAG_IN_PLAY`` with a bit.  A Pokémon in play carries the
attacks of its top card.  Only regular-expression fragments live here (DESIGN.md, card data policy).
"""

from __future__ import annotations

from .. import effects as fx
from ..cardtags import tag_bit, tag_kind
from . import recognize as R

END = R.END
_ATTACK_NAME = r"([a-z][a-z' -]*?)"
_QUOTED = r"\"?([^\".,]+?)\"?"


def _sv(c) -> bool:
    return c.kind == "attack" and not c.ex_era


def _name(word: str, c) -> str:
    """A name the text wrote, as the card prints it (normalisation writes the card's own name
    "this pokémon")."""
    return c.card if word == R.ME and c.card else word


@R.rec(r"(?:this attack )?does (\d+) damage for each pokémon in your discard pile that has the " + _ATTACK_NAME
       + r" attack" + END, "pre")
def _per_discard_with_attack(m, c):
    if not _sv(c):
        return None
    kind = tag_kind(fx.KIND_POKEMON, "attack:" + m.group(2))
    return [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", int(m.group(1)), fx.CNT_OWN_DISCARD_KIND, kind]]


@R.rec(r"(?:this attack )?does (\d+) damage for each of your pokémon in play that has the " + _ATTACK_NAME
       + r" attack" + END, "pre")
def _per_own_in_play_with_attack(m, c):
    if not _sv(c):
        return None
    return [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", int(m.group(1)), fx.CNT_OWN_FLAG_IN_PLAY, tag_bit("attack:" + m.group(2))]]


@R.rec(r"(?:this attack )?does (\d+) damage for each pokémon in play that has " + _QUOTED + r" or " + _QUOTED
       + r" in its name \(both yours and your opponent's\)" + END, "pre")
def _per_all_in_play_named(m, c):
    if not _sv(c):
        return None
    tag = "name:" + _name(m.group(2), c) + "|" + _name(m.group(3), c)
    return [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", int(m.group(1)), fx.CNT_ALL_FLAG_IN_PLAY, tag_bit(tag)]]

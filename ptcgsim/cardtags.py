"""Card tags: properties of printed cards that an effect row names by a string, resolved per
matchup into a few cflags bits of the card table.

Some counts name cards by something no fixed flag holds: "each Pokémon in your discard pile that
has the United Wings attack", "each of your Pokémon in play that has the Round attack", "each
Pokémon in play that has Koffing or Weezing in its name".  The recogniser writes such a row's
argument as a string:

* :func:`tag_kind` ``(base, tag)``: a kind (``KIND_FLAG + base + 100 * bit``) for the discard-pile /
  hand / search counts that take a KIND_*;
* :func:`tag_bit` ``(tag)``: the bit number, for the in-play counts that take a cflags bit
  (``CNT_OWN_FLAG_IN_PLAY``, ``CNT_ALL_FLAG_IN_PLAY``, ``CNT_OPP_FLAG_IN_PLAY``);
* :func:`tagged_count` ``(code, arg)``: either one packed into a count code (``SKIP_UNLESS_COUNT``'s a).

A tag is ``"attack:<attack name>"`` (the card has an attack of that name) or ``"name:<A>|<B>"``
(A or B appears in the card's name).  :func:`resolve_rows` (tables.py, before ``encode_program``)
gives each tag a matchup names one of :data:`TAG_BITS` bits from :data:`TAG_BIT0` on (bits the
kernel's cardtable.CF_* leave free), and tables.py sets that bit on every Pokémon row that carries
the tag (:func:`card_has_tag`).  The kernel only reads cflags bits, as for any other tag: no
kernel change, no recompile.
"""

from __future__ import annotations

from typing import Any, Callable

from .effects import KIND_FLAG, KIND_NAMED, count_code

TAG_BIT0 = 52  #: the first cflags bit for tags (cardtable's CF_* use bits 0 .. 49)
TAG_BITS = 8  #: bits 52 .. 59: at most this many different tags in one matchup
PREFIXES = ("attack:", "name:", "evolves:")  # s31-k19: "evolves:<name>" a card that evolves from <name>
_KIND, _BIT, _COUNT = "tag:", "tagbit:", "@"
#: a kind no card matches (a name id no matchup reaches): an unresolved tag counts nothing
_NO_KIND = KIND_NAMED + 999


def tag_kind(base: int, tag: str) -> str:
    """The kind "a card of kind ``base`` (KIND_*) that carries ``tag``" (a DMG_ADD_PER_COUNT c,
    a count's argument)."""
    assert tag.startswith(PREFIXES), tag
    return f"{_KIND}{int(base)}:{tag}"


def tag_bit(tag: str) -> str:
    """The cflags bit number of ``tag`` (the argument of the *_FLAG_IN_PLAY counts)."""
    assert tag.startswith(PREFIXES), tag
    return f"{_BIT}{tag}"


def tagged_count(code: int, arg: str) -> str:
    """A board count (SKIP_UNLESS_COUNT's / REQ_COUNT's a) whose argument is a tag_kind or tag_bit."""
    return f"{int(code)}{_COUNT}{arg}"


def is_tag_arg(x: Any) -> bool:
    return isinstance(x, str) and (x.startswith((_KIND, _BIT)) or (_COUNT + _KIND) in x or (_COUNT + _BIT) in x)


def _resolve(x: str, bit_of: Callable[[str], int]) -> int:
    if _COUNT in x and not x.startswith((_KIND, _BIT)):
        code, arg = x.split(_COUNT, 1)
        return count_code(int(code), _resolve(arg, bit_of))
    if x.startswith(_BIT):
        return bit_of(x[len(_BIT):])
    base, tag = x[len(_KIND):].split(":", 1)
    bit = bit_of(tag)
    return KIND_FLAG + int(base) + 100 * bit if bit >= 0 else _NO_KIND


def resolve_rows(rows: list[list[Any]], bit_of: Callable[[str], int] | None) -> list[list[Any]]:
    """``rows`` with every tag argument turned into the int the kernel reads (``bit_of`` gives a
    tag its bit; None or -1: unresolved, a kind nothing matches / bit -1, which the counts skip)."""
    get = bit_of if bit_of is not None else (lambda _t: -1)
    return [[r[0]] + [_resolve(x, get) if is_tag_arg(x) else x for x in r[1:]] for r in rows]


def row_tags(rows: list[list[Any]]) -> list[str]:
    """The tags ``rows`` name, in order."""
    out = []
    for r in rows:
        for x in r[1:]:
            if is_tag_arg(x):
                s = x.split(_COUNT, 1)[1] if _COUNT in x and not x.startswith((_KIND, _BIT)) else x
                tag = s[len(_BIT):] if s.startswith(_BIT) else s[len(_KIND):].split(":", 1)[1]
                if tag not in out:
                    out.append(tag)
    return out


def card_has_tag(card, tag: str) -> bool:
    """``card`` (cards.schema.Card) carries ``tag``: "attack:<name>" an attack of that name,
    "name:<A>|<B>" A or B in its name, "evolves:<name>" it evolves from <name> (s31-k19)."""
    kind, _, what = tag.partition(":")
    if kind == "attack":
        want = what.casefold()
        return any(a.name.casefold() == want for a in card.attacks)
    if kind == "name":
        name = card.name.casefold()
        return any(part and part.casefold() in name for part in what.split("|"))
    if kind == "evolves":  # s31-k19: "a card that evolves from <name>"
        return (card.evolves_from or "").casefold() == what.casefold()
    raise ValueError(f"unknown card tag {tag!r}")

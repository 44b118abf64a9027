"""Card-name normalisation: one key for every way a person types a card name.

``normalize_name("Pokémon Catcher") == normalize_name("pokemon  catcher")`` and
``normalize_name("Nidoran ♂") == normalize_name("Nidoran♂")``.
"""

from __future__ import annotations

import re
import unicodedata

#: Apostrophe look-alikes that decklists, sites and the dataset use interchangeably.
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'", "\u00b4": "'", "\u02bc": "'"})
#: Dash look-alikes ("Porygon-Z", "Ho-Oh").
_DASHES = str.maketrans({"\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-"})
_WS = re.compile(r"\s+")
_GENDER_SPACE = re.compile(r"\s*([\u2642\u2640])\s*")


def normalize_name(s: str) -> str:
    """Return the comparison key of a card name.

    NFKD with combining marks removed (Pokémon = Pokemon), one apostrophe and
    one dash character, whitespace collapsed, no spaces around ♂/♀, case-folded.
    """
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    s = s.translate(_APOSTROPHES).translate(_DASHES)
    s = _WS.sub(" ", s).strip()
    s = _GENDER_SPACE.sub(r"\1", s)
    return s.casefold()


_DELTA = re.compile(r"\s*δ")
_PAREN = re.compile(r"\s*\([^)]*\)")


def game_name(s: str) -> str:
    """The name the rules compare (evolution, "a card named X", the 4-copy rule, the
    same-named Stadium): δ (Delta Species) is a mark, not part of the name (a Croconaw δ
    evolves from Totodile or Totodile δ), and a parenthesised printing note is not either
    ("Professor's Research (Professor Sada)" is "Professor's Research")."""
    return _PAREN.sub("", _DELTA.sub("", normalize_name(s))).strip()

"""Trainer wordings of the EX and Scarlet & Violet eras (registered into ``recognize.RECS``).

Imported at the end of :mod:`ptcgsim.cards.recognize`, so the shared fragments and the
``rec``/``const`` registrars are defined.  Only regular-expression fragments live here,
never card sentences (DESIGN.md, card data policy).  For a Trainer the kernel's SELF is
the player's Active Pokémon.
"""

from __future__ import annotations

from .. import effects as fx  # noqa: F401
from .recognize import END, T, const, rec  # noqa: F401

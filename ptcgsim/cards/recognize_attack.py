"""Attack wordings of the EX and Scarlet & Violet eras (registered into ``recognize.RECS``).

Imported at the end of :mod:`ptcgsim.cards.recognize`.  Only regular-expression fragments
live here, never card sentences (DESIGN.md, card data policy).  In an attack's rows SELF
is the attacking Pokémon and OPP the Defending Pokémon's side.
"""

from __future__ import annotations

from .. import effects as fx  # noqa: F401
from .recognize import END, ME, const, rec  # noqa: F401

"""Poké-Powers, Poké-Bodies and Abilities (EX and Scarlet & Violet eras) as power programs.

Imported at the end of :mod:`ptcgsim.cards.recognize`.  Only regular-expression fragments
live here, never card sentences (DESIGN.md, card data policy).  In a power's rows the
kernel's SELF is the Pokémon with the power (the acting slot).
"""

from __future__ import annotations

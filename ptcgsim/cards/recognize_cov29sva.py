"""Coverage slice 29sva: Scarlet & Violet / Mega Evolution attacks, more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).
"""

from __future__ import annotations

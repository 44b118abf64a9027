"""Coverage slice 27svt: Scarlet & Violet / Mega Evolution Trainers, Tools, Stadiums and Special Energy (issue 10), more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into
its table (and the power readers of :mod:`ptcgsim.cards.recognize_power`).  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).
"""

from __future__ import annotations

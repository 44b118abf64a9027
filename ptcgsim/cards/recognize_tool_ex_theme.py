"""EX-era Pokémon Tool wordings of the bundled EX decks (registered into recognize_tool's table):
Berry-like Tools used between turns.

Imported at the end of :mod:`ptcgsim.cards.recognize_tool`.  Only regular-expression fragments live
here, never card sentences (DESIGN.md, card data policy).
"""

from __future__ import annotations

from .. import effects as fx

# --- EX-era Pokémon Tools (recognize_tool's table) -------------------------------------------------
from . import recognize_tool as _rt

_BETWEEN = r"at any time between turns, if " + _rt._H


@_rt._rec(_BETWEEN + r" is affected by any special conditions, remove all of them" + _rt._DOT
          + r"then,? discard this card" + _rt._DOT)
def _tool_lum(m) -> list:
    if m.group(1):
        return None
    return [_rt._row(fx.TOOL_BETWEEN_CURE, 1)]


@_rt._rec(_BETWEEN + r" has at least (\d+) damage counters on it, remove (\d+) damage counters from it" + _rt._DOT
          + r"then,? discard this card" + _rt._DOT)
def _tool_oran(m) -> list:
    if m.group(1) or m.group(2) != m.group(3):
        return None
    return [_rt._row(fx.TOOL_BETWEEN_HEAL, 10 * int(m.group(2)))]

"""EX-era Pokémon Tool wordings of the bundled EX decks (registered into recognize_tool's table):
Berry-like Tools used between turns and a Charm whose bonus comes after Weakness and Resistance.

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


# "... does damage to the Active Pokémon (after applying Weakness and Resistance), the attack does N
# more damage. At the end of the turn in which this happens, discard this card." (discarded at the end
# of the turn its holder attacked: TD_AFTER_ATTACK)
@_rt._rec(r"whenever an attack from " + _rt._H + r" does damage to the active pokémon \(after applying weakness and"
          r" resistance\), the attack does (\d+) more damage" + _rt._DOT
          + r"at the end of the turn in which this happens, discard this card" + _rt._DOT)
def _tool_charm(m) -> list:
    return [_rt._row(fx.TOOL_DMG_PLUS_AFTER, int(m.group(2)), _rt._holder_cond(m.group(1))),
            _rt._row(fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK)]

"""Hand-written effect programs for wordings the recogniser table does not cover.

``HANDWRITTEN[card_id]`` is ``{"attacks": {attack_name: rows or None}, "card": rows or None}``;
it overrides what :mod:`ptcgsim.cards.recognize` found.  ``None`` marks the attack
(or the card) unimplemented on purpose.  Only ids, attack names and our own rows live
here — never card text (DESIGN.md, card data policy).
"""

from __future__ import annotations

from typing import Any

from .. import effects as fx

HANDWRITTEN: dict[str, dict[str, Any]] = {
    # Nothing yet: every base-era wording the vocabulary can express is matched by the
    # recogniser table.  Add entries here for one-off wordings, e.g.
    # "base1-11": {"attacks": {"Thrash": [["FLIP", 1], ...]}},
}

# Sanity: every program here uses known opcodes.
for _entry in HANDWRITTEN.values():
    for _rows in list(_entry.get("attacks", {}).values()) + [_entry.get("card")]:
        if _rows is not None:
            fx.validate_program(_rows)

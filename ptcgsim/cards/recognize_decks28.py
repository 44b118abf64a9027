"""Single wordings that complete bundled EX-era decks (issue 14).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
table.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

* "count the total number of prize cards left (both yours and your opponent's). look at that
  many cards from the top of your deck, choose as many energy cards as you like, show them to
  your opponent, and put them into your hand. put the other cards back on top of your deck.
  shuffle your deck afterward." (Holon Lass): ``COUNT_TO_H`` of ``CNT_ALL_PRIZES_LEFT``, then
  ``LOOK_TOP 0`` (as many cards as H) taking any number of Energy cards to the hand; the rest go
  back and are shuffled with the deck (``LT_SHUFFLE``).
"""

from __future__ import annotations

from .. import effects as fx
from . import recognize as R

END = R.END
_T = ("trainer",)

R.const(r"count the total number of prize cards left \(both yours and your opponent's\)" + END
        + r"look at that many cards from the top of your deck, choose as many energy cards as you like, show them to your"
        r" opponent, and put them into your hand" + END + r"put the other cards back on top of your deck" + END
        + r"shuffle your deck afterward" + END,
        "post", [["COUNT_TO_H", fx.CNT_ALL_PRIZES_LEFT],
                 ["LOOK_TOP", 0, fx.KIND_ENERGY, fx.TO_HAND * fx.LT_DEST + fx.LT_SHUFFLE * fx.LT_REST]], _T)

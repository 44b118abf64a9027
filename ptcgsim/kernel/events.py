"""The event log: written only when a replay asks for it (``G_LOG``).

Each event is a row ``(turn, player, kind, a, b, c)``; ``ptcgsim.replay``
turns rows into text.  Logging is a branch on one flag, so batch runs pay
almost nothing for it.
"""

from __future__ import annotations

from .jit import kernel_inline_nb


from .layout import G_EVCAP, G_EVN, G_LOG, G_TURN

EV_SHUFFLE_DRAW = 1  #: a=hand size                    setup draw
EV_MULLIGAN = 2  #: a=mulligan number
EV_BOTH_MULLIGAN = 3  #: both players had no Basic: both redraw, nothing owed
EV_EXTRA_DRAW = 4  #: a=cards drawn for the opponent's mulligans
EV_ACTIVE = 5  #: a=card                            placed as Active in setup
EV_BENCH = 6  #: a=card, b=slot                    put onto the Bench
EV_PRIZES = 7  #: a=number of prizes set aside
EV_FIRST = 8  #: player goes first (coin flip)
EV_TURN = 9  #: a=player's own turn number
EV_DRAW = 10  #: a=card
EV_DECK_OUT = 11  #: could not draw
EV_EVOLVE = 12  #: a=card, b=slot, c=from card
EV_ATTACH = 13  #: a=card, b=slot
EV_TRAINER = 14  #: a=card
EV_RETREAT = 15  #: a=new Active's slot, b=energy discarded, c=1 failed (Confused)
EV_ATTACK = 16  #: a=card, b=attack index
EV_COIN = 17  #: a=1 heads / 0 tails, b=why (COIN_*)
EV_DAMAGE = 18  #: a=amount, b=target player, c=slot
EV_COND = 19  #: a=condition, b=target player
EV_KO = 20  #: a=card, b=slot                    (player = owner)
EV_PRIZE = 21  #: a=prizes taken now, b=prizes left
EV_PROMOTE = 22  #: a=slot promoted to Active, b=card
EV_CHECKUP = 23  #: a=damage, b=condition that did it
EV_CURED = 24  #: a=condition removed
EV_WIN = 25  #: a=winner (-1 draw), b=reason
EV_HEAL = 26  #: a=amount, b=slot
EV_DISCARD_ENERGY = 27  #: a=card, b=target player, c=slot
EV_SEARCH = 28  #: a=card found, b=destination
EV_SWITCH = 29  #: a=slot switched in, b=target player
EV_SUDDEN_DEATH = 30  #: a=sudden-death game number
EV_CONFUSED_FAIL = 31  #: the attack failed: a=self damage
EV_NO_ATTACK = 32  #: ended the turn without attacking
EV_DISCARD = 33  #: a=card discarded from hand
EV_ATTACH_FROM = 34  #: a=card, b=slot, c=source
EV_EFFECT_FAIL = 35  #: an attack did nothing (a coin, Smokescreen)
EV_RECOVER = 36  #: a=card, b=destination, c=1 from play (Scoop Up-like), 0 from the discard pile
EV_SHUFFLE = 37
EV_STADIUM = 38  #: a=card; b=1: its action is taken by the player (c = the Stadium's owner)
EV_POWER = 39  #: a=card, b=slot                    an activated Pokémon Power (or a card's rule) used
EV_FORM = 40  #: a=card switched in, b=slot, c=card switched out (into the deck)   Form Change-like

COIN_EFFECT = 0
COIN_CONFUSION = 1
COIN_SLEEP = 2
COIN_BURN = 3
COIN_RETREAT = 4
COIN_FIRST = 5
COIN_SMOKESCREEN = 6


@kernel_inline_nb
def log_nb(st, player, kind, a, b, c):
    if st.g[G_LOG] == 0:
        return
    n = st.g[G_EVN]
    if n >= st.g[G_EVCAP]:
        return  # the replay reports a truncated log; the game itself is unaffected
    st.ev[n, 0] = st.g[G_TURN]
    st.ev[n, 1] = player
    st.ev[n, 2] = kind
    st.ev[n, 3] = a
    st.ev[n, 4] = b
    st.ev[n, 5] = c
    st.g[G_EVN] = n + 1

"""The effect interpreter's registers: one named cell each in ``st.tmp[TMP_REG:]``.

A program's rows talk to each other only through these (``ptcgsim/effects.py`` says
which rows read and write them): D the damage the DAMAGE row will deal, H/T the heads
and tails of the last flip, X the damage the DAMAGE row did, N the count of the last
counting row, and the program's flags.  The interpreter (``interpreter.py``) clears
them when a program starts; nothing outside a running program reads them.
"""

from __future__ import annotations

REG_D = 0  #: damage to the Defending Pokémon (starts at the printed damage)
REG_H = 1  #: heads of the last flip
REG_T = 2  #: tails of the last flip
REG_X = 3  #: damage the DAMAGE row did (after Weakness, Resistance and protections)
REG_N = 4  #: the count of the last counting row (Energy discarded)
REG_IGNORE_WR = 5  #: effects.IGNORE_* bits: what this attack's DAMAGE ignores (Weakness, Resistance, effects on the Defending Pokémon)
REG_COPYING = 6  #: 1: running a copied attack's rows (COPY_DEF_ATTACK); 2: the same, paying its Energy discards
REG_SEEN_DAMAGE = 7  #: 1: the DAMAGE row has run
REG_KEPT = 8  #: 1: the Trainer being played stays in play (PlusPower, Defender, Clefairy Doll)
REG_LAST_DISCARD = 9  #: 1 + the card the last DISCARD_HAND row discarded (0: none); CNT_LAST_DISCARD_KIND reads it
REG_PREV_DISCARD = 10  #: 1 + the card the DISCARD_HAND row before the last discarded (RECOVER's RC_NOT_DISCARDED reads both)
NREG = 11

#: a family's answer: the row is done, go on with the next one
GO = -1

"""The effect interpreter: runs a card's program rows (``ptcgsim/effects.py``).

One small loop: it reads a row, does the control flow itself (flips, skips, stop,
copying another attack's rows) and hands every other row to the module of the row's
family (``kernel/ops/``), which the opcode table names.  Rows talk to each other only
through the registers (``registers.py``).  No branch here knows a card's name; a new
card is new rows, at most a new opcode with its arm in its family's module.
"""

from __future__ import annotations

import numpy as np

from ..effects import (
    CNT_ARG,
    SH_PREVENT_EFFECTS,
    FAMILIES,
    OP_CHOOSE_ONE,
    OP_COPY_DEF_ATTACK,
    OP_USE_SUPPORTER,  # s31-k19
    OP_COUNT_TO_H,
    OP_SKIP_UNLESS_NAMED,
    NAMED_IN_PLAY,
    OPP,
    OP_FLIP,
    OP_FLIP_PER_ENERGY,
    OP_FLIP_PER_COUNT,
    OP_SKIP_UNLESS_N,
    OP_SKIP,
    OP_SKIP_UNLESS_COUNT,
    OP_SKIP_UNLESS_HEADS,
    OP_SKIP_UNLESS_TAILS,
    OP_STOP,
    OPCODE_TABLE,
    PASSIVE_TRANSPARENCY,
    SELF,
)
from .effects import PROG_DONE, PROG_KEPT, PROG_STOPPED, board_count_nb, choose_copy_attack_nb, flip_nb, named_in_play_nb, named_on_bench_nb
from .events import COIN_EFFECT, EV_COIN, log_nb
from .jit import kernel_nb
from .layout import S_DMG  # s31-k16
from .layout import (
    G_TURN,
    MAXK,
    NT,
    S_BOOST_ATK,
    S_BOOST2,
    S_BOOST_DMG,
    S_BOOST_UNTIL,
    S_CARD,
    S_PREVENT_AMT,
    S_PREVENT_EFFECTS,
    S_PREVENT_FROM,
    S_PREVENT_UNTIL,
    TMP_KIND,
    TMP_REG,
    TMP_UNITS,
)
from .copy_k1831 import choose_copy_k18_nb  # s31-k18
from .ops.board_ops import board_ops_nb
from .ops.card_ops import card_ops_nb
from .ops.damage_ops import damage_ops_nb
from .ops.energy_ops import energy_ops_nb
from .ops.lasting_ops import lasting_ops_nb
from .ops.attack_k19 import k19_copy_source_nb  # s31-k19
from .supporter_k19 import k19_supporter_source_nb  # s31-k19
from .predicates import passive_arg_nb, energy_of_type_nb, passive_nb, shield_nb
from .registers import GO, NREG, REG_COPYING, REG_D, REG_H, REG_KEPT, REG_N, REG_T
from .rng import coin_nb
from .trainer_value import choose_one_nb
from .zones import energy_total_nb

#: family codes of the interpreter's dispatch (requirements and headers run as no-ops)
FAM_NONE = 0
FAM_FLOW = 1
FAM_DAMAGE = 2
FAM_LASTING = 3
FAM_ENERGY = 4
FAM_CARDS = 5
FAM_BOARD = 6
_FAMILY_CODE = {"requirement": FAM_NONE, "header": FAM_NONE, "flow": FAM_FLOW, "damage": FAM_DAMAGE,
                "lasting": FAM_LASTING, "energy": FAM_ENERGY, "cards": FAM_CARDS, "board": FAM_BOARD}
assert set(_FAMILY_CODE) == set(FAMILIES)
#: opcode -> family code, derived from the opcode table (a constant array for Numba)
OP_FAMILY = np.zeros(max(o.code for o in OPCODE_TABLE) + 1, np.int64)
for _o in OPCODE_TABLE:
    OP_FAMILY[_o.code] = _FAMILY_CODE[_o.family]


@kernel_nb
def run_program_nb(st, ct, R, p, s, start, end, dmg, j, card):
    """Run rows [start, end) for player p acting with slot s; PROG_DONE, PROG_STOPPED or
    PROG_KEPT (the Trainer being played stays in play).

    dmg: the printed damage (attacks) or 0; j: the attack index (-1 otherwise);
    card: the Trainer being played (-1 otherwise; it is not in the hand any more).
    """
    o = 1 - p
    turn = st.g[G_TURN]
    reg = st.tmp[TMP_REG : TMP_REG + NREG]
    for i in range(NREG):
        reg[i] = 0
    reg[REG_D] = dmg
    if j >= 0 and st.slot[p, s, S_BOOST_UNTIL] >= turn and st.slot[p, s, S_BOOST_ATK] == j:
        reg[REG_D] = st.slot[p, s, S_BOOST_DMG]  # "next turn, this attack's base damage is ..."
    elif j >= 0 and st.slot[p, s, S_BOOST_UNTIL] >= turn and st.slot[p, s, S_BOOST2] % 16 == j + 1:
        reg[REG_D] = st.slot[p, s, S_BOOST2] // 16
    units = st.tmp[TMP_UNITS : TMP_UNITS + NT]
    kind_ok = st.tmp[TMP_KIND : TMP_KIND + MAXK]
    if j >= 0 and st.slot[o, 0, S_CARD] >= 0 and passive_nb(st, ct, o, 0, PASSIVE_TRANSPARENCY) \
            and (passive_arg_nb(st, ct, o, 0) != 1 or st.slot[o, 0, S_DMG] > 0):  # s31-k16: c = 1, only if damaged
        # Transparency-like: the Defending Pokémon flips when the attack comes; heads
        # prevents all of this attack's effects on it, damage included (this turn only)
        cflip = coin_nb(st.rng)
        log_nb(st, o, EV_COIN, cflip, COIN_EFFECT, 0)
        if cflip == 1:
            st.slot[o, 0, S_PREVENT_UNTIL] = turn
            st.slot[o, 0, S_PREVENT_AMT] = 0
            st.slot[o, 0, S_PREVENT_EFFECTS] = 1
            st.slot[o, 0, S_PREVENT_FROM] = 0
    if j >= 0 and st.slot[o, 0, S_CARD] >= 0 and shield_nb(st, ct, o, 0, SH_PREVENT_EFFECTS):
        # a power that prevents the effects of this attack on the Defending Pokémon (this turn);
        # its damage part, if any, is read where damage is done (power_protect_nb)
        if st.slot[o, 0, S_PREVENT_UNTIL] < turn:
            st.slot[o, 0, S_PREVENT_UNTIL] = turn
            st.slot[o, 0, S_PREVENT_AMT] = -1  # no damage prevented by this mark
            st.slot[o, 0, S_PREVENT_FROM] = 0
        st.slot[o, 0, S_PREVENT_EFFECTS] = 1
    r = start
    while r < end:
        op = ct.prog[r, 0]
        a = ct.prog[r, 1]
        b = ct.prog[r, 2]
        c = ct.prog[r, 3]
        r += 1
        fam = OP_FAMILY[op]
        res = GO
        if fam == FAM_FLOW:
            if op == OP_FLIP:
                reg[REG_H], reg[REG_T] = flip_nb(st, p, a)
            elif op == OP_FLIP_PER_ENERGY or op == OP_FLIP_PER_COUNT:
                if op == OP_FLIP_PER_COUNT:
                    n = board_count_nb(st, ct, p, s, a % CNT_ARG, a // CNT_ARG - 1)
                elif c > 0:  # only the units of type c - 1
                    n = energy_of_type_nb(st, ct, p, s, c - 1) if a == SELF else energy_of_type_nb(st, ct, o, 0, c - 1)
                else:
                    n = energy_total_nb(st, ct, p, s) if a == SELF else energy_total_nb(st, ct, o, 0)
                reg[REG_H] = 0
                reg[REG_T] = 0
                if n > 0:
                    reg[REG_H], reg[REG_T] = flip_nb(st, p, n)
            elif op == OP_SKIP_UNLESS_HEADS:
                if reg[REG_H] < a:
                    r += b
            elif op == OP_SKIP_UNLESS_TAILS:
                if reg[REG_T] < a:
                    r += b
            elif op == OP_SKIP:
                r += a
            elif op == OP_CHOOSE_ONE:  # "choose 1": the second option skips the first (its SKIP included)
                if choose_one_nb(st, ct, R, p, s, r, a, b) == 1:
                    r += a
            elif op == OP_SKIP_UNLESS_N:
                if reg[REG_N] < a:
                    r += b
            elif op == OP_SKIP_UNLESS_COUNT:
                n = board_count_nb(st, ct, p, s, a % CNT_ARG, a // CNT_ARG - 1)
                if (b > 0 and n < b) or (b <= 0 and n >= -b):
                    r += c
            elif op == OP_COUNT_TO_H:
                reg[REG_H] = board_count_nb(st, ct, p, s, a % CNT_ARG, a // CNT_ARG - 1)
                reg[REG_T] = 0
            elif op == OP_STOP:
                return PROG_STOPPED
            elif op == OP_SKIP_UNLESS_NAMED:
                who = o if a % NAMED_IN_PLAY == OPP else p
                if not (named_on_bench_nb(st, ct, who, c) or (a >= NAMED_IN_PLAY and named_in_play_nb(st, ct, who, c) > 0)):
                    r += b
            elif op == OP_COPY_DEF_ATTACK:
                # the copied attack's rows run here, for the acting Pokémon, with their base damage
                # (b > 0: one of the acting player's Benched Pokémon's, of cflags bit b - 1)
                if reg[REG_COPYING] == 0:
                    if b < 0:  # s31-k19: the opponent's Bench, the cards under the acting Pokémon, the opponent's hand
                        w, dk, jj = k19_copy_source_nb(st, ct, p, s, b)
                    elif c > 0:  # s31-k18: the opponent's Pokémon in play, the Energy needed (CP_* bits)
                        w, dk, jj = choose_copy_k18_nb(st, ct, p, s, b - 1, c, units)
                    else:
                        w, dk, jj = choose_copy_attack_nb(st, ct, p, b - 1)
                    if dk >= 0:
                        reg[REG_COPYING] = 2 if a == 1 else 1  # 2: the copy pays its Energy discards
                        reg[REG_D] = ct.atk_dmg[w, dk, jj]
                        j = -1
                        r = ct.atk_prog[w, dk, jj, 0]
                        end = ct.atk_prog[w, dk, jj, 1]
            elif op == OP_USE_SUPPORTER:  # s31-k19: a Supporter card's rows as this attack's effect
                if reg[REG_COPYING] == 0:
                    w, tk = k19_supporter_source_nb(st, ct, R, p, s, a)
                    if tk >= 0:
                        reg[REG_COPYING] = 2
                        j = -1
                        r = ct.tr_prog[w, tk, 0]
                        end = ct.tr_prog[w, tk, 1]
        elif fam == FAM_DAMAGE:
            res = damage_ops_nb(st, ct, R, p, s, op, a, b, c, j, card, start, reg, units, kind_ok)
        elif fam == FAM_LASTING:
            res = lasting_ops_nb(st, ct, R, p, s, op, a, b, c, j, card, start, reg, units, kind_ok)
        elif fam == FAM_ENERGY:
            res = energy_ops_nb(st, ct, R, p, s, op, a, b, c, j, card, start, reg, units, kind_ok)
        elif fam == FAM_CARDS:
            res = card_ops_nb(st, ct, R, p, s, op, a, b, c, j, card, start, reg, units, kind_ok)
        elif fam == FAM_BOARD:
            res = board_ops_nb(st, ct, R, p, s, op, a, b, c, j, card, start, reg, units, kind_ok)
        # FAM_NONE: requirement rows were checked when the action was listed; headers and NOP do nothing
        if res != GO:
            return res
    return PROG_KEPT if reg[REG_KEPT] == 1 else PROG_DONE

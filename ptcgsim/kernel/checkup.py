"""Pokémon Checkup between turns (RULES.md §7; order from 002):
Poison → Burn → Sleep → Paralysis → (Abilities, Trainer effects) → Knock Outs."""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb


from ..effects import PASSIVE_CHECKUP_COUNTERS
from .cardtable import CF_HAS_POWER
from ..effects import BT_ACTIVES, BT_HEAL_NON_EX, BT_OPP_BENCH_BASIC, BT_OPP_BODIES, BT_POISONED, PASSIVE_BETWEEN_TURNS
from ..effects import BT_ACTIVES_NOT_WATER, BT_OPP_EX  # s31-k15
from .cardtable import CF_EX, CF_HAS_BODY
from ..effects import ST_BURN_MORE  # s30-k9
from ..effects import ASLEEP, BURNED, PARALYZED, PASSIVE_BETWEEN_HEAL, POISONED, ST_BETWEEN_COUNTERS, ST_POISON_MORE, TOOL_BETWEEN_CURE, TOOL_BETWEEN_HEAL
from ..rules import R_BURN, R_PARALYSIS_NEXT_OWN
from .damage import place_damage_nb
from .events import COIN_BURN, COIN_SLEEP, EV_CHECKUP, EV_COIN, EV_CURED, EV_HEAL, log_nb
from .layout import G_CUR, G_STADIUM_K, G_TURN, NSLOT, PL_BURN, PL_POISON, PL_STATUS, PL_STATUS_TURN, S_CARD, S_DMG, S_TOOL_K
from .predicates import passive_arg_nb, passive_nb, stadium_amount_nb, tool_amount_nb
from .predicates import holder_is_type_nb  # s31-k15
from .k15 import bedhead_nb, bt_heal_kind_nb, sleep_wakes_nb  # s31-k15
from .zones import discard_attached_nb
from ..effects import TD_BETWEEN_EVOLVE, TOOL_DISCARD  # s31-k20
from .effects import evolve_from_deck_nb  # s31-k20
from .rng import coin_nb
from ..effects import BT_ASLEEP, BT_HEAL_OWN, BT_OPP_ACTIVE  # s31-k16
from .k16_bodies import between_heal_ok_nb, burn_more_nb  # s31-k16


@kernel_nb
def checkup_nb(st, ct, R):
    turn = st.g[G_TURN]
    cur = st.g[G_CUR]
    for p in range(2):  # Poison: damage counters, no Weakness/Resistance
        if st.slot[p, 0, S_CARD] >= 0 and st.pl[p, PL_POISON] > 0:
            amt = st.pl[p, PL_POISON]
            if st.g[G_STADIUM_K] >= 0:  # a Stadium: more counters on Poisoned Pokémon
                amt += stadium_amount_nb(st, ct, p, 0, ST_POISON_MORE, -1, -1)
            log_nb(st, p, EV_CHECKUP, amt, POISONED, 0)
            place_damage_nb(st, p, 0, amt)
    for p in range(2):  # Burn
        if st.slot[p, 0, S_CARD] >= 0 and st.pl[p, PL_BURN] == 1:
            bamt = 20  # s30-k9: a Full Flame-like Stadium: more (ST_BURN_MORE)
            if st.g[G_STADIUM_K] >= 0:
                bamt += stadium_amount_nb(st, ct, p, 0, ST_BURN_MORE, -1, -1)
            bamt += burn_more_nb(st, ct)  # s31-k16: a Fiery Aura-like Active's body
            if R[R_BURN] == 1:  # ex: flip, tails 2 counters
                c = coin_nb(st.rng)
                log_nb(st, p, EV_COIN, c, COIN_BURN, 0)
                if c == 0:
                    log_nb(st, p, EV_CHECKUP, bamt, BURNED, 0)
                    place_damage_nb(st, p, 0, bamt)
            elif R[R_BURN] == 2:  # modern: 2 counters, then flip; heads cures
                log_nb(st, p, EV_CHECKUP, bamt, BURNED, 0)
                place_damage_nb(st, p, 0, bamt)
                c = coin_nb(st.rng)
                log_nb(st, p, EV_COIN, c, COIN_BURN, 0)
                if c == 1:
                    st.pl[p, PL_BURN] = 0
                    log_nb(st, p, EV_CURED, BURNED, 0, 0)
    for p in range(2):  # Sleep: flip at every Checkup, heads wakes
        if st.slot[p, 0, S_CARD] >= 0 and st.pl[p, PL_STATUS] == ASLEEP:
            if sleep_wakes_nb(st, ct, p):  # s31-k15: 2 coins under a Deep Sleep-like body
                st.pl[p, PL_STATUS] = 0
                log_nb(st, p, EV_CURED, ASLEEP, 0, 0)
    bedhead_nb(st, ct)  # s31-k15
    # Paralysis: cured at the Checkup after its owner's turn; base/ex (000): only after the
    # owner's *next* turn, so a Pokémon paralysed during its owner's own turn stays paralysed.
    p = cur
    if st.pl[p, PL_STATUS] == PARALYZED:
        if R[R_PARALYSIS_NEXT_OWN] == 0 or st.pl[p, PL_STATUS_TURN] < turn:
            st.pl[p, PL_STATUS] = 0
            log_nb(st, p, EV_CURED, PARALYZED, 0, 0)
    for q in range(2):  # Bodies of an Active that put counters on, or heal, Pokémon between turns
        if passive_nb(st, ct, q, 0, PASSIVE_BETWEEN_TURNS):
            between_turns_nb(st, ct, q, passive_arg_nb(st, ct, q, 0))
    bt_heal_kind_nb(st, ct)  # s31-k15: Reactive Aroma-like
    for q in range(2):  # Bodies that heal "at any time between turns" (before the Knock Out check)
        for s in range(NSLOT):
            if st.slot[q, s, S_CARD] >= 0 and st.slot[q, s, S_DMG] > 0 and passive_nb(st, ct, q, s, PASSIVE_BETWEEN_HEAL) \
                    and between_heal_ok_nb(st, ct, q, s):  # s31-k16: its REQ_* rows
                h = min(passive_arg_nb(st, ct, q, s), st.slot[q, s, S_DMG])
                st.slot[q, s, S_DMG] -= h
                log_nb(st, q, EV_HEAL, h, s, 0)
    for q in range(2):  # Freezing Shroud-like: counters on each Pokémon with a power, not of its name
        for s in range(NSLOT):
            if st.slot[q, s, S_CARD] >= 0 and passive_nb(st, ct, q, s, PASSIVE_CHECKUP_COUNTERS):
                nm = ct.name[q, st.slot[q, s, S_CARD]]
                amt = passive_arg_nb(st, ct, q, s)
                for p2 in range(2):
                    for w in range(NSLOT):
                        kw = st.slot[p2, w, S_CARD]
                        if kw >= 0 and (ct.cflags[p2, kw] & CF_HAS_POWER) != 0 and ct.name[p2, kw] != nm:
                            place_damage_nb(st, p2, w, amt)
    if st.g[G_STADIUM_K] >= 0:  # Desert Ruins-like: counters between turns on the Pokémon the Stadium names
        for q in range(2):
            for s in range(NSLOT):
                x = stadium_amount_nb(st, ct, q, s, ST_BETWEEN_COUNTERS, -1, -1)
                if x > 0:
                    log_nb(st, q, EV_CHECKUP, x, 0, s)
                    place_damage_nb(st, q, s, x)
    for q in range(2):  # Berry-like Tools "at any time between turns": cure or heal, then discarded
        for s in range(NSLOT):
            if st.slot[q, s, S_CARD] < 0 or st.slot[q, s, S_TOOL_K] < 0:
                continue
            used = False
            if s == 0 and (st.pl[q, PL_STATUS] != 0 or st.pl[q, PL_POISON] > 0 or st.pl[q, PL_BURN] > 0) \
                    and tool_amount_nb(st, ct, q, s, TOOL_BETWEEN_CURE) > 0:
                st.pl[q, PL_STATUS] = 0
                st.pl[q, PL_POISON] = 0
                st.pl[q, PL_BURN] = 0
                log_nb(st, q, EV_CURED, 0, 0, 0)
                used = True
            h = tool_amount_nb(st, ct, q, s, TOOL_BETWEEN_HEAL)
            if h > 0 and st.slot[q, s, S_DMG] >= h:
                st.slot[q, s, S_DMG] -= h
                log_nb(st, q, EV_HEAL, h, s, 0)
                used = True
            if s == 0 and not used and tool_amount_nb(st, ct, q, s, TOOL_DISCARD) == TD_BETWEEN_EVOLVE:
                evolve_from_deck_nb(st, ct, q, 0, 0, -1)  # s31-k20: a Team Aqua / Magma Belt-like Tool
                used = True
            if used:
                discard_attached_nb(st, q, s, S_TOOL_K)


@kernel_inline_nb
def between_turns_nb(st, ct, q, c):
    """q's Active's PASSIVE_BETWEEN_TURNS body at a Checkup: c % 1000 damage (HP units) on each
    Pokémon its BT_* mode c // 1000 names, or healed from them (BT_HEAL_NON_EX)."""
    amt = c % 1000
    mode = c // 1000
    for r in range(2):
        for s in range(NSLOT):
            k = st.slot[r, s, S_CARD]
            if k < 0:
                continue
            if mode == BT_ACTIVES:
                hit = s == 0
            elif mode == BT_HEAL_NON_EX:
                if (ct.cflags[r, k] & CF_EX) == 0 and st.slot[r, s, S_DMG] > 0:
                    h = min(amt, st.slot[r, s, S_DMG])
                    st.slot[r, s, S_DMG] -= h
                    log_nb(st, r, EV_HEAL, h, s, 0)
                continue
            elif mode == BT_OPP_BODIES:
                hit = r != q and (ct.cflags[r, k] & CF_HAS_BODY) != 0
            elif mode == BT_POISONED:
                hit = s == 0 and st.pl[r, PL_POISON] > 0
            elif mode == BT_OPP_BENCH_BASIC:
                hit = r != q and s > 0 and ct.stage[r, k] == 0
            elif mode == BT_OPP_EX:  # s31-k15
                hit = r != q and (ct.cflags[r, k] & CF_EX) != 0
            elif mode == BT_ACTIVES_NOT_WATER:  # s31-k15
                hit = s == 0 and not holder_is_type_nb(st, ct, r, s, 2)  # 2: Water
            elif mode == BT_HEAL_OWN:  # s31-k16
                if r == q and st.slot[r, s, S_DMG] > 0:
                    h = min(amt, st.slot[r, s, S_DMG])
                    st.slot[r, s, S_DMG] -= h
                    log_nb(st, r, EV_HEAL, h, s, 0)
                continue
            elif mode == BT_OPP_ACTIVE:  # s31-k16
                hit = r != q and s == 0
            elif mode == BT_ASLEEP:  # s31-k16: still Asleep after the Sleep flip
                hit = s == 0 and st.pl[r, PL_STATUS] == ASLEEP
            else:
                hit = False
            if hit:
                log_nb(st, r, EV_CHECKUP, amt, 0, s)
                place_damage_nb(st, r, s, amt)

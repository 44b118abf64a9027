"""Attacking (RULES.md §5): effects that cancel the attack, the Confusion check, the program."""

from __future__ import annotations

from .jit import kernel_inline_nb


from ..effects import CONFUSED, PASSIVE_BASIC_ATTACK_FLIP
from .predicates import passive_nb
from ..rules import R_CONFUSION_DAMAGE, R_CONFUSION_WR
from .damage import place_damage_nb, power_protect_nb, prevent_applies_nb, weakness_resistance_nb
from .interpreter import run_program_nb
from .on_damaged import on_damaged_nb
from .predicates import atk_src_nb
from .events import COIN_CONFUSION, COIN_SMOKESCREEN, EV_ATTACK, EV_COIN, EV_CONFUSED_FAIL, EV_EFFECT_FAIL, log_nb
from .layout import G_TURN, PL_ATTACKED, PL_STATUS, S_CARD, S_PREVENT_EFFECTS, S_PREVENT_FROM, S_PREVENT_UNTIL, S_SMOKE_UNTIL, S_TOOL_FIRED
from .rng import coin_nb
from .k20 import attack_voided_nb  # s31-k20
from .layout import G_STADIUM_K  # s31-k20


@kernel_inline_nb  # one call site: inlined there, no library of its own (jit.py)
def attack_nb(st, ct, R, p, j):
    """p's Active uses attack j (legality already checked)."""
    k = st.slot[p, 0, S_CARD]
    st.pl[p, PL_ATTACKED] = 1
    st.slot[p, 0, S_TOOL_FIRED] = st.g[G_TURN]  # its Tool's TD_AFTER_ATTACK (steps.end_turn_cleanup_nb)
    log_nb(st, p, EV_ATTACK, k, j, 0)
    # effects that alter or cancel the attack come first (Smokescreen-like), then Confusion (000)
    if st.slot[p, 0, S_SMOKE_UNTIL] >= st.g[G_TURN]:
        c = coin_nb(st.rng)
        log_nb(st, p, EV_COIN, c, COIN_SMOKESCREEN, 0)
        if c == 0:
            log_nb(st, p, EV_EFFECT_FAIL, 0, 0, 0)
            return
    if ct.stage[p, k] == 0 and passive_nb(st, ct, 1 - p, 0, PASSIVE_BASIC_ATTACK_FLIP):
        c = coin_nb(st.rng)  # Pattern Distraction-like: a Basic Pokémon's attack, tails does nothing
        log_nb(st, p, EV_COIN, c, COIN_SMOKESCREEN, 0)
        if c == 0:
            log_nb(st, p, EV_EFFECT_FAIL, 0, 0, 0)
            return
    if st.pl[p, PL_STATUS] == CONFUSED:
        c = coin_nb(st.rng)
        log_nb(st, p, EV_COIN, c, COIN_CONFUSION, 0)
        if c == 0:
            dmg = R[R_CONFUSION_DAMAGE]
            if R[R_CONFUSION_WR] == 1:
                # base (000): 20 to itself, with its own Weakness/Resistance to its own type,
                # through the damage path of any attack: passive Powers that say "even your
                # own" apply (Invisible Wall, Kabuto Armor), unless their text stops them
                # while Confused
                dmg = power_protect_nb(st, ct, p, 0, weakness_resistance_nb(ct, R, p, k, p, k, dmg))
            log_nb(st, p, EV_CONFUSED_FAIL, dmg, 0, 0)
            place_damage_nb(st, p, 0, dmg)
            return
    o = 1 - p
    if st.slot[o, 0, S_PREVENT_UNTIL] >= st.g[G_TURN] and st.slot[o, 0, S_PREVENT_FROM] >= 3 \
            and not prevent_applies_nb(st, ct, o, 0):
        st.slot[o, 0, S_PREVENT_EFFECTS] = 0  # a protection from Pokémon-ex (Evolved Pokémon) only: not from this one
    if st.g[G_STADIUM_K] >= 0 and attack_voided_nb(st, ct):
        log_nb(st, p, EV_EFFECT_FAIL, 0, 0, 0)  # s31-k20: a Holon Circle-like Stadium: the attack ends, the Stadium goes
        return
    qa, ka, ja = atk_src_nb(st, ct, p, 0, j)  # j >= MAXATK: the Technical Machine's attack; s30-k9: another card's
    if ka >= 0:
        run_program_nb(st, ct, R, p, 0, ct.atk_prog[qa, ka, ja, 0], ct.atk_prog[qa, ka, ja, 1], ct.atk_dmg[qa, ka, ja], j, -1)
        on_damaged_nb(st, ct, R, p)  # s30-k6: "if this Pokémon is damaged by an attack" answers (on_damaged.py)

"""One rule, one predicate (RULES.md §4–5).

The legal-action list, the players and the invariant checker all ask these,
so what a player may do cannot drift from what the rules allow.
"""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb
from .k17 import name_in_code_nb, same_power_name_nb  # s31-k17
from ..effects import ENERGY_KIND  # s31-k17
from ..effects import CNT_SELF_EVOLVED, ELIG_DELTA, ELIG_NOT_ACTING, MD_PAIR_KO_OK, ME_ANY_BASIC, OP_REQ_MOVE_ENERGY_SELF, TC_EX  # s31-k17
from .cardtable import CF_DELTA  # s31-k17


from ..effects import (
    CNT_ARG,
    OP_STADIUM,
    ST_ACTION,
    ST_EVOLVE_FRESH,
    ST_NO_POWERS,
    ST_NO_POWERS_HP_BELOW,
    TOOL_TYPE_IS,
    TC_HAS_POKE_POWER,
    TNP_ALL,
    ST_NO_TOOLS,
    ST_STACK_ATTACKS,
    TC_NO_DARK_OWNER,
    TC_HAS_ENERGY,
    TC_NOT_TYPE,
    EN_ATTACH_ONLY,
    EN_CANT_RETREAT,
    EN_DISCARD_END_TURN,
    EN_DISCARD_UNLESS,
    EN_PROVIDE,
    OP_ENERGY,
    TC_ACTIVE,
    TC_ANCIENT,
    EN_NO_ATTACK_EFFECTS,
    SH_PREVENT_EFFECTS,
    TC_NO_OWNER,
    TC_NS,
    TC_OWNER,
    TC_MARNIES,
    RC_FLAGS,
    TOOL_ATTACH_ONLY,
    TC_OTHER_V,
    TC_SAME_NAME_OTHER,
    PASSIVE_NO_SELF_KO,
    PASSIVE_LOCK_BASIC,
    PASSIVE_POWER_LOCK,
    PASSIVE_NO_PLAY,
    LK_NEG1,
    LK_NEG2,
    LK_FLAG1,
    LK_FLAG2,
    LK_BOTH,
    LK_KIND,
    LK_WHERE,
    LK_ATTACKS,
    NP_ITEM,
    NP_TOOL,
    NP_STADIUM,
    NP_SUPPORTER,
    NP_SPECIAL_ENERGY,
    NP_EVOLVE,
    NP_EVOLVE_ACTIVE,
    NP_WHERE,
    NT_MASK,
    PASSIVE_COST_LESS_PER_PRIZE,
    PASSIVE_NO_ACE,
    PASSIVE_NO_RECOVER_HAND,
    PASSIVE_BENCH_VEIL,
    OP_REQ_NAMED_IN_PLAY,
    OP_RECOVER,
    TO_HAND,
    PW_SELF_KO,
    MD_OWN_TO_OPP,
    MD_EITHER,
    TOOL_COST_LESS,
    TOOL_COST_IGNORE,  # s29-k2
    TOOL_COST_ANY_LESS,  # s29-k2
    TC_TERA,  # s29-k2
    MOD_COUNT,  # s29-k2
    MC_ATK,  # s29-k2
    MC_AT_LEAST,  # s30-k6
    TC_OTHER_ANY_SPECIAL,  # s30-k6
    TC_CONFUSED,  # s30-k6
    TC_RETREAT_4,  # s30-k6
    TC_SAME_ENERGY_AS_OTHER,  # s30-k6
    CNT_OWN_KIND_IN_PLAY,  # s29-k2
    CNT_OPP_KIND_IN_PLAY,  # s29-k2
    CNT_OWN_NAMES_IN_PLAY,  # s29-k2
    CNT_SECOND_FIRST_TURN,  # s29-k2
    CNT_SELF_EVOLVED_TURN,  # s30-k7
    CNT_OWN_COUNTERS_KIND,  # s30-k7
    CNT_OWN_BENCH_COUNTERS_KIND,  # s30-k7
    CNT_OPP_COUNTERS_KIND,  # s30-k7
    CNT_SELF_HEALED_TURN,  # s30-k7
    CNT_OWN_SUPPORTER_PLAYED,  # s30-k7
    CNT_DEF_RESIST_TYPE,  # s30-k7
    CNT_OWN_BENCH_STAGE,  # s30-k7
    CNT_OWN_BENCH_ENERGY_TYPE,  # s30-k7
    CNT_SELF_TOOL_TURN,  # s30-k7
    CNT_SELF_HIT_LAST_TURN,  # s30-k7
    PASSIVE_EVOLVE_EARLY,  # s29-k2
    PASSIVE_FIRST_TURN_ATTACK,  # s29-k2
    EE_FIRST_TURN_ONLY,  # s29-k2
    TC_AQUA,
    TC_NOT_AQUA,
    TC_NOT_MAGMA,
    TC_EX_HP100,
    KIND_SPECIAL_ENERGY,
    TC_BENCHED,
    TC_DARK,
    TC_DARK_OR_ROCKETS,
    TC_DELTA,
    TC_EVOLVED,
    TC_EVOLVED_NO_RULE_BOX,
    TC_MAGMA,
    TC_NO_OTHER_SPECIAL,
    TC_NOT_EX,
    TC_TEAM_ROCKET,
    KIND_ANY,
    KIND_BASIC_ENERGY,
    KIND_BASIC_POKEMON,
    KIND_BASIC_ENERGY_OF_TYPE,
    KIND_BASIC_OF_TYPE,
    KIND_ENERGY,
    KIND_EVOLUTION,
    KIND_STAGE1,
    KIND_STAGE2,
    KIND_ITEM,
    KIND_NAMED,
    KIND_POKEMON,
    KIND_POKEMON_OF_TYPE,
    KIND_STADIUM,
    KIND_SUPPORTER,
    KIND_TRAINER,
    OP_REQ_DECK,
    OP_REQ_DISCARD,
    OP_EVOLVE_FROM_HAND,
    OP_REQ_HAND,
    OP_REQ_NOT_TURN,
    OP_FIRST_TURN_OK,
    OP_ASLEEP_OK,  # s31-k19
    OP_REQ_OPP_BENCH,
    OP_REQ_OPP_ENERGY,
    OP_REQ_OWN_POKEMON,
    OP_REQ_OWN_BENCH,
    OP_REQ_OWN_DAMAGED,
    OP_REQ_OWN_ENERGY,
    OP_REQ_ATTACK_UNUSED,
    OP_REQ_BENCH_SPACE,
    OP_REQ_BREED,
    OP_REQ_DEF_COND,
    OP_REQ_HAND_KIND,
    OP_REQ_OWN_EVOLVED,
    OP_POWER_ACTIVATED,
    OP_POWER_PASSIVE,
    OP_TOOL,
    TC_BASIC,
    TC_HP_30,
    TC_NO_RULE_BOX,
    TC_OTHER_ABILITY,
    TC_OTHER_EX,
    TC_OTHER_TYPE,
    TC_POISONED,
    TC_PRIZES_BEHIND,
    TC_SHIFT,
    TC_STAGE1,
    TC_STAGE2,
    TC_TYPE,
    TOOL_HP,
    TOOL_RETREAT_LESS,
    TOOL_ACTIVES_RETREAT_MORE,
    MOD_NOSTACK,
    MOD_SCOPE,
    MOD_SRC,
    MS_OPP,
    MS_OWN_OTHER_NAME,
    MS_SELF,
    PASSIVE_MODS,
    PASSIVE_SHIELD,
    SH_DAMAGE,
    TC_ANY_ENERGY,
    TC_ANY_SPECIAL,
    TC_ENERGY_OF,
    TC_FULL_HP,
    TC_FUTURE,
    TC_NO_ENERGY,
    TC_OPP_EX_IN_PLAY,
    TC_OTHER_BASIC,
    TC_OTHER_DELTA,
    TC_OTHER_EVOLVED,
    OP_REQ_HAND_ENERGY_FOR_TYPE,
    OP_REQ_MOVE_DAMAGE,
    OP_REQ_MOVE_ENERGY,
    OP_REQ_OTHER_TYPE,
    MD_ANY_KO_OK,
    MD_TO_SELF_NO_KO,
    PASSIVE_ENERGY_AS_TYPE,
    PASSIVE_COLORLESS_AS_TYPE,
    PASSIVE_ENERGY_BOOST,
    SH_SAME_NAME,
    ST_SPECIAL_ONE,
    TC_BASIC_FIRE_CARD,
    TC_BASIC_FIGHTING_CARD,
    TC_BASIC_WATER_CARD,
    TC_BASIC_PSYCHIC_CARD,
    TC_BASIC_GRASS_CARD,
    TC_BASIC_LIGHTNING_CARD,
    EN_EVERY_TYPE,
    PASSIVE_NO_EVOLUTION,
    PASSIVE_RETREAT_AID,
    PASSIVE_TOXIC_GAS,
    PW_ACTIVE_ONLY,
    PW_BENCH_ONLY,
    PW_NOT_PLAYED_TURN,
    PW_ON_ATTACH,
    PW_ON_BENCH,
    PW_ON_EVOLVE,
    PW_ON_MOVE_UP,
    SH_FROM_TERA,
    SH_OWN_SCOPE,
    PW_ONE_PER_NAME,
    OPP,
    BURNED,
    CONFUSED,
    POISONED,
    ASLEEP,
    PARALYZED,
)
from ..rules import (
    R_EVOLVE_GAME_FIRST_ONLY,
    R_FIRST_MAY_ATTACK,
    R_FIRST_MAY_SUPPORTER,
    R_RETREATS_PER_TURN,
    R_STADIUM_LIMIT,
    R_SUPPORTER_LIMIT,
)
from .cardtable import CF_ANCIENT, CF_V, CF_DELTA, CF_NAME_AQUA, CF_NAME_HOLON, CF_NAME_DARK, CF_NAME_MAGMA, CF_NAME_ROCKETS, CF_TEAM_ROCKET, CF_TYPES
from .cardtable import CF_OWNER0, CF_ACE_SPEC, CF_POWER_LOCKS, CF_NS, CF_MARNIES, CF_OWNERS, CF_FUTURE, CF_HAS_BODY, CF_POWER_MODS, CF_POWER_NAMED, CF_TERA, CF_COPY, CF_EX, CF_HAS_POWER, CF_NO_RETREAT, CF_RULE_DISCARD, CF_TRANSFORM, SUPER_ENERGY, SUPER_POKEMON, SUPER_TRAINER, TK_ITEM, TK_STADIUM, TK_SUPPORTER, TK_TOOL
from .layout import (
    MAXATK,
    COLORLESS,
    G_STADIUM_K,
    G_STADIUM_P,
    G_STADIUM_USED,
    G_TURN,
    G_FIRST,  # s29-k2
    NSLOT,
    NT,
    PL_DECK_N,
    PL_ENERGY_DONE,
    PL_HAND_N,
    PL_NO_TRAINERS_KIND,
    PL_NO_TRAINERS_UNTIL,
    PL_NO_ATTACK_UNTIL,
    PL_OWN_TURNS,
    PL_BURN,
    PL_POISON,
    PL_PRIZES_LEFT,
    PL_RETREAT_BLOCKED,
    PL_RETREATS,
    PL_STADIUMS,
    PL_STATUS,
    PL_SUPPORTERS,
    PL_SUPPORTER_K,  # s30-k7
    S_CANT_ATTACK_UNTIL,
    S_CANT_RETREAT_UNTIL,
    S_AMNESIA_ATK,
    S_AMNESIA_UNTIL,
    S_LOCK_PROG,
    S_LOCK_UNTIL,
    S_CARD,
    S_DMG,
    S_NEN,
    S_NSTACK,
    S_AS_BASIC,
    S_STACK0,
    S_PLAYED_TURN,
    S_HEALED_TURN,  # s30-k7
    S_TOOL_TURN,  # s30-k7
    S_HIT_DMG,  # s30-k7
    S_HIT_TURN,  # s30-k7
    S_USED_PROG,
    S_TOOL_K,
    S_COST_MORE,  # s29-k2
    S_COST_MORE_UNTIL,  # s29-k2
    S_PWR_N,
    S_PWR_TURN,
    S_TYPE_OVER,
    S_TYPE_UNTIL,
    MAXEN,
    printed_top_nb,
)
from ..effects import (
    CNT_OWN_ACTIVE_FLAG,
    ME_BENCH_TO_ACTIVE,
    ME_SPECIAL_TOO,
    PASSIVE_DUAL_TYPE,
    PASSIVE_NO_BASIC_ATTACKS,
    PASSIVE_NO_SUPPORTERS,
    PASSIVE_RETREAT_ANY_STATUS,
    TC_ANY_BASIC_ENERGY,
    TC_HP_40,
    TC_HP_90,
    CNT_DEF_COND,
    CNT_DEF_CONDS,
    CNT_DEF_DAMAGE,
    CNT_DEF_KO,
    CNT_DEF_ENERGY,
    CNT_DEF_PRIZE,
    CNT_DEF_RETREAT,
    CNT_DEF_RETREAT_NOW,  # s31-k19
    CNT_ENERGY_ALL_TRAIL,  # s31-k19
    CNT_DEF_STAGE,
    CNT_DEF_TYPE,
    CNT_HAND_LEAD,
    CNT_HAND_TRAIL,
    CNT_OPP_BENCH,
    CNT_OPP_DISCARD_KIND,
    CNT_OPP_ENERGY_ALL,
    CNT_OPP_HAND,
    CNT_OPP_PRIZES_LEFT,
    CNT_OPP_PRIZES_TAKEN,
    CNT_OWN_BENCH,
    CNT_OWN_BENCH_DAMAGED,
    CNT_OWN_BENCH_TYPE,
    CNT_OWN_DECK,
    CNT_OWN_DISCARD_KIND,
    CNT_OWN_ENERGY_ALL,
    CNT_OWN_HAND,
    CNT_OWN_KO_LAST_TURN,
    KO_KIND_ANY_CAUSE,
    KO_KINDS_TURN,
    CNT_OWN_PRIZES_TAKEN,
    CNT_OWN_STADIUM,
    CNT_OWN_SUPPORTERS_TURN,
    CNT_OWN_TYPE_IN_PLAY,
    CNT_PRIZE_LEAD,
    CNT_SELF_ACTIVE,
    CNT_SELF_COND,
    CNT_SELF_CONDS,
    CNT_SELF_DAMAGE,
    CNT_SELF_ENERGY,
    CNT_SELF_MOVED_UP,
    CNT_SELF_SPECIAL_ENERGY,
    CNT_STADIUM,
    CNT_OPP_TOOLS,
    CNT_ANY_TOOLS,
    CNT_OWN_TOOLS,
    CNT_SELF_TOOL,
    CNT_SELF_TM,
    CNT_DEF_TOOL,
    CNT_ENERGY_DIFF,
    CNT_OWN_FLAG_IN_PLAY,
    CNT_OPP_HAND_KIND,
    CNT_OWN_EVOLVED_IN_PLAY,
    CNT_ALL_FLAG_IN_PLAY,
    CNT_DEF_SPECIAL_ENERGY,
    CNT_DEF_BODY,
    CANT_ATTACK_NEED,
    MOVE_FROM,
    PASSIVE_CANT_ATTACK_UNLESS,
    PASSIVE_NO_BASIC_POWERS,
    TC_POWER_NAMED,
    CNT_OWN_STAGE_IN_PLAY,
    CNT_LAST_DISCARD_KIND,
    CNT_SELF_MAY_EVOLVE,
    CNT_SELF_ENERGY_KIND,
    CNT_DEF_FLAG,
    CNT_STADIUM_KIND,
    CNT_OPP_FLAG_IN_PLAY,
    CNT_OPP_EVOLVED_IN_PLAY,
    CNT_OPP_STAGE_IN_PLAY,
    CNT_ALL_PRIZES_LEFT,
    CNT_DEF_BASIC_TYPES,
    CNT_ENERGY_TRAIL,
    CNT_HP_LEAD,
    CNT_IN_PLAY_ALL,
    ENERGY_ANY_CARD,
    ENERGY_MASK,
    EM_SPECIAL_TOO,
    ENERGY_KIND,
    OP_REQ_COUNT,
    KIND_TOOL,
    KIND_TRAINER_NOT_SUPPORTER,  # s31-k18
    KIND_POKEMON_NOT_EX,
    KIND_FLAG,
    KIND_NOFLAG,
    KIND_HP_MAX,
    KIND_EITHER,
)
from .layout import (
    PL_KO_BY_ATTACK_TURN,
    PL_KO_KINDS,
    PL_KO_TURN,
    PL_BOOST,
    PL_PRIZES_TAKEN,
    S_ACTIVE_TURN,
    S_NO_POWERS_UNTIL,
)
from .zones import bench_count_nb, in_play_count_nb
from .registers import REG_LAST_DISCARD
from .layout import TMP_REG
from .layout import J_END, J_IN_PLAY_ATK, J_STADIUM_ATK  # s30-k9
from .zones import bench_room_nb  # s30-k9
from ..effects import PASSIVE_TOOL_PURGE, PASSIVE_NAMED_NO_ATTACK, TC_OTHER_EVOLVED_OR_EX, TC_OTHER_NAME_DARK, TC_OTHER_STAGE2  # s31-k16
from ..effects import PASSIVE_USE_ATTACKS, PASSIVE_USE_ATTACKS_NAMED, ST_CARD_ATTACKS  # s30-k9
from ..effects import TC_HP_60, TC_EX, NP_ASLEEP_ATTACH, NP_MORE, NP_SPECIAL_TO_ACTIVE  # s31-k15
from ..effects import PASSIVE_IGNORE_OWN_EFFECT, DT_MASK  # s31-k15
from ..effects import PASSIVE_NO_ATTACK_SAME_NAME, DT_REQ, SH_OWN_ATTACKS, SH_PREVENT_DAMAGE  # s31-k15


@kernel_nb
def card_kind1_nb(ct, p, k, kind):
    """card_matches_kind_nb for one kind (not an either-kind): a tag (KIND_FLAG /
    KIND_NOFLAG) or an HP cap (KIND_HP_MAX) on a small base kind, or a plain kind."""
    if kind < KIND_FLAG:
        return card_kind_base_nb(ct, p, k, kind)
    v = kind % 1_000_000
    if not card_kind_base_nb(ct, p, k, v % 100):
        return False
    if kind >= KIND_HP_MAX:
        return ct.sup[p, k] == SUPER_POKEMON and ct.hp[p, k] <= v // 100
    has = (ct.cflags[p, k] >> (v // 100)) & 1
    return has == 1 if kind < KIND_NOFLAG else has == 0


@kernel_nb
def card_kind_base_nb(ct, p, k, kind):
    """A plain kind: KIND_* below KIND_FLAG (a name: KIND_NAMED)."""
    if kind == KIND_ANY:
        return True
    if kind == KIND_TOOL:
        return ct.sup[p, k] == SUPER_TRAINER and ct.tkind[p, k] == TK_TOOL
    if kind == KIND_BASIC_POKEMON:
        return ct.sup[p, k] == SUPER_POKEMON and ct.stage[p, k] == 0
    if kind == KIND_EVOLUTION:
        return ct.sup[p, k] == SUPER_POKEMON and ct.stage[p, k] > 0
    if kind == KIND_POKEMON_NOT_EX:
        return ct.sup[p, k] == SUPER_POKEMON and (ct.cflags[p, k] & CF_EX) == 0
    if kind == KIND_STAGE1 or kind == KIND_STAGE2:
        return ct.sup[p, k] == SUPER_POKEMON and ct.stage[p, k] == kind - KIND_STAGE1 + 1
    if kind == KIND_POKEMON:
        return ct.sup[p, k] == SUPER_POKEMON
    if kind == KIND_TRAINER:
        return ct.sup[p, k] == SUPER_TRAINER
    if kind == KIND_TRAINER_NOT_SUPPORTER:  # s31-k18
        return ct.sup[p, k] == SUPER_TRAINER and ct.tkind[p, k] != TK_SUPPORTER
    if kind == KIND_BASIC_ENERGY:
        return ct.sup[p, k] == SUPER_ENERGY and ct.basic_energy[p, k] == 1
    if kind == KIND_ENERGY:
        return ct.sup[p, k] == SUPER_ENERGY
    if kind == KIND_SPECIAL_ENERGY:
        return ct.sup[p, k] == SUPER_ENERGY and ct.basic_energy[p, k] == 0
    if kind == KIND_SUPPORTER or kind == KIND_STADIUM or kind == KIND_ITEM:
        tk = TK_SUPPORTER if kind == KIND_SUPPORTER else (TK_STADIUM if kind == KIND_STADIUM else TK_ITEM)
        return ct.sup[p, k] == SUPER_TRAINER and ct.tkind[p, k] == tk
    if kind >= KIND_NAMED:
        v = kind - KIND_NAMED  # a name id, or two: id1 + 1000 * (id2 + 1)
        return ct.name[p, k] == v % 1000 or (v >= 1000 and ct.name[p, k] == v // 1000 - 1)
    if kind >= KIND_BASIC_ENERGY_OF_TYPE:
        return ct.sup[p, k] == SUPER_ENERGY and ct.basic_energy[p, k] == 1 and ct.provides[p, k, kind - KIND_BASIC_ENERGY_OF_TYPE] > 0
    if kind >= KIND_POKEMON_OF_TYPE:
        return ct.sup[p, k] == SUPER_POKEMON and ct.ptype[p, k] == kind - KIND_POKEMON_OF_TYPE
    if kind >= KIND_BASIC_OF_TYPE:
        return ct.sup[p, k] == SUPER_POKEMON and ct.stage[p, k] == 0 and ct.ptype[p, k] == kind - KIND_BASIC_OF_TYPE
    return False


@kernel_nb
def card_matches_kind_nb(ct, p, k, kind):
    """Card k of p's deck is of kind (KIND_*; an either-kind: of one of its two kinds)."""
    if kind >= KIND_EITHER:
        v = kind - KIND_EITHER
        return card_kind1_nb(ct, p, k, v & ((1 << 25) - 1)) or card_kind1_nb(ct, p, k, v >> 25)
    return card_kind1_nb(ct, p, k, kind)


@kernel_nb
def cost_payable_nb(units, cost):
    """Typed symbols need that type; Colorless is paid by any surplus (RULES.md §5)."""
    surplus = units[COLORLESS]
    for t in range(NT - 1):
        if units[t] < cost[t]:
            return False
        surplus += units[t] - cost[t]
    return surplus >= cost[COLORLESS]


@kernel_nb
def atk_ref_nb(st, ct, p, s, j):
    """(card row, attack index) of slot s's attack j: j >= MAXATK is attack j - MAXATK of the
    Technical Machine attached (its Tool card's row holds the attack); j >= 2 * MAXATK, under a
    Meteor Falls-like Stadium (ST_STACK_ATTACKS), attack (j - 2 * MAXATK) % MAXATK of the Basic or
    Stage 1 card at stack position (j - 2 * MAXATK) // MAXATK below the top; (-1, 0) when none."""
    if j < MAXATK:
        return st.slot[p, s, S_CARD], j
    if j >= 2 * MAXATK:
        i = j - 2 * MAXATK
        pos = i // MAXATK
        if pos >= st.slot[p, s, S_NSTACK] - 1 or ((st.g[G_STADIUM_K] < 0 or stadium_amount_nb(st, ct, p, s, ST_STACK_ATTACKS, -1, -1) <= 0)
                                                   and (st.slot[p, s, S_TOOL_K] < 0 or tool_amount_nb(st, ct, p, s, ST_STACK_ATTACKS) <= 0)):
            return -1, 0  # (s31-k20: or a Memory Berry-like Tool's ST_STACK_ATTACKS row)
        kk = st.slot[p, s, S_STACK0 + pos]
        if kk < 0 or ct.stage[p, kk] > 1 or i % MAXATK >= ct.n_atk[p, kk]:
            return -1, 0
        return kk, i % MAXATK
    t = st.slot[p, s, S_TOOL_K]
    if t < 0 or j - MAXATK >= ct.n_atk[p, t]:
        return -1, 0
    return t, j - MAXATK


@kernel_nb
def borrows_attacks_nb(st, ct, p, s):
    """(s30-k9) Slot s's working PASSIVE_USE_ATTACKS power: 1 every other Pokémon in play's attacks,
    2 its owner's Pokémon of the names the power lists (CF_POWER_NAMED) or of its own name, 0 none."""
    k = st.slot[p, s, S_CARD]
    if k < 0 or ct.pw_prog[p, k, 1] <= ct.pw_prog[p, k, 0]:
        return 0
    if passive_nb(st, ct, p, s, PASSIVE_USE_ATTACKS):
        return 1
    if passive_nb(st, ct, p, s, PASSIVE_USE_ATTACKS_NAMED):
        return 2
    return 0


@kernel_nb
def stadium_attacks_nb(st, ct, p, s):
    """(s30-k9) How many attacks the Stadium in play lends p's slot s (ST_CARD_ATTACKS: the
    attacks printed on the Stadium card; 0 none)."""
    sk = st.g[G_STADIUM_K]
    if sk < 0:
        return 0
    sp = st.g[G_STADIUM_P]
    if ct.n_atk[sp, sk] == 0 or stadium_amount_nb(st, ct, p, s, ST_CARD_ATTACKS, -1, -1) <= 0:
        return 0
    return ct.n_atk[sp, sk]


@kernel_nb
def atk_src_nb(st, ct, p, s, j):
    """(s30-k9) (owner, card row, attack index) of slot s's attack j: atk_ref_nb's, or j >=
    J_STADIUM_ATK an attack of another card (the Stadium in play's, J_STADIUM_ATK + attack;
    another Pokémon in play's, J_IN_PLAY_ATK + (side * NSLOT + slot) * MAXATK + attack, side 0
    its owner's, 1 the opponent's); (p, -1, 0) when none."""
    if j < J_STADIUM_ATK:
        k, jj = atk_ref_nb(st, ct, p, s, j)
        return p, k, jj
    if j < J_IN_PLAY_ATK:
        if j - J_STADIUM_ATK >= stadium_attacks_nb(st, ct, p, s):
            return p, -1, 0
        return st.g[G_STADIUM_P], st.g[G_STADIUM_K], j - J_STADIUM_ATK
    if j >= J_END:
        return p, -1, 0
    i = j - J_IN_PLAY_ATK
    jj = i % MAXATK
    w = i // MAXATK % NSLOT
    q = p if i // (NSLOT * MAXATK) == 0 else 1 - p
    if q == p and w == s:
        return p, -1, 0
    kk = st.slot[q, w, S_CARD]
    if kk < 0 or ct.sup[q, kk] != SUPER_POKEMON or jj >= ct.n_atk[q, kk]:
        return p, -1, 0
    how = borrows_attacks_nb(st, ct, p, s)
    if how == 0:
        return p, -1, 0
    if how == 2 and (q != p or ((ct.cflags[q, kk] & CF_POWER_NAMED) == 0 and ct.name[q, kk] != ct.name[p, st.slot[p, s, S_CARD]])):
        return p, -1, 0  # the names listed, or another of the holder's name
    return q, kk, jj


@kernel_nb
def tm_attacks_nb(st, ct, p, s):
    """How many attacks the Tool on slot s gives its holder (a Technical Machine's; 0 none,
    or when a Stadium says Tools have no effect)."""
    t = st.slot[p, s, S_TOOL_K]
    if t < 0 or st.slot[p, s, S_CARD] < 0 or ct.sup[p, t] != SUPER_TRAINER or ct.n_atk[p, t] == 0:
        return 0
    if st.g[G_STADIUM_K] >= 0 and stadium_amount_nb(st, ct, p, s, ST_NO_TOOLS, -1, -1) > 0:
        return 0
    return ct.n_atk[p, t]


@kernel_nb
def tool_fits_nb(st, ct, p, s, k):
    """Tool card k may go onto p's slot s: a Pokémon with no Tool, for which the card's
    TOOL_ATTACH_ONLY rows hold."""
    if st.slot[p, s, S_CARD] < 0 or st.slot[p, s, S_TOOL_K] >= 0:
        return False
    for r in range(ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1]):
        if ct.prog[r, 0] == OP_TOOL and ct.prog[r, 1] == TOOL_ATTACH_ONLY:
            c = ct.prog[r, 3]
            if not (tool_cond_nb(st, ct, p, s, c % TC_SHIFT) and tool_cond_nb(st, ct, p, s, c // TC_SHIFT)):
                return False
    return True


@kernel_inline_nb
def power_cost_nb(st, ct, p, s, j):
    """(s29-k2) What the working PASSIVE_MODS powers in play (either player's) do to the cost of
    p's slot s's attack j: (Colorless units to add: the TOOL_COST_LESS rows that apply, negative
    for "cost more", the no-stack ones counted once at their largest; ignore: the largest
    TOOL_COST_IGNORE amount, 1 the Colorless symbols, 2 every symbol).  A row applies as
    power_mod_nb's do (scope, the power's condition, the slot's conditions), when the REQ_* rows
    of the power before it hold (its Pokémon acting), and as its c above MOD_NOSTACK says
    (effects.mod_count: only the attacks of the slot's own card in a mask; MC_TIMES: the amount
    times the board count of the REQ_COUNT row just before it, for the power's owner)."""
    tot = 0
    less_ns = 0
    more_ns = 0
    ign = 0
    for q in range(2):
        for w in range(NSLOT):
            k = st.slot[q, w, S_CARD]
            if k < 0:
                continue
            r0 = ct.pw_prog[q, k, 0]
            r1 = ct.pw_prog[q, k, 1]
            if r0 >= r1 or ct.prog[r0, 0] != OP_POWER_PASSIVE or (ct.prog[r0, 1] != PASSIVE_MODS and ct.prog[r0, 1] != PASSIVE_POWER_LOCK):
                continue  # s31-k15: a lock's cost rows too (Extra Liquid-like)
            works = -1
            for r in range(r0 + 1, r1):
                code = ct.prog[r, 1]
                if ct.prog[r, 0] != OP_TOOL or (code != TOOL_COST_LESS and code != TOOL_COST_IGNORE):
                    continue
                c = ct.prog[r, 3]
                scope = c // MOD_SCOPE % 4
                if scope == MS_SELF:
                    if q != p or w != s:
                        continue
                elif scope == MS_OPP:
                    if q == p:
                        continue
                elif q != p or (scope == MS_OWN_OTHER_NAME and ct.name[p, st.slot[p, s, S_CARD]] == ct.name[q, k]):
                    continue
                x = c // MOD_COUNT
                mask = x % MC_ATK
                if mask != 0 and (j >= MAXATK or (mask >> j) & 1 == 0):
                    continue
                if not mod_cond_nb(st, ct, q, w, c // MOD_SRC % TC_SHIFT) or not mod_cond_nb(st, ct, p, s, c % TC_SHIFT) \
                        or not mod_cond_nb(st, ct, p, s, c // TC_SHIFT % TC_SHIFT):
                    continue
                if works < 0:
                    works = 1 if power_works_nb(st, ct, q, w) and requirements_ok_nb(st, ct, q, w, r0 + 1, r) else 0
                if works == 0:
                    break
                a = ct.prog[r, 2]
                if x // MC_ATK == 1:
                    cc = ct.prog[r - 1, 1]
                    a = a * board_count_nb(st, ct, q, w, cc % CNT_ARG, cc // CNT_ARG - 1)
                if code == TOOL_COST_IGNORE:
                    if a > ign:
                        ign = a
                elif (c // MOD_NOSTACK) % 2 == 1:
                    if a > less_ns:
                        less_ns = a
                    if a < more_ns:
                        more_ns = a
                else:
                    tot += a
    return tot + less_ns + more_ns, ign


@kernel_nb
def attack_energy_ok_nb(st, ct, p, s, j, units):
    k = st.slot[p, s, S_CARD]
    qa, ka, ja = atk_src_nb(st, ct, p, s, j)  # s30-k9: the attack may be printed on a card of the opponent's
    if ka < 0:
        return False
    flex = slot_units_nb(st, ct, p, s, -1, -1, units, False)
    copy = (ct.cflags[p, k] & CF_COPY) != 0
    if flex > 0 and (copy or energy_as_type_on_nb(st, ct, p, s)):
        units[COLORLESS] += flex  # every unit counts as any type, or as one type, anyway
        flex = 0
    energy_as_type_nb(st, ct, p, s, units)
    if st.slot[p, s, S_TOOL_K] >= 0:
        units[COLORLESS] += tool_amount_nb(st, ct, p, s, TOOL_COST_LESS)  # "cost Colorless less": pays Colorless only
    if ct.pw_prog[p, k, 1] > ct.pw_prog[p, k, 0] and passive_nb(st, ct, p, s, PASSIVE_COST_LESS_PER_PRIZE):
        units[COLORLESS] += passive_arg_nb(st, ct, p, s) * st.pl[1 - p, PL_PRIZES_TAKEN]  # Seasoned Skill-like
    cost = ct.atk_cost[qa, ka, ja]
    if st.slot[p, s, S_COST_MORE_UNTIL] >= st.g[G_TURN]:  # s29-k2: DEF_COST_MORE_NEXT
        units[COLORLESS] -= st.slot[p, s, S_COST_MORE] % 16
    # s29-k2: cost changes of powers (PASSIVE_MODS cost rows), of the Stadium, of a Tool ("any type")
    ign = 0
    wild = 0
    if (ct.cflags[0, 0] & CF_POWER_MODS) != 0:
        more, ign = power_cost_nb(st, ct, p, s, j)
        units[COLORLESS] += more  # "cost Colorless less" (more: negative)
    if st.g[G_STADIUM_K] >= 0:
        units[COLORLESS] += stadium_amount_nb(st, ct, p, s, TOOL_COST_LESS, -1, -1)
    if st.slot[p, s, S_TOOL_K] >= 0:
        wild = tool_amount_nb(st, ct, p, s, TOOL_COST_ANY_LESS)
    if ign == 2:  # "ignore all Energy in the costs": only a cost made higher still asks for units
        tot = flex + wild
        for t in range(NT):
            tot += units[t]
        return tot >= 0
    if ign == 1:  # "ignore all Colorless Energy": the Colorless symbols are paid for
        units[COLORLESS] += cost[COLORLESS]
    if copy:
        return any_type_missing_nb(units, cost) <= wild
    if flex > 0 or wild > 0:
        return flex_payable_nb(st, ct, p, s, units, cost, flex + wild, wild)
    return cost_payable_nb(units, cost)


@kernel_nb
def any_type_missing_nb(units, cost):
    """Units an attack cost misses when every attached unit counts as any type (a
    Transform-like copy)."""
    have = 0
    need = 0
    for t in range(NT):
        have += units[t]
        need += cost[t]
    return need - have if need > have else 0


# --- Pokémon Powers (a power's program: a header row, requirement rows, effect rows) ------


@kernel_nb
def status_blocks_power_nb(st, p, s):
    """Asleep, Confused or Paralyzed (only the Active can be) stop a base-era power."""
    if s != 0:
        return False
    x = st.pl[p, PL_STATUS]
    return x == ASLEEP or x == CONFUSED or x == PARALYZED


@kernel_nb
def power_header_nb(st, ct, p, s):
    """(op, a, b, c) of the header row of slot s's power; op = 0 when it has none."""
    k = st.slot[p, s, S_CARD]
    if k < 0:
        return 0, 0, 0, 0
    r = ct.pw_prog[p, k, 0]
    if r >= ct.pw_prog[p, k, 1]:
        return 0, 0, 0, 0
    return ct.prog[r, 0], ct.prog[r, 1], ct.prog[r, 2], ct.prog[r, 3]


@kernel_nb
def toxic_gas_nb(st, ct):
    """A working Toxic Gas-like power is in play (either player's): other powers stop."""
    return toxic_gas_except_nb(st, ct, -1, -1)


@kernel_nb
def toxic_gas_except_nb(st, ct, xp, xs):
    """toxic_gas_nb, not counting slot (xp, xs)."""
    for q in range(2):
        for s in range(NSLOT):
            if q == xp and s == xs:
                continue
            op, a, b, _c = power_header_nb(st, ct, q, s)
            if op == OP_POWER_PASSIVE and a == PASSIVE_TOXIC_GAS and not (b == 1 and status_blocks_power_nb(st, q, s)):
                return True
    return False


@kernel_nb
def power_works_nb(st, ct, p, s):
    """Slot s's power (activated or passive) works now: not stopped by a Special
    Condition of its own Pokémon (when its text says so) nor by a Toxic Gas."""
    op, a, b, c = power_header_nb(st, ct, p, s)
    if op == 0:
        return False
    hc = c
    if b == 1 and status_blocks_power_nb(st, p, s):
        return False
    if op == OP_POWER_ACTIVATED:
        if st.slot[p, s, S_NO_POWERS_UNTIL] >= st.g[G_TURN]:
            return False  # DEF_NO_POWERS_NEXT
        k = st.slot[p, s, S_CARD]
        if s == 0 and ct.stage[p, k] == 0 and (ct.cflags[p, k] & CF_EX) == 0:
            # a Rear Sensor-like Poké-Body in play (read from the headers: no power_works_nb here)
            for q in range(2):
                for w in range(NSLOT):
                    hop, ha, hb, _hc = power_header_nb(st, ct, q, w)
                    if hop == OP_POWER_PASSIVE and ha == PASSIVE_NO_BASIC_POWERS and not (hb == 1 and status_blocks_power_nb(st, q, w)):
                        return False
    if st.g[G_STADIUM_K] >= 0 and stadium_stops_power_nb(st, ct, p, s, op):
        return False
    if (ct.cflags[0, 0] & CF_POWER_LOCKS) != 0 and power_locked_nb(st, ct, p, s, op, a, hc):
        return False
    if op == OP_POWER_PASSIVE and a == PASSIVE_TOXIC_GAS:
        return True
    return not toxic_gas_nb(st, ct)


@kernel_nb
def stadium_stops_power_nb(st, ct, p, s, op):
    """The Stadium in play stops slot s's power (header op; ST_NO_POWERS 1: Poké-Powers
    only).  Its conditions are read by tool_hp_cond_nb (the holder's kind only), never through
    stadium_amount_nb: tool_cond_nb reads HP, and HP reads powers (power_mod_nb), which would
    make power_works_nb call itself, and recursion in the kernel crashes a cached start (a
    fresh compile runs it; a second process segfaults)."""
    return stadium_card_stops_power_nb(st, ct, p, s, op, st.g[G_STADIUM_P], st.g[G_STADIUM_K])


@kernel_nb
def stadium_card_stops_power_nb(st, ct, p, s, op, sp, sk):
    """stadium_stops_power_nb for Stadium card sk of player sp (in play or not: greedy's value).
    (s31-k20) ST_NO_POWERS 3: Poké-Bodies only, a third condition; ST_NO_POWERS_HP_BELOW."""
    for r in range(ct.tr_prog[sp, sk, 0], ct.tr_prog[sp, sk, 1]):
        if ct.prog[r, 0] == OP_STADIUM and ct.prog[r, 1] == ST_NO_POWERS_HP_BELOW:
            if op == OP_POWER_ACTIVATED and ct.hp[p, st.slot[p, s, S_CARD]] < ct.prog[r, 2]:
                return True
        if ct.prog[r, 0] == OP_STADIUM and ct.prog[r, 1] == ST_NO_POWERS:
            c = ct.prog[r, 3]
            if tool_hp_cond_nb(st, ct, p, s, c % TC_SHIFT) and tool_hp_cond_nb(st, ct, p, s, c // TC_SHIFT % TC_SHIFT) \
                    and tool_hp_cond_nb(st, ct, p, s, c // (TC_SHIFT * TC_SHIFT)):
                x = ct.prog[r, 2]
                # the first row that holds is the Stadium's amount
                return x == 2 or (x == 1 and op == OP_POWER_ACTIVATED) or (x == 3 and op == OP_POWER_PASSIVE)
    return False


@kernel_nb
def tool_stops_power_nb(st, ct, p, s, op):
    """(s31-k20) A Tool's ST_NO_POWERS row stops p's slot s's power (header op): b % TNP_ALL = 1
    Poké-Powers, 2 every power, 3 Poké-Bodies; b >= TNP_ALL: every Pokémon in play's while c holds on
    the holder (Cessation Crystal-like: TC_ACTIVE), else only the holder's (Energy Root-like).  The
    conditions are read by tool_hp_cond_nb (the holder's kind: no HP, so no recursion through powers);
    a Stadium's ST_NO_TOOLS row switches Tools off.  cardtable.CF_POWER_LOCKS gates the call."""
    if st.g[G_STADIUM_K] >= 0:
        sp = st.g[G_STADIUM_P]
        sk = st.g[G_STADIUM_K]
        for r in range(ct.tr_prog[sp, sk, 0], ct.tr_prog[sp, sk, 1]):
            if ct.prog[r, 0] == OP_STADIUM and ct.prog[r, 1] == ST_NO_TOOLS:
                return False
    for q in range(2):
        for w in range(NSLOT):
            t = st.slot[q, w, S_TOOL_K]
            if t < 0 or st.slot[q, w, S_CARD] < 0:
                continue
            for r in range(ct.tr_prog[q, t, 0], ct.tr_prog[q, t, 1]):
                if ct.prog[r, 0] != OP_TOOL or ct.prog[r, 1] != ST_NO_POWERS:
                    continue
                x = ct.prog[r, 2]
                if x < TNP_ALL and (q != p or w != s):
                    continue
                c = ct.prog[r, 3]
                if tool_hp_cond_nb(st, ct, q, w, c % TC_SHIFT) and tool_hp_cond_nb(st, ct, q, w, c // TC_SHIFT):
                    y = x % TNP_ALL
                    if y == 2 or (y == 1 and op == OP_POWER_ACTIVATED) or (y == 3 and op == OP_POWER_PASSIVE):
                        return True
    return False


@kernel_inline_nb
def basic_lock_nb(st, ct):
    """A Mischievous Lock-like power (PASSIVE_LOCK_BASIC) works in an Active Spot now."""
    for q in range(2):
        op, a, b, _c = power_header_nb(st, ct, q, 0)
        if op == OP_POWER_PASSIVE and a == PASSIVE_LOCK_BASIC and not (b == 1 and status_blocks_power_nb(st, q, 0)):
            return True
    return False


@kernel_nb
def lock_cond_nb(st, ct, p, s, c, x, neg, flag):
    """One condition of a PASSIVE_POWER_LOCK header c on the locked Pokémon (p, s): the
    cflags bit number x of its card (flag), else TC_* x (TC_FULL_HP: no damage counters;
    the kinds tool_hp_cond_nb reads); negated when c has the neg bit."""
    if x == 0:
        return True
    k = st.slot[p, s, S_CARD]
    if (c & flag) != 0:
        got = ((ct.cflags[p, k] >> x) & 1) == 1
    elif x == TC_FULL_HP:
        got = st.slot[p, s, S_DMG] == 0
    else:
        got = tool_hp_cond_nb(st, ct, p, s, x)
    return got != ((c & neg) != 0)


@kernel_nb
def lock_hits_nb(st, ct, q, w, c, p, s, op):
    """The PASSIVE_POWER_LOCK header c of q's slot w covers the power (header op) of p's
    slot s (never its own Pokémon's)."""
    if q == p and w == s:
        return False
    where = (c // LK_WHERE) % 4
    if (where == 1 and w != 0) or (where == 2 and w == 0):
        return False
    if q == p and (c & LK_BOTH) == 0:
        return False
    kind = (c // LK_KIND) % 4
    if (kind == 1 and op != OP_POWER_ACTIVATED) or (kind == 2 and op != OP_POWER_PASSIVE):
        return False
    if not power_count_ok_nb(st, ct, q, w, True):  # s31-k15: a REQ_COUNT row after the lock's header, its source condition
        return False
    return lock_cond_nb(st, ct, p, s, c, c % TC_SHIFT, LK_NEG1, LK_FLAG1) \
        and lock_cond_nb(st, ct, p, s, c, (c // TC_SHIFT) % TC_SHIFT, LK_NEG2, LK_FLAG2)


@kernel_inline_nb
def lock_any_nb(st, ct, p, s, xc):
    """Some Cursed Land-like lock (PASSIVE_POWER_LOCK) covers the lock of p's slot s (its
    header c: xc), save one of the same header (the same wording: "except for <this power>"):
    headers only, never power_works_nb (no recursion)."""
    for q in range(2):
        for w in range(NSLOT):
            hop, ha, hb, hc = power_header_nb(st, ct, q, w)
            if hop == OP_POWER_PASSIVE and ha == PASSIVE_POWER_LOCK and hc != xc and not (hb == 1 and status_blocks_power_nb(st, q, w)) \
                    and lock_hits_nb(st, ct, q, w, hc, p, s, OP_POWER_PASSIVE):
                return True
    return False


@kernel_inline_nb
def lock_covers_nb(st, ct, p, s, op):
    """A Cursed Land-like lock covers p's slot s's power (header op) and works itself: no
    other lock covers it (one level: lock_any_nb), no Toxic Gas-like power nor Stadium stops it."""
    for q in range(2):
        for w in range(NSLOT):
            hop, ha, hb, hc = power_header_nb(st, ct, q, w)
            if hop == OP_POWER_PASSIVE and ha == PASSIVE_POWER_LOCK and not (hb == 1 and status_blocks_power_nb(st, q, w)) \
                    and lock_hits_nb(st, ct, q, w, hc, p, s, op) \
                    and not lock_any_nb(st, ct, q, w, hc) and not toxic_gas_nb(st, ct) \
                    and not (st.g[G_STADIUM_K] >= 0 and stadium_stops_power_nb(st, ct, q, w, OP_POWER_PASSIVE)):
                return True
    return False


@kernel_inline_nb
def attack_locked_nb(st, ct, p):
    """An Intimidating Ring-like lock (PASSIVE_POWER_LOCK with LK_ATTACKS) that works covers
    p's Active Pokémon: it can't attack."""
    pk = st.slot[p, 0, S_CARD]
    for q in range(2):  # s31-k16: a Mark of Antiquity-like Active body: the Pokémon it names can't attack
        op, a, b, _c = power_header_nb(st, ct, q, 0)
        if op == OP_POWER_PASSIVE and a == PASSIVE_NAMED_NO_ATTACK and pk >= 0 and b > 1 \
                and ((ct.cflags[p, pk] >> b) & 1) == 1 and power_works_nb(st, ct, q, 0):
            return True
    for q in range(2):
        for w in range(NSLOT):
            op, a, _b, c = power_header_nb(st, ct, q, w)
            if op == OP_POWER_PASSIVE and a == PASSIVE_POWER_LOCK and (c & LK_ATTACKS) != 0 \
                    and lock_hits_nb(st, ct, q, w, c, p, 0, OP_POWER_PASSIVE if (c // LK_KIND) % 4 == 2 else OP_POWER_ACTIVATED) \
                    and power_works_nb(st, ct, q, w):
                return True
    return False


@kernel_inline_nb
def power_locked_nb(st, ct, p, s, op, a, c):
    """The locks some power in play puts on slot s's power (header op, a, c): a Basic
    Pokémon's under a Mischievous Lock-like Active (not another such lock), a self-Knock Out
    power's under a Damp-like one (itself working: not a locked Basic).  Reads headers only
    (never power_works_nb: no recursion); cardtable.CF_POWER_LOCKS gates the call."""
    if tool_stops_power_nb(st, ct, p, s, op):
        return True  # s31-k20: a Tool's ST_NO_POWERS row
    lock = basic_lock_nb(st, ct)
    if lock and not (op == OP_POWER_PASSIVE and a == PASSIVE_LOCK_BASIC) and ct.stage[p, st.slot[p, s, S_CARD]] == 0:
        return True
    if lock_covers_nb(st, ct, p, s, op):
        return True  # a Cursed Land-like lock (PASSIVE_POWER_LOCK) that works itself
    if op == OP_POWER_ACTIVATED and (c & PW_SELF_KO) != 0:
        for q in range(2):
            for w in range(NSLOT):
                hop, ha, hb, _hc = power_header_nb(st, ct, q, w)
                if hop == OP_POWER_PASSIVE and ha == PASSIVE_NO_SELF_KO and not (hb == 1 and status_blocks_power_nb(st, q, w)) \
                        and not (lock and ct.stage[q, st.slot[q, w, S_CARD]] == 0):
                    return True
    return False


@kernel_nb
def refresh_copies_nb(st, ct):
    """Transform-like Pokémon (CF_TRANSFORM): the Active one, unless Asleep, Confused or
    Paralyzed or stopped by another Pokémon's Toxic Gas, plays as its copy row of the
    Defending Pokémon's printed card; anywhere else it is itself.  Called before every
    action and every Knock Out check, so the copy follows the Defending Pokémon at once
    (a copy with more damage than its new HP is Knocked Out at that check).  The copy's
    own copied Toxic Gas does not stop it (else it would stop being what stops it)."""
    for p in range(2):
        for s in range(NSLOT):
            if st.slot[p, s, S_CARD] < 0:
                continue
            base = printed_top_nb(st, p, s)
            if (ct.cflags[p, base] & CF_TRANSFORM) == 0:
                continue
            want = base
            dk = st.slot[1 - p, 0, S_CARD]
            if s == 0 and dk >= 0 and not status_blocks_power_nb(st, p, 0) and not toxic_gas_except_nb(st, ct, p, 0):
                v = ct.vrow[p, base, ct.real[1 - p, dk]]
                if v >= 0:
                    want = v
            st.slot[p, s, S_CARD] = want


@kernel_nb
def passive_nb(st, ct, p, s, code):
    """Slot s has a working passive power with this PASSIVE_* code."""
    op, a, _b, _c = power_header_nb(st, ct, p, s)
    return op == OP_POWER_PASSIVE and a == code and power_works_nb(st, ct, p, s)


@kernel_nb
def passive_arg_nb(st, ct, p, s):
    return power_header_nb(st, ct, p, s)[3]


@kernel_nb
def passive_in_play_side_nb(st, ct, q, code):
    """Some Pokémon of player q in play has this working passive power."""
    for s in range(NSLOT):
        if passive_nb(st, ct, q, s, code):
            return True
    return False


@kernel_nb
def passive_in_play_nb(st, ct, code):
    """Some Pokémon in play (either player's) has this working passive power."""
    for q in range(2):
        for s in range(NSLOT):
            if passive_nb(st, ct, q, s, code):
                return True
    return False


@kernel_inline_nb
def basic_card_attached_nb(st, ct, p, s, c):
    """(s30-k8) TC_BASIC_FIRE_CARD .. TC_BASIC_PSYCHIC_CARD: a basic Energy card of that type is
    attached to p's slot s."""
    t = 1 if c == TC_BASIC_FIRE_CARD else (5 if c == TC_BASIC_FIGHTING_CARD else (2 if c == TC_BASIC_WATER_CARD else 4))
    if c == TC_BASIC_GRASS_CARD or c == TC_BASIC_LIGHTNING_CARD:  # s31-k20
        t = 0 if c == TC_BASIC_GRASS_CARD else 3
    for i in range(st.slot[p, s, S_NEN]):
        e = st.en[p, s, i]
        if ct.basic_energy[p, e] == 1 and ct.provides[p, e, t] > 0:
            return True
    return False


@kernel_nb
def slot_stage_nb(st, ct, p, s):
    """(s30-k8) The stage of p's slot s (0 Basic, 1, 2): its top card's, or 0 for a card put onto
    the Bench as a Basic Pokémon (S_AS_BASIC) while nothing is on top of it."""
    if st.slot[p, s, S_AS_BASIC] == 1 and st.slot[p, s, S_NSTACK] == 1:
        return 0
    return ct.stage[p, st.slot[p, s, S_CARD]]


# --- modifier powers (PASSIVE_MODS): TOOL rows in a power, for the Pokémon its scope names ---


@kernel_nb
def mod_cond_nb(st, ct, p, s, c):
    """One TC_* condition of a power's modifier or shield row on p's slot s ("the other":
    p's opponent's Active).  Reads no HP (slot_hp_nb reads these rows), nor Special Energy
    rows: an Energy's type is its printed one."""
    if c == 0:
        return True
    k = st.slot[p, s, S_CARD]
    if k < 0:
        return False
    if c == TC_BASIC or c == TC_STAGE1 or c == TC_STAGE2:
        return slot_stage_nb(st, ct, p, s) == c - TC_BASIC
    if c == TC_NO_RULE_BOX:
        return ct.prize[p, k] <= 1
    if c == TC_PRIZES_BEHIND:
        return st.pl[p, PL_PRIZES_LEFT] > st.pl[1 - p, PL_PRIZES_LEFT]
    if c >= TC_TYPE and c < TC_TYPE + NT:  # (TC_AQUA .. TC_EVOLVED_NO_RULE_BOX lie above the types)
        return holder_is_type_nb(st, ct, p, s, c - TC_TYPE)
    if (c >= TC_EVOLVED and c <= TC_DARK_OR_ROCKETS) or (c >= TC_AQUA and c <= TC_EVOLVED_NO_RULE_BOX) \
            or c == TC_BENCHED or c == TC_ACTIVE or c == TC_POWER_NAMED or (c >= TC_NOT_AQUA and c <= TC_EX_HP100) \
            or c == TC_NS or c == TC_MARNIES or (c >= TC_OWNER and c < TC_OWNER + 8) or c == TC_TERA:
        return holder_kind_nb(st, ct, p, s, c)
    if c == TC_FUTURE:
        return (ct.cflags[p, k] & CF_FUTURE) != 0
    if c == TC_SAME_NAME_OTHER:
        for w in range(NSLOT):
            kw = st.slot[p, w, S_CARD]
            if w != s and kw >= 0 and ct.name[p, kw] == ct.name[p, k]:
                return True
        return False
    if c == TC_NO_ENERGY or c == TC_ANY_ENERGY:
        return (st.slot[p, s, S_NEN] > 0) == (c == TC_ANY_ENERGY)
    if c == TC_ANY_SPECIAL:
        for i in range(st.slot[p, s, S_NEN]):
            if ct.basic_energy[p, st.en[p, s, i]] == 0:
                return True
        return False
    if c == TC_FULL_HP:
        return st.slot[p, s, S_DMG] == 0
    if c == TC_HP_40:  # the printed HP (slot_hp_nb reads these rows: no call to it here)
        return ct.hp[p, k] - st.slot[p, s, S_DMG] <= 40
    if c == TC_ANY_BASIC_ENERGY:
        for i in range(st.slot[p, s, S_NEN]):
            if ct.basic_energy[p, st.en[p, s, i]] == 1:
                return True
        return False
    if c >= TC_ENERGY_OF and c < TC_ENERGY_OF + NT:
        return energy_of_type_nb(st, ct, p, s, c - TC_ENERGY_OF) > 0
    if c == TC_OPP_EX_IN_PLAY:
        for w in range(NSLOT):
            x = st.slot[1 - p, w, S_CARD]
            if x >= 0 and (ct.cflags[1 - p, x] & CF_EX) != 0:
                return True
        return False
    if c == TC_CONFUSED:  # s30-k6
        return s == 0 and st.pl[p, PL_STATUS] == CONFUSED
    if c == TC_EX:  # s31-k15
        return (ct.cflags[p, k] & CF_EX) != 0
    if c == TC_HP_60:  # s31-k15: the printed HP, as TC_HP_40
        return ct.hp[p, k] - st.slot[p, s, S_DMG] <= 60
    ok = st.slot[1 - p, 0, S_CARD]
    if ok < 0:
        return False
    if c == TC_OTHER_EX:
        return (ct.cflags[1 - p, ok] & CF_EX) != 0
    if c == TC_OTHER_ABILITY:
        return (ct.cflags[1 - p, ok] & CF_HAS_POWER) != 0
    if c == TC_OTHER_BASIC:
        return ct.stage[1 - p, ok] == 0
    if c == TC_OTHER_EVOLVED:
        return ct.stage[1 - p, ok] >= 1
    if c == TC_OTHER_DELTA:
        return (ct.cflags[1 - p, ok] & CF_DELTA) != 0
    if c >= TC_OTHER_TYPE and c < TC_OTHER_TYPE + NT:
        return holder_is_type_nb(st, ct, 1 - p, 0, c - TC_OTHER_TYPE)
    if c == TC_OTHER_ANY_SPECIAL:  # s30-k6
        for i in range(st.slot[1 - p, 0, S_NEN]):
            if ct.basic_energy[1 - p, st.en[1 - p, 0, i]] == 0:
                return True
        return False
    if c == TC_SAME_ENERGY_AS_OTHER:  # s30-k6: the units their cards provide
        return energy_of_type_nb(st, ct, p, s, -1) == energy_of_type_nb(st, ct, 1 - p, 0, -1)
    if c == TC_OTHER_EVOLVED_OR_EX:  # s31-k16
        return ct.stage[1 - p, ok] >= 1 or (ct.cflags[1 - p, ok] & CF_EX) != 0
    if c == TC_OTHER_NAME_DARK:  # s31-k16
        return (ct.cflags[1 - p, ok] & CF_NAME_DARK) != 0
    if c == TC_OTHER_STAGE2:  # s31-k16
        return slot_stage_nb(st, ct, 1 - p, 0) == 2
    return False


@kernel_nb
def power_mod_nb(st, ct, p, s, code):
    """What the working PASSIVE_MODS powers in play (either player's) add to p's slot s for
    this TOOL_* code: the sum of their rows that apply (scope, the power's own condition, the
    slot's conditions), plus the largest of the rows that don't stack.  0 at once in a game
    whose decks hold no such power (cardtable.CF_POWER_MODS)."""
    if (ct.cflags[0, 0] & CF_POWER_MODS) == 0:
        return 0
    if st.slot[p, s, S_CARD] < 0:
        return 0
    tot = 0
    best = 0
    for q in range(2):
        for w in range(NSLOT):
            k = st.slot[q, w, S_CARD]
            if k < 0:
                continue
            r0 = ct.pw_prog[q, k, 0]
            r1 = ct.pw_prog[q, k, 1]
            if r0 >= r1 or ct.prog[r0, 0] != OP_POWER_PASSIVE or ct.prog[r0, 1] != PASSIVE_MODS:
                continue
            works = -1
            for r in range(r0 + 1, r1):
                if ct.prog[r, 0] != OP_TOOL or ct.prog[r, 1] != code:
                    continue
                c = ct.prog[r, 3]
                scope = c // MOD_SCOPE % 4
                if scope == MS_SELF:
                    if q != p or w != s:
                        continue
                elif scope == MS_OPP:
                    if q == p:
                        continue
                elif q != p or (scope == MS_OWN_OTHER_NAME and ct.name[p, st.slot[p, s, S_CARD]] == ct.name[q, k]):
                    continue
                if not mod_cond_nb(st, ct, q, w, c // MOD_SRC % TC_SHIFT) or not mod_cond_nb(st, ct, p, s, c % TC_SHIFT) \
                        or not mod_cond_nb(st, ct, p, s, c // TC_SHIFT % TC_SHIFT):
                    continue
                if works < 0:
                    works = 1 if power_works_nb(st, ct, q, w) else 0
                if works == 0:
                    break
                a = ct.prog[r, 2]
                x = (c // MOD_COUNT) // MC_ATK  # s30-k6: 1 times the count of the REQ_COUNT row before it, MC_AT_LEAST: if at least its b
                if x == 1 or x == MC_AT_LEAST:
                    cc = ct.prog[r - 1, 1]
                    n = mod_count_nb(st, ct, q, w, cc % CNT_ARG, cc // CNT_ARG - 1)
                    b = ct.prog[r - 1, 2]
                    if x == 1:
                        a = a * n
                    elif (b > 0 and n < b) or (b <= 0 and n >= -b):  # s31-k15: b <= 0, less than -b (REQ_COUNT's reading)
                        continue
                if (c // MOD_NOSTACK) % 2 == 1:
                    if a > best:
                        best = a
                else:
                    tot += a
    return tot + best


@kernel_nb
def mod_count_nb(st, ct, q, w, code, arg):
    """(s30-k6) The few board counts a PASSIVE_MODS row of an HP or damage code may read (for q acting
    with slot w; 0 for the others): CNT_OPP_PRIZES_TAKEN, CNT_SELF_DAMAGE, CNT_SELF_ENERGY of a type,
    CNT_OWN_KIND_IN_PLAY; read here, not by board_count_nb, which reads HP (slot_hp_nb)."""
    if code == CNT_OPP_PRIZES_TAKEN:
        return st.pl[1 - q, PL_PRIZES_TAKEN]
    if code == CNT_SELF_DAMAGE:
        return st.slot[q, w, S_DMG] // 10
    if code == CNT_SELF_ENERGY:
        n = 0
        for i in range(st.slot[q, w, S_NEN]):
            if arg >= 0:
                n += ct.provides[q, st.en[q, w, i], arg]
            else:  # s31-k16: "for each Energy attached": a card's units (its most of one type: an any-type card is 1)
                u = 0
                for t in range(NT):
                    u = max(u, ct.provides[q, st.en[q, w, i], t])
                n += u
        return n
    if code == CNT_OPP_HAND:  # s31-k15
        return st.pl[1 - q, PL_HAND_N]
    if code == CNT_SELF_ENERGY_KIND:  # s31-k15: "for each React Energy card attached", "any Holon Energy cards"
        n = 0
        for i in range(st.slot[q, w, S_NEN]):
            if card_matches_kind_nb(ct, q, st.en[q, w, i], arg):
                n += 1
        return n
    if code == CNT_STADIUM_KIND:  # s31-k15: "any Stadium card with Holon in its name"
        sk = st.g[G_STADIUM_K]
        return 1 if sk >= 0 and card_matches_kind_nb(ct, st.g[G_STADIUM_P], sk, arg) else 0
    if code == CNT_OWN_FLAG_IN_PLAY:  # s31-k15: a card tag's bit (cardtags.tag_bit: "name:Kabuto")
        n = 0
        for v in range(NSLOT):
            kv = st.slot[q, v, S_CARD]
            if kv >= 0 and arg >= 0 and (ct.cflags[q, kv] >> arg) & 1 == 1:
                n += 1
        return n
    if code == CNT_OWN_KIND_IN_PLAY:
        n = 0
        for v in range(NSLOT):
            kv = st.slot[q, v, S_CARD]
            if kv >= 0 and card_matches_kind_nb(ct, q, kv, arg):
                n += 1
        return n
    return 0


@kernel_nb
def shield_nb(st, ct, p, s, what):
    """p's slot s has a working PASSIVE_SHIELD power against the opponent's Active's attack
    that prevents what (SH_PREVENT_DAMAGE, SH_PREVENT_EFFECTS); a Mist Energy-like card
    attached (EN_NO_ATTACK_EFFECTS) prevents the effects too."""
    if what == SH_PREVENT_EFFECTS and st.slot[p, s, S_NEN] > 0 and energy_amount_nb(st, ct, p, s, EN_NO_ATTACK_EFFECTS) > 0:
        return True
    if what == SH_PREVENT_EFFECTS and power_mod_nb(st, ct, p, s, EN_NO_ATTACK_EFFECTS) > 0:
        return True  # s31-k15: a PASSIVE_MODS row (Stages of Evolution-like: "prevent all effects ..., except damage")
    if what == SH_PREVENT_EFFECTS and st.slot[p, s, S_TOOL_K] >= 0 and tool_amount_nb(st, ct, p, s, EN_NO_ATTACK_EFFECTS) > 0:
        return True  # s31-k20: a Mysterious Shard-like Tool's (its TOOL_REDUCE row takes the damage)
    for v in range(NSLOT):  # its own shield, or another of p's Pokémon's with SH_OWN_SCOPE (Solid Shell-like)
        if st.slot[p, v, S_CARD] < 0 or not passive_nb(st, ct, p, v, PASSIVE_SHIELD):
            continue
        c = passive_arg_nb(st, ct, p, v)
        w = c // SH_DAMAGE
        if v != s and (w & SH_OWN_SCOPE) == 0:
            continue
        if (w & SH_FROM_TERA) != 0:
            ak = st.slot[1 - p, 0, S_CARD]
            if ak < 0 or (ct.cflags[1 - p, ak] & CF_TERA) == 0:
                continue
        if (w & SH_SAME_NAME) != 0 and ct.name[p, st.slot[p, s, S_CARD]] != ct.name[p, st.slot[p, v, S_CARD]]:
            continue  # s30-k8: "any of your <its name>"
        if (w & what) != 0 and mod_cond_nb(st, ct, p, s, c % TC_SHIFT) \
                and mod_cond_nb(st, ct, p, s, c // TC_SHIFT % TC_SHIFT):
            kv = st.slot[p, v, S_CARD]
            r0 = ct.pw_prog[p, kv, 0]
            if ct.pw_prog[p, kv, 1] > r0 + 1 and not requirements_ok_nb(st, ct, p, v, r0 + 1, ct.pw_prog[p, kv, 1]):
                continue  # s30-k8: the shield's REQ_* rows, the shield's Pokémon acting
            return True
    return False


# --- Pokémon Tools: a Tool's program is TOOL rows (effects.py), read while it is attached ----


@kernel_nb
def tool_cond_nb(st, ct, p, s, c):
    """One TC_* condition of a Tool attached to p's slot s ("the other": p's opponent's Active)."""
    if c == 0:
        return True
    k = st.slot[p, s, S_CARD]
    if c == TC_BASIC or c == TC_STAGE1 or c == TC_STAGE2:
        return slot_stage_nb(st, ct, p, s) == c - TC_BASIC
    if c == TC_NO_RULE_BOX:
        return ct.prize[p, k] <= 1
    if c == TC_POISONED:
        return s == 0 and st.pl[p, PL_POISON] > 0
    if c == TC_PRIZES_BEHIND:
        return st.pl[p, PL_PRIZES_LEFT] > st.pl[1 - p, PL_PRIZES_LEFT]
    if c == TC_HP_30 or c == TC_HP_90:
        return slot_hp_nb(st, ct, p, s) - st.slot[p, s, S_DMG] <= (30 if c == TC_HP_30 else 90)
    if c == TC_RETREAT_4:  # s30-k6: the printed Retreat Cost
        return ct.retreat[p, k] == 4
    if c == TC_EX:  # s31-k17: the holder is a Pokémon-ex
        return (ct.cflags[p, k] & CF_EX) != 0
    if c >= TC_TYPE and c < TC_TYPE + NT:  # (27 .. 31 are holder kinds: TC_AQUA .. TC_EVOLVED_NO_RULE_BOX)
        return holder_is_type_nb(st, ct, p, s, c - TC_TYPE)
    if c == TC_HAS_POKE_POWER:  # s31-k20
        return (ct.cflags[p, k] & CF_HAS_POWER) != 0 and (ct.cflags[p, k] & CF_HAS_BODY) == 0
    if (c >= TC_BASIC_FIRE_CARD and c <= TC_BASIC_PSYCHIC_CARD) or c == TC_BASIC_GRASS_CARD or c == TC_BASIC_LIGHTNING_CARD:  # s30-k8, s31-k20
        return basic_card_attached_nb(st, ct, p, s, c)
    if (c >= TC_EVOLVED and c <= TC_DARK_OR_ROCKETS) or (c >= TC_AQUA and c <= TC_EVOLVED_NO_RULE_BOX) \
            or c == TC_BENCHED or c == TC_ACTIVE or c == TC_HAS_ENERGY or (c >= TC_NOT_TYPE and c < TC_NOT_TYPE + NT) \
            or c == TC_ANCIENT or c == TC_FUTURE or c == TC_NS or c == TC_MARNIES or c == TC_NO_OWNER or (c >= TC_NOT_AQUA and c <= TC_EX_HP100) \
            or (c >= TC_OWNER and c < TC_OWNER + 8) or c == TC_NO_DARK_OWNER or c == TC_TERA:
        return holder_kind_nb(st, ct, p, s, c)
    ok = st.slot[1 - p, 0, S_CARD]
    if ok < 0:
        return False
    if c == TC_OTHER_EX:
        return (ct.cflags[1 - p, ok] & CF_EX) != 0
    if c == TC_OTHER_V:
        return (ct.cflags[1 - p, ok] & CF_V) != 0
    if c == TC_OTHER_ABILITY:
        return (ct.cflags[1 - p, ok] & CF_HAS_POWER) != 0
    if c >= TC_OTHER_TYPE:
        return slot_type_nb(st, ct, 1 - p, 0) == c - TC_OTHER_TYPE
    return False


@kernel_nb
def tool_amount_nb(st, ct, p, s, code):
    """The sum of the amounts of the TOOL rows with this TOOL_* code, of the Tool attached to
    p's slot s, whose conditions hold now (0: no Tool, or none applies)."""
    t = st.slot[p, s, S_TOOL_K]
    if t < 0 or st.slot[p, s, S_CARD] < 0:
        return 0
    if st.g[G_STADIUM_K] >= 0 and stadium_amount_nb(st, ct, p, s, ST_NO_TOOLS, -1, -1) > 0:
        return 0  # a Jamming Tower-like Stadium: Tools have no effect
    tot = 0
    for r in range(ct.tr_prog[p, t, 0], ct.tr_prog[p, t, 1]):
        if ct.prog[r, 0] != OP_TOOL or ct.prog[r, 1] != code:
            continue
        c = ct.prog[r, 3]
        if tool_cond_nb(st, ct, p, s, c % TC_SHIFT) and tool_cond_nb(st, ct, p, s, c // TC_SHIFT):
            tot += ct.prog[r, 2]
    return tot


# --- Stadiums: a Stadium's program is STADIUM rows (effects.py), read while it is in play ----


@kernel_nb
def stadium_amount_nb(st, ct, p, s, code, sp, sk):
    """The effect ``code`` (TOOL_*) of Stadium sk of player sp (sk < 0: the Stadium in play)
    on the Pokémon in p's slot s: the amount of the card's first STADIUM row with this code
    whose conditions hold for it (0: no Stadium, or none applies).  TOOL_HP is read by
    slot_hp_nb itself (its conditions never ask for HP)."""
    if sk < 0:
        sk = st.g[G_STADIUM_K]
        sp = st.g[G_STADIUM_P]
        if sk < 0:
            return 0
    if st.slot[p, s, S_CARD] < 0:
        return 0
    for r in range(ct.tr_prog[sp, sk, 0], ct.tr_prog[sp, sk, 1]):
        if ct.prog[r, 0] == OP_STADIUM and ct.prog[r, 1] == code:
            c = ct.prog[r, 3]
            if tool_cond_nb(st, ct, p, s, c % TC_SHIFT) and tool_cond_nb(st, ct, p, s, c // TC_SHIFT):
                return ct.prog[r, 2]
    return 0


@kernel_nb
def stadium_action_row_nb(ct, sp, sk):
    """The row of Stadium sk's ST_ACTION header (its body: the prog[r, 2] rows after it), -1 none."""
    for r in range(ct.tr_prog[sp, sk, 0], ct.tr_prog[sp, sk, 1]):
        if ct.prog[r, 0] == OP_STADIUM and ct.prog[r, 1] == ST_ACTION:
            return r
    return -1


@kernel_nb
def can_use_stadium_nb(st, ct, p):
    """The Stadium in play's action may be taken by p now (its A_STADIUM action is legal):
    once during each player's turn (G_STADIUM_USED: the game turn it was last taken; a
    Stadium coming into play clears it), when its body's requirements hold."""
    sk = st.g[G_STADIUM_K]
    if sk < 0 or st.g[G_STADIUM_USED] == st.g[G_TURN]:
        return False
    r = stadium_action_row_nb(ct, st.g[G_STADIUM_P], sk)
    if r < 0:
        return False
    return requirements_ok_nb(st, ct, p, 0, r + 1, r + 1 + ct.prog[r, 2])


BOOST_N = 64  #: layout.PL_BOOST entry: amount // 10 (below BOOST_N) + BOOST_N * cond (two TC_* codes) + GUARD_BIT
GUARD_BIT = BOOST_N * TC_SHIFT * TC_SHIFT  #: the entry is a TURN_GUARD
BOOST_BITS = 21  #: bits per packed entry: three fit in an int64 (bits 0-62)
BOOST_MASK = (1 << BOOST_BITS) - 1


@kernel_nb
def add_turn_boost_nb(st, p, amount, cond, guard):
    """TURN_BOOST (guard 0): p's attacks for which cond holds do amount more damage this turn;
    TURN_GUARD (guard 1): p's Pokémon for which cond holds take amount less damage from attacks
    until p's next turn starts.  An entry of the same kind and conditions grows; at most 3
    different ones (a fourth is dropped)."""
    v = st.pl[p, PL_BOOST]
    g = GUARD_BIT if guard == 1 else 0
    for i in range(3):
        e = (v >> (BOOST_BITS * i)) & BOOST_MASK
        if e == 0 or (e & GUARD_BIT) == g and (e % GUARD_BIT) // BOOST_N == cond:
            n = (e % BOOST_N) + amount // 10
            if n > BOOST_N - 1:
                n = BOOST_N - 1
            e2 = n + BOOST_N * cond + g
            st.pl[p, PL_BOOST] = (v & ~(BOOST_MASK << (BOOST_BITS * i))) | (e2 << (BOOST_BITS * i))
            return


@kernel_inline_nb
def turn_boost_nb(st, ct, p):
    """The TURN_BOOST damage p's Active adds to an attack on the opponent's Active now."""
    v = st.pl[p, PL_BOOST]
    tot = 0
    for i in range(3):
        e = (v >> (BOOST_BITS * i)) & BOOST_MASK
        if e == 0 or (e & GUARD_BIT) != 0:
            continue
        c = e // BOOST_N
        if tool_cond_nb(st, ct, p, 0, c % TC_SHIFT) and tool_cond_nb(st, ct, p, 0, c // TC_SHIFT):
            tot += 10 * (e % BOOST_N)
    return tot


@kernel_inline_nb
def turn_guard_nb(st, ct, p, s):
    """The TURN_GUARD reduction of damage done to p's slot s by an attack now."""
    v = st.pl[p, PL_BOOST]
    tot = 0
    for i in range(3):
        e = (v >> (BOOST_BITS * i)) & BOOST_MASK
        if (e & GUARD_BIT) == 0:
            continue
        c = (e % GUARD_BIT) // BOOST_N
        if tool_cond_nb(st, ct, p, s, c % TC_SHIFT) and tool_cond_nb(st, ct, p, s, c // TC_SHIFT):
            tot += 10 * (e % BOOST_N)
    return tot


@kernel_nb
def tool_hp_cond_nb(st, ct, p, s, x):
    """A TOOL_HP row's condition: only the holder's kind (no HP-dependent test)."""
    k = st.slot[p, s, S_CARD]
    if x == TC_BASIC or x == TC_STAGE1 or x == TC_STAGE2:
        return slot_stage_nb(st, ct, p, s) == x - TC_BASIC
    if x == TC_NO_RULE_BOX:
        return ct.prize[p, k] <= 1
    if x >= TC_TYPE and x < TC_OTHER_TYPE:
        return holder_is_type_nb(st, ct, p, s, x - TC_TYPE)
    if (x >= TC_EVOLVED and x <= TC_DARK_OR_ROCKETS) or (x >= TC_AQUA and x <= TC_EVOLVED_NO_RULE_BOX) \
            or x == TC_BENCHED or x == TC_ACTIVE or x == TC_HAS_ENERGY or (x >= TC_NOT_TYPE and x < TC_NOT_TYPE + NT) \
            or x == TC_POWER_NAMED or (x >= TC_NOT_AQUA and x <= TC_EX_HP100) \
            or x == TC_NS or x == TC_MARNIES or (x >= TC_OWNER and x < TC_OWNER + 8) or x == TC_ANCIENT \
            or x == TC_NO_OWNER:  # (s30-k10: Ancient; s31-k20: no owner)
        return holder_kind_nb(st, ct, p, s, x)
    if x == TC_HAS_POKE_POWER:  # s31-k20
        return (ct.cflags[p, k] & CF_HAS_POWER) != 0 and (ct.cflags[p, k] & CF_HAS_BODY) == 0
    return x == 0


@kernel_nb
def slot_hp_nb(st, ct, p, s):
    """The HP of the Pokémon in p's slot s now: its card's, plus a Tool's +HP (TOOL_HP rows;
    the recogniser gives them holder conditions only)."""
    k = st.slot[p, s, S_CARD]
    hp = ct.hp[p, k]
    if k < 0:
        return hp
    for i in range(st.slot[p, s, S_NEN]):  # a Special Energy's +HP (ENERGY rows, TOOL_HP)
        e = st.en[p, s, i]
        for r in range(ct.tr_prog[p, e, 0], ct.tr_prog[p, e, 1]):
            if ct.prog[r, 0] == OP_ENERGY and ct.prog[r, 1] == TOOL_HP:
                c = ct.prog[r, 3]
                if tool_hp_cond_nb(st, ct, p, s, c % TC_SHIFT) and tool_hp_cond_nb(st, ct, p, s, c // TC_SHIFT):
                    hp += ct.prog[r, 2]
    sk = st.g[G_STADIUM_K]
    no_tools = False
    if sk >= 0:  # the Stadium in play: its first TOOL_HP row that holds for this Pokémon
        sp = st.g[G_STADIUM_P]
        got = False
        for r in range(ct.tr_prog[sp, sk, 0], ct.tr_prog[sp, sk, 1]):
            if ct.prog[r, 0] != OP_STADIUM:
                continue
            if ct.prog[r, 1] == ST_NO_TOOLS:
                no_tools = True  # (its rows have no conditions)
            elif ct.prog[r, 1] == TOOL_HP and not got:
                c = ct.prog[r, 3]
                if tool_hp_cond_nb(st, ct, p, s, c % TC_SHIFT) and tool_hp_cond_nb(st, ct, p, s, c // TC_SHIFT):
                    hp += ct.prog[r, 2]
                    got = True
    hp += power_mod_nb(st, ct, p, s, TOOL_HP)  # a power's +HP (PASSIVE_MODS)
    t = st.slot[p, s, S_TOOL_K]
    if t < 0 or no_tools:
        return hp
    for r in range(ct.tr_prog[p, t, 0], ct.tr_prog[p, t, 1]):
        if ct.prog[r, 0] == OP_TOOL and ct.prog[r, 1] == TOOL_HP:
            c = ct.prog[r, 3]
            if tool_hp_cond_nb(st, ct, p, s, c % TC_SHIFT) and tool_hp_cond_nb(st, ct, p, s, c // TC_SHIFT):
                hp += ct.prog[r, 2]
    return hp


@kernel_nb
def holder_is_type_nb(st, ct, p, s, t):
    """The Pokémon in p's slot s is of type t now: a Shift-like change through this turn,
    else any of its printed types (a δ Pokémon may print two)."""
    if st.slot[p, s, S_TYPE_OVER] > 0 and st.slot[p, s, S_TYPE_UNTIL] >= st.g[G_TURN]:
        return st.slot[p, s, S_TYPE_OVER] - 1 == t
    k = st.slot[p, s, S_CARD]
    if k < 0:
        return False
    if st.slot[p, s, S_TOOL_K] >= 0:  # s31-k20: a Crystal Shard-like Tool
        tt = tool_type_nb(st, ct, p, s)
        if tt >= 0:
            return tt == t
    if ct.ptype[p, k] == t or (ct.cflags[p, k] & (CF_TYPES << t)) != 0:
        return True
    return dual_type_nb(st, ct, p, s) == t or (t >= 0 and (dual_type_mask_nb(st, ct, p, s) >> t) & 1 == 1)


@kernel_nb
def dual_type_nb(st, ct, p, s):
    """Dual Armor-like (PASSIVE_DUAL_TYPE): the second type of p's slot s now, -1 none.  Read
    without power_works_nb (its Stadium rows read holder kinds, which read types: a cycle);
    a Toxic Gas-like power still stops it."""
    op, a, _b, c = power_header_nb(st, ct, p, s)
    if op != OP_POWER_PASSIVE or a != PASSIVE_DUAL_TYPE:
        return -1
    if c >= DT_REQ + DT_MASK:
        return -1  # s31-k15: several types (dual_type_mask_nb)
    if c >= DT_REQ:  # s31-k15: the REQ_COUNT row after the header ("as long as it has any React Energy cards attached")
        if not power_count_ok_nb(st, ct, p, s, False) or toxic_gas_nb(st, ct):
            return -1
        t1 = c % 16
        return (c // 16) % 16 if ct.ptype[p, st.slot[p, s, S_CARD]] == t1 else t1
    if st.slot[p, s, S_TOOL_K] >= 0 and tool_type_nb(st, ct, p, s) >= 0:
        return -1  # s31-k20: a Crystal Shard-like Tool's one type
    if energy_of_type_nb(st, ct, p, s, c // 16 - 1) <= 0 or toxic_gas_nb(st, ct):
        return -1
    return c % 16


@kernel_nb
def holder_kind_nb(st, ct, p, s, c):
    """The holder conditions Special Energy reads (TC_EVOLVED .. TC_ACTIVE)."""
    k = st.slot[p, s, S_CARD]
    f = ct.cflags[p, k]
    if c == TC_EVOLVED:  # an EX-era Basic played on its Baby Pokémon is evolved too (its stack)
        return slot_stage_nb(st, ct, p, s) >= 1 or st.slot[p, s, S_NSTACK] >= 2
    if c == TC_NOT_EX:
        return (f & CF_EX) == 0
    if c == TC_DARK:
        return holder_is_type_nb(st, ct, p, s, 6) or (f & CF_NAME_DARK) != 0
    if c == TC_DARK_OR_ROCKETS:
        return (f & (CF_NAME_DARK | CF_NAME_ROCKETS)) != 0
    if c == TC_AQUA:
        return (f & CF_NAME_AQUA) != 0
    if c == TC_MAGMA:
        return (f & CF_NAME_MAGMA) != 0
    if c == TC_NOT_AQUA:
        return (f & CF_NAME_AQUA) == 0
    if c == TC_NOT_MAGMA:
        return (f & CF_NAME_MAGMA) == 0
    if c == TC_EX_HP100:
        return (f & CF_EX) != 0 and ct.hp[p, k] >= 100
    if c == TC_TEAM_ROCKET:
        return (f & CF_TEAM_ROCKET) != 0
    if c == TC_NO_DARK_OWNER:
        return (f & (CF_NAME_DARK | CF_OWNERS)) == 0
    if c == TC_DELTA:
        return (f & CF_DELTA) != 0
    if c == TC_EVOLVED_NO_RULE_BOX:
        return (slot_stage_nb(st, ct, p, s) >= 1 or st.slot[p, s, S_NSTACK] >= 2) and ct.prize[p, k] <= 1
    if c == TC_BENCHED:
        return s > 0
    if c == TC_ACTIVE:
        return s == 0
    if c == TC_HAS_ENERGY:
        return st.slot[p, s, S_NEN] > 0
    if c >= TC_NOT_TYPE and c < TC_NOT_TYPE + NT:
        return not holder_is_type_nb(st, ct, p, s, c - TC_NOT_TYPE)
    if c == TC_ANCIENT:
        return (f & CF_ANCIENT) != 0
    if c == TC_FUTURE:
        return (f & CF_FUTURE) != 0
    if c == TC_NS:
        return (f & CF_NS) != 0
    if c == TC_MARNIES:
        return (f & CF_MARNIES) != 0
    if c == TC_NO_OWNER:
        return (f & CF_OWNERS) == 0
    if c >= TC_OWNER and c < TC_OWNER + 8:
        return (f & (CF_OWNER0 << (c - TC_OWNER))) != 0
    if c == TC_POWER_NAMED:
        return (f & CF_POWER_NAMED) != 0
    if c == TC_TERA:  # s29-k2
        return (f & CF_TERA) != 0
    return False


# --- Special Energy: a card's program is ENERGY rows (effects.py), read while it is attached ---


@kernel_nb
def energy_cond_nb(st, ct, p, s, c, self_i):
    """One TC_* condition of a Special Energy on p's slot s (self_i: its index in en[p, s],
    -1 for a card not attached yet)."""
    if c == TC_NO_OTHER_SPECIAL:
        for i in range(st.slot[p, s, S_NEN]):
            if i != self_i and ct.basic_energy[p, st.en[p, s, i]] == 0:
                return False
        return True
    return tool_cond_nb(st, ct, p, s, c)


@kernel_nb
def energy_row_holds_nb(st, ct, p, s, r, self_i):
    c = ct.prog[r, 3]
    return energy_cond_nb(st, ct, p, s, c % TC_SHIFT, self_i) and energy_cond_nb(st, ct, p, s, c // TC_SHIFT % TC_SHIFT, self_i) \
        and energy_cond_nb(st, ct, p, s, c // (TC_SHIFT * TC_SHIFT), self_i)  # s31-k20: a third condition


@kernel_nb
def card_energy_amount_nb(st, ct, p, s, e, self_i, code):
    """The sum of the amounts of Energy card e's ENERGY rows with this code whose conditions
    hold on p's slot s (e attached there as en[p, s, self_i], or -1: as if it were)."""
    tot = 0
    for r in range(ct.tr_prog[p, e, 0], ct.tr_prog[p, e, 1]):
        if ct.prog[r, 0] == OP_ENERGY and ct.prog[r, 1] == code and energy_row_holds_nb(st, ct, p, s, r, self_i):
            tot += ct.prog[r, 2]
    return tot


@kernel_nb
def energy_amount_nb(st, ct, p, s, code):
    """The same summed over every Energy card attached to p's slot s (0: none applies)."""
    tot = 0
    if st.slot[p, s, S_CARD] < 0:
        return 0
    for i in range(st.slot[p, s, S_NEN]):
        e = st.en[p, s, i]
        if ct.tr_prog[p, e, 1] > ct.tr_prog[p, e, 0]:
            tot += card_energy_amount_nb(st, ct, p, s, e, i, code)
    return tot


@kernel_nb
def boost_name_nb(st, ct, p, s):
    """(s30-k8) The name id of the Energy cards a working PASSIVE_ENERGY_BOOST power of p's boosts
    on p's slot s (a Pokémon whose name the power lists: CF_POWER_NAMED); -2 none."""
    k = st.slot[p, s, S_CARD]
    if k < 0 or (ct.cflags[p, k] & CF_POWER_NAMED) == 0:
        return -2
    for w in range(NSLOT):
        if passive_nb(st, ct, p, w, PASSIVE_ENERGY_BOOST):
            return power_header_nb(st, ct, p, w)[2]
    return -2


@kernel_nb
def energy_flex_nb(st, ct, p, s, e, self_i):
    """What Energy card e provides on p's slot s by its first EN_PROVIDE row that holds:
    (type mask, units); (0, 0): its printed provides."""
    m = 0
    n = 0
    if ct.name[p, e] == boost_name_nb(st, ct, p, s):
        m = EN_EVERY_TYPE  # s30-k8: Reactive Booster-like: 2 of every type, nothing else
        n = 2
    else:
        for r in range(ct.tr_prog[p, e, 0], ct.tr_prog[p, e, 1]):
            if ct.prog[r, 0] == OP_ENERGY and ct.prog[r, 1] >= EN_PROVIDE and energy_row_holds_nb(st, ct, p, s, r, self_i):
                m = ct.prog[r, 1] - EN_PROVIDE
                n = ct.prog[r, 2]
                break
    if ct.basic_energy[p, e] == 1 and st.g[G_STADIUM_K] >= 0:  # s31-k20: a Holon Research Tower-like Stadium
        also = stadium_basic_also_nb(st, ct, p, s)
        if also != 0:
            for t in range(NT):
                if ct.provides[p, e, t] > 0:
                    also |= 1 << t
            return also, 1
    if ct.basic_energy[p, e] == 0 and st.g[G_STADIUM_K] >= 0:
        tot = n
        if n == 0:
            for t in range(NT):
                tot += ct.provides[p, e, t]
        if tot >= 2 and stadium_amount_nb(st, ct, p, s, ST_SPECIAL_ONE, -1, -1) > 0:
            return 1 << COLORLESS, 1  # s30-k8: a Crystal Beach-like Stadium, over any power
    return m, n


@kernel_nb
def stadium_basic_also_nb(st, ct, p, s):
    """(s31-k20) The types (a mask) the Stadium in play's "EN_PROVIDE + mask" STADIUM row that holds for
    p's slot s adds to each basic Energy card attached there (Holon Research Tower-like: Metal on a δ
    Pokémon; the card then provides 1 unit of its own type or of the mask's); 0 none."""
    sp = st.g[G_STADIUM_P]
    sk = st.g[G_STADIUM_K]
    for r in range(ct.tr_prog[sp, sk, 0], ct.tr_prog[sp, sk, 1]):
        if ct.prog[r, 0] == OP_STADIUM and ct.prog[r, 1] >= EN_PROVIDE:
            c = ct.prog[r, 3]
            if tool_cond_nb(st, ct, p, s, c % TC_SHIFT) and tool_cond_nb(st, ct, p, s, c // TC_SHIFT):
                return ct.prog[r, 1] - EN_PROVIDE
    return 0


@kernel_nb
def energy_units_at_nb(st, ct, p, s, i):
    """How many Energy units attached card en[p, s, i] provides there."""
    e = st.en[p, s, i]
    m, n = energy_flex_nb(st, ct, p, s, e, i)
    if n > 0:
        return n
    tot = 0
    for t in range(NT):
        tot += ct.provides[p, e, t]
    return tot


@kernel_nb
def slot_energy_total_nb(st, ct, p, s):
    """Energy units attached to p's slot s (what a Special Energy provides there)."""
    tot = 0
    for i in range(st.slot[p, s, S_NEN]):
        tot += energy_units_at_nb(st, ct, p, s, i)
    return tot


@kernel_inline_nb
def _max_cost_nb(ct, p, k, t):
    """The most units of type t one of card k's attacks asks for."""
    top = 0
    if k >= 0:
        for j in range(ct.n_atk[p, k]):
            if ct.atk_cost[p, k, j, t] > top:
                top = ct.atk_cost[p, k, j, t]
    return top


@kernel_nb
def _add_card_units_nb(st, ct, p, s, e, self_i, units, resolve):
    """Add what card e provides on slot s to units; returns its units of more than one
    possible type left unassigned (resolve=False), else assigns each to the type of its mask
    the slot's attacks miss most (against their largest cost per type), Colorless otherwise."""
    m, n = energy_flex_nb(st, ct, p, s, e, self_i)
    if n == 0:
        for t in range(NT):
            units[t] += ct.provides[p, e, t]
        return 0
    if (m & (m - 1)) == 0:  # one type
        for t in range(NT):
            if m == (1 << t):
                units[t] += n
        return 0
    if not resolve:
        return n
    k = st.slot[p, s, S_CARD]
    for _u in range(n):
        bt = -1
        bv = 0
        for t in range(NT - 1):
            if (m >> t) & 1:
                miss = _max_cost_nb(ct, p, k, t) - units[t]
                if miss > bv:
                    bv = miss
                    bt = t
        if bt < 0:
            bt = COLORLESS
            if ((m >> COLORLESS) & 1) == 0:
                for t in range(NT):
                    if (m >> t) & 1:
                        bt = t
                        break
        units[bt] += 1
    return 0


@kernel_nb
def slot_units_nb(st, ct, p, s, add_e, skip_i, units, resolve):
    """Fill units with what the Energy attached to p's slot s provides there (leaving out
    index skip_i, adding card add_e as if attached; -1 none).  Units that may be more than one
    type: left out and counted in the result (resolve=False: attack_energy_ok_nb checks them
    exactly), or assigned to the types the slot's attacks miss most (resolve=True: players)."""
    for t in range(NT):
        units[t] = 0
    # printed provides first (every card without ENERGY rows: one pass, the hot path), then
    # the units of a choice of the cards with rows, if any
    n_special = 0
    bn = boost_name_nb(st, ct, p, s)  # s30-k8: cards of this name provide by energy_flex_nb too
    # s30-k8: under a Crystal Beach-like Stadium every Special Energy card provides by energy_flex_nb
    cb = st.g[G_STADIUM_K] >= 0 and stadium_amount_nb(st, ct, p, s, ST_SPECIAL_ONE, -1, -1) > 0
    if st.g[G_STADIUM_K] >= 0 and stadium_basic_also_nb(st, ct, p, s) != 0:
        bn = -3  # s31-k20: a Holon Research Tower-like Stadium: every card provides by energy_flex_nb
    for i in range(st.slot[p, s, S_NEN]):
        if i == skip_i:
            continue
        e = st.en[p, s, i]
        if ct.tr_prog[p, e, 1] > ct.tr_prog[p, e, 0] or ct.name[p, e] == bn or (cb and ct.basic_energy[p, e] == 0) or bn == -3:
            n_special += 1
        else:
            for t in range(NT):
                units[t] += ct.provides[p, e, t]
    if add_e >= 0:
        if ct.tr_prog[p, add_e, 1] > ct.tr_prog[p, add_e, 0] or ct.name[p, add_e] == bn or (cb and ct.basic_energy[p, add_e] == 0) or bn == -3:
            n_special += 1
        else:
            for t in range(NT):
                units[t] += ct.provides[p, add_e, t]
    if n_special == 0:
        return 0
    flex = 0
    for i in range(st.slot[p, s, S_NEN]):
        e = st.en[p, s, i]
        if i != skip_i and (ct.tr_prog[p, e, 1] > ct.tr_prog[p, e, 0] or ct.name[p, e] == bn or (cb and ct.basic_energy[p, e] == 0) or bn == -3):
            flex += _add_card_units_nb(st, ct, p, s, e, i, units, resolve)
    if add_e >= 0 and (ct.tr_prog[p, add_e, 1] > ct.tr_prog[p, add_e, 0] or ct.name[p, add_e] == bn or (cb and ct.basic_energy[p, add_e] == 0) or bn == -3):
        flex += _add_card_units_nb(st, ct, p, s, add_e, -1, units, resolve)
    return flex


@kernel_nb  # s31-k18: two call sites (attack_energy_ok_nb, copy_k1831)
def flex_payable_nb(st, ct, p, s, units, cost, flex, wild):
    """A cost payable by units plus the flex units of slot s's Energy of a choice of types
    (Hall's condition: every set of typed shortfalls is met by the units that may take one of
    those types; then every unit pays Colorless); wild of the flex units may be any type (a
    Tool's "costs 1 Energy less ... of any type")."""
    have = flex
    need = 0
    dmask = 0
    for t in range(NT):
        have += units[t]
        need += cost[t]
        if t != COLORLESS and units[t] < cost[t]:
            dmask |= 1 << t
    if have < need:
        return False
    sub = dmask
    while sub > 0:
        d = 0
        for t in range(NT - 1):
            if (sub >> t) & 1:
                d += cost[t] - units[t]
        sup = wild
        for i in range(st.slot[p, s, S_NEN]):
            m, n = energy_flex_nb(st, ct, p, s, st.en[p, s, i], i)
            if n > 0 and (m & (m - 1)) != 0 and (m & sub) != 0:
                sup += n
        if sup < d:
            return False
        sub = (sub - 1) & dmask
    return True


@kernel_inline_nb
def energy_leaves_nb(st, ct, p, s, i, turn_ends):
    """Attached card en[p, s, i] is discarded now by its own text: an EN_DISCARD_UNLESS row
    whose condition no longer holds, or EN_DISCARD_END_TURN when its owner's turn ends."""
    e = st.en[p, s, i]
    for r in range(ct.tr_prog[p, e, 0], ct.tr_prog[p, e, 1]):
        if ct.prog[r, 0] == OP_ENERGY:
            code = ct.prog[r, 1]
            if code == EN_DISCARD_END_TURN and turn_ends:
                return True
            if code == EN_DISCARD_UNLESS and not energy_row_holds_nb(st, ct, p, s, r, i):
                return True
    return False


@kernel_inline_nb
def energy_attach_ok_nb(st, ct, p, k, s):
    """Energy card k may be attached to p's slot s (its EN_ATTACH_ONLY rows hold there)."""
    for r in range(ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1]):
        if ct.prog[r, 0] == OP_ENERGY and ct.prog[r, 1] == EN_ATTACH_ONLY and not energy_row_holds_nb(st, ct, p, s, r, -1):
            return False
    return True


@kernel_nb
def energy_as_type_nb(st, ct, p, s, units):
    """Energy Burn-like passive: every unit attached to slot s counts as one type."""
    if energy_as_type_on_nb(st, ct, p, s):
        t0 = passive_arg_nb(st, ct, p, s) % 16  # s31-k15: c // 16, a holder condition
        tot = 0
        for t in range(NT):
            tot += units[t]
            units[t] = 0
        units[t0] = tot
    elif units[COLORLESS] > 0:
        # s30-k8: a Chlorophyll-like power of its owner's: Colorless units on a Pokémon of its type
        for w in range(NSLOT):
            if passive_nb(st, ct, p, w, PASSIVE_COLORLESS_AS_TYPE):
                t1 = passive_arg_nb(st, ct, p, w)
                if holder_is_type_nb(st, ct, p, s, t1):
                    units[t1] += units[COLORLESS]
                    units[COLORLESS] = 0
                    break


@kernel_nb
def can_use_power_nb(st, ct, R, p, s):
    """Slot s's activated power may be used now (its A_POWER action is legal)."""
    k = st.slot[p, s, S_CARD]
    if k < 0:
        return False
    if (ct.cflags[p, k] & CF_RULE_DISCARD) != 0:
        return True  # a Trainer played as a Pokémon: discarding it from play is a rule, not a power
    op, a, _b, c = power_header_nb(st, ct, p, s)
    if op != OP_POWER_ACTIVATED:
        return False
    if not power_works_nb(st, ct, p, s):
        return False
    if (c & PW_BENCH_ONLY) != 0 and s == 0:
        return False
    if (c & PW_ACTIVE_ONLY) != 0 and s != 0:
        return False
    if (c & (PW_ON_EVOLVE | PW_ON_BENCH | PW_ON_MOVE_UP | PW_ON_ATTACH)) != 0:
        return False  # offered when the card is played (actions.play_trigger_nb), never an action
    turn = st.g[G_TURN]
    if (c & PW_NOT_PLAYED_TURN) != 0 and st.slot[p, s, S_PLAYED_TURN] == turn:
        return False
    if a > 0 and st.slot[p, s, S_PWR_TURN] == turn and st.slot[p, s, S_PWR_N] >= a:
        return False
    if (c & PW_ONE_PER_NAME) != 0:
        for q in range(NSLOT):
            kq = st.slot[p, q, S_CARD]
            if q != s and kq >= 0 and same_power_name_nb(ct, p, k, kq) and st.slot[p, q, S_PWR_TURN] == turn \
                    and st.slot[p, q, S_PWR_N] > 0:
                return False
    for r in range(ct.pw_prog[p, k, 0] + 1, ct.pw_prog[p, k, 1]):
        if ct.prog[r, 0] == OP_EVOLVE_FROM_HAND and baby_evolution_card_nb(st, ct, R, p, s, ct.prog[r, 1]) < 0:
            return False  # Baby Evolution-like: no card of that name can go onto it now
    return requirements_ok_nb(st, ct, p, s, ct.pw_prog[p, k, 0] + 1, ct.pw_prog[p, k, 1])


@kernel_inline_nb
def hand_energy_for_type_nb(st, ct, p, etype):
    """A basic Energy card of type etype in p's hand (-1 none)."""
    for k in range(ct.n[p]):
        if st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_ENERGY and ct.basic_energy[p, k] == 1 and ct.provides[p, k, etype] > 0:
            return k
    return -1


@kernel_inline_nb
def type_target_ok_nb(st, ct, p, q, ptype):
    k = st.slot[p, q, S_CARD]
    return k >= 0 and ct.sup[p, k] == SUPER_POKEMON and ct.ptype[p, k] == ptype and st.slot[p, q, S_NEN] < MAXEN


@kernel_nb
def type_energy_source_nb(st, ct, p, etype, cost):
    """ATTACH_HAND_TO_TYPE's card: a basic Energy card of etype in p's hand (cost > 0: in
    the discard pile); -1 none."""
    if cost <= 0:
        return hand_energy_for_type_nb(st, ct, p, etype)
    for k in range(ct.n[p]):
        if st.disc[p, k] > 0 and ct.sup[p, k] == SUPER_ENERGY and ct.basic_energy[p, k] == 1 and ct.provides[p, k, etype] > 0:
            return k
    return -1


@kernel_nb
def type_target_cost_ok_nb(st, ct, p, q, ptype, cost):
    """ATTACH_HAND_TO_TYPE's receiver: of ptype, and (cost > 0) not Knocked Out by the cost's counters."""
    return type_target_ok_nb(st, ct, p, q, ptype) and (cost <= 0 or slot_hp_nb(st, ct, p, q) - st.slot[p, q, S_DMG] > cost)


@kernel_inline_nb
def move_energy_source_nb(st, ct, p, q, etype):
    """Index in en[p, q] of a basic Energy card of type etype (-1 none)."""
    if st.slot[p, q, S_CARD] < 0:
        return -1
    for i in range(st.slot[p, q, S_NEN]):
        e = st.en[p, q, i]
        if move_energy_ok_nb(st, ct, p, q, e, etype):
            return i
    return -1


@kernel_nb  # three call sites: compiled once, not inlined (test_compile_shape)
def move_bench_to_active_nb(etype):
    """MOVE_ENERGY's type code etype moves only from a Benched Pokémon to the Active: the
    ME_BENCH_TO_ACTIVE flag, or a MOVE_FROM form whose source condition is TC_BENCHED (every
    card that prints it moves the Energy to the Active).  Other MOVE_FROM forms move from any
    Pokémon their condition admits (TC_ACTIVE: the Active) to any other."""
    if etype >= MOVE_FROM:
        return etype // MOVE_FROM == TC_BENCHED
    return etype >= 0 and (etype & ME_BENCH_TO_ACTIVE) != 0


@kernel_nb
def move_energy_ok_nb(st, ct, p, q, e, etype):
    """Energy card e on p's slot q is a basic Energy card of etype (ANY: any type): MOVE_ENERGY
    may move it (etype with effects.ME_SPECIAL_TOO: a Special Energy card that provides only
    that type too).  etype >= MOVE_FROM: any Energy card of type etype % MOVE_FROM - 1 (-1 any)
    from a Pokémon for which TC_* condition etype // MOVE_FROM holds (Magma Switch-like).
    (s31-k17) etype >= ENERGY_KIND: an Energy card of that KIND_* (a name: "a React Energy card")."""
    if etype >= ENERGY_KIND:
        return card_matches_kind_nb(ct, p, e, etype - ENERGY_KIND)
    if etype >= MOVE_FROM:
        t = etype % MOVE_FROM - 1
        if t == ME_ANY_BASIC:  # s31-k17: a basic Energy card of any type from such a Pokémon
            return holder_kind_nb(st, ct, p, q, etype // MOVE_FROM) and ct.basic_energy[p, e] == 1
        return holder_kind_nb(st, ct, p, q, etype // MOVE_FROM) and (t < 0 or ct.provides[p, e, t] > 0)
    if etype < 0:
        return ct.basic_energy[p, e] == 1
    t = etype % ME_SPECIAL_TOO
    if t == ME_ANY_BASIC:  # s31-k17: a basic Energy card of any type, with the flags
        return ct.basic_energy[p, e] == 1
    if ct.provides[p, e, t] <= 0:
        return False
    if ct.basic_energy[p, e] == 1:
        return True
    if (etype & ME_SPECIAL_TOO) == 0:
        return False
    for x in range(NT):
        if x != t and ct.provides[p, e, x] > 0:
            return False
    return True


@kernel_nb
def damage_move_ok_nb(st, ct, q, src, dst, mode, s):
    """One damage counter of q's src may go to dst under MOVE_DAMAGE mode (acting slot s;
    MD_OWN_TO_OPP: dst is the opponent's, 1 - q's, slot; MD_EITHER: src and dst are player * NSLOT
    + slot, either player's, q unused)."""
    if mode == MD_EITHER:
        sp = src // NSLOT
        dp = dst // NSLOT
        return src != dst and st.slot[sp, src % NSLOT, S_CARD] >= 0 and st.slot[sp, src % NSLOT, S_DMG] >= 10 \
            and st.slot[dp, dst % NSLOT, S_CARD] >= 0
    if mode == MD_OWN_TO_OPP:
        return st.slot[q, src, S_CARD] >= 0 and st.slot[q, src, S_DMG] >= 10 and st.slot[1 - q, dst, S_CARD] >= 0
    if src == dst or st.slot[q, src, S_CARD] < 0 or st.slot[q, dst, S_CARD] < 0:
        return False
    if st.slot[q, src, S_DMG] < 10:
        return False
    if mode == MD_TO_SELF_NO_KO and dst != s:
        return False
    if mode != MD_ANY_KO_OK and mode != MD_PAIR_KO_OK:  # s31-k17: MD_PAIR_KO_OK may Knock it Out
        kd = st.slot[q, dst, S_CARD]
        if ct.hp[q, kd] - st.slot[q, dst, S_DMG] <= 10:
            return False  # it would Knock Out the receiver
    return True


@kernel_inline_nb
def damage_move_exists_nb(st, ct, q, mode, s):
    n = 2 * NSLOT if mode == MD_EITHER else NSLOT
    for src in range(n):
        for dst in range(n):
            if damage_move_ok_nb(st, ct, q, src, dst, mode, s):
                return True
    return False


@kernel_nb
def slot_type_nb(st, ct, p, s):
    """The type of the Pokémon in slot s now (a Shift-like change through this turn)."""
    if st.slot[p, s, S_TYPE_OVER] > 0 and st.slot[p, s, S_TYPE_UNTIL] >= st.g[G_TURN]:
        return st.slot[p, s, S_TYPE_OVER] - 1
    k = st.slot[p, s, S_CARD]
    if k >= 0 and st.slot[p, s, S_TOOL_K] >= 0:  # s31-k20: a Crystal Shard-like Tool
        tt = tool_type_nb(st, ct, p, s)
        if tt >= 0:
            return tt
    return ct.ptype[p, k] if k >= 0 else -1


@kernel_nb
def tool_type_nb(st, ct, p, s):
    """(s31-k20) The type a TOOL_TYPE_IS row of the Tool on p's slot s gives its holder, -1 none (the
    rows are read directly, without conditions: conditions read types; a Stadium's ST_NO_TOOLS row
    switches Tools off)."""
    t = st.slot[p, s, S_TOOL_K]
    if t < 0:
        return -1
    for r in range(ct.tr_prog[p, t, 0], ct.tr_prog[p, t, 1]):
        if ct.prog[r, 0] == OP_TOOL and ct.prog[r, 1] == TOOL_TYPE_IS:
            if st.g[G_STADIUM_K] >= 0:
                sp = st.g[G_STADIUM_P]
                sk = st.g[G_STADIUM_K]
                for r2 in range(ct.tr_prog[sp, sk, 0], ct.tr_prog[sp, sk, 1]):
                    if ct.prog[r2, 0] == OP_STADIUM and ct.prog[r2, 1] == ST_NO_TOOLS:
                        return -1
            return ct.prog[r, 2] - 1
    return -1


@kernel_nb
def other_type_ok_nb(st, ct, p, s, q, t):
    """Slot t of player q is another Pokémon whose type (not Colorless) differs from slot s's."""
    if q == p and t == s:
        return False
    k = st.slot[q, t, S_CARD]
    if k < 0 or ct.sup[q, k] != SUPER_POKEMON:
        return False
    ty = slot_type_nb(st, ct, q, t)
    return ty >= 0 and ty != COLORLESS and ty != slot_type_nb(st, ct, p, s)


@kernel_nb
def retreat_cost_nb(st, ct, p):
    """The Active's retreat cost after Retreat Aid-like passives on p's Bench."""
    a = st.slot[p, 0, S_CARD]
    cost = ct.retreat[p, a]
    for s in range(1, NSLOT):
        if passive_nb(st, ct, p, s, PASSIVE_RETREAT_AID):
            cost -= passive_arg_nb(st, ct, p, s)
    if st.slot[p, 0, S_TOOL_K] >= 0:
        cost -= tool_amount_nb(st, ct, p, 0, TOOL_RETREAT_LESS)
        cost += tool_amount_nb(st, ct, p, 0, TOOL_ACTIVES_RETREAT_MORE)  # s30-k10: either Active's Tool
    if st.slot[1 - p, 0, S_CARD] >= 0 and st.slot[1 - p, 0, S_TOOL_K] >= 0:
        cost += tool_amount_nb(st, ct, 1 - p, 0, TOOL_ACTIVES_RETREAT_MORE)
    if st.g[G_STADIUM_K] >= 0:  # a Stadium's less (or, negative, more)
        cost -= stadium_amount_nb(st, ct, p, 0, TOOL_RETREAT_LESS, -1, -1)
    cost -= power_mod_nb(st, ct, p, 0, TOOL_RETREAT_LESS)  # powers: less, none, or more (negative)
    if st.slot[p, 0, S_NEN] > 0:  # s30-k8: a Special Energy's (Holon Energy WP-like: "Retreat Cost is 0")
        cost -= energy_amount_nb(st, ct, p, 0, TOOL_RETREAT_LESS)
    if st.slot[p, 0, S_COST_MORE_UNTIL] >= st.g[G_TURN]:  # s29-k2: DEF_COST_MORE_NEXT
        cost += st.slot[p, 0, S_COST_MORE] // 16
    return cost if cost > 0 else 0


@kernel_nb
def breed_pick_nb(st, ct, p):
    """(Stage 2 card in p's hand, slot of the Basic it fits) for Pokémon Breeder, or (-1, -1).

    The card table names only the Stage 1 a Stage 2 evolves from, so the link Basic →
    Stage 1 is read from a Stage 1 card of either deck (a Stage 2 whose Stage 1 is in
    neither deck is not matched).  Evolving's rules apply, except the Stage 1: not on the
    player's first turn nor the game's first turn, not on a Pokémon put into play this turn.
    """
    if st.pl[p, PL_OWN_TURNS] <= 1 or st.g[G_TURN] <= 1:
        return -1, -1
    if passive_in_play_nb(st, ct, PASSIVE_NO_EVOLUTION):
        return -1, -1
    for s in range(NSLOT):
        b = st.slot[p, s, S_CARD]
        if b < 0 or st.slot[p, s, S_NSTACK] != 1 or ct.sup[p, b] != SUPER_POKEMON or ct.stage[p, b] != 0:
            continue
        if st.slot[p, s, S_PLAYED_TURN] == st.g[G_TURN]:
            continue
        for k2 in range(ct.n[p]):
            if st.hand[p, k2] == 0 or ct.sup[p, k2] != SUPER_POKEMON or ct.stage[p, k2] != 2:
                continue
            for q in range(2):
                for k1 in range(ct.n[q]):
                    if ct.sup[q, k1] == SUPER_POKEMON and ct.stage[q, k1] == 1 \
                            and ct.name[q, k1] == ct.evo_from[p, k2] and ct.evo_from[q, k1] == ct.name[p, b]:
                        return k2, s
    return -1, -1


@kernel_inline_nb
def is_trainer_program_nb(st, ct, p, start, end):
    """The program is a Trainer's that the lock PL_NO_TRAINERS_KIND covers (0 any, 1 Items,
    2 any but Supporters)."""
    which = st.pl[p, PL_NO_TRAINERS_KIND]
    for k in range(ct.n[p]):
        if ct.sup[p, k] == SUPER_TRAINER and ct.tr_prog[p, k, 0] == start and ct.tr_prog[p, k, 1] == end:
            tk = ct.tkind[p, k]
            if which == 0 or (which == 1 and tk == TK_ITEM) or (which == 2 and tk != TK_SUPPORTER):
                return True
    return False


@kernel_nb
def requirements_ok_nb(st, ct, p, s, start, end):
    """The REQ_* rows of a program (an attack's or a Trainer's) all hold.

    Also the "can't use" effects that name no row: an attack disabled by an Amnesia-like
    effect (its program range is the disabled one), a Trainer while Trainers are locked.
    """
    o = 1 - p
    turn = st.g[G_TURN]
    sk = st.slot[p, s, S_CARD]
    if sk >= 0 and st.slot[p, s, S_AMNESIA_UNTIL] >= turn and start < end:
        jj = st.slot[p, s, S_AMNESIA_ATK]
        if jj < ct.n_atk[p, sk] and ct.atk_prog[p, sk, jj, 0] == start and ct.atk_prog[p, sk, jj, 1] == end:
            return False
    if sk >= 0 and st.slot[p, s, S_LOCK_UNTIL] >= turn and st.slot[p, s, S_LOCK_PROG] == start and start < end:
        return False  # "this Pokémon can't use this attack" (SELF_LOCK_NEXT)
    if st.pl[p, PL_NO_TRAINERS_UNTIL] >= turn and start < end and is_trainer_program_nb(st, ct, p, start, end):
        return False
    for r in range(start, end):
        op = ct.prog[r, 0]
        a = ct.prog[r, 1]
        if op == OP_REQ_OWN_BENCH:
            if bench_count_nb(st, p) == 0:
                return False
        elif op == OP_REQ_NOT_TURN:
            if ct.prog[r, 2] == 2:
                if turn > a:
                    return False
            elif (turn == a) != (ct.prog[r, 2] == 1):
                return False
        elif op == OP_REQ_OPP_BENCH:
            if bench_count_nb(st, o) == 0:
                return False
            if a > 0:  # one for which TC_* condition a holds
                ok = False
                for q in range(1, NSLOT):
                    if st.slot[o, q, S_CARD] >= 0 and tool_cond_nb(st, ct, o, q, a % TC_SHIFT) and tool_cond_nb(st, ct, o, q, a // TC_SHIFT):
                        ok = True
                        break
                if not ok:
                    return False
        elif op == OP_REQ_OPP_ENERGY:
            if a == 1:
                ok = False
                for q in range(NSLOT):
                    if st.slot[o, q, S_CARD] >= 0:
                        for i in range(st.slot[o, q, S_NEN]):
                            e = st.en[o, q, i]
                            b = ct.prog[r, 2]
                            if b == -1 or (b == -2 and ct.basic_energy[o, e] == 0) or (b >= 0 and ct.provides[o, e, b] > 0):
                                ok = True
                if not ok:
                    return False
            elif st.slot[o, 0, S_NEN] == 0:
                return False
        elif op == OP_REQ_OWN_POKEMON:
            ok = False
            for q in range(NSLOT):
                if eligible_own_nb(st, ct, p, q, a) and (ct.prog[r, 2] != 1 or switch_in_ok_nb(st, ct, p, s, q)) \
                        and (q != s or (a & ELIG_NOT_ACTING) == 0):  # s31-k17
                    ok = True
            if not ok:
                return False
        elif op == OP_REQ_NAMED_IN_PLAY:
            ok = False
            for q in range(NSLOT):
                kq = st.slot[p, q, S_CARD]
                if kq >= 0 and ct.name[p, kq] == a:
                    ok = True
            if not ok:
                return False
        elif op == OP_REQ_OWN_DAMAGED:
            ok = False
            for q in range(NSLOT):
                if (a == 1 or q == s) and st.slot[p, q, S_CARD] >= 0 and st.slot[p, q, S_DMG] > 0:
                    ok = True
            if not ok:
                return False
        elif op == OP_REQ_OWN_ENERGY:
            ok = False
            for q in range(NSLOT):
                if (a == 1 or q == s) and st.slot[p, q, S_CARD] >= 0 and st.slot[p, q, S_NEN] > 0:
                    ok = True
            if not ok:
                return False
        elif op == OP_REQ_HAND:
            # "other cards": the Trainer being played is still counted in the hand here
            if st.pl[p, PL_HAND_N] - 1 < a:
                return False
        elif op == OP_REQ_DISCARD:
            q = o if ct.prog[r, 3] == OPP else p
            c = 0
            for k in range(ct.n[q]):
                if st.disc[q, k] > 0 and card_matches_kind_nb(ct, q, k, ct.prog[r, 2]):
                    c += st.disc[q, k]
            if c < a:
                return False
        elif op == OP_REQ_DEF_COND:
            if st.slot[o, 0, S_CARD] < 0:
                return False
            if a == POISONED:
                if st.pl[o, PL_POISON] == 0:
                    return False
            elif a == BURNED:
                if st.pl[o, PL_BURN] == 0:
                    return False
            elif st.pl[o, PL_STATUS] != a:
                return False
        elif op == OP_REQ_ATTACK_UNUSED:
            if st.slot[p, s, S_USED_PROG] == start:
                return False
        elif op == OP_REQ_BENCH_SPACE:
            if bench_room_nb(st, o if a == OPP else p) <= 0:  # s30-k9: the cap of a Giant Stump-like Stadium too
                return False
        elif op == OP_REQ_BREED:
            k2, _q = breed_pick_nb(st, ct, p)
            if k2 < 0:
                return False
        elif op == OP_REQ_HAND_KIND:
            c = 0
            for k in range(ct.n[p]):
                if st.hand[p, k] > 0 and card_matches_kind_nb(ct, p, k, ct.prog[r, 2]):
                    c += st.hand[p, k]
            if c < a:
                return False
        elif op == OP_REQ_OWN_EVOLVED:
            ok = False
            for q in range(NSLOT):
                if st.slot[p, q, S_CARD] >= 0 and st.slot[p, q, S_NSTACK] > 1:
                    ok = True
            if not ok:
                return False
        elif op == OP_REQ_DECK:
            if st.pl[p, PL_DECK_N] == 0:
                return False
        elif op == OP_REQ_COUNT:
            n = board_count_nb(st, ct, p, s, a % CNT_ARG, a // CNT_ARG - 1)
            b = ct.prog[r, 2]
            if (b > 0 and n < b) or (b <= 0 and n >= -b):
                return False
        elif op == OP_REQ_HAND_ENERGY_FOR_TYPE:
            cost = ct.prog[r, 3]
            if type_energy_source_nb(st, ct, p, a, cost) < 0:
                return False
            ok = False
            for q in range(NSLOT):
                if type_target_cost_ok_nb(st, ct, p, q, ct.prog[r, 2], cost):
                    ok = True
            if not ok:
                return False
        elif op == OP_REQ_MOVE_ENERGY:
            n_in_play = 0
            src = False
            for q in range(NSLOT):
                if st.slot[p, q, S_CARD] >= 0:
                    n_in_play += 1
                    if move_energy_source_nb(st, ct, p, q, ct.prog[r, 3]) >= 0 \
                            and (q > 0 or not move_bench_to_active_nb(ct.prog[r, 3])):
                        src = True
            if not src or n_in_play < 2:
                return False
        elif op == OP_REQ_OTHER_TYPE:
            ok = False
            for q in range(2):
                for t in range(NSLOT):
                    if other_type_ok_nb(st, ct, p, s, q, t):
                        ok = True
            if not ok:
                return False
        elif op == OP_REQ_MOVE_ENERGY_SELF:  # s31-k17
            if not self_move_exists_nb(st, ct, p, s, ct.prog[r, 2], ct.prog[r, 3]):
                return False
        elif op == OP_REQ_MOVE_DAMAGE:
            if not damage_move_exists_nb(st, ct, o if ct.prog[r, 2] == OPP else p, ct.prog[r, 3], s):
                return False
    return True


@kernel_nb
def may_attack_now_nb(st, R, p):
    """Turn-level permission to attack (RULES.md §4.3, §7)."""
    if R[R_FIRST_MAY_ATTACK] == 0 and st.g[G_TURN] == 1:
        return False  # modern: the player going first may not attack on turn 1 (002)
    if st.slot[p, 0, S_CARD] < 0:
        return False
    status = st.pl[p, PL_STATUS]
    if status == ASLEEP or status == PARALYZED:
        return False
    if st.slot[p, 0, S_CANT_ATTACK_UNTIL] >= st.g[G_TURN]:
        return False
    if st.pl[p, PL_NO_ATTACK_UNTIL] >= st.g[G_TURN]:
        return False  # NO_ATTACK_TURN: none of this player's Pokémon can attack this turn
    return True


@kernel_inline_nb
def first_turn_ok_nb(st, ct, R, p, j):
    """The first player's first turn, the Active unhindered, and attack j carries FIRST_TURN_OK."""
    k = st.slot[p, 0, S_CARD]
    if st.g[G_TURN] != 1 or R[R_FIRST_MAY_ATTACK] != 0 or k < 0:
        return False
    status = st.pl[p, PL_STATUS]
    if status == ASLEEP or status == PARALYZED or st.slot[p, 0, S_CANT_ATTACK_UNTIL] >= st.g[G_TURN]:
        return False
    if ct.pw_prog[p, k, 1] > ct.pw_prog[p, k, 0] and passive_nb(st, ct, p, 0, PASSIVE_FIRST_TURN_ATTACK):
        return True  # s29-k2: "if you go first, this Pokémon can use attacks during your first turn"
    if j >= ct.n_atk[p, k]:
        return False
    for r in range(ct.atk_prog[p, k, j, 0], ct.atk_prog[p, k, j, 1]):
        if ct.prog[r, 0] == OP_FIRST_TURN_OK:
            return True
    return False


@kernel_inline_nb  # one call site (attack_legal_nb)
def asleep_ok_nb(st, ct, R, p, j):
    """(s31-k19) The Active is Asleep, nothing else keeps it from attacking, and its own attack j
    carries ASLEEP_OK ("this attack can be used even if this Pokémon is Asleep")."""
    k = st.slot[p, 0, S_CARD]
    turn = st.g[G_TURN]
    if k < 0 or st.pl[p, PL_STATUS] != ASLEEP or (R[R_FIRST_MAY_ATTACK] == 0 and turn == 1) or j >= ct.n_atk[p, k]:
        return False
    if st.slot[p, 0, S_CANT_ATTACK_UNTIL] >= turn or st.pl[p, PL_NO_ATTACK_UNTIL] >= turn:
        return False
    for r in range(ct.atk_prog[p, k, j, 0], ct.atk_prog[p, k, j, 1]):
        if ct.prog[r, 0] == OP_ASLEEP_OK:
            return True
    return False


@kernel_nb
def attack_legal_nb(st, ct, R, p, j, units):
    if not may_attack_now_nb(st, R, p) and not first_turn_ok_nb(st, ct, R, p, j) and not asleep_ok_nb(st, ct, R, p, j):
        return False
    q, k, jj = atk_src_nb(st, ct, p, 0, j)
    if k < 0 or (j < MAXATK and j >= ct.n_atk[p, k]) or (j >= MAXATK and j < 2 * MAXATK and tm_attacks_nb(st, ct, p, 0) == 0):
        return False
    if ct.stage[p, st.slot[p, 0, S_CARD]] == 0 and passive_nb(st, ct, 1 - p, 0, PASSIVE_NO_BASIC_ATTACKS) and bench_count_nb(st, 1 - p) == 0:
        return False  # Shining Horn-like: the opponent's lone Active stops Basic Pokémon's attacks
    ko = st.slot[1 - p, 0, S_CARD]
    if ko >= 0 and ct.name[1 - p, ko] == ct.name[p, st.slot[p, 0, S_CARD]] and passive_nb(st, ct, 1 - p, 0, PASSIVE_NO_ATTACK_SAME_NAME):
        return False  # s31-k15: Deadlock-like: the opponent's Active of its name stops this one's attacks
    if (ct.cflags[0, 0] & CF_POWER_LOCKS) != 0 and attack_locked_nb(st, ct, p):
        return False  # Intimidating Ring-like: a lock on Basic Pokémon's attacks too
    if not attack_energy_ok_nb(st, ct, p, 0, j, units):
        return False
    op, a, _b, c = power_header_nb(st, ct, p, 0)
    if op == OP_POWER_PASSIVE and a == PASSIVE_CANT_ATTACK_UNLESS and power_works_nb(st, ct, p, 0):
        x = c % CANT_ATTACK_NEED  # Power Saver-like: too few of the named Pokémon in play
        if board_count_nb(st, ct, p, 0, x % CNT_ARG, x // CNT_ARG - 1) < c // CANT_ATTACK_NEED:
            return False
    return requirements_ok_nb(st, ct, p, 0, ct.atk_prog[q, k, jj, 0], ct.atk_prog[q, k, jj, 1])


@kernel_nb
def can_bench_nb(st, ct, p, k):
    return (
        st.hand[p, k] > 0
        and ct.sup[p, k] == SUPER_POKEMON
        and ct.stage[p, k] == 0
        and bench_room_nb(st, p) > 0  # s30-k9: NSLOT - 1, or a Giant Stump-like Stadium's cap
    )


@kernel_nb
def evolution_allowed_now_nb(st, R, p):
    """Nobody evolves on their own first turn; ex: only the game's first turn (004)."""
    if R[R_EVOLVE_GAME_FIRST_ONLY] == 1:
        return st.g[G_TURN] > 1
    return st.pl[p, PL_OWN_TURNS] > 1


@kernel_inline_nb
def evolve_early_nb(st, ct, p, s):
    """(s29-k2) Slot s's working PASSIVE_EVOLVE_EARLY power, its requirement rows holding (the
    Pokémon acting): 0 none, 1 it may evolve during its owner's first turn (EE_FIRST_TURN_ONLY),
    2 and during the turn it was put into play."""
    k = st.slot[p, s, S_CARD]
    r0 = ct.pw_prog[p, k, 0]
    if r0 >= ct.pw_prog[p, k, 1] or ct.prog[r0, 0] != OP_POWER_PASSIVE or ct.prog[r0, 1] != PASSIVE_EVOLVE_EARLY:
        return 0
    if not power_works_nb(st, ct, p, s) or not requirements_ok_nb(st, ct, p, s, r0 + 1, ct.pw_prog[p, k, 1]):
        return 0
    return 1 if (ct.prog[r0, 3] & EE_FIRST_TURN_ONLY) != 0 else 2


@kernel_nb
def can_evolve_nb(st, ct, R, p, k, s):
    """Card k from hand onto the Pokémon in slot s (RULES.md §4)."""
    if st.hand[p, k] == 0 or ct.sup[p, k] != SUPER_POKEMON or ct.stage[p, k] <= 0:
        return False
    base = st.slot[p, s, S_CARD]
    if base < 0:
        return False
    first = not evolution_allowed_now_nb(st, R, p)
    fresh = False
    if st.slot[p, s, S_PLAYED_TURN] == st.g[G_TURN]:
        # put into play or evolved this turn: only where a Forest of Vitality-like Stadium lets
        # a Pokémon of its type evolve into a card of that type
        x = stadium_amount_nb(st, ct, p, s, ST_EVOLVE_FRESH, -1, -1) if st.g[G_STADIUM_K] >= 0 else 0
        fresh = x <= 0 or (ct.ptype[p, k] != x - 1 and (ct.cflags[p, k] & (CF_TYPES << (x - 1))) == 0)
    if first or fresh:  # s29-k2: or the Pokémon's own power allows it
        e = evolve_early_nb(st, ct, p, s)
        if e == 0 or (fresh and e != 2):
            return False
    if passive_in_play_nb(st, ct, PASSIVE_NO_EVOLUTION):
        return False  # Prehistoric Power-like: no Evolution card can be played
    if play_locked_nb(st, ct, p, k, s):
        return False  # a Primal Vibes-like power, an Evolution Jammer-like attack
    # Basic → Stage 1 → Stage 2 follows from the names (each card names what it evolves from)
    return ct.evo_from[p, k] == ct.name[p, base]


@kernel_nb
def baby_evolution_card_nb(st, ct, R, p, s, name):
    """EVOLVE_FROM_HAND: a Pokémon card named name (a name id) in p's hand that may go onto
    slot s now, as an evolution (not the turn s came into play, nor when evolving is not
    allowed); -1 none."""
    if st.slot[p, s, S_CARD] < 0 or st.slot[p, s, S_PLAYED_TURN] == st.g[G_TURN]:
        return -1
    if not evolution_allowed_now_nb(st, R, p) or passive_in_play_nb(st, ct, PASSIVE_NO_EVOLUTION):
        return -1
    for k in range(ct.n[p]):
        if st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_POKEMON and name_in_code_nb(name, ct.name[p, k]):  # s31-k17
            return k
    return -1


@kernel_nb
def can_attach_nb(st, ct, p, k, s):
    return (
        st.pl[p, PL_ENERGY_DONE] == 0
        and st.hand[p, k] > 0
        and ct.sup[p, k] == SUPER_ENERGY
        and st.slot[p, s, S_CARD] >= 0
        and st.slot[p, s, S_NEN] < st.en.shape[2]
        and (ct.basic_energy[p, k] == 1 or energy_attach_ok_nb(st, ct, p, k, s))
        and ((ct.basic_energy[p, k] == 1 and (s != 0 or st.pl[p, PL_STATUS] != ASLEEP)) or not play_locked_nb(st, ct, p, k, s))
        and ((ct.cflags[p, k] & CF_ACE_SPEC) == 0 or not ace_locked_nb(st, ct, p))
    )


@kernel_nb
def switch_in_ok_nb(st, ct, p, s, q):
    """SWITCH_SELF a=2's candidate: p's Benched slot q, not of the name of the acting slot s."""
    kq = st.slot[p, q, S_CARD]
    return q > 0 and kq >= 0 and ct.name[p, kq] != ct.name[p, st.slot[p, s, S_CARD]]


@kernel_nb
def bench_veil_nb(st, ct, p, s, j):
    """A Stellar Veil-like power of p's opponent keeps the counters of p's attack (j >= 0, by
    slot s, a Basic Pokémon) off the opponent's Bench."""
    return j >= 0 and ct.stage[p, st.slot[p, s, S_CARD]] == 0 and passive_in_play_side_nb(st, ct, 1 - p, PASSIVE_BENCH_VEIL)


@kernel_nb
def ace_locked_nb(st, ct, p):
    """An ACE Nullifier-like power of p's opponent works: p can't play ACE SPEC cards."""
    o = 1 - p
    for s in range(NSLOT):
        if passive_nb(st, ct, o, s, PASSIVE_NO_ACE) and (passive_arg_nb(st, ct, o, s) == 0 or st.slot[o, s, S_TOOL_K] >= 0):
            return True
    return False


@kernel_nb
def tool_purged_nb(st, ct, p, k):
    """(s31-k16) p's Tool-like card k (a Pokémon Tool; a Technical Machine: a Tool card with
    attacks) is barred by a working PASSIVE_TOOL_PURGE body: it can't be played, and leaves
    play when attached (c = 1: the body's opponent's Pokémon Tools; 2: every Technical Machine)."""
    if ct.sup[p, k] != SUPER_TRAINER or ct.tkind[p, k] != TK_TOOL:
        return False
    tm = ct.n_atk[p, k] > 0
    for q in range(2):
        for w in range(NSLOT):
            if st.slot[q, w, S_CARD] >= 0 and passive_nb(st, ct, q, w, PASSIVE_TOOL_PURGE):
                c = passive_arg_nb(st, ct, q, w)
                if (c == 1 and q != p and not tm) or (c == 2 and tm):
                    return True
    return False


@kernel_nb
def play_locked_nb(st, ct, p, k, s):
    """p can't play card k from the hand now: an Oceanic Curse-like power of p's opponent
    (PASSIVE_NO_PLAY: while in play / Active / its owner has fewer Pokémon in play) or a
    Dominating Echo-like lock on p through this turn (OPP_NO_TRAINERS_NEXT a >= NT_MASK)
    covers its kind (NP_* bits; a Pokémon card evolving p's slot s: NP_EVOLVE, and
    NP_EVOLVE_ACTIVE for the Active).  The one predicate the legal actions read (Trainers,
    Special Energy attachments, evolutions), so greedy and the random player see the lock alike."""
    if (ct.cflags[0, 0] & CF_POWER_LOCKS) != 0 and tool_purged_nb(st, ct, p, k):
        return True  # s31-k16: a Primal Lock / Mystic Scale-like body
    bit = 0
    if ct.sup[p, k] == SUPER_POKEMON:
        bit = NP_EVOLVE + NP_EVOLVE_ACTIVE if s == 0 else NP_EVOLVE
    elif ct.sup[p, k] == SUPER_TRAINER:
        tk = ct.tkind[p, k]
        bit = NP_ITEM if tk == TK_ITEM else NP_TOOL if tk == TK_TOOL else NP_STADIUM if tk == TK_STADIUM else NP_SUPPORTER
    elif ct.sup[p, k] == SUPER_ENERGY and ct.basic_energy[p, k] == 0:
        bit = NP_SPECIAL_ENERGY
    if ct.sup[p, k] == SUPER_ENERGY and s == 0:  # s31-k15
        bit |= np_energy_active_nb(st, ct, p, k)
    if bit == 0:
        return False
    which = st.pl[p, PL_NO_TRAINERS_KIND]
    if st.pl[p, PL_NO_TRAINERS_UNTIL] >= st.g[G_TURN] and which >= NT_MASK and ((which - NT_MASK) & bit) != 0:
        return True
    o = 1 - p
    for w in range(NSLOT):
        if passive_nb(st, ct, o, w, PASSIVE_NO_PLAY):
            c = passive_arg_nb(st, ct, o, w)
            where = (c // NP_WHERE) % 4  # s31-k15: kinds bits above it (NP_MORE)
            if ((c % NP_WHERE) + (c // NP_MORE) * NP_MORE) & bit == 0 or (where == 1 and w != 0):
                continue
            if where == 2 and in_play_count_nb(st, o) >= in_play_count_nb(st, p):
                continue
            if where == 3 and (st.g[G_STADIUM_K] < 0 or (ct.cflags[st.g[G_STADIUM_P], st.g[G_STADIUM_K]] & CF_NAME_HOLON) == 0):
                continue
            return True
    return False


@kernel_inline_nb
def np_energy_active_nb(st, ct, p, k):
    """(s31-k15) The NP_* bits of Energy card k attached from p's hand to p's Active: NP_ASLEEP_ATTACH while
    it is Asleep, NP_SPECIAL_TO_ACTIVE for a Special Energy card save one that provides only Darkness or only Metal."""
    bit = NP_ASLEEP_ATTACH if st.pl[p, PL_STATUS] == ASLEEP else 0
    if ct.basic_energy[p, k] == 0:
        n = 0
        dm = 0
        for t in range(NT):
            if ct.provides[p, k, t] > 0:
                n += 1
                if t == 6 or t == 7:  # Darkness, Metal
                    dm += 1
        if not (n == 1 and dm == 1):
            bit |= NP_SPECIAL_TO_ACTIVE
    return bit


@kernel_inline_nb
def program_has_op_nb(ct, start, end, op):
    for r in range(start, end):
        if ct.prog[r, 0] == op:
            return True
    return False


@kernel_nb
def can_play_trainer_nb(st, ct, R, p, k):
    if st.hand[p, k] == 0 or ct.sup[p, k] != SUPER_TRAINER or ct.playable[p, k] == 0:
        return False
    if play_locked_nb(st, ct, p, k, -1):
        return False  # an Oceanic Curse-like power or a Dominating Echo-like lock
    if (ct.cflags[p, k] & CF_ACE_SPEC) != 0 and ace_locked_nb(st, ct, p):
        return False
    for r in range(ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1]):
        if ct.prog[r, 0] == OP_RECOVER and ct.prog[r, 3] % RC_FLAGS == TO_HAND and passive_in_play_side_nb(st, ct, 1 - p, PASSIVE_NO_RECOVER_HAND):
            return False  # a Slime Mold Colony-like lock: it could put nothing into the hand
    tk = ct.tkind[p, k]
    if tk == TK_TOOL:  # onto one of p's Pokémon that has no Tool (and that the card admits)
        for s in range(NSLOT):
            if tool_fits_nb(st, ct, p, s, k):
                return True
        return False
    if tk == TK_SUPPORTER:
        lim = R[R_SUPPORTER_LIMIT]
        if lim > 0 and st.pl[p, PL_SUPPORTERS] >= lim:
            return False
        if passive_nb(st, ct, 0, 0, PASSIVE_NO_SUPPORTERS) or passive_nb(st, ct, 1, 0, PASSIVE_NO_SUPPORTERS):
            return False  # Primal Veil-like: no Supporter while it is Active
        if R[R_FIRST_MAY_SUPPORTER] == 0 and st.g[G_TURN] == 1 and not program_has_op_nb(ct, ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1], OP_FIRST_TURN_OK):
            return False  # modern: no Supporter on the first player's first turn (002), unless the card says so
    if tk == TK_STADIUM:
        lim = R[R_STADIUM_LIMIT]
        if lim > 0 and st.pl[p, PL_STADIUMS] >= lim:
            return False
        sk = st.g[G_STADIUM_K]
        if sk >= 0 and ct.name[st.g[G_STADIUM_P], sk] == ct.name[p, k]:
            return False  # one with the same name as the Stadium in play (002)
        if st.pl[p, PL_NO_TRAINERS_UNTIL] >= st.g[G_TURN] and st.pl[p, PL_NO_TRAINERS_KIND] != 1 \
                and st.pl[p, PL_NO_TRAINERS_KIND] < NT_MASK:  # (NT_MASK kinds: play_locked_nb)
            return False  # Trainers locked (a lock on Items only leaves Stadiums alone)
        return True  # its rows are read in play; its action's requirements are checked when taken
    return requirements_ok_nb(st, ct, p, 0, ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1])


@kernel_nb
def can_retreat_nb(st, ct, R, p):
    """Retreat the Active (RULES.md §4): a Benched Pokémon to switch in, the cost payable."""
    a = st.slot[p, 0, S_CARD]
    if a < 0 or bench_count_nb(st, p) == 0:
        return False
    status = st.pl[p, PL_STATUS]
    if (status == ASLEEP or status == PARALYZED) and not passive_nb(st, ct, p, 0, PASSIVE_RETREAT_ANY_STATUS):
        return False
    lim = R[R_RETREATS_PER_TURN]
    if lim > 0 and st.pl[p, PL_RETREATS] >= lim:
        return False
    if st.pl[p, PL_RETREAT_BLOCKED] == 1:
        return False
    if st.slot[p, 0, S_CANT_RETREAT_UNTIL] >= st.g[G_TURN]:
        return False
    if (ct.cflags[p, a] & CF_NO_RETREAT) != 0:
        return False
    if energy_amount_nb(st, ct, p, 0, EN_CANT_RETREAT) > 0:
        return False
    if power_mod_nb(st, ct, p, 0, EN_CANT_RETREAT) > 0:
        return False  # a power: "can't retreat"
    return slot_energy_total_nb(st, ct, p, 0) >= retreat_cost_nb(st, ct, p)


@kernel_nb
def stage_in_play_nb(st, ct, p, stage):
    for s in range(NSLOT):
        k = st.slot[p, s, S_CARD]
        if k >= 0 and ct.stage[p, k] == stage:
            return True
    return False


#: which of one's own Pokémon a Trainer may act on (targets.choose_own_pokemon_nb)
ELIGIBLE_ANY = 0
ELIGIBLE_EVOLVED = 1
ELIGIBLE_BENCHED = 2
ELIGIBLE_DAMAGED = 3
ELIGIBLE_BENCHED_DAMAGED = 4


@kernel_nb
def eligible_own_nb(st, ct, p, s, which):
    """Slot s holds a Pokémon of p that a Trainer of this ELIGIBLE_* kind may act on
    (effects.ELIG_*: a base which % 8, a type which // 8 % 16 - 1, the flags 128 Basic and
    256 not a Pokémon-ex)."""
    k = st.slot[p, s, S_CARD]
    if k < 0:
        return False
    if which >= 8:
        t = (which // 8) % 16 - 1
        if t >= 0 and not holder_is_type_nb(st, ct, p, s, t):
            return False
        if (which & 128) != 0 and st.slot[p, s, S_NSTACK] != 1:
            return False
        if (which & 256) != 0 and (ct.cflags[p, k] & CF_EX) != 0:
            return False
        if (which & ELIG_DELTA) != 0 and (ct.cflags[p, k] & CF_DELTA) == 0:  # s31-k17
            return False
        which = which % 8
    if which == 5:  # effects.ELIG_ACTIVE_DAMAGED
        return s == 0 and st.slot[p, s, S_DMG] > 0
    if which == 6:  # effects.ELIG_HP_30
        return st.slot[p, s, S_DMG] > 0 and slot_hp_nb(st, ct, p, s) - st.slot[p, s, S_DMG] <= 30
    if which == ELIGIBLE_BENCHED:
        return s > 0
    if which == ELIGIBLE_EVOLVED:
        return st.slot[p, s, S_NSTACK] >= 2
    if which == ELIGIBLE_DAMAGED:
        return st.slot[p, s, S_DMG] > 0
    if which == ELIGIBLE_BENCHED_DAMAGED:
        return s > 0 and st.slot[p, s, S_DMG] > 0
    return True


@kernel_nb
def energy_card_ok_nb(ct, p, k, etype):
    """Card k is an Energy card that ATTACH_ENERGY's type etype admits: a basic one of that
    type (ANY: any basic one; ENERGY_MASK + mask: of a type in the mask), or
    (ENERGY_ANY_CARD) any Energy card, Special Energy included."""
    if ct.sup[p, k] != SUPER_ENERGY:
        return False
    if etype == ENERGY_ANY_CARD:
        return True
    if etype >= ENERGY_KIND:  # s30-k8: an Energy card of a kind (a name, a name tag), Special included
        return card_matches_kind_nb(ct, p, k, etype - ENERGY_KIND)
    if etype >= ENERGY_MASK:
        if ct.basic_energy[p, k] != 1 and ((etype - ENERGY_MASK) & EM_SPECIAL_TOO) == 0:
            return False  # s30-k8: EM_SPECIAL_TOO admits a Special Energy card of a type in the mask
        ok = False
        kinds = 0  # the types the card provides (a Special one: only one, "a Darkness Energy card")
        units = 0  # s31-k17: and 1 unit of it (R Energy's 2 Darkness is no "Darkness Energy card")
        for t in range(NT):
            if ct.provides[p, k, t] > 0:
                kinds += 1
                units += ct.provides[p, k, t]
                if ((etype - ENERGY_MASK) >> t) & 1 == 1:
                    ok = True
        return ok and (ct.basic_energy[p, k] == 1 or (kinds == 1 and units == 1))
    if ct.basic_energy[p, k] != 1:
        return False
    return etype < 0 or ct.provides[p, k, etype] > 0


@kernel_nb
def energy_of_type_nb(st, ct, p, s, t):
    u = 0
    for i in range(st.slot[p, s, S_NEN]):
        e = st.en[p, s, i]
        if t < 0:
            for q in range(NT):
                u += ct.provides[p, e, q]
        else:
            u += ct.provides[p, e, t]
    return u


@kernel_inline_nb  # one call site (board_count_nb)
def ko_kind_bit_nb(tc):
    """s29-k1: the bit of TC_* condition tc in PL_KO_KINDS (-1: not recorded): types 0-10,
    Team Rocket's 11, the owners TC_OWNER + i 12-19."""
    if tc >= TC_TYPE and tc < TC_TYPE + 11:
        return tc - TC_TYPE
    if tc == TC_TEAM_ROCKET:
        return 11
    if tc >= TC_OWNER and tc < TC_OWNER + 8:
        return 12 + tc - TC_OWNER
    return -1


@kernel_inline_nb  # one call site (knockout.ko_triggers_nb)
def ko_kind_tc_nb(bit):
    """s29-k1: the TC_* condition of PL_KO_KINDS bit (0-19)."""
    if bit < 11:
        return TC_TYPE + bit
    if bit == 11:
        return TC_TEAM_ROCKET
    return TC_OWNER + bit - 12


@kernel_nb
def k7_count_nb(st, ct, p, s, code, arg):
    """(s30-k7) CNT_SELF_EVOLVED_TURN .. CNT_SELF_HEALED_TURN (board_count_nb's codes 114-118) and
    CNT_OWN_BENCH_ENERGY_TYPE .. CNT_SELF_HIT_LAST_TURN (90-95)."""
    turn = st.g[G_TURN]
    if code == CNT_SELF_EVOLVED_TURN:
        n = st.slot[p, s, S_NSTACK]
        if st.slot[p, s, S_CARD] < 0 or n < 2 or st.slot[p, s, S_PLAYED_TURN] != turn:
            return 0
        return 1 if arg < 0 or card_matches_kind_nb(ct, p, st.slot[p, s, S_STACK0 + n - 2], arg) else 0
    if code == CNT_SELF_HEALED_TURN:
        return 1 if st.slot[p, s, S_CARD] >= 0 and st.slot[p, s, S_HEALED_TURN] == turn else 0
    if code == CNT_OWN_BENCH_STAGE or code == CNT_OWN_BENCH_ENERGY_TYPE:
        n = 0
        for w in range(1, NSLOT):
            kw = st.slot[p, w, S_CARD]
            if kw < 0:
                continue
            if code == CNT_OWN_BENCH_STAGE:
                if ct.stage[p, kw] == arg:
                    n += 1
            elif energy_of_type_nb(st, ct, p, w, arg) > 0:
                n += 1
        return n
    if code == CNT_SELF_TOOL_TURN:
        return 1 if st.slot[p, s, S_CARD] >= 0 and st.slot[p, s, S_TOOL_K] >= 0 and st.slot[p, s, S_TOOL_TURN] == turn else 0
    if code == CNT_SELF_HIT_LAST_TURN:
        return st.slot[p, s, S_HIT_DMG] // 10 if st.slot[p, s, S_CARD] >= 0 and st.slot[p, s, S_HIT_TURN] == turn - 1 and turn > 1 else 0
    if code == CNT_DEF_RESIST_TYPE:
        dk = st.slot[1 - p, 0, S_CARD]
        return 1 if dk >= 0 and (ct.res_t[1 - p, dk] == arg if arg >= 0 else ct.res_t[1 - p, dk] >= 0) else 0  # s31-k18: ANY
    if code == CNT_OWN_SUPPORTER_PLAYED:
        ks = st.pl[p, PL_SUPPORTER_K] - 1
        return 1 if st.pl[p, PL_SUPPORTERS] > 0 and ks >= 0 and (arg < 0 or card_matches_kind_nb(ct, p, ks, arg)) else 0
    q = 1 - p if code == CNT_OPP_COUNTERS_KIND else p
    n = 0
    for w in range(1 if code == CNT_OWN_BENCH_COUNTERS_KIND else 0, NSLOT):
        kw = st.slot[q, w, S_CARD]
        if kw >= 0 and (arg < 0 or card_matches_kind_nb(ct, q, printed_top_nb(st, q, w), arg)):
            n += st.slot[q, w, S_DMG] // 10
    return n


@kernel_nb
def board_count_nb(st, ct, p, s, code, arg):
    """Board count ``code`` (effects.CNT_*) for player p acting with slot s; arg: its
    argument (an Energy type, -1 any).  SKIP_UNLESS_COUNT tests it, DMG_ADD_PER_COUNT
    multiplies by it."""
    o = 1 - p
    dk = st.slot[o, 0, S_CARD]
    if code == CNT_OPP_PRIZES_TAKEN:
        return st.pl[o, PL_PRIZES_TAKEN]
    if code == CNT_OWN_PRIZES_TAKEN:
        return st.pl[p, PL_PRIZES_TAKEN]
    if code == CNT_OPP_HAND:
        return st.pl[o, PL_HAND_N]
    if code == CNT_OWN_HAND:
        return st.pl[p, PL_HAND_N]
    if code == CNT_SELF_DAMAGE:
        return st.slot[p, s, S_DMG] // 10
    if code == CNT_SELF_ACTIVE:
        return 1 if s == 0 else 0
    if code == CNT_SELF_EVOLVED:  # s31-k17
        return 1 if s >= 0 and st.slot[p, s, S_CARD] >= 0 and holder_kind_nb(st, ct, p, s, TC_EVOLVED) else 0
    if code == CNT_OWN_DISCARD_KIND or code == CNT_OPP_DISCARD_KIND or code == CNT_OPP_HAND_KIND:
        q = p if code == CNT_OWN_DISCARD_KIND else o
        n = 0
        for k in range(ct.n[q]):
            c = st.hand[q, k] if code == CNT_OPP_HAND_KIND else st.disc[q, k]
            if c > 0 and card_matches_kind_nb(ct, q, k, arg):
                n += c
        return n
    if code == CNT_OWN_TYPE_IN_PLAY or code == CNT_OWN_BENCH_TYPE:
        n = 0
        for w in range(1 if code == CNT_OWN_BENCH_TYPE else 0, NSLOT):
            if st.slot[p, w, S_CARD] >= 0 and (arg < 0 or slot_type_nb(st, ct, p, w) == arg):
                n += 1
        return n
    if code == CNT_OWN_SUPPORTERS_TURN:
        return st.pl[p, PL_SUPPORTERS]
    if code == CNT_HAND_LEAD or code == CNT_HAND_TRAIL:
        d = st.pl[p, PL_HAND_N] - st.pl[o, PL_HAND_N]
        return d if code == CNT_HAND_LEAD else -d
    if code >= CNT_SELF_CONDS and code <= CNT_SELF_COND + BURNED:
        if s != 0:
            return 0  # a Benched Pokémon has no Special Conditions
        if code == CNT_SELF_CONDS:
            return (1 if st.pl[p, PL_STATUS] != 0 else 0) + (1 if st.pl[p, PL_POISON] > 0 else 0) + (1 if st.pl[p, PL_BURN] > 0 else 0)
        cond = code - CNT_SELF_COND
        if cond == POISONED:
            return 1 if st.pl[p, PL_POISON] > 0 else 0
        if cond == BURNED:
            return 1 if st.pl[p, PL_BURN] > 0 else 0
        return 1 if st.pl[p, PL_STATUS] == cond else 0
    if code == CNT_OWN_KO_LAST_TURN:
        if arg > 0:  # s29-k1: a kind's Knock Out (PL_KO_KINDS: knockout.ko_kinds_nb)
            if st.pl[p, PL_KO_KINDS] // KO_KINDS_TURN != st.g[G_TURN] - 1 or st.g[G_TURN] <= 1:
                return 0
            bit = ko_kind_bit_nb(arg % KO_KIND_ANY_CAUSE)
            if bit < 0:
                return 0
            return (st.pl[p, PL_KO_KINDS] >> (bit if arg >= KO_KIND_ANY_CAUSE else bit + 20)) & 1
        if arg == 0:  # any Knock Out during the opponent's last turn (PL_KO_TURN: knockout.py)
            return 1 if st.pl[p, PL_KO_TURN] == st.g[G_TURN] - 1 and st.g[G_TURN] > 1 else 0
        return 1 if st.pl[p, PL_KO_BY_ATTACK_TURN] == st.g[G_TURN] - 1 and st.g[G_TURN] > 1 else 0
    if code == CNT_SELF_MOVED_UP:
        return 1 if s == 0 and st.slot[p, s, S_ACTIVE_TURN] == st.g[G_TURN] else 0
    if code == CNT_STADIUM:
        return 1 if st.g[G_STADIUM_K] >= 0 else 0
    if code == CNT_OWN_STADIUM:
        return 1 if st.g[G_STADIUM_K] >= 0 and st.g[G_STADIUM_P] == p else 0
    if code == CNT_OWN_BENCH or code == CNT_OPP_BENCH:
        q = p if code == CNT_OWN_BENCH else o
        n = 0
        for w in range(1, NSLOT):
            if st.slot[q, w, S_CARD] >= 0:
                n += 1
        return n
    if code == CNT_OWN_DECK:
        return st.pl[p, PL_DECK_N]
    if code == CNT_OPP_TOOLS or code == CNT_ANY_TOOLS:
        n = 0
        for q in range(2):
            if q == p and code == CNT_OPP_TOOLS:
                continue
            for w in range(NSLOT):
                if st.slot[q, w, S_CARD] >= 0 and st.slot[q, w, S_TOOL_K] >= 0:
                    n += 1
        return n
    if code == CNT_OWN_EVOLVED_IN_PLAY or code == CNT_ALL_FLAG_IN_PLAY or code == CNT_OPP_EVOLVED_IN_PLAY:
        n = 0
        for q in range(2):
            if (q != p and code == CNT_OWN_EVOLVED_IN_PLAY) or (q == p and code == CNT_OPP_EVOLVED_IN_PLAY):
                continue
            for w in range(NSLOT):
                kw = st.slot[q, w, S_CARD]
                if kw < 0:
                    continue
                if code != CNT_ALL_FLAG_IN_PLAY:
                    if slot_stage_nb(st, ct, q, w) >= 1 or st.slot[q, w, S_NSTACK] >= 2:
                        n += 1
                elif arg >= 0 and (ct.cflags[q, kw] >> arg) & 1 == 1:
                    n += 1
        return n
    if code == CNT_OWN_TOOLS or code == CNT_OWN_FLAG_IN_PLAY or code == CNT_OPP_FLAG_IN_PLAY or code == CNT_IN_PLAY_ALL:
        n = 0
        for w in range(NSLOT * 2):
            q = p if w < NSLOT else o
            kw = st.slot[q, w % NSLOT, S_CARD]
            if kw < 0 or (q == p) == (code == CNT_OPP_FLAG_IN_PLAY) and code != CNT_IN_PLAY_ALL:
                continue
            if code == CNT_IN_PLAY_ALL:
                n += 1
            elif code == CNT_OWN_TOOLS:
                if st.slot[p, w, S_TOOL_K] >= 0:
                    n += 1
            elif arg >= 0 and (ct.cflags[q, kw] >> arg) & 1 == 1:
                n += 1
        return n
    if code == CNT_SELF_ENERGY_KIND:
        n = 0
        for i in range(st.slot[p, s, S_NEN]):
            if card_matches_kind_nb(ct, p, st.en[p, s, i], arg):
                n += 1
        return n
    if code == CNT_STADIUM_KIND:
        sk = st.g[G_STADIUM_K]
        return 1 if sk >= 0 and card_matches_kind_nb(ct, st.g[G_STADIUM_P], sk, arg) else 0
    if code == CNT_SELF_TOOL:
        return 1 if st.slot[p, s, S_TOOL_K] >= 0 else 0
    if code == CNT_SELF_TM:
        return 1 if st.slot[p, s, S_TOOL_K] >= 0 and ct.n_atk[p, st.slot[p, s, S_TOOL_K]] > 0 else 0
    if code == CNT_OWN_ACTIVE_FLAG:
        ka = st.slot[p, 0, S_CARD]
        return 1 if ka >= 0 and arg >= 0 and (ct.cflags[p, ka] >> arg) & 1 == 1 else 0
    if code == CNT_ALL_PRIZES_LEFT:
        return st.pl[p, PL_PRIZES_LEFT] + st.pl[o, PL_PRIZES_LEFT]
    if code == CNT_OWN_STAGE_IN_PLAY or code == CNT_OPP_STAGE_IN_PLAY:
        q = p if code == CNT_OWN_STAGE_IN_PLAY else o
        n = 0
        for w in range(NSLOT):
            kw = st.slot[q, w, S_CARD]
            if kw >= 0 and slot_stage_nb(st, ct, q, w) == arg:
                n += 1
        return n
    if code == CNT_SELF_MAY_EVOLVE:  # Wally's Training-like (both first-turn rules: the stricter reading)
        ks = st.slot[p, s, S_CARD]
        return 1 if ks >= 0 and st.slot[p, s, S_NSTACK] < 3 and st.slot[p, s, S_PLAYED_TURN] != st.g[G_TURN] \
            and st.pl[p, PL_OWN_TURNS] > 1 and st.g[G_TURN] > 1 and not passive_in_play_nb(st, ct, PASSIVE_NO_EVOLUTION) else 0
    if code == CNT_LAST_DISCARD_KIND:  # the card the running program's DISCARD_HAND row discarded
        kl = st.tmp[TMP_REG + REG_LAST_DISCARD] - 1
        return 1 if kl >= 0 and card_matches_kind_nb(ct, p, kl, arg) else 0
    if code == CNT_DEF_TOOL:
        return 1 if dk >= 0 and st.slot[o, 0, S_TOOL_K] >= 0 else 0
    if code == CNT_ENERGY_DIFF:
        return 1 if dk >= 0 and slot_energy_total_nb(st, ct, p, s) != slot_energy_total_nb(st, ct, o, 0) else 0
    if code == CNT_OWN_KIND_IN_PLAY or code == CNT_OPP_KIND_IN_PLAY or code == CNT_OWN_NAMES_IN_PLAY:  # s29-k2
        q = o if code == CNT_OPP_KIND_IN_PLAY else p
        n = 0
        n1 = 0
        n2 = 0
        v = arg - KIND_NAMED  # CNT_OWN_NAMES_IN_PLAY: a name id, or two (id1 + 1000 * (id2 + 1))
        for w in range(NSLOT):
            kw = st.slot[q, w, S_CARD]
            if kw < 0:
                continue
            if code != CNT_OWN_NAMES_IN_PLAY:
                if card_matches_kind_nb(ct, q, kw, arg):
                    n += 1
            elif ct.name[q, kw] == v % 1000:
                n1 = 1
            elif v >= 1000 and ct.name[q, kw] == v // 1000 - 1:
                n2 = 1
        return n + n1 + n2
    if (code >= CNT_SELF_EVOLVED_TURN and code <= CNT_SELF_HEALED_TURN) or (code >= CNT_OWN_BENCH_ENERGY_TYPE and code <= CNT_SELF_HIT_LAST_TURN):  # s30-k7
        return k7_count_nb(st, ct, p, s, code, arg)
    if code == CNT_SECOND_FIRST_TURN:  # s29-k2
        return 1 if st.g[G_FIRST] != p and st.pl[p, PL_OWN_TURNS] == 1 else 0
    if code == CNT_OPP_PRIZES_LEFT:
        return st.pl[o, PL_PRIZES_LEFT]
    if code == CNT_PRIZE_LEAD:
        return st.pl[p, PL_PRIZES_LEFT] - st.pl[o, PL_PRIZES_LEFT]
    if code == CNT_SELF_ENERGY:
        return energy_of_type_nb(st, ct, p, s, arg)
    if code == CNT_SELF_SPECIAL_ENERGY:
        n = 0
        for i in range(st.slot[p, s, S_NEN]):
            if ct.basic_energy[p, st.en[p, s, i]] == 0:
                n += 1
        return n
    if code == CNT_OPP_ENERGY_ALL or code == CNT_OWN_ENERGY_ALL or code == CNT_OWN_BENCH_DAMAGED:
        q = o if code == CNT_OPP_ENERGY_ALL else p
        n = 0
        for w in range(NSLOT):
            if st.slot[q, w, S_CARD] < 0:
                continue
            if code == CNT_OWN_BENCH_DAMAGED:
                if w > 0 and st.slot[q, w, S_DMG] > 0:
                    n += 1
            else:
                n += energy_of_type_nb(st, ct, q, w, arg)
        return n
    if code == CNT_ENERGY_ALL_TRAIL:  # s31-k19: the opponent's Energy in play less the acting player's
        n = 0
        for w in range(NSLOT):
            n += (energy_of_type_nb(st, ct, o, w, -1) if st.slot[o, w, S_CARD] >= 0 else 0) \
                - (energy_of_type_nb(st, ct, p, w, -1) if st.slot[p, w, S_CARD] >= 0 else 0)
        return n
    if dk < 0:
        return 0
    # the Defending Pokémon's counts
    if code == CNT_DEF_DAMAGE:
        return st.slot[o, 0, S_DMG] // 10
    if code == CNT_DEF_KO:  # s29-k1
        return 1 if st.slot[o, 0, S_DMG] >= slot_hp_nb(st, ct, o, 0) else 0
    if code == CNT_DEF_PRIZE:
        return ct.prize[o, dk]
    if code == CNT_DEF_STAGE:
        return ct.stage[o, dk] if ct.stage[o, dk] > 0 else 0
    if code == CNT_DEF_RETREAT:
        return ct.retreat[o, dk]
    if code == CNT_DEF_RETREAT_NOW:  # s31-k19: after effects
        return retreat_cost_nb(st, ct, o)
    if code == CNT_DEF_TYPE:
        return 1 if ct.ptype[o, dk] == arg else 0
    if code == CNT_DEF_ENERGY:
        return st.slot[o, 0, S_NEN]
    if code == CNT_DEF_SPECIAL_ENERGY:
        n = 0
        for i in range(st.slot[o, 0, S_NEN]):
            if ct.basic_energy[o, st.en[o, 0, i]] == 0:
                n += 1
        return n
    if code == CNT_DEF_BODY:
        return 1 if (ct.cflags[o, dk] & CF_HAS_BODY) != 0 else 0
    if code == CNT_DEF_FLAG:
        return 1 if arg >= 0 and (ct.cflags[o, dk] >> arg) & 1 == 1 else 0
    if code == CNT_ENERGY_TRAIL:
        return slot_energy_total_nb(st, ct, o, 0) - slot_energy_total_nb(st, ct, p, s)
    if code == CNT_HP_LEAD:
        return (slot_hp_nb(st, ct, p, s) - st.slot[p, s, S_DMG]) - (slot_hp_nb(st, ct, o, 0) - st.slot[o, 0, S_DMG])
    if code == CNT_DEF_BASIC_TYPES:
        n = 0
        for t in range(NT - 1):
            for i in range(st.slot[o, 0, S_NEN]):
                e = st.en[o, 0, i]
                if ct.basic_energy[o, e] == 1 and ct.provides[o, e, t] > 0:
                    n += 1
                    break
        return n
    if code == CNT_DEF_CONDS:
        n = 1 if st.pl[o, PL_STATUS] != 0 else 0
        if st.pl[o, PL_POISON] > 0:
            n += 1
        if st.pl[o, PL_BURN] > 0:
            n += 1
        return n
    if code > CNT_DEF_COND:
        cond = code - CNT_DEF_COND
        if cond == POISONED:
            return 1 if st.pl[o, PL_POISON] > 0 else 0
        if cond == BURNED:
            return 1 if st.pl[o, PL_BURN] > 0 else 0
        return 1 if st.pl[o, PL_STATUS] == cond else 0
    return 0


# --- s31-k15: a power's REQ_COUNT row right after its header as the power's condition -------------------


@kernel_nb
def power_count_ok_nb(st, ct, q, w, none_ok):
    """The REQ_COUNT row right after the header of q's slot w's power holds (mod_count_nb's counts, q acting
    with w; b <= 0: less than -b); none_ok when the power has no such row."""
    kw = st.slot[q, w, S_CARD]
    r0 = ct.pw_prog[q, kw, 0]
    if ct.pw_prog[q, kw, 1] <= r0 + 1 or ct.prog[r0 + 1, 0] != OP_REQ_COUNT:
        return none_ok
    n = mod_count_nb(st, ct, q, w, ct.prog[r0 + 1, 1] % CNT_ARG, ct.prog[r0 + 1, 1] // CNT_ARG - 1)
    b = ct.prog[r0 + 1, 2]
    return not ((b > 0 and n < b) or (b <= 0 and n >= -b))


@kernel_nb
def energy_as_type_on_nb(st, ct, p, s):
    """An Energy Burn-like power (PASSIVE_ENERGY_AS_TYPE) of p's slot s works now: c // 16, a holder
    condition (TC_EVOLVED: "as long as it is an Evolved Pokémon"), holds."""
    if not passive_nb(st, ct, p, s, PASSIVE_ENERGY_AS_TYPE):
        return False
    tc = passive_arg_nb(st, ct, p, s) // 16
    return tc == 0 or holder_kind_nb(st, ct, p, s, tc)


@kernel_nb
def own_attack_shield_nb(st, ct, p, s):
    """(s31-k15) p's slot s has a working PASSIVE_SHIELD with SH_OWN_ATTACKS and SH_PREVENT_DAMAGE whose holder
    conditions hold: its owner's own attacks' damage to it is prevented too (Submerge-like, on the Bench)."""
    if not passive_nb(st, ct, p, s, PASSIVE_SHIELD):
        return False
    c = passive_arg_nb(st, ct, p, s)
    w = c // SH_DAMAGE
    return (w & SH_OWN_ATTACKS) != 0 and (w & SH_PREVENT_DAMAGE) != 0 and mod_cond_nb(st, ct, p, s, c % TC_SHIFT) \
        and mod_cond_nb(st, ct, p, s, c // TC_SHIFT % TC_SHIFT)


@kernel_nb
def own_effect_ignored_nb(st, ct, p, s, j):
    """(s31-k15) A working PASSIVE_IGNORE_OWN_EFFECT of p's slot s covers its own attack j now (its mask, its
    REQ_COUNT row): that attack's SELF_DAMAGE rows do nothing."""
    if j < 0 or j >= MAXATK or not passive_nb(st, ct, p, s, PASSIVE_IGNORE_OWN_EFFECT):
        return False
    return (passive_arg_nb(st, ct, p, s) >> j) & 1 == 1 and power_count_ok_nb(st, ct, p, s, True)


@kernel_nb
def dual_type_mask_nb(st, ct, p, s):
    """(s31-k15) Reactive Colors-like (PASSIVE_DUAL_TYPE c >= DT_REQ + DT_MASK): the mask of the types p's slot s is
    of besides its own while the REQ_COUNT row after the header holds, 0 else (read as dual_type_nb)."""
    op, a, _b, c = power_header_nb(st, ct, p, s)
    if op != OP_POWER_PASSIVE or a != PASSIVE_DUAL_TYPE or c < DT_REQ + DT_MASK:
        return 0
    if not power_count_ok_nb(st, ct, p, s, False) or toxic_gas_nb(st, ct):
        return 0
    return c - DT_REQ - DT_MASK
@kernel_nb
def self_move_ok_nb(st, p, s, b, src, dst):
    """(s31-k17) MOVE_ENERGY_SELF may move a card from p's slot src to dst: b = 0 onto the acting
    slot s, b = 1 between Pokémon other than s, b = 2 off s onto the others."""
    if src == dst or st.slot[p, src, S_CARD] < 0 or st.slot[p, dst, S_CARD] < 0 or st.slot[p, dst, S_NEN] >= st.en.shape[2]:
        return False
    if b == 2:  # off the acting Pokémon onto the others
        return src == s
    return dst == s if b == 0 else (src != s and dst != s)


@kernel_inline_nb  # one call site (requirements_ok_nb)
def self_move_exists_nb(st, ct, p, s, b, c):
    """(s31-k17) REQ_MOVE_ENERGY_SELF: some card MOVE_ENERGY_SELF (b, type code c) may move now."""
    for src in range(NSLOT):
        if st.slot[p, src, S_CARD] < 0:
            continue
        for i in range(st.slot[p, src, S_NEN]):
            if move_energy_ok_nb(st, ct, p, src, st.en[p, src, i], c):
                for dst in range(NSLOT):
                    if self_move_ok_nb(st, p, s, b, src, dst):
                        return True
    return False

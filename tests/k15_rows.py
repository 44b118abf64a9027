"""Kernel slice 31 k15: the rows of the part-A Poké-Bodies, shared by tests/test_k15_recognize.py (the
wordings give them) and tests/test_k15_kernel.py (the boards run them).  No kernel import (no compile)."""

from __future__ import annotations

from ptcgsim import effects as fx
from ptcgsim.cardtags import tag_bit, tagged_count
from ptcgsim.kernel.cardtable import CF_DELTA, CF_EX, CF_NAME_HOLON

EX_BIT = CF_EX.bit_length() - 1

MS, SRC, AT_LEAST = fx.MOD_SCOPE, fx.MOD_SRC, fx.mod_count(at_least=True)
HEAD = ["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0]
SELF_REACT = fx.named_count(fx.CNT_SELF_ENERGY_KIND, "React Energy")
SELF_HOLON = fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.kind_flag(fx.KIND_ENERGY, CF_NAME_HOLON))
HOLON_STADIUM = fx.count_code(fx.CNT_STADIUM_KIND, fx.kind_flag(fx.KIND_STADIUM, CF_NAME_HOLON))
FEW_ENERGY = fx.count_code(fx.CNT_SELF_ENERGY)
NAMED = fx.TC_POWER_NAMED + fx.MS_OWN * MS

STAGES_MORE = [HEAD, ["TOOL", fx.TOOL_DMG_PLUS, 20, SRC * fx.TC_EVOLVED]]
STAGES_SHIELD = [HEAD, ["TOOL", fx.EN_NO_ATTACK_EFFECTS, 1, SRC * fx.TC_EVOLVED], ["TOOL", fx.TOOL_NO_WEAKNESS, 1, SRC * fx.TC_EVOLVED]]
STAGES_RETREAT = [HEAD, ["TOOL", fx.TOOL_RETREAT_LESS, 1, SRC * fx.TC_EVOLVED + MS * fx.MS_OWN + fx.TC_TYPE + 1],
                  ["TOOL", fx.TOOL_RETREAT_LESS, 1, SRC * fx.TC_EVOLVED + MS * fx.MS_OWN + fx.TC_TYPE + 4]]
LOW_HP_MORE = [HEAD, ["TOOL", fx.TOOL_DMG_PLUS, 40, SRC * fx.TC_HP_60]]
CONFUSED_MORE = [HEAD, ["TOOL", fx.TOOL_DMG_PLUS, 50, SRC * fx.TC_CONFUSED]]
HAVE_REDUCE = [HEAD, ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Omanyte|Omastar"), 1],
               ["TOOL", fx.TOOL_REDUCE, 20, AT_LEAST]]
TAG_MORE = [HEAD, ["REQ_COUNT", tagged_count(fx.CNT_OWN_FLAG_IN_PLAY, tag_bit("name:Kabuto")), 1],
            ["TOOL", fx.TOOL_DMG_PLUS, 20, AT_LEAST]]
HAND_REDUCE = [HEAD, ["REQ_COUNT", fx.count_code(fx.CNT_OPP_HAND), 5], ["TOOL", fx.TOOL_REDUCE, 30, AT_LEAST]]
PER_REACT = [HEAD, ["REQ_COUNT", SELF_REACT, -(1 << 30)], ["TOOL", fx.TOOL_REDUCE, 10, fx.mod_count(times=True)]]
STADIUM_MORE = [HEAD, ["REQ_COUNT", HOLON_STADIUM, 1], ["TOOL", fx.TOOL_DMG_PLUS, 10, MS * fx.MS_OWN + fx.TC_DELTA + AT_LEAST]]
REACT_LIFT = [HEAD, ["REQ_COUNT", SELF_REACT, 1],
              ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, MS * fx.MS_OWN + fx.TC_TYPE + 2 + fx.TC_SHIFT * fx.TC_NOT_EX + AT_LEAST]]
FLOTATION = [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "Kyogre ex"], ["REQ_COUNT", FEW_ENERGY, -2],
             ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, NAMED + AT_LEAST]]
HARD_ROCK = [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "Groudon ex"], ["REQ_COUNT", FEW_ENERGY, -2],
             ["TOOL", fx.TOOL_REDUCE, 20, NAMED + AT_LEAST + fx.MOD_NOSTACK]]
NO_WEAKNESS_NAMED = [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "Omanyte|Omastar|Kabuto|Kabutops|Kabutops ex"],
                     ["TOOL", fx.TOOL_NO_WEAKNESS, 1, NAMED]]
HOVER = [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "Jigglypuff|Wigglytuff|Wigglytuff ex|Igglybuff"], ["TOOL", fx.TOOL_RETREAT_LESS, 1, NAMED]]
NO_RESIST_ACTIVES = [HEAD, ["TOOL", fx.ST_NO_RESISTANCE, 1, MS * fx.MS_OWN + fx.TC_ACTIVE],
                     ["TOOL", fx.ST_NO_RESISTANCE, 1, MS * fx.MS_OPP + fx.TC_ACTIVE]]
BOTH = (fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS) * fx.SH_DAMAGE
EX_SHIELD = [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_EX + BOTH],
             ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Illumise"), 1]]
DARK_SHIELD = [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_DARK_NAME + BOTH],
               ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Volbeat"), 1]]
FIRE_LOCK = [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, fx.TC_TYPE + 1 + fx.TC_SHIFT * fx.TC_NOT_EX + fx.LK_BOTH + fx.LK_KIND],
             ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Solrock|Solrock ex"), 1]]
BODY_LOCK = [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX + fx.LK_BOTH + 2 * fx.LK_KIND],
             ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Latios|Latios ex"), 1]]
DELTA_LOCK = [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0,
               (CF_DELTA.bit_length() - 1) * fx.TC_SHIFT + fx.LK_FLAG2 + fx.LK_NEG2 + fx.LK_BOTH + fx.LK_KIND],
              ["REQ_COUNT", SELF_HOLON, 1]]
BT_EX = [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_TURNS, 0, 10 + 1000 * fx.BT_OPP_EX]]
BT_NOT_WATER = [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_TURNS, 0, 10 + 1000 * fx.BT_ACTIVES_NOT_WATER]]
BINDING_AURA = [["POWER_PASSIVE", fx.PASSIVE_NO_PLAY, 0, fx.NP_EVOLVE_ACTIVE + fx.NP_ASLEEP_ATTACH]]
CURSED_GLARE = [["POWER_PASSIVE", fx.PASSIVE_NO_PLAY, 0, fx.NP_SPECIAL_TO_ACTIVE + fx.NP_WHERE]]
DEEP_SLEEP = [["POWER_PASSIVE", fx.PASSIVE_DEEP_SLEEP, 0, 0]]
BEDHEAD = [["POWER_PASSIVE", fx.PASSIVE_BEDHEAD, 0, 20]]
DARK_EYES = [["POWER_PASSIVE", fx.PASSIVE_DARK_EYES, 0, 20]]
DEADLOCK = [["POWER_PASSIVE", fx.PASSIVE_NO_ATTACK_SAME_NAME, 0, 0]]
EVOLVED_FIRE = [["POWER_PASSIVE", fx.PASSIVE_ENERGY_AS_TYPE, 0, 1 + 16 * fx.TC_EVOLVED]]
REACT_DUAL = [["POWER_PASSIVE", fx.PASSIVE_DUAL_TYPE, 0, fx.DT_REQ + 0 + 16 * 5], ["REQ_COUNT", SELF_REACT, 1]]
DELTA_AURA = [HEAD, ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Latios|Latios ex"), 1],
              ["TOOL", fx.TOOL_COST_LESS, 2, fx.MS_SELF * MS + fx.mod_count(attacks=1 << 1)]]
SRC_ACTIVE = fx.MS_SELF * MS + fx.TC_ACTIVE * SRC
PER_BENCHED = [HEAD, ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Beldum"), -(1 << 30)],
               ["TOOL", fx.TOOL_RETREAT_LESS, 1, SRC_ACTIVE + fx.mod_count(times=True)], ["TOOL", fx.TOOL_RETREAT_LESS, -1, SRC_ACTIVE]]
SUBMERGE = [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_BENCHED + (fx.SH_PREVENT_DAMAGE | fx.SH_OWN_ATTACKS) * fx.SH_DAMAGE]]
REACT_HEAL = [["POWER_PASSIVE", fx.PASSIVE_ATTACH_HEAL, 0, SELF_REACT]]
DELTA_MOON = [["POWER_PASSIVE", fx.PASSIVE_SPECIAL_ATTACH_COUNTERS, 0, 10]]
AROMA = [["POWER_PASSIVE", fx.PASSIVE_BT_HEAL_KIND, 0, 10], ["REQ_COUNT", SELF_REACT, 1]]
EXTRA_SMOKE = [HEAD, ["TOOL", fx.TOOL_REDUCE_BEFORE, 10, fx.MS_OWN * MS + fx.TC_STAGE2 + fx.TC_SHIFT * fx.TC_EX]]
EX_LOCK = [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, EX_BIT + fx.LK_FLAG1 + fx.LK_BOTH + fx.LK_KIND],
           ["TOOL", fx.TOOL_COST_LESS, -1, fx.TC_EX + fx.MS_OWN * MS + fx.MOD_NOSTACK],
           ["TOOL", fx.TOOL_COST_LESS, -1, fx.TC_EX + fx.MS_OPP * MS + fx.MOD_NOSTACK]]
DELTA_GUARD = [["POWER_PASSIVE", fx.PASSIVE_IGNORE_OWN_EFFECT, 0, 1 << 1], ["REQ_COUNT", SELF_HOLON, 1]]
SIX_TYPES = [["POWER_PASSIVE", fx.PASSIVE_DUAL_TYPE, 0, fx.DT_REQ + fx.DT_MASK + 0b111111], ["REQ_COUNT", SELF_REACT, 1]]

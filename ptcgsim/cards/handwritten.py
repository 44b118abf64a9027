"""Hand-written effect programs for wordings the recogniser table does not cover.

``HANDWRITTEN[card_id]`` is ``{"attacks": {attack_name: rows or None}, "card": rows or None}``;
it overrides what :mod:`ptcgsim.cards.recognize` found.  ``None`` marks the attack
(or the card) unimplemented on purpose.  Only ids, attack names and our own rows live
here — never card text (DESIGN.md, card data policy).

Most entries are the base-era Trainers, whose one-off wordings would otherwise need a
long, single-use pattern each.  Base Set 2 (base4) reprints them under new ids.
"""

from __future__ import annotations

from typing import Any

from .. import effects as fx

_ANY, _OPP, _SELF = fx.ANY, fx.OPP, fx.SELF

# --- base-era Trainers (programs; names in comments for the reader) -------------------
COMPUTER_SEARCH = [["REQ_HAND", 2], ["DISCARD_HAND", 2, fx.KIND_ANY], ["SEARCH_DECK", 1, fx.KIND_ANY, fx.TO_HAND]]
ITEM_FINDER = [["REQ_HAND", 2], ["REQ_DISCARD", 1, fx.KIND_TRAINER], ["DISCARD_HAND", 2, fx.KIND_ANY],
               ["RECOVER", 1, fx.KIND_TRAINER, fx.TO_HAND]]
ENERGY_RETRIEVAL = [["REQ_HAND", 1], ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["DISCARD_HAND", 1, fx.KIND_ANY],
                    ["RECOVER", 2, fx.KIND_BASIC_ENERGY, fx.TO_HAND]]
# Energy Removal / Super Energy Removal: the kernel removes from the Active only
# (the card lets the player pick any of the opponent's Pokémon: a restriction).
ENERGY_REMOVAL = [["REQ_OPP_ENERGY"], ["DISCARD_ENERGY", 1, _OPP, _ANY]]
SUPER_ENERGY_REMOVAL = [["REQ_OWN_ENERGY", 0], ["REQ_OPP_ENERGY"], ["DISCARD_ENERGY", 1, _SELF, _ANY],
                        ["DISCARD_ENERGY", 2, _OPP, _ANY]]
# Super Potion: discard from and heal the Active (the kernel's SELF for a Trainer).
SUPER_POTION = [["REQ_OWN_DAMAGED", 0], ["REQ_OWN_ENERGY", 0], ["DISCARD_ENERGY", 1, _SELF, _ANY], ["HEAL", 40, _SELF]]
POTION = [["REQ_OWN_DAMAGED", 1], ["HEAL_ANY_OWN", 20]]
FULL_HEAL = [["CURE", _SELF]]
PLUSPOWER = [["ATTACH_PLUSPOWER", 10]]
DEFENDER = [["ATTACH_DEFENDER", 20]]
GUST_OF_WIND = [["REQ_OPP_BENCH"], ["GUST", _SELF]]
SWITCH = [["REQ_OWN_BENCH"], ["SWITCH_SELF"]]
POKE_BALL = [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["SEARCH_DECK", 1, fx.KIND_POKEMON, fx.TO_HAND]]
GAMBLER = [["SHUFFLE_HAND_DRAW", 0], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DRAW", 8],
           ["SKIP_UNLESS_TAILS", 1, 1], ["DRAW", 1]]
ENERGY_SEARCH = [["SEARCH_DECK", 1, fx.KIND_BASIC_ENERGY, fx.TO_HAND]]

# Classic-set Trainers added for issue 4 (choices are the kernel's heuristics; see effects.py).
DEVOLUTION_SPRAY = [["REQ_OWN_EVOLVED"], ["DEVOLVE", 1]]  # the top Stage only
LASS = [["SHUFFLE_KIND_TO_DECK", fx.KIND_TRAINER, fx.BOTH_PLAYERS]]
POKEMON_BREEDER = [["REQ_BREED"], ["BREED_STAGE2"]]
POKEMON_TRADER = [["REQ_HAND_KIND", 1, fx.KIND_POKEMON], ["REQ_DECK"], ["TRADE_POKEMON"]]
# Scoop Up needs a Benched Pokémon: scooping up the only Pokémon would lose the game.
SCOOP_UP = [["REQ_OWN_BENCH"], ["RETURN_OWN_BASIC"]]
MAINTENANCE = [["REQ_HAND", 2], ["HAND_TO_DECK", 2], ["DRAW", 1]]
POKEMON_CENTER = [["REQ_OWN_DAMAGED", 1], ["HEAL_ALL_DISCARD_ENERGY"]]
POKEMON_FLUTE = [["REQ_DISCARD", 1, fx.KIND_BASIC_POKEMON, _OPP], ["REQ_BENCH_SPACE", _OPP], ["REVIVE", _OPP, 0]]
REVIVE = [["REQ_DISCARD", 1, fx.KIND_BASIC_POKEMON, _SELF], ["REQ_BENCH_SPACE", _SELF], ["REVIVE", _SELF, 1]]
MR_FUJI = [["REQ_OWN_BENCH"], ["BENCHED_TO_DECK"]]
RECYCLE = [["REQ_DISCARD", 1, fx.KIND_ANY], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
           ["RECOVER", 1, fx.KIND_ANY, fx.TO_DECK_TOP]]

# Trainers played as a Basic Pokémon with 10 HP (Clefairy Doll, Mysterious Fossil); the rules
# they carry in play (no retreat, no Special Conditions, no prize, discard from play) come with
# the PLAY_AS_BASIC row (tables.py, kernel CF_* flags).
PLAY_AS_BASIC_10 = [["REQ_BENCH_SPACE", _SELF], ["PLAY_AS_BASIC", 10]]

# --- EX-era Trainers (one-off wordings; names in comments for the reader) -------------------
# Mysterious Fossil (EX): a Basic Pokémon of the printed HP with no Poké-Body.
PLAY_AS_BASIC_50 = [["REQ_BENCH_SPACE", _SELF], ["PLAY_AS_BASIC", 50]]
# Claw Fossil / Root Fossil (EX): 40 HP, and a Poké-Body in play (recognize_power.py reads it;
# the card counts as implemented only with it)
PLAY_AS_BASIC_40 = [["REQ_BENCH_SPACE", _SELF], ["PLAY_AS_BASIC", 40]]
# Bill's Maintenance (EX): a card of the hand, if any, shuffled into the deck; then draw 3 (the
# Supporter itself has left the hand, so an otherwise empty hand just draws)
BILLS_MAINTENANCE = [["HAND_TO_DECK", 1], ["DRAW", 3]]
# Old Rod: two heads, a Pokémon card back to the hand; two tails, a Trainer card.
OLD_ROD = [["FLIP", 2], ["SKIP_UNLESS_HEADS", 2, 1], ["RECOVER", 1, fx.KIND_POKEMON, fx.TO_HAND],
           ["SKIP_UNLESS_TAILS", 2, 1], ["RECOVER", 1, fx.KIND_TRAINER, fx.TO_HAND]]
# Here Comes Team Rocket!: prize cards face up, information the simulated players never use.
NO_EFFECT: list[list[Any]] = []

# --- Pokémon Powers (issue 4) ---------------------------------------------------------------
# A power program starts with a header row (effects.py): POWER_ACTIVATED uses, blocked-by-
# Asleep/Confused/Paralyzed, PW_* flags; or POWER_PASSIVE code, blocked, argument.
# Keyed by (card name, power name): the reprints (Base Set 2) share the programs.
_G, _F, _W, _P = 0, 1, 2, 4  # schema.ENERGY_TYPES indices: Grass, Fire, Water, Psychic
POWERS: dict[tuple[str, str], list[list[Any]] | None] = {
    ("Alakazam", "Damage Swap"): [["POWER_ACTIVATED", 0, 1], ["REQ_MOVE_DAMAGE", 0, _SELF, fx.MD_ANY_NO_KO],
                                  ["MOVE_DAMAGE", 1, _SELF, fx.MD_ANY_NO_KO]],
    ("Blastoise", "Rain Dance"): [["POWER_ACTIVATED", 0, 1], ["REQ_HAND_ENERGY_FOR_TYPE", _W, _W],
                                 ["ATTACH_HAND_TO_TYPE", _W, _W]],
    # "as often as you like, all Energy on it becomes Fire for the turn": a passive for its costs
    ("Charizard", "Energy Burn"): [["POWER_PASSIVE", fx.PASSIVE_ENERGY_AS_TYPE, 1, _F]],
    ("Machamp", "Strikes Back"): [["POWER_PASSIVE", fx.PASSIVE_STRIKES_BACK, 1, 10]],
    ("Venusaur", "Energy Trans"): [["POWER_ACTIVATED", 0, 1], ["REQ_MOVE_ENERGY", 0, 0, _G], ["MOVE_ENERGY", 0, 0, _G]],
    # the Knocked Out Electrode becomes an Energy card of the chosen type providing 2 units
    # (the card table gives it one Energy row per type the deck's attacks ask for)
    ("Electrode", "Buzzap"): [["POWER_ACTIVATED", 0, 1], ["REQ_OWN_BENCH"], ["KO_SELF_AS_ENERGY", 2]],
    ("Mr. Mime", "Invisible Wall"): [["POWER_PASSIVE", fx.PASSIVE_PREVENT_BIG, 1, 30]],
    ("Snorlax", "Thick Skinned"): [["POWER_PASSIVE", fx.PASSIVE_NO_CONDITIONS, 1]],
    # the new type lasts through the turn (what it changes: its Weakness-exploiting attacks)
    ("Venomoth", "Shift"): [["POWER_ACTIVATED", 1, 1], ["REQ_OTHER_TYPE"], ["SHIFT_TYPE"]],
    ("Vileplume", "Heal"): [["POWER_ACTIVATED", 1, 1], ["REQ_OWN_DAMAGED", 1], ["FLIP", 1],
                            ["SKIP_UNLESS_HEADS", 1, 1], ["HEAL_ANY_OWN", 10]],
    ("Dodrio", "Retreat Aid"): [["POWER_PASSIVE", fx.PASSIVE_RETREAT_AID, 0, 1]],
    # information only: the simulator's players never use hidden information
    ("Mankey", "Peek"): [["POWER_ACTIVATED", 1, 1]],
    ("Aerodactyl", "Prehistoric Power"): [["POWER_PASSIVE", fx.PASSIVE_NO_EVOLUTION, 1]],
    # while Active (and not Asleep, Confused or Paralyzed) a copy of the Defending Pokémon's
    # card: the card table gives Ditto one copy row per Pokémon of the opponent's deck
    ("Ditto", "Transform"): [["POWER_PASSIVE", fx.PASSIVE_TRANSFORM, 1]],
    ("Dragonite", "Step In"): [["POWER_ACTIVATED", 1, 0, fx.PW_BENCH_ONLY], ["SWITCH_WITH_ACTIVE"]],
    ("Gengar", "Curse"): [["POWER_ACTIVATED", 1, 1], ["REQ_MOVE_DAMAGE", 0, _OPP, fx.MD_ANY_KO_OK],
                          ["MOVE_DAMAGE", 1, _OPP, fx.MD_ANY_KO_OK]],
    ("Haunter", "Transparency"): [["POWER_PASSIVE", fx.PASSIVE_TRANSPARENCY, 1]],
    ("Muk", "Toxic Gas"): [["POWER_PASSIVE", fx.PASSIVE_TOXIC_GAS, 1]],
    ("Slowbro", "Strange Behavior"): [["POWER_ACTIVATED", 0, 1], ["REQ_MOVE_DAMAGE", 0, _SELF, fx.MD_TO_SELF_NO_KO],
                                      ["MOVE_DAMAGE", 1, _SELF, fx.MD_TO_SELF_NO_KO]],
    ("Kabuto", "Kabuto Armor"): [["POWER_PASSIVE", fx.PASSIVE_HALF_DAMAGE, 1]],
    ("Omanyte", "Clairvoyance"): [["POWER_PASSIVE", fx.PASSIVE_NO_EFFECT, 1]],
    ("Tentacool", "Cowardice"): [["POWER_ACTIVATED", 0, 1, fx.PW_NOT_PLAYED_TURN], ["RETURN_TO_HAND", 0, 1]],
}

PORYGON = {"attacks": {"Conversion 1": [["SET_WEAKNESS", _OPP]], "Conversion 2": [["SET_RESISTANCE", _SELF]]}}
# a card-name argument: the card table resolves it to a name id
NIDOQUEEN = {"attacks": {"Boyfriends": [["DMG_ADD_PER_NAMED", 20, _SELF, "Nidoking"], ["DAMAGE"]]}}

HANDWRITTEN: dict[str, dict[str, Any]] = {
    "base1-39": PORYGON,
    "base2-7": NIDOQUEEN, "base2-23": NIDOQUEEN, "base4-12": NIDOQUEEN,
    "base1-70": {"card": PLAY_AS_BASIC_10},
    "base3-62": {"card": PLAY_AS_BASIC_10},
    "base1-72": {"card": DEVOLUTION_SPRAY},
    "base1-75": {"card": LASS}, "base4-104": {"card": LASS},
    "base1-76": {"card": POKEMON_BREEDER}, "base4-105": {"card": POKEMON_BREEDER},
    "base1-77": {"card": POKEMON_TRADER}, "base4-106": {"card": POKEMON_TRADER},
    "base1-78": {"card": SCOOP_UP}, "base4-107": {"card": SCOOP_UP},
    "base1-83": {"card": MAINTENANCE}, "base4-112": {"card": MAINTENANCE},
    "base1-85": {"card": POKEMON_CENTER}, "base4-114": {"card": POKEMON_CENTER},
    "base1-86": {"card": POKEMON_FLUTE},
    "base1-89": {"card": REVIVE},
    "base3-58": {"card": MR_FUJI},
    "base3-61": {"card": RECYCLE},
    "base1-71": {"card": COMPUTER_SEARCH}, "base4-101": {"card": COMPUTER_SEARCH},
    "base1-74": {"card": ITEM_FINDER}, "base4-103": {"card": ITEM_FINDER},
    "base1-79": {"card": SUPER_ENERGY_REMOVAL}, "base4-108": {"card": SUPER_ENERGY_REMOVAL},
    "base1-80": {"card": DEFENDER}, "base4-109": {"card": DEFENDER},
    "base1-81": {"card": ENERGY_RETRIEVAL}, "base4-110": {"card": ENERGY_RETRIEVAL},
    "base1-82": {"card": FULL_HEAL}, "base4-111": {"card": FULL_HEAL},
    "base1-84": {"card": PLUSPOWER}, "base4-113": {"card": PLUSPOWER},
    "base1-90": {"card": SUPER_POTION}, "base4-117": {"card": SUPER_POTION},
    "base1-92": {"card": ENERGY_REMOVAL}, "base4-119": {"card": ENERGY_REMOVAL},
    "base1-93": {"card": GUST_OF_WIND}, "base4-120": {"card": GUST_OF_WIND},
    "base1-94": {"card": POTION}, "base4-122": {"card": POTION},
    "base1-95": {"card": SWITCH}, "base4-123": {"card": SWITCH},
    "base2-64": {"card": POKE_BALL}, "base4-121": {"card": POKE_BALL},
    "base3-59": {"card": ENERGY_SEARCH},
    "base3-60": {"card": GAMBLER},
    "ex2-91": {"card": PLAY_AS_BASIC_10},
    "ex6-87": {"card": BILLS_MAINTENANCE}, "ex14-71": {"card": BILLS_MAINTENANCE},
    **{cid: {"card": PLAY_AS_BASIC_40} for cid in ("ex2-90", "ex2-92", "ex12-78", "ex12-80", "ex13-91", "ex13-93",
                                                   "ex16-84", "ex16-86")},
    "ex12-79": {"card": PLAY_AS_BASIC_50}, "ex13-92": {"card": PLAY_AS_BASIC_50}, "ex16-85": {"card": PLAY_AS_BASIC_50},
    "ex15-78": {"card": OLD_ROD},
    "ex7-111": {"card": NO_EFFECT},
}

# Sanity: every program here uses known opcodes.
for _rows in POWERS.values():
    if _rows is not None:
        fx.validate_program(_rows)
for _entry in HANDWRITTEN.values():
    for _rows in list(_entry.get("attacks", {}).values()) + [_entry.get("card")]:
        if _rows is not None:
            fx.validate_program(_rows)

"""The card table: per-deck card facts as arrays the kernel reads.

Built in Python by :func:`ptcgsim.tables.build_tables`; a namedtuple of arrays
indexed ``[p, k]`` (player, deck-local card).  Effect programs of both decks
share one ``prog`` array of int rows ``(op, a, b, c)``; cards store
``[start, end)`` ranges into it.
"""

from __future__ import annotations

from collections import namedtuple

SUPER_POKEMON = 0
SUPER_TRAINER = 1
SUPER_ENERGY = 2

TK_ITEM = 0  #: base-era "Trainer" and modern Item: no per-turn limit
TK_SUPPORTER = 1
TK_STADIUM = 2
TK_TOOL = 3

#: cflags bits: rules of a Trainer played as a Pokémon (Clefairy Doll, Mysterious Fossil)
CF_NO_RETREAT = 1  #: can't retreat
CF_NO_CONDITIONS = 2  #: can't be Asleep, Confused, Paralyzed or Poisoned
CF_NO_PRIZE = 4  #: its Knock Out gives no prize and does not count as a Knocked Out Pokémon
CF_TRANSFORM = 8  #: a Transform-like card: while Active it plays as its copy row of the Defending Pokémon
CF_COPY = 16  #: a copy row (Transform): its Energy counts as any type for attack costs
#: rule boxes the rules and other cards read
CF_EX = 32  #: a Pokémon-ex / Pokémon ex (its subtype): what "by your opponent's Pokémon ex" protections check
CF_TERA = 64  #: a Tera Pokémon: on the Bench, attacks do it no damage (yours or your opponent's)
CF_V = 128  #: a Pokémon V / VMAX / VSTAR
CF_HAS_POWER = 256  #: the card prints a Pokémon Power / Poké-Power / Poké-Body / Ability (implemented or not)
# Tags that searches read (KIND_FLAG / KIND_NOFLAG kinds; tables.py sets them from subtypes and names)
CF_ANCIENT = 512  #: an Ancient card (subtype)
CF_FUTURE = 1024  #: a Future card (subtype)
CF_ROCKET = 2048  #: "Team Rocket" in its name (a Team Rocket's Pokémon, a Team Rocket Supporter)
CF_DELTA = 4096  #: a δ (Delta Species) Pokémon
CF_RULE_BOX = 8192  #: a Pokémon with a Rule Box (ex, V, VMAX, VSTAR, Radiant, ...; the EX era's Pokémon-ex)
CF_AQUA = 16384  #: "Team Aqua" in its name
CF_MAGMA = 32768  #: "Team Magma" in its name
CF_MEGA = 65536  #: a Mega Evolution Pokémon (subtype "MEGA", or a "Mega " name)
CF_RULE_DISCARD = 131072  #: a Trainer played as a Pokémon: its owner may discard it from play during their turn (a rule, not a power: A_POWER on its slot)
#: what a card's name or card says that Special Energy conditions read (tables.py sets them)
CF_NAME_DARK = 1 << 18  #: "Dark" in its name
CF_NAME_ROCKETS = 1 << 19  #: "Rocket's" in its name
CF_NAME_AQUA = CF_AQUA  #: "Team Aqua" in its name
CF_NAME_MAGMA = CF_MAGMA  #: "Team Magma" in its name
CF_TEAM_ROCKET = CF_ROCKET  #: a Team Rocket's Pokémon
CF_TYPES = 1 << 20  #: CF_TYPES << t: t is one of its printed types (a δ Pokémon may print two)
CF_NS = 1 << 35  #: an N's Pokémon ("N's" opens its name; tables.py)
CF_MARNIES = 1 << 36  #: a Marnie's Pokémon ("Marnie's" opens its name)
#: the modern owners' names a card table tags (TC_OWNER + i, KIND_FLAG searches): bit CF_OWNER0 << i
OWNER_NAMES = ("Iono's", "Ethan's", "Hop's", "Cynthia's", "Erika's", "Steven's", "Misty's", "Lillie's")
CF_OWNER0 = 1 << 42  #: OWNER_NAMES[0]'s Pokémon; the next owners take the next bits (42 .. 49)
CF_OWNER_TAGS = ((1 << len(OWNER_NAMES)) - 1) * CF_OWNER0
CF_ARVENS = 1 << 62  #: s30-k10: an Arven's Pokémon ("Arven's" opens its name; CNT_OWN_ACTIVE_FLAG arg 62)
CF_OWNERS = CF_NS | CF_MARNIES | CF_ARVENS | CF_NAME_ROCKETS | CF_TEAM_ROCKET | CF_AQUA | CF_MAGMA | CF_OWNER_TAGS  #: an owner in its name (TC_NO_OWNER)
CF_HAS_BODY = 1 << 37  #: the card prints a Poké-Body, implemented or not ("if the Defending Pokémon has any Poké-Bodies")
CF_HAS_PPOWER = 1 << 61  #: (s31-k19) the card prints a Poké-Power, implemented or not ("if that Pokémon has Poké-Powers")
CF_POWER_NAMED = 1 << 38  #: its name is listed by a modifier power of its own deck (the header's c names; TC_POWER_NAMED)
CF_NAME_HOLON = 1 << 39  #: "Holon" in its name (a Holon Supporter or Stadium: KIND_FLAG searches)
CF_FOSSIL_KIN = 1 << 40  #: (s30-k8) a Pokémon named Omanyte, Kabuto, Aerodactyl, Aerodactyl ex, Lileep or Anorith (δ aside): what Influence, Strange Cave and Holon Fossil name
#: (s30-k8) the names CF_FOSSIL_KIN tags (tables.py; "δ" aside)
FOSSIL_KIN_NAMES = frozenset({"Omanyte", "Kabuto", "Aerodactyl", "Aerodactyl ex", "Lileep", "Anorith"})
CF_POWER_MODS = 1 << 32  #: a game-wide flag, on every row of both decks: some card of either deck has a PASSIVE_MODS power (the kernel reads cflags[0, 0] before looking for one)
CF_ACE_SPEC = 1 << 34  #: an ACE SPEC card
CF_POWER_LOCKS = 1 << 33  #: a game-wide flag, as CF_POWER_MODS: some card of either deck has a power that switches others off (PASSIVE_NO_SELF_KO, PASSIVE_LOCK_BASIC)

#: Virtual rows.  A deck's own cards are rows 0..n-1; after them the table holds rows for
#: card states that are not printed cards: a Transform-like Pokémon as a copy of each of
#: the opponent's Pokémon, and a Buzzap-like Pokémon as an Energy card of each type.  They
#: never enter the deck, hand, discard pile or prizes: ``real`` names the printed card
#: that goes there, and ``vrow[p, k, x]`` finds a row (x: the opponent's card for a copy,
#: the Energy type for a Pokémon turned Energy; -1 none).

WEAK_TIMES = 0  #: Weakness ×value
WEAK_PLUS = 1  #: Weakness +value

CardTable = namedtuple(
    "CardTable",
    [
        "n",  # int64[2]             distinct cards per deck
        "sup",  # int64[2, K]        SUPER_*
        "stage",  # int64[2, K]      0 basic, 1 stage 1, 2 stage 2 (-1 not a Pokémon)
        "name",  # int64[2, K]       name id (shared by both decks)
        "evo_from",  # int64[2, K]   name id of the pre-evolution (-1 none)
        "hp",  # int64[2, K]
        "ptype",  # int64[2, K]      Pokémon type (first printed)
        "weak_t",  # int64[2, K]     -1 none
        "weak_mode",  # int64[2, K]  WEAK_*
        "weak_v",  # int64[2, K]
        "res_t",  # int64[2, K]      -1 none
        "res_v",  # int64[2, K]
        "retreat",  # int64[2, K]
        "prize",  # int64[2, K]      prizes the opponent takes on its Knock Out
        "n_atk",  # int64[2, K]
        "atk_cost",  # int64[2, K, MAXATK, NT]
        "atk_dmg",  # int64[2, K, MAXATK]
        "atk_prog",  # int64[2, K, MAXATK, 2]
        "tkind",  # int64[2, K]      TK_* for Trainers (-1 otherwise)
        "tr_prog",  # int64[2, K, 2] Trainer program; a Special Energy's ENERGY rows (effects.py)
        "provides",  # int64[2, K, NT] energy units provided
        "basic_energy",  # int64[2, K] 1 = basic Energy card
        "playable",  # int64[2, K]   1 = the card's own effects are implemented
        "pw_prog",  # int64[2, K, 2] Pokémon Power program (header row first; empty = none)
        "cflags",  # int64[2, K]     CF_* bits
        "real",  # int64[2, K]       the printed card of a row (k for the deck's own cards)
        "vrow",  # int64[2, K, K]    virtual rows (see above)
        "prog",  # int64[M, 4]
        "w",  # float64[2, NW]  each seat's state evaluator's weights (player/evaluate.py; players.py)
    ],
)

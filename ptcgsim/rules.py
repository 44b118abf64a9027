"""The three rule-set presets as a small numeric table (RULES.md §9).

One kernel plays all three; it reads the differences from this table (an int
array indexed by the ``R_*`` constants), never from the preset's name.
"""

from __future__ import annotations

import numpy as np

from .errors import UserError

PRESETS = ("base", "ex", "modern")

R_EXTRA_PER_MULLIGAN = 0  #: extra cards the opponent may draw per mulligan (base: up to 2)
R_EXTRA_NET = 1  #: 1 = modern: my extra draws = opponent's mulligans - my mulligans
R_FIRST_DRAWS = 2  #: 1 = the first player draws on turn 1
R_FIRST_MAY_ATTACK = 3  #: 1 = the first player may attack on turn 1
R_FIRST_MAY_SUPPORTER = 4  #: 1 = the first player may play a Supporter on turn 1
R_SUPPORTER_LIMIT = 5  #: Supporters per turn (0 = no limit: base has no Supporters)
R_STADIUM_LIMIT = 6  #: Stadiums per turn (0 = no limit)
R_RETREATS_PER_TURN = 7  #: 0 = unlimited
R_CONFUSED_RETREAT_FLIP = 8  #: 1 = a Confused Pokémon flips to retreat (tails: fails, no more tries)
R_CONFUSION_DAMAGE = 9  #: self-damage when a Confused attack fails
R_CONFUSION_WR = 10  #: 1 = that self-damage applies the Pokémon's own Weakness/Resistance
R_RESISTANCE_DEFAULT = 11  #: Resistance amount when a card prints none (the printed value wins: seeds 003, 002)
R_BURN = 12  #: 0 none, 1 ex (flip, tails 20), 2 modern (20, then flip heads cures)
R_PRIZE_FIRST = 13  #: 1 = take prizes before replacing a Knocked Out Active (all seeds: 000, 003, 004, 002)
R_DOUBLE_KO_NEXT_FIRST = 14  #: 1 = modern: the next player replaces first; 0 = the turn player replaces last
R_SIMULTANEOUS = 15  #: 0 sudden death (base/ex), 1 the modern table
R_MULTI_PRIZE = 16  #: 0 none, 1 ex-era (Pokémon-ex give 2), 2 modern (ex/V 2, VMAX 3, as printed)
R_TURN_CAP = 17  #: game turns before the game is a draw (turn_limit)
R_PRIZES = 18  #: prize cards per player (6; mini format 3)
R_DECK_SIZE = 19  #: 60, mini 30
R_PLUSPOWER_AFTER_WR = 20  #: 1 = base: attacker's Trainers apply after W/R (000); ex/modern: before (004)
R_EVOLVE_GAME_FIRST_ONLY = 21  #: 1 = ex: evolving is barred only on the game's first turn (004); 0 = each player's own first turn
R_EXTRA_AFTER_PRIZES = 22  #: 1 = modern: mulligan extras are drawn after prizes are set (002); 0 = before the Active is placed (000)
R_PARALYSIS_NEXT_OWN = 23  #: 1 = base/ex: Paralysis lasts through its owner's next turn; 0 = modern: cured at the Checkup after its owner's turn (002)
N_RULES = 24

_TABLE = {
    #                         base  ex  modern
    R_EXTRA_PER_MULLIGAN: (2, 1, 1),
    R_EXTRA_NET: (0, 0, 1),
    R_FIRST_DRAWS: (1, 0, 1),
    R_FIRST_MAY_ATTACK: (1, 1, 0),
    R_FIRST_MAY_SUPPORTER: (1, 1, 0),
    R_SUPPORTER_LIMIT: (0, 1, 1),
    R_STADIUM_LIMIT: (0, 1, 1),
    R_RETREATS_PER_TURN: (0, 1, 1),
    R_CONFUSED_RETREAT_FLIP: (1, 0, 0),
    R_CONFUSION_DAMAGE: (20, 30, 30),
    R_CONFUSION_WR: (1, 0, 0),
    R_RESISTANCE_DEFAULT: (30, 30, 30),
    R_BURN: (0, 1, 2),
    # RULES.md says base/ex replace first; every era's seed says prize first (000, 003, 004).
    R_PRIZE_FIRST: (1, 1, 1),
    R_DOUBLE_KO_NEXT_FIRST: (0, 0, 1),
    R_SIMULTANEOUS: (0, 0, 1),
    R_MULTI_PRIZE: (0, 1, 2),
    R_TURN_CAP: (200, 200, 200),
    R_PRIZES: (6, 6, 6),
    R_DECK_SIZE: (60, 60, 60),
    R_PLUSPOWER_AFTER_WR: (1, 0, 0),
    # Base seeds disagree (000: the game's first turn; 003: your first turn); we follow 003 and RULES.md.
    R_EVOLVE_GAME_FIRST_ONLY: (0, 1, 0),
    R_EXTRA_AFTER_PRIZES: (0, 0, 1),
    R_PARALYSIS_NEXT_OWN: (1, 1, 0),
}


def rules_array(preset: str, *, mini: bool = False, turn_cap: int = 200) -> np.ndarray:
    """The preset as the kernel's int64 rules array."""
    if preset not in PRESETS:
        raise UserError(f"unknown rule set {preset!r}: use one of {', '.join(PRESETS)}")
    col = PRESETS.index(preset)
    r = np.zeros(N_RULES, dtype=np.int64)
    for key, values in _TABLE.items():
        r[key] = values[col]
    r[R_TURN_CAP] = turn_cap
    if mini:  # RULES.md §1/§3: the 30-card mini format plays with 3 prizes
        r[R_PRIZES] = 3
        r[R_DECK_SIZE] = 30
    return r

"""The project's own card schema: facts the engine needs, and our effect encoding.

Policy (see DESIGN.md): the bundled database holds *facts* — names, numbers,
types, costs, HP — and the project's own effect programs.  It never holds card
text (effect sentences, flavour text) from the upstream dataset.

Effect programs are lists of rows ``[OPCODE_NAME, a, b, c]`` (strings for the
opcode so the data file reads well and survives opcode renumbering; the kernel's
array builder maps names to ints).  An attack/power/trainer whose text no opcode
covers has ``implemented = False``; coverage reports list it and simulation warns.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

#: Energy types in a fixed order: index = the kernel's type id.
ENERGY_TYPES: tuple[str, ...] = (
    "Grass",
    "Fire",
    "Water",
    "Lightning",
    "Psychic",
    "Fighting",
    "Darkness",
    "Metal",
    "Fairy",
    "Dragon",
    "Colorless",
)
TYPE_INDEX = {t: i for i, t in enumerate(ENERGY_TYPES)}
#: a card-table tag (kernel/cardtable.py's CF_* bits; the kernel reads it only through KIND_FLAG): a
#: Rocket's Secret Machine (an EX Trainer subtype).  Here, not in cardtable.py, so that adding it
#: did not change the kernel's sources (their hash drops the compiled cache).
CF_RSM = 1 << 41

SUPERTYPES = ("pokemon", "trainer", "energy")
#: Pokémon stages.  Modern variants map onto the three play stages via STAGE_LEVEL.
STAGES = ("basic", "stage1", "stage2", "restored", "break", "vmax", "vstar", "mega", "legend", "level-up")
STAGE_LEVEL = {
    "basic": 0,
    "restored": 0,  # played from a Fossil Trainer effect; treated as Basic-level
    "legend": 0,
    "stage1": 1,
    "stage2": 2,
    "break": 3,  # evolves from a Pokémon of any stage by name
    "vmax": 3,
    "vstar": 3,
    "mega": 3,
    "level-up": 3,
}
TRAINER_KINDS = ("trainer", "item", "supporter", "stadium", "tool", "technical-machine")
ENERGY_KINDS = ("basic", "special")
DAMAGE_MODS = ("", "x", "+", "-")  # "30×" → ("x", 30); "10+" → ("+", 10)


@dataclass
class Weakness:
    type: str
    mode: str = "x"  # "x" (multiply) or "+" (add)
    value: int = 2


@dataclass
class Resistance:
    type: str
    value: int = 30  # amount subtracted (printed value; base/ex rules override with 30)


@dataclass
class Attack:
    name: str
    cost: dict[str, int] = field(default_factory=dict)  # energy type -> count
    damage: int = 0
    damage_mod: str = ""  # one of DAMAGE_MODS
    has_text: bool = False  # the card prints effect text for this attack
    effects: list[list[Any]] = field(default_factory=list)
    implemented: bool = True

    @property
    def converted_cost(self) -> int:
        return sum(self.cost.values())


@dataclass
class Power:
    name: str
    kind: str  # "Pokémon Power", "Poké-Power", "Poké-Body", "Ability", ...
    effects: list[list[Any]] = field(default_factory=list)
    implemented: bool = False


@dataclass
class Card:
    id: str  # "base1-4"
    name: str
    set_id: str  # "base1"
    set_code: str  # ptcgoCode, "BS"
    number: str  # "4" (strings: promos have "SVP 001"-like numbers)
    supertype: str  # one of SUPERTYPES
    subtypes: list[str] = field(default_factory=list)  # upstream subtypes, e.g. ["Stage 2"], ["ex", "Tera"]
    stage: str | None = None  # pokemon only, one of STAGES
    evolves_from: str | None = None
    hp: int = 0
    types: list[str] = field(default_factory=list)
    weaknesses: list[Weakness] = field(default_factory=list)
    resistances: list[Resistance] = field(default_factory=list)
    retreat: int = 0
    attacks: list[Attack] = field(default_factory=list)
    powers: list[Power] = field(default_factory=list)
    trainer_kind: str | None = None  # one of TRAINER_KINDS
    energy_kind: str | None = None  # one of ENERGY_KINDS
    energy_type: str | None = None  # basic energy: its type
    provides: dict[str, int] = field(default_factory=dict)  # energy units provided, e.g. {"Colorless": 2}
    prize_value: int = 1
    regulation_mark: str | None = None
    ace_spec: bool = False
    has_rules_text: bool = False  # trainer/special energy/Pokémon with a rule box
    effects: list[list[Any]] = field(default_factory=list)  # trainer / energy / rule effects
    implemented: bool = True  # False when the card's own text (trainer, energy) has no encoding

    # --- derived facts -----------------------------------------------------
    @property
    def is_pokemon(self) -> bool:
        return self.supertype == "pokemon"

    @property
    def is_basic_pokemon(self) -> bool:
        return self.supertype == "pokemon" and self.stage in ("basic", "restored", "legend")

    @property
    def is_basic_energy(self) -> bool:
        return self.supertype == "energy" and self.energy_kind == "basic"

    def play_key(self) -> tuple:
        """Cards with the same play_key are the same card for play (reprints)."""
        return (
            self.name,
            self.supertype,
            self.stage,
            self.evolves_from,
            self.hp,
            tuple(self.types),
            tuple((w.type, w.mode, w.value) for w in self.weaknesses),
            tuple((r.type, r.value) for r in self.resistances),
            self.retreat,
            tuple(
                (a.name, tuple(sorted(a.cost.items())), a.damage, a.damage_mod, repr(a.effects))
                for a in self.attacks
            ),
            tuple((p.name, p.kind, repr(p.effects)) for p in self.powers),
            self.trainer_kind,
            self.energy_kind,
            self.energy_type,
            repr(self.effects),
        )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Card:
        d = dict(d)
        d["weaknesses"] = [Weakness(**w) for w in d.get("weaknesses", [])]
        d["resistances"] = [Resistance(**r) for r in d.get("resistances", [])]
        d["attacks"] = [Attack(**a) for a in d.get("attacks", [])]
        d["powers"] = [Power(**p) for p in d.get("powers", [])]
        return cls(**d)

"""Decks → the kernel's arrays: the card table, the deck orders, the missing effects.

Each player's distinct cards get deck-local indices 0..K-1; names become ids
shared by both decks; effect programs of both decks go into one int array.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from .cardtags import TAG_BIT0, TAG_BITS, card_has_tag, resolve_rows
from .effects import PASSIVE_NAMED_NO_ATTACK, PASSIVE_TOOL_PURGE  # s31-k16
from .cards.names import game_name
from .cards.schema import CF_RSM, ENERGY_TYPES, STAGE_LEVEL, TYPE_INDEX, Card
from .effects import PASSIVE_LOCK_BASIC, PASSIVE_MODS, PASSIVE_NO_SELF_KO, PASSIVE_POWER_LOCK, PASSIVE_TRANSFORM, ST_NO_POWERS, encode_program
from .errors import UserError
from .kernel.cardtable import (
    SUPER_ENERGY,
    SUPER_POKEMON,
    SUPER_TRAINER,
    TK_ITEM,
    TK_STADIUM,
    TK_SUPPORTER,
    TK_TOOL,
    WEAK_PLUS,
    WEAK_TIMES,
    CF_ANCIENT,
    CF_AQUA,
    CF_EX,
    CF_FUTURE,
    CF_MAGMA,
    CF_MEGA,
    CF_ROCKET,
    CF_RULE_BOX,
    CF_NO_CONDITIONS,
    CF_NO_PRIZE,
    CF_TERA,
    CF_V,
    CF_COPY,
    CF_DELTA,
    CF_MARNIES,
    CF_ARVENS,
    CF_NS,
    CF_HAS_POWER,
    CF_HAS_BODY,
    CF_HAS_PPOWER,
    CF_POWER_NAMED,
    CF_NAME_AQUA,
    CF_NAME_DARK,
    CF_NAME_HOLON,
    CF_FOSSIL_KIN,
    FOSSIL_KIN_NAMES,
    CF_OWNER0,
    OWNER_NAMES,
    CF_NAME_MAGMA,
    CF_NAME_ROCKETS,
    CF_TEAM_ROCKET,
    CF_TYPES,
    CF_NO_RETREAT,
    CF_POWER_MODS,
    CF_POWER_LOCKS,
    CF_ACE_SPEC,
    CF_RULE_DISCARD,
    CF_TRANSFORM,
    CardTable,
)
from .kernel.layout import MAXATK, MAXDECK, MAXK, NT
from .players import player_weights

_SUPER = {"pokemon": SUPER_POKEMON, "trainer": SUPER_TRAINER, "energy": SUPER_ENERGY}
_TKIND = {"trainer": TK_ITEM, "item": TK_ITEM, "supporter": TK_SUPPORTER, "stadium": TK_STADIUM,
          "tool": TK_TOOL, "technical-machine": TK_TOOL}
#: stage code for Pokémon that cannot be put onto the Bench from hand (Restored: played by a Fossil)
STAGE_NOT_FROM_HAND = 9


@dataclass
class MissingEffect:
    deck: str
    card: str  # card id
    name: str
    kind: str  # attack | power | trainer | energy
    effect: str

    def __str__(self) -> str:
        return f"{self.name} ({self.card}): {self.kind} {self.effect!r}"


@dataclass
class Tables:
    ct: CardTable
    decks: np.ndarray  # int64[2, MAXDECK]
    deck_n: np.ndarray  # int64[2]
    cards: list[list[Card]]  # per player: deck-local index -> Card (virtual rows after the deck's own)
    missing: list[MissingEffect]


def _entries(deck):
    """(Card, count) pairs of a Deck in canonical order: by card id, repeated lines of one
    id merged.  The kernel's deck array, its deck-local card indices and so every tie a
    player breaks "by the first card" follow this order, never the decklist's line order,
    so the same 60 cards give the same games however the list is written."""
    counts: dict[str, int] = {}
    cards: dict[str, Card] = {}
    for e in deck.entries:
        counts[e.card.id] = counts.get(e.card.id, 0) + e.count
        cards[e.card.id] = e.card
    return [(cards[i], counts[i]) for i in sorted(counts, key=_card_key)]


def _card_key(card_id: str) -> tuple:
    """A fixed order of card ids: set, then number as a number ("base1-9" before "base1-10")."""
    set_id, _, number = card_id.rpartition("-")
    digits = "".join(ch for ch in number if ch.isdigit())
    return (set_id, int(digits) if digits else -1, number)


def missing_effects(deck) -> list[MissingEffect]:
    """Every attack, power, Trainer and special Energy of the deck that no effect program covers."""
    out = []
    for card, _n in _entries(deck):
        for a in card.attacks:
            if not a.implemented:
                out.append(MissingEffect(deck.name, card.id, card.name, "attack", a.name))
        for pw in card.powers:
            if not pw.implemented:
                out.append(MissingEffect(deck.name, card.id, card.name, "power", pw.name))
        if card.supertype in ("trainer", "energy") and not card.implemented:
            out.append(MissingEffect(deck.name, card.id, card.name, card.supertype, card.name))
    return out


def build_tables(deck_a, deck_b, weights=None) -> Tables:
    """The kernel's tables for two decks.  ``weights``: the evaluator's (players.py; the
    bundled ones by default), one vector for both seats or one row per seat."""
    decks = (deck_a, deck_b)
    per_player = [_entries(d) for d in decks]
    for d, entries in zip(decks, per_player):
        if len(entries) > MAXK:
            raise UserError(f"{d.name}: {len(entries)} different cards; the engine handles at most {MAXK}")
        if sum(n for _c, n in entries) > MAXDECK:
            raise UserError(f"{d.name}: more than {MAXDECK} cards")
    names: dict[str, int] = {}

    def name_id(s: str | None) -> int:
        if not s:
            return -1
        return names.setdefault(game_name(s), len(names))

    tags: dict[str, int] = {}

    def tag_bit(tag: str) -> int:
        """The cflags bit of a card tag (effects.tag_kind) that a row of either deck names."""
        if tag not in tags:
            if len(tags) >= TAG_BITS:
                raise UserError(f"{deck_a.name} vs {deck_b.name}: the cards name more than {TAG_BITS} "
                                "attack or name tags; the engine handles at most that many in one matchup")
            tags[tag] = TAG_BIT0 + len(tags)
        return tags[tag]

    K = MAXK
    z = lambda *shape: np.zeros((2, K) + shape, np.int64)  # noqa: E731
    f = dict(
        n=np.zeros(2, np.int64), sup=z(), stage=z(), name=z(), evo_from=z(), hp=z(), ptype=z(),
        weak_t=z(), weak_mode=z(), weak_v=z(), res_t=z(), res_v=z(), retreat=z(), prize=z(),
        n_atk=z(), atk_cost=z(MAXATK, NT), atk_dmg=z(MAXATK), atk_prog=z(MAXATK, 2), tkind=z(),
        tr_prog=z(2), provides=z(NT), basic_energy=z(), playable=z(), pw_prog=z(2), cflags=z(),
        real=np.tile(np.arange(K, dtype=np.int64), (2, 1)), vrow=np.full((2, K, K), -1, np.int64),
    )
    for key in ("stage", "evo_from", "weak_t", "res_t", "tkind", "ptype"):
        f[key][:] = -1
    prog: list[tuple[int, int, int, int]] = [(0, 0, 0, 0)]  # row 0: a NOP, so empty ranges are valid

    def add_program(rows, damaging: bool) -> tuple[int, int]:
        start = len(prog)
        prog.extend(encode_program(resolve_rows(rows, tag_bit), damaging=damaging, name_id=name_id))
        return start, len(prog)

    def add_attacks(p, k, card):
        f["n_atk"][p, k] = min(len(card.attacks), MAXATK)
        for j, a in enumerate(card.attacks[:MAXATK]):
            for t, c in a.cost.items():
                f["atk_cost"][p, k, j, TYPE_INDEX[t]] += c
            f["atk_dmg"][p, k, j] = a.damage
            rows = a.effects if a.implemented else []
            f["atk_prog"][p, k, j] = add_program(rows, damaging=a.damage > 0 or bool(a.damage_mod))

    for p, entries in enumerate(per_player):
        f["n"][p] = len(entries)
        for k, (card, _n) in enumerate(entries):
            f["sup"][p, k] = _SUPER[card.supertype]
            f["name"][p, k] = name_id(card.name)
            f["playable"][p, k] = 1 if card.implemented else 0
            if card.supertype == "pokemon":
                level = STAGE_LEVEL.get(card.stage or "basic", 0)
                f["stage"][p, k] = STAGE_NOT_FROM_HAND if card.stage == "restored" else level
                f["evo_from"][p, k] = name_id(card.evolves_from)
                f["hp"][p, k] = card.hp
                f["ptype"][p, k] = TYPE_INDEX.get(card.types[0], -1) if card.types else -1
                if card.weaknesses:
                    w = card.weaknesses[0]
                    f["weak_t"][p, k] = TYPE_INDEX.get(w.type, -1)
                    f["weak_mode"][p, k] = WEAK_PLUS if w.mode == "+" else WEAK_TIMES
                    f["weak_v"][p, k] = w.value
                if card.resistances:
                    r = card.resistances[0]
                    f["res_t"][p, k] = TYPE_INDEX.get(r.type, -1)
                    f["res_v"][p, k] = r.value
                f["retreat"][p, k] = card.retreat
                f["prize"][p, k] = max(1, card.prize_value)
                add_attacks(p, k, card)
                # base-era Pokémon print at most one Pokémon Power; its program starts with a header row
                if card.powers:
                    f["cflags"][p, k] |= CF_HAS_POWER
                if any(pw.kind == "Poké-Body" for pw in card.powers):
                    f["cflags"][p, k] |= CF_HAS_BODY
                if any(pw.kind == "Poké-Power" for pw in card.powers):  # s31-k19
                    f["cflags"][p, k] |= CF_HAS_PPOWER
                for pw in card.powers[:1]:
                    if pw.implemented and pw.effects:
                        rows = [list(r) for r in pw.effects]
                        if len(rows[0]) > 3 and isinstance(rows[0][3], str) and "@" not in rows[0][3]:  # s30-k9: "code@name" is a count
                            # a modifier power that lists names (Family Bonds-like): its deck's cards
                            # of those names get CF_POWER_NAMED (TC_POWER_NAMED reads it)
                            listed = {game_name(x).lower() for x in rows[0][3].split("|")}
                            for k2, (c2, _n2) in enumerate(entries):
                                if c2.supertype == "pokemon" and game_name(c2.name).lower() in listed:
                                    f["cflags"][p, k2] |= CF_POWER_NAMED
                            rows[0][3] = 0
                        f["pw_prog"][p, k] = add_program(rows, damaging=False)
                low = {t.lower() for t in card.subtypes}
                if "ex" in low:
                    f["cflags"][p, k] |= CF_EX
                if "tera" in low:
                    f["cflags"][p, k] |= CF_TERA
                if low & {"v", "vmax", "vstar"}:
                    f["cflags"][p, k] |= CF_V
                if low & {"ex", "v", "vmax", "vstar", "radiant"}:
                    f["cflags"][p, k] |= CF_RULE_BOX
                if "mega" in low or card.name.startswith(("Mega ", "M ")):
                    f["cflags"][p, k] |= CF_MEGA
                if "δ" in card.name:
                    f["cflags"][p, k] |= CF_DELTA
                f["cflags"][p, k] |= _name_flags(card.name)
                for t in card.types:
                    if t in TYPE_INDEX:
                        f["cflags"][p, k] |= CF_TYPES << TYPE_INDEX[t]
            elif card.supertype == "trainer":
                f["tkind"][p, k] = _TKIND.get(card.trainer_kind or "trainer", TK_ITEM)
                if card.attacks and card.implemented:
                    add_attacks(p, k, card)  # a Technical Machine's attack, which its holder may use
                f["tr_prog"][p, k] = add_program(card.effects if card.implemented else [], damaging=False)
                as_basic = [r for r in (card.effects if card.implemented else []) if r[0] == "PLAY_AS_BASIC"]
                if as_basic:
                    # a Trainer played as a Basic Pokémon (PLAY_AS_BASIC): its HP, its rules in play,
                    # and "you may discard it from play during your turn" as a rule action (not a power)
                    f["hp"][p, k] = as_basic[0][1]
                    f["cflags"][p, k] |= CF_NO_RETREAT | CF_NO_CONDITIONS | CF_RULE_DISCARD
                    if len(as_basic[0]) < 3 or as_basic[0][2] != 1:
                        f["cflags"][p, k] |= CF_NO_PRIZE
                    else:
                        f["prize"][p, k] = 1  # b=1 (the later Antique Fossils): its Knock Out gives a prize
                    # its Poké-Body in play (EX Claw / Root Fossil), when implemented
                    for pw in card.powers[:1]:
                        if pw.implemented and pw.effects:
                            f["pw_prog"][p, k] = add_program(pw.effects, damaging=False)
            else:
                f["basic_energy"][p, k] = 1 if card.energy_kind == "basic" else 0
                provides = card.provides or ({card.energy_type: 1} if card.energy_type else {"Colorless": 1})
                for t, c in provides.items():
                    f["provides"][p, k, TYPE_INDEX[t]] += c
                if card.energy_kind == "special" and card.implemented and card.effects:
                    f["tr_prog"][p, k] = add_program(card.effects, damaging=False)  # ENERGY rows (effects.py)
            f["cflags"][p, k] |= _tag_flags(card)
    virtual = _add_virtual_rows(f, decks, per_player)
    cards = [[c for c, _ in e] + v for e, v in zip(per_player, virtual)]
    for tag, bit in tags.items():  # every Pokémon row (copies included) that carries a named tag
        for p, rows in enumerate(cards):
            for k, card in enumerate(rows):
                if f["sup"][p, k] == _SUPER["pokemon"] and card_has_tag(card, tag):
                    f["cflags"][p, k] |= 1 << bit
    if any(r[0] == "POWER_PASSIVE" and (r[1] == PASSIVE_MODS or (r[1] == PASSIVE_POWER_LOCK and any(x[0] == "TOOL" for x in _power_rows(card))))
           for entries in per_player for card, _n in entries for r in _power_rows(card)):  # s31-k15: a lock's cost rows (Extra Liquid-like)
        f["cflags"] |= CF_POWER_MODS  # game-wide: power_mod_nb looks for modifier powers only then
    if any(r[0] == "POWER_PASSIVE" and r[1] in (PASSIVE_NO_SELF_KO, PASSIVE_LOCK_BASIC, PASSIVE_POWER_LOCK, PASSIVE_NAMED_NO_ATTACK, PASSIVE_TOOL_PURGE)
           for entries in per_player for card, _n in entries for r in _power_rows(card)):
        f["cflags"] |= CF_POWER_LOCKS  # game-wide: power_works_nb looks for locks only then
    if any(card.supertype == "trainer" and card.implemented and any(r[0] == "TOOL" and r[1] == ST_NO_POWERS for r in card.effects or [])
           for entries in per_player for card, _n in entries):
        f["cflags"] |= CF_POWER_LOCKS  # s31-k20: a Tool that stops powers (predicates.tool_stops_power_nb)
    w = np.asarray(player_weights() if weights is None else weights, dtype=np.float64)
    # one row per seat, always a fresh writable copy: a read-only array (np.broadcast_to's view of a
    # (2, NW) input) is another Numba type, and would compile the whole kernel a second time
    w = np.array(np.broadcast_to(w, (2, w.shape[-1])), dtype=np.float64, order="C", copy=True)
    ct = CardTable(prog=np.array(prog, dtype=np.int64).reshape(-1, 4), w=w, **f)
    deck_arr = np.zeros((2, MAXDECK), np.int64)
    deck_n = np.zeros(2, np.int64)
    for p, entries in enumerate(per_player):
        i = 0
        for k, (_card, n) in enumerate(entries):
            deck_arr[p, i : i + n] = k
            i += n
        deck_n[p] = i
    missing = missing_effects(deck_a) + missing_effects(deck_b)
    return Tables(ct, deck_arr, deck_n, cards, missing)


def _tag_flags(card: Card) -> int:
    """The card-table tags every kind of card may carry (searches read them: KIND_FLAG)."""
    low = {t.lower() for t in card.subtypes}
    v = 0
    if "ancient" in low:
        v |= CF_ANCIENT
    if "future" in low:
        v |= CF_FUTURE
    if "Team Rocket" in card.name:
        v |= CF_ROCKET
    if "Team Aqua" in card.name:
        v |= CF_AQUA
    if "Team Magma" in card.name:
        v |= CF_MAGMA
    if "Holon" in card.name:
        v |= CF_NAME_HOLON
    if "δ" in card.name and not card.is_pokemon:  # s31-k17: δ Rainbow Energy ("a δ Rainbow Energy card": KIND_FLAG searches)
        v |= CF_DELTA
    if card.is_pokemon and card.name.replace(" δ", "").strip() in FOSSIL_KIN_NAMES:
        v |= CF_FOSSIL_KIN
    if getattr(card, "ace_spec", False):
        v |= CF_ACE_SPEC
    if "rocket's secret machine" in low:
        v |= CF_RSM
    return v
def _name_flags(name: str) -> int:
    """The cflags a Special Energy's name conditions read (cardtable.CF_NAME_*, CF_DELTA)."""
    f = 0
    if "Dark" in name:
        f |= CF_NAME_DARK
    if "Rocket's" in name:
        f |= CF_NAME_ROCKETS
    if name.startswith("Team Rocket's"):
        f |= CF_TEAM_ROCKET
    if "Team Aqua" in name:
        f |= CF_NAME_AQUA
    if "Team Magma" in name:
        f |= CF_NAME_MAGMA
    if "δ" in name:
        f |= CF_DELTA
    if name.startswith("N's "):
        f |= CF_NS
    if name.startswith("Marnie's "):
        f |= CF_MARNIES
    if name.startswith("Arven's "):
        f |= CF_ARVENS
    for i, owner in enumerate(OWNER_NAMES):
        if name.startswith(owner + " "):
            f |= CF_OWNER0 << i
    return f


#: per-card fields a copy row (Transform) takes from the copied card
_COPIED = ("hp", "ptype", "weak_t", "weak_mode", "weak_v", "res_t", "res_v", "retreat", "n_atk", "atk_cost",
           "atk_dmg", "atk_prog", "pw_prog", "playable")


def _power_rows(card: Card) -> list:
    return [r for pw in card.powers[:1] if pw.implemented for r in (pw.effects or [])]


def _add_virtual_rows(f: dict, decks, per_player) -> list[list[Card]]:
    """Rows after each deck's own cards for card states that are not printed cards
    (kernel/cardtable.py): a Transform-like Pokémon as a copy of each of the opponent's
    Pokémon, a Buzzap-like Pokémon as an Energy card of each type its deck's attacks ask
    for.  Returns, per player, a Card per virtual row (names for the replay)."""
    K = f["sup"].shape[1]
    out: list[list[Card]] = [[], []]
    for p, entries in enumerate(per_player):
        nxt = len(entries)

        def new_row(card: Card, k: int, label: str) -> int:
            nonlocal nxt
            if nxt >= K:
                raise UserError(f"{decks[p].name}: too many different cards once {entries[k][0].name}'s "
                                f"{entries[k][0].powers[0].name} is counted (the engine handles {K} card states)")
            v = nxt
            nxt += 1
            f["real"][p, v] = k
            f["name"][p, v] = f["name"][p, k]
            out[p].append(replace(card, name=label))
            return v

        # the types a Pokémon turned Energy may take: those the deck's attacks ask for
        wanted = sorted({TYPE_INDEX[t] for c, _ in entries if c.supertype == "pokemon"
                         for a in c.attacks for t in a.cost if t != "Colorless"})
        for k, (card, _n) in enumerate(entries):
            rows = _power_rows(card)
            as_energy = [r for r in rows if r[0] == "KO_SELF_AS_ENERGY"]
            if as_energy:
                units = as_energy[0][1]
                own = [TYPE_INDEX[t] for t in card.types[:1] if t != "Colorless"]
                for t in wanted or own or [0]:
                    v = new_row(card, k, f"{card.name} (as {ENERGY_TYPES[t]} Energy)")
                    f["sup"][p, v] = SUPER_ENERGY
                    f["provides"][p, v, t] = units
                    f["playable"][p, v] = 1
                    f["vrow"][p, k, t] = v
            if any(r[0] == "POWER_PASSIVE" and r[1] == PASSIVE_TRANSFORM for r in rows):
                f["cflags"][p, k] |= CF_TRANSFORM
                o = 1 - p
                for k2, (other, _n2) in enumerate(per_player[o]):
                    if other.supertype != "pokemon":
                        continue
                    v = new_row(other, k, f"{card.name} (as {other.name})")
                    f["sup"][p, v] = SUPER_POKEMON
                    f["stage"][p, v] = 0  # it is still the Basic it is: it can't evolve
                    f["evo_from"][p, v] = -1
                    f["prize"][p, v] = f["prize"][p, k]
                    f["cflags"][p, v] = CF_COPY
                    for key in _COPIED:
                        f[key][p, v] = f[key][o, k2]
                    f["vrow"][p, k, k2] = v
    return out


assert len(ENERGY_TYPES) == NT

"""Kernel slice 30 k8: EX-era Evolution cards put onto the Bench as Basic Pokémon, and Energy
provision.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

* ``BENCH_AS_BASIC``: Influence-like attacks (the fossil names: cardtable.CF_FOSSIL_KIN), Maxie /
  Archie-like Supporters ("Team Magma" / "Team Aqua" in the name, from the hand or discard pile or
  the deck; 2 damage counters on a Stage 2 card), a Strange Cave-like Stadium's action;
* Dark Provide-like attacks: a Grass or Darkness Energy card (a Special one too: ``EM_SPECIAL_TOO``)
  from the hand to 1 of your Pokémon.
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_AQUA, CF_FOSSIL_KIN, CF_MAGMA, FOSSIL_KIN_NAMES
from . import recognize as R
from . import recognize_power as RP
from . import recognize_stadium as _rs

END = R.END
_TREAT = r"treat the new benched pokémon as (?:a )?basic pokémon" + END
_NAME = r"(?:[a-z]+(?: ex)?|this pokémon)"
_LIST = r"((?:an? )?" + _NAME + r"(?:, " + _NAME + r")*,? or " + _NAME + r")"


def _names(s: str, card: str | None) -> set[str]:
    me = re.sub(r"\s*[δ★]", "", (card or "")).strip().lower()
    out = set()
    for w in re.split(r",? or |, ", re.sub(r"^an? ", "", s)):
        w = w.strip()
        out.add(me if w == "this pokémon" else w)
    return out


_FOSSIL = {n.lower() for n in FOSSIL_KIN_NAMES}
#: the fossil names without "Aerodactyl ex" (a card of another name): the Pokémon-ex left out
_FOSSIL_NOT_EX = fx.kind_flag(fx.KIND_POKEMON_NOT_EX, CF_FOSSIL_KIN)
_FOSSIL_ALL = fx.kind_flag(fx.KIND_POKEMON, CF_FOSSIL_KIN)


def _fossil_kind(s: str, card: str | None) -> int | None:
    names = _names(s, card)
    if names == _FOSSIL:
        return _FOSSIL_ALL
    if names == _FOSSIL - {"aerodactyl ex"}:
        return _FOSSIL_NOT_EX
    return None


# --- Influence-like: up to N of the fossil names from the deck onto the Bench, as Basic Pokémon ---
@R.rec(r"search your deck for " + _LIST + r" and put up to (\d+) of them onto your bench" + END + R.OPT_SHUFFLE + _TREAT,
       "post", ("attack",))
def _influence(m, c):
    kind = _fossil_kind(m.group(1), getattr(c, "card", None))
    if kind is None:
        return None
    return [["BENCH_AS_BASIC", int(m.group(2)), kind, fx.BB_DECK]]


# --- Maxie / Archie-like Supporters: a Team Magma / Team Aqua Pokémon onto the Bench as a Basic ---
_TEAM = {"team magma": CF_MAGMA, "team aqua": CF_AQUA}
_STAGE2_DMG = r"if it is a stage 2 pokémon, put (\d+) damage counters? on that pokémon" + END


@R.rec(r"search your (hand or discard pile|deck) for a pokémon with (team magma|team aqua) in its name and put it onto your"
       r" bench" + END + R.OPT_SHUFFLE + _TREAT + _STAGE2_DMG, "post", R.T)
def _team_supporter(m, c):
    src = fx.BB_DECK if m.group(1) == "deck" else fx.BB_HAND + fx.BB_DISCARD
    kind = fx.kind_flag(fx.KIND_POKEMON, _TEAM[m.group(2)])
    return [["BENCH_AS_BASIC", 1, kind, src + fx.BB_DMG * 10 * int(m.group(3))]]


# --- Dark Provide-like: "attach up to 1 <A> or <B> Energy card from your hand to your Pokémon" (an EX-era
# Darkness Energy card is a Special Energy card: EM_SPECIAL_TOO admits one that provides the type) ---
@R.rec(r"attach up to 1 (" + R.TYPES + r") or (" + R.TYPES + r") energy card from your hand to (?:1 of )?your pokémon" + END,
       "post", ("attack",))
def _attach_either_type(m, c):
    if not ({m.group(1), m.group(2)} & {"darkness", "metal"}):
        return None  # two basic types: recognize_attack_ex's ENERGY_MASK row
    mask = (1 << R._type(m.group(1))) | (1 << R._type(m.group(2)))
    return [["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + mask]]


# --- Strange Cave-like Stadium: once during each player's turn, a fossil name from the hand onto the Bench ---
@_rs._rec(r"once during each player's turn, that player may put " + _LIST + r" onto (?:his or her|their) bench from"
          r" (?:his or her|their) hand" + _rs._DOT + r"treat the new benched pokémon as (?:a )?basic pokémon" + _rs._DOT)
def _st_fossil_cave(m) -> list:
    kind = _fossil_kind(m.group(1), None)
    if kind is None:
        return None
    body = [["REQ_BENCH_SPACE", fx.SELF], ["REQ_HAND_KIND", 1, kind], ["BENCH_AS_BASIC", 1, kind, fx.BB_HAND]]
    return [["STADIUM", fx.ST_ACTION, len(body), 0]] + body


# --- Holon Fossil-like: flip; heads, a fossil name from the deck, tails, from the hand (onto the Bench as a Basic) ---
@R.rec(r"flip a coin" + END + r"if heads, search your deck for " + _LIST + r" and put it onto your bench" + END + R.OPT_SHUFFLE
       + r"if tails, put " + _LIST + r" from your hand onto your bench" + END + _TREAT, "post", R.T)
def _fossil_flip(m, c):
    kind = _fossil_kind(m.group(1), None)
    if kind is None or _fossil_kind(m.group(2), None) != kind:
        return None
    return [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 2], ["BENCH_AS_BASIC", 1, kind, fx.BB_DECK], ["SKIP", 1],
            ["BENCH_AS_BASIC", 1, kind, fx.BB_HAND]]


# --- Chlorophyll-like Poké-Body: Colorless-only Energy on your <type> Pokémon provides that type ---
_COLORLESS_AS = re.compile(r"all energy cards that provide only colorless energy " + r"attached to your (" + R.TYPES
                           + r") pokémon provide (" + R.TYPES + r") energy instead" + END + r"$")


def k8_passive_program(text: str) -> list | None:
    m = _COLORLESS_AS.match(text)
    if m and m.group(1) == m.group(2):
        return [["POWER_PASSIVE", fx.PASSIVE_COLORLESS_AS_TYPE, 0, R._type(m.group(1))]]
    return None


RP._LATER_PASSIVES.append(k8_passive_program)


# --- "search your deck for a <named> Energy card and attach it to <this Pokémon | 1 of your Pokémon>" (ENERGY_KIND:
# a Special Energy card by its name, or "a Holon Energy card": any Energy card with Holon in its name) ---
def _energy_kind(what: str):
    if what == "holon energy":
        from ..kernel.cardtable import CF_NAME_HOLON
        return fx.ENERGY_KIND + fx.kind_flag(fx.KIND_ENERGY, CF_NAME_HOLON)
    return " ".join(w.capitalize() for w in what.split())  # a name (encode_program: ENERGY_KIND + KIND_NAMED + id)


@R.rec(r"search your deck for an? (react energy|holon energy) card and attach it to (" + R.ME + r"|1 of your pokémon)" + END
       + R.OPT_SHUFFLE, "post", ("attack",))
def _search_attach_named(m, c):
    op = "ATTACH_ENERGY" if m.group(2) != "1 of your pokémon" else "ATTACH_ENERGY_ONE"
    return [[op, 1, fx.FROM_DECK, _energy_kind(m.group(1))]]


# a power's header condition: "if this Pokémon has no <named> Energy cards attached to it, you may ..."
_NO_NAMED = re.compile(R.ME + r" has no (react energy) cards attached to it$")


def _no_named_energy(cond: str):
    m = _NO_NAMED.match(cond)
    if not m:
        return None
    return [["REQ_COUNT", fx.named_count(fx.CNT_SELF_ENERGY_KIND, _energy_kind(m.group(1))), -1]]


RP.HEADER_CONDS.append(_no_named_energy)


# --- Reactive Booster-like Poké-Body: a named Energy card on your Pokémon of two names provides 2 of every type ---
_BOOST = re.compile(r"each (react energy) card attached to all of your ([a-z]+|this pokémon) and ([a-z]+|this pokémon) "
                    r"provides 2 energy of every type but has no effect " + r"other than providing energy" + END + r"$")


def _boost_program(text: str, card: str) -> list | None:
    m = _BOOST.match(text)
    if not m:
        return None
    me = re.sub(r"\s*[δ★]", "", card or "").strip()
    names = [me if g == "this pokémon" else g.capitalize() for g in m.group(2, 3)]
    if not me or me not in names:
        return None
    return [["POWER_PASSIVE", fx.PASSIVE_ENERGY_BOOST, _energy_kind(m.group(1)), "|".join(names)]]


RP.NAMED_PASSIVES.append(_boost_program)


# --- Reactive Shield-like Poké-Body: while it has a named Energy card, its owner's Pokémon of its name are shielded
# from the attacks of the opponent's Pokémon-ex (SH_OWN_SCOPE + SH_SAME_NAME; a REQ_COUNT row on the shield's Pokémon) ---
_NAME_SHIELD = re.compile(r"as long as " + R.ME + r" has any (react energy) cards attached to it, prevent all effects, including "
                          r"damage, done to any of your " + R.ME + r" in play by attacks from your opponent's pokémon-ex" + END
                          + r"$")


def _name_shield_program(text: str) -> list | None:
    m = _NAME_SHIELD.match(text)
    if not m:
        return None
    what = fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS | fx.SH_OWN_SCOPE | fx.SH_SAME_NAME
    return [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_EX + what * fx.SH_DAMAGE],
            ["REQ_COUNT", fx.named_count(fx.CNT_SELF_ENERGY_KIND, _energy_kind(m.group(1))), 1]]


RP._LATER_PASSIVES.append(_name_shield_program)


# --- Holon Energy FF / WP-like Special Energy: "if the Pokémon this card is attached to also has a basic <type> Energy
# card attached to it, <effect>" twice, then "ignore these effects if this card is attached to Pokémon-ex" ---
_BASIC_CARD_TC = {"fire": fx.TC_BASIC_FIRE_CARD, "fighting": fx.TC_BASIC_FIGHTING_CARD, "water": fx.TC_BASIC_WATER_CARD,
                  "psychic": fx.TC_BASIC_PSYCHIC_CARD}
#: effect wording -> (ENERGY code, amount)
_HOLON_EFFECTS = {
    "that pokémon has no weakness": (fx.TOOL_NO_WEAKNESS, 1),
    "damage done by that pokémon's attack " "isn't affected by resistance": (fx.ST_NO_RESISTANCE, 1),
    "prevent all effects of attacks, excluding damage, " "done to that pokémon by your opponent's pokémon":
        (fx.EN_NO_ATTACK_EFFECTS, 1),
    "that pokémon's retreat cost is 0": (fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT),
}
_HOLON_IF = (r"if the pokémon that this card is attached to also has a basic (" + "|".join(_BASIC_CARD_TC)
             + r") energy card attached to it, (" + "|".join(re.escape(k) for k in _HOLON_EFFECTS) + r")\.\s*")
_HOLON = re.compile(_HOLON_IF + _HOLON_IF + r"ignore these effects if this card is attached to pokémon-ex\.\s*")


def _holon_energy(m, st) -> list:
    rows = []
    for t, eff in (m.group(1, 2), m.group(3, 4)):
        code, amount = _HOLON_EFFECTS[eff]
        rows.append(["ENERGY", code, amount, _BASIC_CARD_TC[t] + fx.TC_SHIFT * fx.TC_NOT_EX])
    return rows


from . import recognize_energy as _re  # noqa: E402

_re._RECS.insert(0, (_HOLON, _holon_energy))


def _card_name(w: str, card: str | None) -> str:
    if w == "this pokémon":
        return re.sub(r"\s*[δ★]", "", card or "").strip()
    return w.capitalize()


# --- Team Assembly-like: two names or any Basic Pokémon, as many as you like, onto the Bench as Basic Pokémon ---
@R.rec(r"search your deck for ([a-z]+|this pokémon), ([a-z]+|this pokémon), or any basic pokémon and put as many of them as"
       r" you like onto your bench" + END + R.OPT_SHUFFLE + _TREAT, "post", ("attack",))
def _team_assembly(m, c):
    names = [_card_name(w, getattr(c, "card", None)) for w in m.group(1, 2)]
    if not all(names):
        return None
    return [["BENCH_AS_BASIC", 0, "|".join(names), fx.BB_DECK + fx.BB_OR_BASIC]]


# --- Loose Shell-like (a power's body): a named card from the deck onto the Bench as a Basic Pokémon ---
@R.rec(r"search your deck for ([a-z]+) and put it onto your bench" + END + _TREAT + R.OPT_SHUFFLE, "post", ("attack",))
def _named_as_basic(m, c):
    return [["BENCH_AS_BASIC", 1, _card_name(m.group(1), None), fx.BB_DECK]]


# --- Extra Energy Bomb-like (a power's body): this Pokémon is Knocked Out (discarded with its cards), then up to N
# Energy cards from the discard pile (its own among them) to your Pokémon that are not Pokémon-ex.  Its Energy cards
# go first (DISCARD_ENERGY), the Knock Out itself last (KO_SELF_AS_ENERGY 0: prizes, promotion) ---
@R.rec(r"discard " + R.ME + r" and all the cards attached to it \(this counts as knocking out " + R.ME + r"\)" + END
       + r"if you do, search your discard pile for (\d+) energy cards and attach them to any of your pokémon "
       r"\(excluding pokémon-ex\) in any way you like" + END, "post", ("attack",))
def _energy_bomb(m, c):
    if getattr(c, "kind", "") != "power" or not (getattr(c, "card", "") or "").endswith(" ex"):
        return None  # a Pokémon-ex's power: the excluded Pokémon-ex include the one Knocked Out
    return [["DISCARD_ENERGY", 0, fx.SELF, fx.ANY],
            ["ATTACH_ENERGY_ANY", int(m.group(1)), fx.FROM_DISCARD + fx.TO_FILTER * fx.TC_NOT_EX, fx.ENERGY_ANY_CARD],
            ["KO_SELF_AS_ENERGY", 0]]


# --- Psy Shadow / Super Connectivity-like (a power's body): an Energy card of a type (or either of two: an EX-era
# Darkness or Metal Energy card is a Special one, EM_SPECIAL_TOO) from the deck / discard pile to 1 of your Pokémon
# (to your Active Pokémon), then damage counters on that Pokémon (ATTACH_THEN a < 0) ---
@R.rec(r"search your (deck|discard pile) for an? (" + R.TYPES + r")(?: or (" + R.TYPES + r"))? energy card and attach it to "
       r"(1 of your pokémon|your active pokémon)" + END + r"(?:then, )?put (\d+) damage counters? on that pokémon" + END
       + R.OPT_SHUFFLE, "post", ("attack",))
def _attach_then_counters(m, c):
    src = fx.FROM_DECK if m.group(1) == "deck" else fx.FROM_DISCARD
    if (m.group(1) == "deck") != (m.group(0).rstrip().endswith("afterward.")):
        return None  # a deck search shuffles; a discard pile search says nothing of it
    types = [t for t in m.group(2, 3) if t]
    if m.group(4) == "your active pokémon":
        src += fx.TO_FILTER * fx.TC_ACTIVE
    special = any(t in ("darkness", "metal") for t in types)
    if len(types) == 1 and not special:
        et = R._type(types[0])
    else:
        et = fx.ENERGY_MASK + (fx.EM_SPECIAL_TOO if special else 0) + sum(1 << R._type(t) for t in types)
    return [["ATTACH_THEN", -10 * int(m.group(5)), src, et]]


# "... attach it to your active pokémon" in a power's body: the rows above name the Active (TO_FILTER TC_ACTIVE), not
# the acting slot the attack table's reading of "your active pokémon" would give
RP._SAFE_OWN_ACTIVE = re.compile(RP._SAFE_OWN_ACTIVE.pattern + r"|energy card and attach it to your active pokémon(?=\. then, put)")


# --- Crystal Beach-like Stadium: Special Energy cards that provide 2 or more Energy provide 1 Colorless ---
@_rs._rec(r"each special energy card that provides 2 or more energy \(both yours and your opponent's\) now provides only "
          r"1 colorless energy" + _rs._DOT + r"this isn't affected by any poké-powers or poké-bodies" + _rs._DOT)
def _st_special_one(m) -> list:
    return [["STADIUM", fx.ST_SPECIAL_ONE, 1, 0]]

"""Coverage slice 28own: SV/ME effects that name a modern owner's Pokémon (Iono's, Ethan's, Hop's,
Cynthia's, Erika's, Steven's, Misty's, Lillie's), the wordings the kernel already reads for a type
or for N's / Marnie's Pokémon, read for the owner tags (cardtable.OWNER_NAMES: cflags bit
``CF_OWNER0 << i``, holder condition ``TC_OWNER + i``).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

The wordings read here:

* card descriptions "(basic) <owner>'s pokémon" in deck searches (a ``recognize_trainer`` kind
  hook, read by the Trainers', the attacks' and the powers' searches): ``kind_flag`` of
  ``KIND_POKEMON`` / ``KIND_BASIC_POKEMON`` with the owner's bit (and so "in any combination of
  <owner>'s pokémon and <kind>": ``kind_either``); an attack's "(you may) search your deck for any
  number of (basic) <owner>'s pokémon and put them onto your bench" (``SEARCH_DECK`` NSLOT - 1 to
  the Bench: as many as it has room for);
* attacks: "does N damage for each of your <owner>'s pokémon in play" (a ``recognize._PER_COUNTS_RE``
  count: ``DMG_ADD_PER_COUNT`` of ``CNT_OWN_FLAG_IN_PLAY``, the owner's bit);
* powers: "attach a basic <type> energy card from your hand to 1 of your <owner>'s pokémon"
  (``REQ_HAND_KIND`` of the typed basic Energy, ``REQ_COUNT`` of ``CNT_OWN_FLAG_IN_PLAY`` at least
  1, ``ATTACH_ENERGY_ANY`` 1 from the hand + ``TO_FILTER`` * (``TC_OWNER`` + i)); "attach up to N
  basic <type> energy cards from your hand to 1 of your benched <owner>'s pokémon" (``REQ_HAND_KIND``,
  then ``STOP`` unless a tagged Pokémon is on the Bench: ``SKIP_UNLESS_COUNT`` of
  ``CNT_OWN_ACTIVE_FLAG`` and ``CNT_OWN_FLAG_IN_PLAY``, as the kernel discards a card it finds no
  receiver for; then ``ATTACH_ENERGY_ONE`` N, ``TO_BENCH_ONLY`` + ``TO_FILTER``);
* Tools: "attacks used by the <owner>'s pokémon this card is attached to cost <colorless> less and do
  N more damage to your opponent's active pokémon" (``TOOL_COST_LESS`` and ``TOOL_DMG_PLUS`` rows,
  holder condition ``TC_OWNER`` + i);
* Stadiums: "attacks used by <owner>'s pokémon (both yours and your opponent's) do N more damage to
  the opponent's active pokémon" (``STADIUM`` ``TOOL_DMG_PLUS``) and "<owner>'s pokémon (both ...)
  take N less damage from attacks from the opponent's pokémon" (``STADIUM`` ``TOOL_REDUCE``), with
  the holder condition ``TC_OWNER`` + i.

Not read here (the kernel lacks what they need): power modifiers for an owner's Pokémon
("attacks used by your <owner>'s pokémon do N more damage", "all of your <owner>'s pokémon take N
less damage": ``mod_cond_nb`` reads no ``TC_OWNER``), a Tool's +HP for an owner's holder
(``tool_hp_cond_nb`` reads no ``TC_OWNER``), a Tool's "that player takes 1 fewer prize card".
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_OWNER0, OWNER_NAMES
from ..kernel.layout import NSLOT
from . import recognize as R
from . import recognize_stadium as RS
from . import recognize_tool as RT
from . import recognize_trainer as rt

END, TYPES, ME = R.END, R.TYPES, R.ME
_A = ("attack",)
_P = ("power",)
_T = ("trainer",)

#: "<owner>'s" (lower case, as normalised text has it) -> its index in OWNER_NAMES
_OWNER_INDEX = {name.lower(): i for i, name in enumerate(OWNER_NAMES)}
_OWNER = r"(" + "|".join(re.escape(k) for k in _OWNER_INDEX) + r")"


def _cf(owner: str) -> int:
    """The cflags tag of an owner's Pokémon."""
    return CF_OWNER0 << _OWNER_INDEX[owner]


def _bit(owner: str) -> int:
    """The cflags bit number of an owner's Pokémon (count codes' argument)."""
    return _cf(owner).bit_length() - 1


def _tc(owner: str) -> int:
    """The holder condition "is an <owner>'s Pokémon"."""
    return fx.TC_OWNER + _OWNER_INDEX[owner]


# --- card descriptions --------------------------------------------------------------------------
_STAGES = {"": fx.KIND_POKEMON, "basic ": fx.KIND_BASIC_POKEMON}
_OWNER_KIND = re.compile(r"(basic |)" + _OWNER + r" pokémon")


def _owner_kind(s: str) -> int | None:
    """"an Iono's Pokémon", "basic Hop's Pokémon": a (Basic) Pokémon card with that owner's tag."""
    m = _OWNER_KIND.fullmatch(s.strip())
    return fx.kind_flag(_STAGES[m.group(1)], _cf(m.group(2))) if m else None


rt.KIND_HOOKS.append(_owner_kind)


# "you may search your deck for any number of basic <owner>'s pokémon and put them onto your
# bench" (an attack): as many as the Bench has room for (SEARCH_DECK stops at a full Bench)
@R.rec(r"(?:you may )?search your deck for any number of ((?:basic )?" + _OWNER + r" pokémon) and put them onto your bench"
       + END + R.OPT_SHUFFLE, "post", _A)
def _search_any_number_owner(m, c):
    k = _owner_kind(m.group(1))
    return None if k is None else [["SEARCH_DECK", NSLOT - 1, k, fx.TO_BENCH]]


# --- "for each of your <owner>'s pokémon in play": the tagged Pokémon counted --------------------
R._PER_COUNTS_RE.append((re.compile(r"of your " + _OWNER + r" pokémon in play"),
                         lambda m: (fx.CNT_OWN_FLAG_IN_PLAY, _bit(m.group(1)))))


# --- a power's basic Energy from the hand to an owner's Pokémon (TO_FILTER: TC_OWNER + i) --------
# "attach a basic <type> energy card from your hand to 1 of your <owner>'s pokémon": the card in
# the hand and a receiver in play are the requirements ("as often as you like" needs one that
# runs out: the card)
@R.rec(r"attach a basic (" + TYPES + r") energy card from your hand to 1 of your " + _OWNER + r" pokémon" + END, "post", _P)
def _hand_energy_to_owner(m, c):
    t, owner = R._type(m.group(1)), m.group(2)
    return [["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + t],
            ["REQ_COUNT", fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _bit(owner)), 1],
            ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND + fx.TO_FILTER * _tc(owner), t]]


# "attach up to N basic <type> energy cards from your hand to 1 of your benched <owner>'s pokémon":
# all of them to the same Benched one (ATTACH_ENERGY_ONE, TO_BENCH_ONLY + TO_FILTER).  The kernel
# discards a card it takes from the hand and finds no receiver for, so the rows stop unless a
# tagged Pokémon is on the Bench: the tagged Pokémon in play, less a tagged Active, at least 1
# (two tests either way, the Active tagged or not; no board count reads the tagged Bench)
@R.rec(r"attach up to (\d+) basic (" + TYPES + r") energy cards from your hand to 1 of your benched " + _OWNER + r" pokémon" + END,
       "post", _P)
def _hand_energy_to_benched_owner(m, c):
    n, t, owner = int(m.group(1)), R._type(m.group(2)), m.group(3)
    tagged = fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _bit(owner))
    active_tagged = fx.count_code(fx.CNT_OWN_ACTIVE_FLAG, _bit(owner))
    return [["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + t],
            ["SKIP_UNLESS_COUNT", active_tagged, 1, 2],  # the Active is tagged:
            ["SKIP_UNLESS_COUNT", tagged, -2, 1],  # no other tagged Pokémon: stop
            ["STOP"],
            ["SKIP_UNLESS_COUNT", tagged, -1, 1],  # none tagged at all: stop
            ["STOP"],
            ["ATTACH_ENERGY_ONE", n, fx.FROM_HAND + fx.TO_BENCH_ONLY + fx.TO_FILTER * _tc(owner), t]]


# --- Tools: "attacks used by the <owner>'s pokémon this card is attached to cost <colorless> less
# and do N more damage to your opponent's active pokémon" (TOOL_COST_LESS and TOOL_DMG_PLUS, both
# with the owner's holder condition) ---------------------------------------------------------------
_HOLDER = r"the " + _OWNER + r" pokémon " + RT._ATT_TO


@RT._rec(r"attacks used by " + _HOLDER + r" cost ((?:colorless)+) less and do (\d+) more damage to your opponent's active pokémon"
         + RT._BWR + RT._DOT)
def _tool_owner_cost_less_more_damage(m):
    tc = _tc(m.group(1))
    return [RT._row(fx.TOOL_COST_LESS, m.group(2).count("colorless"), tc), RT._row(fx.TOOL_DMG_PLUS, int(m.group(3)), tc)]


# --- Stadiums: an owner's Pokémon, both players' (STADIUM rows with the owner's holder condition) --
@RS._rec(r"attacks used by " + _OWNER + r" pokémon" + RS._BOTH + r" do (\d+) more damage to the opponent's active pokémon" + RS._BWR
         + RS._DOT)
def _stadium_owner_more_damage(m):
    return [["STADIUM", fx.TOOL_DMG_PLUS, int(m.group(2)), _tc(m.group(1))]]


@RS._rec(_OWNER + r" pokémon" + RS._BOTH + r" take (\d+) less damage from attacks from the opponent's pokémon" + RS._AWR + RS._DOT)
def _stadium_owner_less_damage(m):
    return [["STADIUM", fx.TOOL_REDUCE, int(m.group(2)), _tc(m.group(1))]]

"""Play-by-play text for one logged game (``ptcgsim replay``).

Pure functions over the kernel's event log (:mod:`ptcgsim.kernel.events`):
:func:`narrate` turns rows ``(turn, player, kind, a, b, c)`` into one dict per
event with a readable ``text``; :func:`replay_lines` groups them by turn for
the terminal and :func:`replay_json` builds the ``--json`` object.

Card indices in events are deck-local per player (``cards[player][k]``).
Events name Pokémon by slot (0 = Active, 1..5 = Bench), so the narrator keeps
a small model of both boards (which card is in which slot, and its damage) to
write names and remaining HP.  The model is rebuilt only from events; an
effect the kernel does not log (a Pokémon returned to the hand) can leave it
stale, in which case a name falls back to "the Pokémon in Bench slot N".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .effects import COND_NAMES, TO_ACTIVE, TO_ANY_OWN, TO_BENCH, TO_DECK, TO_HAND, FROM_DECK, FROM_DISCARD, FROM_HAND
from .records import WIN_REASONS

# Event kinds and coin reasons, mirrored from ptcgsim.kernel.events so that this
# module (and the CLI's help) never imports the Numba kernel.  A test checks they agree.
EV_NAMES = {
    1: "SHUFFLE_DRAW", 2: "MULLIGAN", 3: "BOTH_MULLIGAN", 4: "EXTRA_DRAW", 5: "ACTIVE", 6: "BENCH",
    7: "PRIZES", 8: "FIRST", 9: "TURN", 10: "DRAW", 11: "DECK_OUT", 12: "EVOLVE", 13: "ATTACH",
    14: "TRAINER", 15: "RETREAT", 16: "ATTACK", 17: "COIN", 18: "DAMAGE", 19: "COND", 20: "KO",
    21: "PRIZE", 22: "PROMOTE", 23: "CHECKUP", 24: "CURED", 25: "WIN", 26: "HEAL",
    27: "DISCARD_ENERGY", 28: "SEARCH", 29: "SWITCH", 30: "SUDDEN_DEATH", 31: "CONFUSED_FAIL",
    32: "NO_ATTACK", 33: "DISCARD", 34: "ATTACH_FROM", 35: "EFFECT_FAIL", 36: "RECOVER",
    37: "SHUFFLE", 38: "STADIUM", 39: "POWER", 40: "FORM",
}
_K = {name: code for code, name in EV_NAMES.items()}
COIN_NAMES = {0: "effect", 1: "confusion", 2: "sleep", 3: "burn", 4: "retreat", 5: "first", 6: "smokescreen"}

LETTERS = ("A", "B")
_DEST = {TO_HAND: "into the hand", TO_BENCH: "onto the Bench", TO_DECK: "into the deck (shuffled)",
         TO_ACTIVE: "onto the Active Pokémon", TO_ANY_OWN: "onto a Pokémon"}
_SOURCE = {FROM_DECK: "the deck", FROM_DISCARD: "the discard pile", FROM_HAND: "the hand"}
#: events that happen in the Checkup between turns (not part of an attack)
_CHECKUP_KINDS = {_K["CHECKUP"], _K["CURED"]}
_REASON_TEXT = {
    "prizes": "by taking the last prize",
    "no_pokemon": "because {loser} has no Pokémon left in play",
    "deck_out": "because {loser} could not draw a card (deck out)",
    "sudden_death": "in sudden death",
}


def _count_list(names: Sequence[str]) -> str:
    """['Pikachu', 'Energy', 'Energy'] → 'Pikachu, Energy ×2' (first-seen order)."""
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    return ", ".join(n if c == 1 else f"{n} ×{c}" for n, c in counts.items())


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class _Narrator:
    def __init__(self, cards: Sequence[Sequence[Any]], names: Sequence[str]):
        self.cards = cards
        self.names = names
        self.reset()

    def reset(self) -> None:
        #: per player: slot -> [card index, damage]
        self.board: list[dict[int, list[int]]] = [{}, {}]
        self.setup_draws: list[list[int]] = [[], []]
        self.context = ""  # the attack or Trainer whose coins are being flipped
        self.last_attack = ["", ""]  # each player's most recent attack (it set any Smokescreen-like effect)

    # --- names -----------------------------------------------------------------
    def card(self, p: int, k: int) -> str:
        try:
            return self.cards[p][k].name
        except (IndexError, TypeError):
            return f"card #{k}"

    def attack(self, p: int, k: int, j: int) -> str:
        if j >= 20:  # layout.J_IN_PLAY_ATK (s30-k9): an attack of another Pokémon in play (Versatile-like)
            return "an attack of another Pokémon in play"
        if j >= 16:  # layout.J_STADIUM_ATK (s30-k9): an attack printed on the Stadium in play
            return "the Stadium's attack"
        if j >= 8:  # 2 * layout.MAXATK: an attack of a card below it in its stack (ST_STACK_ATTACKS)
            return "an attack of a card below it"
        if j >= 4:  # layout.MAXATK: the attack of the Technical Machine attached
            return "its Technical Machine's attack"
        try:
            return self.cards[p][k].attacks[j].name
        except (IndexError, TypeError, AttributeError):
            return f"attack #{j + 1}"

    def implemented(self, p: int, k: int, j: int) -> bool:
        try:
            return bool(getattr(self.cards[p][k].attacks[j], "implemented", True))
        except (IndexError, TypeError, AttributeError):
            return True

    def mon(self, p: int, s: int, *, where: bool = False) -> str:
        """The Pokémon in p's slot s ("Pikachu", or "Benched Pikachu" with where=True)."""
        got = self.board[p].get(s)
        if got is None:
            return "the Active Pokémon" if s == 0 else f"the Pokémon in Bench slot {s}"
        name = self.card(p, got[0])
        return f"Benched {name}" if where and s > 0 else name

    def hp_left(self, p: int, s: int) -> str:
        got = self.board[p].get(s)
        if got is None:
            return ""
        hp = getattr(self.cards[p][got[0]], "hp", None) if got[0] < len(self.cards[p]) else None
        if not hp:
            return ""
        return f" ({max(0, hp - got[1])} HP left)"

    # --- one event -------------------------------------------------------------
    def text(self, turn: int, p: int, kind: int, a: int, b: int, c: int) -> str:  # noqa: C901 - one branch per kind
        L = LETTERS[p] if p in (0, 1) else "?"
        o = 1 - p if p in (0, 1) else 0
        name = EV_NAMES.get(kind)
        board = self.board
        if name == "DRAW":
            if turn == 0:
                self.setup_draws[p].append(a)
            return f"{L} draws {self.card(p, a)}"
        if name == "SHUFFLE_DRAW":
            hand = _count_list([self.card(p, k) for k in self.setup_draws[p]])
            self.setup_draws[p] = []
            return f"{L} shuffles and draws {_plural(a, 'card')}: {hand}"
        if name == "MULLIGAN":
            return f"{L} has no Basic Pokémon: mulligan {a} (shows the hand, shuffles it back, draws again)"
        if name == "BOTH_MULLIGAN":
            self.setup_draws = [[], []]
            return "Neither player has a Basic Pokémon: both shuffle and draw again (no extra cards owed)"
        if name == "EXTRA_DRAW":
            got = _count_list([self.card(p, k) for k in self.setup_draws[p]])
            self.setup_draws[p] = []
            return f"{L} draws {_plural(a, 'extra card')} for {LETTERS[o]}'s mulligans: {got}"
        if name == "ACTIVE":
            board[p][0] = [a, 0]
            return f"{L} puts {self.card(p, a)} in the Active Spot"
        if name == "BENCH":
            board[p][b] = [a, 0]
            return f"{L} puts {self.card(p, a)} onto the Bench"
        if name == "PRIZES":
            return f"{L} sets aside {_plural(a, 'prize card')}"
        if name == "FIRST":
            return f"{L} ({self.names[p]}) goes first"
        if name == "TURN":
            self.context = ""
            return f"Turn {turn}: {self.names[p]} (player {L}), own turn {a}"
        if name == "DECK_OUT":
            return f"{L} cannot draw a card: the deck is empty"
        if name == "EVOLVE":
            old = board[p].get(b, [c, 0])
            text = f"{L} evolves {self.card(p, c)} into {self.card(p, a)}" + (" on the Bench" if b > 0 else "")
            board[p][b] = [a, old[1]]
            return text
        if name == "ATTACH":
            return f"{L} attaches {self.card(p, a)} to {self.mon(p, b, where=True)}"
        if name == "TRAINER":
            self.context = self.card(p, a)
            return f"{L} plays {self.card(p, a)}"
        if name == "STADIUM":
            if b == 1:
                return f"{L} uses the Stadium {self.card(c, a)}"
            return f"{L}: {self.card(p, a)} is now the Stadium in play"
        if name == "RETREAT":
            paid = f", discarding {_plural(b, 'Energy card')}" if b else ""
            if c:
                return f"{L} tries to retreat {self.mon(p, 0)}{paid}, but it is Confused and the coin was tails: it stays Active"
            return f"{L} retreats {self.mon(p, 0)}{paid}"
        if name == "SWITCH":
            q = b if b in (0, 1) else p
            old, new = self.mon(q, 0), self.mon(q, a)
            board[q][0], board[q][a] = board[q].get(a), board[q].get(0)
            board[q] = {s: v for s, v in board[q].items() if v is not None}
            return f"{LETTERS[q]}: {new} is now Active ({old} goes to the Bench)"
        if name == "ATTACK":
            self.context = self.last_attack[p] = self.attack(p, a, b)
            note = "" if self.implemented(p, a, b) else " (its effect is not implemented: printed damage only)"
            return f"{L}: {self.card(p, a)} attacks with {self.context}{note}"
        if name == "COIN":
            face = "heads" if a == 1 else "tails"
            why = COIN_NAMES.get(b, "?")
            if why == "first":
                return f"Coin flip for who goes first: {face}"
            if why == "effect":
                return f"{L} flips a coin ({self.context or 'effect'}): {face}"
            if why == "confusion":
                return f"{L} flips a coin (Confused: tails, the attack fails and it hurts itself): {face}"
            if why == "sleep":
                return f"Checkup: {L} flips a coin for Asleep {self.mon(p, 0)} (heads wakes it): {face}"
            if why == "burn":
                return f"Checkup: {L} flips a coin for Burned {self.mon(p, 0)}: {face}"
            if why == "retreat":
                return f"{L} flips a coin to retreat Confused {self.mon(p, 0)} (tails: it stays): {face}"
            if why == "smokescreen":
                cause = f"{self.last_attack[o]}'s effect" if self.last_attack[o] else "an effect like Smokescreen"
                return f"{L} flips a coin ({cause} on {self.mon(p, 0)}: tails, the attack does nothing): {face}"
            return f"{L} flips a coin: {face}"
        if name == "DAMAGE":
            q = b if b in (0, 1) else p
            slot = board[q].get(c)
            if slot is not None:
                slot[1] += a
            return f"{LETTERS[q]}: {self.mon(q, c, where=True)} takes {a} damage{self.hp_left(q, c)}"
        if name == "COND":
            q = b if b in (0, 1) else p
            return f"{LETTERS[q]}: {self.mon(q, 0)} is now {COND_NAMES.get(a, f'condition {a}')}"
        if name == "KO":
            text = f"{L}: {self.mon(p, b, where=True)} is Knocked Out"
            board[p].pop(b, None)
            return text
        if name == "PRIZE":
            return f"{L} takes {_plural(a, 'prize')} ({b} left)"
        if name == "PROMOTE":
            # the promoted Pokémon keeps its damage: take it from the slot it left
            moved = board[p].pop(a, None)
            board[p][0] = [b, moved[1] if moved is not None and moved[0] == b else 0]
            return f"{L} promotes {self.card(p, b)} to the Active Spot"
        if name == "CHECKUP":
            cond = COND_NAMES.get(b, f"condition {b}")
            return f"Checkup: {L}'s {self.mon(p, 0)} is {cond}"
        if name == "CURED":
            if a == 0:
                return f"{L}: {self.mon(p, 0)} recovers from all Special Conditions"
            if a == 1:
                return f"Checkup: {L}'s {self.mon(p, 0)} wakes up"
            return f"Checkup: {L}'s {self.mon(p, 0)} is no longer {COND_NAMES.get(a, f'condition {a}')}"
        if name == "WIN":
            if a < 0:
                return f"The game is a draw ({WIN_REASONS[b] if 0 <= b < len(WIN_REASONS) else b})"
            return f"{self.names[a]} (player {LETTERS[a]}) wins ({WIN_REASONS[b] if 0 <= b < len(WIN_REASONS) else b})"
        if name == "HEAL":
            slot = board[p].get(b)
            if slot is not None:
                slot[1] = max(0, slot[1] - a)
            return f"{L}: {self.mon(p, b, where=True)} heals {a} damage{self.hp_left(p, b)}"
        if name == "DISCARD_ENERGY":
            q = b if b in (0, 1) else p
            whose = "its own" if q == p else f"{LETTERS[q]}'s"
            return f"{L} discards {self.card(q, a)} from {whose} {self.mon(q, c, where=True)}"
        if name == "SEARCH":
            if b == TO_BENCH:
                free = next((s for s in range(1, 6) if s not in board[p]), None)
                if free is not None:
                    board[p][free] = [a, 0]
            return f"{L} takes {self.card(p, a)} from the deck {_DEST.get(b, 'somewhere')}"
        if name == "SHUFFLE":
            return f"{L} shuffles the deck"
        if name == "SUDDEN_DEATH":
            self.reset()
            return f"Sudden death: both players won at once, so a new game (sudden death #{a}) with 1 prize each"
        if name == "CONFUSED_FAIL":
            return f"{L}: the attack fails; Confused {self.mon(p, 0)} hurts itself"
        if name == "NO_ATTACK":
            return f"{L} ends the turn without attacking"
        if name == "DISCARD":
            return f"{L} discards {self.card(p, a)} from the hand"
        if name == "ATTACH_FROM":
            return f"{L} attaches {self.card(p, a)} from {_SOURCE.get(c, 'somewhere')} to {self.mon(p, b, where=True)}"
        if name == "POWER":
            powers = getattr(self.cards[p][a], "powers", None) if 0 <= a < len(self.cards[p]) else None
            if not powers:  # a Trainer played as a Pokémon: its rule
                return f"{L} discards {self.mon(p, b, where=True)} from play"
            return f"{L} uses {powers[0].name} ({self.mon(p, b, where=True)})"
        if name == "FORM":
            old = board[p].get(b, [c, 0])
            text = f"{L} switches {self.card(p, c)} for {self.card(p, a)} from the deck" + (" on the Bench" if b > 0 else "")
            board[p][b] = [a, old[1]]
            return text
        if name == "EFFECT_FAIL":
            return f"{L}: the attack does nothing"
        if name == "RECOVER" and c == 1:
            return f"{L} picks {self.card(p, a)} up from play into the hand (the cards on it are discarded)"
        if name == "RECOVER":
            return f"{L} puts {self.card(p, a)} from the discard pile {_DEST.get(b, 'somewhere')}"
        return f"{L}: event {kind} ({a}, {b}, {c})"


def narrate(events, cards: Sequence[Sequence[Any]], names: Sequence[str]) -> list[dict[str, Any]]:
    """One dict per event: turn, player, kind (lower-case EV_ name), text, a, b, c.

    ``events`` is the int array from ``Prepared.replay``; ``cards[p][k]`` is
    player p's deck-local card k (anything with ``.name``, ``.hp`` and
    ``.attacks[j].name``); ``names`` are the two decks' display names.
    """
    nar = _Narrator(cards, names)
    out = []
    for row in events:
        turn, p, kind, a, b, c = (int(x) for x in row[:6])
        out.append({
            "turn": turn,
            "player": p,
            "kind": EV_NAMES.get(kind, f"unknown_{kind}").lower(),
            "text": nar.text(turn, p, kind, a, b, c),
            "a": a,
            "b": b,
            "c": c,
        })
    return out


def result_text(winner: int, reason: int, turns: int, names: Sequence[str]) -> str:
    """``Result: Zap! wins by taking the last prize after 14 turns``."""
    reason_name = WIN_REASONS[reason] if 0 <= reason < len(WIN_REASONS) else str(reason)
    after = f"after {_plural(turns, 'turn')}"
    if winner not in (0, 1):
        why = "the turn limit was reached" if reason_name == "turn_limit" else "both players won at once"
        return f"Result: draw ({why}) {after}"
    how = _REASON_TEXT.get(reason_name, f"({reason_name})").format(loser=names[1 - winner])
    return f"Result: {names[winner]} wins {how} {after}"


def replay_lines(items: Sequence[dict[str, Any]], names: Sequence[str], winner: int, reason: int, turns: int,
                 *, truncated: bool = False) -> list[str]:
    """The play-by-play: a setup section, one header per turn, one line per event, the result."""
    lines = [f"A = {names[0]}", f"B = {names[1]}", "", "— Setup —"]
    in_attack = False
    for it in items:
        kind = it["kind"]
        if kind == "turn":
            in_attack = False
            p = it["player"]
            lines += ["", f"— Turn {it['turn']} · {names[p]} (player {LETTERS[p]}), own turn {it['a']} —"]
            continue
        if kind == "sudden_death":
            in_attack = False
            lines += ["", "— Sudden death —", it["text"], "", "— Setup (sudden death) —"]
            continue
        if kind == "draw" and it["turn"] == 0:
            continue  # shown in the opening-hand line
        if kind == "win":
            continue  # the Result line says it
        if kind == "attack":
            in_attack = True
            lines.append(it["text"])
            continue
        checkup = kind in ("checkup", "cured") or (kind == "coin" and it["b"] in (2, 3))
        if checkup:
            in_attack = False
        indent = "    " if in_attack else ""
        lines.append(indent + it["text"])
    if truncated:
        lines += ["", "(the event log is truncated: the game went on beyond what was recorded)"]
    lines += ["", result_text(winner, reason, turns, names)]
    return lines


def replay_json(items: Sequence[dict[str, Any]], names: Sequence[str], *, seed: int, game: int, rules: str,
                players: Sequence[str], winner: int, reason: int, turns: int, truncated: bool = False) -> dict[str, Any]:
    """The ``--json`` object: the run's identity, the result and every event."""
    return {
        "deck_a": names[0],
        "deck_b": names[1],
        "seed": seed,
        "game": game,
        "rules": rules,
        "players": list(players),
        "winner": names[winner] if winner in (0, 1) else None,
        "reason": WIN_REASONS[reason] if 0 <= reason < len(WIN_REASONS) else str(reason),
        "turns": turns,
        "truncated": truncated,
        "result": result_text(winner, reason, turns, names),
        "events": list(items),
    }

"""User-facing errors.

Every mistake a user can make (a broken decklist, an unknown card, a wrong
option) is raised as a :class:`UserError`.  The CLI prints its message, one
problem per line, on stderr and exits with code 2 — never a traceback.
"""

from __future__ import annotations

EXIT_USER_ERROR = 2


class UserError(Exception):
    """A problem with the user's input; ``lines`` are printed one per line."""

    def __init__(self, *lines: str):
        lines = tuple(str(x) for x in lines if str(x))
        super().__init__("\n".join(lines) or "invalid input")
        self.lines = lines or ("invalid input",)


class DeckError(UserError):
    """A decklist that cannot be read or is not legal."""


class CardError(UserError):
    """An unknown card, set code or card-data file."""

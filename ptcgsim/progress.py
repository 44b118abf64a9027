"""A small progress bar on stderr: games done, games/s, time left.

It stays silent for the first ``delay`` seconds so quick runs print nothing,
redraws in place (``\\r``) on a terminal and writes an occasional plain line
otherwise (logs, CI).  ``enabled=False`` (``--quiet``) hides it entirely.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO


def _fmt_seconds(s: float) -> str:
    if s != s or s == float("inf"):  # nan / inf
        return "--:--"
    s = int(round(s))
    h, rem = divmod(s, 3600)
    m, sec = divmod(rem, 60)
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m}:{sec:02d}"


class Progress:
    """Counts finished games toward ``total`` and draws a bar on ``stream``.

    Use as a context manager; call :meth:`update` with the number of games
    that just finished.
    """

    def __init__(self, total: int, *, label: str = "games", stream: TextIO | None = None,
                 enabled: bool = True, delay: float = 1.0, interval: float | None = None,
                 clock=time.monotonic):
        self.total = max(int(total), 0)
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled
        self.delay = delay
        self._clock = clock
        self._tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self.interval = interval if interval is not None else (0.1 if self._tty else 10.0)
        self.done = 0
        self._start = clock()
        self._base_time = self._start  # the rate counts from here (after a one-off pause)
        self._base_done = 0
        self._held = False  # True during a one-off pause (compiling): no rate, no ETA
        self._last_draw = -float("inf")
        self._drawn = False
        self._drawn_done = -1

    def __enter__(self) -> "Progress":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def elapsed(self) -> float:
        return self._clock() - self._start

    def rate(self) -> float:
        """Games per second since the last :meth:`rebase`; 0.0 (unknown) while held."""
        if self._held:
            return 0.0
        el = self._clock() - self._base_time
        n = self.done - self._base_done
        return n / el if el > 0 and n > 0 else 0.0

    def hold(self) -> None:
        """Show no rate and no time left until :meth:`rebase` (a one-off pause such as compiling is
        under way: a rate measured across it would promise hours for a run of seconds)."""
        self._held = True

    def rebase(self) -> None:
        """Measure the rate from now on (call after a one-off pause such as compiling)."""
        self._base_time = self._clock()
        self._base_done = self.done
        self._held = False

    def note(self, text: str, always: bool = False) -> None:
        """A message on the bar's stream (stderr), when the bar is enabled (or ``always``)."""
        if self.enabled or always:
            self.stream.write(text + "\n")
            self.stream.flush()

    def line(self) -> str:
        """The bar's text, e.g. ``[#####.....] 50,000/100,000 games  41,230 games/s  0:01 left``."""
        frac = self.done / self.total if self.total else 1.0
        width = 24
        fill = int(round(frac * width))
        rate = self.rate()
        bar = f"[{'#' * fill}{'.' * (width - fill)}] {self.done:,}/{self.total:,} {self.label} {frac:4.0%}"
        if rate <= 0:  # not measured yet (or held across a compile): say nothing rather than guess
            if self.total and self.done >= self.total:
                return f"{bar}  done in {_fmt_seconds(self.elapsed)}"
            return f"{bar}  {'compiling' if self._held else 'measuring'}..."
        left = (self.total - self.done) / rate
        return f"{bar}  {rate:,.0f} {self.label}/s  {_fmt_seconds(left)} left"

    def update(self, n: int) -> None:
        self.done += int(n)
        if not self.enabled:
            return
        now = self._clock()
        if now - self._start < self.delay or now - self._last_draw < self.interval:
            return
        self._draw(now)

    def _draw(self, now: float) -> None:
        self._last_draw = now
        self._drawn_done = self.done
        if self._tty:
            self.stream.write("\r" + self.line() + "\x1b[K")
        else:
            self.stream.write(self.line() + "\n")
        self.stream.flush()
        self._drawn = True

    def close(self, note: str = "") -> None:
        """Finish the bar (final state on its own line) if it was ever shown."""
        if self.enabled and self._drawn:
            if self._drawn_done != self.done:  # show the final count once
                self._draw(self._clock())
            if self._tty:
                self.stream.write("\n")
            self._drawn = False
        if note and self.enabled:
            self.stream.write(note + "\n")
            self.stream.flush()

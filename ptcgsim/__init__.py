"""ptcgsim: Monte Carlo deck analysis for the Pokémon Trading Card Game."""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__", "simulate"]


def __getattr__(name: str):
    # Lazy: importing ptcgsim must not compile or load the Numba kernel.
    if name == "simulate":
        from .sim import simulate

        return simulate
    raise AttributeError(name)

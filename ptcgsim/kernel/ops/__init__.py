"""The effect interpreter's opcode families, one module each (see ``ptcgsim/effects.py``'s table)."""

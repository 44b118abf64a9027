"""Write docs/opcodes.md from the opcode table in ptcgsim/effects.py (tests/test_opcodes.py checks it is current)."""

from __future__ import annotations

from pathlib import Path

from ptcgsim.effects import opcode_reference

if __name__ == "__main__":
    path = Path(__file__).resolve().parents[1] / "docs" / "opcodes.md"
    path.write_text(opcode_reference())
    print(f"{path}: written")

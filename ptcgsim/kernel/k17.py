"""(s31-k17) Kernel helpers of the EX-era Poké-Power slice (stop 31, slice k17)."""

from __future__ import annotations

from ..effects import OP_FORM_SWAP
from .jit import kernel_inline_nb, kernel_nb


@kernel_nb
def form_kin_nb(ct, p, k, nm, tag):
    """FORM_SWAP's candidates: card k has name nm (tag 0), or (tag > 0) another name and cflags
    bit tag (Temperamental Weather-like: the other forms, named by a card tag; -1: unresolved)."""
    if tag == 0:
        return ct.name[p, k] == nm
    return tag > 0 and ct.name[p, k] != nm and ((ct.cflags[p, k] >> tag) & 1) != 0


@kernel_nb
def same_power_name_nb(ct, p, k, kq):
    """PW_ONE_PER_NAME ("you can't use more than 1 <power> each turn"): cards k and kq of p's share
    the power's name.  The kernel has no power names: the same card name does, and so does a
    Temperamental Weather-like form change (the last row a FORM_SWAP of a name tag: forms of
    different names that print the same power)."""
    if ct.name[p, k] == ct.name[p, kq]:
        return True
    e1 = ct.pw_prog[p, k, 1] - 1
    e2 = ct.pw_prog[p, kq, 1] - 1
    if e1 <= ct.pw_prog[p, k, 0] or e2 <= ct.pw_prog[p, kq, 0]:
        return False
    return ct.prog[e1, 0] == OP_FORM_SWAP and ct.prog[e1, 1] > 0 and ct.prog[e2, 0] == OP_FORM_SWAP and ct.prog[e2, 1] > 0


@kernel_inline_nb  # one call site (predicates.baby_evolution_card_nb)
def name_in_code_nb(code, nm):
    """EVOLVE_FROM_HAND's a: one name id, or up to 3 packed as id1 + 1000 * (id2 + 1) + 1000000 *
    (id3 + 1) (effects._encode_name): name id nm is one of them."""
    if code < 1000:
        return nm == code
    return nm == code % 1000 or nm == (code // 1000) % 1000 - 1 or nm == code // 1000000 - 1


@kernel_inline_nb  # one call site (actions.attach_power_nb)
def one_unit_card_nb(ct, p, e):
    """Energy card e of p's is a basic one, or a Special one that provides 1 unit ("a Darkness Energy
    card" names the basic card and the Special Darkness Energy, never R Energy's 2 units)."""
    if ct.basic_energy[p, e] == 1:
        return True
    n = 0
    for t in range(ct.provides.shape[2]):
        n += ct.provides[p, e, t]
    return n == 1

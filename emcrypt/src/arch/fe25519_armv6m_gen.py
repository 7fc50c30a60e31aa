#!/usr/bin/env python3
"""Generator (and host simulator) of the Armv6-M GF(2^255-19) mul/square kernels."""
import random, sys

M32 = 0xffffffff

class Prog:
    def __init__(self):
        self.ins = []
    def e(self, op, *args, comment=None):
        self.ins.append((op, args, comment))

def r(n):
    return f"r{n}"

# ---------------------------------------------------------------- simulator
class Sim:
    def __init__(self, mem):
        self.R = [0] * 16
        self.C = 0
        self.mem = mem  # addr -> word
        self.cycles = 0
    def ld(self, a):
        assert a % 4 == 0
        return self.mem[a]
    def st(self, a, v):
        assert a % 4 == 0
        self.mem[a] = v & M32
    def run(self, prog):
        R = self.R
        for op, a, _ in prog.ins:
            if op == 'push':
                regs = a[0]
                for x in reversed(regs):
                    R[13] -= 4; self.st(R[13], R[x] if x != 14 else 0xdead)
                self.cycles += 1 + len(regs)
            elif op == 'pop':
                regs = a[0]
                for x in regs:
                    v = self.ld(R[13]); R[13] += 4
                    if x != 15: R[x] = v
                self.cycles += 1 + len(regs) + (2 if 15 in regs else 0)
            elif op == 'subsp':
                R[13] -= a[0]; self.cycles += 1
            elif op == 'addsp':
                R[13] += a[0]; self.cycles += 1
            elif op == 'addrsp':  # add rd, sp, #imm
                R[a[0]] = R[13] + a[1]; self.cycles += 1
            elif op == 'movsp':  # mov rd, sp
                R[a[0]] = R[13]; self.cycles += 1
            elif op == 'ldrsp':
                R[a[0]] = self.ld(R[13] + a[1]); self.cycles += 2
            elif op == 'strsp':
                self.st(R[13] + a[1], R[a[0]]); self.cycles += 2
            elif op == 'ldr':  # ldr rt, [rn, #off]
                R[a[0]] = self.ld(R[a[1]] + a[2]); self.cycles += 2
            elif op == 'ldm':
                rn, regs = a
                assert rn not in regs
                base = R[rn]
                for k, x in enumerate(regs):
                    R[x] = self.ld(base + 4 * k)
                R[rn] = base + 4 * len(regs); self.cycles += 1 + len(regs)
            elif op == 'stm':
                rn, regs = a
                base = R[rn]
                for k, x in enumerate(regs):
                    self.st(base + 4 * k, R[x])
                R[rn] = base + 4 * len(regs); self.cycles += 1 + len(regs)
            elif op == 'movi':
                assert 0 <= a[1] < 256
                R[a[0]] = a[1]; self.cycles += 1
            elif op == 'muls':  # d = n * d
                d, n = a
                R[d] = (R[d] * R[n]) & M32; self.cycles += 1
            elif op == 'adds':  # d = n + m
                d, n, m = a
                s = R[n] + R[m]; R[d] = s & M32; self.C = s >> 32; self.cycles += 1
            elif op == 'addsi':
                d, n, imm = a
                assert 0 <= imm < 8 or (d == n and imm < 256)
                s = R[n] + imm; R[d] = s & M32; self.C = s >> 32; self.cycles += 1
            elif op == 'adcs':  # d = d + m + C
                d, m = a
                s = R[d] + R[m] + self.C; R[d] = s & M32; self.C = s >> 32; self.cycles += 1
            elif op == 'lsls':
                d, m, sh = a
                assert 1 <= sh <= 31
                self.C = (R[m] >> (32 - sh)) & 1
                R[d] = (R[m] << sh) & M32; self.cycles += 1
            elif op == 'lsrs':
                d, m, sh = a
                assert 1 <= sh <= 31
                self.C = (R[m] >> (sh - 1)) & 1
                R[d] = R[m] >> sh; self.cycles += 1
            elif op == 'uxth':
                R[a[0]] = R[a[1]] & 0xffff; self.cycles += 1
            elif op == 'orrs':
                R[a[0]] |= R[a[1]]; self.cycles += 1
            else:
                raise ValueError(op)
            for x in range(16):
                assert 0 <= R[x] <= M32, (op, a)

def fmt(prog):
    out = []
    for op, a, c in prog.ins:
        if op == 'push': s = "push {" + ", ".join("lr" if x == 14 else r(x) for x in a[0]) + "}"
        elif op == 'pop': s = "pop {" + ", ".join("pc" if x == 15 else r(x) for x in a[0]) + "}"
        elif op == 'subsp': s = f"sub sp, #{a[0]}"
        elif op == 'addsp': s = f"add sp, #{a[0]}"
        elif op == 'addrsp': s = f"add {r(a[0])}, sp, #{a[1]}"
        elif op == 'movsp': s = f"mov {r(a[0])}, sp"
        elif op == 'ldrsp': s = f"ldr {r(a[0])}, [sp, #{a[1]}]"
        elif op == 'strsp': s = f"str {r(a[0])}, [sp, #{a[1]}]"
        elif op == 'ldr': s = f"ldr {r(a[0])}, [{r(a[1])}, #{a[2]}]"
        elif op == 'ldm': s = f"ldm {r(a[0])}!, {{" + ", ".join(r(x) for x in a[1]) + "}"
        elif op == 'stm': s = f"stm {r(a[0])}!, {{" + ", ".join(r(x) for x in a[1]) + "}"
        elif op == 'movi': s = f"movs {r(a[0])}, #{a[1]}"
        elif op == 'muls': s = f"muls {r(a[0])}, {r(a[1])}, {r(a[0])}"
        elif op == 'adds': s = f"adds {r(a[0])}, {r(a[1])}, {r(a[2])}"
        elif op == 'addsi': s = f"adds {r(a[0])}, {r(a[1])}, #{a[2]}" if a[0] != a[1] else f"adds {r(a[0])}, #{a[2]}"
        elif op == 'adcs': s = f"adcs {r(a[0])}, {r(a[1])}"
        elif op == 'lsls': s = f"lsls {r(a[0])}, {r(a[1])}, #{a[2]}"
        elif op == 'lsrs': s = f"lsrs {r(a[0])}, {r(a[1])}, #{a[2]}"
        elif op == 'uxth': s = f"uxth {r(a[0])}, {r(a[1])}"
        elif op == 'orrs': s = f"orrs {r(a[0])}, {r(a[1])}"
        else: raise ValueError(op)
        if c:
            out.append(f"\t@ {c}")
        out.append("\t" + s)
    return "\n".join(out)

# ---------------------------------------------------------------- kernels
A, B, C = 0, 1, 2   # operands / products; B is always zero (the carry catches' second operand)


def split(p, src, n_iter):
    """n_iter x: two words of [src] split into (lo, hi) halves, stored by r3 (which advances)."""
    for _ in range(n_iter):
        p.e('ldm', src, (5, 7))
        p.e('uxth', 4, 5)
        p.e('lsrs', 5, 5, 16)
        p.e('uxth', 6, 7)
        p.e('lsrs', 7, 7, 16)
        p.e('stm', 3, (4, 5, 6, 7))


def scan(p, columns, t_off):
    """Product scanning over 32-bit columns. columns[k] = list of steps: ('pair', al, ah, bl, bh) offsets
    or ('diag', al, ah). Stores words t[0..16] at sp + t_off."""
    E = [3, 4, 5]
    Mr = [6, 7]
    for x in E + [B]:
        p.e('movi', x, 0)
    for k in range(15):
        steps = columns[k]
        first = [True]

        def madd(x):
            m0, m1 = Mr
            if first[0]:
                # The column's first middle product: m0 = x (+ B = 0, no carry), m1 = 0.
                p.e('adds', m0, x, B)
                p.e('movi', m1, 0)
                first[0] = False
            else:
                p.e('adds', m0, m0, x)
                p.e('adcs', m1, B)

        for st in steps:
            m0, m1 = Mr
            if st[0] == 'pair':
                _, al, ah, bl, bh = st
                c0, c1, c2 = E
                p.e('ldrsp', A, al)
                p.e('ldrsp', C, bh)
                p.e('muls', C, A)            # C = al bh
                madd(C)
                p.e('ldrsp', C, bl)
                p.e('muls', A, C)            # A = al bl
                p.e('adds', c0, c0, A)
                p.e('adcs', c1, B)
                p.e('adcs', c2, B)
                p.e('ldrsp', A, ah)
                p.e('muls', C, A)            # C = ah bl
                madd(C)
                p.e('ldrsp', C, bh)
                p.e('muls', C, A)            # C = ah bh
                p.e('adds', c1, c1, C)
                p.e('adcs', c2, B)
            else:
                _, al, ah = st
                p.e('ldrsp', A, al)
                p.e('ldrsp', C, ah)
                p.e('muls', A, C)
                madd(A)
        c0, c1, c2 = E
        m0, m1 = Mr
        # fold M (weight 2^16) into E, store the finished word
        p.e('lsls', A, m0, 16, comment=f"column {k}: fold the middle products, store t[{k}]")
        p.e('lsrs', m0, m0, 16)
        p.e('lsls', m1, m1, 16)
        p.e('orrs', m0, m1)
        p.e('adds', c0, c0, A)
        p.e('adcs', c1, m0)
        p.e('adcs', c2, B)
        p.e('strsp', c0, t_off + 4 * k)
        if k < 14:
            p.e('movi', c0, 0)
        E = [c1, c2, c0]
    p.e('strsp', E[0], t_off + 60, comment="t[15]")


def reduce(p, t_off, out_off):
    """t[0..8] + 38 t[8..16], then bits 255 and up folded back times 19, written to out."""
    K, Z = 7, 6
    p.e('movi', K, 38, comment="reduction: r = t[0..8] + 38 t[8..16]")
    p.e('movi', Z, 0)
    carry = None
    for k in range(8):
        lo, hi = 0, 1 if carry != 1 else 5
        # registers: lo=r0, H=r1 or r5 (alternating with the carry), X=r2, Y=r3
        H = 1 if carry != 1 else 5
        p.e('ldrsp', 0, t_off + 4 * k)
        p.e('ldrsp', H, t_off + 32 + 4 * k)
        p.e('uxth', 2, H)
        p.e('lsrs', H, H, 16)
        p.e('muls', 2, K)
        p.e('muls', H, K)
        p.e('lsls', 3, H, 16)
        p.e('lsrs', H, H, 16)
        if carry is not None:
            p.e('adds', 2, 2, carry)
        p.e('adds', 0, 0, 2)
        p.e('adcs', H, Z)
        p.e('adds', 0, 0, 3)
        p.e('adcs', H, Z)
        if k < 7:
            p.e('strsp', 0, t_off + 4 * k)
        carry = H
    # r0 = r[7], carry: fold h = 2 carry + (r7 >> 31) as 19 h
    p.e('lsrs', 2, 0, 31, comment="fold bits 255 and up: h = 2 c + (r[7] >> 31), r[7] &= 2^31 - 1, r += 19 h")
    p.e('lsls', carry, carry, 1)
    p.e('adds', carry, carry, 2)
    p.e('lsls', 0, 0, 1)
    p.e('lsrs', 0, 0, 1)
    p.e('strsp', 0, t_off + 28)
    p.e('movi', 2, 19)
    p.e('muls', carry, 2)
    h = carry
    other = 5 if h == 1 else 1
    p.e('movi', other, 0)  # Z for the chain (r6 is Z too); keep r6
    p.e('ldrsp', 7, out_off)   # out pointer
    p.e('addrsp', 5 if h == 1 else 4, t_off)
    ptr = 5 if h == 1 else 4
    # ldm 4 words into r0-r3: h must not be among them
    if h in (0, 1, 2, 3):
        p.e('adds', 4 if ptr != 4 else 5, h, Z)  # move h (adds with zero; flags irrelevant here)
        h = 4 if ptr != 4 else 5
    p.e('ldm', ptr, (0, 1, 2, 3))
    p.e('adds', 0, 0, h)
    p.e('adcs', 1, Z)
    p.e('adcs', 2, Z)
    p.e('adcs', 3, Z)
    p.e('stm', 7, (0, 1, 2, 3))
    p.e('ldm', ptr, (0, 1, 2, 3))
    p.e('adcs', 0, Z)
    p.e('adcs', 1, Z)
    p.e('adcs', 2, Z)
    p.e('adcs', 3, Z)
    p.e('stm', 7, (0, 1, 2, 3))


def prologue(p, frame, out, comment):
    """Saves r4-r7 and lr, opens the frame, keeps `out` (r0) at sp + out, points r3 at the halves."""
    p.e('push', (4, 5, 6, 7, 14))
    p.e('subsp', frame)
    p.e('strsp', 0, out)
    p.e('movsp', 3, comment=comment)


def gen_mul():
    p = Prog()
    T, OUT, FRAME = 128, 192, 196
    prologue(p, FRAME, OUT, "split a and b into 16-bit halves: sp + 8 i: (lo, hi) of a[i]; sp + 64 + 8 j: of b[j]")
    split(p, 1, 4)
    split(p, 2, 4)
    cols = []
    for k in range(15):
        steps = []
        for i in range(8):
            j = k - i
            if 0 <= j < 8:
                steps.append(('pair', 8 * i, 8 * i + 4, 64 + 8 * j, 64 + 8 * j + 4))
        cols.append(steps)
    scan(p, cols, T)
    reduce(p, T, OUT)
    p.e('addsp', FRAME)
    p.e('pop', (4, 5, 6, 7, 15))
    return p


def gen_square():
    p = Prog()
    T, OUT, FRAME = 64, 128, 132
    prologue(p, FRAME, OUT, "split a into 16-bit halves: sp + 8 i: (lo, hi) of a[i]")
    split(p, 1, 4)
    cols = []
    for k in range(15):
        steps = []
        for i in range(8):
            j = k - i
            if i < j < 8:
                steps.append(('pair', 8 * i, 8 * i + 4, 8 * j, 8 * j + 4))
        if k % 2 == 0:
            steps.append(('diag', 4 * k, 4 * k + 4))
        cols.append(steps)
    scan(p, cols, T)
    # double t (16 words), in place
    p.e('addrsp', 6, T, comment="t = 2 t")
    p.e('addrsp', 7, T)
    for g in range(4):
        p.e('ldm', 6, (0, 1, 2, 3))
        if g == 0:
            p.e('adds', 0, 0, 0)
        else:
            p.e('adcs', 0, 0)
        p.e('adcs', 1, 1)
        p.e('adcs', 2, 2)
        p.e('adcs', 3, 3)
        p.e('stm', 7, (0, 1, 2, 3))
    # add the squares lo^2 + hi^2 2^32 of each limb at limb 2 i
    p.e('addrsp', 6, T, comment="t += sum (lo_i^2 + hi_i^2 2^32) 2^(64 i)")
    p.e('addrsp', 7, T)
    for i in range(8):
        p.e('ldm', 6, (0, 1))
        p.e('ldrsp', 2, 8 * i)
        p.e('muls', 2, 2)
        p.e('ldrsp', 3, 8 * i + 4)
        p.e('muls', 3, 3)
        if i == 0:
            p.e('adds', 0, 0, 2)
        else:
            p.e('adcs', 0, 2)
        p.e('adcs', 1, 3)
        p.e('stm', 7, (0, 1))
    reduce(p, T, OUT)
    p.e('addsp', FRAME)
    p.e('pop', (4, 5, 6, 7, 15))
    return p

# ---------------------------------------------------------------- reference (the portable Rust, by value)
P = 2**255 - 19

def ref_reduce(t):
    lo = t % 2**256
    hi = t >> 256
    v = lo + 38 * hi
    r, c = v % 2**256, v >> 256
    high = (c << 1) | (r >> 255)
    r &= 2**255 - 1
    return r + 19 * high

def words(x, n=8):
    return [(x >> (32 * i)) & M32 for i in range(n)]

def val(ws):
    return sum(w << (32 * i) for i, w in enumerate(ws))

def run(prog, a, b=None):
    mem = {}
    SP = 0x20004000
    for i in range(0x20002000, SP + 4, 4):
        mem[i] = 0xcccccccc
    for i, w in enumerate(a): mem[0x1000 + 4 * i] = w
    if b is not None:
        for i, w in enumerate(b): mem[0x2000 + 4 * i] = w
    for i in range(8): mem[0x3000 + 4 * i] = 0x55555555
    s = Sim(mem)
    s.R[13] = SP
    s.R[0], s.R[1], s.R[2] = 0x3000, 0x1000, 0x2000
    for x in range(4, 8): s.R[x] = 0x1111 * x
    s.run(prog)
    assert s.R[13] == SP
    for x in range(4, 8): assert s.R[x] == 0x1111 * x
    return [mem[0x3000 + 4 * i] for i in range(8)], s.cycles

def test():
    pm, ps = gen_mul(), gen_square()
    rnd = random.Random(1)
    edges = [0, 1, 1 << 31, M32, M32 - 37, 0x7fffffff, 0xffff, 0x10000]
    cases = []
    for e in edges:
        for f in edges:
            cases.append(([e] * 8, [f] * 8))
    for _ in range(3000):
        cases.append(([rnd.choice([rnd.getrandbits(32)] * 3 + edges) for _ in range(8)],
                      [rnd.choice([rnd.getrandbits(32)] * 3 + edges) for _ in range(8)]))
    for a, b in cases:
        got, cm = run(pm, a, b)
        exp = words(ref_reduce(val(a) * val(b)))
        assert got == exp, (a, b, got, exp)
        got, cs = run(ps, a)
        exp = words(ref_reduce(val(a) ** 2))
        assert got == exp, (a, got, exp)
    print("ok", len(cases), "cases; mul", cm, "cycles, square", cs, "cycles (incl. return, excl. call)", file=sys.stderr)


HEADER = """\
@ GF(2^255 - 19) multiplication and squaring, packed radix-2^32 form (eight limbs), for Armv6-M
@ (Cortex-M0/M0+: Thumb-1, MULS gives the low 32 bits of a product only).
@ GENERATED by emcrypt/src/arch/fe25519_armv6m_gen.py: do not edit; regenerate with
@ `python3 emcrypt/src/arch/fe25519_armv6m_gen.py --write` (which first checks the instruction lists on its
@ simulator against the portable reduction on 3,064 operand pairs).
@
@ void emcrypt_fe25519_mul_armv6m(uint32_t out[8], const uint32_t a[8], const uint32_t b[8]);
@ void emcrypt_fe25519_square_armv6m(uint32_t out[8], const uint32_t a[8]);
@ out = a b (a^2) mod p below 2^255 + 2^11: the limbs of FieldElement32::mul_portable (square_portable).
@ AAPCS: saves r4-r7 and lr; uses 196 (132) bytes of stack below the 20 it pushes; out written last.
\t.syntax unified
\t.thumb
"""

def emit_fn(name, prog):
    return (f"\t.section .text.{name},\"ax\",%progbits\n\t.global {name}\n\t.type {name},%function\n"
            f"\t.p2align 2\n\t.thumb_func\n{name}:\n" + fmt(prog) + f"\n\t.size {name}, .-{name}\n")

# Usage: fe25519_armv6m_gen.py [--write | --check]: runs the simulator tests, then writes the assembly file
# (--write) or fails unless the committed file is exactly what this generator writes (--check, run by
# scripts/test.sh).
if __name__ == '__main__':
    test()
    import os
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'fe25519_armv6m.s')
    text = HEADER + emit_fn('emcrypt_fe25519_mul_armv6m', gen_mul()) + emit_fn('emcrypt_fe25519_square_armv6m', gen_square())
    if '--check' in sys.argv:
        with open(path) as f:
            if f.read() != text:
                sys.exit(f"{path} differs from the generator's output: run {sys.argv[0]} --write")
        print("fe25519_armv6m.s matches its generator", file=sys.stderr)
    elif '--write' in sys.argv:
        with open(path, 'w') as f:
            f.write(text)
        print("wrote", path, file=sys.stderr)

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
FUNCS = {}  # every generated function by name, for the simulator's `bl` (filled by `all_funcs`)

class Sim:
    def __init__(self, mem):
        self.R = [0] * 16
        self.C = 0
        self.mem = mem  # addr -> word
        self.cycles = 0
        self.funcs = FUNCS  # name -> Prog, for `bl`
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
            elif op == 'subs':  # d = n - m; C = no borrow
                d, n, m = a
                assert max(a) < 8
                self.C = int(R[n] >= R[m]); R[d] = (R[n] - R[m]) & M32; self.cycles += 1
            elif op == 'subsi':
                d, n, imm = a
                assert max(d, n) < 8 and (0 <= imm < 8 or (d == n and imm < 256))
                self.C = int(R[n] >= imm); R[d] = (R[n] - imm) & M32; self.cycles += 1
            elif op == 'sbcs':  # d = d - m - (1 - C)
                d, m = a
                assert max(a) < 8
                v = R[d] - R[m] - (1 - self.C)
                self.C = int(v >= 0); R[d] = v & M32; self.cycles += 1
            elif op == 'eors':
                assert max(a) < 8
                R[a[0]] ^= R[a[1]]; self.cycles += 1
            elif op == 'ands':
                assert max(a) < 8
                R[a[0]] &= R[a[1]]; self.cycles += 1
            elif op == 'mov':  # any registers, flags unchanged
                R[a[0]] = R[a[1]]; self.cycles += 1
            elif op == 'str':  # str rt, [rn, #off]
                self.st(R[a[1]] + a[2], R[a[0]]); self.cycles += 2
            elif op == 'bl':  # the callee's instruction list runs on this machine; BL 2 + refill 1
                self.cycles += 3
                R[14] = 0xdead
                self.run(self.funcs[a[0]])
            elif op == 'bxlr':  # BX 1 + refill 1
                self.cycles += 2
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
        elif op == 'subs': s = f"subs {r(a[0])}, {r(a[1])}, {r(a[2])}"
        elif op == 'subsi': s = f"subs {r(a[0])}, {r(a[1])}, #{a[2]}" if a[0] != a[1] else f"subs {r(a[0])}, #{a[2]}"
        elif op == 'sbcs': s = f"sbcs {r(a[0])}, {r(a[1])}"
        elif op == 'eors': s = f"eors {r(a[0])}, {r(a[1])}"
        elif op == 'ands': s = f"ands {r(a[0])}, {r(a[1])}"
        elif op == 'mov': s = f"mov {r(a[0])}, {r(a[1])}"
        elif op == 'str': s = f"str {r(a[0])}, [{r(a[1])}, #{a[2]}]"
        elif op == 'bl': s = f"bl {a[0]}"
        elif op == 'bxlr': s = "bx lr"
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
    """Opens the frame, keeps `out` (r0) at sp + out, points r3 at the halves."""
    p.e('subsp', frame)
    p.e('strsp', 0, out)
    p.e('movsp', 3, comment=comment)


def gen_mul_body():
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
    p.e('bxlr')
    return p


def gen_square_body():
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
    p.e('bxlr')
    return p

# ---------------------------------------------------------------- the ladder step's linear operations
# Internal helpers of the ladder step (local symbols, `bl` from the step): out in r0, inputs in r1 (and r2);
# they clobber r0-r7 and save nothing (the step saves r4-r7 once), return with `bx lr`. Each returns exactly
# the limbs of its portable Rust twin (`FieldElement32::add_portable`, `sub_portable`, `mul_a24_halves`),
# and reads every input limb before it writes the output limb of the same index, so `out` may be an input.
# Carries run through LDM, LDR, STM, STR, MOVS #imm, MULS, ANDS and EORS, none of which touches C.

ADD, SUB, A24 = 'emcrypt_fe25519_add_armv6m', 'emcrypt_fe25519_sub_armv6m', 'emcrypt_fe25519_a24_armv6m'


def chain(p, first, rest, what):
    """r4-r7 (and out[0..4]) = a <op> b over eight words, the carry (borrow) in C: two blocks of four words of
    a by LDM (r1 advances), the words of b by LDR, the first block stored at r0 (r0 advances), the second
    left in r4-r7."""
    for half in range(2):
        p.e('ldm', 1, (4, 5, 6, 7), comment=f"{what}[{4 * half}..{4 * half + 4}]")
        for k in range(4):
            p.e('ldr', 3, 2, 16 * half + 4 * k)
            if half == 0 and k == 0:
                p.e(first, 4, 4, 3)
            else:
                p.e(rest, 4 + k, 3)
        if half == 0:
            p.e('stm', 0, (4, 5, 6, 7))


def low_words(p, first, rest, k_reg, zero):
    """out[0..4] (r0 rewound to it) <op>= k_reg, the carry (borrow) on through the zero register, then on
    through r4-r7 (the high words)."""
    p.e('subsi', 0, 0, 16)
    p.e('movi', zero, 0)
    for k in range(4):
        p.e('ldr', 1, 0, 4 * k)
        if k == 0:
            p.e(first, 1, 1, k_reg)
        else:
            p.e(rest, 1, zero)
        p.e('str', 1, 0, 4 * k)
    for k in range(4):
        p.e(rest, 4 + k, zero)


def gen_add():
    """out = a + b: the 257-bit sum, then bits 255 and up (2 c + s[7] >> 31 <= 3) folded back times 19."""
    p = Prog()
    chain(p, 'adds', 'adcs', "s = a + b: s")
    p.e('movi', 3, 0, comment="h = 2 c + (s[7] >> 31), s[7] &= 2^31 - 1, s += 19 h")
    p.e('adcs', 3, 3)
    p.e('lsrs', 2, 7, 31)
    p.e('lsls', 3, 3, 1)
    p.e('adds', 3, 3, 2)
    p.e('lsls', 7, 7, 1)
    p.e('lsrs', 7, 7, 1)
    p.e('movi', 2, 19)
    p.e('muls', 3, 2)
    low_words(p, 'adds', 'adcs', 3, 2)
    p.e('addsi', 0, 0, 16)
    p.e('stm', 0, (4, 5, 6, 7))
    p.e('bxlr')
    return p


def gen_sub():
    """out = a - b: a borrow out of the 256-bit difference subtracts 38 (2^256 = 38) through all limbs; a
    second borrow (the difference was below 38) subtracts 38 once more, from limb 0 alone."""
    p = Prog()
    chain(p, 'subs', 'sbcs', "d = a - b (C: no borrow): d")
    p.e('sbcs', 3, 3, comment="d -= 38 borrow")
    p.e('movi', 2, 38)
    p.e('ands', 3, 2)
    low_words(p, 'subs', 'sbcs', 3, 2)
    p.e('sbcs', 2, 2, comment="d[0] -= 38 borrow (the second borrow)")
    p.e('movi', 3, 38)
    p.e('ands', 2, 3)
    p.e('ldr', 1, 0, 0)
    p.e('subs', 1, 1, 2)
    p.e('str', 1, 0, 0)
    p.e('addsi', 0, 0, 16)
    p.e('stm', 0, (4, 5, 6, 7))
    p.e('bxlr')
    return p


def gen_a24():
    """out = a 121665: with 121665 = 2^16 + K (K = 0xdb41) and a limb h 2^16 + l, the limb times 121665 plus
    the carry is (l K + carry) + (h K + l) 2^16 + h 2^32, where l K + carry and h K + l stay below 2^32
    (65535 K + 65535 < 2^32 - 2^18, and the carry is below 2^18); then bits 255 and up folded back times 19."""
    p = Prog()
    K, X, H, T = 2, 3, 4, 7
    p.e('movi', K, 0xdb, comment="r2 = K = 0xdb41")
    p.e('lsls', K, K, 8)
    p.e('addsi', K, K, 0x41)
    carry = None
    for i in range(8):
        q = 5 if i % 2 == 0 else 6
        p.e('ldr', X, 1, 4 * i, comment=f"limb {i}: q = h K + l, x = l K + carry, out = x + (q << 16), carry = (q >> 16) + h + C")
        p.e('lsrs', H, X, 16)
        p.e('uxth', X, X)
        p.e('mov', q, H)
        p.e('muls', q, K)
        p.e('adds', q, q, X)
        p.e('muls', X, K)
        if carry is not None:
            p.e('adds', X, X, carry)
        p.e('lsls', T, q, 16)
        p.e('lsrs', q, q, 16)
        p.e('adds', X, X, T)
        p.e('adcs', q, H)
        if i < 7:
            p.e('str', X, 0, 4 * i)
        carry = q
    assert carry == 6
    p.e('lsrs', T, X, 31, comment="h = 2 carry + (t[7] >> 31), t[7] &= 2^31 - 1, t += 19 h")
    p.e('lsls', 6, 6, 1)
    p.e('adds', 6, 6, T)
    p.e('lsls', X, X, 1)
    p.e('lsrs', X, X, 1)
    p.e('str', X, 0, 28)
    p.e('movi', T, 19)
    p.e('muls', 6, T)
    p.e('mov', 1, 0)
    p.e('movi', 7, 0)
    for half in range(2):
        p.e('ldm', 1, (2, 3, 4, 5))
        for k in range(4):
            if half == 0 and k == 0:
                p.e('adds', 2, 2, 6)
            else:
                p.e('adcs', 2 + k, 7)
        p.e('stm', 0, (2, 3, 4, 5))
    p.e('bxlr')
    return p


# The step's frame: temporaries T0..T6 at sp + 32 k, the pointers `state` (x2, z2, x3, z3 at +0, 32, 64, 96)
# and `x1` at sp + 224 and 228. Every call clobbers r0-r3 (the helpers r0-r7 too): pointers are rebuilt from
# the frame before each operation.
STEP = 'emcrypt_x25519_step_armv6m'
MUL, SQUARE = 'emcrypt_fe25519_mul_armv6m', 'emcrypt_fe25519_square_armv6m'
ST_STATE, ST_X1, ST_FRAME = 224, 228, 232


def step_ops():
    """The portable ladder step of `ecc::curve25519::x25519` after its swap, operation by operation (the same
    order, so the same limbs): (kind, out, inputs), locations ('T', k) temporaries, ('S', k) state[k], 'X1'."""
    T = lambda k: ('T', k)
    S = lambda k: ('S', k)
    return [
        ('add', T(0), [S(0), S(1)]),                  # a = x2 + z2
        ('square', T(2), [T(0)]),                     # aa
        ('sub', T(1), [S(0), S(1)]),                  # b = x2 - z2
        ('square', T(3), [T(1)]),                     # bb
        ('sub', T(4), [T(2), T(3)]),                  # e = aa - bb
        ('add', T(5), [S(2), S(3)]),                  # c = x3 + z3
        ('sub', T(6), [S(2), S(3)]),                  # d = x3 - z3
        ('mul', T(6), [T(6), T(0)]),                  # da = d a
        ('mul', T(5), [T(5), T(1)]),                  # cb = c b
        ('add', T(0), [T(6), T(5)]),                  # da + cb
        ('square', S(2), [T(0)]),                     # x3 = (da + cb)^2
        ('sub', T(1), [T(6), T(5)]),                  # da - cb
        ('square', T(1), [T(1)]),
        ('mul', S(3), ['X1', T(1)]),                  # z3 = x1 (da - cb)^2
        ('mul', S(0), [T(2), T(3)]),                  # x2 = aa bb
        ('a24', T(1), [T(4)]),                        # e 121665
        ('add', T(1), [T(2), T(1)]),                  # aa + e 121665
        ('mul', S(1), [T(4), T(1)]),                  # z2 = e (aa + e 121665)
    ]


def gen_step():
    p = Prog()
    p.e('push', (4, 5, 6, 7, 14))
    p.e('subsp', ST_FRAME)
    p.e('strsp', 0, ST_STATE)
    p.e('strsp', 1, ST_X1)
    # (x2, z2) <-> (x3, z3) under the mask r2: the 16 words at state + 0 with those at state + 64, two at a
    # time (t = mask & (x ^ y), x ^= t, y ^= t)
    p.e('mov', 1, 0, comment="swap (x2, z2) and (x3, z3) under the mask r2")
    p.e('addsi', 1, 1, 64)
    for _ in range(8):
        p.e('ldm', 0, (4, 5))
        p.e('ldm', 1, (6, 7))
        for x, y in ((4, 6), (5, 7)):
            p.e('mov', 3, x)
            p.e('eors', 3, y)
            p.e('ands', 3, 2)
            p.e('eors', x, 3)
            p.e('eors', y, 3)
        p.e('subsi', 0, 0, 8)
        p.e('subsi', 1, 1, 8)
        p.e('stm', 0, (4, 5))
        p.e('stm', 1, (6, 7))

    def addr(reg, loc):
        if loc == 'X1':
            p.e('ldrsp', reg, ST_X1)
        elif loc[0] == 'T':
            p.e('addrsp', reg, 32 * loc[1])
        else:
            p.e('ldrsp', reg, ST_STATE)
            if loc[1]:
                p.e('addsi', reg, reg, 32 * loc[1])

    names = {'add': ADD, 'sub': SUB, 'a24': A24, 'mul': MUL_BODY, 'square': SQUARE_BODY}
    for kind, out, ins in step_ops():
        start = len(p.ins)
        state_reg = None  # the first state operand's register and index: later ones are copied from it
        for reg, loc in zip(range(len(ins) + 1), [out] + ins):
            if loc != 'X1' and loc[0] == 'S' and state_reg is not None:
                p.e('mov', reg, state_reg[0])
                d = 32 * (loc[1] - state_reg[1])
                if d > 0:
                    p.e('addsi', reg, reg, d)
                elif d < 0:
                    p.e('subsi', reg, reg, -d)
            else:
                addr(reg, loc)
                if loc != 'X1' and loc[0] == 'S':
                    state_reg = (reg, loc[1])
        p.e('bl', names[kind])
        show = lambda loc: loc if loc == 'X1' else f"{'T' if loc[0] == 'T' else 'state'}[{loc[1]}]"
        op, a, _ = p.ins[start]
        p.ins[start] = (op, a, f"{show(out)} = {kind}({', '.join(show(x) for x in ins)})")
    p.e('addsp', ST_FRAME)
    p.e('pop', (4, 5, 6, 7, 15))
    return p

MUL_BODY, SQUARE_BODY = 'emcrypt_fe25519_mul_armv6m_body', 'emcrypt_fe25519_square_armv6m_body'


def gen_wrapper(body):
    """The AAPCS entry point: the body (which saves nothing, and clobbers r0-r7) between the saves."""
    p = Prog()
    p.e('push', (4, 5, 6, 7, 14))
    p.e('bl', body)
    p.e('pop', (4, 5, 6, 7, 15))
    return p


def gen_mul():
    return gen_wrapper(MUL_BODY)


def gen_square():
    return gen_wrapper(SQUARE_BODY)


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


# ---------------------------------------------------------------- the ladder step: reference and tests
def ref_fold(x, top):
    """fold_bit_255: the bits from 255 up (2 top + bit 255) cleared and added back times 19."""
    high = (top << 1) | (x >> 255)
    return ((x & (2**255 - 1)) + 19 * high) % 2**256

def ref_add(a, b):
    s = a + b
    return ref_fold(s % 2**256, s >> 256)

def ref_sub(a, b):
    d, borrow = (a - b) % 2**256, int(a < b)
    k = 38 * borrow
    d, borrow2 = (d - k) % 2**256, int(d < k)
    return (d & ~M32) | ((d - 38 * borrow2) & M32)  # the second 38 from limb 0 alone, wrapping there

def ref_a24(a):
    v = a * 121665
    return ref_fold(v % 2**256, v >> 256)

def ref_step(st, x1, swap):
    """The portable Rust ladder step (`x25519_raw`), by value: the same limbs."""
    x2, z2, x3, z3 = st
    if swap:
        x2, z2, x3, z3 = x3, z3, x2, z2
    mul = lambda a, b: ref_reduce(a * b)
    a = ref_add(x2, z2)
    aa = mul(a, a)
    b = ref_sub(x2, z2)
    bb = mul(b, b)
    e = ref_sub(aa, bb)
    c = ref_add(x3, z3)
    d = ref_sub(x3, z3)
    da = mul(d, a)
    cb = mul(c, b)
    x3 = mul(ref_add(da, cb), ref_add(da, cb))
    z3 = mul(x1, mul(ref_sub(da, cb), ref_sub(da, cb)))
    x2 = mul(aa, bb)
    z2 = mul(e, ref_add(aa, ref_a24(e)))
    return [x2, z2, x3, z3]

def all_funcs():
    """Every function of the assembly file, in its order, by name (also the simulator's `bl` targets)."""
    if not FUNCS:
        FUNCS.update({MUL: gen_mul(), SQUARE: gen_square(), MUL_BODY: gen_mul_body(),
                      SQUARE_BODY: gen_square_body(), ADD: gen_add(), SUB: gen_sub(), A24: gen_a24(),
                      STEP: gen_step()})
    return FUNCS

def fresh_sim():
    mem = {}
    SP = 0x20004000
    for i in range(0x20002000, SP + 4, 4):
        mem[i] = 0xcccccccc
    s = Sim(mem)
    s.R[13] = SP
    return s, SP

def run_helper(name, a, b=None):
    """A helper on its own (it saves nothing): out at 0x3000, a at 0x1000, b at 0x2000."""
    s, SP = fresh_sim()
    for i in range(8):
        s.mem[0x1000 + 4 * i] = (a >> (32 * i)) & M32
        s.mem[0x2000 + 4 * i] = ((b or 0) >> (32 * i)) & M32
        s.mem[0x3000 + 4 * i] = 0x55555555
    s.R[0], s.R[1], s.R[2] = 0x3000, 0x1000, 0x2000
    s.run(FUNCS[name])
    assert s.R[13] == SP
    return val([s.mem[0x3000 + 4 * i] for i in range(8)]), s.cycles

def run_step(st, x1, mask):
    s, SP = fresh_sim()
    for k in range(4):
        for i in range(8):
            s.mem[0x1000 + 32 * k + 4 * i] = (st[k] >> (32 * i)) & M32
    for i in range(8):
        s.mem[0x2000 + 4 * i] = (x1 >> (32 * i)) & M32
    s.R[0], s.R[1], s.R[2] = 0x1000, 0x2000, mask
    for x in range(4, 8): s.R[x] = 0x1111 * x
    s.run(FUNCS[STEP])
    assert s.R[13] == SP
    for x in range(4, 8): assert s.R[x] == 0x1111 * x
    return [val([s.mem[0x1000 + 32 * k + 4 * i] for i in range(8)]) for k in range(4)], s.cycles

def x25519_sim(scalar, u):
    """RFC 7748 X25519 with every ladder step run on the simulator (the inversion in Python)."""
    k = int.from_bytes(scalar, 'little')
    k &= ~7; k &= ~(1 << 255); k |= 1 << 254
    x1 = int.from_bytes(u, 'little') & (2**255 - 1)
    st, swap = [1, 0, x1, 1], 0
    cycles = 0
    for t in range(254, -1, -1):
        k_t = (k >> t) & 1
        st, c = run_step(st, x1, M32 if swap ^ k_t else 0)
        cycles += c
        swap = k_t
    if swap:
        st = [st[2], st[3], st[0], st[1]]
    x2, z2 = st[0], st[1]
    return ((x2 * pow(z2, P - 2, P)) % P).to_bytes(32, 'little'), cycles

def test_ladder():
    rnd = random.Random(2)
    edges = [0, 1, 19, 37, 38, P - 1, P, P + 1, 2**255 - 1, 2**255, 2**255 + 2**11, 2**256 - 38, 2**256 - 39,
             2**256 - 1, 2**32 - 1, 2**224, 2**256 - 2**224]
    values = edges + [rnd.getrandbits(256) for _ in range(40)] + [rnd.getrandbits(rnd.choice([8, 64, 200, 255])) for _ in range(20)]
    cyc = {}
    for a in values:
        for b in values[::3] + [a]:
            got, cyc['add'] = run_helper(ADD, a, b)
            assert got == ref_add(a, b), ('add', a, b)
            got, cyc['sub'] = run_helper(SUB, a, b)
            assert got == ref_sub(a, b), ('sub', a, b)
        got, cyc['a24'] = run_helper(A24, a)
        assert got == ref_a24(a), ('a24', a)
    n = 0
    for i in range(60):
        st = [rnd.choice(values) if rnd.random() < 0.3 else rnd.getrandbits(256) for _ in range(4)]
        x1 = rnd.choice(values) if rnd.random() < 0.3 else rnd.getrandbits(255)
        swap = i % 2
        got, cyc['step'] = run_step(st, x1, M32 if swap else 0)
        assert got == ref_step(st, x1, swap), ('step', st, x1, swap)
        n += 1
    # RFC 7748 section 5.2, first vector, every step on the simulator
    out, ladder = x25519_sim(bytes.fromhex("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4"),
                             bytes.fromhex("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c"))
    assert out.hex() == "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552", out.hex()
    print(f"ok ladder: {len(values)} values through add/sub/a24, {n} steps, RFC 7748 vector; add {cyc['add']}, "
          f"sub {cyc['sub']}, a24 {cyc['a24']} cycles (incl. return, excl. call), step {cyc['step']} cycles "
          f"(255 steps: {ladder})", file=sys.stderr)


HEADER = """\
@ GF(2^255 - 19) multiplication and squaring, packed radix-2^32 form (eight limbs), and the X25519 ladder step,
@ for Armv6-M (Cortex-M0/M0+: Thumb-1, MULS gives the low 32 bits of a product only).
@ GENERATED by emcrypt/src/arch/fe25519_armv6m_gen.py: do not edit; regenerate with
@ `python3 emcrypt/src/arch/fe25519_armv6m_gen.py --write` (which first checks the instruction lists on its
@ simulator against the portable reduction on 3,064 operand pairs, and the ladder step against the portable
@ step on 60 states and the RFC 7748 vector).
@
@ void emcrypt_fe25519_mul_armv6m(uint32_t out[8], const uint32_t a[8], const uint32_t b[8]);
@ void emcrypt_fe25519_square_armv6m(uint32_t out[8], const uint32_t a[8]);
@ out = a b (a^2) mod p below 2^255 + 2^11: the limbs of FieldElement32::mul_portable (square_portable).
@ AAPCS: saves r4-r7 and lr; uses 196 (132) bytes of stack below the 20 it pushes; out written last.
@
@ void emcrypt_x25519_step_armv6m(uint32_t state[4][8], const uint32_t x1[8], uint32_t mask);
@ One X25519 ladder step on state = (x2, z2, x3, z3): (x2, z2) <-> (x3, z3) under the mask (all ones: swap),
@ then the portable step's operations in its order (the same limbs), through the helpers
@ emcrypt_fe25519_{add,sub,a24}_armv6m (out r0, inputs r1, r2; they clobber r0-r7 and save nothing: for the
@ step only) and the mul and square above. AAPCS; 232 bytes of frame below the 20 it pushes.
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
    all_funcs()
    test()
    test_ladder()
    import os
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'fe25519_armv6m.s')
    text = HEADER + "".join(emit_fn(name, prog) for name, prog in all_funcs().items())
    if '--check' in sys.argv:
        with open(path) as f:
            if f.read() != text:
                sys.exit(f"{path} differs from the generator's output: run {sys.argv[0]} --write")
        print("fe25519_armv6m.s matches its generator", file=sys.stderr)
    elif '--write' in sys.argv:
        with open(path, 'w') as f:
            f.write(text)
        print("wrote", path, file=sys.stderr)

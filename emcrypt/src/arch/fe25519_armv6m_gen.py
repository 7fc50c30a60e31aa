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
                assert a[0] < 8 and 0 <= a[1] < 1024 and a[1] % 4 == 0
                R[a[0]] = R[13] + a[1]; self.cycles += 1
            elif op == 'movsp':  # mov rd, sp
                R[a[0]] = R[13]; self.cycles += 1
            elif op == 'ldrsp':
                assert a[0] < 8 and 0 <= a[1] < 1024 and a[1] % 4 == 0
                R[a[0]] = self.ld(R[13] + a[1]); self.cycles += 2
            elif op == 'strsp':
                assert a[0] < 8 and 0 <= a[1] < 1024 and a[1] % 4 == 0
                self.st(R[13] + a[1], R[a[0]]); self.cycles += 2
            elif op == 'ldr':  # ldr rt, [rn, #off]
                assert max(a[0], a[1]) < 8 and 0 <= a[2] < 128 and a[2] % 4 == 0
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
            elif op == 'asrs':
                d, m, sh = a
                assert 1 <= sh <= 31 and max(d, m) < 8
                v = R[m] - (1 << 32) if R[m] >> 31 else R[m]
                self.C = (v >> (sh - 1)) & 1
                R[d] = (v >> sh) & M32; self.cycles += 1
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
                assert max(a[0], a[1]) < 8 and 0 <= a[2] < 128 and a[2] % 4 == 0
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
        elif op == 'asrs': s = f"asrs {r(a[0])}, {r(a[1])}, #{a[2]}"
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


# ---------------------------------------------------------------- Karatsuba kernels
# Subtractive Karatsuba on three levels: 256 = 2 x 128 bits, 128 = 2 x 64, and a register-resident 64 x 64 ->
# 128-bit base (three 32 x 32 -> 64 products, each four 16 x 16 MULS). At every level, with x = x0 + 2^n x1,
# y likewise, L = x0 y0, H = x1 y1, P = |x0 - x1| |y1 - y0| and s the sign of (x0 - x1)(y1 - y0):
#   x y = L + 2^n (L + H + (-1)^s P) + 2^2n H,
# computed (the refined form) as L0 + 2^n R with u = L1 + H0 (carry c), V = H1 + c (no overflow: H1 < 2^n - 1),
#   R = (u + L0) + 2^n (u + V) + 2^2n V + (-1)^s P   (mod 2^3n; R < 2^3n)
# and (-1)^s P = (P ^ S) + (S & 1) sign-extended, S = 0 or all ones (the sign as a mask: no branch). Squares:
# P = (x0 - x1)^2, always subtracted.


def mul32(p, X, Y, T, U, V):
    """(V, X) = X Y (64 bits); Y, T, U clobbered."""
    p.e('uxth', T, X)
    p.e('lsrs', X, X, 16)
    p.e('uxth', U, Y)
    p.e('lsrs', Y, Y, 16)
    p.e('mov', V, T)
    p.e('muls', V, U)    # xl yl
    p.e('muls', U, X)    # xh yl
    p.e('muls', T, Y)    # xl yh
    p.e('muls', X, Y)    # xh yh
    for m in (U, T):
        p.e('lsls', Y, m, 16)
        p.e('lsrs', m, m, 16)
        p.e('adds', V, V, Y)
        p.e('adcs', X, m)


def sqr32(p, X, T, U, Y):
    """(U, X) = X^2 (64 bits); T, Y clobbered."""
    p.e('uxth', T, X)
    p.e('lsrs', X, X, 16)
    p.e('mov', U, T)
    p.e('muls', U, T)    # xl^2
    p.e('muls', T, X)    # xl xh
    p.e('muls', X, X)    # xh^2
    p.e('lsls', Y, T, 17)
    p.e('lsrs', T, T, 15)
    p.e('adds', U, U, Y)
    p.e('adcs', X, T)


def abs1(p, d, x, y, mask, comment=None):
    """d = |x - y| (one word), mask = all ones if x < y (else 0)."""
    p.e('subs', d, x, y, comment=comment)
    p.e('sbcs', mask, mask)
    p.e('eors', d, mask)
    p.e('subs', d, d, mask)


def ld(p, regs, loc, k0=0):
    """regs = words k0.. of loc: ('sp', off) or ('ptr', slot, off) (the pointer at sp + slot)."""
    if loc[0] == 'sp':
        for k, x in enumerate(regs):
            p.e('ldrsp', x, loc[1] + 4 * (k0 + k))
    else:
        base = regs[-1]
        p.e('ldrsp', base, loc[1])
        for k, x in enumerate(regs):
            if x != base:
                p.e('ldr', x, base, loc[2] + 4 * (k0 + k))
        p.e('ldr', base, base, loc[2] + 4 * (k0 + len(regs) - 1))


def at(loc, k):
    """loc advanced by k words."""
    return ('sp', loc[1] + 4 * k) if loc[0] == 'sp' else ('ptr', loc[1], loc[2] + 4 * k)


def base64(p, aloc, bloc, out, sq):
    """sp + out: the 4 words of the 128-bit product of the 2-word operands at aloc and bloc (sq: aloc squared),
    in r0-r7 (mul: also r8-r10)."""
    if sq:
        ld(p, (0, 1), aloc)
        abs1(p, 3, 0, 1, 4, comment="64 x 64 square: r3 = |a0 - a1|")
        sqr32(p, 0, 4, 5, 6)          # (r5, r0) = a0^2
        sqr32(p, 1, 4, 2, 6)          # (r2, r1) = a1^2
        sqr32(p, 3, 4, 6, 7)          # (r6, r3) = (a0 - a1)^2
        p.e('movi', 7, 0)
        l0 = 5
    else:
        ld(p, (0, 1), aloc)
        ld(p, (2, 3), bloc)
        abs1(p, 4, 0, 1, 6, comment="64 x 64: r8 = |a0 - a1|, r9 = |b1 - b0|, r7 = the sign mask of (a0 - a1)(b1 - b0)")
        abs1(p, 5, 3, 2, 7)
        p.e('eors', 7, 6)
        p.e('mov', 8, 4)
        p.e('mov', 9, 5)
        mul32(p, 0, 2, 4, 5, 6)       # (r6, r0) = a0 b0
        mul32(p, 1, 3, 4, 5, 2)       # (r2, r1) = a1 b1
        p.e('movi', 3, 0)
        l0 = 6
    # R = (u + l0) + 2^32 (u + V) + 2^64 V, u = l1 + h0, V = h1 + c: words (r2, r0, r1)
    p.e('adds', 0, 0, 2, comment="R = (u + L0) + 2^32 (u + V) + 2^64 V: (r2, r0, r1)")
    Z = 7 if sq else 3
    p.e('adcs', 1, Z)
    p.e('adds', 2, 0, l0)
    p.e('adcs', 0, 1)
    p.e('adcs', 1, Z)
    p.e('strsp', l0, out)
    if sq:
        p.e('subs', 2, 2, 6, comment="R -= P")
        p.e('sbcs', 0, 3)
        p.e('sbcs', 1, 7)
    else:
        p.e('mov', 10, 7, comment="P = |a0 - a1| |b1 - b0|, R += (-1)^s P")
        p.e('mov', 4, 8)
        p.e('mov', 5, 9)
        mul32(p, 4, 5, 3, 6, 7)       # (r7, r4) = P
        p.e('mov', 3, 10)
        p.e('eors', 7, 3)
        p.e('eors', 4, 3)
        p.e('asrs', 5, 3, 1)
        p.e('adcs', 2, 7)
        p.e('adcs', 0, 4)
        p.e('adcs', 1, 3)
    p.e('strsp', 2, out + 4)
    p.e('strsp', 0, out + 8)
    p.e('strsp', 1, out + 12)


def absdiff(p, x, y, n, out, mask):
    """sp + out = |x - y| (n words, n = 2 or 4), the mask (all ones: x < y) left in r<mask>; r0-r5 and mask
    clobbered."""
    regs = tuple(range(n))
    base = None  # (register, the address it holds as (slot, offset)) after loading x
    if x[0] == 'sp':
        ld(p, regs, x)
    else:
        p.e('ldrsp', 5, x[1])
        if x[2]:
            p.e('addsi', 5, 5, x[2])
        p.e('ldm', 5, regs)
        base = (x[1], x[2] + 4 * n)
    if y[0] == 'sp':
        for k in range(n):
            p.e('ldrsp', 4, y[1] + 4 * k)
            if k == 0:
                p.e('subs', 0, 0, 4)
            else:
                p.e('sbcs', k, 4)
    else:
        if base is not None and base[0] == y[1] and y[2] >= base[1]:
            off = y[2] - base[1]
        else:
            p.e('ldrsp', 5, y[1])
            off = y[2]
        for k in range(n):
            p.e('ldr', 4, 5, off + 4 * k)
            if k == 0:
                p.e('subs', 0, 0, 4)
            else:
                p.e('sbcs', k, 4)
    p.e('sbcs', mask, mask)
    for k in range(n):
        p.e('eors', k, mask)
    for k in range(n):
        if k == 0:
            p.e('subs', 0, 0, mask)
        else:
            p.e('sbcs', k, mask)
    if n == 4:
        p.e('addrsp', 5, out)
        p.e('stm', 5, regs)
    else:
        for k in range(n):
            p.e('strsp', k, out + 4 * k)


def kara128(p, aloc, bloc, out, scr, sq):
    """sp + out: the 8 words of the product of the 4-word operands (scr: 8 words of scratch; mul: the sign in
    r11)."""
    base64(p, aloc, bloc, out, sq)
    base64(p, at(aloc, 2), at(bloc, 2), out + 16, sq)
    absdiff(p, aloc, at(aloc, 2), 2, scr, 6)
    if not sq:
        absdiff(p, at(bloc, 2), bloc, 2, scr + 8, 7)
        p.e('eors', 7, 6)
        p.e('mov', 11, 7)
    base64(p, ('sp', scr), ('sp', scr + (0 if sq else 8)), scr + 16, sq)
    # R = (u + L0) + 2^64 (u + V) + 2^128 V in (r4, r5), (r0, r1), (r2, r3)
    p.e('movi', 6, 0, comment="128 x 128: R = (u + L0) + 2^64 (u + V) + 2^128 V, then (-1)^s P")
    p.e('addrsp', 7, out + 8)
    p.e('ldm', 7, (0, 1, 2, 3))
    p.e('adds', 0, 0, 2)
    p.e('adcs', 1, 3)
    p.e('ldm', 7, (2, 3))
    p.e('adcs', 2, 6)
    p.e('adcs', 3, 6)
    p.e('ldrsp', 4, out)
    p.e('ldrsp', 5, out + 4)
    p.e('adds', 4, 4, 0)
    p.e('adcs', 5, 1)
    p.e('adcs', 0, 2)
    p.e('adcs', 1, 3)
    p.e('adcs', 2, 6)
    p.e('adcs', 3, 6)
    if sq:
        for k, x in enumerate((4, 5, 0, 1)):
            p.e('ldrsp', 7, scr + 16 + 4 * k)
            if k == 0:
                p.e('subs', x, x, 7)
            else:
                p.e('sbcs', x, 7)
        p.e('sbcs', 2, 6)
        p.e('sbcs', 3, 6)
    else:
        p.e('mov', 6, 11)
        p.e('asrs', 7, 6, 1)
        for k, x in enumerate((4, 5, 0, 1)):
            p.e('ldrsp', 7, scr + 16 + 4 * k)
            p.e('eors', 7, 6)
            p.e('adcs', x, 7)
        p.e('adcs', 2, 6)
        p.e('adcs', 3, 6)
    p.e('addrsp', 7, out + 8)
    p.e('stm', 7, (4, 5))
    p.e('stm', 7, (0, 1, 2, 3))


def kara256(p, aloc, bloc, T, M, D, scr, S, sq):
    """sp + T: the 16 words of the product of the 8-word operands; M (8 words), D (8), scr (8) scratch, S a
    word for the sign."""
    kara128(p, aloc, bloc, T, scr, sq)
    kara128(p, at(aloc, 4), at(bloc, 4), T + 32, scr, sq)
    absdiff(p, aloc, at(aloc, 4), 4, D, 6)
    if not sq:
        absdiff(p, at(bloc, 4), bloc, 4, D + 16, 7)
        p.e('eors', 7, 6)
        p.e('strsp', 7, S)
    kara128(p, ('sp', D), ('sp', D + (0 if sq else 16)), M, scr, sq)
    # Three blocks of four words, t[4..8], t[8..12], t[12..16], each R_j then + (-1)^s P_j; the four carry
    # chains (u, R, P, and c) pass between the blocks as 0/1 registers (ADCS x, x after the chain; LSRS x, x, #1
    # back into C): c (of u) in r12, c0 / the R carry in r6, the P carry in r7; u in r8-r11, the sign in r5.
    def add_p(j):
        """r0-r3 += (-1)^s P_j (squares: -= P_j), the carry in and out of r7."""
        for k in range(4):
            p.e('ldrsp', 4, M + 16 * j + 4 * k)
            if sq:
                if j == 0 and k == 0:
                    p.e('subs', 0, 0, 4)
                else:
                    p.e('sbcs', k, 4)
            else:
                p.e('eors', 4, 5)
                p.e('adcs', k, 4)

    def store(j):
        p.e('addrsp', 4, T + 16 + 16 * j)
        p.e('stm', 4, (0, 1, 2, 3))

    p.e('movi', 5, 0, comment="256 x 256: u = L1 + H0 (r8-r11, carry c to r12), R0 = u + L0 (carry r6)")
    p.e('movi', 6, 0)
    p.e('addrsp', 7, T + 16)
    p.e('ldm', 7, (0, 1, 2, 3))
    for k in range(4):
        p.e('ldr', 4, 7, 4 * k)
        if k == 0:
            p.e('adds', 0, 0, 4)
        else:
            p.e('adcs', k, 4)
    p.e('adcs', 5, 5)
    p.e('mov', 12, 5)
    for k in range(4):
        p.e('mov', 8 + k, k)
    for k in range(4):
        p.e('ldrsp', 4, T + 4 * k)
        if k == 0:
            p.e('adds', 0, 0, 4)
        else:
            p.e('adcs', k, 4)
    p.e('adcs', 6, 6)
    if sq:
        p.e('movi', 5, 0, comment="t[4..8] = R0 - P0")
    else:
        p.e('ldrsp', 5, S, comment="t[4..8] = R0 + (-1)^s P0: (P0 ^ S) + (S & 1)")
        p.e('asrs', 7, 5, 1)
    p.e('movi', 7, 0)
    add_p(0)
    p.e('adcs', 7, 7)
    store(0)
    # V = H1 + c, R1 = u + V + c0 (carry to r6), then +- P1
    for k in range(4):
        p.e('ldrsp', k, T + 48 + 4 * k, comment="t[8..12] = u + V + c0 +- P1, V = H1 + c" if k == 0 else None)
    p.e('mov', 4, 12)
    p.e('adds', 0, 0, 4)
    p.e('movi', 4, 0)
    for k in range(1, 4):
        p.e('adcs', k, 4)
    p.e('lsrs', 6, 6, 1)
    for k in range(4):
        p.e('mov', 4, 8 + k)
        p.e('adcs', k, 4)
    p.e('adcs', 6, 6)
    p.e('lsrs', 7, 7, 1)
    add_p(1)
    p.e('adcs', 7, 7)
    store(1)
    # R2 = H1 + c + the R1 carry, then the sign extension of +- P
    for k in range(4):
        p.e('ldrsp', k, T + 48 + 4 * k, comment="t[12..16] = H1 + c + carry, +- the sign extension" if k == 0 else None)
    p.e('lsrs', 6, 6, 1)
    p.e('mov', 4, 12)
    p.e('adcs', 0, 4)
    p.e('movi', 4, 0)
    for k in range(1, 4):
        p.e('adcs', k, 4)
    p.e('lsrs', 7, 7, 1)
    for k in range(4):
        p.e('sbcs' if sq else 'adcs', k, 5)
    store(2)


# The bodies' frames: t (16 words) at 0, P (8) at 64, the differences (8; square 4) at 96, scratch (8) after
# them, then the pointers out, a (and b) and the sign word.
def kara_frame(sq):
    D = 96
    scr = D + (16 if sq else 32)
    out = scr + 32
    return dict(T=0, M=64, D=D, scr=scr, out=out, a=out + 4, b=out + 8, S=out + 12, frame=out + (8 if sq else 16))


def gen_kara_body(sq):
    f = kara_frame(sq)
    p = Prog()
    p.e('subsp', f['frame'])
    p.e('strsp', 0, f['out'])
    p.e('strsp', 1, f['a'])
    if not sq:
        p.e('strsp', 2, f['b'])
    a = ('ptr', f['a'], 0)
    b = a if sq else ('ptr', f['b'], 0)
    kara256(p, a, b, f['T'], f['M'], f['D'], f['scr'], f['S'], sq)
    reduce(p, f['T'], f['out'])
    p.e('addsp', f['frame'])
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
    save_high(p)
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
    restore_high(p)
    p.e('pop', (4, 5, 6, 7, 15))
    return p

MUL_BODY, SQUARE_BODY = 'emcrypt_fe25519_mul_armv6m_body', 'emcrypt_fe25519_square_armv6m_body'


def save_high(p):
    """push r8-r11 (through r4-r7, already saved)."""
    for k in range(4):
        p.e('mov', 4 + k, 8 + k)
    p.e('push', (4, 5, 6, 7))


def restore_high(p):
    p.e('pop', (4, 5, 6, 7))
    for k in range(4):
        p.e('mov', 8 + k, 4 + k)


def gen_wrapper(body, high):
    """The AAPCS entry point: the body (which saves nothing, and clobbers r0-r7, and r8-r11 if `high`) between
    the saves."""
    p = Prog()
    p.e('push', (4, 5, 6, 7, 14))
    if high:
        save_high(p)
    p.e('bl', body)
    if high:
        restore_high(p)
    p.e('pop', (4, 5, 6, 7, 15))
    return p


def gen_mul():
    return gen_wrapper(MUL_BODY, True)


def gen_square():
    return gen_wrapper(SQUARE_BODY, True)


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
    for x in range(4, 12): s.R[x] = 0x1111 * x
    s.run(prog)
    assert s.R[13] == SP
    for x in range(4, 12): assert s.R[x] == 0x1111 * x
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
    # whole values at the edges of the field and of the Karatsuba halves
    values = [0, 1, 2, 19, 38, P - 1, P, P + 1, 2**255 - 1, 2**255, 2**256 - 38, 2**256 - 39, 2**256 - 1,
              2**64 - 1, 2**128 - 1, 2**128, 2**192 - 1, 2**256 - 2**128, 2**256 - 2**64, (2**128 - 1) * (2**128 + 1)]
    for x in values:
        for y in values:
            cases.append((words(x), words(y)))

    def halves(n):
        # n words whose halves (at every Karatsuba level) are equal, above or below each other, or random
        if n == 1:
            return [rnd.choice([rnd.getrandbits(32), rnd.getrandbits(32)] + edges)]
        lo = halves(n // 2)
        mode = rnd.randrange(4)
        if mode == 0:
            hi = list(lo)
        elif mode == 1:  # hi = lo + 1 or lo - 1 (as n / 2 words)
            v = (val(lo) + rnd.choice([1, -1])) % 2**(16 * n)
            hi = words(v, n // 2)
        else:
            hi = halves(n // 2)
        return lo + hi
    for _ in range(1000):
        cases.append((halves(8), halves(8)))
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
        FUNCS.update({MUL: gen_mul(), SQUARE: gen_square(), MUL_BODY: gen_kara_body(False),
                      SQUARE_BODY: gen_kara_body(True), ADD: gen_add(), SUB: gen_sub(), A24: gen_a24(),
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
    for x in range(4, 12): s.R[x] = 0x1111 * x
    s.run(FUNCS[STEP])
    assert s.R[13] == SP
    for x in range(4, 12): assert s.R[x] == 0x1111 * x
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
@ simulator against the portable reduction on 4,464 operand pairs, and the ladder step against the portable
@ step on 60 states and the RFC 7748 vector).
@
@ void emcrypt_fe25519_mul_armv6m(uint32_t out[8], const uint32_t a[8], const uint32_t b[8]);
@ void emcrypt_fe25519_square_armv6m(uint32_t out[8], const uint32_t a[8]);
@ out = a b (a^2) mod p below 2^255 + 2^11: the limbs of FieldElement32::mul_portable (square_portable).
@ Three-level subtractive Karatsuba (256 = 2 x 128 = 4 x 64 bits; the 64 x 64-bit products in registers, three
@ 32 x 32-bit products of four MULS each; squares: three squares at every level), then lo + 38 hi.
@ AAPCS: saves r4-r11 and lr; uses 176 (152) bytes of stack below the 36 it pushes; out written last.
@
@ void emcrypt_x25519_step_armv6m(uint32_t state[4][8], const uint32_t x1[8], uint32_t mask);
@ One X25519 ladder step on state = (x2, z2, x3, z3): (x2, z2) <-> (x3, z3) under the mask (all ones: swap),
@ then the portable step's operations in its order (the same limbs), through the helpers
@ emcrypt_fe25519_{add,sub,a24}_armv6m (out r0, inputs r1, r2; they clobber r0-r7 and save nothing: for the
@ step only) and the bodies of the mul and square above. AAPCS (saves r4-r11 and lr); 232 bytes of frame
@ below the 36 it pushes.
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

@ ML-DSA (q = 8,380,417) NTT, inverse NTT and pointwise Montgomery products for Armv7-M / Armv8-M
@ Mainline (Cortex-M3/M4/M33). Hand-written; the Rust of pqc/ml_dsa/ntt.rs is the reference (same
@ butterflies, same reductions, so the same outputs bit for bit).
@
@ The transforms merge their eight layers 3 + 3 + 2 (inverse 2 + 3 + 3): a three-layer pass keeps eight
@ coefficients in registers for twelve butterflies, so the loads and stores of one layer in three are
@ saved against two-layer passes. That takes every register but one for the zeta (r0 pointer, r2/r3
@ constants, r4-r11 coefficients, r12/lr products), so each block's seven zetas are first copied to the
@ stack and read from [sp] one at a time; with EMCRYPT_FPU (set by the Rust wrapper on hard-float targets,
@ M4 and M33) they are loaded into s0-s6 by one VLDM instead and read with VMOV (one cycle, where a load
@ not after a load costs two). The inverse transform's last layer takes the scaling by F in its zeta
@ (see `inv3_step`). M4 model cycles per call (ML-DSA-44 verify's profile): forward 9,654 -> 8,955,
@ inverse 10,497 -> 9,945; then with the FPU zetas and the folded scaling (ML-DSA-44 signing's profile,
@ total time of the transforms): forward -3.0 %, inverse -8.4 % (about 8.7 k / 9.1 k per call).
@
@ Registers in every routine: -q = 0xFF801FFF in r2 (transforms) or r8 (pointwise), q^-1 mod 2^32 =
@ 0x03802001 in r3;
@ r11, r12 the two temporaries of a Montgomery product (r12, lr in the three-layer passes).
@
@ Montgomery product x = z*x*2^-32 (|result| < q): three multiplies, as the reference's montgomery_reduce:
@   smull lo, x, x, z        @ x:lo = z*x (64 bits)
@   mul   t, lo, q^-1        @ t = lo*q^-1 mod 2^32
@   smlal lo, x, t, -q       @ x:lo += t*(-q): lo becomes 0, x the result
	.syntax unified
	.thumb
	.if EMCRYPT_FPU
	.fpu fpv4-sp-d16
	.endif

	.macro mont x, z
	smull r11, \x, \x, \z
	mul r12, r11, r3
	smlal r11, \x, r12, r2
	.endm

@ Cooley-Tukey butterfly: (a, b) <- (a + z*b, a - z*b); a - t = (a + t) - 2t needs no third register.
	.macro ct a, b, z
	mont \b, \z
	add \a, \a, \b
	sub \b, \a, \b, lsl #1
	.endm

@ Gentleman-Sande butterfly: (a, b) <- (a + b, z*(a - b)); a + b = 2a - (a - b).
	.macro gs a, b, z
	sub \b, \a, \b
	rsb \a, \b, \a, lsl #1
	mont \b, \z
	.endm

@ Cooley-Tukey butterfly of the three-layer passes: as `ct`, but the product's high word goes to lr and
@ b itself is the Montgomery temporary (b is dead once multiplied), so the zeta register survives for the
@ next butterfly of its layer and r11 stays free for a coefficient. Same three multiplies, same result.
	.macro ct3 a, b
	smull r12, lr, \b, r1
	mul \b, r12, r3
	smlal r12, lr, \b, r2
	sub \b, \a, lr
	add \a, \a, lr
	.endm

@ r1 = the current block's zeta number k (0-6): from the stack copy, or with EMCRYPT_FPU (hard-float
@ targets) from s<k>, where `zetas7` put it (vmov: one cycle, a load not after a load two).
	.macro zeta k
	.if EMCRYPT_FPU
	vmov r1, s\k
	.else
	ldr r1, [sp, #(4 * \k)]
	.endif
	.endm

@ Loads the octuple at r0 + k*s (bytes), k < 8, into r4-r11 (back to back, so all but the first pipeline).
	.macro ld8 s
	ldr r4, [r0]
	ldr r5, [r0, #(\s)]
	ldr r6, [r0, #(\s * 2)]
	ldr r7, [r0, #(\s * 3)]
	ldr r8, [r0, #(\s * 4)]
	ldr r9, [r0, #(\s * 5)]
	ldr r10, [r0, #(\s * 6)]
	ldr r11, [r0, #(\s * 7)]
	.endm

@ One step of a three-layer forward pass: the eight coefficients c0..c7 at r0 + k*s (bytes) in r4-r11,
@ butterflies (c0,c4) (c1,c5) (c2,c6) (c3,c7) with z1, (c0,c2) (c1,c3) with z2, (c4,c6) (c5,c7) with z3,
@ then (c0,c1) (c2,c3) (c4,c5) (c6,c7) with z4..z7. r0, r1 (zeta), r2, r3, r12, lr are all the
@ other registers there are, so the block's seven zetas are read from [sp] one at a time, and the loop
@ bound from [sp, #28]. Each zeta load is placed just before two stores of finished outputs so that the
@ first store pipelines behind it. Loops back to 1: until r0 reaches the bound.
	.macro fwd3_step s
1:
	ld8 \s
	zeta 0
	ct3 r4, r8
	ct3 r5, r9
	ct3 r6, r10
	ct3 r7, r11
	zeta 1
	ct3 r4, r6
	ct3 r5, r7
	zeta 2
	ct3 r8, r10
	ct3 r9, r11
	zeta 3
	ct3 r4, r5
	zeta 4
	str r4, [r0]
	str r5, [r0, #(\s)]
	ct3 r6, r7
	zeta 5
	str r6, [r0, #(\s * 2)]
	str r7, [r0, #(\s * 3)]
	ct3 r8, r9
	zeta 6
	str r8, [r0, #(\s * 4)]
	str r9, [r0, #(\s * 5)]
	ct3 r10, r11
	ldr r12, [sp, #28]
	str r10, [r0, #(\s * 6)]
	str r11, [r0, #(\s * 7)]
	add r0, r0, #4
	cmp r0, r12
	bne 1b
	.endm

@ Copies the next block's seven zetas from the schedule (pointer at [sp, #32]) to [sp] and sets the
@ loop bound [sp, #28] to r0 + `bytes`, leaving it in r12.
	.macro zetas7 bytes
	ldr r1, [sp, #32]
	.if EMCRYPT_FPU
	vldm r1!, {s0-s6}
	.else
	ldm r1!, {r4-r10}
	.endif
	str r1, [sp, #32]
	.if !EMCRYPT_FPU
	stm sp, {r4-r10}
	.endif
	add r12, r0, #(\bytes)
	str r12, [sp, #28]
	.endm

@ Gentleman-Sande butterfly of the three-layer passes: a - b goes to lr, the product's high word
@ straight to b, so the zeta register survives as in `ct3`. Same three multiplies, same result as `gs`.
	.macro gs3 a, b
	sub lr, \a, \b
	add \a, \a, \b
	smull r12, \b, lr, r1
	mul lr, r12, r3
	smlal r12, \b, lr, r2
	.endm

@ One step of a three-layer inverse pass, the mirror of `fwd3_step` (same registers, frame and loop):
@ (c0,c1) (c2,c3) (c4,c5) (c6,c7) with z1..z4, (c0,c2) (c1,c3) with z5, (c4,c6) (c5,c7) with z6, then
@ (c0,c4) (c1,c5) (c2,c6) (c3,c7) with z7. With `scale` the outputs are multiplied by F = 2^64/256
@ mod q = 41,978 before they are stored: c0-c3 by a Montgomery product each, c4-c7 already in the last
@ layer, whose z7 in the schedule has F folded in (ntt.rs `LAST_ZETA_SCALED`).
	.macro inv3_step s, scale
1:
	ld8 \s
	zeta 0
	gs3 r4, r5
	zeta 1
	gs3 r6, r7
	zeta 2
	gs3 r8, r9
	zeta 3
	gs3 r10, r11
	zeta 4
	gs3 r4, r6
	gs3 r5, r7
	zeta 5
	gs3 r8, r10
	gs3 r9, r11
	zeta 6
	gs3 r4, r8
	gs3 r5, r9
	gs3 r6, r10
	gs3 r7, r11
	.if \scale
	movw r1, #41978
	.irp x, r4, r5, r6, r7
	smull r12, \x, \x, r1
	mul lr, r12, r3
	smlal r12, \x, lr, r2
	.endr
	.endif
	ldr r12, [sp, #28]
	str r4, [r0]
	str r5, [r0, #(\s)]
	str r6, [r0, #(\s * 2)]
	str r7, [r0, #(\s * 3)]
	str r8, [r0, #(\s * 4)]
	str r9, [r0, #(\s * 5)]
	str r10, [r0, #(\s * 6)]
	str r11, [r0, #(\s * 7)]
	add r0, r0, #4
	cmp r0, r12
	bne 1b
	.endm

@ void emcrypt_mldsa_ntt_armv7m(int32_t p[256], const int32_t zetas[255]);
@ Layers merged 3 + 3 + 2: pass A runs the layers of half-distance 128, 64, 32 (one block, 32 steps of
@ stride 32 coefficients), pass B those of 16, 8, 4 (8 blocks of 32 coefficients, 4 steps of stride 4),
@ pass C those of 2 and 1 (64 blocks of four consecutive coefficients). zetas: seven per block for
@ passes A and B, three per block for pass C, in visiting order.
@ Frame: [sp, #0..24] the current block's zetas, [sp, #28] loop bound, [sp, #32] schedule pointer,
@ [sp, #36] p, [sp, #40] p + 1024.
	.section .text.emcrypt_mldsa_ntt_armv7m,"ax",%progbits
	.global emcrypt_mldsa_ntt_armv7m
	.type emcrypt_mldsa_ntt_armv7m,%function
	.p2align 2
	.thumb_func
emcrypt_mldsa_ntt_armv7m:
	push {r4-r11, lr}
	sub sp, sp, #44
	str r1, [sp, #32]
	str r0, [sp, #36]
	add r2, r0, #1024
	str r2, [sp, #40]
	movw r2, #0x1FFF
	movt r2, #0xFF80
	movw r3, #0x2001
	movt r3, #0x0380
@ Pass A: one block, so its zetas are copied once.
	zetas7 128
	fwd3_step 128
@ Pass B: r0 = p + 128 after pass A, and each block's steps end 16 bytes on from where they start.
	ldr r0, [sp, #36]
2:
	zetas7 16
	fwd3_step 16
	add r0, r0, #112
	ldr r12, [sp, #40]
	cmp r0, r12
	bne 2b
@ Pass C (len 2, 1): each block is four consecutive coefficients with its own three zetas; lr (free with
@ the two-layer butterflies) holds the end. Two blocks per iteration halve the loop's compare and branch.
	ldr r0, [sp, #36]
	ldr r1, [sp, #32]
	ldr lr, [sp, #40]
1:
	.rept 2
	ldm r1!, {r8-r10}
	ldm r0, {r4-r7}
	ct r4, r6, r8
	ct r5, r7, r8
	ct r4, r5, r9
	ct r6, r7, r10
	stm r0!, {r4-r7}
	.endr
	cmp r0, lr
	bne 1b
	add sp, sp, #44
	pop {r4-r11, pc}
	.size emcrypt_mldsa_ntt_armv7m, .-emcrypt_mldsa_ntt_armv7m

@ void emcrypt_mldsa_invntt_armv7m(int32_t p[256], const int32_t zetas[255]);
@ Layers merged 2 + 3 + 3, the mirror of the forward transform: pass C (half-distances 1, 2; 64 blocks of
@ four consecutive coefficients, three zetas each), pass B (4, 8, 16; 8 blocks of 32 coefficients, 4 steps
@ of stride 4), pass A (32, 64, 128; one block, 32 steps of stride 32), which multiplies its outputs by
@ F = 2^64/256 mod q = 41,978 as it stores them. zetas (already negated) in visiting order, seven per
@ block in passes B and A. Frame as in the forward transform.
	.section .text.emcrypt_mldsa_invntt_armv7m,"ax",%progbits
	.global emcrypt_mldsa_invntt_armv7m
	.type emcrypt_mldsa_invntt_armv7m,%function
	.p2align 2
	.thumb_func
emcrypt_mldsa_invntt_armv7m:
	push {r4-r11, lr}
	sub sp, sp, #44
	str r0, [sp, #36]
	add r2, r0, #1024
	str r2, [sp, #40]
	mov lr, r2
	movw r2, #0x1FFF
	movt r2, #0xFF80
	movw r3, #0x2001
	movt r3, #0x0380
@ Pass C: lr (free with the two-layer butterflies) holds the end; two blocks per iteration as forward.
1:
	.rept 2
	ldm r1!, {r8-r10}
	ldm r0, {r4-r7}
	gs r4, r5, r8
	gs r6, r7, r9
	gs r4, r6, r10
	gs r5, r7, r10
	stm r0!, {r4-r7}
	.endr
	cmp r0, lr
	bne 1b
	str r1, [sp, #32]
@ Pass B: each block's steps end 16 bytes on from where they start.
	ldr r0, [sp, #36]
2:
	zetas7 16
	inv3_step 16, 0
	add r0, r0, #112
	ldr r12, [sp, #40]
	cmp r0, r12
	bne 2b
@ Pass A: one block, so its zetas are copied once.
	ldr r0, [sp, #36]
	zetas7 128
	inv3_step 128, 1
	add sp, sp, #44
	pop {r4-r11, pc}
	.size emcrypt_mldsa_invntt_armv7m, .-emcrypt_mldsa_invntt_armv7m

@ void emcrypt_mldsa_pointwise_armv7m(int32_t out[256], const int32_t a[256], const int32_t b[256]);
@ out[n] = a[n]*b[n]*2^-32 mod q; `out` may be `a` or `b` (each pair is read before it is written).
	.section .text.emcrypt_mldsa_pointwise_armv7m,"ax",%progbits
	.global emcrypt_mldsa_pointwise_armv7m
	.type emcrypt_mldsa_pointwise_armv7m,%function
	.p2align 2
	.thumb_func
emcrypt_mldsa_pointwise_armv7m:
	push {r4-r11, lr}
	add lr, r0, #1024
	movw r8, #0x1FFF
	movt r8, #0xFF80
	movw r3, #0x2001
	movt r3, #0x0380
1:
	ldm r1!, {r4, r5}
	ldm r2!, {r6, r7}
	smull r11, r4, r4, r6
	mul r12, r11, r3
	smlal r11, r4, r12, r8
	smull r11, r5, r5, r7
	mul r12, r11, r3
	smlal r11, r5, r12, r8
	stm r0!, {r4, r5}
	cmp r0, lr
	bne 1b
	pop {r4-r11, pc}
	.size emcrypt_mldsa_pointwise_armv7m, .-emcrypt_mldsa_pointwise_armv7m

@ void emcrypt_mldsa_pointwise_acc_armv7m(int32_t acc[256], const int32_t a[256], const int32_t b[256]);
@ acc[n] += a[n]*b[n]*2^-32 mod q (not reduced).
	.section .text.emcrypt_mldsa_pointwise_acc_armv7m,"ax",%progbits
	.global emcrypt_mldsa_pointwise_acc_armv7m
	.type emcrypt_mldsa_pointwise_acc_armv7m,%function
	.p2align 2
	.thumb_func
emcrypt_mldsa_pointwise_acc_armv7m:
	push {r4-r11, lr}
	add lr, r0, #1024
	movw r8, #0x1FFF
	movt r8, #0xFF80
	movw r3, #0x2001
	movt r3, #0x0380
1:
	ldm r1!, {r4, r5}
	ldm r2!, {r6, r7}
	smull r11, r4, r4, r6
	mul r12, r11, r3
	smlal r11, r4, r12, r8
	smull r11, r5, r5, r7
	mul r12, r11, r3
	smlal r11, r5, r12, r8
	ldm r0, {r9, r10}
	add r9, r9, r4
	add r10, r10, r5
	stm r0!, {r9, r10}
	cmp r0, lr
	bne 1b
	pop {r4-r11, pc}
	.size emcrypt_mldsa_pointwise_acc_armv7m, .-emcrypt_mldsa_pointwise_acc_armv7m

@ One row of verification's w'_approx before the inverse NTT, in one pass and one reduction per coefficient:
@ out[n] = (c[n]*out[n] + sum_j A_j[n]*z_j[n]) * 2^-32 mod q, |out[n]| < q. The L entries A_j and the L
@ polynomials z_j are consecutive 1 KiB arrays (j*1024 bytes apart); out holds NTT(t1) on entry and c is
@ -NTT(c). The L + 1 products (operands below 9q, the forward NTT's bound) are summed in 64 bits, below
@ (9L + 81)q^2 < 2^53, and reduced once (|result| < q/2 + 2^-32 * 144q^2 < 0.8q): the
@ streamed alternative, a Montgomery product and a load and store of the sum per term, cost about twice as
@ many cycles. Public data only (verification).
@ r0 out, r1 A_0, r2 z_0, r3 c, r4 A_4 / r5 z_4 (L > 4: beyond LDR's 4 KiB offset reach), r8 -q, r9 q^-1,
@ r10:r11 the sum, r6 r7 the operands. The highest j come first so that each pointer's last access steps it.
@ With C = 0 (signing's row of A*y, no c*t1 term) the routine takes no c and writes out without reading it:
@ out[n] = (sum_j A_j[n]*y_j[n]) * 2^-32 mod q, the first product by SMULL (`row_dot`).
	.macro row_sum L, C
	push {r4-r11, lr}
	add lr, r0, #1024
	add r4, r1, #4096
	add r5, r2, #4096
	movw r8, #0x1FFF
	movt r8, #0xFF80
	movw r9, #0x2001
	movt r9, #0x0380
1:
	.if \C
	ldr r6, [r3], #4
	ldr r7, [r0]
	smull r10, r11, r6, r7
	.endif
	.set first, !\C
	.set j, \L - 1
	.rept \L - 1
	.if j > 4
	ldr r6, [r4, #((j - 4) * 1024)]
	ldr r7, [r5, #((j - 4) * 1024)]
	.elseif j == 4
	ldr r6, [r4], #4
	ldr r7, [r5], #4
	.else
	ldr r6, [r1, #(j * 1024)]
	ldr r7, [r2, #(j * 1024)]
	.endif
	.if first
	smull r10, r11, r6, r7
	.set first, 0
	.else
	smlal r10, r11, r6, r7
	.endif
	.set j, j - 1
	.endr
	ldr r6, [r1], #4
	ldr r7, [r2], #4
	smlal r10, r11, r6, r7
	mul r6, r10, r9
	smlal r10, r11, r6, r8
	str r11, [r0], #4
	cmp r0, lr
	bne 1b
	pop {r4-r11, pc}
	.endm

@ void emcrypt_mldsa_row_sum{4,5,7}_armv7m(int32_t out[256], const int32_t a[L][256], const int32_t z[L][256],
@                                         const int32_t c[256]);  (L = 4, 5, 7: ML-DSA-44, -65, -87)
@ void emcrypt_mldsa_row_dot{4,5,7}_armv7m(int32_t out[256], const int32_t a[L][256], const int32_t y[L][256]);
	.macro row_entry name, L, C
	.section .text.\name,"ax",%progbits
	.global \name
	.type \name,%function
	.p2align 2
	.thumb_func
\name:
	row_sum \L, \C
	.size \name, .-\name
	.endm

	.irp L, 4, 5, 7
	row_entry emcrypt_mldsa_row_sum\L\()_armv7m, \L, 1
	row_entry emcrypt_mldsa_row_dot\L\()_armv7m, \L, 0
	.endr

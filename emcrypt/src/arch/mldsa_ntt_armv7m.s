@ ML-DSA (q = 8,380,417) NTT, inverse NTT and pointwise Montgomery products for Armv7-M / Armv8-M
@ Mainline (Cortex-M3/M4/M33). Hand-written; the Rust of pqc/ml_dsa/ntt.rs is the reference (same
@ butterflies, same reductions, so the same outputs bit for bit).
@
@ Registers in every routine: -q = 0xFF801FFF in r2 (transforms) or r8 (pointwise), q^-1 mod 2^32 =
@ 0x03802001 in r3;
@ r11, r12 the two temporaries of a Montgomery product.
@
@ Montgomery product x = z*x*2^-32 (|result| < q): three multiplies, as the reference's montgomery_reduce:
@   smull lo, x, x, z        @ x:lo = z*x (64 bits)
@   mul   t, lo, q^-1        @ t = lo*q^-1 mod 2^32
@   smlal lo, x, t, -q       @ x:lo += t*(-q): lo becomes 0, x the result
	.syntax unified
	.thumb

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

@ Forward pass of half-distance `len` and `len/2` (two layers): blocks of 2*len coefficients, in each
@ the quadruples at (i, i + len/2, i + len, i + 3len/2) for i < len/2; three zetas per block from r1.
@ [sp] holds the polynomial's start, [sp, #4] its end.
	.macro fwd_pass len
	ldr r0, [sp]
1:
	ldm r1!, {r8-r10}
	add lr, r0, #(\len * 2)
2:
	ldr r4, [r0]
	ldr r5, [r0, #(\len * 2)]
	ldr r6, [r0, #(\len * 4)]
	ldr r7, [r0, #(\len * 6)]
	ct r4, r6, r8
	ct r5, r7, r8
	ct r4, r5, r9
	ct r6, r7, r10
	str r5, [r0, #(\len * 2)]
	str r6, [r0, #(\len * 4)]
	str r7, [r0, #(\len * 6)]
	str r4, [r0], #4
	cmp r0, lr
	bne 2b
	add r0, r0, #(\len * 6)
	ldr r12, [sp, #4]
	cmp r0, r12
	bne 1b
	.endm

@ Inverse pass of half-distance `len` and `2len`: blocks of 4*len coefficients, quadruples at
@ (i, i + len, i + 2len, i + 3len) for i < len.
	.macro inv_pass len
	ldr r0, [sp]
1:
	ldm r1!, {r8-r10}
	add lr, r0, #(\len * 4)
2:
	ldr r4, [r0]
	ldr r5, [r0, #(\len * 4)]
	ldr r6, [r0, #(\len * 8)]
	ldr r7, [r0, #(\len * 12)]
	gs r4, r5, r8
	gs r6, r7, r9
	gs r4, r6, r10
	gs r5, r7, r10
	str r5, [r0, #(\len * 4)]
	str r6, [r0, #(\len * 8)]
	str r7, [r0, #(\len * 12)]
	str r4, [r0], #4
	cmp r0, lr
	bne 2b
	add r0, r0, #(\len * 12)
	ldr r12, [sp, #4]
	cmp r0, r12
	bne 1b
	.endm

@ void emcrypt_mldsa_ntt_armv7m(int32_t p[256], const int32_t zetas[255]);
@ zetas: three per block, in the order the passes (len 128, 32, 8, 2) visit the blocks.
	.section .text.emcrypt_mldsa_ntt_armv7m,"ax",%progbits
	.global emcrypt_mldsa_ntt_armv7m
	.type emcrypt_mldsa_ntt_armv7m,%function
	.p2align 2
	.thumb_func
emcrypt_mldsa_ntt_armv7m:
	push {r4-r11, lr}
	sub sp, sp, #12
	add r2, r0, #1024
	str r0, [sp]
	str r2, [sp, #4]
	movw r2, #0x1FFF
	movt r2, #0xFF80
	movw r3, #0x2001
	movt r3, #0x0380
	fwd_pass 128
	fwd_pass 32
	fwd_pass 8
@ Last pass (len 2): each block is four consecutive coefficients with its own zetas.
	ldr r0, [sp]
1:
	ldm r1!, {r8-r10}
	ldm r0, {r4-r7}
	ct r4, r6, r8
	ct r5, r7, r8
	ct r4, r5, r9
	ct r6, r7, r10
	stm r0!, {r4-r7}
	ldr r12, [sp, #4]
	cmp r0, r12
	bne 1b
	add sp, sp, #12
	pop {r4-r11, pc}
	.size emcrypt_mldsa_ntt_armv7m, .-emcrypt_mldsa_ntt_armv7m

@ void emcrypt_mldsa_invntt_armv7m(int32_t p[256], const int32_t zetas[255]);
@ zetas: three per block (already negated), in the order the passes (len 1, 4, 16, 64) visit the blocks.
@ The last pass multiplies its outputs by F = 2^64/256 mod q = 41,978 as it stores them.
	.section .text.emcrypt_mldsa_invntt_armv7m,"ax",%progbits
	.global emcrypt_mldsa_invntt_armv7m
	.type emcrypt_mldsa_invntt_armv7m,%function
	.p2align 2
	.thumb_func
emcrypt_mldsa_invntt_armv7m:
	push {r4-r11, lr}
	sub sp, sp, #12
	add r2, r0, #1024
	str r0, [sp]
	str r2, [sp, #4]
	movw r2, #0x1FFF
	movt r2, #0xFF80
	movw r3, #0x2001
	movt r3, #0x0380
@ First pass (len 1): each block is four consecutive coefficients with its own zetas.
1:
	ldm r1!, {r8-r10}
	ldm r0, {r4-r7}
	gs r4, r5, r8
	gs r6, r7, r9
	gs r4, r6, r10
	gs r5, r7, r10
	stm r0!, {r4-r7}
	ldr r12, [sp, #4]
	cmp r0, r12
	bne 1b
	inv_pass 4
	inv_pass 16
@ Last pass (len 64): one block; r1 (the zeta pointer) is free after loading its zetas, and holds F.
	ldr r0, [sp]
	ldm r1!, {r8-r10}
	movw r1, #41978
	add lr, r0, #256
1:
	ldr r4, [r0]
	ldr r5, [r0, #256]
	ldr r6, [r0, #512]
	ldr r7, [r0, #768]
	gs r4, r5, r8
	gs r6, r7, r9
	gs r4, r6, r10
	gs r5, r7, r10
	mont r4, r1
	mont r5, r1
	mont r6, r1
	mont r7, r1
	str r5, [r0, #256]
	str r6, [r0, #512]
	str r7, [r0, #768]
	str r4, [r0], #4
	cmp r0, lr
	bne 1b
	add sp, sp, #12
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
	.macro row_sum L
	push {r4-r11, lr}
	add lr, r0, #1024
	add r4, r1, #4096
	add r5, r2, #4096
	movw r8, #0x1FFF
	movt r8, #0xFF80
	movw r9, #0x2001
	movt r9, #0x0380
1:
	ldr r6, [r3], #4
	ldr r7, [r0]
	smull r10, r11, r6, r7
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
	smlal r10, r11, r6, r7
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
	.irp L, 4, 5, 7
	.section .text.emcrypt_mldsa_row_sum\L\()_armv7m,"ax",%progbits
	.global emcrypt_mldsa_row_sum\L\()_armv7m
	.type emcrypt_mldsa_row_sum\L\()_armv7m,%function
	.p2align 2
	.thumb_func
emcrypt_mldsa_row_sum\L\()_armv7m:
	row_sum \L
	.size emcrypt_mldsa_row_sum\L\()_armv7m, .-emcrypt_mldsa_row_sum\L\()_armv7m
	.endr

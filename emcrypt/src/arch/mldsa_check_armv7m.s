@ ML-DSA signing's norm checks on a pair of rows (r0 and z), for Armv7-M / Armv8-M Mainline
@ (Cortex-M3/M4/M33). Hand-written; `sign::pair_fails` in pqc/ml_dsa/sign.rs with `low_bits_minus` (r0)
@ or the z addition is the reference (same words written back, same verdict).
@
@ uint32_t emcrypt_mldsa_r0_check_pair{8,9}_armv7m(const int32_t prod[256], int32_t w[2][256],
@                                                   uint32_t c1, uint32_t w13);
@ uint32_t emcrypt_mldsa_z_check_pair{8,9}_armv7m(const int32_t prod[256], int32_t z[2][256],
@                                                  uint32_t c, uint32_t w);
@ For each n: x = reduce32(prod[n]) = lo + 2^shift * hi (lo, hi sign-extended fields: the pair's two
@ products c*s), and
@ - r0: w[0][n] -= lo, w[1][n] -= hi, and each new word's low field u = word & (2^19 - 1) (r0 + gamma2)
@   is checked: |r0| < gamma2 - beta exactly when u is in [c1, c1 + W] with c1 = beta + 1 and
@   W = 2 gamma2 - 2 beta - 2, that is when (word - c1) mod 2^19 <= W, one unsigned comparison of the
@   field moved to the top of a word: w13 = W << 13 against (word - c1) << 13 (its low bits shifted out);
@ - z: z[0][n] += lo, z[1][n] += hi, and |z| < gamma1 - beta exactly when z + c, unsigned, is at most
@   w = 2c, with c = gamma1 - beta - 1.
@ The carry of each comparison (set when in range) is added up: returns how many of the 512 words are in
@ range (512 when the pair passes). Constant time: no branch but the loop's, fixed addresses; the
@ comparisons go to the carry flag and an ADC.
@
@ Registers: r0 prod, r1 row 0 (advances), r2 q, r3 c1 or c, r4 w13 or w, r5 count, r6 end of row 0,
@ r7-r10 temporaries.
	.syntax unified
	.thumb

	.macro pair_check name, shift, z
	.section .text.\name,"ax",%progbits
	.global \name
	.type \name,%function
	.p2align 2
	.thumb_func
\name:
	push {r4-r10, lr}
	mov r4, r3
	mov r3, r2
	movw r2, #0xE001
	movt r2, #0x7F
	movs r5, #0
	add r6, r1, #1024
1:
	.rept 2
	ldr r7, [r0]
	ldr r8, [r1]
	ldr r9, [r1, #1024]
	add r10, r7, #0x400000
	asr r10, r10, #23
	mls r7, r10, r2, r7
	sbfx r10, r7, #0, #\shift
	sub r7, r7, r10
	.if \z
	add r8, r8, r10
	add r9, r9, r7, asr #\shift
	.else
	sub r8, r8, r10
	sub r9, r9, r7, asr #\shift
	.endif
	str r9, [r1, #1024]
	str r8, [r1], #4
	.irp word, r8, r9
	.if \z
	add r10, \word, r3
	cmp r4, r10
	.else
	sub r10, \word, r3
	cmp r4, r10, lsl #13
	.endif
	adc r5, r5, #0
	.endr
	add r0, r0, #4
	.endr
	cmp r1, r6
	bne 1b
	mov r0, r5
	pop {r4-r10, pc}
	.size \name, .-\name
	.endm

	pair_check emcrypt_mldsa_r0_check_pair8_armv7m, 8, 0
	pair_check emcrypt_mldsa_r0_check_pair9_armv7m, 9, 0
	pair_check emcrypt_mldsa_z_check_pair8_armv7m, 8, 1
	pair_check emcrypt_mldsa_z_check_pair9_armv7m, 9, 1

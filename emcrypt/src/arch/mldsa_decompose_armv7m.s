@ ML-DSA signing: Decompose (FIPS 204 Algorithm 36) and w1Encode (Algorithm 28) of one row of w, for
@ Armv7-M / Armv8-M Mainline (Cortex-M3/M4/M33). Hand-written; `rounding::decompose_row` in
@ pqc/ml_dsa/rounding.rs is the reference (same arithmetic, so the same words and bytes).
@
@ Each coefficient x (an inverse NTT output, |x| < q) becomes the word of `decompose_into_word`:
@ w1 above bit 19, w0 + gamma2 below, computed as
@   a    = x + (q if x < 0)                         (caddq)
@   b    = a + gamma2
@   a1   = (((b + 127) >> 7) * K + R) >> S          (HighBits before the wrap; gamma2 is a multiple
@                                                   of 128, so this is the reference's
@                                                   ((((a + 127) >> 7) * K + 2^(S-1)) >> S with R
@                                                   = 2^(S-1) - (gamma2 / 128) * K)
@   word = b + a1 * (2^19 - 2 gamma2)
@   word = word - (top * 2^19 + 1)  if a1 = top     (the wrap to w1 = 0, by a mask: no branch)
@ and the w1 = word >> 19 of each coefficient is packed into w1_bytes.
@
@   gamma2 = (q-1)/88: K = 11275, S = 24, R = 8, 2^19 - 2 gamma2 = 333,824, top = 44, w1 in 6 bits
@   gamma2 = (q-1)/32: K = 1025,  S = 22, R = 2, 2^19 - 2 gamma2 = 512,     top = 16, w1 in 4 bits
@
@ Registers: r0 w (advances), r1 w1_bytes (advances), r2 q, r3 K, r4 R, r5 2^19 - 2 gamma2,
@ r6 top * 2^19 + 1, r7 gamma2, r8-r11 four coefficients (LDM/STM), r12 temporary, lr w1 being packed;
@ [sp] the end of w. Eight coefficients per loop iteration. Constant time: no branch but the loop's,
@ every address fixed.
	.syntax unified
	.thumb

@ Decompose of coefficient register x in place, shift S and top - 1 as given.
	.macro decompose x, s, top1
	and r12, r2, \x, asr #31
	add \x, \x, r12
	add \x, \x, r7
	add r12, \x, #127
	lsr r12, r12, #7
	mla r12, r12, r3, r4
	lsr r12, r12, #\s
	mla \x, r12, r5, \x
	rsb r12, r12, #\top1
	and r12, r6, r12, asr #31
	sub \x, \x, r12
	.endm

@ lr |= (x >> 19) << shift (lr = x >> 19 for shift 0).
	.macro pack x, shift
	.if \shift == 0
	lsr lr, \x, #19
	.else
	lsr r12, \x, #19
	orr lr, lr, r12, lsl #\shift
	.endif
	.endm

@ Four coefficients from [r0]: decomposed, written back, r0 advanced.
	.macro quad s, top1
	ldm r0, {r8-r11}
	decompose r8, \s, \top1
	decompose r9, \s, \top1
	decompose r10, \s, \top1
	decompose r11, \s, \top1
	stm r0!, {r8-r11}
	.endm

@ Common entry: saves registers, loads the constants, puts the end of w at [sp].
	.macro prologue k, r, m, top, gamma2
	push {r4-r11, lr}
	sub sp, sp, #4
	add r12, r0, #1024
	str r12, [sp]
	movw r2, #0xE001
	movt r2, #0x7F
	movw r3, #\k
	mov r4, #\r
	movw r5, #:lower16:\m
	movt r5, #:upper16:\m
	movw r6, #:lower16:((\top << 19) + 1)
	movt r6, #:upper16:((\top << 19) + 1)
	movw r7, #:lower16:\gamma2
	movt r7, #:upper16:\gamma2
	.endm

	.macro epilogue
	add sp, sp, #4
	pop {r4-r11, pc}
	.endm

@ void emcrypt_mldsa_decompose_row88_armv7m(int32_t w[256], uint8_t w1_bytes[192]);
@ gamma2 = (q-1)/88 (ML-DSA-44): 6-bit w1, three bytes per four coefficients.
	.section .text.emcrypt_mldsa_decompose_row88_armv7m,"ax",%progbits
	.global emcrypt_mldsa_decompose_row88_armv7m
	.type emcrypt_mldsa_decompose_row88_armv7m,%function
	.p2align 2
	.thumb_func
emcrypt_mldsa_decompose_row88_armv7m:
	prologue 11275, 8, 333824, 44, 95232
1:
	.rept 2
	quad 24, 43
	pack r8, 0
	pack r9, 6
	pack r10, 12
	pack r11, 18
	strh lr, [r1]
	lsr lr, lr, #16
	strb lr, [r1, #2]
	add r1, r1, #3
	.endr
	ldr r12, [sp]
	cmp r0, r12
	bne 1b
	epilogue
	.size emcrypt_mldsa_decompose_row88_armv7m, .-emcrypt_mldsa_decompose_row88_armv7m

@ void emcrypt_mldsa_decompose_row32_armv7m(int32_t w[256], uint8_t w1_bytes[128]);
@ gamma2 = (q-1)/32 (ML-DSA-65 and -87): 4-bit w1, one word per eight coefficients.
	.section .text.emcrypt_mldsa_decompose_row32_armv7m,"ax",%progbits
	.global emcrypt_mldsa_decompose_row32_armv7m
	.type emcrypt_mldsa_decompose_row32_armv7m,%function
	.p2align 2
	.thumb_func
emcrypt_mldsa_decompose_row32_armv7m:
	prologue 1025, 2, 512, 16, 261888
1:
	quad 22, 15
	pack r8, 0
	pack r9, 4
	pack r10, 8
	pack r11, 12
	quad 22, 15
	lsr r12, r8, #19
	orr lr, lr, r12, lsl #16
	pack r9, 20
	pack r10, 24
	pack r11, 28
	str lr, [r1], #4
	ldr r12, [sp]
	cmp r0, r12
	bne 1b
	epilogue
	.size emcrypt_mldsa_decompose_row32_armv7m, .-emcrypt_mldsa_decompose_row32_armv7m

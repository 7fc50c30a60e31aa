@ GHASH (aead/ghash_ctmul32.rs) over whole groups of four blocks, for Armv7E-M and Armv8-M Mainline
@ (Cortex-M4, M33), where UMULL/UMLAL are single-cycle whatever their operands. Hand-written.
@
@ void emcrypt_ghash_ctmul32_armv7m(uint32_t y[4], const uint32_t key[36], const uint8_t *blocks,
@                                   uint32_t groups);
@ y: the state as the words of the reflected 128-bit value, least significant first; key: the nine
@ Karatsuba operands of H^1, H^2, H^3, H^4 (Ctmul32::powers); blocks: 64 * groups bytes, any alignment
@ (single-word loads); groups >= 1. For each group: Y = (Y ^ X1).H^4 ^ X2.H^3 ^ X3.H^2 ^ X4.H.
@
@ Once: the key's operands to the frame, ks[j][i] = key[3-j][i] (the power block j of a group is multiplied
@ by) at S + 176 + 36j + 4i, S being sp after the frame is made. Per group: the 36 Karatsuba operands of the
@ four blocks to the frame (xs[j][i] at S + 32 + 36j + 4i); then for each of the nine positions i, the four
@ 32x32 carry-less products xs[j][i] . ks[j][i] XORed together in r4:r5 (stored back over xs[0][i] and
@ xs[1][i]); then one Karatsuba recombination and one reduction. A 32x32 product: both operands masked to every fourth bit (x0..x3 in r6-r9, y0..y3 in
@ r10-r12, lr), 16 products, four output classes. Two products of one class whose bit distances differ
@ by 4 (a+b = k and k+4) are added with UMLAL instead of XORed: a column of their sum counts at most
@ 8 + 7 = 15 terms, which fits the four bits before the next column of the class (`umlal_pairs_fit` in
@ the host tests checks it on all-ones operands, the worst case). No branch or address depends on data.
@
@ Frame (from S): [S] [S+12] [S+24] loop-end markers, [S+4] blocks, [S+8] groups left, [S+16] y,
@ [S+32..176] xs, [S+176..320] ks; the position loop moves sp down to S - 36 (so 36 more bytes of stack).
@ xs and ks are zeroed before returning.

	.syntax unified
	.thumb

@ One product xs[j][i] . key[3-j][i] into r4:r5 (first: r4:r5 set, else XORed in).
@ xoff, yoff: byte offsets of the operands from the two position pointers.
.macro GH_BODY xoff, yoff, first
	ldr r9, [sp, #\xoff]
	ldr lr, [sp, #\yoff]
	bic r6, r9, #0xEEEEEEEE
	bic r7, r9, #0xDDDDDDDD
	bic r8, r9, #0xBBBBBBBB
	bic r9, r9, #0x77777777
	bic r10, lr, #0xEEEEEEEE
	bic r11, lr, #0xDDDDDDDD
	bic r12, lr, #0xBBBBBBBB
	bic lr, lr, #0x77777777
	@ class 0: x0.y0 + x1.y3 (UMLAL), ^ x2.y2 ^ x3.y1
	umull r2, r3, r6, r10
	umlal r2, r3, r7, lr
	umull r0, r1, r8, r12
	eors r2, r0
	eors r3, r1
	umull r0, r1, r9, r11
	eors r2, r0
	eors r3, r1
.if \first
	bic r4, r2, #0xEEEEEEEE
	bic r5, r3, #0xEEEEEEEE
.else
	bic r2, r2, #0xEEEEEEEE
	bic r3, r3, #0xEEEEEEEE
	eors r4, r2
	eors r5, r3
.endif
	@ class 1: (x0.y1 + x2.y3) ^ (x1.y0 + x3.y2)
	umull r2, r3, r6, r11
	umlal r2, r3, r8, lr
	umull r0, r1, r7, r10
	umlal r0, r1, r9, r12
	eors r2, r0
	eors r3, r1
	bic r2, r2, #0xDDDDDDDD
	bic r3, r3, #0xDDDDDDDD
	eors r4, r2
	eors r5, r3
	@ class 2: (x0.y2 + x3.y3) ^ x1.y1 ^ x2.y0
	umull r2, r3, r6, r12
	umlal r2, r3, r9, lr
	umull r0, r1, r7, r11
	eors r2, r0
	eors r3, r1
	umull r0, r1, r8, r10
	eors r2, r0
	eors r3, r1
	bic r2, r2, #0xBBBBBBBB
	bic r3, r3, #0xBBBBBBBB
	eors r4, r2
	eors r5, r3
	@ class 3: x0.y3 ^ x1.y2 ^ x2.y1 ^ x3.y0
	umull r2, r3, r6, lr
	umull r0, r1, r7, r12
	eors r2, r0
	eors r3, r1
	umull r0, r1, r8, r11
	eors r2, r0
	eors r3, r1
	umull r0, r1, r9, r10
	eors r2, r0
	eors r3, r1
	bic r2, r2, #0x77777777
	bic r3, r3, #0x77777777
	eors r4, r2
	eors r5, r3
.endm

@ Position i = 8 - 3t - u at iteration t (sp = S - 12t): the four products, the sum stored over xs[0][i],
@ xs[1][i].
.macro GH_POS u
	GH_BODY (64-4*\u), (208-4*\u), 1
	GH_BODY (100-4*\u), (244-4*\u), 0
	GH_BODY (136-4*\u), (280-4*\u), 0
	GH_BODY (172-4*\u), (316-4*\u), 0
	str r4, [sp, #(64-4*\u)]
	str r5, [sp, #(100-4*\u)]
.endm

@ Block j of the group: its four words (big-endian, w0 least significant), Y added to block 0, its nine
@ Karatsuba operands to xs[j].
.macro GH_OPERANDS j
	ldr r0, [r9, #(16*\j + 12)]
	ldr r1, [r9, #(16*\j + 8)]
	ldr r3, [r9, #(16*\j + 4)]
	ldr r4, [r9, #(16*\j)]
	rev r0, r0
	rev r1, r1
	rev r3, r3
	rev r4, r4
.if \j == 0
	ldr r10, [sp, #16]
	ldm r10, {r2, r5, r6, r7}
	eors r0, r2
	eors r1, r5
	eors r3, r6
	eors r4, r7
.endif
	eor r2, r0, r1
	eor r5, r3, r4
	eor r6, r0, r3
	eor r7, r1, r4
	eor r8, r6, r7
	add r10, sp, #(32 + 36*\j)
	stm r10, {r0-r8}
.endm

	.section .text.emcrypt_ghash_ctmul32_armv7m,"ax",%progbits
	.global emcrypt_ghash_ctmul32_armv7m
	.type emcrypt_ghash_ctmul32_armv7m,%function
	.p2align 2
	.thumb_func
emcrypt_ghash_ctmul32_armv7m:
	push {r4-r11, lr}
	sub sp, sp, #320
	str r2, [sp, #4]
	str r3, [sp, #8]
	str r0, [sp, #16]
	@ The loop-end markers read at sp + 36 after each step down of the position loop: 0, 0, then 1.
	movs r4, #0
	movs r5, #1
	str r4, [sp, #24]
	str r4, [sp, #12]
	str r5, [sp, #0]
	@ ks[j] = the operands of H^(4-j).
	mov r11, r1
	add r10, r11, #108
	ldm r10, {r0-r8}
	add r10, sp, #176
	stm r10, {r0-r8}
	add r10, r11, #72
	ldm r10, {r0-r8}
	add r10, sp, #212
	stm r10, {r0-r8}
	add r10, r11, #36
	ldm r10, {r0-r8}
	add r10, sp, #248
	stm r10, {r0-r8}
	ldm r11, {r0-r8}
	add r10, sp, #284
	stm r10, {r0-r8}
.Lgh_group:
	ldr r9, [sp, #4]
	GH_OPERANDS 0
	GH_OPERANDS 1
	GH_OPERANDS 2
	GH_OPERANDS 3
	adds r9, #64
	str r9, [sp, #4]
	@ Positions 8 down to 0, three a step, sp moving down 12 bytes a step so that every operand has a fixed
	@ offset from it (only down: what the loop reads stays above sp).
.Lgh_position:
	GH_POS 0
	GH_POS 1
	GH_POS 2
	sub sp, sp, #12
	ldr r0, [sp, #36]
	cmp r0, #0
	beq .Lgh_position
	add sp, sp, #36

	@ Recombination: p_i = L_i + H_i.2^32 (L at sp+32, H at sp+68). For each half g (positions 3g..3g+2):
	@ q_g = p0 ^ (p0 ^ p1 ^ p2) << 32 ^ p1 << 64; then mid = q0 ^ q1 ^ q2, product = q1:q0 ^ mid << 64.
	add r12, sp, #32
	ldm r12, {r0-r8}
	eors r2, r0
	eors r2, r1
	eors r5, r3
	eors r5, r4
	eor r8, r8, r6
	eor r8, r8, r7
	ldr r9, [sp, #68]
	ldr r10, [sp, #72]
	ldr r11, [sp, #76]
	eor r11, r11, r9
	eor r11, r11, r10
	eor r9, r9, r2
	eor r1, r1, r11
	@ q0 = r0, r9, r1, r10
	ldr r2, [sp, #80]
	ldr r11, [sp, #84]
	ldr r12, [sp, #88]
	eor r12, r12, r2
	eor r12, r12, r11
	eor r2, r2, r5
	eor r4, r4, r12
	@ q1 = r3, r2, r4, r11
	ldr r5, [sp, #92]
	ldr r12, [sp, #96]
	ldr lr, [sp, #100]
	eor lr, lr, r5
	eor lr, lr, r12
	eor r5, r5, r8
	eor r7, r7, lr
	@ q2 = r6, r5, r7, r12; mid = q0 ^ q1 ^ q2
	eor r6, r6, r0
	eor r6, r6, r3
	eor r5, r5, r9
	eor r5, r5, r2
	eor r7, r7, r1
	eor r7, r7, r4
	eor r12, r12, r10
	eor r12, r12, r11
	@ low = q0 ^ mid << 64, high = q1 ^ mid >> 64: Z0..Z7 = r0, r9, r1, r10, r3, r2, r4, r11
	eor r1, r1, r6
	eor r10, r10, r5
	eor r3, r3, r7
	eor r2, r2, r12
	@ Reduction (`reduce`): Z << 1; h = low half (r0, r9, r1, r10), its bits 0..6 folded into the top word;
	@ Y = high half ^ h ^ h >> 1 ^ h >> 2 ^ h >> 7.
	adds r0, r0, r0
	adcs r9, r9, r9
	adcs r1, r1, r1
	adcs r10, r10, r10
	adcs r3, r3, r3
	adcs r2, r2, r2
	adcs r4, r4, r4
	adcs r11, r11, r11
	eor r10, r10, r0, lsl #31
	eor r10, r10, r0, lsl #30
	eor r10, r10, r0, lsl #25
	eor r3, r3, r0
	eor r3, r3, r0, lsr #1
	eor r3, r3, r0, lsr #2
	eor r3, r3, r0, lsr #7
	eor r3, r3, r9, lsl #31
	eor r3, r3, r9, lsl #30
	eor r3, r3, r9, lsl #25
	eor r2, r2, r9
	eor r2, r2, r9, lsr #1
	eor r2, r2, r9, lsr #2
	eor r2, r2, r9, lsr #7
	eor r2, r2, r1, lsl #31
	eor r2, r2, r1, lsl #30
	eor r2, r2, r1, lsl #25
	eor r4, r4, r1
	eor r4, r4, r1, lsr #1
	eor r4, r4, r1, lsr #2
	eor r4, r4, r1, lsr #7
	eor r4, r4, r10, lsl #31
	eor r4, r4, r10, lsl #30
	eor r4, r4, r10, lsl #25
	eor r11, r11, r10
	eor r11, r11, r10, lsr #1
	eor r11, r11, r10, lsr #2
	eor r11, r11, r10, lsr #7
	ldr r12, [sp, #16]
	str r3, [r12, #0]
	str r2, [r12, #4]
	str r4, [r12, #8]
	str r11, [r12, #12]
	ldr r0, [sp, #8]
	subs r0, #1
	str r0, [sp, #8]
	bne .Lgh_group

	@ Zero xs and ks (operands and products of the last group, the key's operands).
	movs r0, #0
	movs r1, #0
	movs r2, #0
	movs r3, #0
	movs r4, #0
	movs r5, #0
	movs r6, #0
	movs r7, #0
	mov r8, #0
	add r9, sp, #32
	stm r9!, {r0-r8}
	stm r9!, {r0-r8}
	stm r9!, {r0-r8}
	stm r9!, {r0-r8}
	stm r9!, {r0-r8}
	stm r9!, {r0-r8}
	stm r9!, {r0-r8}
	stm r9!, {r0-r8}
	add sp, sp, #320
	pop {r4-r11, pc}
	.size emcrypt_ghash_ctmul32_armv7m, . - emcrypt_ghash_ctmul32_armv7m

@ ML-DSA RejNTTPoly (FIPS 204 Algorithm 30) on one SHAKE128 block, for Armv7-M / Armv8-M Mainline
@ (Cortex-M3/M4/M33): reads the block straight from the Keccak state at rest (bit-interleaved words that
@ still owe a rotation, see hash/sha3/keccak_unrolled.rs), undoes the rotation, then the interleaving with a
@ 512-byte table: `spread[b]` puts the 8 bits of b at the even positions of 16, so each 16 bits of a lane
@ are spread[even byte] | spread[odd byte] << 1 (one extract, one load and one OR per byte, where delta
@ swaps cost ~4 instructions per output byte). It cuts the eight 23-bit candidates of three lanes (24 bytes)
@ from those halfwords and stores each at the next free slot, stepping past it only when it is below q (no
@ branch per candidate; a rejected one is overwritten).
@ Public data only (the matrix A comes from rho): the table indices and the stores follow the data, as
@ FIPS 204 allows for the matrix.
@
@ uint64_t emcrypt_mldsa_rej_ntt_armv7m(const uint32_t state[44], const uint8_t rotr[44],
@                                       int32_t *out, uint32_t stop);
@ r0: the state's first 42 words (21 lanes), and two more that the last triple loads and leaves unused;
@ r1: the right rotation owed by each; r2: the next free
@ coefficient; r3: the last count at which eight more slots are free (free slots - 8).
@ Processes triples of lanes while the count stored stays <= stop (checked after each triple, so the
@ first triple always runs: the caller guarantees eight free slots) and the block lasts.
@ Returns the count stored (r0) and the bytes of state consumed, 24 per triple (r1).
@
@ Scheduling (M3/M4): a load or store right after a load costs one cycle instead of two, so the table
@ loads are issued in runs of four or eight and each candidate's store follows such a run.
@ Measured on the M4 model, ML-DSA-44 verify (512 triples in 80 calls): 70.4 k cycles, 94.5 k with delta swaps.
	.syntax unified
	.thumb

	.section .rodata.emcrypt_mldsa_rej_spread,"a",%progbits
	.p2align 2
emcrypt_mldsa_rej_spread:
	.set i, 0
	.rept 256
	.hword (i & 1) | (i & 2) << 1 | (i & 4) << 2 | (i & 8) << 3 | (i & 16) << 4 | (i & 32) << 5 | (i & 64) << 6 | (i & 128) << 7
	.set i, i + 1
	.endr
	.size emcrypt_mldsa_rej_spread, 512

	.section .text.emcrypt_mldsa_rej_ntt_armv7m,"ax",%progbits
	.global emcrypt_mldsa_rej_ntt_armv7m
	.type emcrypt_mldsa_rej_ntt_armv7m,%function
	.p2align 2
	.thumb_func

@ Stores candidate \v at out[count] and counts it if it is below q (lr = q - 1).
.macro keep v
	str \v, [r2, r3, lsl #2]
	cmp lr, \v
	adc r3, r3, #0
.endm
@ Replaces each table index with its spread (r12: the table).
.macro spread a, b, c, d
	ldrh \a, [r12, \a, lsl #1]
	ldrh \b, [r12, \b, lsl #1]
	ldrh \c, [r12, \c, lsl #1]
	ldrh \d, [r12, \d, lsl #1]
.endm

@ Halfwords h0..h11 of the 24 bytes: h(4l + k) = spread[byte k of lane l's even word]
@ | spread[byte k of its odd word] << 1. Candidates, two per three halfwords (a, b, c):
@ a | (b & 0x7f) << 16 and b >> 8 | (c & 0x7fff) << 8.
@ Lanes 1 and 2 (state words 2w, 2w + 1 into \e, \o, rotations undone): the pending candidates r6 and r8
@ stored between the loads, then the lane's low halfwords h = spread(even byte) | spread(odd byte) << 1
@ in r6 (bytes 0) and r10 (bytes 1); the upper bytes stay in \e, \o.
.macro lane_low_half e, o, w
	ldr \e, [r0, #(\w * 4)]
	ldr \o, [r0, #(\w * 4 + 4)]
	ldrb r9, [r1, #\w]
	ldrb r10, [r1, #(\w + 1)]
	keep r6
	ror \e, \e, r9
	ror \o, \o, r10
	uxtb r6, \e
	uxtb r9, \o
	uxtb r10, \e, ror #8
	uxtb r11, \o, ror #8
	spread r6, r9, r10, r11
	keep r8
	orr r6, r6, r9, lsl #1
	orr r10, r10, r11, lsl #1
.endm

@ Lanes 1 and 2's high halfwords (after `lane_low_half`): the pending candidate \k stored between the
@ lookups, then the halfword of bytes 2 in \h and of bytes 3 in \e (\o and r9 are free after).
.macro lane_high_half h, e, o, k
	uxtb \h, \e, ror #16
	uxtb r9, \o, ror #16
	lsr \e, \e, #24
	lsr \o, \o, #24
	spread \h, r9, \e, \o
	keep \k
	orr \h, \h, r9, lsl #1
	orr \e, \e, \o, lsl #1
.endm

emcrypt_mldsa_rej_ntt_armv7m:
	push {r4-r11, lr}
	sub sp, sp, #12
	@ The count runs from -(stop + 1) (r2 moved up to match), so it is negative while <= stop.
	adds r3, r3, #1
	str r3, [sp]
	add r2, r2, r3, lsl #2
	negs r3, r3
	add r12, r0, #168
	str r12, [sp, #4]
	str r0, [sp, #8]
	movw r12, #:lower16:emcrypt_mldsa_rej_spread
	movt r12, #:upper16:emcrypt_mldsa_rej_spread
	movw lr, #0xE000
	movt lr, #0x7F
	@ Each triple's first lane and its rotations are loaded by the one before (with the last one's loads).
	ldr r4, [r0]
	ldr r5, [r0, #4]
	ldrb r8, [r1]
	ldrb r9, [r1, #1]
	.p2align 2
1:
	@ Lane 0: even word r4, odd word r5, rotations undone; h0..h3.
	ror r4, r4, r8
	ror r5, r5, r9
	uxtb r6, r4
	uxtb r7, r5
	uxtb r8, r4, ror #8
	uxtb r9, r5, ror #8
	uxtb r10, r4, ror #16
	uxtb r11, r5, ror #16
	lsr r4, r4, #24
	lsr r5, r5, #24
	spread r6, r7, r8, r9
	spread r10, r11, r4, r5
	orr r6, r6, r7, lsl #1
	orr r8, r8, r9, lsl #1
	orr r10, r10, r11, lsl #1
	orr r4, r4, r5, lsl #1
	bfi r6, r8, #16, #7
	lsr r8, r8, #8
	bfi r8, r10, #8, #15
	@ c0 r6, c1 r8, h3 r4. Lane 1: r5, r7; h4, h5.
	lane_low_half r5, r7, 2
	bfi r4, r6, #16, #7
	lsr r6, r6, #8
	bfi r6, r10, #8, #15
	@ c2 r4, c3 r6; h6, h7, then c4 r8 and the low byte of c5 in r5.
	lane_high_half r8, r5, r7, r4
	bfi r8, r5, #16, #7
	lsr r5, r5, #8
	@ Lane 2: r4, r7; h8 completes c5, h9..h11 make c6 r10, c7 r6.
	lane_low_half r4, r7, 4
	bfi r5, r6, #8, #15
	lane_high_half r6, r4, r7, r5
	bfi r10, r6, #16, #7
	lsr r6, r6, #8
	bfi r6, r4, #8, #15
	add r0, r0, #24
	adds r1, r1, #6
	@ The next triple's first lane (words 42-43 and their rotations after the last triple: within the
	@ 50-word state and its 50 rotations, unused), then the end of the block.
	ldr r4, [r0]
	ldr r5, [r0, #4]
	ldrb r8, [r1]
	ldrb r9, [r1, #1]
	ldr r11, [sp, #4]
	keep r10
	str r6, [r2, r3, lsl #2]
	cmp lr, r6
	adcs r3, r3, #0
	@ Another triple while the count is negative (<= stop) and the block lasts.
	it mi
	cmpmi r0, r11
	bmi 1b
	ldr r12, [sp, #8]
	sub r1, r0, r12
	ldr r0, [sp]
	add r0, r0, r3
	add sp, sp, #12
	pop {r4-r11, pc}
	.size emcrypt_mldsa_rej_ntt_armv7m, .-emcrypt_mldsa_rej_ntt_armv7m

@ ML-DSA RejNTTPoly (FIPS 204 Algorithm 30) on one SHAKE128 block, for Armv7-M / Armv8-M Mainline
@ (Cortex-M3/M4/M33): reads the block straight from the Keccak state at rest (bit-interleaved words that
@ still owe a rotation, see hash/sha3/keccak_unrolled.rs), undoes the rotation and the interleaving three
@ lanes at a time, cuts the eight 23-bit candidates of those 24 bytes and stores each at the next free slot,
@ stepping past it only when it is below q (no branch per candidate; a rejected one is overwritten).
@ Public data only (the matrix A comes from rho): the stores follow the rejections.
@
@ uint64_t emcrypt_mldsa_rej_ntt_armv7m(const uint32_t state[42], const uint8_t rotr[42],
@                                       int32_t *out, uint32_t stop);
@ r0: the state's first 42 words (21 lanes); r1: the right rotation owed by each; r2: the next free
@ coefficient; r3: the last count at which eight more slots are free (free slots - 8).
@ Processes triples of lanes while the count stored stays <= stop (checked after each triple, so the
@ first triple always runs: the caller guarantees eight free slots) and the block lasts.
@ Returns the count stored (r0) and the bytes of state consumed, 24 per triple (r1).
	.syntax unified
	.thumb
	.section .text.emcrypt_mldsa_rej_ntt_armv7m,"ax",%progbits
	.global emcrypt_mldsa_rej_ntt_armv7m
	.type emcrypt_mldsa_rej_ntt_armv7m,%function
	.p2align 2
	.thumb_func

@ The 16-bit halves of the lane's even (\e) and odd (\o) words, spread back into the lane's low (\e) and
@ high (\o) little-endian words: pack, then the four delta swaps of `shuffle` (distance 8, 4, 2, 1).
.macro swap x, t, dist, mask
	eor \t, \x, \x, lsr #\dist
	and \t, \t, #\mask
	eor \x, \x, \t
	eor \x, \x, \t, lsl #\dist
.endm
.macro lane e, o, t
	lsr \t, \e, #16
	bfi \e, \o, #16, #16
	bfi \o, \t, #0, #16
	swap \e, \t, 8, 0x0000FF00
	swap \e, \t, 4, 0x00F000F0
	swap \e, \t, 2, 0x0C0C0C0C
	swap \e, \t, 1, 0x22222222
	swap \o, \t, 8, 0x0000FF00
	swap \o, \t, 4, 0x00F000F0
	swap \o, \t, 2, 0x0C0C0C0C
	swap \o, \t, 1, 0x22222222
.endm
@ Stores candidate \v at out[count] and counts it if it is below q (lr = q - 1).
.macro keep v
	str \v, [r2, r3, lsl #2]
	cmp lr, \v
	adc r3, r3, #0
.endm
@ The four candidates of the 12 bytes in \a, \b, \c (little-endian), in order.
.macro four a, b, c
	ubfx r10, \a, #0, #23
	keep r10
	lsr r10, \a, #24
	bfi r10, \b, #8, #15
	keep r10
	lsr r10, \b, #16
	bfi r10, \c, #16, #7
	keep r10
	ubfx r10, \c, #8, #23
	keep r10
.endm

emcrypt_mldsa_rej_ntt_armv7m:
	push {r4-r11, lr}
	sub sp, sp, #12
	str r3, [sp]
	add r12, r0, #168
	str r12, [sp, #4]
	str r0, [sp, #8]
	movw lr, #0xE000
	movt lr, #0x7F
	movs r3, #0
1:
	ldr r4, [r0]
	ldr r5, [r0, #4]
	ldr r6, [r0, #8]
	ldr r7, [r0, #12]
	ldr r8, [r0, #16]
	ldr r9, [r0, #20]
	ldrb r10, [r1]
	ldrb r11, [r1, #1]
	ldrb r12, [r1, #2]
	ror r4, r4, r10
	ror r5, r5, r11
	ror r6, r6, r12
	ldrb r10, [r1, #3]
	ldrb r11, [r1, #4]
	ldrb r12, [r1, #5]
	ror r7, r7, r10
	ror r8, r8, r11
	ror r9, r9, r12
	lane r4, r5, r10
	lane r6, r7, r10
	lane r8, r9, r10
	@ Candidates: bytes 0-2, 3-5, ..., 21-23 of the 24, top bit cleared: four from each 12 bytes.
	four r4, r5, r6
	four r7, r8, r9
	add r0, r0, #24
	adds r1, r1, #6
	ldr r10, [sp]
	ldr r11, [sp, #4]
	cmp r0, r11
	beq 2f
	cmp r3, r10
	bls 1b
2:
	ldr r12, [sp, #8]
	sub r1, r0, r12
	mov r0, r3
	add sp, sp, #12
	pop {r4-r11, pc}
	.size emcrypt_mldsa_rej_ntt_armv7m, .-emcrypt_mldsa_rej_ntt_armv7m

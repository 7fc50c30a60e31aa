@ Table-based AES encryption of one block for Armv7-M / Armv8-M Mainline (Cortex-M3/M4/M7/M33).
@ Written by hand; the Rust counterpart is `TableBased::encrypt_block` in cipher/aes/tables.rs.
@
@ void emcrypt_aes_table_encrypt_armv7m(uint8_t block[16], const uint32_t keys[][4], uint32_t mid_rounds,
@                                       const uint32_t te[256]);
@ block: encrypted in place (any alignment); keys: the FIPS 197 round keys as little-endian column words;
@ mid_rounds: the rounds with MixColumns (9, 11 or 13: odd, at least 3); te: the 1 KiB T-table, TE[x] =
@ (2s, s, s, 3s) with s = S(x), row 0 in the low byte.
@
@ NOT constant time: table indices are secret bytes (timing-safe only on a core without data cache).
@
@ Cost on the M4 model: a round is 4 key words by one LDM (5 cycles), then per output column 4 byte
@ extractions (UXTB with rotation, LSR), 4 table loads back to back (the first 2 cycles, the others 1:
@ each pipelines after the previous load) and 4 EORs whose barrel shifter does the row rotation for free:
@ 13 cycles, so 57 cycles a round.
@
@ Registers: state r4-r7 or r8-r11 (the rounds alternate between them), r0-r3 scratch (indices, then
@ table words), r12 the table, lr the next round key. The stack holds the block pointer and the address
@ of the last round key. The rounds with MixColumns run four per loop iteration (a loop test costs about
@ 6 cycles); AES-128's nine: one, then the loop twice.
	.syntax unified
	.thumb

@ One round with MixColumns: (d0..d3) = T-table round of (s0..s3) XOR the round key at lr, lr += 16.
@ Output column c, row r comes from input column c + r (ShiftRows), through TE rotated left by 8r bits.
	.macro AESTAB_ROUND s0, s1, s2, s3, d0, d1, d2, d3
	ldmia lr!, {\d0, \d1, \d2, \d3}
	AESTAB_TCOLUMN \s0, \s1, \s2, \s3, \d0
	AESTAB_TCOLUMN \s1, \s2, \s3, \s0, \d1
	AESTAB_TCOLUMN \s2, \s3, \s0, \s1, \d2
	AESTAB_TCOLUMN \s3, \s0, \s1, \s2, \d3
	.endm

@ One output column: d ^= T(a.row0) ^ T(b.row1) <op> n1 ^ T(c.row2) <op> n2 ^ T(e.row3) <op> n3, where T is
@ a load (`load`: LDR or LDRB) from r12 at index 4x. The four indices are extracted first so that the four
@ loads run back to back.
	.macro AESTAB_COLUMN load, op, n1, n2, n3, a, b, c, e, d
	uxtb r0, \a
	uxtb r1, \b, ror #8
	uxtb r2, \c, ror #16
	lsr r3, \e, #24
	\load r0, [r12, r0, lsl #2]
	\load r1, [r12, r1, lsl #2]
	\load r2, [r12, r2, lsl #2]
	\load r3, [r12, r3, lsl #2]
	eor \d, \d, r0
	eor \d, \d, r1, \op #\n1
	eor \d, \d, r2, \op #\n2
	eor \d, \d, r3, \op #\n3
	.endm

@ Column of a round with MixColumns: TE words, rotated left by 8r bits for row r (ROR by 32 - 8r).
	.macro AESTAB_TCOLUMN a, b, c, e, d
	AESTAB_COLUMN ldr, ror, 24, 16, 8, \a, \b, \c, \e, \d
	.endm

@ Column of the last round (SubBytes, ShiftRows, AddRoundKey): byte 1 of TE[x] is S(x), read with LDRB
@ from te + 1 (r12 must point there) and shifted to row r.
	.macro AESTAB_LCOLUMN a, b, c, e, d
	AESTAB_COLUMN ldrb, lsl, 8, 16, 24, \a, \b, \c, \e, \d
	.endm

@ The whole cipher on the state r4-r7 (the plaintext block as little-endian words): lr the first round
@ key, r12 the T-table, [sp, #4] the address of the last round key. Leaves the ciphertext in r4-r7, lr at
@ the last round key and r12 at te + 1; r0-r3 and r8-r11 are clobbered.
	.macro AESTAB_ENCRYPT
	@ AddRoundKey 0
	ldmia lr!, {r0-r3}
	eor r4, r4, r0
	eor r5, r5, r1
	eor r6, r6, r2
	eor r7, r7, r3
	@ Round 1; the rounds with MixColumns left (8, 10 or 12) run four per loop, entering the loop halfway
	@ when their count is 2 mod 4 (both halves go from r8-r11 back to r8-r11).
	AESTAB_ROUND r4, r5, r6, r7, r8, r9, r10, r11
	ldr r0, [sp, #4]
	sub r0, r0, lr
	tst r0, #32
	bne 2f
1:
	AESTAB_ROUND r8, r9, r10, r11, r4, r5, r6, r7
	AESTAB_ROUND r4, r5, r6, r7, r8, r9, r10, r11
2:
	AESTAB_ROUND r8, r9, r10, r11, r4, r5, r6, r7
	AESTAB_ROUND r4, r5, r6, r7, r8, r9, r10, r11
	ldr r0, [sp, #4]
	cmp lr, r0
	bne 1b
	@ Last round, from r8-r11 into r4-r7.
	add r12, r12, #1
	ldmia lr, {r4-r7}
	AESTAB_LCOLUMN r8, r9, r10, r11, r4
	AESTAB_LCOLUMN r9, r10, r11, r8, r5
	AESTAB_LCOLUMN r10, r11, r8, r9, r6
	AESTAB_LCOLUMN r11, r8, r9, r10, r7
	.endm

@ Stores r4-r7 at [r0] and leaves no state or key word in the scratch registers (r4-r11 get the caller's
@ values back from the epilogue's POP).
	.macro AESTAB_STORE_AND_CLEAR
	str r4, [r0, #0]
	str r5, [r0, #4]
	str r6, [r0, #8]
	str r7, [r0, #12]
	movs r1, #0
	movs r2, #0
	movs r3, #0
	mov r12, r1
	.endm

	.section .text.emcrypt_aes_table_encrypt_armv7m,"ax",%progbits
	.global emcrypt_aes_table_encrypt_armv7m
	.type emcrypt_aes_table_encrypt_armv7m,%function
	.p2align 2
	.thumb_func
emcrypt_aes_table_encrypt_armv7m:
	@ The loop stops when lr reaches the last round key: keys + 16 * (mid_rounds + 1). The stack gets
	@ the block pointer at [sp] and that address at [sp, #4].
	add r12, r2, #1
	add r12, r1, r12, lsl #4
	push {r4-r11, lr}
	push {r0, r12}
	mov lr, r1
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	ldr r6, [r0, #8]
	ldr r7, [r0, #12]
	mov r12, r3
	AESTAB_ENCRYPT
	ldr r0, [sp, #0]
	AESTAB_STORE_AND_CLEAR
	add sp, sp, #8
	pop {r4-r11, pc}
	.size emcrypt_aes_table_encrypt_armv7m, .-emcrypt_aes_table_encrypt_armv7m

@ void emcrypt_aes_table_cbc_encrypt_armv7m(const struct CbcArgs *args);
@ struct CbcArgs { const uint8_t *input; uint8_t *output; uint32_t blocks; const uint32_t *keys;
@                  const uint32_t *last_key; const uint32_t *te; uint8_t (*chain)[16]; }
@ CBC encryption of `blocks` whole blocks from input to output (the same buffer, or buffers that do not
@ overlap; any alignment): the chaining value stays in r4-r7 from one block to the next, so a block costs
@ the cipher plus about 25 cycles of loads, stores and loop (against a call, a frame and a Rust XOR and
@ copy per block). `chain` holds the IV on entry and the last ciphertext block on return.
@ Frame: [sp] output cursor, [sp, #4] last round key, [sp, #8] input cursor, [sp, #12] input end,
@ [sp, #16] first round key, [sp, #20] chain.
	.section .text.emcrypt_aes_table_cbc_encrypt_armv7m,"ax",%progbits
	.global emcrypt_aes_table_cbc_encrypt_armv7m
	.type emcrypt_aes_table_cbc_encrypt_armv7m,%function
	.p2align 2
	.thumb_func
emcrypt_aes_table_cbc_encrypt_armv7m:
	push {r4-r11, lr}
	sub sp, sp, #24
	ldm r0, {r0-r6}
	str r1, [sp, #0]
	str r4, [sp, #4]
	str r0, [sp, #8]
	add r2, r0, r2, lsl #4
	str r2, [sp, #12]
	str r3, [sp, #16]
	str r6, [sp, #20]
	mov r12, r5
	ldr r4, [r6, #0]
	ldr r5, [r6, #4]
	ldr r7, [r6, #12]
	ldr r6, [r6, #8]
	cmp r0, r2
	beq 4f
3:
	@ state = chaining value ^ next plaintext block
	ldr r0, [sp, #8]
	ldr r8, [r0, #0]
	ldr r9, [r0, #4]
	ldr r10, [r0, #8]
	ldr r11, [r0, #12]
	add r0, r0, #16
	str r0, [sp, #8]
	eor r4, r4, r8
	eor r5, r5, r9
	eor r6, r6, r10
	eor r7, r7, r11
	ldr lr, [sp, #16]
	AESTAB_ENCRYPT
	sub r12, r12, #1
	ldr r0, [sp, #0]
	str r4, [r0, #0]
	str r5, [r0, #4]
	str r6, [r0, #8]
	str r7, [r0, #12]
	add r0, r0, #16
	str r0, [sp, #0]
	ldr r0, [sp, #8]
	ldr r1, [sp, #12]
	cmp r0, r1
	bne 3b
4:
	ldr r0, [sp, #20]
	AESTAB_STORE_AND_CLEAR
	add sp, sp, #24
	pop {r4-r11, pc}
	.size emcrypt_aes_table_cbc_encrypt_armv7m, .-emcrypt_aes_table_cbc_encrypt_armv7m
	.purgem AESTAB_ENCRYPT
	.purgem AESTAB_STORE_AND_CLEAR
	.purgem AESTAB_ROUND
	.purgem AESTAB_TCOLUMN
	.purgem AESTAB_LCOLUMN
	.purgem AESTAB_COLUMN

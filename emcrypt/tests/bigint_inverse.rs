//! The variable-time and blinded modular inverses (`bigint::inverse_vartime`) against the constant-time
//! binary inverse (`bigint::inverse`, an independent algorithm with a fixed step count), on random odd
//! moduli from 1 to 96 limbs (RSA-3072), invertible or not; and the defining property `x·x^(-1) ≡ 1`.

use emcrypt::bigint::inverse::mod_inverse;
use emcrypt::bigint::inverse_vartime::{mod_inverse_blinded, mod_inverse_vartime};
use emcrypt::bigint::Montgomery;
use proptest::prelude::*;

/// An odd modulus of `k` limbs (top limb non-zero, not 1) and a value below it, from raw random limbs.
fn modulus_and_value(mut m: Vec<u32>, mut x: Vec<u32>, common: u32) -> (Vec<u32>, Vec<u32>) {
    let k = m.len();
    m[0] |= 1;
    if m[k - 1] == 0 {
        m[k - 1] = 1;
    }
    if k == 1 && m[0] == 1 {
        m[0] = 3;
    }
    x.truncate(k);
    // Keep x below m by clearing x's top limb bits at and above m's top bit.
    x[k - 1] &= (1u64 << (32 - m[k - 1].leading_zeros())).wrapping_sub(1) as u32 >> 1;
    if common > 0 && k == 1 {
        // One-limb moduli: m = f·g and x a multiple of f, so non-invertible values are tested too.
        let f = [3u32, 5, 7, 9][common as usize % 4];
        let g = (m[0] >> 8) | 1;
        m[0] = f * g;
        x[0] = f * (x[0] % g);
    }
    (m, x)
}

/// `x·y mod m` through Montgomery multiplication (`R² mod m` from the library).
fn mul_mod(m: &[u32], x: &[u32], y: &[u32]) -> Vec<u32> {
    let k = m.len();
    let ctx = Montgomery::new(m).unwrap();
    let (mut r2, mut tmp, mut p, mut out) = (vec![0; k], vec![0; k], vec![0; k], vec![0; k]);
    ctx.r_squared_vartime(&mut r2, &mut tmp);
    ctx.mul(&mut p, x, y);
    ctx.mul(&mut out, &p, &r2);
    out
}

fn check(m: &[u32], x: &[u32], blind: &[u32]) {
    let k = m.len();
    let ctx = Montgomery::new(m).unwrap();
    let mut ct = vec![0; k];
    let mut work = vec![0; 3 * k];
    let ok_ct = mod_inverse(m, &mut ct, x, &mut work).unwrap() == u32::MAX;

    let mut vt = vec![0; k];
    let mut work = vec![0xa5a5_a5a5; 3 * k + 2]; // not zero: the function must not rely on it
    let ok_vt = mod_inverse_vartime(&ctx, &mut vt, x, &mut work).unwrap();
    assert_eq!(ok_vt, ok_ct, "m={m:x?} x={x:x?}");
    assert!(work.iter().all(|w| *w == 0), "working buffer wiped");
    if ok_ct {
        assert_eq!(vt, ct, "m={m:x?} x={x:x?}");
        let mut one = vec![0; k];
        one[0] = 1;
        assert_eq!(mul_mod(m, x, &vt), one);
    }

    // The blinded inverse, with a blinding value invertible mod m (the constant-time inverse tells).
    let mut tmp = vec![0; k];
    let mut work = vec![0; 3 * k];
    if mod_inverse(m, &mut tmp, blind, &mut work).unwrap() == u32::MAX {
        let (mut r2, mut t) = (vec![0; k], vec![0; k]);
        ctx.r_squared_vartime(&mut r2, &mut t);
        let mut bl = vec![0; k];
        let mut work = vec![0x5a5a_5a5a; 4 * k + 2];
        let ok_bl = mod_inverse_blinded(&ctx, &r2, &mut bl, x, blind, &mut work).unwrap();
        assert_eq!(ok_bl, ok_ct);
        if ok_ct {
            assert_eq!(bl, ct);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn small_moduli(m in prop::collection::vec(any::<u32>(), 1..=6), x in prop::collection::vec(any::<u32>(), 6),
                    b in prop::collection::vec(any::<u32>(), 6), common in 0u32..4) {
        let (m, x) = modulus_and_value(m, x, common);
        let (_, b) = modulus_and_value(m.clone(), b, 0);
        check(&m, &x, &b);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn rsa_sized_moduli(k in prop::sample::select(vec![32usize, 48, 64, 96]), seed in prop::collection::vec(any::<u32>(), 96 * 3)) {
        let m = seed[..k].to_vec();
        let (m, x) = modulus_and_value(m, seed[96..96 + k].to_vec(), 0);
        let (_, b) = modulus_and_value(m.clone(), seed[192..192 + k].to_vec(), 0);
        check(&m, &x, &b);
    }
}

#[test]
fn zero_and_one() {
    let m = [0xffff_fffbu32, 0xffff_ffff, 0x1234_5677];
    let ctx = Montgomery::new(&m).unwrap();
    let mut out = [0u32; 3];
    let mut work = [0u32; 11];
    assert!(!mod_inverse_vartime(&ctx, &mut out, &[0, 0, 0], &mut work).unwrap());
    assert!(mod_inverse_vartime(&ctx, &mut out, &[1, 0, 0], &mut work).unwrap());
    assert_eq!(out, [1, 0, 0]);
    // m - 1 is its own inverse.
    let mm1 = [m[0] - 1, m[1], m[2]];
    assert!(mod_inverse_vartime(&ctx, &mut out, &mm1, &mut work).unwrap());
    assert_eq!(out, mm1);
    // Short working buffers are refused, not a panic.
    assert!(mod_inverse_vartime(&ctx, &mut out, &mm1, &mut work[..8]).is_err());
}

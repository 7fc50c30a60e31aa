//! The separated (SOS) Montgomery multiplication and squaring of `bigint::sos` against the CIOS
//! `Montgomery::mul`, for the limb counts RSA, DH and DSA use (16, 32, 48, 64: CRT halves of 1024 to
//! 4096-bit moduli) and small odd and even ones. On the host both are portable Rust; on the Cortex-M4/M33
//! the SOS operations with an even limb count run whole in `arch::umaal` assembly, whose passes are the
//! same as the Rust ones tested here (checked on target by `scripts/run-kat.sh` and the bench known
//! answers).

use emcrypt::bigint::Montgomery;
use proptest::prelude::*;

/// A `k`-limb odd modulus with its top bit set, and two operands below it, from a seed.
fn operands(k: usize, seed: u64) -> (Vec<u32>, Vec<u32>, Vec<u32>) {
    let mut x = seed | 1;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x as u32
    };
    let mut m: Vec<u32> = (0..k).map(|_| next()).collect();
    m[0] |= 1;
    m[k - 1] |= 0x8000_0000;
    let mut a: Vec<u32> = (0..k).map(|_| next()).collect();
    let mut b: Vec<u32> = (0..k).map(|_| next()).collect();
    a[k - 1] &= 0x7fff_ffff;
    b[k - 1] &= 0x7fff_ffff;
    (m, a, b)
}

fn check(k: usize, seed: u64, fill: Option<u32>) {
    let (m, mut a, mut b) = operands(k, seed);
    if let Some(v) = fill {
        // Extreme operands: all limbs equal to v (bounded below m by the cleared top bit).
        a.iter_mut().for_each(|l| *l = v);
        b.iter_mut().for_each(|l| *l = v);
        a[k - 1] &= 0x7fff_ffff;
        b[k - 1] &= 0x7fff_ffff;
    }
    let ctx = Montgomery::new(&m).unwrap();
    let mut want = vec![0u32; k];
    let mut got = vec![0u32; k];
    let mut t = vec![0u32; Montgomery::sos_scratch_limbs(k)];
    ctx.mul(&mut want, &a, &b);
    ctx.mul_sos(&mut got, &a, &b, &mut t);
    assert_eq!(got, want, "mul_sos k={k}");
    let mut acc = a.clone();
    ctx.mul_assign(&mut acc, &b, &mut t);
    assert_eq!(acc, want, "mul_assign k={k}");

    ctx.mul(&mut want, &a, &a);
    ctx.square_sos(&mut got, &a, &mut t);
    assert_eq!(got, want, "square_sos k={k}");
    let mut acc = a.clone();
    ctx.square_assign(&mut acc, &mut t);
    assert_eq!(acc, want, "square_assign k={k}");
}

#[test]
fn extreme_operands() {
    for k in [1, 2, 3, 4, 5, 6, 8, 16, 32, 48, 64] {
        for fill in [0, 1, 0xffff_ffff, 0x8000_0000] {
            check(k, 7 + k as u64, Some(fill));
        }
    }
}

/// The modulus `2^(32k) - 1 - 2^32·j` style extreme: all-ones modulus (odd, top bit set), operands `m - 1`.
#[test]
fn all_ones_modulus() {
    for k in [2, 4, 16, 48] {
        let m = vec![0xffff_ffffu32; k];
        let mut a = m.clone();
        a[0] -= 1;
        let ctx = Montgomery::new(&m).unwrap();
        let (mut want, mut got) = (vec![0u32; k], vec![0u32; k]);
        let mut t = vec![0u32; 2 * k];
        ctx.mul(&mut want, &a, &a);
        ctx.square_sos(&mut got, &a, &mut t);
        assert_eq!(got, want, "k={k}");
        ctx.mul_sos(&mut got, &a, &a, &mut t);
        assert_eq!(got, want, "k={k}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn sos_matches_cios(k in prop::sample::select(vec![1usize, 2, 3, 4, 7, 10, 16, 17, 32, 48, 64]), seed in any::<u64>()) {
        check(k, seed, None);
    }
}

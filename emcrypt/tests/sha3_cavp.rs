//! SHA-3 and SHAKE (FIPS 202) for every Keccak-f[1600] variant:
//! - the Keccak team's published permutation values (zero state, permuted once and twice);
//! - `Compact` and `Unrolled` against each other on random states;
//! - NIST CAVP SHA3VS files (vendored in `vectors/nist-cavp/sha3/`): SHA3 ShortMsg, LongMsg, Monte and SHAKE
//!   ShortMsg, LongMsg, VariableOut, Monte;
//! - streaming against one-shot at every split, squeezing in pieces against one squeeze;
//! - property tests against RustCrypto `sha3`.
mod common;

use common::{read_vectors, rsp, split_points, unhex};
use emcrypt::hash::sha3::{
    sha3_224, sha3_256, sha3_384, sha3_512, shake128, shake256, Compact, Permutation, Sha3_224, Sha3_256, Sha3_384,
    Sha3_512, Shake128, Shake256, Unrolled,
};
use emcrypt::hash::Hash;
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------------------
// The permutation.

/// Keccak-f[1600] of the all-zero state, and of that result: XKCP `KeccakF-1600-IntermediateValues.txt`
/// (lane (x, y) at index x + 5y).
#[rustfmt::skip]
const ZERO_PERMUTED_ONCE: [u64; 25] = [
    0xF1258F7940E1DDE7, 0x84D5CCF933C0478A, 0xD598261EA65AA9EE, 0xBD1547306F80494D, 0x8B284E056253D057,
    0xFF97A42D7F8E6FD4, 0x90FEE5A0A44647C4, 0x8C5BDA0CD6192E76, 0xAD30A6F71B19059C, 0x30935AB7D08FFC64,
    0xEB5AA93F2317D635, 0xA9A6E6260D712103, 0x81A57C16DBCF555F, 0x43B831CD0347C826, 0x01F22F1A11A5569F,
    0x05E5635A21D9AE61, 0x64BEFEF28CC970F2, 0x613670957BC46611, 0xB87C5A554FD00ECB, 0x8C3EE88A1CCF32C8,
    0x940C7922AE3A2614, 0x1841F924A2C509E4, 0x16F53526E70465C2, 0x75F644E97F30A13B, 0xEAF1FF7B5CECA249,
];
#[rustfmt::skip]
const ZERO_PERMUTED_TWICE: [u64; 25] = [
    0x2D5C954DF96ECB3C, 0x6A332CD07057B56D, 0x093D8D1270D76B6C, 0x8A20D9B25569D094, 0x4F9C4F99E5E7F156,
    0xF957B9A2DA65FB38, 0x85773DAE1275AF0D, 0xFAF4F247C3D810F7, 0x1F1B9EE6F79A8759, 0xE4FECC0FEE98B425,
    0x68CE61B6B9CE68A1, 0xDEEA66C4BA8F974F, 0x33C43D836EAFB1F5, 0xE00654042719DBD9, 0x7CF8A9F009831265,
    0xFD5449A6BF174743, 0x97DDAD33D8994B40, 0x48EAD5FC5D0BE774, 0xE3B8C8EE55B7B03C, 0x91A0226E649E42E9,
    0x900E3129E7BADD7B, 0x202A9EC5FAA3CCE8, 0x5B3402464E1C3DB6, 0x609F4E62A44C1059, 0x20D06CD26A8FBF5C,
];

/// Loads 25 lanes into a variant's state, runs `times` permutations, reads the 25 lanes back.
fn permute_lanes<V: Permutation>(lanes: &[u64; 25], times: usize) -> [u64; 25] {
    let mut state = V::State::default();
    let bytes: Vec<[u8; 8]> = lanes.iter().map(|l| l.to_le_bytes()).collect();
    V::xor_lanes(&mut state, &bytes);
    for _ in 0..times {
        V::permute(&mut state);
    }
    let mut out = [[0u8; 8]; 25];
    V::read_lanes(&state, &mut out);
    out.map(u64::from_le_bytes)
}

#[test]
fn permutation_of_zero_state_matches_keccak_team_values() {
    for (name, f) in [
        ("compact", permute_lanes::<Compact> as fn(&[u64; 25], usize) -> [u64; 25]),
        ("unrolled", permute_lanes::<Unrolled>),
    ] {
        assert_eq!(f(&[0; 25], 1), ZERO_PERMUTED_ONCE, "{name}, once");
        assert_eq!(f(&[0; 25], 2), ZERO_PERMUTED_TWICE, "{name}, twice");
        assert_eq!(f(&ZERO_PERMUTED_ONCE, 1), ZERO_PERMUTED_TWICE, "{name}, from the first result");
    }
    let mut lanes = [0u64; 25];
    Compact::keccak_f1600(&mut lanes);
    assert_eq!(lanes, ZERO_PERMUTED_ONCE, "Compact::keccak_f1600");
}

/// A small deterministic generator for test data (xorshift64*).
struct TestRng(u64);
impl TestRng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

#[test]
fn variants_agree_on_random_states() {
    let mut rng = TestRng(0x9E37_79B9_7F4A_7C15);
    for i in 0..2000 {
        let lanes: [u64; 25] = core::array::from_fn(|_| rng.next());
        // Loading and reading back without permuting is the identity in both representations.
        assert_eq!(permute_lanes::<Unrolled>(&lanes, 0), lanes, "unrolled round trip {i}");
        assert_eq!(permute_lanes::<Compact>(&lanes, 0), lanes, "compact round trip {i}");
        let times = 1 + i % 3;
        assert_eq!(permute_lanes::<Unrolled>(&lanes, times), permute_lanes::<Compact>(&lanes, times), "state {i}");
    }
}

#[test]
fn partial_lane_io_touches_only_the_lanes_given() {
    for n in 0..=26usize {
        let lanes: Vec<[u8; 8]> = (0..n).map(|i| (i as u64 * 0x0101_0101_0101_0101).to_le_bytes()).collect();
        let mut u = <Unrolled as Permutation>::State::default();
        let mut c = <Compact as Permutation>::State::default();
        Unrolled::xor_lanes(&mut u, &lanes);
        Compact::xor_lanes(&mut c, &lanes);
        let (mut ru, mut rc) = ([[0xAAu8; 8]; 27], [[0xAAu8; 8]; 27]);
        Unrolled::read_lanes(&u, &mut ru[..n]);
        Compact::read_lanes(&c, &mut rc[..n]);
        assert_eq!(ru, rc);
        for i in 0..n.min(25) {
            assert_eq!(ru[i], lanes[i]);
        }
        // Lanes past the 25th are neither read nor written.
        assert!(ru[n.min(25)..].iter().all(|l| *l == [0xAA; 8]));
    }
}

// ---------------------------------------------------------------------------------------------------
// Generic runners, so every variant goes through the same checks.

/// Hash of `msg` fed in pieces at `splits` (ascending offsets).
fn hash_split<H: Hash>(msg: &[u8], splits: &[usize]) -> Vec<u8> {
    let mut h = H::new();
    let mut start = 0;
    for &s in splits {
        h.update(&msg[start..s]);
        start = s;
    }
    h.update(&msg[start..]);
    h.finalize().as_ref().to_vec()
}

/// A SHAKE instance seen generically: absorb `msg` in pieces, squeeze `out` in pieces of `chunks` bytes
/// (cycled; zero-length pieces included).
trait Xof {
    const RATE: usize;
    fn xof(msg: &[u8], splits: &[usize], out: &mut [u8], chunks: &[usize]);
    fn reference(msg: &[u8], out: &mut [u8]);
}

macro_rules! xof_impl {
    ($marker:ident, $ty:ident, $v:ty, $rate:expr, $reference:ty) => {
        struct $marker;
        impl Xof for $marker {
            const RATE: usize = $rate;
            fn xof(msg: &[u8], splits: &[usize], out: &mut [u8], chunks: &[usize]) {
                let mut h = $ty::<$v>::new();
                let mut start = 0;
                for &s in splits {
                    h.update(&msg[start..s]);
                    start = s;
                }
                h.update(&msg[start..]);
                let mut reader = h.finalize_xof();
                let mut rest = out;
                for &c in chunks.iter().cycle() {
                    if rest.is_empty() {
                        break;
                    }
                    let (head, tail) = rest.split_at_mut(c.min(rest.len()));
                    reader.squeeze(head);
                    rest = tail;
                }
            }
            fn reference(msg: &[u8], out: &mut [u8]) {
                use shake::digest::{ExtendableOutput, Update, XofReader};
                let mut h = <$reference>::default();
                h.update(msg);
                h.finalize_xof().read(out);
            }
        }
    };
}
xof_impl!(Shake128Unrolled, Shake128, Unrolled, 168, shake::Shake128);
xof_impl!(Shake128Compact, Shake128, Compact, 168, shake::Shake128);
xof_impl!(Shake256Unrolled, Shake256, Unrolled, 136, shake::Shake256);
xof_impl!(Shake256Compact, Shake256, Compact, 136, shake::Shake256);

fn xof_oneshot<X: Xof>(msg: &[u8], len: usize) -> Vec<u8> {
    let mut out = vec![0u8; len];
    X::xof(msg, &[], &mut out, &[usize::MAX]);
    out
}

/// The message of a CAVP record: `Len` bits (byte-oriented files only), `Msg` hex (`00` when empty).
fn cavp_msg(r: &rsp::Record) -> Vec<u8> {
    let bits: usize = r.get("Len").parse().unwrap();
    assert_eq!(bits % 8, 0, "bit-oriented record");
    let msg = r.bytes("Msg");
    msg[..bits / 8].to_vec()
}

fn vector_file(name: &str) -> Vec<rsp::Record> {
    let records = rsp::parse(&read_vectors(&format!("nist-cavp/sha3/{name}")));
    assert!(!records.is_empty(), "{name} has no records");
    records
}

// ---------------------------------------------------------------------------------------------------
// SHA3 CAVP.

fn sha3_msg_file<H: Hash>(name: &str, with_splits: bool) -> usize {
    let records = vector_file(name);
    for r in &records {
        assert_eq!(r.header("L").parse::<usize>().unwrap(), H::OUTPUT_LEN * 8, "{name}");
        let msg = cavp_msg(r);
        let md = r.bytes("MD");
        assert_eq!(H::digest(&msg).as_ref(), &md[..], "{name} Len {}", msg.len() * 8);
        if with_splits {
            for s in split_points(msg.len()) {
                assert_eq!(hash_split::<H>(&msg, &[s]), md, "{name} Len {} split {s}", msg.len() * 8);
            }
        }
    }
    records.len()
}

/// SHA3VS §6.2.3 Monte Carlo: MD_0 = Seed; 1000 times MD_i = SHA3(MD_{i-1}); check MD_1000; repeat from it.
fn sha3_monte<H: Hash>(name: &str) -> usize {
    let records = vector_file(name);
    let mut md = records[0].bytes("Seed");
    let checkpoints = &records[1..];
    assert_eq!(checkpoints.len(), 100, "{name}");
    for (j, r) in checkpoints.iter().enumerate() {
        assert_eq!(r.get("COUNT").parse::<usize>().unwrap(), j);
        for _ in 0..1000 {
            md = H::digest(&md).as_ref().to_vec();
        }
        assert_eq!(md, r.bytes("MD"), "{name} COUNT {j}");
    }
    checkpoints.len()
}

fn sha3_all_files<H: Hash>(bits: usize) -> usize {
    let short = sha3_msg_file::<H>(&format!("SHA3_{bits}ShortMsg.rsp"), true);
    let long = sha3_msg_file::<H>(&format!("SHA3_{bits}LongMsg.rsp"), false);
    let monte = sha3_monte::<H>(&format!("SHA3_{bits}Monte.rsp"));
    // Every record of each file was run: ShortMsg has every length 0..=rate bytes, LongMsg 100 lengths.
    assert_eq!((short, long, monte), (H::BLOCK_LEN + 1, 100, 100));
    short + long + monte
}

#[test]
fn sha3_224_cavp() {
    sha3_all_files::<Sha3_224<Unrolled>>(224);
    sha3_all_files::<Sha3_224<Compact>>(224);
}
#[test]
fn sha3_256_cavp() {
    sha3_all_files::<Sha3_256<Unrolled>>(256);
    sha3_all_files::<Sha3_256<Compact>>(256);
}
#[test]
fn sha3_384_cavp() {
    sha3_all_files::<Sha3_384<Unrolled>>(384);
    sha3_all_files::<Sha3_384<Compact>>(384);
}
#[test]
fn sha3_512_cavp() {
    sha3_all_files::<Sha3_512<Unrolled>>(512);
    sha3_all_files::<Sha3_512<Compact>>(512);
}

// ---------------------------------------------------------------------------------------------------
// SHAKE CAVP.

fn shake_msg_file<X: Xof>(name: &str, with_splits: bool) -> usize {
    let records = vector_file(name);
    for r in &records {
        let out_bits: usize = r.header("Outputlen").parse().unwrap();
        let msg = cavp_msg(r);
        let expected = r.bytes("Output");
        assert_eq!(expected.len() * 8, out_bits, "{name}");
        assert_eq!(xof_oneshot::<X>(&msg, expected.len()), expected, "{name} Len {}", msg.len() * 8);
        if with_splits {
            for s in split_points(msg.len()) {
                let mut out = vec![0u8; expected.len()];
                X::xof(&msg, &[s], &mut out, &[1, 3, 0, 7]);
                assert_eq!(out, expected, "{name} Len {} split {s}", msg.len() * 8);
            }
        }
    }
    records.len()
}

fn shake_variable_out<X: Xof>(name: &str) -> usize {
    let records = vector_file(name);
    for r in &records {
        let out_bits: usize = r.get("Outputlen").parse().unwrap();
        let in_bits: usize = r.header("Input Length").parse().unwrap();
        assert_eq!(out_bits % 8, 0, "{name}: bit-oriented output");
        let msg = r.bytes("Msg");
        assert_eq!(msg.len() * 8, in_bits);
        let expected = r.bytes("Output");
        assert_eq!(expected.len() * 8, out_bits);
        assert_eq!(xof_oneshot::<X>(&msg, expected.len()), expected, "{name} COUNT {}", r.get("COUNT"));
        // The same output squeezed in uneven pieces.
        let mut pieces = vec![0u8; expected.len()];
        X::xof(&msg, &[], &mut pieces, &[5, 0, 64, 1, X::RATE - 1]);
        assert_eq!(pieces, expected, "{name} COUNT {} in pieces", r.get("COUNT"));
    }
    records.len()
}

/// SHA3VS §6.3.3 SHAKE Monte Carlo: Msg_i is the leftmost 128 bits of Output_{i-1} (zero-padded if shorter);
/// Output_i = SHAKE(Msg_i, Outputlen); the next Outputlen is minoutbytes + (the rightmost 16 bits of
/// Output_i, big-endian) mod (maxoutbytes - minoutbytes + 1), starting at maxoutbytes. Output_1000 and its
/// length are checked every 1000 iterations.
fn shake_monte<X: Xof>(name: &str) -> usize {
    let records = vector_file(name);
    let min_bytes = records[0].header("Minimum Output Length (bits)").parse::<usize>().unwrap() / 8;
    let max_bytes = records[0].header("Maximum Output Length (bits)").parse::<usize>().unwrap() / 8;
    let range = max_bytes - min_bytes + 1;
    let mut output = records[0].bytes("Msg");
    assert_eq!(output.len(), 16);
    let mut out_len = max_bytes;
    let checkpoints = &records[1..];
    assert_eq!(checkpoints.len(), 100, "{name}");
    for (j, r) in checkpoints.iter().enumerate() {
        assert_eq!(r.get("COUNT").parse::<usize>().unwrap(), j);
        let mut produced_len = 0;
        for _ in 0..1000 {
            let mut msg = [0u8; 16];
            let n = output.len().min(16);
            msg[..n].copy_from_slice(&output[..n]);
            output = xof_oneshot::<X>(&msg, out_len);
            produced_len = out_len;
            let tail = u16::from_be_bytes([output[output.len() - 2], output[output.len() - 1]]) as usize;
            out_len = min_bytes + tail % range;
        }
        assert_eq!(produced_len * 8, r.get("Outputlen").parse::<usize>().unwrap(), "{name} COUNT {j}");
        assert_eq!(output, r.bytes("Output"), "{name} COUNT {j}");
    }
    checkpoints.len()
}

fn shake_all_files<X: Xof>(bits: usize, variable_out_records: usize) {
    let short = shake_msg_file::<X>(&format!("SHAKE{bits}ShortMsg.rsp"), true);
    let long = shake_msg_file::<X>(&format!("SHAKE{bits}LongMsg.rsp"), false);
    let variable = shake_variable_out::<X>(&format!("SHAKE{bits}VariableOut.rsp"));
    let monte = shake_monte::<X>(&format!("SHAKE{bits}Monte.rsp"));
    // Every record of each file was run: ShortMsg has every length 0..=2 * rate bytes.
    assert_eq!((short, long, variable, monte), (2 * X::RATE + 1, 100, variable_out_records, 100));
}

#[test]
fn shake128_cavp() {
    shake_all_files::<Shake128Unrolled>(128, 1126);
    shake_all_files::<Shake128Compact>(128, 1126);
}
#[test]
fn shake256_cavp() {
    shake_all_files::<Shake256Unrolled>(256, 1246);
    shake_all_files::<Shake256Compact>(256, 1246);
}

// ---------------------------------------------------------------------------------------------------
// Streaming and squeezing.

fn test_message(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i * 131 + 7) as u8).collect()
}

fn streaming_equals_oneshot<H: Hash>() {
    let msg = test_message(2 * H::BLOCK_LEN + 17);
    let whole = H::digest(&msg).as_ref().to_vec();
    let points = split_points(msg.len());
    for &a in &points {
        assert_eq!(hash_split::<H>(&msg, &[a]), whole, "split {a}");
        for &b in points.iter().filter(|&&b| b >= a).step_by(7) {
            assert_eq!(hash_split::<H>(&msg, &[a, b]), whole, "splits {a} {b}");
        }
    }
    // Byte at a time.
    let every: Vec<usize> = (1..msg.len()).collect();
    assert_eq!(hash_split::<H>(&msg, &every), whole);
}

#[test]
fn sha3_streaming_equals_oneshot_at_every_split() {
    streaming_equals_oneshot::<Sha3_224<Unrolled>>();
    streaming_equals_oneshot::<Sha3_224<Compact>>();
    streaming_equals_oneshot::<Sha3_256<Unrolled>>();
    streaming_equals_oneshot::<Sha3_256<Compact>>();
    streaming_equals_oneshot::<Sha3_384<Unrolled>>();
    streaming_equals_oneshot::<Sha3_384<Compact>>();
    streaming_equals_oneshot::<Sha3_512<Unrolled>>();
    streaming_equals_oneshot::<Sha3_512<Compact>>();
}

fn xof_streaming_and_squeezing<X: Xof>() {
    let msg = test_message(2 * X::RATE + 17);
    let len = 3 * X::RATE + 11;
    let whole = xof_oneshot::<X>(&msg, len);
    for s in split_points(msg.len()) {
        let mut out = vec![0u8; len];
        X::xof(&msg, &[s], &mut out, &[usize::MAX]);
        assert_eq!(out, whole, "absorb split {s}");
    }
    // Two squeezes split anywhere, then assorted piece patterns (zero-length pieces included).
    for s in 0..=len {
        let mut out = vec![0u8; len];
        X::xof(&msg, &[], &mut out, &[s, usize::MAX]);
        assert_eq!(out, whole, "squeeze split {s}");
    }
    for pattern in [&[1][..], &[0, 2], &[7, 0, 13], &[X::RATE], &[X::RATE - 1, 2], &[X::RATE + 1]] {
        let mut out = vec![0u8; len];
        X::xof(&msg, &[], &mut out, pattern);
        assert_eq!(out, whole, "pieces {pattern:?}");
    }
    // A prefix of the stream is the shorter output.
    for n in [0, 1, X::RATE - 1, X::RATE, X::RATE + 1] {
        assert_eq!(xof_oneshot::<X>(&msg, n), whole[..n], "prefix {n}");
    }
}

#[test]
fn shake_streaming_and_squeezing_in_pieces() {
    xof_streaming_and_squeezing::<Shake128Unrolled>();
    xof_streaming_and_squeezing::<Shake128Compact>();
    xof_streaming_and_squeezing::<Shake256Unrolled>();
    xof_streaming_and_squeezing::<Shake256Compact>();
}

#[test]
fn oneshots_match_streaming_and_cavp_empty_message() {
    let msg = b"abc";
    let mut h = Sha3_256::<Unrolled>::new();
    h.update(msg);
    assert_eq!(sha3_256(msg), h.finalize());
    // The one-shots on the empty message: the `Len = 0` records of the CAVP ShortMsg files.
    assert_eq!(sha3_224(b"")[..], unhex("6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7")[..]);
    assert_eq!(sha3_256(b"")[..], unhex("a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a")[..]);
    assert_eq!(
        sha3_384(b"")[..],
        unhex("0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2ac3713831264adb47fb6bd1e058d5f004")[..]
    );
    assert_eq!(
        sha3_512(b"")[..],
        unhex(
            "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26"
        )[..]
    );
    let mut out = [0u8; 16];
    shake128(b"", &mut out);
    assert_eq!(out[..], unhex("7f9c2ba4e88f827d616045507605853e")[..]);
    let mut out = [0u8; 32];
    shake256(b"", &mut out);
    assert_eq!(out[..], unhex("46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f")[..]);
    // Empty outputs are fine.
    shake128(b"abc", &mut []);
    shake256(b"abc", &mut []);
}

// ---------------------------------------------------------------------------------------------------
// Differential property tests against RustCrypto `sha3`.

fn differential_hash<H: Hash, R: sha3::Digest>(msg: &[u8], split: usize) {
    let split = split % (msg.len() + 1);
    let expected = R::digest(msg);
    assert_eq!(hash_split::<H>(msg, &[split]), expected[..]);
}

fn differential_xof<X: Xof>(msg: &[u8], split: usize, len: usize, chunk: usize) {
    let split = split % (msg.len() + 1);
    let mut expected = vec![0u8; len];
    X::reference(msg, &mut expected);
    let mut out = vec![0u8; len];
    X::xof(msg, &[split], &mut out, &[chunk]);
    assert_eq!(out, expected);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn sha3_matches_rustcrypto(msg in proptest::collection::vec(any::<u8>(), 0..700), split in any::<usize>()) {
        differential_hash::<Sha3_224<Unrolled>, sha3::Sha3_224>(&msg, split);
        differential_hash::<Sha3_224<Compact>, sha3::Sha3_224>(&msg, split);
        differential_hash::<Sha3_256<Unrolled>, sha3::Sha3_256>(&msg, split);
        differential_hash::<Sha3_256<Compact>, sha3::Sha3_256>(&msg, split);
        differential_hash::<Sha3_384<Unrolled>, sha3::Sha3_384>(&msg, split);
        differential_hash::<Sha3_384<Compact>, sha3::Sha3_384>(&msg, split);
        differential_hash::<Sha3_512<Unrolled>, sha3::Sha3_512>(&msg, split);
        differential_hash::<Sha3_512<Compact>, sha3::Sha3_512>(&msg, split);
    }

    #[test]
    fn shake_matches_rustcrypto(
        msg in proptest::collection::vec(any::<u8>(), 0..700),
        split in any::<usize>(),
        len in 0usize..1200,
        chunk in 1usize..400,
    ) {
        differential_xof::<Shake128Unrolled>(&msg, split, len, chunk);
        differential_xof::<Shake128Compact>(&msg, split, len, chunk);
        differential_xof::<Shake256Unrolled>(&msg, split, len, chunk);
        differential_xof::<Shake256Compact>(&msg, split, len, chunk);
    }

    #[test]
    fn permutation_variants_agree(lanes in proptest::array::uniform25(any::<u64>())) {
        prop_assert_eq!(permute_lanes::<Unrolled>(&lanes, 1), permute_lanes::<Compact>(&lanes, 1));
    }
}

//! Triple DES through the public API: NIST CAVP TMOVS multi-block tests for keying option 1
//! (`TECBMMT3`, `TCBCMMT3`) and option 2 (`TECBMMT2`, `TCBCMMT2`) on both variants, out of place and in
//! place, CBC fed in pieces, differential against RustCrypto `des`, and bad inputs. (The single-DES
//! known-answer files, keying option 3, run as unit tests in `src/cipher/des/tests.rs`.)
mod common;

use common::{read_vectors, rsp};
use des::cipher::{BlockCipherDecrypt, BlockCipherEncrypt, KeyInit};
use emcrypt::cipher::des::{PackedSboxes, SboxLayer, TableBased, Tdes, TdesTableBased};
use emcrypt::Error;
use proptest::prelude::*;

/// The key of a record, as the constructor for its keying option wants it.
fn schedule<V: SboxLayer>(r: &rsp::Record, option: u8) -> Tdes<V> {
    let (k1, k2, k3) = (r.bytes("KEY1"), r.bytes("KEY2"), r.bytes("KEY3"));
    if option == 2 {
        assert_eq!(k1, k3);
        Tdes::new_two_key(&[k1, k2].concat().try_into().unwrap()).unwrap()
    } else {
        Tdes::new(&[k1, k2, k3].concat().try_into().unwrap()).unwrap()
    }
}

/// Runs one CAVS MMT file on variant `V`; returns the record count.
fn run_mmt<V: SboxLayer>(file: &str, option: u8, cbc: bool) -> usize {
    let records = rsp::parse(&read_vectors(file));
    for r in &records {
        let tdes = schedule::<V>(r, option);
        let (pt, ct) = (r.bytes("PLAINTEXT"), r.bytes("CIPHERTEXT"));
        let encrypt = r.section.contains_key("ENCRYPT");
        let (input, expected) = if encrypt { (&pt, &ct) } else { (&ct, &pt) };
        let mut out = vec![0u8; input.len()];
        let mut in_place = input.clone();
        if cbc {
            let iv: [u8; 8] = r.bytes("IV").try_into().unwrap();
            let mut chain = iv;
            if encrypt {
                tdes.cbc_encrypt(&iv, input, &mut out).unwrap();
                tdes.cbc_encrypt_in_place(&mut chain, &mut in_place)
                    .unwrap();
            } else {
                tdes.cbc_decrypt(&iv, input, &mut out).unwrap();
                tdes.cbc_decrypt_in_place(&mut chain, &mut in_place)
                    .unwrap();
            }
            // The chaining value ends as the last ciphertext block.
            assert_eq!(&chain[..], &ct[ct.len() - 8..], "{file}: {r:?}");
        } else if encrypt {
            tdes.ecb_encrypt(input, &mut out).unwrap();
            tdes.ecb_encrypt_in_place(&mut in_place).unwrap();
        } else {
            tdes.ecb_decrypt(input, &mut out).unwrap();
            tdes.ecb_decrypt_in_place(&mut in_place).unwrap();
        }
        assert_eq!(&out, expected, "{file}: {r:?}");
        assert_eq!(&in_place, expected, "{file}: {r:?}");
    }
    records.len()
}

fn cavp_mmt<V: SboxLayer>() {
    assert_eq!(run_mmt::<V>("nist-cavp/tdes/TECBMMT3.rsp", 1, false), 20);
    assert_eq!(run_mmt::<V>("nist-cavp/tdes/TCBCMMT3.rsp", 1, true), 20);
    assert_eq!(run_mmt::<V>("nist-cavp/tdes/TECBMMT2.rsp", 2, false), 20);
    assert_eq!(run_mmt::<V>("nist-cavp/tdes/TCBCMMT2.rsp", 2, true), 20);
}

#[test]
fn cavp_mmt_packed_sboxes() {
    cavp_mmt::<PackedSboxes>();
}

#[test]
fn cavp_mmt_table_based() {
    cavp_mmt::<TableBased>();
}

/// CBC in whole-block pieces, chaining through `chain`, gives the one-shot answer.
#[test]
fn cbc_in_pieces() {
    let tdes = Tdes::<PackedSboxes>::new(b"0123456789abcdefFEDCBA98").unwrap();
    let iv = *b"initvect";
    let msg: Vec<u8> = (0..96u8).collect();
    let mut expected = vec![0u8; msg.len()];
    tdes.cbc_encrypt(&iv, &msg, &mut expected).unwrap();
    for cut in (0..=msg.len()).step_by(8) {
        let mut data = msg.clone();
        let mut chain = iv;
        let (a, b) = data.split_at_mut(cut);
        tdes.cbc_encrypt_in_place(&mut chain, a).unwrap();
        tdes.cbc_encrypt_in_place(&mut chain, b).unwrap();
        assert_eq!(data, expected, "cut {cut}");
        let mut chain = iv;
        let (a, b) = data.split_at_mut(cut);
        tdes.cbc_decrypt_in_place(&mut chain, a).unwrap();
        tdes.cbc_decrypt_in_place(&mut chain, b).unwrap();
        assert_eq!(data, msg, "cut {cut}");
    }
}

#[test]
fn bad_inputs() {
    let tdes = TdesTableBased::new(b"0123456789abcdefFEDCBA98").unwrap();
    let iv = [0u8; 8];
    for len in [1usize, 7, 9, 15, 17] {
        let input = vec![0u8; len];
        let mut out = vec![0u8; len];
        assert_eq!(
            tdes.ecb_encrypt(&input, &mut out),
            Err(Error::InvalidLength)
        );
        assert_eq!(
            tdes.ecb_decrypt(&input, &mut out),
            Err(Error::InvalidLength)
        );
        assert_eq!(
            tdes.cbc_encrypt(&iv, &input, &mut out),
            Err(Error::InvalidLength)
        );
        assert_eq!(
            tdes.cbc_decrypt(&iv, &input, &mut out),
            Err(Error::InvalidLength)
        );
        assert_eq!(
            tdes.ecb_encrypt_in_place(&mut out),
            Err(Error::InvalidLength)
        );
        assert_eq!(
            tdes.cbc_decrypt_in_place(&mut [0u8; 8], &mut out),
            Err(Error::InvalidLength)
        );
    }
    // Output of another length than the input.
    assert_eq!(
        tdes.ecb_encrypt(&[0u8; 16], &mut [0u8; 8]),
        Err(Error::InvalidLength)
    );
    assert_eq!(
        tdes.cbc_decrypt(&iv, &[0u8; 8], &mut [0u8; 16]),
        Err(Error::InvalidLength)
    );
    // Empty input is zero blocks.
    assert_eq!(tdes.ecb_encrypt(&[], &mut []), Ok(()));

    // Keys that collapse to single DES, also when they differ only in parity bits.
    let k = *b"\x01\x23\x45\x67\x89\xab\xcd\xef";
    let k_parity = k.map(|b| b ^ 1);
    let other = *b"\xfe\xdc\xba\x98\x76\x54\x32\x10";
    let three =
        |a: [u8; 8], b: [u8; 8], c: [u8; 8]| -> [u8; 24] { [a, b, c].concat().try_into().unwrap() };
    assert!(Tdes::<PackedSboxes>::new(&three(k, k, other)).is_err());
    assert!(Tdes::<PackedSboxes>::new(&three(other, k, k)).is_err());
    assert!(Tdes::<PackedSboxes>::new(&three(k, k, k)).is_err());
    assert!(matches!(
        Tdes::<TableBased>::new(&three(k, k_parity, other)),
        Err(Error::InvalidKey)
    ));
    assert!(matches!(
        Tdes::<PackedSboxes>::new_two_key(&[k, k_parity].concat().try_into().unwrap()),
        Err(Error::InvalidKey)
    ));
    // K1 = K3 is keying option 2 written out, and allowed.
    assert!(Tdes::<PackedSboxes>::new(&three(k, other, k)).is_ok());
}

fn theirs_ede3_ecb(key: &[u8; 24], data: &[u8]) -> Vec<u8> {
    let c = des::TdesEde3::new(key.into());
    let mut out = data.to_vec();
    for chunk in out.chunks_exact_mut(8) {
        let mut block = des::cipher::Block::<des::TdesEde3>::try_from(&*chunk).unwrap();
        c.encrypt_block(&mut block);
        chunk.copy_from_slice(&block);
    }
    out
}

fn distinct(a: &[u8], b: &[u8]) -> bool {
    a.iter().zip(b).any(|(x, y)| (x ^ y) & 0xfe != 0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// Three-key ECB, both variants, against RustCrypto `TdesEde3`; decryption inverts.
    #[test]
    fn ecb_matches_rustcrypto(key in any::<[u8; 24]>(), blocks in proptest::collection::vec(any::<[u8; 8]>(), 0..6)) {
        prop_assume!(distinct(&key[..8], &key[8..16]) && distinct(&key[8..16], &key[16..]));
        let data = blocks.concat();
        let theirs = theirs_ede3_ecb(&key, &data);
        let mut ours = data.clone();
        Tdes::<PackedSboxes>::new(&key).unwrap().ecb_encrypt_in_place(&mut ours).unwrap();
        prop_assert_eq!(&ours, &theirs);
        let table = TdesTableBased::new(&key).unwrap();
        let mut ours = vec![0u8; data.len()];
        table.ecb_encrypt(&data, &mut ours).unwrap();
        prop_assert_eq!(&ours, &theirs);
        table.ecb_decrypt_in_place(&mut ours).unwrap();
        prop_assert_eq!(ours, data);
    }

    /// Two-key single blocks against RustCrypto `TdesEde2`, and CBC decryption against their block
    /// decryption chained by hand.
    #[test]
    fn two_key_and_cbc_match_rustcrypto(key in any::<[u8; 16]>(), iv in any::<[u8; 8]>(),
                                        blocks in proptest::collection::vec(any::<[u8; 8]>(), 1..5)) {
        prop_assume!(distinct(&key[..8], &key[8..]));
        let ours = Tdes::<PackedSboxes>::new_two_key(&key).unwrap();
        let theirs = des::TdesEde2::new(&key.into());
        let mut chain = iv;
        for b in &blocks {
            let mut mine = *b;
            ours.encrypt_block(&mut mine);
            let mut block = des::cipher::Block::<des::TdesEde2>::from(*b);
            theirs.encrypt_block(&mut block);
            prop_assert_eq!(&mine[..], &block[..]);

            // CBC decryption of b with `chain`, their way.
            let mut block = des::cipher::Block::<des::TdesEde2>::from(*b);
            theirs.decrypt_block(&mut block);
            let expected: Vec<u8> = block.iter().zip(&chain).map(|(x, y)| x ^ y).collect();
            let mut mine = *b;
            ours.cbc_decrypt_in_place(&mut chain, &mut mine).unwrap();
            prop_assert_eq!(&mine[..], &expected[..]);
            prop_assert_eq!(chain, *b);
        }
    }
}

//! NIST AESAVS Monte Carlo Tests (§6.4.1 ECB, §6.4.2 CBC), every key size and direction, every AES
//! variant: 100 outer iterations of 1000 chained operations each, the key rewritten between them, checked
//! against NIST's final result. (Only the seeds and final results of the MCT files are vendored, see
//! `vectors/nist-cavp/aes/MCT-endpoints.txt`.)
mod aes_support;
mod common;

use aes_support::{each_variant, ForEachCipher};
use common::rsp::{parse, Record};
use emcrypt::cipher::modes::{cbc, Direction};
use emcrypt::cipher::BlockCipher;

/// Key for the next outer iteration: the key XOR the tail of (second-to-last ‖ last output) (AESAVS).
fn next_key(key: &mut [u8], before_last: &[u8; 16], last: &[u8; 16]) {
    let both = [&before_last[..], &last[..]].concat();
    let tail = &both[32 - key.len()..];
    key.iter_mut().zip(tail).for_each(|(k, t)| *k ^= t);
}

struct Mct<'a> {
    record: &'a Record,
    checked: usize,
}

impl ForEachCipher for Mct<'_> {
    fn run<C: BlockCipher>(&mut self, name: &str, _key_len: usize) {
        let r = self.record;
        let cbc_mode = r.section.contains_key("CBC");
        let dir = if r.get("DIRECTION") == "ENCRYPT" { Direction::Encrypt } else { Direction::Decrypt };
        let mut key = r.bytes("KEY");
        let mut iv: [u8; 16] = r.try_get("IV").map(common::unhex).unwrap_or(vec![0; 16]).try_into().unwrap();
        let mut input: [u8; 16] = r.bytes("INPUT").try_into().unwrap();
        let (mut before_last, mut last) = ([0u8; 16], [0u8; 16]);
        for _ in 0..100 {
            if cbc_mode {
                // Inputs: the seed, then the IV, then the output from two steps back.
                let mut ctx = cbc::Cbc::<C>::new(&key, &iv, dir, cbc::Padding::None).unwrap();
                let mut step = |block: &[u8; 16]| {
                    let mut out = [0u8; 16];
                    assert_eq!(ctx.append(block, &mut out), Ok(16));
                    out
                };
                before_last = step(&input);
                last = step(&iv);
                for _ in 2..1000 {
                    let next = step(&before_last);
                    before_last = last;
                    last = next;
                }
                iv = last;
                input = before_last;
            } else {
                let cipher = C::new(&key).unwrap();
                last = input;
                for _ in 0..1000 {
                    before_last = last;
                    match dir {
                        Direction::Encrypt => cipher.encrypt_block(&mut last),
                        Direction::Decrypt => cipher.decrypt_block(&mut last),
                    }
                }
                input = last;
            }
            next_key(&mut key, &before_last, &last);
        }
        assert_eq!(last.to_vec(), r.bytes("OUTPUT"), "{name} {} MCT {:?}", if cbc_mode { "CBC" } else { "ECB" }, dir);
        self.checked += 1;
    }
}

#[test]
fn aesavs_monte_carlo_ecb_and_cbc() {
    let records = parse(&common::read_vectors("nist-cavp/aes/MCT-endpoints.txt"));
    assert_eq!(records.len(), 12);
    let mut checked = 0;
    for record in &records {
        let mut mct = Mct { record, checked: 0 };
        each_variant(record.bytes("KEY").len(), &mut mct);
        checked += mct.checked;
    }
    assert_eq!(checked, 36);
}

//! NIST CAVP AESAVS known answers (GFSbox, KeySbox, VarKey, VarTxt) and multi-block messages (MMT) for ECB,
//! CBC, CFB8, CFB128 and OFB, with every key size and every AES variant, through the one-shot and the
//! streaming interfaces. (The MCT files are not part of the vendored set.)
mod aes_support;
mod common;

use aes_support::{each_variant, ForEachCipher};
use common::rsp::{parse, Record};
use emcrypt::cipher::modes::{cbc, cfb, ecb, ofb, Direction};
use emcrypt::cipher::BlockCipher;

const KINDS: [&str; 5] = ["GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT"];

struct Check<'a> {
    mode: &'a str,
    record: &'a Record,
    runs: usize,
}

impl ForEachCipher for Check<'_> {
    fn run<C: BlockCipher>(&mut self, name: &str, _key_len: usize) {
        let r = self.record;
        let key = r.bytes("KEY");
        let iv = r.try_get("IV").map(common::unhex).unwrap_or_default();
        let (pt, ct) = (r.bytes("PLAINTEXT"), r.bytes("CIPHERTEXT"));
        let encrypt = r.section.contains_key("ENCRYPT");
        let (input, expected) = if encrypt { (&pt, &ct) } else { (&ct, &pt) };
        let dir = if encrypt { Direction::Encrypt } else { Direction::Decrypt };
        let what = format!("{name} {} {} COUNT {}", self.mode, if encrypt { "enc" } else { "dec" }, r.get("COUNT"));

        // One-shot.
        let mut out = vec![0u8; input.len()];
        match (self.mode, encrypt) {
            ("ECB", true) => ecb::encrypt::<C>(&key, input, &mut out).unwrap(),
            ("ECB", false) => ecb::decrypt::<C>(&key, input, &mut out).unwrap(),
            ("CBC", true) => {
                assert_eq!(cbc::encrypt::<C>(&key, &iv, cbc::Padding::None, input, &mut out), Ok(input.len()))
            }
            ("CBC", false) => {
                assert_eq!(cbc::decrypt::<C>(&key, &iv, cbc::Padding::None, input, &mut out), Ok(input.len()))
            }
            ("CFB8" | "CFB128", _) => {
                let seg = if self.mode == "CFB8" { cfb::Segment::Bits8 } else { cfb::Segment::Bits128 };
                if encrypt {
                    cfb::encrypt::<C>(&key, &iv, seg, input, &mut out).unwrap()
                } else {
                    cfb::decrypt::<C>(&key, &iv, seg, input, &mut out).unwrap()
                }
            }
            ("OFB", _) => ofb::apply::<C>(&key, &iv, input, &mut out).unwrap(),
            _ => unreachable!(),
        }
        assert_eq!(&out, expected, "{what} (one-shot)");

        // Streaming, in uneven chunks of 1, 7, 16, 33 bytes.
        let mut out = vec![0u8; input.len()];
        let mut pos = 0;
        let chunks = input.chunks(57).flat_map(|c| {
            let (a, rest) = c.split_at(c.len().min(1));
            let (b, rest) = rest.split_at(rest.len().min(7));
            let (d, e) = rest.split_at(rest.len().min(16));
            [a, b, d, e]
        });
        match self.mode {
            "ECB" => {
                let mut s = ecb::Ecb::<C>::new(&key, dir).unwrap();
                for c in chunks {
                    pos += s.append(c, &mut out[pos..]).unwrap();
                }
                s.finish().unwrap();
            }
            "CBC" => {
                let mut s = cbc::Cbc::<C>::new(&key, &iv, dir, cbc::Padding::None).unwrap();
                for c in chunks {
                    pos += s.append(c, &mut out[pos..]).unwrap();
                }
                pos += s.finish(&mut out[pos..]).unwrap();
            }
            "CFB8" | "CFB128" => {
                let seg = if self.mode == "CFB8" { cfb::Segment::Bits8 } else { cfb::Segment::Bits128 };
                let mut s = cfb::Cfb::<C>::new(&key, &iv, dir, seg).unwrap();
                for c in chunks {
                    s.append(c, &mut out[pos..]).unwrap();
                    pos += c.len();
                }
            }
            "OFB" => {
                let mut s = ofb::Ofb::<C>::new(&key, &iv).unwrap();
                for c in chunks {
                    s.append(c, &mut out[pos..]).unwrap();
                    pos += c.len();
                }
            }
            _ => unreachable!(),
        }
        assert_eq!(pos, input.len(), "{what} (streaming length)");
        assert_eq!(&out, expected, "{what} (streaming)");

        // Raw block cipher on ECB records: single-block and multi-block entries agree.
        if self.mode == "ECB" {
            let cipher = C::new(&key).unwrap();
            let mut blocks: Vec<[u8; 16]> = input.chunks(16).map(|c| c.try_into().unwrap()).collect();
            let mut one_by_one = blocks.clone();
            if encrypt {
                cipher.encrypt_blocks(&mut blocks);
                one_by_one.iter_mut().for_each(|b| cipher.encrypt_block(b));
            } else {
                cipher.decrypt_blocks(&mut blocks);
                one_by_one.iter_mut().for_each(|b| cipher.decrypt_block(b));
            }
            assert_eq!(blocks.concat(), *expected, "{what} (blocks)");
            assert_eq!(one_by_one.concat(), *expected, "{what} (block)");
        }
        self.runs += 1;
    }
}

fn run_mode(mode: &str) {
    let mut runs = 0;
    for kind in KINDS {
        for bits in [128, 192, 256] {
            let file = format!("nist-cavp/aes/{mode}{kind}{bits}.rsp");
            let records = parse(&common::read_vectors(&file));
            assert!(records.len() >= 10, "{file}: only {} records", records.len());
            for record in &records {
                let mut check = Check { mode, record, runs: 0 };
                each_variant(bits / 8, &mut check);
                assert_eq!(check.runs, 3);
                runs += check.runs;
            }
        }
    }
    println!("{mode}: {runs} record × variant checks passed");
}

#[test]
fn ecb_cavp() {
    run_mode("ECB");
}

#[test]
fn cbc_cavp() {
    run_mode("CBC");
}

#[test]
fn cfb8_cavp() {
    run_mode("CFB8");
}

#[test]
fn cfb128_cavp() {
    run_mode("CFB128");
}

#[test]
fn ofb_cavp() {
    run_mode("OFB");
}

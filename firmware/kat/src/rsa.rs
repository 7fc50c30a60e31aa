//! RSA known answers on target: the NIST CAVP FIPS 186-2 SigGen15 records `[mod = 1024]` and `[mod = 2048]`
//! with SHA-256 (vendored in `vectors/nist-cavp/rsa/SigGen15_186-2.txt`; `n, e, d`, message and signature
//! copied from the file; `p, q, dP, dQ, qInv` derived from `(n, e, d)` by
//! `vectors/nist-cavp/rsa/derive_crt.py`, so a wrong derivation could only make a check fail). PKCS#1 v1.5
//! signing by CRT (every window on RSA-1024, the smallest on RSA-2048, also on the Cortex-M0) and directly,
//! with blinding and the result check, verification of the file's signature and refusal of a modified one.

use crate::tally::Tally;
use emcrypt::bigint::Window;
use emcrypt::drbg::HmacDrbg;
use emcrypt::hash::sha256::Sha256;
use emcrypt::hash::Hash;
use emcrypt::rsa::{private_work_limbs, public_work_limbs, PrivateKey, PrivateOptions, PublicKey};

/// Decodes a hex string at compile time.
const fn unhex<const N: usize>(s: &str) -> [u8; N] {
    const fn nibble(c: u8) -> u8 {
        match c {
            b'0'..=b'9' => c - b'0',
            b'a'..=b'f' => c - b'a' + 10,
            _ => panic!("bad hex"),
        }
    }
    let s = s.as_bytes();
    assert!(s.len() == 2 * N, "hex length");
    let mut out = [0u8; N];
    let mut i = 0;
    while i < N {
        out[i] = (nibble(s[2 * i]) << 4) | nibble(s[2 * i + 1]);
        i += 1;
    }
    out
}

macro_rules! hex {
    ($s:literal) => {
        unhex($s)
    };
}

pub fn run(t: &mut Tally) {
    let sos_failures = emcrypt::bigint::sos::kernel_self_check();
    t.check_that("montgomery-sos", "2 to 20, 34 and 48 limbs", "SOS (assembly) equals CIOS", sos_failures == 0);
    let k1024 = [&RSA1024_PKCS1_N[..], &RSA1024_PKCS1_E, &RSA1024_PKCS1_D, &RSA1024_PKCS1_P, &RSA1024_PKCS1_Q,
        &RSA1024_PKCS1_DP, &RSA1024_PKCS1_DQ, &RSA1024_PKCS1_QINV];
    for (window, label) in [(Window::LOW, "1024 crt w2"), (Window::MID, "1024 crt w4"), (Window::HIGH, "1024 crt w6")] {
        sign::<32, { private_work_limbs(1024, Window::HIGH, true) }>(t, label, &k1024, &RSA1024_PKCS1_MSG, &RSA1024_PKCS1_SIG, window, true);
    }
    sign::<32, { private_work_limbs(1024, Window::LOW, false) }>(t, "1024 direct w2", &k1024, &RSA1024_PKCS1_MSG, &RSA1024_PKCS1_SIG, Window::LOW, false);
    verify::<32, { public_work_limbs(1024) }>(t, "1024", &RSA1024_PKCS1_N, &RSA1024_PKCS1_E, &RSA1024_PKCS1_MSG, &RSA1024_PKCS1_SIG);
    let k2048 = [&RSA2048_PKCS1_N[..], &RSA2048_PKCS1_E, &RSA2048_PKCS1_D, &RSA2048_PKCS1_P, &RSA2048_PKCS1_Q,
        &RSA2048_PKCS1_DP, &RSA2048_PKCS1_DQ, &RSA2048_PKCS1_QINV];
    sign::<64, { private_work_limbs(2048, Window::LOW, true) }>(t, "2048 crt w2", &k2048, &RSA2048_PKCS1_MSG, &RSA2048_PKCS1_SIG, Window::LOW, true);
    verify::<64, { public_work_limbs(2048) }>(t, "2048", &RSA2048_PKCS1_N, &RSA2048_PKCS1_E, &RSA2048_PKCS1_MSG, &RSA2048_PKCS1_SIG);
}

#[inline(never)] // a frame of its own, see hashes::check
fn sign<const L: usize, const WORK: usize>(
    t: &mut Tally,
    label: &str,
    c: &[&[u8]; 8],
    msg: &[u8],
    expected: &[u8],
    window: Window,
    crt: bool,
) {
    const ALGORITHM: &str = "rsa-pkcs1-sha256";
    let Ok(key) = PrivateKey::<L>::from_components(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]) else {
        return t.check_that(ALGORITHM, label, "key loads", false);
    };
    let opts = PrivateOptions { window, crt, blinding: true, verify_result: true };
    let mut work = [0u32; WORK];
    let mut sig = [0u8; 256];
    let sig = &mut sig[..expected.len()];
    // The blinding factors come from an HMAC_DRBG with a fixed seed (they do not change the signature).
    let Ok(mut rng) = HmacDrbg::<Sha256>::new(&[7; 32], &[9; 16], b"kat") else {
        return t.check_that(ALGORITHM, label, "drbg", false);
    };
    let r = key.sign_pkcs1v15::<Sha256, _>(&mut rng, msg, sig, &mut work, &opts);
    t.check_that(ALGORITHM, label, "signs", r.is_ok());
    t.check(ALGORITHM, label, "signature", sig, expected);
}

#[inline(never)]
fn verify<const L: usize, const WORK: usize>(t: &mut Tally, label: &str, n: &[u8], e: &[u8], msg: &[u8], sig: &[u8]) {
    const ALGORITHM: &str = "rsa-pkcs1-sha256";
    let Ok(key) = PublicKey::<L>::from_be_bytes(n, e) else { return t.check_that(ALGORITHM, label, "key loads", false) };
    let mut work = [0u32; WORK];
    let digest = <Sha256>::digest(msg);
    t.check_that(ALGORITHM, label, "verifies", key.verify_pkcs1v15_prehash::<Sha256>(&digest, sig, &mut work).is_ok());
    let mut bad = [0u8; 256];
    let bad = &mut bad[..sig.len()];
    bad.copy_from_slice(sig);
    bad[sig.len() / 2] ^= 1;
    t.check_that(ALGORITHM, label, "refuses a modified signature", key.verify_pkcs1v15_prehash::<Sha256>(&digest, bad, &mut work).is_err());
}

const RSA2048_PKCS1_N: [u8; 256] = hex!("e0b14b99cd61cd3db9c2076668841324fa3174f33ce66ffd514394d34178d29a49493276b6777233e7d46a3e68bc7ca7e899e901d54f6dee0749c3e48ddf68685867ee2ae66df88eb563f6db137a9f6b175a112e0eda8368e88e45efe1ce14bc6016d52639627066af1872c72f60b9161c1d237eeb34b0f841b3f0896f9fe0e16b0f74352d101292cc464a7e7861bbeb86f6df6151cb265417c66c565ed8974bd8fc984d5ddfd4eb91a3d5234ce1b5467f3ade375f802ec07293f1236efa3068bc91b158551c875c5dc0a9d6fa321bf9421f08deac910e35c1c28549ee8eed8330cf70595ff70b94b49907e27698a9d911f7ac0706afcb1a4a39feb38b0a8049");
const RSA2048_PKCS1_E: [u8; 3] = hex!("010001");
const RSA2048_PKCS1_D: [u8; 256] = hex!("1dbca92e4245c2d57bfba76210cc06029b502753b7c821a32b799fbd33c98b49db10226b1eac0143c8574ef652833b96374d034ef84daa5559c693f3f028d49716b82e87a3f682f25424563bd9409dcf9d08110500f73f74076f28e75e0199b1f29fa2f70b9a31190dec54e872a740e7a1b1e38c3d11bca8267deb842cef4262237ac875725068f32563b478aca8d6a99f34cb8876b97145b2e8529ec8adea83ead4ec63e3ff2d17a2ffefb05c902ca7a92168378c89f75c928fc4f0707e43487a4f47df70cae87e24272c136d3e98cf59066d41a3d038857d073d8b4d2c27b8f0ea6bfa50d263091a4a18c63f446bc9a61e8c4a688347b2435ec8e72eddaea7");
const RSA2048_PKCS1_P: [u8; 128] = hex!("f55608a0bbf228a3cac2075fcd51cee8dd66fe482592b5bc43052d21f2a585a9e662c4d2f8c31b9983c56aea0ee6065c2b7dba1b9e4c0b25c258c0ba29f9a20d832d8140c131778f7a5371cc8d02ea0b0827fa9e48b890446289fb9dc266b0e1126047d25e68b603e6c7b47070847dc829e431ba4b46f5b0ae47a9f54c6df2ab");
const RSA2048_PKCS1_Q: [u8; 128] = hex!("ea758d47882feccf4826a11d4e808fa02138144caf142e3591d7e25c91b8dec869145dd9ce604bdaad61a9d5b59f34ab151741638730ecc38df0711dfa70da6cb58ddba0bae1fa3561f2f20ae3a85a711a05828288109eb69b1226b12f057c5e554ad041539df3b5558d59c062a5f22f47c9bc9796a0c604e2f936fa5fb3b8db");
const RSA2048_PKCS1_DP: [u8; 128] = hex!("c1f40120295599615bf326e74b27a8bf1a01c9777a14d10e03a1fcfb409c30de8f9f77e11dff093bc51bf69911ac324cfda908cfbac67d6d9d8692deda3e5b29f991a9046b7753012001060f634f717dc535ee00e296de9ee1941a52af14863379569a912a47f7d57fc653d52c6ee20db3688f13ab5d6ef0fde6f3eb543ffbbf");
const RSA2048_PKCS1_DQ: [u8; 128] = hex!("e3e066f53c5f6029c2f590a85c5145c71c22565085e5f657a8ad8bdbeee220dde68b9e0000bec55b0023291f864bfbb3c066feedce4af603c72407bd5c596d62353f705492eee9f212863f4be8230bec5b9f394ec7126840110e1e3f1df5960055a3c62f8826bfe4e206e551c04f8bc8fa5c1009c1a3f7726e6c4c4c22d219fb");
const RSA2048_PKCS1_QINV: [u8; 128] = hex!("de771ad9f8e5eeaf72e8328735c2ea5e0c40a6aadc8b1a598537a96eb108c00caaf7e7ec1ab95c7d42464cca239be9724923486380705bd3cd99bc43862e97eca4e91decad472721cd468e66babac4e288199633879c14b477c28ab7b8a2086d1ee99b22498661623c0a0933c8277541dac29788c7cdb28de686a227e3bed40c");
const RSA2048_PKCS1_MSG: [u8; 128] = hex!("6504921a97cd57aa8f3863dc32e1f2d0b57aff63106e59f6afc3f9726b459388bae16b3e224f6aa7f4f471f13606eda6e1f1ac2b4df9ef8de921c07c2f4c8598d7a3d6ec4b368cb85ce61a74338221118a303e821c0f277b591af6795f50c40226127a2efacce4662fd7076c109eb59b18005e7165f6294a6976436ee397774e");
const RSA2048_PKCS1_SIG: [u8; 256] = hex!("335ffadc0b1b8bd2b1eb670dd246e76dcccdc955a1687a15f74aa3e1596ebd43e607c640525f89dda95809cfd065f1be4e4a249477d24f400d4d4c9438a0af95b26b28b416e42aa950e2a52851b52132048f1b1ce944322fc99c1aabb49b7fae4c2f0fef674b50adee3bbb5c6c33822b608e4b9577275ca20c710af9fc41b1c01d9c0ff6f0d8324dc08e1a76e232d8feaa06c73bbf64053bea35f1c528b2722764822ef1ff06246e75a9a22a10da4ea84fc2441bea24b35506f8447fcf69093c5d21ab0305cce2c7ea9ffac357c664b491fc55f2919ec490c38accbab378c252ac2df3845acff575ec7524cd2f586cca1497c74f24b299d6d6254c8cdb1d227d");
const RSA1024_PKCS1_N: [u8; 128] = hex!("c8a2069182394a2ab7c3f4190c15589c56a2d4bc42dca675b34cc950e24663048441e8aa593b2bc59e198b8c257e882120c62336e5cc745012c7ffb063eebe53f3c6504cba6cfe51baa3b6d1074b2f398171f4b1982f4d65caf882ea4d56f32ab57d0c44e6ad4e9cf57a4339eb6962406e350c1b15397183fbf1f0353c9fc991");
const RSA1024_PKCS1_E: [u8; 3] = hex!("010001");
const RSA1024_PKCS1_D: [u8; 128] = hex!("5dfcb111072d29565ba1db3ec48f57645d9d8804ed598a4d470268a89067a2c921dff24ba2e37a3ce834555000dc868ee6588b7493303528b1b3a94f0b71730cf1e86fca5aeedc3afa16f65c0189d810ddcd81049ebbd0391868c50edec958b3a2aaeff6a575897e2f20a3ab5455c1bfa55010ac51a7799b1ff8483644a3d425");
const RSA1024_PKCS1_P: [u8; 64] = hex!("f66a2468b1481a0d6b604967f0580389d6061f033a9b57b74d1befe8101198945b809304241d02fd5f921fe959fbecdb180054869adb17d321f9d5d598123e73");
const RSA1024_PKCS1_Q: [u8; 64] = hex!("d06ffa563bd0b8b97f0072ea075103ec1ff0b17fd6bdaf94a75ae6035982f680249d77cc1596a654f14c517a13b95f1a8c5de8cc84ad38d2e6aa4fcd541a32eb");
const RSA1024_PKCS1_DP: [u8; 64] = hex!("d4d4b69fca478960ffd64970c1d17334f12b964bb6aa07a825acb498ce90342627a634d505d01d0df52703f30c2aa0d857b1a9501d9e90c4667b206b7d0e7ceb");
const RSA1024_PKCS1_DQ: [u8; 64] = hex!("284fefe7ababe37e24bcee7caaab95899e67cbbc80c8b0e39c366d53ea84f4adb5e72a9b32f5aef7b0af64f6aa47e8c7d6abf6f14f1bbd68b4a9edc33567d7bf");
const RSA1024_PKCS1_QINV: [u8; 64] = hex!("e3bd881c5a8f4afca08cbc047cf0e3897c85189af4f9a700932cf49e72f64404390da5048279ce47f5af589b1be9e461bbd8cc07ab8bc68baf6cc913b2e62672");
const RSA1024_PKCS1_MSG: [u8; 128] = hex!("e567a39ae4e5ef9b6801ea0561b72a5d4b5f385f0532fc9fe10a7570f869ae05c0bdedd6e0e22d4542e9ce826a188cac0731ae39c8f87f9771ef02132e64e2fb27ada8ff54b330dd93ad5e3ef82e0dda646248e35994bda10cf46e5abc98aa7443c03cddeb5ee2ab82d60100b1029631897970275f119d05daa2220a4a0defba");
const RSA1024_PKCS1_SIG: [u8; 128] = hex!("0e7cdd121e40323ca6115d1ec6d1f9561738455f0e9e1cd858e8b566ae2da5e8ee63d8f15c3cdd88027e13406db609369c88ca99b34fa156c7ee62bc5a3923bb5a1edabd45c1a422aafcbb47e0947f35cfef87970b4b713162b21916cafb8c864a3e5b9ffc989401d4eae992312a32c5bc88abbb45f99ac885b54d6b8e61b6ec");

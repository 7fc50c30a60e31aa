//! Case bodies for RSA: PSS-SHA256 signing of a 3072-bit key (CMOX's table: CRT and direct, the three
//! exponent windows Low/Mid/High = 2/4/6 bits), its verification, and PKCS#1 v1.5 SHA-256 signing and
//! verification with 1024- and 2048-bit keys (CycloneCRYPTO's). As CMOX's functions do, the operations take
//! the message digest (hashing is not timed) and the signer's key is decoded outside the measurement.
//! Signing runs with emcrypt's defaults: base blinding (random factor from an HMAC_DRBG seeded outside the
//! measurement) and the check of the result by the public operation; one case runs without either.
//!
//! Under a constant-time check whose secret is the key, the key stays the record's (an RSA key has to satisfy
//! its structure, and each size has one record): the check's secret replaces what can vary around it, the
//! signed digest (its first 32 bytes: the value the private exponentiation works on) and the seed of the
//! blinding DRBG (its last 32 bytes: the secret blinding factor). The private exponents are therefore the
//! same in every run: a branch on their bits would go unseen, so the exponentiation's schedule is checked
//! by its code (a fixed window walk), not by this check.
//!
//! Known answers: the NIST CAVP FIPS 186-2 SigGen15 / SigGenPSS records below (vendored in
//! `vectors/nist-cavp/rsa/`): `n, e, d`, the message, the PSS salt and the signature `S` are copied from the
//! files. The files give no CRT components: `p, q, dP, dQ, qInv` were derived from their `(n, e, d)` by the
//! standard factoring method (`vectors/nist-cavp/rsa/derive_crt.py`, Python integers, not emcrypt). The
//! expected signatures remain the files' own, so a wrong derivation could only make a case fail.

use crate::Outcome;
use emcrypt::bigint::Window;
use emcrypt::drbg::hmac_drbg::HmacDrbg;
use emcrypt::hash::sha256::Sha256;
use emcrypt::hash::Hash;
use emcrypt::rsa::{private_work_limbs, public_work_limbs, PrivateKey, PrivateOptions};
use emcrypt_fw_rt::bench::{ct_secret, measure, report_leftovers, SecretKind};

#[cfg(target_has_atomic = "ptr")]
#[path = "peers_rsa.rs"]
pub mod peer;

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

/// One signing key with its CAVP record.
struct Vector<'a> {
    n: &'a [u8],
    e: &'a [u8],
    d: &'a [u8],
    p: &'a [u8],
    q: &'a [u8],
    dp: &'a [u8],
    dq: &'a [u8],
    qinv: &'a [u8],
    msg: &'a [u8],
    sig: &'a [u8],
    salt: &'a [u8],
}

/// The signature scheme of a case.
#[derive(Clone, Copy)]
pub enum Scheme {
    /// RSASSA-PSS, SHA-256, MGF1-SHA-256, the record's salt.
    Pss,
    /// RSASSA-PKCS1-v1_5, SHA-256.
    Pkcs1v15,
}

/// The 3072-bit PSS, 2048-bit and 1024-bit PKCS#1 v1.5 records.
#[derive(Clone, Copy)]
pub enum Key {
    /// SigGenPSS_186-2, [mod = 3072], SHA256.
    Rsa3072,
    /// SigGen15_186-2, [mod = 2048], SHA256.
    Rsa2048,
    /// SigGen15_186-2, [mod = 1024], SHA256.
    Rsa1024,
}

fn vector(key: Key) -> Vector<'static> {
    match key {
        Key::Rsa3072 => Vector {
            n: &RSA3072_PSS_N,
            e: &RSA3072_PSS_E,
            d: &RSA3072_PSS_D,
            p: &RSA3072_PSS_P,
            q: &RSA3072_PSS_Q,
            dp: &RSA3072_PSS_DP,
            dq: &RSA3072_PSS_DQ,
            qinv: &RSA3072_PSS_QINV,
            msg: &RSA3072_PSS_MSG,
            sig: &RSA3072_PSS_SIG,
            salt: &RSA3072_PSS_SALT,
        },
        Key::Rsa2048 => Vector {
            n: &RSA2048_PKCS1_N,
            e: &RSA2048_PKCS1_E,
            d: &RSA2048_PKCS1_D,
            p: &RSA2048_PKCS1_P,
            q: &RSA2048_PKCS1_Q,
            dp: &RSA2048_PKCS1_DP,
            dq: &RSA2048_PKCS1_DQ,
            qinv: &RSA2048_PKCS1_QINV,
            msg: &RSA2048_PKCS1_MSG,
            sig: &RSA2048_PKCS1_SIG,
            salt: &[],
        },
        Key::Rsa1024 => Vector {
            n: &RSA1024_PKCS1_N,
            e: &RSA1024_PKCS1_E,
            d: &RSA1024_PKCS1_D,
            p: &RSA1024_PKCS1_P,
            q: &RSA1024_PKCS1_Q,
            dp: &RSA1024_PKCS1_DP,
            dq: &RSA1024_PKCS1_DQ,
            qinv: &RSA1024_PKCS1_QINV,
            msg: &RSA1024_PKCS1_MSG,
            sig: &RSA1024_PKCS1_SIG,
            salt: &[],
        },
    }
}

/// The working-buffer limbs of a signing case.
pub const fn sign_work(bits: usize, window: Window, crt: bool) -> usize {
    private_work_limbs(bits, window, crt)
}

/// Signs the record's digest with key capacity `L` limbs and a `WORK`-limb working buffer.
pub fn sign<const L: usize, const WORK: usize>(
    id: u32,
    key: Key,
    scheme: Scheme,
    window: Window,
    crt: bool,
    protected: bool,
) -> Outcome {
    let v = vector(key);
    let failed = Outcome { passed: false, working_bytes: 0 };
    let Ok(key) = PrivateKey::<L>::from_components(v.n, v.e, v.d, v.p, v.q, v.dp, v.dq, v.qinv) else { return failed };
    let check = ct_secret(SecretKind::Key);
    let (mut digest, mut seed) = (<Sha256>::digest(v.msg), [0x5a; 32]);
    if let Some(s) = &check {
        digest.copy_from_slice(&s[..32]);
        seed.copy_from_slice(&s[32..64]);
    }
    let Ok(mut rng) = HmacDrbg::<Sha256>::new(&seed, &[0xa5; 16], b"emcrypt rsa bench") else { return failed };
    let opts = PrivateOptions { window, crt, blinding: protected, verify_result: protected };
    let mut work = [0u32; WORK];
    let mut sig = [0u8; 512];
    let size = key.public_key().size();
    let sig = &mut sig[..size];
    let r = measure(id, (&key, &digest, &mut rng, &mut *sig, &mut work), |(k, d, rng, sig, work)| match scheme {
        Scheme::Pss => k.sign_pss_prehash_with_salt::<Sha256, Sha256, _>(rng, d, v.salt, sig, work, &opts),
        Scheme::Pkcs1v15 => k.sign_pkcs1v15_prehash::<Sha256, _>(rng, d, sig, work, &opts),
    });
    // The private exponents and primes, as bytes and as limbs: a copy of 4 of their bytes left on the stack
    // is a leak.
    let mut limbs = [[0u8; 384]; 6];
    for (out, part) in limbs.iter_mut().zip([v.d, v.p, v.q, v.dp, v.dq, v.qinv]) {
        for (o, b) in out.iter_mut().zip(part.iter().rev()) {
            *o = *b;
        }
    }
    let [ld, lp, lq, ldp, ldq, lqinv] = &limbs;
    report_leftovers(id, &[v.d, v.p, v.q, v.dp, v.dq, v.qinv, &ld[..v.d.len()], &lp[..v.p.len()], &lq[..v.q.len()],
        &ldp[..v.dp.len()], &ldq[..v.dq.len()], &lqinv[..v.qinv.len()]]);
    Outcome { passed: r.is_ok() && crate::same_bytes(sig, v.sig), working_bytes: (4 * WORK) as u32 }
}

/// Verifies the record's signature (public key decoded inside the measurement, as CMOX's functions take it).
pub fn verify<const L: usize, const WORK: usize>(id: u32, key: Key, scheme: Scheme) -> Outcome {
    let v = vector(key);
    let digest = <Sha256>::digest(v.msg);
    let mut work = [0u32; WORK];
    let r = measure(id, (&digest, &mut work), |(d, work)| {
        let key = emcrypt::rsa::PublicKey::<L>::from_be_bytes(v.n, v.e)?;
        match scheme {
            Scheme::Pss => key.verify_pss_prehash_mgf::<Sha256, Sha256>(d, v.sig, Some(v.salt.len()), work),
            Scheme::Pkcs1v15 => key.verify_pkcs1v15_prehash::<Sha256>(d, v.sig, work),
        }
    });
    Outcome { passed: r.is_ok(), working_bytes: (4 * WORK) as u32 }
}

/// The working-buffer limbs of a verification case.
pub const fn verify_work(bits: usize) -> usize {
    public_work_limbs(bits)
}

// Generated from public vectors by the script in the module docs; see there.
// RSA3072_PSS: SigGenPSS_186-2.txt, [mod = 3072], SHAAlg = SHA256, Msg = e2f6dfa5014fee6b...
const RSA3072_PSS_N: [u8; 384] = hex!("9c43ef522cab18022297d3d70fa491d03b975b844b76cedba35d8d885ddb2825e31fd5c101bd9e9a215520bb8cdddeb6ab2cf2dc86065179477d80f733016929d7334cdfdf818c1378a4b9428fa1ee2e525321f905d0b949d3abc9e93d3f30b077795338bd55c28a1ced134bb2d575bfa44b2fd8cf1d5c54168a12a1d6c511f62ca973cdb704c233487e1fd39e5adc8870af352ec3c6a6a64152fc82a1c16ecc43d1d5817f76a1b46a5fab9db8923311edd3cc032fed7eb6252e77db69d7bf9ee35dc4ddd0fbdb9a76afe25a82f4495aa4f072cef9b1247cb368bcc8677565a47095242702e6341281f506805e20e8c89e9af28adff21c804c70cab10ee2fe5212ec07987d13e7d4b60529611e4d33a062d724cdfb16cdc48b964ba07dfa2620d5a8805d0be93380850c66f3fada059802a5946bfe3b0b10e19a8289ec01f6514abb883bb53c49dadbba42d412ea264c8a5122fda1ea9b742289642b0ea34ceb76ae8256a97845d37594cfbff8c7a4430176223bacc3bef395ceda13fd211c71");
const RSA3072_PSS_E: [u8; 3] = hex!("010001");
const RSA3072_PSS_D: [u8; 384] = hex!("0ca4cf8cb3da0d2981108d5eb9a08c7ecf8f8de35cb2ca868987a48fcbde53778b52d45a1750b7304bf1a6221ec20606fc3f39106054cb0b57de3f0ce166e412335c2e846fc27ce9c76976a6fcd5b29eb361101ee4da505fb99d8d0b0efe59ab71a352b944d29758d301d8bd9784ff8fc7d4a094b79f6dccccfd13885e47184eb5aae958940e31c372026883582d0c6a8ac9967147fc7f17f531a8864e5dc720067dc83b7feb82a68533e4003142bd189e887459aeab5605196992dfa14708754b9c429df15148df842c883240215f49aaccabb3d1106457a344ce07bbaa07fa68b9ce0fe8eef0fad528309c81fcfa8a8a786c35c2d2cbffac593936954ee104a84665ceb49d3d0dd8daa450ecb9dcf6d16c31285c0a3927b44ac09bec36d65f885cf5836232ca9e94983dc33f43e7a56e7ffdba6c60edb6f614122722eecefaa0ab4b78d5a9218f5a985dae872076cfdc8551a5feadc70a035bf24bcba23c88103e958084c85d8089b7e7ae3ea4d6994fd753847844ee58be937ad751da71b5");
const RSA3072_PSS_P: [u8; 192] = hex!("ca7b50c5f65f2115fea7691f7d90c124866e774e68e9eb89306538956fc217593d46017b7dd7942d636e384a34c802a14d5fd9916798d7d6193ef1a29e2fdbefd955261496d8ac9713922d43bfc43a7a410752ccbc854cc85268f411e793f9b5279007bbcaca30fb16fd9033a6ea31566b4f2c27f0161107e2cd890bcf563a522ee0eb96a016e9007595a94172a4aeded11fadcb8ab5f03cd154f8b8e0e0666ff62b1ccda02599ea44bbfcfaea541a5ac26bf267a56a8177a50f6b87b460a54d");
const RSA3072_PSS_Q: [u8; 192] = hex!("c591723042d4b8737f4ef9dfeb40c6d62d439ee8688158a4be24c0ad130f851113cc53d776c63cd782b95ccfd266bdb2578b78439c121de34e8955a7fbd2c6ae1a1c37b24c12f5dce15175dd9e203a3abd5bf9e736b1fc183d10c4540c5cf2cbe26768e94c1eab2ba3008b32d6d50716699c6bfcbec5bbeb94a054dbcd16d10f74972ca5fe53256cd0ade8f502eceaed633414a9bdb623035a234f65c6662a23d792cc0eeb21a1f55ebca26ffa1c56c96fbb7d870fc3ffb181de8398238ab1b5");
const RSA3072_PSS_DP: [u8; 192] = hex!("9e3936a93b18a33618c4a134e65e134f836d16f5c2ade84c4ff109025d4e82084e05426b49af082f5f9f65853731843c9fc5e2b1e90e5abb070754b30a81c38fed78c845168b4272dbec424acab3802ec05a04add0332a08efbcebdc81e5f41f47471983f9b77e06f7b434d6e7fbe189f258efdc559428c2cccc67e73ea1d6f91980d117e7098011c7d0a76e69339f22a6afe693435560e16582ccc94b908efbb69581f07cd06531d77c3ef7a3dd0cab177a5af5fb20fb028f8d392dd61a1f91");
const RSA3072_PSS_DQ: [u8; 192] = hex!("60889eb8c20eda4964cd1bfeb31e258984f8636ebf9163d4ab2b9e11731cc43201f0768ef2f40dca678f56b01ce8228c3f86602ef8d549514590890fd955b5ca5feba5b332c498e96216c17695cabd68f2193cd422bf78a40742680b8136f15379be795e74d90f5df4f9510a783a028a8af3e937c7a72a1903b80b7e9289318151c0840a5f681503443b95761205dd0c3ccab7c5f0724c4d58ffa3cde0d10e8a10cd2373aea3f254c80377832b3c2993a74a7f1d3d30d180d429fb369d372979");
const RSA3072_PSS_QINV: [u8; 192] = hex!("86071c72b671f82638e68a514fc6c5d1e4110fb7bc8f21c8923a1ccff1c5dbf5e292fd2478913be66abf8dce2760773b184a195c3283020d5ebc0e8c9ffac88d6c05283c5f8fad85c74d9b9693638f7d75252afe4c2e70c58260321aff8428504f324263829cc5b5cf03aaed2ced76d1c2216b7e73c5b74de34fe912a56a62e77b8b8ed9517c7851bff7a86626932cc66b821942a1772c978844b649da4a03b4ae9f1a167b336b9a9532e865fd4ce82234bec3daca2c45099469874ba012e130");
const RSA3072_PSS_MSG: [u8; 128] = hex!("e2f6dfa5014fee6b1b04108682e85619ded7c4647faf4ae8f19cf6cbd199677fe033859f56906f1979b1b5926df4c8064eddaeaf7c15fa2936b3fcd36bbb3578cce40d2f269fc97fef54b7c71fefabdd419baff6c9cdf7c6a88513e81ed1687fcf92e11e1a82e2e5a6767eed3de1e9e7de9a30ff0ddf27076e99a3d192e1eadc");
const RSA3072_PSS_SIG: [u8; 384] = hex!("3a0622ddff5a0c1f5b545d684054e46211786a2e40627e0cb6795ea0d176f3c97e6536fb64c5eca7b28b7ac52e48e3d50b916d2fccb87d70cd8eda7c15c2308734254716e5b400592cc2e5e033ba27866cb14fefbdcbc35d5d85d4eee8ba6bc2da995e8ebcc27d50c48aa988bf45fde27311a9e2ec029d0fa6fa6d3efea460fc1a90e443d807d209a4c06bf3022d529ab2e4a877325fcccb3f86ac16200ab95628bf0c1c8c70f6fe1a9f288bbc0162a392f40ad1109cdbbaf03d9b2d514a60983874350be9aef886c3c481a66325f137aecb4c82a8a73046dbc1dd8598ffbdb828a3d638f9dd8139a768dcd8d30d79740ef345c1644d03e6fb86a46367f6d82a7a819057ae490e1b100b5842ed385845f379101e37ce604531c61de423df66200d45b7229662fd0ec3572593b09a5213ec14c1d7b2338ca9c763c0d18946f04eaaf57ea2ebc79e093f2fd4c64cb1c1a7f0e888dc2d87a15eb769f56dc180cfe1597cc3e4e1811d4e27852fa188c8fec4fc917d4724d33ce5f3211895cf7e8b8c");
const RSA3072_PSS_SALT: [u8; 20] = hex!("6f2841166a64471d4f0b8ed0dbb7db32161da13b");
// RSA2048_PKCS1: SigGen15_186-2.txt, [mod = 2048], SHAAlg = SHA256, Msg = 6504921a97cd57aa...
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
// RSA1024_PKCS1: SigGen15_186-2.txt, [mod = 1024], SHAAlg = SHA256, Msg = e567a39ae4e5ef9b...
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


/// Working-buffer limbs of the key-generation case.
pub const fn keygen_work(bits: usize) -> usize {
    emcrypt::rsa::keygen_work_limbs(bits)
}

/// RSA key generation (`e = 65537`) from a fixed HMAC_DRBG seed. The time depends on how many candidates
/// the seed's stream rejects (a geometric spread): the figure is **one seed's**, not an average. There is
/// no public vector for a generated key, so the known answer is its consistency, checked outside the
/// measurement: the key signs SHA-256("sample") (PKCS#1 v1.5, CRT, result checked) and the signature
/// verifies with its public key.
pub fn keygen<const L: usize, const WORK: usize>(id: u32, bits: usize) -> Outcome {
    let failed = Outcome { passed: false, working_bytes: 0 };
    let mut seed = [0x3c; 32];
    if let Some(s) = ct_secret(SecretKind::Key) {
        seed.copy_from_slice(&s[..32]);
    }
    let Ok(mut rng) = HmacDrbg::<Sha256>::new(&seed, &[0xa5; 16], b"emcrypt rsa keygen bench") else { return failed };
    let mut work = [0u32; WORK];
    let generated = measure(id, (&mut rng, &mut work), |(rng, work)| emcrypt::rsa::generate_key(rng, bits, &[1, 0, 1], work));
    let Ok(generated) = generated else { return failed };
    let Ok(key) = generated.private_key::<L>() else { return failed };
    drop(generated);
    let opts = PrivateOptions::default();
    let mut sign_work = [0u32; WORK];
    let mut sig = [0u8; 512];
    let sig = &mut sig[..bits / 8];
    let digest = <Sha256>::digest(b"sample");
    let signed = key.sign_pkcs1v15_prehash::<Sha256, _>(&mut rng, &digest, sig, &mut sign_work, &opts);
    let verified = key.public_key().verify_pkcs1v15_prehash::<Sha256>(&digest, sig, &mut sign_work);
    Outcome { passed: signed.is_ok() && verified.is_ok(), working_bytes: (4 * WORK) as u32 }
}

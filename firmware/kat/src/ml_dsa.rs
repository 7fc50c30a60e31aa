//! ML-DSA-44/65/87 (FIPS 204) against the first record of each NIST known-answer file
//! (`vectors/nist-cavp/mldsa/`): key generation from ξ (public and secret key), the deterministic pure
//! signature with both signing variants (`Expanded` on the stack, `LowRam` with a static working buffer),
//! verification of it and refusal of a modified one, by rows and in low RAM (`verify_low_ram`, the same
//! static buffer). Keys and signatures live in static buffers, so the checks' stack stays that of the
//! operations.

use crate::tally::Tally;
use emcrypt::pqc::ml_dsa::{Expanded, LowRam, Message, MlDsa44, MlDsa65, MlDsa87};

/// One known-answer record.
pub struct MlDsaCase {
    pub label: &'static str,
    pub xi: &'static [u8],
    pub public: &'static [u8],
    pub secret: &'static [u8],
    pub msg: &'static [u8],
    pub context: &'static [u8],
    pub sig: &'static [u8],
}

mod vectors {
    use super::MlDsaCase;
    include!(concat!(env!("OUT_DIR"), "/ml_dsa_vectors.rs"));
}

/// Static buffers sized for ML-DSA-87: public key, secret key, signature, low-RAM working buffer.
struct Buffers {
    public: [u8; MlDsa87::PUBLIC_KEY_LEN],
    secret: [u8; MlDsa87::SECRET_KEY_LEN],
    sig: [u8; MlDsa87::SIGNATURE_LEN],
    work: [i32; MlDsa87::LOW_RAM_WORK_WORDS],
}

fn buffers() -> &'static mut Buffers {
    static mut BUFFERS: Buffers = Buffers {
        public: [0; MlDsa87::PUBLIC_KEY_LEN],
        secret: [0; MlDsa87::SECRET_KEY_LEN],
        sig: [0; MlDsa87::SIGNATURE_LEN],
        work: [0; MlDsa87::LOW_RAM_WORK_WORDS],
    };
    // SAFETY: single-threaded firmware; each check takes the buffers once and drops them before the next.
    #[allow(static_mut_refs)]
    unsafe {
        &mut BUFFERS
    }
}

macro_rules! check_set {
    ($fn:ident, $set:ident, $case:path, $name:literal) => {
        #[inline(never)] // a frame of its own, see hashes::check
        fn $fn(t: &mut Tally) {
            let case = &$case;
            let b = buffers();
            let (pk, sk, sig) = (
                &mut b.public[..$set::PUBLIC_KEY_LEN],
                &mut b.secret[..$set::SECRET_KEY_LEN],
                &mut b.sig[..$set::SIGNATURE_LEN],
            );
            let Ok(xi) = <&[u8; 32]>::try_from(case.xi) else {
                return t.check_that($name, case.label, "seed length", false);
            };
            let generated = $set::keygen_into(xi, pk, sk);
            t.check_that($name, case.label, "key generation ran", generated.is_ok());
            t.check($name, case.label, "public key", pk, case.public);
            t.check($name, case.label, "secret key", sk, case.secret);

            let message = Message::Pure { message: case.msg, context: case.context };
            sig.fill(0);
            let signed = $set::sign_with(&mut Expanded, case.secret, &message, &[0; 32], sig);
            t.check_that($name, case.label, "expanded signing ran", signed.is_ok());
            t.check($name, case.label, "signature (expanded)", sig, case.sig);
            sig.fill(0);
            let signed = $set::sign_with(&mut LowRam::new(&mut b.work), case.secret, &message, &[0; 32], sig);
            t.check_that($name, case.label, "low-RAM signing ran", signed.is_ok());
            t.check($name, case.label, "signature (low RAM)", sig, case.sig);

            let valid = $set::verify(case.public, case.msg, case.context, case.sig);
            t.check_that($name, case.label, "verifies", valid.is_ok());
            let work = &mut b.work[..$set::LOW_RAM_VERIFY_WORK_WORDS];
            let valid = $set::verify_low_ram(work, case.public, &message, case.sig);
            t.check_that($name, case.label, "verifies in low RAM", valid.is_ok());
            sig.copy_from_slice(case.sig);
            sig[7] ^= 0x10;
            let modified = $set::verify(case.public, case.msg, case.context, sig);
            t.check_that($name, case.label, "refuses a modified signature", modified.is_err());
            let work = &mut b.work[..$set::LOW_RAM_VERIFY_WORK_WORDS];
            let modified = $set::verify_low_ram(work, case.public, &message, sig);
            t.check_that($name, case.label, "refuses a modified signature in low RAM", modified.is_err());
        }
    };
}

check_set!(ml_dsa_44, MlDsa44, vectors::MLDSA44, "ml-dsa-44");
check_set!(ml_dsa_65, MlDsa65, vectors::MLDSA65, "ml-dsa-65");
check_set!(ml_dsa_87, MlDsa87, vectors::MLDSA87, "ml-dsa-87");

pub fn run(t: &mut Tally) {
    ml_dsa_44(t);
    ml_dsa_65(t);
    ml_dsa_87(t);
}

//! `digest::Mac` for [`Hmac`] over every hash that implements `digest::Digest` here.

use crate::hash::Hash;
use crate::mac::Hmac;
use digest::common::{BlockSizeUser, KeySizeUser};
use digest::{InvalidLength, Key, KeyInit, OutputSizeUser};

impl<H: Hash + OutputSizeUser> OutputSizeUser for Hmac<H> {
    type OutputSize = H::OutputSize;
}

impl<H: Hash + BlockSizeUser> BlockSizeUser for Hmac<H> {
    type BlockSize = H::BlockSize;
}

/// The nominal key size is the hash's block size, as in RustCrypto `hmac`; `new_from_slice` accepts every
/// length, as HMAC does.
impl<H: Hash + BlockSizeUser> KeySizeUser for Hmac<H> {
    type KeySize = H::BlockSize;
}

impl<H: Hash + BlockSizeUser> KeyInit for Hmac<H> {
    fn new(key: &Key<Self>) -> Self {
        Self::keyed(key)
    }

    fn new_from_slice(key: &[u8]) -> Result<Self, InvalidLength> {
        Ok(Self::keyed(key))
    }
}

impl<H: Hash> digest::MacMarker for Hmac<H> {}

impl<H: Hash> digest::Update for Hmac<H> {
    fn update(&mut self, data: &[u8]) {
        Hmac::update(self, data);
    }
}

impl<H: Hash + OutputSizeUser> digest::FixedOutput for Hmac<H> {
    fn finalize_into(self, out: &mut digest::Output<Self>) {
        // Sizes agree: `H::OutputSize` is checked against `H::OUTPUT_LEN` where the hash's impls are made.
        out.copy_from_slice(Hmac::finalize(self).as_ref());
    }
}

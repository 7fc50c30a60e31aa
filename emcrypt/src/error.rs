//! The one error type of the library.

/// Everything that can go wrong, in coarse variants that leak nothing secret.
///
/// No input, however malformed, panics the library: it returns one of these instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// An input or output has a length the algorithm does not accept.
    InvalidLength,
    /// An encoding (padding, DER, point, ...) is malformed.
    InvalidEncoding,
    /// A key is malformed, out of range or forbidden by the standard (for example empty).
    InvalidKey,
    /// A parameter (algorithm option, iteration count, security strength, ...) is out of range.
    InvalidParameter,
    /// A caller-provided buffer is smaller than the operation needs.
    BufferTooSmall,
    /// A tag, MAC or signature did not verify.
    VerificationFailed,
    /// A generator must be reseeded before it produces more output (SP 800-90A reseed interval).
    ReseedRequired,
    /// The random-number source failed or returned too little entropy.
    RngFailure,
}

impl core::fmt::Display for Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Error::InvalidLength => "invalid length",
            Error::InvalidEncoding => "invalid encoding",
            Error::InvalidKey => "invalid key",
            Error::InvalidParameter => "invalid parameter",
            Error::BufferTooSmall => "buffer too small",
            Error::VerificationFailed => "verification failed",
            Error::ReseedRequired => "reseed required",
            Error::RngFailure => "random number generator failure",
        })
    }
}

impl core::error::Error for Error {}

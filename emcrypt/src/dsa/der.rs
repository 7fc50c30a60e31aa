//! Strict DER for DSA signatures, `SEQUENCE { INTEGER r, INTEGER s }`: short-form lengths only (a DSA
//! signature body is at most 70 bytes), minimal non-negative integers, nothing trailing.

use crate::Error;

/// Splits one element with the expected `tag` (short-form length) off the front: `(content, rest)`.
fn element(input: &[u8], tag: u8) -> Result<(&[u8], &[u8]), Error> {
    match input {
        [t, len, rest @ ..] if *t == tag && *len < 0x80 && rest.len() >= *len as usize => Ok(rest.split_at(*len as usize)),
        _ => Err(Error::InvalidEncoding),
    }
}

/// The magnitude of a minimal non-negative INTEGER content (leading sign byte removed).
fn magnitude(content: &[u8]) -> Result<&[u8], Error> {
    match content {
        [] => Err(Error::InvalidEncoding),
        [first, ..] if first & 0x80 != 0 => Err(Error::InvalidEncoding), // negative
        [0, second, ..] if second & 0x80 == 0 => Err(Error::InvalidEncoding), // not minimal
        [0, rest @ ..] if !rest.is_empty() => Ok(rest),
        all => Ok(all),
    }
}

/// Parses `30 len 02 len r 02 len s` into the big-endian magnitudes of `r` and `s`.
pub(super) fn parse(der: &[u8]) -> Result<(&[u8], &[u8]), Error> {
    let (body, rest) = element(der, 0x30)?;
    let (r, body) = element(body, 0x02)?;
    let (s, body) = element(body, 0x02)?;
    if !rest.is_empty() || !body.is_empty() {
        return Err(Error::InvalidEncoding);
    }
    Ok((magnitude(r)?, magnitude(s)?))
}

/// `b` without leading zero bytes (one kept), and 1 when its top bit is set: such an INTEGER needs a
/// 0x00 in front to read as positive.
fn minimal(b: &[u8]) -> (&[u8], usize) {
    let zeros = b.iter().take_while(|x| **x == 0).count().min(b.len().saturating_sub(1));
    let m = &b[zeros..];
    (m, usize::from(m.first().is_some_and(|x| x & 0x80 != 0)))
}

/// Writes the DER encoding of the big-endian values `r`, `s` (leading zeros allowed) into `out`;
/// returns its length, or `BufferTooSmall`.
pub(super) fn write(r: &[u8], s: &[u8], out: &mut [u8]) -> Result<usize, Error> {
    let ((r, rpad), (s, spad)) = (minimal(r), minimal(s));
    let body = 4 + rpad + r.len() + spad + s.len();
    if body >= 0x80 || r.is_empty() || s.is_empty() {
        return Err(Error::InvalidLength);
    }
    let out = out.get_mut(..2 + body).ok_or(Error::BufferTooSmall)?;
    out[0] = 0x30;
    out[1] = body as u8;
    let mut pos = 2;
    for (m, pad) in [(r, rpad), (s, spad)] {
        out[pos] = 0x02;
        out[pos + 1] = (pad + m.len()) as u8;
        out[pos + 2] = 0;
        out[pos + 2 + pad..pos + 2 + pad + m.len()].copy_from_slice(m);
        pos += 2 + pad + m.len();
    }
    Ok(2 + body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_strictness() {
        let mut out = [0u8; 80];
        let n = write(&[0, 0x80, 1], &[0, 0, 5], &mut out).unwrap();
        assert_eq!(&out[..n], &[0x30, 8, 2, 3, 0, 0x80, 1, 2, 1, 5]);
        assert_eq!(parse(&out[..n]).unwrap(), (&[0x80u8, 1][..], &[5u8][..]));
        assert!(parse(&[0x30, 6, 2, 1, 0x80, 2, 1, 5]).is_err()); // negative r
        assert!(parse(&[0x30, 7, 2, 2, 0, 1, 2, 1, 5]).is_err()); // non-minimal r
        assert!(parse(&[0x30, 6, 2, 1, 1, 2, 1, 5, 0]).is_err()); // trailing byte
        assert!(parse(&[0x30, 0x81, 6, 2, 1, 1, 2, 1, 5]).is_err()); // long-form length
        assert!(parse(&[0x30, 6, 2, 1, 1, 2, 2, 5]).is_err()); // truncated
    }
}

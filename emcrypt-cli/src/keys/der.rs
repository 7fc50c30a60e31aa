//! The little DER and PEM the key commands need: reading and writing the PKCS#8, SEC1 and
//! SubjectPublicKeyInfo wrappers around EC and EdDSA keys (the library parses RSA DER itself).
//!
//! Only definite, minimal lengths are accepted (DER); anything else is an error, never a panic.

use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine;

pub const SEQUENCE: u8 = 0x30;
pub const INTEGER: u8 = 0x02;
pub const OCTET_STRING: u8 = 0x04;
pub const BIT_STRING: u8 = 0x03;
pub const OID: u8 = 0x06;
/// `[0]` and `[1]` explicit tags (SEC1 ECPrivateKey parameters and public key).
pub const CONTEXT_0: u8 = 0xa0;
pub const CONTEXT_1: u8 = 0xa1;

/// OID values (the bytes after tag and length).
pub const OID_EC_PUBLIC_KEY: &[u8] = &[0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01]; // 1.2.840.10045.2.1
pub const OID_ED25519: &[u8] = &[0x2b, 0x65, 0x70]; // 1.3.101.112 (RFC 8410)
pub const OID_ED448: &[u8] = &[0x2b, 0x65, 0x71]; // 1.3.101.113

/// A DER reader over a byte string.
pub struct Reader<'a>(pub &'a [u8]);

impl<'a> Reader<'a> {
    /// Reads one element of tag `tag` and returns its contents.
    pub fn read(&mut self, tag: u8) -> Result<&'a [u8], String> {
        let bad = |why: &str| Err(format!("malformed DER: {why}"));
        let (&t, rest) = self.0.split_first().ok_or("malformed DER: truncated")?;
        if t != tag {
            return bad(&format!("tag {t:#04x} where {tag:#04x} was expected"));
        }
        let (&first, mut rest) = rest.split_first().ok_or("malformed DER: truncated")?;
        let len = if first < 0x80 {
            first as usize
        } else {
            let n = (first & 0x7f) as usize;
            if n == 0 || n > 3 || rest.len() < n || rest[0] == 0 {
                return bad("bad length");
            }
            let len = rest[..n].iter().fold(0usize, |acc, &b| acc << 8 | b as usize);
            if len < 0x80 {
                return bad("non-minimal length");
            }
            rest = &rest[n..];
            len
        };
        if rest.len() < len {
            return bad("truncated");
        }
        let (value, rest) = rest.split_at(len);
        self.0 = rest;
        Ok(value)
    }

    /// Reads an element if the next one has tag `tag`.
    pub fn optional(&mut self, tag: u8) -> Result<Option<&'a [u8]>, String> {
        if self.0.first() == Some(&tag) {
            self.read(tag).map(Some)
        } else {
            Ok(None)
        }
    }

    /// Fails unless everything was read.
    pub fn finish(&self) -> Result<(), String> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err("malformed DER: trailing data".to_string())
        }
    }

    /// Reads the whole of `der` as one element of tag `tag`.
    pub fn single(der: &'a [u8], tag: u8) -> Result<&'a [u8], String> {
        let mut r = Reader(der);
        let value = r.read(tag)?;
        r.finish()?;
        Ok(value)
    }
}

/// Encodes one element.
pub fn element(tag: u8, parts: &[&[u8]]) -> Vec<u8> {
    let len: usize = parts.iter().map(|p| p.len()).sum();
    let mut out = vec![tag];
    match len {
        0..=0x7f => out.push(len as u8),
        0x80..=0xff => out.extend([0x81, len as u8]),
        _ => out.extend([0x82, (len >> 8) as u8, len as u8]),
    }
    for p in parts {
        out.extend_from_slice(p);
    }
    out
}

/// A BIT STRING's contents: no unused bits, then `bytes`.
pub fn bit_string(bytes: &[u8]) -> Vec<u8> {
    element(BIT_STRING, &[&[0], bytes])
}

/// The bytes of a BIT STRING's contents with no unused bits.
pub fn bit_string_bytes(contents: &[u8]) -> Result<&[u8], String> {
    match contents.split_first() {
        Some((0, bytes)) => Ok(bytes),
        _ => Err("malformed DER: BIT STRING with unused bits".to_string()),
    }
}

/// SubjectPublicKeyInfo: `SEQUENCE { SEQUENCE { algorithm OID, [parameter OID] }, BIT STRING key }`.
pub fn spki(algorithm: &[u8], parameter: Option<&[u8]>, key: &[u8]) -> Vec<u8> {
    let alg = algorithm_identifier(algorithm, parameter);
    element(SEQUENCE, &[&alg, &bit_string(key)])
}

fn algorithm_identifier(algorithm: &[u8], parameter: Option<&[u8]>) -> Vec<u8> {
    let oid = element(OID, &[algorithm]);
    let param = parameter.map(|p| element(OID, &[p])).unwrap_or_default();
    element(SEQUENCE, &[&oid, &param])
}

/// A parsed key wrapper: (algorithm OID, parameter OID if any, key bytes).
pub type Wrapped<'a> = (&'a [u8], Option<&'a [u8]>, &'a [u8]);

/// Reads a SubjectPublicKeyInfo.
pub fn read_spki(der: &[u8]) -> Result<Wrapped<'_>, String> {
    let mut seq = Reader(Reader::single(der, SEQUENCE)?);
    let (algorithm, parameter) = read_algorithm_identifier(&mut seq)?;
    let key = bit_string_bytes(seq.read(BIT_STRING)?)?;
    seq.finish()?;
    Ok((algorithm, parameter, key))
}

fn read_algorithm_identifier<'a>(r: &mut Reader<'a>) -> Result<(&'a [u8], Option<&'a [u8]>), String> {
    let mut alg = Reader(r.read(SEQUENCE)?);
    let algorithm = alg.read(OID)?;
    let parameter = alg.optional(OID)?;
    alg.finish()?;
    Ok((algorithm, parameter))
}

/// PKCS#8 PrivateKeyInfo (version 0): `SEQUENCE { INTEGER 0, AlgorithmIdentifier, OCTET STRING key }`.
pub fn pkcs8(algorithm: &[u8], parameter: Option<&[u8]>, key: &[u8]) -> Vec<u8> {
    let alg = algorithm_identifier(algorithm, parameter);
    element(SEQUENCE, &[&element(INTEGER, &[&[0]]), &alg, &element(OCTET_STRING, &[key])])
}

/// Reads a PKCS#8 PrivateKeyInfo (version 0 or 1; attributes and a public key after the key are
/// ignored), the key bytes being the private key.
pub fn read_pkcs8(der: &[u8]) -> Result<Wrapped<'_>, String> {
    let mut seq = Reader(Reader::single(der, SEQUENCE)?);
    let version = seq.read(INTEGER)?;
    if version != [0] && version != [1] {
        return Err("unsupported PKCS#8 version".to_string());
    }
    let (algorithm, parameter) = read_algorithm_identifier(&mut seq)?;
    let key = seq.read(OCTET_STRING)?;
    Ok((algorithm, parameter, key))
}

/// A PEM block: `-----BEGIN label-----`, base64 in 64-column lines, `-----END label-----`.
pub fn pem(label: &str, der: &[u8]) -> String {
    let b64 = BASE64.encode(der);
    let mut out = format!("-----BEGIN {label}-----\n");
    for line in b64.as_bytes().chunks(64) {
        out.push_str(std::str::from_utf8(line).expect("base64 is ASCII"));
        out.push('\n');
    }
    out.push_str(&format!("-----END {label}-----\n"));
    out
}

/// Reads the first PEM block of `text`: (label, DER bytes).
pub fn read_pem(text: &str) -> Result<(String, Vec<u8>), String> {
    let begin = text.find("-----BEGIN ").ok_or("no PEM block")?;
    let rest = &text[begin + 11..];
    let label_end = rest.find("-----").ok_or("malformed PEM header")?;
    let label = rest[..label_end].to_string();
    let body_start = label_end + 5;
    let end_marker = format!("-----END {label}-----");
    let body_end = rest.find(&end_marker).ok_or_else(|| format!("PEM block '{label}' has no end line"))?;
    if body_end < body_start {
        return Err("malformed PEM".to_string());
    }
    let body: String = rest[body_start..body_end].chars().filter(|c| !c.is_ascii_whitespace()).collect();
    let der = BASE64.decode(body.as_bytes()).map_err(|e| format!("PEM block '{label}': bad base64: {e}"))?;
    Ok((label, der))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_refusals() {
        let key = [7u8; 200];
        let der = spki(OID_ED25519, None, &key);
        assert_eq!(read_spki(&der).unwrap(), (OID_ED25519, None, &key[..]));
        let (label, back) = read_pem(&pem("PUBLIC KEY", &der)).unwrap();
        assert_eq!((label.as_str(), back), ("PUBLIC KEY", der.clone()));
        // Every truncation and a trailing byte are refused.
        for len in 0..der.len() {
            assert!(read_spki(&der[..len]).is_err(), "{len}");
        }
        let mut longer = der.clone();
        longer.push(0);
        assert!(read_spki(&longer).is_err());
        // Non-minimal length.
        assert!(Reader(&[0x04, 0x81, 0x05, 1, 2, 3, 4, 5]).read(OCTET_STRING).is_err());
        assert!(Reader(&[0x04, 0x80]).read(OCTET_STRING).is_err());
    }
}

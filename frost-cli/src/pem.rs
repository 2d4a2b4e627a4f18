//! PEM armour (RFC 7468) of public keys: `-----BEGIN PUBLIC KEY-----`, the
//! DER bytes in standard base64 (RFC 4648, Section 4) wrapped at 64
//! characters, `-----END PUBLIC KEY-----`.
//!
//! Works on public data only, in variable time.

/// RFC 4648's standard base64 alphabet.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

const BEGIN: &str = "-----BEGIN PUBLIC KEY-----";
const END: &str = "-----END PUBLIC KEY-----";

/// Standard base64 with `=` padding.
fn base64(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let group = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, b)| acc | u32::from(*b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(
                    ALPHABET[((group >> (18 - 6 * i)) & 63) as usize],
                ));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The bytes of standard base64 text with `=` padding, or `None` if it is
/// not exactly that (wrong characters, length or padding, or non-zero
/// padding bits).
fn unbase64(text: &str) -> Option<Vec<u8>> {
    let text = text.as_bytes();
    if !text.len().is_multiple_of(4) {
        return None;
    }
    let padding = text.iter().rev().take_while(|c| **c == b'=').count();
    if padding > 2 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    let body = &text[..text.len() - padding];
    let mut group = 0u32;
    for (i, c) in body.iter().enumerate() {
        let value = ALPHABET.iter().position(|a| a == c)?;
        group = group << 6 | value as u32;
        if i % 4 == 3 {
            out.extend_from_slice(&group.to_be_bytes()[1..]);
            group = 0;
        }
    }
    let left = body.len() % 4;
    match left {
        0 => {}
        2 if group & 0xf == 0 => out.push((group >> 4) as u8),
        3 if group & 0x3 == 0 => out.extend_from_slice(&((group >> 2) as u16).to_be_bytes()),
        _ => return None,
    }
    Some(out)
}

/// `der` armoured as a PEM public key, ending with a newline.
pub(crate) fn encode(der: &[u8]) -> String {
    let body = base64(der);
    let mut out = format!("{BEGIN}\n");
    for line in body.as_bytes().chunks(64) {
        out.push_str(&String::from_utf8_lossy(line));
        out.push('\n');
    }
    out.push_str(END);
    out.push('\n');
    out
}

/// The DER bytes of a PEM public key, or `None` if `text` is not one.
pub(crate) fn decode(text: &str) -> Option<Vec<u8>> {
    let inner = text.trim().strip_prefix(BEGIN)?.strip_suffix(END)?;
    let body: String = inner.split_whitespace().collect();
    unbase64(&body)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 4648, Section 10.
    #[test]
    fn rfc4648_test_vectors() {
        let vectors = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, encoded) in vectors {
            assert_eq!(base64(plain.as_bytes()), encoded);
            assert_eq!(unbase64(encoded).as_deref(), Some(plain.as_bytes()));
        }
    }

    #[test]
    fn malformed_base64_is_refused() {
        for bad in ["Zg=", "Zh==", "Zm9=", "Z===", "Zm9v!A==", "===="] {
            assert_eq!(unbase64(bad), None, "{bad}");
        }
    }

    #[test]
    fn pem_round_trips_over_several_lines() {
        let der: Vec<u8> = (0..=200).collect();
        let pem = encode(&der);
        assert!(pem.lines().all(|line| line.len() <= 64));
        assert_eq!(decode(&pem), Some(der));
        assert_eq!(
            decode("-----BEGIN PRIVATE KEY-----\nAA==\n-----END PRIVATE KEY-----"),
            None
        );
    }
}

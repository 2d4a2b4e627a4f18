//! Lowercase hex in the human-readable serde forms: the helpers every field
//! form is written and read with, and a byte string as hex.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use zeroize::Zeroizing;

/// Lowercase hex, written straight into the serializer's output.
struct HexDisplay<'a>(&'a [u8]);

impl fmt::Display for HexDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::write_lower_hex(f, self.0)
    }
}

/// Writes `bytes` as one lowercase hex string, straight into the
/// serializer's output and without a secret-dependent branch or table
/// lookup (the bytes may be secret).
pub fn serialize_hex<S: Serializer>(bytes: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(&HexDisplay(bytes))
}

/// Decodes lowercase hex of even length, the only form [`serialize_hex`]
/// writes. The result may be secret, so it is wiped when dropped.
fn parse_hex<E: de::Error>(text: &str) -> Result<Zeroizing<Vec<u8>>, E> {
    let text = text.as_bytes();
    if !text.len().is_multiple_of(2) {
        return Err(E::custom("hex string of odd length"));
    }
    let mut bytes = Zeroizing::new(Vec::with_capacity(text.len() / 2));
    if crate::decode_lower_hex(text, &mut bytes) {
        Ok(bytes)
    } else {
        Err(E::custom("not lowercase hex"))
    }
}

/// Deserializes a lowercase hex string of even length and hands its bytes
/// to `parse`; `what` names the value in error messages. The digits are
/// decoded without a secret-dependent branch and the bytes are wiped once
/// `parse` returns.
pub fn deserialize_hex<'de, D: Deserializer<'de>, T>(
    deserializer: D,
    what: &'static str,
    parse: impl FnOnce(&[u8]) -> Result<T, String>,
) -> Result<T, D::Error> {
    struct HexVisitor<F>(&'static str, F);

    impl<T, F: FnOnce(&[u8]) -> Result<T, String>> Visitor<'_> for HexVisitor<F> {
        type Value = T;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{} as a lowercase hex string", self.0)
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
            let bytes = parse_hex::<E>(text)?;
            (self.1)(&bytes).map_err(|e| E::custom(format!("{}: {e}", self.0)))
        }
    }

    deserializer.deserialize_str(HexVisitor(what, parse))
}

/// Arbitrary public bytes (a message to sign, an encoded commitment) as one
/// lowercase hex string, for hand-written serde forms.
pub struct HexBytes(pub Vec<u8>);

impl Serialize for HexBytes {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_hex(&self.0, serializer)
    }
}

impl<'de> Deserialize<'de> for HexBytes {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize_hex(deserializer, "byte string", |bytes| {
            Ok(Self(bytes.to_vec()))
        })
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::HexBytes;

    /// Hex round-trips, and upper-case digits and odd lengths are refused
    /// with the reason.
    #[test]
    fn hex_strings_are_lowercase_and_even() {
        let text = serde_json::to_string(&HexBytes(alloc::vec![0x00, 0xab, 0xff])).unwrap();
        assert_eq!(text, "\"00abff\"");
        let back: HexBytes = serde_json::from_str(&text).unwrap();
        assert_eq!(back.0, [0x00, 0xab, 0xff]);
        let upper = serde_json::from_str::<HexBytes>("\"00ABFF\"")
            .err()
            .expect("upper case refused");
        assert!(upper.to_string().contains("not lowercase hex"), "{upper}");
        let odd = serde_json::from_str::<HexBytes>("\"abc\"")
            .err()
            .expect("odd length refused");
        assert!(odd.to_string().contains("odd length"), "{odd}");
    }
}

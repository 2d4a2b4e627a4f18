//! Strict element decoding for ristretto255 (RFC 9591, Section 6.2: `Decode`
//! from RFC 9496 and identity rejection).

use frost_core::{Ciphersuite, EncodingError};
use frost_ristretto255::Ristretto255;

fn decode(bytes: &[u8]) -> Result<(), EncodingError> {
    Ristretto255::deserialize_element(bytes).map(|_| ())
}

#[test]
fn generator_decodes() {
    // RFC 9496, Appendix A.1: the encoding of the generator.
    let generator = [
        0xe2, 0xf2, 0xae, 0x0a, 0x6a, 0xbc, 0x4e, 0x71, 0xa8, 0x84, 0xa9, 0x61, 0xc5, 0x00, 0x51,
        0x5f, 0x58, 0xe3, 0x0b, 0x6a, 0xa5, 0x82, 0xdd, 0x8d, 0xb6, 0xa6, 0x59, 0x45, 0xe0, 0x8d,
        0x2d, 0x76,
    ];
    assert_eq!(decode(&generator), Ok(()));
}

#[test]
fn identity_is_refused() {
    assert_eq!(decode(&[0u8; 32]), Err(EncodingError::IdentityElement));
}

#[test]
fn non_canonical_encodings_are_refused() {
    // RFC 9496, Appendix A.2: non-canonical field encodings, negative field
    // elements and non-square x^2.
    let bad: [&str; 6] = [
        "00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
        "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
        "f3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
        "0100000000000000000000000000000000000000000000000000000000000000",
        "01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
        "26948d35ca62e643e26a83177332e6b6afeb9d08e4268b650f1f5bbd8d81d371",
    ];
    for hex in bad {
        let bytes: Vec<u8> = (0..32)
            .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap())
            .collect();
        assert_eq!(
            decode(&bytes),
            Err(EncodingError::MalformedElement),
            "{hex}"
        );
    }
}

#[test]
fn wrong_lengths_are_refused() {
    for len in [0, 31, 33, 64] {
        assert_eq!(
            decode(&vec![0x02; len]),
            Err(EncodingError::MalformedElement)
        );
    }
}

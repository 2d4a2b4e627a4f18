//! The suite decodes compressed points over its own field; the results must
//! be exactly those of the generic SEC1 decoder over k256
//! (`frost_suite_kit::sec1::deserialize_compressed`), points and errors alike.

use frost_conformance::test_rng;
use frost_core::{Ciphersuite, EncodingError};
use frost_secp256k1::Secp256k1;
use k256::ProjectivePoint;
use k256::elliptic_curve::group::{Group, GroupEncoding};

/// The field modulus `p`, big-endian.
const P: [u8; 32] = [
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe, 0xff, 0xff, 0xfc, 0x2f,
];

/// The suite's decoder and the generic one give the same result; returns
/// whether the input was accepted.
fn agree(bytes: &[u8]) -> bool {
    let ours = Secp256k1::deserialize_element(bytes);
    let generic = frost_suite_kit::sec1::deserialize_compressed::<ProjectivePoint>(bytes);
    assert_eq!(ours, generic, "{bytes:02x?}");
    ours.is_ok()
}

/// `x + delta` as a big-endian 256-bit integer (wrapping).
fn add_small(x: [u8; 32], delta: i64) -> [u8; 32] {
    let mut carry = i128::from(delta);
    let mut out = x;
    for byte in out.iter_mut().rev() {
        let sum = i128::from(*byte) + carry;
        *byte = sum.rem_euclid(256) as u8;
        carry = sum.div_euclid(256);
    }
    out
}

/// A 33-byte string with the given tag and `x`.
fn encoding(tag: u8, x: [u8; 32]) -> [u8; 33] {
    let mut bytes = [0u8; 33];
    bytes[0] = tag;
    bytes[1..].copy_from_slice(&x);
    bytes
}

#[test]
fn random_strings_with_valid_tags_agree() {
    let mut rng = test_rng(91);
    let mut accepted = 0;
    let total = 4000;
    for i in 0..total {
        let mut x = [0u8; 32];
        rand::Rng::fill_bytes(&mut rng, &mut x);
        if agree(&encoding(2 + (i % 2) as u8, x)) {
            accepted += 1;
        }
    }
    // About half of all x are on the curve.
    assert!((1700..2300).contains(&accepted), "{accepted}");
}

#[test]
fn real_points_of_both_parities_decode() {
    let mut rng = test_rng(92);
    let mut parities = [0usize; 2];
    for _ in 0..1000 {
        let point = ProjectivePoint::random(&mut rng);
        let bytes = point.to_bytes();
        parities[usize::from(bytes[0] & 1)] += 1;
        assert!(agree(&bytes));
        assert_eq!(Secp256k1::deserialize_element(&bytes), Ok(point));
        // The other tag names the negation.
        let mut flipped = bytes;
        flipped[0] ^= 1;
        assert_eq!(Secp256k1::deserialize_element(&flipped), Ok(-point));
    }
    assert!(parities.iter().all(|&count| count > 400), "{parities:?}");
    let generator = ProjectivePoint::GENERATOR.to_bytes();
    assert_eq!(
        Secp256k1::deserialize_element(&generator),
        Ok(ProjectivePoint::GENERATOR)
    );
}

/// `x` at 0, 1, 2, `p - 2`, `p - 1` (canonical), `p`, `p + 1`, `p + 2^32`
/// and `2^256 - 1` (not), under both valid tags.
#[test]
fn edge_x_values_agree() {
    let mut one = [0u8; 32];
    one[31] = 1;
    let xs = [
        [0u8; 32],
        one,
        add_small(one, 1),
        add_small(P, -2),
        add_small(P, -1),
        P,
        add_small(P, 1),
        add_small(P, 1 << 32),
        [0xff; 32],
    ];
    let mut accepted = 0;
    for x in xs {
        for tag in [2, 3] {
            accepted += usize::from(agree(&encoding(tag, x)));
        }
    }
    // x = 1 (1 + 7 = 8 is a square) is on the curve; x = 0 and 2^256 - 1
    // must be refused, and so must every x >= p.
    assert!(accepted >= 2, "{accepted}");
    for x in [P, add_small(P, 1), add_small(P, 1 << 32), [0xff; 32]] {
        for tag in [2, 3] {
            assert_eq!(
                Secp256k1::deserialize_element(&encoding(tag, x)),
                Err(EncodingError::MalformedElement)
            );
        }
    }
}

/// Wrong lengths, other tags, the all-zero string (the identity) and a zero
/// tag before a non-zero `x`.
#[test]
fn malformed_inputs_agree() {
    let point = ProjectivePoint::GENERATOR.to_bytes();
    for length in [0, 1, 32, 34, 65] {
        let mut bytes = vec![0u8; length];
        let shared = length.min(point.len());
        bytes[..shared].copy_from_slice(&point[..shared]);
        assert!(!agree(&bytes));
    }
    for tag in [0x00, 0x01, 0x04, 0x05, 0x06, 0x07, 0x82, 0xff] {
        let mut bytes = point;
        bytes[0] = tag;
        assert!(!agree(&bytes));
    }
    assert_eq!(
        Secp256k1::deserialize_element(&[0u8; 33]),
        Err(EncodingError::IdentityElement)
    );
    assert!(!agree(&[0u8; 33]));
    let mut zero_tag = [0u8; 33];
    zero_tag[32] = 1;
    assert_eq!(
        Secp256k1::deserialize_element(&zero_tag),
        Err(EncodingError::MalformedElement)
    );
    assert!(!agree(&zero_tag));
}

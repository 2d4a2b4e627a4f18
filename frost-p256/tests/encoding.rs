//! Strict decoding of FROST(P-256, SHA-256) elements and scalars
//! (RFC 9591, Section 6.4; SEC1, Sections 2.3.4 and 3.2.2.1): exactly one
//! encoding per value is accepted, and everything else is refused.

use frost_core::group::Group;
use frost_core::testing::{hex, test_rng};
use frost_core::{Ciphersuite, Element, EncodingError, Scalar};
use frost_p256::P256;
use p256::elliptic_curve::sec1::ToSec1Point;

/// The field prime `p` (SEC 2, Section 2.4.2).
const P: &str = "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff";
/// The group order `n` (SEC 2, Section 2.4.2).
const N: &str = "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551";
/// `n - 1`, the largest canonical scalar.
const N_MINUS_ONE: &str = "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632550";
/// The generator `G`, SEC1 compressed (SEC 2, Section 2.4.2).
const GENERATOR: &str = "036b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296";
/// `x = 5` is on the curve (`125 - 15 + b` is a square modulo `p`).
const X_ON_CURVE: u8 = 5;
/// `x = 1` and `x = 2` are not (`1 - 3 + b` and `8 - 6 + b` are not squares
/// modulo `p`).
const X_OFF_CURVE: [u8; 2] = [1, 2];

fn decode(bytes: &[u8]) -> Result<Element<P256>, EncodingError> {
    P256::deserialize_element(bytes)
}

/// `tag || x` for a 32-byte big-endian `x`.
fn point_bytes(tag: u8, x: &[u8]) -> Vec<u8> {
    [&[tag][..], x].concat()
}

/// The 32-byte big-endian encoding of `small`.
fn small(small: u8) -> Vec<u8> {
    let mut bytes = vec![0; 32];
    bytes[31] = small;
    bytes
}

/// `a + small` on 32-byte big-endian integers; panics on overflow.
fn plus(a: &str, small: u8) -> Vec<u8> {
    let mut bytes = hex(a);
    let mut carry = u16::from(small);
    for byte in bytes.iter_mut().rev() {
        let sum = u16::from(*byte) + carry;
        *byte = sum.to_le_bytes()[0];
        carry = sum >> 8;
    }
    assert_eq!(carry, 0, "test value overflows 256 bits");
    bytes
}

#[test]
fn generator_has_its_sec1_encoding() {
    let g = Element::<P256>::generator();
    assert_eq!(
        P256::serialize_element(&g).unwrap().as_slice(),
        hex(GENERATOR)
    );
    assert_eq!(decode(&hex(GENERATOR)), Ok(g));
}

#[test]
fn points_round_trip_with_both_tags() {
    let mut rng = test_rng(1);
    let mut tags_seen = [false; 2];
    for _ in 0..64 {
        let point = P256::mul_base(&P256::random_scalar(&mut rng));
        let bytes = P256::serialize_element(&point).unwrap();
        tags_seen[usize::from(bytes[0] - 2)] = true;
        assert_eq!(decode(&bytes), Ok(point));
    }
    assert_eq!(tags_seen, [true, true]);
}

#[test]
fn wrong_lengths_are_refused() {
    let valid = hex(GENERATOR);
    let uncompressed = p256::AffinePoint::GENERATOR.to_sec1_point(false);
    let mut hybrid = uncompressed.as_bytes().to_vec();
    hybrid[0] = 0x07;
    for bytes in [
        Vec::new(),
        vec![0x00],
        valid[..32].to_vec(),
        [valid.as_slice(), &[0]].concat(),
        uncompressed.as_bytes().to_vec(),
        hybrid,
    ] {
        assert_eq!(
            decode(&bytes),
            Err(EncodingError::MalformedElement),
            "{bytes:02x?}"
        );
    }
}

#[test]
fn identity_is_refused() {
    let identity = Element::<P256>::identity();
    assert_eq!(
        P256::serialize_element(&identity),
        Err(EncodingError::IdentityElement)
    );
    assert_eq!(decode(&[0; 33]), Err(EncodingError::IdentityElement));
}

#[test]
fn tags_other_than_02_and_03_are_refused() {
    let x = &hex(GENERATOR)[1..];
    for tag in (0..=u8::MAX).filter(|tag| !matches!(tag, 0x02 | 0x03)) {
        assert_eq!(
            decode(&point_bytes(tag, x)),
            Err(EncodingError::MalformedElement),
            "tag {tag:#04x}"
        );
    }
}

#[test]
fn x_not_below_p_is_refused() {
    for tag in [0x02, 0x03] {
        assert!(decode(&point_bytes(tag, &small(X_ON_CURVE))).is_ok());
        for x in [hex(P), plus(P, X_ON_CURVE), vec![0xff; 32]] {
            assert_eq!(
                decode(&point_bytes(tag, &x)),
                Err(EncodingError::MalformedElement),
                "{x:02x?}"
            );
        }
    }
}

#[test]
fn x_off_the_curve_is_refused() {
    for tag in [0x02, 0x03] {
        for x in X_OFF_CURVE.map(small) {
            assert_eq!(
                decode(&point_bytes(tag, &x)),
                Err(EncodingError::MalformedElement),
                "{x:02x?}"
            );
        }
    }
}

#[test]
fn scalars_not_below_the_order_are_refused() {
    for bytes in [hex(N), plus(N, 1), vec![0xff; 32], vec![0; 31], vec![0; 33]] {
        assert_eq!(
            P256::deserialize_scalar(&bytes),
            Err(EncodingError::MalformedScalar),
            "{bytes:02x?}"
        );
    }
    assert_eq!(
        P256::deserialize_scalar(&hex(N_MINUS_ONE)),
        Ok(-Scalar::<P256>::ONE)
    );
    assert_eq!(
        P256::deserialize_scalar(&small(0)),
        Ok(Scalar::<P256>::ZERO)
    );
}

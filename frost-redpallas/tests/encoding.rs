//! Strict decoding of FROST(Pallas, BLAKE2b-512) elements and scalars
//! (`abst_P`, Zcash protocol specification, Section 5.4.9.6), and the base
//! point `G^Orchard` (Section 5.4.7.1).

use frost_core::group::{Group, GroupEncoding};
use frost_core::{Ciphersuite, EncodingError};
use frost_redpallas::RedPallas;
use pasta_curves::arithmetic::CurveExt;
use pasta_curves::pallas;

/// The Orchard spend-authorization base point as `reddsa` encodes it.
const REDDSA_G_ORCHARD: [u8; 32] = [
    99, 201, 117, 184, 132, 114, 26, 141, 12, 161, 112, 123, 227, 12, 127, 12, 95, 68, 95, 62, 124,
    24, 141, 59, 6, 214, 241, 40, 179, 35, 85, 183,
];

/// The field modulus `p` of Pallas, little-endian.
const P: [u8; 32] = [
    0x01, 0x00, 0x00, 0x00, 0xed, 0x30, 0x2d, 0x99, 0x1b, 0xf9, 0x4c, 0x09, 0xfc, 0x98, 0x46, 0x22,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x40,
];

fn decode(bytes: &[u8]) -> Result<<RedPallas as Ciphersuite>::Group, EncodingError> {
    RedPallas::deserialize_element(bytes)
}

/// Adds two 256-bit little-endian integers (no overflow in the tests' use).
fn add(a: &[u8; 32], b: &[u8; 32]) -> [u8; 32] {
    let mut out = [0u8; 32];
    let mut carry = 0u16;
    for i in 0..32 {
        let sum = u16::from(a[i]) + u16::from(b[i]) + carry;
        out[i] = sum as u8;
        carry = sum >> 8;
    }
    out
}

#[test]
fn base_point_is_g_orchard() {
    let g = <RedPallas as Ciphersuite>::Group::generator();
    let hashed = pallas::Point::hash_to_curve("z.cash:Orchard")(b"G");
    assert_eq!(*g.inner(), hashed);
    assert_eq!(g.to_bytes(), REDDSA_G_ORCHARD);
    assert_ne!(*g.inner(), pallas::Point::generator());
    assert_eq!(decode(&REDDSA_G_ORCHARD), Ok(g));
}

#[test]
fn identity_and_wrong_lengths_are_refused() {
    assert_eq!(decode(&[0u8; 32]), Err(EncodingError::IdentityElement));
    let identity = <RedPallas as Ciphersuite>::Group::identity();
    assert_eq!(
        RedPallas::serialize_element(&identity),
        Err(EncodingError::IdentityElement)
    );
    assert_eq!(
        decode(&REDDSA_G_ORCHARD[..31]),
        Err(EncodingError::MalformedElement)
    );
    assert_eq!(
        decode(&[REDDSA_G_ORCHARD.as_slice(), &[0]].concat()),
        Err(EncodingError::MalformedElement)
    );
}

/// `x + p` in place of `x` (both sign bits), `x = p`, and `x = 0` with the
/// sign bit set are all refused; so is an `x` off the curve.
#[test]
fn non_canonical_and_off_curve_encodings_are_refused() {
    let mut x = REDDSA_G_ORCHARD;
    x[31] &= 0x7f;
    let shifted = add(&x, &P);
    assert_eq!(shifted[31] & 0x80, 0, "x + p fits below the sign bit");
    for bit in [0, 0x80] {
        let mut bytes = shifted;
        bytes[31] |= bit;
        assert_eq!(decode(&bytes), Err(EncodingError::MalformedElement));
    }
    let mut negated = REDDSA_G_ORCHARD;
    negated[31] ^= 0x80;
    assert_eq!(decode(&negated), Ok(-decode(&REDDSA_G_ORCHARD).expect("G")));
    assert_eq!(decode(&P), Err(EncodingError::MalformedElement));
    let mut zero_signed = [0u8; 32];
    zero_signed[31] = 0x80;
    assert_eq!(decode(&zero_signed), Err(EncodingError::MalformedElement));
    let off_curve = (1u8..=255)
        .map(|x| {
            let mut bytes = [0u8; 32];
            bytes[0] = x;
            bytes
        })
        .find(|bytes| decode(bytes).is_err())
        .expect("an x off the curve among 255 values");
    assert_eq!(decode(&off_curve), Err(EncodingError::MalformedElement));
}

/// Scalars are canonical little-endian integers below `r_P`.
#[test]
fn scalars_are_canonical() {
    let minus_one = -pallas::Scalar::one();
    let mut r = frost_core::ff::PrimeField::to_repr(&minus_one);
    r[0] += 1;
    assert_eq!(
        RedPallas::deserialize_scalar(&r),
        Err(EncodingError::MalformedScalar)
    );
    assert_eq!(
        RedPallas::deserialize_scalar(&frost_core::ff::PrimeField::to_repr(&minus_one)),
        Ok(minus_one)
    );
    assert_eq!(
        RedPallas::deserialize_scalar(&[0xff; 32]),
        Err(EncodingError::MalformedScalar)
    );
}

//! Strict decoding of FROST(Jubjub, BLAKE2b-512) elements and scalars
//! (`abst_J` with ZIP 216, Zcash protocol specification, Section 5.4.9.3,
//! and membership of the prime-order subgroup), and the base point
//! `G^Sapling` (Section 5.4.7.1).

use frost_core::group::{Group, GroupEncoding};
use frost_core::{Ciphersuite, EncodingError};
use frost_redjubjub::RedJubjub;

/// The Sapling spend-authorization base point as `reddsa` encodes it.
const REDDSA_G_SAPLING: [u8; 32] = [
    48, 181, 242, 170, 173, 50, 86, 48, 188, 221, 219, 206, 77, 103, 101, 109, 5, 253, 28, 194,
    208, 55, 187, 83, 117, 182, 233, 109, 158, 1, 161, 215,
];

/// The field modulus `q` of Jubjub's coordinates (BLS12-381's `r`),
/// little-endian.
const Q: [u8; 32] = [
    0x01, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xfe, 0x5b, 0xfe, 0xff, 0x02, 0xa4, 0xbd, 0x53,
    0x05, 0xd8, 0xa1, 0x09, 0x08, 0xd8, 0x39, 0x33, 0x48, 0x7d, 0x9d, 0x29, 0x53, 0xa7, 0xed, 0x73,
];

fn decode(bytes: &[u8]) -> Result<<RedJubjub as Ciphersuite>::Group, EncodingError> {
    RedJubjub::deserialize_element(bytes)
}

#[test]
fn base_point_is_g_sapling() {
    let g = <RedJubjub as Ciphersuite>::Group::generator();
    assert_eq!(g.to_bytes(), REDDSA_G_SAPLING);
    assert_ne!(*g.inner(), jubjub::SubgroupPoint::generator());
    assert_eq!(decode(&REDDSA_G_SAPLING), Ok(g));
}

/// The identity `(0, 1)`, wrong lengths, and the small-order points are
/// refused: `(0, -1)` of order 2 and `G + (0, -1)`, which has a small-order
/// component.
#[test]
fn identity_small_order_and_mixed_order_points_are_refused() {
    let mut one = [0u8; 32];
    one[0] = 1;
    assert_eq!(decode(&one), Err(EncodingError::IdentityElement));
    assert_eq!(
        decode(&REDDSA_G_SAPLING[..31]),
        Err(EncodingError::MalformedElement)
    );
    let mut minus_one = Q;
    minus_one[0] -= 1;
    let order_two = jubjub::ExtendedPoint::from_bytes(&minus_one)
        .into_option()
        .expect("(0, -1) is on the curve");
    assert_eq!(decode(&minus_one), Err(EncodingError::MalformedElement));
    let g = jubjub::ExtendedPoint::from(*<RedJubjub as Ciphersuite>::Group::generator().inner());
    let mixed = (g + order_two).to_bytes();
    assert!(bool::from(
        jubjub::ExtendedPoint::from_bytes(&mixed).is_some()
    ));
    assert_eq!(decode(&mixed), Err(EncodingError::MalformedElement));
}

/// `v + q` in place of `v`, `v = q`, and `u = 0` with the sign bit set (the
/// encodings ZIP 216 removed) are refused.
#[test]
fn non_canonical_encodings_are_refused() {
    let mut one = [0u8; 32];
    one[0] = 1;
    let mut v_plus_q = Q;
    v_plus_q[0] += 1;
    assert_eq!(decode(&v_plus_q), Err(EncodingError::MalformedElement));
    assert_eq!(decode(&Q), Err(EncodingError::MalformedElement));
    let mut signed_identity = one;
    signed_identity[31] |= 0x80;
    assert_eq!(
        decode(&signed_identity),
        Err(EncodingError::MalformedElement)
    );
    let mut minus_one_signed = Q;
    minus_one_signed[0] -= 1;
    minus_one_signed[31] |= 0x80;
    assert_eq!(
        decode(&minus_one_signed),
        Err(EncodingError::MalformedElement)
    );
}

/// Scalars are canonical little-endian integers below `r_J`.
#[test]
fn scalars_are_canonical() {
    let minus_one = -jubjub::Fr::one();
    let mut r = frost_core::ff::PrimeField::to_repr(&minus_one);
    r[0] += 1;
    assert_eq!(
        RedJubjub::deserialize_scalar(&r),
        Err(EncodingError::MalformedScalar)
    );
    assert_eq!(
        RedJubjub::deserialize_scalar(&frost_core::ff::PrimeField::to_repr(&minus_one)),
        Ok(minus_one)
    );
    assert_eq!(
        RedJubjub::deserialize_scalar(&[0xff; 32]),
        Err(EncodingError::MalformedScalar)
    );
}

//! The strict element decoding of FROST(Ed448, SHAKE256) against an
//! independent decoder built from ed448-goldilocks alone: lenient RFC 8032
//! decompression, then re-encoding (canonical form), the identity, and the
//! curve crate's own torsion test. Both must agree on every input.

use ed448_goldilocks::elliptic_curve::group::{Group, GroupEncoding};
use ed448_goldilocks::{CompressedEdwardsY, EdwardsPoint};
use frost_conformance::test_rng;
use frost_core::{Ciphersuite, EncodingError};
use frost_ed448::Ed448;
use rand::Rng;

/// The reference decoder.
fn reference_decode(bytes: &[u8; 57]) -> Result<EdwardsPoint, EncodingError> {
    let affine = CompressedEdwardsY(*bytes)
        .decompress_unchecked()
        .into_option()
        .ok_or(EncodingError::MalformedElement)?;
    if affine.compress().0 != *bytes {
        return Err(EncodingError::MalformedElement);
    }
    let point = affine.to_edwards();
    if bool::from(point.is_identity()) {
        return Err(EncodingError::IdentityElement);
    }
    if !bool::from(point.is_torsion_free()) {
        return Err(EncodingError::MalformedElement);
    }
    Ok(point)
}

/// The torsion points of edwards448: the identity, `(1, 0)` of order 4, its
/// double `(0, -1)` and its negation.
fn torsion_points() -> [EdwardsPoint; 4] {
    let t4 = CompressedEdwardsY([0u8; 57])
        .decompress_unchecked()
        .into_option()
        .expect("y = 0 is on the curve")
        .to_edwards();
    [EdwardsPoint::IDENTITY, t4, t4.double(), -t4]
}

/// Every random subgroup point plus each torsion point: only the point
/// itself decodes, and the decoders agree.
#[test]
fn torsion_components_are_refused() {
    let mut rng = test_rng(21);
    for _ in 0..64 {
        let point =
            EdwardsPoint::mul_by_generator(&ed448_goldilocks::EdwardsScalar::random(&mut rng));
        for (i, torsion) in torsion_points().iter().enumerate() {
            let mixed = point + torsion;
            let bytes: [u8; 57] = mixed.to_bytes().into();
            let decoded = Ed448::deserialize_element(&bytes);
            assert_eq!(decoded, reference_decode(&bytes), "torsion point {i}");
            if i == 0 {
                assert_eq!(decoded, Ok(point));
            } else {
                assert!(!bool::from(mixed.is_torsion_free()));
                assert_eq!(decoded, Err(EncodingError::MalformedElement));
            }
        }
    }
}

/// Random encodings, with `y` mostly below `p` so that about half lie on
/// the curve: the decoders agree on acceptance and on the point.
#[test]
fn random_encodings_agree() {
    let mut rng = test_rng(22);
    let mut accepted = 0;
    for i in 0..1500 {
        let mut bytes = [0u8; 57];
        rng.fill_bytes(&mut bytes);
        // Mostly a valid top byte (sign bit only); sometimes stray bits.
        if i % 10 != 0 {
            bytes[56] &= 0x80;
        }
        // A few small y, whose encodings have many zero bytes.
        if i % 50 == 1 {
            bytes[1..56].fill(0);
        }
        let ours = Ed448::deserialize_element(&bytes);
        assert_eq!(ours, reference_decode(&bytes), "{bytes:02x?}");
        accepted += usize::from(ours.is_ok());
    }
    // A quarter of the curve points (half of the y) are in the subgroup.
    assert!(accepted > 100, "{accepted} accepted");
}

//! SEC1 decoding of compressed P-256 points (RFC 9591, Section 6.4;
//! SEC1, Sections 2.3.4 and 3.2.2.1), over the crate's own field.
//!
//! Decompression is one square root per point, and a received signing
//! package holds two points per signer. p256 0.14 computes square roots with
//! the generic Montgomery arithmetic of crypto-bigint (a windowed
//! exponentiation, or repeated squaring in its own `sqrt`). This module
//! computes the curve equation and the square root (an addition chain to
//! `(p + 1) / 4`: 253 squarings, 9 multiplications) in the crate's own field (`field`),
//! whose multiplication is specialised to the P-256 prime, and hands the
//! coordinates to p256, which checks them against the curve equation.

use ff::Field;
use p256::elliptic_curve::point::AffineCoordinates;
use p256::{AffinePoint, FieldBytes, ProjectivePoint};

use super::field::FieldElement;
use crate::DecodingError;

/// The SEC1 tags of a compressed point with even and odd `y` (SEC 1 v2,
/// Section 2.3.3).
const TAG_EVEN_Y: u8 = 0x02;
const TAG_ODD_Y: u8 = 0x03;

/// The coefficient `b` of `y^2 = x^3 - 3x + b`, big-endian.
const CURVE_B: [u8; 32] = [
    0x5a, 0xc6, 0x35, 0xd8, 0xaa, 0x3a, 0x93, 0xe7, 0xb3, 0xeb, 0xbd, 0x55, 0x76, 0x98, 0x86, 0xbc,
    0x65, 0x1d, 0x06, 0xb0, 0xcc, 0x53, 0xb0, 0xf6, 0x3b, 0xce, 0x3c, 0x3e, 0x27, 0xd2, 0x60, 0x4b,
];

/// SEC1 Octet-String-to-Elliptic-Curve-Point for a compressed point, with
/// public-key validation: exactly 33 bytes, tag `0x02` (even `y`) or `0x03`
/// (odd `y`), `x` below the field modulus, `x^3 - 3x + b` a square. Such a
/// point is never the identity; an all-zero input (the encoding some
/// libraries use for the identity) is reported as
/// [`DecodingError::Identity`], anything else malformed as
/// [`DecodingError::Malformed`].
///
/// Variable time: the input is public.
pub fn deserialize_compressed(bytes: &[u8]) -> Result<ProjectivePoint, DecodingError> {
    let encoding: &[u8; 33] = bytes.try_into().map_err(|_| DecodingError::Malformed)?;
    let y_is_odd = match encoding[0] {
        TAG_EVEN_Y => false,
        TAG_ODD_Y => true,
        _ if encoding.iter().all(|byte| *byte == 0) => {
            return Err(DecodingError::Identity);
        }
        _ => return Err(DecodingError::Malformed),
    };
    let x_repr = FieldBytes::try_from(&encoding[1..]).map_err(|_| DecodingError::Malformed)?;
    let x = Option::<FieldElement>::from(FieldElement::from_bytes(&x_repr))
        .ok_or(DecodingError::Malformed)?;
    let b = Option::<FieldElement>::from(FieldElement::from_bytes(&CURVE_B.into()))
        .ok_or(DecodingError::Malformed)?;
    let alpha = x.square() * x - x.double() - x + b;
    let beta = Option::<FieldElement>::from(alpha.sqrt()).ok_or(DecodingError::Malformed)?;
    let y = if bool::from(beta.is_odd()) == y_is_odd {
        beta
    } else {
        -beta
    };
    let affine = Option::<AffinePoint>::from(AffinePoint::from_coordinates(&x_repr, &y.to_bytes()))
        .ok_or(DecodingError::Malformed)?;
    Ok(ProjectivePoint::from(affine))
}

#[cfg(test)]
mod tests {
    use super::{CURVE_B, FieldElement, deserialize_compressed};
    use crate::testing::{hex, sec1_decoding_agrees, test_rng};
    use ff::Field;
    use group::{Group, GroupEncoding};
    use p256::elliptic_curve::point::AffineCoordinates;
    use p256::{AffinePoint, ProjectivePoint};

    /// `b` is the curve's: the generator satisfies `y^2 = x^3 - 3x + b`.
    #[test]
    fn curve_constant_matches_the_generator() {
        let g = AffinePoint::GENERATOR;
        let x = Option::<FieldElement>::from(FieldElement::from_bytes(&g.x())).expect("x");
        let y = Option::<FieldElement>::from(FieldElement::from_bytes(&g.y())).expect("y");
        let b = Option::<FieldElement>::from(FieldElement::from_bytes(&CURVE_B.into())).expect("b");
        assert_eq!(y.square(), x.square() * x - x.double() - x + b);
    }

    /// The decoder agrees with p256's own on random points of both parities,
    /// and on random strings (mostly off the curve).
    #[test]
    fn agrees_with_the_curve_crate() {
        let mut rng = test_rng(61);
        let mut parities = [0usize; 2];
        for _ in 0..500 {
            let point = ProjectivePoint::random(&mut rng);
            let bytes = point.to_bytes();
            parities[usize::from(bytes[0] & 1)] += 1;
            assert_eq!(deserialize_compressed(&bytes), Ok(point));
        }
        assert!(parities.iter().all(|&count| count > 150), "{parities:?}");
        let mut accepted = 0;
        for i in 0..500u32 {
            let mut bytes = p256::CompressedPoint::default();
            rand_core::Rng::fill_bytes(&mut rng, &mut bytes[1..]);
            bytes[0] = 2 + (i % 2) as u8;
            let ours = deserialize_compressed(&bytes).ok();
            let theirs = Option::<ProjectivePoint>::from(ProjectivePoint::from_bytes(&bytes));
            assert_eq!(ours, theirs);
            accepted += usize::from(ours.is_some());
        }
        assert!((150..350).contains(&accepted), "{accepted}");
    }

    /// Against p256's decoder on random strings, `x` at and around `p`,
    /// and random points ([`sec1_decoding_agrees`]).
    #[test]
    fn agrees_with_the_curve_crate_on_arbitrary_strings() {
        use p256::elliptic_curve::hazmat::FieldArithmetic;
        type Reference = <p256::NistP256 as FieldArithmetic>::FieldElement;
        let modulus = hex(<Reference as ff::PrimeField>::MODULUS.trim_start_matches("0x"));
        sec1_decoding_agrees::<ProjectivePoint>(
            |bytes| deserialize_compressed(bytes).ok(),
            &modulus,
            63,
        );
    }
}

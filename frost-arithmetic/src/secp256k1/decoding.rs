//! SEC1 decoding of compressed secp256k1 points (RFC 9591, Section 6.5;
//! SEC1, Sections 2.3.4 and 3.2.2.1), over the crate's own field.
//!
//! Decompression is one square root per point, and a received signing
//! package holds two points per signer; the square root is nearly all of
//! the cost. This module computes the curve equation and the square root
//! (an addition chain to `(p + 1) / 4`: 253 squarings, 13 multiplications)
//! in the crate's own field (`field`), whose reduction is specialised to the secp256k1
//! prime, and hands the coordinates to k256, which checks them against the
//! curve equation.

use ff::{Field, PrimeField};
use k256::elliptic_curve::point::AffineCoordinates;
use k256::{AffinePoint, FieldBytes, ProjectivePoint};

use super::field::FieldElement;
use crate::DecodingError;

/// The SEC1 tags of a compressed point with even and odd `y` (SEC 1 v2,
/// Section 2.3.3).
const TAG_EVEN_Y: u8 = 0x02;
const TAG_ODD_Y: u8 = 0x03;

/// The coefficient `b` of `y^2 = x^3 + b`.
const CURVE_B: u64 = 7;

/// SEC1 Octet-String-to-Elliptic-Curve-Point for a compressed point, with
/// public-key validation: exactly 33 bytes, tag `0x02` (even `y`) or `0x03`
/// (odd `y`), `x` below the field modulus, `x^3 + 7` a square. Such a point
/// is never the identity, and the cofactor is 1, so it is in the group. An
/// all-zero input (the encoding some libraries use for the identity) is
/// reported as [`DecodingError::Identity`], anything else malformed
/// as [`DecodingError::Malformed`]: the results of a generic SEC1 decoder over k256's
/// field.
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
    let x = Option::<FieldElement>::from(FieldElement::from_repr(x_repr))
        .ok_or(DecodingError::Malformed)?;
    let alpha = x.square() * x + FieldElement::from(CURVE_B);
    let beta = Option::<FieldElement>::from(alpha.sqrt()).ok_or(DecodingError::Malformed)?;
    let y = if bool::from(beta.is_odd()) == y_is_odd {
        beta
    } else {
        -beta
    };
    let affine = Option::<AffinePoint>::from(AffinePoint::from_coordinates(&x_repr, &y.to_repr()))
        .ok_or(DecodingError::Malformed)?;
    Ok(ProjectivePoint::from(affine))
}

#[cfg(test)]
mod tests {
    use super::{CURVE_B, FieldElement, deserialize_compressed};
    use crate::testing::{hex, sec1_decoding_agrees};
    use ff::{Field, PrimeField};
    use k256::AffinePoint;
    use k256::elliptic_curve::point::AffineCoordinates;

    /// `b` is the curve's: the generator satisfies `y^2 = x^3 + b`.
    #[test]
    fn curve_constant_matches_the_generator() {
        let g = AffinePoint::GENERATOR;
        let x = Option::<FieldElement>::from(FieldElement::from_repr(g.x())).expect("x");
        let y = Option::<FieldElement>::from(FieldElement::from_repr(g.y())).expect("y");
        assert_eq!(y.square(), x.square() * x + FieldElement::from(CURVE_B));
        let bytes = k256::ProjectivePoint::GENERATOR.to_affine();
        let encoded = group::GroupEncoding::to_bytes(&bytes);
        assert_eq!(
            deserialize_compressed(&encoded),
            Ok(k256::ProjectivePoint::GENERATOR)
        );
    }

    /// Against k256's decoder on random strings, `x` at and around `p`,
    /// and random points ([`sec1_decoding_agrees`]).
    #[test]
    fn agrees_with_the_curve_crate_on_arbitrary_strings() {
        let modulus = hex(FieldElement::MODULUS.trim_start_matches("0x"));
        sec1_decoding_agrees::<k256::ProjectivePoint>(
            |bytes| deserialize_compressed(bytes).ok(),
            &modulus,
            62,
        );
    }
}

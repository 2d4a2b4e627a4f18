//! Exact membership test for the prime-order subgroup of edwards448, by
//! point halving: three field exponentiations with decompression, instead
//! of a multiplication by the group order (446 doublings).
//!
//! # Why it is exact
//!
//! `E(GF(p)) = Z/4 x Z/L` and the prime-order subgroup is `4E`. The only
//! points with `x = 0` are the identity `(0, 1)` and `T2 = (0, -1)` of order
//! 2; below, `P = (x, y)` has `x != 0`, so `y != +-1`. Write `chi` for the
//! Legendre symbol; `d` is not a square, and `chi(-1) = -1` as
//! `p = 3 (mod 4)`.
//!
//! 1. `P in 2E` iff `chi((1 - d)(1 - y^2)) = 1`. The map
//!    `u = (1 + y) / (1 - y)`, `v = u / x` is a group isomorphism onto the
//!    Montgomery curve `B v^2 = u^3 + A u^2 + u` with `B = 4 / (1 - d)`, and
//!    `X = B u`, `Y = B^2 v` onto `Y^2 = X (X^2 + A B X + B^2)`, taking `T2`
//!    to `(0, 0)`. The 2-descent (Kummer) map `P -> X(P) mod squares` has
//!    kernel `2E` (the component for the irreducible quadratic factor is
//!    determined by this one over a finite field, through the norm), and
//!    `chi(X) = chi((1 + y)(1 - y)(1 - d))`.
//! 2. If `P = 2Q`, `Q = (x1, y1)`, then with `Y = y1^2` and
//!    `x1^2 = (1 - Y) / (1 - d Y)` the doubling formula gives
//!    `y = (2Y - d Y^2 - 1) / (1 - 2dY + d Y^2)`, so `Y` is a root of
//!    `d (1 + y) Y^2 - 2 (1 + d y) Y + (1 + y)`, whose discriminant over 4 is
//!    `(1 - d)(1 - d y^2) = (1 - d)(1 - y^2) / x^2`, a square by 1. With
//!    `r^2 = (1 - d)(1 - y^2)` the roots are
//!    `Y = ((1 + d y) +- r / x) / (d (1 + y))` and
//!    `1 - Y = ((d - 1) -+ r / x) / (d (1 + y))`.
//! 3. `P in 4E` iff `Q in 2E` (the halves of `P` are `Q` and `Q + T2`, and
//!    `T2 in 2E`), iff `chi((1 - d)(1 - Y)) = 1` by 1 (`y1 != +-1` since
//!    `P` is not the identity). Only one root `Y` is `y1^2`, but both give
//!    the same symbol: `(1 - Y+)(1 - Y-) = (d - 1)(1 - y) / (d (1 + y))`, of
//!    symbol `chi(d - 1) chi(d) chi(1 - y^2) = chi(1 - d)^2 = 1` by 1.
//!    Multiplying by the square `(x d (1 + y))^2`:
//!    `chi((1 - d)(1 - Y)) = chi((1 - d) d x (1 + y) ((d - 1) x - r))`, and
//!    this is never zero (`(d - 1) x = r` would force `y^2 = 1`).

use subtle::ConstantTimeEq;

use super::field::FieldElement;

/// Whether the curve point `(x, y)` lies in the prime-order subgroup `4E`
/// (see the module documentation). The identity `(0, 1)` is in it, `(0, -1)`
/// is not.
///
/// Variable time: only for public points (decoded encodings).
pub(crate) fn is_in_prime_order_subgroup(x: &FieldElement, y: &FieldElement) -> bool {
    if bool::from(x.is_zero()) {
        return bool::from(y.ct_eq(&FieldElement::ONE));
    }
    let one_minus_d = FieldElement::ONE.sub(&FieldElement::D);
    // Step 1: P in 2E, with a root r of (1 - d)(1 - y^2) for step 3.
    let w = one_minus_d.mul(&FieldElement::ONE.sub(&y.square()));
    let (r, is_square) = FieldElement::sqrt_ratio(&w, &FieldElement::ONE);
    if !bool::from(is_square) {
        return false;
    }
    // Step 3: (1 - d) d x (1 + y) ((d - 1) x - r) is a square.
    let z = one_minus_d
        .mul_by_d()
        .mul(x)
        .mul(&FieldElement::ONE.add(y))
        .mul(&one_minus_d.neg().mul(x).sub(&r));
    bool::from(z.is_square())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ed448::point::ExtendedPoint;
    use ed448_goldilocks::{EdwardsPoint, EdwardsScalar};

    /// The group order `L` (RFC 8032, Section 5.2), little-endian limbs.
    const ORDER: [u64; 7] = [
        0x2378_c292_ab58_44f3,
        0x216c_c272_8dc5_8f55,
        0xc44e_db49_aed6_3690,
        0xffff_ffff_7cca_23e9,
        0xffff_ffff_ffff_ffff,
        0xffff_ffff_ffff_ffff,
        0x3fff_ffff_ffff_ffff,
    ];

    /// `[L] P = O`, by double-and-add over the bits of `L`: the definition,
    /// independent of the halving argument.
    fn order_kills(p: &ExtendedPoint) -> bool {
        let mut acc = ExtendedPoint::IDENTITY;
        for bit in (0..448).rev() {
            acc = acc.double();
            if (ORDER[bit / 64] >> (bit % 64)) & 1 == 1 {
                acc = acc.add(p);
            }
        }
        bool::from(acc.is_identity())
    }

    #[test]
    fn order_constant_is_the_group_order() {
        let mut bytes = [0u8; 57];
        for (i, limb) in ORDER.iter().enumerate() {
            bytes[8 * i..8 * i + 8].copy_from_slice(&limb.to_le_bytes());
        }
        assert_eq!(bytes[56], 0);
        assert_eq!(&bytes[..56], &ed448_goldilocks::ORDER.to_le_bytes()[..]);
    }

    fn affine(p: &ExtendedPoint) -> (FieldElement, FieldElement) {
        ExtendedPoint::batch_to_affine(&[*p])[0]
    }

    /// Every combination of a random subgroup point with each torsion point,
    /// against the curve crate's `is_torsion_free` and `[L] P = O`.
    #[test]
    fn torsion_components_are_detected() {
        let t4 = ExtendedPoint::from_affine(&FieldElement::ONE, &FieldElement::ZERO);
        let torsion = [ExtendedPoint::IDENTITY, t4, t4.double(), t4.neg()];
        let mut seen = [0usize; 2];
        for k in 1..24u64 {
            let crate_point = EdwardsPoint::GENERATOR
                * EdwardsScalar::from(k.wrapping_mul(0x9e37_79b9_7f4a_7c15));
            let p = ExtendedPoint::from_crate(&crate_point);
            for (i, t) in torsion.iter().enumerate() {
                let mixed = p.add(t);
                let (x, y) = affine(&mixed);
                let expected = i == 0;
                assert_eq!(
                    is_in_prime_order_subgroup(&x, &y),
                    expected,
                    "k = {k}, torsion {i}"
                );
                assert_eq!(order_kills(&mixed), expected);
                if let Some(crate_mixed) = crate::ed448::point::affine_to_crate(&x, &y) {
                    assert_eq!(bool::from(crate_mixed.is_torsion_free()), expected);
                }
                seen[usize::from(expected)] += 1;
            }
        }
        assert!(seen[0] > 0 && seen[1] > 0);
    }

    #[test]
    fn torsion_points_and_identity() {
        let t4 = ExtendedPoint::from_affine(&FieldElement::ONE, &FieldElement::ZERO);
        for (point, expected) in [
            (ExtendedPoint::IDENTITY, true),
            (t4, false),
            (t4.double(), false),
            (t4.neg(), false),
        ] {
            let (x, y) = affine(&point);
            assert_eq!(is_in_prime_order_subgroup(&x, &y), expected);
        }
        let g = ExtendedPoint::from_crate(&EdwardsPoint::GENERATOR);
        let (x, y) = affine(&g);
        assert!(is_in_prime_order_subgroup(&x, &y));
        let (x, y) = affine(&g.neg());
        assert!(is_in_prime_order_subgroup(&x, &y));
    }
}

//! Pallas (the curve of Zcash Orchard, `pasta_curves`): a constant-time
//! multiplication of a public point by a secret scalar.
//!
//! `pasta_curves`' point addition branches on its operands (on the identity,
//! and on equal `x`), so its scalar multiplication, which adds the base point
//! to an accumulator that starts at the identity, reveals through timing how
//! many leading bits of the scalar are zero: for nonces, a partial-nonce
//! leak of the kind lattice attacks exploit. [`mul`] multiplies with the
//! complete addition formula for `a = 0` of Renes, Costello and Batina
//! ("Complete addition formulas for prime order elliptic curves", EUROCRYPT
//! 2016, Algorithm 7) in homogeneous projective coordinates instead: one
//! formula for every pair of points, the identity and doubling included,
//! built from `pasta_curves`' constant-time field operations. The scalar is
//! read in 4-bit windows from the top; each window's multiple is taken from
//! a table of `[0..15] P` by scanning the whole table with conditional
//! selection, so neither branches nor memory addresses depend on the scalar.
//!
//! It is here for constant time, not for speed: the suite has no faster
//! constant-time alternative to fall back to, so `frost-redpallas` always
//! uses it.

use pasta_curves::arithmetic::{Coordinates, CurveAffine, CurveExt};
use pasta_curves::group::ff::{Field, PrimeField};
use pasta_curves::{Fp, pallas};
use subtle::{ConditionallySelectable, ConstantTimeEq};
use zeroize::Zeroize;

/// `3 b` for Pallas (`y^2 = x^3 + 5`).
const B3: Fp = Fp::from_raw([15, 0, 0, 0]);

/// A point `(X : Y : Z)` with `x = X / Z`, `y = Y / Z`; the identity is
/// `(0 : 1 : 0)`.
#[derive(Clone, Copy)]
struct Projective {
    x: Fp,
    y: Fp,
    z: Fp,
}

impl ConditionallySelectable for Projective {
    fn conditional_select(a: &Self, b: &Self, choice: subtle::Choice) -> Self {
        Self {
            x: Fp::conditional_select(&a.x, &b.x, choice),
            y: Fp::conditional_select(&a.y, &b.y, choice),
            z: Fp::conditional_select(&a.z, &b.z, choice),
        }
    }
}

impl Projective {
    const IDENTITY: Self = Self {
        x: Fp::ZERO,
        y: Fp::ONE,
        z: Fp::ZERO,
    };

    /// The sum of two points, for any two (Renes–Costello–Batina 2016,
    /// Algorithm 7: 12 multiplications, 2 by `3b`, 19 additions).
    fn add(&self, other: &Self) -> Self {
        let (x1, y1, z1) = (self.x, self.y, self.z);
        let (x2, y2, z2) = (other.x, other.y, other.z);
        let t0 = x1 * x2;
        let t1 = y1 * y2;
        let t2 = z1 * z2;
        let t3 = (x1 + y1) * (x2 + y2) - (t0 + t1);
        let t4 = (y1 + z1) * (y2 + z2) - (t1 + t2);
        let y3 = (x1 + z1) * (x2 + z2) - (t0 + t2);
        let t0 = t0 + t0 + t0;
        let t2 = B3 * t2;
        let z3 = t1 + t2;
        let t1 = t1 - t2;
        let y3 = B3 * y3;
        let x3 = t3 * t1 - t4 * y3;
        let y3 = y3 * t0 + t1 * z3;
        let z3 = z3 * t4 + t0 * t3;
        Self {
            x: x3,
            y: y3,
            z: z3,
        }
    }

    /// `table[index]`, reading every entry (constant time in `index`).
    fn select(table: &[Self; 16], index: u8) -> Self {
        let mut selected = Self::IDENTITY;
        for (i, entry) in (0u8..).zip(table.iter()) {
            selected.conditional_assign(entry, i.ct_eq(&index));
        }
        selected
    }

    /// The same point in `pasta_curves`' Jacobian coordinates
    /// (`x = X / Z^2`, `y = Y / Z^3`): `(X Z : Y Z^2 : Z)`, without an
    /// inversion. The result is on the curve by construction; the curve
    /// check `new_jacobian` makes is resolved without a branch.
    fn to_point(self) -> pallas::Point {
        let jacobian =
            pallas::Point::new_jacobian(self.x * self.z, self.y * self.z.square(), self.z);
        jacobian.unwrap_or(<pallas::Point as pasta_curves::group::Group>::identity())
    }
}

/// `[k] P`, constant time in `k` (the point `P` is public: its coordinates
/// may be examined with branches, and the identity gives the identity).
pub fn mul(point: &pallas::Affine, k: &pallas::Scalar) -> pallas::Point {
    let base = Option::<Coordinates<pallas::Affine>>::from(point.coordinates()).map_or(
        Projective::IDENTITY,
        |coordinates| Projective {
            x: *coordinates.x(),
            y: *coordinates.y(),
            z: Fp::ONE,
        },
    );
    let mut table = [Projective::IDENTITY; 16];
    for i in 1..16 {
        table[i] = table[i - 1].add(&base);
    }
    let mut digits = k.to_repr();
    let mut acc = Projective::IDENTITY;
    for byte in digits.iter().rev() {
        for nibble in [byte >> 4, byte & 0x0f] {
            for _ in 0..4 {
                acc = acc.add(&acc);
            }
            acc = acc.add(&Projective::select(&table, nibble));
        }
    }
    digits.zeroize();
    acc.to_point()
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use pasta_curves::group::CurveAffine as _;
    use pasta_curves::group::ff::Field;
    use pasta_curves::group::{Curve, Group};
    use pasta_curves::pallas;
    use rand_chacha::rand_core::SeedableRng;

    use super::mul;

    /// Against `pasta_curves`' own (variable-time, but correct)
    /// multiplication, for the curve's generator and a random point: zero,
    /// small values, the top of the range and random scalars; and the
    /// identity as the point.
    #[test]
    fn matches_pasta_curves() {
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(312);
        let mut scalars: Vec<pallas::Scalar> = (0u64..40).map(pallas::Scalar::from).collect();
        scalars.push(-pallas::Scalar::ONE);
        scalars.push(-pallas::Scalar::from(2u64));
        scalars.extend((0..100).map(|_| pallas::Scalar::random(&mut rng)));
        let points = [pallas::Point::generator(), pallas::Point::random(&mut rng)];
        for point in points {
            let affine = point.to_affine();
            for k in &scalars {
                assert_eq!(mul(&affine, k), point * k, "k = {k:?}");
            }
            assert!(bool::from(
                mul(&affine, &pallas::Scalar::ZERO).is_identity()
            ));
        }
        let identity = pallas::Affine::identity();
        assert!(bool::from(mul(&identity, &scalars[50]).is_identity()));
    }
}

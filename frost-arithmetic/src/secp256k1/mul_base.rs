//! Batched constant-time multiplication of the secp256k1 generator, with the
//! SEC1 compressed encodings of the results, on the crate's own base field.
//!
//! # Method
//!
//! The scalar is recoded into `POSITIONS` signed radix-`2^WIDTH` digits
//! `d_j`, each in `[-2^(WIDTH-1), 2^(WIDTH-1))`, with `k = sum_j d_j 2^(WIDTH j)`,
//! so that `[k] G = sum_j [d_j] (2^(WIDTH j) G)`. Row `j` of a table holds the
//! affine points `[i] 2^(WIDTH j) G` for `i = 1..=2^(WIDTH-1)`: the sum takes
//! one mixed addition per digit and no doubling.
//!
//! The additions are the complete formulas for prime-order short Weierstrass
//! curves with `a = 0` of Renes, Costello and Batina, "Complete addition
//! formulas for prime order elliptic curves" (EUROCRYPT 2016), Algorithm 8:
//! projective plus affine, 11 multiplications and 2 by the constant `3b`,
//! correct for every projective input (the identity and the affine point's
//! double or negation included) without a branch. The affine operand cannot
//! be the identity, which has no affine form: for a zero digit the sum with
//! some entry of the row is computed all the same and discarded by a
//! constant-time selection of the unchanged accumulator.
//!
//! The results of a batch are brought to affine form with one constant-time
//! inversion (Fermat) for all of them (Montgomery's trick), encoded from
//! their coordinates and handed to k256 by them, which k256 checks against
//! the curve equation ([`mul_base_serialized`]).
//!
//! This is for batches only. A single result needs an inversion
//! of its own (k256's projective points cannot be built from projective
//! coordinates), which makes a batch of one hardly faster than k256's
//! `mul_by_generator`, whose result stays projective and unencoded.
//!
//! # Side channels
//!
//! The scalar is secret (a nonce, a share, a polynomial coefficient). The
//! recoding is straight-line arithmetic on its bytes. For every digit each
//! entry of the row is read and the wanted one kept by conditional
//! selection, keyed by a constant-time comparison with the digit's
//! magnitude; the sign is applied by a conditional selection of the negated
//! `y`. No branch and no memory address depends on the scalar. The
//! projective coordinates of a result depend on the scalar beyond the point
//! itself, so the batch inversion runs in constant time too (Fermat, with
//! constant-time multiplications). The digits, the scalar's bytes, the
//! selected entries, the projective results and the inversion's
//! intermediates are zeroized after use. The table, the affine results and
//! whether a result is the identity (which makes the batch fail) are
//! public. The points returned are affine (`Z = 1`): no secret-dependent
//! projective coordinate leaves the module.

use alloc::vec::Vec;
use std::sync::OnceLock;

use ff::{Field, PrimeField};
use group::{Curve, CurveAffine, GroupEncoding};
use k256::elliptic_curve::point::AffineCoordinates;
use k256::{AffinePoint, CompressedPoint, FieldBytes, ProjectivePoint, Scalar};
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};
use zeroize::Zeroize;

use super::field::FieldElement as Fe;

/// The SEC1 tag of a compressed point with even `y`; odd `y` adds 1
/// (SEC 1 v2, Section 2.3.3)
const TAG_EVEN_Y: u8 = 0x02;

/// Bits per digit: fewer additions against longer rows to read; 5 was the
/// fastest of 4 to 6 (BENCHMARKS.md). The table holds 53 kB.
const WIDTH: usize = 5;
const _: () = assert!(WIDTH >= 2 && WIDTH <= 7, "digits must fit an i8");
/// Table entries per row: the multiples `1..=2^(WIDTH-1)` of the row's base.
const ROW: usize = 1 << (WIDTH - 1);
/// Digits: scalars are below `n < 2^256`, and one bit more leaves room for
/// the carry out of the last full window. As 257 is prime, the top window
/// holds at most `WIDTH - 2` bits of the scalar, so the top digit, with the
/// carry, is at most `2^(WIDTH-2)`: it never borrows in turn, and the
/// digits add up to the scalar exactly.
const POSITIONS: usize = 257usize.div_ceil(WIDTH);

/// The curve constant `3 b = 21` of `y^2 = x^3 + 7`, used by the complete
/// formulas.
const B3: u64 = 21;

/// The table, built on first use (832 additions, one batched inversion).
static BASE_TABLE: OnceLock<Option<BaseTable>> = OnceLock::new();

/// `[k] G` with its SEC1 compressed encoding for every scalar, constant time
/// in the scalars, with one constant-time inversion for the whole batch
/// (Montgomery's trick); `None` if any scalar is zero (its multiple, the
/// identity, has no encoding).
///
/// The encodings come straight from the affine coordinates: the tag `0x02`
/// or `0x03` for the parity of `y`, then `x`, big-endian. The elements are
/// k256's points of the same coordinates, which k256 checks against the
/// curve equation. The elements are affine (`Z = 1`).
///
/// Falls back to k256's `mul_by_generator` (also constant time) for the
/// whole batch if the table could not be built or k256 refuses a result,
/// neither of which correct arithmetic allows.
pub fn mul_base_serialized(
    scalars: &[Scalar],
) -> Option<(Vec<ProjectivePoint>, Vec<CompressedPoint>)> {
    let Some(table) = BASE_TABLE.get_or_init(BaseTable::new) else {
        return curve_crate_fallback(scalars);
    };
    let mut points: Vec<Point> = scalars.iter().map(|k| table.mul(k)).collect();
    // Whether some result is the identity is public: it decides the error.
    let any_identity = bool::from(
        points
            .iter()
            .fold(Choice::from(0), |any, point| any | point.z.is_zero()),
    );
    frost_ct::declassify(&any_identity);
    if any_identity {
        points.iter_mut().for_each(Point::zeroize);
        return None;
    }
    // prefixes[i] = z_0 * ... * z_(i-1).
    let mut prefixes = Vec::with_capacity(points.len());
    let mut product = Fe::ONE;
    for point in &points {
        prefixes.push(product);
        product *= point.z;
    }
    // Not zero, as no factor is.
    let mut inverse = product.invert().unwrap_or(Fe::ZERO);
    let mut elements = Vec::with_capacity(points.len());
    let mut encodings = Vec::with_capacity(points.len());
    for (point, prefix) in points.iter().zip(&prefixes).rev() {
        let mut z_inverse = inverse * prefix;
        inverse *= point.z;
        let (x, y) = point.affine(&z_inverse);
        z_inverse.zeroize();
        let (x_bytes, y_bytes) = (x.to_repr(), y.to_repr());
        // The coordinates of a point about to be published: its encoding
        // holds `x`, and `y` follows from `x` and the parity.
        frost_ct::declassify(&x_bytes);
        frost_ct::declassify(&y_bytes);
        let mut encoding = CompressedPoint::default();
        encoding[0] = TAG_EVEN_Y | (y_bytes[31] & 1);
        encoding[1..].copy_from_slice(&x_bytes);
        let Some(element) =
            Option::<AffinePoint>::from(AffinePoint::from_coordinates(&x_bytes, &y_bytes))
        else {
            // Unreachable with correct arithmetic; the whole batch is then
            // recomputed by k256, so that elements and encodings agree.
            inverse.zeroize();
            product.zeroize();
            points.iter_mut().for_each(Point::zeroize);
            prefixes.iter_mut().for_each(Zeroize::zeroize);
            return curve_crate_fallback(scalars);
        };
        elements.push(ProjectivePoint::from(element));
        encodings.push(encoding);
    }
    inverse.zeroize();
    product.zeroize();
    points.iter_mut().for_each(Point::zeroize);
    prefixes.iter_mut().for_each(Zeroize::zeroize);
    elements.reverse();
    encodings.reverse();
    Some((elements, encodings))
}

/// The same results by k256's own constant-time `mul_by_generator` and
/// batched normalisation (constant time too), so that the elements are
/// affine here as well; `None` if a scalar is zero.
fn curve_crate_fallback(
    scalars: &[Scalar],
) -> Option<(Vec<ProjectivePoint>, Vec<CompressedPoint>)> {
    let mut projective: Vec<ProjectivePoint> = scalars
        .iter()
        .map(ProjectivePoint::mul_by_generator)
        .collect();
    let mut affine = alloc::vec![AffinePoint::IDENTITY; projective.len()];
    ProjectivePoint::batch_normalize(&projective, &mut affine);
    projective.iter_mut().for_each(Zeroize::zeroize);
    if affine.iter().any(|point| bool::from(point.is_identity())) {
        return None;
    }
    let encodings = affine.iter().map(GroupEncoding::to_bytes).collect();
    let elements = affine
        .iter()
        .map(|point| ProjectivePoint::from(*point))
        .collect();
    Some((elements, encodings))
}

/// An affine point of the table.
#[derive(Clone)]
struct Entry {
    x: Fe,
    y: Fe,
}

impl Entry {
    fn conditional_assign(&mut self, other: &Self, choice: Choice) {
        self.x.conditional_assign(&other.x, choice);
        self.y.conditional_assign(&other.y, choice);
    }
}

impl Zeroize for Entry {
    fn zeroize(&mut self) {
        self.x.zeroize();
        self.y.zeroize();
    }
}

/// A point in projective coordinates `(X : Y : Z)`, standing for
/// `(X / Z, Y / Z)`; the identity is `(0 : 1 : 0)`.
struct Point {
    x: Fe,
    y: Fe,
    z: Fe,
}

impl Point {
    const IDENTITY: Self = Self {
        x: Fe::ZERO,
        y: Fe::ONE,
        z: Fe::ZERO,
    };

    fn conditional_assign(&mut self, other: &Self, choice: Choice) {
        self.x.conditional_assign(&other.x, choice);
        self.y.conditional_assign(&other.y, choice);
        self.z.conditional_assign(&other.z, choice);
    }

    /// `self + entry` by the complete mixed addition of Renes, Costello and
    /// Batina (2016), Algorithm 8 (`a = 0`): with `Z2 = 1`,
    ///
    /// ```text
    /// X3 = (X1 Y2 + X2 Y1)(Y1 Y2 - 3b Z1) - 3b (Y1 + Y2 Z1)(X1 + X2 Z1)
    /// Y3 = (Y1 Y2 + 3b Z1)(Y1 Y2 - 3b Z1) + 9b X1 X2 (X1 + X2 Z1)
    /// Z3 = (Y1 + Y2 Z1)(Y1 Y2 + 3b Z1) + 3 X1 X2 (X1 Y2 + X2 Y1)
    /// ```
    ///
    /// Correct for every projective `self`, the identity included, and every
    /// affine `entry`; straight-line code.
    fn add_affine(&self, entry: &Entry) -> Self {
        // A constant the compiler sees, so that the products by it skip the
        // zero limbs.
        let b3 = Fe::from(B3);
        let xx = self.x * entry.x;
        let yy = self.y * entry.y;
        // X1 Y2 + X2 Y1 with one multiplication.
        let cross = (self.x + self.y) * (entry.x + entry.y) - (xx + yy);
        let y_sum = entry.y * self.z + self.y;
        let x_sum = entry.x * self.z + self.x;
        let xx3 = xx.double() + xx;
        let bz = b3 * self.z;
        let plus = yy + bz;
        let minus = yy - bz;
        let bx_sum = b3 * x_sum;
        Self {
            x: cross * minus - y_sum * bx_sum,
            y: minus * plus + bx_sum * xx3,
            z: plus * y_sum + xx3 * cross,
        }
    }

    /// The affine coordinates, given `1 / Z`.
    fn affine(&self, z_inverse: &Fe) -> (Fe, Fe) {
        (self.x * z_inverse, self.y * z_inverse)
    }
}

impl Zeroize for Point {
    fn zeroize(&mut self) {
        self.x.zeroize();
        self.y.zeroize();
        self.z.zeroize();
    }
}

/// `rows[j][i - 1] = [i] 2^(WIDTH j) G`.
struct BaseTable {
    rows: Vec<[Entry; ROW]>,
}

impl BaseTable {
    /// Computes the multiples with k256's arithmetic (public data, variable
    /// time is fine) and converts them through their encodings; `None` if a
    /// coordinate is refused by the field, which k256's canonical encodings
    /// never are.
    fn new() -> Option<Self> {
        let mut multiples = Vec::with_capacity(POSITIONS * ROW);
        let mut base = ProjectivePoint::GENERATOR;
        for _ in 0..POSITIONS {
            let mut multiple = base;
            for i in 1..=ROW {
                multiples.push(multiple);
                if i < ROW {
                    multiple += base;
                }
            }
            base = multiple.double();
        }
        let mut affine = alloc::vec![AffinePoint::IDENTITY; multiples.len()];
        ProjectivePoint::batch_normalize(&multiples, &mut affine);
        let entries = affine
            .iter()
            .map(|point| {
                Some(Entry {
                    x: Option::from(Fe::from_repr(point.x()))?,
                    y: Option::from(Fe::from_repr(point.y()))?,
                })
            })
            .collect::<Option<Vec<Entry>>>()?;
        let rows = entries
            .chunks_exact(ROW)
            .map(|chunk| core::array::from_fn(|i| chunk[i].clone()))
            .collect();
        Some(Self { rows })
    }

    /// `[k] G` in projective coordinates, constant time in `k`.
    fn mul(&self, k: &Scalar) -> Point {
        let mut digits = signed_digits(k);
        let mut acc = Point::IDENTITY;
        // For a zero digit no entry matches, and the sum with whatever this
        // holds is discarded.
        let mut entry = Entry {
            x: Fe::ZERO,
            y: Fe::ZERO,
        };
        let mut negated = Fe::ZERO;
        let mut sum = Point::IDENTITY;
        for (row, &digit) in self.rows.iter().zip(digits.iter()) {
            let negative = Choice::from(((digit as u8) >> 7) & 1);
            // `|digit|`, chosen between `digit` and `-digit` through `subtle`.
            let mut magnitude =
                u8::conditional_select(&(digit as u8), &(digit as u8).wrapping_neg(), negative);
            for (i, candidate) in (1u8..).zip(row) {
                entry.conditional_assign(candidate, magnitude.ct_eq(&i));
            }
            negated = -entry.y;
            entry.y.conditional_assign(&negated, negative);
            sum = acc.add_affine(&entry);
            acc.conditional_assign(&sum, !magnitude.ct_eq(&0));
            magnitude.zeroize();
        }
        digits.zeroize();
        entry.zeroize();
        negated.zeroize();
        sum.zeroize();
        acc
    }
}

/// Signed radix-`2^WIDTH` digits of `k`, least significant first, each in
/// `[-2^(WIDTH-1), 2^(WIDTH-1))` and the last in `[0, 2^(WIDTH-2)]`, with
/// `k = sum(d_j 2^(WIDTH j))`; constant time.
fn signed_digits(k: &Scalar) -> [i8; POSITIONS] {
    // Little-endian, with zero bytes up to the last window's second byte.
    let mut bytes = [0u8; (POSITIONS * WIDTH).div_ceil(8) + 1];
    let mut repr: FieldBytes = k.to_repr();
    for (byte, value) in bytes.iter_mut().zip(repr.iter().rev()) {
        *byte = *value;
    }
    repr.as_mut_slice().zeroize();
    let mut digits = [0i8; POSITIONS];
    let mut carry = 0u16;
    for (j, digit) in digits.iter_mut().enumerate() {
        let bit = j * WIDTH;
        let (byte, shift) = (bit / 8, bit % 8);
        let pair = u16::from(bytes[byte]) | (u16::from(bytes[byte + 1]) << 8);
        let value = ((pair >> shift) & ((1 << WIDTH) - 1)) + carry;
        // A digit from 2^(WIDTH-1) up borrows 2^WIDTH from the next one
        // (never the last: see `POSITIONS`).
        carry = (value + (1 << (WIDTH - 1))) >> WIDTH;
        *digit = (value as i16 - ((carry as i16) << WIDTH)) as i8;
    }
    bytes.zeroize();
    carry.zeroize();
    digits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fixed_base_agrees, test_rng};

    /// The encodings of k256's own `GroupEncoding`.
    fn serialize(points: &[ProjectivePoint]) -> Vec<CompressedPoint> {
        points
            .iter()
            .map(|point| point.to_affine().to_bytes())
            .collect()
    }

    fn table() -> &'static BaseTable {
        BASE_TABLE
            .get_or_init(BaseTable::new)
            .as_ref()
            .expect("the table builds")
    }

    /// The scalar whose radix-`2^WIDTH` windows, least significant first,
    /// are `windows` (below `2^255`, so no reduction modulo `n`).
    fn from_windows(windows: impl Fn(usize) -> u64) -> Scalar {
        let radix = Scalar::from(1u64 << WIDTH);
        (0..255 / WIDTH).rev().fold(Scalar::ZERO, |acc, j| {
            acc * radix + Scalar::from(windows(j))
        })
    }

    fn pow2(bits: u32) -> Scalar {
        Scalar::from(2u64).pow_vartime([u64::from(bits)])
    }

    /// Scalars that stress the recoding: small and large values, every
    /// window maximal, minimal or alternating, carries running through
    /// every digit into the top one, and values around `2^255`.
    fn edge_scalars() -> Vec<Scalar> {
        let half = 1u64 << (WIDTH - 1);
        let full = (1u64 << WIDTH) - 1;
        let mut scalars = alloc::vec![
            Scalar::ZERO,
            Scalar::ONE,
            Scalar::from(2u64),
            Scalar::from(half),
            Scalar::from(half + 1),
            Scalar::from(full),
            Scalar::from(full + 1),
            -Scalar::ONE,
            -Scalar::from(2u64),
            -Scalar::from(half),
            -Scalar::from(half + 1),
            pow2(255),
            pow2(255) - Scalar::ONE,
            pow2(255) + Scalar::ONE,
            pow2(254) + pow2(255),
            pow2(128) - Scalar::ONE,
            Scalar::from(2u64).invert().unwrap_or(Scalar::ZERO),
            from_windows(|_| half - 1),
            from_windows(|_| half),
            from_windows(|_| full),
            from_windows(|j| if j % 2 == 0 { half } else { half - 1 }),
            from_windows(|j| if j % 2 == 0 { full } else { 1 }),
            from_windows(|j| if j % 2 == 0 { 0 } else { half }),
        ];
        for bits in [WIDTH as u32, 64, 200, 250, 251, 252, 253, 254, 255] {
            scalars.push(pow2(bits));
            scalars.push(pow2(bits) - Scalar::ONE);
            scalars.push(-pow2(bits));
        }
        let negated: Vec<Scalar> = scalars.iter().map(|k| -*k).collect();
        scalars.extend(negated);
        scalars
    }

    #[test]
    fn digits_recompose_the_scalar() {
        let mut rng = test_rng(1);
        let mut scalars = edge_scalars();
        scalars.extend((0..200).map(|_| Scalar::random(&mut rng)));
        let radix = Scalar::from(1u64 << WIDTH);
        let bound = 1i16 << (WIDTH - 1);
        for k in scalars {
            let digits = signed_digits(&k);
            let (top, rest) = digits.split_last().expect("at least one digit");
            assert!(
                rest.iter()
                    .all(|&d| (-bound..bound).contains(&i16::from(d)))
            );
            assert!((0..=bound / 2).contains(&i16::from(*top)));
            let value = digits.iter().rev().fold(Scalar::ZERO, |acc, &d| {
                let magnitude = Scalar::from(u64::from(d.unsigned_abs()));
                acc * radix + if d < 0 { -magnitude } else { magnitude }
            });
            assert_eq!(value, k);
        }
    }

    /// `[k] G` alone, through a batch of one.
    fn single(k: &Scalar) -> ProjectivePoint {
        let (elements, encodings) = mul_base_serialized(&[*k]).expect("k is not zero");
        assert_eq!(encodings, serialize(&elements[..1]));
        elements[0]
    }

    #[test]
    fn matches_k256_on_edge_scalars() {
        for k in edge_scalars() {
            if bool::from(k.is_zero()) {
                assert!(bool::from(table().mul(&k).z.is_zero()));
                assert_eq!(mul_base_serialized(&[k]), None);
            } else {
                assert_eq!(single(&k), ProjectivePoint::mul_by_generator(&k), "{k:?}");
            }
        }
    }

    #[test]
    fn matches_k256_on_random_scalars() {
        let mut rng = test_rng(2);
        let scalars: Vec<Scalar> = (0..3000).map(|_| Scalar::random(&mut rng)).collect();
        let (elements, _) = mul_base_serialized(&scalars).expect("no scalar is zero");
        for (k, element) in scalars.iter().zip(&elements) {
            assert_eq!(*element, ProjectivePoint::mul_by_generator(k));
        }
    }

    /// The point `(x z : y z : z)` for a k256 point and some `z`.
    fn projective(point: &ProjectivePoint, z: u64) -> Point {
        let affine = point.to_affine();
        let z = Fe::from(z);
        let coordinate = |bytes| Fe::from_repr(bytes).unwrap_or(Fe::ZERO);
        Point {
            x: coordinate(affine.x()) * z,
            y: coordinate(affine.y()) * z,
            z,
        }
    }

    fn to_k256(point: &Point) -> ProjectivePoint {
        if bool::from(point.z.is_zero()) {
            assert!(bool::from(point.x.is_zero()));
            return ProjectivePoint::IDENTITY;
        }
        let z_inverse = point.z.invert().unwrap_or(Fe::ZERO);
        let (x, y) = point.affine(&z_inverse);
        ProjectivePoint::from(
            AffinePoint::from_coordinates(&x.to_repr(), &y.to_repr()).expect("on the curve"),
        )
    }

    /// The exceptional cases of incomplete formulas: the identity, the
    /// double and the negation of the affine point.
    #[test]
    fn mixed_addition_is_complete() {
        let mut rng = test_rng(3);
        for _ in 0..20 {
            let p = ProjectivePoint::mul_by_generator(&Scalar::random(&mut rng));
            let q = ProjectivePoint::mul_by_generator(&Scalar::random(&mut rng));
            let entry = Entry {
                x: projective(&q, 1).x,
                y: projective(&q, 1).y,
            };
            for (left, expected) in [(p, p + q), (q, q.double()), (-q, ProjectivePoint::IDENTITY)] {
                let sum = projective(&left, 12345).add_affine(&entry);
                assert_eq!(to_k256(&sum), expected);
            }
            let from_identity = Point::IDENTITY.add_affine(&entry);
            assert_eq!(to_k256(&from_identity), q);
        }
    }

    #[test]
    fn serialized_batches_match_mul_base() {
        let mut rng = test_rng(4);
        for size in [0usize, 1, 2, 17] {
            let scalars: Vec<Scalar> = (0..size).map(|_| Scalar::random(&mut rng)).collect();
            let (elements, encodings) = mul_base_serialized(&scalars).expect("no scalar is zero");
            let expected: Vec<ProjectivePoint> = scalars
                .iter()
                .map(ProjectivePoint::mul_by_generator)
                .collect();
            assert_eq!(elements, expected);
            assert_eq!(encodings, serialize(&expected));
            for position in 0..size {
                let mut with_zero = scalars.clone();
                with_zero[position] = Scalar::ZERO;
                assert_eq!(mul_base_serialized(&with_zero), None);
            }
        }
        assert_eq!(mul_base_serialized(&[Scalar::ZERO]), None);
    }

    #[test]
    fn serialized_batches_match_on_edge_scalars() {
        let scalars: Vec<Scalar> = edge_scalars()
            .into_iter()
            .filter(|k| !bool::from(k.is_zero()))
            .collect();
        let (elements, encodings) = mul_base_serialized(&scalars).expect("no scalar is zero");
        let expected: Vec<ProjectivePoint> = scalars
            .iter()
            .map(ProjectivePoint::mul_by_generator)
            .collect();
        assert_eq!(elements, expected);
        assert_eq!(encodings, serialize(&expected));
    }

    #[test]
    fn table_rows_are_the_multiples() {
        let table = table();
        assert_eq!(table.rows.len(), POSITIONS);
        for (j, row) in table.rows.iter().enumerate().step_by(7) {
            for (i, entry) in (1u64..).zip(row) {
                let expected = ProjectivePoint::mul_by_generator(
                    &(Scalar::from(i) * pow2((WIDTH * j) as u32)),
                );
                let point = Point {
                    x: entry.x,
                    y: entry.y,
                    z: Fe::ONE,
                };
                assert_eq!(to_k256(&point), expected);
            }
        }
    }

    /// Batches of 1 to 64 scalars against k256's multiplication by the
    /// generator, on the shared edge scalars and 1,000 random ones
    /// ([`fixed_base_agrees`]), the encodings included; a batch holding a
    /// zero scalar is refused.
    #[test]
    fn serialized_batches_agree_with_k256() {
        fixed_base_agrees::<ProjectivePoint>(
            |scalars| {
                let (elements, encodings) = mul_base_serialized(scalars)?;
                assert_eq!(encodings, serialize(&elements));
                Some(elements)
            },
            true,
            5,
        );
    }
}

//! Variable-time multiscalar multiplication on secp256k1 by the bucket
//! method of [`crate::weierstrass`] over the crate's own field (`field`,
//! on fiat-crypto's Dettman multiplication), a little faster than the same
//! method over k256's field (BENCHMARKS.md).
//!
//! k256's projective points use complete formulas (about 12 field
//! multiplications per addition); the bucket method here adds affine points
//! pairwise with shared inversions (about 6M each), and doubles in Jacobian
//! coordinates at 2M + 5S (`a = 0`).
//!
//! Each scalar is first split by the curve's endomorphism (Gallant, Lambert
//! and Vanstone): `phi(x, y) = (beta * x, y)` equals `[lambda] (x, y)` for a
//! cube root of unity `beta` modulo `p` and `lambda` modulo `n`, and
//! `k = k1 + k2 * lambda` with `|k1|, |k2| < 2^128`. The sum then has twice
//! the points but half the windows, which halves the doublings and the
//! per-window combination of buckets.
//!
//! **Variable time:** public data only (commitments, binding factors,
//! challenges, verifying shares, batch-check coefficients).

use alloc::vec::Vec;

use ff::{Field, PrimeField};
use group::CurveAffine;
use k256::elliptic_curve::BatchNormalize;
use k256::elliptic_curve::point::AffineCoordinates;
use k256::elliptic_curve::scalar::IsHigh;
use k256::{AffinePoint, FieldBytes, ProjectivePoint, Scalar};

use super::field::FieldElement;
use crate::weierstrass::{self, Affine, CoefficientA, Jacobian, ShortWeierstrass};

/// secp256k1, `y^2 = x^3 + 7`, for the generic Jacobian arithmetic.
pub(crate) struct Curve;

impl ShortWeierstrass for Curve {
    type Field = FieldElement;
    const A: CoefficientA = CoefficientA::Zero;

    /// The field's operations return fully reduced results.
    fn reduce(x: FieldElement) -> FieldElement {
        x
    }

    /// The field's constant-time Fermat inversion, faster than k256's
    /// variable-time one (safegcd) with the conversions to and from k256's
    /// field.
    fn invert(x: &FieldElement) -> Option<FieldElement> {
        Option::from(x.invert())
    }

    fn is_zero(x: &FieldElement) -> bool {
        x.is_zero_vartime()
    }
}

/// The affine coordinates of a non-identity point as field elements.
fn affine(point: &AffinePoint) -> Option<Affine<Curve>> {
    Some(Affine {
        x: Option::from(FieldElement::from_repr(point.x()))?,
        y: Option::from(FieldElement::from_repr(point.y()))?,
    })
}

/// The k256 point with the same affine coordinates; checks that the
/// coordinates satisfy the curve equation.
pub(crate) fn to_projective(point: &Jacobian<Curve>) -> Option<ProjectivePoint> {
    match point.to_affine() {
        None => Some(ProjectivePoint::IDENTITY),
        Some(p) => Option::<AffinePoint>::from(AffinePoint::from_coordinates(
            &p.x.to_repr(),
            &p.y.to_repr(),
        ))
        .map(ProjectivePoint::from),
    }
}

/// Big-endian hex of `beta`, the cube root of unity modulo `p` with
/// `phi(G) = [lambda] G`.
const BETA: &str = "7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee";

/// Big-endian hex of `lambda`, the cube root of unity modulo `n` matching
/// `beta`.
const LAMBDA: &str = "5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72";

/// A short basis of the lattice `{(a, b) : a + b * lambda = 0 mod n}`:
/// `(a1, b1)` and `(a2, b2)` with `b1 = -B1_NEG` and `b2 = B2` (big-endian hex;
/// `a1`, `a2` are not needed by the decomposition below).
const B1_NEG: &str = "00000000000000000000000000000000e4437ed6010e88286f547fa90abfe4c3";
const B2: &str = "000000000000000000000000000000003086d221a7d46bcde86c90e49284eb15";

/// `round(2^384 * b2 / n)` and `round(2^384 * -b1 / n)` as little-endian
/// 64-bit words: `c1 = round(k * G1 / 2^384)` and `c2 = round(k * G2 /
/// 2^384)` approximate `b2 * k / n` and `-b1 * k / n`.
const G1: [u64; 4] = [
    0xe893209a45dbb031,
    0x3daa8a1471e8ca7f,
    0xe86c90e49284eb15,
    0x3086d221a7d46bcd,
];
const G2: [u64; 4] = [
    0x1571b4ae8ac47f71,
    0x221208ac9df506c6,
    0x6f547fa90abfe4c4,
    0xe4437ed6010e8828,
];

/// The scalar with big-endian hex `hex`; the constants above are canonical.
fn scalar_from_hex(hex: &str) -> Option<Scalar> {
    Option::from(Scalar::from_repr(field_bytes_from_hex(hex)?))
}

/// 32 big-endian bytes from 64 hex digits.
fn field_bytes_from_hex(hex: &str) -> Option<FieldBytes> {
    let mut bytes = FieldBytes::default();
    if hex.len() != 64 {
        return None;
    }
    for (byte, pair) in bytes.iter_mut().zip(hex.as_bytes().chunks(2)) {
        let digits = core::str::from_utf8(pair).ok()?;
        *byte = u8::from_str_radix(digits, 16).ok()?;
    }
    Some(bytes)
}

/// `round(k * g / 2^384)` for a 256-bit `k` and `g` (little-endian words);
/// the result is below `2^128` for the constants above.
fn mul_shift_384(k: &[u64; 4], g: &[u64; 4]) -> Option<u128> {
    let mut product = [0u64; 8];
    for (i, &ki) in k.iter().enumerate() {
        let mut carry = 0u128;
        for (j, &gj) in g.iter().enumerate() {
            let wide = u128::from(ki) * u128::from(gj) + u128::from(product[i + j]) + carry;
            product[i + j] = wide as u64;
            carry = wide >> 64;
        }
        product[i + 4] = carry as u64;
    }
    let rounding = product[5] >> 63;
    let low = u128::from(product[6]) | (u128::from(product[7]) << 64);
    low.checked_add(u128::from(rounding))
}

/// A scalar split by the endomorphism: `k = s1 * k1 + s2 * k2 * lambda` with
/// `k1`, `k2` below `2^128` as 16 little-endian bytes and the signs `s1`, `s2`
/// (`true` for negative).
struct Split {
    k1: [u8; 16],
    k1_negative: bool,
    k2: [u8; 16],
    k2_negative: bool,
}

/// The endomorphism's constants, decoded once per multiplication.
struct Glv {
    beta: FieldElement,
    lambda: Scalar,
    b1_neg: Scalar,
    b2: Scalar,
}

impl Glv {
    fn new() -> Option<Self> {
        Some(Self {
            beta: Option::from(FieldElement::from_repr(field_bytes_from_hex(BETA)?))?,
            lambda: scalar_from_hex(LAMBDA)?,
            b1_neg: scalar_from_hex(B1_NEG)?,
            b2: scalar_from_hex(B2)?,
        })
    }

    /// `k = k1 + k2 * lambda` with `c1 = round(b2 k / n)`, `c2 = round(-b1 k
    /// / n)`, `k2 = -c1 b1 - c2 b2` and `k1 = k - k2 lambda`: the difference
    /// between `(k, 0)` and the nearest lattice point found by rounding, whose
    /// entries are below `2^128` in absolute value. `None` if one is not,
    /// which the basis rules out.
    fn split(&self, k: &Scalar) -> Option<Split> {
        let repr = k.to_repr();
        let mut words = [0u64; 4];
        for (word, chunk) in words.iter_mut().zip(repr.rchunks(8)) {
            *word = u64::from_be_bytes(chunk.try_into().ok()?);
        }
        let c1 = scalar_from_u128(mul_shift_384(&words, &G1)?)?;
        let c2 = scalar_from_u128(mul_shift_384(&words, &G2)?)?;
        let k2 = c1 * self.b1_neg - c2 * self.b2;
        let k1 = *k - k2 * self.lambda;
        let (k1, k1_negative) = half_width(&k1)?;
        let (k2, k2_negative) = half_width(&k2)?;
        Some(Split {
            k1,
            k1_negative,
            k2,
            k2_negative,
        })
    }
}

/// The scalar `value`.
fn scalar_from_u128(value: u128) -> Option<Scalar> {
    let mut bytes = FieldBytes::default();
    bytes[16..].copy_from_slice(&value.to_be_bytes());
    Option::from(Scalar::from_repr(bytes))
}

/// `|k|` as 16 little-endian bytes and whether `k` stands for a negative
/// integer (it lies above `n / 2`); `None` if `|k|` has more than 128 bits.
fn half_width(k: &Scalar) -> Option<([u8; 16], bool)> {
    let negative = bool::from(k.is_high());
    let magnitude = if negative { -*k } else { *k };
    let repr = magnitude.to_repr();
    let (high, low) = repr.split_at(16);
    if high.iter().any(|&byte| byte != 0) {
        return None;
    }
    let mut bytes: [u8; 16] = low.try_into().ok()?;
    bytes.reverse();
    Some((bytes, negative))
}

/// `point` or its negation.
fn signed(point: Affine<Curve>, negative: bool) -> Affine<Curve> {
    if negative {
        Affine {
            x: point.x,
            y: -point.y,
        }
    } else {
        point
    }
}

/// `sum(scalars[i] * points[i])` by the bucket method; extra entries of the
/// longer slice are ignored. `None` only if a coordinate conversion between
/// k256 and this crate or a field inversion failed, which valid points
/// rule out.
///
/// **Variable time:** public data only.
pub(crate) fn bucket_multiscalar_mul(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
) -> Option<ProjectivePoint> {
    bucket_multiscalar_mul_part(scalars, points, 0, 1)
}

/// Part `part` of `parts` of [`bucket_multiscalar_mul`]: the windows
/// [`weierstrass::vartime_multiscalar_mul_part`] gives it, of the
/// endomorphism-split terms of all the points. `None` as there.
///
/// **Variable time:** public data only.
pub(crate) fn bucket_multiscalar_mul_part(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
    part: usize,
    parts: usize,
) -> Option<ProjectivePoint> {
    let n = scalars.len().min(points.len());
    // One shared inversion converts every input to affine coordinates.
    let affine_points = ProjectivePoint::batch_normalize_vartime(&points[..n]);
    let glv = Glv::new()?;
    let mut terms_scalars = Vec::with_capacity(2 * n);
    let mut terms_points = Vec::with_capacity(2 * n);
    for (scalar, point) in scalars.iter().zip(&affine_points) {
        // The identity contributes nothing (and has no affine coordinates).
        if bool::from(point.is_identity()) {
            continue;
        }
        let point = affine(point)?;
        let split = glv.split(scalar)?;
        let image = Affine {
            x: point.x * glv.beta,
            y: point.y,
        };
        terms_scalars.push(split.k1);
        terms_points.push(signed(point, split.k1_negative));
        terms_scalars.push(split.k2);
        terms_points.push(signed(image, split.k2_negative));
    }
    to_projective(&weierstrass::vartime_multiscalar_mul_part(
        &terms_scalars,
        &terms_points,
        part,
        parts,
    )?)
}

#[cfg(test)]
mod tests {
    use super::{Glv, affine, bucket_multiscalar_mul, bucket_multiscalar_mul_part, to_projective};
    use crate::testing::{multiscalar_parts_are_exact, multiscalar_routine_is_exact, test_rng};
    use crate::weierstrass;
    use alloc::vec::Vec;
    use ff::{Field, PrimeField};
    use k256::elliptic_curve::point::AffineCoordinates;
    use k256::{ProjectivePoint, Scalar};

    /// `beta` and `lambda` are matching cube roots of unity: `phi(G) =
    /// [lambda] G`.
    #[test]
    fn endomorphism_constants_match() {
        let glv = Glv::new().expect("constants decode");
        assert_eq!(glv.lambda * glv.lambda * glv.lambda, Scalar::ONE);
        assert_ne!(glv.lambda, Scalar::ONE);
        let g = ProjectivePoint::GENERATOR.to_affine();
        let image = (ProjectivePoint::GENERATOR * glv.lambda).to_affine();
        let x = Option::<super::FieldElement>::from(super::FieldElement::from_repr(g.x()))
            .expect("x decodes");
        assert_eq!((x * glv.beta).to_repr(), image.x());
        assert_eq!(g.y(), image.y());
    }

    /// Every split recombines to the scalar, with both halves below `2^128`,
    /// at random scalars and at the edges (0, 1, -1, `lambda`, `n / 2`,
    /// powers of two).
    #[test]
    fn splits_recombine_within_128_bits() {
        let glv = Glv::new().expect("constants decode");
        let mut rng = test_rng(41);
        let half = Scalar::from(2u64).invert().expect("invertible");
        let mut scalars = alloc::vec![
            Scalar::ZERO,
            Scalar::ONE,
            -Scalar::ONE,
            glv.lambda,
            -glv.lambda,
            half,
            half - Scalar::ONE,
            Scalar::from(u64::MAX),
        ];
        let mut power = Scalar::ONE;
        for _ in 0..256 {
            scalars.push(power);
            scalars.push(-power);
            power = power.double();
        }
        scalars.extend((0..2000).map(|_| Scalar::random(&mut rng)));
        let from_le = |bytes: &[u8; 16], negative: bool| {
            let mut be = [0u8; 32];
            for (i, byte) in bytes.iter().enumerate() {
                be[31 - i] = *byte;
            }
            let value = Scalar::from_repr(be.into()).expect("below n");
            if negative { -value } else { value }
        };
        for k in scalars {
            let split = glv.split(&k).expect("splits");
            let k1 = from_le(&split.k1, split.k1_negative);
            let k2 = from_le(&split.k2, split.k2_negative);
            assert_eq!(k1 + k2 * glv.lambda, k);
        }
    }

    #[test]
    fn bucket_method_is_exact() {
        multiscalar_routine_is_exact::<ProjectivePoint>(bucket_multiscalar_mul);
    }

    /// The parts of a bucket multiplication add up to it, however many
    /// (more parts than windows included).
    #[test]
    fn bucket_parts_add_up_to_the_product() {
        multiscalar_parts_are_exact::<ProjectivePoint>(bucket_multiscalar_mul_part, |_, _| None);
    }

    /// The scalar with the 16 little-endian bytes `k`.
    fn scalar_from_le(k: &[u8; 16]) -> Scalar {
        Scalar::from(u128::from_le_bytes(*k))
    }

    /// The generic bucket sum over 16-byte scalars (the GLV halves' width) equals
    /// k256's sum of products.
    fn check_bucket_sum(scalars: &[[u8; 16]], points: &[ProjectivePoint]) {
        let affine_points: Vec<_> = points
            .iter()
            .map(|p| affine(&p.to_affine()).expect("not the identity"))
            .collect();
        let expected: ProjectivePoint = scalars
            .iter()
            .zip(points)
            .map(|(k, p)| *p * scalar_from_le(k))
            .sum();
        let sum = weierstrass::vartime_multiscalar_mul(scalars, &affine_points)
            .and_then(|sum| to_projective(&sum));
        assert_eq!(sum, Some(expected), "n = {}", scalars.len());
    }

    fn random_points(n: usize, seed: u64) -> Vec<ProjectivePoint> {
        let mut rng = test_rng(seed);
        (0..n)
            .map(|_| ProjectivePoint::mul_by_generator(&Scalar::random(&mut rng)))
            .collect()
    }

    fn random_scalars(n: usize, seed: u64) -> Vec<[u8; 16]> {
        let mut rng = test_rng(seed);
        (0..n)
            .map(|_| {
                let bytes = Scalar::random(&mut rng).to_repr();
                let mut low = [0u8; 16];
                low.copy_from_slice(&bytes[16..]);
                low
            })
            .collect()
    }

    #[test]
    fn bucket_sum_handles_empty_and_single_sums() {
        check_bucket_sum(&[], &[]);
        let p = random_points(1, 60);
        check_bucket_sum(&random_scalars(1, 61), &p);
        check_bucket_sum(&[[0; 16]], &p);
        check_bucket_sum(&[1u128.to_le_bytes()], &p);
        check_bucket_sum(&[u128::MAX.to_le_bytes()], &p);
    }

    /// Scalars with nonzero digits only in the low windows, or only in the
    /// high ones, leave the other windows' buckets empty.
    #[test]
    fn bucket_sum_handles_windows_without_digits() {
        for n in [3, 100, 700] {
            let points = random_points(n, 62);
            let mut low = random_scalars(n, 63);
            for k in &mut low {
                k[1..].fill(0);
            }
            check_bucket_sum(&low, &points);
            let mut high = random_scalars(n, 64);
            for k in &mut high {
                k[..12].fill(0);
            }
            check_bucket_sum(&high, &points);
        }
    }

    /// Every scalar a power of two times a small odd number: equal digit
    /// magnitudes land in the same bucket index of different windows, which
    /// must stay apart.
    #[test]
    fn bucket_sum_keeps_the_windows_buckets_apart() {
        for n in [128, 384] {
            let points = random_points(n, 65);
            let scalars: Vec<[u8; 16]> = (0..n)
                .map(|i| ((1 + 2 * (i as u128 / 128)) << (i % 128)).to_le_bytes())
                .collect();
            check_bucket_sum(&scalars, &points);
        }
    }

    /// Buckets full of one point (the tangent case, `P + P`), of a point and
    /// its negation (`P + (-P)`, the identity), and of both, at sizes with
    /// and without rounds of affine additions.
    #[test]
    fn bucket_sum_handles_equal_and_opposite_points() {
        let p = random_points(1, 66)[0];
        for n in [2, 9, 100, 600] {
            let k = random_scalars(1, 67 + n as u64)[0];
            check_bucket_sum(&alloc::vec![k; n], &alloc::vec![p; n]);
            let opposite: Vec<ProjectivePoint> =
                (0..n).map(|i| if i % 2 == 0 { p } else { -p }).collect();
            check_bucket_sum(&alloc::vec![k; n], &opposite);
            check_bucket_sum(
                &alloc::vec![k; n + 1],
                &[opposite.as_slice(), &[p]].concat(),
            );
            let mixed: Vec<ProjectivePoint> =
                (0..n).map(|i| if i % 3 == 2 { -p } else { p }).collect();
            check_bucket_sum(&alloc::vec![k; n], &mixed);
        }
    }
}

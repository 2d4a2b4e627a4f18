//! Variable-time arithmetic on short Weierstrass curves
//! `y^2 = x^3 + a*x + b` with `a = 0` (secp256k1) or `a = -3` (P-256), for
//! the suites' multiscalar and double-base multiplications.
//!
//! The curve crates' point types use complete projective formulas: correct
//! for every input, at about 12 field multiplications per addition. Over
//! public data the cheaper incomplete formulas are affordable, with the
//! exceptional cases (identity, `P + P`, `P + (-P)`) detected explicitly:
//! Jacobian coordinates (7M + 4S to add an affine point, 2M + 5S or
//! 3M + 5S to double), and affine additions whose inversions are shared
//! (about 6M each). On top of them: [`vartime_multiscalar_mul`], the bucket
//! method for many points, and [`vartime_straus`], interleaved NAFs for a
//! few.
//!
//! **Preconditions:** every [`Affine`] point is on the curve and not the
//! identity, and the curve's group has prime order (no point of order 2);
//! the suites take the points from their curve crate's validated types.
//!
//! **Variable time:** everything here branches on coordinates and scalars.
//! Use it for public values only (commitments, binding factors, challenges,
//! verifying shares, random coefficients of batch checks), never for secret
//! shares or nonces.

use alloc::vec;
use alloc::vec::Vec;

use ff::Field;

/// The curve coefficient `a`, which selects the doubling formula.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoefficientA {
    /// `a = 0` (secp256k1).
    Zero,
    /// `a = -3` (the NIST curves).
    MinusThree,
}

/// A short Weierstrass curve over the field [`ShortWeierstrass::Field`].
///
/// The field may reduce lazily (k256's does): [`ShortWeierstrass::reduce`]
/// is applied after every addition, subtraction and doubling, so that every
/// operand of every field operation here is reduced that far.
pub trait ShortWeierstrass {
    /// The base field.
    type Field: Field;
    /// The coefficient `a` of the curve equation.
    const A: CoefficientA;
    /// Brings the result of an addition, subtraction or doubling back to the
    /// range that the field's operations accept as input (the identity for a
    /// field whose results are always fully reduced).
    fn reduce(x: Self::Field) -> Self::Field;
    /// Whether `x` is zero modulo `p`, for a possibly not fully reduced `x`.
    /// Variable time.
    fn is_zero(x: &Self::Field) -> bool;
    /// `1 / x`, or `None` for zero. Variable time (the curve crates'
    /// variable-time inversions are several times faster than their
    /// constant-time ones).
    fn invert(x: &Self::Field) -> Option<Self::Field>;
}

/// A point in affine coordinates; never the identity.
pub struct Affine<C: ShortWeierstrass> {
    /// The `x` coordinate.
    pub x: C::Field,
    /// The `y` coordinate.
    pub y: C::Field,
}

impl<C: ShortWeierstrass> Clone for Affine<C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: ShortWeierstrass> Copy for Affine<C> {}

/// A point `(X : Y : Z)` in Jacobian coordinates, standing for the affine
/// point `(X / Z^2, Y / Z^3)`; `Z = 0` is the identity.
pub struct Jacobian<C: ShortWeierstrass> {
    x: C::Field,
    y: C::Field,
    z: C::Field,
}

impl<C: ShortWeierstrass> Clone for Jacobian<C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: ShortWeierstrass> Copy for Jacobian<C> {}

fn add<C: ShortWeierstrass>(a: C::Field, b: C::Field) -> C::Field {
    C::reduce(a + b)
}

fn sub<C: ShortWeierstrass>(a: C::Field, b: C::Field) -> C::Field {
    C::reduce(a - b)
}

/// `a * b`. The right operand goes by reference because k256 inlines only
/// that implementation (measured: about 30% on a multiscalar
/// multiplication).
#[expect(clippy::op_ref, reason = "the by-reference impl is the inlined one")]
fn mul<C: ShortWeierstrass>(a: C::Field, b: C::Field) -> C::Field {
    a * &b
}

fn dbl<C: ShortWeierstrass>(a: C::Field) -> C::Field {
    C::reduce(a.double())
}

impl<C: ShortWeierstrass> From<Affine<C>> for Jacobian<C> {
    fn from(p: Affine<C>) -> Self {
        Self {
            x: p.x,
            y: p.y,
            z: C::Field::ONE,
        }
    }
}

impl<C: ShortWeierstrass> Jacobian<C> {
    /// The identity (point at infinity).
    pub fn identity() -> Self {
        Self {
            x: C::Field::ONE,
            y: C::Field::ONE,
            z: C::Field::ZERO,
        }
    }

    /// Whether this is the identity. Variable time.
    pub fn is_identity(&self) -> bool {
        C::is_zero(&self.z)
    }

    /// The affine coordinates, or `None` for the identity. One inversion.
    pub fn to_affine(&self) -> Option<Affine<C>> {
        if self.is_identity() {
            return None;
        }
        let z_inv = C::invert(&self.z)?;
        let z_inv2 = z_inv.square();
        Some(Affine {
            x: mul::<C>(self.x, z_inv2),
            y: mul::<C>(self.y, mul::<C>(z_inv2, z_inv)),
        })
    }

    /// `2P`. The curve has prime order, so no point other than the identity
    /// has `Y = 0`, and the formulas map the identity to itself (`Z3` is a
    /// multiple of `Z`).
    pub fn double(&self) -> Self {
        match C::A {
            // dbl-2009-l (Lange, Explicit-Formulas Database): 2M + 5S.
            CoefficientA::Zero => {
                let a = self.x.square();
                let b = self.y.square();
                let c = b.square();
                let d = dbl::<C>(sub::<C>(sub::<C>(add::<C>(self.x, b).square(), a), c));
                let e = add::<C>(dbl::<C>(a), a);
                let f = e.square();
                let x3 = sub::<C>(f, dbl::<C>(d));
                let c8 = dbl::<C>(dbl::<C>(dbl::<C>(c)));
                let y3 = sub::<C>(mul::<C>(e, sub::<C>(d, x3)), c8);
                let z3 = dbl::<C>(mul::<C>(self.y, self.z));
                Self {
                    x: x3,
                    y: y3,
                    z: z3,
                }
            }
            // dbl-2001-b (Bernstein, Explicit-Formulas Database): 3M + 5S,
            // using `3X^2 - 3Z^4 = 3 (X - Z^2)(X + Z^2)`.
            CoefficientA::MinusThree => {
                let delta = self.z.square();
                let gamma = self.y.square();
                let beta = mul::<C>(self.x, gamma);
                let t = mul::<C>(sub::<C>(self.x, delta), add::<C>(self.x, delta));
                let alpha = add::<C>(dbl::<C>(t), t);
                let beta4 = dbl::<C>(dbl::<C>(beta));
                let x3 = sub::<C>(alpha.square(), dbl::<C>(beta4));
                let z3 = sub::<C>(sub::<C>(add::<C>(self.y, self.z).square(), gamma), delta);
                let gamma2_8 = dbl::<C>(dbl::<C>(dbl::<C>(gamma.square())));
                let y3 = sub::<C>(mul::<C>(alpha, sub::<C>(beta4, x3)), gamma2_8);
                Self {
                    x: x3,
                    y: y3,
                    z: z3,
                }
            }
        }
    }

    /// `P + Q` for an affine `Q` (madd-2007-bl, Explicit-Formulas Database:
    /// 7M + 4S), with the identity, `P = Q` and `P = -Q` handled separately.
    pub fn add_affine(&self, q: &Affine<C>) -> Self {
        if self.is_identity() {
            return Self::from(*q);
        }
        let z1z1 = self.z.square();
        let u2 = mul::<C>(q.x, z1z1);
        let s2 = mul::<C>(mul::<C>(q.y, self.z), z1z1);
        let h = sub::<C>(u2, self.x);
        let r_half = sub::<C>(s2, self.y);
        if C::is_zero(&h) {
            // Same x: either the same point or its negation.
            return if C::is_zero(&r_half) {
                self.double()
            } else {
                Self::identity()
            };
        }
        let hh = h.square();
        let i = dbl::<C>(dbl::<C>(hh));
        let j = mul::<C>(h, i);
        let r = dbl::<C>(r_half);
        let v = mul::<C>(self.x, i);
        let x3 = sub::<C>(sub::<C>(r.square(), j), dbl::<C>(v));
        let y3 = sub::<C>(mul::<C>(r, sub::<C>(v, x3)), dbl::<C>(mul::<C>(self.y, j)));
        let z3 = sub::<C>(sub::<C>(add::<C>(self.z, h).square(), z1z1), hh);
        Self {
            x: x3,
            y: y3,
            z: z3,
        }
    }

    /// `P + Q` (add-2007-bl, Explicit-Formulas Database: 11M + 5S), with the
    /// identity, `P = Q` and `P = -Q` handled separately.
    pub fn add(&self, q: &Self) -> Self {
        if self.is_identity() {
            return *q;
        }
        if q.is_identity() {
            return *self;
        }
        let z1z1 = self.z.square();
        let z2z2 = q.z.square();
        let u1 = mul::<C>(self.x, z2z2);
        let u2 = mul::<C>(q.x, z1z1);
        let s1 = mul::<C>(mul::<C>(self.y, q.z), z2z2);
        let s2 = mul::<C>(mul::<C>(q.y, self.z), z1z1);
        let h = sub::<C>(u2, u1);
        let r_half = sub::<C>(s2, s1);
        if C::is_zero(&h) {
            return if C::is_zero(&r_half) {
                self.double()
            } else {
                Self::identity()
            };
        }
        let i = dbl::<C>(h).square();
        let j = mul::<C>(h, i);
        let r = dbl::<C>(r_half);
        let v = mul::<C>(u1, i);
        let x3 = sub::<C>(sub::<C>(r.square(), j), dbl::<C>(v));
        let y3 = sub::<C>(mul::<C>(r, sub::<C>(v, x3)), dbl::<C>(mul::<C>(s1, j)));
        let z3 = mul::<C>(
            sub::<C>(sub::<C>(add::<C>(self.z, q.z).square(), z1z1), z2z2),
            h,
        );
        Self {
            x: x3,
            y: y3,
            z: z3,
        }
    }
}

/// `3x^2 + a`, the numerator of the tangent slope at `(x, y)`.
fn tangent_numerator<C: ShortWeierstrass>(x: C::Field) -> C::Field {
    let xx = x.square();
    let three_xx = add::<C>(dbl::<C>(xx), xx);
    match C::A {
        CoefficientA::Zero => three_xx,
        CoefficientA::MinusThree => {
            let three = add::<C>(dbl::<C>(C::Field::ONE), C::Field::ONE);
            sub::<C>(three_xx, three)
        }
    }
}

/// Replaces every element of `values` by its inverse, with one field
/// inversion and three multiplications per element (Montgomery's trick).
/// `None` if some element is zero.
fn batch_invert<C: ShortWeierstrass>(
    values: &mut [C::Field],
    scratch: &mut Vec<C::Field>,
) -> Option<()> {
    scratch.clear();
    let mut product = C::Field::ONE;
    for value in values.iter() {
        scratch.push(product);
        product = mul::<C>(product, *value);
    }
    let mut inverse = C::invert(&product)?;
    for (value, prefix) in values.iter_mut().zip(scratch.iter()).rev() {
        let value_inverse = mul::<C>(inverse, *prefix);
        inverse = mul::<C>(inverse, *value);
        *value = value_inverse;
    }
    Some(())
}

/// How a pair of affine points is combined.
#[derive(Clone, Copy)]
enum PairKind {
    /// Different `x`: the chord through both.
    Chord,
    /// The same point: the tangent.
    Tangent,
    /// `P + (-P)`: the identity.
    Cancel,
}

/// Sums the points of every bucket in affine coordinates. Bucket `j` holds
/// `points[starts[j]..starts[j] + lens[j]]`; each round adds disjoint pairs
/// inside every bucket, all their slope denominators inverted at once, until
/// every bucket holds at most one point (none if its points cancel).
///
/// An affine addition with a shared inversion costs about 6 multiplications
/// (3 of Montgomery's trick, 2M + 1S for the slope and the sum), against
/// 7M + 4S for a mixed Jacobian addition.
fn sum_buckets_affine<C: ShortWeierstrass>(
    points: &mut [Affine<C>],
    starts: &[usize],
    lens: &mut [usize],
    kinds: &mut Vec<PairKind>,
    denominators: &mut Vec<C::Field>,
    scratch: &mut Vec<C::Field>,
) -> Option<()> {
    while lens.iter().any(|&len| len > 1) {
        kinds.clear();
        denominators.clear();
        for (&start, &len) in starts.iter().zip(lens.iter()) {
            for k in 0..len / 2 {
                let p = points[start + 2 * k];
                let q = points[start + 2 * k + 1];
                let dx = sub::<C>(q.x, p.x);
                if !C::is_zero(&dx) {
                    kinds.push(PairKind::Chord);
                    denominators.push(dx);
                } else if C::is_zero(&sub::<C>(q.y, p.y)) {
                    kinds.push(PairKind::Tangent);
                    denominators.push(dbl::<C>(p.y));
                } else {
                    // Nothing to invert; a placeholder keeps the indices aligned.
                    kinds.push(PairKind::Cancel);
                    denominators.push(C::Field::ONE);
                }
            }
        }
        batch_invert::<C>(denominators, scratch)?;

        let mut pair = 0;
        for (&start, len) in starts.iter().zip(lens.iter_mut()) {
            let mut out = start;
            for k in 0..*len / 2 {
                let p = points[start + 2 * k];
                let q = points[start + 2 * k + 1];
                let inverse = denominators[pair];
                let slope = match kinds[pair] {
                    PairKind::Chord => mul::<C>(sub::<C>(q.y, p.y), inverse),
                    PairKind::Tangent => mul::<C>(tangent_numerator::<C>(p.x), inverse),
                    PairKind::Cancel => {
                        pair += 1;
                        continue;
                    }
                };
                pair += 1;
                let x3 = sub::<C>(sub::<C>(slope.square(), p.x), q.x);
                let y3 = sub::<C>(mul::<C>(slope, sub::<C>(p.x, x3)), p.y);
                // `out <= start + k`: only pairs already read are overwritten.
                points[out] = Affine { x: x3, y: y3 };
                out += 1;
            }
            if *len % 2 == 1 {
                points[out] = points[start + *len - 1];
                out += 1;
            }
            *len = out - start;
        }
    }
    Some(())
}

/// Estimated cost, in field multiplications, of a bucket-method
/// multiscalar multiplication of `n` points with `bits`-bit scalars and
/// window `w`. Per window: one batched affine addition (about 6M) per point;
/// per bucket, one mixed and one full Jacobian addition (about 27M) for the
/// running sums; and one inversion (about 300M) per round of pairwise
/// additions, of which there are about `log2` of the fullest bucket's size.
fn bucket_cost(n: usize, bits: usize, w: usize) -> usize {
    let buckets = 1usize << (w - 1);
    let rounds = (2 * n / buckets + 1).ilog2() as usize + 1;
    (bits / w + 1) * (n * 6 + buckets * 27 + rounds * 300)
}

/// The window minimising [`bucket_cost`].
fn bucket_window(n: usize, bits: usize) -> usize {
    (2..=16)
        .min_by_key(|&w| bucket_cost(n, bits, w))
        .unwrap_or(2)
}

/// Signed radix-`2^w` digits of the little-endian integer `bytes`, least
/// significant first: every digit but the last lies in `[-2^(w-1), 2^(w-1))`,
/// the last in `[0, 2^(w-1)]`, so all magnitudes fit `2^(w-1)` buckets.
/// `bits / w + 1` digits leave at most `w - 1` bits for the last one, so
/// nothing is carried out of it.
fn signed_digits(bytes: &[u8], w: usize, digits: &mut Vec<i32>) {
    let bits = bytes.len() * 8;
    let windows = bits / w + 1;
    let mask = (1u32 << w) - 1;
    let half = 1i32 << (w - 1);
    let mut carry = 0i32;
    for window in 0..windows {
        let start = window * w;
        // The window lies within the three bytes from `start / 8` (w <= 16).
        let word = (0..3).fold(0u32, |acc, k| {
            acc | bytes
                .get(start / 8 + k)
                .map_or(0, |&b| u32::from(b) << (8 * k))
        });
        // Lossless: `raw` has at most 16 bits.
        let raw = ((word >> (start % 8)) & mask) as i32;
        let value = raw + carry;
        if value >= half && window + 1 < windows {
            digits.push(value - (1 << w));
            carry = 1;
        } else {
            digits.push(value);
            carry = 0;
        }
    }
}

/// `sum(k_i * P_i)` by the bucket method (Pippenger) with signed digits and
/// a window chosen by `bucket_cost`: per window, the points are sorted
/// into buckets by digit, each bucket is summed in affine coordinates with
/// batched inversions (`sum_buckets_affine`), and the buckets are combined
/// by running sums in Jacobian coordinates. `scalars` are little-endian byte
/// strings, all of the same length; extra entries of the longer slice are
/// ignored.
///
/// `None` only if a field inversion failed, which valid curve points rule
/// out (a slope denominator is a nonzero difference of `x` coordinates, or
/// `2y` of a point that has no order 2 on a prime-order curve).
///
/// **Variable time:** public data only.
pub fn vartime_multiscalar_mul<C: ShortWeierstrass, S: AsRef<[u8]>>(
    scalars: &[S],
    points: &[Affine<C>],
) -> Option<Jacobian<C>> {
    let n = scalars.len().min(points.len());
    let Some(first) = scalars[..n].first() else {
        return Some(Jacobian::identity());
    };
    let bits = first.as_ref().len() * 8;
    let w = bucket_window(n, bits);
    let windows = bits / w + 1;
    let mut digits = Vec::with_capacity(n * windows);
    for scalar in &scalars[..n] {
        signed_digits(scalar.as_ref(), w, &mut digits);
    }

    let bucket_count = 1usize << (w - 1);
    let mut starts = vec![0usize; bucket_count + 1];
    let mut lens = vec![0usize; bucket_count];
    let mut sorted: Vec<Affine<C>> = Vec::with_capacity(n);
    let mut kinds = Vec::with_capacity(n / 2);
    let mut denominators = Vec::with_capacity(n / 2);
    let mut scratch = Vec::with_capacity(n / 2);
    let mut acc = Jacobian::<C>::identity();
    for window in (0..windows).rev() {
        for _ in 0..w {
            acc = acc.double();
        }
        // Counting sort of the points by bucket, negated for negative digits.
        let digit = |i: usize| digits[i * windows + window];
        lens.fill(0);
        for i in 0..n {
            let d = digit(i);
            if d != 0 {
                lens[d.unsigned_abs() as usize - 1] += 1;
            }
        }
        let mut next = 0;
        for (start, &len) in starts.iter_mut().zip(lens.iter()) {
            *start = next;
            next += len;
        }
        sorted.clear();
        sorted.resize(
            next,
            Affine {
                x: C::Field::ZERO,
                y: C::Field::ZERO,
            },
        );
        let mut fill = starts.clone();
        for (i, point) in points[..n].iter().enumerate() {
            let d = digit(i);
            if d == 0 {
                continue;
            }
            let slot = &mut fill[d.unsigned_abs() as usize - 1];
            sorted[*slot] = if d > 0 {
                *point
            } else {
                Affine {
                    x: point.x,
                    y: C::reduce(-point.y),
                }
            };
            *slot += 1;
        }
        sum_buckets_affine::<C>(
            &mut sorted,
            &starts[..bucket_count],
            &mut lens,
            &mut kinds,
            &mut denominators,
            &mut scratch,
        )?;

        // sum_j (j + 1) * bucket_j, by a running sum from the top bucket.
        let mut running = Jacobian::<C>::identity();
        let mut window_sum = Jacobian::<C>::identity();
        for (&start, &len) in starts[..bucket_count].iter().zip(&lens).rev() {
            if len == 1 {
                running = running.add_affine(&sorted[start]);
            }
            window_sum = window_sum.add(&running);
        }
        acc = acc.add(&window_sum);
    }
    Some(acc)
}

/// Width of the signed windows of [`vartime_straus`]: tables of 8 odd
/// multiples per point, about one addition per 6 bits of scalar.
const STRAUS_WINDOW: usize = 5;

/// Width-`w` non-adjacent form of the little-endian integer `bytes`, least
/// significant digit first: every digit is zero or odd in
/// `(-2^(w-1), 2^(w-1))`, and any `w` consecutive digits hold at most one
/// nonzero one.
fn wnaf(bytes: &[u8], w: usize) -> Vec<i8> {
    // Little-endian 64-bit limbs, one spare for the carries of negative digits.
    let mut limbs = vec![0u64; bytes.len().div_ceil(8) + 1];
    for (i, byte) in bytes.iter().enumerate() {
        limbs[i / 8] |= u64::from(*byte) << (8 * (i % 8));
    }
    let width = 1i64 << w;
    let mut digits = Vec::with_capacity(bytes.len() * 8 + 1);
    while limbs.iter().any(|&limb| limb != 0) {
        let mut digit = 0i64;
        if limbs[0] & 1 == 1 {
            // Lossless: the mask keeps `w <= 8` bits.
            digit = (limbs[0] & (width as u64 - 1)) as i64;
            if digit >= width / 2 {
                digit -= width;
            }
            // Subtract `digit` (add `-digit` when negative), so that the low
            // `w` bits become zero.
            if digit > 0 {
                let mut borrow = digit.unsigned_abs();
                for limb in limbs.iter_mut() {
                    let (value, underflow) = limb.overflowing_sub(borrow);
                    *limb = value;
                    if !underflow {
                        break;
                    }
                    borrow = 1;
                }
            } else {
                let mut carry = digit.unsigned_abs();
                for limb in limbs.iter_mut() {
                    let (value, overflow) = limb.overflowing_add(carry);
                    *limb = value;
                    if !overflow {
                        break;
                    }
                    carry = 1;
                }
            }
        }
        // Lossless: `|digit| < 2^(w-1) <= 128`.
        digits.push(digit as i8);
        let mut high = 0u64;
        for limb in limbs.iter_mut().rev() {
            let low_bit = *limb & 1;
            *limb = (*limb >> 1) | (high << 63);
            high = low_bit;
        }
    }
    digits
}

/// Affine forms of non-identity Jacobian points with one shared inversion;
/// `None` if one is the identity.
fn batch_to_affine<C: ShortWeierstrass>(points: &[Jacobian<C>]) -> Option<Vec<Affine<C>>> {
    if points.iter().any(Jacobian::is_identity) {
        return None;
    }
    let mut z_inverses: Vec<C::Field> = points.iter().map(|p| p.z).collect();
    let mut scratch = Vec::with_capacity(points.len());
    batch_invert::<C>(&mut z_inverses, &mut scratch)?;
    Some(
        points
            .iter()
            .zip(&z_inverses)
            .map(|(p, z_inv)| {
                let z_inv2 = z_inv.square();
                Affine {
                    x: mul::<C>(p.x, z_inv2),
                    y: mul::<C>(p.y, mul::<C>(z_inv2, *z_inv)),
                }
            })
            .collect(),
    )
}

/// `sum(k_i * P_i)` for a few points by interleaved width-5 NAFs (Straus):
/// a table of the odd multiples `P, 3P, ..., 15P` of every point, all made
/// affine with one shared inversion, then one doubling per bit and one
/// mixed addition per nonzero digit. `scalars` are little-endian byte
/// strings; extra entries of the longer slice are ignored.
///
/// `None` only if a field inversion failed, which valid curve points rule
/// out (no odd multiple below 16 of a point of a prime-order group of more
/// than 16 elements is the identity).
///
/// **Variable time:** public data only.
pub fn vartime_straus<C: ShortWeierstrass, S: AsRef<[u8]>>(
    scalars: &[S],
    points: &[Affine<C>],
) -> Option<Jacobian<C>> {
    let n = scalars.len().min(points.len());
    let table_len = 1usize << (STRAUS_WINDOW - 2);
    let mut multiples = Vec::with_capacity(n * table_len);
    for point in &points[..n] {
        let p = Jacobian::from(*point);
        let twice = p.double();
        let mut odd = p;
        for _ in 0..table_len {
            multiples.push(odd);
            odd = odd.add(&twice);
        }
    }
    let tables = batch_to_affine::<C>(&multiples)?;
    let digits: Vec<Vec<i8>> = scalars[..n]
        .iter()
        .map(|k| wnaf(k.as_ref(), STRAUS_WINDOW))
        .collect();
    let length = digits.iter().map(Vec::len).max().unwrap_or(0);

    let mut acc = Jacobian::<C>::identity();
    for bit in (0..length).rev() {
        acc = acc.double();
        for (digits, table) in digits.iter().zip(tables.chunks_exact(table_len)) {
            let digit = digits.get(bit).copied().unwrap_or(0);
            let entry = usize::from(digit.unsigned_abs() / 2);
            if digit > 0 {
                acc = acc.add_affine(&table[entry]);
            } else if digit < 0 {
                let negated = Affine {
                    x: table[entry].x,
                    y: C::reduce(-table[entry].y),
                };
                acc = acc.add_affine(&negated);
            }
        }
    }
    Some(acc)
}

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

mod bucket;
mod straus;

use alloc::vec::Vec;

use ff::Field;

pub use bucket::{vartime_multiscalar_mul, vartime_multiscalar_mul_part};
pub use straus::vartime_straus;

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

pub(super) fn add<C: ShortWeierstrass>(a: C::Field, b: C::Field) -> C::Field {
    C::reduce(a + b)
}

pub(super) fn sub<C: ShortWeierstrass>(a: C::Field, b: C::Field) -> C::Field {
    C::reduce(a - b)
}

/// `a * b`. The right operand goes by reference because k256 inlines only
/// that implementation (measured: about 30% on a multiscalar
/// multiplication).
#[expect(clippy::op_ref, reason = "the by-reference impl is the inlined one")]
pub(super) fn mul<C: ShortWeierstrass>(a: C::Field, b: C::Field) -> C::Field {
    a * &b
}

pub(super) fn dbl<C: ShortWeierstrass>(a: C::Field) -> C::Field {
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
pub(super) fn tangent_numerator<C: ShortWeierstrass>(x: C::Field) -> C::Field {
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
pub(super) fn batch_invert<C: ShortWeierstrass>(
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

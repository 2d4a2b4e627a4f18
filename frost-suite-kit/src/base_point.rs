//! A curve crate's group with a base point of the suite's choosing.
//!
//! The engine takes the base point `G` of RFC 9591 from
//! [`group::Group::generator`]. Some signature schemes fix another point of
//! the same group: Zcash's RedDSA (ZIP 312, and the Zcash protocol
//! specification, Section 5.4.7.1) signs over Pallas and Jubjub with the
//! spend-authorization base points, which are not the points the curve crates
//! return as their generators. Such a suite names [`WithBasePoint<B>`] as its
//! group, where `B` ([`BasePoint`]) supplies the point; everything else (the
//! group law, scalar multiplication, equality, encodings) is the curve
//! crate's own, with its constant-time guarantees.
//!
//! Precondition: [`BasePoint::base_point`] is a non-identity element of the
//! prime-order group (any such element generates it). Its discrete logarithm
//! with respect to the curve crate's generator must be unknown to everyone
//! whenever the scheme mixes the two points, which the engine never does.

use core::fmt::Debug;
use core::iter::Sum;
use core::marker::PhantomData;
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

use group::{Group, GroupEncoding};
use rand_core::TryRng;
use subtle::{Choice, ConditionallySelectable, CtOption};

use frost_core::EncodingError;

/// The choice of a base point for a group: a suite whose signature scheme
/// fixes a point other than the curve crate's generator (Zcash's
/// spend-authorization base points, ZIP 312) names
/// [`WithBasePoint<Self>`](WithBasePoint) as its group.
pub trait BasePoint:
    Copy + Clone + Debug + Default + PartialEq + Eq + Send + Sync + 'static
{
    /// The curve crate's group.
    type Group: Group + GroupEncoding + ConditionallySelectable;

    /// The base point `G`: a fixed, public, non-identity element of the
    /// prime-order group.
    fn base_point() -> Self::Group;
}

/// The group of `B::Group` with [`B::base_point`](BasePoint::base_point) as
/// its [`generator`](Group::generator); every other operation is the inner
/// group's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WithBasePoint<B: BasePoint>(B::Group, PhantomData<B>);

/// The scalars of the inner group (and of the wrapper).
type ScalarOf<B> = <<B as BasePoint>::Group as Group>::Scalar;

impl<B: BasePoint> WithBasePoint<B> {
    /// The element `point` of the inner group.
    pub const fn new(point: B::Group) -> Self {
        Self(point, PhantomData)
    }

    /// The element as a point of the inner group.
    pub const fn inner(&self) -> &B::Group {
        &self.0
    }

    /// `SerializeElement` (RFC 9591, Section 4) for a suite whose encoding
    /// is the inner group's own: its canonical encoding, the identity
    /// refused.
    pub fn encode_non_identity(&self) -> Result<<B::Group as GroupEncoding>::Repr, EncodingError> {
        if bool::from(self.0.is_identity()) {
            return Err(EncodingError::IdentityElement);
        }
        Ok(self.0.to_bytes())
    }

    /// `DeserializeElement` (RFC 9591, Section 4) for a suite whose encoding
    /// is the inner group's own: `bytes` of the encoding's length, decoded
    /// with the inner group's checks (for the curve crates of the Zcash
    /// suites, canonical encodings of prime-order-group elements only), the
    /// identity refused.
    pub fn decode_non_identity(bytes: &[u8]) -> Result<Self, EncodingError> {
        let mut repr = <B::Group as GroupEncoding>::Repr::default();
        if bytes.len() != repr.as_ref().len() {
            return Err(EncodingError::MalformedElement);
        }
        repr.as_mut().copy_from_slice(bytes);
        let point = Option::<B::Group>::from(B::Group::from_bytes(&repr))
            .ok_or(EncodingError::MalformedElement)?;
        if bool::from(point.is_identity()) {
            return Err(EncodingError::IdentityElement);
        }
        Ok(Self::new(point))
    }
}

impl<B: BasePoint> Group for WithBasePoint<B> {
    type Scalar = ScalarOf<B>;

    /// A uniformly random non-identity element, from the inner group.
    fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Self, R::Error> {
        B::Group::try_random(rng).map(Self::new)
    }

    fn identity() -> Self {
        Self::new(B::Group::identity())
    }

    /// The suite's base point, not the inner group's generator.
    fn generator() -> Self {
        Self::new(B::base_point())
    }

    fn is_identity(&self) -> Choice {
        self.0.is_identity()
    }

    fn double(&self) -> Self {
        Self::new(self.0.double())
    }
}

impl<B: BasePoint> GroupEncoding for WithBasePoint<B> {
    type Repr = <B::Group as GroupEncoding>::Repr;

    /// The inner group's decoding, with its checks.
    fn from_bytes(bytes: &Self::Repr) -> CtOption<Self> {
        wrap(B::Group::from_bytes(bytes))
    }

    /// The inner group's unchecked decoding.
    fn from_bytes_unchecked(bytes: &Self::Repr) -> CtOption<Self> {
        wrap(B::Group::from_bytes_unchecked(bytes))
    }

    fn to_bytes(&self) -> Self::Repr {
        self.0.to_bytes()
    }
}

/// A decoded inner point as a wrapped one, without a branch on whether there
/// is one.
fn wrap<B: BasePoint>(decoded: CtOption<B::Group>) -> CtOption<WithBasePoint<B>> {
    let is_some = decoded.is_some();
    let point = decoded.unwrap_or(B::Group::identity());
    CtOption::new(WithBasePoint::new(point), is_some)
}

impl<B: BasePoint> Neg for WithBasePoint<B> {
    type Output = Self;

    fn neg(self) -> Self {
        Self::new(-self.0)
    }
}

impl<B: BasePoint> Sum for WithBasePoint<B> {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        Self::new(iter.map(|element| element.0).sum())
    }
}

impl<'a, B: BasePoint> Sum<&'a Self> for WithBasePoint<B> {
    fn sum<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
        Self::new(iter.map(|element| element.0).sum())
    }
}

/// The operator traits for owned and borrowed right-hand sides `$r`, each
/// the inner group's operator on the inner operands `$owned` and `$borrowed`.
macro_rules! delegate_binary {
    ($rhs:ty, $r:ident => $owned:expr, $borrowed:expr;
     $($op:ident $method:ident $assign:ident $assign_method:ident),*) => {
        $(
            impl<B: BasePoint> $op<$rhs> for WithBasePoint<B> {
                type Output = Self;

                fn $method(self, $r: $rhs) -> Self {
                    Self::new(self.0.$method($owned))
                }
            }

            impl<'r, B: BasePoint> $op<&'r $rhs> for WithBasePoint<B> {
                type Output = Self;

                fn $method(self, $r: &'r $rhs) -> Self {
                    Self::new(self.0.$method($borrowed))
                }
            }

            impl<B: BasePoint> $assign<$rhs> for WithBasePoint<B> {
                fn $assign_method(&mut self, $r: $rhs) {
                    self.0.$assign_method($owned);
                }
            }

            impl<'r, B: BasePoint> $assign<&'r $rhs> for WithBasePoint<B> {
                fn $assign_method(&mut self, $r: &'r $rhs) {
                    self.0.$assign_method($borrowed);
                }
            }
        )*
    };
}

delegate_binary!(Self, rhs => rhs.0, &rhs.0;
    Add add AddAssign add_assign, Sub sub SubAssign sub_assign);

/// Scalar multiplication by owned and borrowed scalars alike (one impl each,
/// since the scalar type is a projection the coherence check cannot tell
/// apart from a reference).
impl<B: BasePoint, S> Mul<S> for WithBasePoint<B>
where
    B::Group: Mul<S, Output = B::Group>,
{
    type Output = Self;

    fn mul(self, scalar: S) -> Self {
        Self::new(self.0 * scalar)
    }
}

impl<B: BasePoint, S> MulAssign<S> for WithBasePoint<B>
where
    B::Group: MulAssign<S>,
{
    fn mul_assign(&mut self, scalar: S) {
        self.0 *= scalar;
    }
}

#[cfg(test)]
mod tests {
    use group::{Group, GroupEncoding};
    use p256::{ProjectivePoint, Scalar};

    use super::{BasePoint, WithBasePoint};

    /// P-256 with `[5] G` as base point, for the tests.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    struct Five;

    impl BasePoint for Five {
        type Group = ProjectivePoint;

        fn base_point() -> ProjectivePoint {
            ProjectivePoint::GENERATOR * Scalar::from(5u64)
        }
    }

    type Point = WithBasePoint<Five>;

    /// The generator is the chosen point; the group law, scalar
    /// multiplication and encodings are the inner group's.
    #[test]
    fn operations_are_the_inner_groups_with_the_chosen_generator() {
        let g = Point::generator();
        assert_eq!(*g.inner(), ProjectivePoint::GENERATOR * Scalar::from(5u64));
        assert_eq!(Point::mul_by_generator(&Scalar::from(3u64)), g + g + g);
        assert_eq!(g * Scalar::from(2u64), g.double());
        assert_eq!(g - g, Point::identity());
        assert_eq!(-g + g, Point::identity());
        let mut acc = g;
        acc += &g;
        acc -= g;
        acc *= &Scalar::from(4u64);
        assert_eq!(acc, [g, g, g, g].iter().sum());
        assert_eq!([g, g].into_iter().sum::<Point>(), g.double());
        let bytes = g.to_bytes();
        assert_eq!(bytes, g.inner().to_bytes());
        assert_eq!(Point::from_bytes(&bytes).into_option(), Some(g));
        assert!(bool::from(Point::identity().is_identity()));
        assert!(!bool::from(g.is_identity()));
    }
}

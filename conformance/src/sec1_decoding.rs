//! Strict decoding of SEC1 elements and big-endian scalars, shared by the
//! suites over short Weierstrass curves with 32-byte fields (RFC 9591,
//! Sections 6.4 and 6.5; SEC1, Sections 2.3.4 and 3.2.2.1): exactly one
//! encoding per value is accepted and everything else is refused.
//!
//! A suite supplies its curve's constants in a [`Sec1Curve`] and expands
//! [`sec1_decoding_tests!`](crate::sec1_decoding_tests) in a test file.

use alloc::vec;
use alloc::vec::Vec;

use ff::Field;
use group::Group;

use crate::{hex, test_rng};
use frost_core::Arithmetic;
use frost_core::{Ciphersuite, Element, EncodingError, Scalar};

/// The published constants of a curve that the decoding tests need.
pub struct Sec1Curve {
    /// The field prime `p`, 32 bytes big-endian in hex.
    pub p: &'static str,
    /// The group order `n`, 32 bytes big-endian in hex.
    pub n: &'static str,
    /// The generator, SEC1 compressed, in hex.
    pub generator: &'static str,
    /// The generator, SEC1 uncompressed (`04 || x || y`), as the curve crate
    /// encodes it.
    pub generator_uncompressed: Vec<u8>,
    /// A small `x` that lies on the curve.
    pub x_on_curve: u8,
    /// Two small `x` that do not.
    pub x_off_curve: [u8; 2],
}

/// `tag || x` for a 32-byte big-endian `x`.
fn point_bytes(tag: u8, x: &[u8]) -> Vec<u8> {
    [&[tag][..], x].concat()
}

/// The 32-byte big-endian encoding of `small`.
fn small(small: u8) -> Vec<u8> {
    let mut bytes = vec![0; 32];
    bytes[31] = small;
    bytes
}

/// `a + small` on 32-byte big-endian integers; panics on overflow.
fn plus(a: &str, small: u8) -> Vec<u8> {
    let mut bytes = hex(a);
    let mut carry = u16::from(small);
    for byte in bytes.iter_mut().rev() {
        let sum = u16::from(*byte) + carry;
        *byte = sum.to_le_bytes()[0];
        carry = sum >> 8;
    }
    assert_eq!(carry, 0, "test value overflows 256 bits");
    bytes
}

/// The generator encodes as published and decodes back.
pub fn generator_has_its_sec1_encoding<C: Ciphersuite>(curve: &Sec1Curve) {
    let g = Element::<C>::generator();
    assert_eq!(
        C::serialize_element(&g).expect("not the identity").as_ref(),
        hex(curve.generator)
    );
    assert_eq!(C::deserialize_element(&hex(curve.generator)), Ok(g));
}

/// Random points round-trip, and both compressed tags occur.
pub fn points_round_trip_with_both_tags<C: Ciphersuite>() {
    let mut rng = test_rng(1);
    let mut tags_seen = [false; 2];
    for _ in 0..64 {
        let point = C::Arithmetic::mul_base(&frost_core::random_scalar::<C>(&mut rng));
        let bytes = C::serialize_element(&point).expect("not the identity");
        tags_seen[usize::from(bytes.as_ref()[0] - 2)] = true;
        assert_eq!(C::deserialize_element(bytes.as_ref()), Ok(point));
    }
    assert_eq!(tags_seen, [true, true]);
}

/// Empty, short, long, uncompressed and hybrid encodings are refused.
pub fn wrong_lengths_are_refused<C: Ciphersuite>(curve: &Sec1Curve) {
    let valid = hex(curve.generator);
    let mut hybrid = curve.generator_uncompressed.clone();
    hybrid[0] = 0x07;
    for bytes in [
        Vec::new(),
        vec![0x00],
        valid[..32].to_vec(),
        [valid.as_slice(), &[0]].concat(),
        curve.generator_uncompressed.clone(),
        hybrid,
    ] {
        assert_eq!(
            C::deserialize_element(&bytes),
            Err(EncodingError::MalformedElement),
            "{bytes:02x?}"
        );
    }
}

/// The identity has no encoding, and its SEC1 forms are refused.
pub fn identity_is_refused<C: Ciphersuite>() {
    assert!(matches!(
        C::serialize_element(&Element::<C>::identity()),
        Err(EncodingError::IdentityElement)
    ));
    assert_eq!(
        C::deserialize_element(&[0; 33]),
        Err(EncodingError::IdentityElement)
    );
}

/// Every tag but `02` and `03` is refused.
pub fn tags_other_than_02_and_03_are_refused<C: Ciphersuite>(curve: &Sec1Curve) {
    let x = &hex(curve.generator)[1..];
    for tag in (0..=u8::MAX).filter(|tag| !matches!(tag, 0x02 | 0x03)) {
        assert_eq!(
            C::deserialize_element(&point_bytes(tag, x)),
            Err(EncodingError::MalformedElement),
            "tag {tag:#04x}"
        );
    }
}

/// `x >= p` is refused, even when `x - p` is on the curve.
pub fn x_not_below_p_is_refused<C: Ciphersuite>(curve: &Sec1Curve) {
    for tag in [0x02, 0x03] {
        assert!(C::deserialize_element(&point_bytes(tag, &small(curve.x_on_curve))).is_ok());
        for x in [
            hex(curve.p),
            plus(curve.p, curve.x_on_curve),
            vec![0xff; 32],
        ] {
            assert_eq!(
                C::deserialize_element(&point_bytes(tag, &x)),
                Err(EncodingError::MalformedElement),
                "{x:02x?}"
            );
        }
    }
}

/// An `x` with no point on the curve is refused.
pub fn x_off_the_curve_is_refused<C: Ciphersuite>(curve: &Sec1Curve) {
    for tag in [0x02, 0x03] {
        for x in curve.x_off_curve.map(small) {
            assert_eq!(
                C::deserialize_element(&point_bytes(tag, &x)),
                Err(EncodingError::MalformedElement),
                "{x:02x?}"
            );
        }
    }
}

/// Scalars `>= n` and of the wrong length are refused; `n - 1` and `0` are
/// accepted.
pub fn scalars_not_below_the_order_are_refused<C: Ciphersuite>(curve: &Sec1Curve) {
    for bytes in [
        hex(curve.n),
        plus(curve.n, 1),
        vec![0xff; 32],
        vec![0; 31],
        vec![0; 33],
    ] {
        assert_eq!(
            C::deserialize_scalar(&bytes),
            Err(EncodingError::MalformedScalar),
            "{bytes:02x?}"
        );
    }
    let n_minus_one = {
        let mut bytes = hex(curve.n);
        // n is odd, so subtracting one only clears the lowest bit.
        bytes[31] -= 1;
        bytes
    };
    assert_eq!(C::deserialize_scalar(&n_minus_one), Ok(-Scalar::<C>::ONE));
    assert_eq!(C::deserialize_scalar(&small(0)), Ok(Scalar::<C>::ZERO));
}

/// Expands to one `#[test]` per check of this module, for `$suite` with the
/// [`Sec1Curve`] that `$curve` evaluates to.
#[macro_export]
macro_rules! sec1_decoding_tests {
    ($suite:ty, $curve:expr) => {
        mod sec1_decoding {
            use super::*;
            use $crate::sec1_decoding as checks;

            #[test]
            fn generator_has_its_sec1_encoding() {
                checks::generator_has_its_sec1_encoding::<$suite>(&$curve);
            }

            #[test]
            fn points_round_trip_with_both_tags() {
                checks::points_round_trip_with_both_tags::<$suite>();
            }

            #[test]
            fn wrong_lengths_are_refused() {
                checks::wrong_lengths_are_refused::<$suite>(&$curve);
            }

            #[test]
            fn identity_is_refused() {
                checks::identity_is_refused::<$suite>();
            }

            #[test]
            fn tags_other_than_02_and_03_are_refused() {
                checks::tags_other_than_02_and_03_are_refused::<$suite>(&$curve);
            }

            #[test]
            fn x_not_below_p_is_refused() {
                checks::x_not_below_p_is_refused::<$suite>(&$curve);
            }

            #[test]
            fn x_off_the_curve_is_refused() {
                checks::x_off_the_curve_is_refused::<$suite>(&$curve);
            }

            #[test]
            fn scalars_not_below_the_order_are_refused() {
                checks::scalars_not_below_the_order_are_refused::<$suite>(&$curve);
            }
        }
    };
}

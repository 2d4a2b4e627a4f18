//! Entry points for the differential fuzz targets of the repository's
//! `fuzz/` workspace: each of the crate's own base fields, run on encoded
//! operands and re-encoded, so that a target can compare it with a
//! reference field (the curve crate's, or crypto-bigint's integers).
//!
//! Compiled only with the `fuzzing` feature, which no suite enables; it is
//! not part of the crate's interface.

use alloc::vec::Vec;

use ff::{Field, PrimeField};

/// A field operation. `Sqrt` returns some square root (which one is
/// unspecified, so a target checks that it squares back).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldOp {
    /// `a + b`.
    Add,
    /// `a - b`.
    Sub,
    /// `a * b`.
    Mul,
    /// `a^2`.
    Square,
    /// `-a`.
    Neg,
    /// `1 / a`, undefined for zero.
    Invert,
    /// A square root of `a`, undefined for non-squares.
    Sqrt,
}

impl FieldOp {
    /// The operation chosen by a byte.
    pub fn from_byte(byte: u8) -> Self {
        match byte % 7 {
            0 => Self::Add,
            1 => Self::Sub,
            2 => Self::Mul,
            3 => Self::Square,
            4 => Self::Neg,
            5 => Self::Invert,
            _ => Self::Sqrt,
        }
    }
}

/// `op` on elements of an `ff` field.
fn ff_op<F: Field>(op: FieldOp, a: F, b: F) -> Option<F> {
    match op {
        FieldOp::Add => Some(a + b),
        FieldOp::Sub => Some(a - b),
        FieldOp::Mul => Some(a * b),
        FieldOp::Square => Some(a.square()),
        FieldOp::Neg => Some(-a),
        FieldOp::Invert => a.invert().into(),
        FieldOp::Sqrt => a.sqrt().into(),
    }
}

/// The secp256k1 field on 32-byte big-endian encodings: `None` if an
/// operand is not canonical or the result is undefined.
#[cfg(feature = "secp256k1")]
pub fn secp256k1(op: FieldOp, a: &[u8; 32], b: &[u8; 32]) -> Option<Vec<u8>> {
    use crate::secp256k1::field::FieldElement;
    let decode = |x: &[u8; 32]| Option::<FieldElement>::from(FieldElement::from_repr((*x).into()));
    ff_op(op, decode(a)?, decode(b)?).map(|x| x.to_repr().to_vec())
}

/// The P-256 field on 32-byte big-endian encodings, as [`secp256k1`].
#[cfg(feature = "p256")]
pub fn p256(op: FieldOp, a: &[u8; 32], b: &[u8; 32]) -> Option<Vec<u8>> {
    use crate::p256::field::FieldElement;
    let decode =
        |x: &[u8; 32]| Option::<FieldElement>::from(FieldElement::from_bytes(&(*x).into()));
    ff_op(op, decode(a)?, decode(b)?).map(|x| x.to_bytes().to_vec())
}

/// The edwards25519 field on 32-byte little-endian encodings (the top bit
/// ignored, as in a point encoding), as [`secp256k1`]; it has no
/// inversion, so `Invert` is always undefined.
#[cfg(feature = "ed25519")]
pub fn ed25519(op: FieldOp, a: &[u8; 32], b: &[u8; 32]) -> Option<Vec<u8>> {
    use crate::ed25519::field::FieldElement;
    let a = FieldElement::from_canonical_bytes(a)?;
    let b = FieldElement::from_canonical_bytes(b)?;
    let result = match op {
        FieldOp::Add => a + b,
        FieldOp::Sub => a - b,
        FieldOp::Mul => a * b,
        FieldOp::Square => a.square(),
        FieldOp::Neg => -a,
        FieldOp::Invert => return None,
        FieldOp::Sqrt => a.sqrt()?,
    };
    Some(result.to_bytes().to_vec())
}

/// The edwards448 field on 56-byte little-endian encodings, as
/// [`secp256k1`]; the square root is `sqrt_ratio(a, 1)`.
#[cfg(feature = "ed448")]
pub fn ed448(op: FieldOp, a: &[u8; 56], b: &[u8; 56]) -> Option<Vec<u8>> {
    use crate::ed448::field::FieldElement;
    let decode = |x: &[u8; 56]| {
        let (element, canonical) = FieldElement::from_bytes(x);
        bool::from(canonical).then_some(element)
    };
    let (a, b) = (decode(a)?, decode(b)?);
    let result = match op {
        FieldOp::Add => a.add(&b),
        FieldOp::Sub => a.sub(&b),
        FieldOp::Mul => a.mul(&b),
        FieldOp::Square => a.square(),
        FieldOp::Neg => a.neg(),
        FieldOp::Invert if bool::from(a.is_zero()) => return None,
        FieldOp::Invert => a.invert(),
        FieldOp::Sqrt => {
            let (root, is_square) = FieldElement::sqrt_ratio(&a, &FieldElement::ONE);
            bool::from(is_square).then_some(root)?
        }
    };
    Some(result.to_bytes().to_vec())
}

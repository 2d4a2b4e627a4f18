//! Participant identifiers (RFC 9591, Section 3: `NonZeroScalar`).
//!
//! An identifier is the point `x` at which a participant's share `f(x)` of the
//! secret polynomial is evaluated, so it is a non-zero scalar: `f(0)` is the
//! secret itself. Identifiers are small integers `1..=max_signers` by default,
//! or are derived from arbitrary bytes (a name, a public key) with `HID`.

use alloc::vec::Vec;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};

use ff::Field;

use crate::{Ciphersuite, Error, Scalar, ScalarBytes};

/// A participant identifier: a non-zero scalar.
///
/// Ordered by integer value (RFC 9591, Section 3.1: "the least nonnegative
/// representation mod p is used"), which is the order of the encoded
/// commitment list. The canonical encoding is kept beside the scalar, so
/// comparing, hashing and encoding identifiers never re-serialises them.
#[derive(Clone, Copy)]
pub struct Identifier<C: Ciphersuite> {
    scalar: Scalar<C>,
    bytes: ScalarBytes<C>,
}

impl<C: Ciphersuite> Identifier<C> {
    /// Wraps a scalar, refusing zero.
    pub fn new(scalar: Scalar<C>) -> Result<Self, Error<C>> {
        if bool::from(scalar.is_zero()) {
            return Err(Error::InvalidZeroIdentifier);
        }
        Ok(Self {
            scalar,
            bytes: crate::serialize_scalar::<C>(&scalar),
        })
    }

    /// Derives an identifier from arbitrary bytes with `HID`, so that
    /// participants can be named by, e.g., a user name or a public key.
    ///
    /// Distinct inputs give distinct identifiers except with negligible
    /// probability; the (negligible) zero output is refused.
    pub fn derive(input: &[u8]) -> Result<Self, Error<C>> {
        Self::new(crate::hashes::hid::<C>(&[input]))
    }

    /// The identifier as a scalar.
    pub fn to_scalar(&self) -> Scalar<C> {
        self.scalar
    }

    /// `SerializeScalar(identifier)`: the canonical `Ns`-byte encoding, as
    /// hashed in the encoded commitment list and binding-factor input. (The
    /// protocol hashes the encoding kept beside the scalar; this copy is for
    /// the caller.)
    pub fn to_bytes(&self) -> Vec<u8> {
        self.bytes.as_ref().to_vec()
    }

    /// Parses the canonical encoding of a non-zero scalar.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        Self::new(C::deserialize_scalar(bytes)?)
    }

    /// The encoding as a slice (what transcripts and hashes absorb).
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes.as_ref()
    }
}

impl<C: Ciphersuite> TryFrom<u16> for Identifier<C> {
    type Error = Error<C>;

    /// Identifier `n` is the scalar `n`; zero is refused.
    fn try_from(n: u16) -> Result<Self, Self::Error> {
        Self::new(Scalar::<C>::from(u64::from(n)))
    }
}

impl<C: Ciphersuite> PartialEq for Identifier<C> {
    fn eq(&self, other: &Self) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl<C: Ciphersuite> Eq for Identifier<C> {}

impl<C: Ciphersuite> Ord for Identifier<C> {
    fn cmp(&self, other: &Self) -> Ordering {
        let (a, b) = (self.as_bytes(), other.as_bytes());
        if crate::scalar_little_endian::<C>() {
            a.iter().rev().cmp(b.iter().rev())
        } else {
            a.cmp(b)
        }
    }
}

impl<C: Ciphersuite> PartialOrd for Identifier<C> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<C: Ciphersuite> Hash for Identifier<C> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_bytes().hash(state);
    }
}

impl<C: Ciphersuite> fmt::Debug for Identifier<C> {
    /// Small identifiers print as their integer value, derived ones as hex.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bytes = self.as_bytes();
        let (low, high): (&[u8], &[u8]) = if crate::scalar_little_endian::<C>() {
            (&bytes[..2.min(bytes.len())], &bytes[2.min(bytes.len())..])
        } else {
            let split = bytes.len().saturating_sub(2);
            (&bytes[split..], &bytes[..split])
        };
        if high.iter().all(|b| *b == 0) {
            let value = if crate::scalar_little_endian::<C>() {
                low.iter()
                    .rev()
                    .fold(0u32, |acc, b| (acc << 8) | u32::from(*b))
            } else {
                low.iter().fold(0u32, |acc, b| (acc << 8) | u32::from(*b))
            };
            write!(f, "Identifier({value})")
        } else {
            f.write_str("Identifier(")?;
            for b in bytes {
                write!(f, "{b:02x}")?;
            }
            f.write_str(")")
        }
    }
}

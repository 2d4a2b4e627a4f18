//! The binary wire form of a [`RandomizedSigningPackage`], following the
//! engine's conventions (see `frost_core::serialization`).
//!
//! | offset | field | value |
//! |---|---|---|
//! | 0 | format version | [`FORMAT_VERSION`] (1) |
//! | 1 | ciphersuite | [`suite_id`]`(contextString)` |
//! | 2 | message type | [`MESSAGE_TYPE`] (64) |
//! | 3 | randomizer `r` | `Ns` bytes, `SerializeScalar(r)` |
//! | 3 + `Ns` | randomized key `Y + r * G` | `Ne` bytes, `SerializeElement` |
//! | 3 + `Ns` + `Ne` | signing package | its own wire encoding, header included, to the end |
//!
//! The engine's message types use codes 1 to 26; this crate takes 64, well
//! clear of them. The signing package comes last and its decoder refuses
//! trailing bytes, so no length field is needed. Decoding is strict: the
//! header (version, then ciphersuite, then type), a canonical scalar, a
//! canonical non-identity element of the prime-order subgroup, and the
//! signing package's own checks; anything else is a typed [`Error`].

use alloc::vec::Vec;

use frost_core::serialization::{FORMAT_VERSION, HEADER_LEN, suite_id};
use frost_core::{Ciphersuite, ElementBytes, Error, ScalarBytes, SigningPackage, VerifyingKey};

use crate::{RandomizedSigningPackage, Randomizer};

/// The message type code of a serialised [`RandomizedSigningPackage`], the
/// third byte of its header.
pub const MESSAGE_TYPE: u8 = 64;

/// `Ns`: the length of an encoded scalar of `C`.
fn scalar_len<C: Ciphersuite>() -> usize {
    ScalarBytes::<C>::default().as_ref().len()
}

/// `Ne`: the length of an encoded group element of `C`.
fn element_len<C: Ciphersuite>() -> usize {
    ElementBytes::<C>::default().as_ref().len()
}

impl<C: Ciphersuite> RandomizedSigningPackage<C> {
    /// The versioned wire encoding (layout in the [`wire`](crate::wire)
    /// module). It carries the randomizer: send it to the signers only, over
    /// a confidential channel if unlinkability matters.
    pub fn serialize(&self) -> Vec<u8> {
        let package = self.signing_package().serialize();
        let mut bytes =
            Vec::with_capacity(HEADER_LEN + scalar_len::<C>() + element_len::<C>() + package.len());
        bytes.extend_from_slice(&[FORMAT_VERSION, suite_id(C::CONTEXT_STRING), MESSAGE_TYPE]);
        bytes.extend_from_slice(self.randomizer().to_bytes().as_ref());
        bytes.extend_from_slice(self.randomized_verifying_key().to_bytes().as_ref());
        bytes.extend_from_slice(&package);
        bytes
    }

    /// Decodes [`RandomizedSigningPackage::serialize`]'s output, refusing
    /// anything but its canonical form. The randomized key is checked against
    /// a group key only by [`RandomizedSigningPackage::params`] (which
    /// signing and aggregation call).
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        let (header, rest) = bytes
            .split_at_checked(HEADER_LEN)
            .ok_or(Error::InvalidLength)?;
        if header[0] != FORMAT_VERSION {
            return Err(Error::UnsupportedVersion { found: header[0] });
        }
        if header[1] != suite_id(C::CONTEXT_STRING) {
            return Err(Error::WrongCiphersuite { found: header[1] });
        }
        if header[2] != MESSAGE_TYPE {
            return Err(Error::WrongMessageType {
                expected: MESSAGE_TYPE,
                found: header[2],
            });
        }
        let (randomizer, rest) = rest
            .split_at_checked(scalar_len::<C>())
            .ok_or(Error::InvalidLength)?;
        let (key, package) = rest
            .split_at_checked(element_len::<C>())
            .ok_or(Error::InvalidLength)?;
        let randomizer = Randomizer::from_bytes(randomizer)?;
        let randomized_verifying_key = VerifyingKey::from_bytes(key)?;
        let signing_package = SigningPackage::deserialize(package)?;
        Ok(Self::from_parts(
            signing_package,
            randomizer,
            randomized_verifying_key,
        ))
    }
}

//! The binary wire forms of a [`RandomizedSigningPackage`] and a
//! [`RandomizedMultiSigningPackage`], following the engine's conventions
//! (see `frost_core::serialization`).
//!
//! A randomized signing package:
//!
//! | offset | field | value |
//! |---|---|---|
//! | 0 | format version | [`FORMAT_VERSION`](frost_core::serialization::FORMAT_VERSION) (1) |
//! | 1 | ciphersuite | [`suite_id`](frost_core::serialization::suite_id)`(contextString)` |
//! | 2 | message type | [`MESSAGE_TYPE`] (64) |
//! | 3 | randomizer `r` | `Ns` bytes, `SerializeScalar(r)` |
//! | 3 + `Ns` | randomized key `Y + r * G` | `Ne` bytes, `SerializeElement` |
//! | 3 + `Ns` + `Ne` | signing package | its own wire encoding, header included, to the end |
//!
//! A randomized multi-message package, one randomizer per message:
//!
//! | offset | field | value |
//! |---|---|---|
//! | 0 | header | version, ciphersuite, [`MULTI_MESSAGE_TYPE`] (80) |
//! | 3 | number of messages `k` | varint (unsigned LEB128, shortest form) |
//! | then | `k` times `r_j \|\| Y + r_j * G` | `k * (Ns + Ne)` bytes, in message order |
//! | then | the messages' signing packages | a `MultiSigningPackage` wire encoding, header included, to the end |
//!
//! The engine's message types use codes below 64; this crate takes 64 and
//! 80, well clear of them and of `frost-roast`'s (69 to 73; 65 to 68
//! retired). The signing packages come last and their decoder refuses trailing bytes, so no
//! length field is needed. Decoding is strict: the header (version, then
//! ciphersuite, then type), canonical scalars, canonical non-identity
//! elements of the prime-order subgroup, and the signing packages' own
//! checks; for the multi-message form also a count between one and
//! `MultiSigningPackage::MAX_MESSAGES`, checked before any
//! randomizer is read, and as many signing packages as randomizers
//! ([`Error::MessageCountMismatch`]). Anything else is a typed [`Error`].

use alloc::vec::Vec;

use frost_core::serialization::{HEADER_LEN, MessageType, header, message_body};
use frost_core::{
    Ciphersuite, ElementBytes, Error, MultiSigningPackage, ScalarBytes, SigningPackage,
    VerifyingKey,
};

use crate::{RandomizedMultiSigningPackage, RandomizedSigningPackage, Randomizer};

/// The message type code of a serialised [`RandomizedSigningPackage`], the
/// third byte of its header.
pub const MESSAGE_TYPE: u8 = 64;

/// The message type code of a serialised [`RandomizedMultiSigningPackage`],
/// the third byte of its header.
pub const MULTI_MESSAGE_TYPE: u8 = 80;

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
        bytes.extend_from_slice(&header::<C>(MESSAGE_TYPE));
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
        let rest = message_body::<C>(bytes, MESSAGE_TYPE)?;
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

/// Appends `value` as an unsigned LEB128 varint in its shortest form, as
/// the engine writes counts.
fn write_varint(bytes: &mut Vec<u8>, mut value: usize) {
    while value >= 0x80 {
        bytes.push((value as u8 & 0x7f) | 0x80);
        value >>= 7;
    }
    bytes.push(value as u8);
}

/// Reads a varint count of at most `max` from the front of `bytes`: a
/// superfluous zero group is [`Error::NonCanonicalEncoding`], a count above
/// `max` [`Error::TooManyMessages`], a truncated or overlong one
/// [`Error::InvalidLength`].
fn read_count<C: Ciphersuite>(bytes: &[u8], max: usize) -> Result<(usize, &[u8]), Error<C>> {
    let mut value: u64 = 0;
    // Ten groups hold any 64-bit value; the count is refused long before.
    for (index, &byte) in bytes.iter().enumerate().take(10) {
        value |= u64::from(byte & 0x7f) << (7 * index);
        let count = usize::try_from(value).unwrap_or(usize::MAX);
        if count > max {
            return Err(Error::TooManyMessages { max, found: count });
        }
        if byte & 0x80 == 0 {
            if byte == 0 && index > 0 {
                return Err(Error::NonCanonicalEncoding);
            }
            return Ok((count, &bytes[index + 1..]));
        }
    }
    Err(Error::InvalidLength)
}

impl<C: Ciphersuite> RandomizedMultiSigningPackage<C> {
    /// The versioned wire encoding (layout in the [`wire`](crate::wire)
    /// module). It carries the randomizers: send it to the signers only,
    /// over a confidential channel if unlinkability matters.
    pub fn serialize(&self) -> Vec<u8> {
        let packages = self.randomized_packages();
        let bodies: Vec<Vec<u8>> = packages
            .iter()
            .map(|package| package.signing_package().serialize())
            .collect();
        let pair_len = scalar_len::<C>() + element_len::<C>();
        let body_len: usize = bodies.iter().map(|b| b.len() - HEADER_LEN).sum();
        let mut bytes =
            Vec::with_capacity(2 * HEADER_LEN + 4 + packages.len() * pair_len + body_len);
        bytes.extend_from_slice(&header::<C>(MULTI_MESSAGE_TYPE));
        write_varint(&mut bytes, packages.len());
        for package in packages {
            bytes.extend_from_slice(package.randomizer().to_bytes().as_ref());
            bytes.extend_from_slice(package.randomized_verifying_key().to_bytes().as_ref());
        }
        // The engine's `MultiSigningPackage` encoding: its header, the
        // count, then each signing package's body (its encoding without the
        // header), as `frost_core::serialization` documents it.
        bytes.extend_from_slice(&header::<C>(MessageType::MultiSigningPackage.code()));
        write_varint(&mut bytes, packages.len());
        for body in &bodies {
            bytes.extend_from_slice(&body[HEADER_LEN..]);
        }
        bytes
    }

    /// Decodes [`RandomizedMultiSigningPackage::serialize`]'s output,
    /// refusing anything but its canonical form (see the [`wire`](crate::wire)
    /// module). Each randomized key is checked against a group key only when
    /// a session is built from the package.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        let rest = message_body::<C>(bytes, MULTI_MESSAGE_TYPE)?;
        let (count, rest) = read_count::<C>(rest, MultiSigningPackage::<C>::MAX_MESSAGES)?;
        if count == 0 {
            return Err(Error::UnknownMessage { index: 0 });
        }
        let pair_len = scalar_len::<C>() + element_len::<C>();
        let (pairs, packages) = rest
            .split_at_checked(count * pair_len)
            .ok_or(Error::InvalidLength)?;
        let signing_packages = MultiSigningPackage::<C>::deserialize(packages)?;
        if signing_packages.len() != count {
            return Err(Error::MessageCountMismatch {
                expected: signing_packages.len(),
                found: count,
            });
        }
        let randomized_packages = pairs
            .chunks_exact(pair_len)
            .zip(signing_packages.into_signing_packages())
            .map(|(pair, signing_package)| {
                let (randomizer, key) = pair.split_at(scalar_len::<C>());
                Ok(RandomizedSigningPackage::from_parts(
                    signing_package,
                    Randomizer::from_bytes(randomizer)?,
                    VerifyingKey::from_bytes(key)?,
                ))
            })
            .collect::<Result<_, Error<C>>>()?;
        Self::new(randomized_packages)
    }
}

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
//! Both codes are this crate's entries in the one table of message-type
//! codes (`frost_core::wire_codes::table`). The signing packages come last and their decoder refuses trailing bytes, so no
//! length field is needed. Decoding is strict: the header (version, then
//! ciphersuite, then type), canonical scalars, canonical non-identity
//! elements of the prime-order subgroup, and the signing packages' own
//! checks; for the multi-message form also a count between one and
//! `MultiSigningPackage::MAX_MESSAGES`, checked before any
//! randomizer is read, and as many signing packages as randomizers
//! ([`Error::MessageCountMismatch`]). Anything else is a typed [`Error`].
//!
//! Both are described once, by their field lists, with the engine's wire kit
//! (`frost_core::serialization::message!`), which gives the binary codec and,
//! with the `serde` feature, the serde forms: in a human-readable format an
//! object with the engine's `header` (`type` `"randomized_signing_package"`
//! or `"randomized_multi_signing_package"`), the `randomizer` and
//! `randomized_verifying_key` as lowercase hex (written and read in constant
//! time, the randomizer being confidential) and the `signing_package` in the
//! engine's own form; a multi-message package has `randomizers`, a list of
//! `{"randomizer", "randomized_verifying_key"}` in message order, and the
//! `signing_packages` as the engine's `MultiSigningPackage`. In a binary
//! format each is its wire encoding as one byte string.

use alloc::vec::Vec;

use frost_core::serialization::{
    Enclosed, Field, HEADER_LEN, Message, Reader, Writer, decode, encode, message, scalar_len,
    varint_len,
};
use frost_core::wire_codes::table::{RANDOMIZED_MULTI_SIGNING_PACKAGE, RANDOMIZED_SIGNING_PACKAGE};
use frost_core::{Ciphersuite, Error, SigningPackage, VerifyingKey};
use frost_multi::MultiSigningPackage;

use crate::{RandomizedMultiSigningPackage, RandomizedSigningPackage, Randomizer};

/// The message type code of a serialised [`RandomizedSigningPackage`], the
/// third byte of its header.
pub const MESSAGE_TYPE: u8 = RANDOMIZED_SIGNING_PACKAGE.code;

/// The message type code of a serialised [`RandomizedMultiSigningPackage`],
/// the third byte of its header.
pub const MULTI_MESSAGE_TYPE: u8 = RANDOMIZED_MULTI_SIGNING_PACKAGE.code;

/// `SerializeScalar(r)` of a non-zero randomizer; in human-readable formats
/// its hex, written from a wiped buffer.
impl<C: Ciphersuite> Field<C> for Randomizer<C> {
    type Encode = Self;
    type Value = Self;
    const WHAT: &'static str = "randomizer";

    fn min_len() -> usize {
        scalar_len::<C>()
    }

    fn write(value: &Self, writer: &mut Writer) {
        writer.bytes(&value.to_bytes());
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Randomizer::from_bytes(reader.take(scalar_len::<C>())?)
    }
}

message! {
    RandomizedSigningPackage: RANDOMIZED_SIGNING_PACKAGE, public;
    encode(package) {
        randomizer: Randomizer<C> = package.randomizer(),
        randomized_verifying_key: VerifyingKey<C> = package.randomized_verifying_key(),
        signing_package: Enclosed<SigningPackage<C>> = package.signing_package(),
    }
    decode => Ok(RandomizedSigningPackage::from_parts(
        signing_package,
        randomizer,
        randomized_verifying_key,
    ))
}

/// Each message's randomizer and randomized key, in message order: a varint
/// count from one to `MultiSigningPackage::MAX_MESSAGES` (refused before any
/// pair is read otherwise), then `r_j || Y + r_j * G` per message; in
/// human-readable formats a list of `{"randomizer",
/// "randomized_verifying_key"}` objects.
struct Randomizers;

/// One message's randomizer and the randomized key it claims.
type Pair<C> = (Randomizer<C>, VerifyingKey<C>);

impl<C: Ciphersuite> Field<C> for Randomizers {
    type Encode = [RandomizedSigningPackage<C>];
    type Value = Vec<Pair<C>>;
    const WHAT: &'static str = "randomizers";

    fn min_len() -> usize {
        1
    }

    fn len(value: &Self::Encode) -> usize {
        let pair_len = scalar_len::<C>() + <VerifyingKey<C> as Field<C>>::min_len();
        varint_len(value.len()) + value.len() * pair_len
    }

    fn write(value: &Self::Encode, writer: &mut Writer) {
        writer.varint(value.len());
        for package in value {
            <Randomizer<C> as Field<C>>::write(package.randomizer(), writer);
            <VerifyingKey<C> as Field<C>>::write(package.randomized_verifying_key(), writer);
        }
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self::Value, Error<C>> {
        let max = MultiSigningPackage::<C>::MAX_MESSAGES;
        let count = reader.varint()?;
        if count > max {
            return Err(Error::TooManyMessages { max, found: count });
        }
        if count == 0 {
            return Err(Error::UnknownMessage { index: 0 });
        }
        (0..count)
            .map(|_| {
                let randomizer = <Randomizer<C> as Field<C>>::read(reader)?;
                Ok((randomizer, <VerifyingKey<C> as Field<C>>::read(reader)?))
            })
            .collect()
    }

    #[cfg(feature = "serde")]
    fn serialize<S: serde::Serializer>(
        value: &Self::Encode,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(value.iter().map(human::PairForm))
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self::Value, D::Error> {
        let pairs: Vec<human::ParsedPair<C>> = serde::Deserialize::deserialize(deserializer)?;
        Ok(pairs
            .into_iter()
            .map(|pair| (pair.randomizer.0, pair.randomized_verifying_key.0))
            .collect())
    }
}

/// The human-readable form of one message's randomizer and key.
#[cfg(feature = "serde")]
mod human {
    use frost_core::serialization::{De, Ser};
    use frost_core::{Ciphersuite, VerifyingKey};
    use serde::ser::SerializeStruct;

    use crate::{RandomizedSigningPackage, Randomizer};

    /// One package's pair, as written.
    pub(super) struct PairForm<'a, C: Ciphersuite>(pub(super) &'a RandomizedSigningPackage<C>);

    impl<C: Ciphersuite> serde::Serialize for PairForm<'_, C> {
        fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut form = serializer.serialize_struct("Pair", 2)?;
            form.serialize_field("randomizer", &Ser::<C, Randomizer<C>>(self.0.randomizer()))?;
            form.serialize_field(
                "randomized_verifying_key",
                &Ser::<C, VerifyingKey<C>>(self.0.randomized_verifying_key()),
            )?;
            form.end()
        }
    }

    /// One pair, as read.
    #[derive(serde::Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(super) struct ParsedPair<C: Ciphersuite> {
        pub(super) randomizer: De<C, Randomizer<C>>,
        pub(super) randomized_verifying_key: De<C, VerifyingKey<C>>,
    }
}

/// The messages' signing packages as the engine's `MultiSigningPackage`
/// encoding, header included: each package's body after one count, without
/// copying the packages.
struct SigningPackages;

impl<C: Ciphersuite> Field<C> for SigningPackages {
    type Encode = [RandomizedSigningPackage<C>];
    type Value = MultiSigningPackage<C>;
    const WHAT: &'static str = "signing packages";

    fn min_len() -> usize {
        HEADER_LEN
    }

    fn len(value: &Self::Encode) -> usize {
        let bodies: usize = value.iter().map(|p| p.signing_package().body_len()).sum();
        HEADER_LEN + varint_len(value.len()) + bodies
    }

    fn write(value: &Self::Encode, writer: &mut Writer) {
        writer.bytes(&frost_core::serialization::header::<C>(
            <MultiSigningPackage<C> as Message>::CODE,
        ));
        writer.varint(value.len());
        for package in value {
            package.signing_package().write_body(writer);
        }
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self::Value, Error<C>> {
        <Enclosed<MultiSigningPackage<C>> as Field<C>>::read(reader)
    }

    #[cfg(feature = "serde")]
    fn serialize<S: serde::Serializer>(
        value: &Self::Encode,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let packages = value.iter().map(|p| p.signing_package().clone()).collect();
        let packages = MultiSigningPackage::new(packages).map_err(serde::ser::Error::custom)?;
        <Enclosed<MultiSigningPackage<C>> as Field<C>>::serialize(&packages, serializer)
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self::Value, D::Error> {
        <Enclosed<MultiSigningPackage<C>> as Field<C>>::deserialize(deserializer)
    }
}

message! {
    RandomizedMultiSigningPackage: RANDOMIZED_MULTI_SIGNING_PACKAGE, public;
    encode(package) {
        randomizers: Randomizers = package.randomized_packages(),
        signing_packages: SigningPackages = package.randomized_packages(),
    }
    decode => RandomizedMultiSigningPackage::from_pairs(randomizers, signing_packages)
}

impl<C: Ciphersuite> RandomizedSigningPackage<C> {
    /// The versioned wire encoding (layout in the [`wire`](crate::wire)
    /// module). It carries the randomizer: send it to the signers only, over
    /// a confidential channel if unlinkability matters.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`RandomizedSigningPackage::serialize`]'s output, refusing
    /// anything but its canonical form. The randomized key is checked against
    /// a group key only by [`RandomizedSigningPackage::params`] (which
    /// signing and aggregation call).
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> RandomizedMultiSigningPackage<C> {
    /// The versioned wire encoding (layout in the [`wire`](crate::wire)
    /// module). It carries the randomizers: send it to the signers only,
    /// over a confidential channel if unlinkability matters.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`RandomizedMultiSigningPackage::serialize`]'s output,
    /// refusing anything but its canonical form (see the [`wire`](crate::wire)
    /// module). Each randomized key is checked against a group key only when
    /// a session is built from the package.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }

    /// Reassembles a decoded package: as many signing packages as pairs
    /// ([`Error::MessageCountMismatch`] otherwise), then the checks of
    /// [`RandomizedMultiSigningPackage::new`].
    fn from_pairs(
        pairs: Vec<Pair<C>>,
        signing_packages: MultiSigningPackage<C>,
    ) -> Result<Self, Error<C>> {
        if pairs.len() != signing_packages.len() {
            return Err(Error::MessageCountMismatch {
                expected: signing_packages.len(),
                found: pairs.len(),
            });
        }
        let packages = signing_packages
            .into_signing_packages()
            .into_iter()
            .zip(pairs)
            .map(|(package, (randomizer, key))| {
                RandomizedSigningPackage::from_parts(package, randomizer, key)
            })
            .collect();
        Self::new(packages)
    }
}

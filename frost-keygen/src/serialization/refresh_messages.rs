//! Wire forms of the proactive refresh's messages
//! ([`crate::refresh`]): the dealer's refreshing share, and the
//! broadcast and secret state of a distributed refresh.
//!
//! A refresh's round-two package is the distributed key generation's
//! ([`crate::dkg::round2::Package`]) and is encoded as such.

use alloc::vec::Vec;

use zeroize::Zeroizing;

use crate::refresh::{self, RefreshCommitment, RefreshingShare};
use frost_core::keys::SigningShare;
use frost_core::serialization::SecretScalar;
use frost_core::serialization::{Field, Reader, Writer, decode, encode, message};
use frost_core::serialization::{element_len, varint_len};
use frost_core::{Ciphersuite, Error};

/// `count: varint, count * C_k: Ne`, the commitments to the coefficients
/// from `a_1` on (the constant term is zero and not written); in
/// human-readable formats a list of hex elements.
impl<C: Ciphersuite> Field<C> for RefreshCommitment<C> {
    type Encode = Self;
    type Value = Self;
    const WHAT: &'static str = "refresh commitment";

    fn min_len() -> usize {
        1
    }

    fn len(value: &Self) -> usize {
        let count = value.entries().len();
        varint_len(count) + count * element_len::<C>()
    }

    fn write(value: &Self, writer: &mut Writer) {
        writer.varint(value.entries().len());
        for entry in value.entries() {
            writer.bytes(entry.as_slice());
        }
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let count = reader.count(element_len::<C>())?;
        let bytes = reader.take(count * element_len::<C>())?;
        Self::from_coefficient_bytes(&bytes.chunks(element_len::<C>()).collect::<Vec<_>>())
    }

    #[cfg(feature = "serde")]
    fn serialize<S: serde::Serializer>(value: &Self, serializer: S) -> Result<S::Ok, S::Error> {
        let entries = value.coefficient_bytes();
        serializer.collect_seq(entries.into_iter().map(frost_core::serialization::HexBytes))
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let entries: Vec<frost_core::serialization::HexBytes> =
            serde::Deserialize::deserialize(deserializer)?;
        let entries: Vec<&[u8]> = entries.iter().map(|e| e.0.as_slice()).collect();
        Self::from_coefficient_bytes(&entries).map_err(serde::de::Error::custom)
    }
}

message! {
    RefreshingShare: frost_core::wire_codes::MessageType::RefreshingShare.wire_code(), secret;
    encode(refreshing) {
        share: SecretScalar = Zeroizing::new(refreshing.share().to_scalar()),
        commitment: RefreshCommitment<C> = refreshing.commitment(),
    }
    decode => Ok(RefreshingShare::new(SigningShare::new(*share), commitment))
}

impl<C: Ciphersuite> RefreshingShare<C> {
    /// **Secret.** The versioned wire encoding of what a refresh dealer sends
    /// one participant: header, `g(i)`, then the commitment to `g` (without
    /// its constant term). The buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`RefreshingShare::serialize`]'s output;
    /// [`refresh_share`](crate::refresh::refresh_share) checks it.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

message! {
    refresh::round1::Package: frost_core::wire_codes::MessageType::RefreshRound1Package.wire_code(), public;
    encode(package) { commitment: RefreshCommitment<C> = package.commitment() }
    decode => Ok(refresh::round1::Package::new(commitment))
}

impl<C: Ciphersuite> refresh::round1::Package<C> {
    /// The versioned wire encoding of a participant's refresh broadcast:
    /// header, then its commitment (without the constant term).
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`refresh::round1::Package::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> refresh::round1::SecretPackage<C> {
    /// **Secret.** The versioned wire encoding, for a participant's own
    /// storage between the refresh's part 1 and part 2: header, identifier,
    /// `max_signers`, then the coefficients `a_1, a_2, ...` (the constant term
    /// is zero). The buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`refresh::round1::SecretPackage::serialize`]'s output; the
    /// commitment is recomputed from the coefficients.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> refresh::round2::SecretPackage<C> {
    /// **Secret.** The versioned wire encoding, for a participant's own
    /// storage between the refresh's part 2 and part 3: header, identifier,
    /// `max_signers`, its own share `g_i(i)`, the transcript digest, then its
    /// commitment. The buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`refresh::round2::SecretPackage::serialize`]'s output,
    /// checking the own share against the own commitment.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

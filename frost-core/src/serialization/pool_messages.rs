//! The storage form of a nonce pool ([`NoncePool::serialize_for_storage`]),
//! binary and serde, an explicit opt-in like stored nonces.

use alloc::collections::BTreeSet;
use alloc::vec::Vec;

use zeroize::Zeroizing;

use super::List;
use super::codec::{element_len, scalar_len};
use super::field::SecretScalar;
use super::{Field, Reader, WriteValues, Writer, decode, encode, message};
use crate::nonce_pool::{ConsumedNonces, NoncePool, PoolEntry, StoredNoncePool};
use crate::round1::{Nonce, SigningCommitments, SigningNonces};
use crate::{Ciphersuite, Error, Scalar};

/// The flag byte of an entry whose nonces were taken.
const USED: u8 = 1;
/// The flag byte of an entry whose nonces are still in the pool.
const UNUSED: u8 = 0;

/// Reassembles a pool from decoded entries, whose nonces were checked
/// against their commitments as they were read. Refuses commitments that
/// appear twice ([`Error::InconsistentNonces`]): a tampered pool could
/// otherwise answer one request with the nonces of another entry.
fn pool_from_entries<C: Ciphersuite>(
    entries: Vec<PoolEntry<C>>,
) -> Result<StoredNoncePool<C>, Error<C>> {
    let mut seen = BTreeSet::new();
    if entries
        .iter()
        .any(|entry| !seen.insert(entry.commitments.to_bytes()))
    {
        return Err(Error::InconsistentNonces);
    }
    Ok(StoredNoncePool::from_entries(entries))
}

/// One entry: the flag, the commitments, and while unused its nonces,
/// checked against the commitments as they are read (and dropped, so
/// zeroized, if they do not match). In human-readable formats an object
/// `{"commitments", "hiding_nonce", "binding_nonce"}`, the nonces absent once
/// used.
impl<C: Ciphersuite> Field<C> for PoolEntry<C> {
    type Encode = Self;
    type Value = Self;
    const WHAT: &'static str = "nonce pool entry";

    fn min_len() -> usize {
        1 + 2 * element_len::<C>()
    }

    fn len(entry: &Self) -> usize {
        let secrets = if entry.nonces.is_some() {
            2 * scalar_len::<C>()
        } else {
            0
        };
        1 + 2 * element_len::<C>() + secrets
    }

    fn write(entry: &Self, writer: &mut Writer) {
        writer.bytes(&[if entry.nonces.is_some() { UNUSED } else { USED }]);
        <SigningCommitments<C> as Field<C>>::write(&entry.commitments, writer);
        if let Some(nonces) = &entry.nonces {
            writer.secret_scalar::<C>(&nonces.hiding.0);
            writer.secret_scalar::<C>(&nonces.binding.0);
        }
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let flag = reader.take(1)?;
        let commitments = <SigningCommitments<C> as Field<C>>::read(reader)?;
        let nonces = match flag {
            [UNUSED] => {
                let hiding = <SecretScalar as Field<C>>::read(reader)?;
                let binding = <SecretScalar as Field<C>>::read(reader)?;
                entry_nonces(Some(hiding), Some(binding), commitments)?
            }
            [USED] => None,
            _ => return Err(Error::NonCanonicalEncoding),
        };
        Ok(PoolEntry {
            commitments,
            nonces,
        })
    }

    #[cfg(feature = "serde")]
    fn serialize<S: serde::Serializer>(entry: &Self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;

        use super::Ser;

        let hiding = entry.nonces.as_ref().map(|n| Zeroizing::new(n.hiding.0));
        let binding = entry.nonces.as_ref().map(|n| Zeroizing::new(n.binding.0));
        let fields = if entry.nonces.is_some() { 3 } else { 1 };
        let mut form = serializer.serialize_struct("PoolEntry", fields)?;
        form.serialize_field(
            "commitments",
            &Ser::<C, SigningCommitments<C>>(&entry.commitments),
        )?;
        if let (Some(hiding), Some(binding)) = (&hiding, &binding) {
            form.serialize_field("hiding_nonce", &Ser::<C, SecretScalar>(hiding))?;
            form.serialize_field("binding_nonce", &Ser::<C, SecretScalar>(binding))?;
        }
        form.end()
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use super::De;

        #[derive(serde::Deserialize)]
        #[serde(bound = "", deny_unknown_fields)]
        struct Parsed<C: Ciphersuite> {
            commitments: De<C, SigningCommitments<C>>,
            #[serde(default)]
            hiding_nonce: Option<De<C, SecretScalar>>,
            #[serde(default)]
            binding_nonce: Option<De<C, SecretScalar>>,
        }

        let parsed: Parsed<C> = serde::Deserialize::deserialize(deserializer)?;
        let commitments = parsed.commitments.0;
        let nonces = entry_nonces(
            parsed.hiding_nonce.map(|n| n.0),
            parsed.binding_nonce.map(|n| n.0),
            commitments,
        )
        .map_err(serde::de::Error::custom)?;
        Ok(PoolEntry {
            commitments,
            nonces,
        })
    }
}

/// An entry's nonces, both or neither ([`Error::InconsistentNonces`]
/// otherwise), checked against its commitments.
fn entry_nonces<C: Ciphersuite>(
    hiding: Option<Zeroizing<Scalar<C>>>,
    binding: Option<Zeroizing<Scalar<C>>>,
    commitments: SigningCommitments<C>,
) -> Result<Option<SigningNonces<C>>, Error<C>> {
    match (hiding, binding) {
        (Some(hiding), Some(binding)) => Ok(Some(SigningNonces::from_checked_parts(
            Nonce(*hiding),
            Nonce(*binding),
            commitments,
        )?)),
        (None, None) => Ok(None),
        _ => Err(Error::InconsistentNonces),
    }
}

message! {
    StoredNoncePool: crate::wire_codes::MessageType::NoncePool.wire_code(), secret;
    encode(pool) { entries: List<PoolEntry<C>> = pool.entries() }
    decode => pool_from_entries(entries)
}

impl<C: Ciphersuite> NoncePool<C> {
    /// **Secret.** Encodes the pool for storage: every entry's commitments
    /// and whether it is used, and the nonces of the unused entries only (a
    /// used entry's secrets are gone from the pool and never written).
    ///
    /// Store it after every [`take`](NoncePool::take), after recording the
    /// taken commitments as consumed and before releasing the share; keep
    /// the bytes where the signing share itself may be, and never in the
    /// backup of the record of consumed nonces. What a restore does:
    /// [`NoncePool::deserialize_from_storage`] hands back the pool only if
    /// the record agrees with it, so that an older copy of the pool is
    /// refused; see the crash-safety rule of [`NoncePool`].
    ///
    /// Layout: header, then `n: varint, n * (used: u8, D: Ne, E: Ne)`, each
    /// unused entry (`used = 0`) followed by its `d: Ns, e: Ns`; a used entry
    /// has `used = 1`.
    pub fn serialize_for_storage(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self.stored()))
    }

    /// Restores a pool stored by [`NoncePool::serialize_for_storage`],
    /// against `consumed`, the application's record of every nonce pair
    /// consumed: decodes it as [`StoredNoncePool::deserialize_from_storage`]
    /// does, then checks it as [`StoredNoncePool::restore`] does (an old
    /// copy of the pool, [`Error::StaleNoncePool`]; a record older than the
    /// pool, [`Error::ConsumedRecordBehind`]).
    pub fn deserialize_from_storage(
        bytes: &[u8],
        consumed: &(impl ConsumedNonces<C> + ?Sized),
    ) -> Result<Self, Error<C>> {
        StoredNoncePool::deserialize_from_storage(bytes)?.restore(consumed)
    }
}

impl<C: Ciphersuite> StoredNoncePool<C> {
    /// Decodes [`NoncePool::serialize_for_storage`]'s output, checking that
    /// every stored nonce pair has the commitments stored with it and that
    /// no commitments repeat ([`Error::InconsistentNonces`] otherwise). The
    /// result hands out no nonce until [`StoredNoncePool::restore`] has
    /// checked it against the record of consumed nonces.
    pub fn deserialize_from_storage(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }

    /// **Secret.** Encodes the stored pool again, exactly as
    /// [`NoncePool::serialize_for_storage`] wrote it.
    pub fn serialize_for_storage(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }
}

/// The serde form of a pool is its stored form's: a pool decodes from it
/// only as a [`StoredNoncePool`] (through `Secret`), to be restored.
#[cfg(feature = "serde")]
impl<C: Ciphersuite> super::SerializeSecret for NoncePool<C> {
    fn serialize_secret<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(&super::Secret(self.stored()), serializer)
    }
}

//! The storage form of a nonce pool ([`NoncePool::serialize_for_storage`]),
//! binary and serde, an explicit opt-in like stored nonces.

use alloc::collections::BTreeSet;
use alloc::vec::Vec;

use zeroize::Zeroizing;

use super::codec::{element_len, scalar_len, varint_len};
use super::{Message, MessageType, Reader, Writer, decode, encode};
use crate::nonce_pool::{NoncePool, PoolEntry};
use crate::round1::{Nonce, SigningCommitments, SigningNonces};
use crate::{Ciphersuite, Error};

/// The flag byte of an entry whose nonces were taken.
const USED: u8 = 1;
/// The flag byte of an entry whose nonces are still in the pool.
const UNUSED: u8 = 0;

/// Reassembles a pool from decoded entries, whose nonces were checked
/// against their commitments as they were read. Refuses commitments that
/// appear twice ([`Error::InconsistentNonces`]): a tampered pool could
/// otherwise answer one request with the nonces of another entry.
fn pool_from_entries<C: Ciphersuite>(entries: Vec<PoolEntry<C>>) -> Result<NoncePool<C>, Error<C>> {
    let mut seen = BTreeSet::new();
    if entries
        .iter()
        .any(|entry| !seen.insert(entry.commitments.to_bytes()))
    {
        return Err(Error::InconsistentNonces);
    }
    Ok(NoncePool::from_entries(entries))
}

/// An entry's nonces, checked against its commitments (dropped, and so
/// zeroized, if they do not match).
fn checked_nonces<C: Ciphersuite>(
    hiding: Nonce<C>,
    binding: Nonce<C>,
    commitments: SigningCommitments<C>,
) -> Result<SigningNonces<C>, Error<C>> {
    SigningNonces::from_checked_parts(hiding, binding, commitments)
}

impl<C: Ciphersuite> Message for NoncePool<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::NoncePool;

    fn body_len(&self) -> usize {
        let secrets = 2 * scalar_len::<C>() * self.remaining();
        varint_len(self.len()) + self.len() * (1 + 2 * element_len::<C>()) + secrets
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.varint(self.len());
        for entry in self.entries() {
            writer.bytes(&[if entry.nonces.is_some() { UNUSED } else { USED }]);
            entry.commitments.write(writer);
            if let Some(nonces) = &entry.nonces {
                writer.secret_scalar::<C>(&nonces.hiding.0);
                writer.secret_scalar::<C>(&nonces.binding.0);
            }
        }
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let count = reader.count(1 + 2 * element_len::<C>())?;
        let mut entries = Vec::with_capacity(count);
        for _ in 0..count {
            let flag = reader.take(1)?;
            let commitments = SigningCommitments::read(reader)?;
            let nonces = match flag {
                [UNUSED] => Some(checked_nonces(
                    Nonce(reader.scalar()?),
                    Nonce(reader.scalar()?),
                    commitments,
                )?),
                [USED] => None,
                _ => return Err(Error::NonCanonicalEncoding),
            };
            entries.push(PoolEntry {
                commitments,
                nonces,
            });
        }
        pool_from_entries(entries)
    }
}

impl<C: Ciphersuite> NoncePool<C> {
    /// **Secret.** Encodes the pool for storage: every entry's commitments
    /// and whether it is used, and the nonces of the unused entries only (a
    /// used entry's secrets are gone from the pool and never written).
    ///
    /// Store it after every [`take`](NoncePool::take) and before releasing
    /// the share, and never restore an older copy; see the crash-safety rule
    /// of [`NoncePool`]. Keep the bytes where the signing share
    /// itself may be.
    ///
    /// Layout: header, then `n: varint, n * (used: u8, D: Ne, E: Ne)`, each
    /// unused entry (`used = 0`) followed by its `d: Ns, e: Ns`; a used entry
    /// has `used = 1`.
    pub fn serialize_for_storage(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`NoncePool::serialize_for_storage`]'s output, checking that
    /// every stored nonce pair has the commitments stored with it and that
    /// no commitments repeat ([`Error::InconsistentNonces`] otherwise). Check
    /// a restored pool with [`NoncePool::check_not_stale`] before use.
    pub fn deserialize_from_storage(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

#[cfg(feature = "serde")]
mod human {
    use alloc::vec::Vec;

    use serde::{Deserialize, Serialize};

    use super::super::MessageType;
    use super::super::human::{Header, HumanReadable, SecretHexScalar, secret_serde};
    use super::super::signing_messages::human::CommitmentPair;
    use super::{checked_nonces, pool_from_entries};
    use crate::nonce_pool::{NoncePool, PoolEntry};
    use crate::round1::Nonce;
    use crate::{Ciphersuite, Error};

    /// One entry: its commitments, and its nonces while unused.
    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct PoolEntryForm<C: Ciphersuite> {
        commitments: CommitmentPair<C>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hiding_nonce: Option<SecretHexScalar<C>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        binding_nonce: Option<SecretHexScalar<C>>,
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct NoncePoolForm<C: Ciphersuite> {
        header: Header<C, { MessageType::NoncePool.code() }>,
        entries: Vec<PoolEntryForm<C>>,
    }

    impl<C: Ciphersuite> HumanReadable for NoncePool<C> {
        type Form = NoncePoolForm<C>;

        fn to_form(&self) -> Self::Form {
            NoncePoolForm {
                header: Header::default(),
                entries: self
                    .entries()
                    .iter()
                    .map(|entry| PoolEntryForm {
                        commitments: (&entry.commitments).into(),
                        hiding_nonce: entry
                            .nonces
                            .as_ref()
                            .map(|nonces| SecretHexScalar(nonces.hiding.0)),
                        binding_nonce: entry
                            .nonces
                            .as_ref()
                            .map(|nonces| SecretHexScalar(nonces.binding.0)),
                    })
                    .collect(),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            let entries = form
                .entries
                .into_iter()
                .map(|entry| {
                    let commitments = entry.commitments.into();
                    let nonces = match (entry.hiding_nonce, entry.binding_nonce) {
                        (Some(hiding), Some(binding)) => Some(checked_nonces(
                            Nonce(hiding.0),
                            Nonce(binding.0),
                            commitments,
                        )?),
                        (None, None) => None,
                        _ => return Err(Error::InconsistentNonces),
                    };
                    Ok(PoolEntry {
                        commitments,
                        nonces,
                    })
                })
                .collect::<Result<Vec<_>, Error<C>>>()?;
            pool_from_entries(entries)
        }
    }

    secret_serde!(NoncePool);
}

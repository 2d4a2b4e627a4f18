//! Nonce pools: many single-use nonces made ahead of time (RFC 9591,
//! Section 5.1, `commit` run once per entry), so that a signer can publish
//! commitments in advance and answer a later signing request with round two
//! alone: the online phase becomes one message per signer.
//!
//! See [`NoncePool`] for the crash-safety rule of a stored pool.

use alloc::vec::Vec;
use core::fmt;

use rand_core::CryptoRng;

use crate::keys::SigningShare;
use crate::round1::{Nonce, SigningCommitments, SigningNonces};
use crate::{Ciphersuite, Error, Identifier, SigningPackage};

/// A signer's pool of single-use nonces, each entry at a stable index
/// (its position, from `0`) with its public commitments.
///
/// Taking an entry's nonces (by value, as [`round1::commit`](crate::round1::commit)
/// returns them) marks it used for good and wipes its secrets from the
/// pool; the commitments of every entry, used or not, stay, so that
/// requests and restored copies can be checked against them.
///
/// Secret: zeroized on drop, redacted in `Debug`, not `Clone`, and stored
/// only through the explicit [`NoncePool::serialize_for_storage`].
///
/// # Crash safety (stored pools)
///
/// A nonce signs at most once: two shares computed with the same nonces for
/// different packages reveal the signing share. A pool kept across restarts
/// ([`NoncePool::serialize_for_storage`]) must therefore never let a nonce
/// that has produced a share be taken again. A stored pool older than the
/// latest one (a backup, a snapshot, a rolled back disk) still holds the
/// secrets of entries that signed since, and cannot know it; so a stored
/// pool is restored only against the application's own record of the
/// nonces it consumed ([`ConsumedNonces`]), which must be kept where a
/// restore of the pool's storage does not roll it back. The rule, in this
/// order:
///
/// 1. take the nonces out of the pool ([`NoncePool::take`] or
///    [`NoncePool::take_for`]), which marks the entry used and wipes its
///    secret from the pool;
/// 2. append their commitments to the record of consumed nonces and wait
///    until it is durable;
/// 3. store the pool ([`NoncePool::serialize_for_storage`]) and wait until
///    the storage is durable;
/// 4. only then sign, and release the share.
///
/// Restoring ([`NoncePool::deserialize_from_storage`], or
/// [`StoredNoncePool::restore`] after a serde decoding) refuses a pool in
/// which an entry the record names is still unused
/// ([`Error::StaleNoncePool`]: an old copy of the pool), and a pool marking
/// used an entry the record lacks ([`Error::ConsumedRecordBehind`]: the
/// record was lost or rolled back, and cannot vouch for the rest). A crash
/// between steps 2 and 3 leaves a pool the record calls stale: discard it
/// and preprocess a new one. A crash between 1 and 4 loses that entry's
/// nonces, which is harmless. What no check can see is the pool and the
/// record rolled back together (a restore of the whole machine): after
/// one, discard every stored pool.
pub struct NoncePool<C: Ciphersuite> {
    stored: StoredNoncePool<C>,
}

/// A nonce pool as stored, decoded but not restored: its nonces cannot be
/// taken until [`StoredNoncePool::restore`] has checked it against the
/// record of consumed nonces (see the crash-safety rule of [`NoncePool`]).
///
/// Secret: zeroized on drop, redacted in `Debug`, not `Clone`.
pub struct StoredNoncePool<C: Ciphersuite> {
    entries: Vec<PoolEntry<C>>,
}

/// The application's record of the nonces it consumed: the commitments of
/// every nonce pair taken from a pool, appended (and made durable) before
/// the pool is stored; see the crash-safety rule of [`NoncePool`].
///
/// Keep it append-only and where a restore of the pool's storage does not
/// roll it back (never in the same backup). A slice, array or vector of
/// commitments is such a record once loaded.
pub trait ConsumedNonces<C: Ciphersuite> {
    /// Whether nonces with these commitments were consumed. Variable time:
    /// commitments are public.
    fn is_consumed(&self, commitments: &SigningCommitments<C>) -> bool;
}

impl<C: Ciphersuite> ConsumedNonces<C> for [SigningCommitments<C>] {
    fn is_consumed(&self, commitments: &SigningCommitments<C>) -> bool {
        self.contains(commitments)
    }
}

impl<C: Ciphersuite, const N: usize> ConsumedNonces<C> for [SigningCommitments<C>; N] {
    fn is_consumed(&self, commitments: &SigningCommitments<C>) -> bool {
        self.contains(commitments)
    }
}

impl<C: Ciphersuite> ConsumedNonces<C> for Vec<SigningCommitments<C>> {
    fn is_consumed(&self, commitments: &SigningCommitments<C>) -> bool {
        self.contains(commitments)
    }
}

/// One entry: its commitments, and its nonces until they are taken.
pub(crate) struct PoolEntry<C: Ciphersuite> {
    pub(crate) commitments: SigningCommitments<C>,
    /// `None` once used. Dropping the nonces zeroizes them.
    pub(crate) nonces: Option<SigningNonces<C>>,
}

/// `count` fresh nonce pairs for `signing_share`, each drawn as
/// [`round1::commit`](crate::round1::commit) draws one (RFC 9591, Section
/// 4.1, hedged with the share), with their commitments in index order: the
/// commitments at position `i` belong to the pool's entry `i`.
///
/// Publish the commitments (they are public); keep the pool secret.
pub fn preprocess<C: Ciphersuite, R: CryptoRng + ?Sized>(
    count: u32,
    signing_share: &SigningShare<C>,
    rng: &mut R,
) -> (NoncePool<C>, Vec<SigningCommitments<C>>) {
    let entries: Vec<PoolEntry<C>> = (0..count)
        .map(|_| {
            let nonces = SigningNonces::new(signing_share, rng);
            PoolEntry {
                commitments: *nonces.commitments(),
                nonces: Some(nonces),
            }
        })
        .collect();
    let commitments = entries.iter().map(|entry| entry.commitments).collect();
    (
        NoncePool {
            stored: StoredNoncePool { entries },
        },
        commitments,
    )
}

impl<C: Ciphersuite> StoredNoncePool<C> {
    /// A stored pool from decoded entries; the caller has checked them.
    pub(crate) fn from_entries(entries: Vec<PoolEntry<C>>) -> Self {
        Self { entries }
    }

    pub(crate) fn entries(&self) -> &[PoolEntry<C>] {
        &self.entries
    }

    /// The pool, after checking it against `consumed`, the record of every
    /// nonce pair consumed: refused with [`Error::StaleNoncePool`] if an
    /// entry the record names is unused here (an old copy of the pool), and
    /// with [`Error::ConsumedRecordBehind`] if an entry used here is not in
    /// the record (a record lost or older than the pool). See the
    /// crash-safety rule of [`NoncePool`].
    pub fn restore(
        self,
        consumed: &(impl ConsumedNonces<C> + ?Sized),
    ) -> Result<NoncePool<C>, Error<C>> {
        for (index, entry) in (0u32..).zip(&self.entries) {
            match (
                entry.nonces.is_some(),
                consumed.is_consumed(&entry.commitments),
            ) {
                (true, true) => return Err(Error::StaleNoncePool { index }),
                (false, false) => return Err(Error::ConsumedRecordBehind { index }),
                _ => {}
            }
        }
        Ok(NoncePool { stored: self })
    }
}

impl<C: Ciphersuite> NoncePool<C> {
    /// A pool from entries made here (test fixtures).
    #[cfg(feature = "test-helpers")]
    pub(crate) fn from_entries(entries: Vec<PoolEntry<C>>) -> Self {
        Self {
            stored: StoredNoncePool { entries },
        }
    }

    /// Known-answer hook (`test-helpers` feature), never for production: a
    /// pool of the given entries (commitments, and nonces unless used), in
    /// index order, unchecked, so that the conformance kit can build the
    /// fixtures of its golden-bytes tests.
    #[cfg(feature = "test-helpers")]
    pub fn from_entries_for_tests(
        entries: Vec<(SigningCommitments<C>, Option<SigningNonces<C>>)>,
    ) -> Self {
        Self::from_entries(
            entries
                .into_iter()
                .map(|(commitments, nonces)| PoolEntry {
                    commitments,
                    nonces,
                })
                .collect(),
        )
    }

    /// The pool as it is stored.
    pub(crate) fn stored(&self) -> &StoredNoncePool<C> {
        &self.stored
    }

    /// The number of entries, used or not.
    pub fn len(&self) -> usize {
        self.stored.entries.len()
    }

    /// Whether the pool has no entry at all.
    pub fn is_empty(&self) -> bool {
        self.stored.entries.is_empty()
    }

    /// The number of entries whose nonces are still unused.
    pub fn remaining(&self) -> usize {
        self.stored
            .entries
            .iter()
            .filter(|entry| entry.nonces.is_some())
            .count()
    }

    /// The commitments of entry `index`, used or not.
    pub fn commitments(&self, index: u32) -> Option<&SigningCommitments<C>> {
        self.entry(index).map(|entry| &entry.commitments)
    }

    /// Whether entry `index` is used; `None` if there is no such entry.
    pub fn is_used(&self, index: u32) -> Option<bool> {
        self.entry(index).map(|entry| entry.nonces.is_none())
    }

    /// The index and commitments of every entry still unused, in index
    /// order: what a signer may still offer a coordinator.
    pub fn unused(&self) -> impl Iterator<Item = (u32, &SigningCommitments<C>)> {
        (0u32..)
            .zip(&self.stored.entries)
            .filter(|(_, entry)| entry.nonces.is_some())
            .map(|(index, entry)| (index, &entry.commitments))
    }

    /// The index of the entry with these commitments, used or not.
    pub fn index_of(&self, commitments: &SigningCommitments<C>) -> Option<u32> {
        (0u32..)
            .zip(&self.stored.entries)
            .find(|(_, entry)| &entry.commitments == commitments)
            .map(|(index, _)| index)
    }

    fn entry(&self, index: u32) -> Option<&PoolEntry<C>> {
        self.stored.entries.get(usize::try_from(index).ok()?)
    }

    /// Takes the nonces of entry `index`, by value, marking it used and
    /// wiping them from the pool. Record them as consumed, then store the
    /// pool, before signing with them (see the crash-safety rule of
    /// [`NoncePool`]).
    ///
    /// Fails with [`Error::UnknownNonce`] if there is no such entry and with
    /// [`Error::NonceAlreadyUsed`] if it was taken before.
    pub fn take(&mut self, index: u32) -> Result<SigningNonces<C>, Error<C>> {
        let slot = usize::try_from(index)
            .ok()
            .and_then(|position| self.stored.entries.get_mut(position))
            .ok_or(Error::UnknownNonce)?;
        let nonces = slot
            .nonces
            .as_ref()
            .ok_or(Error::NonceAlreadyUsed { index })?;
        // A copy for the caller; the pool's own is dropped in place below,
        // which zeroizes it where it lies (a move would leave the bytes).
        let taken = SigningNonces::from_parts(
            Nonce(nonces.hiding.0),
            Nonce(nonces.binding.0),
            *nonces.commitments(),
        );
        slot.nonces = None;
        Ok(taken)
    }

    /// Takes the nonces whose commitments `signing_package` carries for
    /// `identifier` (this signer), by value, with their index; see
    /// [`NoncePool::take`].
    ///
    /// Fails with [`Error::MissingCommitment`] if the package has no
    /// commitment for `identifier`, with [`Error::UnknownNonce`] if its
    /// commitment is not one of the pool's, and with
    /// [`Error::NonceAlreadyUsed`] if that entry was taken before: a
    /// coordinator that asks twice for the same commitments never gets a
    /// second share for them.
    pub fn take_for(
        &mut self,
        signing_package: &SigningPackage<C>,
        identifier: &Identifier<C>,
    ) -> Result<(u32, SigningNonces<C>), Error<C>> {
        let commitments =
            signing_package
                .signing_commitment(identifier)
                .ok_or(Error::MissingCommitment {
                    identifier: *identifier,
                })?;
        let index = self.index_of(commitments).ok_or(Error::UnknownNonce)?;
        Ok((index, self.take(index)?))
    }
}

impl<C: Ciphersuite> fmt::Debug for NoncePool<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NoncePool")
            .field("len", &self.len())
            .field("remaining", &self.remaining())
            .field("nonces", &"<redacted>")
            .finish()
    }
}

impl<C: Ciphersuite> fmt::Debug for StoredNoncePool<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StoredNoncePool")
            .field("len", &self.entries.len())
            .field("nonces", &"<redacted>")
            .finish()
    }
}

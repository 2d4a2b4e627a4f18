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
/// that has produced a share be taken again. The rule, in this order:
///
/// 1. take the nonces out of the pool ([`NoncePool::take`] or
///    [`NoncePool::take_for`]), which marks the entry used and wipes its
///    secret from the pool;
/// 2. store the pool ([`NoncePool::serialize_for_storage`]) and wait until
///    the storage is durable;
/// 3. only then sign, and release the share.
///
/// A crash between 1 and 3 loses that entry's nonces, which is harmless. A
/// stored pool older than the latest one (a backup, a snapshot, a rolled
/// back disk) still holds the secrets of entries that signed since: never
/// restore one. Because such a pool cannot know what happened after it was
/// written, staleness is detected by the commitments it carries: before
/// using a restored pool, pass every commitment known to have been consumed
/// (the signer's own append-only log of answered requests, or the
/// coordinator's record of the commitments it has used) to
/// [`NoncePool::check_not_stale`], which refuses the pool if any of them is
/// still unused in it.
pub struct NoncePool<C: Ciphersuite> {
    entries: Vec<PoolEntry<C>>,
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
    (NoncePool { entries }, commitments)
}

impl<C: Ciphersuite> NoncePool<C> {
    /// A pool from decoded entries; the caller has checked them.
    pub(crate) fn from_entries(entries: Vec<PoolEntry<C>>) -> Self {
        Self { entries }
    }

    pub(crate) fn entries(&self) -> &[PoolEntry<C>] {
        &self.entries
    }

    /// The number of entries, used or not.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the pool has no entry at all.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The number of entries whose nonces are still unused.
    pub fn remaining(&self) -> usize {
        self.entries
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
            .zip(&self.entries)
            .filter(|(_, entry)| entry.nonces.is_some())
            .map(|(index, entry)| (index, &entry.commitments))
    }

    /// The index of the entry with these commitments, used or not.
    pub fn index_of(&self, commitments: &SigningCommitments<C>) -> Option<u32> {
        (0u32..)
            .zip(&self.entries)
            .find(|(_, entry)| &entry.commitments == commitments)
            .map(|(index, _)| index)
    }

    fn entry(&self, index: u32) -> Option<&PoolEntry<C>> {
        self.entries.get(usize::try_from(index).ok()?)
    }

    /// Takes the nonces of entry `index`, by value, marking it used and
    /// wiping them from the pool. Store the pool before signing with them
    /// (see the crash-safety rule of [`NoncePool`]).
    ///
    /// Fails with [`Error::UnknownNonce`] if there is no such entry and with
    /// [`Error::NonceAlreadyUsed`] if it was taken before.
    pub fn take(&mut self, index: u32) -> Result<SigningNonces<C>, Error<C>> {
        let slot = usize::try_from(index)
            .ok()
            .and_then(|position| self.entries.get_mut(position))
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

    /// Refuses a pool in which any of `consumed` (commitments known to have
    /// produced a share) is still unused, with [`Error::StaleNoncePool`]
    /// naming the first such entry: the pool is an old copy, and using it
    /// could sign twice with the same nonces. See the crash-safety rule of
    /// [`NoncePool`]. Variable time: commitments are public.
    pub fn check_not_stale<'a>(
        &self,
        consumed: impl IntoIterator<Item = &'a SigningCommitments<C>>,
    ) -> Result<(), Error<C>> {
        for commitments in consumed {
            if let Some(index) = self.index_of(commitments)
                && self.is_used(index) == Some(false)
            {
                return Err(Error::StaleNoncePool { index });
            }
        }
        Ok(())
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

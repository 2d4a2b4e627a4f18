//! Key normalization: the last step of every key generation path, for suites
//! that admit only one of `Y` and `-Y` as a group key
//! ([`Ciphersuite::is_normalized_group_key`]; Orchard's `ak` must have
//! `ỹ = 0`, Zcash protocol specification, Section 4.2.3, and ZIP 312).
//!
//! If `f` shares the key `s` with `Y = s * G`, then `-f` shares `-s` with
//! group key `-Y`, participant `i`'s share becomes `-f(i)` and its verifying
//! share `-f(i) * G`: negating everything together keeps a valid sharing of
//! the same threshold. Every participant sees the same group key, so all of
//! them negate, or none. For the other suites every key is normalized and
//! nothing changes.
//!
//! Whether to negate depends on the group key only, which is public.

use alloc::collections::BTreeMap;

use super::{KeyPackage, PublicKeyPackage, SigningShare, VerifyingShare};
use crate::{Ciphersuite, Error, Identifier, VerifyingKey};

/// Whether `verifying_key` must be negated, with every share, to be normalized.
pub(crate) fn needs_negation<C: Ciphersuite>(verifying_key: &VerifyingKey<C>) -> bool {
    !C::is_normalized_group_key(&verifying_key.to_element())
}

/// `-Y`; never the identity, since `Y` is not.
fn negated_key<C: Ciphersuite>(
    verifying_key: &VerifyingKey<C>,
) -> Result<VerifyingKey<C>, Error<C>> {
    VerifyingKey::new(-verifying_key.to_element())
}

/// `-VS_i` for every verifying share.
fn negated_shares<C: Ciphersuite>(
    verifying_shares: &BTreeMap<Identifier<C>, VerifyingShare<C>>,
) -> Result<BTreeMap<Identifier<C>, VerifyingShare<C>>, Error<C>> {
    verifying_shares
        .iter()
        .map(|(id, share)| Ok((*id, VerifyingShare::new(-share.to_element())?)))
        .collect()
}

impl<C: Ciphersuite> KeyPackage<C> {
    /// This package, or its negation (`-s_i`, `-VS_i`, `-Y`) if its group key
    /// is not normalized. Constant time in the share (a field negation).
    pub(crate) fn normalized(self) -> Result<Self, Error<C>> {
        if !needs_negation(&self.verifying_key) {
            return Ok(self);
        }
        Ok(KeyPackage {
            identifier: self.identifier,
            signing_share: SigningShare(-self.signing_share.0),
            verifying_share: VerifyingShare::new(-self.verifying_share.to_element())?,
            verifying_key: negated_key(&self.verifying_key)?,
            min_signers: self.min_signers,
        })
    }

    /// Whether this package's group key is normalized: always, except for a
    /// suite with [`Ciphersuite::is_normalized_group_key`] and a key that
    /// did not come from this crate's key generation (e.g. a tweaked one).
    pub fn has_normalized_key(&self) -> bool {
        !needs_negation(&self.verifying_key)
    }
}

impl<C: Ciphersuite> PublicKeyPackage<C> {
    /// This package, or its negation (every `-VS_i`, `-Y`) if its group key
    /// is not normalized.
    pub(crate) fn normalized(self) -> Result<Self, Error<C>> {
        if !needs_negation(&self.verifying_key) {
            return Ok(self);
        }
        Ok(PublicKeyPackage {
            verifying_shares: negated_shares(&self.verifying_shares)?,
            verifying_key: negated_key(&self.verifying_key)?,
            min_signers: self.min_signers,
        })
    }

    /// Whether this package's group key is normalized (see
    /// [`KeyPackage::has_normalized_key`]).
    pub fn has_normalized_key(&self) -> bool {
        !needs_negation(&self.verifying_key)
    }
}

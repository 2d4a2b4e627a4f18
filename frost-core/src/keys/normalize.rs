//! Key normalization: the last step of every key generation path, for suites
//! that admit only one of `Y` and `-Y` as a group key
//! ([`SignatureScheme::EvenGroupKey`](crate::SignatureScheme::EvenGroupKey); Orchard's `ak` must have
//! `ỹ = 0`, Zcash protocol specification, Section 4.2.3, and ZIP 312).
//!
//! If `f` shares the key `s` with `Y = s * G`, then `-f` shares `-s` with
//! group key `-Y`, participant `i`'s share becomes `-f(i)` and its verifying
//! share `-f(i) * G`: negating everything together keeps a valid sharing of
//! the same threshold. Every participant sees the same group key, so all of
//! them negate, or none. For the other suites every key is normalized and
//! nothing changes.
//!
//! Whether to negate depends on the group key only, which is public. The
//! packages' `normalized` methods live with their types.

use alloc::collections::BTreeMap;

use super::VerifyingShare;
use crate::{Ciphersuite, Error, Identifier, VerifyingKey};

/// Whether `verifying_key` must be negated, with every share, to be normalized.
pub(crate) fn needs_negation<C: Ciphersuite>(verifying_key: &VerifyingKey<C>) -> bool {
    !crate::signature_scheme::is_normalized_key(verifying_key)
}

/// `-Y`; never the identity, since `Y` is not.
pub(super) fn negated_key<C: Ciphersuite>(
    verifying_key: &VerifyingKey<C>,
) -> Result<VerifyingKey<C>, Error<C>> {
    VerifyingKey::new(-verifying_key.to_element())
}

/// `-VS_i` for every verifying share.
pub(super) fn negated_shares<C: Ciphersuite>(
    verifying_shares: &BTreeMap<Identifier<C>, VerifyingShare<C>>,
) -> Result<BTreeMap<Identifier<C>, VerifyingShare<C>>, Error<C>> {
    verifying_shares
        .iter()
        .map(|(id, share)| Ok((*id, VerifyingShare::new(-share.to_element())?)))
        .collect()
}

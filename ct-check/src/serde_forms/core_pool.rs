//! frost-core's nonce pool in its serde storage form: written from a
//! `NoncePool` through `Secret`, read back as a `StoredNoncePool` and
//! restored against the record of consumed nonces. Every unused entry
//! carries its two secret nonces.

use frost_core::Ciphersuite;
use frost_core::round1::StoredNoncePool;
use frost_core::serialization::Secret;

use super::SerdeForm;
use crate::encodings::expect_same;
use crate::keygen::{Group, classify_key_package};
use crate::rng::SecretRng;
use crate::{Outcome, fail};

/// A pool of three nonces of the group's first participant, one of them
/// taken (so that both kinds of entry are written), round-tripped in
/// `form`; the restored pool must store the same bytes.
pub fn stored_pool<C: Ciphersuite>(
    rng: &mut SecretRng,
    form: SerdeForm,
    group: &Group<C>,
) -> Outcome<()> {
    let (_, key_package) = group
        .0
        .first_key_value()
        .ok_or_else(|| "empty group".to_string())?;
    classify_key_package(key_package);
    let (mut pool, _) = frost_core::round1::preprocess(3, key_package.signing_share(), rng);
    let taken = pool.take(1).map_err(fail("NoncePool::take"))?;
    let consumed = [*taken.commitments()];
    drop(taken);
    let stored: StoredNoncePool<C> = form
        .round_trip::<_, Secret<StoredNoncePool<C>>>("NoncePool", &Secret(&pool))?
        .0;
    let restored = stored
        .restore(&consumed)
        .map_err(fail("StoredNoncePool::restore"))?;
    expect_same(
        "NoncePool",
        &pool.serialize_for_storage(),
        &restored.serialize_for_storage(),
    )
}

//! Generic tests of nonce pools ([`round1::preprocess`](frost_core::round1::preprocess)):
//! every nonce signs once, the storage form round-trips, and a stored pool
//! is restored only when the record of consumed nonces agrees with it.
//!
//! Each public function is one test; [`pool_tests!`](crate::pool_tests)
//! instantiates all of them for a ciphersuite.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::vec::Vec;

use crate::signing::dealer;
use crate::test_rng;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::{NoncePool, SigningCommitments, StoredNoncePool, preprocess};
use frost_core::serialization::{HEADER_LEN, Secret};
use frost_core::{Ciphersuite, Error, Identifier, SigningPackage, SigningSession};

/// Pools of `count` entries for the first `signers` participants of a 3-of-5
/// key, and the key.
type Pools<C> = BTreeMap<Identifier<C>, (NoncePool<C>, Vec<SigningCommitments<C>>)>;
type KeyPackages<C> = BTreeMap<Identifier<C>, KeyPackage<C>>;

fn make_pools<C: Ciphersuite>(
    count: u32,
    seed: u64,
) -> (KeyPackages<C>, PublicKeyPackage<C>, Pools<C>) {
    let (key_packages, public) = dealer::<C>(5, 3, seed);
    let mut rng = test_rng(seed + 1);
    let pools = key_packages
        .iter()
        .take(3)
        .map(|(id, key_package)| {
            (
                *id,
                preprocess(count, key_package.signing_share(), &mut rng),
            )
        })
        .collect();
    (key_packages, public, pools)
}

/// Every entry of every pool signs exactly once, in any order; a second
/// request for the same commitments is refused.
pub fn every_pooled_nonce_signs_once<C: Ciphersuite>() {
    let (key_packages, public, mut pools) = make_pools::<C>(4, 1000);
    for index in [2u32, 0, 3, 1] {
        let commitments: BTreeMap<_, _> = pools
            .iter()
            .map(|(id, (_, published))| (*id, published[index as usize]))
            .collect();
        let message = [index as u8; 3];
        let package = SigningPackage::new(commitments, &message).expect("package");
        let session = SigningSession::new(&package, &public).expect("session");
        let mut shares = BTreeMap::new();
        for (id, (pool, _)) in pools.iter_mut() {
            let (taken, nonces) = pool.take_for(&package, id).expect("unused entry");
            assert_eq!(taken, index);
            assert_eq!(pool.is_used(index), Some(true));
            assert_eq!(
                pool.take_for(&package, id).err(),
                Some(Error::NonceAlreadyUsed { index })
            );
            shares.insert(*id, session.sign(nonces, &key_packages[id]).expect("share"));
        }
        let signature = session.aggregate(&shares).expect("aggregate");
        public
            .verifying_key()
            .verify(&message, &signature)
            .expect("verifies");
    }
    for (pool, _) in pools.values_mut() {
        assert_eq!((pool.len(), pool.remaining()), (4, 0));
        assert_eq!(pool.unused().count(), 0);
        assert_eq!(pool.take(4).err(), Some(Error::UnknownNonce));
        assert_eq!(
            pool.take(1).err(),
            Some(Error::NonceAlreadyUsed { index: 1 })
        );
    }
    // Commitments the pool never made.
    let (other, _) = make_pools::<C>(1, 1010)
        .2
        .into_values()
        .next()
        .expect("pool");
    let (_, (pool, _)) = pools.iter_mut().next().expect("pool");
    assert_eq!(pool.index_of(other.commitments(0).expect("entry")), None);
}

/// The storage form records which entries are used, never writes a used
/// entry's secrets, decodes to the same pool (binary and JSON), and the
/// restored nonces sign.
pub fn pool_storage_round_trips<C: Ciphersuite>() {
    let (_, _, mut pools) = make_pools::<C>(3, 1020);
    let (_, (pool, published)) = pools.iter_mut().next().expect("pool");
    let fresh = pool.serialize_for_storage();
    let first = pool.take(1).expect("entry 1");
    let stored = pool.serialize_for_storage();
    // One pair of secrets fewer.
    let ns = frost_core::ScalarBytes::<C>::default().as_ref().len();
    assert_eq!(fresh.len() - stored.len(), 2 * ns);
    assert!(stored.len() > HEADER_LEN);

    let consumed = [published[1]];
    let restored =
        NoncePool::<C>::deserialize_from_storage(&stored, &consumed[..]).expect("restores");
    assert_eq!(restored.serialize_for_storage(), stored);
    assert_eq!(restored.is_used(1), Some(true));
    assert_eq!(restored.remaining(), 2);
    for (index, commitments) in published.iter().enumerate() {
        assert_eq!(restored.commitments(index as u32), Some(commitments));
    }
    assert_eq!(first.commitments(), &published[1]);

    let json = serde_json::to_string(&Secret(&*pool)).expect("JSON");
    let from_json: Secret<StoredNoncePool<C>> = serde_json::from_str(&json).expect("from JSON");
    let from_json = from_json.0.restore(&consumed[..]).expect("restores");
    assert_eq!(from_json.serialize_for_storage(), stored);

    let mut restored = restored;
    let nonces = restored.take(2).expect("entry 2");
    assert_eq!(nonces.commitments(), &published[2]);
    let debug = format!("{restored:?}");
    assert!(debug.contains("<redacted>"), "{debug}");
}

/// A stored pool is restored only against the record of consumed nonces,
/// and only when they agree: an older copy of the pool (nonces restored
/// alone), a record lost or older than the pool (record deleted or restored
/// alone) are refused, through the binary and the serde form; the current
/// pool with the current record is accepted.
pub fn restore_requires_an_agreeing_consumed_record<C: Ciphersuite>() {
    let (_, _, mut pools) = make_pools::<C>(3, 1030);
    let (_, (pool, published)) = pools.iter_mut().next().expect("pool");
    let fresh = pool.serialize_for_storage();
    let _second = pool.take(2).expect("entry 2");
    let after_one = pool.serialize_for_storage();
    let _first = pool.take(0).expect("entry 0");
    let current = pool.serialize_for_storage();
    let record: Vec<_> = [published[2], published[0]].into();
    let older_record = [published[2]];
    let restore = |bytes: &[u8], consumed: &[SigningCommitments<C>]| {
        NoncePool::<C>::deserialize_from_storage(bytes, consumed).map(|pool| pool.remaining())
    };

    // The current pool and record.
    assert_eq!(restore(&current, &record), Ok(1));
    assert_eq!(
        NoncePool::<C>::deserialize_from_storage(&current, &record).map(|p| p.remaining()),
        Ok(1)
    );
    // The pool restored alone: older copies still hold consumed nonces.
    assert_eq!(
        restore(&after_one, &record),
        Err(Error::StaleNoncePool { index: 0 })
    );
    assert_eq!(
        restore(&fresh, &record),
        Err(Error::StaleNoncePool { index: 0 })
    );
    // The record deleted, or restored alone from before the last take.
    assert_eq!(
        restore(&current, &[]),
        Err(Error::ConsumedRecordBehind { index: 0 })
    );
    assert_eq!(
        restore(&current, &older_record),
        Err(Error::ConsumedRecordBehind { index: 0 })
    );
    // Both restored, from before the first take: a fresh pool, consistent.
    assert_eq!(restore(&fresh, &[]), Ok(3));
    // The serde form is decoded only to a stored pool, restored the same way.
    let json = serde_json::to_string(&Secret(&*pool)).expect("JSON");
    let decode = || {
        serde_json::from_str::<Secret<StoredNoncePool<C>>>(&json)
            .expect("from JSON")
            .0
    };
    assert_eq!(
        decode().restore(&[]).map(|p| p.remaining()),
        Err(Error::ConsumedRecordBehind { index: 0 })
    );
    assert_eq!(decode().restore(&record).map(|p| p.remaining()), Ok(1));
    let stale = NoncePool::<C>::deserialize_from_storage(&after_one, &older_record[..])
        .expect("consistent");
    let json = serde_json::to_string(&Secret(&stale)).expect("JSON");
    let stored: Secret<StoredNoncePool<C>> = serde_json::from_str(&json).expect("from JSON");
    assert_eq!(
        stored.0.restore(&record).map(|p| p.remaining()),
        Err(Error::StaleNoncePool { index: 0 })
    );
}

/// Tampered storage is refused: a used entry marked unused without its
/// secrets, an unknown flag, nonces that do not match their commitments,
/// and repeated commitments.
pub fn tampered_pool_storage_is_refused<C: Ciphersuite>() {
    let (_, _, mut pools) = make_pools::<C>(2, 1040);
    let (_, (pool, _)) = pools.iter_mut().next().expect("pool");
    let _nonces = pool.take(0).expect("entry 0");
    let stored = pool.serialize_for_storage();
    let ns = frost_core::ScalarBytes::<C>::default().as_ref().len();
    let ne = frost_core::ElementBytes::<C>::default().as_ref().len();
    let flag = HEADER_LEN + 1;
    let entry = 1 + 2 * ne;

    let mut unused = stored.to_vec();
    unused[flag] = 0;
    assert!(StoredNoncePool::<C>::deserialize_from_storage(&unused).is_err());
    let mut unknown = stored.to_vec();
    unknown[flag] = 2;
    assert_eq!(
        StoredNoncePool::<C>::deserialize_from_storage(&unknown).err(),
        Some(Error::NonCanonicalEncoding)
    );
    // Entry 1's secrets swapped: d and e no longer match D and E.
    let mut swapped = stored.to_vec();
    let secrets = flag + entry + entry;
    let (d, e) = (
        swapped[secrets..secrets + ns].to_vec(),
        swapped[secrets + ns..secrets + 2 * ns].to_vec(),
    );
    swapped[secrets..secrets + ns].copy_from_slice(&e);
    swapped[secrets + ns..secrets + 2 * ns].copy_from_slice(&d);
    assert_eq!(
        StoredNoncePool::<C>::deserialize_from_storage(&swapped).err(),
        Some(Error::InconsistentNonces)
    );
    // Entry 0's commitments replaced by entry 1's.
    let mut repeated = stored.to_vec();
    let second = repeated[flag + entry + 1..flag + entry + entry].to_vec();
    repeated[flag + 1..flag + entry].copy_from_slice(&second);
    assert_eq!(
        StoredNoncePool::<C>::deserialize_from_storage(&repeated).err(),
        Some(Error::InconsistentNonces)
    );
}

/// Expands into one `#[test]` per generic test of this module.
#[macro_export]
macro_rules! pool_tests {
    ($suite:ty) => {
        $crate::pool_tests!(@tests $suite;
            every_pooled_nonce_signs_once,
            pool_storage_round_trips,
            restore_requires_an_agreeing_consumed_record,
            tampered_pool_storage_is_refused,
        );
    };
    (@tests $suite:ty; $($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $crate::pool::$name::<$suite>();
            }
        )*
    };
}

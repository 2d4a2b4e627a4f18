//! Nonce pools behind handles (`frost_core::round1::NoncePool`): many
//! round-one nonces made ahead of time (RFC 9591, Section 5.1, `commit` once
//! per entry), taken one at a time for a signing package, stored, and
//! restored only against the caller's record of consumed nonces.
//!
//! # The crash-safety rule, at the boundary
//!
//! A nonce signs at most once. A stored pool older than the latest one (a
//! backup, a snapshot, a rolled back disk) still holds nonces that signed
//! since, so a restore needs the caller's **record of consumed nonces**: the
//! list of `SigningCommitments` messages of every entry taken, kept
//! append-only and where a restore of the pool's storage does not roll it
//! back (never in the same backup). In this order:
//!
//! 1. `frost_nonce_pool_take` for the signing package: the entry is used
//!    for good; its nonces come out behind a nonce handle, its commitments
//!    in `consumed_out`;
//! 2. append `consumed_out` to the record and make it durable;
//! 3. `frost_nonce_pool_store` and make the storage durable;
//! 4. only then `frost_sign` with the nonce handle, and release the share.
//!
//! `frost_nonce_pool_restore` refuses, with `FROST_ERR_NONCE_REFUSED`, a
//! stored pool in which an entry the record names is unused (an old copy of
//! the pool) and a pool with a used entry the record lacks (the record was
//! lost or rolled back, and cannot vouch for the rest). A crash between 2
//! and 3 leaves a pool the record calls stale: discard it and make a new
//! one. What no check sees is the pool and the record rolled back together:
//! after a restore of the whole machine, discard every stored pool.
//!
//! Thread safety: calls on one pool handle are serialised by the pool's own
//! lock; two concurrent takes for one package give the nonces to one caller
//! only.

use std::sync::{Arc, Mutex};

use frost_core::keys::KeyPackage;
use frost_core::round1::{self, NoncePool, SigningCommitments};
use frost_core::{Identifier, SigningPackage};
use frost_rerandomized::RandomizedSigningPackage;

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::list;
use crate::registry::{self, Kind};
use crate::signing::FrostHandle;
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_list};

/// The most entries one pool holds: 65 536, whose stored form stays far
/// below `FROST_MAX_INPUT_LEN` in every suite.
pub const FROST_MAX_POOL_LEN: u32 = 1 << 16;

/// A pool as the registry holds it: behind its own lock.
type Shared<C> = Arc<Mutex<NoncePool<C>>>;

struct Create<'a> {
    key_package: &'a [u8],
    count: u32,
    pool_out: Out<FrostHandle>,
    commitments_out: Out<FrostBuffer>,
}

impl Task for Create<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        if self.count == 0 || self.count > FROST_MAX_POOL_LEN {
            return Err(Failure::new(
                FrostStatus::FrostErrInvalidParameter,
                format!(
                    "a pool holds 1 to {FROST_MAX_POOL_LEN} entries, not {}",
                    self.count
                ),
            ));
        }
        let key = decode(
            self.key_package,
            "key_package",
            KeyPackage::<C>::deserialize,
        )?;
        let (pool, commitments) =
            round1::preprocess(self.count, key.signing_share(), &mut crate::rng::os());
        let encoded: Vec<_> = commitments.iter().map(|c| c.serialize()).collect();
        self.commitments_out.bytes(list::encode(&encoded));
        let shared: Shared<C> = Arc::new(Mutex::new(pool));
        self.pool_out
            .set(registry::insert(Kind::NoncePool, suite::id::<C>(), shared));
        Ok(())
    }
}

/// A pool of `count` fresh nonce pairs (1 to `FROST_MAX_POOL_LEN`) for the
/// signer of the `KeyPackage` message, behind the pool handle
/// `*pool_out`, and the list of their `SigningCommitments` messages in
/// entry order (public: publish them to the coordinator ahead of time).
/// Each pair is drawn as `frost_commit` draws one. Free the pool with
/// `frost_nonce_pool_free`.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_nonce_pool_new(
    key_package: *const u8,
    key_package_len: usize,
    count: u32,
    pool_out: *mut FrostHandle,
    commitments_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Create {
                key_package: input(key_package, key_package_len, "key_package")?,
                count,
                pool_out: Out::new(pool_out, 0, "pool_out")?,
                commitments_out: Out::buffer(commitments_out, "commitments_out")?,
            }
        };
        suite::run(suite::of(task.key_package, "key_package")?, task)
    })
}

struct Take<'a> {
    pool: FrostHandle,
    signing_package: &'a [u8],
    identifier: &'a [u8],
    nonces_out: Out<FrostHandle>,
    consumed_out: Out<FrostBuffer>,
}

impl Task for Take<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let pool = registry::shared::<NoncePool<C>>(self.pool, Kind::NoncePool)?;
        let identifier = decode(self.identifier, "identifier", Identifier::<C>::deserialize)?;
        let randomized =
            self.signing_package.get(2) == Some(&frost_rerandomized::wire::MESSAGE_TYPE);
        let plain;
        let with_randomizer;
        let package: &SigningPackage<C> = if randomized {
            with_randomizer = decode(
                self.signing_package,
                "signing_package",
                RandomizedSigningPackage::<C>::deserialize,
            )?;
            with_randomizer.signing_package()
        } else {
            plain = decode(
                self.signing_package,
                "signing_package",
                SigningPackage::<C>::deserialize,
            )?;
            &plain
        };
        let (_, nonces) = registry::lock(&pool)
            .take_for(package, &identifier)
            .map_err(|error| Failure::engine("taking the nonces from the pool", error))?;
        self.consumed_out.bytes(nonces.commitments().serialize());
        self.nonces_out
            .set(registry::insert(Kind::Nonces, suite::id::<C>(), nonces));
        Ok(())
    }
}

/// Takes from the pool `pool` the entry whose commitments the
/// `SigningPackage` (or `RandomizedSigningPackage`) message carries for the
/// signer `identifier` (an `Identifier` message): the entry is used for
/// good, its nonces come out behind the nonce handle `*nonces_out` (for
/// `frost_sign`, which consumes it, or `frost_nonces_free`), and its
/// `SigningCommitments` message in `*consumed_out`, to append to the record
/// of consumed nonces **before** storing the pool and signing (see the
/// crash-safety rule in the README). A second take for the same
/// commitments, and commitments not in the pool, are refused with
/// `FROST_ERR_NONCE_REFUSED`; a package without this signer with
/// `FROST_ERR_COMMITMENT_MISMATCH`.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_nonce_pool_take(
    pool: FrostHandle,
    signing_package: *const u8,
    signing_package_len: usize,
    identifier: *const u8,
    identifier_len: usize,
    nonces_out: *mut FrostHandle,
    consumed_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Take {
                pool,
                signing_package: input(signing_package, signing_package_len, "signing_package")?,
                identifier: input(identifier, identifier_len, "identifier")?,
                nonces_out: Out::new(nonces_out, 0, "nonces_out")?,
                consumed_out: Out::buffer(consumed_out, "consumed_out")?,
            }
        };
        suite::run(registry::suite_of(pool, Kind::NoncePool)?, task)
    })
}

/// What to read out of a live pool.
#[derive(Clone, Copy)]
enum Reading {
    /// The storage form (secret).
    Storage,
    /// The commitments of the unused entries.
    Unused,
}

struct Read {
    pool: FrostHandle,
    reading: Reading,
    out: Out<FrostBuffer>,
}

impl Task for Read {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let pool = registry::shared::<NoncePool<C>>(self.pool, Kind::NoncePool)?;
        let pool = registry::lock(&pool);
        match self.reading {
            Reading::Storage => self.out.secret(pool.serialize_for_storage()),
            Reading::Unused => {
                let unused: Vec<_> = pool.unused().map(|(_, c)| c.serialize()).collect();
                self.out.bytes(list::encode(&unused));
            }
        }
        Ok(())
    }
}

/// Reads `reading` of `pool` into the output `out` (argument `what`).
///
/// # Safety
/// `out` is null or writable.
unsafe fn read(
    pool: FrostHandle,
    reading: Reading,
    out: *mut FrostBuffer,
    what: &str,
) -> Result<(), Failure> {
    // SAFETY: forwarded.
    let out = unsafe { Out::buffer(out, what)? };
    suite::run(
        registry::suite_of(pool, Kind::NoncePool)?,
        Read { pool, reading, out },
    )
}

/// **Secret.** The storage form of the pool `pool` (the engine's
/// `NoncePool` storage message: every entry's commitments and whether it is
/// used, the nonces of unused entries only). Store it after every take,
/// after the record of consumed nonces is durable and before releasing the
/// share; keep it where the key package may be, never in the backup of the
/// record.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_nonce_pool_store(
    pool: FrostHandle,
    storage_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    // SAFETY: the caller's contract.
    guard(error, || unsafe {
        read(pool, Reading::Storage, storage_out, "storage_out")
    })
}

/// The list of `SigningCommitments` messages of the entries of `pool` still
/// unused, in entry order: what the signer may still offer a coordinator.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_nonce_pool_unused(
    pool: FrostHandle,
    commitments_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    // SAFETY: the caller's contract.
    guard(error, || unsafe {
        read(pool, Reading::Unused, commitments_out, "commitments_out")
    })
}

struct Restore<'a> {
    storage: &'a [u8],
    consumed: &'a [u8],
    pool_out: Out<FrostHandle>,
}

impl Task for Restore<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let record = decode_list(
            self.consumed,
            "consumed",
            SigningCommitments::<C>::deserialize,
        )?;
        let pool = NoncePool::<C>::deserialize_from_storage(self.storage, &record)
            .map_err(|error| Failure::engine("restoring the nonce pool", error))?;
        let shared: Shared<C> = Arc::new(Mutex::new(pool));
        self.pool_out
            .set(registry::insert(Kind::NoncePool, suite::id::<C>(), shared));
        Ok(())
    }
}

/// Restores a pool from its storage form (`frost_nonce_pool_store`'s
/// output) against `consumed`, the caller's record of consumed nonces: a
/// list of the `SigningCommitments` messages of every entry ever taken
/// (each `consumed_out` of `frost_nonce_pool_take`; the empty list, four
/// zero bytes, for none). Refused with `FROST_ERR_NONCE_REFUSED` when the
/// record names an entry the stored pool has unused (an old copy of the
/// pool: discard it) or the pool has a used entry the record lacks (the
/// record was lost or rolled back). The record must be kept where a restore
/// of the pool's storage does not roll it back. Writes the new pool handle.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_nonce_pool_restore(
    storage: *const u8,
    storage_len: usize,
    consumed: *const u8,
    consumed_len: usize,
    pool_out: *mut FrostHandle,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Restore {
                storage: input(storage, storage_len, "storage")?,
                consumed: input(consumed, consumed_len, "consumed")?,
                pool_out: Out::new(pool_out, 0, "pool_out")?,
            }
        };
        suite::run(suite::of(task.storage, "storage")?, task)
    })
}

/// Frees the pool `pool`, wiping the nonces of its unused entries. Refuses
/// 0, a handle never issued or already freed, and a handle of another kind.
#[unsafe(no_mangle)]
pub extern "C" fn frost_nonce_pool_free(pool: FrostHandle, error: *mut FrostError) -> FrostStatus {
    guard(error, || registry::remove(pool, Kind::NoncePool))
}

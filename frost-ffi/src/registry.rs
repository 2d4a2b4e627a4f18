//! The registry of live objects behind handles and buffers.
//!
//! A handle is a number, never a pointer: the registry maps each live number
//! to its object and its kind. Numbers are issued in increasing order and
//! never reused, so every misuse is told apart and refused without touching
//! memory: zero or a number never issued (`FROST_ERR_INVALID_HANDLE`), a
//! number whose object was freed or consumed (`FROST_ERR_STALE_HANDLE`), a
//! live number of another kind (`FROST_ERR_WRONG_HANDLE_KIND`).
//!
//! The registry is one map behind a mutex, so any thread may call any entry
//! point. Objects that live across calls and are driven step by step (a
//! ROAST coordinator, a nonce pool) sit behind their own mutex, so that one
//! long call on them does not hold up the registry.

use std::any::Any;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use crate::failure::Failure;
use crate::status::FrostStatus;

/// What a handle refers to; a handle is only accepted where its kind is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// An output buffer (`FrostBuffer`).
    Buffer,
    /// The nonces of one signing session, consumed by `sign`.
    Nonces,
    /// The nonces of one multi-message commitment, one pair per message,
    /// consumed whole by the multi-message `sign`.
    MultiNonces,
    /// A nonce pool (`frost_nonce_pool_new`, `frost_nonce_pool_restore`).
    NoncePool,
    /// A coordinator's signing session (`frost_signing_session_new`).
    SigningSession,
    /// A coordinator's multi-message session
    /// (`frost_multi_signing_session_new`).
    MultiSigningSession,
    /// A batch of signature shares (`frost_share_batch_new`).
    ShareBatch,
    /// A ROAST coordinator.
    RoastCoordinator,
    /// A ROAST signer.
    RoastSigner,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Buffer => "a buffer",
            Kind::Nonces => "a nonce handle",
            Kind::MultiNonces => "a multi-nonce handle",
            Kind::NoncePool => "a nonce pool handle",
            Kind::SigningSession => "a signing session handle",
            Kind::MultiSigningSession => "a multi-message session handle",
            Kind::ShareBatch => "a share batch handle",
            Kind::RoastCoordinator => "a ROAST coordinator handle",
            Kind::RoastSigner => "a ROAST signer handle",
        }
    }
}

struct Entry {
    kind: Kind,
    /// The suite id of the object (0 for buffers, which have none).
    suite: u8,
    value: Box<dyn Any + Send>,
}

struct Registry {
    /// The next number to issue; every number below it was issued.
    next: u64,
    live: BTreeMap<u64, Entry>,
}

static REGISTRY: Mutex<Registry> = Mutex::new(Registry {
    next: 1,
    live: BTreeMap::new(),
});

/// The registry, also after a panic in another call: every change to it is
/// a single insertion or removal, so a poisoned lock never guards a
/// half-made change.
fn registry() -> MutexGuard<'static, Registry> {
    REGISTRY.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Registry {
    fn check(&self, id: u64, kind: Kind) -> Result<(), Failure> {
        match self.live.get(&id) {
            Some(entry) if entry.kind == kind => Ok(()),
            Some(entry) => Err(Failure::new(
                FrostStatus::FrostErrWrongHandleKind,
                format!(
                    "handle {id} is {}, where {} is expected",
                    entry.kind.name(),
                    kind.name()
                ),
            )),
            None if id != 0 && id < self.next => Err(Failure::new(
                FrostStatus::FrostErrStaleHandle,
                format!(
                    "handle {id} was freed or consumed; {} is used once",
                    kind.name()
                ),
            )),
            None => Err(Failure::new(
                FrostStatus::FrostErrInvalidHandle,
                format!(
                    "handle {id} was never issued by this library ({} is expected)",
                    kind.name()
                ),
            )),
        }
    }
}

/// Registers `value` of suite `suite` and returns its new handle.
pub(crate) fn insert<T: Any + Send>(kind: Kind, suite: u8, value: T) -> u64 {
    let mut registry = registry();
    let id = registry.next;
    registry.next += 1;
    registry.live.insert(
        id,
        Entry {
            kind,
            suite,
            value: Box::new(value),
        },
    );
    id
}

/// Looks at the live object `id` of `kind` under the registry's lock.
pub(crate) fn inspect<T: Any, R>(
    id: u64,
    kind: Kind,
    look: impl FnOnce(&T) -> R,
) -> Result<R, Failure> {
    let registry = registry();
    registry.check(id, kind)?;
    registry
        .live
        .get(&id)
        .and_then(|entry| entry.value.downcast_ref::<T>())
        .map(look)
        .ok_or_else(|| wrong_suite(id))
}

/// Takes the live object `id` of `kind` out of the registry: its handle is
/// stale from now on. Refused, and left in place, if it is not a `T` (a
/// handle of another suite).
pub(crate) fn take<T: Any>(id: u64, kind: Kind) -> Result<T, Failure> {
    let mut registry = registry();
    registry.check(id, kind)?;
    if !registry
        .live
        .get(&id)
        .is_some_and(|entry| entry.value.is::<T>())
    {
        return Err(wrong_suite(id));
    }
    registry
        .live
        .remove(&id)
        .and_then(|entry| entry.value.downcast::<T>().ok())
        .map(|value| *value)
        .ok_or_else(|| wrong_suite(id))
}

/// The shared object behind the live handle `id` of `kind`, for objects
/// registered as `Arc<Mutex<T>>`; the registry's lock is released before
/// the caller locks the object.
pub(crate) fn shared<T: Any + Send>(id: u64, kind: Kind) -> Result<Arc<Mutex<T>>, Failure> {
    inspect::<Arc<Mutex<T>>, _>(id, kind, Arc::clone)
}

/// Locks a shared object, also after a panic in another call on it.
pub(crate) fn lock<T>(object: &Mutex<T>) -> MutexGuard<'_, T> {
    object.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The suite of the live handle `id` of `kind`.
pub(crate) fn suite_of(id: u64, kind: Kind) -> Result<u8, Failure> {
    let registry = registry();
    registry.check(id, kind)?;
    Ok(registry.live.get(&id).map_or(0, |entry| entry.suite))
}

/// Frees the live object `id` of `kind`, whatever its suite.
pub(crate) fn remove(id: u64, kind: Kind) -> Result<(), Failure> {
    let mut registry = registry();
    registry.check(id, kind)?;
    registry.live.remove(&id);
    Ok(())
}

fn wrong_suite(id: u64) -> Failure {
    Failure::new(
        FrostStatus::FrostErrWrongSuite,
        format!("handle {id} belongs to another suite than the operation's inputs"),
    )
}

//! Signature shares checked together (`frost_core::ShareBatch`), possibly
//! of different signing sessions: each push costs no group operation; one
//! multiscalar multiplication settles the whole batch when every share is
//! valid, and a halving search names exactly the invalid ones otherwise.
//!
//! Thread safety: calls on one batch handle are serialised by the batch's
//! own lock.

use std::sync::{Arc, Mutex};

use frost_core::round2::SignatureShare;
use frost_core::{Identifier, ShareBatch};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::registry::{self, Kind};
use crate::session;
use crate::signing::FrostHandle;
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode};

/// A batch as the registry holds it: behind its own lock.
type Shared<C> = Arc<Mutex<ShareBatch<C>>>;

struct Create {
    out: Out<FrostHandle>,
}

impl Task for Create {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let shared: Shared<C> = Arc::new(Mutex::new(ShareBatch::new()));
        self.out
            .set(registry::insert(Kind::ShareBatch, suite::id::<C>(), shared));
        Ok(())
    }
}

/// An empty batch of signature shares of suite `suite`, behind the handle
/// `*batch_out`. Free it with `frost_share_batch_free`.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_share_batch_new(
    suite: u8,
    batch_out: *mut FrostHandle,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let out = unsafe { Out::new(batch_out, 0, "batch_out")? };
        suite::run(suite, Create { out })
    })
}

struct Push<'a> {
    batch: FrostHandle,
    session: FrostHandle,
    identifier: &'a [u8],
    share: &'a [u8],
    index_out: Out<u32>,
}

impl Task for Push<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let batch = registry::shared::<ShareBatch<C>>(self.batch, Kind::ShareBatch)?;
        let session = session::shared::<C>(self.session)?;
        let identifier = decode(self.identifier, "identifier", Identifier::<C>::deserialize)?;
        let share = decode(
            self.share,
            "signature_share",
            SignatureShare::<C>::deserialize,
        )?;
        let index = registry::lock(&batch)
            .push(&session, &identifier, &share)
            .map_err(|error| Failure::engine("adding the share to the batch", error))?;
        self.index_out.set(u32::try_from(index).unwrap_or(u32::MAX));
        Ok(())
    }
}

/// Adds the `SignatureShare` message of the signer `identifier` (an
/// `Identifier` message) in the signing session `session` to the batch
/// `batch`, without checking it yet, and writes its index in the batch.
/// Refuses, adding nothing, a participant outside the session's package
/// (named) and a session or batch of another suite.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_share_batch_push(
    batch: FrostHandle,
    session: FrostHandle,
    identifier: *const u8,
    identifier_len: usize,
    signature_share: *const u8,
    signature_share_len: usize,
    index_out: *mut u32,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Push {
                batch,
                session,
                identifier: input(identifier, identifier_len, "identifier")?,
                share: input(signature_share, signature_share_len, "signature_share")?,
                index_out: Out::new(index_out, 0, "index_out")?,
            }
        };
        let suite = registry::suite_of(batch, Kind::ShareBatch)?;
        if registry::suite_of(session, Kind::SigningSession)? != suite {
            return Err(Failure::new(
                FrostStatus::FrostErrWrongSuite,
                "the session and the batch belong to different suites",
            ));
        }
        suite::run(suite, task)
    })
}

struct Settle {
    batch: FrostHandle,
    invalid_out: Out<FrostBuffer>,
}

impl Task for Settle {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let batch = registry::shared::<ShareBatch<C>>(self.batch, Kind::ShareBatch)?;
        let batch = registry::lock(&batch);
        let invalid = batch.invalid(&mut crate::rng::os());
        if invalid.is_empty() {
            return Ok(());
        }
        let mut culprits: Vec<Identifier<C>> = invalid
            .iter()
            .filter_map(|index| batch.identifier(*index))
            .collect();
        culprits.sort();
        culprits.dedup();
        let indices: Vec<u8> = invalid
            .iter()
            .flat_map(|index| u32::try_from(*index).unwrap_or(u32::MAX).to_le_bytes())
            .collect();
        self.invalid_out.bytes(indices);
        Err(Failure::engine(
            "checking the batch",
            frost_core::Error::<C>::InvalidSignatureShare { culprits },
        ))
    }
}

/// Checks every share in the batch `batch`: `FROST_OK` when all are valid;
/// otherwise `FROST_ERR_INVALID_SIGNATURE_SHARES` naming the signers of the
/// invalid shares and, unlike other failures, `*invalid_out` holding the
/// indices of **every** invalid share (each a `uint32_t` little-endian, in
/// ascending order), which tell apart two shares of one signer in different
/// sessions. A valid share is never named. Randomness: the operating
/// system's (the batch's weights).
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_share_batch_verify(
    batch: FrostHandle,
    invalid_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let invalid_out = unsafe { Out::buffer(invalid_out, "invalid_out")? };
        suite::run(
            registry::suite_of(batch, Kind::ShareBatch)?,
            Settle { batch, invalid_out },
        )
    })
}

/// Frees the batch `batch`. Refuses 0, a handle never issued or already
/// freed, and a handle of another kind.
#[unsafe(no_mangle)]
pub extern "C" fn frost_share_batch_free(
    batch: FrostHandle,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || registry::remove(batch, Kind::ShareBatch))
}

//! Driving a live ROAST object: the coordinator receives signer messages
//! and answers with a *step*; a signer commits and answers requests.
//!
//! A step is a list of four items: the `SigningRequest` to send to the
//! session's signers (empty if none), the list of `Identifier`s blamed by
//! the event, the list of those excluded, and the `Signature` (empty until
//! the run is signed).

use frost_core::{Ciphersuite, Identifier};
use frost_roast::{Blame, Coordinator, Signer, Step};

use super::roast_failure;
use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::list;
use crate::registry::{self, Kind};
use crate::signing::FrostHandle;
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode};

fn identifiers<C: Ciphersuite>(ids: &[Identifier<C>]) -> Vec<u8> {
    list::encode(&ids.iter().map(Identifier::serialize).collect::<Vec<_>>())
}

fn encode_step<C: Ciphersuite>(step: &Step<C>) -> Vec<u8> {
    list::encode(&[
        step.request
            .as_ref()
            .map(|request| request.serialize())
            .unwrap_or_default(),
        identifiers(&step.blamed),
        identifiers(&step.excluded),
        step.signed
            .as_ref()
            .map(|signed| signed.signature.serialize())
            .unwrap_or_default(),
    ])
}

/// An operation on a live ROAST object.
enum Act<'a> {
    /// The coordinator receives `bytes` from `sender`.
    Receive { sender: &'a [u8], bytes: &'a [u8] },
    /// The coordinator gives up waiting for `signer`.
    Timeout(&'a [u8]),
    /// The coordinator judges the shares no step needed; the blamed.
    JudgeRemaining,
    /// The coordinator's blames so far, with their evidence.
    Blames,
    /// The coordinator's run identifier.
    Run,
    /// The signer's initial commitment.
    Commit,
    /// The signer answers a request.
    Answer(&'a [u8]),
}

impl Act<'_> {
    fn kind(&self) -> Kind {
        match self {
            Act::Commit | Act::Answer(_) => Kind::RoastSigner,
            _ => Kind::RoastCoordinator,
        }
    }
}

struct Drive<'a> {
    handle: FrostHandle,
    act: Act<'a>,
    /// `None` for the acts that write nothing.
    out: Option<Out<FrostBuffer>>,
}

impl Drive<'_> {
    fn coordinator<C: FfiSuite>(
        act: Act<'_>,
        coordinator: &mut Coordinator<C>,
    ) -> Result<Vec<u8>, Failure> {
        let mut rng = crate::rng::os();
        Ok(match act {
            Act::Receive { sender, bytes } => {
                let sender = decode(sender, "sender", Identifier::<C>::deserialize)?;
                let step = coordinator
                    .receive_bytes(&sender, bytes, &mut rng)
                    .map_err(|error| roast_failure("the coordinator refused the message", error))?;
                encode_step(&step)
            }
            Act::Timeout(signer) => {
                let signer = decode(signer, "signer", Identifier::<C>::deserialize)?;
                coordinator
                    .timeout(&signer)
                    .map_err(|error| roast_failure("timeout", error))?;
                Vec::new()
            }
            Act::JudgeRemaining => identifiers(&coordinator.judge_remaining(&mut rng)),
            Act::Blames => list::encode(
                &coordinator
                    .blames()
                    .iter()
                    .map(Blame::serialize)
                    .collect::<Vec<_>>(),
            ),
            Act::Run => coordinator.run().to_bytes().to_vec(),
            Act::Commit | Act::Answer(_) => return Err(internal()),
        })
    }

    fn signer<C: FfiSuite>(act: Act<'_>, signer: &mut Signer<C>) -> Result<Vec<u8>, Failure> {
        let mut rng = crate::rng::os();
        match act {
            Act::Answer(request) => signer
                .answer_bytes(request, &mut rng)
                .map_err(|error| roast_failure("the signer refused the request", error)),
            Act::Commit => signer
                .commit_bytes(&mut rng)
                .map_err(|error| roast_failure("committing", error)),
            _ => Err(internal()),
        }
    }
}

/// An act dispatched to the wrong kind of object: `drive` checks the kind
/// first, so this is a bug if it is ever returned.
fn internal() -> Failure {
    Failure::new(
        FrostStatus::FrostErrInternal,
        "a ROAST act reached the wrong kind of object",
    )
}

impl Task for Drive<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let bytes = match self.act.kind() {
            Kind::RoastSigner => {
                let shared = registry::shared::<Signer<C>>(self.handle, Kind::RoastSigner)?;
                let mut signer = registry::lock(&shared);
                Self::signer(self.act, &mut signer)?
            }
            _ => {
                let shared =
                    registry::shared::<Coordinator<C>>(self.handle, Kind::RoastCoordinator)?;
                let mut coordinator = registry::lock(&shared);
                Self::coordinator(self.act, &mut coordinator)?
            }
        };
        if let Some(out) = self.out {
            out.bytes(bytes);
        }
        Ok(())
    }
}

/// Runs `act` on the ROAST object `handle`, in the object's suite.
fn drive(handle: FrostHandle, act: Act<'_>, out: Option<Out<FrostBuffer>>) -> Result<(), Failure> {
    suite::run(
        registry::suite_of(handle, act.kind())?,
        Drive { handle, act, out },
    )
}

/// The coordinator handles `message`, the bytes the signer `sender` (an
/// `Identifier` message) sent, and writes the step (see the top of this
/// section). In the unauthenticated mode `sender` must be what the
/// application's authenticated channel reports; in accountable mode the
/// message's identity signature is checked against `sender`'s key. A refused
/// message changes nothing.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_coordinator_receive(
    coordinator: FrostHandle,
    sender: *const u8,
    sender_len: usize,
    message: *const u8,
    message_len: usize,
    step_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let (sender, bytes, out) = unsafe {
            (
                input(sender, sender_len, "sender")?,
                input(message, message_len, "message")?,
                Out::buffer(step_out, "step_out")?,
            )
        };
        drive(coordinator, Act::Receive { sender, bytes }, Some(out))
    })
}

/// The coordinator stops waiting for `signer` (an `Identifier` message): a
/// signer the application's clock says is too slow leaves its session, which
/// the next ready signers replace.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_coordinator_timeout(
    coordinator: FrostHandle,
    signer: *const u8,
    signer_len: usize,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let signer = unsafe { input(signer, signer_len, "signer")? };
        drive(coordinator, Act::Timeout(signer), None)
    })
}

/// Judges the shares the run did not need (call once the signature is out)
/// and writes the list of `Identifier`s it blamed.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_coordinator_judge_remaining(
    coordinator: FrostHandle,
    blamed_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let out = unsafe { Out::buffer(blamed_out, "blamed_out")? };
        drive(coordinator, Act::JudgeRemaining, Some(out))
    })
}

/// Every blame of the run so far, a list of `Blame` messages: evidence that
/// anyone re-checks with `frost_roast_verify_blame`.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_coordinator_blames(
    coordinator: FrostHandle,
    blames_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let out = unsafe { Out::buffer(blames_out, "blames_out")? };
        drive(coordinator, Act::Blames, Some(out))
    })
}

/// The coordinator's run identifier (32 bytes), to give every signer with
/// the message.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_coordinator_run(
    coordinator: FrostHandle,
    run_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let out = unsafe { Out::buffer(run_out, "run_out")? };
        drive(coordinator, Act::Run, Some(out))
    })
}

/// The signer's initial commitment message (signed in accountable mode), to
/// send to the coordinator.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_signer_commit(
    signer: FrostHandle,
    message_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let out = unsafe { Out::buffer(message_out, "message_out")? };
        drive(signer, Act::Commit, Some(out))
    })
}

/// The signer answers a `SigningRequest` message, to send to the
/// coordinator: its response (share and a fresh commitment), or a decline
/// with a fresh commitment when the request names a commitment it holds no
/// nonce for (lost in a restart), which returns it to the ready signers. A
/// request already answered gets the same answer again. Refuses a request
/// of another run, message or mode before using any nonce; a nonce once
/// taken is consumed.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_signer_answer(
    signer: FrostHandle,
    request: *const u8,
    request_len: usize,
    answer_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let (request, out) = unsafe {
            (
                input(request, request_len, "request")?,
                Out::buffer(answer_out, "answer_out")?,
            )
        };
        drive(signer, Act::Answer(request), Some(out))
    })
}

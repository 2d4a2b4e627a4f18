//! ROAST (`frost-roast`): the robust coordinator and its signers as opaque
//! handles fed with bytes, returning the bytes to send. A thin layer: the
//! state machines are the crate's own; this file only carries their
//! messages across the boundary.
//!
//! The coordinator's answer to each event is a *step*, a list of four
//! items: the `SigningRequest` to send to the session's signers (empty if
//! none), the list of `Identifier`s blamed by the event, the list of those
//! excluded, and the `Signature` (empty until the run is signed).

use std::sync::{Arc, Mutex};

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Ciphersuite, Identifier};
use frost_roast::{Blame, Coordinator, RoastError, Signer, Step};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::list;
use crate::registry::{self, Kind};
use crate::signing::FrostHandle;
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode};

fn roast_failure<C: Ciphersuite>(context: &str, error: RoastError<C>) -> Failure {
    match error {
        RoastError::Frost(error) => Failure::engine(context, error),
        other => Failure::new(FrostStatus::FrostErrProtocol, format!("{context}: {other}")),
    }
}

fn encode_step<C: Ciphersuite>(step: &Step<C>) -> Vec<u8> {
    let identifiers = |ids: &[Identifier<C>]| {
        list::encode(&ids.iter().map(Identifier::serialize).collect::<Vec<_>>())
    };
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

/// What to do with a new ROAST object.
enum New<'a> {
    Coordinator(&'a [u8]),
    Signer(&'a [u8]),
}

struct Create<'a> {
    what: New<'a>,
    message: &'a [u8],
    randomized: bool,
    out: Out<FrostHandle>,
}

impl Task for Create<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let handle = match self.what {
            New::Coordinator(bytes) => {
                let public = decode(
                    bytes,
                    "public_key_package",
                    PublicKeyPackage::<C>::deserialize,
                )?;
                let coordinator = Coordinator::new(public, self.message, self.randomized);
                registry::insert(
                    Kind::RoastCoordinator,
                    suite::id::<C>(),
                    Arc::new(Mutex::new(coordinator)),
                )
            }
            New::Signer(bytes) => {
                let key = decode(bytes, "key_package", KeyPackage::<C>::deserialize)?;
                let signer = Signer::new(key, self.message, self.randomized);
                registry::insert(
                    Kind::RoastSigner,
                    suite::id::<C>(),
                    Arc::new(Mutex::new(signer)),
                )
            }
        };
        self.out.set(handle);
        Ok(())
    }
}

/// A ROAST coordinator for signing `message` with the group of the
/// `PublicKeyPackage` message; `randomized` non-zero runs every session
/// re-randomized (a fresh randomizer per session). Free it with
/// `frost_roast_free`.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_coordinator_new(
    public_key_package: *const u8,
    public_key_package_len: usize,
    message: *const u8,
    message_len: usize,
    randomized: u8,
    coordinator_out: *mut FrostHandle,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Create {
                what: New::Coordinator(input(
                    public_key_package,
                    public_key_package_len,
                    "public_key_package",
                )?),
                message: input(message, message_len, "message")?,
                randomized: randomized != 0,
                out: Out::new(coordinator_out, 0, "coordinator_out")?,
            }
        };
        let (New::Coordinator(bytes) | New::Signer(bytes)) = task.what;
        suite::run(suite::of(bytes, "public_key_package")?, task)
    })
}

/// A ROAST signer for `message` with the `KeyPackage` message; `randomized`
/// as the coordinator's. Its nonces stay inside it. Free it with
/// `frost_roast_free`.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_signer_new(
    key_package: *const u8,
    key_package_len: usize,
    message: *const u8,
    message_len: usize,
    randomized: u8,
    signer_out: *mut FrostHandle,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Create {
                what: New::Signer(input(key_package, key_package_len, "key_package")?),
                message: input(message, message_len, "message")?,
                randomized: randomized != 0,
                out: Out::new(signer_out, 0, "signer_out")?,
            }
        };
        let (New::Coordinator(bytes) | New::Signer(bytes)) = task.what;
        suite::run(suite::of(bytes, "key_package")?, task)
    })
}

/// An operation on a live ROAST object.
enum Act<'a> {
    /// The coordinator receives `bytes` from `sender`.
    Receive { sender: &'a [u8], bytes: &'a [u8] },
    /// The coordinator judges the shares no step needed; the blamed.
    JudgeRemaining,
    /// The coordinator's blames so far, with their evidence.
    Blames,
    /// The signer's initial commitment.
    Commit,
    /// The signer answers a request.
    Sign(&'a [u8]),
}

struct Drive<'a> {
    handle: FrostHandle,
    act: Act<'a>,
    out: Out<FrostBuffer>,
}

impl Task for Drive<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let mut rng = crate::rng::os();
        let bytes = match self.act {
            Act::Receive { .. } | Act::JudgeRemaining | Act::Blames => {
                let shared =
                    registry::shared::<Coordinator<C>>(self.handle, Kind::RoastCoordinator)?;
                let mut coordinator = registry::lock(&shared);
                match self.act {
                    Act::Receive { sender, bytes } => {
                        let sender = decode(sender, "sender", Identifier::<C>::deserialize)?;
                        let step = coordinator
                            .receive_bytes(&sender, bytes, &mut rng)
                            .map_err(|error| {
                                roast_failure("the coordinator refused the message", error)
                            })?;
                        encode_step(&step)
                    }
                    Act::JudgeRemaining => {
                        let blamed = coordinator.judge_remaining(&mut rng);
                        list::encode(&blamed.iter().map(Identifier::serialize).collect::<Vec<_>>())
                    }
                    _ => list::encode(
                        &coordinator
                            .blames()
                            .iter()
                            .map(Blame::serialize)
                            .collect::<Vec<_>>(),
                    ),
                }
            }
            Act::Commit | Act::Sign(_) => {
                let shared = registry::shared::<Signer<C>>(self.handle, Kind::RoastSigner)?;
                let mut signer = registry::lock(&shared);
                match self.act {
                    Act::Sign(request) => signer
                        .sign_bytes(request, &mut rng)
                        .map_err(|error| roast_failure("the signer refused the request", error))?,
                    _ => signer
                        .commit(&mut rng)
                        .map_err(|error| roast_failure("committing", error))?
                        .serialize(),
                }
            }
        };
        self.out.bytes(bytes);
        Ok(())
    }
}

/// Runs `act` on the ROAST object `handle`, in the object's suite.
fn drive(handle: FrostHandle, act: Act<'_>, out: Out<FrostBuffer>) -> Result<(), Failure> {
    let kind = match act {
        Act::Receive { .. } | Act::JudgeRemaining | Act::Blames => Kind::RoastCoordinator,
        Act::Commit | Act::Sign(_) => Kind::RoastSigner,
    };
    suite::run(
        registry::suite_of(handle, kind)?,
        Drive { handle, act, out },
    )
}

/// The coordinator handles `message`, the bytes the signer `sender` (an
/// `Identifier` message, as the application's authenticated channel
/// reports it) sent, and writes the step (see the top of this section). A
/// refused message changes nothing.
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
        drive(coordinator, Act::Receive { sender, bytes }, out)
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
        drive(coordinator, Act::JudgeRemaining, out)
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
        drive(coordinator, Act::Blames, out)
    })
}

/// The signer's initial commitment message, to send to the coordinator.
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
        drive(signer, Act::Commit, out)
    })
}

/// The signer answers a `SigningRequest` message: its response (share and
/// a fresh commitment), to send to the coordinator. Refuses a request for
/// another message or mode before using any nonce; a nonce once taken is
/// consumed.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_signer_sign(
    signer: FrostHandle,
    request: *const u8,
    request_len: usize,
    response_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let (request, out) = unsafe {
            (
                input(request, request_len, "request")?,
                Out::buffer(response_out, "response_out")?,
            )
        };
        drive(signer, Act::Sign(request), out)
    })
}

/// Frees a ROAST coordinator or signer handle (a signer's unused nonces are
/// wiped). Other kinds of handle are refused.
#[unsafe(no_mangle)]
pub extern "C" fn frost_roast_free(handle: FrostHandle, error: *mut FrostError) -> FrostStatus {
    guard(error, || {
        registry::remove(handle, Kind::RoastCoordinator)
            .or_else(|_| registry::remove(handle, Kind::RoastSigner))
    })
}

struct CheckBlame<'a> {
    blame: &'a [u8],
    public_key_package: &'a [u8],
}

impl Task for CheckBlame<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let blame = decode(self.blame, "blame", Blame::<C>::deserialize)?;
        let public = decode(
            self.public_key_package,
            "public_key_package",
            PublicKeyPackage::<C>::deserialize,
        )?;
        frost_roast::verify_blame(&blame, &public)
            .map_err(|error| roast_failure("the blame", error))
    }
}

/// Re-checks a `Blame` message against the group's `PublicKeyPackage`:
/// `FROST_OK` when the blamed signer's share fails the share equation (RFC
/// 9591, Section 5.4) for the request it answered.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_verify_blame(
    blame: *const u8,
    blame_len: usize,
    public_key_package: *const u8,
    public_key_package_len: usize,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            CheckBlame {
                blame: input(blame, blame_len, "blame")?,
                public_key_package: input(
                    public_key_package,
                    public_key_package_len,
                    "public_key_package",
                )?,
            }
        };
        suite::run(suite::of(task.blame, "blame")?, task)
    })
}

//! ROAST (`frost-roast`): the robust coordinator and its signers as opaque
//! handles fed with bytes, returning the bytes to send. A thin layer: the
//! state machines are the crate's own; these files only carry their
//! messages across the boundary.
//!
//! Every run has a run identifier (32 bytes) that the coordinator draws
//! from the operating system's generator; the application sends it to the
//! signers with the message to sign, and each signer is created for that run
//! only, so messages of another run (replays) are refused without harm.
//!
//! Two modes. In the unauthenticated mode the application's channels must
//! authenticate each signer and report the true sender. In accountable mode
//! the coordinator is created with every member's identity verifying key
//! and each signer with its identity signing key
//! ([`frost_roast_identity_key_generate`]): every signer message carries the
//! signer's Schnorr signature in the suite, checked on arrival, and blame
//! evidence carries the blamed signer's signed response, which a third party
//! re-checks with [`frost_roast_verify_blame`] given the identity keys.
//!
//! Thread safety: a coordinator or signer handle may be used from any
//! thread; calls on one handle are serialised by its lock.

mod blame;
mod drive;

use std::sync::{Arc, Mutex};

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Ciphersuite, SigningKey, VerifyingKey};
use frost_roast::{Coordinator, IdentityKeys, RUN_ID_LEN, RoastError, RunId, Signer};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::registry::{self, Kind};
use crate::signing::FrostHandle;
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_map};

pub use blame::frost_roast_verify_blame;
pub use drive::{
    frost_roast_coordinator_blames, frost_roast_coordinator_judge_remaining,
    frost_roast_coordinator_receive, frost_roast_coordinator_run, frost_roast_coordinator_timeout,
    frost_roast_signer_answer, frost_roast_signer_commit,
};

/// The report of a ROAST refusal, naming the signer it concerns.
fn roast_failure<C: Ciphersuite>(context: &str, error: RoastError<C>) -> Failure {
    let signer = match &error {
        RoastError::Frost(_) => None,
        RoastError::UnknownSigner { signer }
        | RoastError::AlreadyCommitted { signer }
        | RoastError::NotInSession { signer }
        | RoastError::WrongSession { signer, .. }
        | RoastError::Excluded { signer }
        | RoastError::BadSignature { signer } => Some(*signer),
        RoastError::SenderMismatch { sender, .. } => Some(*sender),
        _ => None,
    };
    match error {
        RoastError::Frost(error) => Failure::engine(context, error),
        RoastError::BlameUnfounded => Failure::new(
            FrostStatus::FrostErrInvalidSignatureShares,
            format!("{context}: {}", RoastError::<C>::BlameUnfounded),
        ),
        other => {
            let mut failure =
                Failure::new(FrostStatus::FrostErrProtocol, format!("{context}: {other}"));
            failure.participants = signer.iter().map(|id| id.serialize()).collect();
            failure
        }
    }
}

/// Decodes the identity keys of accountable mode: a map from `Identifier`
/// messages to `VerifyingKey` messages; `None` for the empty input.
fn identity_keys<C: Ciphersuite>(bytes: &[u8]) -> Result<Option<IdentityKeys<C>>, Failure> {
    if bytes.is_empty() {
        return Ok(None);
    }
    decode_map(bytes, "identity_keys", VerifyingKey::<C>::deserialize).map(Some)
}

/// What to do with a new ROAST object.
enum New<'a> {
    Coordinator {
        public_key_package: &'a [u8],
        identity_keys: &'a [u8],
    },
    Signer {
        key_package: &'a [u8],
        run: &'a [u8],
        identity_key: &'a [u8],
    },
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
            New::Coordinator {
                public_key_package,
                identity_keys: keys,
            } => {
                let public = decode(
                    public_key_package,
                    "public_key_package",
                    PublicKeyPackage::<C>::deserialize,
                )?;
                let run = RunId::random(&mut crate::rng::os());
                let mut coordinator = Coordinator::new(public, self.message, self.randomized, run);
                if let Some(keys) = identity_keys::<C>(keys)? {
                    coordinator = coordinator
                        .with_identities(keys)
                        .map_err(|error| roast_failure("identity_keys", error))?;
                }
                registry::insert(
                    Kind::RoastCoordinator,
                    suite::id::<C>(),
                    Arc::new(Mutex::new(coordinator)),
                )
            }
            New::Signer {
                key_package,
                run,
                identity_key,
            } => {
                let key = decode(key_package, "key_package", KeyPackage::<C>::deserialize)?;
                let run = <[u8; RUN_ID_LEN]>::try_from(run).map_err(|_| {
                    Failure::new(
                        FrostStatus::FrostErrInvalidLength,
                        format!("run: {} bytes, not {RUN_ID_LEN}", run.len()),
                    )
                })?;
                let mut signer = Signer::new(key, self.message, self.randomized, RunId(run));
                if !identity_key.is_empty() {
                    let identity =
                        decode(identity_key, "identity_key", SigningKey::<C>::deserialize)?;
                    signer = signer.with_identity(identity);
                }
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
/// `PublicKeyPackage` message, in a fresh run (its identifier:
/// [`frost_roast_coordinator_run`]); `randomized` non-zero runs every session
/// re-randomized (a fresh randomizer per session). `identity_keys` empty
/// (null, 0) runs the unauthenticated mode; otherwise it is a map from each
/// member's `Identifier` to its identity `VerifyingKey` message and the run
/// is accountable (a member without a key is refused). Free it with
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
    identity_keys: *const u8,
    identity_keys_len: usize,
    coordinator_out: *mut FrostHandle,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let (public_key_package, task) = unsafe {
            let public_key_package = input(
                public_key_package,
                public_key_package_len,
                "public_key_package",
            )?;
            let task = Create {
                what: New::Coordinator {
                    public_key_package,
                    identity_keys: input(identity_keys, identity_keys_len, "identity_keys")?,
                },
                message: input(message, message_len, "message")?,
                randomized: randomized != 0,
                out: Out::new(coordinator_out, 0, "coordinator_out")?,
            };
            (public_key_package, task)
        };
        suite::run(suite::of(public_key_package, "public_key_package")?, task)
    })
}

/// A ROAST signer for `message` with the `KeyPackage` message, in the run
/// `run` (the coordinator's 32-byte run identifier); `randomized` as the
/// coordinator's. `identity_key` empty (null, 0) for the unauthenticated
/// mode, or the signer's identity `SigningKey` message (secret) for
/// accountable mode. Its nonces stay inside it. Free it with
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
    run: *const u8,
    run_len: usize,
    identity_key: *const u8,
    identity_key_len: usize,
    signer_out: *mut FrostHandle,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let (key_package, task) = unsafe {
            let key_package = input(key_package, key_package_len, "key_package")?;
            let task = Create {
                what: New::Signer {
                    key_package,
                    run: input(run, run_len, "run")?,
                    identity_key: input(identity_key, identity_key_len, "identity_key")?,
                },
                message: input(message, message_len, "message")?,
                randomized: randomized != 0,
                out: Out::new(signer_out, 0, "signer_out")?,
            };
            (key_package, task)
        };
        suite::run(suite::of(key_package, "key_package")?, task)
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

struct Identity {
    secret_out: Out<FrostBuffer>,
    public_out: Out<FrostBuffer>,
}

impl Task for Identity {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let key = SigningKey::<C>::new(&mut crate::rng::os());
        self.public_out.bytes(key.verifying_key().serialize());
        self.secret_out.secret(key.serialize());
        Ok(())
    }
}

/// A fresh long-term identity key pair of suite `suite` for ROAST's
/// accountable mode: the `SigningKey` message (secret: the signer keeps it)
/// and its `VerifyingKey` message (public: the coordinator and everyone who
/// checks blame know it). An identity key is not a signing share; never use
/// a share as one. Randomness: the operating system's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_identity_key_generate(
    suite: u8,
    signing_key_out: *mut FrostBuffer,
    verifying_key_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Identity {
                secret_out: Out::buffer(signing_key_out, "signing_key_out")?,
                public_out: Out::buffer(verifying_key_out, "verifying_key_out")?,
            }
        };
        suite::run(suite, task)
    })
}

//! The coordinator's multi-message session behind a handle
//! (`frost_multi::MultiSigningSession`): one signing session per message,
//! each deriving its values once (RFC 9591, Sections 4.4 to 4.6), each
//! signer's answer checked message by message as it arrives (Section 5.4),
//! then one signature per message (Section 5.3), every culprit named; and
//! the verification of the signatures of such a session. A session of a
//! re-randomized request works under each message's randomized key, the
//! randomizer held as that message's key transform.
//!
//! Thread safety: a session never changes; any number of threads may call
//! on one multi-session handle at once.

use std::collections::BTreeSet;
use std::sync::Arc;

use frost_core::keys::PublicKeyPackage;
use frost_core::{BatchItem, Error, Identifier};
use frost_multi::{MultiSignatureShares, MultiSigningPackage, MultiSigningSession};
use frost_rerandomized::{RandomizedMultiSigningPackage, RandomizedSigningSession};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::list;
use crate::randomized_multi::is_randomized;
use crate::registry::{self, Kind};
use crate::session::{live, register};
use crate::signing::FrostHandle;
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_map};
use crate::verify::{group_key, one_per_message};

/// A session as the registry holds it: shared, immutable.
type Shared<C> = Arc<MultiSigningSession<C>>;

fn shared<C: FfiSuite>(id: FrostHandle) -> Result<Shared<C>, Failure> {
    live(id, Kind::MultiSigningSession)
}

struct Create<'a> {
    package: &'a [u8],
    public_key_package: &'a [u8],
    out: Out<FrostHandle>,
}

impl Task for Create<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let public = decode(
            self.public_key_package,
            "public_key_package",
            PublicKeyPackage::<C>::deserialize,
        )?;
        let session = if is_randomized(self.package) {
            let package = decode(
                self.package,
                "multi_signing_package",
                RandomizedMultiSigningPackage::<C>::deserialize,
            )?;
            package
                .randomized_packages()
                .iter()
                .map(|message| {
                    RandomizedSigningSession::new(message, &public)
                        .map(RandomizedSigningSession::into_session)
                })
                .collect::<Result<Vec<_>, _>>()
                .and_then(MultiSigningSession::from_sessions)
        } else {
            let package = decode(
                self.package,
                "multi_signing_package",
                MultiSigningPackage::<C>::deserialize,
            )?;
            MultiSigningSession::new(&package, &public)
        }
        .map_err(|error| Failure::engine("starting the multi-message session", error))?;
        register::<C, _>(Kind::MultiSigningSession, session, self.out);
        Ok(())
    }
}

/// The coordinator's session for the `MultiSigningPackage` message and the
/// group's `PublicKeyPackage` message, behind the handle `*session_out`:
/// one signing session per message, refused as `frost_signing_session_new`
/// refuses the package of any message. A `RandomizedMultiSigningPackage`
/// message is taken as well: message `j`'s shares are then checked and
/// aggregated under its randomized key, which must be the group key's
/// randomized by its randomizer (`FROST_ERR_PROTOCOL` otherwise). Free it with
/// `frost_multi_signing_session_free`.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_multi_signing_session_new(
    multi_signing_package: *const u8,
    multi_signing_package_len: usize,
    public_key_package: *const u8,
    public_key_package_len: usize,
    session_out: *mut FrostHandle,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Create {
                package: input(
                    multi_signing_package,
                    multi_signing_package_len,
                    "multi_signing_package",
                )?,
                public_key_package: input(
                    public_key_package,
                    public_key_package_len,
                    "public_key_package",
                )?,
                out: Out::new(session_out, 0, "session_out")?,
            }
        };
        suite::run(suite::of(task.package, "multi_signing_package")?, task)
    })
}

struct CheckShares<'a> {
    session: FrostHandle,
    identifier: &'a [u8],
    shares: &'a [u8],
}

impl Task for CheckShares<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let session = shared::<C>(self.session)?;
        let identifier = decode(self.identifier, "identifier", Identifier::<C>::deserialize)?;
        let shares = decode(
            self.shares,
            "signature_shares",
            MultiSignatureShares::<C>::deserialize,
        )?;
        let expected = session.sessions().len();
        if shares.shares().len() != expected {
            return Err(Failure {
                status: FrostStatus::FrostErrInvalidLength,
                message: format!(
                    "the signer answered with {} shares for {expected} messages",
                    shares.shares().len()
                ),
                participants: vec![identifier.serialize()],
            });
        }
        let mut invalid = Vec::new();
        for (message, share) in shares.shares().iter().enumerate() {
            match session.verify_share(message, &identifier, share) {
                Ok(()) => {}
                Err(Error::InvalidSignatureShare { .. }) => invalid.push(message.to_string()),
                // A participant outside the package: the same for every
                // message, refused at once.
                Err(other) => return Err(Failure::engine("checking the shares", other)),
            }
        }
        if invalid.is_empty() {
            return Ok(());
        }
        Err(Failure {
            status: FrostStatus::FrostErrInvalidSignatureShares,
            message: format!(
                "checking the shares: the signer's shares of messages {} are invalid",
                invalid.join(", ")
            ),
            participants: vec![identifier.serialize()],
        })
    }
}

/// Checks one signer's `MultiSignatureShares` message, the signer
/// `identifier` (an `Identifier` message), as it arrives (RFC 9591,
/// Section 5.4, for each message): `FROST_OK`;
/// `FROST_ERR_INVALID_SIGNATURE_SHARES` naming the signer (the message
/// lists the messages whose share is invalid); `FROST_ERR_INVALID_LENGTH`
/// naming the signer when it answered with another number of shares than
/// there are messages; `FROST_ERR_UNEXPECTED_PARTICIPANTS` naming a
/// participant outside the package.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_multi_signing_session_verify_shares(
    session: FrostHandle,
    identifier: *const u8,
    identifier_len: usize,
    signature_shares: *const u8,
    signature_shares_len: usize,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            CheckShares {
                session,
                identifier: input(identifier, identifier_len, "identifier")?,
                shares: input(signature_shares, signature_shares_len, "signature_shares")?,
            }
        };
        suite::run(
            registry::suite_of(session, Kind::MultiSigningSession)?,
            task,
        )
    })
}

struct Aggregate<'a> {
    session: FrostHandle,
    shares: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for Aggregate<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let session = shared::<C>(self.session)?;
        let shares = decode_map(
            self.shares,
            "signature_shares",
            MultiSignatureShares::<C>::deserialize,
        )?;
        let mut signatures = Vec::new();
        let mut failures = Vec::new();
        for (message, outcome) in session.aggregate(&shares).into_iter().enumerate() {
            match outcome {
                Ok(signature) => signatures.push(signature.serialize()),
                Err(error) => failures.push((message, Failure::engine("aggregating", error))),
            }
        }
        let Some((_, first)) = failures.first() else {
            self.out.bytes(list::encode(&signatures));
            return Ok(());
        };
        let status = first.status;
        let named: BTreeSet<Vec<u8>> = failures
            .iter()
            .flat_map(|(_, failure)| failure.participants.iter().cloned())
            .collect();
        let reasons: Vec<String> = failures
            .iter()
            .map(|(message, failure)| format!("message {message}: {}", failure.message))
            .collect();
        Err(Failure {
            status,
            message: reasons.join("; "),
            participants: named.into_iter().collect(),
        })
    }
}

/// One `Signature` message per message, in message order, as a list (see
/// "Lists"), from `signature_shares`, a map from every signer's
/// `Identifier` to its `MultiSignatureShares` message. Each message is
/// aggregated on its own (as `frost_signing_session_aggregate`), and the
/// call succeeds only when every message does. Otherwise it returns the
/// code of the first message that failed, a text giving each failed
/// message's reason, and in `FrostError.participants` **every** participant
/// named by any message: each signer with an invalid share in some message,
/// each signer missing from some message (a signer that answered with
/// fewer shares than there are messages is missing from the later ones),
/// each participant outside the package. The session stays usable.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_multi_signing_session_aggregate(
    session: FrostHandle,
    signature_shares: *const u8,
    signature_shares_len: usize,
    signatures_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Aggregate {
                session,
                shares: input(signature_shares, signature_shares_len, "signature_shares")?,
                out: Out::buffer(signatures_out, "signatures_out")?,
            }
        };
        suite::run(
            registry::suite_of(session, Kind::MultiSigningSession)?,
            task,
        )
    })
}

/// Frees the multi-message session `session`. Refuses 0, a handle never
/// issued or already freed, and a handle of another kind (a single
/// session's among them).
#[unsafe(no_mangle)]
pub extern "C" fn frost_multi_signing_session_free(
    session: FrostHandle,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        registry::remove(session, Kind::MultiSigningSession)
    })
}

struct MultiVerify<'a> {
    key: &'a [u8],
    messages: &'a [u8],
    signatures: &'a [u8],
    invalid_out: Out<FrostBuffer>,
}

impl Task for MultiVerify<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let key = group_key::<C>(self.key, "verifying_key")?;
        let messages = list::decode(self.messages, "messages")?;
        let signatures = list::decode(self.signatures, "signatures")?;
        if messages.is_empty() {
            return Err(Failure::new(
                FrostStatus::FrostErrInvalidParameter,
                "messages: no message; a multi-message session signs at least one",
            ));
        }
        let signatures = one_per_message::<C>(signatures, messages.len())?;
        let batch: Vec<_> = messages
            .iter()
            .zip(&signatures)
            .map(|(message, signature)| BatchItem {
                verifying_key: &key,
                message,
                signature,
            })
            .collect();
        crate::check::verify_naming_invalid(&batch, self.invalid_out, "the signatures of messages")
    }
}

/// Verifies the signatures of a multi-message session at once (a random
/// linear combination: one multiscalar multiplication): `messages` and
/// `signatures` are lists (see "Lists") of the same length, signature `j`
/// over message `j`, all under the group key (a `VerifyingKey` or
/// `PublicKeyPackage` message). `FROST_OK` when all verify; otherwise
/// `FROST_ERR_INVALID_SIGNATURE` and `*invalid_out` holds the indices of
/// **every** invalid signature, each a `uint32_t` little-endian, in
/// ascending order (as `frost_verify_batch`). Randomness: the operating
/// system's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_multi_verify(
    verifying_key: *const u8,
    verifying_key_len: usize,
    messages: *const u8,
    messages_len: usize,
    signatures: *const u8,
    signatures_len: usize,
    invalid_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            MultiVerify {
                key: input(verifying_key, verifying_key_len, "verifying_key")?,
                messages: input(messages, messages_len, "messages")?,
                signatures: input(signatures, signatures_len, "signatures")?,
                invalid_out: Out::buffer(invalid_out, "invalid_out")?,
            }
        };
        suite::run(suite::of(task.key, "verifying_key")?, task)
    })
}

//! Multi-message signing, a signer's side and the coordinator's request:
//! several messages signed by the same signers in one round trip
//! (`frost_multi::MultiSigningSession`), each message its own FROST session
//! (RFC 9591, Section 5) with its own nonces. Round one commits once per
//! message, with every nonce behind one handle; the coordinator assembles one
//! signing package per message; round two answers with one share per
//! message and consumes the handle whole. Round two also answers a
//! re-randomized request, one randomizer per message (`randomized_multi`).

use frost_core::keys::KeyPackage;
use frost_core::round1::{self, SigningNonces};
use frost_core::{Ciphersuite, SigningPackage};
use frost_multi::{
    MultiSignatureShares, MultiSigningCommitments, MultiSigningPackage, MultiSigningSession,
};
use frost_rerandomized::{
    RandomizedMultiSigningPackage, RandomizedMultiSigningSession, RandomizedSigningPackage,
};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::randomized_multi::is_randomized;
use crate::registry::{self, Kind};
use crate::signing::{FrostHandle, spend_nonces};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_map};

/// The most messages one multi-message session may sign
/// (`MultiSigningPackage::MAX_MESSAGES` of the engine): each message costs
/// every signer a nonce pair and a share.
pub const FROST_MAX_MESSAGES: u32 = 1024;

/// The nonces of one multi-message commitment as the registry holds them,
/// message `j`'s at index `j`; each wiped on drop.
type MultiNonces<C> = Vec<SigningNonces<C>>;

/// Refuses no message and more than [`FROST_MAX_MESSAGES`] (argument
/// `what`) before any work is done for them.
fn check_count(count: usize, what: &str) -> Result<(), Failure> {
    if (1..=FROST_MAX_MESSAGES as usize).contains(&count) {
        Ok(())
    } else {
        Err(Failure::new(
            FrostStatus::FrostErrInvalidParameter,
            format!(
                "{what}: {count} messages; a multi-message session signs 1 to {FROST_MAX_MESSAGES}"
            ),
        ))
    }
}

struct MultiCommit<'a> {
    key_package: &'a [u8],
    count: u32,
    nonces_out: Out<FrostHandle>,
    commitments_out: Out<FrostBuffer>,
}

impl Task for MultiCommit<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        check_count(
            usize::try_from(self.count).unwrap_or(usize::MAX),
            "message_count",
        )?;
        let key = decode(
            self.key_package,
            "key_package",
            KeyPackage::<C>::deserialize,
        )?;
        let mut rng = crate::rng::os();
        let (nonces, commitments): (MultiNonces<C>, Vec<_>) = (0..self.count)
            .map(|_| round1::commit(key.signing_share(), &mut rng))
            .unzip();
        let commitments = MultiSigningCommitments::new(commitments)
            .map_err(|error| Failure::engine("committing", error))?;
        self.commitments_out.bytes(commitments.serialize());
        self.nonces_out.set(registry::insert(
            Kind::MultiNonces,
            suite::id::<C>(),
            nonces,
        ));
        Ok(())
    }
}

/// Round one of a multi-message session (RFC 9591, Section 5.1, once per
/// message): `message_count` fresh nonce pairs (1 to `FROST_MAX_MESSAGES`),
/// kept inside the library behind the one multi-nonce handle
/// `*nonces_out`, and their `MultiSigningCommitments` message (one
/// commitment pair per message, in message order) to send to the
/// coordinator. `frost_multi_sign` consumes the handle whole;
/// `frost_multi_nonces_free` discards it. A multi-nonce handle is of its
/// own kind: `frost_sign` refuses it, and `frost_multi_sign` refuses the
/// handle of `frost_commit` (`FROST_ERR_WRONG_HANDLE_KIND`).
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_multi_commit(
    key_package: *const u8,
    key_package_len: usize,
    message_count: u32,
    nonces_out: *mut FrostHandle,
    commitments_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            MultiCommit {
                key_package: input(key_package, key_package_len, "key_package")?,
                count: message_count,
                nonces_out: Out::new(nonces_out, 0, "nonces_out")?,
                commitments_out: Out::buffer(commitments_out, "commitments_out")?,
            }
        };
        suite::run(suite::of(task.key_package, "key_package")?, task)
    })
}

/// Discards the unused nonces of a multi-nonce handle (wiping them all).
/// Refuses 0, a handle never issued, a handle already consumed or freed,
/// and a handle of another kind (a single nonce handle among them), with a
/// code.
#[unsafe(no_mangle)]
pub extern "C" fn frost_multi_nonces_free(
    nonces: FrostHandle,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || registry::remove(nonces, Kind::MultiNonces))
}

struct BuildMultiPackage<'a> {
    commitments: &'a [u8],
    messages: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for BuildMultiPackage<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let commitments = decode_map(
            self.commitments,
            "commitments",
            MultiSigningCommitments::<C>::deserialize,
        )?;
        let messages = crate::list::decode(self.messages, "messages")?;
        check_count(messages.len(), "messages")?;
        let package = MultiSigningPackage::from_commitments(&commitments, &messages)
            .map_err(|error| Failure::engine("building the multi signing package", error))?;
        self.out.bytes(package.serialize());
        Ok(())
    }
}

/// The coordinator's `MultiSigningPackage` message: one signing package per
/// message, from `commitments`, a map (see "Lists") from `Identifier` to
/// `MultiSigningCommitments` messages, and `messages`, a list of the
/// messages to sign (raw bytes, in message order). Refuses a signer whose
/// commitment count differs from the number of messages
/// (`FROST_ERR_INVALID_LENGTH`), and no message or more than
/// `FROST_MAX_MESSAGES` (`FROST_ERR_INVALID_PARAMETER`). The suite is the first identifier's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_multi_signing_package_new(
    commitments: *const u8,
    commitments_len: usize,
    messages: *const u8,
    messages_len: usize,
    multi_signing_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            BuildMultiPackage {
                commitments: input(commitments, commitments_len, "commitments")?,
                messages: input(messages, messages_len, "messages")?,
                out: Out::buffer(multi_signing_package_out, "multi_signing_package_out")?,
            }
        };
        suite::run(suite::of_first(task.commitments, "commitments")?, task)
    })
}

struct MultiSign<'a> {
    package: &'a [u8],
    expected_messages: &'a [u8],
    nonces: FrostHandle,
    key_package: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for MultiSign<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let (nonces, key) =
            spend_nonces::<C, MultiNonces<C>>(self.nonces, Kind::MultiNonces, self.key_package)?;
        let expected = crate::list::decode(self.expected_messages, "expected_messages")?;
        let signing = |error| Failure::engine("signing", error);
        let shares = if is_randomized(self.package) {
            let package = decode(
                self.package,
                "multi_signing_package",
                RandomizedMultiSigningPackage::<C>::deserialize,
            )?;
            check_messages(
                package
                    .randomized_packages()
                    .iter()
                    .map(RandomizedSigningPackage::signing_package),
                &expected,
            )?;
            RandomizedMultiSigningSession::for_verifying_key(&package, key.verifying_key())
                .map_err(signing)?
                .sign(nonces, &key)
        } else {
            let package = decode(
                self.package,
                "multi_signing_package",
                MultiSigningPackage::<C>::deserialize,
            )?;
            check_messages(package.signing_packages().iter(), &expected)?;
            MultiSigningSession::for_verifying_key(&package, key.verifying_key())
                .map_err(signing)?
                .sign(nonces, &key)
        }
        .map_err(signing)?;
        let shares = MultiSignatureShares::new(shares).map_err(signing)?;
        self.out.bytes(shares.serialize());
        Ok(())
    }
}

/// Refuses a request whose messages are not, one for one and in order, the
/// messages the signer expects.
fn check_messages<'p, C: Ciphersuite>(
    packages: impl ExactSizeIterator<Item = &'p SigningPackage<C>>,
    expected: &[&[u8]],
) -> Result<(), Failure> {
    if packages.len() != expected.len() {
        return Err(Failure::new(
            FrostStatus::FrostErrMessageMismatch,
            format!(
                "the multi signing package has {} messages where {} are expected; nothing was signed and the nonces are spent",
                packages.len(),
                expected.len()
            ),
        ));
    }
    match packages
        .zip(expected)
        .position(|(package, message)| package.message() != *message)
    {
        None => Ok(()),
        Some(index) => Err(Failure::new(
            FrostStatus::FrostErrMessageMismatch,
            format!(
                "message {index} of the multi signing package is not the expected message; nothing was signed and the nonces are spent"
            ),
        )),
    }
}

/// Round two of a multi-message session (RFC 9591, Section 5.2, once per
/// message): this participant's `MultiSignatureShares` message (one share
/// per message, in message order) for the `MultiSigningPackage` message,
/// with the nonces of the multi-nonce handle `nonces` (its `j`-th pair for
/// message `j`). A `RandomizedMultiSigningPackage` message
/// (`frost_randomized_multi_signing_package_new`; re-randomized signing,
/// ZIP 312) is taken as well: share `j` is then for the key randomized by
/// message `j`'s randomizer, and every message's randomized key is checked
/// against this participant's group key before any share is computed (a
/// randomizer that does not give the package's key: `FROST_ERR_PROTOCOL`).
///
/// `expected_messages` is a list (see "Lists") of the messages the signer
/// means to sign, in order; a package with other messages, more or fewer,
/// is refused (`FROST_ERR_MESSAGE_MISMATCH`). Every message is checked
/// before any share is computed, so a refusal yields no share at all: a
/// handle with another number of nonces than the package has messages
/// (`FROST_ERR_INVALID_LENGTH`), a key package of another group, and for
/// each message the checks of `frost_sign` (too few signers, this signer's
/// commitment missing or altered).
///
/// The handle is consumed whole by every call that gets past the
/// boundary's checks (null pointers, oversized inputs, a handle that is not
/// a live multi-nonce handle of the key's suite), **also when signing is
/// refused**, as `frost_sign` consumes its handle; a second call returns
/// `FROST_ERR_STALE_HANDLE`.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_multi_sign(
    multi_signing_package: *const u8,
    multi_signing_package_len: usize,
    expected_messages: *const u8,
    expected_messages_len: usize,
    nonces: FrostHandle,
    key_package: *const u8,
    key_package_len: usize,
    signature_shares_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            MultiSign {
                package: input(
                    multi_signing_package,
                    multi_signing_package_len,
                    "multi_signing_package",
                )?,
                expected_messages: input(
                    expected_messages,
                    expected_messages_len,
                    "expected_messages",
                )?,
                nonces,
                key_package: input(key_package, key_package_len, "key_package")?,
                out: Out::buffer(signature_shares_out, "signature_shares_out")?,
            }
        };
        suite::run(suite::of(task.key_package, "key_package")?, task)
    })
}

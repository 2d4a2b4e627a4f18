//! Round one (RFC 9591, Section 5.1: `commit`, nonces behind a handle), the
//! coordinator's signing package, and round two (Section 5.2: `sign`, which
//! consumes the nonce handle and checks the message).

use std::any::Any;

use frost_core::keys::KeyPackage;
use frost_core::round1::{self, SigningCommitments, SigningNonces};
use frost_core::{Ciphersuite, SigningPackage, round2};
use frost_rerandomized::RandomizedSigningPackage;

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::registry::{self, Kind};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_map};

/// A nonce handle: no value (0) is ever issued.
pub type FrostHandle = u64;

struct Commit<'a> {
    key_package: &'a [u8],
    nonces_out: Out<FrostHandle>,
    commitments_out: Out<FrostBuffer>,
}

impl Task for Commit<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let key = decode(
            self.key_package,
            "key_package",
            KeyPackage::<C>::deserialize,
        )?;
        let (nonces, commitments) = round1::commit(key.signing_share(), &mut crate::rng::os());
        self.commitments_out.bytes(commitments.serialize());
        self.nonces_out
            .set(registry::insert(Kind::Nonces, suite::id::<C>(), nonces));
        Ok(())
    }
}

/// Round one (RFC 9591, Section 5.1, `commit`): fresh nonces for one
/// signing session, kept inside the library behind the nonce handle
/// `*nonces_out`, and their `SigningCommitments` message to send to the
/// coordinator. The nonces never leave the library: `frost_sign` consumes
/// the handle, `frost_nonces_free` discards it. Randomness: the operating
/// system's (the engine also binds the nonces to the signing share, as the
/// RFC's `nonce_generate` does).
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_commit(
    key_package: *const u8,
    key_package_len: usize,
    nonces_out: *mut FrostHandle,
    commitments_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Commit {
                key_package: input(key_package, key_package_len, "key_package")?,
                nonces_out: Out::new(nonces_out, 0, "nonces_out")?,
                commitments_out: Out::buffer(commitments_out, "commitments_out")?,
            }
        };
        suite::run(suite::of(task.key_package, "key_package")?, task)
    })
}

/// Discards unused nonces (wiping them), e.g. when a session is abandoned.
/// Refuses 0, a handle never issued, a handle already consumed or freed,
/// and a handle of another kind, with a code.
#[unsafe(no_mangle)]
pub extern "C" fn frost_nonces_free(nonces: FrostHandle, error: *mut FrostError) -> FrostStatus {
    guard(error, || registry::remove(nonces, Kind::Nonces))
}

struct BuildPackage<'a> {
    commitments: &'a [u8],
    message: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for BuildPackage<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let commitments = decode_map(
            self.commitments,
            "commitments",
            SigningCommitments::<C>::deserialize,
        )?;
        let package = SigningPackage::new(commitments, self.message)
            .map_err(|error| Failure::engine("building the signing package", error))?;
        self.out.bytes(package.serialize());
        Ok(())
    }
}

/// The coordinator's `SigningPackage` message: the signers' commitments, a
/// map (see "Lists") from `Identifier` to `SigningCommitments` messages, and
/// the message to sign. The suite is the first identifier's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_signing_package_new(
    commitments: *const u8,
    commitments_len: usize,
    message: *const u8,
    message_len: usize,
    signing_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            BuildPackage {
                commitments: input(commitments, commitments_len, "commitments")?,
                message: input(message, message_len, "message")?,
                out: Out::buffer(signing_package_out, "signing_package_out")?,
            }
        };
        suite::run(suite::of_first(task.commitments, "commitments")?, task)
    })
}

struct Sign<'a> {
    signing_package: &'a [u8],
    expected_message: &'a [u8],
    nonces: FrostHandle,
    key_package: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for Sign<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let (nonces, key) =
            spend_nonces::<C, SigningNonces<C>>(self.nonces, Kind::Nonces, self.key_package)?;
        let randomized =
            self.signing_package.get(2) == Some(&frost_rerandomized::wire::MESSAGE_TYPE);
        let share = if randomized {
            let package = decode(
                self.signing_package,
                "signing_package",
                RandomizedSigningPackage::<C>::deserialize,
            )?;
            check_message(package.signing_package(), self.expected_message)?;
            frost_rerandomized::round2::sign(&package, nonces, &key)
        } else {
            let package = decode(
                self.signing_package,
                "signing_package",
                SigningPackage::<C>::deserialize,
            )?;
            check_message(&package, self.expected_message)?;
            round2::sign(&package, nonces, &key)
        }
        .map_err(|error| Failure::engine("signing", error))?;
        self.out.bytes(share.serialize());
        Ok(())
    }
}

/// Takes the nonces of `kind` behind `handle` out of the registry, then
/// decodes the signer's `KeyPackage` message `key_package`. The nonces are
/// taken first: from here on the handle is spent, whatever happens, so that
/// no retry can sign twice with them (RFC 9591, Section 5.2).
pub(crate) fn spend_nonces<C: FfiSuite, N: Any>(
    handle: FrostHandle,
    kind: Kind,
    key_package: &[u8],
) -> Result<(N, KeyPackage<C>), Failure> {
    let nonces = registry::take::<N>(handle, kind)?;
    let key = decode(key_package, "key_package", KeyPackage::<C>::deserialize)?;
    Ok((nonces, key))
}

/// Refuses a package whose message is not the one the signer expects.
fn check_message<C: Ciphersuite>(
    package: &SigningPackage<C>,
    expected: &[u8],
) -> Result<(), Failure> {
    if package.message() == expected {
        Ok(())
    } else {
        Err(Failure::new(
            FrostStatus::FrostErrMessageMismatch,
            "the signing package's message is not the expected message; nothing was signed and the nonces are spent",
        ))
    }
}

/// Round two (RFC 9591, Section 5.2, `sign`): this participant's
/// `SignatureShare` message for the `SigningPackage` message, or for a
/// `RandomizedSigningPackage` message (re-randomized signing, ZIP 312: the
/// share is for the key randomized by the package's randomizer, after
/// checking the package's randomized key against this participant's group
/// key), with the nonces of the handle `nonces`.
///
/// The handle is consumed by every call that gets past the boundary's
/// checks (null pointers, oversized inputs, a handle that is not a live
/// nonce handle of the key's suite), **also when signing is refused**: a
/// refusal means the coordinator sent something unexpected, and retrying
/// with the same nonces against another package could reveal the share.
/// A second call with the same handle returns `FROST_ERR_STALE_HANDLE`.
/// Refuses a package whose message differs from `expected_message`
/// (`FROST_ERR_MESSAGE_MISMATCH`), that lacks or alters this signer's
/// commitment, or has fewer signers than the threshold.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_sign(
    signing_package: *const u8,
    signing_package_len: usize,
    expected_message: *const u8,
    expected_message_len: usize,
    nonces: FrostHandle,
    key_package: *const u8,
    key_package_len: usize,
    signature_share_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Sign {
                signing_package: input(signing_package, signing_package_len, "signing_package")?,
                expected_message: input(
                    expected_message,
                    expected_message_len,
                    "expected_message",
                )?,
                nonces,
                key_package: input(key_package, key_package_len, "key_package")?,
                out: Out::buffer(signature_share_out, "signature_share_out")?,
            }
        };
        suite::run(suite::of(task.key_package, "key_package")?, task)
    })
}

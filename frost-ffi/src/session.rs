//! The coordinator's signing session behind a handle
//! (`frost_core::SigningSession`): everything one signing package derives
//! (binding factors, group commitment, challenge, Lagrange coefficients and
//! every signer's share equation, RFC 9591, Sections 4.4 to 4.6) computed
//! once, so that each share is checked as it arrives (Section 5.4) at the
//! cost of one small multiscalar multiplication, then aggregated
//! (Section 5.3).
//!
//! A session of a `RandomizedSigningPackage` checks shares and aggregates
//! under the package's randomized key (`frost_rerandomized`), the
//! randomizer held as the session's key transform.
//!
//! Thread safety: a session never changes; any number of threads may call
//! on one session handle at once.

use std::sync::Arc;

use frost_core::keys::PublicKeyPackage;
use frost_core::round2::SignatureShare;
use frost_core::{Identifier, SigningPackage, SigningSession};
use frost_rerandomized::{RandomizedSigningPackage, RandomizedSigningSession};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::registry::{self, Kind};
use crate::signing::FrostHandle;
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_map};

/// A session as the registry holds it: shared, immutable.
type Shared<C> = Arc<SigningSession<C>>;

/// The live session `id` of suite `C`, out of the registry's lock.
pub(crate) fn shared<C: FfiSuite>(id: FrostHandle) -> Result<Shared<C>, Failure> {
    live(id, Kind::SigningSession)
}

/// The live coordinator's session `id` of `kind` (a signing session or a
/// multi-message one), out of the registry's lock: a session never
/// changes, so the registry holds it shared.
pub(crate) fn live<S: Send + Sync + 'static>(
    id: FrostHandle,
    kind: Kind,
) -> Result<Arc<S>, Failure> {
    registry::inspect::<Arc<S>, _>(id, kind, Arc::clone)
}

/// Registers the coordinator's `session` of suite `C` under `kind`, shared
/// and immutable, and writes its handle to `out`.
pub(crate) fn register<C: FfiSuite, S: Send + Sync + 'static>(
    kind: Kind,
    session: S,
    out: Out<FrostHandle>,
) {
    out.set(registry::insert(kind, suite::id::<C>(), Arc::new(session)));
}

struct Create<'a> {
    signing_package: &'a [u8],
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
        let randomized =
            self.signing_package.get(2) == Some(&frost_rerandomized::wire::MESSAGE_TYPE);
        let session = if randomized {
            let package = decode(
                self.signing_package,
                "signing_package",
                RandomizedSigningPackage::<C>::deserialize,
            )?;
            RandomizedSigningSession::new(&package, &public)
                .map(RandomizedSigningSession::into_session)
        } else {
            let package = decode(
                self.signing_package,
                "signing_package",
                SigningPackage::<C>::deserialize,
            )?;
            SigningSession::new(&package, &public)
        }
        .map_err(|error| Failure::engine("starting the signing session", error))?;
        register::<C, _>(Kind::SigningSession, session, self.out);
        Ok(())
    }
}

/// The coordinator's session for the `SigningPackage` (or
/// `RandomizedSigningPackage`: shares are then checked and aggregated under
/// its randomized key, which must be the group key's) message and the
/// group's `PublicKeyPackage` message, behind the handle `*session_out`.
/// Refuses a package with fewer signers than the threshold, a signer
/// without a verifying share (named), and a package whose group commitment
/// is the identity (which any one signer can cause: start a new session
/// without the suspects). Free it with `frost_signing_session_free`.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_signing_session_new(
    signing_package: *const u8,
    signing_package_len: usize,
    public_key_package: *const u8,
    public_key_package_len: usize,
    session_out: *mut FrostHandle,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Create {
                signing_package: input(signing_package, signing_package_len, "signing_package")?,
                public_key_package: input(
                    public_key_package,
                    public_key_package_len,
                    "public_key_package",
                )?,
                out: Out::new(session_out, 0, "session_out")?,
            }
        };
        suite::run(suite::of(task.signing_package, "signing_package")?, task)
    })
}

struct CheckShare<'a> {
    session: FrostHandle,
    identifier: &'a [u8],
    share: &'a [u8],
}

impl Task for CheckShare<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let session = shared::<C>(self.session)?;
        let identifier = decode(self.identifier, "identifier", Identifier::<C>::deserialize)?;
        let share = decode(
            self.share,
            "signature_share",
            SignatureShare::<C>::deserialize,
        )?;
        session
            .verify_share(&identifier, &share)
            .map_err(|error| Failure::engine("checking the share", error))
    }
}

/// Checks the `SignatureShare` message of the signer `identifier` (an
/// `Identifier` message) as it arrives (RFC 9591, Section 5.4): `FROST_OK`,
/// or `FROST_ERR_INVALID_SIGNATURE_SHARES` naming the signer, or
/// `FROST_ERR_UNEXPECTED_PARTICIPANTS` naming a participant outside the
/// package.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_signing_session_verify_share(
    session: FrostHandle,
    identifier: *const u8,
    identifier_len: usize,
    signature_share: *const u8,
    signature_share_len: usize,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            CheckShare {
                session,
                identifier: input(identifier, identifier_len, "identifier")?,
                share: input(signature_share, signature_share_len, "signature_share")?,
            }
        };
        suite::run(registry::suite_of(session, Kind::SigningSession)?, task)
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
            SignatureShare::<C>::deserialize,
        )?;
        let signature = session
            .aggregate(&shares)
            .map_err(|error| Failure::engine("aggregating", error))?;
        self.out.bytes(signature.serialize());
        Ok(())
    }
}

/// The group's `Signature` message (RFC 9591, Section 5.3) from
/// `signature_shares`, a map from every signer's `Identifier` to its
/// `SignatureShare` message. Names every signer whose share is invalid,
/// the missing signers and the participants outside the package, as
/// `frost_aggregate` does; the session stays usable (e.g. to aggregate
/// again once a share is replaced).
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_signing_session_aggregate(
    session: FrostHandle,
    signature_shares: *const u8,
    signature_shares_len: usize,
    signature_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Aggregate {
                session,
                shares: input(signature_shares, signature_shares_len, "signature_shares")?,
                out: Out::buffer(signature_out, "signature_out")?,
            }
        };
        suite::run(registry::suite_of(session, Kind::SigningSession)?, task)
    })
}

/// Frees the session `session`. Refuses 0, a handle never issued or
/// already freed, and a handle of another kind.
#[unsafe(no_mangle)]
pub extern "C" fn frost_signing_session_free(
    session: FrostHandle,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || registry::remove(session, Kind::SigningSession))
}

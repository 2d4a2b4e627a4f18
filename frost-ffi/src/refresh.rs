//! Proactive refresh with a dealer (`frost_keygen::refresh`): new
//! shares of the unchanged group key, so that shares stolen before the
//! refresh do not combine with shares stolen after it. The dealer deals a
//! random polynomial with zero constant term and sends each participant its
//! value and the public commitment; each participant checks its value
//! against the commitment and updates its key package.
//!
//! Security precondition: the dealer learns every participant's increment,
//! so it must not collude with holders of old shares (the distributed
//! refresh, `refresh_dkg.rs`, avoids that trust).

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Error, Identifier};
use frost_keygen::refresh::{self, RefreshingShare};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_list, encode_map};

struct Deal<'a> {
    public_key_package: &'a [u8],
    identifiers: &'a [u8],
    shares_out: Out<FrostBuffer>,
    public_out: Out<FrostBuffer>,
}

impl Task for Deal<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let public = decode(
            self.public_key_package,
            "public_key_package",
            PublicKeyPackage::<C>::deserialize,
        )?;
        let identifiers = decode_list(
            self.identifiers,
            "identifiers",
            Identifier::<C>::deserialize,
        )?;
        let (shares, refreshed) =
            refresh::compute_refreshing_shares(&public, &identifiers, &mut crate::rng::os())
                .map_err(|error| Failure::engine("dealing the refresh", error))?;
        self.shares_out
            .secret(encode_map(&shares, RefreshingShare::serialize));
        self.public_out.bytes(refreshed.serialize());
        Ok(())
    }
}

/// A dealer's refresh of the group of the `PublicKeyPackage` message for
/// the participants `identifiers` (a list of `Identifier` messages, at least
/// the threshold; the others are dropped and their old shares no longer
/// combine with the new ones). Writes a map (see "Lists") from each
/// participant's `Identifier` to its `RefreshingShare` message (secret: send
/// each to its participant only, over a confidential channel) and the
/// refreshed `PublicKeyPackage` message to publish. Refuses a repeated or
/// unknown participant (named) and fewer participants than the threshold.
/// Randomness: the operating system's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_refresh_dealer(
    public_key_package: *const u8,
    public_key_package_len: usize,
    identifiers: *const u8,
    identifiers_len: usize,
    refreshing_shares_out: *mut FrostBuffer,
    refreshed_public_key_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Deal {
                public_key_package: input(
                    public_key_package,
                    public_key_package_len,
                    "public_key_package",
                )?,
                identifiers: input(identifiers, identifiers_len, "identifiers")?,
                shares_out: Out::buffer(refreshing_shares_out, "refreshing_shares_out")?,
                public_out: Out::buffer(
                    refreshed_public_key_package_out,
                    "refreshed_public_key_package_out",
                )?,
            }
        };
        suite::run(
            suite::of(task.public_key_package, "public_key_package")?,
            task,
        )
    })
}

struct Apply<'a> {
    refreshing_share: &'a [u8],
    key_package: &'a [u8],
    refreshed_public: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for Apply<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let share = decode(
            self.refreshing_share,
            "refreshing_share",
            RefreshingShare::<C>::deserialize,
        )?;
        let key = decode(
            self.key_package,
            "key_package",
            KeyPackage::<C>::deserialize,
        )?;
        let public = decode(
            self.refreshed_public,
            "refreshed_public_key_package",
            PublicKeyPackage::<C>::deserialize,
        )?;
        let refreshed = refresh::refresh_share(share, &key, &public).map_err(|error| {
            let dealer_at_fault = matches!(
                error,
                Error::InvalidSecretShare { .. } | Error::IncorrectCommitmentLength { .. }
            );
            let mut failure = Failure::engine("applying the refresh", error);
            if dealer_at_fault {
                // The fault is the dealer's, who is no participant and has
                // no identifier: the engine names no culprit.
                failure
                    .message
                    .push_str(" (the dealer's refreshing share is at fault)");
            }
            failure
        })?;
        self.out.secret(refreshed.serialize());
        Ok(())
    }
}

/// A participant's side of a dealer's refresh: checks its
/// `RefreshingShare` message against the dealer's commitment and the
/// refreshed `PublicKeyPackage` message against the result, and writes the
/// refreshed `KeyPackage` message (secret; it replaces the old one, which
/// the caller then destroys). Refuses a value that does not match the
/// commitment (`FROST_ERR_INVALID_SECRET_SHARES` naming no participant:
/// the dealer is at fault, not this participant),
/// a refreshed package that dropped this participant or disagrees with the
/// result.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_refresh_share(
    refreshing_share: *const u8,
    refreshing_share_len: usize,
    key_package: *const u8,
    key_package_len: usize,
    refreshed_public_key_package: *const u8,
    refreshed_public_key_package_len: usize,
    key_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Apply {
                refreshing_share: input(
                    refreshing_share,
                    refreshing_share_len,
                    "refreshing_share",
                )?,
                key_package: input(key_package, key_package_len, "key_package")?,
                refreshed_public: input(
                    refreshed_public_key_package,
                    refreshed_public_key_package_len,
                    "refreshed_public_key_package",
                )?,
                out: Out::buffer(key_package_out, "key_package_out")?,
            }
        };
        suite::run(suite::of(task.key_package, "key_package")?, task)
    })
}

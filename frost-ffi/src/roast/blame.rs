//! Re-checking ROAST blame evidence from any process.

use frost_core::keys::PublicKeyPackage;
use frost_roast::Blame;

use super::{identity_keys, roast_failure};
use crate::boundary::{guard, input};
use crate::failure::{Failure, FrostError};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode};

struct CheckBlame<'a> {
    blame: &'a [u8],
    public_key_package: &'a [u8],
    identity_keys: &'a [u8],
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
        let checked = match identity_keys::<C>(self.identity_keys)? {
            Some(keys) => frost_roast::verify_signed_blame(&blame, &public, &keys),
            None => frost_roast::verify_blame(&blame, &public),
        };
        checked.map_err(|error| roast_failure("the blame", error))
    }
}

/// Re-checks a `Blame` message against the group's `PublicKeyPackage`:
/// `FROST_OK` when the blamed signer's share fails the share equation (RFC
/// 9591, Section 5.4) for the request it answered;
/// `FROST_ERR_INVALID_SIGNATURE_SHARES` when the share is valid (the blame is
/// unfounded).
///
/// With `identity_keys` empty (null, 0) this proves only that the share does
/// not fit the request as the evidence states it: whoever wrote the evidence
/// could have written any share, so it convinces only those who trust the
/// coordinator. With the group's identity keys (a map from `Identifier` to
/// `VerifyingKey` messages, as given to an accountable coordinator) the
/// blamed signer's identity signature over its response and the exact
/// request is checked first (`FROST_ERR_PROTOCOL`, naming the signer, when it
/// is missing or does not verify): evidence that convinces a third party.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_roast_verify_blame(
    blame: *const u8,
    blame_len: usize,
    public_key_package: *const u8,
    public_key_package_len: usize,
    identity_keys: *const u8,
    identity_keys_len: usize,
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
                identity_keys: input(identity_keys, identity_keys_len, "identity_keys")?,
            }
        };
        suite::run(suite::of(task.blame, "blame")?, task)
    })
}

//! The coordinator's last step (RFC 9591, Section 5.3, `aggregate`), naming
//! every signer whose share is invalid.

use frost_core::SigningPackage;
use frost_core::keys::PublicKeyPackage;
use frost_core::round2::SignatureShare;
use frost_rerandomized::RandomizedSigningPackage;

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_map};

struct Aggregate<'a> {
    signing_package: &'a [u8],
    shares: &'a [u8],
    public_key_package: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for Aggregate<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let shares = decode_map(
            self.shares,
            "signature_shares",
            SignatureShare::<C>::deserialize,
        )?;
        let public = decode(
            self.public_key_package,
            "public_key_package",
            PublicKeyPackage::<C>::deserialize,
        )?;
        let randomized =
            self.signing_package.get(2) == Some(&frost_rerandomized::wire::MESSAGE_TYPE);
        let signature = if randomized {
            let package = decode(
                self.signing_package,
                "signing_package",
                RandomizedSigningPackage::<C>::deserialize,
            )?;
            frost_rerandomized::aggregate(&package, &shares, &public)
        } else {
            let package = decode(
                self.signing_package,
                "signing_package",
                SigningPackage::<C>::deserialize,
            )?;
            frost_core::aggregate(&package, &shares, &public)
        }
        .map_err(|error| Failure::engine("aggregating", error))?;
        self.out.bytes(signature.serialize());
        Ok(())
    }
}

/// The group's `Signature` message from the `SigningPackage` (or
/// `RandomizedSigningPackage`: the signature then verifies under the
/// package's randomized key) message, the
/// signature shares (a map, see "Lists", from `Identifier` to
/// `SignatureShare` messages) and the `PublicKeyPackage` message. The common
/// honest case costs one verification; when the sum does not verify, the
/// shares are checked and the call fails with
/// `FROST_ERR_INVALID_SIGNATURE_SHARES`, naming **every** signer whose share
/// is invalid in `FrostError.participants`. Missing shares, shares from
/// non-signers and unknown signers are refused with their own codes and
/// named too.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_aggregate(
    signing_package: *const u8,
    signing_package_len: usize,
    signature_shares: *const u8,
    signature_shares_len: usize,
    public_key_package: *const u8,
    public_key_package_len: usize,
    signature_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Aggregate {
                signing_package: input(signing_package, signing_package_len, "signing_package")?,
                shares: input(signature_shares, signature_shares_len, "signature_shares")?,
                public_key_package: input(
                    public_key_package,
                    public_key_package_len,
                    "public_key_package",
                )?,
                out: Out::buffer(signature_out, "signature_out")?,
            }
        };
        suite::run(suite::of(task.signing_package, "signing_package")?, task)
    })
}

//! Re-randomized signing (ZIP 312, `frost-rerandomized`): the coordinator
//! wraps a signing package with a randomizer `alpha`, and the signature
//! verifies under the randomized key `Y + alpha * G` (Zcash's `rk`).
//! `frost_sign` and `frost_aggregate` take the wrapped package as they take
//! a plain one.

use frost_core::SigningPackage;
use frost_rerandomized::{RandomizedSigningPackage, Randomizer};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode};
use crate::verify::group_key;

struct Wrap<'a> {
    signing_package: &'a [u8],
    verifying_key: &'a [u8],
    randomizer: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for Wrap<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let package = decode(
            self.signing_package,
            "signing_package",
            SigningPackage::<C>::deserialize,
        )?;
        let key = group_key::<C>(self.verifying_key, "verifying_key")?;
        let wrapped = match self.randomizer {
            [] => RandomizedSigningPackage::new(package, &key, &mut crate::rng::os()),
            bytes => {
                let randomizer = decode(bytes, "randomizer", Randomizer::<C>::from_bytes)?;
                RandomizedSigningPackage::from_randomizer(package, &key, randomizer)
            }
        }
        .map_err(|error| Failure::engine("randomizing the signing package", error))?;
        self.out.bytes(wrapped.serialize());
        Ok(())
    }
}

/// The coordinator's `RandomizedSigningPackage` message: the
/// `SigningPackage` message, a randomizer and the randomized key, for the
/// group key `verifying_key` (a `VerifyingKey` or `PublicKeyPackage`
/// message). `randomizer` is the caller's `alpha`, a non-zero scalar in the
/// suite's canonical encoding (no header; for Zcash, the transaction's
/// `alpha`), or empty for a fresh one from the operating system's
/// randomness. A given randomizer must be fresh and secret until the
/// signature is published.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_randomized_signing_package_new(
    signing_package: *const u8,
    signing_package_len: usize,
    verifying_key: *const u8,
    verifying_key_len: usize,
    randomizer: *const u8,
    randomizer_len: usize,
    randomized_signing_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Wrap {
                signing_package: input(signing_package, signing_package_len, "signing_package")?,
                verifying_key: input(verifying_key, verifying_key_len, "verifying_key")?,
                randomizer: input(randomizer, randomizer_len, "randomizer")?,
                out: Out::buffer(
                    randomized_signing_package_out,
                    "randomized_signing_package_out",
                )?,
            }
        };
        suite::run(suite::of(task.signing_package, "signing_package")?, task)
    })
}

struct RandomizedKey<'a> {
    package: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for RandomizedKey<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let package = decode(
            self.package,
            "randomized_signing_package",
            RandomizedSigningPackage::<C>::deserialize,
        )?;
        self.out
            .bytes(package.randomized_verifying_key().serialize());
        Ok(())
    }
}

/// The randomized key (`rk`) of a `RandomizedSigningPackage` message, as a
/// `VerifyingKey` message: the key the signature verifies under
/// (`frost_verify`). A signer checks it against what it authorizes before
/// signing.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_randomized_verifying_key(
    randomized_signing_package: *const u8,
    randomized_signing_package_len: usize,
    verifying_key_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            RandomizedKey {
                package: input(
                    randomized_signing_package,
                    randomized_signing_package_len,
                    "randomized_signing_package",
                )?,
                out: Out::buffer(verifying_key_out, "verifying_key_out")?,
            }
        };
        suite::run(suite::of(task.package, "randomized_signing_package")?, task)
    })
}

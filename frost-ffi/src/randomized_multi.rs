//! Re-randomized multi-message sessions (ZIP 312, `frost-rerandomized`):
//! the coordinator wraps a `MultiSigningPackage` with one randomizer per
//! message (one Zcash action each, with its own `alpha`), and signature `j`
//! verifies under the randomized key `Y + r_j * G` of message `j` (that
//! action's `rk`). `frost_multi_sign` and `frost_multi_signing_session_new`
//! take the wrapped package as they take a plain one; this module builds it,
//! reads its randomized keys and verifies the signatures under them.

use frost_core::BatchItem;
use frost_multi::MultiSigningPackage;
use frost_rerandomized::{RandomizedMultiSigningPackage, Randomizer};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::list;
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_list};
use crate::verify::{group_key, one_per_message};

/// Whether `bytes` are a `RandomizedMultiSigningPackage` message (by the
/// type byte of their header; the rest is checked when they are decoded).
pub(crate) fn is_randomized(bytes: &[u8]) -> bool {
    bytes.get(2) == Some(&frost_rerandomized::wire::MULTI_MESSAGE_TYPE)
}

struct Wrap<'a> {
    package: &'a [u8],
    verifying_key: &'a [u8],
    randomizers: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for Wrap<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let package = decode(
            self.package,
            "multi_signing_package",
            MultiSigningPackage::<C>::deserialize,
        )?;
        let key = group_key::<C>(self.verifying_key, "verifying_key")?;
        let wrapped = if self.randomizers.is_empty() {
            RandomizedMultiSigningPackage::randomize(package, &key, &mut crate::rng::os())
        } else {
            let randomizers =
                decode_list(self.randomizers, "randomizers", Randomizer::<C>::from_bytes)?;
            RandomizedMultiSigningPackage::from_randomizers(package, &key, randomizers)
        }
        .map_err(|error| Failure::engine("randomizing the multi signing package", error))?;
        self.out.bytes(wrapped.serialize());
        Ok(())
    }
}

/// The coordinator's `RandomizedMultiSigningPackage` message: the
/// `MultiSigningPackage` message with one randomizer per message and the
/// randomized key each gives, for the group key `verifying_key` (a
/// `VerifyingKey` or `PublicKeyPackage` message). `randomizers` is a list
/// (see "Lists") of the caller's randomizers, `randomizers[j]` for message
/// `j` (for Zcash, the `alpha` of each action), each a non-zero scalar in
/// the suite's canonical encoding (no header); or empty (`len` 0) for
/// fresh ones from the operating system's randomness, each bound to its
/// message's package. A list with another number of randomizers than
/// messages is refused (`FROST_ERR_INVALID_LENGTH`). Given randomizers must
/// be fresh and secret until the signatures are published; the package
/// carries them: send it to the signers only.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_randomized_multi_signing_package_new(
    multi_signing_package: *const u8,
    multi_signing_package_len: usize,
    verifying_key: *const u8,
    verifying_key_len: usize,
    randomizers: *const u8,
    randomizers_len: usize,
    randomized_multi_signing_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Wrap {
                package: input(
                    multi_signing_package,
                    multi_signing_package_len,
                    "multi_signing_package",
                )?,
                verifying_key: input(verifying_key, verifying_key_len, "verifying_key")?,
                randomizers: input(randomizers, randomizers_len, "randomizers")?,
                out: Out::buffer(
                    randomized_multi_signing_package_out,
                    "randomized_multi_signing_package_out",
                )?,
            }
        };
        suite::run(suite::of(task.package, "multi_signing_package")?, task)
    })
}

struct RandomizedKeys<'a> {
    package: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for RandomizedKeys<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let package = decode(
            self.package,
            "randomized_multi_signing_package",
            RandomizedMultiSigningPackage::<C>::deserialize,
        )?;
        let keys: Vec<Vec<u8>> = package
            .randomized_packages()
            .iter()
            .map(|message| message.randomized_verifying_key().serialize())
            .collect();
        self.out.bytes(list::encode(&keys));
        Ok(())
    }
}

/// The randomized keys of a `RandomizedMultiSigningPackage` message, one
/// `VerifyingKey` message per message, in message order, as a list (see
/// "Lists"): key `j` (Zcash's `rk` of action `j`) is the one signature `j`
/// verifies under. A signer checks them against what it authorizes before
/// signing; a verifier without the package checks each signature with
/// `frost_verify` or `frost_verify_batch` under them.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_randomized_multi_verifying_keys(
    randomized_multi_signing_package: *const u8,
    randomized_multi_signing_package_len: usize,
    verifying_keys_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            RandomizedKeys {
                package: input(
                    randomized_multi_signing_package,
                    randomized_multi_signing_package_len,
                    "randomized_multi_signing_package",
                )?,
                out: Out::buffer(verifying_keys_out, "verifying_keys_out")?,
            }
        };
        suite::run(
            suite::of(task.package, "randomized_multi_signing_package")?,
            task,
        )
    })
}

struct Verify<'a> {
    package: &'a [u8],
    verifying_key: &'a [u8],
    signatures: &'a [u8],
    invalid_out: Out<FrostBuffer>,
}

impl Task for Verify<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let package = decode(
            self.package,
            "randomized_multi_signing_package",
            RandomizedMultiSigningPackage::<C>::deserialize,
        )?;
        let key = group_key::<C>(self.verifying_key, "verifying_key")?;
        let signatures = list::decode(self.signatures, "signatures")?;
        let signatures = one_per_message::<C>(signatures, package.len())?;
        let params = package
            .randomized_packages()
            .iter()
            .map(|message| message.params(&key))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|error| Failure::engine("randomized_multi_signing_package", error))?;
        let batch: Vec<_> = package
            .randomized_packages()
            .iter()
            .zip(&params)
            .zip(&signatures)
            .map(|((message, params), signature)| BatchItem {
                verifying_key: params.randomized_verifying_key(),
                message: message.signing_package().message(),
                signature,
            })
            .collect();
        crate::check::verify_naming_invalid(&batch, self.invalid_out, "the signatures of messages")
    }
}

/// Verifies the signatures of a re-randomized multi-message session at
/// once (a random linear combination: one multiscalar multiplication):
/// `signatures` is a list (see "Lists") of `Signature` messages, signature
/// `j` over message `j` of the `RandomizedMultiSigningPackage` message
/// under that message's randomized key. Each randomized key is first
/// checked against the group key `verifying_key` (a `VerifyingKey` or
/// `PublicKeyPackage` message): a package whose randomizer does not give
/// its key, or of another group, is refused (`FROST_ERR_PROTOCOL`). A
/// list with another number of signatures than messages is
/// `FROST_ERR_INVALID_LENGTH`. `FROST_OK` when all verify; otherwise
/// `FROST_ERR_INVALID_SIGNATURE` and `*invalid_out` holds the indices of
/// **every** invalid signature, each a `uint32_t` little-endian, in
/// ascending order (as `frost_multi_verify`). Randomness: the operating
/// system's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_randomized_multi_verify(
    randomized_multi_signing_package: *const u8,
    randomized_multi_signing_package_len: usize,
    verifying_key: *const u8,
    verifying_key_len: usize,
    signatures: *const u8,
    signatures_len: usize,
    invalid_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Verify {
                package: input(
                    randomized_multi_signing_package,
                    randomized_multi_signing_package_len,
                    "randomized_multi_signing_package",
                )?,
                verifying_key: input(verifying_key, verifying_key_len, "verifying_key")?,
                signatures: input(signatures, signatures_len, "signatures")?,
                invalid_out: Out::buffer(invalid_out, "invalid_out")?,
            }
        };
        suite::run(
            suite::of(task.package, "randomized_multi_signing_package")?,
            task,
        )
    })
}

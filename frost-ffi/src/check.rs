//! Checks a coordinator or a verifier runs on received values: one
//! signature share as it arrives (RFC 9591, Section 5.4), many signatures
//! at once, and a description of any message (`inspect`).

use frost_core::keys::PublicKeyPackage;
use frost_core::round2::{self, SignatureShare};
use frost_core::serialization::MessageType;
use frost_core::{BatchItem, Identifier, Signature, SigningPackage, VerifyingKey};
use frost_multi::MultiSigningPackage;

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::list;
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode};
use crate::verify::group_key;

struct ShareCheck<'a> {
    signing_package: &'a [u8],
    identifier: &'a [u8],
    share: &'a [u8],
    public_key_package: &'a [u8],
}

impl Task for ShareCheck<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let package = decode(
            self.signing_package,
            "signing_package",
            SigningPackage::<C>::deserialize,
        )?;
        let identifier = decode(self.identifier, "identifier", Identifier::<C>::deserialize)?;
        let share = decode(
            self.share,
            "signature_share",
            SignatureShare::<C>::deserialize,
        )?;
        let public = decode(
            self.public_key_package,
            "public_key_package",
            PublicKeyPackage::<C>::deserialize,
        )?;
        let verifying_share = public.verifying_shares().get(&identifier).ok_or_else(|| {
            Failure::engine(
                "checking the share",
                frost_core::Error::<C>::UnknownParticipant { identifier },
            )
        })?;
        round2::verify_signature_share(
            &identifier,
            verifying_share,
            &share,
            &package,
            public.verifying_key(),
        )
        .map_err(|error| Failure::engine("checking the share", error))
    }
}

/// Checks one signer's `SignatureShare` message as it arrives (RFC 9591,
/// Section 5.4), before aggregation: `FROST_OK`, or
/// `FROST_ERR_INVALID_SIGNATURE_SHARES` naming the signer. Each call derives
/// the session's values afresh; `frost_aggregate` checks all shares at once
/// and names every culprit, which is cheaper when shares arrive together.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_verify_share(
    signing_package: *const u8,
    signing_package_len: usize,
    identifier: *const u8,
    identifier_len: usize,
    signature_share: *const u8,
    signature_share_len: usize,
    public_key_package: *const u8,
    public_key_package_len: usize,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            ShareCheck {
                signing_package: input(signing_package, signing_package_len, "signing_package")?,
                identifier: input(identifier, identifier_len, "identifier")?,
                share: input(signature_share, signature_share_len, "signature_share")?,
                public_key_package: input(
                    public_key_package,
                    public_key_package_len,
                    "public_key_package",
                )?,
            }
        };
        suite::run(suite::of(task.signing_package, "signing_package")?, task)
    })
}

struct Batch<'a> {
    items: &'a [u8],
    invalid_out: Out<FrostBuffer>,
}

impl Task for Batch<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let items = list::decode(self.items, "signatures")?;
        if items.len() % 3 != 0 {
            return Err(Failure::new(
                FrostStatus::FrostErrMalformedInput,
                "signatures: a list of (key, message, signature) triples",
            ));
        }
        let mut decoded: Vec<(VerifyingKey<C>, &[u8], Signature<C>)> = Vec::new();
        for triple in items.chunks_exact(3) {
            decoded.push((
                group_key::<C>(triple[0], "signatures")?,
                triple[1],
                decode(triple[2], "signatures", Signature::<C>::deserialize)?,
            ));
        }
        let batch: Vec<_> = decoded
            .iter()
            .map(|(verifying_key, message, signature)| BatchItem {
                verifying_key,
                message,
                signature,
            })
            .collect();
        verify_naming_invalid(&batch, self.invalid_out, "signatures at indices")
    }
}

/// Verifies many signatures at once (a random linear combination: one
/// multiscalar multiplication), all of one suite. `signatures` is a list of
/// triples: the key (`VerifyingKey` or `PublicKeyPackage` message), the
/// message, the `Signature` message. `FROST_OK` when all verify; otherwise
/// `FROST_ERR_INVALID_SIGNATURE` and, unlike other failures,
/// `*invalid_out` holds the indices of **every** invalid signature, each a
/// `uint32_t` little-endian, in ascending order. Randomness: the operating
/// system's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_verify_batch(
    signatures: *const u8,
    signatures_len: usize,
    invalid_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Batch {
                items: input(signatures, signatures_len, "signatures")?,
                invalid_out: Out::buffer(invalid_out, "invalid_out")?,
            }
        };
        let items = list::decode(task.items, "signatures")?;
        match items.first() {
            None => Ok(()),
            Some(first) => suite::run(suite::of(first, "signatures")?, task),
        }
    })
}

/// Verifies `batch` at once; on failure writes the index of **every** invalid
/// signature to `invalid_out` (each a little-endian `u32`) and names them in
/// the error, after `what` ("signatures at indices", ...).
pub(crate) fn verify_naming_invalid<C: FfiSuite>(
    batch: &[BatchItem<'_, C>],
    invalid_out: Out<FrostBuffer>,
    what: &str,
) -> Result<(), Failure> {
    let Err(invalid) = frost_core::verify_batch(batch, &mut crate::rng::os()) else {
        return Ok(());
    };
    let indices: Vec<u8> = invalid
        .iter()
        .flat_map(|index| u32::try_from(*index).unwrap_or(u32::MAX).to_le_bytes())
        .collect();
    let named = invalid
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    invalid_out.bytes(indices);
    Err(Failure::new(
        FrostStatus::FrostErrInvalidSignature,
        format!("{what} {named} do not verify"),
    ))
}

struct Inspect<'a> {
    bytes: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for Inspect<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let code = self.bytes.get(2).copied().unwrap_or_default();
        let name = frost_core::wire_codes::table::name_of(code);
        let mut text = format!(
            "{name} of {} ({} bytes, format version {})",
            C::CONTEXT_STRING,
            self.bytes.len(),
            frost_core::serialization::FORMAT_VERSION
        );
        let detail = match MessageType::of(self.bytes) {
            Some(MessageType::SigningPackage) => {
                decode(self.bytes, "message", SigningPackage::<C>::deserialize).map(|package| {
                    format!(
                        ": {} signers, a message of {} bytes",
                        package.signing_commitments().len(),
                        package.message().len()
                    )
                })
            }
            Some(MessageType::MultiSigningPackage) => {
                decode(self.bytes, "message", MultiSigningPackage::<C>::deserialize).map(
                    |package| {
                        format!(
                            ": {} messages, {} signers",
                            package.len(),
                            package.signers().count()
                        )
                    },
                )
            }
            Some(MessageType::PublicKeyPackage) => {
                decode(self.bytes, "message", PublicKeyPackage::<C>::deserialize).map(|public| {
                    format!(
                        ": {}-of-{} group",
                        public.min_signers(),
                        public.max_signers()
                    )
                })
            }
            _ => Ok(String::new()),
        }?;
        text.push_str(&detail);
        self.out.bytes(text.into_bytes());
        Ok(())
    }
}

/// A one-line description of a message, in UTF-8: its type, suite and
/// size, and for a signing package its signers and message length, for a
/// multi signing package its messages and signers, for a public key package
/// its threshold. Reads the header only for other types
/// (nothing secret is described); refuses bytes whose header is not this
/// library's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_inspect(
    message: *const u8,
    message_len: usize,
    description_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Inspect {
                bytes: input(message, message_len, "message")?,
                out: Out::buffer(description_out, "description_out")?,
            }
        };
        suite::run(suite::of(task.bytes, "message")?, task)
    })
}

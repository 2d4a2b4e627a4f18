//! Signature verification (RFC 9591, Appendix B, `verify_signature_share`'s
//! single-party counterpart), one at a time.

use frost_core::keys::PublicKeyPackage;
use frost_core::serialization::MessageType;
use frost_core::{Ciphersuite, Signature, VerifyingKey};

use crate::boundary::{guard, input};
use crate::failure::{Failure, FrostError};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode};

/// The group key of a `VerifyingKey` or a `PublicKeyPackage` message.
pub(crate) fn group_key<C: Ciphersuite>(
    bytes: &[u8],
    what: &str,
) -> Result<VerifyingKey<C>, Failure> {
    if MessageType::of(bytes) == Some(MessageType::PublicKeyPackage) {
        Ok(*decode(bytes, what, PublicKeyPackage::<C>::deserialize)?.verifying_key())
    } else {
        decode(bytes, what, VerifyingKey::<C>::deserialize)
    }
}

struct Verify<'a> {
    key: &'a [u8],
    message: &'a [u8],
    signature: &'a [u8],
}

impl Task for Verify<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let key = group_key::<C>(self.key, "verifying_key")?;
        let signature = decode(self.signature, "signature", Signature::<C>::deserialize)?;
        key.verify(self.message, &signature)
            .map_err(|error| Failure::engine("verifying", error))
    }
}

/// Verifies the `Signature` message over `message` under the group key, a
/// `VerifyingKey` or `PublicKeyPackage` message: `FROST_OK` when it
/// verifies, `FROST_ERR_INVALID_SIGNATURE` when it does not.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_verify(
    verifying_key: *const u8,
    verifying_key_len: usize,
    message: *const u8,
    message_len: usize,
    signature: *const u8,
    signature_len: usize,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Verify {
                key: input(verifying_key, verifying_key_len, "verifying_key")?,
                message: input(message, message_len, "message")?,
                signature: input(signature, signature_len, "signature")?,
            }
        };
        suite::run(suite::of(task.key, "verifying_key")?, task)
    })
}

/// The `Signature` messages of a list, exactly one per message of a
/// multi-message request of `messages` messages.
pub(crate) fn one_per_message<C: FfiSuite>(
    signatures: Vec<&[u8]>,
    messages: usize,
) -> Result<Vec<Signature<C>>, Failure> {
    if signatures.len() != messages {
        return Err(Failure::new(
            FrostStatus::FrostErrInvalidLength,
            format!(
                "{messages} messages and {} signatures: one signature per message",
                signatures.len()
            ),
        ));
    }
    signatures
        .into_iter()
        .map(|bytes| decode(bytes, "signatures", Signature::<C>::deserialize))
        .collect()
}

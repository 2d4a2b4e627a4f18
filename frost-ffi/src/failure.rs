//! A failure inside the library, and its report to the caller: the
//! [`FrostError`] that every entry point fills when it returns a non-zero
//! status.

use frost_core::{Ciphersuite, Error};

use crate::buffer::{FrostBuffer, free_buffer, issue};
use crate::list;
use crate::status::FrostStatus;

/// Why a call failed, before it is reported.
#[derive(Debug)]
pub(crate) struct Failure {
    pub(crate) status: FrostStatus,
    pub(crate) message: String,
    /// The participants concerned, each as an `Identifier` message.
    pub(crate) participants: Vec<Vec<u8>>,
}

impl Failure {
    /// A failure with a code and a message that concerns no participant.
    pub(crate) fn new(status: FrostStatus, message: impl Into<String>) -> Failure {
        Failure {
            status,
            message: message.into(),
            participants: Vec::new(),
        }
    }

    /// The report of an engine error, naming the participants it concerns.
    pub(crate) fn engine<C: Ciphersuite>(context: &str, error: Error<C>) -> Failure {
        Failure {
            status: FrostStatus::of(&error),
            message: format!("{context}: {error}"),
            participants: identifiers_of(&error),
        }
    }
}

/// The participants an error concerns: its culprits, or the participants
/// whose shares or packages are missing.
fn identifiers_of<C: Ciphersuite>(error: &Error<C>) -> Vec<Vec<u8>> {
    let named = match error {
        Error::MissingSignatureShares { identifiers } | Error::MissingPackages { identifiers } => {
            identifiers.clone()
        }
        other => other.culprits(),
    };
    named
        .iter()
        .map(|identifier| identifier.serialize())
        .collect()
}

/// The details of a failed call. The library fills it, when the caller
/// passes a non-null pointer, on every non-zero status, and leaves it empty
/// (code 0, empty buffers) on success; free it with `frost_error_free`.
#[repr(C)]
#[derive(Debug)]
pub struct FrostError {
    /// The status the call returned.
    pub code: FrostStatus,
    /// A readable message in UTF-8, also NUL-terminated (the terminator is
    /// not counted in `len`). It names parties by identifier, never a
    /// secret.
    pub message: FrostBuffer,
    /// The participants the failure concerns, as a list (see "Lists") of
    /// `Identifier` messages: every culprit for the blame codes
    /// (`FROST_ERR_INVALID_SIGNATURE_SHARES`, ...), the absent participants
    /// for `FROST_ERR_MISSING_PARTICIPANTS`; an empty list otherwise.
    pub participants: FrostBuffer,
}

impl FrostError {
    pub(crate) const EMPTY: FrostError = FrostError {
        code: FrostStatus::FrostOk,
        message: FrostBuffer::EMPTY,
        participants: FrostBuffer::EMPTY,
    };
}

/// Writes `failure` into `*error` when `error` is not null.
///
/// # Safety
/// `error` is null or points to a writable `FrostError`.
pub(crate) unsafe fn report(error: *mut FrostError, failure: Failure) {
    if error.is_null() {
        return;
    }
    let mut message = failure.message.into_bytes();
    message.retain(|&byte| byte != 0);
    let text_len = message.len();
    message.push(0);
    let mut message = issue(message);
    message.len = text_len;
    let participants = issue(list::encode(&failure.participants));
    // SAFETY: the caller guarantees `error` is writable.
    unsafe {
        error.write(FrostError {
            code: failure.status,
            message,
            participants,
        });
    }
}

/// Frees the buffers of an error and empties it. A null pointer and an
/// empty error are accepted; the buffers are checked as `frost_buffer_free`
/// checks them.
///
/// # Safety
/// `error` is null or points to a `FrostError` the library filled (or
/// zero-initialised).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_error_free(error: *mut FrostError) -> FrostStatus {
    crate::boundary::guard(core::ptr::null_mut(), || {
        if error.is_null() {
            return Ok(());
        }
        // SAFETY: the caller guarantees `error` points to a `FrostError`.
        let (message, participants) = unsafe { ((*error).message, (*error).participants) };
        // SAFETY: as above.
        unsafe { error.write(FrostError::EMPTY) };
        free_buffer(message)?;
        free_buffer(participants)
    })
}

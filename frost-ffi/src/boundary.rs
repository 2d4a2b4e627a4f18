//! The crossing itself: every entry point runs its body through [`guard`],
//! which catches unwinding and turns every failure into a status and a
//! report, and reads its arguments through the checked readers below.

use std::panic::{AssertUnwindSafe, catch_unwind};

use crate::buffer::{FrostBuffer, issue};
use crate::failure::{Failure, FrostError, report};
use crate::status::FrostStatus;

/// The largest input the library reads, in bytes (64 MiB): larger inputs
/// are refused with `FROST_ERR_INPUT_TOO_LARGE` before they are looked at.
/// A signing package of a thousand signers with a megabyte message is far
/// below it.
pub const FROST_MAX_INPUT_LEN: usize = 64 << 20;

/// Runs `body`, catching any panic, and returns its status; on failure the
/// report goes to `error` (when not null).
pub(crate) fn guard(
    error: *mut FrostError,
    body: impl FnOnce() -> Result<(), Failure>,
) -> FrostStatus {
    if !error.is_null() {
        // SAFETY: every entry point's contract: `error` is null or writable.
        unsafe { error.write(FrostError::EMPTY) };
    }
    let outcome = catch_unwind(AssertUnwindSafe(body)).unwrap_or_else(|panic| {
        let what = panic
            .downcast_ref::<&str>()
            .map(|text| (*text).to_owned())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".to_owned());
        Err(Failure::new(
            FrostStatus::FrostErrInternal,
            format!("internal error (caught, nothing crossed the boundary): {what}"),
        ))
    });
    match outcome {
        Ok(()) => FrostStatus::FrostOk,
        Err(failure) => {
            let status = failure.status;
            // SAFETY: as above.
            unsafe { report(error, failure) };
            status
        }
    }
}

/// The input `what` as a slice: `len` bytes at `data`. Null is accepted only
/// with length zero (the empty input); lengths above
/// [`FROST_MAX_INPUT_LEN`] are refused.
///
/// # Safety
/// `data` is null or valid for reads of `len` bytes for the call's duration.
pub(crate) unsafe fn input<'a>(
    data: *const u8,
    len: usize,
    what: &str,
) -> Result<&'a [u8], Failure> {
    if len > FROST_MAX_INPUT_LEN {
        return Err(Failure::new(
            FrostStatus::FrostErrInputTooLarge,
            format!("{what}: {len} bytes, above the limit of {FROST_MAX_INPUT_LEN}"),
        ));
    }
    if data.is_null() {
        return if len == 0 { Ok(&[]) } else { Err(null(what)) };
    }
    // SAFETY: the caller guarantees `len` readable bytes at `data`.
    Ok(unsafe { std::slice::from_raw_parts(data, len) })
}

/// A null required argument.
pub(crate) fn null(what: &str) -> Failure {
    Failure::new(
        FrostStatus::FrostErrNullArgument,
        format!("{what}: null pointer"),
    )
}

/// An output slot, checked for null and emptied before the work starts so
/// that a failed call leaves an empty buffer there.
pub(crate) struct Out<T>(*mut T);

impl<T> Out<T> {
    /// Checks `slot` and writes `empty` into it.
    ///
    /// # Safety
    /// `slot` is null or writable.
    pub(crate) unsafe fn new(slot: *mut T, empty: T, what: &str) -> Result<Out<T>, Failure> {
        if slot.is_null() {
            return Err(null(what));
        }
        // SAFETY: the caller guarantees `slot` is writable.
        unsafe { slot.write(empty) };
        Ok(Out(slot))
    }

    /// Writes the result.
    pub(crate) fn set(self, value: T) {
        // SAFETY: checked writable in `new`.
        unsafe { self.0.write(value) };
    }
}

impl Out<FrostBuffer> {
    /// A buffer output slot.
    ///
    /// # Safety
    /// `slot` is null or writable.
    pub(crate) unsafe fn buffer(slot: *mut FrostBuffer, what: &str) -> Result<Self, Failure> {
        // SAFETY: forwarded.
        unsafe { Out::new(slot, FrostBuffer::EMPTY, what) }
    }

    /// Hands `bytes` to the caller in this slot.
    pub(crate) fn bytes(self, bytes: impl Into<Vec<u8>>) {
        self.set(issue(bytes.into()));
    }

    /// Hands a secret to the caller in this slot without copying it: the
    /// bytes move from one wiping container into the buffer's.
    pub(crate) fn secret(self, mut bytes: zeroize::Zeroizing<Vec<u8>>) {
        self.set(issue(std::mem::take(&mut *bytes)));
    }
}

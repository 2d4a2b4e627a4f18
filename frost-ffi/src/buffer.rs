//! Output buffers: bytes the library owns and the caller frees, wiped when
//! freed.

use zeroize::Zeroizing;

use crate::failure::Failure;
use crate::registry::{self, Kind};
use crate::status::FrostStatus;

/// Bytes returned by the library. `data` is valid for `len` bytes until the
/// buffer is freed with `frost_buffer_free`, which first overwrites them
/// with zeros (every buffer, secret or not, is wiped). `id` is the buffer's
/// handle in the library's registry: freeing checks it, so a double free, or
/// freeing a copy of a freed buffer, is refused with a code instead of
/// corrupting memory. An empty buffer (`data` null, `len` 0, `id` 0) is what
/// a failed call leaves in its outputs; freeing it does nothing.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct FrostBuffer {
    /// The first byte (null for an empty buffer).
    pub data: *const u8,
    /// The number of bytes.
    pub len: usize,
    /// The registry handle of the buffer (0 for an empty buffer).
    pub id: u64,
}

impl FrostBuffer {
    pub(crate) const EMPTY: FrostBuffer = FrostBuffer {
        data: core::ptr::null(),
        len: 0,
        id: 0,
    };
}

/// Hands `bytes` to the caller as a registered buffer.
pub(crate) fn issue(bytes: Vec<u8>) -> FrostBuffer {
    let bytes = Zeroizing::new(bytes);
    let data = bytes.as_ptr();
    let len = bytes.len();
    // The heap block does not move when the `Vec` itself moves into the
    // registry, so `data` stays valid until the buffer is freed.
    let id = registry::insert(Kind::Buffer, 0, bytes);
    FrostBuffer { data, len, id }
}

/// Frees a buffer after checking that the registry issued it with this data
/// pointer. The empty buffer is accepted.
pub(crate) fn free_buffer(buffer: FrostBuffer) -> Result<(), Failure> {
    if buffer.id == 0 && buffer.data.is_null() && buffer.len == 0 {
        return Ok(());
    }
    let issued = registry::inspect::<Zeroizing<Vec<u8>>, _>(buffer.id, Kind::Buffer, |bytes| {
        bytes.as_ptr()
    })?;
    if issued != buffer.data {
        return Err(Failure::new(
            FrostStatus::FrostErrInvalidHandle,
            format!(
                "buffer {} does not point to the bytes the library issued under that id",
                buffer.id
            ),
        ));
    }
    // Dropping the `Zeroizing` wipes the bytes, then frees them.
    registry::remove(buffer.id, Kind::Buffer)
}

/// Wipes and frees the buffer `*buffer` and empties it. Refuses a null
/// pointer (`FROST_ERR_NULL_ARGUMENT`), a buffer already freed
/// (`FROST_ERR_STALE_HANDLE`), and a buffer the library did not issue
/// (`FROST_ERR_INVALID_HANDLE`); freeing an empty buffer does nothing.
///
/// # Safety
/// `buffer` is null or points to a readable and writable `FrostBuffer`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_buffer_free(buffer: *mut FrostBuffer) -> FrostStatus {
    crate::boundary::guard(core::ptr::null_mut(), || {
        if buffer.is_null() {
            return Err(Failure::new(
                FrostStatus::FrostErrNullArgument,
                "frost_buffer_free: the buffer pointer is null",
            ));
        }
        // SAFETY: the caller guarantees `buffer` points to a `FrostBuffer`.
        let issued = unsafe { buffer.read() };
        free_buffer(issued)?;
        // SAFETY: as above.
        unsafe { buffer.write(FrostBuffer::EMPTY) };
        Ok(())
    })
}

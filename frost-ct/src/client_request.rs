//! Valgrind client requests on x86-64, by the "special instruction" sequence
//! valgrind documents in `valgrind.h` (`VALGRIND_DO_CLIENT_REQUEST_EXPR`).
//!
//! The sequence rotates `rdi` left by 3, 13, 61 and 51 bits (128 in all, so
//! `rdi` ends unchanged) and then exchanges `rbx` with itself: natively a
//! no-op apart from the flags. Valgrind's instruction decoder recognises it
//! and performs the request whose code and five arguments are in the array
//! `rax` points to, writing the result to `rdx`; natively `rdx` keeps the
//! default value the caller put there.

#[cfg(not(target_arch = "x86_64"))]
compile_error!(
    "the `valgrind` feature of frost-ct supports x86-64 only: the client request sequence of \
     other architectures is not implemented"
);

/// `VG_USERREQ__RUNNING_ON_VALGRIND` (`valgrind.h`).
const RUNNING_ON_VALGRIND: u64 = 0x1001;
/// `VG_USERREQ_TOOL_BASE('M', 'C')` (`valgrind.h`), the first memcheck
/// request, `VG_USERREQ__MAKE_MEM_NOACCESS` (`memcheck.h`).
const MEMCHECK_BASE: u64 = ((b'M' as u64) << 24) | ((b'C' as u64) << 16);
/// `VG_USERREQ__MAKE_MEM_UNDEFINED` (`memcheck.h`).
const MAKE_MEM_UNDEFINED: u64 = MEMCHECK_BASE + 1;
/// `VG_USERREQ__MAKE_MEM_DEFINED` (`memcheck.h`).
const MAKE_MEM_DEFINED: u64 = MEMCHECK_BASE + 2;

/// Issues client request `request` with arguments `args`; returns valgrind's
/// answer, or `default` when not running under valgrind.
#[inline(always)]
fn client_request(default: u64, request: u64, args: [u64; 5]) -> u64 {
    let block: [u64; 6] = [request, args[0], args[1], args[2], args[3], args[4]];
    let result: u64;
    // SAFETY: natively the instructions change no register but the flags
    // (the rotations add up to 128 bits; `xchg rbx, rbx` swaps a register
    // with itself), and `rdx` is declared as written. `rax` points to six
    // initialised words that live until the asm block ends. Under valgrind
    // the request reads those words and only changes valgrind's shadow
    // state of the memory the arguments name, which the caller owns. The
    // block is not `nomem`, so the compiler keeps memory accesses on either
    // side of it in order.
    unsafe {
        core::arch::asm!(
            "rol rdi, 3",
            "rol rdi, 13",
            "rol rdi, 61",
            "rol rdi, 51",
            "xchg rbx, rbx",
            in("rax") block.as_ptr(),
            inout("rdx") default => result,
            options(nostack),
        );
    }
    result
}

/// `VALGRIND_MAKE_MEM_UNDEFINED(address, len)`.
#[inline(always)]
pub(crate) fn make_mem_undefined(address: *const u8, len: usize) {
    client_request(0, MAKE_MEM_UNDEFINED, [address as u64, len as u64, 0, 0, 0]);
}

/// `VALGRIND_MAKE_MEM_DEFINED(address, len)`.
#[inline(always)]
pub(crate) fn make_mem_defined(address: *const u8, len: usize) {
    client_request(0, MAKE_MEM_DEFINED, [address as u64, len as u64, 0, 0, 0]);
}

/// `RUNNING_ON_VALGRIND`: non-zero under valgrind (the nesting depth).
#[inline(always)]
pub(crate) fn running_on_valgrind() -> bool {
    client_request(0, RUNNING_ON_VALGRIND, [0; 5]) != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_codes_match_memcheck_h() {
        assert_eq!(MEMCHECK_BASE, 0x4d43_0000);
        assert_eq!(MAKE_MEM_UNDEFINED, 0x4d43_0001);
        assert_eq!(MAKE_MEM_DEFINED, 0x4d43_0002);
    }

    /// Natively the sequence returns the default unchanged and preserves
    /// the registers the compiler relies on.
    #[test]
    fn natively_the_request_returns_its_default() {
        for default in [0, 1, 0x1234_5678_9abc_def0, u64::MAX] {
            assert_eq!(
                client_request(default, RUNNING_ON_VALGRIND, [0; 5]),
                default
            );
        }
        let buffer = [7u8; 16];
        make_mem_undefined(buffer.as_ptr(), buffer.len());
        make_mem_defined(buffer.as_ptr(), buffer.len());
        assert_eq!(buffer, [7u8; 16]);
    }
}

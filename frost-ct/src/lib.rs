//! # frost-ct
//!
//! Annotations for checking constant-time code with valgrind's memcheck, in
//! the manner of libsecp256k1's `ctime_tests`: a checker marks secret inputs
//! as *undefined* ([`classify`]); memcheck then reports every conditional
//! jump, and every memory address, computed from them, exactly as it reports
//! the use of uninitialised memory. A value that is public by design (a
//! commitment, a signature share once computed, the accept/reject outcome of
//! a decoding) is marked *defined* again ([`declassify`]) where it becomes
//! public, so that code working on it afterwards may branch on it.
//!
//! Without the `valgrind` feature every function is an inline no-op and this
//! crate contains no unsafe code; libraries call the annotations
//! unconditionally and cost nothing in normal builds. With the feature, the
//! functions issue valgrind client requests (the magic instruction sequence of
//! valgrind's `valgrind.h`, request codes from `memcheck.h`). Outside valgrind
//! that sequence leaves every register as it was, so such a build runs
//! normally; [`running_on_valgrind`] tells the two apart.
//!
//! The feature supports x86-64 only; on any other target enabling it is a
//! compile error rather than a silently vacuous check.
//!
//! Marking memory defined or undefined changes only valgrind's bookkeeping,
//! never the bytes themselves.
#![no_std]
#![cfg_attr(not(feature = "valgrind"), forbid(unsafe_code))]
#![deny(missing_docs, unsafe_op_in_unsafe_fn)]

#[cfg(feature = "valgrind")]
mod client_request;

/// Marks the bytes of `value` as undefined (secret) for memcheck, which then
/// reports any branch or memory address that depends on them.
///
/// A no-op without the `valgrind` feature or outside valgrind. Padding bytes
/// are covered too, which is harmless: they are never read as values.
#[inline(always)]
pub fn classify<T: ?Sized>(value: &T) {
    #[cfg(feature = "valgrind")]
    client_request::make_mem_undefined(
        core::ptr::from_ref(value).cast::<u8>(),
        core::mem::size_of_val(value),
    );
    #[cfg(not(feature = "valgrind"))]
    let _ = value;
}

/// Marks the bytes of `value` as defined (public) for memcheck.
///
/// Only for values that are public by design: declassifying a secret hides a
/// leak instead of finding it. A no-op without the `valgrind` feature or
/// outside valgrind.
#[inline(always)]
pub fn declassify<T: ?Sized>(value: &T) {
    #[cfg(feature = "valgrind")]
    client_request::make_mem_defined(
        core::ptr::from_ref(value).cast::<u8>(),
        core::mem::size_of_val(value),
    );
    #[cfg(not(feature = "valgrind"))]
    let _ = value;
}

/// Whether the program runs under valgrind. Always `false` without the
/// `valgrind` feature.
#[inline]
pub fn running_on_valgrind() -> bool {
    #[cfg(feature = "valgrind")]
    {
        client_request::running_on_valgrind()
    }
    #[cfg(not(feature = "valgrind"))]
    {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn annotations_leave_values_unchanged() {
        let secret = [0x5au8, 1, 2, 3, 0xff];
        classify(&secret);
        declassify(&secret);
        assert_eq!(secret, [0x5a, 1, 2, 3, 0xff]);
        let text: &str = "public by design";
        classify(text);
        declassify(text);
        assert_eq!(text, "public by design");
        let empty: [u64; 0] = [];
        classify(&empty);
        declassify(&empty);
    }

    /// The unit tests run natively, outside valgrind, in both builds.
    #[test]
    fn not_running_on_valgrind_natively() {
        assert!(!running_on_valgrind());
    }
}

//! The library's only source of randomness: the operating system's
//! generator (`getrandom`), asked afresh for every value. Nothing is seeded
//! or cached in the library, so there is no generator state to fork, copy or
//! restore. If the operating system cannot give randomness the call fails
//! with `FROST_ERR_INTERNAL` before any secret is made from it.

use rand::rand_core::UnwrapErr;
use rand::rngs::SysRng;

/// The operating system's generator.
pub(crate) fn os() -> UnwrapErr<SysRng> {
    UnwrapErr(SysRng)
}

//! The operating system's random source, as the generator every `rng`
//! argument of this crate takes, so that an application needs no second
//! crate (such as `rand`) for randomness.

/// The operating system's cryptographically secure random source
/// (`getrandom`: `getrandom(2)` on Linux, `getentropy` on macOS,
/// `ProcessPrng` on Windows), read afresh for every request: no state in
/// the process that a fork or a snapshot could duplicate.
pub type OsRng = rand_core::UnwrapErr<getrandom::SysRng>;

/// The operating system's random source: `let mut rng = frost_core::os_rng();`
/// then `&mut rng` wherever a generator is asked for.
///
/// A request the operating system cannot serve panics: it happens only
/// where the system has no entropy source at all, and no key or nonce may
/// be drawn then.
pub fn os_rng() -> OsRng {
    rand_core::UnwrapErr(getrandom::SysRng)
}

#[cfg(test)]
mod tests {
    use rand_core::Rng;

    #[test]
    fn draws_differ() {
        let mut rng = super::os_rng();
        let (mut a, mut b) = ([0u8; 32], [0u8; 32]);
        rng.fill_bytes(&mut a);
        rng.fill_bytes(&mut b);
        assert_ne!(a, b);
    }
}

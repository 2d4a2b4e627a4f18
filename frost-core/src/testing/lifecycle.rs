//! Generic tests of the key lifecycle: distributed key generation, refresh,
//! resharing and repair.

/// Expands into one `#[test]` per generic key-lifecycle test, for the given
/// ciphersuite type; [`ciphersuite_tests!`](crate::ciphersuite_tests) invokes it.
#[macro_export]
macro_rules! lifecycle_tests {
    ($suite:ty) => {};
}

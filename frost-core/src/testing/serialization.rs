//! Generic tests of the wire formats.

/// Expands into one `#[test]` per generic wire-format test, for the given
/// ciphersuite type; [`ciphersuite_tests!`](crate::ciphersuite_tests) invokes it.
#[macro_export]
macro_rules! serialization_tests {
    ($suite:ty) => {};
}

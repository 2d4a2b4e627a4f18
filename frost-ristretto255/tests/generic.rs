//! The engine's generic test suite, instantiated for FROST(ristretto255, SHA-512).

frost_core::ciphersuite_tests!(frost_ristretto255::Ristretto255);

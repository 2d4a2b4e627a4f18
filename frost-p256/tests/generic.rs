//! The engine's generic test suite, instantiated for FROST(P-256, SHA-256).

frost_core::ciphersuite_tests!(frost_p256::P256);

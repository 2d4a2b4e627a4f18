//! The engine's generic test suite, instantiated for FROST(secp256k1, SHA-256).

frost_core::ciphersuite_tests!(frost_secp256k1::Secp256k1);

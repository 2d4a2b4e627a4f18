//! The engine's generic tests, instantiated for FROST(secp256k1, SHA-256).

engine_tests::engine_tests!(frost_secp256k1::Secp256k1);

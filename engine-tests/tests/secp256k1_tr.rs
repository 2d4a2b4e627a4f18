//! The engine's generic tests, instantiated for FROST(secp256k1, SHA-256)
//! with BIP340 signatures.

engine_tests::engine_tests!(frost_secp256k1_tr::Secp256k1Tr);

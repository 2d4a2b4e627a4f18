//! The engine's generic tests, instantiated for FROST(P-256, SHA-256).

engine_tests::engine_tests!(frost_p256::P256);

//! The engine's generic tests, instantiated for FROST(ristretto255, SHA-512).

engine_tests::engine_tests!(frost_ristretto255::Ristretto255);

//! The engine's generic tests, instantiated for FROST(Ed25519, SHA-512).

engine_tests::engine_tests!(frost_ed25519::Ed25519);

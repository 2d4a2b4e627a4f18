//! The engine's generic tests, instantiated for FROST(Jubjub, BLAKE2b-512).

engine_tests::engine_tests!(frost_redjubjub::RedJubjub);

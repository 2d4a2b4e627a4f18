//! The engine's generic tests, instantiated for FROST(Pallas, BLAKE2b-512).

engine_tests::engine_tests!(frost_redpallas::RedPallas);

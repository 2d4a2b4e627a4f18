//! The engine's generic test suite, instantiated for FROST(Pallas, BLAKE2b-512).

frost_core::ciphersuite_tests!(frost_redpallas::RedPallas);

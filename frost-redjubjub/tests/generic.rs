//! The engine's generic test suite, instantiated for FROST(Jubjub, BLAKE2b-512).

frost_core::ciphersuite_tests!(frost_redjubjub::RedJubjub);

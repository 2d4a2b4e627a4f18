//! The engine's generic test suite, instantiated for FROST(Ed448, SHAKE256).

frost_core::ciphersuite_tests!(frost_ed448::Ed448);

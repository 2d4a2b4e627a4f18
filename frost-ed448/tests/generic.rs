//! The generic test suites of the engine and of key generation, instantiated for FROST(Ed448, SHAKE256).

frost_conformance::ciphersuite_tests!(frost_ed448::Ed448);
frost_conformance::keygen_tests!(frost_ed448::Ed448);

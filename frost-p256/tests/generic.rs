//! The generic test suites of the engine and of key generation, instantiated for FROST(P-256, SHA-256).

frost_conformance::ciphersuite_tests!(frost_p256::P256);
frost_conformance::keygen_tests!(frost_p256::P256);

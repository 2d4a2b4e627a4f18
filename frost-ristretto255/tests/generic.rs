//! The generic test suites of the engine and of key generation, instantiated for FROST(ristretto255, SHA-512).

frost_conformance::ciphersuite_tests!(frost_ristretto255::Ristretto255);
frost_conformance::keygen_tests!(frost_ristretto255::Ristretto255);

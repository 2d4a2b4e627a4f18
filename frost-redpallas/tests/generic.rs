//! The generic test suites of the engine and of key generation, instantiated for FROST(Pallas, BLAKE2b-512).

frost_conformance::ciphersuite_tests!(frost_redpallas::RedPallas);
frost_conformance::keygen_tests!(frost_redpallas::RedPallas);

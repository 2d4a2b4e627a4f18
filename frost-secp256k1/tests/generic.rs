//! The generic test suites of the engine and of key generation, instantiated for FROST(secp256k1, SHA-256).

frost_conformance::ciphersuite_tests!(frost_secp256k1::Secp256k1);
frost_conformance::keygen_tests!(frost_secp256k1::Secp256k1);

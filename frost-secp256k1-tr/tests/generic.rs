//! The generic test suites of the engine and of key generation, instantiated for FROST(secp256k1, SHA-256)
//! with BIP340 signatures.

frost_conformance::ciphersuite_tests!(frost_secp256k1_tr::Secp256k1Tr);
frost_conformance::keygen_tests!(frost_secp256k1_tr::Secp256k1Tr);

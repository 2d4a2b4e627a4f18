//! The engine's fixed-base table tests for FROST(P-256, SHA-256): the
//! suite's window width (6), and the ends of the supported range.

frost_core::fixed_base_tests!(
    frost_p256::P256,
    frost_core::fixed_base::AffineEntries,
    2,
    6,
    8,
);

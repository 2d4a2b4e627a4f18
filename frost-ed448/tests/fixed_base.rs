//! The engine's fixed-base table tests for FROST(Ed448, SHAKE256): the
//! suite's window width (6), and the ends of the supported range.

frost_core::fixed_base_tests!(
    frost_ed448::Ed448,
    frost_core::fixed_base::ProjectiveEntries,
    2,
    6,
    8,
);

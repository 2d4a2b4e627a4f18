//! The engine's generic tests, instantiated for FROST(Ed448, SHAKE256).

engine_tests::engine_tests!(frost_ed448::Ed448);

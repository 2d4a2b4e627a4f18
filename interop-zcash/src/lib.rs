//! Tests only (see `tests/`): every re-randomized signature of the Zcash
//! suites checked with `reddsa` (`orchard::SpendAuth`, `sapling::SpendAuth`),
//! written once over both suites. Not published.

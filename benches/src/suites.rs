//! The ciphersuites, listed once for every benchmark.

use frost_core::Ciphersuite;

use crate::config::suite_selected;

/// Something to do for each ciphersuite: a benchmark generic over the suite.
pub trait SuiteVisitor {
    /// Runs for suite `C`, named `name` in reports (`ed25519`, ...).
    fn visit<C: Ciphersuite>(&mut self, name: &'static str);
}

/// Calls `visitor` for every suite selected by `FROST_BENCH_SUITES` (all by
/// default), in the order of the reports: ed25519, ristretto255, secp256k1,
/// p256, ed448, redpallas, redjubjub.
pub fn for_each_suite<V: SuiteVisitor>(visitor: &mut V) {
    visit_if_selected::<frost_ed25519::Ed25519, V>(visitor, "ed25519");
    visit_if_selected::<frost_ristretto255::Ristretto255, V>(visitor, "ristretto255");
    visit_if_selected::<frost_secp256k1::Secp256k1, V>(visitor, "secp256k1");
    visit_if_selected::<frost_p256::P256, V>(visitor, "p256");
    visit_if_selected::<frost_ed448::Ed448, V>(visitor, "ed448");
    visit_if_selected::<frost_redpallas::RedPallas, V>(visitor, "redpallas");
    visit_if_selected::<frost_redjubjub::RedJubjub, V>(visitor, "redjubjub");
}

fn visit_if_selected<C: Ciphersuite, V: SuiteVisitor>(visitor: &mut V, name: &'static str) {
    if suite_selected(name) {
        visitor.visit::<C>(name);
    }
}

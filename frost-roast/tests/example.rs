//! Runs the `robust_signing` example's logic: two sessions (the faulty
//! signer spoils the first), the faulty signer blamed, a signature that
//! verifies.

#[path = "../examples/robust_signing.rs"]
mod robust_signing;

#[test]
fn the_example_signs_despite_its_faulty_signer() {
    for seed in 0..4 {
        let mut log = String::new();
        let outcome = robust_signing::run(seed, &mut log).expect("the run");
        assert!(outcome.verified, "{log}");
        assert_eq!(outcome.blamed, vec![2], "{log}");
        assert!(outcome.sessions.len() <= 3, "{log}");
        assert!(log.contains("checks for a third party: true"), "{log}");
    }
}

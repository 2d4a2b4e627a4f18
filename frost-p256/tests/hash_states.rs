//! The suite's hash states absorb shares and nonces: they wipe themselves.

#[test]
fn hash_states_wipe_themselves_on_drop() {
    fn wiped_on_drop<T: sha2::digest::zeroize::ZeroizeOnDrop>() {}
    wiped_on_drop::<sha2::Sha256>();
}

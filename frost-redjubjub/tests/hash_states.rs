//! The suite's hash states absorb shares and nonces: they wipe themselves.
//!
//! `Blake2b512` is `blake2`'s compression state (chaining value and counter)
//! with a block buffer; with the `zeroize` features both parts wipe
//! themselves on drop, though the wrapper does not carry the marker trait.

#[test]
fn hash_states_wipe_themselves_on_drop() {
    use blake2::digest::block_api::Buffer;
    use blake2::digest::zeroize::ZeroizeOnDrop;
    fn wiped_on_drop<T: ZeroizeOnDrop>() {}
    wiped_on_drop::<blake2::Blake2bVarCore>();
    wiped_on_drop::<Buffer<blake2::Blake2bVarCore>>();
}

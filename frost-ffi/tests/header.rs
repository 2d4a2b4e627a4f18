//! The checked-in header `include/frost.h` is what cbindgen generates from
//! the crate now: this test fails when it is stale. With
//! `FROST_FFI_WRITE_HEADER=1` it rewrites the header instead.

use std::path::Path;

#[test]
fn checked_in_header_is_current() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config =
        cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("cbindgen.toml parses");
    let bindings = cbindgen::Builder::new()
        .with_crate(crate_dir)
        .with_config(config)
        .generate()
        .expect("the crate's ABI generates a header");
    let mut fresh = Vec::new();
    bindings.write(&mut fresh);
    let path = crate_dir.join("include").join("frost.h");
    if std::env::var_os("FROST_FFI_WRITE_HEADER").is_some() {
        std::fs::write(&path, &fresh).expect("the header is writable");
        return;
    }
    let checked_in = std::fs::read(&path).unwrap_or_default();
    assert!(
        checked_in == fresh,
        "include/frost.h is stale: regenerate it with FROST_FFI_WRITE_HEADER=1 cargo test -p frost-ffi --test header"
    );
}

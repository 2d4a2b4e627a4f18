//! Tests only (see `tests/`): key packages, secret shares and public key
//! packages made by the reference FROST crates, in their JSON and postcard
//! forms, imported with `frost_keygen::import` and used to sign, including
//! tampered inputs that must be refused. Not published.

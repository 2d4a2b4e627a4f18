//! # frost-ffi
//!
//! A stable C ABI over the FROST engine (RFC 9591) for every suite of the
//! project: a C/C++ wallet, a Go node, a Python service or a Node signer
//! calls the same engine the Rust crates are, with the same guarantees
//! (strict decoding, nonces that cannot sign twice, every culprit named,
//! secrets wiped). The header `include/frost.h` is generated from this crate
//! by cbindgen; a test fails when the checked-in copy is stale.
//!
//! ## ABI conventions
//!
//! - **Wire bytes in and out.** Every input and output is a message in the
//!   project's versioned binary format (`frost_core::serialization`): three
//!   header bytes (format version 1, suite id, message type) and a strictly
//!   checked body. The suite comes from the bytes, so one function serves
//!   all eight suites; only operations that start from nothing take a suite
//!   id (`FROST_SUITE_*`, equal to the header's suite byte).
//! - **Lists and maps.** Several messages travel as one list:
//!   `count: u32 LE`, then per item `len: u32 LE || bytes`, nothing after
//!   the last. A map from participants to messages is a list of pairs:
//!   `Identifier` message, then its value.
//! - **Status and errors.** Every entry point returns a `FrostStatus`:
//!   `FROST_OK` (0) or a stable non-zero code, and, when the caller passes a
//!   non-null `FrostError *`, fills it on failure with the code, a readable
//!   message (UTF-8, NUL-terminated) and the participants concerned (a list
//!   of `Identifier` messages: every culprit of an invalid share, proof or
//!   secret share, the missing or unexpected participants). Free it with
//!   `frost_error_free`. No panic crosses the boundary: a caught one is
//!   `FROST_ERR_INTERNAL`.
//! - **Inputs** are `(const uint8_t *data, size_t len)` pairs, read only
//!   during the call. Null is refused unless `len` is 0 (the empty input);
//!   more than `FROST_MAX_INPUT_LEN` bytes are refused
//!   (`FROST_ERR_INPUT_TOO_LARGE`); short, long and malformed inputs are
//!   refused with codes. Output pointers must not be null; they are emptied
//!   first, so a failed call leaves empty buffers and zero handles.
//! - **Buffers** (`FrostBuffer`) are owned by the library until freed with
//!   `frost_buffer_free`, which wipes them first (every buffer, so secret
//!   outputs, key packages, shares, are never left in freed memory by the
//!   library). A buffer carries its registry id: freeing it twice, or a copy
//!   of a freed one, is refused with a code.
//! - **Handles** (`FrostHandle`, a `uint64_t`) name objects that live in the
//!   library, never pointers: nonces of round one (a single session's, or
//!   a multi-message session's k pairs behind one handle), nonce pools,
//!   signing sessions (single and multi-message), ROAST coordinators and
//!   signers. A registry keyed by handle, with each
//!   object's kind, refuses 0 and never-issued values
//!   (`FROST_ERR_INVALID_HANDLE`), freed or consumed ones
//!   (`FROST_ERR_STALE_HANDLE`: handle values are never reused) and handles
//!   of another kind (`FROST_ERR_WRONG_HANDLE_KIND`) or suite
//!   (`FROST_ERR_WRONG_SUITE`). Nonces never leave the library: `frost_sign`
//!   consumes their handle, and `frost_multi_sign` a multi-nonce handle
//!   whole, so a second signature with them is refused.
//! - **Spent nonces.** Both take the nonces out of the registry before
//!   reading anything else: a call that finds a live nonce handle of its
//!   kind and of the key package's suite consumes it whatever the outcome;
//!   only a call refused before that (a null or oversized argument, a key
//!   package shorter than a header, a handle of another kind or suite)
//!   leaves it live. A binding mirrors this: once its signing call reaches
//!   the library its nonce object is spent (it frees a handle left live);
//!   only a refusal it raises before calling leaves the object usable.
//! - **Threads.** Every function may be called from any thread. The registry
//!   is locked for each lookup; a nonce handle is consumed atomically (of
//!   two concurrent `frost_sign` calls with one handle, exactly one gets the
//!   nonces; so for `frost_multi_sign` and a multi-nonce handle, whose
//!   nonces are taken all together); calls on one coordinator, signer, pool
//!   or share batch handle are serialised by that object's own lock; a
//!   signing session, single or multi-message, is immutable and may be used
//!   by many threads at once. Buffers are immutable until
//!   freed; do not free a buffer while another thread reads it.
//! - **Randomness** comes from the operating system (`getrandom`) for every
//!   value that needs it; there is no seed parameter and no generator state.
//! - **Versioning.** `frost_abi_version()` returns `FROST_ABI_VERSION`;
//!   it changes when a signature or a meaning changes (new functions and
//!   new status codes do not change it).

mod aggregate;
mod boundary;
mod buffer;
mod check;
mod dealer;
mod dkg;
mod export;
mod failure;
mod identifiers;
mod list;
mod multi_session;
mod multi_signing;
mod pool;
mod randomized;
mod randomized_multi;
mod refresh;
mod refresh_dkg;
mod registry;
mod repair;
mod reshare;
mod rng;
mod roast;
mod session;
mod share_batch;
mod signing;
mod status;
mod suite;
mod tweak;
mod verify;

pub use aggregate::frost_aggregate;
pub use boundary::FROST_MAX_INPUT_LEN;
pub use buffer::{FrostBuffer, frost_buffer_free};
pub use check::{frost_inspect, frost_verify_batch, frost_verify_share};
pub use dealer::{frost_dealer_generate, frost_dealer_split, frost_key_package_from_secret_share};
pub use dkg::{frost_dkg_part1, frost_dkg_part2, frost_dkg_part3};
pub use export::{FROST_KEY_PEM, FROST_KEY_SPKI_DER, FROST_KEY_STANDARD, frost_export_group_key};
pub use failure::{FrostError, frost_error_free};
pub use identifiers::{
    frost_identifier, frost_identifier_derive, frost_key_package_identifier,
    frost_public_key_package_verifying_key,
};
pub use multi_session::{
    frost_multi_signing_session_aggregate, frost_multi_signing_session_free,
    frost_multi_signing_session_new, frost_multi_signing_session_verify_shares, frost_multi_verify,
};
pub use multi_signing::{
    FROST_MAX_MESSAGES, frost_multi_commit, frost_multi_nonces_free, frost_multi_sign,
    frost_multi_signing_package_new,
};
pub use pool::{
    FROST_MAX_POOL_LEN, frost_nonce_pool_free, frost_nonce_pool_new, frost_nonce_pool_restore,
    frost_nonce_pool_store, frost_nonce_pool_take, frost_nonce_pool_unused,
};
pub use randomized::{frost_randomized_signing_package_new, frost_randomized_verifying_key};
pub use randomized_multi::{
    frost_randomized_multi_signing_package_new, frost_randomized_multi_verify,
    frost_randomized_multi_verifying_keys,
};
pub use refresh::{frost_refresh_dealer, frost_refresh_share};
pub use refresh_dkg::{frost_refresh_part1, frost_refresh_part2, frost_refresh_part3};
pub use repair::{frost_repair_part1, frost_repair_part2, frost_repair_part3};
pub use reshare::{frost_reshare_part1, frost_reshare_part2};
pub use roast::{
    frost_roast_coordinator_blames, frost_roast_coordinator_judge_remaining,
    frost_roast_coordinator_new, frost_roast_coordinator_receive, frost_roast_coordinator_run,
    frost_roast_coordinator_timeout, frost_roast_free, frost_roast_identity_key_generate,
    frost_roast_signer_answer, frost_roast_signer_commit, frost_roast_signer_new,
    frost_roast_verify_blame,
};
pub use session::{
    frost_signing_session_aggregate, frost_signing_session_free, frost_signing_session_new,
    frost_signing_session_verify_share,
};
pub use share_batch::{
    frost_share_batch_free, frost_share_batch_new, frost_share_batch_push, frost_share_batch_verify,
};
pub use signing::{
    FrostHandle, frost_commit, frost_nonces_free, frost_sign, frost_signing_package_new,
};
pub use status::FrostStatus;
pub use suite::{
    FROST_SUITE_ED448, FROST_SUITE_ED25519, FROST_SUITE_P256, FROST_SUITE_REDJUBJUB,
    FROST_SUITE_REDPALLAS, FROST_SUITE_RISTRETTO255, FROST_SUITE_SECP256K1,
    FROST_SUITE_SECP256K1_TR,
};
pub use tweak::{FROST_TWEAK_ADD, FROST_TWEAK_DERIVE, FROST_TWEAK_TAPROOT, frost_key_tweak};
pub use verify::frost_verify;

/// The version of this ABI: what `frost_abi_version()` returns.
pub const FROST_ABI_VERSION: u32 = 1;

/// The ABI version of the loaded library. A binding compares it with the
/// `FROST_ABI_VERSION` of the header it was built against and refuses to
/// run on a mismatch.
#[unsafe(no_mangle)]
pub extern "C" fn frost_abi_version() -> u32 {
    FROST_ABI_VERSION
}

/// The constant name of a status code (`"FROST_ERR_STALE_HANDLE"`), a
/// static NUL-terminated string never freed; `"FROST_ERR_UNKNOWN"` for a
/// code this library does not have.
#[unsafe(no_mangle)]
pub extern "C" fn frost_status_name(code: i32) -> *const core::ffi::c_char {
    status::name_of(code).as_ptr()
}

//! The wire forms of key generation's messages, on the engine's public wire
//! kit ([`frost_core::serialization`]): each message described once by its
//! field list, with the engine's header, strict decoding, typed errors and
//! both serde forms, and its type code in the one table
//! ([`frost_core::wire_codes`]). The layouts and sizes are listed in the
//! engine's `serialization` documentation; the golden-bytes tests pin them.

mod dealing_state_messages;
mod dkg_messages;
mod refresh_messages;
mod repair_reshare_messages;
mod secret_share_messages;

//! Versioned, strictly checked wire formats for every message and key type.
//!
//! FROST participants and their coordinator exchange messages over whatever
//! the application has: HTTP, a queue, a chat, a file. Every type that
//! crosses such a channel or is stored has two encodings:
//!
//! - **binary**: `serialize()` / `deserialize()`, a compact canonical form
//!   with a three-byte header, specified below;
//! - **serde** (feature `serde`, on by default): in human-readable formats
//!   (JSON, TOML, ...) an object with named fields and lowercase hex values,
//!   headed by `{"version", "ciphersuite", "type"}`; in binary formats
//!   (postcard, bincode, CBOR, ...) the binary encoding above as one byte
//!   string. Both run the same checks as `deserialize()`.
//!
//! The raw RFC 9591 encodings of single values (`to_bytes()` / `from_bytes()`
//! on [`Signature`](crate::Signature), [`VerifyingKey`](crate::VerifyingKey),
//! [`SigningCommitments`](crate::round1::SigningCommitments), ...) stay
//! available for interoperability with other RFC 9591 implementations; they
//! carry no header. Every `to_bytes()` returns the containers `serialize()`
//! does: a `Vec<u8>` for a public value and a [`Zeroizing`](zeroize::Zeroizing)
//! `Vec<u8>` for a secret one; `from_bytes()` takes a `&[u8]` and is as
//! strict as `deserialize()`. Values made of several elements also give them
//! one by one ([`SigningCommitments::hiding_bytes`](crate::round1::SigningCommitments::hiding_bytes),
//! [`binding_bytes`](crate::round1::SigningCommitments::binding_bytes) and
//! [`from_element_bytes`](crate::round1::SigningCommitments::from_element_bytes)).
//!
//! # Decoding is strict
//!
//! A decoder accepts exactly one encoding per value and refuses everything
//! else with a typed [`Error`](crate::Error), never a panic:
//! the header (version, then ciphersuite, then message type), every length,
//! canonical scalars, canonical non-identity elements of the prime-order
//! subgroup, non-zero identifiers, maps in strictly ascending identifier
//! order without duplicates, counts consistent with the content and with the
//! thresholds, and no trailing bytes. A key package's verifying share must be
//! the image of its signing share; nonces must match the commitments they
//! carry.
//!
//! # Secrets
//!
//! [`SigningShare`](crate::keys::SigningShare), [`SigningKey`](crate::SigningKey),
//! [`KeyPackage`](crate::keys::KeyPackage),
//! [`SigningNonces`](crate::round1::SigningNonces), and key generation's
//! messages (crate `frost-keygen`, on this kit) — a dealer's secret shares,
//! the distributed key generation's and the refresh's round-two packages
//! (each carries a share) and secret packages, refreshing shares, repair
//! deltas and resharing sub-shares — are secret. Their
//! `serialize()` returns a [`Zeroizing`](zeroize::Zeroizing) buffer that is
//! wiped when dropped, and they implement **no** serde trait: a secret must
//! never reach a log or a response body because it happened to sit in a
//! `#[derive(Serialize)]` struct. Serde is an explicit opt-in through the
//! [`Secret`] wrapper (or `#[serde(with = "frost_core::serialization::secret")]`
//! on a field). Nonces have their own, more explicit binary pair,
//! [`SigningNonces::serialize_for_storage`](crate::round1::SigningNonces::serialize_for_storage),
//! since storing them creates a second copy that must be destroyed once used;
//! so does a nonce pool ([`NoncePool::serialize_for_storage`](crate::round1::NoncePool::serialize_for_storage)),
//! restored only against the record of consumed nonces.
//!
//! ```
//! use frost_core::Ciphersuite;
//! use frost_core::keys::KeyPackage;
//! use frost_core::serialization::Secret;
//!
//! fn store<C: Ciphersuite, S: serde::Serializer>(key: &KeyPackage<C>, to: S) ->
//! Result<S::Ok, S::Error> { serde::Serialize::serialize(&Secret(key), to) }
//! ```
//!
//! Without the wrapper, a key package cannot be serialised by accident:
//!
//! ```compile_fail
//! use frost_core::Ciphersuite;
//! use frost_core::keys::KeyPackage;
//!
//! fn leak<C: Ciphersuite, S: serde::Serializer>(key: &KeyPackage<C>, to: S) ->
//! Result<S::Ok, S::Error> { serde::Serialize::serialize(key, to) }
//! ```
//!
//! # Example
//!
//! A coordinator sends the signing package as bytes and each signer decodes
//! (and so checks) it:
//!
//! ```
//! use frost_core::{Ciphersuite, Error, SigningPackage};
//!
//! fn relay<C: Ciphersuite>(package: &SigningPackage<C>) -> Result<(), Error<C>> {
//!     let bytes: Vec<u8> = package.serialize();
//!     let received = SigningPackage::<C>::deserialize(&bytes)?;
//!     assert_eq!(&received, package);
//!     Ok(())
//! }
//! ```
//!
//! The same package as JSON (`serde_json::to_string_pretty(&package)`),
//! for ristretto255, signers 1 and 3, message `"hi"`:
//!
//! ```json
//! {
//!   "header": {
//!     "version": 1,
//!     "ciphersuite": "FROST-RISTRETTO255-SHA512-v1",
//!     "type": "signing_package"
//!   },
//!   "signing_commitments": {
//!     "0100000000000000000000000000000000000000000000000000000000000000": {
//!       "hiding": "a28cc8e24d80ef7b4d77cb26eaf512acff0e2028b1aaa78b44eaef901b151e7d",
//!       "binding": "78c6166cdc16d69c23806e50a7e08ed1927ed4363fd6c8bfabf954c04f865943"
//!     },
//!     "0300000000000000000000000000000000000000000000000000000000000000": {
//!       "hiding": "80ea9d56a5502b2a3de7b9d65bd19b588b9d03b2f6f382634a779e2fa8ff436e",
//!       "binding": "c26875d4caceac624eac641f376d7ecc4fc7b207f8d9be49f044af594b43bc14"
//!     }
//!   },
//!   "message": "6869"
//! }
//! ```
//!
//! # Binary layout
//!
//! Every message is `header || body`. The header is three bytes:
//!
//! | offset | field | value |
//! |---|---|---|
//! | 0 | format version | [`FORMAT_VERSION`] (1) |
//! | 1 | ciphersuite | [`suite_id`]`(contextString)` |
//! | 2 | message type | [`MessageType::code`] |
//!
//! In the bodies, `Ns` is a `SerializeScalar` encoding and `Ne` a
//! `SerializeElement` encoding (RFC 9591, Section 3.1); identifiers are
//! `SerializeScalar(i)`; `min_signers` is a big-endian `u16`; counts and
//! lengths are unsigned LEB128 varints in their shortest form (one byte below
//! 128, two below 16384); maps are a count followed by `identifier || value`
//! entries in strictly ascending identifier order.
//!
//! The table lists the messages of the whole family's core: the engine's,
//! and key generation's (`SecretShare`, `dkg::...`, `refresh::...`,
//! `repairable::...`, `reshare::...`), which crate `frost-keygen` defines on
//! this kit with the engine's conventions.
//!
//! | type (code) | body |
//! |---|---|
//! | `Identifier` (1) | `i: Ns` |
//! | `SigningCommitments` (2) | `D: Ne, E: Ne` (the RFC's `D \|\| E`) |
//! | `SigningPackage` (3) | `n: varint, n * (i: Ns, D: Ne, E: Ne), len: varint, message: len` |
//! | `SignatureShare` (4) | `z_i: Ns` |
//! | `Signature` (5) | `R, z: Ns` (the suite's signature encoding: for RFC 9591 suites `R: Ne`) |
//! | `VerifyingKey` (6) | `PK: Ne` |
//! | `VerifyingShare` (7) | `PK_i: Ne` |
//! | `VerifiableSecretSharingCommitment` (8) | `t: varint, t * C_k: Ne` |
//! | `PublicKeyPackage` (9) | `min_signers: u16, PK: Ne, n: varint, n * (i: Ns, PK_i: Ne)` |
//! | `SigningShare` (10, secret) | `s_i: Ns` |
//! | `SigningKey` (11, secret) | `s: Ns` |
//! | `SecretShare` (12, secret) | `i: Ns, s_i: Ns, t: varint, t * C_k: Ne` |
//! | `KeyPackage` (13, secret) | `i: Ns, s_i: Ns, PK_i: Ne, PK: Ne, min_signers: u16` |
//! | `SigningNonces` (14, secret) | `d: Ns, e: Ns, D: Ne, E: Ne` |
//! | `dkg::round1::Package` (15) | `t: varint, t * C_k: Ne, R, z: Ns` (commitment, proof of knowledge in the signature encoding) |
//! | `dkg::round2::Package` (16, secret) | `f_i(j): Ns` |
//! | `dkg::round1::SecretPackage` (17, secret) | `i: Ns, max_signers: u16, t: varint, t * a_k: Ns` |
//! | `dkg::round2::SecretPackage` (18, secret) | `i: Ns, max_signers: u16, f_i(i): Ns, transcript: 32 bytes, t: varint, t * C_k: Ne` |
//! | `refresh::RefreshingShare` (19, secret) | `g(i): Ns, t-1: varint, (t-1) * C_k: Ne` (`C_1` first; `g(0) = 0` has no entry) |
//! | `refresh::round1::Package` (20) | `t-1: varint, (t-1) * C_k: Ne` |
//! | `refresh::round1::SecretPackage` (21, secret) | `i: Ns, max_signers: u16, t-1: varint, (t-1) * a_k: Ns` (`a_1` first) |
//! | `refresh::round2::SecretPackage` (22, secret) | `i: Ns, max_signers: u16, g_i(i): Ns, transcript: 32 bytes, t-1: varint, (t-1) * C_k: Ne` |
//! | `repairable::Delta` (23, secret) | `delta: Ns` |
//! | `repairable::DeltaSum` (24, secret) | `sum: Ns` |
//! | `reshare::Package` (25) | `t: varint, t * C_k: Ne` |
//! | `reshare::SubShare` (26, secret) | `h_j(m): Ns` |
//! | `round1::NoncePool`, decoded as `round1::StoredNoncePool` (27, secret, stored only) | `n: varint, n * (used: u8, D: Ne, E: Ne)`, each unused entry (`used = 0`) followed by `d: Ns, e: Ns` |
//! | `frost_multi::MultiSigningPackage` (28) | `k: varint, k * (n: varint, n * (i: Ns, D: Ne, E: Ne), len: varint, message: len)` (each message's `SigningPackage` body) |
//! | `frost_multi::MultiSigningCommitments` (29) | `k: varint, k * (D: Ne, E: Ne)` |
//! | `frost_multi::MultiSignatureShares` (30) | `k: varint, k * z_i: Ns` |
//!
//! A refresh's round-two package is the distributed key generation's
//! (`dkg::round2::Package`, type 16). The last three are the messages of a
//! multi-message session (crate `frost-multi`, on this kit), in message
//! order: `k` is the number of messages, from 1 to
//! `MultiSigningPackage::MAX_MESSAGES`,
//! refused before any entry is read otherwise, and every package of a request
//! has the same signers.
//!
//! # Sizes in bytes
//!
//! `Ns`/`Ne` are 32/32 for Ed25519 and ristretto255, 32/33 for secp256k1 and
//! P-256 (compressed SEC1 points), 57/57 for Ed448. `n` is the number of
//! signers or participants (below 128), `t` the threshold (below 128), `m`
//! the length of the message (below 128; one more byte per varint beyond),
//! `k` the number of messages of a multi-message session (below 128).
//!
//! A signature, also as a DKG proof of knowledge, carries `R` as
//! [`Signature::to_bytes`](crate::Signature::to_bytes) does: in `Ne` bytes,
//! except in 32 for the BIP340 suite of `frost-secp256k1-tr`, whose sizes are
//! secp256k1's less one byte for `Signature` and `dkg::round1::Package`.
//!
//! | message | Ed25519, ristretto255 | secp256k1, P-256 | Ed448 |
//! |---|---|---|---|
//! | `Identifier` | 35 | 35 | 60 |
//! | `SigningCommitments` | 67 | 69 | 117 |
//! | `SigningPackage` | 5 + 96n + m | 5 + 98n + m | 5 + 171n + m |
//! | `SignatureShare` | 35 | 35 | 60 |
//! | `Signature` | 67 | 68 | 117 |
//! | `VerifyingKey`, `VerifyingShare` | 35 | 36 | 60 |
//! | `VerifiableSecretSharingCommitment` | 4 + 32t | 4 + 33t | 4 + 57t |
//! | `PublicKeyPackage` | 38 + 64n | 39 + 65n | 63 + 114n |
//! | `SigningShare`, `SigningKey` | 35 | 35 | 60 |
//! | `SecretShare` | 68 + 32t | 68 + 33t | 118 + 57t |
//! | `KeyPackage` | 133 | 135 | 233 |
//! | `SigningNonces` | 131 | 133 | 231 |
//! | `dkg::round1::Package` | 68 + 32t | 69 + 33t | 118 + 57t |
//! | `dkg::round2::Package` | 35 | 35 | 60 |
//! | `dkg::round1::SecretPackage` | 38 + 32t | 38 + 32t | 63 + 57t |
//! | `dkg::round2::SecretPackage` | 102 + 32t | 102 + 33t | 152 + 57t |
//! | `refresh::RefreshingShare` | 4 + 32t | 3 + 33t | 4 + 57t |
//! | `refresh::round1::Package` | 32t - 28 | 33t - 29 | 57t - 53 |
//! | `refresh::round1::SecretPackage` | 6 + 32t | 6 + 32t | 6 + 57t |
//! | `refresh::round2::SecretPackage` | 70 + 32t | 69 + 33t | 95 + 57t |
//! | `repairable::Delta`, `repairable::DeltaSum` | 35 | 35 | 60 |
//! | `reshare::Package` | 4 + 32t | 4 + 33t | 4 + 57t |
//! | `reshare::SubShare` | 35 | 35 | 60 |
//! | `round1::NoncePool`, `n` entries of which `u` unused | 4 + 65n + 64u | 4 + 67n + 64u | 4 + 115n + 114u |
//! | `MultiSigningPackage`, `k` messages of `M` bytes in all | 4 + k(2 + 96n) + M | 4 + k(2 + 98n) + M | 4 + k(2 + 171n) + M |
//! | `MultiSigningCommitments` | 4 + 64k | 4 + 66k | 4 + 114k |
//! | `MultiSignatureShares` | 4 + 32k | 4 + 32k | 4 + 57k |
//!
//! The golden-bytes tests of the generic test suite pin these encodings; a
//! change to any of them is a new [`FORMAT_VERSION`].
//!
//! # One description per message
//!
//! Each message is described once, by its field list, in the wire kit's
//! [`message!`] (crate `frost-wire`, re-exported here, where this engine's
//! version bounds each message by [`Ciphersuite`](crate::Ciphersuite) and
//! decodes into [`Error`](crate::Error)); its binary body and both serde
//! forms follow from that list, so they cannot drift apart:
//!
//! ```text
//! message! {
//!     KeyPackage: MessageType::KeyPackage.wire_code(), secret;
//!     encode(package) {
//!         identifier: Identifier<C> = package.identifier(),
//!         signing_share: SecretScalar = Zeroizing::new(package.signing_share().to_scalar()),
//!         verifying_share: VerifyingShare<C> = package.verifying_share(),
//!         verifying_key: VerifyingKey<C> = package.verifying_key(),
//!         min_signers: u16 = package.min_signers(),
//!     }
//!     decode => KeyPackage::new(identifier, SigningShare::new(*signing_share),
//!                               verifying_share, verifying_key, min_signers)
//! }
//! ```
//!
//! The kit's documentation says what each part means. The kit brings the
//! generic field kinds ([`u16`] thresholds, [`Bytes`], [`List`],
//! [`Enclosed`]); this engine adds its values as kinds: the values
//! themselves where they have one encoding ([`Identifier`](crate::Identifier),
//! keys, verifying shares, signatures, VSS commitments) and markers
//! otherwise ([`PublicScalar`], [`SecretScalar`] held in a wiped copy,
//! [`IdMap`]), read with [`ReadValues`] on the kit's [`Reader`] (and a
//! secret scalar written with [`WriteValues`]). Every message of the crate,
//! and of key generation, refresh, repair and resharing (crate
//! `frost-keygen`), is described this way and only this way. A type that needs its own encoding inside messages
//! (a refresh commitment, a transcript digest, a dealer's secret
//! coefficients) implements [`Field`] beside the messages that use it.
//!
//! # Messages of other crates
//!
//! A crate built on the engine defines its messages the same way, with a
//! type code from [`THIRD_PARTY`](crate::wire_codes::table::THIRD_PARTY)
//! (this project's own extensions have theirs in the one
//! [table](crate::wire_codes::table)). Its messages then share the header,
//! the strict decoding, the typed errors and both serde forms with the
//! engine's. With this crate's `serde` feature on, the defining crate needs
//! `serde` among its own dependencies (the generated code derives its
//! traits). For example, a vote that names a signer, a weight and a note:
//!
//! ```
//! use frost_core::serialization::{Bytes, encode, decode, message};
//! use frost_core::wire_codes::table::Code;
//! use frost_core::{Ciphersuite, Error, Identifier};
//!
//! /// A signer's vote; the weight is never zero.
//! pub struct Vote<C: Ciphersuite> {
//!     voter: Identifier<C>,
//!     weight: u16,
//!     note: Vec<u8>,
//! }
//!
//! impl<C: Ciphersuite> Vote<C> {
//!     pub fn new(voter: Identifier<C>, weight: u16, note: Vec<u8>) -> Result<Self, Error<C>> {
//!         if weight == 0 {
//!             return Err(Error::InvalidMinSigners);
//!         }
//!         Ok(Self { voter, weight, note })
//!     }
//! }
//!
//! const VOTE: Code = Code { code: 200, name: "example_vote" };
//!
//! message! {
//!     Vote: VOTE, public;
//!     encode(vote) {
//!         voter: Identifier<C> = vote.voter,
//!         weight: u16 = vote.weight,
//!         note: Bytes = vote.note,
//!     }
//!     decode => Vote::new(voter, weight, note)
//! }
//!
//! fn relay<C: Ciphersuite>(vote: &Vote<C>) -> Result<Vote<C>, Error<C>> {
//!     decode(&encode(vote))
//! }
//! ```

mod codec;

mod field;
#[cfg(feature = "serde")]
mod hex;
mod key_messages;
mod message;
mod pool_messages;
mod signing_messages;
mod split_map;

pub use crate::__message as message;
pub use codec::{ReadValues, WriteValues, element_len, scalar_len};
pub use field::{IdMap, PublicScalar, SecretScalar};
pub use frost_wire::wire_codes::{FORMAT_VERSION, HEADER_LEN, MessageType, suite_id};
pub use frost_wire::{Bytes, Enclosable, Enclosed, Field, List};
#[cfg(feature = "serde")]
pub use frost_wire::{De, Ser, human};
#[cfg(feature = "serde")]
pub use frost_wire::{
    DeserializeSecret, HexBytes, Secret, SerializeSecret, deserialize_hex, secret, serialize_hex,
};
pub use frost_wire::{Error as WireError, Reader, Suite, Writer, header, message_body, varint_len};
pub use frost_wire::{Message, decode, encode};
pub use frost_wire::{decode_lower_hex, write_lower_hex};

/*
 * frost.h: the C ABI of the FROST threshold signature engine (RFC 9591),
 * for every suite: Ed25519, ristretto255, Ed448, P-256, secp256k1,
 * secp256k1 with BIP340 (Taproot), RedPallas and RedJubjub (ZIP 312).
 *
 * Generated from the frost-ffi crate by cbindgen: do not edit.
 *
 * ABI CONVENTIONS (the safety contract of this boundary)
 *
 * Wire bytes: every input and output is a message of the project's versioned
 *   binary format: three header bytes (format version 1, suite id, message
 *   type) and a strictly checked body. The suite comes from the bytes; only
 *   operations that start from nothing take a suite id (FROST_SUITE_*).
 * Lists: several messages travel as one list: count (uint32 little-endian),
 *   then per item its length (uint32 little-endian) and its bytes, nothing
 *   after the last. A map from participants to messages is a list of pairs:
 *   an Identifier message, then its value.
 * Status: every function returns FROST_OK (0) or a stable non-zero
 *   FrostStatus code. With a non-null FrostError*, a failure also gives a
 *   readable message (UTF-8, NUL-terminated) and the participants concerned
 *   (a list of Identifier messages: every culprit of an invalid signature
 *   share, proof or secret share; the missing or unexpected participants).
 *   Free it with frost_error_free. No panic crosses the boundary: a caught
 *   one is FROST_ERR_INTERNAL.
 * Inputs: (const uint8_t *data, size_t len) pairs, read during the call
 *   only. NULL is accepted only with len 0. Inputs above
 *   FROST_MAX_INPUT_LEN are refused; short, long and malformed inputs are
 *   refused with codes. Output pointers must not be NULL; they are emptied
 *   first, so a failed call leaves empty buffers and zero handles.
 * Buffers: a FrostBuffer belongs to the library until frost_buffer_free,
 *   which wipes it (every buffer: secret outputs never stay in freed
 *   memory). Its id is checked: a double free, or freeing a copy of a freed
 *   buffer, is refused with a code.
 * Handles: a FrostHandle is a number, never a pointer, in a registry that
 *   records each live object's kind. 0 and values never issued are
 *   FROST_ERR_INVALID_HANDLE; freed or consumed handles (values are never
 *   reused) are FROST_ERR_STALE_HANDLE; a handle of another kind is
 *   FROST_ERR_WRONG_HANDLE_KIND, of another suite FROST_ERR_WRONG_SUITE.
 *   Nonces never leave the library: frost_sign consumes their handle, so a
 *   second signature with the same nonces is refused. A multi-message
 *   session's k nonce pairs live behind one multi-nonce handle, a kind of
 *   its own (frost_sign refuses it), which frost_multi_sign consumes whole.
 * Spent nonces: frost_sign and frost_multi_sign take the nonces out of the
 *   registry before reading anything else, so a call that finds a live
 *   nonce handle of its kind and of the key package's suite consumes it
 *   whatever the outcome, refusals included; only a call refused before
 *   that (a null or oversized argument, a key package shorter than a
 *   header, a handle of another kind or suite) leaves it live. A binding
 *   mirrors this with one rule: once its signing call reaches the library,
 *   its nonce object is spent whatever the outcome (it then frees the
 *   handle, which a refusal before the take left live); only a refusal the
 *   binding raises before calling the library (an argument of the wrong
 *   type in its language) leaves the object usable.
 * Threads: every function may be called from any thread. A nonce handle is
 *   consumed atomically (of two concurrent frost_sign calls with one handle,
 *   exactly one signs; likewise frost_multi_sign takes all k nonces of its
 *   handle at once); calls on one pool, share batch, coordinator or signer
 *   handle are serialised by that object's lock; a signing session, single
 *   or multi-message, is immutable and may be used by many threads at once.
 *   Do not free a buffer while another thread reads it.
 * Randomness: from the operating system (getrandom) for every value that
 *   needs it; no seeds, no generator state.
 * Versioning: frost_abi_version() returns FROST_ABI_VERSION of the library;
 *   compare it with this header's.
 */

#ifndef FROST_FFI_H
#define FROST_FFI_H

#include <stddef.h>
#include <stdint.h>

// The version of this ABI: what `frost_abi_version()` returns.
#define FROST_ABI_VERSION 1

// The largest input the library reads, in bytes (64 MiB): larger inputs
// are refused with `FROST_ERR_INPUT_TOO_LARGE` before they are looked at.
// A signing package of a thousand signers with a megabyte message is far
// below it.
#define FROST_MAX_INPUT_LEN (64 << 20)

// The suite's standard key bytes: RFC 8032 for Ed25519 and Ed448, a SEC1
// compressed point for secp256k1 and P-256, the 32-byte x-only key for
// secp256k1-tr (BIP340), the element encoding for ristretto255, RedPallas
// and RedJubjub (Zcash's `ak`).
#define FROST_KEY_STANDARD 1

// A DER SubjectPublicKeyInfo (RFC 8410, RFC 5480): Ed25519, Ed448,
// secp256k1 and P-256 only.
#define FROST_KEY_SPKI_DER 2

// The SubjectPublicKeyInfo as PEM text (`-----BEGIN PUBLIC KEY-----`),
// for the same suites.
#define FROST_KEY_PEM 3

// The most messages one multi-message session may sign
// (`MultiSigningPackage::MAX_MESSAGES` of the engine): each message costs
// every signer a nonce pair and a share.
#define FROST_MAX_MESSAGES 1024

// The most entries one pool holds: 65 536, whose stored form stays far
// below `FROST_MAX_INPUT_LEN` in every suite.
#define FROST_MAX_POOL_LEN (1 << 16)

// Ed25519 with SHA-512 (RFC 9591, Section 6.1).
#define FROST_SUITE_ED25519 1

// ristretto255 with SHA-512 (RFC 9591, Section 6.2).
#define FROST_SUITE_RISTRETTO255 2

// Ed448 with SHAKE256 (RFC 9591, Section 6.3).
#define FROST_SUITE_ED448 3

// P-256 with SHA-256 (RFC 9591, Section 6.4).
#define FROST_SUITE_P256 4

// secp256k1 with SHA-256 (RFC 9591, Section 6.5).
#define FROST_SUITE_SECP256K1 5

// secp256k1 with BIP340 signatures, for Taproot.
#define FROST_SUITE_SECP256K1_TR 6

// RedPallas with BLAKE2b-512 (ZIP 312), Zcash Orchard; re-randomized.
#define FROST_SUITE_REDPALLAS 7

// RedJubjub with BLAKE2b-512 (ZIP 312), Zcash Sapling; re-randomized.
#define FROST_SUITE_REDJUBJUB 8

// `tweak` is a scalar in the suite's canonical encoding (`SerializeScalar`,
// no header): the keys become `Y + tweak * G`, the shares `s_i + tweak`.
#define FROST_TWEAK_ADD 1

// `tweak` is a derivation path (any bytes): the additive tweak derived from
// the group key and the path, as the engine's `derive_child` does
// (non-hardened, BIP32-style: anyone with the group key derives the child
// key).
#define FROST_TWEAK_DERIVE 2

// secp256k1-tr only: the BIP341 tap tweak; `tweak` is empty (a key-path
// only output) or the 32-byte merkle root of the script tree.
#define FROST_TWEAK_TAPROOT 3

// The outcome of a call: `FROST_OK` (0) or the reason it failed.
typedef enum FrostStatus {
  // Success.
  FROST_OK = 0,
  // A required pointer argument is null (or an input pointer is null with
  // a non-zero length).
  FROST_ERR_NULL_ARGUMENT = 1,
  // An input is shorter or longer than its encoding allows: truncated,
  // with trailing bytes, or a count that disagrees with the content.
  FROST_ERR_INVALID_LENGTH = 2,
  // An input is larger than the library accepts
  // (`FROST_MAX_INPUT_LEN` bytes).
  FROST_ERR_INPUT_TOO_LARGE = 3,
  // An input is not a valid encoding: a malformed, non-canonical or
  // identity element or scalar, or a list that does not parse.
  FROST_ERR_MALFORMED_INPUT = 4,
  // An input's header names a format version this library does not read.
  FROST_ERR_UNSUPPORTED_VERSION = 5,
  // A suite id is unknown, or an input belongs to another suite than the
  // operation's other inputs.
  FROST_ERR_WRONG_SUITE = 6,
  // An input is a message of another type than the argument expects.
  FROST_ERR_WRONG_MESSAGE_TYPE = 7,
  // The handle is zero or was never issued by this library.
  FROST_ERR_INVALID_HANDLE = 8,
  // The handle was freed or consumed (a nonce handle after `sign`).
  FROST_ERR_STALE_HANDLE = 9,
  // The handle is live but of another kind than the argument expects.
  FROST_ERR_WRONG_HANDLE_KIND = 10,
  // A parameter is out of range (threshold, participant count, index).
  FROST_ERR_INVALID_PARAMETER = 11,
  // A signature does not verify.
  FROST_ERR_INVALID_SIGNATURE = 12,
  // Signature shares failed verification; the culprits are named.
  FROST_ERR_INVALID_SIGNATURE_SHARES = 13,
  // Proofs of knowledge of a key generation failed; the culprits are named.
  FROST_ERR_INVALID_PROOF_OF_KNOWLEDGE = 14,
  // Secret shares do not match their senders' commitments; the culprits
  // are named.
  FROST_ERR_INVALID_SECRET_SHARES = 15,
  // Shares or packages are missing from some participants.
  FROST_ERR_MISSING_PARTICIPANTS = 16,
  // Shares or packages came from participants that were not expected, or
  // a participant is unknown to the group; they are named.
  FROST_ERR_UNEXPECTED_PARTICIPANTS = 17,
  // The signing package has fewer signers than the threshold.
  FROST_ERR_TOO_FEW_SIGNERS = 18,
  // The signing package lacks or alters this signer's commitment.
  FROST_ERR_COMMITMENT_MISMATCH = 19,
  // The signing package's message is not the message the signer expects.
  FROST_ERR_MESSAGE_MISMATCH = 20,
  // Nonces were already used or are unknown, or a stored nonce pool
  // disagrees with the record of consumed nonces (an old copy of the
  // pool, or a record lost or rolled back).
  FROST_ERR_NONCE_REFUSED = 21,
  // Any other refusal of the protocol (the message says which).
  FROST_ERR_PROTOCOL = 22,
  // The operation does not exist for this suite (e.g. Taproot outside
  // secp256k1-tr).
  FROST_ERR_UNSUPPORTED_BY_SUITE = 23,
  // A bug: the library caught a panic. Nothing crossed the boundary; the
  // message says where.
  FROST_ERR_INTERNAL = 24,
} FrostStatus;

// Bytes returned by the library. `data` is valid for `len` bytes until the
// buffer is freed with `frost_buffer_free`, which first overwrites them
// with zeros (every buffer, secret or not, is wiped). `id` is the buffer's
// handle in the library's registry: freeing checks it, so a double free, or
// freeing a copy of a freed buffer, is refused with a code instead of
// corrupting memory. An empty buffer (`data` null, `len` 0, `id` 0) is what
// a failed call leaves in its outputs; freeing it does nothing.
typedef struct FrostBuffer {
  // The first byte (null for an empty buffer).
  const uint8_t *data;
  // The number of bytes.
  size_t len;
  // The registry handle of the buffer (0 for an empty buffer).
  uint64_t id;
} FrostBuffer;

// The details of a failed call. The library fills it, when the caller
// passes a non-null pointer, on every non-zero status, and leaves it empty
// (code 0, empty buffers) on success; free it with `frost_error_free`.
typedef struct FrostError {
  // The status the call returned.
  enum FrostStatus code;
  // A readable message in UTF-8, also NUL-terminated (the terminator is
  // not counted in `len`). It names parties by identifier, never a
  // secret.
  struct FrostBuffer message;
  // The participants the failure concerns, as a list (see "Lists") of
  // `Identifier` messages: every culprit for the blame codes
  // (`FROST_ERR_INVALID_SIGNATURE_SHARES`, ...), the absent participants
  // for `FROST_ERR_MISSING_PARTICIPANTS`; an empty list otherwise.
  struct FrostBuffer participants;
} FrostError;

// A nonce handle: no value (0) is ever issued.
typedef uint64_t FrostHandle;

#ifdef __cplusplus
extern "C" {
#endif // __cplusplus

// The ABI version of the loaded library. A binding compares it with the
// `FROST_ABI_VERSION` of the header it was built against and refuses to
// run on a mismatch.
uint32_t frost_abi_version(void);

// The constant name of a status code (`"FROST_ERR_STALE_HANDLE"`), a
// static NUL-terminated string never freed; `"FROST_ERR_UNKNOWN"` for a
// code this library does not have.
const char *frost_status_name(int32_t code);

// The group's `Signature` message from the `SigningPackage` (or
// `RandomizedSigningPackage`: the signature then verifies under the
// package's randomized key) message, the
// signature shares (a map, see "Lists", from `Identifier` to
// `SignatureShare` messages) and the `PublicKeyPackage` message. The common
// honest case costs one verification; when the sum does not verify, the
// shares are checked and the call fails with
// `FROST_ERR_INVALID_SIGNATURE_SHARES`, naming **every** signer whose share
// is invalid in `FrostError.participants`. Missing shares, shares from
// non-signers and unknown signers are refused with their own codes and
// named too.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_aggregate(const uint8_t *signing_package,
                                 size_t signing_package_len,
                                 const uint8_t *signature_shares,
                                 size_t signature_shares_len,
                                 const uint8_t *public_key_package,
                                 size_t public_key_package_len,
                                 struct FrostBuffer *signature_out,
                                 struct FrostError *error);

// Wipes and frees the buffer `*buffer` and empties it. Refuses a null
// pointer (`FROST_ERR_NULL_ARGUMENT`), a buffer already freed
// (`FROST_ERR_STALE_HANDLE`), and a buffer the library did not issue
// (`FROST_ERR_INVALID_HANDLE`); freeing an empty buffer does nothing.
//
// # Safety
// `buffer` is null or points to a readable and writable `FrostBuffer`.
enum FrostStatus frost_buffer_free(struct FrostBuffer *buffer);

// Checks one signer's `SignatureShare` message as it arrives (RFC 9591,
// Section 5.4), before aggregation: `FROST_OK`, or
// `FROST_ERR_INVALID_SIGNATURE_SHARES` naming the signer. Each call derives
// the session's values afresh; `frost_aggregate` checks all shares at once
// and names every culprit, which is cheaper when shares arrive together.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_verify_share(const uint8_t *signing_package,
                                    size_t signing_package_len,
                                    const uint8_t *identifier,
                                    size_t identifier_len,
                                    const uint8_t *signature_share,
                                    size_t signature_share_len,
                                    const uint8_t *public_key_package,
                                    size_t public_key_package_len,
                                    struct FrostError *error);

// Verifies many signatures at once (a random linear combination: one
// multiscalar multiplication), all of one suite. `signatures` is a list of
// triples: the key (`VerifyingKey` or `PublicKeyPackage` message), the
// message, the `Signature` message. `FROST_OK` when all verify; otherwise
// `FROST_ERR_INVALID_SIGNATURE` and, unlike other failures,
// `*invalid_out` holds the indices of **every** invalid signature, each a
// `uint32_t` little-endian, in ascending order. Randomness: the operating
// system's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_verify_batch(const uint8_t *signatures,
                                    size_t signatures_len,
                                    struct FrostBuffer *invalid_out,
                                    struct FrostError *error);

// A one-line description of a message, in UTF-8: its type, suite and
// size, and for a signing package its signers and message length, for a
// multi signing package its messages and signers, for a public key package
// its threshold. Reads the header only for other types
// (nothing secret is described); refuses bytes whose header is not this
// library's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_inspect(const uint8_t *message,
                               size_t message_len,
                               struct FrostBuffer *description_out,
                               struct FrostError *error);

// Deals a fresh group key of suite `suite` (RFC 9591, Appendix C,
// `trusted_dealer_keygen`) into `max_signers` shares, any `min_signers` of
// which sign. `identifiers` is a list of `max_signers` distinct
// `Identifier` messages, or empty (null, 0) for the identifiers 1 to
// `max_signers`. Writes the list of `SecretShare` messages in ascending
// identifier order (secret: send each to its participant only) and the
// `PublicKeyPackage` message. Randomness: the operating system's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_dealer_generate(uint8_t suite,
                                       uint16_t min_signers,
                                       uint16_t max_signers,
                                       const uint8_t *identifiers,
                                       size_t identifiers_len,
                                       struct FrostBuffer *secret_shares_out,
                                       struct FrostBuffer *public_key_package_out,
                                       struct FrostError *error);

// Splits an existing key, a `SigningKey` message, as
// [`frost_dealer_generate`] splits a fresh one (RFC 9591, Appendix C.1);
// the suite is the key's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_dealer_split(const uint8_t *signing_key,
                                    size_t signing_key_len,
                                    uint16_t min_signers,
                                    uint16_t max_signers,
                                    const uint8_t *identifiers,
                                    size_t identifiers_len,
                                    struct FrostBuffer *secret_shares_out,
                                    struct FrostBuffer *public_key_package_out,
                                    struct FrostError *error);

// The participant's `KeyPackage` message (secret) from its `SecretShare`
// message, after checking the share against the dealer's commitment
// (RFC 9591, Appendix C.2, `vss_verify`).
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_key_package_from_secret_share(const uint8_t *secret_share,
                                                     size_t secret_share_len,
                                                     struct FrostBuffer *key_package_out,
                                                     struct FrostError *error);

// Part 1 for the participant with the `Identifier` message `identifier`
// (whose suite is the key's) of a `min_signers`-of-`max_signers` group:
// the round-one `SecretPackage` (secret: keep it for part 2) and the
// round-one `Package` to broadcast to every other participant. Randomness:
// the operating system's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_dkg_part1(const uint8_t *identifier,
                                 size_t identifier_len,
                                 uint16_t max_signers,
                                 uint16_t min_signers,
                                 struct FrostBuffer *round1_secret_package_out,
                                 struct FrostBuffer *round1_package_out,
                                 struct FrostError *error);

// Part 2: checks every other participant's round-one package (a map, see
// "Lists", from `Identifier` to round-one `Package` messages, all but this
// participant's own), naming every sender whose proof of knowledge fails,
// and writes the round-two `SecretPackage` (secret, for part 3) and the
// round-two packages, a map from each recipient's `Identifier` to its
// `Package` (secret: send each to its recipient only).
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_dkg_part2(const uint8_t *round1_secret_package,
                                 size_t round1_secret_package_len,
                                 const uint8_t *round1_packages,
                                 size_t round1_packages_len,
                                 struct FrostBuffer *round2_secret_package_out,
                                 struct FrostBuffer *round2_packages_out,
                                 struct FrostError *error);

// Part 3: from the round-two `SecretPackage`, the same round-one packages
// as part 2 and the round-two packages received (a map from each sender's
// `Identifier` to the `Package` it sent this participant), checks every
// received share against its sender's commitment, naming every sender whose
// share is invalid, and writes this participant's `KeyPackage` (secret) and
// the group's `PublicKeyPackage`.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_dkg_part3(const uint8_t *round2_secret_package,
                                 size_t round2_secret_package_len,
                                 const uint8_t *round1_packages,
                                 size_t round1_packages_len,
                                 const uint8_t *round2_packages,
                                 size_t round2_packages_len,
                                 struct FrostBuffer *key_package_out,
                                 struct FrostBuffer *public_key_package_out,
                                 struct FrostError *error);

// The group key of `verifying_key` (a `VerifyingKey` or `PublicKeyPackage`
// message) in `format` (`FROST_KEY_*`). For a Taproot output key, tweak
// the public key package first (`frost_key_tweak`).
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_export_group_key(const uint8_t *verifying_key,
                                        size_t verifying_key_len,
                                        uint8_t format,
                                        struct FrostBuffer *key_out,
                                        struct FrostError *error);

// Frees the buffers of an error and empties it. A null pointer and an
// empty error are accepted; the buffers are checked as `frost_buffer_free`
// checks them.
//
// # Safety
// `error` is null or points to a `FrostError` the library filled (or
// zero-initialised).
enum FrostStatus frost_error_free(struct FrostError *error);

// The `Identifier` message of participant number `n` (the scalar `n`,
// non-zero) in suite `suite`: the identifiers a default dealing gives.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_identifier(uint8_t suite,
                                  uint16_t n,
                                  struct FrostBuffer *identifier_out,
                                  struct FrostError *error);

// The `Identifier` message derived from arbitrary bytes (a name, a public
// key) by the suite's identifier hash `HID`, as the engine's
// `Identifier::derive` does.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_identifier_derive(uint8_t suite,
                                         const uint8_t *bytes,
                                         size_t bytes_len,
                                         struct FrostBuffer *identifier_out,
                                         struct FrostError *error);

// The `Identifier` message of a `KeyPackage` message's participant.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_key_package_identifier(const uint8_t *key_package,
                                              size_t key_package_len,
                                              struct FrostBuffer *identifier_out,
                                              struct FrostError *error);

// The group's `VerifyingKey` message from a `PublicKeyPackage` message.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_public_key_package_verifying_key(const uint8_t *public_key_package,
                                                        size_t public_key_package_len,
                                                        struct FrostBuffer *verifying_key_out,
                                                        struct FrostError *error);

// The coordinator's session for the `MultiSigningPackage` message and the
// group's `PublicKeyPackage` message, behind the handle `*session_out`:
// one signing session per message, refused as `frost_signing_session_new`
// refuses the package of any message. A `RandomizedMultiSigningPackage`
// message is taken as well: message `j`'s shares are then checked and
// aggregated under its randomized key, which must be the group key's
// randomized by its randomizer (`FROST_ERR_PROTOCOL` otherwise). Free it with
// `frost_multi_signing_session_free`.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_multi_signing_session_new(const uint8_t *multi_signing_package,
                                                 size_t multi_signing_package_len,
                                                 const uint8_t *public_key_package,
                                                 size_t public_key_package_len,
                                                 FrostHandle *session_out,
                                                 struct FrostError *error);

// Checks one signer's `MultiSignatureShares` message, the signer
// `identifier` (an `Identifier` message), as it arrives (RFC 9591,
// Section 5.4, for each message): `FROST_OK`;
// `FROST_ERR_INVALID_SIGNATURE_SHARES` naming the signer (the message
// lists the messages whose share is invalid); `FROST_ERR_INVALID_LENGTH`
// naming the signer when it answered with another number of shares than
// there are messages; `FROST_ERR_UNEXPECTED_PARTICIPANTS` naming a
// participant outside the package.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_multi_signing_session_verify_shares(FrostHandle session,
                                                           const uint8_t *identifier,
                                                           size_t identifier_len,
                                                           const uint8_t *signature_shares,
                                                           size_t signature_shares_len,
                                                           struct FrostError *error);

// One `Signature` message per message, in message order, as a list (see
// "Lists"), from `signature_shares`, a map from every signer's
// `Identifier` to its `MultiSignatureShares` message. Each message is
// aggregated on its own (as `frost_signing_session_aggregate`), and the
// call succeeds only when every message does. Otherwise it returns the
// code of the first message that failed, a text giving each failed
// message's reason, and in `FrostError.participants` **every** participant
// named by any message: each signer with an invalid share in some message,
// each signer missing from some message (a signer that answered with
// fewer shares than there are messages is missing from the later ones),
// each participant outside the package. The session stays usable.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_multi_signing_session_aggregate(FrostHandle session,
                                                       const uint8_t *signature_shares,
                                                       size_t signature_shares_len,
                                                       struct FrostBuffer *signatures_out,
                                                       struct FrostError *error);

// Frees the multi-message session `session`. Refuses 0, a handle never
// issued or already freed, and a handle of another kind (a single
// session's among them).
enum FrostStatus frost_multi_signing_session_free(FrostHandle session, struct FrostError *error);

// Verifies the signatures of a multi-message session at once (a random
// linear combination: one multiscalar multiplication): `messages` and
// `signatures` are lists (see "Lists") of the same length, signature `j`
// over message `j`, all under the group key (a `VerifyingKey` or
// `PublicKeyPackage` message). `FROST_OK` when all verify; otherwise
// `FROST_ERR_INVALID_SIGNATURE` and `*invalid_out` holds the indices of
// **every** invalid signature, each a `uint32_t` little-endian, in
// ascending order (as `frost_verify_batch`). Randomness: the operating
// system's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_multi_verify(const uint8_t *verifying_key,
                                    size_t verifying_key_len,
                                    const uint8_t *messages,
                                    size_t messages_len,
                                    const uint8_t *signatures,
                                    size_t signatures_len,
                                    struct FrostBuffer *invalid_out,
                                    struct FrostError *error);

// Round one of a multi-message session (RFC 9591, Section 5.1, once per
// message): `message_count` fresh nonce pairs (1 to `FROST_MAX_MESSAGES`),
// kept inside the library behind the one multi-nonce handle
// `*nonces_out`, and their `MultiSigningCommitments` message (one
// commitment pair per message, in message order) to send to the
// coordinator. `frost_multi_sign` consumes the handle whole;
// `frost_multi_nonces_free` discards it. A multi-nonce handle is of its
// own kind: `frost_sign` refuses it, and `frost_multi_sign` refuses the
// handle of `frost_commit` (`FROST_ERR_WRONG_HANDLE_KIND`).
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_multi_commit(const uint8_t *key_package,
                                    size_t key_package_len,
                                    uint32_t message_count,
                                    FrostHandle *nonces_out,
                                    struct FrostBuffer *commitments_out,
                                    struct FrostError *error);

// Discards the unused nonces of a multi-nonce handle (wiping them all).
// Refuses 0, a handle never issued, a handle already consumed or freed,
// and a handle of another kind (a single nonce handle among them), with a
// code.
enum FrostStatus frost_multi_nonces_free(FrostHandle nonces, struct FrostError *error);

// The coordinator's `MultiSigningPackage` message: one signing package per
// message, from `commitments`, a map (see "Lists") from `Identifier` to
// `MultiSigningCommitments` messages, and `messages`, a list of the
// messages to sign (raw bytes, in message order). Refuses a signer whose
// commitment count differs from the number of messages
// (`FROST_ERR_INVALID_LENGTH`), and no message or more than
// `FROST_MAX_MESSAGES` (`FROST_ERR_INVALID_PARAMETER`). The suite is the first identifier's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_multi_signing_package_new(const uint8_t *commitments,
                                                 size_t commitments_len,
                                                 const uint8_t *messages,
                                                 size_t messages_len,
                                                 struct FrostBuffer *multi_signing_package_out,
                                                 struct FrostError *error);

// Round two of a multi-message session (RFC 9591, Section 5.2, once per
// message): this participant's `MultiSignatureShares` message (one share
// per message, in message order) for the `MultiSigningPackage` message,
// with the nonces of the multi-nonce handle `nonces` (its `j`-th pair for
// message `j`). A `RandomizedMultiSigningPackage` message
// (`frost_randomized_multi_signing_package_new`; re-randomized signing,
// ZIP 312) is taken as well: share `j` is then for the key randomized by
// message `j`'s randomizer, and every message's randomized key is checked
// against this participant's group key before any share is computed (a
// randomizer that does not give the package's key: `FROST_ERR_PROTOCOL`).
//
// `expected_messages` is a list (see "Lists") of the messages the signer
// means to sign, in order; a package with other messages, more or fewer,
// is refused (`FROST_ERR_MESSAGE_MISMATCH`). Every message is checked
// before any share is computed, so a refusal yields no share at all: a
// handle with another number of nonces than the package has messages
// (`FROST_ERR_INVALID_LENGTH`), a key package of another group, and for
// each message the checks of `frost_sign` (too few signers, this signer's
// commitment missing or altered).
//
// The handle is consumed whole by every call that gets past the
// boundary's checks (null pointers, oversized inputs, a handle that is not
// a live multi-nonce handle of the key's suite), **also when signing is
// refused**, as `frost_sign` consumes its handle; a second call returns
// `FROST_ERR_STALE_HANDLE`.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_multi_sign(const uint8_t *multi_signing_package,
                                  size_t multi_signing_package_len,
                                  const uint8_t *expected_messages,
                                  size_t expected_messages_len,
                                  FrostHandle nonces,
                                  const uint8_t *key_package,
                                  size_t key_package_len,
                                  struct FrostBuffer *signature_shares_out,
                                  struct FrostError *error);

// A pool of `count` fresh nonce pairs (1 to `FROST_MAX_POOL_LEN`) for the
// signer of the `KeyPackage` message, behind the pool handle
// `*pool_out`, and the list of their `SigningCommitments` messages in
// entry order (public: publish them to the coordinator ahead of time).
// Each pair is drawn as `frost_commit` draws one. Free the pool with
// `frost_nonce_pool_free`.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_nonce_pool_new(const uint8_t *key_package,
                                      size_t key_package_len,
                                      uint32_t count,
                                      FrostHandle *pool_out,
                                      struct FrostBuffer *commitments_out,
                                      struct FrostError *error);

// Takes from the pool `pool` the entry whose commitments the
// `SigningPackage` (or `RandomizedSigningPackage`) message carries for the
// signer `identifier` (an `Identifier` message): the entry is used for
// good, its nonces come out behind the nonce handle `*nonces_out` (for
// `frost_sign`, which consumes it, or `frost_nonces_free`), and its
// `SigningCommitments` message in `*consumed_out`, to append to the record
// of consumed nonces **before** storing the pool and signing (see the
// crash-safety rule in the README). A second take for the same
// commitments, and commitments not in the pool, are refused with
// `FROST_ERR_NONCE_REFUSED`; a package without this signer with
// `FROST_ERR_COMMITMENT_MISMATCH`.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_nonce_pool_take(FrostHandle pool,
                                       const uint8_t *signing_package,
                                       size_t signing_package_len,
                                       const uint8_t *identifier,
                                       size_t identifier_len,
                                       FrostHandle *nonces_out,
                                       struct FrostBuffer *consumed_out,
                                       struct FrostError *error);

// **Secret.** The storage form of the pool `pool` (the engine's
// `NoncePool` storage message: every entry's commitments and whether it is
// used, the nonces of unused entries only). Store it after every take,
// after the record of consumed nonces is durable and before releasing the
// share; keep it where the key package may be, never in the backup of the
// record.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_nonce_pool_store(FrostHandle pool,
                                        struct FrostBuffer *storage_out,
                                        struct FrostError *error);

// The list of `SigningCommitments` messages of the entries of `pool` still
// unused, in entry order: what the signer may still offer a coordinator.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_nonce_pool_unused(FrostHandle pool,
                                         struct FrostBuffer *commitments_out,
                                         struct FrostError *error);

// Restores a pool from its storage form (`frost_nonce_pool_store`'s
// output) against `consumed`, the caller's record of consumed nonces: a
// list of the `SigningCommitments` messages of every entry ever taken
// (each `consumed_out` of `frost_nonce_pool_take`; the empty list, four
// zero bytes, for none). Refused with `FROST_ERR_NONCE_REFUSED` when the
// record names an entry the stored pool has unused (an old copy of the
// pool: discard it) or the pool has a used entry the record lacks (the
// record was lost or rolled back). The record must be kept where a restore
// of the pool's storage does not roll it back. Writes the new pool handle.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_nonce_pool_restore(const uint8_t *storage,
                                          size_t storage_len,
                                          const uint8_t *consumed,
                                          size_t consumed_len,
                                          FrostHandle *pool_out,
                                          struct FrostError *error);

// Frees the pool `pool`, wiping the nonces of its unused entries. Refuses
// 0, a handle never issued or already freed, and a handle of another kind.
enum FrostStatus frost_nonce_pool_free(FrostHandle pool, struct FrostError *error);

// The coordinator's `RandomizedSigningPackage` message: the
// `SigningPackage` message, a randomizer and the randomized key, for the
// group key `verifying_key` (a `VerifyingKey` or `PublicKeyPackage`
// message). `randomizer` is the caller's `alpha`, a non-zero scalar in the
// suite's canonical encoding (no header; for Zcash, the transaction's
// `alpha`), or empty for a fresh one from the operating system's
// randomness. A given randomizer must be fresh and secret until the
// signature is published.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_randomized_signing_package_new(const uint8_t *signing_package,
                                                      size_t signing_package_len,
                                                      const uint8_t *verifying_key,
                                                      size_t verifying_key_len,
                                                      const uint8_t *randomizer,
                                                      size_t randomizer_len,
                                                      struct FrostBuffer *randomized_signing_package_out,
                                                      struct FrostError *error);

// The randomized key (`rk`) of a `RandomizedSigningPackage` message, as a
// `VerifyingKey` message: the key the signature verifies under
// (`frost_verify`). A signer checks it against what it authorizes before
// signing.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_randomized_verifying_key(const uint8_t *randomized_signing_package,
                                                size_t randomized_signing_package_len,
                                                struct FrostBuffer *verifying_key_out,
                                                struct FrostError *error);

// The coordinator's `RandomizedMultiSigningPackage` message: the
// `MultiSigningPackage` message with one randomizer per message and the
// randomized key each gives, for the group key `verifying_key` (a
// `VerifyingKey` or `PublicKeyPackage` message). `randomizers` is a list
// (see "Lists") of the caller's randomizers, `randomizers[j]` for message
// `j` (for Zcash, the `alpha` of each action), each a non-zero scalar in
// the suite's canonical encoding (no header); or empty (`len` 0) for
// fresh ones from the operating system's randomness, each bound to its
// message's package. A list with another number of randomizers than
// messages is refused (`FROST_ERR_INVALID_LENGTH`). Given randomizers must
// be fresh and secret until the signatures are published; the package
// carries them: send it to the signers only.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_randomized_multi_signing_package_new(const uint8_t *multi_signing_package,
                                                            size_t multi_signing_package_len,
                                                            const uint8_t *verifying_key,
                                                            size_t verifying_key_len,
                                                            const uint8_t *randomizers,
                                                            size_t randomizers_len,
                                                            struct FrostBuffer *randomized_multi_signing_package_out,
                                                            struct FrostError *error);

// The randomized keys of a `RandomizedMultiSigningPackage` message, one
// `VerifyingKey` message per message, in message order, as a list (see
// "Lists"): key `j` (Zcash's `rk` of action `j`) is the one signature `j`
// verifies under. A signer checks them against what it authorizes before
// signing; a verifier without the package checks each signature with
// `frost_verify` or `frost_verify_batch` under them.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_randomized_multi_verifying_keys(const uint8_t *randomized_multi_signing_package,
                                                       size_t randomized_multi_signing_package_len,
                                                       struct FrostBuffer *verifying_keys_out,
                                                       struct FrostError *error);

// Verifies the signatures of a re-randomized multi-message session at
// once (a random linear combination: one multiscalar multiplication):
// `signatures` is a list (see "Lists") of `Signature` messages, signature
// `j` over message `j` of the `RandomizedMultiSigningPackage` message
// under that message's randomized key. Each randomized key is first
// checked against the group key `verifying_key` (a `VerifyingKey` or
// `PublicKeyPackage` message): a package whose randomizer does not give
// its key, or of another group, is refused (`FROST_ERR_PROTOCOL`). A
// list with another number of signatures than messages is
// `FROST_ERR_INVALID_LENGTH`. `FROST_OK` when all verify; otherwise
// `FROST_ERR_INVALID_SIGNATURE` and `*invalid_out` holds the indices of
// **every** invalid signature, each a `uint32_t` little-endian, in
// ascending order (as `frost_multi_verify`). Randomness: the operating
// system's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_randomized_multi_verify(const uint8_t *randomized_multi_signing_package,
                                               size_t randomized_multi_signing_package_len,
                                               const uint8_t *verifying_key,
                                               size_t verifying_key_len,
                                               const uint8_t *signatures,
                                               size_t signatures_len,
                                               struct FrostBuffer *invalid_out,
                                               struct FrostError *error);

// A dealer's refresh of the group of the `PublicKeyPackage` message for
// the participants `identifiers` (a list of `Identifier` messages, at least
// the threshold; the others are dropped and their old shares no longer
// combine with the new ones). Writes a map (see "Lists") from each
// participant's `Identifier` to its `RefreshingShare` message (secret: send
// each to its participant only, over a confidential channel) and the
// refreshed `PublicKeyPackage` message to publish. Refuses a repeated or
// unknown participant (named) and fewer participants than the threshold.
// Randomness: the operating system's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_refresh_dealer(const uint8_t *public_key_package,
                                      size_t public_key_package_len,
                                      const uint8_t *identifiers,
                                      size_t identifiers_len,
                                      struct FrostBuffer *refreshing_shares_out,
                                      struct FrostBuffer *refreshed_public_key_package_out,
                                      struct FrostError *error);

// A participant's side of a dealer's refresh: checks its
// `RefreshingShare` message against the dealer's commitment and the
// refreshed `PublicKeyPackage` message against the result, and writes the
// refreshed `KeyPackage` message (secret; it replaces the old one, which
// the caller then destroys). Refuses a value that does not match the
// commitment (`FROST_ERR_INVALID_SECRET_SHARES` naming no participant:
// the dealer is at fault, not this participant),
// a refreshed package that dropped this participant or disagrees with the
// result.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_refresh_share(const uint8_t *refreshing_share,
                                     size_t refreshing_share_len,
                                     const uint8_t *key_package,
                                     size_t key_package_len,
                                     const uint8_t *refreshed_public_key_package,
                                     size_t refreshed_public_key_package_len,
                                     struct FrostBuffer *key_package_out,
                                     struct FrostError *error);

// Part 1 of a distributed refresh among `max_signers` participants (at
// least the group's threshold, which the refresh keeps) for the holder of
// the `KeyPackage` message `key_package`: the refresh's round-one
// `SecretPackage` (secret: keep it for part 2) and its round-one `Package`
// to broadcast to every other participant of the refresh. Randomness: the
// operating system's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_refresh_part1(const uint8_t *key_package,
                                     size_t key_package_len,
                                     uint16_t max_signers,
                                     struct FrostBuffer *round1_secret_package_out,
                                     struct FrostBuffer *round1_package_out,
                                     struct FrostError *error);

// Part 2 of a distributed refresh: checks every other participant's
// round-one package (a map, see "Lists", from `Identifier` to the
// refresh's round-one `Package` messages, all but this participant's own)
// and writes the round-two `SecretPackage` (secret, for part 3) and the
// round-two packages, a map from each recipient's `Identifier` to its
// `Package` (secret: send each to its recipient only).
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_refresh_part2(const uint8_t *round1_secret_package,
                                     size_t round1_secret_package_len,
                                     const uint8_t *round1_packages,
                                     size_t round1_packages_len,
                                     struct FrostBuffer *round2_secret_package_out,
                                     struct FrostBuffer *round2_packages_out,
                                     struct FrostError *error);

// Part 3 of a distributed refresh: from the round-two `SecretPackage`, the
// same round-one packages as part 2, the round-two packages received (a
// map from each sender's `Identifier` to the `Package` it sent this
// participant) and this participant's current `KeyPackage` and
// `PublicKeyPackage`, checks every received share against its sender's
// commitment, naming every sender whose share is invalid, and writes the
// refreshed `KeyPackage` (secret; the old one no longer combines with the
// others' new ones) and the refreshed `PublicKeyPackage`, which lists only
// the participants of the refresh and keeps the group key. Refuses a key
// package of another participant or group, and a participant of the
// refresh that is not in the group (named).
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_refresh_part3(const uint8_t *round2_secret_package,
                                     size_t round2_secret_package_len,
                                     const uint8_t *round1_packages,
                                     size_t round1_packages_len,
                                     const uint8_t *round2_packages,
                                     size_t round2_packages_len,
                                     const uint8_t *key_package,
                                     size_t key_package_len,
                                     const uint8_t *public_key_package,
                                     size_t public_key_package_len,
                                     struct FrostBuffer *refreshed_key_package_out,
                                     struct FrostBuffer *refreshed_public_key_package_out,
                                     struct FrostError *error);

// Repair, part 1, run by each helper with its `KeyPackage` message:
// `helpers` is the list of the helpers' `Identifier` messages (at least the
// threshold, the same list for every helper, without the participant),
// `participant` the `Identifier` of the participant being repaired. Writes
// a map (see "Lists") from each helper's `Identifier` to the `RepairDelta`
// message for it (secret: send each to its helper over a confidential,
// authenticated channel; keep this helper's own for part 2). Randomness:
// the operating system's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_repair_part1(const uint8_t *helpers,
                                    size_t helpers_len,
                                    const uint8_t *key_package,
                                    size_t key_package_len,
                                    const uint8_t *participant,
                                    size_t participant_len,
                                    struct FrostBuffer *deltas_out,
                                    struct FrostError *error);

// Repair, part 2, run by each helper: `deltas` is a map from each helper's
// `Identifier` to the `RepairDelta` message it sent this helper (this
// helper's own included), exactly the helpers of `helpers`. Writes the
// `RepairDeltaSum` message (secret: send it to the participant being
// repaired over a confidential, authenticated channel). Missing and
// unexpected senders are named.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_repair_part2(const uint8_t *helpers,
                                    size_t helpers_len,
                                    const uint8_t *deltas,
                                    size_t deltas_len,
                                    struct FrostBuffer *delta_sum_out,
                                    struct FrostError *error);

// Repair, part 3, run by the participant `identifier` being repaired:
// `delta_sums` is a map from each helper's `Identifier` to its
// `RepairDeltaSum` message. Writes the repaired `KeyPackage` message
// (secret) after checking it against the participant's verifying share in
// the `PublicKeyPackage` message: a wrong value from any helper, or helpers
// that used different helper lists, is refused (`FROST_ERR_PROTOCOL`;
// the sums cannot tell which helper erred, so none is named).
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_repair_part3(const uint8_t *delta_sums,
                                    size_t delta_sums_len,
                                    const uint8_t *identifier,
                                    size_t identifier_len,
                                    const uint8_t *public_key_package,
                                    size_t public_key_package_len,
                                    struct FrostBuffer *key_package_out,
                                    struct FrostError *error);

// Resharing, part 1, run by each dealer with its `KeyPackage` message:
// `dealers` is the list of the `Identifier` messages of the set `D` of
// current holders taking part (this one included, the same list for all
// dealers), `new_identifiers` the new group's, `new_min_signers` its
// threshold. Writes the `ResharePackage` message to **broadcast** to every
// new participant and a map (see "Lists") from each new participant's
// `Identifier` to its `ReshareSubShare` message (secret: send each over a
// confidential, authenticated channel). Randomness: the operating system's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_reshare_part1(const uint8_t *key_package,
                                     size_t key_package_len,
                                     const uint8_t *dealers,
                                     size_t dealers_len,
                                     const uint8_t *new_identifiers,
                                     size_t new_identifiers_len,
                                     uint16_t new_min_signers,
                                     struct FrostBuffer *package_out,
                                     struct FrostBuffer *sub_shares_out,
                                     struct FrostError *error);

// Resharing, part 2, run by each new participant `identifier` (an
// `Identifier` message, one of `new_identifiers`): `public_key_package` is
// the old group's `PublicKeyPackage` message (from a trusted source),
// `packages` a map from each dealer's `Identifier` to its `ResharePackage`
// message, `sub_shares` a map from the same dealers to the
// `ReshareSubShare` messages they sent this participant. Writes this
// participant's new `KeyPackage` message (secret) and the new group's
// `PublicKeyPackage` message (the same for every new participant: compare
// them before use). Names every dealer at fault: commitments of the wrong
// length or not to its weighted share, sub-shares that do not match, and
// missing or unexpected dealers.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_reshare_part2(const uint8_t *identifier,
                                     size_t identifier_len,
                                     const uint8_t *new_identifiers,
                                     size_t new_identifiers_len,
                                     uint16_t new_min_signers,
                                     const uint8_t *public_key_package,
                                     size_t public_key_package_len,
                                     const uint8_t *packages,
                                     size_t packages_len,
                                     const uint8_t *sub_shares,
                                     size_t sub_shares_len,
                                     struct FrostBuffer *key_package_out,
                                     struct FrostBuffer *public_key_package_out,
                                     struct FrostError *error);

// A ROAST coordinator for signing `message` with the group of the
// `PublicKeyPackage` message, in a fresh run (its identifier:
// [`frost_roast_coordinator_run`]); `randomized` non-zero runs every session
// re-randomized (a fresh randomizer per session). `identity_keys` empty
// (null, 0) runs the unauthenticated mode; otherwise it is a map from each
// member's `Identifier` to its identity `VerifyingKey` message and the run
// is accountable (a member without a key is refused). Free it with
// `frost_roast_free`.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_roast_coordinator_new(const uint8_t *public_key_package,
                                             size_t public_key_package_len,
                                             const uint8_t *message,
                                             size_t message_len,
                                             uint8_t randomized,
                                             const uint8_t *identity_keys,
                                             size_t identity_keys_len,
                                             FrostHandle *coordinator_out,
                                             struct FrostError *error);

// A ROAST signer for `message` with the `KeyPackage` message, in the run
// `run` (the coordinator's 32-byte run identifier); `randomized` as the
// coordinator's. `identity_key` empty (null, 0) for the unauthenticated
// mode, or the signer's identity `SigningKey` message (secret) for
// accountable mode. Its nonces stay inside it. Free it with
// `frost_roast_free`.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_roast_signer_new(const uint8_t *key_package,
                                        size_t key_package_len,
                                        const uint8_t *message,
                                        size_t message_len,
                                        uint8_t randomized,
                                        const uint8_t *run,
                                        size_t run_len,
                                        const uint8_t *identity_key,
                                        size_t identity_key_len,
                                        FrostHandle *signer_out,
                                        struct FrostError *error);

// Frees a ROAST coordinator or signer handle (a signer's unused nonces are
// wiped). Other kinds of handle are refused.
enum FrostStatus frost_roast_free(FrostHandle handle, struct FrostError *error);

// A fresh long-term identity key pair of suite `suite` for ROAST's
// accountable mode: the `SigningKey` message (secret: the signer keeps it)
// and its `VerifyingKey` message (public: the coordinator and everyone who
// checks blame know it). An identity key is not a signing share; never use
// a share as one. Randomness: the operating system's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_roast_identity_key_generate(uint8_t suite,
                                                   struct FrostBuffer *signing_key_out,
                                                   struct FrostBuffer *verifying_key_out,
                                                   struct FrostError *error);

// Re-checks a `Blame` message against the group's `PublicKeyPackage`:
// `FROST_OK` when the blamed signer's share fails the share equation (RFC
// 9591, Section 5.4) for the request it answered;
// `FROST_ERR_INVALID_SIGNATURE_SHARES` when the share is valid (the blame is
// unfounded).
//
// With `identity_keys` empty (null, 0) this proves only that the share does
// not fit the request as the evidence states it: whoever wrote the evidence
// could have written any share, so it convinces only those who trust the
// coordinator. With the group's identity keys (a map from `Identifier` to
// `VerifyingKey` messages, as given to an accountable coordinator) the
// blamed signer's identity signature over its response and the exact
// request is checked first (`FROST_ERR_PROTOCOL`, naming the signer, when it
// is missing or does not verify): evidence that convinces a third party.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_roast_verify_blame(const uint8_t *blame,
                                          size_t blame_len,
                                          const uint8_t *public_key_package,
                                          size_t public_key_package_len,
                                          const uint8_t *identity_keys,
                                          size_t identity_keys_len,
                                          struct FrostError *error);

// The coordinator handles `message`, the bytes the signer `sender` (an
// `Identifier` message) sent, and writes the step (see the top of this
// section). In the unauthenticated mode `sender` must be what the
// application's authenticated channel reports; in accountable mode the
// message's identity signature is checked against `sender`'s key. A refused
// message changes nothing.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_roast_coordinator_receive(FrostHandle coordinator,
                                                 const uint8_t *sender,
                                                 size_t sender_len,
                                                 const uint8_t *message,
                                                 size_t message_len,
                                                 struct FrostBuffer *step_out,
                                                 struct FrostError *error);

// The coordinator stops waiting for `signer` (an `Identifier` message): a
// signer the application's clock says is too slow leaves its session, which
// the next ready signers replace.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_roast_coordinator_timeout(FrostHandle coordinator,
                                                 const uint8_t *signer,
                                                 size_t signer_len,
                                                 struct FrostError *error);

// Judges the shares the run did not need (call once the signature is out)
// and writes the list of `Identifier`s it blamed.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_roast_coordinator_judge_remaining(FrostHandle coordinator,
                                                         struct FrostBuffer *blamed_out,
                                                         struct FrostError *error);

// Every blame of the run so far, a list of `Blame` messages: evidence that
// anyone re-checks with `frost_roast_verify_blame`.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_roast_coordinator_blames(FrostHandle coordinator,
                                                struct FrostBuffer *blames_out,
                                                struct FrostError *error);

// The coordinator's run identifier (32 bytes), to give every signer with
// the message.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_roast_coordinator_run(FrostHandle coordinator,
                                             struct FrostBuffer *run_out,
                                             struct FrostError *error);

// The signer's initial commitment message (signed in accountable mode), to
// send to the coordinator.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_roast_signer_commit(FrostHandle signer,
                                           struct FrostBuffer *message_out,
                                           struct FrostError *error);

// The signer answers a `SigningRequest` message, to send to the
// coordinator: its response (share and a fresh commitment), or a decline
// with a fresh commitment when the request names a commitment it holds no
// nonce for (lost in a restart), which returns it to the ready signers. A
// request already answered gets the same answer again. Refuses a request
// of another run, message or mode before using any nonce; a nonce once
// taken is consumed.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_roast_signer_answer(FrostHandle signer,
                                           const uint8_t *request,
                                           size_t request_len,
                                           struct FrostBuffer *answer_out,
                                           struct FrostError *error);

// The coordinator's session for the `SigningPackage` (or
// `RandomizedSigningPackage`: shares are then checked and aggregated under
// its randomized key, which must be the group key's) message and the
// group's `PublicKeyPackage` message, behind the handle `*session_out`.
// Refuses a package with fewer signers than the threshold, a signer
// without a verifying share (named), and a package whose group commitment
// is the identity (which any one signer can cause: start a new session
// without the suspects). Free it with `frost_signing_session_free`.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_signing_session_new(const uint8_t *signing_package,
                                           size_t signing_package_len,
                                           const uint8_t *public_key_package,
                                           size_t public_key_package_len,
                                           FrostHandle *session_out,
                                           struct FrostError *error);

// Checks the `SignatureShare` message of the signer `identifier` (an
// `Identifier` message) as it arrives (RFC 9591, Section 5.4): `FROST_OK`,
// or `FROST_ERR_INVALID_SIGNATURE_SHARES` naming the signer, or
// `FROST_ERR_UNEXPECTED_PARTICIPANTS` naming a participant outside the
// package.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_signing_session_verify_share(FrostHandle session,
                                                    const uint8_t *identifier,
                                                    size_t identifier_len,
                                                    const uint8_t *signature_share,
                                                    size_t signature_share_len,
                                                    struct FrostError *error);

// The group's `Signature` message (RFC 9591, Section 5.3) from
// `signature_shares`, a map from every signer's `Identifier` to its
// `SignatureShare` message. Names every signer whose share is invalid,
// the missing signers and the participants outside the package, as
// `frost_aggregate` does; the session stays usable (e.g. to aggregate
// again once a share is replaced).
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_signing_session_aggregate(FrostHandle session,
                                                 const uint8_t *signature_shares,
                                                 size_t signature_shares_len,
                                                 struct FrostBuffer *signature_out,
                                                 struct FrostError *error);

// Frees the session `session`. Refuses 0, a handle never issued or
// already freed, and a handle of another kind.
enum FrostStatus frost_signing_session_free(FrostHandle session, struct FrostError *error);

// An empty batch of signature shares of suite `suite`, behind the handle
// `*batch_out`. Free it with `frost_share_batch_free`.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_share_batch_new(uint8_t suite,
                                       FrostHandle *batch_out,
                                       struct FrostError *error);

// Adds the `SignatureShare` message of the signer `identifier` (an
// `Identifier` message) in the signing session `session` to the batch
// `batch`, without checking it yet, and writes its index in the batch.
// Refuses, adding nothing, a participant outside the session's package
// (named) and a session or batch of another suite.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_share_batch_push(FrostHandle batch,
                                        FrostHandle session,
                                        const uint8_t *identifier,
                                        size_t identifier_len,
                                        const uint8_t *signature_share,
                                        size_t signature_share_len,
                                        uint32_t *index_out,
                                        struct FrostError *error);

// Checks every share in the batch `batch`: `FROST_OK` when all are valid;
// otherwise `FROST_ERR_INVALID_SIGNATURE_SHARES` naming the signers of the
// invalid shares and, unlike other failures, `*invalid_out` holding the
// indices of **every** invalid share (each a `uint32_t` little-endian, in
// ascending order), which tell apart two shares of one signer in different
// sessions. A valid share is never named. Randomness: the operating
// system's (the batch's weights).
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_share_batch_verify(FrostHandle batch,
                                          struct FrostBuffer *invalid_out,
                                          struct FrostError *error);

// Frees the batch `batch`. Refuses 0, a handle never issued or already
// freed, and a handle of another kind.
enum FrostStatus frost_share_batch_free(FrostHandle batch, struct FrostError *error);

// Round one (RFC 9591, Section 5.1, `commit`): fresh nonces for one
// signing session, kept inside the library behind the nonce handle
// `*nonces_out`, and their `SigningCommitments` message to send to the
// coordinator. The nonces never leave the library: `frost_sign` consumes
// the handle, `frost_nonces_free` discards it. Randomness: the operating
// system's (the engine also binds the nonces to the signing share, as the
// RFC's `nonce_generate` does).
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_commit(const uint8_t *key_package,
                              size_t key_package_len,
                              FrostHandle *nonces_out,
                              struct FrostBuffer *commitments_out,
                              struct FrostError *error);

// Discards unused nonces (wiping them), e.g. when a session is abandoned.
// Refuses 0, a handle never issued, a handle already consumed or freed,
// and a handle of another kind, with a code.
enum FrostStatus frost_nonces_free(FrostHandle nonces, struct FrostError *error);

// The coordinator's `SigningPackage` message: the signers' commitments, a
// map (see "Lists") from `Identifier` to `SigningCommitments` messages, and
// the message to sign. The suite is the first identifier's.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_signing_package_new(const uint8_t *commitments,
                                           size_t commitments_len,
                                           const uint8_t *message,
                                           size_t message_len,
                                           struct FrostBuffer *signing_package_out,
                                           struct FrostError *error);

// Round two (RFC 9591, Section 5.2, `sign`): this participant's
// `SignatureShare` message for the `SigningPackage` message, or for a
// `RandomizedSigningPackage` message (re-randomized signing, ZIP 312: the
// share is for the key randomized by the package's randomizer, after
// checking the package's randomized key against this participant's group
// key), with the nonces of the handle `nonces`.
//
// The handle is consumed by every call that gets past the boundary's
// checks (null pointers, oversized inputs, a handle that is not a live
// nonce handle of the key's suite), **also when signing is refused**: a
// refusal means the coordinator sent something unexpected, and retrying
// with the same nonces against another package could reveal the share.
// A second call with the same handle returns `FROST_ERR_STALE_HANDLE`.
// Refuses a package whose message differs from `expected_message`
// (`FROST_ERR_MESSAGE_MISMATCH`), that lacks or alters this signer's
// commitment, or has fewer signers than the threshold.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_sign(const uint8_t *signing_package,
                            size_t signing_package_len,
                            const uint8_t *expected_message,
                            size_t expected_message_len,
                            FrostHandle nonces,
                            const uint8_t *key_package,
                            size_t key_package_len,
                            struct FrostBuffer *signature_share_out,
                            struct FrostError *error);

// The tweaked `KeyPackage` (secret) or `PublicKeyPackage` of `key`, for
// the tweak `kind` (`FROST_TWEAK_*`) with `tweak` as that kind reads it.
// Every signer and the coordinator apply the same tweak; signatures then
// verify under the tweaked group key. Taproot outside secp256k1-tr is
// `FROST_ERR_UNSUPPORTED_BY_SUITE`.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_key_tweak(const uint8_t *key,
                                 size_t key_len,
                                 uint8_t kind,
                                 const uint8_t *tweak,
                                 size_t tweak_len,
                                 struct FrostBuffer *tweaked_out,
                                 struct FrostError *error);

// Verifies the `Signature` message over `message` under the group key, a
// `VerifyingKey` or `PublicKeyPackage` message: `FROST_OK` when it
// verifies, `FROST_ERR_INVALID_SIGNATURE` when it does not.
//
// # Safety
// Pointers are null or valid as the header's conventions state.
enum FrostStatus frost_verify(const uint8_t *verifying_key,
                              size_t verifying_key_len,
                              const uint8_t *message,
                              size_t message_len,
                              const uint8_t *signature,
                              size_t signature_len,
                              struct FrostError *error);

#ifdef __cplusplus
}  // extern "C"
#endif  // __cplusplus

#endif  /* FROST_FFI_H */

//! Accountable mode: every signer message signed with the signer's
//! long-term identity key, so that blame evidence carries the signer's own
//! word and convinces someone who does not trust the coordinator.
//!
//! The identity signature is the suite's own single-party Schnorr signature
//! ([`SigningKey::sign`], verified by [`VerifyingKey::verify`]): no second
//! curve, hash or dependency, `no_std` like the rest, and for BIP340 suites
//! exactly BIP340. Identity keys are distinct from the signing shares (a
//! share is never used outside FROST) and are known to everyone who checks
//! blame: [`IdentityKeys`], one verifying key per member of the group.
//!
//! What is signed, for a message of type code `c` whose wire body without
//! its authentication field is `b` (see [`crate::wire`]):
//! `CONTEXT || c || len(q) || q || b`, where `q` is the digest of the whole
//! wire encoding of the request the message answers, the suite's hash
//! `H(contextString || "roast request" || request)` (the hash behind RFC
//! 9591's `H4` and `H5`), empty for an initial commitment, and `len(q)` its
//! length in one byte. The digest keeps the cost of a signature independent
//! of the session's size for the coordinator, which hashes each request
//! once, not once per answer. So a signed response names the run,
//! the signer, the session, the share and the fresh commitment, and binds
//! them to the exact request (commitments, message, randomizer) the share
//! was computed for: evidence whose share, message, request, run or signer
//! was altered no longer verifies.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use frost_core::rand_core::CryptoRng;
use frost_core::{Ciphersuite, Identifier, Signature, SigningKey, VerifyingKey};

/// The domain separation of identity signatures over ROAST messages.
const CONTEXT: &[u8] = b"FROST-ROAST identity signature v1";

/// The identity verifying key of every member of the group, by identifier:
/// what a coordinator in accountable mode and a third party checking blame
/// must know (distributed with the public key package, e.g. at key
/// generation).
pub type IdentityKeys<C> = BTreeMap<Identifier<C>, VerifyingKey<C>>;

/// The digest of a request's wire encoding that identity signatures of its
/// answers cover.
pub(crate) fn request_digest<C: Ciphersuite>(request: &[u8]) -> Vec<u8> {
    C::hash(b"roast request", &[request]).as_ref().to_vec()
}

/// The bytes an identity signature covers: a message of type `code` with
/// wire body `body` (authentication field left out), answering the request
/// of digest `digest` (empty for none). Digests are the suite's hash output,
/// at most 64 bytes.
pub(crate) fn signed_content(code: u8, digest: &[u8], body: &[u8]) -> Vec<u8> {
    let mut content = Vec::with_capacity(CONTEXT.len() + 2 + digest.len() + body.len());
    content.extend_from_slice(CONTEXT);
    content.push(code);
    content.push(u8::try_from(digest.len()).unwrap_or(u8::MAX));
    content.extend_from_slice(digest);
    content.extend_from_slice(body);
    content
}

/// Signs [`signed_content`] with `key`.
pub(crate) fn sign<C: Ciphersuite, R: CryptoRng + ?Sized>(
    key: &SigningKey<C>,
    code: u8,
    digest: &[u8],
    body: &[u8],
    rng: &mut R,
) -> Signature<C> {
    key.sign(rng, &signed_content(code, digest, body))
}

/// Whether `signature` is `key`'s over [`signed_content`].
pub(crate) fn verify<C: Ciphersuite>(
    key: &VerifyingKey<C>,
    code: u8,
    digest: &[u8],
    body: &[u8],
    signature: &Signature<C>,
) -> bool {
    key.verify(&signed_content(code, digest, body), signature)
        .is_ok()
}

//! Verifiable secret sharing, the machinery that key generation
//! ([`dkg`](super::dkg)), proactive refresh ([`refresh`](super::refresh)) and
//! resharing ([`reshare`](super::reshare)) share.
//!
//! All three are the same protocol with a different contribution: each
//! dealer `j` draws a polynomial `f_j` of degree `t - 1`, broadcasts a
//! Feldman commitment `[a_j0 * G, ..., a_j(t-1) * G]` to it (Feldman 1987;
//! RFC 9591, Appendix C.2, `vss_commit`) and sends every recipient `i` its
//! share `f_j(i)` privately. Each recipient adds its shares up, derives
//! everyone's verifying share from the summed commitment (`derive_group_info`)
//! and checks its sum against its own (`vss_verify` applied to the sum; each
//! share is checked against its sender's commitment only to name culprits).
//! What the dealers contribute is what differs:
//!
//! - key generation: a fresh random secret `f_j(0)`, with a proof of knowledge
//!   of it (Pedersen's distributed key generation as hardened in the FROST
//!   paper, Komlo and Goldberg 2020, Figure 1, KeyGen);
//! - refresh: zero, `f_j(0) = 0`, so that the group key stays and only the
//!   shares move (proactive secret sharing, Herzberg, Jarecki, Krawczyk and
//!   Yung 1995);
//! - resharing: the dealer's own share weighted by its Lagrange coefficient,
//!   so that the new shares interpolate to the old group key (Desmedt and
//!   Jajodia 1997).
//!
//! **Security preconditions.** The commitments must reach every recipient
//! unchanged (a broadcast channel, confirmed by comparing
//! [`TranscriptDigest`]s); the shares travel over confidential and
//! authenticated channels; fewer than `t` participants are corrupt.
//!
//! The pieces: the commitments ([`VerifiableSecretSharingCommitment`],
//! [`RefreshCommitment`]), the secret state between the parts ([`round1`],
//! [`round2`]), the parts themselves (`rounds.rs`), processing many dealings
//! at once (`dealing.rs`), evaluating committed polynomials cheaply
//! (`exponent.rs`) and the digest of a round's broadcast ([`TranscriptDigest`]).

mod commitment;
mod dealing;
mod exponent;
pub mod round1;
pub mod round2;
mod rounds;
mod transcript;

pub(crate) use commitment::Dealt;
pub use commitment::RefreshCommitment;
pub use frost_core::keys::VerifiableSecretSharingCommitment;

pub use dealing::{ConstantTerm, verifying_share_elements};
pub(crate) use dealing::{
    Received, check_commitment_lengths, check_senders, check_share_sum, image_of, key_packages,
    random_coefficients, share_weights, sum_commitments, sum_shares,
};
pub use exponent::evaluate_consecutive;
pub(crate) use rounds::{Broadcast, check_broadcast, check_received, combine, deal_shares, draw};
pub use transcript::TranscriptDigest;

//! # frost-roast
//!
//! ROAST (Ruffing, Ronge, Jin, Schneider-Bensch, Schröder, "ROAST: Robust
//! Asynchronous Schnorr Threshold Signatures", ACM CCS 2022) around FROST
//! (RFC 9591): a coordinator that obtains a signature whenever at least
//! `t = min_signers` honest signers answer, however many others are offline,
//! slow or malicious, after opening at most `n - t + 1` signing sessions (one
//! more per signer that declined one, see [`Decline`]), and that never blames
//! or excludes an honest signer.
//!
//! Both sides are sans-IO state machines, generic over every
//! [`Ciphersuite`](frost_core::Ciphersuite) (BIP340/Taproot included; a
//! Taproot-tweaked key is an ordinary tweaked key package) and over plain or
//! re-randomised signing (`frost-rerandomized`). They do no I/O, keep no
//! clock and start no thread: the application carries their messages, as
//! bytes ([`Coordinator::receive_bytes`], [`Signer::commit_bytes`],
//! [`Signer::answer_bytes`], the `serialize` of every message), and reports
//! timeouts.
//!
//! Every run has a fresh identifier ([`RunId`]) that the coordinator draws
//! and every message carries, so messages of another run are refused
//! without harm. Two modes:
//! - **unauthenticated**: the application's channels authenticate each
//!   signer to the coordinator; blame evidence convinces whoever trusts the
//!   coordinator;
//! - **accountable** ([`Coordinator::with_identities`],
//!   [`Signer::with_identity`]): every signer message carries the signer's
//!   identity signature ([`identity`]), so the channels need not
//!   authenticate, and blame evidence convinces anyone who knows the group's
//!   identity keys ([`verify_signed_blame`]).
//!
//! | step | who | here |
//! |---|---|---|
//! | initial commitment | each signer | [`Signer::commit`] → [`Commitment`] |
//! | grouping of ready signers into a session | coordinator | [`Coordinator::receive`] → [`SigningRequest`] |
//! | share and fresh commitment | each signer of the session | [`Signer::answer`] → [`Response`] |
//! | no nonce for the request: decline, fresh commitment | a signer of the session | [`Signer::answer`] → [`Decline`] |
//! | share judgment when needed (aggregation, batch before regrouping), blame | coordinator | [`Coordinator::receive`], [`Blame`] |
//! | judging the shares the run did not need | coordinator | [`Coordinator::judge_remaining`] |
//! | signature | coordinator | [`Step::signed`] |
//! | re-checking a blame | anyone | [`verify_blame`], [`verify_signed_blame`] |
//!
//! The project's unpublished crate `frost-roast-simulation` runs a whole
//! signing in process on this crate, through the serialised messages, under
//! a seeded schedule with chosen faults, for tests and benchmarks.
//!
//! # Security
//!
//! - **Liveness** needs an honest coordinator; in the unauthenticated mode
//!   also authenticated channels (the coordinator trusts the sender the
//!   application reports for each message), in accountable mode only the
//!   identity signatures. The network may delay, drop for a while, reorder,
//!   duplicate and replay messages, including those of earlier runs, and
//!   malicious signers may read honest messages in flight and copy them:
//!   none of it gets an honest signer blamed or excluded (the repository's
//!   SECURITY.md states the model).
//! - **Unforgeability** is FROST's: it does not depend on the coordinator.
//!   Each signer signs only its run's message, and each nonce at most once.
//! - **Blame** is given only for a share that fails RFC 9591's share equation
//!   (Section 5.4), with evidence anyone can re-check ([`verify_blame`]);
//!   see [`Blame`] for what that evidence does and does not prove. A share
//!   is judged when its verdict is needed, not on arrival: when its session
//!   completes (the aggregate's own check), or before its signer joins
//!   another session (a batch of every such share), so no signer is regrouped
//!   unjudged; the shares no step needed are judged by
//!   [`Coordinator::judge_remaining`], which the application calls once the
//!   signature is out, so that every invalid share is still blamed. Signers
//!   that are silent, answer the wrong session or send malformed bytes are
//!   never blamed: they are indistinguishable from slow ones.
//! - A signer that offers one of its own commitments of the run a second
//!   time is excluded without evidence ([`SignerStatus::Excluded`]); honest
//!   signers draw fresh nonces for every commitment. A commitment equal to
//!   another signer's is no fault of that signer: a copier cannot open it
//!   and is blamed for its share.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod blame;
mod coordinator;
mod described;
mod error;
pub mod identity;
mod messages;
mod run;
mod share_check;
mod signer;
pub mod wire;

pub use blame::{Attestation, Blame, verify_blame, verify_signed_blame};
pub use coordinator::{Coordinator, Signed, SignerStatus, Step};
pub use error::RoastError;
pub use identity::IdentityKeys;
pub use messages::{
    Commitment, Decline, Response, SessionId, SessionPackage, SignerMessage, SigningRequest,
};
pub use run::{RUN_ID_LEN, RunId};
pub use signer::{POOL_LIMIT, Signer};

//! The one error type of the coordinator and the signer.
//!
//! An error means that the event was refused and the state machine did not
//! change: a message that is malformed, arrives twice, names another session
//! or comes from a signer already excluded. Blame is never an error: a signer
//! whose share is invalid is recorded in the coordinator's state (see
//! [`Step::blamed`](crate::Step::blamed)).

use core::fmt;

use frost_core::{Ciphersuite, Identifier};

use crate::SessionId;

/// Why an event was refused, naming the signer concerned where there is one.
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RoastError<C: Ciphersuite> {
    /// A FROST operation or a decoder failed: malformed bytes, a wrong header,
    /// a package a signer must not sign, ...
    Frost(frost_core::Error<C>),
    /// The sender is not a member of the group (it has no verifying share in
    /// the public key package).
    UnknownSigner {
        /// The sender the application reported.
        signer: Identifier<C>,
    },
    /// A message names a signer other than the one whose authenticated
    /// channel carried it.
    SenderMismatch {
        /// The sender the application reported.
        sender: Identifier<C>,
        /// The signer the message names.
        claimed: Identifier<C>,
    },
    /// An initial commitment from a signer that already has one (a replay, or
    /// a signer that restarted): the coordinator keeps the first.
    AlreadyCommitted {
        /// The signer.
        signer: Identifier<C>,
    },
    /// A signing response from a signer that is in no session (a replay, or a
    /// response that was never asked for).
    NotInSession {
        /// The signer.
        signer: Identifier<C>,
    },
    /// A signing response for a session other than the signer's current one.
    WrongSession {
        /// The signer.
        signer: Identifier<C>,
        /// The session the signer is in.
        expected: SessionId,
        /// The session the response names.
        found: SessionId,
    },
    /// A message from a signer already excluded from this run (for an
    /// invalid share, a commitment it offered twice, an undecodable
    /// commitment, a second decline; see
    /// [`SignerStatus`](crate::SignerStatus)); it is ignored.
    Excluded {
        /// The signer.
        signer: Identifier<C>,
    },
    /// The run has produced its signature; no further message is needed.
    Finished,
    /// A message of another run (its run identifier is not this one's): a
    /// replay from an earlier signing by the same group, or a misrouted
    /// message. Refused without harm to anyone: nobody is blamed.
    WrongRun,
    /// In accountable mode, a message without its sender's identity
    /// signature, or whose signature does not verify under the sender's
    /// identity key (for blame evidence: under the blamed signer's).
    BadSignature {
        /// The signer the message (or evidence) names.
        signer: Identifier<C>,
    },
    /// A signing request for a message other than the one this signer agreed
    /// to sign in this run.
    WrongMessage,
    /// A signing request of the wrong kind: re-randomised when this signer
    /// signs plainly, or the converse.
    WrongMode,
    /// A signing request for a commitment this signer holds no nonce for: a
    /// replayed or stale request (its nonce was already used), or a commitment
    /// the signer never made. Nothing is signed.
    NonceUnavailable,
    /// The signer already holds as many unused nonces as it may.
    PoolFull,
    /// Blame evidence whose share is in fact valid: the blame does not hold.
    BlameUnfounded,
}

impl<C: Ciphersuite> From<frost_core::Error<C>> for RoastError<C> {
    fn from(error: frost_core::Error<C>) -> Self {
        Self::Frost(error)
    }
}

impl<C: Ciphersuite> fmt::Display for RoastError<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Frost(error) => write!(f, "{error}"),
            Self::UnknownSigner { signer } => write!(f, "{signer:?} is not in the group"),
            Self::SenderMismatch { sender, claimed } => {
                write!(f, "message from {sender:?} claims to be from {claimed:?}")
            }
            Self::AlreadyCommitted { signer } => {
                write!(f, "{signer:?} already sent its initial commitment")
            }
            Self::NotInSession { signer } => write!(f, "{signer:?} is in no session"),
            Self::WrongSession {
                signer,
                expected,
                found,
            } => write!(
                f,
                "{signer:?} answered session {found}, but is in session {expected}"
            ),
            Self::Excluded { signer } => write!(f, "{signer:?} is excluded from this run"),
            Self::Finished => f.write_str("the run has already produced its signature"),
            Self::WrongRun => f.write_str("message of another run"),
            Self::BadSignature { signer } => {
                write!(f, "missing or invalid identity signature of {signer:?}")
            }
            Self::WrongMessage => f.write_str("signing request for another message"),
            Self::WrongMode => f.write_str("signing request of the wrong kind"),
            Self::NonceUnavailable => {
                f.write_str("no unused nonce for this request's commitment (replayed or stale)")
            }
            Self::PoolFull => f.write_str("the nonce pool is full"),
            Self::BlameUnfounded => f.write_str("the blamed share is valid"),
        }
    }
}

impl<C: Ciphersuite> fmt::Debug for RoastError<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(feature = "std")]
impl<C: Ciphersuite> std::error::Error for RoastError<C> {}

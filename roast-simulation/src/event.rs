//! What happened in a simulated run, event by event, and how a
//! demonstration prints it.

use alloc::vec::Vec;
use core::fmt;

use frost_core::{Ciphersuite, Identifier};

use frost_roast::{RoastError, SessionId};

/// One thing that happened in a run, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event<C: Ciphersuite> {
    /// The coordinator opened a session.
    SessionOpened {
        /// The session.
        session: SessionId,
        /// Its signers.
        signers: Vec<Identifier<C>>,
    },
    /// The coordinator marked a signer malicious for an invalid share.
    Blamed {
        /// The signer.
        signer: Identifier<C>,
        /// The session of the share.
        session: SessionId,
    },
    /// The coordinator excluded a signer, without blame: for a reused
    /// commitment, or for answering a session no honest signer answers.
    Excluded {
        /// The signer.
        signer: Identifier<C>,
    },
    /// The coordinator refused a message.
    Refused {
        /// The sender.
        signer: Identifier<C>,
        /// Why.
        error: RoastError<C>,
    },
    /// A signer refused a request.
    SignerRefused {
        /// The signer.
        signer: Identifier<C>,
        /// Why.
        error: RoastError<C>,
    },
    /// A session completed: the run is over.
    Signed {
        /// The session.
        session: SessionId,
    },
}

impl<C: Ciphersuite> fmt::Display for Event<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::SessionOpened { session, signers } => {
                write!(
                    f,
                    "session {session} opened with {} signers:",
                    signers.len()
                )?;
                signers.iter().try_for_each(|id| write!(f, " {id:?}"))
            }
            Self::Blamed { signer, session } => write!(
                f,
                "{signer:?} sent an invalid share in session {session}: marked malicious, evidence kept"
            ),
            Self::Excluded { signer } => {
                write!(
                    f,
                    "{signer:?} reused a commitment or answered an unsignable session: excluded from the run"
                )
            }
            Self::Refused { signer, error } => {
                write!(f, "coordinator refused a message from {signer:?}: {error}")
            }
            Self::SignerRefused { signer, error } => {
                write!(f, "{signer:?} refused a request: {error}")
            }
            Self::Signed { session } => write!(f, "session {session} completed: signature"),
        }
    }
}

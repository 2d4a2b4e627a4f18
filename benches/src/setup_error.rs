//! Why a benchmark fixture could not be built.

use core::fmt;

use frost_core::{Ciphersuite, Error};

/// A fixture failed to build: either a FROST operation failed, or it
/// succeeded with a result the fixture's self-check refuses (which would mean
/// a benchmark timing the wrong path).
pub enum SetupError<C: Ciphersuite> {
    /// A FROST operation returned an error.
    Frost(Error<C>),
    /// A self-check failed; the text says which.
    Inconsistent(&'static str),
}

impl<C: Ciphersuite> From<Error<C>> for SetupError<C> {
    fn from(error: Error<C>) -> Self {
        SetupError::Frost(error)
    }
}

impl<C: Ciphersuite> fmt::Debug for SetupError<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Frost(error) => write!(f, "FROST operation failed: {error:?}"),
            SetupError::Inconsistent(what) => write!(f, "fixture self-check failed: {what}"),
        }
    }
}

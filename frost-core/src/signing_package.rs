//! The coordinator's signing package: the signers' commitments and the message.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use crate::keys::KeyPackage;
use crate::round1::{SigningCommitments, SigningNonces};
use crate::{Ciphersuite, Error, Identifier};

/// What the coordinator sends every signer in round two (RFC 9591, Section 5.2):
/// the commitment list of the chosen signers and the message.
///
/// The signers are the keys of the commitment map, so they are distinct and in
/// ascending identifier order, the order of the encoded commitment list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SigningPackage<C: Ciphersuite> {
    commitments: BTreeMap<Identifier<C>, SigningCommitments<C>>,
    message: Vec<u8>,
}

impl<C: Ciphersuite> SigningPackage<C> {
    /// Builds a package. At least two signers are needed; whether there are
    /// enough for the key's threshold is checked by signers and aggregator,
    /// which know it.
    pub fn new(
        commitments: BTreeMap<Identifier<C>, SigningCommitments<C>>,
        message: &[u8],
    ) -> Result<Self, Error<C>> {
        if commitments.len() < 2 {
            return Err(Error::TooFewSigners {
                min_signers: 2,
                signers: commitments.len(),
            });
        }
        Ok(Self {
            commitments,
            message: message.to_vec(),
        })
    }

    /// The signers' commitments, by identifier.
    pub fn signing_commitments(&self) -> &BTreeMap<Identifier<C>, SigningCommitments<C>> {
        &self.commitments
    }

    /// The commitments of one signer, if it is part of the package.
    pub fn signing_commitment(&self, identifier: &Identifier<C>) -> Option<&SigningCommitments<C>> {
        self.commitments.get(identifier)
    }

    /// The message to sign.
    pub fn message(&self) -> &[u8] {
        &self.message
    }

    /// The signers, in ascending order.
    pub fn signers(&self) -> Vec<Identifier<C>> {
        self.commitments.keys().copied().collect()
    }

    /// Checks the package holds at least `min_signers` signers.
    pub(crate) fn check_signer_count(&self, min_signers: u16) -> Result<(), Error<C>> {
        if self.commitments.len() < usize::from(min_signers) {
            return Err(Error::TooFewSigners {
                min_signers,
                signers: self.commitments.len(),
            });
        }
        Ok(())
    }

    /// The checks a signer makes on the package before it uses its key share
    /// (RFC 9591, Section 5.2): at least the key's `min_signers` signers
    /// ([`Error::TooFewSigners`]), and this signer's commitment present
    /// ([`Error::MissingCommitment`]) and equal to its nonces' own
    /// ([`Error::IncorrectCommitment`]), so that a coordinator cannot obtain
    /// a share computed for commitments the signer never made.
    ///
    /// [`round2::sign`](crate::round2::sign) and the signing sessions make
    /// these checks themselves; a signer answering several packages at once
    /// (a re-randomised multi-message session) makes them on every package
    /// before it signs any.
    pub fn check_signer(
        &self,
        nonces: &SigningNonces<C>,
        key_package: &KeyPackage<C>,
    ) -> Result<(), Error<C>> {
        crate::signing_session::check_own_commitment(self, nonces, key_package)
    }
}

//! Round two of distributed key generation: the shares participants send each
//! other, and what each keeps for the final step.

use core::fmt;

use zeroize::{Zeroize, ZeroizeOnDrop};

use super::TranscriptDigest;
use crate::keys::{SigningShare, VerifiableSecretSharingCommitment};
use crate::{Ciphersuite, Identifier};

/// A participant's secret state from [`part2`](super::part2) to
/// [`part3`](super::part3): its share `f_i(i)` of its own polynomial, its
/// commitment, and the digest of the round-one packages it checked.
///
/// Zeroized on drop, redacted in `Debug`, neither `Copy` nor `Clone`.
#[derive(Zeroize, ZeroizeOnDrop)]
pub struct SecretPackage<C: Ciphersuite> {
    #[zeroize(skip)]
    identifier: Identifier<C>,
    #[zeroize(skip)]
    commitment: VerifiableSecretSharingCommitment<C>,
    own_share: SigningShare<C>,
    #[zeroize(skip)]
    transcript: TranscriptDigest,
    #[zeroize(skip)]
    max_signers: u16,
}

impl<C: Ciphersuite> SecretPackage<C> {
    /// Assembles the state; `part2` builds it after its checks.
    pub(crate) fn new(
        identifier: Identifier<C>,
        commitment: VerifiableSecretSharingCommitment<C>,
        own_share: SigningShare<C>,
        transcript: TranscriptDigest,
        max_signers: u16,
    ) -> Self {
        Self {
            identifier,
            commitment,
            own_share,
            transcript,
            max_signers,
        }
    }

    /// This participant's identifier.
    pub fn identifier(&self) -> &Identifier<C> {
        &self.identifier
    }

    /// This participant's commitment to its own polynomial.
    pub fn commitment(&self) -> &VerifiableSecretSharingCommitment<C> {
        &self.commitment
    }

    /// The digest of the round-one broadcast this participant checked
    /// (including its own package). Compare it with every other participant's
    /// over an authenticated channel before using the key: equal digests mean
    /// everyone saw the same commitments.
    pub fn transcript_digest(&self) -> &TranscriptDigest {
        &self.transcript
    }

    /// The threshold.
    pub fn min_signers(&self) -> u16 {
        self.commitment.min_signers()
    }

    /// The number of participants.
    pub fn max_signers(&self) -> u16 {
        self.max_signers
    }

    /// `f_i(i)`, this participant's share of its own polynomial (secret).
    pub(crate) fn own_share(&self) -> &SigningShare<C> {
        &self.own_share
    }
}

impl<C: Ciphersuite> PartialEq for SecretPackage<C> {
    fn eq(&self, other: &Self) -> bool {
        // SigningShare compares in constant time.
        self.own_share == other.own_share
            && self.identifier == other.identifier
            && self.commitment == other.commitment
            && self.transcript == other.transcript
            && self.max_signers == other.max_signers
    }
}

impl<C: Ciphersuite> Eq for SecretPackage<C> {}

impl<C: Ciphersuite> fmt::Debug for SecretPackage<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SecretPackage")
            .field("identifier", &self.identifier)
            .field("commitment", &self.commitment)
            .field("own_share", &self.own_share)
            .field("transcript", &self.transcript)
            .field("max_signers", &self.max_signers)
            .finish()
    }
}

/// The share `f_j(i)` that participant `j` sends participant `i`.
///
/// **Secret:** send it only over a confidential and authenticated channel
/// (e.g. encrypted to `i` and signed by `j`); anyone who collects
/// `min_signers` of the shares sent to `i` learns `i`'s signing share.
/// Zeroized on drop, redacted in `Debug`, compared in constant time.
#[derive(Clone, PartialEq, Eq, Zeroize, ZeroizeOnDrop)]
pub struct Package<C: Ciphersuite> {
    share: SigningShare<C>,
}

impl<C: Ciphersuite> Package<C> {
    /// Wraps a share, e.g. as received.
    pub fn new(share: SigningShare<C>) -> Self {
        Self { share }
    }

    /// The share `f_j(i)` of the sender's polynomial.
    pub fn share(&self) -> &SigningShare<C> {
        &self.share
    }
}

impl<C: Ciphersuite> fmt::Debug for Package<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Package")
            .field("share", &self.share)
            .finish()
    }
}

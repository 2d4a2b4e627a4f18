//! Round two of a refresh: the shares participants send each other (the same
//! message as in key generation), and what each keeps for the final step.

use core::fmt;

use zeroize::{Zeroize, ZeroizeOnDrop};

use super::RefreshCommitment;
use crate::keys::SigningShare;
use crate::keys::dkg::TranscriptDigest;
pub use crate::keys::dkg::round2::Package;
use crate::{Ciphersuite, Identifier};

/// A participant's secret state from [`part2`](super::part2) to
/// [`part3`](super::part3): its share `g_i(i)` of its own polynomial, its
/// commitment, and the digest of the round-one packages it checked.
///
/// Zeroized on drop, redacted in `Debug`, neither `Copy` nor `Clone`.
#[derive(Zeroize, ZeroizeOnDrop)]
pub struct SecretPackage<C: Ciphersuite> {
    #[zeroize(skip)]
    identifier: Identifier<C>,
    #[zeroize(skip)]
    commitment: RefreshCommitment<C>,
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
        commitment: RefreshCommitment<C>,
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
    pub fn commitment(&self) -> &RefreshCommitment<C> {
        &self.commitment
    }

    /// The digest of the round-one broadcast this participant checked
    /// (including its own package). Compare it with every other participant's
    /// over an authenticated channel before using the refreshed shares.
    pub fn transcript_digest(&self) -> &TranscriptDigest {
        &self.transcript
    }

    /// The threshold.
    pub fn min_signers(&self) -> u16 {
        self.commitment.min_signers()
    }

    /// The number of participants in the refresh.
    pub fn max_signers(&self) -> u16 {
        self.max_signers
    }

    /// `g_i(i)`, this participant's share of its own polynomial (secret).
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

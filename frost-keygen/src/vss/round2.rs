//! Round two of a dealing protocol: the share one participant sends another,
//! and what each keeps for the final part.

use core::fmt;

use zeroize::{Zeroize, ZeroizeOnDrop};

use super::{Dealt, TranscriptDigest};
use frost_core::EncodedElement;
use frost_core::keys::SigningShare;
use frost_core::{Ciphersuite, Error, Identifier};

/// A participant's secret state from part 2 to part 3 of key generation
/// ([`dkg::round2::SecretPackage`](crate::dkg::round2::SecretPackage))
/// or of a refresh
/// ([`refresh::round2::SecretPackage`](crate::refresh::round2::SecretPackage)):
/// its share `f_i(i)` of its own polynomial, its commitment `K`, and the
/// digest of the round-one packages it checked.
///
/// Zeroized on drop, redacted in `Debug`, neither `Copy` nor `Clone`.
pub struct SecretPackage<C: Ciphersuite, K> {
    identifier: Identifier<C>,
    commitment: K,
    own_share: SigningShare<C>,
    transcript: TranscriptDigest,
    min_signers: u16,
    max_signers: u16,
}

// Every item here is crate-private but a known-answer hook, which the
// conformance kit calls on key generation's and refresh's aliases, so the
// crate-private bound hides nothing from users.
#[allow(private_bounds)]
impl<C: Ciphersuite, K: Dealt<C>> SecretPackage<C, K> {
    /// Known-answer hook (`test-helpers` feature), never for production: the
    /// state assembled from its parts unchecked, so that the conformance kit
    /// can build the fixtures of its golden-bytes tests. `own_share` must be
    /// `f_i(i)` for the polynomial `commitment` commits to.
    #[cfg(feature = "test-helpers")]
    pub fn new_for_tests(
        identifier: Identifier<C>,
        commitment: K,
        own_share: SigningShare<C>,
        transcript: TranscriptDigest,
        max_signers: u16,
    ) -> Self {
        Self::new(identifier, commitment, own_share, transcript, max_signers)
    }

    /// Assembles the state part 2 computed: `own_share` is `f_i(i)` for the
    /// polynomial `commitment` commits to, so nothing is checked.
    pub(crate) fn new(
        identifier: Identifier<C>,
        commitment: K,
        own_share: SigningShare<C>,
        transcript: TranscriptDigest,
        max_signers: u16,
    ) -> Self {
        Self {
            identifier,
            min_signers: commitment.threshold(),
            commitment,
            own_share,
            transcript,
            max_signers,
        }
    }

    /// The state from parts read back, e.g. from storage: checks
    /// `2 <= min_signers <= max_signers` and the own share `f_i(i)` against
    /// the own commitment, failing with [`Error::InvalidSecretShare`].
    pub(crate) fn from_parts(
        identifier: Identifier<C>,
        commitment: K,
        own_share: SigningShare<C>,
        transcript: TranscriptDigest,
        max_signers: u16,
    ) -> Result<Self, Error<C>> {
        crate::validate_num_of_signers::<C>(commitment.threshold(), max_signers)?;
        if EncodedElement::<C>::public_image(own_share.as_scalar())
            != commitment.evaluate_at(&identifier)
        {
            return Err(Error::InvalidSecretShare {
                identifier: Some(identifier),
            });
        }
        Ok(Self::new(
            identifier,
            commitment,
            own_share,
            transcript,
            max_signers,
        ))
    }
}

impl<C: Ciphersuite, K> SecretPackage<C, K> {
    /// This participant's identifier.
    pub fn identifier(&self) -> &Identifier<C> {
        &self.identifier
    }

    /// This participant's commitment to its own polynomial.
    pub fn commitment(&self) -> &K {
        &self.commitment
    }

    /// The digest of the round-one broadcast this participant checked
    /// (including its own package). Compare it with every other participant's
    /// over an authenticated channel before using the result: equal digests
    /// mean everyone saw the same commitments.
    pub fn transcript_digest(&self) -> &TranscriptDigest {
        &self.transcript
    }

    /// The threshold.
    pub fn min_signers(&self) -> u16 {
        self.min_signers
    }

    /// The number of participants.
    pub fn max_signers(&self) -> u16 {
        self.max_signers
    }

    /// `f_i(i)`, this participant's share of its own polynomial (secret).
    pub(crate) fn own_share(&self) -> &SigningShare<C> {
        &self.own_share
    }

    /// Known-answer hook (`test-helpers` feature), never for production:
    /// `f_i(i)`, which the conformance kit checks is wiped on drop.
    #[cfg(feature = "test-helpers")]
    pub fn own_share_for_tests(&self) -> &SigningShare<C> {
        self.own_share()
    }
}

impl<C: Ciphersuite, K> Zeroize for SecretPackage<C, K> {
    fn zeroize(&mut self) {
        self.own_share.zeroize();
    }
}

// The share zeroizes itself on drop.
impl<C: Ciphersuite, K> ZeroizeOnDrop for SecretPackage<C, K> {}

impl<C: Ciphersuite, K: PartialEq> PartialEq for SecretPackage<C, K> {
    fn eq(&self, other: &Self) -> bool {
        // SigningShare compares in constant time.
        self.own_share == other.own_share
            && self.identifier == other.identifier
            && self.commitment == other.commitment
            && self.transcript == other.transcript
            && self.max_signers == other.max_signers
    }
}

impl<C: Ciphersuite, K: Eq> Eq for SecretPackage<C, K> {}

impl<C: Ciphersuite, K: fmt::Debug> fmt::Debug for SecretPackage<C, K> {
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

/// The share `f_j(i)` that participant `j` sends participant `i`, in key
/// generation and in a refresh alike.
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

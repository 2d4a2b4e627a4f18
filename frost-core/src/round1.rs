//! Round one: nonces and their commitments (RFC 9591, Sections 4.1 and 5.1).

use alloc::vec::Vec;
use core::fmt;

use rand_core::CryptoRng;
use zeroize::{Zeroize, ZeroizeOnDrop, Zeroizing};

use crate::element::EncodedElement;
use crate::keys::SigningShare;
use crate::{Ciphersuite, Element, ElementBytes, Error, Scalar};

pub use crate::nonce_pool::{ConsumedNonces, NoncePool, StoredNoncePool, preprocess};

/// A secret nonce (`hiding_nonce` or `binding_nonce`). Zeroized on drop.
#[derive(Zeroize, ZeroizeOnDrop)]
pub(crate) struct Nonce<C: Ciphersuite>(pub(crate) Scalar<C>);

/// `nonce_generate(secret)` (RFC 9591, Section 4.1):
/// `H3(random_bytes || SerializeScalar(secret))` with 32 fresh random bytes.
///
/// Hashing the share in hedges against a weak random generator: two signers
/// with the same bad randomness still get different nonces.
fn nonce_generate<C: Ciphersuite>(random_bytes: &[u8; 32], secret: &SigningShare<C>) -> Nonce<C> {
    let mut secret_bytes = crate::serialize_scalar::<C>(secret.as_scalar());
    let nonce = Nonce(crate::hashes::h3::<C>(&[
        random_bytes,
        secret_bytes.as_ref(),
    ]));
    secret_bytes.as_mut().zeroize();
    nonce
}

/// The secret nonces of one signing session, with their commitments.
///
/// Single use by construction: not `Clone`, not `Copy`, not serialisable
/// (except through the explicit, single-use `serialize_for_storage`), and
/// consumed by value by [`round2::sign`](crate::round2::sign). Zeroized on drop
/// and redacted in `Debug`.
#[derive(ZeroizeOnDrop)]
pub struct SigningNonces<C: Ciphersuite> {
    pub(crate) hiding: Nonce<C>,
    pub(crate) binding: Nonce<C>,
    #[zeroize(skip)]
    commitments: SigningCommitments<C>,
}

impl<C: Ciphersuite> SigningNonces<C> {
    /// Fresh nonces for `secret` (RFC 9591, Section 5.1, `commit`).
    pub fn new<R: CryptoRng + ?Sized>(secret: &SigningShare<C>, rng: &mut R) -> Self {
        loop {
            let mut hiding_randomness = [0u8; 32];
            let mut binding_randomness = [0u8; 32];
            rng.fill_bytes(&mut hiding_randomness);
            rng.fill_bytes(&mut binding_randomness);
            let nonces = Self::from_randomness(&hiding_randomness, &binding_randomness, secret);
            hiding_randomness.zeroize();
            binding_randomness.zeroize();
            // A zero nonce (probability about 2^-250) has the identity as its
            // commitment, which cannot be sent: draw again.
            if let Some(nonces) = nonces {
                return nonces;
            }
        }
    }

    /// Nonces from given randomness, as the RFC's known-answer tests fix it.
    /// `None` if a nonce is zero.
    fn from_randomness(
        hiding_randomness: &[u8; 32],
        binding_randomness: &[u8; 32],
        secret: &SigningShare<C>,
    ) -> Option<Self> {
        let hiding = nonce_generate(hiding_randomness, secret);
        let binding = nonce_generate(binding_randomness, secret);
        let [hiding_image, binding_image]: [EncodedElement<C>; 2] =
            EncodedElement::mul_base_batch(&*Zeroizing::new([hiding.0, binding.0]))
                .ok()?
                .try_into()
                .ok()?;
        let commitments = SigningCommitments {
            hiding: hiding_image,
            binding: binding_image,
        };
        Some(Self {
            hiding,
            binding,
            commitments,
        })
    }

    /// Known-answer hook (`test-helpers` feature), never for production:
    /// nonces `(d, e)` given as scalars with their commitments, unchecked,
    /// so that the conformance kit can build the fixtures of its golden-bytes
    /// tests. The commitments must be `(d * G, e * G)`.
    #[cfg(feature = "test-helpers")]
    pub fn from_scalars_for_tests(
        hiding: Scalar<C>,
        binding: Scalar<C>,
        commitments: SigningCommitments<C>,
    ) -> Self {
        Self::from_parts(Nonce(hiding), Nonce(binding), commitments)
    }

    /// Known-answer hook (`test-helpers` feature), never for production:
    /// deterministic nonces from the given randomness, so that the
    /// conformance kit can replay RFC 9591's vectors (Appendix E). Reusing
    /// randomness with the same share reuses nonces, which reveals the share.
    #[cfg(feature = "test-helpers")]
    pub fn from_randomness_for_tests(
        hiding_randomness: &[u8; 32],
        binding_randomness: &[u8; 32],
        secret: &SigningShare<C>,
    ) -> Option<Self> {
        Self::from_randomness(hiding_randomness, binding_randomness, secret)
    }

    /// Reassembles nonces decoded from storage; the caller has checked that
    /// the commitments are the images of the nonces.
    pub(crate) fn from_parts(
        hiding: Nonce<C>,
        binding: Nonce<C>,
        commitments: SigningCommitments<C>,
    ) -> Self {
        Self {
            hiding,
            binding,
            commitments,
        }
    }

    /// The public commitments to these nonces.
    pub fn commitments(&self) -> &SigningCommitments<C> {
        &self.commitments
    }

    /// Known-answer hook (`test-helpers` feature), never for production: the
    /// secret hiding nonce `d`, which the conformance kit compares with
    /// RFC 9591's vectors and checks is wiped on drop.
    #[cfg(feature = "test-helpers")]
    pub fn hiding_for_tests(&self) -> Scalar<C> {
        self.hiding.0
    }

    /// Known-answer hook (`test-helpers` feature), never for production: the
    /// secret binding nonce `e`, which the conformance kit compares with
    /// RFC 9591's vectors and checks is wiped on drop.
    #[cfg(feature = "test-helpers")]
    pub fn binding_for_tests(&self) -> Scalar<C> {
        self.binding.0
    }
}

impl<C: Ciphersuite> fmt::Debug for SigningNonces<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SigningNonces")
            .field("hiding", &"<redacted>")
            .field("binding", &"<redacted>")
            .field("commitments", &self.commitments)
            .finish()
    }
}

/// A signer's public commitments `(D, E) = (d * G, e * G)` to its nonces,
/// sent to the coordinator in round one.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct SigningCommitments<C: Ciphersuite> {
    hiding: EncodedElement<C>,
    binding: EncodedElement<C>,
}

impl<C: Ciphersuite> SigningCommitments<C> {
    /// Builds commitments from two elements; the identity is refused.
    pub fn new(hiding: Element<C>, binding: Element<C>) -> Result<Self, Error<C>> {
        Ok(Self {
            hiding: EncodedElement::new(hiding)?,
            binding: EncodedElement::new(binding)?,
        })
    }

    /// The hiding nonce commitment `D`.
    pub fn hiding(&self) -> Element<C> {
        *self.hiding.element()
    }

    /// The binding nonce commitment `E`.
    pub fn binding(&self) -> Element<C> {
        *self.binding.element()
    }

    /// Commitments from elements already decoded (and so already checked).
    pub(crate) fn from_encoded(hiding: EncodedElement<C>, binding: EncodedElement<C>) -> Self {
        Self { hiding, binding }
    }

    pub(crate) fn encoded_hiding(&self) -> &EncodedElement<C> {
        &self.hiding
    }

    pub(crate) fn encoded_binding(&self) -> &EncodedElement<C> {
        &self.binding
    }

    /// The RFC encoding `SerializeElement(D) || SerializeElement(E)`, as it
    /// appears in the encoded commitment list (RFC 9591, Section 4.3).
    pub fn to_bytes(&self) -> Vec<u8> {
        [self.hiding.as_slice(), self.binding.as_slice()].concat()
    }

    /// `SerializeElement(D)`, the hiding commitment alone.
    pub fn hiding_bytes(&self) -> Vec<u8> {
        self.hiding.as_slice().to_vec()
    }

    /// `SerializeElement(E)`, the binding commitment alone.
    pub fn binding_bytes(&self) -> Vec<u8> {
        self.binding.as_slice().to_vec()
    }

    /// Parses `SerializeElement(D) || SerializeElement(E)` strictly: both must
    /// be canonical, non-identity elements of the prime-order subgroup.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        let ne = ElementBytes::<C>::default().as_ref().len();
        if bytes.len() != 2 * ne {
            return Err(Error::InvalidLength);
        }
        let (hiding, binding) = bytes.split_at(ne);
        Self::from_element_bytes(hiding, binding)
    }

    /// Commitments from the two element encodings apart
    /// ([`hiding_bytes`](Self::hiding_bytes), [`binding_bytes`](Self::binding_bytes)),
    /// as strict as [`from_bytes`](Self::from_bytes): each must be a
    /// canonical, non-identity element of the prime-order subgroup.
    pub fn from_element_bytes(hiding: &[u8], binding: &[u8]) -> Result<Self, Error<C>> {
        Ok(Self {
            hiding: EncodedElement::from_bytes(hiding)?,
            binding: EncodedElement::from_bytes(binding)?,
        })
    }
}

impl<C: Ciphersuite> fmt::Debug for SigningCommitments<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SigningCommitments")
            .field("hiding", &self.hiding)
            .field("binding", &self.binding)
            .finish()
    }
}

/// `commit(sk_i)` (RFC 9591, Section 5.1): fresh nonces for this signing
/// session and the commitments to send to the coordinator.
///
/// Keep the nonces secret and use them for exactly one [`round2::sign`](crate::round2::sign).
pub fn commit<C: Ciphersuite, R: CryptoRng + ?Sized>(
    signing_share: &SigningShare<C>,
    rng: &mut R,
) -> (SigningNonces<C>, SigningCommitments<C>) {
    let nonces = SigningNonces::new(signing_share, rng);
    let commitments = *nonces.commitments();
    (nonces, commitments)
}

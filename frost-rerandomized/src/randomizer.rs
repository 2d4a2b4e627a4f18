//! The randomizer `r` of one signing session.

use alloc::vec::Vec;
use core::fmt;

use frost_core::ff::{Field, PrimeField};
use frost_core::rand_core::CryptoRng;
use frost_core::{Ciphersuite, Error, Scalar, ScalarBytes, SigningPackage};
use subtle::ConstantTimeEq;
use zeroize::{Zeroize, ZeroizeOnDrop, Zeroizing};

/// The length of a randomizer seed: 256 bits of secret randomness.
pub const SEED_LEN: usize = 32;

/// The scalar `r` by which one signing session re-randomizes the group key:
/// the group signs under `Y + r * G` instead of `Y`.
///
/// `r` is either given by the caller ([`Randomizer::from_bytes`]: Zcash's
/// `alpha`, which the transaction builder fixes and the spend proof uses), or
/// derived from a secret seed **and the signing package**
/// (`HR(seed || SigningPackage)`, `hash_randomizer`: ZIP 312's `HR` for
/// the Zcash suites, `hash_to_scalar(contextString || "randomizer", ...)`
/// for the others),
/// so that it is fresh for every session and bound to the session's nonce
/// commitments and message: the coordinator fixes it only once every
/// commitment is in, and, through the hash, cannot steer it as a function of
/// them. Signers cannot check this derivation (the seed stays with the
/// coordinator); they check that the randomized key the package names is
/// `Y + r * G` for their own group key `Y`.
///
/// A randomizer does not help forge signatures, but it links the randomized
/// key to the group key: whoever learns `r` can tell which group signed. Send
/// it only to the signers, over a confidential channel, if unlinkability
/// matters. It is therefore zeroized on drop, redacted in `Debug`, compared
/// in constant time, and not `Copy`.
#[derive(Clone, Zeroize, ZeroizeOnDrop)]
pub struct Randomizer<C: Ciphersuite>(Scalar<C>);

impl<C: Ciphersuite> Randomizer<C> {
    /// A fresh randomizer for `signing_package`, from [`SEED_LEN`] bytes of
    /// `rng` (a cryptographically secure generator).
    pub fn new<R: CryptoRng + ?Sized>(rng: &mut R, signing_package: &SigningPackage<C>) -> Self {
        let mut seed = Zeroizing::new([0u8; SEED_LEN]);
        rng.fill_bytes(seed.as_mut());
        Self::derive(&seed, signing_package)
    }

    /// The randomizer of `signing_package` for a seed the caller supplies.
    ///
    /// Precondition: the seed is secret, uniformly random and used for one
    /// session only; a known seed makes the randomized key linkable, and a
    /// reused one, with the same package, repeats the randomizer.
    pub fn derive(seed: &[u8; SEED_LEN], signing_package: &SigningPackage<C>) -> Self {
        // The seed has a fixed length, so `seed || package` is unambiguous.
        Self(hash_randomizer::<C>(&[
            seed.as_slice(),
            &signing_package.serialize(),
        ]))
    }

    /// Parses a canonical scalar encoding: a randomizer received in a
    /// [`RandomizedSigningPackage`](crate::RandomizedSigningPackage), or one
    /// the caller chose, such as the `alpha` of a Zcash spend (ZIP 312,
    /// "Round Two"). A caller-given randomizer must be uniformly random,
    /// secret and used once, as the transaction builder's `alpha` is.
    ///
    /// Zero is refused ([`Error::ZeroRandomizer`]): it would make the
    /// randomized key the group key itself, silently removing the
    /// unlinkability the randomizer exists for. Every randomizer decoded
    /// from a package, in the wire or the serde form, passes here.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        let scalar = C::deserialize_scalar(bytes)?;
        // Whether the randomizer is zero is public: it is refused, and a
        // refusal is seen. Nothing else about it is branched on.
        let zero = scalar.is_zero();
        frost_ct::declassify(&zero);
        if bool::from(zero) {
            return Err(Error::ZeroRandomizer);
        }
        Ok(Self(scalar))
    }

    /// `SerializeScalar(r)`, confidential: in a buffer wiped when dropped
    /// (the temporary encoding it is copied from is wiped too).
    pub fn to_bytes(&self) -> Zeroizing<Vec<u8>> {
        let mut repr: ScalarBytes<C> = self.0.to_repr();
        let bytes = Zeroizing::new(repr.as_ref().to_vec());
        repr.as_mut().zeroize();
        bytes
    }

    /// The randomizer as a scalar. Handle the result as confidential.
    pub fn to_scalar(&self) -> Scalar<C> {
        self.0
    }

    /// The randomizer, borrowed, for arithmetic without a stray copy.
    pub(crate) fn scalar(&self) -> &Scalar<C> {
        &self.0
    }
}

/// `HR(m)`, the randomizer hash: the suite's
/// [`hash_to_scalar`](Ciphersuite::hash_to_scalar) under this crate's tag
/// `"randomizer"`. The Zcash suites map that tag to ZIP 312's `HR`
/// (BLAKE2b-512 personalized `"FROST_RedPallasA"`, `"FROST_RedJubjubA"`), as
/// they map the RFC's tags to their personalizations, so that one derivation
/// serves every suite without a hook on the ciphersuite. The input holds the
/// secret seed: `hash_to_scalar` runs in constant time and wipes its
/// buffers, as its contract requires.
fn hash_randomizer<C: Ciphersuite>(m: &[&[u8]]) -> Scalar<C> {
    C::hash_to_scalar(b"randomizer", m)
}

impl<C: Ciphersuite> PartialEq for Randomizer<C> {
    fn eq(&self, other: &Self) -> bool {
        self.0.ct_eq(&other.0).into()
    }
}

impl<C: Ciphersuite> Eq for Randomizer<C> {}

impl<C: Ciphersuite> fmt::Debug for Randomizer<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Randomizer(<redacted>)")
    }
}

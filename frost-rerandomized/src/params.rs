//! The values one randomizer determines for one group key.

use core::fmt;

use frost_core::{Arithmetic, Ciphersuite, Element, Error, VerifyingKey};

use crate::Randomizer;

/// A randomizer `r` with what it determines for a group key `Y`: the
/// randomizer point `r * G` and the randomized verifying key `Y + r * G`,
/// under which the session's signature verifies.
///
/// The randomized key is uniformly distributed and independent of `Y` for a
/// uniformly random `r`, so it does not reveal which group signed; the
/// randomizer (redacted in `Debug`) does.
#[derive(Clone, PartialEq, Eq)]
pub struct RandomizedParams<C: Ciphersuite> {
    randomizer: Randomizer<C>,
    randomizer_point: Element<C>,
    randomized_verifying_key: VerifyingKey<C>,
}

impl<C: Ciphersuite> RandomizedParams<C> {
    /// The parameters of `randomizer` for the group key `verifying_key`.
    ///
    /// Fails with [`Error::IdentityElement`] if `Y + r * G` is the identity,
    /// which happens only for `r = -s`, a value no one but the holder of the
    /// whole signing key `s` can aim for, and with
    /// [`Error::UnnormalizedGroupKey`] if the suite does not admit `Y` as a
    /// signing key (an Orchard `ak` with `ỹ = 1`,
    /// [`SignatureScheme::EvenGroupKey`](frost_core::SignatureScheme::EvenGroupKey)).
    pub fn new(
        verifying_key: &VerifyingKey<C>,
        randomizer: Randomizer<C>,
    ) -> Result<Self, Error<C>> {
        if !frost_core::signature_scheme::is_normalized_key(verifying_key) {
            return Err(Error::UnnormalizedGroupKey);
        }
        // Constant time in the randomizer. The point `r * G = rk - Y` is
        // determined by the randomized key and the group key, both public:
        // it is public by design, and the additions below, which may branch
        // on their operands (`pasta_curves`), see public data only. It is
        // taken normalised (`mul_base_serialized`), so that its coordinates
        // depend on the point alone, not on how `r` was processed, before
        // it is marked public for the constant-time check (`frost-ct`).
        let (mut points, _) =
            C::Arithmetic::mul_base_serialized(core::slice::from_ref(randomizer.scalar()))?;
        let randomizer_point = points.pop().ok_or(Error::IdentityElement)?;
        frost_ct::declassify(&randomizer_point);
        let randomized_verifying_key =
            VerifyingKey::new(verifying_key.to_element() + randomizer_point)?;
        Ok(Self {
            randomizer,
            randomizer_point,
            randomized_verifying_key,
        })
    }

    /// The randomizer `r`. Handle it as confidential.
    pub fn randomizer(&self) -> &Randomizer<C> {
        &self.randomizer
    }

    /// The randomizer point `r * G`.
    pub fn randomizer_point(&self) -> &Element<C> {
        &self.randomizer_point
    }

    /// The randomized verifying key `Y + r * G`: the key the session's
    /// signature verifies under.
    pub fn randomized_verifying_key(&self) -> &VerifyingKey<C> {
        &self.randomized_verifying_key
    }
}

impl<C: Ciphersuite> fmt::Debug for RandomizedParams<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RandomizedParams")
            .field("randomizer", &self.randomizer)
            .field("randomized_verifying_key", &self.randomized_verifying_key)
            .finish_non_exhaustive()
    }
}

//! Key transforms: a signing session over a key derived from the group key
//! (a tweaked child key, a re-randomized key), without re-sharing it.
//!
//! A transform says what it does to the three views of the group's key: the
//! group key `Y` (the key the session's signature verifies under), a
//! signer's key package (its signing share, used only inside
//! [`SigningSession::sign`](crate::SigningSession::sign)) and the verifying
//! shares the coordinator checks shares against. A session built with a
//! transform ([`SigningSession::transformed`](crate::SigningSession::transformed))
//! applies it to each view in the right place, so that a signer passes its
//! own, untransformed key package and a coordinator the group's own public
//! key package.
//!
//! What a transform must guarantee is in [`KeyTransform`]'s documentation.

use core::fmt::Debug;

use crate::keys::{KeyPackage, VerifyingShare};
use crate::{Arithmetic, Ciphersuite, Error, Scalar, VerifyingKey};

/// What a session's key is, given the group's: the maps of the group key, of
/// a signer's key package and of a verifying share, which a session built
/// with the transform applies each in its place.
///
/// # Security
///
/// - The three maps must agree: the transformed key packages of any signing
///   set must interpolate to the secret of the transformed group key, and a
///   transformed verifying share must be the public image of the transformed
///   signing share. Otherwise honest shares are refused (never the reverse:
///   share checks are against the transformed verifying shares, so a
///   transform cannot make an invalid share pass).
/// - A transform may carry a secret (a randomizer): it must then redact it in
///   `Debug` and zeroize it on drop; the session only formats it with
///   `Debug`.
/// - Each party applies the transform to its own copy of the group key; a
///   transform that is given the expected result (a re-randomized key named
///   in a package) must refuse a mismatch when it is built.
pub trait KeyTransform<C: Ciphersuite>: Debug + Send + Sync {
    /// The key the session's signature verifies under, from the group key.
    fn verifying_key(&self, group_key: &VerifyingKey<C>) -> Result<VerifyingKey<C>, Error<C>>;

    /// A signer's verifying share under the transformed key.
    fn verifying_share(
        &self,
        verifying_share: &VerifyingShare<C>,
    ) -> Result<VerifyingShare<C>, Error<C>>;

    /// A signer's key package under the transformed key: secret, used for
    /// one share and zeroized when dropped. Constant time in the signing
    /// share.
    fn key_package(&self, key_package: &KeyPackage<C>) -> Result<KeyPackage<C>, Error<C>>;

    /// The error when a key package transforms to another key than the
    /// session's (a key package of another group).
    fn mismatch(&self) -> Error<C> {
        Error::VerifyingKeyMismatch
    }
}

/// The additive tweak `t`: the child key `Y + t * G`, signing shares
/// `s_i + t` and verifying shares `VS_i + t * G`
/// ([`KeyPackage::tweak`]; see [`keys::tweak`](crate::keys::tweak) for what
/// a tweak does and does not protect). The tweak is public.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdditiveTweak<C: Ciphersuite> {
    tweak: Scalar<C>,
}

impl<C: Ciphersuite> AdditiveTweak<C> {
    /// The tweak by `t`.
    pub fn new(tweak: Scalar<C>) -> Self {
        Self { tweak }
    }
}

impl<C: Ciphersuite> KeyTransform<C> for AdditiveTweak<C> {
    fn verifying_key(&self, group_key: &VerifyingKey<C>) -> Result<VerifyingKey<C>, Error<C>> {
        VerifyingKey::new(group_key.to_element() + C::Arithmetic::mul_base(&self.tweak))
    }

    fn verifying_share(
        &self,
        verifying_share: &VerifyingShare<C>,
    ) -> Result<VerifyingShare<C>, Error<C>> {
        VerifyingShare::new(verifying_share.to_element() + C::Arithmetic::mul_base(&self.tweak))
    }

    fn key_package(&self, key_package: &KeyPackage<C>) -> Result<KeyPackage<C>, Error<C>> {
        key_package.tweak(&self.tweak)
    }
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeMap;

    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::AdditiveTweak;
    use crate::dev_suite::{self, DevSuite};
    use crate::keys::{KeyPackage, PublicKeyPackage};
    use crate::signature_share::SignatureShare;
    use crate::{Error, Identifier, Scalar, ShareBatch, SigningPackage, SigningSession, round1};

    type C = DevSuite;

    /// A 2-of-3 group's key packages and public key package.
    fn group(seed: u64) -> (BTreeMap<Identifier<C>, KeyPackage<C>>, PublicKeyPackage<C>) {
        dev_suite::group(3, 2, &mut StdRng::seed_from_u64(seed))
    }

    /// A session under `Y + t * G` takes the signers' own key packages and
    /// the group's own public key package: the signature verifies under the
    /// tweaked key (as under [`PublicKeyPackage::tweak`]) and not under the
    /// group key, shares check one by one and in a batch, an invalid one is
    /// named, and a key package of another group is refused.
    #[test]
    fn tweaked_session_signs_under_the_child_key() {
        let (key_packages, public) = group(51);
        let (other_packages, _) = group(52);
        let tweak = Scalar::<C>::from(12345u64);
        let child = public.tweak(&tweak).expect("child key");
        let mut rng = StdRng::seed_from_u64(53);
        let mut nonces = BTreeMap::new();
        let mut commitments = BTreeMap::new();
        for (id, key_package) in &key_packages {
            let (n, c) = round1::commit(key_package.signing_share(), &mut rng);
            nonces.insert(*id, n);
            commitments.insert(*id, c);
        }
        let package = SigningPackage::new(commitments, b"child").expect("package");
        let coordinator = SigningSession::transformed(&package, &public, AdditiveTweak::new(tweak))
            .expect("session");
        assert_eq!(coordinator.verifying_key(), child.verifying_key());

        let first = *key_packages.keys().next().expect("a signer");
        let (spare, _) = round1::commit(key_packages[&first].signing_share(), &mut rng);
        let signer = SigningSession::transformed_for_verifying_key(
            &package,
            public.verifying_key(),
            AdditiveTweak::new(tweak),
        )
        .expect("signer session");
        assert_eq!(
            signer.sign(spare, &other_packages[&first]).err(),
            Some(Error::VerifyingKeyMismatch)
        );

        let shares: BTreeMap<Identifier<C>, SignatureShare<C>> = nonces
            .into_iter()
            .map(|(id, n)| (id, signer.sign(n, &key_packages[&id]).expect("share")))
            .collect();
        let mut batch = ShareBatch::new();
        for (id, share) in &shares {
            coordinator.verify_share(id, share).expect("valid share");
            coordinator
                .verify_share_against(id, &public.verifying_shares()[id], share)
                .expect("valid against the group's share");
            batch.push(&coordinator, id, share).expect("signer");
        }
        assert!(batch.invalid(&mut rng).is_empty());
        let signature = coordinator.aggregate(&shares).expect("aggregate");
        child
            .verifying_key()
            .verify(b"child", &signature)
            .expect("child key");
        assert!(public.verifying_key().verify(b"child", &signature).is_err());
        assert_eq!(
            crate::aggregate_transformed(&package, &shares, &public, AdditiveTweak::new(tweak)),
            Ok(signature)
        );

        let mut spoiled = shares.clone();
        spoiled.insert(
            first,
            SignatureShare::new(shares[&first].to_scalar() + tweak),
        );
        assert_eq!(
            coordinator.aggregate(&spoiled),
            Err(Error::InvalidSignatureShare {
                culprits: alloc::vec![first],
            })
        );
    }
}

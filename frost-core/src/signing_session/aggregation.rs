//! A session's aggregation (RFC 9591, Section 5.3) with identifiable abort
//! (Section 5.4): the shares are summed and the signature verified; only if
//! it fails are the shares checked, by the
//! [`culprit_search`](crate::culprit_search) with weights derived from a
//! hash of every input of the check.
//!
//! **Weights.** Aggregation takes no random generator, so the weights are
//! [`BatchWeights`] over the shares, commitments, verifying shares, message
//! and key, all fixed before the hash is evaluated: modelling the hash as a
//! random oracle, a set holding invalid shares looks valid with probability
//! at most `2^-128` per hash evaluation an attacker can afford.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use super::{CoordinatorView, SigningSession, check_share_set};
use crate::batch_weights::BatchWeights;
use crate::culprit_search::{ShareEquation, ShareTerms, invalid_positions_of_failing};
use crate::keys::VerifyingShare;
use crate::polynomial::interpolating_values;
use crate::signature_share::SignatureShare;
use crate::{Ciphersuite, Element, Error, Identifier, Scalar, Signature};

impl<C: Ciphersuite> SigningSession<C> {
    /// `aggregate` (Section 5.3): sums the shares into `(R, z)` and returns
    /// the signature once it verifies under the session's key.
    ///
    /// Only when the sum does not verify are the shares checked, in batches
    /// halved down to the invalid ones; the error then names **every**
    /// signer whose share is invalid ([`Error::InvalidSignatureShare`]). If
    /// every share is valid yet the sum is not, the verifying shares are
    /// inconsistent with the group key ([`Error::InvalidSignature`]).
    ///
    /// Fails, naming the participants concerned, if shares came from
    /// non-signers ([`Error::UnexpectedSignatureShares`]) or are missing
    /// ([`Error::MissingSignatureShares`]); a session built without the
    /// verifying shares refuses with [`Error::MissingVerifyingShares`].
    pub fn aggregate(
        &self,
        signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
    ) -> Result<Signature<C>, Error<C>> {
        let view = self
            .coordinator
            .as_ref()
            .ok_or(Error::MissingVerifyingShares)?;
        check_share_set(&self.package, signature_shares)?;

        let (signature, difference) = self.sum_and_difference(signature_shares);
        if C::is_identity_for_verification(&difference) {
            return Ok(signature);
        }

        let computed;
        let terms = match &view.equations {
            Some(equations) => &equations.terms,
            None => {
                computed = self.share_equations(view)?;
                &computed
            }
        };
        let culprits = self.culprits(&view.verifying_shares, terms, signature_shares, &difference);
        if culprits.is_empty() {
            return Err(Error::InvalidSignature);
        }
        Err(Error::InvalidSignatureShare { culprits })
    }

    /// The signature `(R, sum z_i)` of the shares and its verification
    /// difference `z * G - c * PK - R`.
    fn sum_and_difference(
        &self,
        signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
    ) -> (Signature<C>, Element<C>) {
        let z: Scalar<C> = signature_shares
            .values()
            .map(SignatureShare::to_scalar)
            .sum();
        let signature = Signature::from_parts(self.values.group_commitment, z);
        let difference = self
            .verifying_key
            .verification_difference(&signature, &self.values.challenge);
        (signature, difference)
    }

    /// Every signer's share equation, in the package's order.
    fn share_equations(&self, view: &CoordinatorView<C>) -> Result<Vec<ShareTerms<C>>, Error<C>> {
        let signers = self.package.signers();
        let lambdas = interpolating_values(&signers)?;
        let (values, package, shares) = (&self.values, &self.package, &view.verifying_shares);
        let count = signers.len().min(shares.len());
        let terms = crate::parallel::map_range(0..count, |k| {
            values.share_terms(package, &signers[k], &lambdas[k], &shares[k])
        });
        terms.into_iter().collect()
    }

    /// Every signer whose share fails its check, in ascending order of
    /// identifier, given every signer's verifying share and share terms in
    /// the package's order (the caller has checked that every signer has a
    /// share). `difference` is the aggregate's verification difference, a
    /// hint for a lone culprit, never evidence against anyone.
    fn culprits(
        &self,
        verifying_shares: &[VerifyingShare<C>],
        terms: &[ShareTerms<C>],
        signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
        difference: &Element<C>,
    ) -> Vec<Identifier<C>> {
        let weights = self.weights(verifying_shares, signature_shares);
        let shares = signature_shares.values().zip(terms).zip(weights);
        let equations: Vec<ShareEquation<C>> = shares
            .map(|((share, terms), w)| ShareEquation::new(w, share.to_scalar(), *terms))
            .collect();
        let signers: Vec<&Identifier<C>> = signature_shares.keys().collect();
        invalid_positions_of_failing(&equations, difference)
            .into_iter()
            .filter_map(|position| signers.get(position).copied().copied())
            .collect()
    }

    /// The shares' weights, from a hash of every input of the check.
    fn weights(
        &self,
        verifying_shares: &[VerifyingShare<C>],
        signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
    ) -> Vec<Scalar<C>> {
        let share_bytes: Vec<_> = signature_shares
            .values()
            .map(|share| crate::serialize_scalar::<C>(&share.to_scalar()))
            .collect();
        let commitment_bytes: Vec<_> = self
            .package
            .signing_commitments()
            .values()
            .map(|commitments| commitments.to_bytes())
            .collect();
        let mut inputs: Vec<&[u8]> = Vec::with_capacity(
            2 + share_bytes.len() + commitment_bytes.len() + verifying_shares.len(),
        );
        inputs.push(self.verifying_key.encoded().as_slice());
        inputs.push(self.package.message());
        inputs.extend(share_bytes.iter().map(AsRef::as_ref));
        inputs.extend(commitment_bytes.iter().map(Vec::as_slice));
        inputs.extend(
            verifying_shares
                .iter()
                .map(|share| share.encoded().as_slice()),
        );
        let mut weights = BatchWeights::<C>::new(b"signature share weights", &inputs);
        weights.next_weights(signature_shares.len())
    }
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeMap;

    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use crate::dev_suite::{DevSuite, group};
    use crate::keys::PublicKeyPackage;
    use crate::signature_share::SignatureShare;
    use crate::{Error, Identifier, Scalar, SigningPackage, SigningSession, round1};

    type C = DevSuite;

    fn id(n: u16) -> Identifier<C> {
        Identifier::try_from(n).expect("non-zero")
    }

    /// A session's signature shares, by signer.
    type Shares = BTreeMap<Identifier<C>, SignatureShare<C>>;

    /// A `t`-of-`n` dealer session signed by `signers` with honest shares.
    fn session(
        n: u16,
        t: u16,
        signers: &[u16],
        seed: u64,
    ) -> (SigningPackage<C>, Shares, PublicKeyPackage<C>) {
        let mut rng = StdRng::seed_from_u64(seed);
        let (key_packages, public) = group(n, t, &mut rng);
        let mut nonces = BTreeMap::new();
        let mut commitments = BTreeMap::new();
        for signer in signers.iter().map(|n| id(*n)) {
            let (n, c) = round1::commit(key_packages[&signer].signing_share(), &mut rng);
            nonces.insert(signer, n);
            commitments.insert(signer, c);
        }
        let package = SigningPackage::new(commitments, b"session message").expect("package");
        let session =
            SigningSession::for_verifying_key(&package, public.verifying_key()).expect("session");
        let signature_shares = nonces
            .into_iter()
            .map(|(i, n)| (i, session.sign(n, &key_packages[&i]).expect("honest")))
            .collect();
        (package, signature_shares, public)
    }

    /// Adds one to the shares of `culprits`.
    fn spoil(shares: &mut Shares, culprits: &[Identifier<C>]) {
        for culprit in culprits {
            let bad = SignatureShare::new(shares[culprit].to_scalar() + Scalar::<C>::ONE);
            shares.insert(*culprit, bad);
        }
    }

    /// Every invalid share is named, and only those, for a lone culprit at
    /// every position (located through the aggregate's difference), for
    /// pairs in one half and across halves, and for every signer at once;
    /// with and without the coordinator's precomputed equations.
    #[test]
    fn every_culprit_and_no_one_else_is_named() {
        let signers = [1u16, 2, 4, 5, 6, 7];
        let cases: [&[u16]; 9] = [
            &[1],
            &[2],
            &[4],
            &[5],
            &[6],
            &[7],
            &[1, 2],
            &[2, 6],
            &[1, 2, 4, 5, 6, 7],
        ];
        for (seed, case) in cases.iter().enumerate() {
            let (package, mut shares, public) = session(7, 4, &signers, 300 + seed as u64);
            let culprits: alloc::vec::Vec<Identifier<C>> = case.iter().map(|n| id(*n)).collect();
            spoil(&mut shares, &culprits);
            let expected = Err(Error::InvalidSignatureShare {
                culprits: culprits.clone(),
            });
            let full = SigningSession::new(&package, &public).expect("session");
            assert_eq!(full.aggregate(&shares), expected, "case {case:?}");
            assert_eq!(
                crate::aggregate(&package, &shares, &public),
                expected,
                "case {case:?}"
            );
        }
    }
}

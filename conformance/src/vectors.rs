//! Known-answer tests: the RFC 9591, Appendix E signing vectors, checked value
//! by value. Each ciphersuite crate embeds its suite's values and calls
//! [`check_signing_vectors`].

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

/// One signer's round-one values.
#[derive(Clone, Copy, Debug)]
pub struct Round1Vector<'a> {
    /// Signer identifier.
    pub id: u16,
    /// The 32 random bytes fed to `nonce_generate` for the hiding nonce.
    pub hiding_randomness: &'a str,
    /// The 32 random bytes fed to `nonce_generate` for the binding nonce.
    pub binding_randomness: &'a str,
    /// `d_i`.
    pub hiding_nonce: &'a str,
    /// `e_i`.
    pub binding_nonce: &'a str,
    /// `D_i`.
    pub hiding_commitment: &'a str,
    /// `E_i`.
    pub binding_commitment: &'a str,
    /// The input to `H1` for this signer.
    pub binding_factor_input: &'a str,
    /// `rho_i`.
    pub binding_factor: &'a str,
}

/// A full signing run of RFC 9591, Appendix E (hex strings throughout).
#[derive(Clone, Copy, Debug)]
pub struct SigningVectors<'a> {
    /// `MAX_PARTICIPANTS`.
    pub max_signers: u16,
    /// `MIN_PARTICIPANTS`.
    pub min_signers: u16,
    /// The group signing key `s`.
    pub group_secret_key: &'a str,
    /// `PK = s * G`.
    pub group_public_key: &'a str,
    /// `a_1 .. a_(t-1)`.
    pub polynomial_coefficients: &'a [&'a str],
    /// `(i, f(i))` for every participant.
    pub shares: &'a [(u16, &'a str)],
    /// The message.
    pub message: &'a str,
    /// Round-one values of each signer, in ascending identifier order.
    pub round1: &'a [Round1Vector<'a>],
    /// `(i, z_i)` for each signer.
    pub round2: &'a [(u16, &'a str)],
    /// The final signature encoding.
    pub signature: &'a str,
}

pub use check::check_signing_vectors;

mod check {
    use super::*;
    use crate::hex;
    use frost_core::keys::KeyPackage;
    use frost_core::round1::SigningNonces;
    use frost_core::{Ciphersuite, Identifier, SigningPackage, round2};

    fn scalar<C: Ciphersuite>(text: &str) -> frost_core::Scalar<C> {
        C::deserialize_scalar(&hex(text)).expect("canonical scalar in test vector")
    }

    fn id<C: Ciphersuite>(n: u16) -> Identifier<C> {
        Identifier::try_from(n).expect("non-zero identifier in test vector")
    }

    fn array32(text: &str) -> [u8; 32] {
        hex(text)
            .try_into()
            .expect("32 bytes of randomness in test vector")
    }

    /// Recomputes every value of the vectors and asserts it matches: shares
    /// from the polynomial, nonces from the randomness, commitments, binding
    /// factor inputs and factors, signature shares, the aggregate signature,
    /// and that it verifies.
    pub fn check_signing_vectors<C: Ciphersuite>(v: &SigningVectors<'_>) {
        // Dealer: shares from the fixed polynomial.
        let mut coefficients = Vec::from([scalar::<C>(v.group_secret_key)]);
        coefficients.extend(v.polynomial_coefficients.iter().map(|c| scalar::<C>(c)));
        let identifiers: Vec<Identifier<C>> = (1..=v.max_signers).map(id::<C>).collect();
        let (secret_shares, public_key_package) =
            frost_keygen::split_with_coefficients::<C>(&coefficients, &identifiers)
                .expect("dealer");
        assert_eq!(
            hex(v.group_public_key),
            public_key_package.verifying_key().to_bytes().as_slice(),
            "group public key"
        );
        assert_eq!(public_key_package.min_signers(), v.min_signers);
        for (i, share) in v.shares {
            let secret_share = &secret_shares[&id::<C>(*i)];
            assert_eq!(
                hex(share),
                secret_share.signing_share().to_bytes().as_slice(),
                "share of participant {i}"
            );
        }
        let key_packages: BTreeMap<Identifier<C>, KeyPackage<C>> = secret_shares
            .into_iter()
            .map(|(i, s)| (i, KeyPackage::try_from(s).expect("share verifies")))
            .collect();

        // Round one: nonces and commitments from the fixed randomness.
        let mut nonces = BTreeMap::new();
        let mut commitments = BTreeMap::new();
        for r in v.round1 {
            let key_package = &key_packages[&id::<C>(r.id)];
            let signer_nonces = SigningNonces::from_randomness_for_tests(
                &array32(r.hiding_randomness),
                &array32(r.binding_randomness),
                key_package.signing_share(),
            )
            .expect("non-zero nonces");
            assert_eq!(
                hex(r.hiding_nonce),
                frost_core::serialize_scalar::<C>(&signer_nonces.hiding_for_tests()).as_ref(),
                "hiding nonce of {}",
                r.id
            );
            assert_eq!(
                hex(r.binding_nonce),
                frost_core::serialize_scalar::<C>(&signer_nonces.binding_for_tests()).as_ref(),
                "binding nonce of {}",
                r.id
            );
            let c = *signer_nonces.commitments();
            assert_eq!(
                [hex(r.hiding_commitment), hex(r.binding_commitment)].concat(),
                c.to_bytes(),
                "commitments of {}",
                r.id
            );
            commitments.insert(id::<C>(r.id), c);
            nonces.insert(id::<C>(r.id), signer_nonces);
        }

        // Binding factors.
        let message = hex(v.message);
        let signing_package = SigningPackage::new(commitments, &message).expect("signing package");
        for r in v.round1 {
            let input = signing_package
                .binding_factor_input_for_tests(public_key_package.verifying_key(), &id::<C>(r.id));
            assert_eq!(
                hex(r.binding_factor_input),
                input,
                "binding factor input of {}",
                r.id
            );
            assert_eq!(
                hex(r.binding_factor),
                frost_core::serialize_scalar::<C>(
                    &signing_package
                        .binding_factor_for_tests(
                            public_key_package.verifying_key(),
                            &id::<C>(r.id)
                        )
                        .expect("signer")
                )
                .as_ref(),
                "binding factor of {}",
                r.id
            );
        }

        // Round two.
        let mut signature_shares = BTreeMap::new();
        for (i, expected) in v.round2 {
            let identifier = id::<C>(*i);
            let signer_nonces = nonces.remove(&identifier).expect("signer has nonces");
            let share = round2::sign(&signing_package, signer_nonces, &key_packages[&identifier])
                .expect("sign");
            assert_eq!(
                hex(expected),
                share.to_bytes().as_slice(),
                "signature share of {i}"
            );
            signature_shares.insert(identifier, share);
        }

        // Aggregation and verification.
        let signature =
            frost_core::aggregate(&signing_package, &signature_shares, &public_key_package)
                .expect("aggregate");
        assert_eq!(hex(v.signature), signature.to_bytes(), "signature");
        public_key_package
            .verifying_key()
            .verify(&message, &signature)
            .expect("signature verifies");
        let decoded =
            frost_core::Signature::<C>::from_bytes(&hex(v.signature)).expect("signature decodes");
        assert_eq!(decoded, signature);
    }
}

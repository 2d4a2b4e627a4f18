//! List operations and binding factors (RFC 9591, Sections 4.3 and 4.4).

use alloc::vec::Vec;

use crate::{Ciphersuite, Identifier, Scalar, SigningPackage, VerifyingKey};

/// The binding factor `rho_i` of every signer of a package, in ascending
/// identifier order (the package's order).
pub(crate) struct BindingFactors<C: Ciphersuite> {
    factors: Vec<(Identifier<C>, Scalar<C>)>,
}

impl<C: Ciphersuite> BindingFactors<C> {
    /// `compute_binding_factors(group_public_key, commitment_list, msg)`:
    ///
    /// `rho_i = H1(SerializeElement(PK) || H4(msg) || H5(encode_group_commitment_list(L)) || SerializeScalar(i))`,
    /// where `H1` is the suite's `hash_to_scalar` with tag `"rho"`.
    ///
    /// The message and the commitment list are hashed once for all signers;
    /// the list is hashed from the encodings the commitments already carry,
    /// never re-serialised. The inputs differ only in their last part, the
    /// identifier, so they are hashed together ([`h1`](crate::hashes::h1)),
    /// which lets a suite absorb the shared prefix once.
    pub(crate) fn compute(package: &SigningPackage<C>, verifying_key: &VerifyingKey<C>) -> Self {
        let (message_hash, commitment_list_hash) = hashed_prefix(package);
        let identifiers = package.signing_commitments().keys();
        let suffixes: Vec<&[u8]> = identifiers.clone().map(Identifier::as_bytes).collect();
        let rhos = crate::hashes::h1::<C>(
            &[
                verifying_key.encoded().as_slice(),
                message_hash.as_ref(),
                commitment_list_hash.as_ref(),
            ],
            &suffixes,
        );
        let factors = identifiers.copied().zip(rhos).collect();
        Self { factors }
    }

    /// The binding factor of `identifier`, if it is a signer.
    pub(crate) fn get(&self, identifier: &Identifier<C>) -> Option<&Scalar<C>> {
        self.position(identifier)
            .and_then(|index| self.factors.get(index))
            .map(|(_, rho)| rho)
    }

    /// The position of `identifier` among the signers, if it is one.
    pub(crate) fn position(&self, identifier: &Identifier<C>) -> Option<usize> {
        self.factors
            .binary_search_by(|(id, _)| id.cmp(identifier))
            .ok()
    }

    /// Every binding factor, in ascending identifier order.
    pub(crate) fn scalars(&self) -> impl Iterator<Item = &Scalar<C>> {
        self.factors.iter().map(|(_, rho)| rho)
    }
}

/// `H4(msg)` and `H5(encode_group_commitment_list(L))`, shared by every
/// signer's binding factor input.
fn hashed_prefix<C: Ciphersuite>(package: &SigningPackage<C>) -> (C::HashOutput, C::HashOutput) {
    (
        crate::hashes::h4::<C>(&[package.message()]),
        crate::hashes::h5::<C>(&encode_group_commitment_list(package)),
    )
}

#[cfg(feature = "test-helpers")]
impl<C: Ciphersuite> SigningPackage<C> {
    /// Known-answer hook (`test-helpers` feature): the binding factor input
    /// `rho_input` of one signer (RFC 9591, Section 4.4), spelled out so that
    /// the conformance kit can compare it with RFC 9591's vectors.
    pub fn binding_factor_input_for_tests(
        &self,
        verifying_key: &VerifyingKey<C>,
        identifier: &Identifier<C>,
    ) -> Vec<u8> {
        binding_factor_input(self, verifying_key, identifier)
    }

    /// Known-answer hook (`test-helpers` feature): the binding factor `rho`
    /// of `identifier` (RFC 9591, Section 4.4), if it is a signer, as the
    /// engine computes it for the whole package.
    pub fn binding_factor_for_tests(
        &self,
        verifying_key: &VerifyingKey<C>,
        identifier: &Identifier<C>,
    ) -> Option<Scalar<C>> {
        BindingFactors::compute(self, verifying_key)
            .get(identifier)
            .copied()
    }
}

/// The binding factor input `rho_input` of one signer, spelled out for
/// known-answer tests.
#[cfg(feature = "test-helpers")]
fn binding_factor_input<C: Ciphersuite>(
    package: &SigningPackage<C>,
    verifying_key: &VerifyingKey<C>,
    identifier: &Identifier<C>,
) -> Vec<u8> {
    let (message_hash, commitment_list_hash) = hashed_prefix(package);
    [
        verifying_key.encoded().as_slice(),
        message_hash.as_ref(),
        commitment_list_hash.as_ref(),
        identifier.as_bytes(),
    ]
    .concat()
}

/// `encode_group_commitment_list(commitment_list)`: for each signer in
/// ascending order, `SerializeScalar(i) || SerializeElement(D_i) || SerializeElement(E_i)`,
/// as a list of slices to hash without concatenating.
fn encode_group_commitment_list<C: Ciphersuite>(package: &SigningPackage<C>) -> Vec<&[u8]> {
    package
        .signing_commitments()
        .iter()
        .flat_map(|(id, commitments)| {
            [
                id.as_bytes(),
                commitments.encoded_hiding().as_slice(),
                commitments.encoded_binding().as_slice(),
            ]
        })
        .collect()
}

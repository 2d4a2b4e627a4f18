//! frost-rerandomized's packages in their serde forms: a
//! `RandomizedSigningPackage` and a `RandomizedMultiSigningPackage` of two
//! messages, whose randomizers are confidential (they link the randomized
//! key to the group) and secret to the check, as drawn from its generator.

use std::collections::BTreeMap;

use frost_core::round1::SigningCommitments;
use frost_core::{Ciphersuite, Identifier, SigningPackage};
use frost_rerandomized::{RandomizedMultiSigningPackage, RandomizedSigningPackage};

use super::SerdeForm;
use crate::encodings::expect_same;
use crate::keygen::{Group, classify_key_package};
use crate::rng::SecretRng;
use crate::{Outcome, fail};

/// The messages the packages of the check sign.
const MESSAGES: [&[u8]; 2] = [b"serde check 0", b"serde check 1"];

/// A signing package of the group's first `min_signers` participants for
/// each of `messages`, every signer with fresh nonces (dropped: only the
/// commitments are needed).
pub fn signing_packages<C: Ciphersuite>(
    rng: &mut SecretRng,
    group: &Group<C>,
    messages: &[&[u8]],
) -> Outcome<Vec<SigningPackage<C>>> {
    let mut commitments: Vec<BTreeMap<Identifier<C>, SigningCommitments<C>>> =
        messages.iter().map(|_| BTreeMap::new()).collect();
    for (id, key_package) in group.0.iter().take(usize::from(group.1.min_signers())) {
        classify_key_package(key_package);
        for per_message in commitments.iter_mut() {
            let (_, own) = frost_core::round1::commit(key_package.signing_share(), rng);
            per_message.insert(*id, own);
        }
    }
    commitments
        .into_iter()
        .zip(messages)
        .map(|(c, message)| SigningPackage::new(c, message).map_err(fail("signing package")))
        .collect()
}

/// A randomized package for the group's key, its randomizer fresh from the
/// check's generator.
pub fn randomized_package<C: Ciphersuite>(
    rng: &mut SecretRng,
    group: &Group<C>,
    package: SigningPackage<C>,
) -> Outcome<RandomizedSigningPackage<C>> {
    RandomizedSigningPackage::new(package, group.1.verifying_key(), rng)
        .map_err(fail("randomized package"))
}

/// Both packages round-tripped in `form`; each decoded package must encode
/// to the original's wire bytes.
pub fn packages<C: Ciphersuite>(
    rng: &mut SecretRng,
    form: SerdeForm,
    group: &Group<C>,
) -> Outcome<()> {
    let mut randomized = signing_packages(rng, group, &MESSAGES)?
        .into_iter()
        .map(|package| randomized_package(rng, group, package))
        .collect::<Outcome<Vec<_>>>()?;

    let single = randomized.pop().ok_or_else(|| "no package".to_string())?;
    let decoded: RandomizedSigningPackage<C> =
        form.round_trip("RandomizedSigningPackage", &single)?;
    expect_same(
        "RandomizedSigningPackage",
        &single.serialize(),
        &decoded.serialize(),
    )?;

    randomized.push(single);
    let multi =
        RandomizedMultiSigningPackage::new(randomized).map_err(fail("randomized multi package"))?;
    let decoded: RandomizedMultiSigningPackage<C> =
        form.round_trip("RandomizedMultiSigningPackage", &multi)?;
    expect_same(
        "RandomizedMultiSigningPackage",
        &multi.serialize(),
        &decoded.serialize(),
    )
}

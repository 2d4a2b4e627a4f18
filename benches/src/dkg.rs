//! The distributed key generation fixture: every participant's part 1, and
//! every share addressed to the participant whose parts are timed.

use std::collections::BTreeMap;

use frost_core::ff::Field;
use frost_core::keys::dkg::{self, round1, round2};
use frost_core::keys::{KeyPackage, PublicKeyPackage, SigningShare};
use frost_core::rand_core::CryptoRng;
use frost_core::{Ciphersuite, Element, Error, Identifier, Scalar};
use zeroize::{Zeroize, Zeroizing};

use crate::{SetupError, Size, bench_rng, parallel_map};

/// A key generation of `size`, run by all participants up to the inputs of
/// participant 1's part 3, which is what each timed part needs:
///
/// - part 1: nothing but the size;
/// - part 2: participant 1's round-one secret (kept serialised, since part 2
///   consumes it) and everyone else's round-one package;
/// - part 3: participant 1's round-two secret and the share every other
///   participant sends it.
///
/// Every participant runs a real part 1 (spread over the cores), with a
/// polynomial the fixture draws and keeps, so that the share each other
/// participant sends participant 1 is computed directly as `f_j(1)` instead
/// of by `n - 1` whole part 2s: at 667-of-1000 those would take minutes per
/// suite, for values part 3 then checks anyway (the fixture runs it and
/// refuses a failure).
pub struct DkgFixture<C: Ciphersuite> {
    size: Size,
    own: Identifier<C>,
    stored_round1_secret: Zeroizing<Vec<u8>>,
    round1_packages: BTreeMap<Identifier<C>, round1::Package<C>>,
    round2_secret: round2::SecretPackage<C>,
    round2_packages: BTreeMap<Identifier<C>, round2::Package<C>>,
}

/// `f(x)` by Horner's rule, in constant time (field operations only).
fn evaluate<C: Ciphersuite>(coefficients: &[Scalar<C>], x: &Scalar<C>) -> Scalar<C> {
    let mut value = Scalar::<C>::ZERO;
    for coefficient in coefficients.iter().rev() {
        value = value * x + coefficient;
    }
    value
}

/// A random polynomial of `count` non-zero coefficients.
fn random_polynomial<C: Ciphersuite, R: CryptoRng + ?Sized>(
    count: u16,
    rng: &mut R,
) -> Zeroizing<Vec<Scalar<C>>> {
    let mut coefficients = Zeroizing::new(Vec::with_capacity(usize::from(count)));
    while coefficients.len() < usize::from(count) {
        let coefficient = C::random_scalar(rng);
        if !bool::from(coefficient.is_zero()) {
            coefficients.push(coefficient);
        }
    }
    coefficients
}

impl<C: Ciphersuite> DkgFixture<C> {
    /// Runs the key generation of `size` up to participant 1's part 3 and
    /// checks that part 3 succeeds with the group key the commitments imply.
    pub fn new<R: CryptoRng + ?Sized>(size: Size, rng: &mut R) -> Result<Self, SetupError<C>> {
        let own = Identifier::<C>::try_from(1)?;
        let participants = (1..=size.max_signers)
            .map(|i| Ok((Identifier::<C>::try_from(i)?, rng.next_u64())))
            .collect::<Result<Vec<_>, Error<C>>>()?;
        let round1 = parallel_map(participants, |(id, seed)| {
            let mut rng = bench_rng(seed);
            let coefficients = random_polynomial::<C, _>(size.min_signers, &mut rng);
            let (secret, package) =
                dkg::part1_with_coefficients(id, size.max_signers, &coefficients, &mut rng)?;
            let mut share = evaluate::<C>(&coefficients, &own.to_scalar());
            let package_for_own = round2::Package::new(SigningShare::new(share));
            share.zeroize();
            Ok((id, secret, package, package_for_own))
        })
        .into_iter()
        .collect::<Result<Vec<_>, Error<C>>>()?;

        let group_key: Element<C> = round1
            .iter()
            .filter_map(|(_, _, package, _)| package.commitment().coefficients().first().copied())
            .sum();
        let mut own_secret = None;
        let mut round1_packages = BTreeMap::new();
        let mut round2_packages = BTreeMap::new();
        for (id, secret, package, package_for_own) in round1 {
            if id == own {
                own_secret = Some(secret);
            } else {
                round1_packages.insert(id, package);
                round2_packages.insert(id, package_for_own);
            }
        }
        let own_secret = own_secret.ok_or(SetupError::Inconsistent("participant 1 is missing"))?;
        let stored_round1_secret = own_secret.serialize();
        let (round2_secret, _) = dkg::part2(own_secret, &round1_packages)?;
        let fixture = Self {
            size,
            own,
            stored_round1_secret,
            round1_packages,
            round2_secret,
            round2_packages,
        };

        let (key_package, public_key_package) = fixture.part3()?;
        if public_key_package.verifying_key().to_element() != group_key
            || key_package.verifying_key() != public_key_package.verifying_key()
            || public_key_package.verifying_shares().len() != usize::from(size.max_signers)
        {
            return Err(SetupError::Inconsistent("part 3 derived another group key"));
        }
        Ok(fixture)
    }

    /// The group size of this fixture.
    pub fn size(&self) -> Size {
        self.size
    }

    /// Part 1 for participant 1: a random polynomial, its commitment and a
    /// proof of knowledge. The step "DKG part 1".
    pub fn part1<R: CryptoRng + ?Sized>(
        &self,
        rng: &mut R,
    ) -> Result<(round1::SecretPackage<C>, round1::Package<C>), Error<C>> {
        dkg::part1(self.own, self.size.max_signers, self.size.min_signers, rng)
    }

    /// A fresh copy of participant 1's round-one secret, for one part 2:
    /// untimed setup of the step "DKG part 2".
    pub fn fresh_round1_secret(&self) -> Result<round1::SecretPackage<C>, Error<C>> {
        round1::SecretPackage::deserialize(&self.stored_round1_secret)
    }

    /// Part 2 for participant 1: checks the `n - 1` round-one packages and
    /// computes their shares. The step "DKG part 2".
    #[allow(clippy::type_complexity)]
    pub fn part2(
        &self,
        secret: round1::SecretPackage<C>,
    ) -> Result<
        (
            round2::SecretPackage<C>,
            BTreeMap<Identifier<C>, round2::Package<C>>,
        ),
        Error<C>,
    > {
        dkg::part2(secret, &self.round1_packages)
    }

    /// Part 3 for participant 1: checks the `n - 1` received shares and
    /// derives the key package and every verifying share. The step "DKG
    /// part 3".
    pub fn part3(&self) -> Result<(KeyPackage<C>, PublicKeyPackage<C>), Error<C>> {
        dkg::part3(
            &self.round2_secret,
            &self.round1_packages,
            &self.round2_packages,
        )
    }

    /// Part 2 then part 3 for participant 1, from a fresh round-one secret:
    /// all of one participant's work once round one is broadcast.
    pub fn part2_and_part3(
        &self,
        secret: round1::SecretPackage<C>,
    ) -> Result<(KeyPackage<C>, PublicKeyPackage<C>), Error<C>> {
        let (round2_secret, _) = self.part2(secret)?;
        dkg::part3(&round2_secret, &self.round1_packages, &self.round2_packages)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_suite_runs_every_part() {
        struct Check;
        impl crate::SuiteVisitor for Check {
            fn visit<C: Ciphersuite>(&mut self, _name: &'static str) {
                let mut rng = bench_rng(4);
                let fixture = DkgFixture::<C>::new(Size::new(3, 5), &mut rng).expect("fixture");
                let (_, package) = fixture.part1(&mut rng).expect("part 1");
                assert_eq!(package.commitment().coefficients().len(), 3);
                let (_, outgoing) = fixture
                    .part2(fixture.fresh_round1_secret().expect("secret"))
                    .expect("part 2");
                assert_eq!(outgoing.len(), 4);
                let (key_package, public_key_package) = fixture.part3().expect("part 3");
                let (again, _) = fixture
                    .part2_and_part3(fixture.fresh_round1_secret().expect("secret"))
                    .expect("parts 2 and 3");
                assert_eq!(key_package, again);
                assert_eq!(public_key_package.verifying_shares().len(), 5);
            }
        }
        crate::for_each_suite(&mut Check);
    }
}

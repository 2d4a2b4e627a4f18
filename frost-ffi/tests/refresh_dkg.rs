//! The distributed refresh through the C ABI: every suite's participants
//! refresh their shares among themselves, with no dealer, and sign under the
//! same group key; a tampered round-two package names its sender, never the
//! receiver; a key package of another group is refused.

mod common;

use common::*;
use frost_ffi::*;

fn part1(key: &[u8], max: u16) -> (Vec<u8>, Vec<u8>) {
    let (mut secret, mut package) = (EMPTY, EMPTY);
    call(|error| unsafe {
        frost_refresh_part1(
            key.as_ptr(),
            key.len(),
            max,
            &mut secret,
            &mut package,
            error,
        )
    })
    .unwrap();
    (take(secret), take(package))
}

fn part2(secret: &[u8], round1: &[u8]) -> Result<(Vec<u8>, Vec<Vec<u8>>), Failed> {
    let (mut next, mut packages) = (EMPTY, EMPTY);
    call(|error| unsafe {
        frost_refresh_part2(
            secret.as_ptr(),
            secret.len(),
            round1.as_ptr(),
            round1.len(),
            &mut next,
            &mut packages,
            error,
        )
    })?;
    Ok((take(next), list(&take(packages))))
}

fn part3(
    secret: &[u8],
    round1: &[u8],
    round2: &[u8],
    key: &[u8],
    public: &[u8],
) -> Result<(Vec<u8>, Vec<u8>), Failed> {
    let (mut new_key, mut new_public) = (EMPTY, EMPTY);
    call(|error| unsafe {
        frost_refresh_part3(
            secret.as_ptr(),
            secret.len(),
            round1.as_ptr(),
            round1.len(),
            round2.as_ptr(),
            round2.len(),
            key.as_ptr(),
            key.len(),
            public.as_ptr(),
            public.len(),
            &mut new_key,
            &mut new_public,
            error,
        )
    })?;
    Ok((take(new_key), take(new_public)))
}

/// One refresh among the holders of `keys`, up to part 2: each one's
/// identifier, round-one package, round-two secret package, and the
/// round-two packages it sends (a map in list form).
struct Round {
    ids: Vec<Vec<u8>>,
    packages1: Vec<Vec<u8>>,
    secrets2: Vec<Vec<u8>>,
    outgoing: Vec<Vec<Vec<u8>>>,
}

impl Round {
    fn run(keys: &[Vec<u8>]) -> Self {
        let max = keys.len() as u16;
        let ids: Vec<Vec<u8>> = keys.iter().map(|key| identifier_of(key)).collect();
        let (secrets1, packages1): (Vec<_>, Vec<_>) = keys.iter().map(|k| part1(k, max)).unzip();
        let mut round = Round {
            ids,
            packages1,
            secrets2: Vec::new(),
            outgoing: Vec::new(),
        };
        for (i, secret) in secrets1.iter().enumerate() {
            let (next, packages) = part2(secret, &round.round1_for(i)).unwrap();
            round.secrets2.push(next);
            round.outgoing.push(packages);
        }
        round
    }

    /// The others' round-one packages, as participant `i` receives them.
    fn round1_for(&self, i: usize) -> Vec<u8> {
        self.others(i, |j| self.packages1[j].clone())
    }

    /// What the others sent participant `i` in round two.
    fn round2_for(&self, i: usize) -> Vec<u8> {
        self.others(i, |j| {
            let map = &self.outgoing[j];
            let at = map.iter().position(|item| *item == self.ids[i]).unwrap();
            map[at + 1].clone()
        })
    }

    fn others(&self, i: usize, value: impl Fn(usize) -> Vec<u8>) -> Vec<u8> {
        let items: Vec<Vec<u8>> = (0..self.ids.len())
            .filter(|&j| j != i)
            .flat_map(|j| [self.ids[j].clone(), value(j)])
            .collect();
        encode(&items)
    }
}

#[test]
fn every_suite_refreshes_without_a_dealer_and_signs_under_the_same_key() {
    for suite in SUITES {
        let (shares, public) = deal(suite, 2, 3);
        let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
        let round = Round::run(&keys);
        let mut new_keys = Vec::new();
        let mut new_publics = Vec::new();
        for (i, key) in keys.iter().enumerate() {
            let (new_key, new_public) = part3(
                &round.secrets2[i],
                &round.round1_for(i),
                &round.round2_for(i),
                key,
                &public,
            )
            .unwrap();
            assert_ne!(&new_key, key, "{suite}: the share changed");
            new_keys.push(new_key);
            new_publics.push(new_public);
        }
        assert!(new_publics.iter().all(|p| *p == new_publics[0]), "{suite}");
        let message = b"after a distributed refresh";
        let (package, signature_shares) = session(&new_keys[1..], message);
        let signature = aggregate(&package, &signature_shares, &new_publics[0]).unwrap();
        // The signature verifies under the group key of before the refresh.
        verify(&public, message, &signature).unwrap();
        // An old share no longer combines with a new one.
        let (package, signature_shares) = session(&[new_keys[0].clone(), keys[1].clone()], message);
        assert!(aggregate(&package, &signature_shares, &new_publics[0]).is_err());
    }
}

#[test]
fn a_tampered_round_two_package_names_its_sender() {
    let (shares, public) = deal(FROST_SUITE_SECP256K1, 2, 3);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let mut round = Round::run(&keys);
    // Participant 2's package for participant 1 is altered in transit.
    let at = round.outgoing[1]
        .iter()
        .position(|item| *item == round.ids[0])
        .unwrap();
    let last = round.outgoing[1][at + 1].len() - 1;
    round.outgoing[1][at + 1][last] ^= 1;
    let refused = part3(
        &round.secrets2[0],
        &round.round1_for(0),
        &round.round2_for(0),
        &keys[0],
        &public,
    )
    .unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrInvalidSecretShares);
    assert_eq!(refused.participants, [round.ids[1].clone()]);
}

#[test]
fn refusals_of_the_distributed_refresh() {
    let (shares, public) = deal(FROST_SUITE_ED25519, 2, 3);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    // Fewer participants than the threshold cannot refresh.
    let mut secret = EMPTY;
    let mut package = EMPTY;
    let too_few = call(|error| unsafe {
        frost_refresh_part1(
            keys[0].as_ptr(),
            keys[0].len(),
            1,
            &mut secret,
            &mut package,
            error,
        )
    })
    .unwrap_err();
    assert_eq!(too_few.status, FrostStatus::FrostErrInvalidParameter);
    let round = Round::run(&keys);
    // Part 3 with another group's public key package, or another
    // participant's key package.
    let (_, other_public) = deal(FROST_SUITE_ED25519, 2, 3);
    assert!(
        part3(
            &round.secrets2[0],
            &round.round1_for(0),
            &round.round2_for(0),
            &keys[0],
            &other_public,
        )
        .is_err()
    );
    assert!(
        part3(
            &round.secrets2[0],
            &round.round1_for(0),
            &round.round2_for(0),
            &keys[1],
            &public,
        )
        .is_err()
    );
    // Malformed and truncated inputs.
    let secret = &round.secrets2[0];
    for cut in [0, 3, secret.len() - 1] {
        assert!(part2(&secret[..cut], &round.round1_for(0)).is_err());
    }
    assert!(part2(&round.secrets2[0], b"garbage").is_err());
}

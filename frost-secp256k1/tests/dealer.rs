//! Trusted-dealer key generation (RFC 9591, Appendix C) takes two paths: at
//! the default identifiers `1..n` the shares follow from forward differences,
//! at any other identifier list from Horner's rule over the coefficients. Both
//! must give `f(i)` for the polynomial the commitment describes.

use std::collections::BTreeMap;

use frost_conformance::test_rng;
use frost_secp256k1::keys::{self, IdentifierList, KeyPackage};
use frost_secp256k1::{Identifier, SigningKey};

fn ids(range: impl Iterator<Item = u16>) -> Vec<Identifier> {
    range
        .map(|i| Identifier::try_from(i).expect("non-zero"))
        .collect()
}

/// The same random draws give the same polynomial whatever the identifier
/// list, so the default list (forward differences) and the reversed list
/// (Horner's rule) must hand out equal shares and commitments.
#[test]
fn forward_differences_agree_with_horner() {
    for (min, max) in [(2u16, 2u16), (2, 3), (3, 3), (5, 9), (7, 10), (12, 40)] {
        let reversed = ids((1..=max).rev());
        let (by_differences, public) = keys::generate_with_dealer(
            max,
            min,
            IdentifierList::Default,
            &mut test_rng(u64::from(max)),
        )
        .expect("default identifiers");
        let (by_horner, public_horner) = keys::generate_with_dealer(
            max,
            min,
            IdentifierList::Custom(&reversed),
            &mut test_rng(u64::from(max)),
        )
        .expect("reversed identifiers");
        assert_eq!(by_differences, by_horner, "{min}-of-{max}");
        assert_eq!(public, public_horner, "{min}-of-{max}");
        for share in by_differences.values() {
            assert_eq!(share.commitment().min_signers(), min);
            share.verify().expect("share matches the commitment");
        }
    }
}

/// A split key comes back from any `min_signers` shares, so the constant term
/// of the dealt polynomial is the key, and not from fewer.
#[test]
fn split_shares_interpolate_to_the_key() {
    let mut rng = test_rng(7);
    let key = SigningKey::new(&mut rng);
    let (shares, public) =
        keys::split(&key, 11, 6, IdentifierList::Default, &mut rng).expect("split");
    assert_eq!(public.verifying_key(), &key.verifying_key());
    let packages: BTreeMap<_, _> = shares
        .into_iter()
        .map(|(id, share)| (id, KeyPackage::try_from(share).expect("share verifies")))
        .collect();
    let all: Vec<KeyPackage> = packages.into_values().collect();
    for start in 0..=5 {
        let chosen = &all[start..start + 6];
        assert_eq!(keys::reconstruct(chosen).as_ref(), Ok(&key));
    }
    let spread: Vec<KeyPackage> = all.iter().step_by(2).cloned().collect();
    assert_eq!(keys::reconstruct(&spread).as_ref(), Ok(&key));
    assert_ne!(
        keys::reconstruct(&all[..5]).ok().map(|k| k.verifying_key()),
        Some(key.verifying_key())
    );
}

/// Every share of one dealing carries the same commitment, equal to the one
/// the public key package implies.
#[test]
fn shares_carry_one_commitment() {
    let (shares, public) = keys::generate_with_dealer(
        20,
        13,
        IdentifierList::Custom(&ids(1..=20)),
        &mut test_rng(3),
    )
    .expect("dealt");
    let first = shares.values().next().expect("shares").commitment().clone();
    assert_eq!(first.verifying_key(), *public.verifying_key());
    for (id, share) in &shares {
        assert_eq!(share.commitment(), &first);
        assert_eq!(
            first.verifying_share(id).expect("non-identity"),
            public.verifying_shares()[id]
        );
    }
}

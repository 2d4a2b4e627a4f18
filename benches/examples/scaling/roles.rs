//! Each role, run in a process of its own on the fixtures of one group size:
//! it reads and decodes its inputs as it would receive them, times its step
//! (the median of [`runs`]), checks the outcome, and reports its times and
//! its process's peak memory as records.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

use benches::scaling::{Message, Record, Role, Step, group, median_time, peak_memory_kib, runs};
use benches::{MESSAGE, bench_rng, dealer_keygen};
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::SigningNonces;
use frost_core::round2::{self, SignatureShare};
use frost_core::{Ciphersuite, Error, Identifier, SigningPackage};
use frost_keygen::dkg::{self, round1, round2 as dkg_round2};

use crate::files;
use crate::setup::{
    DKG_ROUND1, DKG_ROUND2, DKG_ROUND2_SECRET, KEY_PACKAGE, NONCES, PUBLIC_KEY_PACKAGE,
    SIGNATURE_SHARES, SIGNING_PACKAGE,
};

/// Runs `role` at `n` participants on the fixtures in `dir`.
pub fn run<C: Ciphersuite>(role: Role, n: u16, dir: &Path) -> Result<Vec<Record>, String> {
    let mut records = match role {
        Role::Dealer => dealer::<C>(n)?,
        Role::Signer => signer::<C>(n, dir)?,
        Role::Coordinator => coordinator::<C>(n, dir)?,
        Role::DkgParticipant => dkg_participant::<C>(n, dir)?,
    };
    if let Some(kib) = peak_memory_kib() {
        records.push(Record::Memory { role, n, kib });
    }
    Ok(records)
}

/// A FROST error as text.
fn text<C: Ciphersuite>(error: Error<C>) -> String {
    format!("{error:?}")
}

/// The dealer: deals a fresh key, every share and verifying share. Also
/// reports the size of one participant's secret share.
fn dealer<C: Ciphersuite>(n: u16) -> Result<Vec<Record>, String> {
    let mut rng = bench_rng(u64::from(n) + 1);
    let mut share_size = None;
    let time = median_time(
        runs(n, false),
        || Ok(()),
        |()| {
            let (shares, _) = dealer_keygen::<C, _>(group(n), &mut rng).map_err(text)?;
            if shares.len() != usize::from(n) {
                return Err("the dealer dealt another number of shares".to_string());
            }
            if share_size.is_none() {
                share_size = shares.values().next().map(|share| share.serialize().len());
            }
            Ok(())
        },
    )?;
    let bytes = share_size.ok_or("no share dealt")?;
    Ok(vec![
        Record::Time {
            step: Step::Dealer,
            n,
            runs: runs(n, false),
            time,
        },
        Record::Size {
            message: Message::SecretShare,
            n,
            bytes,
        },
    ])
}

/// One signer in round two: its key package, the signing package and its
/// nonces from round one (a fresh copy for each run, since signing
/// consumes them).
fn signer<C: Ciphersuite>(n: u16, dir: &Path) -> Result<Vec<Record>, String> {
    let key_package =
        KeyPackage::<C>::deserialize(&files::read(&dir.join(KEY_PACKAGE))?).map_err(text)?;
    let signing_package =
        SigningPackage::<C>::deserialize(&files::read(&dir.join(SIGNING_PACKAGE))?)
            .map_err(text)?;
    let stored_nonces = zeroize::Zeroizing::new(files::read(&dir.join(NONCES))?);
    let time = median_time(
        runs(n, false),
        || SigningNonces::<C>::deserialize_from_storage(&stored_nonces).map_err(text),
        |nonces| {
            round2::sign(&signing_package, nonces, &key_package)
                .map(drop)
                .map_err(text)
        },
    )?;
    Ok(vec![Record::Time {
        step: Step::Round2,
        n,
        runs: runs(n, false),
        time,
    }])
}

/// The coordinator: aggregates the `t` shares, which must verify, then the
/// same with the middle signer's share replaced by its neighbour's, which
/// must fail naming exactly that signer.
fn coordinator<C: Ciphersuite>(n: u16, dir: &Path) -> Result<Vec<Record>, String> {
    let signing_package =
        SigningPackage::<C>::deserialize(&files::read(&dir.join(SIGNING_PACKAGE))?)
            .map_err(text)?;
    let public_key_package =
        PublicKeyPackage::<C>::deserialize(&files::read(&dir.join(PUBLIC_KEY_PACKAGE))?)
            .map_err(text)?;
    let mut shares = BTreeMap::new();
    files::read_pairs(&dir.join(SIGNATURE_SHARES), |id, share| {
        let id = Identifier::<C>::deserialize(id).map_err(text)?;
        shares.insert(id, SignatureShare::<C>::deserialize(share).map_err(text)?);
        Ok(())
    })?;
    let ids: Vec<Identifier<C>> = shares.keys().copied().collect();
    let middle = ids.len() / 2;
    let (cheater, neighbour) = match (ids.get(middle), middle.checked_sub(1)) {
        (Some(cheater), Some(before)) => (*cheater, ids[before]),
        _ => return Err("fewer than two signers".to_string()),
    };
    let mut with_cheater = shares.clone();
    with_cheater.insert(cheater, shares[&neighbour]);

    let signature =
        frost_core::aggregate(&signing_package, &shares, &public_key_package).map_err(text)?;
    public_key_package
        .verifying_key()
        .verify(MESSAGE, &signature)
        .map_err(text)?;
    let aggregate = median_time(
        runs(n, false),
        || Ok(()),
        |()| {
            frost_core::aggregate(&signing_package, &shares, &public_key_package)
                .map(drop)
                .map_err(text)
        },
    )?;
    let with_bad_share = median_time(
        runs(n, false),
        || Ok(()),
        |()| match frost_core::aggregate(&signing_package, &with_cheater, &public_key_package) {
            Err(Error::InvalidSignatureShare { culprits }) if culprits == [cheater] => Ok(()),
            other => Err(format!("the bad share was not named: {other:?}")),
        },
    )?;
    Ok(vec![
        Record::Time {
            step: Step::Aggregate,
            n,
            runs: runs(n, false),
            time: aggregate,
        },
        Record::Time {
            step: Step::AggregateBadShare,
            n,
            runs: runs(n, false),
            time: with_bad_share,
        },
    ])
}

/// Participant n of key generation in part 3: every other participant's
/// round-one package, its own state from part 2, and the shares it received.
fn dkg_participant<C: Ciphersuite>(n: u16, dir: &Path) -> Result<Vec<Record>, String> {
    let started = Instant::now();
    let round1_packages = read_round1_packages::<C>(&dir.join(DKG_ROUND1))?;
    eprintln!(
        "scaling: n = {n}: {} round-one packages read and decoded in {:.1} s",
        round1_packages.len(),
        started.elapsed().as_secs_f64()
    );
    let secret = zeroize::Zeroizing::new(files::read(&dir.join(DKG_ROUND2_SECRET))?);
    let round2_secret = dkg_round2::SecretPackage::<C>::deserialize(&secret).map_err(text)?;
    let mut round2_packages = BTreeMap::new();
    files::read_pairs(&dir.join(DKG_ROUND2), |id, package| {
        let id = Identifier::<C>::deserialize(id).map_err(text)?;
        round2_packages.insert(
            id,
            dkg_round2::Package::<C>::deserialize(package).map_err(text)?,
        );
        Ok(())
    })?;
    let time = median_time(
        runs(n, true),
        || Ok(()),
        |()| {
            let (_, public) =
                dkg::part3(&round2_secret, &round1_packages, &round2_packages).map_err(text)?;
            if public.verifying_shares().len() != usize::from(n) {
                return Err("part 3 derived another number of verifying shares".to_string());
            }
            Ok(())
        },
    )?;
    Ok(vec![Record::Time {
        step: Step::DkgPart3,
        n,
        runs: runs(n, true),
        time,
    }])
}

/// Every round-one package of the file at `path`, decoded on every core:
/// loading the fixture, not the timed step (at 3,000 participants the six
/// million points take minutes to decode, each checked in the subgroup).
/// Each thread reads the whole file and decodes every `threads`-th pair, so
/// that no thread holds more than one encoded package at a time.
fn read_round1_packages<C: Ciphersuite>(
    path: &Path,
) -> Result<BTreeMap<Identifier<C>, round1::Package<C>>, String> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let parts = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|part| {
                scope.spawn(move || {
                    let mut packages = Vec::new();
                    let mut index = 0usize;
                    files::read_pairs(path, |id, package| {
                        if index % threads == part {
                            let id = Identifier::<C>::deserialize(id).map_err(text)?;
                            packages.push((
                                id,
                                round1::Package::<C>::deserialize(package).map_err(text)?,
                            ));
                        }
                        index += 1;
                        Ok(())
                    })
                    .map(|()| packages)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|_| Err("a decoding thread panicked".to_string()))
            })
            .collect::<Result<Vec<_>, String>>()
    })?;
    Ok(parts.into_iter().flatten().collect())
}

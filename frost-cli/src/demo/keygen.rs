//! The demo's key generation: by a trusted dealer or distributed, every
//! message serialised and parsed again by its receiver.

use std::collections::BTreeMap;
use std::time::Instant;

use frost_core::keys::KeyPackage;
use frost_core::{Ciphersuite, Identifier};
use frost_keygen::dkg::{self, round1, round2};
use frost_keygen::{IdentifierList, SecretShare};

use super::report::{Report, for_each_participant, took};
use super::{DemoArgs, failed};
use crate::{CliResult, names};

/// Trusted-dealer key generation (RFC 9591, Appendix C): every participant
/// parses its secret share and checks it against the dealer's commitment.
pub(super) fn dealer<C: Ciphersuite>(
    args: &DemoArgs,
    report: &Report,
) -> CliResult<(Vec<KeyPackage<C>>, Vec<u8>)> {
    report.step("Key generation: trusted dealer (RFC 9591, Appendix C)");
    let start = Instant::now();
    let (shares, public) = frost_keygen::generate_with_dealer::<C, _>(
        args.max,
        args.min,
        IdentifierList::Default,
        &mut rand::rng(),
    )
    .map_err(failed("dealer"))?;
    let sent: Vec<_> = shares
        .iter()
        .map(|(identifier, share)| (*identifier, share.serialize()))
        .collect();
    drop(shares);
    let share_size = sent.first().map_or(0, |(_, bytes)| bytes.len());
    let bar = report.progress(sent.len(), "participants check their shares");
    let key_packages = for_each_participant(
        report,
        sent,
        &bar,
        || Ok(()),
        |(), (identifier, bytes)| {
            report.message(|| {
                format!(
                    "dealer -> participant {}: secret share, {} bytes (secret; confidential, authenticated channel)",
                    names::label(&identifier),
                    bytes.len()
                )
            });
            let received = SecretShare::<C>::deserialize(&bytes).map_err(failed("secret share"))?;
            KeyPackage::try_from(received).map_err(failed("share check"))
        },
    )?;
    bar.finish_and_clear();
    report.total(|| {
        format!(
            "dealer -> each of {} participants: secret share, {share_size} bytes (secret)",
            args.max
        )
    });
    say!(
        "  every participant checked its share against the dealer's commitment (RFC 9591, Appendix C.2)"
    );
    let public_bytes = public.serialize();
    say!(
        "  dealer -> everyone: public key package, {} bytes ({})",
        public_bytes.len(),
        took(start)
    );
    Ok((key_packages, public_bytes))
}

/// The round-one packages as every participant parses them.
fn parse_round1<C: Ciphersuite>(
    identifiers: &[Identifier<C>],
    broadcast: &[Vec<u8>],
) -> CliResult<BTreeMap<Identifier<C>, round1::Package<C>>> {
    identifiers
        .iter()
        .zip(broadcast)
        .map(|(id, bytes)| {
            let package =
                round1::Package::<C>::deserialize(bytes).map_err(failed("round-one package"))?;
            Ok((*id, package))
        })
        .collect()
}

/// Calls `step` with the round-one packages of everyone but `me`.
fn without_own<C: Ciphersuite, R>(
    received: &mut BTreeMap<Identifier<C>, round1::Package<C>>,
    me: &Identifier<C>,
    step: impl FnOnce(&BTreeMap<Identifier<C>, round1::Package<C>>) -> R,
) -> CliResult<R> {
    let own = received.remove(me).ok_or("missing own round-one package")?;
    let result = step(received);
    received.insert(*me, own);
    Ok(result)
}

/// Distributed key generation in three parts; round-one packages are
/// broadcast, round-two packages sent privately to each participant.
pub(super) fn distributed<C: Ciphersuite>(
    args: &DemoArgs,
    report: &Report,
) -> CliResult<(Vec<KeyPackage<C>>, Vec<u8>)> {
    report.step("Key generation: distributed, no dealer (three parts, two rounds of messages)");
    let identifiers: Vec<Identifier<C>> = (1..=args.max)
        .map(names::identifier::<C>)
        .collect::<CliResult<_>>()?;

    let start = Instant::now();
    let bar = report.progress(identifiers.len(), "part 1: commit and prove");
    let part1 = for_each_participant(
        report,
        identifiers.clone(),
        &bar,
        || Ok(()),
        |(), identifier| {
            let (secret, package) =
                dkg::part1::<C, _>(identifier, args.max, args.min, &mut rand::rng())
                    .map_err(failed("part 1"))?;
            let bytes = package.serialize();
            report.message(|| {
                format!(
                    "participant {} -> everyone: round-one package, {} bytes (broadcast)",
                    names::label(&identifier),
                    bytes.len()
                )
            });
            Ok((secret, bytes))
        },
    )?;
    bar.finish_and_clear();
    let (round1_secrets, broadcast): (Vec<_>, Vec<_>) = part1.into_iter().unzip();
    let round1_size = broadcast.first().map_or(0, Vec::len);
    report.total(|| {
        format!(
            "each of {} participants -> everyone: round-one package, {round1_size} bytes",
            args.max
        )
    });
    say!("  part 1 done ({})", took(start));

    // Every participant parses the same broadcast bytes; each worker parses
    // them once for the participants it plays.
    let start = Instant::now();
    let bar = report.progress(identifiers.len(), "part 2: check proofs, deal");
    let part2 = for_each_participant(
        report,
        identifiers.iter().copied().zip(round1_secrets).collect(),
        &bar,
        || parse_round1::<C>(&identifiers, &broadcast),
        |received, (identifier, secret)| {
            let (secret, packages) =
                without_own(received, &identifier, |others| dkg::part2(secret, others))?
                    .map_err(failed("part 2"))?;
            let mut sent = Vec::with_capacity(packages.len());
            for (recipient, package) in packages {
                let bytes = package.serialize();
                report.message(|| {
                    format!(
                        "participant {} -> participant {}: round-two package, {} bytes (secret; confidential channel)",
                        names::label(&identifier),
                        names::label(&recipient),
                        bytes.len()
                    )
                });
                sent.push((recipient, bytes));
            }
            Ok((secret, sent))
        },
    )?;
    bar.finish_and_clear();
    let mut round2_secrets = Vec::with_capacity(identifiers.len());
    let mut inboxes: BTreeMap<Identifier<C>, Vec<(Identifier<C>, _)>> = BTreeMap::new();
    let mut round2_size = 0;
    for (sender, (secret, sent)) in identifiers.iter().zip(part2) {
        for (recipient, bytes) in sent {
            round2_size = bytes.len();
            inboxes.entry(recipient).or_default().push((*sender, bytes));
        }
        round2_secrets.push(secret);
    }
    report.total(|| {
        format!(
            "each participant -> each other: round-two package, {round2_size} bytes (secret), {} in all",
            usize::from(args.max) * usize::from(args.max - 1)
        )
    });
    say!(
        "  part 2 done: every participant checked every proof of knowledge ({})",
        took(start)
    );

    let start = Instant::now();
    let bar = report.progress(identifiers.len(), "part 3: check shares, derive keys");
    let work: Vec<_> = identifiers
        .iter()
        .zip(round2_secrets)
        .map(|(identifier, secret)| {
            (
                *identifier,
                secret,
                inboxes.remove(identifier).unwrap_or_default(),
            )
        })
        .collect();
    let part3 = for_each_participant(
        report,
        work,
        &bar,
        || parse_round1::<C>(&identifiers, &broadcast),
        |received_round1, (identifier, secret, inbox)| {
            let received = inbox
                .iter()
                .map(|(sender, bytes)| {
                    let package = round2::Package::<C>::deserialize(bytes)
                        .map_err(failed("round-two package"))?;
                    Ok((*sender, package))
                })
                .collect::<CliResult<BTreeMap<_, _>>>()?;
            let (key_package, public) = without_own(received_round1, &identifier, |others| {
                dkg::part3(&secret, others, &received)
            })?
            .map_err(failed("part 3"))?;
            Ok((
                identifier,
                key_package,
                public.serialize(),
                *secret.transcript_digest(),
            ))
        },
    )?;
    bar.finish_and_clear();
    let mut key_packages = Vec::with_capacity(part3.len());
    let mut agreed: Option<(Vec<u8>, _)> = None;
    for (identifier, key_package, public_bytes, transcript) in part3 {
        if agreed
            .as_ref()
            .is_some_and(|(bytes, digest)| *bytes != public_bytes || *digest != transcript)
        {
            return Err(format!(
                "participant {} derived another group key or transcript than the others",
                names::label(&identifier)
            ));
        }
        agreed = Some((public_bytes, transcript));
        key_packages.push(key_package);
    }
    let (public_bytes, _) = agreed.ok_or("no participant")?;
    say!(
        "  part 3 done: every participant checked its shares and derived its key package ({})",
        took(start)
    );
    say!(
        "  all {} participants derived the same public key package ({} bytes) and transcript digest",
        args.max,
        public_bytes.len()
    );
    Ok((key_packages, public_bytes))
}

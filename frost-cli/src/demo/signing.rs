//! The demo's signing: round one, round two and aggregation through the
//! coordinator, every message serialised and parsed again.

use std::collections::BTreeMap;
use std::time::Instant;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, SigningPackage, VerifyingKey};
use frost_rerandomized::Randomizer;

use super::report::{Report, for_each_participant, took};
use super::{DemoArgs, failed};
use crate::message::describe;
use crate::session::SessionPackage;
use crate::suite::Suite;
use crate::{CliResult, names};

/// Two rounds of signing by `signers`, through the coordinator; returns the
/// serialised signature and, for a suite that signs re-randomized (ZIP 312),
/// the randomized key `rk` it verifies under.
///
/// A re-randomized session's randomizer is fresh ([`Randomizer::new`]) and
/// printed, which only a demonstration may do: a real one is confidential.
pub(super) fn sign<C: Ciphersuite>(
    signers: &[KeyPackage<C>],
    public_bytes: &[u8],
    args: &DemoArgs,
    report: &Report,
) -> CliResult<(Vec<u8>, Option<VerifyingKey<C>>)> {
    let randomized = Suite::from_context_string(C::CONTEXT_STRING).is_some_and(Suite::rerandomized);
    let public =
        PublicKeyPackage::<C>::deserialize(public_bytes).map_err(failed("public key package"))?;
    let message = args.message.as_bytes();
    report.step(&format!(
        "Round 1 (RFC 9591, Section 5.1): {} signers commit to fresh nonces",
        signers.len()
    ));
    let start = Instant::now();
    let bar = report.progress(signers.len(), "commitments");
    let mut nonces = Vec::with_capacity(signers.len());
    let mut commitments = BTreeMap::new();
    let mut commitment_size = 0;
    for key in signers {
        let (signer_nonces, commitment) =
            frost_core::round1::commit(key.signing_share(), &mut rand::rng());
        let bytes = commitment.serialize();
        commitment_size = bytes.len();
        report.message(|| {
            format!(
                "participant {} -> coordinator: commitments, {} bytes (its nonces stay in its memory)",
                names::label(key.identifier()),
                bytes.len()
            )
        });
        let received =
            SigningCommitments::<C>::deserialize(&bytes).map_err(failed("commitments"))?;
        commitments.insert(*key.identifier(), received);
        nonces.push(signer_nonces);
        bar.inc(1);
    }
    bar.finish_and_clear();
    report.total(|| format!("each signer -> coordinator: commitments, {commitment_size} bytes"));
    say!("  round 1 done ({})", took(start));

    report
        .step("Round 2 (RFC 9591, Section 5.2): each signer checks the signing package and signs");
    let start = Instant::now();
    let plain = SigningPackage::new(commitments, message).map_err(failed("signing package"))?;
    let randomizer = randomized.then(|| Randomizer::new(&mut rand::rng(), &plain));
    if let Some(randomizer) = &randomizer {
        say!(
            "  coordinator: re-randomized signing (ZIP 312), fresh randomizer alpha = {}",
            names::hex(randomizer.to_bytes().as_ref())
        );
    }
    let session = SessionPackage::new(plain, randomizer, public.verifying_key())
        .map_err(failed("re-randomization"))?;
    let randomized_key = match session {
        SessionPackage::Plain(_) => None,
        SessionPackage::Randomized(_) => Some(
            session
                .verifying_key(public.verifying_key())
                .map_err(failed("re-randomization"))?,
        ),
    };
    if let Some(rk) = &randomized_key {
        say!(
            "  the signature will verify under rk = Y + [alpha] G = {}",
            names::hex(rk.to_bytes().as_ref())
        );
    }
    let package_bytes = session.serialize();
    say!(
        "  coordinator -> each signer: {}signing package, {} bytes, message {}",
        if randomized { "re-randomized " } else { "" },
        package_bytes.len(),
        describe(message)
    );
    if !report.detailed {
        say!("  (the same bytes for every signer: parsed once per core)");
    }
    let bar = report.progress(signers.len(), "signature shares");
    let parse_package = || {
        SessionPackage::<C>::deserialize(randomized, &package_bytes)
            .map_err(failed("signing package"))
    };
    let sent = for_each_participant(
        report,
        signers.iter().zip(nonces).collect(),
        &bar,
        || {
            Ok(if report.detailed {
                None
            } else {
                Some(parse_package()?)
            })
        },
        |parsed, (key, signer_nonces)| {
            let share = match parsed.as_ref() {
                Some(package) => package.sign(signer_nonces, key),
                None => parse_package()?.sign(signer_nonces, key),
            }
            .map_err(failed("signing"))?;
            let bytes = share.serialize();
            report.message(|| {
                format!(
                    "participant {} -> coordinator: signature share, {} bytes (nonces consumed)",
                    names::label(key.identifier()),
                    bytes.len()
                )
            });
            Ok((*key.identifier(), bytes))
        },
    )?;
    bar.finish_and_clear();
    let share_size = sent.first().map_or(0, |(_, bytes)| bytes.len());
    let shares = sent
        .iter()
        .map(|(identifier, bytes)| {
            let share =
                SignatureShare::<C>::deserialize(bytes).map_err(failed("signature share"))?;
            Ok((*identifier, share))
        })
        .collect::<CliResult<BTreeMap<_, _>>>()?;
    report.total(|| format!("each signer -> coordinator: signature share, {share_size} bytes"));
    say!("  round 2 done ({})", took(start));

    report.step("Aggregation (RFC 9591, Sections 5.3 and 5.4): the coordinator");
    let start = Instant::now();
    let package = parse_package()?;
    let signature = package
        .aggregate(&shares, &public)
        .map_err(failed("aggregation"))?;
    let bytes = signature.serialize();
    say!(
        "  summed {} shares into the signature (R, z); published: {} bytes, {} of them the RFC 9591 encoding ({})",
        shares.len(),
        bytes.len(),
        signature.to_bytes().len(),
        took(start)
    );
    Ok((bytes, randomized_key))
}

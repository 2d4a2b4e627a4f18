//! `frost demo`: a whole ceremony in one process, key generation (trusted
//! dealer or distributed) then signing, printed step by step.
//!
//! One process plays every participant and the coordinator, but nothing is
//! passed between them as a value: every message is serialised with the
//! binary wire format, counted, and parsed again by its receiver, exactly as
//! an application relaying the bytes would. Only a participant's own secrets
//! (its nonces, its DKG secret packages) stay in its memory, as they would.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use clap::Args;
use frost_core::keys::dkg::{self, round1, round2};
use frost_core::keys::{self, IdentifierList, KeyPackage, PublicKeyPackage, SecretShare};
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, Signature, SigningPackage, VerifyingKey};
use indicatif::{ProgressBar, ProgressStyle};

use crate::message::describe;
use crate::{CliResult, SuiteArg, names};

#[derive(Args)]
pub(crate) struct DemoArgs {
    #[command(flatten)]
    pub(crate) suite: SuiteArg,
    /// How many participants must sign (the threshold).
    #[arg(long, default_value_t = 2)]
    min: u16,
    /// How many participants hold a share.
    #[arg(long, default_value_t = 3)]
    max: u16,
    /// Generate the key by distributed key generation instead of a trusted
    /// dealer.
    #[arg(long)]
    dkg: bool,
    /// How many participants sign (by default, the threshold).
    #[arg(long)]
    signers: Option<u16>,
    /// The message to sign.
    #[arg(long, default_value = "hello, FROST")]
    message: String,
}

/// Groups above this size are reported in totals, with progress bars,
/// instead of one line per message.
const DETAILED_UP_TO: u16 = 10;

/// How the demo reports: one line per message for small groups, totals and
/// progress bars for large ones.
struct Report {
    detailed: bool,
}

impl Report {
    fn step(&self, title: &str) {
        println!();
        println!("{title}");
    }

    /// A line for one message, shown for small groups only.
    fn message(&self, text: impl FnOnce() -> String) {
        if self.detailed {
            println!("  {}", text());
        }
    }

    /// A summary line, shown for large groups only.
    fn total(&self, text: impl FnOnce() -> String) {
        if !self.detailed {
            println!("  {}", text());
        }
    }

    /// A progress bar over `len` items, hidden for small groups (and by
    /// indicatif when standard error is not a terminal).
    fn progress(&self, len: usize, what: &str) -> ProgressBar {
        if self.detailed {
            return ProgressBar::hidden();
        }
        let style = ProgressStyle::with_template(
            "  {msg:<32} [{bar:32}] {pos}/{len} ({elapsed}, about {eta} left)",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ");
        ProgressBar::new(len as u64)
            .with_style(style)
            .with_message(what.to_owned())
    }
}

fn took(start: Instant) -> String {
    let elapsed: Duration = start.elapsed();
    if elapsed.as_secs() >= 1 {
        format!("{:.2} s", elapsed.as_secs_f64())
    } else {
        format!("{:.1} ms", elapsed.as_secs_f64() * 1000.0)
    }
}

/// Turns an engine error into the demo's error, naming blamed participants.
fn failed<C: Ciphersuite>(step: &'static str) -> impl Fn(Error<C>) -> String {
    move |error| {
        let culprits = error.culprits();
        if culprits.is_empty() {
            format!("{step}: {error}")
        } else {
            format!("{step}, blame {}: {error}", names::participants(&culprits))
        }
    }
}

pub(crate) fn run<C: Ciphersuite>(args: &DemoArgs) -> CliResult<()> {
    let signers = args.signers.unwrap_or(args.min);
    if args.min < 2 || args.min > args.max {
        return Err(format!(
            "need 2 <= --min <= --max, got --min {} --max {}",
            args.min, args.max
        ));
    }
    if signers < args.min || signers > args.max {
        return Err(format!(
            "--signers must be between --min ({}) and --max ({})",
            args.min, args.max
        ));
    }
    let report = Report {
        detailed: args.max <= DETAILED_UP_TO,
    };
    let keygen = if args.dkg {
        "distributed key generation"
    } else {
        "trusted dealer"
    };
    println!(
        "FROST demo: {}, {}-of-{}, {keygen}",
        C::CONTEXT_STRING,
        args.min,
        args.max
    );
    println!(
        "One process plays every participant and the coordinator; every message is serialised,"
    );
    println!(
        "counted and parsed again by its receiver, as an application relaying the bytes would."
    );
    if !report.detailed {
        println!(
            "Participants run in parallel on this machine's cores; a message that is the same"
        );
        println!("bytes for every receiver (a broadcast) is parsed once per core.");
    }

    let started = Instant::now();
    let (key_packages, public_bytes) = if args.dkg {
        distributed_keygen::<C>(args, &report)?
    } else {
        dealer_keygen::<C>(args, &report)?
    };
    let signature = sign::<C>(
        &key_packages[..usize::from(signers)],
        &public_bytes,
        args,
        &report,
    )?;

    report.step("Verification (RFC 9591, Appendix B; anyone holding the group key)");
    let start = Instant::now();
    let public =
        PublicKeyPackage::<C>::deserialize(&public_bytes).map_err(failed("public key package"))?;
    let verifying_key = VerifyingKey::<C>::deserialize(&public.verifying_key().serialize())
        .map_err(failed("verifying key"))?;
    let received = Signature::<C>::deserialize(&signature).map_err(failed("signature"))?;
    let verdict = verifying_key.verify(args.message.as_bytes(), &received);
    println!(
        "  signature {} on {} under group key {}: {} ({})",
        names::hex(&received.to_bytes()),
        describe(args.message.as_bytes()),
        names::hex(verifying_key.to_bytes().as_ref()),
        if verdict.is_ok() { "VALID" } else { "INVALID" },
        took(start)
    );
    verdict.map_err(failed("verification"))?;
    println!();
    println!("Done in {}.", took(started));
    Ok(())
}

/// Runs `work` for every item, in order: one after the other for small
/// groups (so that their lines print in order), spread over the machine's
/// cores for large ones, as independent participants would run. `init`
/// makes each worker's own state (e.g. its copy of the packages received).
fn for_each_participant<T: Send, S, R: Send>(
    report: &Report,
    items: Vec<T>,
    bar: &ProgressBar,
    init: impl Fn() -> CliResult<S> + Sync,
    work: impl Fn(&mut S, T) -> CliResult<R> + Sync,
) -> CliResult<Vec<R>> {
    let workers = if report.detailed {
        1
    } else {
        std::thread::available_parallelism().map_or(1, usize::from)
    };
    let chunk = items.len().div_ceil(workers).max(1);
    let mut chunks: Vec<Vec<T>> = Vec::with_capacity(workers);
    let mut items = items.into_iter().peekable();
    while items.peek().is_some() {
        chunks.push(items.by_ref().take(chunk).collect());
    }
    let run = |chunk: Vec<T>| -> CliResult<Vec<R>> {
        let mut state = init()?;
        chunk
            .into_iter()
            .map(|item| {
                let result = work(&mut state, item);
                bar.inc(1);
                result
            })
            .collect()
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| scope.spawn(|| run(chunk)))
            .collect();
        let mut results = Vec::new();
        for handle in handles {
            results.extend(
                handle
                    .join()
                    .map_err(|_| "a participant's thread panicked".to_owned())??,
            );
        }
        Ok(results)
    })
}

/// Trusted-dealer key generation (RFC 9591, Appendix C): every participant
/// parses its secret share and checks it against the dealer's commitment.
fn dealer_keygen<C: Ciphersuite>(
    args: &DemoArgs,
    report: &Report,
) -> CliResult<(Vec<KeyPackage<C>>, Vec<u8>)> {
    report.step("Key generation: trusted dealer (RFC 9591, Appendix C)");
    let start = Instant::now();
    let (shares, public) = keys::generate_with_dealer::<C, _>(
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
    println!(
        "  every participant checked its share against the dealer's commitment (RFC 9591, Appendix C.2)"
    );
    let public_bytes = public.serialize();
    println!(
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
fn distributed_keygen<C: Ciphersuite>(
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
    println!("  part 1 done ({})", took(start));

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
    println!(
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
    println!(
        "  part 3 done: every participant checked its shares and derived its key package ({})",
        took(start)
    );
    println!(
        "  all {} participants derived the same public key package ({} bytes) and transcript digest",
        args.max,
        public_bytes.len()
    );
    Ok((key_packages, public_bytes))
}

/// Two rounds of signing by `signers`, through the coordinator; returns the
/// serialised signature.
fn sign<C: Ciphersuite>(
    signers: &[KeyPackage<C>],
    public_bytes: &[u8],
    args: &DemoArgs,
    report: &Report,
) -> CliResult<Vec<u8>> {
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
    println!("  round 1 done ({})", took(start));

    report
        .step("Round 2 (RFC 9591, Section 5.2): each signer checks the signing package and signs");
    let start = Instant::now();
    let package_bytes = SigningPackage::new(commitments, message)
        .map_err(failed("signing package"))?
        .serialize();
    println!(
        "  coordinator -> each signer: signing package, {} bytes, message {}",
        package_bytes.len(),
        describe(message)
    );
    if !report.detailed {
        println!("  (the same bytes for every signer: parsed once per core)");
    }
    let bar = report.progress(signers.len(), "signature shares");
    let parse_package =
        || SigningPackage::<C>::deserialize(&package_bytes).map_err(failed("signing package"));
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
            let package = match parsed {
                Some(package) => package.clone(),
                None => parse_package()?,
            };
            let share = frost_core::round2::sign(&package, signer_nonces, key)
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
    println!("  round 2 done ({})", took(start));

    report.step("Aggregation (RFC 9591, Sections 5.3 and 5.4): the coordinator");
    let start = Instant::now();
    let package =
        SigningPackage::<C>::deserialize(&package_bytes).map_err(failed("signing package"))?;
    let public =
        PublicKeyPackage::<C>::deserialize(public_bytes).map_err(failed("public key package"))?;
    let signature =
        frost_core::aggregate(&package, &shares, &public).map_err(failed("aggregation"))?;
    let bytes = signature.serialize();
    println!(
        "  summed {} shares into the signature (R, z); published: {} bytes, {} of them the RFC 9591 encoding ({})",
        shares.len(),
        bytes.len(),
        signature.to_bytes().len(),
        took(start)
    );
    Ok(bytes)
}

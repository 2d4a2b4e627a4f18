//! Criterion benchmarks of checking every signature share as it arrives, the
//! coordinator's work in robust signing: one signing session per suite at
//! each size, its shares checked one at a time
//!
//! - "aggregate": one `aggregate` of all shares, the yardstick;
//! - "session, check every share": a `SigningSession` built once, then
//!   `verify_share` for every share in turn;
//! - "session, batch of every share": a `SigningSession` built once, every
//!   share pushed into one `ShareBatch` and the batch judged (one random
//!   linear combination, one multiscalar multiplication);
//! - "session, check one share": one `verify_share` on a built session;
//! - "verify_signature_share, one share": one call of the free function,
//!   which derives the whole session for that one share (checking every
//!   share this way costs `min_signers` times as much).
//!
//! `cargo bench -p benches --bench session`; `FROST_BENCH_SUITES` and
//! `FROST_BENCH_SIZES` select as for the other benches (default sizes here:
//! 67-of-100 and 667-of-1000).

mod common;

use std::cell::OnceCell;
use std::collections::BTreeMap;
use std::hint::black_box;

use benches::{Size, SuiteVisitor, bench_rng, dealer_keygen, for_each_suite, parallel_map};
use common::{configure, lazy};
use criterion::{Criterion, criterion_group, criterion_main};
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round2::{self, SignatureShare};
use frost_core::{Ciphersuite, Identifier, ShareBatch, SigningPackage, SigningSession, round1};

/// The message every session signs.
const MESSAGE: &[u8] = b"robust signing benchmark message";

/// One signing session of the first `min_signers` participants, with every
/// share computed and checked once.
struct SessionFixture<C: Ciphersuite> {
    public_key_package: PublicKeyPackage<C>,
    signing_package: SigningPackage<C>,
    shares: BTreeMap<Identifier<C>, SignatureShare<C>>,
}

impl<C: Ciphersuite> SessionFixture<C> {
    fn new(size: Size) -> Self {
        let mut rng = bench_rng(u64::from(size.max_signers) + 7);
        let (secret_shares, public_key_package) =
            dealer_keygen::<C, _>(size, &mut rng).expect("dealer");
        let signers: Vec<KeyPackage<C>> = secret_shares
            .into_values()
            .take(usize::from(size.min_signers))
            .map(|share| KeyPackage::try_from(share).expect("key package"))
            .collect();
        let (nonces, commitments): (Vec<_>, BTreeMap<_, _>) = signers
            .iter()
            .map(|signer| {
                let (nonces, commitments) = round1::commit(signer.signing_share(), &mut rng);
                (nonces, (*signer.identifier(), commitments))
            })
            .unzip();
        let signing_package = SigningPackage::new(commitments, MESSAGE).expect("package");
        let session =
            SigningSession::for_verifying_key(&signing_package, public_key_package.verifying_key())
                .expect("session");
        let inputs: Vec<_> = nonces.into_iter().zip(&signers).collect();
        let shares = parallel_map(inputs, |(nonces, signer)| {
            (
                *signer.identifier(),
                session.sign(nonces, signer).expect("share"),
            )
        })
        .into_iter()
        .collect();
        let fixture = Self {
            public_key_package,
            signing_package,
            shares,
        };
        fixture.check_every_share();
        frost_core::aggregate(
            &fixture.signing_package,
            &fixture.shares,
            &fixture.public_key_package,
        )
        .expect("the shares aggregate");
        fixture
    }

    /// Builds the coordinator's session and checks every share in turn.
    fn check_every_share(&self) {
        let session =
            SigningSession::new(&self.signing_package, &self.public_key_package).expect("session");
        for (identifier, share) in &self.shares {
            session
                .verify_share(identifier, share)
                .expect("valid share");
        }
    }

    /// Builds the coordinator's session and judges every share in one batch.
    fn batch_every_share(&self, rng: &mut rand::rngs::StdRng) {
        let session =
            SigningSession::new(&self.signing_package, &self.public_key_package).expect("session");
        let mut batch = ShareBatch::new();
        for (identifier, share) in &self.shares {
            batch.push(&session, identifier, share).expect("signer");
        }
        assert!(batch.invalid(rng).is_empty(), "every share is valid");
    }

    /// The first signer and its share.
    fn first(&self) -> (&Identifier<C>, &SignatureShare<C>) {
        self.shares.iter().next().expect("a share")
    }
}

struct SessionBenches<'a> {
    criterion: &'a mut Criterion,
}

impl SuiteVisitor for SessionBenches<'_> {
    fn visit<C: Ciphersuite>(&mut self, suite: &'static str) {
        for size in session_sizes() {
            let cell = OnceCell::new();
            let fixture = || {
                lazy(&cell, &format!("{suite} {size} session"), || {
                    SessionFixture::<C>::new(size)
                })
            };
            let mut group = self
                .criterion
                .benchmark_group(format!("{suite}/session {size}"));
            configure(&mut group, size);
            group.bench_function("aggregate", |b| {
                let f = fixture();
                b.iter(|| {
                    frost_core::aggregate(&f.signing_package, &f.shares, &f.public_key_package)
                        .expect("valid")
                });
            });
            group.bench_function("session, check every share", |b| {
                let f = fixture();
                b.iter(|| f.check_every_share());
            });
            group.bench_function("session, batch of every share", |b| {
                let f = fixture();
                let mut rng = bench_rng(3);
                b.iter(|| f.batch_every_share(&mut rng));
            });
            group.bench_function("session, check one share", |b| {
                let f = fixture();
                let session = SigningSession::new(&f.signing_package, &f.public_key_package)
                    .expect("session");
                let (identifier, share) = f.first();
                b.iter(|| session.verify_share(black_box(identifier), black_box(share)));
            });
            group.bench_function("verify_signature_share, one share", |b| {
                let f = fixture();
                let (identifier, share) = f.first();
                let verifying_share = f.public_key_package.verifying_shares()[identifier];
                b.iter(|| {
                    round2::verify_signature_share(
                        identifier,
                        &verifying_share,
                        share,
                        &f.signing_package,
                        f.public_key_package.verifying_key(),
                    )
                    .expect("valid")
                });
            });
            group.finish();
        }
    }
}

/// `FROST_BENCH_SIZES` if set, else 67-of-100 and 667-of-1000.
fn session_sizes() -> Vec<Size> {
    if std::env::var_os(benches::SIZES_ENV).is_some() {
        benches::sizes()
    } else {
        vec![Size::new(67, 100), Size::new(667, 1000)]
    }
}

fn session_benches(criterion: &mut Criterion) {
    for_each_suite(&mut SessionBenches { criterion });
}

criterion_group! {
    name = benches;
    config = common::criterion();
    targets = session_benches
}
criterion_main!(benches);

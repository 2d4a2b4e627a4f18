//! `sign` and `aggregate` of FROST(Ed25519, SHA-512) called from Rust, at
//! the sizes given on the command line (`MIN MAX` pairs), printed as
//! `rust-typed|rust-bytes OPERATION MIN-of-MAX MEDIAN_NANOSECONDS` lines for
//! bindings/bench/run. `rust-bytes` starts from the wire bytes and ends with
//! them, as every call through the C ABI does; `rust-typed` calls the
//! engine on decoded values.

use std::collections::BTreeMap;
use std::time::Instant;

use frost::keys::{IdentifierList, KeyPackage, PublicKeyPackage};
use frost::round2::SignatureShare;
use frost::{Identifier, SigningPackage};
use frost_ed25519 as frost;

/// The median of `samples` nanosecond timings.
fn median(mut samples: Vec<u128>) -> u128 {
    samples.sort_unstable();
    samples[samples.len() / 2]
}

/// Times `body` `runs` times after `setup` (untimed) each time.
fn time<S>(runs: usize, mut setup: impl FnMut() -> S, mut body: impl FnMut(S)) -> u128 {
    let samples = (0..runs)
        .map(|_| {
            let input = setup();
            let start = Instant::now();
            body(input);
            start.elapsed().as_nanos()
        })
        .collect();
    median(samples)
}

fn bench(min: u16, max: u16, runs: usize) -> Result<(), frost::Error> {
    let mut rng = rand::rng();
    let (shares, public) =
        frost::keys::generate_with_dealer(max, min, IdentifierList::Default, &mut rng)?;
    let keys: BTreeMap<Identifier, KeyPackage> = shares
        .into_iter()
        .take(usize::from(min))
        .map(|(id, share)| Ok((id, KeyPackage::try_from(share)?)))
        .collect::<Result<_, frost::Error>>()?;
    let message = b"the cost of the boundary";
    let mut nonces = BTreeMap::new();
    let mut commitments = BTreeMap::new();
    for (id, key) in &keys {
        let (n, c) = frost::round1::commit(key.signing_share(), &mut rng);
        nonces.insert(*id, n);
        commitments.insert(*id, c);
    }
    let (first, first_key) = keys.iter().next().ok_or(frost::Error::InvalidMinSigners)?;
    let key_bytes = first_key.serialize();
    let size = format!("{min}-of-{max}");

    // A fresh commitment of the first signer for every signature.
    let fresh = |rng: &mut rand::rngs::ThreadRng| {
        let (n, c) = frost::round1::commit(first_key.signing_share(), rng);
        let mut all = commitments.clone();
        all.insert(*first, c);
        (n, SigningPackage::new(all, message))
    };
    let typed = time(
        runs,
        || fresh(&mut rand::rng()),
        |(n, package)| {
            let package = package.expect("a package of valid commitments");
            std::hint::black_box(frost::round2::sign(&package, n, first_key).expect("signs"));
        },
    );
    println!("rust-typed sign {size} {typed}");
    let bytes = time(
        runs,
        || {
            let (n, package) = fresh(&mut rand::rng());
            (
                n,
                package.expect("a package of valid commitments").serialize(),
            )
        },
        |(n, package)| {
            let package = SigningPackage::deserialize(&package).expect("decodes");
            let key = KeyPackage::deserialize(&key_bytes).expect("decodes");
            let share = frost::round2::sign(&package, n, &key).expect("signs");
            std::hint::black_box(share.serialize());
        },
    );
    println!("rust-bytes sign {size} {bytes}");

    let package = SigningPackage::new(commitments, message)?;
    let mut shares = BTreeMap::new();
    for (id, n) in nonces {
        shares.insert(id, frost::round2::sign(&package, n, &keys[&id])?);
    }
    let typed = time(
        runs,
        || (),
        |()| {
            std::hint::black_box(frost::aggregate(&package, &shares, &public).expect("aggregates"));
        },
    );
    println!("rust-typed aggregate {size} {typed}");
    let package_bytes = package.serialize();
    let share_bytes: Vec<(Vec<u8>, Vec<u8>)> = shares
        .iter()
        .map(|(id, s)| (id.serialize(), s.serialize()))
        .collect();
    let public_bytes = public.serialize();
    let bytes = time(
        runs,
        || (),
        |()| {
            let package = SigningPackage::deserialize(&package_bytes).expect("decodes");
            let shares: BTreeMap<Identifier, SignatureShare> = share_bytes
                .iter()
                .map(|(id, s)| {
                    (
                        Identifier::deserialize(id).expect("decodes"),
                        SignatureShare::deserialize(s).expect("decodes"),
                    )
                })
                .collect();
            let public = PublicKeyPackage::deserialize(&public_bytes).expect("decodes");
            let signature = frost::aggregate(&package, &shares, &public).expect("aggregates");
            std::hint::black_box(signature.serialize());
        },
    );
    println!("rust-bytes aggregate {size} {bytes}");
    Ok(())
}

fn main() -> Result<(), frost::Error> {
    let args: Vec<u16> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let runs = std::env::var("BENCH_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(200);
    for pair in args.chunks(2) {
        if let [min, max] = pair {
            bench(*min, *max, runs)?;
        }
    }
    Ok(())
}

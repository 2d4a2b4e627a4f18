//! Encoding and decoding of every secret type: the versioned binary wire
//! encoding, the human-readable serde form (JSON, through
//! `serialization::Secret`) and the binary serde form (postcard, through
//! `Secret` too). Each value is decoded from its own encoding and must
//! encode to the same bytes again.

use std::collections::BTreeMap;

use frost_core::keys::{KeyPackage, SigningShare};
use frost_core::serialization::Secret;
use frost_core::{Ciphersuite, SigningKey};
use frost_keygen::{SecretShare, dkg, refresh, repairable, reshare};

use crate::keygen::{self, Group, classify_key_package};
use crate::rng::SecretRng;
use crate::{Outcome, fail};

/// Which forms to check.
#[derive(Clone, Copy, Debug)]
pub enum Form {
    /// The binary wire encoding (`serialize` / `deserialize`), and the raw
    /// scalar bytes of shares and keys (`to_bytes` / `from_bytes`).
    Binary,
    /// The serde human-readable form through a `serde_json::Value` tree:
    /// this crate's hex and field handling, without a JSON text scanner.
    Serde,
    /// The serde human-readable form as JSON text: also `serde_json`'s
    /// writer and reader, which scan every character of a string.
    Json,
    /// The serde binary form in postcard: the wire encoding as one byte
    /// string behind postcard's length prefix.
    Postcard,
}

/// Whether `a` and `b` hold the same bytes. The comparison is the check's
/// own, after the operation under test: it runs without branches on the
/// bytes, and only its one-bit result is declassified.
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    let difference = a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y));
    let same = a.len() == b.len() && core::hint::black_box(difference) == 0;
    frost_ct::declassify(&same);
    same
}

/// Checks that `decoded` encodes to `encoded`.
pub fn expect_same(what: &str, encoded: &[u8], decoded: &[u8]) -> Outcome<()> {
    if same_bytes(encoded, decoded) {
        Ok(())
    } else {
        Err(format!("{what}: the decoded value encodes differently"))
    }
}

/// Round trip of a value of type `$ty` in form `$form`: its `serialize` and
/// `deserialize`, or `serde_json` or postcard over `Secret`.
macro_rules! round_trip {
    ($form:expr, $ty:ty, $value:expr, $what:literal) => {{
        let value: &$ty = $value;
        let encoded = value.serialize();
        let decoded: $ty = match $form {
            Form::Binary => {
                <$ty>::deserialize(&encoded).map_err(fail(concat!($what, " decode")))?
            }
            Form::Serde => {
                let tree = serde_json::to_value(&Secret(value))
                    .map_err(fail(concat!($what, " to serde")))?;
                serde_json::from_value::<Secret<$ty>>(tree)
                    .map_err(fail(concat!($what, " from serde")))?
                    .0
            }
            Form::Json => {
                let text = serde_json::to_string(&Secret(value))
                    .map_err(fail(concat!($what, " to JSON")))?;
                serde_json::from_str::<Secret<$ty>>(&text)
                    .map_err(fail(concat!($what, " from JSON")))?
                    .0
            }
            Form::Postcard => {
                let bytes = postcard::to_allocvec(&Secret(value))
                    .map_err(fail(concat!($what, " to postcard")))?;
                postcard::from_bytes::<Secret<$ty>>(&bytes)
                    .map_err(fail(concat!($what, " from postcard")))?
                    .0
            }
        };
        expect_same($what, &encoded, &decoded.serialize())?;
    }};
}

/// Every secret type of the key lifecycle and signing, encoded and decoded
/// in `form`. `group` is a 2-of-3 group from the dealer.
pub fn secret_types<C: Ciphersuite>(
    rng: &mut SecretRng,
    form: Form,
    group: &Group<C>,
) -> Outcome<()> {
    let (packages, public) = group;
    let (id, key_package) = packages
        .first_key_value()
        .ok_or_else(|| "empty group".to_string())?;
    classify_key_package(key_package);
    let share = key_package.signing_share();

    if let Form::Binary = form {
        let raw = share.to_bytes();
        let decoded = SigningShare::<C>::from_bytes(raw.as_ref())
            .map_err(fail("SigningShare::from_bytes"))?;
        expect_same(
            "SigningShare bytes",
            raw.as_ref(),
            decoded.to_bytes().as_ref(),
        )?;
    }
    round_trip!(form, SigningShare<C>, share, "SigningShare");
    round_trip!(
        form,
        frost_core::keys::KeyPackage<C>,
        key_package,
        "KeyPackage"
    );

    let key = SigningKey::<C>::new(rng);
    frost_ct::classify(&key);
    if let Form::Binary = form {
        let raw = key.to_bytes();
        let decoded =
            SigningKey::<C>::from_bytes(raw.as_ref()).map_err(fail("SigningKey::from_bytes"))?;
        expect_same(
            "SigningKey bytes",
            raw.as_ref(),
            decoded.to_bytes().as_ref(),
        )?;
    }
    round_trip!(form, SigningKey<C>, &key, "SigningKey");

    let (shares, _) = frost_keygen::split(&key, 3, 2, frost_keygen::IdentifierList::Default, rng)
        .map_err(fail("split"))?;
    let (_, secret_share) = shares
        .first_key_value()
        .ok_or_else(|| "no shares".to_string())?;
    frost_ct::classify(secret_share.signing_share());
    round_trip!(form, SecretShare<C>, secret_share, "SecretShare");

    let (nonces, _) = frost_core::round1::commit(share, rng);
    let stored = nonces.serialize_for_storage();
    let restored = match form {
        Form::Binary => frost_core::round1::SigningNonces::<C>::deserialize_from_storage(&stored)
            .map_err(fail("SigningNonces decode"))?,
        Form::Serde => {
            let tree =
                serde_json::to_value(Secret(&nonces)).map_err(fail("SigningNonces to serde"))?;
            serde_json::from_value::<Secret<frost_core::round1::SigningNonces<C>>>(tree)
                .map_err(fail("SigningNonces from serde"))?
                .0
        }
        Form::Json => {
            let text =
                serde_json::to_string(&Secret(&nonces)).map_err(fail("SigningNonces to JSON"))?;
            serde_json::from_str::<Secret<frost_core::round1::SigningNonces<C>>>(&text)
                .map_err(fail("SigningNonces from JSON"))?
                .0
        }
        Form::Postcard => {
            let bytes = postcard::to_allocvec(&Secret(&nonces))
                .map_err(fail("SigningNonces to postcard"))?;
            postcard::from_bytes::<Secret<frost_core::round1::SigningNonces<C>>>(&bytes)
                .map_err(fail("SigningNonces from postcard"))?
                .0
        }
    };
    expect_same("SigningNonces", &stored, &restored.serialize_for_storage())?;

    let ids = keygen::identifiers::<C>(3)?;
    let (dkg_secret, dkg_package) = dkg::part1(ids[0], 3, 2, rng).map_err(fail("dkg part1"))?;
    round_trip!(
        form,
        dkg::round1::SecretPackage<C>,
        &dkg_secret,
        "dkg round1::SecretPackage"
    );
    let mut others = BTreeMap::new();
    for other in &ids[1..] {
        others.insert(
            *other,
            dkg::part1(*other, 3, 2, rng).map_err(fail("dkg part1"))?.1,
        );
    }
    drop(dkg_package);
    let (dkg_secret2, outgoing) = dkg::part2(dkg_secret, &others).map_err(fail("dkg part2"))?;
    round_trip!(
        form,
        dkg::round2::SecretPackage<C>,
        &dkg_secret2,
        "dkg round2::SecretPackage"
    );
    let (_, dkg_share) = outgoing
        .first_key_value()
        .ok_or_else(|| "no dkg shares".to_string())?;
    frost_ct::classify(dkg_share.share());
    round_trip!(
        form,
        dkg::round2::Package<C>,
        dkg_share,
        "dkg round2::Package"
    );

    // A refresh of the 2-of-3 group dealt above (its identifiers are `ids`).
    let split_packages = shares
        .values()
        .map(|s| Ok((*s.identifier(), KeyPackage::try_from(s.clone())?)))
        .collect::<Result<BTreeMap<_, _>, frost_core::Error<C>>>()
        .map_err(fail("key packages"))?;
    let holder = |id: &frost_core::Identifier<C>| {
        split_packages
            .get(id)
            .ok_or_else(|| "no key package".to_string())
    };
    let (refresh_secret, _) =
        refresh::part1(holder(&ids[0])?, 3, rng).map_err(fail("refresh part1"))?;
    round_trip!(
        form,
        refresh::round1::SecretPackage<C>,
        &refresh_secret,
        "refresh round1::SecretPackage"
    );
    let mut others = BTreeMap::new();
    for other in &ids[1..] {
        others.insert(
            *other,
            refresh::part1(holder(other)?, 3, rng)
                .map_err(fail("refresh part1"))?
                .1,
        );
    }
    let (refresh_secret2, _) =
        refresh::part2(refresh_secret, &others).map_err(fail("refresh part2"))?;
    round_trip!(
        form,
        refresh::round2::SecretPackage<C>,
        &refresh_secret2,
        "refresh round2::SecretPackage"
    );
    let (refreshing, _) =
        refresh::compute_refreshing_shares(public, &ids, rng).map_err(fail("refreshing shares"))?;
    let (_, refreshing_share) = refreshing
        .first_key_value()
        .ok_or_else(|| "no refreshing shares".to_string())?;
    frost_ct::classify(refreshing_share.share());
    round_trip!(
        form,
        refresh::RefreshingShare<C>,
        refreshing_share,
        "RefreshingShare"
    );

    let dealers: Vec<_> = packages.keys().copied().take(2).collect();
    let (_, sub_shares) =
        reshare::part1(key_package, &dealers, &ids, 2, rng).map_err(fail("reshare part1"))?;
    let (_, sub_share) = sub_shares
        .first_key_value()
        .ok_or_else(|| "no sub-shares".to_string())?;
    frost_ct::classify(sub_share.share());
    round_trip!(form, reshare::SubShare<C>, sub_share, "SubShare");

    let lost = ids[2];
    let helpers = [*id, ids[1]];
    let deltas =
        repairable::part1(&helpers, key_package, &lost, rng).map_err(fail("repair part1"))?;
    let (_, delta) = deltas
        .first_key_value()
        .ok_or_else(|| "no deltas".to_string())?;
    frost_ct::classify(delta);
    round_trip!(form, repairable::Delta<C>, delta, "Delta");
    let sum = repairable::DeltaSum::<C>::new(delta.to_scalar());
    frost_ct::classify(&sum);
    round_trip!(form, repairable::DeltaSum<C>, &sum, "DeltaSum");
    Ok(())
}

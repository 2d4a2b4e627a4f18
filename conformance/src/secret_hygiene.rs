//! Secret types: single use where it matters, never `Copy`, never printed,
//! never serialised by accident, wiped when dropped or zeroized.
//!
//! The secret types are [`SigningShare`], [`SigningKey`], [`SecretShare`],
//! [`KeyPackage`], [`SigningNonces`], the secret packages of key generation
//! and refresh, key generation's round-two [`Package`](dkg::round2::Package),
//! the refresh dealer's [`RefreshingShare`], resharing's [`SubShare`] and
//! repair's [`Delta`] and [`DeltaSum`].
//!
//! [`SigningNonces`] is deliberately not `Zeroize` (only `ZeroizeOnDrop`):
//! zeroizing nonces in place and then signing with them would publish
//! `lambda_i * s_i * c`, from which anyone computes the share `s_i`. Being
//! consumed by value by [`round2::sign`](frost_core::round2::sign), nonces are
//! wiped by the drop that follows.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use ff::Field;
use zeroize::{Zeroize, ZeroizeOnDrop};

use crate::test_rng;
use frost_core::Arithmetic;
use frost_core::keys::{KeyPackage, SigningShare, VerifiableSecretSharingCommitment};
use frost_core::round1::{self, SigningNonces};
use frost_core::serialization::Secret;
use frost_core::{Ciphersuite, Element, Identifier, Scalar, SigningKey};
use frost_keygen::SecretShare;
use frost_keygen::dkg::{self, TranscriptDigest};
use frost_keygen::refresh::{self, RefreshCommitment, RefreshingShare};
use frost_keygen::repairable::{Delta, DeltaSum};
use frost_keygen::reshare::SubShare;

/// Fails to compile if `$ty` implements any of the traits: for each trait,
/// a helper trait gets a second applicable implementation exactly when
/// `$ty` implements it, which makes the call ambiguous.
macro_rules! assert_not_impl {
    ($ty:ty: $($trait:path),+ $(,)?) => {
        $({
            trait AmbiguousIfImplemented<Marker> {
                fn check() {}
            }
            impl<T: ?Sized> AmbiguousIfImplemented<()> for T {}
            struct Implemented;
            impl<T: ?Sized + $trait> AmbiguousIfImplemented<Implemented> for T {}
            <$ty as AmbiguousIfImplemented<_>>::check();
        })+
    };
}

fn wiped_on_drop<T: ZeroizeOnDrop>() {}

fn zeroizable<T: Zeroize + ZeroizeOnDrop>() {}

/// Compile-time facts, checked when the test suite is built: no secret type
/// is `Copy`, `Display` or `Serialize` (serialising one takes the explicit
/// [`Secret`] wrapper); nonces and secret packages are not even `Clone`; all
/// are wiped on drop, and all but nonces can be zeroized on demand.
pub fn secret_types_do_not_leak_by_trait<C: Ciphersuite>() {
    use core::fmt::Display;
    use serde::Serialize;

    assert_not_impl!(SigningNonces<C>: Clone, Copy, Display, Serialize, Zeroize);
    assert_not_impl!(dkg::round1::SecretPackage<C>: Clone, Copy, Display, Serialize);
    assert_not_impl!(dkg::round2::SecretPackage<C>: Clone, Copy, Display, Serialize);
    assert_not_impl!(refresh::round1::SecretPackage<C>: Clone, Copy, Display, Serialize);
    assert_not_impl!(refresh::round2::SecretPackage<C>: Clone, Copy, Display, Serialize);
    assert_not_impl!(SigningShare<C>: Copy, Display, Serialize);
    assert_not_impl!(SigningKey<C>: Copy, Display, Serialize);
    assert_not_impl!(SecretShare<C>: Copy, Display, Serialize);
    assert_not_impl!(KeyPackage<C>: Copy, Display, Serialize);
    assert_not_impl!(dkg::round2::Package<C>: Copy, Display, Serialize);
    assert_not_impl!(RefreshingShare<C>: Copy, Display, Serialize);
    assert_not_impl!(SubShare<C>: Copy, Display, Serialize);
    assert_not_impl!(Delta<C>: Copy, Display, Serialize);
    assert_not_impl!(DeltaSum<C>: Copy, Display, Serialize);

    wiped_on_drop::<SigningNonces<C>>();
    zeroizable::<SigningShare<C>>();
    zeroizable::<SigningKey<C>>();
    zeroizable::<SecretShare<C>>();
    zeroizable::<KeyPackage<C>>();
    zeroizable::<dkg::round1::SecretPackage<C>>();
    zeroizable::<dkg::round2::SecretPackage<C>>();
    zeroizable::<dkg::round2::Package<C>>();
    zeroizable::<RefreshingShare<C>>();
    zeroizable::<refresh::round1::SecretPackage<C>>();
    zeroizable::<refresh::round2::SecretPackage<C>>();
    zeroizable::<SubShare<C>>();
    zeroizable::<Delta<C>>();
    zeroizable::<DeltaSum<C>>();
}

/// One value of every secret type, each holding secrets drawn at random, and
/// those secrets.
struct Secrets<C: Ciphersuite> {
    signing_share: SigningShare<C>,
    signing_key: SigningKey<C>,
    secret_share: SecretShare<C>,
    key_package: KeyPackage<C>,
    nonces: SigningNonces<C>,
    dkg_round1_secret: dkg::round1::SecretPackage<C>,
    dkg_round2_secret: dkg::round2::SecretPackage<C>,
    dkg_round2_package: dkg::round2::Package<C>,
    refreshing_share: RefreshingShare<C>,
    refresh_round1_secret: refresh::round1::SecretPackage<C>,
    refresh_round2_secret: refresh::round2::SecretPackage<C>,
    sub_share: SubShare<C>,
    delta: Delta<C>,
    delta_sum: DeltaSum<C>,
    /// Every secret scalar above.
    scalars: Vec<Scalar<C>>,
}

impl<C: Ciphersuite> Secrets<C> {
    fn new() -> Self {
        let mut rng = test_rng(2400);
        let mut draw = || {
            let mut scalar = frost_core::random_scalar::<C>(&mut rng);
            while bool::from(scalar.is_zero()) {
                scalar = frost_core::random_scalar::<C>(&mut rng);
            }
            scalar
        };
        let scalars: Vec<Scalar<C>> = (0..12).map(|_| draw()).collect();
        let identifier = Identifier::<C>::try_from(2).expect("non-zero");
        let point = |s: &Scalar<C>| -> Element<C> { C::Arithmetic::mul_base(s) };
        let commitment = VerifiableSecretSharingCommitment::new(alloc::vec![
            point(&scalars[1]),
            point(&scalars[2])
        ])
        .expect("commitment");
        let refresh_commitment =
            RefreshCommitment::new(alloc::vec![point(&scalars[3])]).expect("commitment");
        let share = |k: usize| SigningShare::<C>::new(scalars[k]);
        let key_package = {
            let s = share(0);
            let verifying_share = s.verifying_share().expect("non-zero");
            KeyPackage::new(
                identifier,
                s,
                verifying_share,
                commitment.verifying_key(),
                2,
            )
            .expect("key package")
        };
        let (nonces, _) = round1::commit(key_package.signing_share(), &mut test_rng(2401));
        let mut all = scalars.clone();
        all.push(nonces.hiding_for_tests());
        all.push(nonces.binding_for_tests());
        Self {
            signing_share: share(0),
            signing_key: SigningKey::from_scalar(scalars[4]).expect("non-zero"),
            secret_share: SecretShare::new(identifier, share(5), commitment.clone()),
            key_package,
            nonces,
            dkg_round1_secret: dkg::round1::SecretPackage::new(identifier, &scalars[6..8], 3)
                .expect("secret package"),
            dkg_round2_secret: dkg::round2::SecretPackage::new_for_tests(
                identifier,
                commitment.clone(),
                share(8),
                TranscriptDigest::from_bytes([7; 32]),
                3,
            ),
            dkg_round2_package: dkg::round2::Package::new(share(9)),
            refreshing_share: RefreshingShare::new(share(10), refresh_commitment.clone()),
            refresh_round1_secret: refresh::round1::SecretPackage::new(
                identifier,
                &scalars[11..12],
                3,
            )
            .expect("secret package"),
            refresh_round2_secret: refresh::round2::SecretPackage::new_for_tests(
                identifier,
                refresh_commitment,
                share(1),
                TranscriptDigest::from_bytes([7; 32]),
                3,
            ),
            sub_share: SubShare::new(share(2)),
            delta: Delta::new(scalars[3]),
            delta_sum: DeltaSum::new(scalars[4]),
            scalars: all,
        }
    }

    /// `Debug` output of every secret value, plain and pretty.
    fn debug_texts(&self) -> Vec<(&'static str, String)> {
        let mut texts = Vec::new();
        let mut add = |name: &'static str, plain: String, pretty: String| {
            texts.push((name, plain));
            texts.push((name, pretty));
        };
        add(
            "SigningShare",
            format!("{:?}", self.signing_share),
            format!("{:#?}", self.signing_share),
        );
        add(
            "SigningKey",
            format!("{:?}", self.signing_key),
            format!("{:#?}", self.signing_key),
        );
        add(
            "SecretShare",
            format!("{:?}", self.secret_share),
            format!("{:#?}", self.secret_share),
        );
        add(
            "KeyPackage",
            format!("{:?}", self.key_package),
            format!("{:#?}", self.key_package),
        );
        add(
            "SigningNonces",
            format!("{:?}", self.nonces),
            format!("{:#?}", self.nonces),
        );
        add(
            "dkg::round1::SecretPackage",
            format!("{:?}", self.dkg_round1_secret),
            format!("{:#?}", self.dkg_round1_secret),
        );
        add(
            "dkg::round2::SecretPackage",
            format!("{:?}", self.dkg_round2_secret),
            format!("{:#?}", self.dkg_round2_secret),
        );
        add(
            "dkg::round2::Package",
            format!("{:?}", self.dkg_round2_package),
            format!("{:#?}", self.dkg_round2_package),
        );
        add(
            "RefreshingShare",
            format!("{:?}", self.refreshing_share),
            format!("{:#?}", self.refreshing_share),
        );
        add(
            "refresh::round1::SecretPackage",
            format!("{:?}", self.refresh_round1_secret),
            format!("{:#?}", self.refresh_round1_secret),
        );
        add(
            "refresh::round2::SecretPackage",
            format!("{:?}", self.refresh_round2_secret),
            format!("{:#?}", self.refresh_round2_secret),
        );
        add(
            "SubShare",
            format!("{:?}", self.sub_share),
            format!("{:#?}", self.sub_share),
        );
        add(
            "Delta",
            format!("{:?}", self.delta),
            format!("{:#?}", self.delta),
        );
        add(
            "DeltaSum",
            format!("{:?}", self.delta_sum),
            format!("{:#?}", self.delta_sum),
        );
        add(
            "Secret",
            format!("{:?}", Secret(&self.key_package)),
            format!("{:#?}", Secret(&self.key_package)),
        );
        texts
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The `Debug` output of every secret type says `redacted` and contains no
/// secret scalar, in either byte order, in plain or pretty form.
pub fn secret_debug_output_is_redacted<C: Ciphersuite>() {
    let secrets = Secrets::<C>::new();
    let forms: Vec<String> = secrets
        .scalars
        .iter()
        .flat_map(|s| {
            let bytes = frost_core::serialize_scalar::<C>(s);
            let mut reversed = bytes.as_ref().to_vec();
            reversed.reverse();
            [hex(bytes.as_ref()), hex(&reversed)]
        })
        .collect();
    for (name, text) in secrets.debug_texts() {
        assert!(text.contains("redacted"), "{name} is not redacted: {text}");
        for form in &forms {
            assert!(
                !text.contains(form.as_str()),
                "{name} leaks a secret: {text}"
            );
        }
    }
}

/// `zeroize()` leaves no non-zero secret behind in any zeroizable secret
/// type (what `ZeroizeOnDrop` runs on drop).
pub fn zeroize_clears_every_secret<C: Ciphersuite>() {
    let zero = |s: &Scalar<C>| bool::from(s.is_zero());
    let Secrets {
        mut signing_share,
        mut signing_key,
        mut secret_share,
        mut key_package,
        nonces: _,
        mut dkg_round1_secret,
        mut dkg_round2_secret,
        mut dkg_round2_package,
        mut refreshing_share,
        mut refresh_round1_secret,
        mut refresh_round2_secret,
        mut sub_share,
        mut delta,
        mut delta_sum,
        scalars: _,
    } = Secrets::<C>::new();

    assert!(!zero(&signing_share.to_scalar()));
    signing_share.zeroize();
    assert!(zero(&signing_share.to_scalar()));
    signing_key.zeroize();
    assert!(zero(&signing_key.to_scalar()));
    secret_share.zeroize();
    assert!(zero(&secret_share.signing_share().to_scalar()));
    key_package.zeroize();
    assert!(zero(&key_package.signing_share().to_scalar()));

    assert!(!dkg_round1_secret.coefficients_for_tests().is_empty());
    dkg_round1_secret.zeroize();
    assert!(dkg_round1_secret.coefficients_for_tests().iter().all(zero));
    dkg_round2_secret.zeroize();
    assert!(zero(&dkg_round2_secret.own_share_for_tests().to_scalar()));
    dkg_round2_package.zeroize();
    assert!(zero(&dkg_round2_package.share().to_scalar()));

    refreshing_share.zeroize();
    assert!(zero(&refreshing_share.share().to_scalar()));
    refresh_round1_secret.zeroize();
    assert!(
        refresh_round1_secret
            .coefficients_for_tests()
            .iter()
            .all(zero)
    );
    refresh_round2_secret.zeroize();
    assert!(zero(
        &refresh_round2_secret.own_share_for_tests().to_scalar()
    ));

    sub_share.zeroize();
    assert!(zero(&sub_share.share().to_scalar()));
    delta.zeroize();
    assert!(zero(&delta.to_scalar()));
    delta_sum.zeroize();
    assert!(zero(&delta_sum.to_scalar()));
}

//! The key-lifecycle part of [`keygen_api!`](crate::keygen_api): the
//! `keys::dkg`, `keys::refresh`, `keys::reshare` and `keys::repairable`
//! modules of a ciphersuite crate, bound to its suite.

/// Expands, inside a suite crate's `keys` module, into its distributed key
/// generation, refresh, resharing and repair modules. Called only by
/// [`keygen_api!`](crate::keygen_api).
#[doc(hidden)]
#[macro_export]
macro_rules! __key_protocols {
    ($suite:ty) => {
        /// Distributed key generation: the group creates its key without a
        /// trusted dealer.
        pub mod dkg {
            use super::*;

            /// A digest of the round-one broadcast, for participants to
            /// compare before using the key.
            pub use $crate::dkg::TranscriptDigest;

            /// Round one: commitments and proofs of knowledge.
            pub mod round1 {
                use super::*;

                /// A participant's secret polynomial, kept from part 1 to part 2.
                pub type SecretPackage = $crate::dkg::round1::SecretPackage<$suite>;
                /// The commitment and proof of knowledge a participant broadcasts.
                pub type Package = $crate::dkg::round1::Package<$suite>;
            }

            /// Round two: the secret shares participants send each other.
            pub mod round2 {
                use super::*;

                /// What a participant keeps from part 2 to part 3.
                pub type SecretPackage = $crate::dkg::round2::SecretPackage<$suite>;
                /// The secret share one participant sends another.
                pub type Package = $crate::dkg::round2::Package<$suite>;
            }

            /// Part 1: a random polynomial, its commitment and a proof of
            /// knowledge of its constant term.
            pub fn part1<R: $crate::__private::rand_core::CryptoRng + ?Sized>(
                identifier: Identifier,
                max_signers: u16,
                min_signers: u16,
                rng: &mut R,
            ) -> Result<(round1::SecretPackage, round1::Package), Error> {
                $crate::dkg::part1(identifier, max_signers, min_signers, rng)
            }

            /// Part 2: checks the others' round-one packages and computes
            /// their shares.
            ///
            /// `round1_packages` holds the round-one package of every
            /// *other* participant (exactly `max_signers - 1` entries, keyed
            /// by sender, received over an authenticated broadcast channel),
            /// never this participant's own. Send each returned
            /// `round2::Package` to the participant it is keyed by, over a
            /// confidential and authenticated channel. The errors are those
            /// of `frost_keygen::dkg::part2`.
            #[allow(clippy::type_complexity)]
            pub fn part2(
                secret_package: round1::SecretPackage,
                round1_packages: &$crate::__private::BTreeMap<Identifier, round1::Package>,
            ) -> Result<
                (
                    round2::SecretPackage,
                    $crate::__private::BTreeMap<Identifier, round2::Package>,
                ),
                Error,
            > {
                $crate::dkg::part2(secret_package, round1_packages)
            }

            /// Part 3: checks the received shares and derives the key
            /// package and the group's public key package.
            ///
            /// `round1_packages` is the same map given to [`part2`];
            /// `round2_packages` holds exactly one package from each of
            /// those senders, the one addressed to this participant, keyed
            /// by sender. Compare `round2_secret_package.transcript_digest()`
            /// with every other participant before using the key. The errors
            /// are those of `frost_keygen::dkg::part3`.
            pub fn part3(
                round2_secret_package: &round2::SecretPackage,
                round1_packages: &$crate::__private::BTreeMap<Identifier, round1::Package>,
                round2_packages: &$crate::__private::BTreeMap<Identifier, round2::Package>,
            ) -> Result<(KeyPackage, PublicKeyPackage), Error> {
                $crate::dkg::part3(round2_secret_package, round1_packages, round2_packages)
            }
        }

        /// Proactive refresh: new shares of the unchanged group key.
        pub mod refresh {
            use super::*;

            /// A commitment to a polynomial with zero constant term.
            pub type RefreshCommitment = $crate::refresh::RefreshCommitment<$suite>;
            /// What a refresh dealer sends one participant.
            pub type RefreshingShare = $crate::refresh::RefreshingShare<$suite>;

            /// Round one of a distributed refresh.
            pub mod round1 {
                use super::*;

                /// A participant's secret polynomial, kept from part 1 to part 2.
                pub type SecretPackage = $crate::refresh::round1::SecretPackage<$suite>;
                /// The commitment a participant broadcasts.
                pub type Package = $crate::refresh::round1::Package<$suite>;
            }

            /// Round two of a distributed refresh.
            pub mod round2 {
                use super::*;

                /// What a participant keeps from part 2 to part 3.
                pub type SecretPackage = $crate::refresh::round2::SecretPackage<$suite>;
                /// The secret share one participant sends another.
                pub type Package = $crate::refresh::round2::Package<$suite>;
            }

            /// A dealer's refresh for the given participants (the others are
            /// dropped): their refreshing shares and the refreshed public key
            /// package.
            #[allow(clippy::type_complexity)]
            pub fn compute_refreshing_shares<
                R: $crate::__private::rand_core::CryptoRng + ?Sized,
            >(
                public_key_package: &PublicKeyPackage,
                identifiers: &[Identifier],
                rng: &mut R,
            ) -> Result<
                (
                    $crate::__private::BTreeMap<Identifier, RefreshingShare>,
                    PublicKeyPackage,
                ),
                Error,
            > {
                $crate::refresh::compute_refreshing_shares(public_key_package, identifiers, rng)
            }

            /// Applies a dealer's refreshing share to a key package.
            pub fn refresh_share(
                refreshing_share: RefreshingShare,
                key_package: &KeyPackage,
                refreshed_public_key_package: &PublicKeyPackage,
            ) -> Result<KeyPackage, Error> {
                $crate::refresh::refresh_share(
                    refreshing_share,
                    key_package,
                    refreshed_public_key_package,
                )
            }

            /// Part 1 of a distributed refresh of `key_package` among
            /// `max_signers` participants, at the key package's threshold.
            pub fn part1<R: $crate::__private::rand_core::CryptoRng + ?Sized>(
                key_package: &KeyPackage,
                max_signers: u16,
                rng: &mut R,
            ) -> Result<(round1::SecretPackage, round1::Package), Error> {
                $crate::refresh::part1(key_package, max_signers, rng)
            }

            /// Part 2 of a distributed refresh.
            #[allow(clippy::type_complexity)]
            pub fn part2(
                secret_package: round1::SecretPackage,
                round1_packages: &$crate::__private::BTreeMap<Identifier, round1::Package>,
            ) -> Result<
                (
                    round2::SecretPackage,
                    $crate::__private::BTreeMap<Identifier, round2::Package>,
                ),
                Error,
            > {
                $crate::refresh::part2(secret_package, round1_packages)
            }

            /// Part 3 of a distributed refresh: the refreshed key package and
            /// public key package.
            pub fn part3(
                round2_secret_package: &round2::SecretPackage,
                round1_packages: &$crate::__private::BTreeMap<Identifier, round1::Package>,
                round2_packages: &$crate::__private::BTreeMap<Identifier, round2::Package>,
                key_package: &KeyPackage,
                public_key_package: &PublicKeyPackage,
            ) -> Result<(KeyPackage, PublicKeyPackage), Error> {
                $crate::refresh::part3(
                    round2_secret_package,
                    round1_packages,
                    round2_packages,
                    key_package,
                    public_key_package,
                )
            }
        }

        /// Resharing: the unchanged group key for a new group or threshold.
        pub mod reshare {
            use super::*;

            /// The commitment a dealer broadcasts to the new participants.
            pub type Package = $crate::reshare::Package<$suite>;
            /// The secret value a dealer sends one new participant.
            pub type SubShare = $crate::reshare::SubShare<$suite>;

            /// Part 1, run by each dealer: deals its Lagrange-weighted share
            /// to the new group.
            #[allow(clippy::type_complexity)]
            pub fn part1<R: $crate::__private::rand_core::CryptoRng + ?Sized>(
                key_package: &KeyPackage,
                dealers: &[Identifier],
                new_identifiers: &[Identifier],
                new_min_signers: u16,
                rng: &mut R,
            ) -> Result<(Package, $crate::__private::BTreeMap<Identifier, SubShare>), Error> {
                $crate::reshare::part1(key_package, dealers, new_identifiers, new_min_signers, rng)
            }

            /// Part 2, run by each new participant: checks and combines the
            /// dealings into its key package and the new public key package.
            pub fn part2(
                identifier: Identifier,
                new_identifiers: &[Identifier],
                new_min_signers: u16,
                public_key_package: &PublicKeyPackage,
                packages: &$crate::__private::BTreeMap<Identifier, Package>,
                sub_shares: &$crate::__private::BTreeMap<Identifier, SubShare>,
            ) -> Result<(KeyPackage, PublicKeyPackage), Error> {
                $crate::reshare::part2(
                    identifier,
                    new_identifiers,
                    new_min_signers,
                    public_key_package,
                    packages,
                    sub_shares,
                )
            }
        }

        /// Share repair: a participant who lost its share gets it back from
        /// `min_signers` helpers.
        pub mod repairable {
            use super::*;

            /// A random part of a helper's contribution, sent to another helper.
            pub type Delta = $crate::repairable::Delta<$suite>;
            /// The sum of a helper's received deltas, sent to the participant
            /// being repaired.
            pub type DeltaSum = $crate::repairable::DeltaSum<$suite>;

            /// Part 1, run by each helper.
            pub fn part1<R: $crate::__private::rand_core::CryptoRng + ?Sized>(
                helpers: &[Identifier],
                key_package: &KeyPackage,
                participant: &Identifier,
                rng: &mut R,
            ) -> Result<$crate::__private::BTreeMap<Identifier, Delta>, Error> {
                $crate::repairable::part1(helpers, key_package, participant, rng)
            }

            /// Part 2, run by each helper.
            pub fn part2(
                helpers: &[Identifier],
                deltas: &$crate::__private::BTreeMap<Identifier, Delta>,
            ) -> Result<DeltaSum, Error> {
                $crate::repairable::part2(helpers, deltas)
            }

            /// Part 3, run by the participant being repaired: its key package,
            /// checked against the public key package.
            pub fn part3(
                delta_sums: &$crate::__private::BTreeMap<Identifier, DeltaSum>,
                identifier: &Identifier,
                public_key_package: &PublicKeyPackage,
            ) -> Result<KeyPackage, Error> {
                $crate::repairable::part3(delta_sums, identifier, public_key_package)
            }
        }
    };
}

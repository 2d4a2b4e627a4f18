//! The key-generation half of a ciphersuite crate's public API.
//!
//! [`keygen_api!`](crate::keygen_api) expands, inside a ciphersuite crate and
//! next to the engine's `frost_core::ciphersuite_api!`, into its `keys`
//! module: the engine's key-package types, the trusted dealer, and the
//! distributed key generation, refresh, resharing and repair modules, all
//! bound to the crate's suite, so that users call
//! `keys::generate_with_dealer`, `keys::dkg::part1`, ... of the suite crate.

mod protocols;

/// Defines the `keys` module of a ciphersuite crate for the suite type
/// `$suite`.
///
/// Invoke once at the root of the crate, next to
/// `frost_core::ciphersuite_api!($suite)` (whose items this module's
/// expansion names, and which names this module's key packages):
///
/// ```text
/// frost_core::ciphersuite_api!(MySuite);
/// frost_keygen::keygen_api!(MySuite);
/// ```
#[macro_export]
macro_rules! keygen_api {
    ($suite:ty) => {
        /// Key shares and their generation: distributed ([`dkg`](keys::dkg),
        /// no party ever holds the group key) or by a trusted dealer
        /// (RFC 9591, Appendix C), then refresh, resharing and repair.
        ///
        /// A group that has no trusted party runs the distributed key
        /// generation: three parts, two rounds of messages. Each participant
        /// runs the parts below on its own machine; here they run in one loop.
        ///
        /// ```
        #[doc = concat!("use ", env!("CARGO_CRATE_NAME"), " as frost;")]
        /// use std::collections::BTreeMap;
        /// use frost::keys::dkg;
        ///
        /// let mut rng = rand::rng();
        /// let (max_signers, min_signers) = (3, 2);
        /// let ids: Vec<frost::Identifier> =
        ///     (1..=max_signers).map(|i| i.try_into()).collect::<Result<_, _>>()?;
        ///
        /// // Part 1: every participant broadcasts a commitment and a proof.
        /// let mut secrets = BTreeMap::new();
        /// let mut round1 = BTreeMap::new();
        /// for id in &ids {
        ///     let (secret, package) = dkg::part1(*id, max_signers, min_signers, &mut rng)?;
        ///     secrets.insert(*id, secret);
        ///     round1.insert(*id, package);
        /// }
        /// // Part 2: each checks the others' packages and sends each one a share.
        /// let others = |me: &frost::Identifier| -> BTreeMap<_, _> {
        ///     round1.iter().filter(|(id, _)| *id != me).map(|(id, p)| (*id, p.clone())).collect()
        /// };
        /// let mut kept = BTreeMap::new();
        /// let mut inbox: BTreeMap<frost::Identifier, BTreeMap<_, _>> = BTreeMap::new();
        /// for (id, secret) in secrets {
        ///     let (secret2, outgoing) = dkg::part2(secret, &others(&id))?;
        ///     kept.insert(id, secret2);
        ///     for (to, package) in outgoing {
        ///         inbox.entry(to).or_default().insert(id, package);
        ///     }
        /// }
        /// // Part 3: each checks its shares and derives its key package.
        /// let mut digests = Vec::new();
        /// for id in &ids {
        ///     let (key_package, public_key_package) =
        ///         dkg::part3(&kept[id], &others(id), &inbox[id])?;
        ///     assert_eq!(key_package.verifying_key(), public_key_package.verifying_key());
        ///     digests.push(kept[id].transcript_digest());
        /// }
        /// // Everyone saw the same round one: compare digests out of band.
        /// assert!(digests.windows(2).all(|pair| pair[0] == pair[1]));
        #[doc = concat!("# Ok::<(), ", env!("CARGO_CRATE_NAME"), "::Error>(())")]
        /// ```
        pub mod keys {
            use super::*;

            $crate::__private::frost_core::key_package_api!($suite);

            /// What a dealer sends one participant.
            pub type SecretShare = $crate::SecretShare<$suite>;
            /// Which identifiers the participants of a new key get.
            pub type IdentifierList<'a> = $crate::IdentifierList<'a, $suite>;
            /// The shares of a new key and its public key package.
            pub type DealtKey = $crate::DealtKey<$suite>;

            /// A fresh group key split into `max_signers` shares, any
            /// `min_signers` of which can sign.
            pub fn generate_with_dealer<R: $crate::__private::rand_core::CryptoRng + ?Sized>(
                max_signers: u16,
                min_signers: u16,
                identifiers: IdentifierList<'_>,
                rng: &mut R,
            ) -> Result<DealtKey, Error> {
                $crate::generate_with_dealer(max_signers, min_signers, identifiers, rng)
            }

            /// Splits an existing key into `max_signers` shares, any
            /// `min_signers` of which can sign.
            pub fn split<R: $crate::__private::rand_core::CryptoRng + ?Sized>(
                key: &SigningKey,
                max_signers: u16,
                min_signers: u16,
                identifiers: IdentifierList<'_>,
                rng: &mut R,
            ) -> Result<DealtKey, Error> {
                $crate::split(key, max_signers, min_signers, identifiers, rng)
            }

            /// Recovers the group signing key from `min_signers` key packages.
            pub fn reconstruct(key_packages: &[KeyPackage]) -> Result<SigningKey, Error> {
                $crate::reconstruct(key_packages)
            }

            $crate::__key_protocols!($suite);
        }
    };
}

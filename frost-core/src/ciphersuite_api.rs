//! The concrete API a ciphersuite crate re-exports.
//!
//! [`ciphersuite_api!`](crate::ciphersuite_api) expands, inside a ciphersuite
//! crate, into the public modules and type aliases users call
//! (`round1::commit`, `round2::sign`, `aggregate`, ...), all bound to that
//! crate's suite. The generic code lives only here in the core; a suite crate
//! holds its `Ciphersuite` and `Arithmetic` implementations and invokes this
//! macro once, next to the key-generation crate's macro
//! (`frost_keygen::keygen_api!`), which defines the suite's `keys` module
//! around [`key_package_api!`](crate::key_package_api).

/// Implements the wire kit's [`Suite`](crate::serialization::Suite) for the
/// ciphersuite `$suite`: its context string, and [`Error`](crate::Error) as
/// the error of every reader and decoder. Every [`Ciphersuite`](crate::Ciphersuite)
/// needs it (a supertrait); [`ciphersuite_api!`](crate::ciphersuite_api)
/// invokes it, so only a suite without that macro invokes it itself.
#[macro_export]
macro_rules! impl_wire_suite {
    ($suite:ty) => {
        impl $crate::serialization::Suite for $suite {
            const WIRE_CONTEXT: &'static str = <$suite as $crate::Ciphersuite>::CONTEXT_STRING;
            type Error = $crate::Error<$suite>;
        }
    };
}

/// Defines the public API of a ciphersuite crate for the suite type `$suite`.
///
/// Invoke once at the root of the crate, after defining `$suite` and
/// implementing [`Ciphersuite`](crate::Ciphersuite) for it. The expansion
/// names the crate's `keys` module (its key packages), which the
/// key-generation crate's `frost_keygen::keygen_api!` defines, invoked next
/// to this one.
#[macro_export]
macro_rules! ciphersuite_api {
    ($suite:ty) => {
        $crate::impl_wire_suite!($suite);

        /// The generic engine behind this crate, for what is not re-exported
        /// by name here (`frost_core::serialization`, the `Ciphersuite`
        /// items ...): depending on this crate is enough.
        pub use $crate as frost_core;
        /// The ciphersuite trait, for generic code over this and other suites.
        ///
        /// Generic code needs no other dependency than this crate:
        ///
        /// ```
        #[doc = concat!("use ", env!("CARGO_CRATE_NAME"), " as frost;")]
        /// use frost::frost_core::keys::PublicKeyPackage;
        /// use frost::{Ciphersuite, rand_core::CryptoRng};
        ///
        /// fn threshold<C: Ciphersuite>(package: &PublicKeyPackage<C>) -> u16 {
        ///     package.min_signers()
        /// }
        ///
        /// fn fresh_key<R: CryptoRng>(rng: &mut R) -> frost::keys::PublicKeyPackage {
        ///     let dealt = frost::keys::generate_with_dealer(
        ///         3, 2, frost::keys::IdentifierList::Default, rng,
        ///     );
        ///     dealt.expect("valid parameters").1
        /// }
        ///
        /// assert_eq!(threshold(&fresh_key(&mut rand::rng())), 2);
        /// ```
        pub use $crate::Ciphersuite;
        /// The random-generator traits every `rng` argument here implements
        /// (the engine's version of `rand_core`).
        pub use $crate::rand_core;
        /// The operating system's random source (feature `std`), for every
        /// `rng` argument: `let mut rng = frost::os_rng();` needs no other
        /// crate.
        #[cfg(feature = "std")]
        pub use $crate::{OsRng, os_rng};

        /// A participant identifier: a non-zero scalar.
        pub type Identifier = $crate::Identifier<$suite>;
        /// The errors of this ciphersuite's operations.
        pub type Error = $crate::Error<$suite>;
        /// A Schnorr signature `(R, z)`.
        pub type Signature = $crate::Signature<$suite>;
        /// A single-party signing key (RFC 9591, Appendix B).
        pub type SigningKey = $crate::SigningKey<$suite>;
        /// A verifying key: the group public key.
        pub type VerifyingKey = $crate::VerifyingKey<$suite>;
        /// The coordinator's signing package: commitments and message.
        pub type SigningPackage = $crate::SigningPackage<$suite>;
        /// The public values of one signing session, derived once: sign,
        /// check shares as they arrive, aggregate.
        pub type SigningSession = $crate::SigningSession<$suite>;
        /// One signature of a batch to verify.
        pub type BatchItem<'a> = $crate::BatchItem<'a, $suite>;

        /// Sums signature shares into a signature and verifies it; on failure,
        /// names every signer whose share is invalid (RFC 9591, Sections 5.3 and 5.4).
        pub fn aggregate(
            signing_package: &SigningPackage,
            signature_shares: &$crate::__private::BTreeMap<Identifier, round2::SignatureShare>,
            public_key_package: &keys::PublicKeyPackage,
        ) -> Result<Signature, Error> {
            $crate::aggregate(signing_package, signature_shares, public_key_package)
        }

        /// Verifies many signatures at once; on failure returns the indices of
        /// every invalid one.
        pub fn verify_batch<R: $crate::rand_core::CryptoRng + ?Sized>(
            items: &[BatchItem<'_>],
            rng: &mut R,
        ) -> Result<(), $crate::__private::Vec<usize>> {
            $crate::verify_batch(items, rng)
        }

        /// Round one: nonces and commitments (RFC 9591, Section 5.1).
        pub mod round1 {
            use super::*;

            /// Single-use secret nonces.
            pub type SigningNonces = $crate::round1::SigningNonces<$suite>;
            /// Public commitments to a signer's nonces.
            pub type SigningCommitments = $crate::round1::SigningCommitments<$suite>;

            /// A signer's pool of single-use nonces made ahead of time.
            pub type NoncePool = $crate::round1::NoncePool<$suite>;
            /// A stored nonce pool, decoded but not yet restored against
            /// the record of consumed nonces.
            pub type StoredNoncePool = $crate::round1::StoredNoncePool<$suite>;

            /// `count` fresh nonce pairs in a pool, with their commitments
            /// in index order.
            pub fn preprocess<R: $crate::rand_core::CryptoRng + ?Sized>(
                count: u32,
                signing_share: &keys::SigningShare,
                rng: &mut R,
            ) -> (NoncePool, $crate::__private::Vec<SigningCommitments>) {
                $crate::round1::preprocess(count, signing_share, rng)
            }

            /// Fresh nonces and their commitments for one signing session.
            pub fn commit<R: $crate::rand_core::CryptoRng + ?Sized>(
                signing_share: &keys::SigningShare,
                rng: &mut R,
            ) -> (SigningNonces, SigningCommitments) {
                $crate::round1::commit(signing_share, rng)
            }
        }

        /// Round two: signature shares (RFC 9591, Sections 5.2 and 5.4).
        pub mod round2 {
            use super::*;

            /// A signer's share of the signature.
            pub type SignatureShare = $crate::round2::SignatureShare<$suite>;

            /// Computes this signer's signature share, consuming its nonces.
            pub fn sign(
                signing_package: &SigningPackage,
                signer_nonces: round1::SigningNonces,
                key_package: &keys::KeyPackage,
            ) -> Result<SignatureShare, Error> {
                $crate::round2::sign(signing_package, signer_nonces, key_package)
            }

            /// Checks one signature share as it arrives (RFC 9591, Section 5.4).
            pub fn verify_signature_share(
                identifier: &Identifier,
                verifying_share: &keys::VerifyingShare,
                signature_share: &SignatureShare,
                signing_package: &SigningPackage,
                verifying_key: &VerifyingKey,
            ) -> Result<(), Error> {
                $crate::round2::verify_signature_share(
                    identifier,
                    verifying_share,
                    signature_share,
                    signing_package,
                    verifying_key,
                )
            }
        }
    };
}

/// The key-package types of a ciphersuite crate's `keys` module, bound to
/// `$suite`: what signing needs of the keys, whatever made them.
///
/// Expands, inside the `keys` module that the key-generation crate's
/// `frost_keygen::keygen_api!` defines, into type aliases of the engine's
/// [`keys`](crate::keys) types.
#[macro_export]
macro_rules! key_package_api {
    ($suite:ty) => {
        /// A participant's secret share.
        pub type SigningShare = $crate::keys::SigningShare<$suite>;
        /// The public image of a participant's share.
        pub type VerifyingShare = $crate::keys::VerifyingShare<$suite>;
        /// Everything a participant needs to sign.
        pub type KeyPackage = $crate::keys::KeyPackage<$suite>;
        /// The public view of the group.
        pub type PublicKeyPackage = $crate::keys::PublicKeyPackage<$suite>;
        /// The dealer's commitment to the sharing polynomial.
        pub type VerifiableSecretSharingCommitment =
            $crate::keys::VerifiableSecretSharingCommitment<$suite>;
    };
}

//! The multi-message part of a ciphersuite crate's public API.

/// Binds the multi-message session and its messages to the suite type
/// `$suite`, as type aliases at the root of a ciphersuite crate.
///
/// Invoke once at the root of the crate, next to the engine's
/// `frost_core::ciphersuite_api!($suite)`:
///
/// ```text
/// frost_core::ciphersuite_api!(MySuite);
/// frost_keygen::keygen_api!(MySuite);
/// frost_multi::multi_api!(MySuite);
/// ```
///
/// Two messages signed in one round trip, with a suite crate:
///
/// ```
/// use frost_p256 as frost;
/// use std::collections::BTreeMap;
///
/// let mut rng = rand::rng();
/// let (shares, public) =
///     frost::keys::generate_with_dealer(3, 2, frost::keys::IdentifierList::Default, &mut rng)?;
/// let messages: [&[u8]; 2] = [b"input 0", b"input 1"];
///
/// // Round one: each signer commits once per message.
/// let mut nonces = BTreeMap::new();
/// let mut commitments = BTreeMap::new();
/// for (id, share) in shares.iter().take(2) {
///     let (n, c): (Vec<_>, Vec<_>) = messages
///         .iter()
///         .map(|_| frost::round1::commit(share.signing_share(), &mut rng))
///         .unzip();
///     nonces.insert(*id, n);
///     commitments.insert(*id, frost::MultiSigningCommitments::new(c)?);
/// }
/// let request = frost::MultiSigningPackage::from_commitments(&commitments, &messages)?;
///
/// // Round two: each signer answers with one share per message.
/// let mut answers = BTreeMap::new();
/// for (id, signer_nonces) in nonces {
///     let key_package = frost::keys::KeyPackage::try_from(shares[&id].clone())?;
///     let session =
///         frost::MultiSigningSession::for_verifying_key(&request, public.verifying_key())?;
///     answers.insert(id, session.sign(signer_nonces, &key_package)?);
/// }
///
/// // The coordinator: one signature per message, culprits named per message.
/// let session = frost::MultiSigningSession::new(&request, &public)?;
/// for (signature, message) in session.aggregate(&answers).into_iter().zip(messages) {
///     public.verifying_key().verify(message, &signature?)?;
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[macro_export]
macro_rules! multi_api {
    ($suite:ty) => {
        /// The sessions of several messages signed in one round trip.
        pub type MultiSigningSession = $crate::MultiSigningSession<$suite>;
        /// The coordinator's request of a multi-message session: one signing
        /// package per message, all with the same signers.
        pub type MultiSigningPackage = $crate::MultiSigningPackage<$suite>;
        /// A signer's commitments for a multi-message session, one pair per
        /// message.
        pub type MultiSigningCommitments = $crate::MultiSigningCommitments<$suite>;
        /// A signer's shares for a multi-message session, one per message.
        pub type MultiSignatureShares = $crate::MultiSignatureShares<$suite>;
    };
}

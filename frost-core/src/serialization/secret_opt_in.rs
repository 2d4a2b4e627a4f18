//! The explicit opt-in to serde for secret values.

use core::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::human::{HumanForm, deserialize_described, serialize_described};

/// Explicit opt-in to serde for a secret value.
///
/// The secret types ([`SigningShare`](crate::keys::SigningShare),
/// [`SigningKey`](crate::SigningKey), [`SecretShare`](crate::keys::SecretShare),
/// [`KeyPackage`](crate::keys::KeyPackage),
/// [`SigningNonces`](crate::round1::SigningNonces)) implement no serde trait
/// themselves, so that a secret never leaks into a log line or an API
/// response because it sat in a `#[derive(Serialize)]` struct. Wrapping one
/// in `Secret` states that writing it out is intended:
///
/// - `Secret(&key_package)` implements `Serialize`;
/// - `Secret<KeyPackage<C>>` implements `Deserialize` (take the value out
///   with `.0`).
///
/// Store the output only where the secret itself may be: encrypted, or in a
/// file only its owner can read. Stored nonces must be destroyed when used:
/// signing twice with the same nonces reveals the signing share.
///
/// ```
/// use frost_core::Ciphersuite;
/// use frost_core::keys::KeyPackage;
/// use frost_core::serialization::Secret;
///
/// fn store<C: Ciphersuite, S: serde::Serializer>(key: &KeyPackage<C>, to: S) ->
/// Result<S::Ok, S::Error> { serde::Serialize::serialize(&Secret(key), to) }
/// ```
///
/// Without the wrapper, a key package cannot be serialised by accident:
///
/// ```compile_fail
/// use frost_core::Ciphersuite;
/// use frost_core::keys::KeyPackage;
///
/// fn leak<C: Ciphersuite, S: serde::Serializer>(key: &KeyPackage<C>, to: S) ->
/// Result<S::Ok, S::Error> { serde::Serialize::serialize(key, to) }
/// ```
pub struct Secret<T>(pub T);

impl<T> fmt::Debug for Secret<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(<redacted>)")
    }
}

/// A secret message type: serde reaches it only through [`Secret`], whose
/// `Serialize` and `Deserialize` give its described form (the object of
/// its field list in human-readable formats, its binary encoding in binary
/// ones).
///
/// The `secret` exposure of `message!` implements it, in
/// this crate or in any crate that defines secret messages on the kit
/// (implementing serde on `Secret<T>` directly is closed to other crates by
/// the orphan rule):
///
/// ```
/// use frost_core::serialization::{Secret, SecretScalar, message};
/// use frost_core::wire_codes::table::Code;
/// use frost_core::{Ciphersuite, Error, Scalar};
/// use zeroize::Zeroizing;
///
/// /// A secret scalar of some protocol.
/// pub struct Blind<C: Ciphersuite>(Scalar<C>);
///
/// const BLIND: Code = Code { code: 201, name: "example_blind" };
///
/// message! {
///     Blind: BLIND, secret;
///     encode(blind) { blind: SecretScalar = Zeroizing::new(blind.0) }
///     decode => Ok::<_, Error<C>>(Blind(*blind))
/// }
///
/// fn store<C: Ciphersuite, S: serde::Serializer>(blind: &Blind<C>, to: S) ->
/// Result<S::Ok, S::Error> { serde::Serialize::serialize(&Secret(blind), to) }
/// ```
pub trait SecretMessage: HumanForm {}

impl<T: SecretMessage> Serialize for Secret<&T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_described(self.0, serializer)
    }
}

impl<'de, T: SecretMessage> Deserialize<'de> for Secret<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize_described(deserializer).map(Secret)
    }
}

/// `#[serde(with = "frost_core::serialization::secret")]` on a field of a
/// secret type: the same opt-in as [`Secret`], for a field.
pub mod secret {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::Secret;

    /// Serializes a secret field as [`Secret`] does.
    pub fn serialize<S: Serializer, T>(value: &T, serializer: S) -> Result<S::Ok, S::Error>
    where
        for<'a> Secret<&'a T>: Serialize,
    {
        Secret(value).serialize(serializer)
    }

    /// Deserializes a secret field as [`Secret`] does.
    pub fn deserialize<'de, D: Deserializer<'de>, T>(deserializer: D) -> Result<T, D::Error>
    where
        Secret<T>: Deserialize<'de>,
    {
        Ok(Secret::<T>::deserialize(deserializer)?.0)
    }
}

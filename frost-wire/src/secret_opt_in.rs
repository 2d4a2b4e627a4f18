//! The explicit opt-in to serde for secret values.

use core::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Explicit opt-in to serde for a secret value.
///
/// The secret types of the crate family (the engine's shares, keys, key
/// packages and nonces, and every secret message of key generation)
/// implement no serde trait themselves, so that a secret never leaks into a
/// log line or an API response because it sat in a `#[derive(Serialize)]`
/// struct. Wrapping one in `Secret` states that writing it out is intended:
///
/// - `Secret(&key_package)` implements `Serialize`;
/// - `Secret<KeyPackage<C>>` implements `Deserialize` (take the value out
///   with `.0`).
///
/// A secret type opts in by implementing [`SerializeSecret`] and
/// [`DeserializeSecret`]; the kit's `message!` implements both for a
/// message declared `secret`. Store the output only where the secret itself may be:
/// encrypted, or in a file only its owner can read. Stored nonces must be
/// destroyed when used: signing twice with the same nonces reveals the
/// signing share.
///
/// ```
/// use frost_wire::Secret;
///
/// /// Writes any secret value that opted in, and nothing else.
/// fn store<T, S: serde::Serializer>(value: &T, to: S) -> Result<S::Ok, S::Error>
/// where
///     for<'a> Secret<&'a T>: serde::Serialize,
/// {
///     serde::Serialize::serialize(&Secret(value), to)
/// }
/// ```
pub struct Secret<T>(pub T);

/// A secret type's serde form, reached only through [`Secret`]: the type
/// implements this trait instead of `Serialize`, and `Secret(&value)` is
/// `Serialize` through it. A trait of the kit rather than impls on
/// `Secret<&T>` in each crate, which the orphan rule would refuse to every
/// crate but this one.
pub trait SerializeSecret {
    /// Writes the secret value.
    fn serialize_secret<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error>;
}

/// A secret type's serde decoding, reached only through [`Secret`]:
/// `Secret<T>` is `Deserialize` through it (see [`SerializeSecret`]).
pub trait DeserializeSecret: Sized {
    /// Reads the secret value.
    fn deserialize_secret<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error>;
}

impl<T: SerializeSecret + ?Sized> Serialize for Secret<&T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize_secret(serializer)
    }
}

impl<'de, T: DeserializeSecret> Deserialize<'de> for Secret<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        T::deserialize_secret(deserializer).map(Secret)
    }
}

impl<T> fmt::Debug for Secret<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(<redacted>)")
    }
}

/// `#[serde(with = "frost_wire::secret")]` (or its re-export
/// `frost_core::serialization::secret`) on a field of a secret type: the same opt-in as [`Secret`], for a field.
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

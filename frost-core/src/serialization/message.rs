//! The engine's [`message!`](crate::serialization::message): the wire kit's
//! macro, with each message generic over a [`Ciphersuite`](crate::Ciphersuite)
//! (and so decoding into the engine's [`Error`](crate::Error)).

/// Describes a message once; see the module documentation of
/// [`serialization`](crate::serialization), "One description per message".
///
/// ```text
/// message! {
///     Type: CODE, public | secret | bare [, nested];
///     encode(value) { name: FieldKind = accessor(value), ... }
///     decode => constructor(name, ...)
/// }
/// ```
///
/// The wire kit's `frost_wire::message!` for types generic over a
/// [`Ciphersuite`](crate::Ciphersuite): the same input and expansion, the
/// suite bounded by `Ciphersuite` instead of the kit's `Suite`.
#[doc(hidden)]
#[macro_export]
macro_rules! __message {
    ($($rest:tt)*) => {
        $crate::__private::frost_wire::message!(@bound $crate::Ciphersuite; $($rest)*);
    };
}

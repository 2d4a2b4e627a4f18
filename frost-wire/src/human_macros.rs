//! The serde parts of [`message!`](crate::message)'s expansion: the
//! human-readable object of a message and of a nested field, and the serde
//! impls of a public or secret message. Each is bounded by the bound the
//! caller of `message!` gave (the engine's `Ciphersuite`, or [`Suite`](crate::Suite)).

/// The human-readable object of a message and its serde impls.
#[doc(hidden)]
#[macro_export]
macro_rules! __human {
    (
        [$bound:path] bare, $($ty:ident)::+ : $code:expr;
        encode($this:ident) { $($name:ident: $kind:ty = $get:expr),+ }
        decode => $decode:expr
    ) => {};
    (
        [$bound:path] $serde:ident, $($ty:ident)::+ : $code:expr;
        encode($this:ident) { $($name:ident: $kind:ty = $get:expr),+ }
        decode => $decode:expr
    ) => {
        #[cfg(feature = "serde")]
        const _: () = {
            use $crate::human::Header;
            use $crate::{De, Ser};
            // The derives reach serde through this crate, so that the crate
            // expanding the macro needs no `serde` of its own.
            use $crate::__private::serde as __wire_serde;

            #[derive($crate::__private::serde::Serialize)]
            #[serde(crate = "__wire_serde", bound = "")]
            struct Form<'a, C: $bound> {
                header: Header<$($ty)::+<C>>,
                $($name: Ser<'a, C, $kind>,)+
            }

            #[derive($crate::__private::serde::Deserialize)]
            #[serde(crate = "__wire_serde", bound = "", deny_unknown_fields)]
            struct Parsed<C: $bound> {
                // Checked as it is decoded; nothing to keep.
                #[serde(rename = "header")]
                _header: Header<$($ty)::+<C>>,
                $($name: De<C, $kind>,)+
            }

            impl<C: $bound> $crate::human::HumanForm for $($ty)::+<C> {
                fn serialize_human<S: $crate::__private::serde::Serializer>(
                    &self,
                    serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    let $this = self;
                    let form = Form {
                        header: Header::default(),
                        $($name: Ser::<C, $kind>(&$get),)+
                    };
                    $crate::__private::serde::Serialize::serialize(&form, serializer)
                }

                fn deserialize_human<'de, D: $crate::__private::serde::Deserializer<'de>>(
                    deserializer: D,
                ) -> Result<Self, D::Error> {
                    let Parsed { _header, $($name),+ } =
                        <Parsed<C> as $crate::__private::serde::Deserialize>::deserialize(deserializer)?;
                    $(let $name = $name.0;)+
                    let decoded: Result<Self, <C as $crate::Suite>::Error> = $decode;
                    decoded.map_err($crate::__private::serde::de::Error::custom)
                }
            }

            $crate::__serde_impls!([$bound] $serde, $($ty)::+);
        };

        $crate::__no_human_form!([$bound] $($ty)::+);
    };
}

/// The human-readable form of a message in a build that turns this kit's
/// serde on while the defining crate's `serde` feature stays off: the
/// message then has no serde impls of its own, and a message of another
/// crate that encloses it ([`Enclosed`](crate::Enclosed)) gets an error,
/// never another form. Crates that write a message's
/// [`HumanForm`](crate::human::HumanForm) by hand invoke it beside theirs.
#[doc(hidden)]
#[macro_export]
macro_rules! __no_human_form {
    ([$bound:path] $($ty:ident)::+) => {
        $crate::__if_serde! {
            #[cfg(not(feature = "serde"))]
            impl<C: $bound> $crate::human::HumanForm for $($ty)::+<C> {
                fn serialize_human<S: $crate::__private::serde::Serializer>(
                    &self,
                    _serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    Err($crate::__private::serde::ser::Error::custom(
                        $crate::human::NoHumanForm::<Self>::default(),
                    ))
                }

                fn deserialize_human<'de, D: $crate::__private::serde::Deserializer<'de>>(
                    _deserializer: D,
                ) -> Result<Self, D::Error> {
                    Err($crate::__private::serde::de::Error::custom(
                        $crate::human::NoHumanForm::<Self>::default(),
                    ))
                }
            }
        }
    };
}

/// The serde impls of a message: on the type when `public`, through
/// [`Secret`](crate::Secret) when `secret`.
#[doc(hidden)]
#[macro_export]
macro_rules! __serde_impls {
    ([$bound:path] public, $($ty:ident)::+) => {
        impl<C: $bound> $crate::__private::serde::Serialize for $($ty)::+<C> {
            fn serialize<S: $crate::__private::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                $crate::human::serialize_described(self, serializer)
            }
        }

        impl<'de, C: $bound> $crate::__private::serde::Deserialize<'de> for $($ty)::+<C> {
            fn deserialize<D: $crate::__private::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                $crate::human::deserialize_described(deserializer)
            }
        }
    };
    ([$bound:path] secret, $($ty:ident)::+) => {
        impl<C: $bound> $crate::SerializeSecret for $($ty)::+<C> {
            fn serialize_secret<S: $crate::__private::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                $crate::human::serialize_described(self, serializer)
            }
        }

        impl<C: $bound> $crate::DeserializeSecret for $($ty)::+<C> {
            fn deserialize_secret<'de, D: $crate::__private::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                $crate::human::deserialize_described(deserializer)
            }
        }
    };
}

/// A message as a field of other messages: the same body, and in
/// human-readable formats the same object without a header.
#[doc(hidden)]
#[macro_export]
macro_rules! __nested {
    (
        [$bound:path] $($ty:ident)::+;
        encode($this:ident) { $($name:ident: $kind:ty = $get:expr),+ }
        decode => $decode:expr
    ) => {
        const _: () = {
            #[cfg(feature = "serde")]
            use $crate::{De, Ser};
            #[cfg(feature = "serde")]
            use $crate::__private::serde as __wire_serde;

            #[cfg(feature = "serde")]
            #[derive($crate::__private::serde::Serialize)]
            #[serde(crate = "__wire_serde", bound = "")]
            struct Form<'a, C: $bound> {
                $($name: Ser<'a, C, $kind>,)+
            }

            #[cfg(feature = "serde")]
            #[derive($crate::__private::serde::Deserialize)]
            #[serde(crate = "__wire_serde", bound = "", deny_unknown_fields)]
            struct Parsed<C: $bound> {
                $($name: De<C, $kind>,)+
            }

            impl<C: $bound> $crate::Field<C> for $($ty)::+<C> {
                type Encode = Self;
                type Value = Self;
                const WHAT: &'static str = <Self as $crate::Message>::NAME;

                fn min_len() -> usize {
                    0 $(+ <$kind as $crate::Field<C>>::min_len())+
                }

                fn fixed_len() -> Option<usize> {
                    Some(0 $(+ <$kind as $crate::Field<C>>::fixed_len()?)+)
                }

                fn len(value: &Self) -> usize {
                    $crate::Message::body_len(value)
                }

                fn write(value: &Self, writer: &mut $crate::Writer) {
                    $crate::Message::write_body(value, writer)
                }

                fn read(
                    reader: &mut $crate::Reader<'_, C>,
                ) -> Result<Self, <C as $crate::Suite>::Error> {
                    <Self as $crate::Message>::read_body(reader)
                }

                #[cfg(feature = "serde")]
                fn serialize<S: $crate::__private::serde::Serializer>(
                    value: &Self,
                    serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    let $this = value;
                    let form = Form {
                        $($name: Ser::<C, $kind>(&$get),)+
                    };
                    $crate::__private::serde::Serialize::serialize(&form, serializer)
                }

                #[cfg(feature = "serde")]
                fn deserialize<'de, D: $crate::__private::serde::Deserializer<'de>>(
                    deserializer: D,
                ) -> Result<Self, D::Error> {
                    let Parsed { $($name),+ } =
                        <Parsed<C> as $crate::__private::serde::Deserialize>::deserialize(deserializer)?;
                    $(let $name = $name.0;)+
                    let decoded: Result<Self, <C as $crate::Suite>::Error> = $decode;
                    decoded.map_err($crate::__private::serde::de::Error::custom)
                }
            }
        };
    };
}

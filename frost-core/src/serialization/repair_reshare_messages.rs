//! Wire forms of the messages of share repair ([`crate::keys::repairable`])
//! and resharing ([`crate::keys::reshare`]).

use alloc::vec::Vec;

use zeroize::Zeroizing;

use super::codec::scalar_len;
use super::{Message, MessageType, Reader, Writer, decode, encode};
use crate::keys::repairable::{Delta, DeltaSum};
use crate::keys::reshare::{self, SubShare};
use crate::keys::{SigningShare, VerifiableSecretSharingCommitment};
use crate::{Ciphersuite, Error};

/// The messages that are one secret scalar: its type, and how to wrap and
/// unwrap it.
macro_rules! secret_scalar_message {
    ($type:ident, $code:ident, $doc:literal, $new:expr, $get:expr) => {
        impl<C: Ciphersuite> Message for $type<C> {
            type Suite = C;
            const TYPE: MessageType = MessageType::$code;

            fn body_len(&self) -> usize {
                scalar_len::<C>()
            }

            fn write_body(&self, writer: &mut Writer) {
                writer.secret_scalar::<C>(&($get)(self));
            }

            fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
                Ok(($new)(reader.scalar()?))
            }
        }

        impl<C: Ciphersuite> $type<C> {
            #[doc = concat!("**Secret.** The versioned wire encoding of ", $doc, ": header, then the scalar. The buffer is wiped when dropped.")]
            pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
                Zeroizing::new(encode(self))
            }

            #[doc = concat!("Decodes [`", stringify!($type), "::serialize`]'s output.")]
            pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
                decode(bytes)
            }
        }
    };
}

secret_scalar_message!(
    Delta,
    RepairDelta,
    "a repair delta, which one helper sends another",
    Delta::new,
    Delta::to_scalar
);
secret_scalar_message!(
    DeltaSum,
    RepairDeltaSum,
    "a helper's sum of repair deltas, sent to the participant being repaired",
    DeltaSum::new,
    DeltaSum::to_scalar
);
secret_scalar_message!(
    SubShare,
    ReshareSubShare,
    "a resharing sub-share `h_j(m)`, which a dealer sends a new participant",
    |scalar| SubShare::new(SigningShare::new(scalar)),
    |sub: &SubShare<C>| sub.share().to_scalar()
);

impl<C: Ciphersuite> Message for reshare::Package<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::ResharePackage;

    fn body_len(&self) -> usize {
        self.commitment().encoded_len()
    }

    fn write_body(&self, writer: &mut Writer) {
        self.commitment().write(writer);
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Ok(Self::new(VerifiableSecretSharingCommitment::read(reader)?))
    }
}

impl<C: Ciphersuite> reshare::Package<C> {
    /// The versioned wire encoding of a resharing dealer's broadcast: header,
    /// then the commitment to its polynomial `h_j`.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`reshare::Package::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

#[cfg(feature = "serde")]
mod human {
    use alloc::vec::Vec;

    use serde::{Deserialize, Serialize};

    use super::super::MessageType;
    use super::super::human::{
        Header, HexBytes, HumanReadable, SecretHexScalar, commitment_from_hex, commitment_to_hex,
        public_serde, secret_serde,
    };

    use crate::keys::SigningShare;

    use crate::keys::repairable::{Delta, DeltaSum};
    use crate::keys::reshare::{self, SubShare};
    use crate::{Ciphersuite, Error};
    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct ResharePackageForm<C: Ciphersuite> {
        header: Header<C, { MessageType::ResharePackage.code() }>,
        commitment: Vec<HexBytes>,
    }

    impl<C: Ciphersuite> HumanReadable for reshare::Package<C> {
        type Form = ResharePackageForm<C>;

        fn to_form(&self) -> Self::Form {
            ResharePackageForm {
                header: Header::default(),
                commitment: commitment_to_hex(self.commitment()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            Ok(reshare::Package::new(commitment_from_hex(form.commitment)?))
        }
    }

    /// The human-readable form of a message that is one secret scalar.
    macro_rules! secret_scalar_form {
        ($type:ident, $form:ident, $code:ident, $field:ident, $new:expr, $get:expr) => {
            #[derive(Serialize, Deserialize)]
            #[serde(bound = "", deny_unknown_fields)]
            pub(crate) struct $form<C: Ciphersuite> {
                header: Header<C, { MessageType::$code.code() }>,
                $field: SecretHexScalar<C>,
            }

            impl<C: Ciphersuite> HumanReadable for $type<C> {
                type Form = $form<C>;

                fn to_form(&self) -> Self::Form {
                    $form {
                        header: Header::default(),
                        $field: SecretHexScalar(($get)(self)),
                    }
                }

                fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
                    Ok(($new)(form.$field.0))
                }
            }

            secret_serde!($type);
        };
    }

    secret_scalar_form!(
        Delta,
        DeltaForm,
        RepairDelta,
        delta,
        Delta::new,
        Delta::to_scalar
    );
    secret_scalar_form!(
        DeltaSum,
        DeltaSumForm,
        RepairDeltaSum,
        delta_sum,
        DeltaSum::new,
        DeltaSum::to_scalar
    );
    secret_scalar_form!(
        SubShare,
        SubShareForm,
        ReshareSubShare,
        sub_share,
        |scalar| SubShare::new(SigningShare::new(scalar)),
        |sub: &SubShare<C>| sub.share().to_scalar()
    );

    public_serde!(reshare::Package);
}

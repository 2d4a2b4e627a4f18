//! Wire forms of the proactive refresh's messages
//! ([`crate::keys::refresh`]): the dealer's refreshing share, and the
//! broadcast and secret state of a distributed refresh.
//!
//! A refresh's round-two package is the distributed key generation's
//! ([`crate::keys::dkg::round2::Package`]) and is encoded as such.

use alloc::vec::Vec;

use zeroize::Zeroizing;

use super::codec::{element_len, scalar_len, varint_len};
use super::{Message, MessageType, Reader, Writer, decode, encode};
use crate::keys::SigningShare;
use crate::keys::refresh::{self, RefreshCommitment, RefreshingShare};
use crate::{Ciphersuite, Error};

impl<C: Ciphersuite> RefreshCommitment<C> {
    /// `count: varint, count * C_k: Ne`.
    pub(super) fn encoded_len(&self) -> usize {
        let count = self.coefficients().len();
        varint_len(count) + count * element_len::<C>()
    }

    pub(super) fn write(&self, writer: &mut Writer) {
        writer.varint(self.entries().len());
        for entry in self.entries() {
            writer.bytes(entry.as_slice());
        }
    }

    pub(super) fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let count = reader.count(element_len::<C>())?;
        let bytes = reader.take(count * element_len::<C>())?;
        RefreshCommitment::from_coefficient_bytes(
            &bytes.chunks(element_len::<C>()).collect::<Vec<_>>(),
        )
    }
}

impl<C: Ciphersuite> Message for RefreshingShare<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::RefreshingShare;

    fn body_len(&self) -> usize {
        scalar_len::<C>() + self.commitment().encoded_len()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.secret_scalar::<C>(&self.share().to_scalar());
        self.commitment().write(writer);
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let share = SigningShare::new(reader.scalar()?);
        Ok(Self::new(share, RefreshCommitment::read(reader)?))
    }
}

impl<C: Ciphersuite> RefreshingShare<C> {
    /// **Secret.** The versioned wire encoding of what a refresh dealer sends
    /// one participant: header, `g(i)`, then the commitment to `g` (without
    /// its constant term). The buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`RefreshingShare::serialize`]'s output;
    /// [`refresh_share`](crate::keys::refresh::refresh_share) checks it.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for refresh::round1::Package<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::RefreshRound1Package;

    fn body_len(&self) -> usize {
        self.commitment().encoded_len()
    }

    fn write_body(&self, writer: &mut Writer) {
        self.commitment().write(writer);
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Ok(Self::new(RefreshCommitment::read(reader)?))
    }
}

impl<C: Ciphersuite> refresh::round1::Package<C> {
    /// The versioned wire encoding of a participant's refresh broadcast:
    /// header, then its commitment (without the constant term).
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`refresh::round1::Package::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> refresh::round1::SecretPackage<C> {
    /// **Secret.** The versioned wire encoding, for a participant's own
    /// storage between the refresh's part 1 and part 2: header, identifier,
    /// `max_signers`, then the coefficients `a_1, a_2, ...` (the constant term
    /// is zero). The buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`refresh::round1::SecretPackage::serialize`]'s output; the
    /// commitment is recomputed from the coefficients.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> refresh::round2::SecretPackage<C> {
    /// **Secret.** The versioned wire encoding, for a participant's own
    /// storage between the refresh's part 2 and part 3: header, identifier,
    /// `max_signers`, its own share `g_i(i)`, the transcript digest, then its
    /// commitment. The buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`refresh::round2::SecretPackage::serialize`]'s output,
    /// checking the own share against the own commitment.
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
        Header, HexBytes, HumanReadable, SecretHexScalar, public_serde, secret_serde,
    };

    use crate::keys::SigningShare;

    use crate::keys::refresh::{self, RefreshCommitment, RefreshingShare};

    use crate::{Ciphersuite, Error};

    fn refresh_to_hex<C: Ciphersuite>(commitment: &RefreshCommitment<C>) -> Vec<HexBytes> {
        commitment
            .coefficient_bytes()
            .into_iter()
            .map(HexBytes)
            .collect()
    }

    fn refresh_from_hex<C: Ciphersuite>(
        entries: &[HexBytes],
    ) -> Result<RefreshCommitment<C>, Error<C>> {
        let entries: Vec<&[u8]> = entries.iter().map(|e| e.0.as_slice()).collect();
        RefreshCommitment::from_coefficient_bytes(&entries)
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct RefreshingShareForm<C: Ciphersuite> {
        header: Header<C, { MessageType::RefreshingShare.code() }>,
        share: SecretHexScalar<C>,
        commitment: Vec<HexBytes>,
    }

    impl<C: Ciphersuite> HumanReadable for RefreshingShare<C> {
        type Form = RefreshingShareForm<C>;

        fn to_form(&self) -> Self::Form {
            RefreshingShareForm {
                header: Header::default(),
                share: SecretHexScalar(self.share().to_scalar()),
                commitment: refresh_to_hex(self.commitment()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            Ok(RefreshingShare::new(
                SigningShare::new(form.share.0),
                refresh_from_hex(&form.commitment)?,
            ))
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct RefreshRound1PackageForm<C: Ciphersuite> {
        header: Header<C, { MessageType::RefreshRound1Package.code() }>,
        commitment: Vec<HexBytes>,
    }

    impl<C: Ciphersuite> HumanReadable for refresh::round1::Package<C> {
        type Form = RefreshRound1PackageForm<C>;

        fn to_form(&self) -> Self::Form {
            RefreshRound1PackageForm {
                header: Header::default(),
                commitment: refresh_to_hex(self.commitment()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            Ok(refresh::round1::Package::new(refresh_from_hex(
                &form.commitment,
            )?))
        }
    }

    public_serde!(refresh::round1::Package);
    secret_serde!(RefreshingShare);
}

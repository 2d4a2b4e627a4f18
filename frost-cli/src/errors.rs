//! The engine's errors in the words of the person running a step: the
//! participants they blame named once, by number, and what went wrong said
//! without the engine's internal names.

use frost_core::{Ciphersuite, Error};

use crate::names;

/// What went wrong, without naming the participants `Error::culprits`
/// returns (the caller names them once); participants an error lists
/// without blaming them are named here, by number.
fn what<C: Ciphersuite>(error: &Error<C>) -> String {
    match error {
        Error::InvalidSignatureShare { .. } => "invalid signature share".to_owned(),
        Error::InvalidProofOfKnowledge { .. } => {
            "invalid proof of knowledge in the round-one package".to_owned()
        }
        Error::InvalidSecretShares { .. } | Error::InvalidSecretShare { .. } => {
            "the secret share sent does not match the sender's commitment".to_owned()
        }
        Error::IncorrectCommitmentLengths { .. } | Error::IncorrectCommitmentLength { .. } => {
            "the commitment's length is not the threshold: the thresholds differ (every participant must run `dkg part1` with the same --min)".to_owned()
        }
        Error::InvalidReshareCommitments { .. } => {
            "the resharing commitments are to the wrong secret".to_owned()
        }
        Error::DuplicatedIdentifier { .. } => "named twice".to_owned(),
        Error::MissingCommitment { .. } => "no commitment in the signing package".to_owned(),
        Error::IncorrectCommitment { .. } => {
            "the signing package altered this signer's commitment".to_owned()
        }
        Error::UnknownParticipant { .. } => "not a participant of this group".to_owned(),
        Error::UnexpectedSignatureShares { .. } => {
            "signature share from a participant that is not a signer".to_owned()
        }
        Error::UnexpectedPackages { .. } => {
            "package from a participant that is not in this group".to_owned()
        }
        Error::MissingSignatureShares { identifiers } => format!(
            "no signature share from {}",
            names::participants(identifiers)
        ),
        Error::MissingPackages { identifiers } => {
            format!("no package from {}", names::participants(identifiers))
        }
        Error::TooFewSigners {
            min_signers,
            signers,
        } => format!(
            "{} signing, but the threshold is {min_signers}",
            names::count(*signers, "signer")
        ),
        other => other.to_string(),
    }
}

/// `"{step} failed, blame participant 3: what"`, or without the blame when
/// the error blames no one.
pub(crate) fn explain<C: Ciphersuite>(step: &str, error: &Error<C>) -> String {
    let culprits = error.culprits();
    if culprits.is_empty() {
        format!("{step} failed: {}", what(error))
    } else {
        format!(
            "{step} failed, blame {}: {}",
            names::participants(&culprits),
            what(error)
        )
    }
}

#[cfg(test)]
mod tests {
    use frost_core::Identifier;
    use frost_p256::P256;

    use super::*;

    fn id(n: u16) -> Identifier<P256> {
        Identifier::try_from(n).expect("non-zero")
    }

    #[test]
    fn participants_are_named_once_by_number() {
        let error = Error::<P256>::InvalidSignatureShare {
            culprits: vec![id(3), id(5)],
        };
        assert_eq!(
            explain("aggregation", &error),
            "aggregation failed, blame participants 3, 5: invalid signature share"
        );
        let error = Error::<P256>::MissingSignatureShares {
            identifiers: vec![id(2)],
        };
        assert_eq!(
            explain("aggregation", &error),
            "aggregation failed: no signature share from participant 2"
        );
        let error = Error::<P256>::TooFewSigners {
            min_signers: 2,
            signers: 1,
        };
        assert_eq!(
            explain("signing", &error),
            "signing failed: 1 signer signing, but the threshold is 2"
        );
    }
}

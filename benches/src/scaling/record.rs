//! One measurement, as a child process of the harness prints it on a line of
//! its standard output and the parent reads it back.

use core::fmt;
use std::time::Duration;

/// A timed step, in the order of the tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// `generate_with_dealer`: shares, commitment and every verifying share
    /// (RFC 9591, Appendix C).
    Dealer,
    /// `round2::sign` for one signer: every binding factor, the group
    /// commitment, the challenge and the share (Section 5.2).
    Round2,
    /// `aggregate`, every share valid (Section 5.3).
    Aggregate,
    /// `aggregate` with one invalid share, which it names (Section 5.4).
    AggregateBadShare,
    /// Key generation's part 3 for one participant: the check of the `n - 1`
    /// shares received and every participant's verifying share.
    DkgPart3,
}

impl Step {
    /// Every step, in the order of the tables.
    pub const ALL: [Step; 5] = [
        Step::Dealer,
        Step::Round2,
        Step::Aggregate,
        Step::AggregateBadShare,
        Step::DkgPart3,
    ];

    /// The name on a record line.
    pub fn key(self) -> &'static str {
        match self {
            Step::Dealer => "dealer",
            Step::Round2 => "round2",
            Step::Aggregate => "aggregate",
            Step::AggregateBadShare => "aggregate-bad-share",
            Step::DkgPart3 => "dkg-part3",
        }
    }

    /// The name in tables and on the chart.
    pub fn label(self) -> &'static str {
        match self {
            Step::Dealer => "dealer",
            Step::Round2 => "round 2 (one signer)",
            Step::Aggregate => "aggregate",
            Step::AggregateBadShare => "aggregate, one bad share",
            Step::DkgPart3 => "DKG part 3 (one participant)",
        }
    }
}

/// A role whose peak memory is measured, each in a process of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The trusted dealer, dealing the key.
    Dealer,
    /// One signer in round two, holding its key package and the signing
    /// package.
    Signer,
    /// The coordinator aggregating `t` shares, with and without a bad one.
    Coordinator,
    /// One key generation participant in part 3, holding every round-one
    /// package and the shares it received.
    DkgParticipant,
}

impl Role {
    /// Every role, in the order of the tables.
    pub const ALL: [Role; 4] = [
        Role::Dealer,
        Role::Signer,
        Role::Coordinator,
        Role::DkgParticipant,
    ];

    /// The name on a record line and on the harness's command line.
    pub fn key(self) -> &'static str {
        match self {
            Role::Dealer => "dealer",
            Role::Signer => "signer",
            Role::Coordinator => "coordinator",
            Role::DkgParticipant => "dkg-participant",
        }
    }

    /// The name in tables and on the chart.
    pub fn label(self) -> &'static str {
        match self {
            Role::Dealer => "dealer",
            Role::Signer => "signer, round 2",
            Role::Coordinator => "coordinator, aggregating",
            Role::DkgParticipant => "DKG participant, part 3",
        }
    }

    /// The role named `key`.
    pub fn from_key(key: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|role| role.key() == key)
    }
}

/// A message whose wire size is measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// One signer's round-one commitments.
    SigningCommitments,
    /// The coordinator's signing package: `t` commitments and the message.
    SigningPackage,
    /// One signer's signature share.
    SignatureShare,
    /// What the dealer sends one participant: its share and the commitment.
    SecretShare,
    /// One participant's key package.
    KeyPackage,
    /// The group's public key package: `n` verifying shares.
    PublicKeyPackage,
    /// One key generation participant's round-one broadcast: `t` commitments
    /// and a proof of knowledge.
    DkgRound1Package,
    /// One share sent in key generation's round two.
    DkgRound2Package,
}

impl Message {
    /// Every message, in the order of the tables.
    pub const ALL: [Message; 8] = [
        Message::SigningCommitments,
        Message::SigningPackage,
        Message::SignatureShare,
        Message::SecretShare,
        Message::KeyPackage,
        Message::PublicKeyPackage,
        Message::DkgRound1Package,
        Message::DkgRound2Package,
    ];

    /// The name on a record line.
    pub fn key(self) -> &'static str {
        match self {
            Message::SigningCommitments => "signing-commitments",
            Message::SigningPackage => "signing-package",
            Message::SignatureShare => "signature-share",
            Message::SecretShare => "secret-share",
            Message::KeyPackage => "key-package",
            Message::PublicKeyPackage => "public-key-package",
            Message::DkgRound1Package => "dkg-round1-package",
            Message::DkgRound2Package => "dkg-round2-package",
        }
    }

    /// The name in tables.
    pub fn label(self) -> &'static str {
        match self {
            Message::SigningCommitments => "SigningCommitments",
            Message::SigningPackage => "SigningPackage",
            Message::SignatureShare => "SignatureShare",
            Message::SecretShare => "SecretShare (dealer)",
            Message::KeyPackage => "KeyPackage",
            Message::PublicKeyPackage => "PublicKeyPackage",
            Message::DkgRound1Package => "DKG round1::Package",
            Message::DkgRound2Package => "DKG round2::Package",
        }
    }
}

/// One measurement at `n` participants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Record {
    /// The median `time` of `runs` runs of `step`.
    Time {
        /// The step timed.
        step: Step,
        /// The group's size.
        n: u16,
        /// How many runs the median is of.
        runs: usize,
        /// The median.
        time: Duration,
    },
    /// The peak resident memory of `role`'s process, in KiB.
    Memory {
        /// The role measured.
        role: Role,
        /// The group's size.
        n: u16,
        /// `VmHWM`, in KiB.
        kib: u64,
    },
    /// The wire size of `message`, in bytes.
    Size {
        /// The message measured.
        message: Message,
        /// The group's size.
        n: u16,
        /// Its serialised length.
        bytes: usize,
    },
}

impl fmt::Display for Record {
    /// One line: kind, name, `n`, then the figures, separated by tabs.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Record::Time {
                step,
                n,
                runs,
                time,
            } => write!(f, "time\t{}\t{n}\t{runs}\t{}", step.key(), time.as_nanos()),
            Record::Memory { role, n, kib } => write!(f, "memory\t{}\t{n}\t{kib}", role.key()),
            Record::Size { message, n, bytes } => {
                write!(f, "size\t{}\t{n}\t{bytes}", message.key())
            }
        }
    }
}

impl Record {
    /// Reads a line written by [`Display`](fmt::Display); `None` for any
    /// other line.
    pub fn parse(line: &str) -> Option<Record> {
        let fields: Vec<&str> = line.trim_end().split('\t').collect();
        match fields.as_slice() {
            ["time", step, n, runs, nanos] => Some(Record::Time {
                step: Step::ALL.into_iter().find(|s| s.key() == *step)?,
                n: n.parse().ok()?,
                runs: runs.parse().ok()?,
                time: Duration::from_nanos(nanos.parse().ok()?),
            }),
            ["memory", role, n, kib] => Some(Record::Memory {
                role: Role::from_key(role)?,
                n: n.parse().ok()?,
                kib: kib.parse().ok()?,
            }),
            ["size", message, n, bytes] => Some(Record::Size {
                message: Message::ALL.into_iter().find(|m| m.key() == *message)?,
                n: n.parse().ok()?,
                bytes: bytes.parse().ok()?,
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_record_reads_back() {
        let mut records = Vec::new();
        for step in Step::ALL {
            records.push(Record::Time {
                step,
                n: 1000,
                runs: 3,
                time: Duration::from_nanos(1_234_567),
            });
        }
        for role in Role::ALL {
            records.push(Record::Memory {
                role,
                n: 3,
                kib: 4096,
            });
        }
        for message in Message::ALL {
            records.push(Record::Size {
                message,
                n: 10_000,
                bytes: 213_411,
            });
        }
        for record in records {
            assert_eq!(Record::parse(&record.to_string()), Some(record));
        }
        assert_eq!(Record::parse("time\tdealer\t3\t5"), None);
        assert_eq!(Record::parse("memory\tnobody\t3\t5"), None);
        assert_eq!(Record::parse("setting up n = 3"), None);
    }
}

package frost

import "errors"

// Status is the library's stable status code (FrostStatus in frost.h).
type Status int

// The status codes; their numbers are part of the ABI and never change.
const (
	StatusOK                      Status = 0
	StatusNullArgument            Status = 1
	StatusInvalidLength           Status = 2
	StatusInputTooLarge           Status = 3
	StatusMalformedInput          Status = 4
	StatusUnsupportedVersion      Status = 5
	StatusWrongSuite              Status = 6
	StatusWrongMessageType        Status = 7
	StatusInvalidHandle           Status = 8
	StatusStaleHandle             Status = 9
	StatusWrongHandleKind         Status = 10
	StatusInvalidParameter        Status = 11
	StatusInvalidSignature        Status = 12
	StatusInvalidSignatureShares  Status = 13
	StatusInvalidProofOfKnowledge Status = 14
	StatusInvalidSecretShares     Status = 15
	StatusMissingParticipants     Status = 16
	StatusUnexpectedParticipants  Status = 17
	StatusTooFewSigners           Status = 18
	StatusCommitmentMismatch      Status = 19
	StatusMessageMismatch         Status = 20
	StatusNonceRefused            Status = 21
	StatusProtocol                Status = 22
	StatusUnsupportedBySuite      Status = 23
	StatusInternal                Status = 24
)

// Sentinel errors, one per status code: test a failure with errors.Is.
var (
	ErrNullArgument            = errors.New("frost: null argument")
	ErrInvalidLength           = errors.New("frost: invalid length")
	ErrInputTooLarge           = errors.New("frost: input too large")
	ErrMalformedInput          = errors.New("frost: malformed input")
	ErrUnsupportedVersion      = errors.New("frost: unsupported format version")
	ErrWrongSuite              = errors.New("frost: wrong suite")
	ErrWrongMessageType        = errors.New("frost: wrong message type")
	ErrInvalidHandle           = errors.New("frost: invalid handle")
	ErrStaleHandle             = errors.New("frost: handle already used or freed")
	ErrWrongHandleKind         = errors.New("frost: handle of another kind")
	ErrInvalidParameter        = errors.New("frost: invalid parameter")
	ErrInvalidSignature        = errors.New("frost: invalid signature")
	ErrInvalidSignatureShares  = errors.New("frost: invalid signature shares")
	ErrInvalidProofOfKnowledge = errors.New("frost: invalid proof of knowledge")
	ErrInvalidSecretShares     = errors.New("frost: invalid secret shares")
	ErrMissingParticipants     = errors.New("frost: missing participants")
	ErrUnexpectedParticipants  = errors.New("frost: unexpected participants")
	ErrTooFewSigners           = errors.New("frost: too few signers")
	ErrCommitmentMismatch      = errors.New("frost: commitment mismatch")
	ErrMessageMismatch         = errors.New("frost: message mismatch")
	ErrNonceRefused            = errors.New("frost: nonces refused")
	ErrProtocol                = errors.New("frost: protocol refusal")
	ErrUnsupportedBySuite      = errors.New("frost: unsupported by this suite")
	ErrInternal                = errors.New("frost: internal error")
	ErrUnknown                 = errors.New("frost: unknown status")
)

var sentinels = map[Status]error{
	StatusNullArgument:            ErrNullArgument,
	StatusInvalidLength:           ErrInvalidLength,
	StatusInputTooLarge:           ErrInputTooLarge,
	StatusMalformedInput:          ErrMalformedInput,
	StatusUnsupportedVersion:      ErrUnsupportedVersion,
	StatusWrongSuite:              ErrWrongSuite,
	StatusWrongMessageType:        ErrWrongMessageType,
	StatusInvalidHandle:           ErrInvalidHandle,
	StatusStaleHandle:             ErrStaleHandle,
	StatusWrongHandleKind:         ErrWrongHandleKind,
	StatusInvalidParameter:        ErrInvalidParameter,
	StatusInvalidSignature:        ErrInvalidSignature,
	StatusInvalidSignatureShares:  ErrInvalidSignatureShares,
	StatusInvalidProofOfKnowledge: ErrInvalidProofOfKnowledge,
	StatusInvalidSecretShares:     ErrInvalidSecretShares,
	StatusMissingParticipants:     ErrMissingParticipants,
	StatusUnexpectedParticipants:  ErrUnexpectedParticipants,
	StatusTooFewSigners:           ErrTooFewSigners,
	StatusCommitmentMismatch:      ErrCommitmentMismatch,
	StatusMessageMismatch:         ErrMessageMismatch,
	StatusNonceRefused:            ErrNonceRefused,
	StatusProtocol:                ErrProtocol,
	StatusUnsupportedBySuite:      ErrUnsupportedBySuite,
	StatusInternal:                ErrInternal,
}

// Error is a failure reported by the library: its status code, its
// readable message, and the participants it concerns (Identifier messages):
// every culprit of invalid shares or proofs, or the missing or unexpected
// participants. errors.Is(err, ErrInvalidSignatureShares) and the like
// select on the code.
type Error struct {
	Code         Status
	Message      string
	Participants [][]byte
}

func (e *Error) Error() string { return "frost: " + e.Message }

// Unwrap returns the sentinel of the error's code.
func (e *Error) Unwrap() error {
	if sentinel, ok := sentinels[e.Code]; ok {
		return sentinel
	}
	return ErrUnknown
}

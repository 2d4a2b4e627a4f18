package frost

// Suite is a ciphersuite id: the second byte of every message's header.
// Only operations that start from nothing take one; the others read it off
// their inputs.
type Suite uint8

// The eight suites.
const (
	Ed25519      Suite = 1
	Ristretto255 Suite = 2
	Ed448        Suite = 3
	P256         Suite = 4
	Secp256k1    Suite = 5
	Secp256k1TR  Suite = 6
	RedPallas    Suite = 7
	RedJubjub    Suite = 8
)

// Suites lists every suite.
var Suites = []Suite{Ed25519, Ristretto255, Ed448, P256, Secp256k1, Secp256k1TR, RedPallas, RedJubjub}

func (s Suite) String() string {
	names := map[Suite]string{
		Ed25519: "ed25519", Ristretto255: "ristretto255", Ed448: "ed448", P256: "p256",
		Secp256k1: "secp256k1", Secp256k1TR: "secp256k1-tr", RedPallas: "redpallas", RedJubjub: "redjubjub",
	}
	if name, ok := names[s]; ok {
		return name
	}
	return "unknown"
}

// HeaderLen is the length of every message's header (format version,
// suite, message type); the body follows it.
const HeaderLen = 3

// Body returns a message's body: its bytes after the header, e.g. the raw
// 64-byte signature of an Ed25519 Signature message or the 32-byte key of
// its VerifyingKey message, for verifiers outside this library.
func Body(message []byte) []byte {
	if len(message) < HeaderLen {
		return nil
	}
	return message[HeaderLen:]
}

// Types of frost-threshold: FROST threshold Schnorr signatures (RFC 9591)
// over the frost-ffi C ABI. Every message is the project's versioned wire
// bytes; secrets are Secret objects; nonces are handles sign() consumes.

/** Suite ids: the second byte of every message's header. */
export declare const Suite: Readonly<{
  ED25519: 1; RISTRETTO255: 2; ED448: 3; P256: 4; SECP256K1: 5; SECP256K1_TR: 6; REDPALLAS: 7; REDJUBJUB: 8;
}>;
export type Suite = (typeof Suite)[keyof typeof Suite];

/** The length of every message's header (format version, suite, type). */
export declare const HEADER_LEN: 3;

/** Secret bytes (a secret share, a key package), wiped by wipe() and by a finalizer. */
export declare class Secret {
  constructor(bytes: Buffer);
  /** The secret's bytes themselves (not a copy); empty once wiped. */
  readonly bytes: Buffer;
  /** Overwrites the bytes with zeros and forgets them. */
  wipe(): void;
  toJSON(): string;
}

/** One signer's round-one nonces, kept in the library. */
export declare class Nonces {
  private constructor();
  /** Discards the nonces if sign() has not consumed them. */
  close(): void;
}

/** A secret input: a Secret, or bytes the caller wipes. */
export type SecretInput = Secret | Uint8Array;
/** A map from participants to messages: [Identifier message, message] pairs, or a Map. */
export type Entries = Iterable<readonly [Uint8Array, Uint8Array]>;

export interface Dealing {
  /** One secret share per participant, in ascending identifier order. */
  secretShares: Secret[];
  /** The group's PublicKeyPackage message. */
  publicKeyPackage: Buffer;
}

/** A message's bytes after its header. */
export declare function body(message: Uint8Array): Buffer;
export declare function generateWithDealer(suite: Suite, minSigners: number, maxSigners: number): Dealing;
export declare function keyPackageFromSecretShare(secretShare: SecretInput): Secret;
export declare function identifier(suite: Suite, n: number): Buffer;
export declare function keyPackageIdentifier(keyPackage: SecretInput): Buffer;
export declare function verifyingKey(publicKeyPackage: Uint8Array): Buffer;
export declare function commit(keyPackage: SecretInput): { nonces: Nonces; commitments: Buffer };
export declare function signingPackage(commitments: Entries, message: Uint8Array): Buffer;
export declare function sign(signingPackage: Uint8Array, expectedMessage: Uint8Array, nonces: Nonces, keyPackage: SecretInput): Buffer;
export declare function aggregate(signingPackage: Uint8Array, signatureShares: Entries, publicKeyPackage: Uint8Array): Buffer;
export declare function verify(groupKey: Uint8Array, message: Uint8Array, signature: Uint8Array): void;

/** Distributed key generation, part 1: the round-one secret package (keep it) and the package to broadcast. */
export declare function dkgPart1(identifier: Uint8Array, maxSigners: number, minSigners: number): { secretPackage: Secret; package: Buffer };
/** Part 2: the round-two secret package and one secret package per recipient. */
export declare function dkgPart2(round1Secret: SecretInput, round1Packages: Entries): { secretPackage: Secret; packages: [Buffer, Secret][] };
/** Part 3: this participant's key package and the group's public key package. */
export declare function dkgPart3(round2Secret: SecretInput, round1Packages: Entries, round2Packages: Iterable<readonly [Uint8Array, SecretInput]>): { keyPackage: Secret; publicKeyPackage: Buffer };
/** Tweak kinds: an additive scalar, a derivation path, or the BIP341 tap tweak (secp256k1-tr; empty or a 32-byte merkle root). */
export declare const Tweak: Readonly<{ ADD: 1; DERIVE: 2; TAPROOT: 3 }>;
export declare function tweakKeyPackage(keyPackage: SecretInput, kind: number, tweak: Uint8Array): Secret;
export declare function tweakPublicKeyPackage(publicKeyPackage: Uint8Array, kind: number, tweak: Uint8Array): Buffer;
/** Formats of exportGroupKey. */
export declare const KeyFormat: Readonly<{ STANDARD: 1; SPKI_DER: 2; PEM: 3 }>;
export declare function exportGroupKey(groupKey: Uint8Array, format?: number): Buffer;
/** Wraps a signing package with the randomizer alpha (empty for a fresh one). */
export declare function randomizedSigningPackage(signingPackage: Uint8Array, groupKey: Uint8Array, alpha: Uint8Array): Buffer;
/** The randomized key (Zcash's rk) of a randomized signing package, as a VerifyingKey message. */
export declare function randomizedVerifyingKey(randomizedSigningPackage: Uint8Array): Buffer;

/** A secret map: [Identifier message, Secret] pairs. */
export type SecretEntries = [Buffer, Secret][];

/**
 * A signer's pool of round-one nonces, kept in the library; close() frees it
 * and wipes its unused nonces. Restore a stored pool only against the record
 * of consumed nonces: take(), append `consumed` to the record durably,
 * store() durably, only then sign().
 */
export declare class NoncePool {
  constructor(keyPackage: SecretInput, count: number);
  /** A stored pool against the record of consumed nonces; NonceRefusedError for an old pool or a lost record. */
  static restore(storage: SecretInput, consumed: Iterable<Uint8Array>): NoncePool;
  /** The SigningCommitments messages the pool was made with (a restored pool's: its unused ones). */
  commitments(): Buffer[];
  /** The entry the package names for this signer, once: its nonces for sign() and its commitments for the record. */
  take(signingPackage: Uint8Array, identifier: Uint8Array): { nonces: Nonces; consumed: Buffer };
  /** The storage form (secret). */
  store(): Secret;
  /** The SigningCommitments messages of the entries not yet taken. */
  unused(): Buffer[];
  /** Frees the handle; closing twice does nothing, other calls then throw StaleHandleError. */
  close(): void;
}

/** A dealer's refresh: each participant's RefreshingShare (secret) and the refreshed PublicKeyPackage. */
export declare function refreshWithDealer(publicKeyPackage: Uint8Array, identifiers: Iterable<Uint8Array>): { refreshingShares: SecretEntries; publicKeyPackage: Buffer };
/** A participant's refreshed KeyPackage from its RefreshingShare. */
export declare function refreshShare(refreshingShare: SecretInput, keyPackage: SecretInput, refreshedPublicKeyPackage: Uint8Array): Secret;
/** Distributed refresh, part 1 (no dealer): the round-one secret package (keep it for part 2) and the package to broadcast. */
export declare function refreshPart1(keyPackage: SecretInput, maxSigners: number): { secretPackage: Secret; package: Buffer };
/** Distributed refresh, part 2: the round-two secret package and one secret package per recipient. */
export declare function refreshPart2(round1Secret: SecretInput, round1Packages: Entries): { secretPackage: Secret; packages: SecretEntries };
/** Distributed refresh, part 3: the refreshed KeyPackage (secret) and PublicKeyPackage. */
export declare function refreshPart3(round2Secret: SecretInput, round1Packages: Entries, round2Packages: Iterable<readonly [Uint8Array, SecretInput]>, keyPackage: SecretInput, publicKeyPackage: Uint8Array): { keyPackage: Secret; publicKeyPackage: Buffer };
/** Repair, part 1 (each helper): the RepairDelta for each helper. */
export declare function repairPart1(helpers: Iterable<Uint8Array>, keyPackage: SecretInput, participant: Uint8Array): SecretEntries;
/** Repair, part 2 (each helper): the RepairDeltaSum from the deltas every helper sent it. */
export declare function repairPart2(helpers: Iterable<Uint8Array>, deltas: Iterable<readonly [Uint8Array, SecretInput]>): Secret;
/** Repair, part 3 (the participant repaired): its KeyPackage, checked against its verifying share. */
export declare function repairPart3(deltaSums: Iterable<readonly [Uint8Array, SecretInput]>, identifier: Uint8Array, publicKeyPackage: Uint8Array): Secret;
/** Resharing, part 1 (each dealer): the ResharePackage to broadcast and each new participant's sub-share. */
export declare function resharePart1(keyPackage: SecretInput, dealers: Iterable<Uint8Array>, newIdentifiers: Iterable<Uint8Array>, newMinSigners: number): { package: Buffer; subShares: SecretEntries };
/** Resharing, part 2 (each new participant): its KeyPackage and the new group's PublicKeyPackage. */
export declare function resharePart2(identifier: Uint8Array, newIdentifiers: Iterable<Uint8Array>, newMinSigners: number, publicKeyPackage: Uint8Array, packages: Entries, subShares: Iterable<readonly [Uint8Array, SecretInput]>): { keyPackage: Secret; publicKeyPackage: Buffer };

/** The coordinator's session of one signing package; close() frees it. */
export declare class SigningSession {
  constructor(signingPackage: Uint8Array, publicKeyPackage: Uint8Array);
  /** Checks one share as it arrives; throws naming its signer or a stranger. */
  verifyShare(identifier: Uint8Array, signatureShare: Uint8Array): void;
  /** The group's Signature; every invalid, missing or unexpected signer named. */
  aggregate(signatureShares: Entries): Buffer;
  /** Frees the handle; closing twice does nothing, other calls then throw StaleHandleError. */
  close(): void;
}
/** Signature shares of open sessions of one suite checked together; close() frees it. */
export declare class ShareBatch {
  constructor(suite: Suite);
  /** Adds a share of `session`, unchecked; its index in the batch. */
  push(session: SigningSession, identifier: Uint8Array, signatureShare: Uint8Array): number;
  /** Checks every share; throws InvalidSignatureSharesError with `invalid` the indices of the invalid ones. */
  verify(): void;
  /** Frees the handle; closing twice does nothing, other calls then throw StaleHandleError. */
  close(): void;
}

/** What a ROAST coordinator answers to a signer message. */
export interface RoastStep {
  /** The SigningRequest to send to every signer (empty if none). */
  request: Buffer;
  /** Identifier messages of the signers the event blamed. */
  blamed: Buffer[];
  /** Identifier messages of the signers it excluded. */
  excluded: Buffer[];
  /** The group's Signature message once the run is signed (empty until then). */
  signature: Buffer;
}
/** A ROAST coordinator for one message and one fresh run; close() frees it. */
export declare class RoastCoordinator {
  constructor(publicKeyPackage: Uint8Array, message: Uint8Array, options?: { randomized?: boolean; identityKeys?: Entries | null });
  /** The run identifier (32 bytes) to send to every signer with the message. */
  run(): Buffer;
  /** Handles a signer's message; throws ProtocolError when refused (naming the signer when it is at fault). */
  receive(sender: Uint8Array, message: Uint8Array): RoastStep;
  /** Stops waiting for a slow signer. */
  timeout(signer: Uint8Array): void;
  /** Every blame so far, as Blame messages. */
  blames(): Buffer[];
  /** Judges the shares the run did not need; the Identifiers it blamed. */
  judgeRemaining(): Buffer[];
  /** Frees the handle; closing twice does nothing, other calls then throw StaleHandleError. */
  close(): void;
}
/** One signer of one ROAST run; close() frees it and wipes its unused nonces. */
export declare class RoastSigner {
  constructor(keyPackage: SecretInput, message: Uint8Array, run: Uint8Array, options?: { randomized?: boolean; identityKey?: SecretInput | null });
  /** The first commitment message. */
  commit(): Buffer;
  /** Answers a SigningRequest: a response, or a decline. */
  answer(request: Uint8Array): Buffer;
  /** Frees the handle; closing twice does nothing, other calls then throw StaleHandleError. */
  close(): void;
}
/** A fresh identity key pair for ROAST's accountable mode. */
export declare function identityKeyGenerate(suite: Suite): { signingKey: Secret; verifyingKey: Buffer };
/** Re-checks a Blame message; with the identity keys, evidence that convinces a third party. */
export declare function verifyBlame(blame: Uint8Array, publicKeyPackage: Uint8Array, identityKeys?: Entries | null): void;

/** A failure reported by the library. */
export declare class FrostError extends Error {
  /** The stable status code (frost.h's FrostStatus). */
  readonly status: number;
  /** The status's constant name, e.g. 'FROST_ERR_STALE_HANDLE'. */
  readonly code: string;
  /** Identifier messages of the participants concerned: every culprit, or the missing ones. */
  readonly culprits: Buffer[];
}
export declare class NullArgumentError extends FrostError {}
export declare class InvalidLengthError extends FrostError {}
export declare class InputTooLargeError extends FrostError {}
/** The most messages one multi-message session signs (FROST_MAX_MESSAGES). */
export declare const MAX_MESSAGES: 1024;
/** One signer's round-one nonces for a multi-message session, one pair per message, kept in the library. */
export declare class MultiNonces {
  private constructor();
  /** Discards the nonces if multiSign() has not spent them. */
  close(): void;
}
/** Round one once per message: the nonces behind one handle and the MultiSigningCommitments message. */
export declare function multiCommit(keyPackage: SecretInput, messageCount: number): { nonces: MultiNonces; commitments: Buffer };
/** The MultiSigningPackage message from every signer's MultiSigningCommitments and the messages, in order. */
export declare function multiSigningPackage(commitments: Entries, messages: readonly Uint8Array[]): Buffer;
/** Round two once per message: the MultiSignatureShares message; spends all the nonces once the call reaches the library, also when it refuses (a TypeError for other nonces leaves them usable). */
export declare function multiSign(multiSigningPackage: Uint8Array, expectedMessages: readonly Uint8Array[], nonces: MultiNonces, keyPackage: SecretInput): Buffer;
/** The coordinator's session of a multi signing package; close() frees it. */
export declare class MultiSigningSession {
  constructor(multiSigningPackage: Uint8Array, publicKeyPackage: Uint8Array);
  /** Checks one signer's MultiSignatureShares as it arrives; throws naming the signer or a stranger. */
  verifyShares(identifier: Uint8Array, signatureShares: Uint8Array): void;
  /** One Signature per message; every signer at fault in any message named. */
  aggregate(signatureShares: Entries): Buffer[];
  /** Frees the handle; closing twice does nothing, other calls then throw StaleHandleError. */
  close(): void;
}
/** Checks signatures[j] over messages[j] under the group key for every j; throws InvalidSignatureError with `invalid`. */
export declare function multiVerify(groupKey: Uint8Array, messages: readonly Uint8Array[], signatures: readonly Uint8Array[]): void;
/** Wraps a MultiSigningPackage with one randomizer per message (each action's alpha; none for fresh ones): each signature verifies under its own rk. */
export declare function randomizedMultiSigningPackage(multiSigningPackage: Uint8Array, groupKey: Uint8Array, alphas?: readonly Uint8Array[]): Buffer;
/** The randomized key (rk) of each message of a re-randomized request, a VerifyingKey message each, in order. */
export declare function randomizedMultiVerifyingKeys(randomizedMultiSigningPackage: Uint8Array): Buffer[];
/** Checks signatures[j] under message j's randomized key, each checked against the group key; throws InvalidSignatureError with `invalid`. */
export declare function randomizedMultiVerify(randomizedMultiSigningPackage: Uint8Array, groupKey: Uint8Array, signatures: readonly Uint8Array[]): void;

export declare class MalformedInputError extends FrostError {}
export declare class UnsupportedVersionError extends FrostError {}
export declare class WrongSuiteError extends FrostError {}
export declare class WrongMessageTypeError extends FrostError {}
export declare class InvalidHandleError extends FrostError {}
export declare class StaleHandleError extends FrostError {}
export declare class WrongHandleKindError extends FrostError {}
export declare class InvalidParameterError extends FrostError {}
export declare class InvalidSignatureError extends FrostError {
  /** From multiVerify: the index of every message whose signature does not verify, ascending. */
  readonly invalid?: number[];
}
export declare class InvalidSignatureSharesError extends FrostError {
  /** From ShareBatch.verify: the index of every invalid share in the batch, ascending. */
  readonly invalid?: number[];
}
export declare class InvalidProofOfKnowledgeError extends FrostError {}
export declare class InvalidSecretSharesError extends FrostError {}
export declare class MissingParticipantsError extends FrostError {}
export declare class UnexpectedParticipantsError extends FrostError {}
export declare class TooFewSignersError extends FrostError {}
export declare class CommitmentMismatchError extends FrostError {}
export declare class MessageMismatchError extends FrostError {}
export declare class NonceRefusedError extends FrostError {}
export declare class ProtocolError extends FrostError {}
export declare class UnsupportedBySuiteError extends FrostError {}
export declare class InternalError extends FrostError {}

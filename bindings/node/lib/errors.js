'use strict';
// Errors: one Error subclass per status code of the C ABI, all subclasses
// of FrostError, with the stable `code` and the `culprits` (Identifier
// messages of the participants concerned).

const NAMES = [
  'FROST_OK', 'FROST_ERR_NULL_ARGUMENT', 'FROST_ERR_INVALID_LENGTH', 'FROST_ERR_INPUT_TOO_LARGE',
  'FROST_ERR_MALFORMED_INPUT', 'FROST_ERR_UNSUPPORTED_VERSION', 'FROST_ERR_WRONG_SUITE',
  'FROST_ERR_WRONG_MESSAGE_TYPE', 'FROST_ERR_INVALID_HANDLE', 'FROST_ERR_STALE_HANDLE',
  'FROST_ERR_WRONG_HANDLE_KIND', 'FROST_ERR_INVALID_PARAMETER', 'FROST_ERR_INVALID_SIGNATURE',
  'FROST_ERR_INVALID_SIGNATURE_SHARES', 'FROST_ERR_INVALID_PROOF_OF_KNOWLEDGE',
  'FROST_ERR_INVALID_SECRET_SHARES', 'FROST_ERR_MISSING_PARTICIPANTS',
  'FROST_ERR_UNEXPECTED_PARTICIPANTS', 'FROST_ERR_TOO_FEW_SIGNERS', 'FROST_ERR_COMMITMENT_MISMATCH',
  'FROST_ERR_MESSAGE_MISMATCH', 'FROST_ERR_NONCE_REFUSED', 'FROST_ERR_PROTOCOL',
  'FROST_ERR_UNSUPPORTED_BY_SUITE', 'FROST_ERR_INTERNAL',
];

/** A failure reported by the library. */
class FrostError extends Error {
  constructor(message, status, culprits) {
    super(message);
    this.name = 'FrostError';
    /** The stable status code (a number of frost.h's FrostStatus). */
    this.status = status;
    /** The status's constant name, e.g. 'FROST_ERR_STALE_HANDLE'. */
    this.code = NAMES[status] || 'FROST_ERR_UNKNOWN';
    /** Identifier messages of the participants concerned: every culprit, or the missing ones. */
    this.culprits = culprits || [];
  }
}

const classes = { FrostError };
for (const [status, name] of NAMES.entries()) {
  if (status === 0) continue;
  const className = name.replace(/^FROST_ERR_/, '').toLowerCase().replace(/(^|_)([a-z])/g, (_, __, c) => c.toUpperCase()) + 'Error';
  classes[className] = {
    [className]: class extends FrostError {
      constructor(message, culprits) {
        super(message, status, culprits);
        this.name = className;
      }
    },
  }[className];
  classes[className].status = status;
}

const byStatus = new Map(Object.values(classes).filter((c) => c.status).map((c) => [c.status, c]));

/** The error of a status code (the base class for an unknown code). */
function errorFor(status, message, culprits) {
  const Class = byStatus.get(status);
  return Class ? new Class(message, culprits) : new FrostError(message, status, culprits);
}

module.exports = { ...classes, errorFor };

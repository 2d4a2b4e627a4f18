'use strict';
// Secret bytes the package can wipe, and the secret maps the library
// writes and reads (refreshing shares, repair deltas, resharing sub-shares).

const { take, encodeList, decodeList } = require('./native');

const registry = new FinalizationRegistry((bytes) => bytes.fill(0));

/** Secret bytes (a secret share, a key package), wiped by wipe() and by a finalizer. */
class Secret {
  #bytes;
  constructor(bytes) {
    this.#bytes = bytes;
    registry.register(this, bytes, this);
  }
  /** The secret's bytes themselves (not a copy); empty once wiped. */
  get bytes() {
    return this.#bytes;
  }
  /** Overwrites the bytes with zeros and forgets them. */
  wipe() {
    this.#bytes.fill(0);
    this.#bytes = Buffer.alloc(0);
    registry.unregister(this);
  }
  toJSON() {
    return '<secret, redacted>';
  }
  [Symbol.for('nodejs.util.inspect.custom')]() {
    return `Secret(<${this.#bytes.length} bytes, redacted>)`;
  }
}

/** A Secret's bytes, or the bytes given. */
function secretBytes(value) {
  return value instanceof Secret ? value.bytes : value;
}

/** Copies a secret buffer into a Secret. */
function takeSecret(buffer) {
  return new Secret(take(buffer));
}

/** Reads a secret map the library returned as [Identifier, Secret] pairs, wiping the list. */
function takeSecretMap(buffer) {
  const listed = take(buffer);
  try {
    const items = decodeList(listed);
    const out = [];
    for (let i = 0; i + 1 < items.length; i += 2) out.push([items[i], new Secret(items[i + 1])]);
    return out;
  } finally {
    listed.fill(0);
  }
}

/** A map of secret messages ([Identifier, Secret or bytes] pairs, or a Map) in the ABI's form; the caller fills it with zeros once read. */
function encodeSecretMap(entries) {
  const items = [];
  for (const [id, value] of entries) items.push(id, secretBytes(value));
  return encodeList(items);
}

module.exports = { Secret, secretBytes, takeSecret, takeSecretMap, encodeSecretMap };

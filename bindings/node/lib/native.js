'use strict';
// The native library through koffi, and the calling conventions of its C
// ABI (frost.h): status codes turned into FrostError subclasses, buffers
// copied out and freed (the library wipes them), lists encoded.

const path = require('node:path');
const fs = require('node:fs');
const koffi = require('koffi');
const { errorFor } = require('./errors');

/** The ABI version this package speaks (FROST_ABI_VERSION of frost.h). */
const ABI_VERSION = 1;

/**
 * The library: FROST_FFI_LIB, else the copy in the package's native/
 * (`npm run build-native`), else the repository's release build, else its
 * development build.
 */
function libraryPath() {
  if (process.env.FROST_FFI_LIB) return process.env.FROST_FFI_LIB;
  const root = path.resolve(__dirname, '..', '..', '..');
  const candidates = [
    path.join(__dirname, '..', 'native', 'libfrost_ffi.so'),
    ...['release', 'debug'].map((p) => path.join(root, 'target', p, 'libfrost_ffi.so')),
  ];
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) {
    throw new Error('libfrost_ffi not found: run `npm run build-native` in the package, or set FROST_FFI_LIB');
  }
  return found;
}

const lib = koffi.load(libraryPath());
const FrostBuffer = koffi.struct('FrostBuffer', { data: 'void *', len: 'size_t', id: 'uint64_t' });
const FrostError = koffi.struct('FrostError', { code: 'int', message: FrostBuffer, participants: FrostBuffer });

const abiVersion = lib.func('uint32_t frost_abi_version()')();
if (abiVersion !== ABI_VERSION) {
  throw new Error(`the frost library speaks ABI version ${abiVersion}, this package ${ABI_VERSION}`);
}

const bufferFree = lib.func('int frost_buffer_free(_Inout_ FrostBuffer *buffer)');
const errorFree = lib.func('int frost_error_free(_Inout_ FrostError *error)');

const IN = 'const uint8_t *';
const OUT = '_Inout_ FrostBuffer *';
const ERR = '_Inout_ FrostError *';
const fns = {
  dealerGenerate: lib.func('frost_dealer_generate', 'int', ['uint8_t', 'uint16_t', 'uint16_t', IN, 'size_t', OUT, OUT, ERR]),
  keyPackageFromSecretShare: lib.func('frost_key_package_from_secret_share', 'int', [IN, 'size_t', OUT, ERR]),
  identifier: lib.func('frost_identifier', 'int', ['uint8_t', 'uint16_t', OUT, ERR]),
  keyPackageIdentifier: lib.func('frost_key_package_identifier', 'int', [IN, 'size_t', OUT, ERR]),
  verifyingKey: lib.func('frost_public_key_package_verifying_key', 'int', [IN, 'size_t', OUT, ERR]),
  commit: lib.func('frost_commit', 'int', [IN, 'size_t', '_Out_ uint64_t *', OUT, ERR]),
  noncesFree: lib.func('frost_nonces_free', 'int', ['uint64_t', ERR]),
  signingPackageNew: lib.func('frost_signing_package_new', 'int', [IN, 'size_t', IN, 'size_t', OUT, ERR]),
  sign: lib.func('frost_sign', 'int', [IN, 'size_t', IN, 'size_t', 'uint64_t', IN, 'size_t', OUT, ERR]),
  aggregate: lib.func('frost_aggregate', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', OUT, ERR]),
  verify: lib.func('frost_verify', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', ERR]),
  dkgPart1: lib.func('frost_dkg_part1', 'int', [IN, 'size_t', 'uint16_t', 'uint16_t', OUT, OUT, ERR]),
  dkgPart2: lib.func('frost_dkg_part2', 'int', [IN, 'size_t', IN, 'size_t', OUT, OUT, ERR]),
  dkgPart3: lib.func('frost_dkg_part3', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', OUT, OUT, ERR]),
  keyTweak: lib.func('frost_key_tweak', 'int', [IN, 'size_t', 'uint8_t', IN, 'size_t', OUT, ERR]),
  exportGroupKey: lib.func('frost_export_group_key', 'int', [IN, 'size_t', 'uint8_t', OUT, ERR]),
  randomizedSigningPackageNew: lib.func('frost_randomized_signing_package_new', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', OUT, ERR]),
  randomizedVerifyingKey: lib.func('frost_randomized_verifying_key', 'int', [IN, 'size_t', OUT, ERR]),
};

/** An empty output buffer for the library to fill. */
function outBuffer() {
  return { data: null, len: 0, id: 0 };
}

/** Copies a buffer the library returned into JavaScript memory and frees it. */
function take(buffer) {
  const out = buffer.len > 0 ? Buffer.from(new Uint8Array(koffi.view(buffer.data, Number(buffer.len))).slice()) : Buffer.alloc(0);
  bufferFree(buffer);
  return out;
}

/** An input as the (pointer, length) the library reads: null for empty. */
function input(bytes) {
  if (bytes == null || bytes.length === 0) return [null, 0];
  if (!(bytes instanceof Uint8Array)) throw new TypeError('expected a Uint8Array or Buffer');
  return [bytes, bytes.length];
}

/** Calls `fn` with its arguments and a fresh error report, throwing the matching FrostError on failure. */
function call(fn, ...args) {
  const report = { code: 0, message: outBuffer(), participants: outBuffer() };
  const status = fn(...args, report);
  if (status === 0) return;
  const message = report.message.len > 0 ? take({ ...report.message }).toString('utf8') : '';
  const participants = report.participants.len > 0 ? decodeList(take({ ...report.participants })) : [];
  report.message = outBuffer();
  report.participants = outBuffer();
  errorFree(report);
  throw errorFor(status, message, participants);
}

/** The ABI's list: a little-endian u32 count, then each item's little-endian u32 length and bytes. */
function encodeList(items) {
  const size = items.reduce((n, item) => n + 4 + item.length, 4);
  const out = Buffer.alloc(size);
  out.writeUInt32LE(items.length, 0);
  let offset = 4;
  for (const item of items) {
    out.writeUInt32LE(item.length, offset);
    out.set(item, offset + 4);
    offset += 4 + item.length;
  }
  return out;
}

/** The ABI's map: [Identifier, message] pairs (or a Map) as a list of pairs. */
function encodeMap(entries) {
  const items = [];
  for (const [id, value] of entries) items.push(id, value);
  return encodeList(items);
}

/** Reads a list the library wrote, refusing one that does not parse exactly. */
function decodeList(bytes) {
  if (bytes.length < 4) throw new RangeError('list shorter than its count');
  const count = bytes.readUInt32LE(0);
  let offset = 4;
  const items = [];
  for (let i = 0; i < count; i++) {
    if (offset + 4 > bytes.length) throw new RangeError('truncated list');
    const size = bytes.readUInt32LE(offset);
    offset += 4;
    if (offset + size > bytes.length) throw new RangeError('truncated list');
    items.push(Buffer.from(bytes.subarray(offset, offset + size)));
    offset += size;
  }
  if (offset !== bytes.length) throw new RangeError('bytes after the list');
  return items;
}

module.exports = { lib, fns, call, take, input, outBuffer, encodeList, encodeMap, decodeList, ABI_VERSION, IN, OUT, ERR };

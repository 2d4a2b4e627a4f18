'use strict';
// docs/bindings/node.md's examples, run as written in a fresh process that
// resolves `frost-threshold` to this package.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

/** Runs a fenced js block of the page as a program and returns its output. */
function runExample(code) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frost-node-doc-'));
  try {
    fs.mkdirSync(path.join(dir, 'node_modules'));
    fs.symlinkSync(path.resolve(__dirname, '..'), path.join(dir, 'node_modules', 'frost-threshold'));
    fs.writeFileSync(path.join(dir, 'example.js'), code);
    return execFileSync(process.execPath, ['example.js'], { cwd: dir, encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const page = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'bindings', 'node.md'), 'utf8');

test('the documented example runs', () => {
  const code = page.split('```js\n')[1].split('```')[0];
  assert.match(runExample(code), /^signature [0-9a-f]{128}\n$/);
});

test('the documented ROAST example runs', () => {
  const code = page.split('## ROAST')[1].split('```js\n')[1].split('```')[0];
  assert.match(runExample(code), /^ROAST signature [0-9a-f]{128} 0 blamed\n$/);
});

test('the documented multi-message example runs', () => {
  const code = page.split('## Multi-message sessions')[1].split('```js\n')[1].split('```')[0];
  assert.equal(runExample(code), '2 messages verify\n');
});

test('the documented re-randomized multi-message example runs', () => {
  const code = page.split('## Re-randomized multi-message sessions')[1].split('```js\n')[1].split('```')[0];
  assert.equal(runExample(code), '2 actions signed, each under its own rk\n');
});

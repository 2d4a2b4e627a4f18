'use strict';
// docs/bindings/node.md's example, run as written in a fresh process that
// resolves `frost-threshold` to this package.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

test('the documented example runs', () => {
  const page = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'bindings', 'node.md'), 'utf8');
  const code = page.split('```js\n')[1].split('```')[0];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frost-node-doc-'));
  try {
    fs.mkdirSync(path.join(dir, 'node_modules'));
    fs.symlinkSync(path.resolve(__dirname, '..'), path.join(dir, 'node_modules', 'frost-threshold'));
    fs.writeFileSync(path.join(dir, 'example.js'), code);
    const output = execFileSync(process.execPath, ['example.js'], { cwd: dir, encoding: 'utf8' });
    assert.match(output, /^signature [0-9a-f]{128}\n$/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

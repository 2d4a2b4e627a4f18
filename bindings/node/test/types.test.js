'use strict';
// The shipped TypeScript declarations: every export is declared, and a
// program using the documented flow type-checks against them (tsc).

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const frost = require('..');

const declarations = fs.readFileSync(path.join(__dirname, '..', 'lib', 'index.d.ts'), 'utf8');

test('every export is declared', () => {
  for (const name of Object.keys(frost)) {
    assert.match(declarations, new RegExp(`export declare (const|class|function) ${name}\\b`), name);
  }
});

test('the declarations type-check a program', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frost-node-types-'));
  try {
    fs.mkdirSync(path.join(dir, 'node_modules'));
    fs.symlinkSync(path.resolve(__dirname, '..'), path.join(dir, 'node_modules', 'frost-threshold'));
    fs.copyFileSync(path.join(__dirname, 'types', 'usage.ts'), path.join(dir, 'usage.ts'));
    const tsc = require.resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--types', 'node', '--typeRoots', path.join(__dirname, '..', 'node_modules', '@types'), 'usage.ts'], { cwd: dir, encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

'use strict';
// `npm run build-native`: builds the library (release) from the repository
// this package sits in and copies it into native/, so that an installed
// copy of the package (`npm install --install-links`) carries it.

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..', '..');
execFileSync('cargo', ['build', '--release', '-p', 'frost-ffi'], { cwd: root, stdio: 'inherit' });
const native = path.join(__dirname, '..', 'native');
fs.mkdirSync(native, { recursive: true });
fs.copyFileSync(path.join(root, 'target', 'release', 'libfrost_ffi.so'), path.join(native, 'libfrost_ffi.so'));
console.log(`copied libfrost_ffi.so into ${native}`);

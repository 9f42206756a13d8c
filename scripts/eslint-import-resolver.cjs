// Resolves the package's own '#' imports (package.json "imports") for eslint-plugin-boundaries, whose default
// node resolver does not read that field: without it an aliased import would escape the layer rules unjudged.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { imports } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The path an alias names, before extensions are tried. */
function target(source) {
  if (imports[source]) return path.join(root, imports[source]);
  for (const [pattern, to] of Object.entries(imports)) {
    if (!pattern.endsWith('/*')) continue;
    const prefix = pattern.slice(0, -1);
    if (source.startsWith(prefix)) return path.join(root, to.slice(0, -1) + source.slice(prefix.length));
  }
  return null;
}

exports.interfaceVersion = 2;
exports.resolve = (source) => {
  if (!source.startsWith('#')) return { found: false };
  const base = target(source.split('?')[0]);
  if (base === null) return { found: false };
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return { found: true, path: file };
  }
  return { found: false };
};

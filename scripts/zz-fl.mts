import { buildWithManifest, firstLoadFiles, gzipSizes } from './first-load.mjs';
import { MEMBER_ROOTS } from './portal-chunk';
const portal = await buildWithManifest({ env: { VITE_API_BASE_URL: 'https://portal.example.org/api/', VITE_SUPER_ADMIN_EMAIL: 'registrar@portal.example.org' }, build: { sourcemap: true } });
const { files, gzip } = gzipSizes(portal.outDir, firstLoadFiles(portal.manifest, MEMBER_ROOTS));
console.log(portal.outDir, (gzip / 1024).toFixed(1));
for (const f of files) console.log(String(f.gzip).padStart(7), f.file);

// Run by remote-world.spec.ts with tsx (Playwright's loader cannot load the fake backend's JSON data): `portal
// serve`'s backend and HTTP server on a free loopback port, with pending@'s checklist passed (a picture, a degree,
// both referees accepted, the convictions question answered No) so the test can submit at once. Prints one JSON line: { origin }.
import { createBackend } from '#mocks/backend.ts';
import { startHttpServer } from '#mocks/http-server.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';

const backend = await createBackend({ scenario: 'default', seed: 1 });
const { db } = backend;
const profileId = personaByKey('pending').profileId!;
await db.profiles.update((q) => q.where({ ProfileID: profileId }), { data: (p) => void (p.Image = 'me.png') });
const degree = db.certifications.findFirst((q) => q.where({ Type: 'Educational' }));
if (!degree) throw new Error('The default scenario has an educational certification to copy.');
await db.certifications.create({ ...(JSON.parse(JSON.stringify(degree)) as typeof degree), ProfileID: profileId });
await db.convictionDeclarations.create({ ProfileID: profileId, answer: 'No', declaredOn: '2026-11-01' });
await db.referees.updateMany((q) => q.where({ ProfileID: profileId }), { data: (r) => void (r.response = 'Accept') });

const running = await startHttpServer({ backend, host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ origin: running.origin })}\n`);
process.once('SIGTERM', () => void running.close().then(() => process.exit(0)));

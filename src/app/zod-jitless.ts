// zod's classic object schemas probe `new Function` for their JIT when built, and the page's CSP refuses eval
// (docs/decisions/018-content-security-policy.md): even caught, the probe is a reported violation. The page uses
// zod/mini, whose objects have no JIT, so nothing probes today (no build holds the probe); this keeps it so if a
// schema with one ever reaches the page. src/main.tsx imports it first, before any module builds a schema; Node
// (tests, the CLI) keeps zod's defaults.
import { z } from 'zod/mini';

z.config({ jitless: true });

// Entry of the `portal` CLI (run with tsx: `npx portal …`, `npm run portal -- …`).
import { runPortal } from './run';

process.exitCode = await runPortal(process.argv.slice(2));

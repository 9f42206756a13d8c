// Entry of the `portal` CLI (run with tsx: `npx portal …`, `npm run portal -- …`).
import { clientWords } from '#api/client.ts';
import { runPortal } from './run';

// `portal contract | head` closes the pipe early: that is the reader being done, not a failure worth a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

// The CLI words refusals (a replay's event, a contract check) with zod's English messages and the client's words of
// a refused call, which a page loads on demand (src/api/client.ts `clientWords`).
await clientWords();
process.exitCode = await runPortal(process.argv.slice(2));

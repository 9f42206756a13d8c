// Entry of the `portal` CLI (run with tsx: `npx portal …`, `npm run portal -- …`).
import { runPortal } from './run';

// `portal contract | head` closes the pipe early: that is the reader being done, not a failure worth a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = await runPortal(process.argv.slice(2));

// zod/mini for the contract modules a first load needs. zod/mini ships no locale: until zod's English messages are
// loaded, a check without a message of its own says "Invalid input". They are 1 KiB of the first load of `/`, whose
// forms carry the spec's own messages, so they load on demand (docs/decisions/066-zod-messages-on-demand.md): the
// page asks once its first screen shows (src/app/boot.tsx) and before it words an answer that breaks the contract
// (src/api/client.ts); the CLI and the tests before they start. The world host carries them in its own code
// (mocks/world-host/worker-globals.ts).
import { z } from 'zod/mini';

let loading: Promise<void> | undefined;

/** zod's English messages for every schema from now on; loaded once (asked again after a failed download). */
export function englishMessages(): Promise<void> {
  return (loading ??= import('zod/v4/locales/en.js').then(
    (locale) => void z.config(locale.default()),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

export { z };

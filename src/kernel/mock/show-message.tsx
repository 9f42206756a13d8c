// Mock mode's "Show the message" beside a one-time code (the OTP, the submission's code, the activation code): the
// newest message carrying a code to the given addresses, read from the outbox inside the dialog, so no tester needs
// a second tab (issue 22 item 4). Nothing with a real backend: the panel is a lazy chunk a real build drops.
import { lazy, Suspense } from 'react';
import { useMockInfo } from '../portal/portal-context';

/** Statically false in a build with VITE_API_BASE_URL set, so the bundler drops the panel's import below. */
const MOCKS_IN_BUILD = !import.meta.env.VITE_API_BASE_URL;

const MessageDisclosure = MOCKS_IN_BUILD
  ? lazy(() => import('./message-disclosure').then((m) => ({ default: m.MessageDisclosure })))
  : null;

/** `to`: the e-mail addresses and phone numbers the code was sent to (blanks are ignored). */
export function ShowMessage({ to }: { to: readonly (string | null | undefined)[] }) {
  const mock = useMockInfo();
  if (!mock || !MessageDisclosure) return null;
  return (
    <Suspense fallback={null}>
      <MessageDisclosure to={to.filter((t): t is string => !!t?.trim())} />
    </Suspense>
  );
}

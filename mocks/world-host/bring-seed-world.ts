// The page brings the world host the seed world it most likely starts from (docs/decisions/054): fetched on the
// page's line as soon as its screen shows, beside the link of the page's calls (mocks/browser.ts), while the host's own script may still be
// downloading; the host asks for none itself (`seedWorldBrought`) and fetches the one it needs when this is
// another, or none came (seed-world-source.ts).
import { likelySeedWorld } from '../scenarios/seed-world-files';
import type { HostPort } from './ask-host';
import type { StartOptions, ToHost } from './messages';

export async function bringSeedWorld(port: HostPort, asked: StartOptions['asked']): Promise<void> {
  const address = likelySeedWorld(asked);
  const bytes = address
    ? await fetch(address)
        .then((r) => (r.ok ? r.arrayBuffer() : null))
        .catch(() => null)
    : null;
  port.postMessage({ type: 'seedWorld', id: 0, address, bytes } satisfies ToHost, bytes ? [bytes] : []);
}

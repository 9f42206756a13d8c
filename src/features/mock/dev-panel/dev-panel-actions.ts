// What the dev panel's buttons do, apart from the view: sign a persona in through the app's real session, switch
// scenario, move the clock, set chaos, and download a flow's replay file. Mock mode only (a lazy chunk).
import { homeRouteOf } from '#machines/session/session.machine.ts';
import { signInEndpoints } from '#contract';
import { mockControls, type Chaos, type ClockAdvanced, type MockState } from '#contract/mock-controls.ts';
import { hrefTo } from '#contract/routes.ts';
import { downloadBytes } from '#ui/download.ts';
import { mockControlsClient } from '#kernel/mock/mock-controls-client.ts';
import type { Portal } from '#kernel/portal/portal-context.tsx';
import type { ExportOptions, FlowLog } from '#kernel/flow-log/flow-log.ts';
import type { JourneyFile } from '#kernel/flow-log/replay-file.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Signs in as the login page does (the API's login, then the session actor takes the answer) and returns the
 * persona's home to go to.
 */
export async function signInAs(portal: Pick<Portal, 'api' | 'session'>, email: string, password: string): Promise<string> {
  const answer = await portal.api.call(signInEndpoints.login, { body: { email, password } });
  portal.session.send({ type: 'session.established', session: answer.data });
  return hrefTo(homeRouteOf(answer.data.user));
}

/** Reseeds with another scenario and opens the portal at its start, signed out (like Reset data). */
export async function switchScenario(scenario: string, seed: number): Promise<void> {
  await mockControlsClient().call(mockControls.reset, { body: { scenario, seed } });
  localStorage.removeItem('portal.session');
  window.location.assign(hrefTo('login'));
}

/** Moves the clock; the answer says what the due changes moved. */
export const advanceClock = async (ms: number): Promise<ClockAdvanced> =>
  (await mockControlsClient().call(mockControls.clockAdvance, { body: { ms } })).data;

export const setChaos = async (chaos: Chaos): Promise<MockState> =>
  (await mockControlsClient().call(mockControls.chaos, { body: chaos })).data;

/** One step a line: a file a person can read and diff, whatever the size of its world. */
const journeyText = ({ flow, steps }: JourneyFile): string =>
  `{\n  "flow": ${JSON.stringify(flow)},\n  "steps": [\n${steps.map((s) => `    ${JSON.stringify(s)}`).join(',\n')}\n  ]\n}\n`;

const download = ({ fileName, file }: { fileName: string; file: JourneyFile }) =>
  downloadBytes(new TextEncoder().encode(journeyText(file)), fileName, 'application/json');

/** Each recorded input as the `input` step its flow's manifest reads (loaded now: no first load carries them). */
async function exportOptions(): Promise<ExportOptions> {
  const [{ flowNamed }, { givenInputOf }] = await Promise.all([import('#machines/flows.ts'), import('#kernel/flow-log/given-input.ts')]);
  return {
    origin: window.location.origin,
    givenOf: (flow, input, machine) => {
      const manifest = flowNamed(flow);
      return manifest ? givenInputOf(input, manifest.input, machine ? { make: manifest.machine, id: machine } : undefined) : input;
    },
  };
}

/** One flow, as a file `portal test` runs. */
export const downloadReplay = async (log: FlowLog, id: string): Promise<void> => download(await log.exportFile(id, await exportOptions()));

/** Every flow of this tab that took an event, as one journey file. */
export const downloadJourney = async (log: FlowLog): Promise<void> => download(await log.exportJourney(await exportOptions()));

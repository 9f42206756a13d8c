// `portal clock`: moves the simulated clock of a running `portal serve` forward (due scheduled changes run) or
// reads it, through the /__mock controls; an advance prints what the due changes moved.
import { Command } from 'commander';
import { describeMoves, mockControls } from '#contract/mock-controls.ts';
import { parseBaseUrl, parseDuration } from '../options';
import { DEFAULT_SERVE_URL, mockControlsClient, talkTo } from '../server-client';
import { writeJson, writeLine } from './write';

interface ServerOptions {
  baseUrl: string;
  json?: boolean;
}

const serverOptions = (command: Command) =>
  command.option('--base-url <url>', 'where `portal serve` listens', parseBaseUrl, DEFAULT_SERVE_URL).option('--json', 'print JSON');

export function clockCommand(): Command {
  const clock = new Command('clock').description('The simulated clock of a running `portal serve`');
  serverOptions(
    clock
      .command('advance')
      .description('Move the simulated clock forward; status changes that fall due run')
      .argument('<duration>', '90s, 15m, 1h, 30d, 2w, or plain milliseconds', parseDuration)
      // Without this a negative duration (-1h) would read as an unknown option; let the duration's own rule refuse it.
      .allowUnknownOption(),
  ).action(async (ms: number, options: ServerOptions, command: Command) => {
    const { data } = await talkTo(options.baseUrl, () =>
      mockControlsClient(options.baseUrl).call(mockControls.clockAdvance, { body: { ms } }),
    );
    if (options.json) return writeJson(command, { advancedMs: ms, ...data });
    writeLine(command, `Simulated now: ${data.now} (${data.ran} scheduled change${data.ran === 1 ? '' : 's'} ran)`);
    // What moved, one line each ("APP000007: New → Open"), or "Nothing moved".
    for (const line of describeMoves(data.moved)) writeLine(command, `  ${line}`);
  });
  serverOptions(clock.command('now').description('Print the simulated now (and the scenario and seed)')).action(
    async (options: ServerOptions, command: Command) => {
      const { data } = await talkTo(options.baseUrl, () => mockControlsClient(options.baseUrl).call(mockControls.state));
      if (options.json) return writeJson(command, data);
      writeLine(command, `Simulated now: ${data.now} (scenario "${data.scenario}", seed ${data.seed})`);
    },
  );
  return clock;
}

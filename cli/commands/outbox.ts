// `portal outbox`: the e-mails and SMS a running `portal serve` sent (newest first), read through /__mock/outbox
// and parsed with the contract's mockControls schema.
import { Command } from 'commander';
import { mockControls, type OutboxMessage } from '#contract/mock-controls.ts';
import { parseBaseUrl, parseLimit } from '../options';
import { DEFAULT_SERVE_URL, mockControlsClient, talkTo } from '../server-client';
import { writeJson, writeLine } from './write';

interface OutboxOptions {
  json?: boolean;
  baseUrl: string;
  to?: string;
  limit?: number;
}

const timeOf = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, '');

function describeMessage(m: OutboxMessage): string[] {
  return [
    `${timeOf(m.sentAt)}  ${m.channel.padEnd(5)}  ${m.to}  ${m.subject}`,
    ...m.codes.map((code) => `    code: ${code}`),
    ...m.links.map((link) => `    link: ${link}`),
  ];
}

export function outboxCommand(): Command {
  return new Command('outbox')
    .description('List the e-mails and SMS a running `portal serve` sent, newest first')
    .option('--json', 'print the parsed list as JSON')
    .option('--base-url <url>', 'where `portal serve` listens', parseBaseUrl, DEFAULT_SERVE_URL)
    .option('--to <address>', 'only messages to this e-mail address or phone number (any case)')
    .option('--limit <n>', 'at most this many messages (the newest)', parseLimit)
    .action(async (options: OutboxOptions, command: Command) => {
      const answer = await talkTo(options.baseUrl, () => mockControlsClient(options.baseUrl).call(mockControls.outbox));
      const to = options.to?.trim().toLowerCase();
      const messages = answer.data.filter((m) => to === undefined || m.to.toLowerCase() === to).slice(0, options.limit);
      if (options.json) return writeJson(command, messages);
      if (messages.length === 0) return writeLine(command, to ? `No message to ${options.to}.` : 'The outbox is empty.');
      writeLine(command, messages.flatMap(describeMessage).join('\n'));
    });
}

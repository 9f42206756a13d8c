// Which message a code dialog's "Show the message" opens (mock mode): the newest that carries a code, sent to one of
// the addresses the dialog knows (any case, blanks ignored); none when nothing matches.
import { describe, expect, it } from 'vitest';
import { latestCodeMessage, type OutboxMessage } from '#contract/mock-controls.ts';

const message = (id: number, to: string, codes: string[], channel: OutboxMessage['channel'] = 'email'): OutboxMessage => ({
  id,
  channel,
  to,
  subject: `message ${id}`,
  body: '…',
  links: [],
  codes,
  sentAt: '2026-01-01T00:00:00.000Z',
});

describe('latestCodeMessage', () => {
  const outbox = [
    message(1, 'a@demo.test', ['111111']),
    message(2, '0711000222', ['222222'], 'sms'),
    message(3, 'A@Demo.test', ['333333']),
    message(4, 'a@demo.test', []), // a link, no code
    message(5, 'b@demo.test', ['555555']),
  ];

  it('is the newest message with a code to one of the addresses, whatever the order given', () => {
    expect(latestCodeMessage(outbox, ['a@demo.test'])?.id).toBe(3);
    expect(latestCodeMessage([...outbox].reverse(), [' a@DEMO.test '])?.id).toBe(3);
    expect(latestCodeMessage(outbox, ['0711000222'])?.id).toBe(2);
    expect(latestCodeMessage(outbox, ['0711000222', 'b@demo.test'])?.id).toBe(5);
  });

  it('is none for another address, no address or a blank one', () => {
    expect(latestCodeMessage(outbox, ['c@demo.test'])).toBeNull();
    expect(latestCodeMessage(outbox, [])).toBeNull();
    expect(latestCodeMessage(outbox, ['', '  '])).toBeNull();
  });
});

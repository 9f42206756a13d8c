// Events' rules (spec 3 §2 Events): a booking's row actions (each condition alone, both sides), the status
// chip's and the event type's colours, and the remembered Upcoming layout.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  bookingActions,
  bookingStatusColour,
  cpdBadge,
  DEFAULT_EVENT_LAYOUT,
  eventLayoutOf,
  eventTypeColour,
} from '#machines/events/event-rules.ts';
import { eventLayoutMachine } from '#machines/events/events.machine.ts';

const booking = { isActive: false, paid: false, billed: false, receiptNo: '', proformaInvoiceNo: '' };

describe('Booked Events row actions: view only when active, Receipt when paid, Invoice when billed', () => {
  const cases: Array<[string, Partial<typeof booking>, string[]]> = [
    ['nothing set: no action', {}, []],
    ['active alone: view', { isActive: true }, ['view']],
    ['paid alone (with its receipt): Receipt', { paid: true, receiptNo: 'RCT1' }, ['receipt']],
    ['paid but no receipt number yet: no Receipt', { paid: true }, []],
    ['a receipt number without paid: no Receipt', { receiptNo: 'RCT1' }, []],
    ['billed alone (with its invoice): Invoice', { billed: true, proformaInvoiceNo: 'INV1' }, ['invoice']],
    ['billed but no invoice number: no Invoice', { billed: true }, []],
    ['an invoice number without billed: no Invoice', { proformaInvoiceNo: 'INV1' }, []],
    [
      'all three',
      { isActive: true, paid: true, receiptNo: 'RCT1', billed: true, proformaInvoiceNo: 'INV1' },
      ['view', 'receipt', 'invoice'],
    ],
    [
      'paid and billed but cancelled (inactive): no view',
      { paid: true, receiptNo: 'RCT1', billed: true, proformaInvoiceNo: 'INV1' },
      ['receipt', 'invoice'],
    ],
  ];
  it.each(cases)('%s', (_name, over, expected) => {
    expect(bookingActions({ ...booking, ...over })).toEqual(expected);
  });
});

describe('colours', () => {
  it('booking status chips, case-insensitive: open green, closed red, billed blue, cancelled purple, else grey', () => {
    expect(['Open', 'OPEN', 'closed', 'Billed', 'Cancelled', ' cancelled ', 'Pending', ''].map(bookingStatusColour)).toEqual([
      'green',
      'green',
      'red',
      'blue',
      'purple',
      'purple',
      'grey',
      'grey',
    ]);
  });

  it('each event type has a colour of its own; any other type is orange', () => {
    const types = ['CONFERENCE', 'COURSES', 'INHOUSES', 'SEMINARS', 'SPECIALS', 'WORKSHOPS', 'WEBINAR'];
    const colours = types.map(eventTypeColour);
    expect(new Set(colours).size).toBe(types.length);
    expect(colours).not.toContain('orange');
    expect(eventTypeColour('conference')).toBe(eventTypeColour('CONFERENCE'));
    expect(['GALA', '', 'CONFERENCES'].map(eventTypeColour)).toEqual(['orange', 'orange', 'orange']);
  });

  it('a CPD badge only for an event with CPD hours', () => {
    expect(cpdBadge({ cpdHours: 6 })).toBe('6 CPD');
    expect(cpdBadge({ cpdHours: 0 })).toBeNull();
  });
});

describe('the Upcoming layout', () => {
  it('starts from the remembered choice, or the stored default when there is none or it is unknown', () => {
    expect(eventLayoutOf('list')).toBe('list');
    expect(eventLayoutOf('grid')).toBe('grid');
    expect([null, '', 'table', 'LIST'].map(eventLayoutOf)).toEqual([
      DEFAULT_EVENT_LAYOUT,
      DEFAULT_EVENT_LAYOUT,
      DEFAULT_EVENT_LAYOUT,
      DEFAULT_EVENT_LAYOUT,
    ]);
    const actor = createActor(eventLayoutMachine, { input: { stored: 'list' } }).start();
    expect(actor.getSnapshot().context.layout).toBe('list');
    actor.send({ type: 'events.layout', layout: 'grid' });
    expect(actor.getSnapshot().context.layout).toBe('grid');
  });
});

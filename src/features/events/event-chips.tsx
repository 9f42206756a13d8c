// The coloured marks of the events screen: an event type (spec 3 §2's colours, orange by default) and a
// booking status (open green, closed red, billed blue, cancelled purple). Light backgrounds with dark text keep
// 4.5:1 contrast.
import type { ChipColour, EventTypeColour } from '#machines/events/event-rules.ts';

const LOOKS: Record<ChipColour | EventTypeColour, string> = {
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  purple: 'bg-purple-100 text-purple-900 ring-purple-300',
  grey: 'bg-slate-100 text-slate-800 ring-slate-300',
  indigo: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  teal: 'bg-teal-100 text-teal-900 ring-teal-300',
  sky: 'bg-sky-100 text-sky-900 ring-sky-300',
  emerald: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rose: 'bg-rose-100 text-rose-900 ring-rose-300',
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  violet: 'bg-violet-100 text-violet-900 ring-violet-300',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
};

export function Chip({ colour, children, testId }: { colour: ChipColour | EventTypeColour; children: string; testId?: string }) {
  return (
    <span
      data-testid={testId}
      data-colour={colour}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${LOOKS[colour]}`}
    >
      {children}
    </span>
  );
}

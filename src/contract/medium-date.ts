// One date form on every screen and document (DECISIONS.md §B): the en-KE medium date, "25 Nov 2026", "3 Sep 2026".
// Written out rather than asked of Intl: ICU versions disagree ("3 Sept 2026" in newer en-KE/en-GB data), and a
// screen's words must not change with the browser that draws them.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const medium = (year: number, month: number, day: number) => `${day} ${MONTHS[month]} ${year}`;

/**
 * A backend date as the medium date. A calendar date (yyyy-mm-dd, or a timestamp at midnight UTC) is that day
 * wherever the browser is; a moment (a timestamp with a time) is its day where the member is. The backend's
 * "no date" (0001-01-01) and empty are blank; what cannot be read stays as given.
 */
/** The backend's "no date": empty, or the first day of year 1 (Business Central's blank date). */
const isNoDate = (value: string) => !value || value.startsWith('0001-01-01');

export function formatDate(value: string): string {
  if (isNoDate(value)) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})(?:$|T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)?$)/.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const check = new Date(Date.UTC(year, month - 1, date));
    return check.getUTCMonth() === month - 1 ? medium(year, month - 1, date) : value;
  }
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : medium(moment.getFullYear(), moment.getMonth(), moment.getDate());
}

/** A moment as the medium date and its time of day (an outbox message's "sent"): "3 Sep 2026, 14:05". */
export function formatDateTime(value: string): string {
  if (isNoDate(value)) return '';
  // A calendar day has no time of day to show (and Date would roll 2026-02-30 over into March).
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  const hh = String(moment.getHours()).padStart(2, '0');
  const mm = String(moment.getMinutes()).padStart(2, '0');
  return `${medium(moment.getFullYear(), moment.getMonth(), moment.getDate())}, ${hh}:${mm}`;
}

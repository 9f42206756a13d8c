// Calendar arithmetic on ISO dates (yyyy-mm-dd), in UTC like the rest of the fake backend.
export const DAY_MS = 86_400_000;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => isoDate(Date.parse(iso.slice(0, 10)) + days * DAY_MS);

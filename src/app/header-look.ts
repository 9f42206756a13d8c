// The classes of the frame's header, shared by the React header (auth-layout.tsx) and the header the build writes
// into the page (scripts/site-in-page.ts): the two must draw the same boxes, so nothing moves when React takes over.
export const FRAME_CLASS = 'flex min-h-screen flex-col bg-back-theme text-slate-900';
export const HEADER_CLASS = 'bg-primary text-white';
/** relative: the mock-mode panel opens below the header's row, inside the window whatever the row wraps to. */
export const HEADER_ROW_CLASS =
  'relative mx-auto flex max-w-5xl flex-col items-start gap-1 px-4 py-2 sm:flex-row sm:py-3 sm:flex-wrap sm:items-center sm:justify-between sm:gap-3';
/** One line for the name on a phone (a longer name is cut there; issue 34: a compact phone header), two from 640 px. */
export const BRAND_CLASS = 'flex min-h-10 items-center gap-3';
export const LOGO_CLASS = 'size-10 rounded bg-white object-contain p-0.5';
export const NAME_CLASS = 'line-clamp-1 font-semibold sm:line-clamp-2 sm:text-lg';
export const LINKS_CLASS = 'flex flex-wrap items-center gap-2';
export const NAV_CLASS = 'flex items-center gap-2';
export const NAV_LINK_CLASS = 'rounded px-2 py-2 hover:bg-white/10 sm:px-3';

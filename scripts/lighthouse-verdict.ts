// `npm run bench:lighthouse`'s verdict (issue 38 item 1, docs/decisions/050): each page's medians over the rounds,
// its ratios to the floor (the stack's own login page) and to the limit (the portal's first screen as static HTML,
// no script), both measured in the same run, and the targets, held on ratios so that a slow or a busy machine,
// which slows the floor as much as the portal, gives the same answer as a quiet fast one.
import { median } from './bench-stats';

/** What one Lighthouse run says of a page (ms, but the score and CLS). */
export interface PageFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's mainthread-work-breakdown total: every main-thread task, CPU slowdown applied. */
  mainThread: number;
  /** The CPU those tasks took, unscaled (scripts/trace-cpu.ts): no target, it tells work from waiting. */
  mainThreadCpu: number;
  /** Every thread's CPU in the trace, unscaled: no target, it is what the main thread shared the cores with. */
  browserCpu: number;
}

export type PageKind = 'floor' | 'limit' | 'portal';

export interface PageRow extends PageFigures {
  page: string;
  kind: PageKind;
  lcpToFloor: number;
  lcpToLimit: number;
  mainThreadToFloor: number;
  mainThreadToLimit: number;
  mainThreadCpuToFloor: number;
  browserCpuToFloor: number;
}

/** Issue 38's "Must show", for each portal page. */
export const TARGETS = { lcpToFloor: 1.15, mainThreadToFloor: 2, tbtBelowMs: 200, clsBelow: 0.05 } as const;

const KEYS = ['score', 'lcp', 'tbt', 'cls', 'mainThread', 'mainThreadCpu', 'browserCpu'] as const;

/** Each figure's own median over the rounds (not one median run: LCP and TBT need not come from the same round). */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  return Object.fromEntries(KEYS.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PageFigures;
}

/** The rows of the table: each page's medians with its ratios to the floor and the limit of the same run. */
export function rowsOf(pages: readonly { page: string; kind: PageKind; runs: readonly PageFigures[] }[]): PageRow[] {
  const medians = pages.map((p) => ({ ...p, figures: medianFigures(p.runs) }));
  const reference = (kind: PageKind) => {
    const found = medians.find((p) => p.kind === kind);
    if (!found) throw new Error(`No ${kind} page was measured: the ratios need it.`);
    return found.figures;
  };
  const floor = reference('floor');
  const limit = reference('limit');
  return medians.map(({ page, kind, figures }) => ({
    page,
    kind,
    ...figures,
    lcpToFloor: figures.lcp / floor.lcp,
    lcpToLimit: figures.lcp / limit.lcp,
    mainThreadToFloor: figures.mainThread / floor.mainThread,
    mainThreadToLimit: figures.mainThread / limit.mainThread,
    mainThreadCpuToFloor: figures.mainThreadCpu / floor.mainThreadCpu,
    browserCpuToFloor: figures.browserCpu / floor.browserCpu,
  }));
}

/** Each target a portal page misses, one line each ("not above" and "below" as the issue words them; NaN misses). */
export function missedTargets(rows: readonly PageRow[]): string[] {
  return rows
    .filter((r) => r.kind === 'portal')
    .flatMap((r) => [
      ...(r.lcpToFloor <= TARGETS.lcpToFloor
        ? []
        : [`${r.page}: LCP ${r.lcpToFloor.toFixed(2)}× the floor's (target ≤ ${TARGETS.lcpToFloor}×)`]),
      ...(r.mainThreadToFloor <= TARGETS.mainThreadToFloor
        ? []
        : [`${r.page}: main-thread work ${r.mainThreadToFloor.toFixed(2)}× the floor's (target ≤ ${TARGETS.mainThreadToFloor}×)`]),
      ...(r.tbt < TARGETS.tbtBelowMs ? [] : [`${r.page}: TBT ${Math.round(r.tbt)} ms (target < ${TARGETS.tbtBelowMs} ms)`]),
      ...(r.cls < TARGETS.clsBelow ? [] : [`${r.page}: CLS ${r.cls.toFixed(3)} (target < ${TARGETS.clsBelow})`]),
    ]);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const times = (ratio: number) => `${ratio.toFixed(2)}×`;

/** The Markdown table the note quotes. */
export function tableLines(rows: readonly PageRow[]): string[] {
  return [
    '| Page | Score | LCP | ÷ floor | ÷ limit | TBT | Main-thread work | ÷ floor | ÷ limit | Its CPU | ÷ floor | Browser CPU | ÷ floor | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows
      .map((r) =>
        [
          r.kind === 'portal' ? `\`${r.page}\`` : r.page,
          r.score.toFixed(2),
          seconds(r.lcp),
          times(r.lcpToFloor),
          times(r.lcpToLimit),
          `${Math.round(r.tbt)} ms`,
          `${Math.round(r.mainThread).toLocaleString('en')} ms`,
          times(r.mainThreadToFloor),
          times(r.mainThreadToLimit),
          `${Math.round(r.mainThreadCpu)} ms`,
          times(r.mainThreadCpuToFloor),
          `${Math.round(r.browserCpu).toLocaleString('en')} ms`,
          times(r.browserCpuToFloor),
          r.cls.toFixed(3),
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ];
}

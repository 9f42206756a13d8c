// The live preview of the Admin Settings: the portal's own pieces (header, button, link, progress, alert badge,
// a ticked box, the message edges, the page background)
// drawn with the colours being edited, before anything is saved. The colours apply to this box only.
import type { CSSProperties } from 'react';
import { contrastProblem, hexOf, THEME_COLOR_USES, type ThemeColorName } from '#contract/theme-contrast.ts';

const cssVariable = (name: ThemeColorName) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, '')}`;

export function ThemePreview({ colors, labels }: { colors: Record<ThemeColorName, string>; labels: Record<ThemeColorName, string> }) {
  // A colour the preview cannot read is left to the portal's current one.
  const style = Object.fromEntries(
    (Object.keys(colors) as ThemeColorName[]).filter((n) => hexOf(colors[n]) !== null).map((n) => [cssVariable(n), colors[n]]),
  ) as CSSProperties;
  const problems = (Object.keys(THEME_COLOR_USES) as ThemeColorName[])
    .map((n) => [n, contrastProblem(n, colors[n])] as const)
    .filter((entry): entry is readonly [ThemeColorName, string] => entry[1] !== null);
  return (
    <section aria-labelledby="theme-preview-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h2 id="theme-preview-title" className="font-semibold text-slate-900">
        Preview
      </h2>
      <div
        style={style}
        className="flex flex-col gap-3 overflow-hidden rounded-md bg-back-theme ring-1 ring-slate-200"
        data-testid="theme-preview"
      >
        <div className="bg-primary px-4 py-3 font-semibold text-white">Member portal</div>
        <div className="flex flex-col gap-3 px-4 pb-4">
          <div className="flex flex-wrap items-center gap-3">
            <span className="inline-flex min-h-10 items-center rounded-md bg-primary px-4 py-2 font-medium text-white">Save</span>
            <span className="text-primary underline">A link</span>
            <span className="relative inline-flex items-center gap-1 text-slate-800">
              Alerts
              <span className="rounded-full bg-badge-theme px-1.5 text-xs font-semibold text-slate-950">3</span>
            </span>
          </div>
          <div className="flex flex-col gap-1 text-sm text-slate-700">
            <span>Checklist progress, under and from 50 %</span>
            <div className="h-3 w-full overflow-hidden rounded-full bg-slate-200">
              <div className="h-full w-1/3 bg-primary" />
            </div>
            <div className="h-3 w-full overflow-hidden rounded-full bg-slate-200">
              <div className="h-full w-2/3 bg-secondary" />
            </div>
          </div>
          <span className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked readOnly tabIndex={-1} aria-hidden className="size-5 accent-accent" />A ticked box
          </span>
          <div className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {(
              [
                ['error', 'border-l-error', 'Error'],
                ['success', 'border-l-success', 'Success'],
                ['info', 'border-l-info', 'Information'],
                ['warning', 'border-l-warning', 'Warning'],
              ] as const
            ).map(([name, edge, text]) => (
              <span key={name} className={`rounded border border-l-4 border-slate-200 bg-white px-2 py-1 text-slate-800 ${edge}`}>
                {text}
              </span>
            ))}
          </div>
        </div>
      </div>
      {problems.length > 0 ? (
        // The alert wraps the list: a list given role="alert" is no longer a list to its items (axe: listitem).
        <div role="alert">
          <ul className="list-inside list-disc text-sm font-medium text-red-700">
            {problems.map(([name, problem]) => (
              <li key={name}>
                {labels[name]}: {problem}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-600">Every colour is readable where the portal uses it.</p>
      )}
    </section>
  );
}

// A live preview of the portal's look in the colours being chosen: the header and buttons in the primary colour,
// badges in the secondary, accent and badge colours, the page background, and messages in the status colours.
// Each sample shows its contrast, and says so where text would be hard to read.
import type { ThemeColorName } from '../../contract/theme-contrast';
import { CONTRAST_PARTNER, contrastRatio, formatRatio, MIN_TEXT_CONTRAST } from '../../contract/theme-contrast';

function Ratio({ name, color }: { name: ThemeColorName; color: string }) {
  const ratio = contrastRatio(color, CONTRAST_PARTNER[name].against);
  if (ratio === null) return <span className="text-xs">(not a colour)</span>;
  return <span className="text-xs">{ratio < MIN_TEXT_CONTRAST ? `hard to read, ${formatRatio(ratio)}` : formatRatio(ratio)}</span>;
}

export function ThemePreview({ colors }: { colors: Record<ThemeColorName, string> }) {
  const onColour = (name: ThemeColorName) => ({ backgroundColor: colors[name], color: CONTRAST_PARTNER[name].against });
  return (
    <figure aria-labelledby="theme-preview-title" data-testid="theme-preview" className="overflow-hidden rounded-lg ring-1 ring-slate-300">
      <figcaption id="theme-preview-title" className="bg-white px-3 py-2 text-sm font-medium text-slate-800">
        Preview
      </figcaption>
      <div style={onColour('primary')} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2" data-testid="preview-header">
        <span className="font-semibold">Portal header</span>
        <Ratio name="primary" color={colors.primary} />
      </div>
      <div style={onColour('BackTheme')} className="flex flex-col gap-3 p-3">
        <p>
          Page text on the background <Ratio name="BackTheme" color={colors.BackTheme} />
        </p>
        <div className="flex flex-wrap gap-2">
          <span style={onColour('primary')} className="rounded-md px-3 py-2 font-medium">
            Button
          </span>
          {(['secondary', 'accent', 'BadgeTheme'] as const).map((name) => (
            <span key={name} style={onColour(name)} className="rounded-full px-3 py-1 text-sm font-medium">
              {name === 'BadgeTheme' ? 'Badge' : name === 'secondary' ? 'Secondary' : 'Accent'} <Ratio name={name} color={colors[name]} />
            </span>
          ))}
        </div>
        <ul className="flex flex-col gap-1 rounded-md bg-white p-2">
          {(['error', 'info', 'success', 'warning'] as const).map((name) => (
            <li key={name} style={{ color: colors[name] }} className="text-sm font-medium">
              {name[0]!.toUpperCase() + name.slice(1)} message <Ratio name={name} color={colors[name]} />
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}

// One theme colour of the Admin Settings: a colour picker and the same colour as text (either can be used, the
// keyboard reaches both), where the portal uses it, and its contrast there, flagged as soon as it is too low.
import { useId } from 'react';
import { describedBy, FieldFrame } from '#ui/field-frame.tsx';
import { contrastRatio, formatRatio, hexOf, THEME_COLOR_USES, type ThemeColorName } from '#contract/theme-contrast.ts';

interface ColorFieldProps {
  name: ThemeColorName;
  label: string;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
  onBlur: () => void;
}

export function ColorField({ name, label, value, error, onValue, onBlur }: ColorFieldProps) {
  const id = useId();
  const use = THEME_COLOR_USES[name];
  const ratio = contrastRatio(value, use.against);
  const low = ratio !== null && ratio < use.min;
  const note = ratio === null ? use.where : `${use.where}. Contrast ${formatRatio(ratio)} with ${use.againstName} (needs ${use.min}:1).`;
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={`${low ? 'Too little contrast. ' : ''}${note}`}
      className="rounded-md border border-slate-200 p-3"
    >
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: colour picker`}
          value={hexOf(value) ?? '#000000'}
          onChange={(e) => onValue(e.target.value)}
          onBlur={onBlur}
          className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-300 bg-white p-0.5 focus:outline-2 focus:outline-primary"
        />
        <input
          id={id}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          onBlur={onBlur}
          spellCheck={false}
          aria-invalid={error || low ? true : undefined}
          aria-describedby={describedBy(id, error, note)}
          className={`min-h-10 w-full min-w-0 rounded-md border bg-white px-3 py-2 font-mono text-slate-900 focus:outline-2 focus:outline-primary ${error || low ? 'border-red-600' : 'border-slate-300'}`}
        />
      </div>
    </FieldFrame>
  );
}

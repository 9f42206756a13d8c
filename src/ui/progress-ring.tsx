// A small ring showing passed / total (profile completeness).
interface ProgressRingProps {
  passed: number;
  total: number;
  /** Colour class of the filled arc (the secondary colour once at least half is done). */
  strong: boolean;
  label: string;
}

export function ProgressRing({ passed, total, strong, label }: ProgressRingProps) {
  const fraction = total === 0 ? 0 : passed / total;
  const r = 16;
  const c = 2 * Math.PI * r;
  return (
    <span className="inline-flex items-center gap-2" role="img" aria-label={`${label}: ${passed} of ${total}`}>
      <svg viewBox="0 0 40 40" className="size-10 -rotate-90" aria-hidden="true">
        <circle cx="20" cy="20" r={r} fill="none" strokeWidth="5" className="stroke-slate-200" />
        <circle
          cx="20"
          cy="20"
          r={r}
          fill="none"
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray={`${fraction * c} ${c}`}
          className={strong ? 'stroke-secondary' : 'stroke-primary'}
        />
      </svg>
      {/* The figure is in the label; on a phone the ring alone says it (a compact member bar, issue 34). */}
      <span className="hidden text-sm font-medium sm:inline" data-testid="completeness">
        {passed}/{total}
      </span>
    </span>
  );
}

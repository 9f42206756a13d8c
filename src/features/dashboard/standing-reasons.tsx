// Why a member is not in good standing, one reason a line; nothing for a member in good standing or not a member yet.
import type { Standing } from '#contract';

export function StandingReasons({ standing, className = '' }: { standing: Standing; className?: string }) {
  if (standing.status !== 'inArrears' && standing.status !== 'notInGoodStanding') return null;
  return (
    <ul className={`mt-1 list-disc pl-5 ${className}`} data-testid="good-standing-reasons">
      {standing.reasons.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}

// The hint under a referee's answer or remark: the spec's 'Max 250 characters' and a live count (spec §A).
import { REFEREE_ANSWER_MAX } from '#contract/profile-referee.ts';

export function CharacterCount({ value }: { value: string }) {
  return (
    <span className="flex justify-between gap-2">
      <span>Max {REFEREE_ANSWER_MAX} characters</span>
      <span data-testid="character-count" className={value.length >= REFEREE_ANSWER_MAX ? 'font-semibold text-slate-900' : ''}>
        {value.length}/{REFEREE_ANSWER_MAX}
      </span>
    </span>
  );
}

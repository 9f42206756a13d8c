// What the register says of a certificate's verification reference searched for on the Member Checker (DECISIONS.md
// §F): the grade and day it names are on the record, and whether that grade is still the member's. Shown above the
// results, which list the member the reference names.
import { useSelector } from '@xstate/react';
import { formatDate } from '#contract/medium-date.ts';
import { Alert } from '#ui/alert.tsx';
import type { MemberSearchActor } from './member-search-actor';

export function CertificateCheck({ actor }: { actor: MemberSearchActor }) {
  const check = useSelector(actor, (s) => (s.matches('searching') || s.matches('failed') ? undefined : s.context.result?.certificate));
  if (!check) return null;
  return (
    <Alert kind="success">
      <p data-testid="certificate-check">
        The register confirms certificate {check.reference}: member {check.memberNo} was conferred the category {check.categoryDescription}{' '}
        on {formatDate(check.conferredOn)}.{' '}
        {check.current
          ? 'It is the member’s category today.'
          : 'A later category has been conferred since: the member’s card shows the category held today.'}
      </p>
    </Alert>
  );
}

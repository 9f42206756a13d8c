// /checklist/component/:name (spec 2 §Checklist area): 'Back to checklist' and the form of the item named;
// an unknown name shows 'Loading Component', as the document says. From an upgrade checklist, Back returns there;
// from the licence wizard's checklist (`from=License`), to the wizard, which keeps its draft.
import { Link, useSearch } from 'wouter';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { licenceCaptionOf } from '#contract/captions.ts';
import { ChecklistKindSchema } from '#contract/checklist.ts';
import { hrefTo } from '#contract/routes.ts';
import { checklistTypeName } from '#contract/names.ts';
import { useSite } from '#kernel/portal/site-context.tsx';
import { CHECKLIST_COMPONENTS } from './checklist-components';

export function ChecklistComponentPage() {
  const { name = '' } = useRouteParams<'name'>();
  const licenceCaption = licenceCaptionOf(useSite().minor);
  // Back to the checklist the item was opened from (Application when opened by address).
  const search = new URLSearchParams(useSearch());
  const from = ChecklistKindSchema.safeParse(search.get('from'));
  // Opened from an upgrade checklist (`from=Upgrade&code=PE`): Back returns to that upgrade's checklist.
  const upgradeCode = from.success && from.data === 'Upgrade' ? (search.get('code') ?? '').slice(0, 50) : '';
  const Component = Object.hasOwn(CHECKLIST_COMPONENTS, name) ? CHECKLIST_COMPONENTS[name] : undefined;
  return (
    // Not a named region: the item's form is one (its list's own heading, often the same name as this title).
    <div className="flex flex-col gap-4">
      <div>
        {from.success && from.data === 'License' ? (
          <Link href={hrefTo('licenseCard')} className="text-primary underline">
            Back to the {licenceCaption} application
          </Link>
        ) : upgradeCode ? (
          <Link href={hrefTo('upgradeChecklist', { code: upgradeCode })} className="text-primary underline">
            Back to the upgrade checklist
          </Link>
        ) : (
          <Link href={hrefTo('listing', { type: from.success ? from.data : 'Application' })} className="text-primary underline">
            Back to checklist
          </Link>
        )}
      </div>
      <h1 id="component-title" className="text-2xl font-semibold text-slate-900">
        {Component ? checklistTypeName(name) : 'Loading Component'}
      </h1>
      {Component ? <Component /> : null}
    </div>
  );
}

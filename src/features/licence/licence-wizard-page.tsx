// The licence wizard (/license/card, licenseCard of spec 3 §2 Licence): Headless UI tabs Licence details,
// Checklist and Declaration, a later tab disabled until the earlier ones are done; the machine holds every rule.
// The draft is kept per user in this browser (machines/licence/licence-draft.ts), so a reload or a visit to
// complete a checklist item comes back to the same tab with the same values; a submitted application clears it
// and opens its document (/license/document/{applicationNo}); the machine tells the change (the member data hears it).
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { licenceDraftKey, draftOf, restoreDraft } from '#machines/licence/licence-draft.ts';
import { canLeaveChecklist, wizardTabLabel, WIZARD_TABS } from '#machines/licence/licence-rules.ts';
import { declarationError, licenceWizardMachine, tabOf, visibleDetailErrors } from '#machines/licence/licence-wizard.machine.ts';
import { selectUser } from '#machines/session/session.machine.ts';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { CheckboxField } from '#ui/checkbox-field.tsx';
import { formatDate } from '#contract/medium-date.ts';
import { formatMoney } from '#contract/money.ts';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { showToast } from '#ui/toasts.tsx';
import { ChecklistItemsTable } from '#kernel/checklist-items-table.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useSite } from '#kernel/portal/site-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { useLicenceCaption } from './licence-caption';
import { LicenceDetailsTab } from './licence-details-tab';

/** The declaration the member agrees to, in the licence's caption. */
const licenceDeclaration = (caption: string) =>
  `I declare that the information given in this application is true and complete, and I agree to practise under the terms and conditions of the ${caption}.`;

/** Local storage, or nothing where the browser refuses it (the draft is then kept for this page only). */
const storage = {
  read: (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write: (key: string, value: string | null) => {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // Storage full or refused: the draft lives on in this page.
    }
  },
};

export function LicenceWizardPage() {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  // One wizard per user: the next user of this browser never sees another's draft.
  return user ? <LicenceWizard key={user.id} draftKey={licenceDraftKey(user.id)} /> : <Loading />;
}

function LicenceWizard({ draftKey }: { draftKey: string }) {
  const { api } = usePortal();
  const { minor: switches } = useSite();
  const caption = useLicenceCaption();
  const [, navigate] = useLocation();
  const [snapshot] = useState(() => restoreDraft(storage.read(draftKey), { api, switches }));
  const actor = useFlowActor('licence-wizard', licenceWizardMachine, {
    input: { api, switches },
    ...(snapshot ? { snapshot } : {}),
  });
  const state = useSelector(actor, (s) => s);
  const tab = tabOf(state.value);
  const { values, items, agreed, application, error, retryable } = state.context;

  useEffect(() => {
    // Back on the page (a reload, back from completing an item): the checklist is read again.
    actor.send({ type: 'wizard.resume' });
    const sub = actor.subscribe((s) => {
      if (s.status === 'done') {
        storage.write(draftKey, null);
        if (s.output) {
          showToast(
            `${caption} application ${s.output.licenseApplicationNo} submitted. Download it, sign it and upload it here.`,
            'success',
          );
          navigate(hrefTo('licenseDocument', { code: s.output.licenseApplicationNo }));
        }
        return;
      }
      const draft = draftOf(actor.getPersistedSnapshot());
      if (draft) storage.write(draftKey, draft);
    });
    return () => sub.unsubscribe();
  }, [actor, caption, draftKey, navigate]);

  const tabIndex = WIZARD_TABS.indexOf(tab);
  // A new step is read from its tab: the button pressed (Continue, Back) went with the panel it was in, and the
  // focus would fall to the top of the page (the referee stepper does the same with its heading).
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const shown = useRef(tabIndex);
  useEffect(() => {
    if (shown.current === tabIndex || tabIndex < 0) return;
    shown.current = tabIndex;
    tabs.current[tabIndex]?.focus();
  }, [tabIndex]);
  const submitting = state.matches({ declaration: 'submitting' });
  return (
    <section aria-labelledby="licence-wizard-title" className="flex flex-col gap-4">
      <div>
        <Link href={hrefTo('license')} className="text-primary underline">
          Back to {caption}
        </Link>
      </div>
      <h1 id="licence-wizard-title" className="text-2xl font-semibold text-slate-900">
        {caption} application
      </h1>
      {state.matches('loading') ? <Loading /> : null}
      {state.matches('loadFailed') ? (
        <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} />
      ) : null}
      {state.matches('unavailable') ? <Alert kind="warning">{error}</Alert> : null}
      {state.matches('details') || state.matches('checklist') || state.matches('declaration') || state.matches('done') ? (
        <TabGroup selectedIndex={tabIndex} onChange={(i) => actor.send({ type: 'wizard.goto', tab: WIZARD_TABS[i] ?? 'details' })}>
          <TabList aria-label={`${caption} application steps`} className="flex flex-wrap gap-1 border-b border-slate-200">
            {WIZARD_TABS.map((t, i) => (
              <Tab
                key={t}
                ref={(el: HTMLButtonElement | null) => void (tabs.current[i] = el)}
                disabled={i > tabIndex}
                className="rounded-t-md px-3 py-2 text-sm font-medium text-slate-700 data-disabled:cursor-not-allowed data-disabled:text-slate-500 data-hover:bg-slate-100 data-selected:bg-primary data-selected:text-white focus:outline-2 focus:outline-primary"
              >
                {i + 1}. {wizardTabLabel(t, caption)}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="pt-4">
            <TabPanel>
              <LicenceDetailsTab
                values={values}
                errors={visibleDetailErrors(state.context)}
                onChange={(name, value) => actor.send({ type: 'details.change', name, value })}
                onBlur={(name) => actor.send({ type: 'details.blur', name })}
                onContinue={() => actor.send({ type: 'wizard.next' })}
              />
            </TabPanel>
            <TabPanel className="flex flex-col gap-4">
              {state.matches({ checklist: 'loading' }) ? <Loading label="Loading the checklist…" /> : null}
              {state.matches({ checklist: 'failed' }) ? (
                <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} />
              ) : null}
              {state.matches({ checklist: 'ready' }) ? (
                <>
                  <p className="text-slate-700" data-testid="licence-checklist-help">
                    {items.filter((i) => i.pass).length} of {items.length} requirements complete
                  </p>
                  <ChecklistItemsTable
                    caption={`${caption} checklist`}
                    items={items}
                    completeHref={(i) => hrefTo('component', { name: i.checkListType }, { from: 'License' })}
                  />
                </>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button look="secondary" onClick={() => actor.send({ type: 'wizard.back' })}>
                  Back
                </Button>
                <Button
                  disabled={!state.matches({ checklist: 'ready' }) || !canLeaveChecklist(items)}
                  onClick={() => actor.send({ type: 'wizard.next' })}
                >
                  Continue
                </Button>
              </div>
            </TabPanel>
            <TabPanel className="flex flex-col gap-4">
              {application ? (
                <dl className="grid gap-x-4 gap-y-1 rounded-md bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200 sm:grid-cols-[max-content_1fr]">
                  {application.practiceName ? (
                    <>
                      <dt className="text-slate-600">Practice</dt>
                      <dd className="break-words text-slate-900">{application.practiceName}</dd>
                    </>
                  ) : null}
                  <dt className="text-slate-600">Practitioner</dt>
                  <dd className="break-words text-slate-900">
                    {application.practitionerSurname} {application.practitionerOtherNames}
                  </dd>
                  <dt className="text-slate-600">Application date</dt>
                  <dd className="text-slate-900">{formatDate(application.applicationDate ?? '')}</dd>
                  <dt className="text-slate-600">Fee</dt>
                  <dd className="text-slate-900" data-testid="licence-fee">
                    {formatMoney(application.amount ?? 0)}
                  </dd>
                </dl>
              ) : null}
              <p className="text-slate-800">{licenceDeclaration(caption)}</p>
              <div>
                <CheckboxField
                  label="I agree to the declaration"
                  checked={agreed}
                  disabled={submitting}
                  onChecked={(checked) => actor.send({ type: 'declaration.agree', agreed: checked })}
                />
                {declarationError(state.context) ? (
                  <p className="text-sm text-red-700" data-testid="field-error">
                    {declarationError(state.context)}
                  </p>
                ) : null}
              </div>
              {state.matches({ declaration: 'submitFailed' }) ? <Alert kind="error">{error}</Alert> : null}
              <div className="flex flex-wrap gap-2">
                <Button look="secondary" disabled={submitting} onClick={() => actor.send({ type: 'wizard.back' })}>
                  Back
                </Button>
                <Button busy={submitting} disabled={!agreed || !application} onClick={() => actor.send({ type: 'wizard.submit' })}>
                  Submit
                </Button>
              </div>
            </TabPanel>
          </TabPanels>
        </TabGroup>
      ) : null}
    </section>
  );
}

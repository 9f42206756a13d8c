// Where a submitted application stands (issue 34 item 5): a heading that confirms it was submitted, the timeline
// Submitted → Fee paid → Committee → Board → Admitted, and the one next action (Pay Now for the application fee,
// with its amount, through the one Pay Now machine) or what happens next. It reads the member data, which hears the
// world: when the simulated clock moves the application, the panel follows without a reload.
import { applicationNextStep, applicationProgress, type ProgressStepState } from '#machines/applications/application-progress.ts';
import { applicationStatusLabel } from '#machines/applications/application-rules.ts';
import type { Application } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { Button } from '#ui/button.tsx';
import { formatMoney } from '#contract/money.ts';
import { Link } from 'wouter';
import { PayNowMessage, usePayNow } from '#kernel/payment/use-pay-now.tsx';

const MARKS: Record<ProgressStepState, { mark: string; said: string; look: string }> = {
  done: { mark: '✓', said: 'done', look: 'bg-green-700 text-white' },
  current: { mark: '●', said: 'now', look: 'bg-primary text-white' },
  upcoming: { mark: '○', said: 'to come', look: 'bg-white text-slate-600 ring-1 ring-slate-400' },
  refused: { mark: '✕', said: 'refused', look: 'bg-red-700 text-white' },
};

/** The heading: a fresh submission says so; later, where the application is. */
const headingOf = (app: Application) =>
  app.status === 'New' ? `Application ${app.Code} submitted` : `Application ${app.Code}: ${applicationStatusLabel(app.status)}`;

function Timeline({ app }: { app: Application }) {
  return (
    <ol aria-label={`Progress of application ${app.Code}`} className="flex flex-wrap gap-x-4 gap-y-2" data-testid="application-timeline">
      {applicationProgress(app).map((step) => {
        const { mark, said, look } = MARKS[step.state];
        return (
          <li
            key={step.key}
            className="flex items-center gap-2 text-sm"
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
          >
            <span aria-hidden="true" className={`inline-flex size-6 items-center justify-center rounded-full text-xs ${look}`}>
              {mark}
            </span>
            <span className={step.state === 'upcoming' ? 'text-slate-600' : 'font-medium text-slate-900'}>{step.label}</span>
            <span className="sr-only">({said})</span>
          </li>
        );
      })}
    </ol>
  );
}

/** Pay the application fee: the amount said, then the one Pay Now (the receipt instead once found paid). */
function PayFee({ app, amount, returnTo }: { app: Application; amount: number; returnTo: string }) {
  const payNow = usePayNow({ kind: 'application', code: app.Code }, returnTo);
  return (
    <div className="flex flex-col items-start gap-2" data-testid="application-next-step">
      <p className="text-slate-800">
        Next: pay the application fee of <strong className="whitespace-nowrap">{formatMoney(amount)}</strong>.
      </p>
      {payNow.receiptNo ? (
        <Link href={hrefTo('receipt', { code: payNow.receiptNo })} className="text-primary underline">
          Receipt {payNow.receiptNo}
        </Link>
      ) : (
        <Button onClick={payNow.pay} busy={payNow.busy}>
          Pay Now<span className="sr-only"> the application fee of {app.Code}</span>
        </Button>
      )}
      <PayNowMessage payNow={payNow} />
    </div>
  );
}

/** The panel; `returnTo` is where a payment comes back to (the page showing it). */
export function ApplicationProgress({ app, returnTo }: { app: Application; returnTo: string }) {
  const next = applicationNextStep(app);
  return (
    <section
      aria-labelledby={`progress-${app.Code}`}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="application-progress"
    >
      <h2 id={`progress-${app.Code}`} className="font-semibold text-slate-900">
        {headingOf(app)}
      </h2>
      <Timeline app={app} />
      {next.kind === 'payFee' ? (
        <PayFee app={app} amount={next.amount} returnTo={returnTo} />
      ) : (
        <p className="text-slate-800" data-testid="application-next-step">
          {next.text}
        </p>
      )}
    </section>
  );
}

// /activate/:code? (spec 1 §2.2): the Activation disclaimer, then step 1 (member-number search filling the
// read-only names, ID/passport, mobile, e-mail; Request activation or Use code), then the step-2 dialog.
import { accessMessages } from '#contract/access-messages.ts';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useSearch } from 'wouter';
import { activationMachine, type activateForm, type requestForm } from '#machines/access/activation.machine.ts';
import { consentMachine } from '#machines/access/consent.machine.ts';
import { messages } from '#contract';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';
import { Form } from '#ui/form.tsx';
import { TextField } from '#ui/text-field.tsx';
import { useFailureToast } from '#ui/toasts.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { useForm } from '#kernel/portal/use-form.ts';
import { AuthCard } from './auth-card';
import { BackToSignIn } from './back-to-sign-in';
import { ConsentGate } from './consent-dialog';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { ShowMessage } from '#kernel/mock/show-message.tsx';

type Activation = ActorRefFrom<typeof activationMachine>;

function StepOne({ activation, request }: { activation: Activation; request: ActorRefFrom<typeof requestForm> }) {
  const form = useForm(request);
  const searching = useSelector(activation, (s) => s.matches({ step1: 'searching' }));
  const { searchError, linkError } = useSelector(activation, (s) => s.context);
  const search = () => activation.send({ type: 'activation.search', memberNo: String(form.values.memberNo ?? '') });
  // Spec 1 §8: a failed member search is also a danger toast, gone once the search runs again.
  const searchFailed = useSelector(activation, (s) =>
    s.matches({ step1: 'idle' }) && s.context.searchError !== messages.fieldRequired ? s.context.searchError : null,
  );
  useFailureToast(searchFailed);
  return (
    <Form onSubmit={form.submit} error={form.serverError}>
      {linkError ? <Alert kind="warning">{linkError}</Alert> : null}
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label="Membership number"
          {...form.field('memberNo')}
          error={form.errors.memberNo ?? searchError ?? undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              search();
            }
          }}
        />
        <Button look="secondary" busy={searching} onClick={search}>
          Search
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" readOnly {...form.field('memberNameFirst')} />
        <TextField label="Last name" readOnly {...form.field('memberNameLast')} />
      </div>
      <TextField label="ID / Passport number" {...form.field('identificationDocumentNo')} />
      <TextField label="Mobile" type="tel" autoComplete="tel" {...form.field('phoneNo')} />
      <TextField label="E-mail" type="email" autoComplete="email" hint={accessMessages.claimHint} {...form.field('eMailAddress')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.submitting}>
          Request activation
        </Button>
        <Button look="secondary" onClick={() => activation.send({ type: 'activation.useCode' })}>
          Use code
        </Button>
      </div>
    </Form>
  );
}

function StepTwo({ activation, activate }: { activation: Activation; activate: ActorRefFrom<typeof activateForm> }) {
  const form = useForm(activate);
  const notice = useSelector(activation, (s) => s.context.notice);
  // Where step 1 sent the code, and the e-mail typed here (a code used later was sent to it).
  const sentToEmail = useSelector(activation, (s) => s.context.request.eMailAddress);
  const sentToPhone = useSelector(activation, (s) => s.context.request.phoneNo);
  return (
    <Modal
      open
      onClose={() => activation.send({ type: 'activation.back' })}
      title="Activate your account"
      dismiss={{ label: 'Back' }}
      actions={
        <Button type="submit" form="activate-form" busy={form.submitting}>
          Activate
        </Button>
      }
    >
      <Form id="activate-form" onSubmit={form.submit} error={form.serverError}>
        {notice ? <Alert kind="success">{notice}</Alert> : null}
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="ID / Passport number" {...form.field('identificationDocumentNo')} />
        <TextField label="Activation code" autoComplete="one-time-code" {...form.field('otp_code')} />
        <ShowMessage to={[sentToEmail, sentToPhone, String(form.values.email ?? '')]} />
        <TextField label="Password" type="password" autoComplete="new-password" hint={messages.passwordRule} {...form.field('password')} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      </Form>
    </Modal>
  );
}

function Activation() {
  const { code } = useRouteParams<'code'>();
  const memberNo = new URLSearchParams(useSearch()).get('memberNo');
  const { api } = usePortal();
  const activation = useFlowActor('activation', activationMachine, { input: { api, code, memberNo } });
  const request = useSelector(activation, (s) => s.children.request);
  const activate = useSelector(activation, (s) => s.children.activate);
  return (
    <>
      {request ? <StepOne activation={activation} request={request} /> : null}
      {activate ? <StepTwo activation={activation} activate={activate} /> : null}
    </>
  );
}

export function ActivatePage() {
  const { api } = usePortal();
  const consent = useFlowActor('registration-consent', consentMachine, { input: { api, kind: 'Activation' } });
  return (
    <AuthCard title="Activate your account">
      <ConsentGate consent={consent} title="Activation disclaimer">
        <Activation />
      </ConsentGate>
      <BackToSignIn className="mt-4" />
    </AuthCard>
  );
}

// What /categories, /signup/… and /register/… show while the settings' `registration` is off (spec §B
// "Registration closed"): the decision's words and the way back to sign in; the fake server refuses the call too.
import { REGISTRATION_CLOSED } from '#contract';
import { Alert } from '#ui/alert.tsx';
import { AuthCard } from './auth-card';
import { BackToSignIn } from './back-to-sign-in';

export function RegistrationClosed({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <div className="flex flex-col gap-3" data-testid="registration-closed">
        <Alert kind="info">{REGISTRATION_CLOSED}</Alert>
        <BackToSignIn />
      </div>
    </AuthCard>
  );
}

// /success: the account exists; the activation e-mail is on its way.
import { Link } from 'wouter';
import { hrefTo } from '#contract/routes.ts';
import { AuthCard } from './auth-card';

export function SuccessPage() {
  return (
    <AuthCard title="Account created">
      <div className="flex flex-col gap-3 text-slate-700">
        <p>Your account has been created. We have sent you an activation e-mail: open the link in it to activate your account.</p>
        <p>If it has not arrived within a few minutes, check your junk or spam folder.</p>
        <Link
          href={hrefTo('login')}
          className="inline-flex min-h-10 items-center justify-center rounded-md bg-primary px-4 py-2 font-medium text-white"
        >
          Login
        </Link>
      </div>
    </AuthCard>
  );
}

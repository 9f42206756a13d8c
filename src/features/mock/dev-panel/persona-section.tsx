// The dev panel's one-click sign-in: a button per demo persona, through the app's real session.
import { useLocation } from 'wouter';
import { Alert } from '#ui/alert.tsx';
import type { MockInfo } from '#kernel/portal/portal-context.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { signInAs } from './dev-panel-actions';
import { usePanelAction } from './use-panel-action';

export function PersonaSection({ mock, onDone }: { mock: MockInfo; onDone: () => void }) {
  const portal = usePortal();
  const [, navigate] = useLocation();
  const { busy, error, run } = usePanelAction();

  const handleSignIn = (email: string) =>
    run(email, async () => {
      const home = await signInAs(portal, email, mock.demoPassword);
      onDone();
      navigate(home);
    });

  return (
    <section aria-labelledby="dev-personas" className="flex flex-col gap-2">
      <h3 id="dev-personas" className="font-semibold text-slate-900">
        Sign in as
      </h3>
      <ul className="grid gap-1 sm:grid-cols-2">
        {mock.personas.map((p) => (
          <li key={p.email}>
            <button
              type="button"
              title={p.description}
              disabled={busy !== null}
              aria-busy={busy === p.email || undefined}
              onClick={() => void handleSignIn(p.email)}
              className="w-full rounded-md px-2 py-1.5 text-left text-sm text-primary ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
            >
              <span className="block font-medium break-all">{p.email}</span>
              <span className="block text-xs text-slate-700">{p.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {error ? <Alert kind="error">{error}</Alert> : null}
    </section>
  );
}

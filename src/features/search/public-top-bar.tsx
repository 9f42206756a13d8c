// The public layout's bar (spec 1 §2.5): Back and a My Account link to the login page.
import { Link, useLocation } from 'wouter';
import { hrefTo } from '#contract/routes.ts';
import { Button } from '#ui/button.tsx';

/** `backTo` sends Back to a known page (the card's results); without it Back goes where the visitor came from. */
export function PublicTopBar({ backTo }: { backTo?: string }) {
  const [, navigate] = useLocation();
  // A page opened on its own (a shared link) has nowhere to go back to: the login page then.
  const handleBack = () => (backTo ? navigate(backTo) : window.history.length > 1 ? window.history.back() : navigate(hrefTo('login')));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Button look="secondary" onClick={handleBack}>
        Back
      </Button>
      <Link href={hrefTo('login')} className="rounded-md px-3 py-2 text-primary underline">
        My Account
      </Link>
    </div>
  );
}

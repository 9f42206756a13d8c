// /signup and /register carry :type and :code; a damaged link is said in words, never a broken page. While
// registration is closed (the settings' switch) neither shows its form. Both name the category (its name, not its
// code), so the link provides the category names.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { RegistrationRouteSchema, firstIssueMessage } from '#contract';
import { Alert } from '#ui/alert.tsx';
import { CategoryNamesProvider } from '#kernel/category-names.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { hrefTo } from '#contract/routes.ts';
import { useSite } from '#kernel/portal/site-context.tsx';
import { AuthCard } from './auth-card';
import { RegistrationClosed } from './registration-closed';

export function RegistrationLink({
  title,
  children,
}: {
  title: string;
  children: (route: { type: 'Individual' | 'Corporate'; code: string }) => ReactNode;
}) {
  const params = useRouteParams<'type' | 'code'>();
  const site = useSite();
  if (!site.minor.registration) return <RegistrationClosed title={title} />;
  const route = RegistrationRouteSchema.safeParse(params);
  if (!route.success) {
    return (
      <AuthCard title={title}>
        <Alert kind="error">{firstIssueMessage(route.error)}</Alert>
        <Link href={hrefTo('categories')} className="mt-4 inline-block text-primary underline">
          Choose a membership category
        </Link>
      </AuthCard>
    );
  }
  return <CategoryNamesProvider>{children(route.data)}</CategoryNamesProvider>;
}

// The way back to the login page from the visitor screens that do not have one of their own (/categories,
// /activate, a closed registration).
import { Link } from 'wouter';
import { hrefTo } from '#contract/routes.ts';

export function BackToSignIn({ className = '' }: { className?: string }) {
  return (
    <Link href={hrefTo('login')} className={`inline-flex min-h-10 items-center text-primary underline ${className}`}>
      Back to sign in
    </Link>
  );
}

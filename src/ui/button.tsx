// The one button of the portal: primary, secondary, ghost and danger looks; `busy` keeps the width and says why.
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useHydrated } from './use-hydrated';

type ButtonLook = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  look?: ButtonLook;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const looks: Record<ButtonLook, string> = {
  primary: 'bg-primary text-white hover:brightness-110',
  secondary: 'bg-white text-primary ring-1 ring-primary hover:bg-slate-50',
  ghost: 'text-primary hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

export function Button({ look = 'primary', busy = false, type = 'button', disabled, className = '', children, ...rest }: ButtonProps) {
  // A submit in a prerendered page's HTML would have the browser send the form itself (a GET: the password in the
  // address): disabled until the page has taken it over, which also stops Enter from sending it.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={disabled === true || busy || (type === 'submit' && !hydrated)}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 ${looks[look]} ${className}`}
      {...rest}
    >
      {busy ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      {children}
    </button>
  );
}

// The reference page of `npm run bench`: a login form made with the portal's stack (React 19, XState with
// @xstate/react, wouter, ofetch, zod/mini) and nothing else, built by Vite like the portal.
import { useMachine } from '@xstate/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Switch } from 'wouter';
import { loginMachine, type Credentials } from './login.machine';

function Field({
  name,
  label,
  type,
  value,
  error,
  onValue,
}: {
  name: keyof Credentials;
  label: string;
  type: string;
  value: string;
  error: string | undefined;
  onValue: (v: string) => void;
}) {
  return (
    <label>
      {label}
      <input name={name} type={type} value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={error ? true : undefined} />
      {error ? <span role="alert">{error}</span> : null}
    </label>
  );
}

function LoginPage() {
  const [state, send] = useMachine(loginMachine);
  const { values, errors, serverError } = state.context;
  if (state.matches('signedIn')) return <p>Signed in.</p>;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'submit' });
      }}
    >
      {serverError ? <p role="alert">{serverError}</p> : null}
      <Field
        name="email"
        label="E-mail"
        type="email"
        value={values.email}
        error={errors.email}
        onValue={(value) => send({ type: 'change', name: 'email', value })}
      />
      <Field
        name="password"
        label="Password"
        type="password"
        value={values.password}
        error={errors.password}
        onValue={(value) => send({ type: 'change', name: 'password', value })}
      />
      <button type="submit" disabled={state.matches('submitting')}>
        Login
      </button>
    </form>
  );
}

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <Switch>
        <Route path="/" component={LoginPage} />
      </Switch>
    </StrictMode>,
  );

// The access area's screens: signing in, registering and activating (spec 1 §2.1), for visitors; and 'Nothing here'.
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';
// The one screen in the first load: what `/` shows.
import { LoginPage } from './login-page';

export const area = areaScreens({
  screens: [
    { route: 'login', screen: LoginPage },
    { route: 'forgotPassword', screen: page(() => import('./forgot-password-page'), 'ForgotPasswordPage') },
    { route: 'resetPassword', screen: page(() => import('./reset-password-page'), 'ResetPasswordPage') },
    { route: 'verify', screen: page(() => import('./verify-page'), 'VerifyPage') },
    { route: 'otp', screen: page(() => import('./otp-page'), 'OtpPage') },
    { route: 'success', screen: page(() => import('./success-page'), 'SuccessPage') },
    { route: 'categories', screen: page(() => import('./categories-page'), 'CategoriesPage') },
    { route: 'signup', screen: page(() => import('./signup-page'), 'SignupPage') },
    { route: 'register', screen: page(() => import('./register-page'), 'RegisterPage') },
    { route: 'activate', screen: page(() => import('./activate-page'), 'ActivatePage') },
  ],
  notFound: page(() => import('./not-found-page'), 'NotFoundPage'),
});

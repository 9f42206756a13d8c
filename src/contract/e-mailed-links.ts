// What a refused e-mailed link says (a referee request, a password reset, an e-mail verification). In mock mode
// the fake backend keeps its world in the browser that sent the message, so a link it does not know was most
// likely opened in another browser: it says so instead of blaming the link (issue 22 item 5). A real backend
// keeps its own message.

/** The words, as the page shows them in mock mode. */
export const LINK_FROM_ANOTHER_BROWSER = 'This demo keeps its data in the browser where the request was sent — open the link there.';

/** The fake server's refusals of a token it does not know (mocks/handlers/auth/codes.ts `consumeCode`). */
const UNKNOWN_TOKEN_MESSAGES: readonly string[] = ['The reset link is not valid.', 'The activation code is not valid.'];

/** The message for a link the backend refused with `message`: in mock mode an unknown token is explained. */
export const refusedLinkMessage = (message: string, mockMode: boolean): string =>
  mockMode && UNKNOWN_TOKEN_MESSAGES.includes(message) ? LINK_FROM_ANOTHER_BROWSER : message;

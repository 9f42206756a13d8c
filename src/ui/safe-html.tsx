// HTML that comes from the backend (terms, disclaimers), sanitised with DOMPurify on an allow-list: text
// structure and links only — no scripts, event handlers, style, forms, frames or images. Under Trusted Types
// (src/app/trusted-types.ts) DOMPurify's own policy, `dompurify`, is the only way HTML reaches the page: one
// sanitiser for the module, since each DOMPurify instance would create that policy again, and a second policy of
// the same name is refused.
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title'];
const SAFE_LINK = /^(https?:|mailto:|#|\/(?!\/))/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function purify(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      // A link that goes nowhere safe is no link: its text stays, as plain text (no href, not styled as a link).
      if (!SAFE_LINK.test(href.trim())) {
        node.removeAttribute('href');
        return;
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

const CONFIG = { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'], ALLOW_DATA_ATTR: false };

export function sanitizeHtml(html: string): string {
  return purify().sanitize(html, CONFIG);
}

/** The sanitised HTML as TrustedHTML where the browser has Trusted Types (a string elsewhere), for innerHTML. */
function trustedHtml(html: string): TrustedHTML | string {
  return purify().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}

interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className = '' }: SafeHtmlProps) {
  // Sanitised above on an allow-list.
  return (
    <div
      className={`space-y-2 [&_a[href]]:text-primary [&_a[href]]:underline [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: trustedHtml(html) }}
    />
  );
}

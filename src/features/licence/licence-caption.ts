// The licence feature's caption (spec 3 §2 Licence): the setting license_alternative_caption, License by default.
import { useSite } from '#kernel/portal/site-context';

export function useLicenceCaption(): string {
  return useSite().minor.license_alternative_caption.trim() || 'License';
}

// The licence feature's caption (spec 3 §2 Licence): the setting license_alternative_caption, License by default.
import { licenceCaptionOf } from '#contract/captions.ts';
import { useSite } from '#kernel/portal/site-context.tsx';

export function useLicenceCaption(): string {
  return licenceCaptionOf(useSite().minor);
}

// The one way a chosen file reaches a form: screened by the contract's rule first (PDF by content, under the
// limit), so a refused file is refused with the spec's message before anything can be sent.
import { screenPdf } from '#contract/upload.ts';

export interface PdfPick {
  accept: (file: File) => void;
  refuse: (message: string) => void;
  /** Nothing chosen (the dialog was cancelled). */
  clear: () => void;
}

export async function pickPdf(file: File | undefined, to: PdfPick): Promise<void> {
  if (!file) return to.clear();
  const refusal = await screenPdf(file);
  if (refusal) to.refuse(refusal);
  else to.accept(file);
}

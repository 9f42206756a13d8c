// Reads a PDF back with pdf.js's legacy build (what the portal's viewer runs): the text of every page, as a member sees it.
import { resolve } from 'node:path';

// pdf.js's legacy build runs on Node 20 once Promise.withResolvers exists (Node 22 has it).
if (!('withResolvers' in Promise)) {
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (v: T) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
      return { promise, resolve, reject };
    },
  });
}

/** One drawn string and where it starts on its page (PDF points from the bottom left). */
export interface PlacedText {
  str: string;
  x: number;
  y: number;
}

/** Every drawn string of every page, with its place: to see a long value wrapped under itself rather than cut. */
export async function pagesItems(bytes: Uint8Array): Promise<PlacedText[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = `${resolve('node_modules/pdfjs-dist/standard_fonts')}/`;
  const task = pdfjs.getDocument({ data: bytes.slice(), standardFontDataUrl, useSystemFonts: false, disableFontFace: true });
  const doc = await task.promise;
  const pages: PlacedText[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item ? [{ str: item.str, x: Number(item.transform[4]), y: Number(item.transform[5]) }] : [],
      ),
    );
  }
  await task.destroy();
  return pages;
}

/** The addresses the links of every page open (what a reader clicks in a PDF viewer). */
export async function pagesLinks(bytes: Uint8Array): Promise<string[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false, disableFontFace: true });
  const doc = await task.promise;
  const pages: string[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const annotations = (await (await doc.getPage(i)).getAnnotations()) as Array<{ subtype?: string; url?: string }>;
    pages.push(annotations.flatMap((a) => (a.subtype === 'Link' && a.url ? [a.url] : [])));
  }
  await task.destroy();
  return pages;
}

/** The text of every page, lines joined by spaces. */
export async function pagesText(bytes: Uint8Array): Promise<string[]> {
  return (await pagesItems(bytes)).map((items) => items.map((item) => item.str).join(' '));
}

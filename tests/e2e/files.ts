// Files and choice boxes of the profile's forms in the browser tests: a small PDF that pdf.js opens, the
// Headless UI choice boxes by label, and a Foreign qualification with its certificate and a transcript.
import { expect, type Locator } from '@playwright/test';

/** A small PDF that pdf.js opens: one page with a line of text. */
export function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
export const pdfFile = (name: string, text = name) => ({ name, mimeType: 'application/pdf', buffer: pdf(text) });

/** A choice box: its name is its label and what it shows. */
export const choiceBox = (dialog: Locator, label: string) =>
  dialog.getByRole('button', { name: new RegExp(`^${label} `) }).and(dialog.locator('[aria-haspopup="listbox"]'));

export async function choose(dialog: Locator, label: string, option: string) {
  await choiceBox(dialog, label).click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

/** Fills the qualification dialog as a Foreign degree (Imperial College London) with its certificate and one transcript. */
export async function fillForeignQualification(dialog: Locator): Promise<void> {
  await choose(dialog, 'Category', 'Foreign');
  await expect(choiceBox(dialog, 'Accredited programme')).toBeHidden();
  await dialog.getByLabel('University', { exact: true }).fill('Imperial College London');
  await dialog.getByLabel('Area of Specialization').fill('Structural Engineering');
  await choose(dialog, 'Certificate Awarded', 'University degree');
  await dialog.getByLabel('Certificate No').fill('IC-2016-0042');
  await dialog.getByLabel('Start Date').fill('2012-10-01');
  await dialog.getByLabel('End Date').fill('2016-06-30');
  await dialog.getByLabel('Graduation Date').fill('2016-07-15');
  await dialog.getByLabel('Contact Person').pressSequentially('jane roe');
  await expect(dialog.getByLabel('Contact Person')).toHaveValue('JANE ROE');
  await dialog.getByLabel('Designation').fill('Registrar');
  await dialog.getByLabel('E-mail').fill('registry@imperial.example');
  await dialog.getByLabel('Address').fill('South Kensington, London');
  await dialog.getByLabel('Country').fill('United Kingdom');
  await dialog.getByLabel('Certificate', { exact: true }).setInputFiles(pdfFile('imperial-degree.pdf'));
  await dialog.getByRole('button', { name: 'Add transcript' }).click();
  await dialog.getByLabel('Transcript 1 description').fill('Final year transcript');
  await dialog.getByLabel('Transcript 1 file').setInputFiles(pdfFile('transcript-4.pdf'));
  await expect(dialog.getByText('Chosen: transcript-4.pdf')).toBeVisible();
}

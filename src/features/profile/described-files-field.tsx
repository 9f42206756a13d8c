// A list of described PDFs inside a sub-list form (a Foreign qualification's transcripts, spec 2 §3, §7): each
// entry a description and a file, kept in the form as the raw base64 the spec sends. Files pass the same
// screening as every other upload (pick-pdf.ts).
import { useState } from 'react';
import { fileToBase64 } from '#contract/upload.ts';
import { Button } from '#ui/button.tsx';
import { FileField } from '#ui/file-field.tsx';
import { TextField } from '#ui/text-field.tsx';
import { pickPdf } from './pick-pdf';

export interface DescribedFile {
  description: string;
  attachment: string;
}

interface DescribedFilesFieldProps {
  label: string;
  /** 'Transcript': the noun of one entry. */
  noun: string;
  value: DescribedFile[] | undefined;
  /** The form's messages by path (transcript.0.description). */
  errors: Record<string, string>;
  name: string;
  sending: boolean;
  onValue: (value: DescribedFile[]) => void;
}

export function DescribedFilesField({ label, noun, value, errors, name, sending, onValue }: DescribedFilesFieldProps) {
  const entries = value ?? [];
  // The chosen files' names, for the user only: the spec sends description and base64 alone.
  const [names, setNames] = useState<Record<number, string>>({});
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const put = (i: number, entry: Partial<DescribedFile>) => onValue(entries.map((e, j) => (j === i ? { ...e, ...entry } : e)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{label}</legend>
      {entries.length === 0 ? <p className="text-sm text-slate-600">No {label.toLowerCase()} added.</p> : null}
      {entries.map((entry, i) => (
        <div key={i} className="flex flex-col gap-2 border-b border-slate-100 pb-3 last:border-0">
          <TextField
            label={`${noun} ${i + 1} description`}
            value={entry.description}
            error={errors[`${name}.${i}.description`]}
            onValue={(description) => put(i, { description })}
          />
          <FileField
            label={`${noun} ${i + 1} file`}
            chosen={entry.attachment ? (names[i] ?? 'a PDF') : undefined}
            error={refusals[i] || errors[`${name}.${i}.attachment`]}
            sending={sending}
            onChoose={(file) =>
              void pickPdf(file, {
                accept: (f) => {
                  setRefusals((r) => ({ ...r, [i]: '' }));
                  setNames((n) => ({ ...n, [i]: f.name }));
                  void fileToBase64(f).then((attachment) => put(i, { attachment }));
                },
                refuse: (message) => {
                  setRefusals((r) => ({ ...r, [i]: message }));
                  put(i, { attachment: '' });
                },
                clear: () => undefined,
              })
            }
          />
          <Button look="ghost" className="self-start" onClick={() => onValue(entries.filter((_, j) => j !== i))}>
            Remove {noun.toLowerCase()} {i + 1}
          </Button>
        </div>
      ))}
      <Button look="secondary" className="self-start" onClick={() => onValue([...entries, { description: '', attachment: '' }])}>
        Add {noun.toLowerCase()}
      </Button>
    </fieldset>
  );
}

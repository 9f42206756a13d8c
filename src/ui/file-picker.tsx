// The file input of the portal: the browser's own control is hidden (its "No file chosen" would sit beside our
// "Chosen: x.pdf" and contradict it), and a button opens the picker. The input stays in the page, labelled by the
// field's label, so assistive technology and tests still reach it; keyboard users reach the button instead.
import { useRef, type InputHTMLAttributes } from 'react';
import { Button } from './button';

interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'> {
  id: string;
  /** The field's label, in the button's accessible name ("Choose file for Certificate"). */
  label: string;
  /** The button's visible text. */
  text?: string;
  onFile: (file: File | undefined) => void;
}

export function FilePicker({ id, label, text = 'Choose file', onFile, ...input }: FilePickerProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    // Positioned, so the visually hidden input cannot escape a scrolling dialog (docs/NOTES.md, ScrollRegion).
    <span className="relative inline-flex">
      <input
        {...input}
        ref={ref}
        id={id}
        type="file"
        // Out of the tab order: the button is the one stop, so a keyboard user does not land twice on one field.
        tabIndex={-1}
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // A refused file must not look chosen, and choosing the same file again must still be heard.
          e.target.value = '';
          onFile(file);
        }}
      />
      {/* Named by its content ("Choose file for Certificate"), not by a label attribute: the field's label keeps
          naming the input alone, so finding the field by its label finds one control. */}
      <Button look="secondary" aria-describedby={input['aria-describedby']} onClick={() => ref.current?.click()}>
        {text} <span className="sr-only">for {label}</span>
      </Button>
    </span>
  );
}

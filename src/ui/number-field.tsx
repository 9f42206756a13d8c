// A labelled number input bound to a number: it shows what was typed while that text still reads as the value, so
// a number JavaScript writes otherwise ('99999999999999999999' is 100000000000000000000, '1e21' is '1e+21') is
// never rewritten under the user's fingers (issue 24 item 4: no lost input).
import { useState, type InputHTMLAttributes } from 'react';
import { TextField } from './text-field';

interface NumberFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  label: string;
  value: number | undefined;
  /** The number typed, or undefined for an empty box (no number at all: the field's 'required' message). */
  onNumber: (value: number | undefined) => void;
  error?: string | undefined;
}

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

export function NumberField({ value, onNumber, ...rest }: NumberFieldProps) {
  const [typed, setTyped] = useState(value === undefined ? '' : String(value));
  // The value changed elsewhere (a reset, the row being edited): show it as JavaScript writes it.
  const shown = Object.is(numberOf(typed), value) ? typed : value === undefined ? '' : String(value);
  return (
    <TextField
      {...rest}
      type="number"
      value={shown}
      onValue={(text) => {
        setTyped(text);
        onNumber(numberOf(text));
      }}
    />
  );
}

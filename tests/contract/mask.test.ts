// Spec 1 §9 and document 3 §9: "Phone numbers and IDs are masked" (src/contract/mask.ts). Issue 34 item 4: a masked
// value is shown, never compared back into a value to save (the admin dialog's phone starts empty:
// tests/machines/admin/user-phone.test.ts).
import { describe, expect, it } from 'vitest';
import { mask } from '#contract/mask.ts';

describe('spec 1 §9 masking: first 3 and last 3 shown', () => {
  it('shows the first 3 and last 3 characters, every other one as *; 6 or fewer are all hidden', () => {
    expect(mask('0712345678')).toBe('071****678');
    expect(mask('1234567')).toBe('123*567');
    expect(mask('123456')).toBe('******');
    expect(mask(' 0712345678 ')).toBe('071****678');
  });
});

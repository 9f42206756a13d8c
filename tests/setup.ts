// Vitest setup: jest-dom matchers for view tests, and no toast left over from one test to the next (the toast
// store is module state, and test files share their modules).
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { clearToasts } from '#ui/toasts';

afterEach(() => clearToasts());

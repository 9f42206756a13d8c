// Vitest setup: nothing global beyond jest-dom matchers for view tests.
import '@testing-library/jest-dom/vitest';

// zod/mini for the contract modules a first load needs, with zod's English messages: zod/mini ships no locale
// (every default message would read "Invalid input"), so the text users and tests read stays zod's.
import { z } from 'zod/mini';

z.config(z.locales.en());

export { z };

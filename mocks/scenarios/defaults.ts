// The world a browser or `portal serve` starts with when nothing asks for another. A module of its own so that the
// page's side of mock mode can name the default seed world without the scenario list and personas (seed-world-files.ts).
export const DEFAULT_SCENARIO = 'default';
export const DEFAULT_SEED = 1;

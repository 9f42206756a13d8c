// Seeds the profile area's collections for a scenario.
import type { SeedContext } from '../context';

export function seedProfile(ctx: SeedContext): Promise<void> {
  void ctx;
  return Promise.resolve();
}

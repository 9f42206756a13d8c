// Seeds the membership area's collections for a scenario.
import type { SeedContext } from '../context';

export function seedMembership(ctx: SeedContext): Promise<void> {
  void ctx;
  return Promise.resolve();
}

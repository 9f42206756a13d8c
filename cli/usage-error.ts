// A usage error (bad option value, refused host): exit code 2 with its message.
export class UsageError extends Error {
  override name = 'UsageError';
}

// A run that failed after printing its own report (a replay, a contract mismatch): exit code 1, nothing more to
// print. Thrown because commander's parseAsync resolves before an action's exit code could be returned.
export class ReportedFailure extends Error {
  override name = 'ReportedFailure';
}

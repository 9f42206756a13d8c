// What the applications card says in Submit's place to someone who is a member already (spec 1 §4): in the
// kernel, so the dashboard says it without fetching the submission flow it stands in for (applications' area).
export function NoApplicationToSubmit({ memberNo }: { memberNo: string }) {
  return (
    <p className="text-sm text-slate-700" data-testid="submit-offer">
      You are a member (No. {memberNo}): there is no membership application to submit.
    </p>
  );
}

// The page a user sees when the portal cannot start or the backend does not answer.
interface ProblemPanelProps {
  title: string;
  detail: string;
}

export function ProblemPanel({ title, detail }: ProblemPanelProps) {
  return (
    <div role="alert" className="mx-auto mt-16 max-w-xl rounded-lg border border-red-300 bg-red-50 p-6 text-red-900">
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="mt-2">{detail}</p>
      <button
        type="button"
        className="mt-4 rounded bg-red-700 px-4 py-2 text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2"
        onClick={() => window.location.reload()}
      >
        Try again
      </button>
    </div>
  );
}

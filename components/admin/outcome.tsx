/** What a form of the organiser area came back with: what was done (a status) or why not (an alert). */
export function Outcome({ message, error }: { message?: string; error?: string }) {
  return (
    <>
      {message ? (
        <p role="status" className="mt-4 text-ink">
          {message}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The sign-in form: a plain form post (no JavaScript), answered by /api/admin/sign-in with a
 * redirect to the return path or back here with a message.
 */
export function SignInForm({ next, message }: { next: string; message: string | null }) {
  return (
    <form
      method="post"
      action="/api/admin/sign-in"
      className="mt-6 space-y-4"
      aria-describedby={message ? 'sign-in-message' : undefined}
    >
      {message ? (
        <p id="sign-in-message" role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800">
          {message}
        </p>
      ) : null}
      <input type="hidden" name="next" value={next} />
      <Field id="sign-in-email" name="email" type="email" label="Email" autoComplete="username" />
      <Field id="sign-in-password" name="password" type="password" label="Password" autoComplete="current-password" />
      <button type="submit" className="w-full rounded bg-ink px-4 py-2 font-semibold text-white hover:bg-ink/90">
        Sign in
      </button>
    </form>
  );
}

function Field({
  id,
  name,
  type,
  label,
  autoComplete,
}: {
  id: string;
  name: string;
  type: string;
  label: string;
  autoComplete: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        className="mt-1 w-full rounded border border-ink/40 px-3 py-2"
      />
    </div>
  );
}

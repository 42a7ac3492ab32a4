/** Erasure by address (NDPA 2023): posts to /api/admin/erase; the result page shows the counts. */
export function EraseForm({ email = '' }: { email?: string }) {
  return (
    <form method="post" action="/api/admin/erase" className="mt-3 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="erase-email" className="block font-medium text-ink">
          Email address to erase
        </label>
        <input
          id="erase-email"
          name="email"
          type="email"
          required
          defaultValue={email}
          className="mt-1 w-72 rounded border border-ink/40 px-3 py-2"
        />
      </div>
      <button type="submit" className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900">
        Erase everything about this address
      </button>
    </form>
  );
}

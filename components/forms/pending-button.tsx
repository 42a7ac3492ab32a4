/** A form's submit button while its action runs: disabled, and saying what it is doing. */
export function PendingButton({
  pending,
  label,
  pendingLabel,
  className,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={`inline-flex min-h-12 w-full items-center justify-center rounded-lg px-6 py-3 text-base font-semibold text-white transition disabled:cursor-not-allowed disabled:opacity-80 ${className}`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

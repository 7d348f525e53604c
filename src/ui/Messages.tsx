// A refusal or failure the player must read (an alert), and a quiet confirmation of what was done.
export function Problem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {message}
    </p>
  );
}

export function Done({ message }: { message: string | null }) {
  return (
    <p
      role="status"
      className={
        message
          ? 'rounded-lg bg-emerald-50 p-2 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50'
          : 'sr-only'
      }
    >
      {message}
    </p>
  );
}

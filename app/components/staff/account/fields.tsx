// The account page's shared pieces: a password field with its message, and the card and button styles.
export const input = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2";
export const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
export const primary = "min-h-11 w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60";
export const secondary = "min-h-11 w-full rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 disabled:opacity-60";

export function PasswordField({
  name,
  id = name,
  label,
  autoComplete,
  error,
}: {
  name: string;
  id?: string;
  label: string;
  autoComplete: string;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

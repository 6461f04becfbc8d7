// Early feedback for a staff form: the same zod schema the action runs is run in the browser on
// submit; a form with errors is not sent, and a field's message goes away as soon as it is edited.
// The server's answer (fieldErrors of a failed ActionResult) is shown the same way.
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { type ActionResult, resultFieldErrors } from "./action-result";
import { type FieldErrors, fieldErrors, nestedFormValues } from "./form";

/**
 * `resetKey`: the browser's messages are forgotten when it changes (e.g. a dialog's `open`).
 * `nested`: the form's field names are paths (parseForm's nested option); `onInvalid` runs with the
 * messages when the browser stops a submission (e.g. to move focus to the first field).
 */
export function useFormValidation(
  schema: z.ZodType,
  result: ActionResult<object> | undefined,
  resetKey?: unknown,
  { nested = false, onInvalid }: { nested?: boolean; onInvalid?: (errors: FieldErrors, form: HTMLFormElement) => void } = {},
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // Adjusting state while rendering (not in an effect), as React recommends for a reset on a prop change.
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  if (resetKey !== lastResetKey) {
    setLastResetKey(resetKey);
    setClientErrors({});
  }
  const formProps = {
    noValidate: true,
    onChange: (e: FormEvent<HTMLFormElement>) => {
      const name = (e.target as HTMLInputElement).name;
      if (clientErrors[name]) setClientErrors(({ [name]: _gone, ...rest }) => rest);
    },
    onSubmit: (e: FormEvent<HTMLFormElement>) => {
      const values = new FormData(e.currentTarget);
      const parsed = schema.safeParse(nested ? nestedFormValues(values) : Object.fromEntries(values));
      if (parsed.success) setClientErrors({});
      else {
        e.preventDefault();
        const errors = fieldErrors(parsed.error, nested);
        setClientErrors(errors);
        onInvalid?.(errors, e.currentTarget);
      }
    },
  };
  return {
    /** Field -> message: the browser's check over the server's answer. */
    errors: { ...resultFieldErrors(result), ...clientErrors },
    formProps,
  };
}

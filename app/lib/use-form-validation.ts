// Early feedback for a staff form: the same zod schema the action runs is run in the browser on
// submit; a form with errors is not sent, and a field's message goes away as soon as it is edited.
// The server's answer (fieldErrors of a failed ActionResult) is shown the same way.
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { type ActionResult, resultFieldErrors } from "./action-result";
import { type FieldErrors, fieldErrors } from "./form";

/** `resetKey`: the browser's messages are forgotten when it changes (e.g. a dialog's `open`). */
export function useFormValidation(schema: z.ZodType, result: ActionResult<object> | undefined, resetKey?: unknown) {
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
      const parsed = schema.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
      if (parsed.success) setClientErrors({});
      else {
        e.preventDefault();
        setClientErrors(fieldErrors(parsed.error));
      }
    },
  };
  return {
    /** Field -> message: the browser's check over the server's answer. */
    errors: { ...resultFieldErrors(result), ...clientErrors },
    formProps,
  };
}

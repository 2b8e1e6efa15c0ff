import { useCallback, useEffect, useLayoutEffect, useRef, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  get,
  type FieldErrors,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';
import { useToast } from 'spend-ui';
import { type ActionOutcome } from '../api/index.js';
import type { AnswerSchema } from '../api/answerSchema.js';
import { fromFieldErrors } from '../api/failureMessage.js';
import { englishMessages } from '../api/safeParse.js';
import { focusFirstInvalidField } from './focusFirstInvalid.js';
import { applyServerFieldErrors, type ServerFieldAliases } from './serverFieldErrors.js';

function isZodSchema<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: AnswerSchema<TOutput, TInput>,
): schema is AnswerSchema<TOutput, TInput> & $ZodType<TOutput, TInput> {
  return '_zod' in schema;
}

/**
 * A react-hook-form form checked by a schema — the product's are zod, classic or mini (whose messages are
 * the spec's; zod's own English ones elsewhere); any Standard Schema does: validated on submit, then
 * again on each change. Focus after a failed submit is `useFormSubmit`'s, in document order, so
 * react-hook-form's own (registration order) is off.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: AnswerSchema<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver' | 'shouldFocusError'> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: isZodSchema(schema) ? zodResolver(schema, englishMessages) : standardSchemaResolver(schema),
    shouldFocusError: false,
  });
  useRevalidateShownErrors(form);
  return form;
}

/**
 * An error on screen clears as soon as its field becomes valid, and comes back if the field goes wrong
 * again, also where the form was checked part by part with `trigger` (a wizard's section Save) rather
 * than submitted — react-hook-form re-validates on change only after a submit — and for values set by
 * code (`setValue`: an upload, a lookup). A field never shown an error is not checked while typed in.
 */
function useRevalidateShownErrors<TInput extends FieldValues, TOutput>(form: UseFormReturn<TInput, unknown, TOutput>) {
  const { watch, getFieldState, trigger } = form;
  useEffect(() => {
    const checked = new Set<string>();
    const subscription = watch((_values, { name }) => {
      if (name === undefined) return;
      if (!checked.has(name) && !getFieldState(name).invalid) return;
      checked.add(name);
      void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, trigger]);
}

/** What a submit handler may return: a failed `useApiAction` outcome puts its 400 field errors on the form. */
export type SubmitResult = ActionOutcome<unknown> | undefined;

export interface FormSubmitOptions<TValues extends FieldValues> {
  /**
   * The error toast when the rules find invalid fields: a text (`FORM_HAS_ERRORS` or
   * `FORM_HAS_ERRORS_NO_FULL_STOP`, as the catalogue writes it) or a function of the errors.
   * Omitted, or `undefined` from the function: no toast, the fields say it.
   */
  invalidNotice?: string | ((errors: FieldErrors<TValues>) => string | undefined);
  /** Server keys that name a form field differently (`{ name: 'fname' }`). */
  serverFieldAliases?: ServerFieldAliases<TValues>;
  /** Milliseconds the toasts stay. Default 5000 (the spec's snackbar). */
  toastDuration?: number;
}

/**
 * The submit handler of a form (for `<form noValidate onSubmit={submit}>`). Invalid fields: the
 * notice toast and focus on the first invalid field in document order. Valid: `onValid` runs; when it
 * returns a failed action whose 400 names fields, their messages go onto those fields (the first of
 * them focused) and messages of keys no field has show in a toast ("key: message"); the action's own
 * failure rule still shows its text. Nothing the user typed is reset.
 * The form must not focus errors itself (`useSchemaForm` sees to that).
 */
export function useFormSubmit<TValues extends FieldValues, TContext, TOut>(
  form: UseFormReturn<TValues, TContext, TOut>,
  onValid: (values: TOut) => SubmitResult | Promise<SubmitResult>,
  options: FormSubmitOptions<TValues> = {},
): (event?: BaseSyntheticEvent) => void {
  const toast = useToast();
  // Every error toast this form's last attempt showed: its notices and its action's failure toast.
  const lastNotices = useRef<string[]>([]);
  const latest = useRef({ onValid, options });
  // The newest handler and options, for a submit started from an older render's closure.
  useLayoutEffect(() => {
    latest.current = { onValid, options };
  });

  const showError = useCallback(
    (title: string) => {
      lastNotices.current.push(toast.show({ tone: 'danger', title, duration: latest.current.options.toastDuration }));
    },
    [toast],
  );

  return useCallback(
    (event?: BaseSyntheticEvent) => {
      // A new attempt, valid or not, dismisses what the previous one said.
      for (const id of lastNotices.current) toast.dismiss(id);
      lastNotices.current = [];
      const { handleSubmit, control } = form;
      void handleSubmit(
        async (values) => {
          const outcome = await latest.current.onValid(values);
          if (!outcome || outcome.status !== 'failed') return;
          if (outcome.failureToast) lastNotices.current.push(outcome.failureToast);
          const { fields, others } = applyServerFieldErrors(
            form,
            outcome.error,
            latest.current.options.serverFieldAliases,
          );
          // Only a body that named some of the form's fields is a field-error map; any other body is
          // the action's failure rule's to show.
          const text = fields.size ? fromFieldErrors(others) : undefined;
          if (text) showError(text);
        },
        (errors) => {
          const { invalidNotice } = latest.current.options;
          const notice = typeof invalidNotice === 'function' ? invalidNotice(errors) : invalidNotice;
          if (notice) showError(notice);
          focusFirstInvalidField(control, (name) => get(errors, name) !== undefined);
        },
      )(event);
    },
    [form, toast, showError],
  );
}

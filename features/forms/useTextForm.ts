import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useToast } from 'spend-ui';
import { fromFieldErrors } from '../api/failureMessage.js';
import { focusFirstInvalidField, registerFocusTarget } from './focusFirstInvalid.js';
import { serverFieldErrors } from './serverFieldErrors.js';
import type { SubmitResult } from './useFormSubmit.js';

// The kit's second form path, kept for size alone. Every other form is `useSchemaForm` + `useFormSubmit`;
// the screens of a signed-out visit (login, forgot and reset password, the two-step and phone code) and the
// one-time-code confirmation are a few text fields with plain rules, and react-hook-form + zod would be most
// of their JS: measured, the login screen on the schema path costs 41 kB (budget 23) and the signed-out
// first visit 165 kB (budget 145); the code confirmation 44 kB (budget 25). This hook keeps the kit's
// behaviour for such forms — checked on submit, then again on each change; the notice and focus on the
// first invalid field in document order; a failed action's 400 field errors on the fields, the rest in a
// toast; every submit dismisses the previous attempt's error toasts — with rules that are plain functions.

/** A rule of one text field: the message to show, or `undefined` when the value is fine. */
export type TextRule = (value: string) => string | undefined;

export interface TextFormOptions<Name extends string> {
  /** Every field of the form and its first value. */
  defaultValues: Readonly<Record<Name, string>>;
  /** The rules of the fields that have one. */
  rules?: Readonly<Partial<Record<Name, TextRule>>>;
  /** Runs with the values when every rule passes; a failed action's 400 field errors go onto the fields. */
  onValid: (values: Readonly<Record<Name, string>>) => SubmitResult | Promise<SubmitResult>;
  /** The error toast when a rule fails (as `useFormSubmit`'s). Omitted: no toast, the fields say it. */
  invalidNotice?: string;
  /** Milliseconds the toasts stay. Default 5000 (the spec's snackbar). */
  toastDuration?: number;
}

/** What `bind(name)` hands to a `TextField` or `PasswordField`. */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  ref: (element: HTMLInputElement | null) => void;
}

export interface TextForm<Name extends string> {
  /** The values as typed. */
  values: Readonly<Record<Name, string>>;
  /** The props that bind a design-system text field to `name`: `<TextField {...form.bind('email')} label="Email" />`. */
  bind: (name: Name) => TextFieldBinding;
  /** Sets a value as typing would (checked again once the form has been submitted). */
  setValue: (name: Name, value: string) => void;
  /** The submit handler, for `<form noValidate onSubmit={form.submit}>`. */
  submit: (event?: FormEvent) => void;
}

type Errors<Name extends string> = Partial<Record<Name, string>>;

/** A form of a few text fields checked by plain rules, bound to the design system's text fields. */
export function useTextForm<Name extends string>(options: TextFormOptions<Name>): TextForm<Name> {
  const { defaultValues } = options;
  const toast = useToast();
  const [values, setValues] = useState<Readonly<Record<Name, string>>>(defaultValues);
  const [errors, setErrors] = useState<Errors<Name>>({});
  // Where each field takes focus (the key of this form in focusFirstInvalidField's registry).
  const [focusKey] = useState(() => ({}));
  const submitted = useRef(false);
  const current = useRef(values);
  // Every error toast the last attempt showed: a new attempt dismisses them.
  const lastNotices = useRef<string[]>([]);
  const latest = useRef(options);
  // The newest handler and rules, for a submit started from an older render's closure.
  useLayoutEffect(() => {
    latest.current = options;
  });

  const setValue = useCallback((name: Name, value: string) => {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
    if (!submitted.current) return;
    const problem = latest.current.rules?.[name]?.(value);
    setErrors((previous) => ({ ...previous, [name]: problem }));
  }, []);

  const focusFirst = useCallback(
    (found: Errors<Name>) => focusFirstInvalidField(focusKey, (name) => found[name as Name] !== undefined),
    [focusKey],
  );

  const showError = useCallback(
    (title: string) => {
      lastNotices.current.push(toast.show({ tone: 'danger', title, duration: latest.current.toastDuration }));
    },
    [toast],
  );

  const submit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      for (const id of lastNotices.current) toast.dismiss(id);
      lastNotices.current = [];
      submitted.current = true;
      const submittedValues = current.current;
      const found: Errors<Name> = {};
      for (const name of Object.keys(submittedValues) as Name[]) {
        const problem = latest.current.rules?.[name]?.(submittedValues[name]);
        if (problem !== undefined) found[name] = problem;
      }
      setErrors(found);
      if (Object.keys(found).length > 0) {
        const { invalidNotice } = latest.current;
        if (invalidNotice) showError(invalidNotice);
        focusFirst(found);
        return;
      }
      void (async () => {
        const outcome = await latest.current.onValid(submittedValues);
        if (!outcome || outcome.status !== 'failed') return;
        if (outcome.failureToast) lastNotices.current.push(outcome.failureToast);
        const { fields, others } = serverFieldErrors<Name>(outcome.error, (key) =>
          Object.prototype.hasOwnProperty.call(submittedValues, key) ? (key as Name) : undefined,
        );
        if (fields.size === 0) return;
        const fromServer: Errors<Name> = {};
        for (const [name, message] of fields) fromServer[name] = message;
        setErrors((previous) => ({ ...previous, ...fromServer }));
        focusFirst(fromServer);
        // Only a body that named some of the form's fields is a field-error map.
        const text = fromFieldErrors(others);
        if (text) showError(text);
      })();
    },
    [toast, focusFirst, showError],
  );

  return {
    values,
    bind: (name) => ({
      name,
      value: values[name],
      onChange: (value) => setValue(name, value),
      isInvalid: errors[name] !== undefined,
      errorMessage: errors[name],
      ref: (element) =>
        registerFocusTarget(focusKey, name, element ? { anchor: element, target: () => element } : null),
    }),
    setValue,
    submit,
  };
}

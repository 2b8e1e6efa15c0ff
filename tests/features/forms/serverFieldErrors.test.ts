import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../features/api/index.js';
import { applyServerFieldErrors, serverFieldErrors } from '../../../features/forms/serverFieldErrors.js';

const http = (status: number, body: unknown) => new ApiError({ status, body, kind: 'http' });
const known = (fields: readonly string[]) => (key: string) => (fields.includes(key) ? key : undefined);

function split(error: unknown, fields: readonly string[]) {
  const { fields: mapped, others } = serverFieldErrors(error, known(fields));
  return { fields: Object.fromEntries(mapped), others };
}

describe('serverFieldErrors', () => {
  it('reads `{field: [message]}` at the top level, first message per field', () => {
    expect(
      split(http(400, { email: ['Email already exists', 'Second'], phone: 'Invalid phone' }), ['email', 'phone']),
    ).toEqual({ fields: { email: 'Email already exists', phone: 'Invalid phone' }, others: {} });
  });

  it('reads the map under `errors`', () => {
    expect(split(http(400, { user: { response: 'x' }, errors: { email: ['Taken'] } }), ['email'])).toEqual({
      fields: { email: 'Taken' },
      others: {},
    });
  });

  it('leaves keys no field has for the toast', () => {
    expect(
      split(http(400, { email: ['Taken'], iban: ['Unknown account'], non_field_errors: ['Try later'] }), ['email']),
    ).toEqual({
      fields: { email: 'Taken' },
      others: { iban: 'Unknown account', non_field_errors: 'Try later' },
    });
  });

  it('maps a server key through the caller (an alias) and keeps the first message a field gets', () => {
    const toField = (key: string) => ({ name: 'fname', fname: 'fname' })[key];
    const { fields } = serverFieldErrors(http(400, { name: ['From name'], fname: ['From fname'] }), toField);
    expect(Object.fromEntries(fields)).toEqual({ fname: 'From name' });
  });

  it('only a 400 carries field errors: other statuses, no answer and non-API failures give none', () => {
    const empty = { fields: {}, others: {} };
    expect(split(http(500, { email: ['Taken'] }), ['email'])).toEqual(empty);
    expect(split(http(403, { email: ['Taken'] }), ['email'])).toEqual(empty);
    expect(split(new ApiError({ status: 0, body: null, kind: 'network' }), ['email'])).toEqual(empty);
    expect(split(new Error('boom'), ['email'])).toEqual(empty);
    expect(split(http(400, 'Bad request'), ['email'])).toEqual(empty);
  });
});

describe('applyServerFieldErrors', () => {
  interface Values {
    fname: string;
    email: string;
  }

  it('sets the messages on the fields, returns the rest and keeps what was typed', () => {
    const { result } = renderHook(() => useForm<Values>({ defaultValues: { fname: '', email: '' } }));
    act(() => {
      result.current.setValue('fname', 'Nia');
      result.current.setValue('email', 'nia@example.com');
    });
    let outcome: ReturnType<typeof applyServerFieldErrors<Values, unknown, Values>> | undefined;
    act(() => {
      outcome = applyServerFieldErrors(
        result.current,
        http(400, { errors: { name: ['Enter your name'], email: ['Email already exists'], iban: ['Unknown'] } }),
        { name: 'fname' },
      );
    });
    expect(result.current.getFieldState('fname').error?.message).toBe('Enter your name');
    expect(result.current.getFieldState('email').error).toEqual(
      expect.objectContaining({ type: 'server', message: 'Email already exists' }),
    );
    expect(outcome?.others).toEqual({ iban: 'Unknown' });
    expect(result.current.getValues()).toEqual({ fname: 'Nia', email: 'nia@example.com' });
  });

  it('a failure without field errors touches no field', () => {
    const { result } = renderHook(() => useForm<Values>({ defaultValues: { fname: 'Nia', email: '' } }));
    act(() => {
      applyServerFieldErrors(result.current, new ApiError({ status: 0, body: null, kind: 'network' }));
    });
    expect(result.current.getFieldState('fname').invalid).toBe(false);
    expect(result.current.getValues('fname')).toBe('Nia');
  });
});

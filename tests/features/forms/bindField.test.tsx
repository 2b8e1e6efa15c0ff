import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Control, type UseFormReturn } from 'react-hook-form';
import { ThemeProvider } from 'spend-ui';
import { FormCheckbox } from '../../../features/forms/FormCheckbox.js';
import { FormNumberField } from '../../../features/forms/FormNumberField.js';
import { FormSelect } from '../../../features/forms/FormSelect.js';
import { FormSwitch } from '../../../features/forms/FormSwitch.js';
import { FormTextField } from '../../../features/forms/FormTextField.js';
import { focusFirstInvalidField } from '../../../features/forms/focusFirstInvalid.js';

interface Values {
  name: string;
  cards: number | null;
  agree: boolean;
  notify: boolean;
  currency: string | null;
}

const empty: Values = { name: '', cards: 3, agree: false, notify: false, currency: null };

/** A form of bound fields; `onForm` receives the form so a test can read and set its state. */
function Harness({ onForm, nameDisabled }: { onForm: (form: UseFormReturn<Values>) => void; nameDisabled?: boolean }) {
  const form = useForm<Values>({ defaultValues: empty, shouldFocusError: false });
  onForm(form);
  const { control } = form;
  return (
    <ThemeProvider>
      <form noValidate>
        <FormTextField control={control} name="name" label="Name" isDisabled={nameDisabled} />
        <FormNumberField control={control} name="cards" label="Cards" />
        <FormCheckbox control={control} name="agree">
          I agree
        </FormCheckbox>
        <FormSwitch control={control} name="notify">
          Notify me
        </FormSwitch>
      </form>
    </ThemeProvider>
  );
}

function renderForm(nameDisabled?: boolean) {
  const latest: { form?: UseFormReturn<Values> } = {};
  render(<Harness nameDisabled={nameDisabled} onForm={(form) => (latest.form = form)} />);
  return () => {
    if (!latest.form) throw new Error('the form did not render');
    return latest.form;
  };
}

describe('the Form* bindings', () => {
  it('write what the user types, ticks and switches into the form', async () => {
    const form = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nia');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('switch', { name: 'Notify me' }));
    await user.clear(screen.getByRole('textbox', { name: 'Cards' }));
    await user.tab();
    expect(form().getValues()).toEqual({ ...empty, name: 'Nia', agree: true, notify: true, cards: null });
  });

  it('show the form’s values and its errors on the fields', async () => {
    const form = renderForm();
    form().setValue('name', 'Nia New');
    form().setError('name', { message: 'This name is taken' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await expect(screen.findByText('This name is taken')).resolves.toBeVisible();
    expect(name).toHaveValue('Nia New');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('name', 'name');
  });

  it('keep the field’s own props, `isDisabled` included', () => {
    renderForm(true);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Cards' })).toBeEnabled();
  });

  it('take focus when a submit finds them invalid, on their input', () => {
    const form = renderForm();
    act(() => {
      focusFirstInvalidField(form().control, (name) => name === 'cards' || name === 'notify');
    });
    expect(screen.getByRole('textbox', { name: 'Cards' })).toHaveFocus();
  });
});

/** Compile-time checks (type-checked with the tests, never run): `name` must be a path of the right type. */
export function namesAreChecked(control: Control<Values>) {
  return (
    <>
      {/* @ts-expect-error: the form has no `nmae` */}
      <FormTextField control={control} name="nmae" label="Name" />
      {/* @ts-expect-error: `cards` is a number, not text */}
      <FormTextField control={control} name="cards" label="Cards" />
      {/* @ts-expect-error: `agree` is a boolean, not a key */}
      <FormSelect control={control} name="agree" label="Agree" items={[]} getKey={() => 1} getTextValue={() => ''} />
      {/* The option type flows into `getKey` and `getTextValue`. */}
      <FormSelect
        control={control}
        name="currency"
        label="Currency"
        items={[{ code: 'USD', title: 'US dollar' }]}
        getKey={(currency) => currency.code}
        getTextValue={(currency) => currency.title}
      />
    </>
  );
}

import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Control, type UseFormReturn } from 'react-hook-form';
import { ThemeProvider } from 'spend-ui';
import { FormCheckbox } from '../../../features/forms/FormCheckbox.js';
import { FormNumberField } from '../../../features/forms/FormNumberField.js';
import { FormSelect } from '../../../features/forms/FormSelect.js';
import { FormSwitch } from '../../../features/forms/FormSwitch.js';
import { FormTextField } from '../../../features/forms/FormTextField.js';
import { focusFirstInvalidField } from '../../../features/forms/focusFirstInvalid.js';
import { FormDatePicker } from '../../../features/forms/FormDatePicker.js';
import { FormDateRangePicker } from '../../../features/forms/FormDateRangePicker.js';
import { FormFileUpload } from '../../../features/forms/FormFileUpload.js';
import { FormRadioTiles } from '../../../features/forms/FormRadioTiles.js';
import type { DateRange } from '../../../features/forms/fieldValues.js';
import type { DateValue } from '@internationalized/date';

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

interface RefValues {
  start: DateValue | null;
  period: DateRange | null;
  usage: string;
  statement: File | null;
}

type RefFieldName = keyof RefValues;

/** The fields that once took no ref, each focused through the `ref` it now forwards. */
function RefHarness({ onForm }: { onForm: (form: UseFormReturn<RefValues>) => void }) {
  const form = useForm<RefValues>({
    defaultValues: { start: null, period: null, usage: 'single', statement: null },
    shouldFocusError: false,
  });
  onForm(form);
  const { control } = form;
  return (
    <ThemeProvider>
      <form noValidate>
        <FormDatePicker control={control} name="start" label="Start date" />
        <FormDateRangePicker control={control} name="period" label="Period" />
        <FormRadioTiles
          control={control}
          name="usage"
          label="Usage"
          options={[
            { value: 'single', title: 'Single use' },
            { value: 'multi', title: 'Multi use' },
          ]}
        />
        <FormFileUpload control={control} name="statement" label="Statement" />
      </form>
    </ThemeProvider>
  );
}

describe('fields focused through their ref', () => {
  const focusInvalid = (invalid: RefFieldName[]) => {
    const latest: { form?: UseFormReturn<RefValues> } = {};
    render(<RefHarness onForm={(form) => (latest.form = form)} />);
    const { form } = latest;
    if (!form) throw new Error('the form did not render');
    act(() => {
      focusFirstInvalidField(form.control, (name) => invalid.includes(name as RefFieldName));
    });
    return form;
  };

  it('a date picker on its month segment', () => {
    focusInvalid(['start', 'usage']);
    expect(screen.getAllByRole('spinbutton', { name: /month/i })[0]).toHaveFocus();
  });

  it('a date range picker on its start date’s month', () => {
    focusInvalid(['period', 'statement']);
    const group = screen.getByRole('group', { name: 'Period' });
    expect(document.activeElement).toHaveAttribute('role', 'spinbutton');
    expect(group).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAccessibleName(/month.*start date|start date.*month/i);
  });

  it('radio tiles on the chosen tile, and a file upload on its button', () => {
    focusInvalid(['usage', 'statement']);
    expect(screen.getByRole('radio', { name: 'Single use' })).toHaveFocus();
    focusInvalid(['statement']);
    expect(screen.getAllByRole('button', { name: /Choose file/ }).at(-1)).toHaveFocus();
  });

  it('through react-hook-form’s own setFocus (which focuses on the next task)', async () => {
    const form = focusInvalid([]);
    act(() => form.setFocus('start'));
    await waitFor(() => expect(screen.getAllByRole('spinbutton', { name: /month/i })[0]).toHaveFocus());
    act(() => form.setFocus('usage'));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Single use' })).toHaveFocus());
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

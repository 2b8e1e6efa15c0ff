// A page with a ComboBox or a MultiComboBox of three countries and a button after it, shared by the
// comboboxes' popup tests (jsdom and browser).
import type { ReactNode } from 'react';
import { ComboBox, MultiComboBox, ThemeProvider } from 'spend-ui';

const countries = [
  { code: 'CA', name: 'Canada' },
  { code: 'MX', name: 'Mexico' },
  { code: 'US', name: 'United States' },
];

export function CountriesPage({ multiple, before }: { multiple: boolean; before?: ReactNode }) {
  return (
    <ThemeProvider>
      {before}
      {multiple ? (
        <MultiComboBox label="Countries" options={countries.map(({ code, name }) => ({ value: code, label: name }))} />
      ) : (
        <ComboBox
          label="Countries"
          items={countries}
          getKey={(country) => country.code}
          getTextValue={(country) => country.name}
        />
      )}
      <button type="button">Elsewhere</button>
    </ThemeProvider>
  );
}

// Shared by the tests of the comboboxes before their list code has come: the gates, the page and the
// checks. Each test file holds the lists' modules back with a mock whose factory waits on a gate here
// until the test lets the code come (a file has its own page and modules, so it meets the lists before
// their code once).
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** A promise a test resolves when it lets a list's code come. */
function codeGate() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
}

/** One gate per list. */
export const gates = { single: codeGate(), multiple: codeGate() };

/** The two comboboxes, each with the gate of its list. */
export const components = [
  { name: 'ComboBox', multiple: false, gate: gates.single },
  { name: 'MultiComboBox', multiple: true, gate: gates.multiple },
];

/** Lets both lists' code come and waits for it, so no module is still held back when the page closes. */
export async function letListCodeCome() {
  gates.single.arrive();
  gates.multiple.arrive();
  await import('../../components/ComboBox/ComboBoxListBox.js');
  await import('../../components/MultiComboBox/MultiComboBoxListBox.js');
}

export { CountriesPage } from '../components/ComboBox/countriesPage.js';

const liveRegionText = () =>
  [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent).join(' ');

/** The popup the input says is expanded is there: a busy listbox it controls, with a loading row, announced. */
export async function expectLoadingPopup(input: HTMLElement) {
  expect(input).toHaveAttribute('aria-expanded', 'true');
  const busy = screen.getByRole('listbox');
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(busy).toHaveAccessibleName(/Countries/);
  expect(input).toHaveAttribute('aria-controls', busy.id);
  expect(busy).toHaveTextContent('Loading…');
  expect(busy.getBoundingClientRect().height).toBeGreaterThan(0);
  await waitFor(() => expect(liveRegionText()).toContain('Loading…'));
}

/**
 * The list's code has come and its first rows are laid out: on a loaded machine that takes more than
 * waitFor's default second (the virtualised list stays hidden until it has measured its viewport).
 */
const listLaidOut = { timeout: 10_000 };

/** `aria-activedescendant` names a rendered option called `name`. */
export async function expectActiveOption(input: HTMLElement, name: string) {
  await waitFor(() => {
    const id = input.getAttribute('aria-activedescendant');
    const active = id ? document.getElementById(id) : null;
    expect(active).toHaveRole('option');
    expect(active).toHaveAccessibleName(name);
  }, listLaidOut);
  expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');
}

// A person types in a combobox, then presses ArrowDown, before its list's code has come: the popup
// shows at once on the first key with a loading row, announced, the text stays as typed, and once the
// options come the first match is highlighted.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoPopupViolations } from '../../.storybook/axeAtStep.js';
import {
  components,
  CountriesPage,
  expectActiveOption,
  expectLoadingPopup,
  letListCodeCome,
} from './comboBoxListCode.js';

vi.mock('../../components/ComboBox/ComboBoxListBox.js', async (importOriginal) => {
  const { gates } = await import('./comboBoxListCode.js');
  await gates.single.arrived;
  return importOriginal();
});
vi.mock('../../components/MultiComboBox/MultiComboBoxListBox.js', async (importOriginal) => {
  const { gates } = await import('./comboBoxListCode.js');
  await gates.multiple.arrived;
  return importOriginal();
});

afterAll(letListCodeCome);

describe.each(components)('$name, before its list code has come', ({ multiple, gate }) => {
  afterEach(() => {
    gate.arrive();
    cleanup();
  });

  it('on typing, shows a loading popup at once; ArrowDown then highlights the first match once it comes', async () => {
    const user = userEvent.setup();
    render(<CountriesPage multiple={multiple} />);
    const input = screen.getByRole('combobox', { name: 'Countries' });
    await user.click(input);
    await user.keyboard('i');
    await expectLoadingPopup(input);
    await user.keyboard('{ArrowDown}');
    await expectNoPopupViolations('typing before the list code');
    gate.arrive();
    await expectActiveOption(input, 'Mexico');
    expect(input).toHaveValue('i');
    await expectNoPopupViolations('the list code has come');
  });
});

// A person presses ArrowDown in a combobox before its list's code has come (a slow network, a busy
// machine): the popup shows at once with a loading row, announced, and once the options come the first
// one is highlighted, as APG asks of ArrowDown.
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

  it('on ArrowDown, shows a loading popup at once, announced, then highlights the first option', async () => {
    const user = userEvent.setup();
    render(<CountriesPage multiple={multiple} />);
    const input = screen.getByRole('combobox', { name: 'Countries' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    await expectLoadingPopup(input);
    await expectNoPopupViolations('ArrowDown before the list code');
    gate.arrive();
    await expectActiveOption(input, 'Canada');
    expect(input).toHaveFocus();
    await expectNoPopupViolations('the list code has come');
    await user.keyboard('{Enter}');
    if (multiple) expect(screen.getByRole('button', { name: 'Remove Canada' })).toBeVisible();
    else expect(input).toHaveValue('Canada');
  });
});

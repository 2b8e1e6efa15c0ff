import type { Decorator } from '@storybook/react-vite';
import { BankLinkPickerProvider } from '../features/banking/BankLinkPicker.js';
import { DemoBankLinkPicker } from '../host/demo/DemoBankLinkPicker.js';

/** The demo picker's dialog title, for stories that pick through it. */
export { DEMO_PICKER_TITLE } from '../host/demo/DemoBankLinkPicker.js';

/**
 * Supplies the demo backend's account picker, as the host does in demo mode; a story with
 * `parameters: { bankLinkPicker: 'none' }` renders without one, as a host that supplies none.
 */
export const withDemoBankLinkPicker: Decorator = (Story, { parameters }) =>
  parameters.bankLinkPicker === 'none' ? (
    <Story />
  ) : (
    <BankLinkPickerProvider picker={DemoBankLinkPicker}>
      <Story />
    </BankLinkPickerProvider>
  );

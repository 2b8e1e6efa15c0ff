import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { BankLinkSelection } from './api.js';
import { DemoBankLinkPicker } from './DemoBankLinkPicker.js';

/**
 * The third-party account picker of automatic linking (§2). A provider's SDK (Plaid Link, Flinks …)
 * fills this: it opens with the link token of POST /bank/create-link-token and reports the public
 * token and the institution the user chose, or that the user left. A component, so an SDK's React
 * binding fits as it is (open in an effect, render nothing or its own frame).
 */
export interface BankLinkPickerProps {
  linkToken: string;
  onSuccess: (selection: BankLinkSelection) => void;
  /** The user closed the picker without choosing. */
  onExit: () => void;
}

export type BankLinkPicker = ComponentType<BankLinkPickerProps>;

const PickerContext = createContext<BankLinkPicker>(DemoBankLinkPicker);

/**
 * Sets the account picker of the widgets below. Without one, the demo backend's built-in picker
 * (`DemoBankLinkPicker`, answered by /bank/demo-provider/*) is used.
 */
export function BankLinkPickerProvider({ picker, children }: { picker: BankLinkPicker; children: ReactNode }) {
  return <PickerContext.Provider value={picker}>{children}</PickerContext.Provider>;
}

/** The picker the nearest `BankLinkPickerProvider` set (the demo's by default), opened with these props. */
export function BankLinkPickerSlot(props: BankLinkPickerProps) {
  return createElement(useContext(PickerContext), props);
}

import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { BankLinkSelection } from './api.js';

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

const PickerContext = createContext<BankLinkPicker | null>(null);

/**
 * Sets the account picker of the widgets below: a provider's SDK, or the demo backend's picker the host
 * supplies in demo mode. Without one, automatic linking is not offered (manual linking still is).
 */
export function BankLinkPickerProvider({ picker, children }: { picker: BankLinkPicker; children: ReactNode }) {
  return <PickerContext.Provider value={picker}>{children}</PickerContext.Provider>;
}

/** Whether a `BankLinkPickerProvider` above set a picker. */
export function useHasBankLinkPicker(): boolean {
  return useContext(PickerContext) !== null;
}

/** The picker the nearest `BankLinkPickerProvider` set, opened with these props; nothing when none did. */
export function BankLinkPickerSlot(props: BankLinkPickerProps) {
  const picker = useContext(PickerContext);
  return picker ? createElement(picker, props) : null;
}

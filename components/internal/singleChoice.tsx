import type { ReactNode } from 'react';
import type { Key } from 'react-aria';
import { Item } from 'react-stately';

/** The props of react-aria's single-choice hooks that Select and ComboBox take in their own terms. */
export type ReplacedChoiceProps =
  | 'children'
  | 'items'
  | 'defaultItems'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'errorMessage'
  | 'validate'
  | 'selectionMode';

/** The options and the choice of a field that picks one of them (Select, ComboBox). */
export interface SingleChoiceProps<T extends object> {
  /** Every option. */
  items: readonly T[];
  /** Unique key of an option (also the value submitted with a form). */
  getKey: (item: T) => Key;
  /** Plain text of an option: what typeahead and typing match, and what assistive technology reads. */
  getTextValue: (item: T) => string;
  /** How an option looks in the list; defaults to its text. */
  renderItem?: (item: T) => ReactNode;
  /** Key of the chosen option (controlled). */
  selectedKey?: Key | null;
  /** Key of the option chosen at first. */
  defaultSelectedKey?: Key | null;
  /** Called with the key of the chosen option, or null when cleared. */
  onSelectionChange?: (key: Key | null) => void;
  /** Visible label; also the accessible name. */
  label?: ReactNode;
  /** Short hint shown under the field. */
  description?: ReactNode;
  /** Shown, and wired with `aria-invalid`, when `isInvalid` is true. */
  errorMessage?: ReactNode;
  className?: string;
}

/** The react-stately collection item of an option, keyed and named as the field's props say. */
export function choiceItem<T extends object>({ getKey, getTextValue, renderItem }: SingleChoiceProps<T>) {
  return (item: T) => (
    <Item key={getKey(item)} textValue={getTextValue(item)}>
      {renderItem ? renderItem(item) : getTextValue(item)}
    </Item>
  );
}

import type { Key } from 'react-aria';
import type { SelectState } from 'react-stately';
import type { TypeaheadItem } from '../internal/typeahead.js';

/** The options of a select state as typeahead sees them. */
export function typeaheadItems<T>(state: SelectState<T>): TypeaheadItem<Key>[] {
  return [...state.collection].map((node) => ({
    key: node.key,
    textValue: node.textValue,
    isDisabled: state.disabledKeys.has(node.key),
  }));
}

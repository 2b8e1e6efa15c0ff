import { useEffect, useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { announce } from './announce.js';
import { ListBoxPopover, ListLoadingRow } from './listbox.styles.js';
import { useInputReference } from './useInputReference.js';

/** The list's id and name, as react-aria gives them to the list it will render (`listBoxProps`, `menuProps`). */
export interface LoadingListIdentity {
  /** The id the list will have; the input names it in `aria-controls` from now on. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export interface ListLoadingProps {
  /** The props react-aria gives the list; only its id and name are used. */
  list: LoadingListIdentity;
  /** The element that opens the list and names it in `aria-controls` (a combobox's input, a select's button). */
  inputRef: RefObject<HTMLElement | null>;
  /** The field the popup is placed under. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Shown in the row and announced. */
  loadingLabel: string;
}

/**
 * What a combobox's or a select's popup shows while its list's code is still on the way (an open on the first key of a
 * slow load): the popup the input says is expanded, as a busy listbox with one loading row, announced.
 * It is placed under the field without the positioning code, which comes with the list.
 */
export function ListLoading({ list, inputRef, anchorRef, loadingLabel }: ListLoadingProps) {
  const { id: listBoxId, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy } = list;
  useInputReference(inputRef, 'aria-controls', listBoxId);
  const [placement, setPlacement] = useState<CSSProperties>({ position: 'fixed', visibility: 'hidden' });
  useLayoutEffect(() => {
    const box = anchorRef.current?.getBoundingClientRect();
    if (box) setPlacement({ position: 'fixed', top: box.bottom + 4, left: box.left, width: box.width });
  }, [anchorRef]);
  useEffect(() => {
    announce(loadingLabel, 'polite');
  }, [loadingLabel]);
  return (
    <ListBoxPopover style={placement} data-list-loading="">
      <div aria-label={ariaLabel} aria-labelledby={ariaLabelledBy} role="listbox" id={listBoxId} aria-busy="true">
        <ListLoadingRow>{loadingLabel}</ListLoadingRow>
      </div>
    </ListBoxPopover>
  );
}

import { Suspense, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { AriaListBoxOptions } from 'react-aria';
import { ListLoading } from './ListLoading.js';
import { PopupRoot } from './listbox.styles.js';

/** What a combobox's list part takes from its field, whatever its options. */
export interface ComboBoxListParts<T> {
  listBoxProps: AriaListBoxOptions<T>;
  listBoxRef: RefObject<HTMLUListElement | null>;
  /** The combobox input, which names the list and its highlighted option while they are rendered. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The field's box the popup is placed under. */
  anchorRef: RefObject<HTMLElement | null>;
}

export interface ComboBoxPopupProps<T> {
  list: ComboBoxListParts<T>;
  popoverRef: RefObject<HTMLDivElement | null>;
  /** Shown in the popup, and announced, while the list's code is still on the way. */
  loadingLabel: string;
  /** The list (a lazily loaded part), given the parts it takes from the field. */
  children: (list: ComboBoxListParts<T>) => ReactNode;
}

/**
 * The open popup of ComboBox and MultiComboBox. A plain portal (not FloatingPortal) with its root
 * element mounts in the same commit, so react-aria's aria-hiding of everything outside the input and
 * the popover already sees the popover, even while the list's code is still on the way (a busy list
 * with a loading row shows meanwhile).
 */
export function ComboBoxPopup<T>({ list, popoverRef, loadingLabel, children }: ComboBoxPopupProps<T>) {
  const { listBoxProps, inputRef, anchorRef } = list;
  return createPortal(
    <PopupRoot ref={popoverRef}>
      <Suspense
        fallback={
          <ListLoading list={listBoxProps} inputRef={inputRef} anchorRef={anchorRef} loadingLabel={loadingLabel} />
        }
      >
        {children(list)}
      </Suspense>
    </PopupRoot>,
    document.body,
  );
}

import { useLayoutEffect, type InputHTMLAttributes, type RefObject } from 'react';

/** The attributes by which a combobox's input names an element of its popup. */
export type InputReference = 'aria-controls' | 'aria-activedescendant';

/**
 * Sets the combobox input's `attribute` to `id` while the element calling this is in the DOM and `isActive`,
 * and removes it as that element leaves. The list owns these attributes instead of the field (which leaves
 * them out of the props it renders): a virtualised list renders only the options in its range, and the
 * list's code may still be loading when it opens, so the field cannot know whether the element it would
 * name exists. Layout effects run in the commit that adds or removes the element, so no moment has the
 * input naming something that is not there (axe `aria-valid-attr-value`).
 */
export function useInputReference(
  inputRef: RefObject<HTMLElement | null>,
  attribute: InputReference,
  id: string | undefined,
  isActive = true,
) {
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !id || !isActive) return;
    input.setAttribute(attribute, id);
    return () => {
      if (input.getAttribute(attribute) === id) input.removeAttribute(attribute);
    };
  }, [inputRef, attribute, id, isActive]);
}

/** The field's input props without the references its list sets itself (`useInputReference`). */
export function withoutListReferences({
  'aria-controls': _controls,
  'aria-activedescendant': _active,
  ...inputProps
}: InputHTMLAttributes<HTMLInputElement>) {
  return inputProps;
}

import type { ComponentPropsWithoutRef } from 'react';
import { FieldLabel, RequiredMark } from './field.styles.js';

export interface FieldLabelTextProps extends ComponentPropsWithoutRef<'label'> {
  /** Shows the required mark (decorative: the input itself carries `required`/`aria-required`). */
  isRequired?: boolean;
}

/** The visible label of a form field, with the required mark every field shows the same way. */
export function FieldLabelText({ isRequired, children, ...labelProps }: FieldLabelTextProps) {
  return (
    <FieldLabel {...labelProps}>
      {children}
      {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </FieldLabel>
  );
}

import type { DOMAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import { FieldDescription, FieldError, FieldRoot } from '../field.styles.js';
import { FieldLabelText } from '../FieldLabelText.js';

/** What a field's own props say about its frame. */
export interface FieldFrameProps {
  /** Visible label; nothing is rendered for it when absent (the control then carries `aria-label`). */
  label?: ReactNode;
  /** Short hint under the control. */
  description?: ReactNode;
  /** Shown while the field is invalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  className?: string;
}

/** The props of the frame's parts as the field's react-aria hook returns them. */
export interface FieldFrameAria {
  labelProps?: LabelHTMLAttributes<HTMLLabelElement> | DOMAttributes<HTMLElement>;
  descriptionProps?: DOMAttributes<HTMLElement>;
  errorMessageProps?: DOMAttributes<HTMLElement>;
  /** Set by hooks that validate (number, date and time fields): it decides over the field's own prop. */
  isInvalid?: boolean;
  /** The hook's own messages, shown while invalid when the field gives no `errorMessage`. */
  validationErrors?: string[];
}

export interface FieldProps extends FieldFrameProps {
  /** The field's own props; those given to `Field` itself win (a default label, a computed error). */
  own: FieldFrameProps;
  aria: FieldFrameAria;
  /** Guidance shown after the description (TextField's help text), with the id the input refers to. */
  helpText?: ReactNode;
  helpTextId?: string;
  /** The control itself: the field's bordered box, trigger or segments. */
  children: ReactNode;
  /** What follows the error message: a character count, or the field's popup. */
  footer?: ReactNode;
}

/**
 * The frame every labelled form field shares: the label (with the required mark), the control, the
 * description, the error message while invalid, and `data-disabled` on the root. A field renders only
 * its own control inside it.
 */
export function Field({ own, aria, helpText, helpTextId, children, footer, ...given }: FieldProps) {
  const frame = <K extends keyof FieldFrameProps>(key: K): FieldFrameProps[K] => given[key] ?? own[key];
  const label = frame('label');
  const description = frame('description');
  const isDisabled = frame('isDisabled');
  const isInvalid = given.isInvalid ?? aria.isInvalid ?? own.isInvalid;
  const errorMessage =
    frame('errorMessage') ?? (aria.validationErrors?.length ? aria.validationErrors.join(' ') : null);
  return (
    <FieldRoot className={frame('className')} data-disabled={isDisabled || undefined}>
      {label != null && (
        <FieldLabelText {...aria.labelProps} isRequired={frame('isRequired')}>
          {label}
        </FieldLabelText>
      )}
      {children}
      {description != null && <FieldDescription {...aria.descriptionProps}>{description}</FieldDescription>}
      {helpText != null && <FieldDescription id={helpTextId}>{helpText}</FieldDescription>}
      {isInvalid && errorMessage != null && <FieldError {...aria.errorMessageProps}>{errorMessage}</FieldError>}
      {footer}
    </FieldRoot>
  );
}

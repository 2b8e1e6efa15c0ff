import { useRef, type ReactNode, type Ref } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import {
  mergeProps,
  useButton,
  useHover,
  useLocale,
  useNumberField,
  useObjectRef,
  type AriaButtonProps,
  type AriaNumberFieldProps,
} from 'react-aria';
import { useNumberFieldState } from 'react-stately';
import { FieldSlot, InputBox } from '../internal/field.styles.js';
import { Field } from '../internal/Field/Field.js';
import { useFieldBox } from '../internal/Field/useFieldBox.js';
import { NumberInput, Stepper, StepperButton } from './NumberField.styles.js';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'errorMessage' | 'validate'> {
  /** Visible label; also the accessible name. */
  label?: ReactNode;
  /** Short hint shown under the field. */
  description?: ReactNode;
  /**
   * Shown, and wired with `aria-invalid`, when `isInvalid` is true. Takes the place of the range
   * messages below while given.
   */
  errorMessage?: ReactNode;
  /** Shown when the value is below `minValue` (or negative with `allowNegative={false}`). Default "Enter {min} or more". */
  belowMinimumMessage?: string;
  /** Shown when the value is above `maxValue`. Default "Enter {max} or less". */
  aboveMaximumMessage?: string;
  /** Locale used to format and parse; defaults to the one from react-aria's `I18nProvider`. */
  locale?: string;
  /**
   * Forbid values below zero. A minus can still be typed: a negative value is kept as typed and refused
   * with `belowMinimumMessage`, never turned into its opposite. Default true.
   */
  allowNegative?: boolean;
  /** Show increment/decrement buttons (the arrow keys step the value either way). Default false. */
  showStepper?: boolean;
  /** Content before the input, such as a unit. */
  startSlot?: ReactNode;
  /** Content after the input, such as a unit. */
  endSlot?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The lower bound once `allowNegative={false}` is taken into account. */
export function effectiveMinValue(minValue: number | undefined, allowNegative: boolean): number | undefined {
  if (allowNegative) return minValue;
  return Math.max(0, minValue ?? 0);
}

function StepButton(props: AriaButtonProps & { children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton(props, ref);
  const { hoverProps, isHovered } = useHover({ isDisabled: props.isDisabled });
  return (
    <StepperButton
      {...mergeProps(buttonProps, hoverProps)}
      ref={ref}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-disabled={props.isDisabled || undefined}
    >
      {props.children}
    </StepperButton>
  );
}

type NumberFieldAria = ReturnType<typeof useNumberField>;

/**
 * react-aria judges min, max and step with a hidden native number input when `commitBehavior` is
 * `validate`, and shows the browser's own text. Min and max never reach it (`rangeProblem` answers first,
 * with our message); the step would: with no `step` given it is 1, so 1.5% (0.015) came up red with
 * "Please enter a valid value. The two nearest valid values are 0 and 1." on first render. The step only
 * drives the arrow keys here; a value between steps is a value.
 */
function withoutNativeStepCheck(aria: NumberFieldAria): NumberFieldAria {
  const { validationDetails: details } = aria;
  const onlyStep =
    aria.isInvalid &&
    details.stepMismatch &&
    !details.customError &&
    !details.valueMissing &&
    !details.rangeOverflow &&
    !details.rangeUnderflow &&
    !details.badInput;
  if (!onlyStep) return aria;
  return {
    ...aria,
    isInvalid: false,
    validationErrors: [],
    validationDetails: { ...details, stepMismatch: false, valid: true },
    inputProps: { ...aria.inputProps, 'aria-invalid': undefined },
    groupProps: { ...aria.groupProps, 'aria-invalid': undefined },
  };
}

/**
 * A number input formatted with `Intl.NumberFormat` for the user's locale (grouping, decimals,
 * percent, units, currency through `formatOptions`). Arrow keys step the value within `minValue` and
 * `maxValue`; typing only accepts characters that can form a number in the locale. A typed value out of
 * range is never changed (no clamping on blur, unless `commitBehavior="snap"`): it stays, marked
 * invalid with the range message, so nothing is sent that the user did not see.
 */
export function NumberField(props: NumberFieldProps) {
  const {
    errorMessage,
    belowMinimumMessage,
    aboveMaximumMessage,
    locale: localeProp,
    allowNegative = true,
    showStepper = false,
    startSlot,
    endSlot,
    className: _,
    ref,
    ...ariaProps
  } = props;
  const { locale: contextLocale } = useLocale();
  const locale = localeProp ?? contextLocale;
  const inputRef = useObjectRef(ref);
  const minValue = effectiveMinValue(ariaProps.minValue, allowNegative);
  const { maxValue } = ariaProps;
  const formatBound = (bound: number) => new Intl.NumberFormat(locale, ariaProps.formatOptions).format(bound);
  const rangeProblem = (value: number): string | null => {
    if (Number.isNaN(value)) return null;
    if (minValue !== undefined && value < minValue)
      return belowMinimumMessage ?? `Enter ${formatBound(minValue)} or more`;
    if (maxValue !== undefined && value > maxValue)
      return aboveMaximumMessage ?? `Enter ${formatBound(maxValue)} or less`;
    return null;
  };
  const fieldProps = {
    ...ariaProps,
    commitBehavior: ariaProps.commitBehavior ?? 'validate',
    // react-aria lets no minus be typed while the minimum is zero or more (a typed -150 became 150): the
    // minus goes through, and `rangeProblem` refuses the negative value with a message instead.
    minValue: minValue !== undefined && minValue >= 0 ? undefined : minValue,
    validate: rangeProblem,
    // `isInvalid={false}` (a form without an error for the field) would hide the range problem.
    isInvalid: ariaProps.isInvalid || undefined,
    errorMessage: errorMessage ?? undefined,
  };
  const state = useNumberFieldState({ ...fieldProps, locale });
  const numberField = withoutNativeStepCheck(useNumberField(fieldProps, state, inputRef));
  const { groupProps, inputProps, incrementButtonProps, decrementButtonProps, isInvalid } = numberField;
  const { boxProps } = useFieldBox({ isDisabled: ariaProps.isDisabled, isInvalid });

  return (
    <Field own={props} aria={numberField}>
      <InputBox {...mergeProps(groupProps, boxProps)}>
        {startSlot != null && <FieldSlot>{startSlot}</FieldSlot>}
        <NumberInput {...inputProps} ref={inputRef} />
        {endSlot != null && <FieldSlot>{endSlot}</FieldSlot>}
        {showStepper && (
          <Stepper>
            <StepButton {...incrementButtonProps}>
              <ChevronUp aria-hidden="true" size={14} />
            </StepButton>
            <StepButton {...decrementButtonProps}>
              <ChevronDown aria-hidden="true" size={14} />
            </StepButton>
          </Stepper>
        )}
      </InputBox>
    </Field>
  );
}

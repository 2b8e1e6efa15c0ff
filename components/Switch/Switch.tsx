import { type ReactNode, type Ref } from 'react';
import {
  VisuallyHidden,
  mergeProps,
  useFocusRing,
  useHover,
  useObjectRef,
  useSwitch,
  type AriaSwitchProps,
} from 'react-aria';
import { useToggleState } from 'react-stately';
import { SwitchLabel, SwitchTrack } from './Switch.styles.js';

export interface SwitchProps extends AriaSwitchProps {
  /** The label: names the setting that is on or off. */
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** An on/off switch (`role="switch"`) for settings that take effect at once. */
export function Switch({ children, className, ref, ...ariaProps }: SwitchProps) {
  const inputRef = useObjectRef(ref);
  const state = useToggleState(ariaProps);
  const { inputProps, labelProps, isSelected, isDisabled } = useSwitch({ ...ariaProps, children }, state, inputRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <SwitchLabel
      {...mergeProps(labelProps, hoverProps)}
      className={className}
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
      data-disabled={isDisabled || undefined}
    >
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={inputRef} />
      </VisuallyHidden>
      <SwitchTrack aria-hidden="true" />
      {children != null && <span>{children}</span>}
    </SwitchLabel>
  );
}

// react-aria publishes the context providers its own components use to hand trigger props to a
// child button under private entries. This file is the one place that depends on those paths.
/**
 * Gives press props (onPress, aria-expanded, aria-controls, …) to the nearest pressable child
 * (Button, IconButton, ToggleButton …) without cloning it. Overlays clear it for their content.
 */
export { PressResponder } from 'react-aria/private/interactions/PressResponder';
/** Gives DOM props (hover, focus, aria-describedby) to the nearest focusable child (tooltips). */
export { FocusableProvider } from 'react-aria/private/interactions/useFocusable';

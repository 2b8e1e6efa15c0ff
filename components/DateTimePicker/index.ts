export { DateTimePicker } from './DateTimePicker.js';
export type { DateTimePickerProps } from './DateTimePicker.js';

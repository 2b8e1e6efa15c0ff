export { DateRangePicker } from './DateRangePicker.js';
export type { DateRangePickerProps } from './DateRangePicker.js';

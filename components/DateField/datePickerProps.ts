import type { ReactNode, Ref } from 'react';

/** The props react-aria's picker hooks take that the pickers take in their own terms, or fix. */
export type ReplacedPickerProps = 'label' | 'description' | 'errorMessage' | 'granularity' | 'hideTimeZone';

/** The frame and the texts a date picker shows around its segments (DatePicker, DateRangePicker). */
export interface DatePickerFrameProps {
  /** Visible label; also the accessible name of the field and of the calendar dialog. */
  label?: ReactNode;
  /** Short hint under the field, e.g. the expected format. */
  description?: ReactNode;
  /**
   * Shown, and wired with `aria-invalid` / `aria-describedby`, when the value is invalid: when
   * `isInvalid` is set, a typed date is outside `minValue` / `maxValue` or unavailable, or (in a
   * range) the end comes before the start. Without it, react-aria's generic message (e.g. "Value must
   * be 11/22/2026 or earlier.") shows.
   */
  errorMessage?: ReactNode;
  /**
   * Shown while the typed day does not exist in its month (11/31): the field is invalid and its value
   * unchanged until the day is corrected, or pulled back to the month's last day when focus leaves.
   */
  impossibleDateMessage?: ReactNode;
  /** Locale of the segments and the calendar. Default `en-US`, which shows MM/dd/yyyy. */
  locale?: string;
  className?: string;
  /**
   * Given the first editable segment (the month in MM/dd/yyyy): focusing it starts typing the date, so
   * a form can focus the picker (react-hook-form's `field.ref`).
   */
  ref?: Ref<HTMLDivElement>;
}

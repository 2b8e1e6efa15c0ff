import type { DateValue } from '@internationalized/date';
import {
  I18nProvider,
  useCalendar,
  useRangeCalendar,
  type AriaCalendarProps,
  type AriaRangeCalendarProps,
  type CalendarAria,
} from 'react-aria';
import { useCalendarState, useRangeCalendarState } from 'react-stately';
import { useRef, type ReactNode, type Ref } from 'react';
import { createGregorianCalendar } from '../dates/gregorianCalendar.js';
import { CalendarGrid, CalendarNavButton } from './CalendarGrid.js';
import { CalendarHeader, CalendarRoot, CalendarTitle } from './Calendar.styles.js';

export interface CalendarProps<T extends DateValue> extends AriaCalendarProps<T> {
  /** Locale of month and weekday names and of the first day of the week. Default `en-US`. */
  locale?: string;
  className?: string;
}

/** What react-aria's `useCalendar` and `useRangeCalendar` give a calendar's frame. */
interface CalendarFrameProps extends Pick<
  CalendarAria,
  'calendarProps' | 'prevButtonProps' | 'nextButtonProps' | 'title'
> {
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** The month grid. */
  children: ReactNode;
}

/** The month's title between the previous and next buttons, above the grid: one frame for both calendars. */
function CalendarFrame({
  calendarProps,
  prevButtonProps,
  nextButtonProps,
  title,
  className,
  ref,
  children,
}: CalendarFrameProps) {
  return (
    <CalendarRoot {...calendarProps} ref={ref} className={className}>
      <CalendarHeader>
        <CalendarNavButton {...prevButtonProps} direction="previous" />
        <CalendarTitle>{title}</CalendarTitle>
        <CalendarNavButton {...nextButtonProps} direction="next" />
      </CalendarHeader>
      {children}
    </CalendarRoot>
  );
}

function CalendarInner<T extends DateValue>({
  className,
  ...props
}: Omit<CalendarProps<T>, 'locale'> & { locale: string }) {
  const state = useCalendarState({ ...props, createCalendar: createGregorianCalendar });
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useCalendar(props, state);
  return (
    <CalendarFrame {...{ calendarProps, prevButtonProps, nextButtonProps, title, className }}>
      <CalendarGrid state={state} />
    </CalendarFrame>
  );
}

/** A month calendar for picking one date, fully keyboard operable with the APG keys (see `CalendarGrid`): arrows, Page Up/Down, Shift+Page Up/Down, Home/End to the week's first/last day. */
export function Calendar<T extends DateValue>({ locale = 'en-US', ...props }: CalendarProps<T>) {
  return (
    <I18nProvider locale={locale}>
      <CalendarInner {...props} locale={locale} />
    </I18nProvider>
  );
}

export interface RangeCalendarProps<T extends DateValue> extends AriaRangeCalendarProps<T> {
  /** Locale of month and weekday names and of the first day of the week. Default `en-US`. */
  locale?: string;
  className?: string;
}

function RangeCalendarInner<T extends DateValue>({
  className,
  ...props
}: Omit<RangeCalendarProps<T>, 'locale'> & { locale: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useRangeCalendarState({ ...props, createCalendar: createGregorianCalendar });
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useRangeCalendar(props, state, ref);
  return (
    <CalendarFrame {...{ calendarProps, prevButtonProps, nextButtonProps, title, className, ref }}>
      <CalendarGrid state={state} />
    </CalendarFrame>
  );
}

/** A month calendar for picking a start and an end date: press the first day, then the last. */
export function RangeCalendar<T extends DateValue>({ locale = 'en-US', ...props }: RangeCalendarProps<T>) {
  return (
    <I18nProvider locale={locale}>
      <RangeCalendarInner {...props} locale={locale} />
    </I18nProvider>
  );
}

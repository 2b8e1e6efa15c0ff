import { useRef, type KeyboardEvent } from 'react';
import {
  endOfWeek,
  getLocalTimeZone,
  isSameDay,
  isToday,
  startOfWeek,
  type CalendarDate,
} from '@internationalized/date';
import {
  mergeProps,
  useButton,
  useCalendarCell,
  useCalendarGrid,
  useFocusRing,
  useHover,
  useLocale,
  type AriaButtonProps,
} from 'react-aria';
import type { CalendarState, RangeCalendarState } from 'react-stately';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayCell, Grid, NavButton } from './Calendar.styles.js';

type AnyCalendarState = CalendarState | RangeCalendarState;

function isRangeState(state: AnyCalendarState): state is RangeCalendarState {
  return 'highlightedRange' in state;
}

function CalendarCell({ state, date }: { state: AnyCalendarState; date: CalendarDate }) {
  const ref = useRef<HTMLDivElement>(null);
  const {
    cellProps,
    buttonProps,
    isSelected,
    isOutsideVisibleRange,
    isDisabled,
    isUnavailable,
    isInvalid,
    formattedDate,
  } = useCalendarCell({ date }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || isUnavailable });
  const range = isRangeState(state) ? state.highlightedRange : null;
  const isRangeEdge = range != null && (isSameDay(date, range.start) || isSameDay(date, range.end));
  return (
    <td {...cellProps}>
      <DayCell
        {...mergeProps(buttonProps, focusProps, hoverProps)}
        ref={ref}
        data-selected={(range ? isRangeEdge : isSelected) || undefined}
        data-in-range={(range != null && isSelected && !isRangeEdge) || undefined}
        data-disabled={isDisabled || undefined}
        data-unavailable={isUnavailable || undefined}
        data-invalid={isInvalid || undefined}
        data-outside-month={isOutsideVisibleRange || undefined}
        data-today={isToday(date, getLocalTimeZone()) || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-hovered={isHovered || undefined}
      >
        {formattedDate}
      </DayCell>
    </td>
  );
}

/**
 * The month grid shared by the single-date and range calendars. Keys follow the APG date picker
 * dialog: arrows move by a day or a week, PageUp/PageDown by a month and Shift+PageUp/PageDown by a
 * year (keeping the day of the month, or the month's last day), Home/End to the first/last day of
 * the week (react-aria goes to the month's; overridden here).
 */
export function CalendarGrid({ state }: { state: AnyCalendarState }) {
  const { gridProps, headerProps, weekDays, weeksInMonth } = useCalendarGrid({ weekdayStyle: 'short' }, state);
  const { locale } = useLocale();
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const plain = !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (plain && (event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      const focused = state.focusedDate;
      state.setFocusedDate(event.key === 'Home' ? startOfWeek(focused, locale) : endOfWeek(focused, locale));
      return;
    }
    gridProps.onKeyDown?.(event);
  };
  return (
    <Grid {...gridProps} onKeyDown={onKeyDown}>
      <thead {...headerProps}>
        <tr>
          {weekDays.map((day, index) => (
            <th key={index}>{day}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: weeksInMonth }, (_, weekIndex) => (
          <tr key={weekIndex}>
            {state
              .getDatesInWeek(weekIndex)
              .map((date, i) => (date ? <CalendarCell key={i} state={state} date={date} /> : <td key={i} />))}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}

/** Previous / next month button. */
export function CalendarNavButton({ direction, ...props }: AriaButtonProps & { direction: 'previous' | 'next' }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: props.isDisabled });
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <NavButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
      data-disabled={props.isDisabled || undefined}
    >
      <Icon aria-hidden="true" size={18} />
    </NavButton>
  );
}

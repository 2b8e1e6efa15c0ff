import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { ToggleButton } from '../ToggleButton/ToggleButton.js';
import {
  AxisSpace,
  BarFill,
  BarItem,
  BarLabel,
  BarList,
  BarTrack,
  BarValue,
  ChartEmpty,
  ChartHeader,
  ChartRoot,
  ChartSummary,
  ChartTable,
  ChartTitle,
} from './BarChart.styles.js';
import { axisLabelStep } from './axisLabelStep.js';

/** One bar. */
export interface BarChartDatum {
  /** Stable identity. */
  key: string;
  /** Short label under or beside the bar ("Mar 3", a merchant's name). */
  label: string;
  /** Full label for the table and screen readers ("March 3, 2025"); default `label`. */
  description?: string;
  value: number;
}

export interface BarChartProps {
  /** Heading of the chart; it names the bars and the table. */
  title: string;
  /** Level of the heading. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  data: readonly BarChartDatum[];
  /** Formats a value for the bar, the table and screen readers (e.g. money through Intl). */
  formatValue: (value: number) => string;
  /** Columns over time (`vertical`, default) or a ranked list of rows (`horizontal`). */
  orientation?: 'vertical' | 'horizontal';
  /** Height of a vertical chart's plot in px. Default 160. */
  height?: number;
  /** A line under the heading, such as a total. */
  summary?: ReactNode;
  /** Header of the table's label column. Default "Item". */
  categoryHeader?: string;
  /** Header of the table's value column. Default "Value". */
  valueHeader?: string;
  /** The toggle that shows the data as a table instead of bars. Default "Show table". */
  tableToggleLabel?: string;
  /** Read after the chart's name: how to move between bars. */
  keyboardHint?: string;
  /** Shown instead of bars when `data` is empty. Default "No data". */
  emptyMessage?: string;
  /** Start with the table shown. */
  defaultShowTable?: boolean;
  className?: string;
}

/**
 * The width of a vertical chart's bar list and of its widest label, measured once laid out and whenever the chart
 * or a label is resized, so the axis shows as many labels as fit without touching. A label's width changes
 * without the chart's when the web font arrives after the first measure (a slow network, a loaded machine).
 */
function useAxisRoom(listRef: RefObject<HTMLUListElement | null>, measure: boolean, data: readonly BarChartDatum[]) {
  const [room, setRoom] = useState({ chartWidth: 0, labelWidth: 0 });
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!measure || !list) return;
    const update = () => {
      const labels = [...list.querySelectorAll<HTMLElement>('[data-bar-label]')];
      const labelWidth = Math.ceil(Math.max(0, ...labels.map((label) => label.getBoundingClientRect().width)));
      const chartWidth = Math.floor(list.getBoundingClientRect().width);
      // Synchronous, so the axis is drawn with its room in the very frame the observer reports it.
      flushSync(() =>
        setRoom((previous) =>
          previous.chartWidth === chartWidth && previous.labelWidth === labelWidth
            ? previous
            : { chartWidth, labelWidth },
        ),
      );
    };
    // The observer's first call, after the page's layout and before its paint, is the first measure:
    // measured here, in the commit, the whole page would be laid out an extra time.
    const observer = new ResizeObserver(update);
    observer.observe(list);
    for (const label of list.querySelectorAll('[data-bar-label]')) observer.observe(label);
    return () => observer.disconnect();
  }, [listRef, measure, data]);
  return room;
}

interface BarProps {
  datum: BarChartDatum;
  size: number;
  text: string;
  isTabStop: boolean;
  showLabel: boolean;
  /** Which edge of the bar its value and label hang from (the right half of a chart: the end). */
  anchor: 'start' | 'end';
  onFocus: () => void;
  barRef: (element: HTMLLIElement | null) => void;
}

function Bar({ datum, size, text, isTabStop, showLabel, anchor, onFocus, barRef }: BarProps) {
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <BarItem
      {...mergeProps(focusProps, hoverProps, { onFocus })}
      ref={barRef}
      tabIndex={isTabStop ? 0 : -1}
      aria-label={`${datum.description ?? datum.label}: ${text}`}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
      data-anchor={anchor}
    >
      <BarLabel aria-hidden="true" data-bar-label="" data-hidden={showLabel ? undefined : ''}>
        {datum.label}
      </BarLabel>
      <BarTrack aria-hidden="true">
        <BarFill style={{ '--bar-size': `${size}%` } as CSSProperties} />
      </BarTrack>
      <BarValue aria-hidden="true">{text}</BarValue>
    </BarItem>
  );
}

/**
 * A small bar chart with its data table. Bars are one Tab stop: arrow keys, Home and End move between
 * them, and each reads as "label: value" (its value also shows while hovered or focused). The toggle
 * shows the same data as a table. Bars grow in unless the user prefers reduced motion. Negative values
 * draw an empty bar and keep their value.
 */
export function BarChart({
  title,
  headingLevel = 3,
  data,
  formatValue,
  orientation = 'vertical',
  height = 160,
  summary,
  categoryHeader = 'Item',
  valueHeader = 'Value',
  tableToggleLabel = 'Show table',
  keyboardHint = 'Use the arrow keys to move between bars.',
  emptyMessage = 'No data',
  defaultShowTable = false,
  className,
}: BarChartProps) {
  const titleId = useId();
  const hintId = useId();
  const [showTable, setShowTable] = useState(defaultShowTable);
  const [active, setActive] = useState(0);
  const bars = useRef<Array<HTMLLIElement | null>>([]);
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const listRef = useRef<HTMLUListElement>(null);
  const axisRoom = useAxisRoom(listRef, orientation === 'vertical' && !showTable, data);
  const step = axisLabelStep(data.length, axisRoom.chartWidth, axisRoom.labelWidth);
  const tabStop = Math.min(active, Math.max(0, data.length - 1));

  const move = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = data.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: tabStop + 1,
      ArrowDown: tabStop + 1,
      ArrowLeft: tabStop - 1,
      ArrowUp: tabStop - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.min(last, Math.max(0, target));
    setActive(next);
    bars.current[next]?.focus();
  };

  const heading = (
    <ChartTitle as={`h${headingLevel}` as 'h3'} id={titleId}>
      {title}
    </ChartTitle>
  );

  return (
    <ChartRoot aria-labelledby={titleId} className={className}>
      <ChartHeader>
        {heading}
        <ToggleButton size="sm" variant="ghost" isSelected={showTable} onChange={setShowTable}>
          {tableToggleLabel}
        </ToggleButton>
      </ChartHeader>
      {summary !== undefined && <ChartSummary>{summary}</ChartSummary>}
      {data.length === 0 ? (
        <ChartEmpty>{emptyMessage}</ChartEmpty>
      ) : showTable ? (
        <ChartTable>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.key}>
                <th scope="row">{datum.description ?? datum.label}</th>
                <td>{formatValue(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </ChartTable>
      ) : (
        <div>
          <BarList
            ref={listRef}
            aria-labelledby={titleId}
            aria-describedby={hintId}
            data-orientation={orientation}
            style={{ '--chart-height': `${height}px` } as CSSProperties}
            onKeyDown={move}
          >
            {data.map((datum, index) => (
              <Bar
                key={datum.key}
                datum={datum}
                size={max > 0 ? (Math.max(0, datum.value) / max) * 100 : 0}
                text={formatValue(datum.value)}
                isTabStop={index === tabStop}
                showLabel={orientation === 'horizontal' || index % step === 0}
                anchor={index >= data.length / 2 ? 'end' : 'start'}
                onFocus={() => setActive(index)}
                barRef={(element) => {
                  bars.current[index] = element;
                }}
              />
            ))}
          </BarList>
          {orientation === 'vertical' && <AxisSpace aria-hidden="true" />}
          {/* The bar list's description (aria-describedby reads hidden text), not read again as page text. */}
          <span id={hintId} hidden>
            {keyboardHint}
          </span>
        </div>
      )}
    </ChartRoot>
  );
}

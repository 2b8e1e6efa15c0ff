import { createContext, useContext, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import {
  mergeProps,
  useButton,
  useDisclosure,
  useFocusRing,
  useHover,
  useId,
  useRadio,
  useRadioGroup,
} from 'react-aria';
import {
  useDisclosureGroupState,
  useDisclosureState,
  useRadioGroupState,
  type DisclosureGroupState,
  type RadioGroupState,
} from 'react-stately';
import { ChevronDown } from 'lucide-react';
import { AccordionRoot, HeaderButton, HeaderRow, Heading, ItemRoot, Panel, Radio } from './Accordion.styles.js';

/** One section of an accordion. */
export interface AccordionItem {
  /** Stable identity, used in `expandedKeys` and as the radio value with `selection`. */
  key: string;
  /** The heading text; it names the button, the panel and (with `selection`) the radio. */
  title: ReactNode;
  /** Content revealed when expanded. */
  content: ReactNode;
  /** Neither expandable nor selectable. */
  isDisabled?: boolean;
}

/** Makes the accordion a radio group: each header carries a radio next to (not inside) its button. */
export interface AccordionSelection {
  /** Accessible name of the radio group, e.g. "Recipient". */
  label: string;
  /** The selected item key (controlled). */
  value?: string | null;
  /** The initially selected item key (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the key of the chosen item. */
  onChange?: (key: string) => void;
  /** A choice is required. */
  isRequired?: boolean;
}

export interface AccordionProps {
  /** The sections, in order. */
  items: readonly AccordionItem[];
  /** Level of the heading element wrapping each header button (2–6). Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** More than one section may be open at once. Default false: opening one closes the other. */
  allowsMultipleExpanded?: boolean;
  /** Open sections (controlled). */
  expandedKeys?: Iterable<string>;
  /** Initially open sections (uncontrolled). */
  defaultExpandedKeys?: Iterable<string>;
  /** Called with the set of open section keys. */
  onExpandedChange?: (keys: Set<string>) => void;
  /** Optional radio selection in the headers (e.g. choosing a recipient). */
  selection?: AccordionSelection;
  /** Imperative access: `focusItem(key)` moves focus to a section's header button. */
  ref?: Ref<AccordionHandle>;
  className?: string;
}

/** What an accordion's `ref` offers. */
export interface AccordionHandle {
  /**
   * Moves focus to the header button of the section `key` (e.g. the next item after the focused one
   * left the list). Returns false when there is no such section.
   */
  focusItem: (key: string) => boolean;
}

const RadioContext = createContext<RadioGroupState | null>(null);

function ItemRadio({ value, labelledBy, isDisabled }: { value: string; labelledBy: string; isDisabled?: boolean }) {
  const state = useContext(RadioContext);
  if (!state) throw new Error('ItemRadio outside a radio accordion');
  return <ItemRadioInner state={state} value={value} labelledBy={labelledBy} isDisabled={isDisabled} />;
}

function ItemRadioInner({
  state,
  value,
  labelledBy,
  isDisabled,
}: {
  state: RadioGroupState;
  value: string;
  labelledBy: string;
  isDisabled?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps } = useRadio({ value, 'aria-labelledby': labelledBy, isDisabled }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return <Radio {...mergeProps(inputProps, focusProps)} ref={ref} data-focus-visible={isFocusVisible || undefined} />;
}

function AccordionSection({
  item,
  group,
  headingLevel,
  withRadio,
  isSelected,
  buttons,
}: {
  item: AccordionItem;
  group: DisclosureGroupState;
  headingLevel: number;
  withRadio: boolean;
  isSelected: boolean;
  /** The header buttons by section key, for `AccordionHandle.focusItem`. */
  buttons: Map<string, HTMLButtonElement>;
}) {
  const isExpanded = group.expandedKeys.has(item.key);
  const state = useDisclosureState({
    isExpanded,
    onExpandedChange: () => group.toggleKey(item.key),
  });
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { buttonProps: disclosureButtonProps, panelProps } = useDisclosure(
    { isExpanded, isDisabled: item.isDisabled },
    state,
    panelRef,
  );
  const { buttonProps } = useButton(disclosureButtonProps, buttonRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: item.isDisabled });
  return (
    <ItemRoot data-expanded={isExpanded || undefined} data-selected={isSelected || undefined}>
      <HeaderRow>
        {withRadio && <ItemRadio value={item.key} labelledBy={titleId} isDisabled={item.isDisabled} />}
        <Heading as={`h${headingLevel}` as 'h3'}>
          <HeaderButton
            {...mergeProps(buttonProps, focusProps, hoverProps)}
            ref={(element: HTMLButtonElement | null) => {
              const previous = buttonRef.current;
              buttonRef.current = element;
              if (element) buttons.set(item.key, element);
              else if (previous && buttons.get(item.key) === previous) buttons.delete(item.key);
            }}
            data-focus-visible={isFocusVisible || undefined}
            data-hovered={isHovered || undefined}
            data-disabled={item.isDisabled || undefined}
          >
            <span id={titleId}>{item.title}</span>
            <ChevronDown aria-hidden="true" size={18} />
          </HeaderButton>
        </Heading>
      </HeaderRow>
      <Panel {...panelProps} role="region" ref={panelRef} data-with-radio={withRadio || undefined}>
        {item.content}
      </Panel>
    </ItemRoot>
  );
}

function RadioAccordion({
  selection,
  children,
}: {
  selection: AccordionSelection;
  children: (selected: string | null) => ReactNode;
}) {
  const radioProps = {
    label: selection.label,
    value: selection.value,
    defaultValue: selection.defaultValue,
    onChange: selection.onChange,
    isRequired: selection.isRequired,
  };
  const state = useRadioGroupState(radioProps);
  const { radioGroupProps } = useRadioGroup({ ...radioProps, 'aria-label': selection.label, label: undefined }, state);
  return (
    <div {...radioGroupProps}>
      <RadioContext.Provider value={state}>{children(state.selectedValue)}</RadioContext.Provider>
    </div>
  );
}

/**
 * The WAI-ARIA accordion: each header is a button (in a heading of `headingLevel`) with
 * `aria-expanded` / `aria-controls`, and each panel a region labelled by its button. One or
 * several sections open at once; sections can be disabled. With `selection`, the accordion is
 * also a radio group whose radios sit in the header rows beside the buttons.
 */
export function Accordion({
  items,
  headingLevel = 3,
  allowsMultipleExpanded = false,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  selection,
  ref,
  className,
}: AccordionProps) {
  const [buttons] = useState(() => new Map<string, HTMLButtonElement>());
  useImperativeHandle(
    ref,
    () => ({
      focusItem: (key) => {
        const button = buttons.get(key);
        if (!button?.isConnected) return false;
        button.focus();
        return true;
      },
    }),
    [buttons],
  );
  const group = useDisclosureGroupState({
    allowsMultipleExpanded,
    expandedKeys,
    defaultExpandedKeys,
    onExpandedChange: onExpandedChange ? (keys) => onExpandedChange(new Set([...keys].map(String))) : undefined,
  });
  const sections = (selected: string | null) => (
    <AccordionRoot className={className}>
      {items.map((item) => (
        <AccordionSection
          key={item.key}
          item={item}
          group={group}
          headingLevel={headingLevel}
          withRadio={selection != null}
          isSelected={selected === item.key}
          buttons={buttons}
        />
      ))}
    </AccordionRoot>
  );
  if (selection) return <RadioAccordion selection={selection}>{sections}</RadioAccordion>;
  return sections(null);
}

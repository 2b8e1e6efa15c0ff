import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, useLink } from 'react-aria';
import { TileButton, TileDescription, TileIcon, TileLink, TileText, TileTitle } from './Tile.styles.js';

export interface TileProps {
  /** The tile's heading text; with the description it forms the accessible name (the visible text). */
  title: ReactNode;
  /** Supporting text under the title. */
  description?: ReactNode;
  /** Decorative icon at the start (hidden from assistive technology). */
  icon?: ReactNode;
  /** Renders a link to this address instead of a button. */
  href?: string;
  /** With `href`: where to open it (e.g. `_blank`, which also adds `rel="noopener noreferrer"`). */
  target?: string;
  /** Called when the tile is activated (click, Enter, or Space for a button tile). */
  onPress?: () => void;
  /** The tile cannot be activated. */
  isDisabled?: boolean;
  className?: string;
}

/**
 * A clickable card: a button (with `onPress`) or a link (with `href`), with hover, press and
 * keyboard focus states. Its content is phrasing only, so it stays valid inside a button or link.
 */
export function Tile({ title, description, icon, href, target, onPress, isDisabled, className }: TileProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const { buttonProps, isPressed: isButtonPressed } = useButton({ onPress, isDisabled }, buttonRef);
  const { linkProps, isPressed: isLinkPressed } = useLink({ href, target, onPress, isDisabled }, linkRef);
  const shared = {
    className,
    'data-focus-visible': isFocusVisible || undefined,
    'data-hovered': isHovered || undefined,
    'data-disabled': isDisabled || undefined,
  };
  const content = (
    <>
      {icon != null && <TileIcon aria-hidden="true">{icon}</TileIcon>}
      <TileText>
        <TileTitle>{title}</TileTitle>
        {description != null && <TileDescription>{description}</TileDescription>}
      </TileText>
    </>
  );
  if (href != null) {
    return (
      <TileLink
        {...mergeProps(linkProps, focusProps, hoverProps)}
        {...shared}
        ref={linkRef}
        href={isDisabled ? undefined : href}
        target={target}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        data-pressed={isLinkPressed || undefined}
      >
        {content}
      </TileLink>
    );
  }
  return (
    <TileButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      {...shared}
      ref={buttonRef}
      data-pressed={isButtonPressed || undefined}
    >
      {content}
    </TileButton>
  );
}

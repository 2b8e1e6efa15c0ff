import { ExternalLink } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  mergeProps,
  useFocusRing,
  useHover,
  useLink,
  useObjectRef,
  VisuallyHidden,
  type AriaLinkOptions,
} from 'react-aria';
import { Icon } from '../Icon/Icon.js';
import { StyledLink } from './Link.styles.js';

export type LinkVariant = 'inline' | 'standalone';

export interface LinkProps extends Omit<AriaLinkOptions, 'elementType' | 'href'> {
  /**
   * Where the link goes. Inside react-aria's `RouterProvider` an internal `href` becomes a
   * client-side route change through the router's `navigate`; without one it is a plain link.
   */
  href: string;
  /** `inline` is underlined for links inside text; `standalone` is for links on their own. */
  variant?: LinkVariant;
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) with an icon and a hint for screen readers. */
  isExternal?: boolean;
  /** Hint appended to the accessible name of an external link. */
  externalLabel?: string;
  /** The link text: its accessible name. */
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A router-agnostic link (react-aria useLink): takes an `href`, navigates through `RouterProvider` when present. */
export function Link({
  href,
  variant = 'inline',
  isExternal = false,
  externalLabel = 'opens in a new tab',
  children,
  className,
  ref,
  ...ariaProps
}: LinkProps) {
  const linkRef = useObjectRef(ref);
  const externalProps = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const { linkProps, isPressed } = useLink({ ...ariaProps, ...externalProps, href }, linkRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: ariaProps.isDisabled });

  return (
    <StyledLink
      {...mergeProps(linkProps, focusProps, hoverProps)}
      ref={linkRef}
      href={ariaProps.isDisabled ? undefined : href}
      role={ariaProps.isDisabled ? 'link' : undefined}
      className={className}
      data-variant={variant}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={ariaProps.isDisabled || undefined}
    >
      {children}
      {isExternal && (
        <>
          <Icon icon={ExternalLink} size="inherit" />
          <VisuallyHidden elementType="span"> ({externalLabel})</VisuallyHidden>
        </>
      )}
    </StyledLink>
  );
}

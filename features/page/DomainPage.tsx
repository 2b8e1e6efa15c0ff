import { ActionBar, Inline, Stack } from 'spend-ui';
import { Fragment, useId, type ReactNode, type Ref } from 'react';
import { PageTitle, Toolbar } from './DomainPage.styles.js';

export interface DomainPageProps {
  /** The page's one heading (h1); it also names the page's region. */
  title: string;
  /** What the page offers beside its title ("Add Card", "Add member"). */
  actions?: ReactNode;
  /** Controls over the content (search, filters, export). */
  toolbar?: ReactNode;
  children?: ReactNode;
  /** For a page that moves focus to its heading itself (after the item that had focus went away). */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** A title with a line-break opportunity after each slash: "Withdrawals/Cashback" wraps as "Withdrawals/ Cashback", never mid-word. */
function breakableAtSlashes(title: string): ReactNode {
  const parts = title.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** The frame of every domain page: a region named by its h1, the actions beside it, a toolbar, the content. */
export function DomainPage({ title, actions, toolbar, children, titleRef }: DomainPageProps) {
  const titleId = useId();
  return (
    <Stack as="section" gap="lg" shrinkable aria-labelledby={titleId}>
      <Inline align="center" justify="between" gap="md">
        <PageTitle id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {breakableAtSlashes(title)}
        </PageTitle>
        {actions && <ActionBar justify="start">{actions}</ActionBar>}
      </Inline>
      {toolbar && <Toolbar>{toolbar}</Toolbar>}
      {children}
    </Stack>
  );
}

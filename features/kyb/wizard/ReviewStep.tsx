import { Accordion, DescriptionList, InlineAlert, Stack } from 'spend-ui';
import * as text from '../messages.js';
import type { ReviewGroup, ReviewSection } from './review.js';
import { StepButtons } from './StepButtons.js';
import { ReviewGroupTitle, ReviewSubgroupTitle } from './Wizard.styles.js';

export interface ReviewStepProps {
  /** The review lists the four steps stored, in the order of step 5. */
  sections: readonly ReviewSection[];
  /** Next: the application is submitted (an empty payload). */
  onSubmit: () => void;
  onPrevious: () => void;
  pending: boolean;
}

function GroupView({ group }: { group: ReviewGroup }) {
  const Title = group.level === 1 ? ReviewGroupTitle : ReviewSubgroupTitle;
  return (
    <>
      {group.heading && <Title>{group.heading}</Title>}
      {group.rows.length > 0 && (
        <DescriptionList
          // On a phone each label sits above its value: beside it, the value's column was too narrow for
          // a company name or an e-mail address, broken mid-word.
          layout="responsive"
          termColumn="minmax(160px, 1fr)"
          valueColumn="2fr"
          items={group.rows.map((row) => ({ term: row.label, description: row.value }))}
        />
      )}
    </>
  );
}

function SectionView({ section }: { section: ReviewSection }) {
  if (section.groups.every((group) => group.rows.length === 0)) return <p>{text.NO_ROWS_FOUND}</p>;
  return (
    <>
      {section.groups.map((group, index) => (
        <GroupView key={`${group.heading ?? ''}-${index}`} group={group} />
      ))}
    </>
  );
}

/**
 * Step 5, Review Details (§2.1, §4.1): the notice on entry and the four read-only sections, each
 * collapsible (all open at first); Previous, and Next submits.
 */
export function ReviewStep({ sections, onSubmit, onPrevious, pending }: ReviewStepProps) {
  return (
    <Stack
      as="form"
      gap="xl"
      noValidate
      aria-label={text.STEP_REVIEW}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <InlineAlert tone="info">{text.REVIEW_NOTICE}</InlineAlert>
      <Accordion
        headingLevel={2}
        allowsMultipleExpanded
        defaultExpandedKeys={sections.map((section) => section.title)}
        items={sections.map((section) => ({
          key: section.title,
          title: section.title,
          content: <SectionView section={section} />,
        }))}
      />
      <StepButtons pending={pending} onPrevious={onPrevious} />
    </Stack>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ActionBar, Badge, Button, CopyButton, DescriptionList, Inline, Stack, TextField } from 'spend-ui';

/** A recipient's page section built from the four layout pieces, with no styled-component of its own. */
function RecipientSection() {
  const [editing, setEditing] = useState(false);
  const [nickname, setNickname] = useState('Acme');
  const [saved, setSaved] = useState('Acme');
  return (
    <Stack as="section" gap="lg" maxWidth="720px" aria-labelledby="recipient-heading">
      <Inline align="baseline" justify="between" gap="md" rowGap="xs">
        <h2 id="recipient-heading" style={{ margin: 0 }}>
          <Inline as="span" inTextLine align="center" gap="sm">
            Acme Supplies Ltd
            <Badge tone="success">Verified</Badge>
          </Inline>
        </h2>
        <span>{`Nickname: ${saved}`}</span>
      </Inline>
      <DescriptionList
        aria-label="Bank details"
        items={[
          { term: 'Currency', description: 'EUR' },
          {
            term: 'IBAN',
            description: (
              <Inline as="span" inTextLine align="center" gap="xs">
                DE89 3704 0044 0532 0130 00
                <CopyButton value="DE89370400440532013000" label="Copy IBAN" />
              </Inline>
            ),
          },
          { term: 'Address', description: 'Friedrichstraße 123, 10117 Berlin, Germany' },
        ]}
      />
      {editing ? (
        <Stack
          as="form"
          gap="lg"
          aria-label="Edit recipient"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSaved(nickname);
            setEditing(false);
          }}
        >
          <Stack gap="lg" minColumnWidth="180px">
            <TextField label="Nickname" value={nickname} onChange={setNickname} />
            <TextField label="E-mail for remittance notices" type="email" />
          </Stack>
          <ActionBar>
            <Button variant="secondary" onPress={() => setEditing(false)}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </ActionBar>
        </Stack>
      ) : (
        <ActionBar>
          <Button variant="secondary" onPress={() => setEditing(true)}>
            Edit
          </Button>
        </ActionBar>
      )}
    </Stack>
  );
}

const meta = {
  title: 'Docs/Layout examples',
  component: RecipientSection,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecipientSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Stack for the section's rhythm and the form, Inline for the title with its badge and the value with
 * its copy button, DescriptionList for the details, ActionBar for the buttons.
 */
export const PageSection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Acme Supplies Ltd Verified' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const nickname = canvas.getByRole('textbox', { name: 'Nickname' });
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Acme EU');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Nickname: Acme EU')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

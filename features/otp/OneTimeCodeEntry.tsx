import { useEffect, type ReactNode, type Ref } from 'react';
import { useObjectRef } from 'react-aria';
import { Button, Inline, OtpInput, Spinner, Stack, Text } from 'spend-ui';
import { ONE_TIME_CODE_LENGTH } from './model.js';
import type { OneTimeCodeRequest } from './useOneTimeCodeRequest.js';

export interface OneTimeCodeEntryProps {
  /** The code request this entry shows (`useOneTimeCodeRequest`). */
  request: OneTimeCodeRequest;
  /** Where the code went, shown once a request has answered (e.g. the masked destination). */
  sentTo: ReactNode;
  /** The code typed so far. */
  code: string;
  onCodeChange: (code: string) => void;
  /** The code cannot be changed (while it is being checked). */
  isReadOnly?: boolean;
  /** The screen's own action next to Resend (Verify, Submit). */
  action?: ReactNode;
  /** Accessible name of the code field. Default "Verification code". */
  codeLabel?: string;
  codeRef?: Ref<HTMLInputElement>;
  /** Focus the code field when the entry first shows (a code screen that has just opened). */
  focusOnOpen?: boolean;
}

/**
 * The part every one-time-code screen shares: where the code went (a spinner while it is being sent),
 * the 6-digit code field and Resend, with the screen's own action beside it.
 */
export function OneTimeCodeEntry({
  request,
  sentTo,
  code,
  onCodeChange,
  isReadOnly = false,
  action,
  codeLabel = 'Verification code',
  codeRef,
  focusOnOpen = false,
}: OneTimeCodeEntryProps) {
  const inputRef = useObjectRef(codeRef);
  useEffect(() => {
    if (focusOnOpen) inputRef.current?.focus();
    // Once, when the entry first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack gap="lg">
      {request.requesting ? <Spinner label="Sending your code" showLabel /> : <Text tone="muted">{sentTo}</Text>}
      <OtpInput
        ref={inputRef}
        label={codeLabel}
        length={ONE_TIME_CODE_LENGTH}
        value={code}
        onChange={onCodeChange}
        isReadOnly={isReadOnly}
      />
      <Inline align="center" justify="between">
        <Button
          variant="ghost"
          onPress={request.resend}
          isPending={request.requesting}
          pendingLabel="Sending your code"
        >
          Resend
        </Button>
        {action}
      </Inline>
    </Stack>
  );
}

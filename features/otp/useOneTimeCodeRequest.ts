import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiAction, type ApiClient, type FailureText } from '../api/index.js';
import { ONE_TIME_CODE_FAILURE } from './failures.js';
import type { CodeChannel, CodeRequestResult } from './model.js';

export interface OneTimeCodeRequestOptions {
  /** Sends a code to the channel; resolves with the masked destination. */
  request: (client: ApiClient, channel: CodeChannel) => Promise<CodeRequestResult>;
  /** The channel of the code sent when the widget mounts. Default `phone`. */
  initialChannel?: CodeChannel;
  /** The failure text of a request. Default: the code catalogue's rule (`ONE_TIME_CODE_FAILURE`). */
  failure?: FailureText;
}

export interface OneTimeCodeRequest {
  /** The channel to show as chosen: the one being requested, else the one the last code went to. */
  channel: CodeChannel;
  /** The channel the last code went to: the one a code is checked against. */
  sentChannel: CodeChannel;
  /** The masked destination of the last code sent, once known. */
  mask: string | undefined;
  /** True while a code is being requested. */
  requesting: boolean;
  /** Requests a code on this channel (ignored while a request runs). */
  send: (channel: CodeChannel) => void;
  /** Requests another code on the channel the last one went to. */
  resend: () => void;
}

/**
 * The code-request half of every one-time-code screen: a code is sent once when the widget mounts, then
 * again on Resend or on a change of channel. A failure shows the catalogue's text; the channel shown falls
 * back to the one the last code went to.
 */
export function useOneTimeCodeRequest({
  request,
  initialChannel = 'phone',
  failure = ONE_TIME_CODE_FAILURE,
}: OneTimeCodeRequestOptions): OneTimeCodeRequest {
  const [sent, setSent] = useState<{ channel: CodeChannel; mask: string | undefined }>({
    channel: initialChannel,
    mask: undefined,
  });
  // The mount's request counts from the first render, so no empty "sent to" line flashes before it.
  const [requestedChannel, setRequestedChannel] = useState<CodeChannel | null>(initialChannel);
  const action = useApiAction(
    async (client, channel: CodeChannel) => ({ channel, result: await request(client, channel) }),
    { failure, onSuccess: ({ channel, result }) => setSent({ channel, mask: result.mask }) },
  );
  const { run } = action;

  const inFlight = useRef(false);
  const send = useCallback(
    (channel: CodeChannel) => {
      // A second request while one runs is ignored, so the channel shown stays the one being requested.
      if (inFlight.current) return;
      inFlight.current = true;
      setRequestedChannel(channel);
      void run(channel).finally(() => {
        inFlight.current = false;
        setRequestedChannel(null);
      });
    },
    [run],
  );

  const requestedOnMount = useRef(false);
  useEffect(() => {
    // Once per widget, also under StrictMode's double effects.
    if (requestedOnMount.current) return;
    requestedOnMount.current = true;
    send(initialChannel);
  }, [send, initialChannel]);

  return {
    channel: requestedChannel ?? sent.channel,
    sentChannel: sent.channel,
    mask: sent.mask,
    requesting: requestedChannel !== null,
    send,
    resend: () => send(sent.channel),
  };
}

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToast, type ToastTone } from 'spend-ui';
import { useRevalidatePaths } from '../api/index.js';
import { CASHBACK_PATH, WITHDRAWALS_PATH } from '../cashback/paths.js';
import { TRANSACTIONS_PATH } from '../transactions/paths.js';
import type { LiveChannel, LiveChannelOptions, LiveChannelStatus } from './LiveChannel.js';
import type { LiveMessageType, LiveNotice } from './liveMessage.js';
import { LIVE_NOTICE_TITLES } from './messages.js';
import { useSequentialAnnouncer } from './useSequentialAnnouncer.js';

/** Live notices hide after 10 seconds (§8, §9). */
export const LIVE_NOTICE_TOAST_MS = 10_000;

/** A notice kept in the notifications drawer for the session. */
export interface NotificationEntry {
  id: number;
  messageType: LiveMessageType;
  title: string;
  message: string;
  /** Epoch ms. */
  receivedAt: number;
}

export type NotificationsChannelStatus = LiveChannelStatus | 'off';

export interface NotificationsValue {
  /** Newest first. */
  entries: readonly NotificationEntry[];
  status: NotificationsChannelStatus;
}

const NotificationsContext = createContext<NotificationsValue>({ entries: [], status: 'off' });

/** The notices so far and the channel's state (empty and `off` outside a `NotificationsProvider`). */
export function useNotifications(): NotificationsValue {
  return useContext(NotificationsContext);
}

/** What each notice changes, so the screens showing it ask again (transactions carry the balances). */
export const LIVE_NOTICE_REVALIDATES: Record<LiveMessageType, readonly string[]> = {
  TRANSACTION: [TRANSACTIONS_PATH, CASHBACK_PATH],
  REVERSAL: [TRANSACTIONS_PATH, CASHBACK_PATH],
  CREDIT: [TRANSACTIONS_PATH, CASHBACK_PATH],
  DECLINE: [TRANSACTIONS_PATH],
  FINE: [TRANSACTIONS_PATH, WITHDRAWALS_PATH],
};

const TONES: Record<LiveMessageType, ToastTone> = {
  TRANSACTION: 'info',
  REVERSAL: 'info',
  CREDIT: 'success',
  DECLINE: 'danger',
  FINE: 'warning',
};

export interface NotificationsProviderProps {
  /** The live channel's URL (from configuration); null: no channel. */
  url: string | null;
  /** The session's token; null while signed out — the channel is closed then. */
  token: string | null;
  /** For tests and stories: how sockets open and reconnections wait. */
  channelOptions?: Pick<LiveChannelOptions, 'connect' | 'backoff' | 'random' | 'schedule' | 'log'>;
  children?: ReactNode;
}

/**
 * Runs the live channel for a signed-in session and turns each notice into an entry of the
 * notifications drawer, a toast that hides after 10 s (announced politely, one at a time) and a
 * refresh of the data it concerns. Mount it inside the `ApiProvider` (it revalidates that cache)
 * and the `ToastProvider`.
 */
export function NotificationsProvider({ url, token, channelOptions, children }: NotificationsProviderProps) {
  const [entries, setEntries] = useState<NotificationEntry[]>([]);
  const [channelStatus, setChannelStatus] = useState<LiveChannelStatus>('connecting');
  const status: NotificationsChannelStatus = url && token ? channelStatus : 'off';
  const toast = useToast();
  const revalidatePaths = useRevalidatePaths();
  const { announce, region } = useSequentialAnnouncer();
  const nextId = useRef(1);
  const options = useRef(channelOptions);

  const receive = useCallback(
    (notice: LiveNotice) => {
      const title = LIVE_NOTICE_TITLES[notice.messageType];
      const entry: NotificationEntry = {
        id: nextId.current++,
        messageType: notice.messageType,
        title,
        message: notice.message,
        receivedAt: Date.now(),
      };
      setEntries((previous) => [entry, ...previous]);
      toast.show({
        tone: TONES[notice.messageType],
        title,
        description: notice.message,
        duration: LIVE_NOTICE_TOAST_MS,
        announce: 'off',
      });
      announce(`${title}. ${notice.message}`);
      void revalidatePaths(LIVE_NOTICE_REVALIDATES[notice.messageType]);
    },
    [toast, announce, revalidatePaths],
  );

  const latestReceive = useRef(receive);
  useEffect(() => {
    latestReceive.current = receive;
  });

  useEffect(() => {
    if (!url || !token) return;
    // The channel and its message checks load with the first signed-in session, not with the login screen.
    let channel: LiveChannel | undefined;
    let stopped = false;
    void import('./LiveChannel.js').then((loaded) => {
      if (stopped) return;
      channel = new loaded.LiveChannel({
        ...options.current,
        url,
        token,
        onNotice: (notice) => latestReceive.current(notice),
        onStatusChange: setChannelStatus,
      });
      channel.start();
    });
    return () => {
      stopped = true;
      channel?.stop();
    };
  }, [url, token]);

  // A new session starts with an empty drawer.
  const [session, setSession] = useState(token);
  if (session !== token) {
    setSession(token);
    setEntries([]);
  }

  const value = useMemo<NotificationsValue>(() => ({ entries, status }), [entries, status]);
  return (
    <NotificationsContext.Provider value={value}>
      {children}
      {region}
    </NotificationsContext.Provider>
  );
}

/**
 * Where the live channel is (spec README ruling "Live channel host": a WebSocket URL from
 * configuration). `VITE_LIVE_URL` when set; in demo mode the demo backend serves it at
 * `/api/v1/live` on the same origin; against a real API without `VITE_LIVE_URL`, there is none.
 */
export function liveChannelUrl(
  liveUrl: string | undefined = import.meta.env.VITE_LIVE_URL as string | undefined,
  apiUrl: string | undefined = import.meta.env.VITE_API_URL as string | undefined,
): string | null {
  if (liveUrl) return liveUrl;
  return apiUrl ? null : DEMO_LIVE_URL;
}

/** The demo backend's live channel (host/mock-api/live/hub.ts). */
export const DEMO_LIVE_URL = '/api/v1/live';

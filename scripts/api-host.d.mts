export declare const API_HOST_DIR: string;

export interface SpawnedApiServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `<origin>/api/v1`: the host's VITE_API_URL. */
  apiUrl: string;
  /** `ws://127.0.0.1:<port>/api/v1/live`: the host's VITE_LIVE_URL. */
  liveUrl: string;
  stop(): Promise<void>;
}

export declare function spawnApiServer(options?: {
  port?: number;
  origins?: string[];
  control?: boolean;
  quiet?: boolean;
  latencyMs?: number;
}): Promise<SpawnedApiServer>;

export declare function buildApiHost(options: { apiUrl: string; liveUrl: string; outDir?: string }): Promise<string>;

export declare function freePort(): Promise<number>;

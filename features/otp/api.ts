import type { ApiClient } from '../api/index.js';
import type { CodeChannel, CodeRequestResult } from './model.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The message and mask of a code request's answer, at the top or under `results`. */
export function codeRequestResult(body: unknown): CodeRequestResult {
  const source = isRecord(body) && isRecord(body.results) ? body.results : isRecord(body) ? body : {};
  return {
    message: typeof source.message === 'string' ? source.message : undefined,
    mask: typeof source.mask === 'string' ? source.mask : undefined,
  };
}

/** POST /utility/generate-otp-request: sends the signed-in user a code for a review step. */
export async function requestOneTimeCode(client: ApiClient, channel: CodeChannel): Promise<CodeRequestResult> {
  return codeRequestResult(await client.post('/utility/generate-otp-request', { channel }));
}

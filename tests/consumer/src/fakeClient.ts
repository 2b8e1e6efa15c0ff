import type { ApiClient } from 'spend-ui/features';

/** What the fake server holds: the answer of each GET path, in the spec's `results` envelope. */
export type FakeAnswers = Record<string, unknown>;

/** An ApiClient that answers GETs from memory and refuses every other call: no network at all. */
export function createFakeClient(answers: FakeAnswers): ApiClient {
  const refuse = (path: string) => Promise.reject(new Error(`The fake client has no answer for ${path}.`));
  return {
    get: <T>(path: string) => (path in answers ? Promise.resolve({ results: answers[path] } as T) : refuse(path)),
    post: refuse,
    patch: refuse,
    put: refuse,
    delete: refuse,
    upload: refuse,
    download: refuse,
    loadFile: refuse,
  };
}

import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider, createApiClient, useApiQuery } from 'spend-ui/features';

function Secret({ forget }: { forget: boolean }) {
  const { data } = useApiQuery<{ cvv: string }>('/secret', undefined, { forgetOnUnmount: forget });
  return <p>{data ? `cvv ${data.cvv}` : 'nothing cached'}</p>;
}

/** Shows the secret, hides it, then shows it again while the server no longer answers. */
function Harness({ forget }: { forget: boolean }) {
  const [step, setStep] = useState<'first' | 'closed' | 'again'>('first');
  return (
    <>
      <button type="button" onClick={() => setStep(step === 'first' ? 'closed' : 'again')}>
        next
      </button>
      {step === 'first' && <Secret forget={forget} />}
      {step === 'again' && <Secret forget={false} />}
    </>
  );
}

async function reopen(forget: boolean) {
  let answered = false;
  const fetch = vi.fn(async () => {
    if (answered) return new Promise<Response>(() => undefined);
    answered = true;
    return new Response(JSON.stringify({ results: { cvv: '123' } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });
  render(
    <ApiProvider client={client}>
      <Harness forget={forget} />
    </ApiProvider>,
  );
  await screen.findByText('cvv 123');
  screen.getByRole('button', { name: 'next' }).click();
  await waitFor(() => expect(screen.queryByText('cvv 123')).toBeNull());
  screen.getByRole('button', { name: 'next' }).click();
}

describe('useApiQuery forgetOnUnmount', () => {
  it('drops the cached answer when the reader unmounts', async () => {
    await reopen(true);
    expect(await screen.findByText('nothing cached')).toBeInTheDocument();
  });

  it('reads it again when the reader comes back at once (within the deduplication interval)', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ results: { cvv: '123' } }), { headers: { 'content-type': 'application/json' } }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });
    function Reopen() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(!open)}>
            toggle
          </button>
          {open && <Secret forget />}
        </>
      );
    }
    render(
      <ApiProvider client={client}>
        <Reopen />
      </ApiProvider>,
    );
    await screen.findByText('cvv 123');
    screen.getByRole('button', { name: 'toggle' }).click();
    await waitFor(() => expect(screen.queryByText('cvv 123')).toBeNull());
    screen.getByRole('button', { name: 'toggle' }).click();
    expect(await screen.findByText('cvv 123')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps it otherwise (the control case)', async () => {
    await reopen(false);
    expect(await screen.findByText('cvv 123')).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@contract/users';
import { readStoredUser, storeSession } from '@/lib/storage';
import { customer, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { UnverifiedEmailBanner } from './UnverifiedEmailBanner';
import { VerifyEmailPage } from './VerifyEmailPage';

const unverified: SessionUser = { ...customer, emailVerified: false };
const verified: SessionUser = { ...customer, emailVerified: true };

/** The link's page as the layout shows it to a signed-in account not yet verified: the banner above the page. */
function renderLinkPage() {
  return renderRoutes({
    routes: [
      {
        path: '/verify-email/:token',
        element: (
          <>
            <UnverifiedEmailBanner user={unverified} />
            <VerifyEmailPage />
          </>
        ),
      },
    ],
    initialEntries: ['/verify-email/tok-1'],
    user: unverified,
  });
}

function later<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('VerifyEmailPage', () => {
  it("stores the session verified even when the banner's read, made before the verification, answers after it", async () => {
    const verification = later<Response>();
    const staleSession = later<Response>();
    let verifiedOnServer = false;
    const sessionReads: boolean[] = [];
    stubFetch(async (url, init) => {
      if (url.endsWith('/users/verify-email') && init?.method === 'POST') {
        const answer = await verification.promise;
        verifiedOnServer = true;
        return answer;
      }
      if (url.endsWith('/users/me')) {
        sessionReads.push(verifiedOnServer);
        // The first read was made before the verification: it answers what was true then, but late.
        if (!verifiedOnServer) return staleSession.promise;
        return jsonResponse(200, verified);
      }
      throw new Error(`Unexpected call: ${init?.method ?? 'GET'} ${url}`);
    });
    renderLinkPage();
    await waitFor(() => expect(sessionReads).toEqual([false]));

    verification.resolve(jsonResponse(200, { message: 'Your e-mail address is verified.', email: customer.email }));
    await screen.findByRole('heading', { name: 'E-mail address verified' });
    await waitFor(() => expect(readStoredUser()?.emailVerified).toBe(true));
    staleSession.resolve(jsonResponse(200, unverified));
    // The late answer changes nothing: the session read after the verification is the one kept.
    await new Promise((done) => setTimeout(done, 50));
    expect(readStoredUser()?.emailVerified).toBe(true);
    expect(sessionReads).toEqual([false, true]);
  });

  it('keeps a verified session when a read made before the verification answers after another tab stored it', async () => {
    const staleSession = later<Response>();
    stubFetch(async (url) => {
      if (url.endsWith('/users/me')) return staleSession.promise;
      throw new Error(`Unexpected call: ${url}`);
    });
    renderRoutes({ routes: [{ path: '/', element: <UnverifiedEmailBanner user={unverified} /> }], user: unverified });
    await waitFor(() => expect(screen.getByRole('region', { name: 'E-mail verification' })).toBeTruthy());
    // Another tab opened the link and stored the verified session.
    storeSession(verified);
    staleSession.resolve(jsonResponse(200, unverified));
    await new Promise((done) => setTimeout(done, 50));
    expect(readStoredUser()?.emailVerified).toBe(true);
  });
});

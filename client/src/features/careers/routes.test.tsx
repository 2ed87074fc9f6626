import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { careersRoutes, jobBoardRoutes } from './routes';
import { buildJob } from './test-jobs';

describe('careers routes', () => {
  it.each([
    ['/career', 'Careers at'],
    ['/job/j1', 'Night Shift Chat Agent'],
    ['/application/j1', 'Apply for Night Shift Chat Agent'],
  ])('%s loads its page', async (path, heading) => {
    const job = buildJob({ _id: 'j1', title: 'Night Shift Chat Agent' });
    stubFetch(async (url) => jsonResponse(200, url.endsWith('/active') ? { jobs: [job] } : { job }));
    renderRoutes({ routes: [...jobBoardRoutes, ...careersRoutes], initialEntries: [path] });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(heading) }, { timeout: 5000 })).toBeTruthy();
  });
});

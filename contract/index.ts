import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from './common.js';
import { usersContract } from './users.js';

const c = initContract();

/** The whole `/api/v1` API: one sub-router per feature. */
export const apiContract = c.router(
  {
    users: usersContract,
  },
  {
    pathPrefix: '/api/v1',
    commonResponses: commonErrorResponses,
    strictStatusCodes: true,
  },
);
export type ApiContract = typeof apiContract;

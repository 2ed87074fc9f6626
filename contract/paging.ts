import { z } from 'zod';
import { MAX_PAGE_SIZE } from './catalogues/hiring.js';
import { typeable } from './common.js';

/**
 * Optional paging for the admin lists: with `page` (or `pageSize`) the answer is one page plus
 * `total`; without, the whole list in the spec's shape.
 */
export const pagingQuerySchema = z.object({
  page: z.coerce.number({ invalid_type_error: 'page must be a number' }).int().min(1, 'page must be at least 1').max(100_000).optional(),
  pageSize: z.coerce
    .number({ invalid_type_error: 'pageSize must be a number' })
    .int()
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .optional(),
  q: typeable(z.string().trim().max(200, 'Search text must be at most 200 characters'), 'Search text').optional(),
});

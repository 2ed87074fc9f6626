import { useMutation } from '@tanstack/react-query';
import { expectBody, type ResponseSchema } from './api-errors';

type Answer = { status: number; body: unknown };

/**
 * A React Query mutation of one contract route, called with the route's own arguments
 * (`mutate({ body })`): its data is the body of the `expected` status, checked against the
 * contract; any other outcome is thrown as api-errors.ts describes.
 */
export function useApiMutation<Args, T>(
  call: (args: Args) => Promise<Answer>,
  expected: { status: number; schema: ResponseSchema<T> },
  options: { onSuccess?: (data: T) => void } = {},
) {
  return useMutation({
    mutationFn: async (args: Args) => expectBody(await call(args), expected.status, expected.schema),
    ...options,
  });
}

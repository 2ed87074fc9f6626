/**
 * Client answers are typed by the contract, once: `tsr.useQueryClient()` types each cache entry by
 * its route, so a type argument on a cache call, or an answer written out as `{ body: unknown }`,
 * is a second description of the API that can drift from it (STYLE.md, practices 4 and 19). The
 * fetcher (lib/api-client.ts and its helpers) is the one place an answer of any route is named.
 */
const cacheCalls = new Set(['getQueryData', 'getQueriesData', 'setQueryData', 'setQueriesData', 'ensureQueryData', 'fetchQuery', 'prefetchQuery']);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'The query cache and API answers are typed by the contract, never by hand.' },
    messages: {
      typedCacheCall: '{{method}}<…> types the cache by hand: call it on tsr.useQueryClient(), which types each entry by its contract route.',
      handTypedAnswer: 'An answer typed by hand ({ body: … }): take its type from the contract (tsr hooks, ClientInferResponseBody / ClientInferResponses).',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!cacheCalls.has(callee.property.name) || !node.typeArguments) return;
        context.report({ node: node.typeArguments, messageId: 'typedCacheCall', data: { method: callee.property.name } });
      },
      // A constraint (`<A extends { status: number; body: unknown }>`) accepts any route's answer: it restates none.
      'TSTypeLiteral:not(TSTypeParameter *)'(node) {
        const member = (name) => node.members.find((m) => m.type === 'TSPropertySignature' && m.key.type === 'Identifier' && m.key.name === name);
        const body = member('body');
        if (!body) return;
        const bodyIsUnknown = body.typeAnnotation?.typeAnnotation.type === 'TSUnknownKeyword';
        if (member('status') || bodyIsUnknown) context.report({ node, messageId: 'handTypedAnswer' });
      },
    };
  },
};

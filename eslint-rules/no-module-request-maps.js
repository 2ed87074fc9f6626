/**
 * Requests in flight belong to the query cache (a query dedupes, a mutation runs once per call),
 * not to a Map at module level that outlives tests, users and hot reloads. Flags a module-level
 * Map, Set or WeakMap whose values are promises.
 */
const collections = new Set(['Map', 'Set', 'WeakMap']);

const mentionsPromise = (sourceCode, node) => Boolean(node) && /\bPromise\b|\bPromiseLike\b/.test(sourceCode.getText(node));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No module-level collection of requests in flight.' },
    messages: {
      requestMap: 'A module-level {{kind}} of promises keeps requests outside React Query: read through a query (it dedupes) or write through a mutation.',
    },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      'Program > VariableDeclaration > VariableDeclarator, Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator'(node) {
        const init = node.init;
        if (!init || init.type !== 'NewExpression' || init.callee.type !== 'Identifier' || !collections.has(init.callee.name)) return;
        if (mentionsPromise(sourceCode, init.typeArguments) || mentionsPromise(sourceCode, node.id.typeAnnotation)) {
          context.report({ node, messageId: 'requestMap', data: { kind: init.callee.name } });
        }
      },
    };
  },
};

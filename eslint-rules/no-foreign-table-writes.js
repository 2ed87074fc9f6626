/**
 * A feature owns its tables: it may point to and read another feature's table (in a repository,
 * through that feature's tables file), but inserts, updates and deletes go through the owner's
 * operations (STYLE.md, practice 18). In server/features/<feature>/, flags `.insert(x)`,
 * `.update(x)` and `.delete(x)` where `x` was imported from another feature's folder.
 */
const writes = new Set(['insert', 'update', 'delete']);

/** The feature a relative import from server/features/<feature>/… lands in, when it leaves that feature. */
function otherFeatureOf(source, feature) {
  const match = /^(?:\.\.\/)+(?:features\/)?([a-z0-9-]+)\//.exec(source);
  return match && match[1] !== feature ? match[1] : null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "A feature never writes another feature's table." },
    messages: {
      foreignWrite: "{{table}} belongs to the {{owner}} feature: call an operation from ../{{owner}}/{{owner}}.public.js that writes it instead of .{{method}}({{table}}).",
    },
    schema: [],
  },
  create(context) {
    const feature = /server\/features\/([a-z0-9-]+)\//.exec(context.filename.replaceAll('\\', '/'))?.[1];
    if (!feature) return {};
    const foreign = new Map();
    return {
      ImportDeclaration(node) {
        const owner = otherFeatureOf(node.source.value, feature);
        if (!owner) return;
        for (const specifier of node.specifiers) foreign.set(specifier.local.name, owner);
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !writes.has(callee.property.name)) return;
        const [table] = node.arguments;
        if (node.arguments.length !== 1 || table.type !== 'Identifier' || !foreign.has(table.name)) return;
        context.report({ node, messageId: 'foreignWrite', data: { table: table.name, owner: foreign.get(table.name), method: callee.property.name } });
      },
    };
  },
};

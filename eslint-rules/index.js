/**
 * The project's own lint rules: the shapes a newcomer could otherwise write a second way
 * (docs/ARCHITECTURE.md, "One shape per kind of thing"). Each is tested in tests/lint-boundaries.test.ts.
 */
import cacheTypedByContract from './cache-typed-by-contract.js';
import noForeignTableWrites from './no-foreign-table-writes.js';
import noModuleRequestMaps from './no-module-request-maps.js';

export default {
  meta: { name: 'shape' },
  rules: {
    'cache-typed-by-contract': cacheTypedByContract,
    'no-module-request-maps': noModuleRequestMaps,
    'no-foreign-table-writes': noForeignTableWrites,
  },
};

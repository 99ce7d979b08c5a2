// No import cycle anywhere in the repository (docs/decisions.md "Web layers and import cycles"):
// `npm run lint:cycles` (part of `npm run lint`) runs dependency-cruiser over every TypeScript and
// JavaScript file. Type-only imports and dynamic `import()` count: a loop through `import type` is
// still a loop for the reader (neither file reads without the other), and a loop through `import()`
// still ties two chunks together. The workspaces resolve through their package.json `exports`, so a
// loop between packages shows too. scripts/lint-boundaries.test.ts proves the rule fires.
export default {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment:
        'An import cycle (type-only and dynamic imports included): move what both files need to a module below them both, or hand it in.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Generated (React Router's +types, builds) and installed code is not ours to untangle.
    exclude: { path: '(^|/)(node_modules|build|dist|coverage|\\.react-router|data)/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

import { defineFuzzSuite } from './fuzz/fuzz-suite';

// Schema-driven fuzzing of every API operation, a third of them per file (see fuzz/fuzz-suite.ts).
await defineFuzzSuite(0, 3);

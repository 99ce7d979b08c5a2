/**
 * Imported first by main.ts and the benchmarks, before anything loads React.
 *
 * React and React Router choose their development or production build from NODE_ENV when they
 * are first loaded, and the development build renders about 4x slower. Our own configuration
 * reads NODE_ENV too (dev-only mailbox, stack traces), defaulting to development so that
 * `npm start` shows the demo mailbox. So: remember what the operator asked for, and give the
 * renderer its production build unless development was asked for explicitly.
 */
export const operatorNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = operatorNodeEnv || 'production';

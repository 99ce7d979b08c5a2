/** Read at run time (not inlined by the build): the API process decides the mode. */
export function isDevelopment(): boolean {
  return (globalThis.process?.env?.NODE_ENV ?? 'production') !== 'production';
}

import { config } from 'zod';

/**
 * In the browser, zod never compiles parsers with `new Function`: the site's strict Content
 * Security Policy has no 'unsafe-eval', and even zod's caught probe for it is a reported violation
 * (decisions "Strict CSP"). A no-op on the server, where the API keeps its compiled parsers (the
 * server render shares this zod module with the API).
 */
export function jitlessInBrowser() {
  if (typeof document !== 'undefined') config({ jitless: true });
}

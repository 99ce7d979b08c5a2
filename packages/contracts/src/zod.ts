import { config, z } from 'zod';

/**
 * The contracts' zod. In the browser it never compiles parsers with `new Function`: the site's
 * strict Content Security Policy has no 'unsafe-eval', and zod's caught probe for it is itself a
 * reported violation (decisions "Strict CSP"). zod decides when a schema is built, so this runs
 * before any schema module of the contracts (they import `z` from here, never from 'zod'). A no-op
 * on the server: the API keeps its compiled parsers.
 */
if (typeof document !== 'undefined') config({ jitless: true });

export { z };

import { config, z } from 'zod';
import { genericMessage } from './zod-messages';

/**
 * The contracts' zod. In the browser it never compiles parsers with `new Function`: the site's
 * strict Content Security Policy has no 'unsafe-eval', and zod's caught probe for it is itself a
 * reported violation (decisions "Strict CSP"). zod decides when a schema is built, so this runs
 * before any schema module of the contracts (they import `z` from here, never from 'zod'). A no-op
 * on the server: the API keeps its compiled parsers.
 */
if (typeof document !== 'undefined') config({ jitless: true });

/**
 * An issue no schema worded gets a sentence of the translated catalogue, on both sides (the API's
 * 422 and the web's own form checks), never zod's English text.
 */
config({ customError: genericMessage });

export { z };

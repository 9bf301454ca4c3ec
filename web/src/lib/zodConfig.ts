import * as z from 'zod';

/**
 * Imported before zod parses in the browser: by the dev server's answer check (./apiClient.ts) and by
 * the screens whose forms check their values with a contract schema. Zod's JIT probes `new Function('')` when it builds object schemas;
 * under the site's Content Security Policy (`script-src 'self'`, no 'unsafe-eval') the browser
 * refuses it and reports a violation. Jitless parsing never probes, and is all the web needs.
 */
z.config({ jitless: true });

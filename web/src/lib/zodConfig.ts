import * as z from 'zod';

/**
 * Imported first by main.tsx. Zod's JIT probes `new Function('')` when it builds object schemas;
 * under the site's Content Security Policy (`script-src 'self'`, no 'unsafe-eval') the browser
 * refuses it and reports a violation. Jitless parsing never probes, and is all the web needs.
 */
z.config({ jitless: true });

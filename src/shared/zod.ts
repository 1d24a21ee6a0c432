import { z } from 'zod';
import { sv } from 'zod/v4/locales';

// Every shared schema takes zod from here, so that this runs before any of them parses.
// Zod's own messages, where a schema gives none of ours, are Swedish too.
z.config(sv());
// In the browser, no compiled parsers: zod's probe for them (new Function) breaks the CSP. Set where
// the schemas load rather than at start, so that the screens without forms load no zod (build/chunks.ts).
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };

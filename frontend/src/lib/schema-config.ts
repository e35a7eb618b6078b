import { z } from 'zod';

/*
 * zod checks values without compiling code for them (`new Function`): the site's content policy allows no eval,
 * and zod's own probe for it, though caught, is reported as a policy violation on every page. main.tsx imports
 * this module first, so that the setting comes before any schema is built (the shared chunk runs its modules
 * in that order).
 */
z.config({ jitless: true });

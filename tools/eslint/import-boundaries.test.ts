import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: '/repo/frontend/src/features/hotels/components/list.tsx', code: "import { Button } from '../../../components/ui/button';" },
    { filename: '/repo/frontend/src/features/hotels/components/list.tsx', code: "import { x } from '../api/hotels-api';" },
    { filename: '/repo/frontend/src/routes/hotels-route.tsx', code: "import { HotelList } from '../features/hotels/components/list';" },
    { filename: '/repo/frontend/src/lib/api.ts', code: "import { contactMessageSchema } from '@suvarna/contracts';" },
    { filename: '/repo/services/auth/src/service.ts', code: "import { startService } from '@suvarna/platform';" },
    { filename: '/repo/services/auth/src/service.ts', code: "import { x } from './domain/login';" },
  ],
  invalid: [
    {
      filename: '/repo/frontend/src/features/hotels/components/list.tsx',
      code: "import { useAuth } from '../../auth/use-auth';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: '/repo/frontend/src/features/hotels/components/list.tsx',
      code: "import { useAuth } from '@/features/auth';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: '/repo/frontend/src/components/layout/header.tsx',
      code: "import { createLogger } from '@suvarna/platform';",
      errors: [{ messageId: 'serverInFrontend' }],
    },
    {
      filename: '/repo/services/booking/src/service.ts',
      code: "import { createCatalogService } from '@suvarna/catalog-service';",
      errors: [{ messageId: 'crossService' }],
    },
    {
      filename: '/repo/services/booking/src/service.ts',
      code: "import { x } from '../../catalog/src/domain/rules';",
      errors: [{ messageId: 'crossService' }],
    },
  ],
});

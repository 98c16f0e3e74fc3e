// The real back office behind the business operations: the seeded data and rules of 4.3–4.12.
import { BackOffice } from './backoffice/index';
import type { BusinessFactory } from './business';

export const defaultBusinessFactory: BusinessFactory = {
  create: (opts) => new BackOffice(opts),
  inspectKinds: BackOffice.INSPECT_KINDS,
};

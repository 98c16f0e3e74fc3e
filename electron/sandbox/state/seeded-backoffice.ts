// The real back office behind the business operations: the seeded data and rules of 4.3–4.12.
import { BackOffice } from '../backoffice/index';
import type { BackOfficeFactory } from './backoffice-seam';

export const seededBackOfficeFactory: BackOfficeFactory = {
  create: (opts) => new BackOffice(opts),
  inspectKinds: BackOffice.INSPECT_KINDS,
};

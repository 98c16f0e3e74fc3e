// The generator's size knobs for a demo size (shared/ipc DEMO_SIZE_PLANS), so the embedded sandbox and the
// command line build exactly what Settings promises.
import { DEMO_SIZE_PLANS, type DemoSize } from '../../../shared/ipc/sandbox';
import type { BackOfficeOptions } from './backoffice-seam';

type SizeKnobs = Pick<BackOfficeOptions, 'listings' | 'shippingLists' | 'orders' | 'videoxPerStore' | 'retailxPerStore' | 'shipmentsPerStore'>;

/** Knobs given explicitly (tests, `--listings` …) win over the plan's. */
export function sizeKnobs(size: DemoSize, explicit: Pick<BackOfficeOptions, 'listings' | 'shippingLists' | 'orders'> = {}): SizeKnobs {
  const plan = DEMO_SIZE_PLANS[size];
  return {
    listings: explicit.listings ?? plan.listings,
    shippingLists: explicit.shippingLists ?? plan.shippingLists,
    orders: explicit.orders ?? plan.orders,
    ...(plan.videoxPerStore === null ? {} : { videoxPerStore: plan.videoxPerStore }),
    ...(plan.retailxPerStore === null ? {} : { retailxPerStore: plan.retailxPerStore }),
    ...(plan.shipmentsPerStore === null ? {} : { shipmentsPerStore: plan.shipmentsPerStore }),
  };
}

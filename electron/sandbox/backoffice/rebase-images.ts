// Points the generated image URLs at the running sandbox (its own /__sandbox/images/), so the seeded
// goodsUrl and imgUrl load offline. The generator stays pure: it does not know the port it will be served on.
import { rebaseImageUrl } from '../images';
import type { BackOfficeState } from './model';

export function rebaseImages(state: BackOfficeState, origin: string): void {
  for (const list of state.shippingLists) {
    for (const field of ['goodsExtDetails', 'firstLetListResponseList']) {
      const lines = list[field];
      if (!Array.isArray(lines)) continue;
      for (const line of lines as Array<Record<string, unknown>>) line.goodsUrl = rebaseImageUrl(line.goodsUrl, origin);
    }
  }
  for (const parent of state.listings) {
    parent.fields.imgUrl = rebaseImageUrl(parent.fields.imgUrl, origin) as string;
    for (const child of parent.children) child.fields.imgUrl = rebaseImageUrl(child.fields.imgUrl, origin) as string;
  }
}

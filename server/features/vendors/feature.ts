import type { Feature } from '../../lib/feature';
import { vendorRoutes } from './routes';
import { VendorsService } from './service';

/** Vendors: the couple's suppliers on the Planning tab, with a CSV for the day-of coordinator. */
export const feature: Feature = {
  name: 'vendors',
  routes: (ctx) => vendorRoutes(new VendorsService(ctx.hub)),
};

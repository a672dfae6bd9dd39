import { Router } from 'express';
import { VENDOR_CSV_FILE_NAME, vendorsApi } from '../../../protocol/vendors';
import { mount } from '../../lib/http/route';
import type { VendorsService } from './service';
import { vendorsToCsv } from './vendor-csv';

export function vendorRoutes(service: VendorsService): Router {
  const router = Router();
  mount(router, vendorsApi.exportCsv, async ({ query, res }) => {
    const csv = vendorsToCsv(await service.list(query), query.lang);
    res
      .type('text/csv; charset=utf-8')
      .attachment(VENDOR_CSV_FILE_NAME)
      .set('cache-control', 'no-store')
      .send(csv);
    return csv;
  });
  mount(router, vendorsApi.list, () => service.list());
  mount(router, vendorsApi.create, ({ body }) => service.create(body));
  mount(router, vendorsApi.update, ({ params, body }) => service.update(params.id, body));
  mount(router, vendorsApi.remove, ({ params }) => service.remove(params.id));
  return router;
}

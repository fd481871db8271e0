// tax-year's public face (issue 44, docs/tax-year.md): services.ts and app.ts import only this file.
export { taxYearRoutes } from './tax-year.routes.ts';
export { TaxYearService } from './tax-year.service.ts';

// tax-forms' public face (issue 44, docs/tax-year.md): services.ts and app.ts import only this file.
export { taxFormsRoutes } from './tax-forms.routes.ts';
export { TaxExtrasService } from './tax-extras.service.ts';
export { TaxFormsService } from './tax-forms.service.ts';
export { Form130BulkService } from './form130-bulk.ts';
export { withExtras } from './tax-basis.ts';
export { YearToDateStore, type YearToDateValues } from './year-to-date.ts';

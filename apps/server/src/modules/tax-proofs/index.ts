// tax-proofs' public face (issue 44, docs/tax-year.md "Proofs"): services.ts and app.ts import only this file.
export { taxProofsRoutes } from './tax-proofs.routes.ts';
export { createTaxProofs } from './tax-proofs.setup.ts';

// claims' public face (issue 45, expense claims): services.ts and app.ts import only this file.
export { claimsRoutes } from './claims.routes.ts';
export { ClaimsService } from './claims.service.ts';
export { claimPayInputs, openPayMonth } from './claims.pay.ts';

// advances' public face (issue 45, salary advances and loans): services.ts and app.ts import only this file.
export { advancesRoutes } from './advances.routes.ts';
export { AdvancesService } from './advances.service.ts';
export { advanceOutstanding, advancePayInputs } from './advances.pay.ts';

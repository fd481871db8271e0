import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { FileLinks } from '../../storage/signed-url.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';
import { TaxProofsService } from './tax-proofs.service.ts';

export interface TaxProofsSetupDeps {
  db: Database;
  orgTime: OrgTime;
  storage: FileStorage;
  links: FileLinks;
  payrollSettings: Pick<PayrollSettingsService, 'getSettings'>;
}

/** Proofs and Form 12BB, wired once (services.ts). */
export function createTaxProofs(deps: TaxProofsSetupDeps) {
  return { taxProofs: new TaxProofsService(deps) };
}

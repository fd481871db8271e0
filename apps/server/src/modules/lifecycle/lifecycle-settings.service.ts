import {
  DEFAULT_LETTER_TEMPLATES,
  LETTER_KIND_LABELS,
  LIFECYCLE_LETTER_KINDS,
  lifecycleSettingsSchema,
  letterTemplateBodySchema,
  type LetterTemplate,
  type LifecycleLetterKind,
  type LifecycleSettings,
} from '@hrms/shared';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import { readSetting, SETTINGS_KEY, TEMPLATES_KEY, writeSetting } from './lifecycle.repository.ts';

/** A fresh install: probation off, no checklist (no task, no reminder, nothing on any spec screen changes). */
export const DEFAULT_LIFECYCLE_SETTINGS: LifecycleSettings = { probationMonths: null, checklist: [] };

const storedTemplates = z.partialRecord(z.enum(LIFECYCLE_LETTER_KINDS), letterTemplateBodySchema);
type StoredTemplates = z.infer<typeof storedTemplates>;

export interface LifecycleSettingsDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
}

/** The probation default, the onboarding checklist and the letter templates (org_settings rows). */
export class LifecycleSettingsService {
  constructor(private readonly deps: LifecycleSettingsDeps) {}

  /** `db`: the caller's transaction when it reads inside one (people added in the same transaction). */
  async get(db: Queryable = this.deps.db): Promise<LifecycleSettings> {
    const parsed = lifecycleSettingsSchema.safeParse(await readSetting(db, SETTINGS_KEY));
    return parsed.success ? parsed.data : DEFAULT_LIFECYCLE_SETTINGS;
  }

  async save(caller: Caller, body: LifecycleSettings): Promise<LifecycleSettings> {
    const before = await this.get();
    await this.deps.db.transaction(async (tx) => {
      await writeSetting(tx, SETTINGS_KEY, body, caller.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'settings.lifecycle',
        entityType: 'settings',
        entityId: SETTINGS_KEY,
        before,
        after: body,
      });
    });
    return this.get();
  }

  private async stored(db: Queryable = this.deps.db): Promise<StoredTemplates> {
    const parsed = storedTemplates.safeParse((await readSetting(db, TEMPLATES_KEY)) ?? {});
    return parsed.success ? parsed.data : {};
  }

  async templates(): Promise<LetterTemplate[]> {
    const stored = await this.stored();
    return LIFECYCLE_LETTER_KINDS.map((kind) => present(kind, stored));
  }

  /** The text a letter of `kind` is written from: the Admin's, else the built-in one. */
  async template(kind: LifecycleLetterKind): Promise<{ title: string; body: string }> {
    return (await this.stored())[kind] ?? DEFAULT_LETTER_TEMPLATES[kind];
  }

  async saveTemplate(
    caller: Caller,
    kind: LifecycleLetterKind,
    text: { title: string; body: string } | null,
  ): Promise<LetterTemplate> {
    const next = await this.deps.db.transaction(async (tx) => {
      const stored = await this.stored(tx);
      const before = stored[kind] ?? null;
      const { [kind]: _dropped, ...rest } = stored;
      const after: StoredTemplates = text ? { ...rest, [kind]: text } : rest;
      await writeSetting(tx, TEMPLATES_KEY, after, caller.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'letter.template_update',
        entityType: 'settings',
        entityId: `${TEMPLATES_KEY}:${kind}`,
        before: { kind, ...(before ?? { builtIn: true }) },
        after: { kind, ...(text ?? { builtIn: true }) },
      });
      return after;
    });
    return present(kind, next);
  }
}

function present(kind: LifecycleLetterKind, stored: StoredTemplates): LetterTemplate {
  const text = stored[kind];
  return {
    kind,
    label: LETTER_KIND_LABELS[kind],
    ...(text ?? DEFAULT_LETTER_TEMPLATES[kind]),
    edited: !!text,
  };
}

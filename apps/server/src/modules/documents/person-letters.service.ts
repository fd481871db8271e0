import type { LifecycleLetterKind, PersonLetter } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { FileLinks } from '../../storage/signed-url.ts';
import { newStorageKey, type FileStorage } from '../../storage/storage.ts';
import { insertLetter, lettersOf, type PersonLetterRow } from './person-letters.repository.ts';

export interface NewLetter {
  userId: string;
  kind: LifecycleLetterKind;
  title: string;
  fileName: string;
  bytes: Uint8Array;
  issuedBy: string | null;
}

/**
 * Letters issued to a person (docs/lifecycle.md): private PDFs under the data folder (the storage interface),
 * listed on the person's page through short-lived signed links, erased with the person.
 */
export class PersonLettersService {
  constructor(
    private readonly deps: { db: Database; orgTime: OrgTime; storage: FileStorage; links: FileLinks },
  ) {}

  /**
   * Stores the file, then writes its row with `tx` (the caller's transaction, with its audit entry). When that
   * transaction fails, `discard` removes the file again.
   */
  async store(
    tx: Queryable,
    letter: NewLetter,
  ): Promise<{ row: PersonLetterRow; discard: () => Promise<void> }> {
    const key = newStorageKey('letters', 'pdf');
    await this.deps.storage.put(key, Buffer.from(letter.bytes), 'application/pdf');
    const row = await insertLetter(tx, {
      userId: letter.userId,
      kind: letter.kind,
      title: letter.title,
      storageKey: key,
      fileName: letter.fileName,
      sizeBytes: letter.bytes.length,
      issuedOn: this.deps.orgTime.today(),
      issuedBy: letter.issuedBy,
    });
    return { row, discard: () => this.deps.storage.delete(key) };
  }

  async list(userId: string): Promise<PersonLetter[]> {
    return (await lettersOf(this.deps.db, userId)).map((row) => this.present(row));
  }

  present(row: PersonLetterRow): PersonLetter {
    return {
      id: row.id,
      kind: row.kind as LifecycleLetterKind,
      title: row.title,
      issuedOn: row.issuedOn,
      url: this.deps.links.url(row.storageKey, { fileName: row.fileName, contentType: 'application/pdf' }),
    };
  }
}

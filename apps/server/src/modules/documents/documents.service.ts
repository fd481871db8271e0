import {
  DOCUMENT_LABELS,
  formatEmployeeId,
  isRecordId,
  PEOPLE_MESSAGES,
  type AdditionalDetails,
  type DocumentKey,
  type EmployeeDetails,
  type OpenDocumentBody,
  type OpenDocumentResponse,
  type ReuploadAccessGrantedEvent,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import type { FileLinks } from '../../storage/signed-url.ts';
import { newStorageKey, type FileStorage } from '../../storage/storage.ts';
import type { ReceivedFile } from '../../storage/uploads.ts';
import { openDocument, recordDetailsRead, restrictsIdentityDocuments } from './document-access.ts';
import { presentAdditionalDetails } from './documents.presenter.ts';
import { letterKeysOf } from './person-letters.repository.ts';
import {
  documentKeysOf,
  documentRows,
  findPerson,
  grantReupload,
  insertDocument,
  lockDocuments,
  personalEmails,
  replaceGrantedDocument,
  setPersonalEmailOnce,
  type DocumentRow,
} from './documents.repository.ts';

export interface DetailsUpdate {
  personalEmail?: string | undefined;
  files: ReceivedFile[];
}

/** Thrown inside the transaction when a document is locked, so the new files are removed again. */
const lockedError = (key: DocumentKey) => conflict(PEOPLE_MESSAGES.documentLocked(DOCUMENT_LABELS[key]));

export interface DocumentsDeps {
  db: Database;
  orgTime: OrgTime;
  storage: FileStorage;
  links: FileLinks;
  realtime: Realtime;
  audit: AuditService;
}

/** The details page: personal e-mail (locked once set) and seven documents (locked unless re-upload was granted). */
export class DocumentsService {
  constructor(private readonly deps: DocumentsDeps) {}

  /**
   * GET /api/details/:id: the person themself, or Admin/HR (checked by the route's access). With a `viewer`
   * (the route's caller): HR sees others' identity documents without links, and HR's or the Admin's read of
   * someone else is audited (document-access.ts).
   */
  async details(id: string, viewer?: Caller): Promise<EmployeeDetails> {
    if (!isRecordId(id)) throw notFound(PEOPLE_MESSAGES.employeeNotFound);
    const person = await findPerson(this.deps.db, id);
    if (!person) throw notFound(PEOPLE_MESSAGES.employeeNotFound);
    const [emails, docs] = await Promise.all([
      personalEmails(this.deps.db, [id]),
      documentRows(this.deps.db, [id]),
    ]);
    if (viewer) await recordDetailsRead(this.deps, viewer, id);
    return {
      _id: person.id,
      id: person.id,
      name: person.name,
      email: person.email,
      role: person.role,
      employeeId: formatEmployeeId(person.employeeNo),
      additionalDetails: presentAdditionalDetails(
        emails[0]?.personalEmail,
        docs,
        this.deps.links,
        restrictsIdentityDocuments(viewer, id),
      ),
    };
  }

  /** POST /api/{admin|hr}/people/:id/documents/open: a fresh link to one document, audited. */
  open(caller: Caller, personId: string, body: OpenDocumentBody): Promise<OpenDocumentResponse> {
    return openDocument(this.deps, caller, personId, body);
  }

  /** additionalDetails for many people in two queries (the Admin's employee list). */
  async additionalDetailsFor(userIds: string[]): Promise<Map<string, AdditionalDetails>> {
    const [emails, docs] = await Promise.all([
      personalEmails(this.deps.db, userIds),
      documentRows(this.deps.db, userIds),
    ]);
    const emailOf = new Map(emails.map((row) => [row.userId, row.personalEmail]));
    const docsOf = new Map<string, DocumentRow[]>();
    for (const doc of docs) docsOf.set(doc.userId, [...(docsOf.get(doc.userId) ?? []), doc]);
    return new Map(
      userIds.map((id) => [
        id,
        presentAdditionalDetails(emailOf.get(id), docsOf.get(id) ?? [], this.deps.links),
      ]),
    );
  }

  /** Stored files of a person, read inside the deleting transaction so the files can go after commit. */
  async storageKeysOf(tx: Queryable, userId: string): Promise<string[]> {
    // Issued letters (docs/lifecycle.md) are the person's files too.
    return [...(await documentKeysOf(tx, userId)), ...(await letterKeysOf(tx, userId))];
  }

  /** PUT /api/details/:id by the person themself. Files are checked before this is called. */
  async updateDetails(caller: Caller, update: DetailsUpdate): Promise<EmployeeDetails> {
    const current = await this.details(caller.id);
    const emailChanged =
      update.personalEmail !== undefined && update.personalEmail !== current.additionalDetails.personalEmail;
    if (emailChanged && current.additionalDetails.personalEmail)
      throw conflict(PEOPLE_MESSAGES.personalEmailLocked);
    // Refuse locked documents before storing anything: a rejected upload leaves nothing behind.
    for (const file of update.files) {
      const key = file.field as DocumentKey;
      if (current.additionalDetails[key] && !current.additionalDetails.reuploadAccess.includes(key))
        throw lockedError(key);
    }
    if (!emailChanged && update.files.length === 0) return current;

    const now = this.deps.orgTime.now();
    const stored = update.files.map((file) => ({
      file,
      key: newStorageKey('documents', file.type.extension),
    }));
    const replaced: string[] = [];
    try {
      for (const { file, key } of stored) await this.deps.storage.put(key, file.data, file.type.contentType);
      await this.deps.db.transaction(async (tx) => {
        const existing = new Map((await lockDocuments(tx, caller.id)).map((doc) => [doc.docKey, doc]));
        if (emailChanged && !(await setPersonalEmailOnce(tx, caller.id, update.personalEmail!, now))) {
          throw conflict(PEOPLE_MESSAGES.personalEmailLocked);
        }
        for (const { file, key } of stored) {
          const docKey = file.field as DocumentKey;
          const values = {
            userId: caller.id,
            docKey,
            storageKey: key,
            originalName: file.originalName,
            mimeType: file.type.contentType,
            sizeBytes: file.data.length,
            uploadedAt: now,
          };
          const previous = existing.get(docKey);
          if (!previous) {
            await insertDocument(tx, values);
          } else {
            if ((await replaceGrantedDocument(tx, values)).length === 0) throw lockedError(docKey);
            replaced.push(previous.storageKey);
          }
        }
      });
    } catch (error) {
      await Promise.all(stored.map(({ key }) => this.deps.storage.delete(key)));
      // Two first uploads of one document at the same moment: the second finds it locked.
      if (isUniqueViolation(error))
        throw conflict(PEOPLE_MESSAGES.documentLocked(DOCUMENT_LABELS[stored[0]!.file.field as DocumentKey]));
      throw error;
    }
    await Promise.all(replaced.map((key) => this.deps.storage.delete(key)));
    const updated = await this.details(caller.id);
    this.deps.realtime.emitToRoles(['Admin'], 'employee_details_updated', updated);
    return updated;
  }

  /** PUT /api/admin/grant-reupload-access: only when a file exists and access is not yet granted (409 otherwise). */
  async grantReupload(caller: Caller, employeeId: string, field: DocumentKey): Promise<void> {
    if (!isRecordId(employeeId) || !(await findPerson(this.deps.db, employeeId)))
      throw notFound(PEOPLE_MESSAGES.employeeNotFound);
    await this.deps.db.transaction(async (tx) => {
      const doc = (await lockDocuments(tx, employeeId)).find((row) => row.docKey === field);
      if (!doc) throw conflict(PEOPLE_MESSAGES.noDocumentToGrant);
      if (doc.reuploadGranted || (await grantReupload(tx, employeeId, field)).length === 0) {
        throw conflict(PEOPLE_MESSAGES.alreadyGranted);
      }
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'document.grant_reupload',
        entityType: 'document',
        entityId: `${employeeId}:${field}`,
        before: { employeeId, document: DOCUMENT_LABELS[field], reuploadGranted: false },
        after: { employeeId, document: DOCUMENT_LABELS[field], reuploadGranted: true },
      });
    });
    const label = DOCUMENT_LABELS[field];
    // The spec's client toasts `message` as it comes; without it that toast would be empty.
    const event: ReuploadAccessGrantedEvent = {
      employeeId,
      field,
      label,
      message: PEOPLE_MESSAGES.accessGranted(label),
    };
    this.deps.realtime.emitToUser(employeeId, 'reupload_access_granted', event);
  }
}

import {
  DOCUMENT_LABELS,
  DOCUMENT_MESSAGES,
  isIdentityDocument,
  isRecordId,
  OPEN_REASON_MIN,
  PEOPLE_MESSAGES,
  type OpenDocumentBody,
  type OpenDocumentResponse,
} from '@hrms/shared';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { DocumentsDeps } from './documents.service.ts';
import { detailsReadOn, documentOf, findPerson } from './documents.repository.ts';

/*
 * Who opens whose documents (docs/privacy.md, "Identity documents"; docs/security.md, "Data at rest and
 * documents"). HR sees that an identity document is on file and its status, and opens it only here with a
 * reason; every opening here is audited with who, whose, which document and why. Reading another person's
 * details is audited too, once per viewer, person and organisation day, so a page that reloads does not
 * flood the trail.
 */

/** HR sees identity documents of others without a link (the presenter marks them `restricted`). */
export const restrictsIdentityDocuments = (viewer: Caller | undefined, personId: string) =>
  viewer !== undefined && viewer.role === 'HR' && viewer.id !== personId;

export async function openDocument(
  deps: DocumentsDeps,
  caller: Caller,
  personId: string,
  body: OpenDocumentBody,
): Promise<OpenDocumentResponse> {
  if (!isRecordId(personId) || !(await findPerson(deps.db, personId)))
    throw notFound(PEOPLE_MESSAGES.employeeNotFound);
  const doc = await documentOf(deps.db, personId, body.document);
  if (!doc) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  const reason = body.reason ?? '';
  if (restrictsIdentityDocuments(caller, personId) && isIdentityDocument(body.document)) {
    if (reason.length < OPEN_REASON_MIN) throw badRequest(DOCUMENT_MESSAGES.reasonRequired);
  }
  await deps.db.transaction((tx) =>
    deps.audit.record(tx, {
      actor: caller,
      action: 'document.open',
      entityType: 'document',
      entityId: `${personId}:${body.document}`,
      after: {
        employeeId: personId,
        document: DOCUMENT_LABELS[body.document],
        ...(reason ? { reason } : {}),
      },
    }),
  );
  return {
    path: deps.links.url(doc.storageKey, { fileName: doc.originalName, contentType: doc.mimeType }),
    originalName: doc.originalName,
  };
}

/** GET /api/details/{id} by HR or the Admin for someone else: one audit entry per viewer, person and day. */
export async function recordDetailsRead(
  deps: DocumentsDeps,
  viewer: Caller,
  personId: string,
): Promise<void> {
  if (viewer.id === personId || viewer.role === 'Employee') return;
  const day = deps.orgTime.today();
  await deps.db.transaction(async (tx) => {
    if (await detailsReadOn(tx, viewer.id, personId, day)) return;
    await deps.audit.record(tx, {
      actor: viewer,
      action: 'person.details_read',
      entityType: 'employee',
      entityId: personId,
      after: { day },
    });
  });
}

import { DOCUMENT_KEYS, isIdentityDocument, type AdditionalDetails, type DocumentKey } from '@hrms/shared';
import type { FileLinks } from '../../storage/signed-url.ts';
import type { DocumentRow } from './documents.repository.ts';

/**
 * Spec section 3's additionalDetails, with a fresh short-lived signed URL as each document's path.
 * `restrictIdentity` (HR viewing someone else): identity documents show that they are on file and their
 * status, with no link (`path: ''`, `restricted: true`); they open through the audited open route.
 */
export function presentAdditionalDetails(
  personalEmail: string | null | undefined,
  docs: DocumentRow[],
  links: FileLinks,
  restrictIdentity = false,
): AdditionalDetails {
  const details: AdditionalDetails = { personalEmail: personalEmail ?? '', reuploadAccess: [] };
  const byKey = new Map(docs.map((doc) => [doc.docKey as DocumentKey, doc]));
  for (const key of DOCUMENT_KEYS) {
    const doc = byKey.get(key);
    if (!doc) continue;
    details[key] =
      restrictIdentity && isIdentityDocument(key)
        ? { path: '', originalName: doc.originalName, restricted: true }
        : {
            path: links.url(doc.storageKey, { fileName: doc.originalName, contentType: doc.mimeType }),
            originalName: doc.originalName,
          };
    if (doc.reuploadGranted) details.reuploadAccess.push(key);
  }
  return details;
}

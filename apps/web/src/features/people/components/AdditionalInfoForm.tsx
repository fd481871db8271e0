import { useState, type FormEvent } from 'react';
import { Lock, Unlock } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  DOCUMENT_KEYS,
  DOCUMENT_LABELS,
  PEOPLE_MESSAGES,
  UPLOAD_ACCEPT,
  detailsFieldsSchema,
  type DocumentKey,
  type EmployeeDetails,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useUpdateDetails } from '../api/use-details';
import { FileLink } from './EmployeeFormDialog';

/**
 * The personal e-mail and the seven document fields (spec sections 2-5). A document field locks once
 * a file is uploaded unless an Admin granted a re-upload; the personal e-mail locks once set.
 */
export function AdditionalInfoForm({ details, editable }: { details: EmployeeDetails; editable: boolean }) {
  const info = details.additionalDetails;
  const emailLocked = Boolean(info.personalEmail);
  const [personalEmail, setPersonalEmail] = useState(info.personalEmail);
  const [files, setFiles] = useState<Partial<Record<DocumentKey, File>>>({});
  // Remounts the file inputs after a successful save so they show nothing chosen.
  const [inputsKey, setInputsKey] = useState(0);
  const update = useUpdateDetails(details._id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.entries(files) as [DocumentKey, File][];
    const emailChanged = !emailLocked && personalEmail.trim() !== info.personalEmail;
    if (chosen.length === 0 && !emailChanged) {
      toast.info(PEOPLE_MESSAGES.nothingToSave);
      return;
    }
    const checked = detailsFieldsSchema.safeParse({ personalEmail: emailChanged ? personalEmail : '' });
    if (!checked.success) {
      toast.error(checked.error.issues[0]?.message ?? PEOPLE_MESSAGES.detailsUpdateFailed);
      return;
    }
    const form = new FormData();
    if (emailChanged) form.set('personalEmail', personalEmail.trim());
    for (const [key, file] of chosen) form.set(key, file);
    update.mutate(form, {
      onSuccess: (saved) => {
        toast.success(PEOPLE_MESSAGES.detailsUpdated);
        setFiles({});
        setPersonalEmail(saved.additionalDetails.personalEmail);
        setInputsKey((key) => key + 1);
      },
      onError: (error) => toast.error(PEOPLE_MESSAGES.detailsUpdateFailed, { description: error.message }),
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor="personal-email">Personal Email</Label>
        <Input
          id="personal-email"
          type="email"
          autoComplete="email"
          value={personalEmail}
          onChange={(event) => setPersonalEmail(event.target.value)}
          disabled={!editable || emailLocked || update.isPending}
          placeholder="name@example.com"
        />
        {emailLocked ? <LockNote locked text="Locked once set." /> : null}
      </div>
      <div key={inputsKey} className="grid gap-4 sm:grid-cols-2">
        {DOCUMENT_KEYS.map((key) => {
          const current = info[key];
          const granted = info.reuploadAccess.includes(key);
          const locked = Boolean(current) && !granted;
          return (
            <div
              key={key}
              className="grid content-start gap-1.5 rounded-lg border p-3"
              data-testid={`document-${key}`}
            >
              <Label htmlFor={`document-${key}-input`}>{DOCUMENT_LABELS[key]}</Label>
              <Input
                id={`document-${key}-input`}
                type="file"
                accept={UPLOAD_ACCEPT}
                disabled={!editable || locked || update.isPending}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  setFiles(({ [key]: _dropped, ...rest }) => (file ? { ...rest, [key]: file } : rest));
                }}
              />
              {current ? (
                <p className="text-sm break-all text-muted-foreground">
                  Current: <FileLink href={current.path} name={current.originalName} />
                </p>
              ) : null}
              {locked ? <LockNote locked text="Uploaded and locked." /> : null}
              {granted ? (
                <LockNote locked={false} text="Re-upload granted: you may upload a new file once." />
              ) : null}
            </div>
          );
        })}
      </div>
      {editable ? (
        <div>
          <Button type="submit" loading={update.isPending}>
            Save Additional Information
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function LockNote({ locked, text }: { locked: boolean; text: string }) {
  const Icon = locked ? Lock : Unlock;
  return (
    <p
      className={
        locked
          ? 'flex items-center gap-1 text-xs text-muted-foreground'
          : 'flex items-center gap-1 text-xs text-success'
      }
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {text}
    </p>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { FileCheck } from 'lucide-react';
import { PROOF_FILE_FIELD, PROOF_MAX_BYTES, type ProofLine } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { translate, useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';
import { toast } from '../../../lib/toast';
import { useMyExtras } from '../api/forms';
import { downloadMyForm12bb, useMyProofs, useRemoveProof, useUploadProof } from '../api/proofs';
import { useMyTaxYear } from '../api/queries';
import { ProofList, proofLineLabel } from './ProofList';

const failed = (error: Error) => toast.error(error.message);

/**
 * The person's proofs (issue 44): a file for each declared line (a phone offers its camera), their status as HR
 * verifies the line, and the declaration as Form 12BB.
 */
export function MyProofsSection() {
  const { t, language, digits } = useT();
  const view = useMyTaxYear();
  const extras = useMyExtras();
  const proofs = useMyProofs();
  const upload = useUploadProof();
  const remove = useRemoveProof();
  const [line, setLine] = useState<ProofLine | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const state = renderListState({
    query: [view, extras, proofs],
    loading: t('proofs.loading'),
    icon: FileCheck,
  });
  const sections = view.data?.sections ?? [];
  const lines: ProofLine[] = [
    ...(view.data?.lines.map((l) => l.section) ?? []),
    ...(extras.data?.rent ? (['RENT'] as const) : []),
    ...(extras.data?.previous ? (['PREVIOUS'] as const) : []),
  ];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!view.data || !line || !file) return;
    const form = new FormData();
    form.append('year', String(view.data.year));
    form.append('line', line);
    form.append(PROOF_FILE_FIELD, file);
    upload.mutate(form, {
      onSuccess: () => {
        toast.success(translate('proofs.attached'));
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      },
      onError: failed,
    });
  };
  return (
    <SectionCard title={t('proofs.title')} description={t('proofs.description')}>
      {state ?? (
        <div className="grid gap-4">
          {lines.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('proofs.declareFirst')}</p>
          ) : (
            <form
              className="flex flex-wrap items-end gap-2"
              aria-label={t('proofs.attachForm')}
              onSubmit={onSubmit}
            >
              <div className="grid min-w-0 gap-1">
                <Label htmlFor="proof-line">{t('proofs.for')}</Label>
                <NativeSelect
                  id="proof-line"
                  className="max-w-full"
                  value={line}
                  onChange={(e) => setLine(e.target.value as ProofLine | '')}
                >
                  <option value="">{t('proofs.chooseLine')}</option>
                  {lines.map((code) => (
                    <option key={code} value={code}>
                      {proofLineLabel(code, sections, language)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid min-w-0 gap-1">
                <Label htmlFor="proof-file">
                  {t('proofs.file', { mb: toDigits(String(PROOF_MAX_BYTES / 1024 / 1024), digits) })}
                </Label>
                <Input
                  id="proof-file"
                  ref={fileInput}
                  type="file"
                  accept="application/pdf,image/jpeg,image/png"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              </div>
              <Button type="submit" size="sm" disabled={upload.isPending || !line || !file}>
                {t('proofs.attach')}
              </Button>
            </form>
          )}
          <ProofList
            proofs={proofs.data?.proofs ?? []}
            sections={sections}
            action={(proof) =>
              proof.lineStatus === 'declared' ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('proofs.removeFile', { file: proof.fileName })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(proof.id, {
                      onSuccess: () => toast.success(translate('proofs.removed')),
                      onError: failed,
                    })
                  }
                >
                  {t('proofs.remove')}
                </Button>
              ) : null
            }
          />
          {view.data ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void downloadMyForm12bb(view.data.year).catch(failed)}
              >
                {t('proofs.download12bb', { year: toDigits(view.data.label, digits) })}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </SectionCard>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { FileCheck } from 'lucide-react';
import { PROOF_FILE_FIELD, type ProofLine } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
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
    loading: 'Loading your proofs',
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
        toast.success('Proof attached.');
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      },
      onError: failed,
    });
  };
  return (
    <SectionCard
      title="Proofs"
      description="Attach a receipt or certificate to each line you declared; HR verifies the line with it."
    >
      {state ?? (
        <div className="grid gap-4">
          {lines.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Declare a line (or your rent) to attach its proof.
            </p>
          ) : (
            <form className="flex flex-wrap items-end gap-2" aria-label="Attach a proof" onSubmit={onSubmit}>
              <div className="grid min-w-0 gap-1">
                <Label htmlFor="proof-line">For</Label>
                <NativeSelect
                  id="proof-line"
                  className="max-w-full"
                  value={line}
                  onChange={(e) => setLine(e.target.value as ProofLine | '')}
                >
                  <option value="">Choose a line</option>
                  {lines.map((code) => (
                    <option key={code} value={code}>
                      {proofLineLabel(code, sections)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid min-w-0 gap-1">
                <Label htmlFor="proof-file">File (PDF, JPEG or PNG, at most 5 MB)</Label>
                <Input
                  id="proof-file"
                  ref={fileInput}
                  type="file"
                  accept="application/pdf,image/jpeg,image/png"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              </div>
              <Button type="submit" size="sm" disabled={upload.isPending || !line || !file}>
                Attach
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
                  aria-label={`Remove ${proof.fileName}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(proof.id, {
                      onSuccess: () => toast.success('Proof removed.'),
                      onError: failed,
                    })
                  }
                >
                  Remove
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
                Download Form 12BB ({view.data.label})
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </SectionCard>
  );
}

import { useEffect, useState } from 'react';
import {
  LETTER_PLACEHOLDERS,
  LIFECYCLE_MESSAGES,
  type LetterTemplate,
  type LifecycleLetterKind,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { Textarea } from '../../../components/ui/textarea';
import { usePeopleList } from '../../../lib/people-list';
import { toast } from '../../../lib/toast';
import { previewLetter, useResetTemplate, useSaveTemplate } from '../api/mutations';
import { useLetterTemplates } from '../api/queries';
import { failed } from './failed';

/** The Admin edits the four letters' text with placeholders and previews one for a real person (a PDF). */
export function LetterTemplatesPanel() {
  const query = useLetterTemplates();
  const [kind, setKind] = useState<LifecycleLetterKind>('offer');
  const templates = query.data ?? [];
  const current = templates.find((t) => t.kind === kind);
  return (
    <SectionCard
      title="Letter templates"
      description="Offer / appointment, confirmation, relieving and experience letters, printed on the organisation's letterhead."
    >
      {renderListState({ query, loading: 'Loading letter templates' }) ?? (
        <div className="grid gap-4">
          <div className="grid max-w-sm gap-1.5">
            <Label htmlFor="letter-kind">Letter</Label>
            <NativeSelect
              id="letter-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value as LifecycleLetterKind)}
            >
              {templates.map((t) => (
                <option key={t.kind} value={t.kind}>
                  {t.label}
                  {t.edited ? ' (edited)' : ''}
                </option>
              ))}
            </NativeSelect>
          </div>
          {current ? <TemplateEditor key={kind} template={current} /> : null}
        </div>
      )}
    </SectionCard>
  );
}

function TemplateEditor({ template }: { template: LetterTemplate }) {
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const people = usePeopleList('Admin');
  const [title, setTitle] = useState(template.title);
  const [body, setBody] = useState(template.body);
  const [personId, setPersonId] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  useEffect(() => {
    setTitle(template.title);
    setBody(template.body);
  }, [template]);
  // The blob URL is freed when a new preview replaces it or the editor closes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const showPreview = async () => {
    setPreviewing(true);
    try {
      setPreview(await previewLetter(template.kind, { personId, title, body }));
    } catch (error) {
      failed(error);
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="letter-title">Title</Label>
        <Input id="letter-title" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="letter-body">Text (a blank line starts a new paragraph)</Label>
        <Textarea id="letter-body" rows={12} value={body} onChange={(e) => setBody(e.target.value)} />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Placeholders</summary>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {Object.entries(LETTER_PLACEHOLDERS).map(([name, meaning]) => (
            <li key={name}>
              <code className="rounded bg-muted px-1">{`{{${name}}}`}</code> {meaning}
            </li>
          ))}
        </ul>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { kind: template.kind, body: { title, body } },
              { onSuccess: () => toast.success(LIFECYCLE_MESSAGES.templateSaved), onError: failed },
            )
          }
        >
          Save template
        </Button>
        {template.edited ? (
          <Button
            variant="outline"
            loading={reset.isPending}
            onClick={() => reset.mutate(template.kind, { onError: failed })}
          >
            Use the built-in text
          </Button>
        ) : null}
      </div>
      <div className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="preview-person">Preview for</Label>
          <NativeSelect id="preview-person" value={personId} onChange={(e) => setPersonId(e.target.value)}>
            <option value="">Choose a person</option>
            {(people.data ?? []).map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          variant="outline"
          disabled={!personId}
          loading={previewing}
          onClick={() => void showPreview()}
        >
          Preview
        </Button>
      </div>
      {preview ? (
        <iframe title="Letter preview" src={preview} className="h-[32rem] w-full rounded-md border" />
      ) : null}
    </div>
  );
}

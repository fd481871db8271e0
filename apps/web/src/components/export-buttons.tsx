import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from '../lib/toast';
import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type ExportFormat } from '@hrms/shared';
import { useT } from '../lib/i18n/app';
import { downloadFile } from '../lib/download';
import { Button } from './ui/button';

interface ExportButtonsProps {
  /** Builds the API path (under /api) of the filtered view in a format. */
  pathFor: (format: ExportFormat) => string;
  /** What is exported, for the group's accessible name ("Export attendance sheet"). */
  label: string;
  fallbackName: string;
}

/** 'Export' with CSV and Excel beside a table's filters; the server builds the file from the same filters. */
export function ExportButtons({ pathFor, label, fallbackName }: ExportButtonsProps) {
  const { t } = useT();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadFile(pathFor(format), `${fallbackName}.${format}`);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('export.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label={t('export.group', { label })} className="flex items-center gap-2">
      <span className="text-sm text-muted-foreground" aria-hidden="true">
        {t('export.word')}
      </span>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          loading={busy === format}
          disabled={busy !== null}
          aria-label={t('export.as', { label, format: EXPORT_FORMAT_LABELS[format] })}
          onClick={() => void run(format)}
        >
          {busy !== format && <Download aria-hidden="true" />}
          {format === 'csv' ? 'CSV' : 'Excel'}
        </Button>
      ))}
    </div>
  );
}

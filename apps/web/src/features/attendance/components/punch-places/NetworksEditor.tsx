import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { PUNCH_PLACE_LIMITS, PUNCH_PLACE_MESSAGES as M, punchNetworkFormSchema } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../../lib/form';

interface NetworksEditorProps {
  networks: string[];
  onChange: (networks: string[]) => void;
  disabled?: boolean;
}

/** Office networks: add an IP range (CIDR, checked as typed) or remove one; saved with the panel. */
export function NetworksEditor({ networks, onChange, disabled }: NetworksEditorProps) {
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(punchNetworkFormSchema),
    defaultValues: { network: '' },
  });
  const error = firstErrorMessage(form.formState.errors);
  const full = networks.length >= PUNCH_PLACE_LIMITS.maxNetworks;

  const onAdd = form.handleSubmit(({ network }) => {
    if (networks.includes(network)) {
      form.setError('network', { message: M.duplicateNetwork });
      return;
    }
    onChange([...networks, network]);
    form.reset({ network: '' });
  });

  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold">Office networks</h3>
      {networks.length === 0 ? (
        <p className="text-sm text-muted-foreground">No network set: punch-in works from any network.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Office networks">
          {networks.map((network) => (
            <li
              key={network}
              className="flex items-center gap-1 rounded-md border bg-muted/40 py-1 pr-1 pl-2 font-mono text-sm"
            >
              {network}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove network ${network}`}
                disabled={disabled}
                onClick={() => onChange(networks.filter((n) => n !== network))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void onAdd(event)} noValidate className="grid gap-2">
        <Label htmlFor="punch-network">IP range (CIDR)</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="punch-network"
            placeholder="203.0.113.0/24"
            autoComplete="off"
            spellCheck={false}
            className="font-mono sm:max-w-72"
            disabled={disabled || full}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'punch-network-error' : 'punch-network-hint'}
            {...form.register('network')}
          />
          <Button type="submit" variant="outline" disabled={disabled || full}>
            <Plus className="size-4" aria-hidden="true" /> Add network
          </Button>
        </div>
        {error ? (
          <p id="punch-network-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <p id="punch-network-hint" className="text-xs text-muted-foreground">
            IPv4 or IPv6, e.g. 203.0.113.0/24 or 2001:db8::/48; a single address is one host.
          </p>
        )}
      </form>
    </div>
  );
}

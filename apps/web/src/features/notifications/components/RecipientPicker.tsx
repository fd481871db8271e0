import { useState } from 'react';
import { Check, ChevronsUpDown, X } from 'lucide-react';
import { ALL_EMPLOYEES_LABEL, type PersonOption } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '../../../components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/cn';

export type RecipientValue = 'all' | string[];

/**
 * Spec section 5: choosing a person replaces 'All Employees'; deselecting everyone returns to it.
 * Pure, so the rule is tested on its own.
 */
export function toggleRecipient(value: RecipientValue, choice: 'all' | string): RecipientValue {
  if (choice === 'all') return 'all';
  const chosen = value === 'all' ? [] : value;
  const next = chosen.includes(choice) ? chosen.filter((id) => id !== choice) : [...chosen, choice];
  return next.length === 0 ? 'all' : next;
}

interface RecipientPickerProps {
  id?: string;
  value: RecipientValue;
  onChange: (value: RecipientValue) => void;
  people: readonly PersonOption[];
  loading?: boolean;
  disabled?: boolean;
}

export function RecipientPicker({ id, value, onChange, people, loading, disabled }: RecipientPickerProps) {
  const [open, setOpen] = useState(false);
  const names = new Map(people.map((person) => [person._id, person.name]));
  const chosen = value === 'all' ? [] : value;

  return (
    <div className="grid gap-2">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          disabled={disabled}
          className={cn(
            'flex min-h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-left text-base shadow-xs md:text-sm',
            'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-60',
          )}
        >
          <span className="truncate">
            {value === 'all'
              ? ALL_EMPLOYEES_LABEL
              : `${chosen.length} ${chosen.length === 1 ? 'person' : 'people'} selected`}
          </span>
          <ChevronsUpDown className="size-4 opacity-60" aria-hidden="true" />
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0">
          <Command>
            <CommandInput placeholder="Search people..." aria-label="Search people" />
            <CommandList>
              <CommandEmpty>{loading ? 'Loading...' : 'No one found.'}</CommandEmpty>
              <CommandGroup>
                {/* Chosen is aria-checked: cmdk keeps aria-selected for the highlighted option. */}
                <CommandItem
                  value={`all ${ALL_EMPLOYEES_LABEL}`}
                  onSelect={() => onChange('all')}
                  aria-checked={value === 'all'}
                >
                  <Check
                    className={cn('size-4', value === 'all' ? 'opacity-100' : 'opacity-0')}
                    aria-hidden="true"
                  />
                  {ALL_EMPLOYEES_LABEL}
                </CommandItem>
                {people.map((person) => {
                  const selected = chosen.includes(person._id);
                  return (
                    <CommandItem
                      key={person._id}
                      value={`${person.name} ${person.email} ${person._id}`}
                      onSelect={() => onChange(toggleRecipient(value, person._id))}
                      aria-checked={selected}
                    >
                      <Check
                        className={cn('size-4', selected ? 'opacity-100' : 'opacity-0')}
                        aria-hidden="true"
                      />
                      <span className="min-w-0 flex-1 truncate">{person.name}</span>
                      <span className="truncate text-xs text-muted-foreground">{person.role}</span>
                    </CommandItem>
                  );
                })}
              </CommandGroup>
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen recipients">
          {chosen.map((personId) => {
            const name = names.get(personId) ?? 'Unknown person';
            return (
              <li key={personId}>
                <Badge variant="secondary" className="gap-1 pr-1">
                  {name}
                  <button
                    type="button"
                    className="rounded-full p-0.5 hover:bg-background"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(toggleRecipient(value, personId))}
                  >
                    <X className="size-3" aria-hidden="true" />
                  </button>
                </Badge>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

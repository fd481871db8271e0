import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The options every schema form shares. The spec shows one message per submit and keeps it until the next
 * submit, with focus left where it was, so react-hook-form neither re-validates while typing nor moves focus
 * (the change-password dialog, whose messages sit beside their fields, opts back in).
 */
export const SUBMIT_ONLY = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;

/**
 * The first message of a failed submit, in the schema's order: the resolver records zod's issues field by
 * field in the order zod reports them, so the first one is the rule the spec checks first.
 */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  for (const error of Object.values(errors) as unknown[]) {
    if (!error || typeof error !== 'object') continue;
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message) return message;
    // Nested fields (arrays, objects) keep their errors one level down; `ref` is a DOM node, never walked.
    const { ref: _ref, ...nested } = error as Record<string, unknown>;
    const inner = firstErrorMessage(nested as FieldErrors);
    if (inner) return inner;
  }
  return undefined;
}

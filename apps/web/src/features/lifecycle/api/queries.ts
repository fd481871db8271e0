import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const lifecycleKeys = {
  all: ['lifecycle'] as const,
  settings: ['lifecycle', 'settings'] as const,
  probations: ['lifecycle', 'probations'] as const,
  templates: ['lifecycle', 'templates'] as const,
  letters: (id: string) => ['lifecycle', 'letters', id] as const,
  onboarding: (id: string) => ['lifecycle', 'onboarding', id] as const,
};

export const useLifecycleSettings = () =>
  useQuery({
    queryKey: lifecycleKeys.settings,
    queryFn: ({ signal }) => call('lifecycle', 'settings', { signal }),
  });

export const useProbations = () =>
  useQuery({
    queryKey: lifecycleKeys.probations,
    queryFn: ({ signal }) => call('lifecycle', 'probations', { signal }),
  });

export const useLetterTemplates = () =>
  useQuery({
    queryKey: lifecycleKeys.templates,
    queryFn: ({ signal }) => call('lifecycle', 'letterTemplates', { signal }),
  });

export const usePersonLetters = (personId: string) =>
  useQuery({
    queryKey: lifecycleKeys.letters(personId),
    queryFn: ({ signal }) => call('lifecycle', 'personLetters', { params: { id: personId }, signal }),
  });

export const useOnboardingItems = (personId: string) =>
  useQuery({
    queryKey: lifecycleKeys.onboarding(personId),
    queryFn: ({ signal }) => call('lifecycle', 'onboarding', { params: { id: personId }, signal }),
  });

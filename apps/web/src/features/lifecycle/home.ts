// The Home's onboarding card: the person's open checklist items.
export { MyOnboardingCard } from './components/MyOnboardingCard';

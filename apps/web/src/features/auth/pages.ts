// The signed-out pages of the forgotten password: a second public surface of the feature, loaded on demand
// (app/routes.tsx), so the sign-in screen's bundle keeps only its 'Forgot password?' link.
export { ForgotPasswordPage } from './components/ForgotPasswordPage';
export { ResetPasswordPage } from './components/ResetPasswordPage';

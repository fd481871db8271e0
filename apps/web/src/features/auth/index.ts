// The auth feature's public surface: the app shell imports from here, never from inside the folder.
export { LoginPage } from './components/LoginPage';
export { useSession } from './hooks/use-session';
export { useLogout } from './hooks/use-logout';
export { ChangePasswordButton } from './components/ChangePasswordButton';

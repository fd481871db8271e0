// The devices feature's tab (loaded when it opens): biometric devices (issue 46, docs/devices.md).
export { DevicesTab } from './components/DevicesTab';

// The devices feature's Home section: this phone's notifications (issue 46, docs/mobile.md).
export { PhonePushToggle } from './components/PhonePushToggle';
// HR's Home: punches the skew rule held, when there are any (the Admin reviews them on the Devices tab).
export { HeldPunches } from './components/HeldPunches';

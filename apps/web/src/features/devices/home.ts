// The devices feature's Home section: this phone's notifications (issue 46, docs/mobile.md).
export { PhonePushToggle } from './components/PhonePushToggle';

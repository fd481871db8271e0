// The devices feature's section of the details page: the PIN on the person (issue 46, docs/devices.md).
export { PersonDevicePin } from './components/PersonDevicePin';

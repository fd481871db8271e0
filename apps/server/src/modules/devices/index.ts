// devices's public face: biometric devices on the push protocol and Web Push to phones (issue 46,
// docs/devices.md, docs/mobile.md). services.ts and app.ts import only this file.
export { devicesRoutes } from './devices.routes.ts';
export { iclockRoutes } from './iclock.routes.ts';
export { createDevices } from './create-devices.ts';

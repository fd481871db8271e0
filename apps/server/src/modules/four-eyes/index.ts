// The four-eyes rule's public face (docs/architecture.md, "Modules and their faces"): a leaf module that
// attendance, leave and the leave policy ask before a person decides on their own record.
export { FourEyes, selfDecidedFlag, type FourEyesVerdict } from './four-eyes.service.ts';

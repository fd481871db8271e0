import type { LanguageCode } from '@hrms/shared/languages/codes';

/**
 * The e-mails' own words (issue 47, docs/mail.md "Which language a mail speaks"): English exactly as the
 * spec's messages were, Hindi (polite करें) and Marathi (plural polite करा) with the glossary's terms. What
 * people typed (names, a task's title, a notification, a reason) is passed in and never translated.
 */
export interface MailWords {
  hello: (name: string) => string;
  openApp: string;
  preferenceFootnote: string;
  welcomeSubject: (org: string) => string;
  welcomeBody: (org: string, email: string) => string[];
  signIn: string;
  resetSubject: (org: string) => string;
  resetBody: (minutes: number) => string[];
  chooseNewPassword: string;
  leaveSubject: (approved: boolean) => string;
  leaveRange: (from: string, to: string) => string;
  leaveBody: (type: string, range: string, approved: boolean) => string;
  leaveReason: (reason: string) => string;
  payslipSubject: (month: string) => string;
  payslipBody: (month: string) => string[];
  taskSubject: (title: string) => string;
  taskAssigned: (by: string, date: string, time: string) => string;
  notificationSubject: (sender: string) => string;
  notificationSent: (sender: string, role: string) => string;
}

const EN: MailWords = {
  hello: (name) => `Hello ${name},`,
  openApp: 'Open HRMS',
  preferenceFootnote: 'You can turn these e-mails off under "E-mail preferences" on your details page.',
  welcomeSubject: (org) => `Welcome to ${org}`,
  welcomeBody: (org, email) => [
    `An account has been created for you in the ${org} HR system.`,
    `Sign in with this e-mail address (${email}) and the password your administrator gives you.`,
    'If you have no password yet, choose "Forgot password?" on the sign-in page and we will send you a link to set one.',
  ],
  signIn: 'Sign in',
  resetSubject: (org) => `Reset your ${org} password`,
  resetBody: (minutes) => [
    'Someone (we hope you) asked to reset the password of your account.',
    `Open the link below to choose a new password. It works once and for ${minutes} minutes; every device signed in to your account will be signed out.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ],
  chooseNewPassword: 'Choose a new password',
  leaveSubject: (approved) => `Your leave request was ${approved ? 'approved' : 'rejected'}`,
  leaveRange: (from, to) => `${from} to ${to}`,
  leaveBody: (type, range, approved) =>
    `Your ${type} leave request for ${range} was ${approved ? 'approved' : 'rejected'}.`,
  leaveReason: (reason) => `Reason: ${reason}`,
  payslipSubject: (month) => `Your salary slip for ${month} is ready`,
  payslipBody: (month) => [
    `Your salary slip for ${month} is ready.`,
    'Sign in and open "My Salary Records" to view or download it.',
  ],
  taskSubject: (title) => `New task: ${title}`,
  taskAssigned: (by, date, time) => `${by} assigned you a task due on ${date} at ${time}.`,
  notificationSubject: (sender) => `New notification from ${sender}`,
  notificationSent: (sender, role) => `${sender} (${role}) sent you a notification:`,
};

const HI: MailWords = {
  hello: (name) => `नमस्ते ${name},`,
  openApp: 'HRMS खोलें',
  preferenceFootnote: 'आप ये ई-मेल अपने विवरण पेज पर "E-mail preferences" में बंद कर सकते हैं।',
  welcomeSubject: (org) => `${org} में आपका स्वागत है`,
  welcomeBody: (org, email) => [
    `${org} के HR सिस्टम में आपका खाता बना दिया गया है।`,
    `इस ई-मेल पते (${email}) और अपने एडमिन से मिले पासवर्ड से साइन इन करें।`,
    'अगर अभी आपके पास पासवर्ड नहीं है, तो साइन इन पेज पर "पासवर्ड भूल गए?" चुनें, हम पासवर्ड बनाने का लिंक भेज देंगे।',
  ],
  signIn: 'साइन इन करें',
  resetSubject: (org) => `अपना ${org} पासवर्ड फिर से सेट करें`,
  resetBody: (minutes) => [
    'किसी ने (उम्मीद है आपने) आपके खाते का पासवर्ड फिर से सेट करने को कहा है।',
    `नया पासवर्ड चुनने के लिए नीचे का लिंक खोलें। यह एक ही बार और ${minutes} मिनट तक काम करेगा; आपके खाते में साइन इन हर डिवाइस से साइन आउट हो जाएगा।`,
    'अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  ],
  chooseNewPassword: 'नया पासवर्ड चुनें',
  leaveSubject: (approved) => `आपका छुट्टी का अनुरोध ${approved ? 'स्वीकृत' : 'अस्वीकृत'} हुआ`,
  leaveRange: (from, to) => `${from} से ${to}`,
  leaveBody: (type, range, approved) =>
    `${range} के लिए आपका ${type} छुट्टी का अनुरोध ${approved ? 'स्वीकृत' : 'अस्वीकृत'} हुआ।`,
  leaveReason: (reason) => `कारण: ${reason}`,
  payslipSubject: (month) => `${month} की आपकी वेतन पर्ची तैयार है`,
  payslipBody: (month) => [
    `${month} की आपकी वेतन पर्ची तैयार है।`,
    'इसे देखने या डाउनलोड करने के लिए साइन इन करके "वेतन इतिहास" खोलें।',
  ],
  taskSubject: (title) => `नया काम: ${title}`,
  taskAssigned: (by, date, time) => `${by} ने आपको एक काम सौंपा है, जिसकी अंतिम तारीख ${date}, ${time} बजे है।`,
  notificationSubject: (sender) => `${sender} की नई सूचना`,
  notificationSent: (sender, role) => `${sender} (${role}) ने आपको एक सूचना भेजी है:`,
};

const MR: MailWords = {
  hello: (name) => `नमस्कार ${name},`,
  openApp: 'HRMS उघडा',
  preferenceFootnote: 'हे ई-मेल तुम्ही तुमच्या तपशील पानावरील "E-mail preferences" मध्ये बंद करू शकता.',
  welcomeSubject: (org) => `${org} मध्ये तुमचे स्वागत आहे`,
  welcomeBody: (org, email) => [
    `${org} च्या HR प्रणालीत तुमचे खाते तयार केले आहे.`,
    `या ई-मेल पत्त्याने (${email}) आणि तुमच्या ॲडमिनने दिलेल्या पासवर्डने साइन इन करा.`,
    'तुमच्याकडे अजून पासवर्ड नसल्यास साइन इन पानावर "पासवर्ड विसरलात?" निवडा, आम्ही पासवर्ड ठरवण्याची लिंक पाठवू.',
  ],
  signIn: 'साइन इन करा',
  resetSubject: (org) => `तुमचा ${org} पासवर्ड पुन्हा सेट करा`,
  resetBody: (minutes) => [
    'कोणीतरी (आशा आहे तुम्हीच) तुमच्या खात्याचा पासवर्ड पुन्हा सेट करण्यास सांगितले आहे.',
    `नवीन पासवर्ड निवडण्यासाठी खालील लिंक उघडा. ती एकदाच आणि ${minutes} मिनिटे चालेल; तुमच्या खात्यात साइन इन असलेल्या प्रत्येक डिव्हाइसवरून साइन आउट होईल.`,
    'तुम्ही हे मागितले नसल्यास या ई-मेलकडे दुर्लक्ष करा: तुमचा पासवर्ड आहे तसाच राहील.',
  ],
  chooseNewPassword: 'नवीन पासवर्ड निवडा',
  leaveSubject: (approved) => `तुमचा रजेचा अर्ज ${approved ? 'मंजूर' : 'नामंजूर'} झाला`,
  leaveRange: (from, to) => `${from} ते ${to}`,
  leaveBody: (type, range, approved) =>
    `${range} साठीचा तुमचा ${type} रजेचा अर्ज ${approved ? 'मंजूर' : 'नामंजूर'} झाला.`,
  leaveReason: (reason) => `कारण: ${reason}`,
  payslipSubject: (month) => `${month} ची तुमची वेतन चिठ्ठी तयार आहे`,
  payslipBody: (month) => [
    `${month} ची तुमची वेतन चिठ्ठी तयार आहे.`,
    'ती पाहण्यासाठी किंवा डाउनलोड करण्यासाठी साइन इन करून "पगाराचा इतिहास" उघडा.',
  ],
  taskSubject: (title) => `नवीन काम: ${title}`,
  taskAssigned: (by, date, time) =>
    `${by} यांनी तुम्हाला एक काम दिले आहे, त्याची अंतिम तारीख ${date}, ${time} वाजता आहे.`,
  notificationSubject: (sender) => `${sender} यांची नवीन सूचना`,
  notificationSent: (sender, role) => `${sender} (${role}) यांनी तुम्हाला सूचना पाठवली आहे:`,
};

export const MAIL_WORDS: Record<LanguageCode, MailWords> = { en: EN, hi: HI, mr: MR };

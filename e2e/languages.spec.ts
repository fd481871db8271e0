import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { createPerson } from './support/people.ts';

// Issue 47: an employee reads the product in Hindi on a 360 px phone. The e2e server's clock starts Friday
// 20 November 2026, 09:30 in Kolkata (inside the punch-in window). Screenshots go to /tmp for review.

/** Buttons and table cells whose text is wider than the box (cut or spilling): none may be. */
async function expectNoOverflow(page: Page, label: string): Promise<void> {
  const overflowing = await page.evaluate(() =>
    Array.from(document.querySelectorAll('button, td, th'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
  );
  expect(overflowing, `${label}: text wider than its box`).toEqual([]);
}

test('an employee switches to Hindi at 360 px, punches in, applies for leave and opens payslips', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, { name: `Hema Hindi ${Date.now().toString(36)}` });
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();

  // The sign-in page: English first (the browser prefers English), then हिन्दी from the switch.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Language').selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'HRMS लॉगिन' })).toBeVisible();
  await expectAccessible(page, 'sign-in in Hindi');
  await expectNoOverflow(page, 'sign-in in Hindi');
  await page.screenshot({ path: '/tmp/languages-signin-hi-360.png', fullPage: true });

  await page.getByLabel('ईमेल').fill(person.email);
  await page.getByLabel('पासवर्ड').fill(person.password);
  await page.getByRole('button', { name: 'साइन इन करें' }).click();
  await expect(page).toHaveURL(/\/employee(\?|$)/);

  // Home: the greeting, the punch card and its states in Hindi.
  await expect(page.getByRole('heading', { name: `स्वागत है, ${person.name}!` })).toBeVisible();
  await expect(page.getByTestId('punch-state')).toHaveText('पंच इन नहीं किया');
  await page.getByRole('button', { name: 'पंच इन' }).click();
  await expect(page.getByText('पंच इन हो गया!')).toBeVisible();
  await expect(page.getByTestId('punch-state')).toContainText('पर पंच इन किया');
  await expect(page.getByRole('button', { name: 'पंच इन' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'छुट्टी के अनुरोधों का सारांश' })).toBeVisible();
  // Home's other sections: this month's cards, the chart, events and tasks.
  await expect(page.getByRole('region', { name: 'इस महीने की उपस्थिति' })).toBeVisible();
  await expect(page.getByText('एक नज़र में यह महीना')).toBeVisible();
  await expect(page.getByText('मेरे कार्यक्रम')).toBeVisible();
  await expect(page.getByText('मुझे सौंपे गए काम')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectAccessible(page, 'Home in Hindi');
  await expectNoOverflow(page, 'Home in Hindi');
  await page.screenshot({ path: '/tmp/languages-home-hi-360.png', fullPage: true });

  // Attendance: the record's headings and today's status in Hindi.
  await page.getByRole('button', { name: 'उपस्थिति' }).click();
  const mine = page.getByRole('table', { name: 'मेरी उपस्थिति का रिकॉर्ड' });
  await expect(mine.getByRole('row').filter({ hasText: '20/11/2026' })).toContainText('पंच इन किया');
  await expect(
    page.getByRole('table', { name: 'मेरे सुधार के अनुरोध' }).or(page.getByText('सुधार का कोई अनुरोध नहीं है।')),
  ).toBeVisible();
  await expectNoOverflow(page, 'attendance in Hindi');
  await page.screenshot({ path: '/tmp/languages-attendance-hi-360.png', fullPage: true });
  // The Request correction dialog: its limits and labels in Hindi, its own check, then closed unsent.
  await page.getByRole('button', { name: 'सुधार का अनुरोध करें', exact: true }).click();
  const correction = page.getByRole('dialog', { name: 'सुधार का अनुरोध करें' });
  await expect(correction).toContainText('दिन पहले तक के दिन का सुधार माँग सकते हैं');
  await expect(correction.getByLabel('चेक-इन')).toBeVisible();
  await correction.getByRole('button', { name: 'अनुरोध भेजें' }).click();
  await expect(page.getByText('कृपया तारीख चुनें।')).toBeVisible();
  await expectNoOverflow(page, 'correction dialog in Hindi');
  await correction.getByRole('button', { name: 'रद्द करें' }).click();
  await expect(correction).toBeHidden();

  // Leave: the balance cards, then the apply dialog in Hindi, its own check first (nothing chosen), then a
  // day of paid leave.
  await page.getByRole('button', { name: 'छुट्टी के अनुरोध' }).click();
  // A fresh install sets no quotas: each type's card says Unlimited, with what was taken and is pending.
  const paidLeave = page.getByRole('region', { name: 'सवेतन छुट्टी में बाकी' });
  await expect(paidLeave).toContainText('असीमित');
  await expect(paidLeave).toContainText('लंबित');
  await expect(page.getByRole('button', { name: 'खाता देखें' })).toBeVisible();
  await page.getByRole('button', { name: 'छुट्टी के लिए आवेदन करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'छुट्टी के लिए आवेदन करें' });
  await dialog.getByRole('button', { name: 'अनुरोध भेजें' }).click();
  await expect(page.getByText('कृपया छुट्टी का प्रकार और तारीख चुनें।')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'छुट्टी का प्रकार' }).click();
  await page.getByRole('option', { name: 'सवेतन छुट्टी' }).click();
  await dialog.getByRole('button', { name: 'तारीख', exact: true }).click();
  await page.getByRole('button', { name: /24 नवंबर 2026/ }).click();
  await expect(dialog.getByTestId('leave-preview')).toContainText('इस अनुरोध में');
  await expectNoOverflow(page, 'apply dialog in Hindi');
  await page.screenshot({ path: '/tmp/languages-apply-hi-360.png', fullPage: true });
  await dialog.getByRole('button', { name: 'अनुरोध भेजें' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('छुट्टी का अनुरोध भेज दिया गया!')).toBeVisible();
  await expect(page.getByText('लंबित').first()).toBeVisible();
  // The leave calendar: the month, the day by its weekday, the type and state in Hindi.
  const leaveMonth = page.getByRole('list', { name: 'नवंबर 2026 में छुट्टियाँ' });
  await expect(leaveMonth.getByRole('heading', { name: 'मंगलवार 24' })).toBeVisible();
  await expect(leaveMonth).toContainText('सवेतन छुट्टी, लंबित');
  await expectNoOverflow(page, 'leave in Hindi');
  await page.screenshot({ path: '/tmp/languages-leave-hi-360.png', fullPage: true });

  // Payslips: the salary history tab opens from the bottom bar by its Hindi name.
  await page.getByRole('button', { name: 'वेतन इतिहास' }).click();
  await expect(page).toHaveURL(/tab=salary-history/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // A new person has no salary yet: the list's empty state and its filters speak Hindi.
  await expect(page.getByText('वेतन का कोई रिकॉर्ड नहीं मिला।')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'महीने से छाँटें' })).toBeVisible();
  await expectAccessible(page, 'payslips in Hindi');
  await expectNoOverflow(page, 'payslips in Hindi');
  await page.screenshot({ path: '/tmp/languages-payslips-hi-360.png', fullPage: true });

  // The choice is on the profile: a new device (English browser, nothing stored) opens the dashboard in Hindi.
  const other = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const phone = await other.newPage();
  await phone.goto('/login');
  await phone.getByLabel('Email').fill(person.email);
  await phone.getByLabel('Password').fill(person.password);
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await expect(phone).toHaveURL(/\/employee(\?|$)/);
  // The dashboard asks for the profile's language after its first paint, then switches.
  await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(phone.getByRole('heading', { name: `स्वागत है, ${person.name}!` })).toBeVisible();

  await other.close();
  await context.close();
});

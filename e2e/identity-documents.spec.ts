import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createPerson } from './support/people.ts';
import { signIn } from './support/session.ts';

/*
 * HR's reach into identity documents (docs/privacy.md, "Identity documents"): on someone's details page HR
 * sees that a PAN card is on file, with no link; 'Open with a reason' asks why, refuses a too-short reason,
 * and then gives a short-lived link that serves the file. The Admin sees the link directly (Manage Uploads).
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');

test('HR opens an identity document only with a reason; other documents keep their links', async ({
  page,
  request,
}) => {
  const person = await createPerson(request, { name: `Identity Person ${Date.now().toString(36)}` });
  const login = await request.post('/api/auth/login', {
    data: { email: person.email, password: person.password },
  });
  const { token } = (await login.json()) as { token: string };
  const uploaded = await request.put(`/api/details/${person._id}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      panCardFront: {
        name: 'pan-card.png',
        mimeType: 'image/png',
        buffer: fs.readFileSync(path.join(FIXTURES, 'resume-v2.png')),
      },
      resume: {
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: fs.readFileSync(path.join(FIXTURES, 'resume.pdf')),
      },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  await signIn(page, 'hr');
  await page.goto(`/details/${person._id}`);
  const pan = page.getByTestId('document-panCardFront');
  await expect(pan.getByText('Uploaded: pan-card.png')).toBeVisible();
  await expect(pan.getByRole('link')).toHaveCount(0);
  // A document that is not an identity document keeps its link.
  const resume = page.getByTestId('document-resume');
  await expect(resume.getByRole('link', { name: 'resume.pdf' })).toHaveAttribute('href', /^\/api\/files\//);

  await pan.getByRole('button', { name: 'Open with a reason' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open PAN Card' });
  await dialog.getByLabel('Reason').fill('too short');
  await dialog.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(
    page.getByText('Please give a reason of at least 10 characters for opening this document.'),
  ).toBeVisible();
  await dialog.getByLabel('Reason').fill('Checking the PAN for the PF nomination');
  await dialog.getByRole('button', { name: 'Open', exact: true }).click();
  const link = dialog.getByRole('link', { name: 'pan-card.png' });
  await expect(link).toHaveAttribute('href', /^\/api\/files\//);
  const file = await request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('image/png');
});

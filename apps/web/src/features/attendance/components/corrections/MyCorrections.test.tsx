import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../lib/i18n/store';
import { CORRECTION_MESSAGES, type Correction } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch } from '../../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../../test/radix-jsdom';
import { renderWithClient } from '../../../../test/render-with-client';
import { correctionRuleText } from './correction-text';
import { MyAttendanceWithCorrections } from './MyCorrections';

beforeAll(polyfillRadixForJsdom);

// Friday 20/11/2026 in Kolkata: the window is 13/11 to 19/11 (7 days back).
const record = (date: string, extra: object = {}) => ({
  _id: `r-${date}`,
  date,
  checkIn: '09:40',
  checkOut: '--',
  status: 'Present',
  ...extra,
});
const pending: Correction = {
  _id: 'c1',
  employeeId: 'me',
  employeeName: 'Esha Employee',
  employeeCode: 'EMP-0002',
  date: '2026-11-17',
  checkIn: '09:00',
  checkOut: null,
  status: null,
  reason: 'Gate was down',
  state: 'Pending',
  createdAt: '2026-11-18T05:00:00.000Z',
  decidedByName: null,
  decidedAt: null,
  decisionReason: null,
  current: null,
  before: null,
};

function setup(postAnswer: () => Response) {
  const posts: unknown[] = [];
  stubFetch(({ url, method, body }) => {
    if (url === '/api/config') return jsonResponse(orgConfig());
    if (url === '/api/employees/me/attendance')
      return jsonResponse([
        record('2026-11-19'),
        record('2026-11-18', { corrected: true, checkOut: '18:25' }),
        record('2026-11-17'),
        record('2026-11-10'),
      ]);
    if (url === '/api/settings/attendance-corrections')
      return jsonResponse({ maxPerMonth: 3, maxDaysBack: 7 });
    if (url === '/api/attendance/corrections/mine') return jsonResponse([pending]);
    if (url === '/api/attendance/corrections' && method === 'POST') {
      posts.push(body);
      return postAnswer();
    }
    return undefined;
  });
  const { user } = renderWithClient(<MyAttendanceWithCorrections role="Employee" userId="me" />);
  return { user, posts };
}

describe('My Attendance with corrections', () => {
  it('offers a correction on the days within the window, marks corrected and pending days, lists my requests', async () => {
    setup(() => jsonResponse({}, 500));
    expect(await screen.findByRole('button', { name: 'Request correction for 19/11/2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request correction for 18/11/2026' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request correction for 10/11/2026' })).toBeNull();
    expect(screen.getByText('Corrected')).toBeVisible();
    expect(screen.getByText('Correction pending')).toBeVisible();
    const mine = screen.getByRole('table', { name: 'My correction requests' });
    expect(within(mine).getByText('In 09:00')).toBeVisible();
    expect(within(mine).getByText('Pending')).toBeVisible();
  });

  it('requests a correction for a row, sending only what is asked', async () => {
    const { user, posts } = setup(() => jsonResponse({ ...pending, _id: 'c2', date: '2026-11-19' }, 201));
    await user.click(await screen.findByRole('button', { name: 'Request correction for 19/11/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request correction' });
    expect(dialog).toHaveTextContent('up to 7 days back, at most 3 a month');
    expect(dialog).toHaveTextContent('19/11/2026 (now: In 09:40, Present)');
    await user.type(within(dialog).getByLabelText('Check-Out'), '18:30');
    await user.type(within(dialog).getByLabelText('Reason'), 'Forgot to punch out');
    await user.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(await screen.findByText('Correction requested.')).toBeInTheDocument();
    expect(posts).toEqual([{ date: '2026-11-19', checkOut: '18:30', reason: 'Forgot to punch out' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open and shows the server's reason when refused", async () => {
    const { user } = setup(() =>
      jsonResponse({ message: 'At most 3 corrections a month; you have used 3 for November 2026.' }, 422),
    );
    await user.click(await screen.findByRole('button', { name: 'Request correction for 19/11/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request correction' });
    await user.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(await screen.findByText('Please give a reason for the correction.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason'), 'Bus was late');
    await user.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(
      await screen.findByText('Please give a check-in time, a check-out time or a status.'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Check-In'), '09:05');
    await user.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(
      await screen.findByText('At most 3 corrections a month; you have used 3 for November 2026.'),
    ).toBeVisible();
    expect(dialog).toBeInTheDocument();
  });

  it('speaks Hindi: the buttons, the marks and my requests (the reason as written)', async () => {
    await setLanguage('hi', false);
    try {
      setup(() => jsonResponse({}));
      const requests = await screen.findByRole('table', { name: 'मेरे सुधार के अनुरोध' });
      expect(
        within(requests)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['तारीख', 'माँगा गया', 'कारण', 'स्थिति']);
      const row = within(requests).getByRole('row', { name: /17\/11\/2026/ });
      expect(row).toHaveTextContent('इन 09:00');
      expect(row).toHaveTextContent('Gate was down');
      expect(row).toHaveTextContent('लंबित');
      expect(await screen.findByText('सुधार लंबित')).toBeInTheDocument();
      expect(screen.getByText('सुधारा गया')).toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: '19/11/2026 के लिए सुधार का अनुरोध करें' }),
      ).toBeInTheDocument();
    } finally {
      await setLanguage('en', false);
    }
  });

  it('asks for the correction in Hindi: the dialog, its checks and the rules the server sends back', async () => {
    await setLanguage('hi', false);
    try {
      const { user, posts } = setup(() => jsonResponse({ message: CORRECTION_MESSAGES.pendingExists }, 409));
      await user.click(await screen.findByRole('button', { name: '19/11/2026 के लिए सुधार का अनुरोध करें' }));
      const dialog = await screen.findByRole('dialog', { name: 'सुधार का अनुरोध करें' });
      expect(dialog).toHaveTextContent('आप 7 दिन पहले तक के दिन का सुधार माँग सकते हैं, महीने में अधिकतम 3 बार।');
      expect(dialog).toHaveTextContent('19/11/2026 (अभी: इन 09:40, उपस्थित)');
      await user.click(within(dialog).getByRole('button', { name: 'अनुरोध भेजें' }));
      expect(await screen.findByText('कृपया सुधार का कारण लिखें।')).toBeVisible();
      await user.type(within(dialog).getByLabelText('कारण'), 'बस देर से आई');
      await user.click(within(dialog).getByRole('button', { name: 'अनुरोध भेजें' }));
      expect(await screen.findByText('कृपया चेक-इन का समय, चेक-आउट का समय या स्थिति दें।')).toBeVisible();
      await user.type(within(dialog).getByLabelText('चेक-इन'), '09:05');
      await user.click(within(dialog).getByRole('button', { name: 'अनुरोध भेजें' }));
      expect(await screen.findByText('उस दिन के सुधार का एक अनुरोध पहले से लंबित है।')).toBeVisible();
      expect(screen.getByText('सुधार का अनुरोध नहीं भेजा जा सका।')).toBeVisible();
      expect(posts).toEqual([{ date: '2026-11-19', checkIn: '09:05', reason: 'बस देर से आई' }]);
      expect(dialog).toBeInTheDocument();
    } finally {
      await setLanguage('en', false);
    }
  });

  it("says the reason's length limits in the shared English, and in Hindi with the same figures", async () => {
    expect(correctionRuleText(CORRECTION_MESSAGES.reasonShort)).toBe(CORRECTION_MESSAGES.reasonShort);
    expect(correctionRuleText(CORRECTION_MESSAGES.reasonLong)).toBe(CORRECTION_MESSAGES.reasonLong);
    await setLanguage('hi', false);
    try {
      expect(correctionRuleText(CORRECTION_MESSAGES.reasonShort)).toBe('कारण कम से कम 3 अक्षरों का होना चाहिए।');
      expect(correctionRuleText(CORRECTION_MESSAGES.reasonLong)).toBe('कारण अधिकतम 500 अक्षरों का हो सकता है।');
      // A limit with the person's own figures comes from the server in English and stays so.
      const perMonth = CORRECTION_MESSAGES.perMonth(3, 3, '2026-11-19');
      expect(correctionRuleText(perMonth)).toBe(perMonth);
    } finally {
      await setLanguage('en', false);
    }
  });
});

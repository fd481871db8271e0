import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmployeeDetails } from '@hrms/shared';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { clearSession, saveSession } from '../../../lib/session';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { EmployeeDetailsPage } from './EmployeeDetailsPage';

const file = { path: '/api/files/cv.pdf', originalName: 'cv.pdf' };
const esha: EmployeeDetails = {
  _id: 'u1',
  id: 'u1',
  name: 'Esha Rao',
  email: 'esha@example.com',
  role: 'Employee',
  employeeId: 'EMP-0003',
  additionalDetails: {
    personalEmail: 'esha@home.example',
    reuploadAccess: ['panCardFront'],
    resume: file,
    panCardFront: file,
  },
};

function renderOwnPage() {
  saveSession('token', {
    _id: 'u1',
    id: 'u1',
    name: 'Esha Rao',
    email: 'esha@example.com',
    role: 'Employee',
  });
  stubFetch((call) => (call.url === '/api/details/u1' ? jsonResponse(esha) : undefined));
  return renderWithClient(
    <EmployeeDetailsPage
      id="u1"
      onBack={() => undefined}
      tabs={() => [{ id: 'attendance', label: 'Attendance' }]}
    />,
  );
}

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('EmployeeDetailsPage (the person’s own profile)', () => {
  it('shows the profile and the documents in English, word for word as before', async () => {
    renderOwnPage();
    expect(await screen.findByRole('heading', { name: 'User Profile', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const tabs = await screen.findByRole('navigation', { name: 'Person page' });
    for (const name of ['Details', 'Documents', 'Attendance'])
      expect(within(tabs).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByText('Role').nextSibling).toHaveTextContent('Employee');
    expect(screen.getByText('Employee ID').nextSibling).toHaveTextContent('EMP-0003');
    expect(screen.getByRole('heading', { name: 'Upload Additional Information' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'PDF, JPEG or PNG. Each document locks once uploaded; an Admin can grant a re-upload. The personal email locks once set.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Personal Email')).toBeDisabled();
    expect(screen.getByText('Locked once set.')).toBeInTheDocument();
    const resume = screen.getByTestId('document-resume');
    expect(resume).toHaveTextContent('Current: cv.pdf');
    expect(resume).toHaveTextContent('Uploaded and locked.');
    expect(screen.getByTestId('document-panCardFront')).toHaveTextContent(
      'Re-upload granted: you may upload a new file once.',
    );
    expect(screen.getByRole('button', { name: 'Save Additional Information' })).toBeInTheDocument();
  });

  it('speaks Hindi: the page, its tabs, the person’s details, documents and their locks', async () => {
    await setLanguage('hi', false);
    try {
      const { user } = renderOwnPage();
      expect(await screen.findByRole('heading', { name: 'उपयोगकर्ता प्रोफ़ाइल', level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'वापस' })).toBeInTheDocument();
      const tabs = await screen.findByRole('navigation', { name: 'व्यक्ति का पेज' });
      expect(within(tabs).getByRole('link', { name: 'विवरण' })).toBeInTheDocument();
      expect(within(tabs).getByRole('link', { name: 'दस्तावेज़' })).toBeInTheDocument();
      expect(screen.getByText('नाम').nextSibling).toHaveTextContent('Esha Rao');
      expect(screen.getByText('भूमिका').nextSibling).toHaveTextContent('कर्मचारी');
      expect(screen.getByText('कर्मचारी आईडी').nextSibling).toHaveTextContent('EMP-0003');
      expect(screen.getByRole('heading', { name: 'अतिरिक्त जानकारी अपलोड करें' })).toBeInTheDocument();
      expect(screen.getByLabelText('निजी ईमेल')).toBeDisabled();
      expect(screen.getByText('एक बार भरने के बाद लॉक।')).toBeInTheDocument();
      for (const label of [
        '10वीं की मार्कशीट',
        '12वीं की मार्कशीट',
        'बायोडाटा (Resume)',
        'पैन कार्ड',
        'आधार कार्ड का अगला भाग',
        'आधार कार्ड का पिछला भाग',
        'रद्द किया हुआ चेक',
      ])
        expect(screen.getByLabelText(label)).toBeInTheDocument();
      const resume = screen.getByTestId('document-resume');
      expect(resume).toHaveTextContent('अभी की फ़ाइल: cv.pdf');
      expect(resume).toHaveTextContent('अपलोड हो गया और लॉक है।');
      await user.click(screen.getByRole('button', { name: 'अतिरिक्त जानकारी सहेजें' }));
      expect(await screen.findByText('सहेजने के लिए कोई नई जानकारी नहीं है।')).toBeInTheDocument();
    } finally {
      await setLanguage('en', false);
    }
  });

  it('speaks Marathi', async () => {
    await setLanguage('mr', false);
    setDigits('devanagari');
    try {
      renderOwnPage();
      expect(await screen.findByRole('heading', { name: 'वापरकर्ता प्रोफाइल', level: 1 })).toBeInTheDocument();
      expect(await screen.findByRole('navigation', { name: 'व्यक्तीचे पान' })).toBeInTheDocument();
      expect(screen.getByText('भूमिका').nextSibling).toHaveTextContent('कर्मचारी');
      expect(screen.getByRole('heading', { name: 'अतिरिक्त माहिती अपलोड करा' })).toBeInTheDocument();
      expect(screen.getByLabelText('वैयक्तिक ईमेल')).toBeDisabled();
      expect(screen.getByTestId('document-panCardFront')).toHaveTextContent(
        'पुन्हा अपलोड करण्याची परवानगी मिळाली: तुम्ही एकदा नवीन फाइल अपलोड करू शकता.',
      );
      expect(screen.getByRole('button', { name: 'अतिरिक्त माहिती जतन करा' })).toBeInTheDocument();
    } finally {
      setDigits('latin');
      await setLanguage('en', false);
    }
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeDetails } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { AdditionalInfoForm } from './AdditionalInfoForm';

const details = (extra: Partial<EmployeeDetails['additionalDetails']> = {}): EmployeeDetails => ({
  _id: 'u1',
  id: 'u1',
  name: 'Esha',
  email: 'esha@example.com',
  role: 'Employee',
  employeeId: 'EMP-0003',
  additionalDetails: { personalEmail: '', reuploadAccess: [], ...extra },
});

function setup(value: EmployeeDetails, editable = true) {
  const { spy: fetchSpy } = stubFetch(() => jsonResponse(value));
  const { user } = renderWithClient(<AdditionalInfoForm details={value} editable={editable} />);
  return { user, fetchSpy };
}

afterEach(() => vi.restoreAllMocks());

describe('AdditionalInfoForm', () => {
  it('shows the seven document fields with the spec labels', () => {
    setup(details());
    for (const label of [
      '10th Marksheet',
      '12th Marksheet',
      'Resume',
      'PAN Card',
      'Aadhaar Card Front',
      'Aadhaar Card Back',
      'Cancelled Cheque',
    ]) {
      expect(screen.getByLabelText(label)).toBeEnabled();
    }
  });

  it('says there is nothing to save without sending anything', async () => {
    const { user, fetchSpy } = setup(details());
    await user.click(screen.getByRole('button', { name: 'Save Additional Information' }));
    expect(await screen.findByText('No new information to save.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('locks uploaded documents and a set personal e-mail; a granted document stays open', () => {
    const file = { path: '/api/files/x.y', originalName: 'cv.pdf' };
    setup(
      details({
        personalEmail: 'me@home.example',
        resume: file,
        panCardFront: file,
        reuploadAccess: ['panCardFront'],
      }),
    );
    expect(screen.getByLabelText('Personal Email')).toBeDisabled();
    expect(screen.getByLabelText('Resume')).toBeDisabled();
    expect(screen.getByLabelText('PAN Card')).toBeEnabled();
    expect(screen.getByText(/Re-upload granted/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'cv.pdf' })[0]).toHaveAttribute('href', '/api/files/x.y');
  });

  it('sends the personal e-mail and chosen files as multipart and confirms', async () => {
    const { user, fetchSpy } = setup(details());
    await user.type(screen.getByLabelText('Personal Email'), 'me@home.example');
    await user.upload(
      screen.getByLabelText('Resume'),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Additional Information' }));
    expect(await screen.findByText('Details updated successfully!')).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/details/u1');
    const body = init!.body as FormData;
    expect(body.get('personalEmail')).toBe('me@home.example');
    expect((body.get('resume') as File).name).toBe('cv.pdf');
  });

  it('is read-only for Admin and HR looking at someone else', () => {
    setup(details(), false);
    expect(screen.getByLabelText('Resume')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Additional Information' })).not.toBeInTheDocument();
  });

  it("shows HR someone's identity document without a link, and opens it only with a reason", async () => {
    const value = details({
      panCardFront: { path: '', originalName: 'pan.png', restricted: true },
    });
    const { calls } = stubFetch(({ url }) =>
      url === '/api/hr/people/u1/documents/open'
        ? jsonResponse({ path: '/api/files/pan.sig', originalName: 'pan.png' })
        : undefined,
    );
    const { user } = renderWithClient(<AdditionalInfoForm details={value} editable={false} />);
    expect(screen.getByText('Uploaded: pan.png')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'pan.png' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open with a reason' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open PAN Card' });
    await user.type(within(dialog).getByLabelText('Reason'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByText('Please give a reason of at least 10 characters for opening this document.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), ' PF nomination check');
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(await within(dialog).findByRole('link', { name: 'pan.png' })).toHaveAttribute(
      'href',
      '/api/files/pan.sig',
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { document: 'panCardFront', reason: 'short PF nomination check' },
    });
  });
});

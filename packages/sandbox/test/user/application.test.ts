import type { UploadProgress } from '@cairn/api-client';
import { dateOfBirthMessages, MAX_UPLOAD_BYTES, uploadMessages } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { calls, expectApiError, harness, signupPayload } from './harness';

const HALFWAY = 'halfway@cairn.example';
/** The PNG signature: the sandbox checks a file's first bytes. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = 'id.png', size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
};

describe('GET /account/application', () => {
  it('masks ssn unless include_sensitive, and includes the agreement and recommendation only when asked', async () => {
    const h = harness();
    const client = await h.signedIn('investor@cairn.example');
    const plain = await client.call(calls.getApplication, {});
    expect(plain).toMatchObject({
      first_name: 'Avery',
      middle_name: 'Quinn',
      ssn: '•••-••-6789',
      custodian_agreement: null,
      recommended_product: null,
      application_type: 1,
      account_type: 'INDIVIDUAL',
      id_type: 1,
      document_uploaded: true,
      id_card_back_uploaded: true,
      tlh_enabled: true,
      min_tier: 3,
      risk_tolerance: 'HIGH',
      investor_type: null,
    });
    const full = await client.call(calls.getApplication, {
      include_custodian_agreement: true,
      include_recommended_product: true,
      include_sensitive: true,
    });
    expect(full.ssn).toBe('123456789');
    expect(full.recommended_product).toBe('SMART_BETA');
    expect(full.custodian_agreement).toEqual({
      status: 'COMPLETE',
      url: '/__sandbox/custodian-sign?user=user-investor',
    });
    const institution = await (await h.signedIn('institution@cairn.example')).call(calls.getApplication, {});
    expect(institution).toMatchObject({
      tax_id: '••-•••4321',
      legal_entity_name: 'Granite Peak Holdings LLC',
      dba_name: 'Granite Peak Capital',
    });
  });

  it('rejects unknown query flags and non-boolean values', async () => {
    const h = harness();
    const token = (await h.signedIn(HALFWAY)).session.getToken();
    expect((await h.raw('GET', '/account/application?include_sensitive=yes', { token })).status).toBe(400);
    expect((await h.raw('GET', '/account/application?include_everything=true', { token })).status).toBe(400);
  });
});

describe('PUT /account/application', () => {
  it('saves only the sent fields and moves halfway@ from INDIVIDUAL_INFORMATION', async () => {
    const h = harness();
    const client = await h.signedIn(HALFWAY);
    expect(await client.call(calls.getWaldo, {})).toEqual({
      location: 'INDIVIDUAL_INFORMATION',
      permitted_locations: [
        'CONTACT_DETAILS',
        'PHONE_VERIFICATION',
        'EMAIL_VERIFICATION',
        'ADVISORY_AGREEMENT',
        'CUSTODIAN_AGREEMENT',
        'INDIVIDUAL_INFORMATION',
      ],
    });
    const saved = await client.call(calls.updateApplication, { city: 'Cambridge', state: 'DC' });
    expect(saved).toMatchObject({ city: 'Cambridge', state: 'DC', address: null });
    await client.call(calls.updateApplication, {
      date_of_birth: '1988-01-31',
      address: '5 Main St',
      postal_code: '02139',
      ssn: '987650000',
    });
    const read = await client.call(calls.getApplication, { include_sensitive: true });
    expect(read).toMatchObject({ city: 'Cambridge', date_of_birth: '1988-01-31', ssn: '987650000' });
    expect((await client.call(calls.getWaldo, {})).location).toBe('INDIVIDUAL_DOCUMENTS');
  });

  it('resets both upload states when the ID type changes (doc 1 §4)', async () => {
    const h = harness();
    const client = await h.signedIn(HALFWAY);
    h.at(HALFWAY, 'INDIVIDUAL_DOCUMENTS');
    await client.call(calls.uploadApplicationDocument, { file: png(), document_type: 'passport_document' });
    expect((await client.call(calls.getApplication, {})).document_uploaded).toBe(true);
    const changed = await client.call(calls.updateApplication, { id_type: 1 });
    expect(changed).toMatchObject({ id_type: 1, document_uploaded: false, id_card_back_uploaded: false });
  });

  it('saves questionnaire answers page by page', async () => {
    const h = harness();
    const client = await h.signedIn(HALFWAY);
    await client.call(calls.updateApplication, {
      investment_experience: 'NONE',
      crypto_experience: 'EXPERT',
    });
    await client.call(calls.updateApplication, { risk_tolerance: 'LOW' });
    expect(await client.call(calls.getApplication, {})).toMatchObject({
      investment_experience: 'NONE',
      crypto_experience: 'EXPERT',
      risk_tolerance: 'LOW',
      employer: null,
    });
  });

  it('clears the uploaded proof of address when an explanation is saved (institutions)', async () => {
    const h = harness();
    // A new institution at its documents step (a submitted application is closed, issue 28).
    const client = h.client();
    const payload = signupPayload({
      account_type: 'INSTITUTION',
      email: 'harbor.light@example.com',
      legal_entity_name: 'Harbor Light LLC',
    });
    client.session.setToken((await client.call(calls.signUp, payload)).access_token);
    h.at(payload.email, 'INSTITUTION_DOCUMENTS');
    const explained = await client.call(calls.updateApplication, {
      proof_of_address_explanation: 'Home office',
    });
    expect(explained).toMatchObject({
      proof_of_address_uploaded: false,
      proof_of_address_explanation: 'Home office',
    });
    const uploaded = await client.call(calls.uploadApplicationDocument, {
      file: png('bill.png'),
      document_type: 'proof_of_address',
    });
    expect(uploaded).toMatchObject({ proof_of_address_uploaded: true, proof_of_address_explanation: null });
  });

  it('resends a phone code and asks for verification again when the phone changes during onboarding', async () => {
    const h = harness();
    const client = h.client();
    client.session.setToken((await client.call(calls.signUp, signupPayload())).access_token);
    await client.call(calls.verifyAuthAttribute, {
      attribute: 'phone_number',
      code: await h.latestCode('+16175550123', 'sms'),
    });
    expect((await client.call(calls.getWaldo, {})).location).toBe('EMAIL_VERIFICATION');
    await client.call(calls.updateApplication, { phone_number: '+16175550124' });
    expect((await client.call(calls.getWaldo, {})).location).toBe('PHONE_VERIFICATION');
    expect(await h.latestCode('+16175550124', 'sms')).toMatch(/^\d{6}$/);
  });

  it('refuses bad requests with 400 and a clear message, changing nothing', async () => {
    const h = harness();
    const client = await h.signedIn(HALFWAY);
    const token = client.session.getToken();
    const before = h.snapshot();
    const under18 = await client
      .call(calls.updateApplication, { date_of_birth: '2015-01-01' })
      .catch((e: unknown) => e);
    expect(under18).toMatchObject({
      status: 400,
      body: { code: 'USER_CORRECTABLE', message: dateOfBirthMessages.underage },
    });
    await expectApiError(client.call(calls.updateApplication, { tax_id: '123456789' }), 400, 'BAD_REQUEST');
    for (const [body, mention] of [
      [{}, 'at least one'],
      [{ ssn: '123-45-6789' }, 'ssn'],
      [{ postal_code: 2139 }, 'postal_code'],
      [{ state: 'NY' }, 'state'],
      [{ id_type: 3 }, 'id_type'],
      [{ date_of_birth: '1990-13-01' }, 'date_of_birth'],
      [{ tlh_enabled: 'yes' }, 'tlh_enabled'],
      [
        { beneficiaries: [{ beneficiary_type: 1, subtype: 1, name: 'Solo', allocation: 100 }] },
        'full legal name',
      ],
      [{ nickname: 'Rob' }, 'nickname'],
    ] as const) {
      const answer = await h.raw('PUT', '/account/application', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body?.message?.toLowerCase()).toContain(mention.toLowerCase());
    }
    expect(h.snapshot()).toBe(before);
  });
});

describe('POST /account/application/advisory-agreement', () => {
  it('requires the full legal name exactly', async () => {
    const h = harness();
    const client = h.client();
    client.session.setToken((await client.call(calls.signUp, signupPayload())).access_token);
    h.at(signupPayload().email, 'ADVISORY_AGREEMENT');
    const before = h.snapshot();
    const error = await client
      .call(calls.signAdvisoryAgreement, { advisory_agreement_signature: 'quinn avery lopez' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body: { code: 'USER_CORRECTABLE' } });
    expect(
      (
        await h.raw('POST', '/account/application/advisory-agreement', {
          token: client.session.getToken(),
          body: { signature: 'Quinn Avery Lopez' },
        })
      ).status,
    ).toBe(400);
    expect(h.snapshot()).toBe(before);
    const signed = await client.call(calls.signAdvisoryAgreement, {
      advisory_agreement_signature: 'Quinn Avery Lopez',
    });
    expect(signed.custodian_agreement?.status).toBe('SENT');
  });
});

describe('POST /account/application/document', () => {
  it('marks the uploaded flags and reports progress', async () => {
    const h = harness();
    const client = await h.signedIn(HALFWAY);
    h.at(HALFWAY, 'INDIVIDUAL_DOCUMENTS');
    const progress: UploadProgress[] = [];
    const front = await client.call(
      calls.uploadApplicationDocument,
      { file: png('front.png'), document_type: 'id_card_front' },
      { onProgress: (step) => progress.push(step) },
    );
    expect(front).toMatchObject({ id_type: 1, document_uploaded: true, id_card_back_uploaded: false });
    expect(progress.map((step) => step.state)).toEqual(['LOADING', 'PENDING', 'SUCCESS']);
    const back = await client.call(calls.uploadApplicationDocument, {
      file: new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'back.jpg', { type: 'image/jpeg' }),
      document_type: 'id_card_back',
    });
    expect(back.id_card_back_uploaded).toBe(true);
  });

  it("refuses wrong file types and files of 9 MB or more with the domain's messages, changing nothing", async () => {
    const h = harness();
    const client = await h.signedIn(HALFWAY);
    h.at(HALFWAY, 'INDIVIDUAL_DOCUMENTS');
    const before = h.snapshot();
    const progress: UploadProgress[] = [];
    const wrongType = await client
      .call(
        calls.uploadApplicationDocument,
        {
          file: new File(['hello'], 'notes.txt', { type: 'text/plain' }),
          document_type: 'passport_document',
        },
        { onProgress: (step) => progress.push(step) },
      )
      .catch((e: unknown) => e);
    expect(wrongType).toMatchObject({
      status: 400,
      body: { code: 'USER_CORRECTABLE', message: uploadMessages.fileType },
    });
    expect(progress.at(-1)?.state).toBe('FAILURE');
    const tooBig = await client
      .call(calls.uploadApplicationDocument, {
        file: png('huge.png', MAX_UPLOAD_BYTES),
        document_type: 'passport_document',
      })
      .catch((e: unknown) => e);
    expect(tooBig).toMatchObject({
      status: 400,
      body: { code: 'USER_CORRECTABLE', message: uploadMessages.fileSize },
    });
    await expectApiError(
      client.call(calls.uploadApplicationDocument, { file: png(), document_type: 'constitution' }),
      400,
      'BAD_REQUEST',
    );
    const form = new FormData();
    form.append('document_type', 'passport_document');
    const missingFile = await h.app.request('/api/account/application/document', {
      method: 'POST',
      headers: { Authorization: `Bearer ${client.session.getToken()}` },
      body: form,
    });
    expect(missingFile.status).toBe(400);
    expect(((await missingFile.json()) as { message: string }).message).toContain('file');
    // A JSON body where a form is expected: 415, as any body of the wrong type.
    const json = await h.raw('POST', '/account/application/document', {
      token: client.session.getToken(),
      body: { document_type: 'passport_document' },
    });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This call takes a multipart/form-data body',
    });
    expect(h.snapshot()).toBe(before);
  });

  it('refuses a passport once a government ID was chosen', async () => {
    const h = harness();
    const client = await h.signedIn(HALFWAY);
    h.at(HALFWAY, 'INDIVIDUAL_DOCUMENTS');
    await client.call(calls.updateApplication, { id_type: 1 });
    await expectApiError(
      client.call(calls.uploadApplicationDocument, { file: png(), document_type: 'passport_document' }),
      400,
      'BAD_REQUEST',
    );
  });
});

describe('submit and restart', () => {
  it('refuses to submit before REVIEW', async () => {
    const h = harness();
    const client = await h.signedIn(HALFWAY);
    const before = h.snapshot();
    await expectApiError(client.call(calls.submitApplication, {}), 403, 'USER_CORRECTABLE');
    expect(h.snapshot()).toBe(before);
  });

  it('is idempotent once submitted', async () => {
    const h = harness();
    const client = await h.signedIn('pending@cairn.example');
    expect(await client.call(calls.submitApplication, {})).toEqual({
      location: 'DASHBOARD',
      permitted_locations: ['DASHBOARD'],
    });
    expect((await client.call(calls.getUserStatus, {})).kyc_status).toBe('PENDING');
  });

  it('DELETE /account/application deletes the user and their sessions', async () => {
    const h = harness();
    const client = await h.signedIn(HALFWAY);
    const other = await h.signedIn(HALFWAY);
    const ended: string[] = [];
    client.session.onEnd((reason) => ended.push(reason));
    await client.call(calls.deleteApplication, {});
    await expectApiError(other.call(calls.getWaldo, {}), 401);
    await expectApiError(client.call(calls.getWaldo, {}), 401);
    expect(ended).toEqual(['unauthorized']);
    await expectApiError(
      h.client().call(calls.signIn, { username: HALFWAY, password: 'Cairn-demo-1!', type: 'USER_PASS' }),
      400,
      'INVALID_USERNAME_OR_PASSWORD',
    );
    // The email is free again: a new signup with it starts over.
    const again = await h.client().call(calls.signUp, signupPayload({ email: HALFWAY }));
    expect(again.access_token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses to restart a submitted application', async () => {
    const h = harness();
    const client = await h.signedIn('pending@cairn.example');
    await expectApiError(client.call(calls.deleteApplication, {}), 403, 'USER_CORRECTABLE');
    expect((await client.call(calls.getWaldo, {})).location).toBe('DASHBOARD');
  });
});

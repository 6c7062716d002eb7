import { fullLegalName, ONBOARDING_PAGES } from '@cairn/domain';
import type { Hono } from 'hono';
import { userByEmail, usersSlice } from '../../core/users';
import type { World } from '../../core/world';
import { ensureUsersSeeded } from '../../seed/users';
import { syncLocation } from './onboarding';
import { accountOf } from './state';

/**
 * The user area's sandbox-only routes, mounted under /__sandbox (never under /api):
 *
 * - `POST /kyc/{email}` approves a pending user (kyc_status SUCCESS), as the partner's identity
 *   check would after up to 5 business days.
 * - `GET /custodian-sign?user={id}` is the stand-in for the custodian's signing page (doc 1 §2.6,
 *   spec README): Sign marks the custodial agreement COMPLETE and returns to
 *   `/onboarding/custodian-agreement?event=signing_complete`; Decline marks it DECLINED and
 *   returns with `event=decline`. Plain HTML forms: the gateway's CSP allows no inline script or
 *   style.
 */
export function registerUserSandboxRoutes(routes: Hono, world: World): void {
  routes.post('/kyc/:email', (c) => {
    ensureUsersSeeded(world);
    const user = userByEmail(world, c.req.param('email'));
    if (!user)
      return c.json({ code: 'NOT_FOUND', message: `No user with the email ${c.req.param('email')}` }, 404);
    if (user.kyc_status === 'NOT_STARTED') {
      return c.json(
        { code: 'NOT_PENDING', message: `${user.email} has not submitted an application yet` },
        409,
      );
    }
    user.kyc_status = 'SUCCESS';
    return c.json({ email: user.email, kyc_status: user.kyc_status });
  });

  routes.get('/custodian-sign', (c) => {
    ensureUsersSeeded(world);
    const id = c.req.query('user') ?? '';
    const user = usersSlice(world).byId[id];
    const status = user ? accountOf(world, user.id).custodian_agreement_status : null;
    if (!user || status === null) {
      return c.html(
        page('Custodial Agreement', '<p>There is no custodial agreement to sign for this link.</p>'),
        404,
      );
    }
    const name = escapeHtml(
      fullLegalName({ first: user.first_name, middle: user.middle_name, last: user.last_name }),
    );
    const form = (action: 'sign' | 'decline', label: string) =>
      `<form method="post" action="/__sandbox/custodian-sign"><input type="hidden" name="user" value="${escapeHtml(user.id)}"><input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
    const body =
      status === 'COMPLETE'
        ? `<p>The custodial agreement of ${name} is already signed.</p><p><a href="${returnPath('signing_complete')}">Back to Cairn</a></p>`
        : `<p>Custodial account agreement for <strong>${name}</strong>.</p>
<p>This page stands in for the custodian's signing service in the Cairn sandbox. Signing here has no legal effect.</p>
${form('sign', 'Sign')}
${form('decline', 'Decline')}`;
    return c.html(page('Custodial Agreement', body));
  });

  routes.post('/custodian-sign', async (c) => {
    ensureUsersSeeded(world);
    const form = await c.req.parseBody();
    const id = typeof form.user === 'string' ? form.user : '';
    const action = form.action;
    const user = usersSlice(world).byId[id];
    if (!user || (action !== 'sign' && action !== 'decline')) {
      return c.json({ code: 'BAD_REQUEST', message: 'Expected a user and an action (sign or decline)' }, 400);
    }
    const account = accountOf(world, user.id);
    if (account.custodian_agreement_status === null) {
      return c.json({ code: 'NOT_FOUND', message: 'There is no custodial agreement to sign' }, 404);
    }
    if (account.custodian_agreement_status !== 'COMPLETE') {
      account.custodian_agreement_status = action === 'sign' ? 'COMPLETE' : 'DECLINED';
    }
    syncLocation(world, user);
    return c.redirect(returnPath(action === 'sign' ? 'signing_complete' : 'decline'), 303);
  });
}

/** Where the custodian's page returns to, with its event (doc 1 §2.6). */
function returnPath(event: 'signing_complete' | 'decline'): string {
  return `${ONBOARDING_PAGES.custodianAgreement}?event=${event}`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title} (sandbox)</title></head>
<body>
<h1>${title}</h1>
${body}
</body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// A real OpenID provider for the tests (the maintained `oidc-provider` package, installed from
// package-lock.json), on loopback only. It prints `listening <issuer>` when ready.
//
// - One confidential client: `erecruit` / `OIDC_CLIENT_SECRET` (default `test-secret`), with the
//   authorization-code flow. Any loopback redirect address is accepted, since every test server
//   listens on a port of its own.
// - Whoever signs in is the `login_hint` of the authorization request (an e-mail address), and
//   the login prompt completes at once; without one the provider shows a sign-in form that asks
//   for the address (no password: this provider trusts whoever types). Consent is granted for the
//   client. Addresses starting with `unverified` come with `email_verified: false`.
//
//   OIDC_PORT=0 node scripts/oidc-provider.mjs
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 0);
const secret = process.env.OIDC_CLIENT_SECRET ?? 'test-secret';
const loopback = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

const server = createServer();
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'erecruit',
      client_secret: secret,
      redirect_uris: ['http://127.0.0.1/'],
      post_logout_redirect_uris: ['http://127.0.0.1/'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  scopes: ['openid', 'email', 'profile'],
  features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
  pkce: { required: () => true },
  cookies: { keys: ['oidc-test-cookie-key'] },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        const name = id.split('@')[0].replace(/[._]/g, ' ');
        return { sub: id, email: id, email_verified: !id.startsWith('unverified'), name };
      },
    };
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  // No consent screen: the test client is granted what it asks for.
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
});
provider.proxy = false;

const { Client } = provider;
Client.prototype.redirectUriAllowed = (uri) => loopback.test(uri);
Client.prototype.postLogoutRedirectUriAllowed = (uri) => loopback.test(uri);

const callback = provider.callback();
const escape = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

server.on('request', async (req, res) => {
  const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '');
  if (!match) {
    callback(req, res);
    return;
  }
  try {
    const details = await provider.interactionDetails(req, res);
    let accountId = details.params.login_hint;
    if (req.method === 'POST' && match[2]) {
      accountId = (await readForm(req)).get('email');
    }
    if (typeof accountId !== 'string' || !accountId.includes('@')) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body>
        <main><h1>Test identity provider</h1>
        <form method="post" action="/interaction/${escape(match[1])}/login">
          <label for="email">E-mail address</label>
          <input id="email" name="email" type="email" autocomplete="username" required>
          <button type="submit">Continue</button>
        </form></main></body></html>`);
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
});

console.log(`listening ${issuer}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

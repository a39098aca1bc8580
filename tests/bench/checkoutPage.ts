/**
 * The checkout page as a shopper reaches it: the demo account signed in, a product in the cart
 * and a shipping address chosen, so the page shows the line, the summary, the shipping methods
 * and the card form. Answers the session's cookies for the Lighthouse bench (lighthouse.ts).
 */
export async function checkoutPageCookie(shopUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  let csrf = '';
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${shopUrl}/api/v2/${path}`, {
      method,
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': csrf,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name, value.join('='));
    }
    const json = (await response.json()) as Record<string, unknown>;
    if (typeof json.csrf_token === 'string') csrf = json.csrf_token;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return json;
  };
  await call('GET', 'my/sessions/current');
  await call('POST', 'my/sessions', { email: 'demo@printshop.test', password: 'demo-printshop' });
  const { items } = (await call('GET', 'products?product_type_id=4')) as {
    items: { id: number }[];
  };
  if (!items[0]) throw new Error('the seeded catalogue has no flat card');
  await call('POST', 'my/cart/sync_item', { product_id: items[0].id, quantity: 25 });
  const address = await call('POST', 'my/addresses/create', {
    first_name: 'Bench',
    line1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    postal_code: '94105',
    country: 'US',
  });
  await call('POST', 'my/cart/set_shipping_address', { address_id: address.id });
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

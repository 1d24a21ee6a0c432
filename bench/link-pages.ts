import sharp from 'sharp';

/**
 * The customer's two links (QUOTES.md decisions 4 and 9) as Lighthouse measures them: a customer with
 * a machine, a job in progress with a photo shown to the customer, an invoice, a quote sent by mail
 * and a page link. Returns `/q/{token}` and `/k/{token}`, opened as the customer does, not logged in.
 */
export async function seedCustomerLinkPages(
  api: string,
  token: string,
): Promise<Array<{ path: string; loggedIn: false }>> {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${api}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const customer = await call<{ id: string }>('POST', '/customers', {
    name: 'Karin Lund Lantbruk',
    email: 'karin@lundlantbruk.se',
    city: 'Eslöv',
  });
  const machine = await call<{ id: string }>('POST', '/machines', {
    customerId: customer.id,
    category: 'Traktor',
    make: 'Valtra',
    model: 'N175',
    registrationNumber: 'KLT123',
  });
  const job = await call<{ id: string }>('POST', '/workorders', {
    title: 'Byte av hydraulslang',
    customerId: customer.id,
    machineId: machine.id,
    vehicleCategory: 'Traktor',
    workCategory: 'Reparation',
    status: 'Pågående',
  });
  // A phone photo's size after the server's re-encoding (longest side 2 560 px would be larger; a
  // 1 600 × 1 200 picture with detail keeps the thumbnail realistic).
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const form = new FormData();
  form.set('entity', 'workOrder');
  form.set('entityId', job.id);
  form.set('caption', 'Sprucken slang vid bomcylindern');
  form.set('customerVisible', 'true');
  form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'slang.jpg');
  await call('POST', '/files', form);
  await call('POST', '/invoice', {
    customerId: customer.id,
    customerName: 'Karin Lund Lantbruk',
    customerEmail: 'karin@lundlantbruk.se',
    workOrderId: job.id,
    items: [{ description: 'Byte av hydraulslang', quantity: 3, price: 850 }],
  });
  const quote = await call<{ id: string }>('POST', '/quotes', {
    customerId: customer.id,
    machineId: machine.id,
    priceType: 'fixed',
    terms: 'Betalning 30 dagar.',
    items: [
      { description: 'Service 1 000 h', quantity: 4, unit: 'h', price: 850 },
      { description: 'Oljor och filter', quantity: 1, unit: 'st', price: 2400 },
      { description: 'Byte av torkarblad', quantity: 1, unit: 'st', price: 250, optional: true },
    ],
  });
  await call('POST', `/quotes/${quote.id}/send`, {});
  const { link } = await call<{ link: string }>('POST', `/customers/${customer.id}/portal-link`);
  const portalPath = new URL(link).pathname;
  // The quote's link as the customer's page gives it (its token is derived, never stored: decision 050).
  const portal = (await (await fetch(`${api}/public${portalPath.replace(/^\/k\//, '/portal/')}`)).json()) as {
    quotes: Array<{ link: string }>;
  };
  const quoteLink = portal.quotes[0]?.link;
  if (!quoteLink) throw new Error('the customer’s page lists no open quote');
  return [
    { path: new URL(quoteLink).pathname, loggedIn: false },
    { path: portalPath, loggedIn: false },
  ];
}

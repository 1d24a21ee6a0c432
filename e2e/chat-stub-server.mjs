// A stand-in for a language model server speaking OpenAI's chat completions, for the browser journeys:
// a work summary cites the work order number it was sent; a work order comes back as JSON fields.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import process from 'node:process';

const port = Number(process.argv[2] ?? 3299);

createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    if (request.url === '/health') return void response.end('ok');
    let body = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      response.writeHead(400).end();
      return;
    }
    // The records are in the user's message (the system message's example number is not a record).
    const prompt = (body.messages ?? [])
      .filter((message) => message.role === 'user')
      .map((message) => message.content)
      .join('\n');
    const number = prompt.match(/AO-\d{8}-\d{3,}/)?.[0] ?? '';
    const content =
      body.response_format?.type === 'json_object'
        ? JSON.stringify({
            title: 'Oljeläckage',
            description: prompt.split('Kunden sa: ')[1] ?? '',
            workCategory: 'Felsökning',
            checklist: ['Leta läckage'],
          })
        : `Vi har bytt hydraulslangen vid bomcylindern och provkört maskinen utan läckage (${number}).`;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  });
}).listen(port, '127.0.0.1');

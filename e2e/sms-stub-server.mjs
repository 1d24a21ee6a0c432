// A stand-in for a 46elks-compatible SMS service (QUOTES.md decision 8) for the browser journeys: it
// answers every POST as sent and keeps what it got, which GET /received gives back to a journey.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import process from 'node:process';
import { URLSearchParams } from 'node:url';

const port = Number(process.argv[2] ?? 3298);
const received = [];

createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    if (request.url === '/health') return void response.end('ok');
    if (request.method === 'GET' && request.url === '/received') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify(received));
    }
    if (request.method !== 'POST') return void response.writeHead(404).end();
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    received.push({ from: form.get('from'), to: form.get('to'), message: form.get('message') });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: `s${received.length}`, status: 'created' }));
  });
}).listen(port, '127.0.0.1');

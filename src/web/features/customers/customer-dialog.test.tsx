import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { CustomerDialog } from './customer-dialog';

describe('the customer form', () => {
  it('asks for the address as it is written: street, postal code and town, then country and VAT number', async () => {
    renderScreen(<CustomerDialog customer={null} onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ny kund' });
    const order = ['Adress', 'Postnummer', 'Ort', 'Land', 'Momsregistreringsnummer'].map((label) =>
      within(dialog).getByLabelText(new RegExp(`^${label}`)),
    );
    for (let index = 1; index < order.length; index += 1) {
      // Each field comes after the one before it in the document, as the eye and the Tab key move.
      expect(order[index - 1]!.compareDocumentPosition(order[index]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});

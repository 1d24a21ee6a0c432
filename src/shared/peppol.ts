import { hasValidLuhn } from './ocr';

/**
 * The identifier schemes (ISO 6523 ICD and the EAS list) a Peppol participant id may use, as the
 * Peppol BIS Billing 3.0 rules list them (PEPPOL-EN16931-CL008). 0007 is the Swedish organisation number.
 */
const ELECTRONIC_ADDRESS_SCHEMES = new Set(
  (
    '0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0147 0151 0154 0158 0170 0177 0183 0184 0188 0190 0191 ' +
    '0192 0193 0194 0195 0196 0198 0199 0200 0201 0202 0203 0204 0205 0208 0209 0210 0211 0212 0213 0215 0216 0217 0218 ' +
    '0221 0225 0230 0235 0240 9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 9926 9927 9928 9929 9930 9931 9932 ' +
    '9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 9949 9950 9951 9952 9953 9957 9959'
  ).split(' '),
);

export const SWEDISH_ORGANISATION_SCHEME = '0007';

export interface PeppolId {
  scheme: string;
  identifier: string;
}

/**
 * A participant id as `scheme:identifier` (`0007:5560360793`), or null when it is not one: a listed
 * scheme, an identifier of letters, digits and `.-_@+` (at most 50), and for 0007 ten digits with a
 * valid check digit. Spaces, and the dash of an organisation number, are dropped.
 */
export function parsePeppolId(value: string): PeppolId | null {
  const match = /^(\d{4}):(.+)$/.exec(value.replace(/\s/g, ''));
  if (!match || !ELECTRONIC_ADDRESS_SCHEMES.has(match[1]!)) return null;
  const scheme = match[1]!;
  const identifier = scheme === SWEDISH_ORGANISATION_SCHEME ? match[2]!.replace(/-/g, '') : match[2]!;
  if (!/^[A-Za-z0-9._@+-]{1,50}$/.test(identifier)) return null;
  if (scheme === SWEDISH_ORGANISATION_SCHEME && !(/^\d{10}$/.test(identifier) && hasValidLuhn(identifier))) return null;
  return { scheme, identifier };
}

export const formatPeppolId = (id: PeppolId) => `${id.scheme}:${id.identifier}`;

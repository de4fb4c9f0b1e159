import { createHash, randomBytes } from 'node:crypto';
import type { CryptoNetwork } from '../../schemas/payments';

/**
 * Deposit addresses of the sandbox's simulated chains, random (node:crypto) and well-formed for
 * their network, checksums included, so a wallet app or a validator would accept them: bech32
 * P2WPKH for Bitcoin (bc1q...) and Litecoin (ltc1q...), CashAddr for Bitcoin Cash
 * (bitcoincash:q...), Base58Check for Dogecoin (D...), a lower-case hex account for ERC20.
 * Also the format checks of payout addresses the player types.
 */

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function bech32Polymod(values: number[]): number {
  const gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= gen[i]!;
  }
  return chk >>> 0;
}

/** 8-bit bytes to 5-bit groups (padded). */
function toWords(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out.push((acc >>> bits) & 31);
    }
  }
  if (bits > 0) out.push((acc << (5 - bits)) & 31);
  return out;
}

/** A segwit v0 address of a 20-byte program (BIP 173). */
export function bech32Address(hrp: string, program: Uint8Array): string {
  const data = [0, ...toWords(program)];
  const expand = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  const mod = bech32Polymod([...expand, ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((d) => BECH32[d]).join('')}`;
}

export function isValidBech32(address: string, hrp: string): boolean {
  const a = address.toLowerCase();
  if (!a.startsWith(`${hrp}1`)) return false;
  const data = [...a.slice(hrp.length + 1)].map((c) => BECH32.indexOf(c));
  if (data.length < 7 || data.some((d) => d < 0)) return false;
  const expand = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  return bech32Polymod([...expand, ...data]) === 1;
}

function cashAddrPolymod(values: number[]): bigint {
  const gen = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
  let c = 1n;
  for (const d of values) {
    const c0 = c >> 35n;
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(d);
    for (let i = 0; i < 5; i++) if ((c0 >> BigInt(i)) & 1n) c ^= gen[i]!;
  }
  return c ^ 1n;
}

/** A CashAddr P2PKH address (version byte 0, 160-bit hash). */
export function cashAddress(hash: Uint8Array, prefix = 'bitcoincash'): string {
  const payload = toWords(new Uint8Array([0, ...hash]));
  const mod = cashAddrPolymod([...[...prefix].map((c) => c.charCodeAt(0) & 31), 0, ...payload, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksum = Array.from({ length: 8 }, (_, i) => Number((mod >> BigInt(5 * (7 - i))) & 31n));
  return `${prefix}:${[...payload, ...checksum].map((d) => BECH32[d]).join('')}`;
}

export function isValidCashAddress(address: string, prefix = 'bitcoincash'): boolean {
  const a = address.toLowerCase();
  const body = a.startsWith(`${prefix}:`) ? a.slice(prefix.length + 1) : a;
  const data = [...body].map((c) => BECH32.indexOf(c));
  if (data.length !== 42 || data.some((d) => d < 0)) return false;
  return cashAddrPolymod([...[...prefix].map((c) => c.charCodeAt(0) & 31), 0, ...data]) === 0n;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest();

export function base58Check(version: number, payload: Uint8Array): string {
  const body = Buffer.from([version, ...payload]);
  const full = Buffer.concat([body, sha256(sha256(body)).subarray(0, 4)]);
  let n = BigInt(`0x${full.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of full) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

export function isValidBase58Check(address: string, version: number): boolean {
  let n = 0n;
  for (const c of address) {
    const i = BASE58.indexOf(c);
    if (i < 0) return false;
    n = n * 58n + BigInt(i);
  }
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const zeros = address.length - address.replace(/^1+/, '').length;
  const full = Buffer.concat([Buffer.alloc(zeros), Buffer.from(hex, 'hex')]);
  if (full.length !== 25 || full[0] !== version) return false;
  return sha256(sha256(full.subarray(0, 21)))
    .subarray(0, 4)
    .equals(full.subarray(21));
}

/** Dogecoin P2PKH addresses start with D (version 0x1e). */
const DOGE_VERSION = 0x1e;

/** A fresh random deposit address on `network`. */
export function newDepositAddress(network: CryptoNetwork): string {
  const hash = randomBytes(20);
  switch (network) {
    case 'Bitcoin':
      return bech32Address('bc', hash);
    case 'LTC':
      return bech32Address('ltc', hash);
    case 'BCH':
      return cashAddress(hash);
    case 'DOGE':
      return base58Check(DOGE_VERSION, hash);
    case 'ERC20':
      return `0x${hash.toString('hex')}`;
  }
}

/** Whether a typed payout address is well-formed for `network` (checksums checked where the format has one). */
export function isValidAddress(network: CryptoNetwork, address: string): boolean {
  const a = address.trim();
  switch (network) {
    case 'Bitcoin':
      return isValidBech32(a, 'bc') || isValidBase58Check(a, 0x00) || isValidBase58Check(a, 0x05);
    case 'LTC':
      return isValidBech32(a, 'ltc') || isValidBase58Check(a, 0x30) || isValidBase58Check(a, 0x32);
    case 'BCH':
      return isValidCashAddress(a);
    case 'DOGE':
      return isValidBase58Check(a, DOGE_VERSION);
    case 'ERC20':
      return /^0x[0-9a-fA-F]{40}$/.test(a);
  }
}

/**
 * The URI wallet apps open: BIP 21 style with the amount in the coin's major unit; EIP-681 for
 * ether with the value in wei (our ETH minor unit is 1e-8 ETH, i.e. 1e10 wei). A token transfer
 * would need the token contract, so tether's URI names only the address.
 */
export function paymentUri(network: CryptoNetwork, brand: string, address: string, amount: string, minor: bigint): string {
  if (network === 'BCH') return `${address}?amount=${amount}`;
  if (network === 'ERC20') return `ethereum:${address}${brand === 'tether' ? '' : `?value=${(minor * 10_000_000_000n).toString()}`}`;
  const scheme = network === 'Bitcoin' ? 'bitcoin' : network === 'LTC' ? 'litecoin' : 'dogecoin';
  return `${scheme}:${address}?amount=${amount}`;
}
